#!/usr/bin/env bash
# The whole GPU check, in one script, on a GPU machine, from a build folder
# made elsewhere and carried along (the GPU machine has no sqlite headers and
# no package registry, so it does not build; scripts/pack_gpu_build.sh packs a
# build folder small enough to carry):
#
#   scripts/gpu_check.sh [BUILD_DIR]        # default: build (or BUILD_DIR.tar.xz, unpacked first)
#
# Steps (GPU_CHECK_STEPS, default "doctor tests tuning bench"):
#   doctor      evotune doctor
#   tests       the GPU tests (ctest -L gpu; GPU_CHECK_CTEST_ARGS adds options), with
#               EVOTUNE_REQUIRE_GPU=1: a GPU test that finds no usable GPU fails
#               instead of skipping
#   tuning      evotune run experiments/s512.yaml and s512_causal.yaml (their
#               own budgets) and s512_mma.yaml (GPU_CHECK_MMA_BUDGET, default
#               100), each followed by its leaderboard
#   bench       bench/compare_chain.sh: tune the listed shapes, export the
#               winners, time them against PyTorch SDPA side by side
#   landscapes  exhaustive runs of s512 and s512_scalar (GPU_CHECK_LANDSCAPES),
#               written as landscape CSVs with the best found by each
#   compile     bench/compile_throughput.py on this host's cores (s512 and s512_scalar,
#               GPU_CHECK_COMPILE_POINTS points, default 160)
#   export      the library export of GPU_CHECK_EXPORT_EXPERIMENT's winner (default s512, from
#               the tuning step's database; without one, a run of GPU_CHECK_EXPORT_BUDGET
#               evaluations, default 40): `export --best -o attn` built by nvcc with
#               examples/attn_dispatch (every tuned shape against a host reference, an untuned
#               shape refused); `export --best --python` checked by tests/python/gpu_export_check.py
#               (float64 SDPA, side-by-side times, CUDA graph, torch.compile); and
#               bench/sdpa_baseline.py at the exported shapes. Results in export/ of results.tar.gz.
#   tutorial    docs/tutorial.md's GPU steps in a folder of their own (scripts/tutorial_gpu.sh):
#               run, leaderboard, show, export --harness, nvcc, the harness and its ncu line;
#               nothing but the files the page lists may appear
#   baselines   `evotune baselines` of GPU_CHECK_BASELINES_EXPERIMENT (default s512; its `command:`
#               baselines, bench/sdpa_baseline.py --evotune) into the tuning step's database, then
#               its leaderboard: the measured times with their device and method. (`evotune run` in
#               the tuning step measures them too, after each run on the GPU.)
# Results: ${OUT:-./gpu-check-out}/summary.txt (device, commit, date, each
# step's verdict and time) and results.tar.gz (every log, database and
# file the steps made), since the device tool brings back 8 files at most.
# GPU_CHECK_DB: the database the steps use (default: a fresh one), e.g. one carried
# from an earlier call to resume a run in. EVOTUNE_COMMIT names the commit when the tree has no .git (else the
# build's COMMIT file, written by pack_gpu_build.sh, is used); GPU_CHECK_STEP_TIMEOUT
# (seconds, default 300) bounds each step; no step starts after GPU_CHECK_DEADLINE
# seconds (so that the results come back inside the device tool's limit).
# Exit code: 0 when every step passed, else 1.
set -uo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
build="${1:-build}"
out="${OUT:-./gpu-check-out}"
mkdir -p "$out"
work="$(mktemp -d /tmp/gpu-check.XXXXXX)"
summary="$work/summary.txt"
steps=" ${GPU_CHECK_STEPS:-doctor tests tuning bench} "
wants() { [[ "$steps" == *" $1 "* ]]; }
evotune="$build/src/evotune"

# A build packed as an archive (scripts/pack_gpu_build.sh with PACK_ARCHIVE=1): unpack it beside
# itself first. Python's tarfile, since the machine may lack xz.
if [ ! -d "$build" ] && [ -f "$build.tar.xz" ]; then
  python3 -c 'import sys, tarfile; tarfile.open(sys.argv[1]).extractall(sys.argv[2])' "$build.tar.xz" "$(dirname "$build")" \
    || { echo "gpu_check: cannot unpack $build.tar.xz" >&2; exit 1; }
  echo "gpu_check: unpacked $build.tar.xz"
fi

[ -x "$evotune" ] || { echo "gpu_check: no $evotune: build first (scripts/setup.sh) and carry $build" >&2; exit 1; }

# A carried build folder still names the source and build paths of the machine
# it was configured on (ctest's test paths and working directory, the paths
# compiled into the tests). Where those paths do not exist here, link them to
# this tree and this build folder.
relink() {  # relink CONFIGURED_PATH ACTUAL_PATH
  local configured="$1" actual="$2"
  [ -n "$configured" ] || return 0
  [ "$(cd "$actual" && pwd -P)" = "$(cd "$configured" 2>/dev/null && pwd -P)" ] && return 0
  if [ ! -e "$configured" ]; then
    mkdir -p "$(dirname "$configured")" && ln -s "$actual" "$configured" \
      && echo "gpu_check: linked $configured -> $actual (where the build was configured)"
  else
    echo "gpu_check: warning: $build was configured for $configured, which is something else here" >&2
  fi
}
build_abs="$(cd "$build" && pwd)"
relink "$(sed -n 's/^CMAKE_HOME_DIRECTORY:INTERNAL=//p' "$build/CMakeCache.txt" 2>/dev/null)" "$repo"
relink "$(sed -n 's/^CMAKE_CACHEFILE_DIR:INTERNAL=//p' "$build/CMakeCache.txt" 2>/dev/null)" "$build_abs"

# EVOTUNE_COMMIT, else this tree's .git, else the commit the pack recorded (the build's, which the
# carried tree normally matches).
commit="${EVOTUNE_COMMIT:-$(git rev-parse --short=12 HEAD 2>/dev/null || { [ -f "$build/COMMIT" ] && echo "$(cat "$build/COMMIT") (recorded by pack_gpu_build.sh)"; } || echo "unknown (no .git; set EVOTUNE_COMMIT)")}"
device="$(nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>/dev/null | head -n 8 || true)"
{
  echo "evotune GPU check"
  echo "date:    $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
  echo "commit:  $commit"
  echo "host:    $(hostname)"
  echo "device:  ${device:-no nvidia-smi answer}"
  echo "build:   $build"
} >"$summary"

failed=0
# step NAME LOGFILE COMMAND...: runs, logs, records the result in the summary.
step() {
  local name="$1" logname="$2" log="$work/$2"
  shift 2
  if ((SECONDS >= ${GPU_CHECK_DEADLINE:-1000000})); then
    printf '%-12s skipped: past GPU_CHECK_DEADLINE (%s s)\n' "$name" "$GPU_CHECK_DEADLINE" >>"$summary"
    return 0
  fi
  echo "== $name: $*" | tee "$log"
  local t0=$SECONDS
  # A step that hangs must not take the rest of the check with it.
  timeout --kill-after=10 "${GPU_CHECK_STEP_TIMEOUT:-300}" "$@" 2>&1 | tee -a "$log"
  local rc=${PIPESTATUS[0]}
  local verdict="ok"
  ((rc == 0)) || { verdict="FAILED (exit $rc)"; failed=1; }
  printf '%-12s %s in %d s  (%s)\n' "$name" "$verdict" $((SECONDS - t0)) "$logname" >>"$summary"
}

wants doctor && step doctor doctor.txt "$evotune" doctor
# shellcheck disable=SC2086
wants tests && step gpu-tests ctest-gpu.txt env EVOTUNE_REQUIRE_GPU=1 \
  ctest --test-dir "$build" -L gpu --output-on-failure ${GPU_CHECK_CTEST_ARGS:-}

wants tutorial && step tutorial tutorial.txt scripts/tutorial_gpu.sh "$build"

db="${GPU_CHECK_DB:-$work/check.db}"  # GPU_CHECK_DB: a database carried from an earlier call
if wants tuning; then
  for e in s512 s512_causal; do
    step "run-$e" "run_$e.txt" "$evotune" --db "$db" run "experiments/$e.yaml"
    step "board-$e" "leaderboard_$e.txt" "$evotune" --db "$db" leaderboard "$e" --top 10
  done
  step run-s512_mma run_s512_mma.txt "$evotune" --db "$db" run experiments/s512_mma.yaml \
    --budget "${GPU_CHECK_MMA_BUDGET:-100}"
  step board-s512_mma leaderboard_s512_mma.txt "$evotune" --db "$db" leaderboard s512_mma --top 5
fi

if wants bench; then
  if [ -x bench/compare_chain.sh ]; then
    step bench bench.txt bench/compare_chain.sh "$evotune" "$work/bench"
  else
    echo "bench        skipped: bench/compare_chain.sh is not there" >>"$summary"
  fi
fi

if wants landscapes; then
  mkdir -p "$work/landscapes"
  sample_efficiency="$build/bench/sample_efficiency"
  for e in ${GPU_CHECK_LANDSCAPES:-s512 s512_scalar}; do
    step "exhaustive-$e" "exhaustive_$e.txt" "$evotune" --db "$work/landscapes/$e.db" run "experiments/$e.yaml" \
      --strategy exhaustive --budget 100000
    if [ -x "$sample_efficiency" ]; then
      step "landscape-$e" "landscape_$e.txt" "$sample_efficiency" --export-landscape "$work/landscapes/$e.db" "$e" \
        "$work/landscapes/$e.csv"
    fi
    step "best-$e" "exhaustive_best_$e.txt" "$evotune" --db "$work/landscapes/$e.db" leaderboard "$e" --top 5
  done
fi

if wants compile; then
  for e in s512 s512_scalar; do
    step "compile-$e" "compile_throughput_$e.txt" python3 bench/compile_throughput.py --evotune "$evotune" \
      --experiment "experiments/$e.yaml" --points "${GPU_CHECK_COMPILE_POINTS:-160}" --machine "gpu-host-$e"
  done
  cp bench/results/compile_throughput_gpu-host-* "$work/" 2>/dev/null
fi

if wants export; then
  x="${GPU_CHECK_EXPORT_EXPERIMENT:-s512}"
  xdir="$work/export"
  mkdir -p "$xdir"
  if [ ! -f "$db" ]; then
    step "export-tune" export_tune.txt "$evotune" --db "$db" run "experiments/$x.yaml" \
      --budget "${GPU_CHECK_EXPORT_BUDGET:-40}"
  fi
  step export-lib export_lib.txt "$evotune" --db "$db" export "$x" --best -o "$xdir/attn"
  # The object as attn.json's build line says, then the example program linked against it.
  step export-cpp export_cpp.txt env PATH="${CUDA_HOME:-/usr/local/cuda}/bin:$PATH" bash -c \
    "cd '$xdir' && eval \"\$(python3 -c 'import json; print(json.load(open(\"attn.json\"))[\"build\"][\"object\"])')\" \
     && nvcc -O3 -std=c++17 -I. '$repo/examples/attn_dispatch/main.cpp' attn.o -o attn_dispatch && ./attn_dispatch"
  step export-py export_py.txt "$evotune" --db "$db" export "$x" --best --python -o "$xdir/attn.py"
  step export-torch export_torch.txt python3 tests/python/gpu_export_check.py "$xdir/attn.py" \
    --out "$xdir/export_check.json"
  step baseline baseline.txt python3 bench/sdpa_baseline.py --library "$xdir/attn.json" --out "$xdir/sdpa_baseline.json"
  rm -f "$xdir/attn.o" "$xdir/attn_dispatch"
fi

if wants baselines; then
  b="${GPU_CHECK_BASELINES_EXPERIMENT:-s512}"
  step "baselines-$b" "baselines_$b.txt" "$evotune" --db "$db" baselines "experiments/$b.yaml"
  # Its leaderboard, beside the search the tuning step made (alone, the database holds no search).
  if wants tuning; then
    step "board-baselines-$b" "leaderboard_baselines_$b.txt" "$evotune" --db "$db" leaderboard "$b" --top 3
  fi
fi

echo
cat "$summary"
cp "$summary" "$out/summary.txt"
# Databases hold every cubin (tens of MB, over the device tool's 16 MB a file):
# the logs, leaderboards and landscape CSVs come back instead.
tar -C "$work" --exclude='*.db' --exclude='*.db-*' -czf "$out/results.tar.gz" . && echo "results: $out/results.tar.gz ($(du -h "$out/results.tar.gz" | cut -f1))"
exit "$failed"
