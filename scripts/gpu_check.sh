#!/usr/bin/env bash
# The whole GPU check, in one script, on a GPU machine, from a build folder
# made elsewhere and carried along (the GPU machine has no sqlite headers and
# no package registry, so it does not build):
#
#   scripts/gpu_check.sh [BUILD_DIR]        # default: build
#
# Steps: `evotune doctor`, the GPU tests (`ctest -L gpu`), then the hooks
# below (a short tuning run, the benchmark). Everything lands in
# ${OUT:-./gpu-check-out}: summary.txt (device, commit, date, each step's
# result) and one log per step; at most 8 files, the device tool's limit.
# EVOTUNE_COMMIT names the commit when the tree has no .git;
# GPU_CHECK_CTEST_ARGS adds options to the ctest step.
# Exit code: 0 when every step passed, else 1.
set -uo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
build="${1:-build}"
out="${OUT:-./gpu-check-out}"
mkdir -p "$out"
summary="$out/summary.txt"
evotune="$build/src/evotune"

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

commit="${EVOTUNE_COMMIT:-$(git rev-parse --short=12 HEAD 2>/dev/null || echo "unknown (no .git; set EVOTUNE_COMMIT)")}"
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
  local name="$1" logname="$2" log="$out/$2"
  shift 2
  echo "== $name: $*" | tee "$log"
  local t0=$SECONDS
  "$@" 2>&1 | tee -a "$log"
  local rc=${PIPESTATUS[0]}
  local verdict="ok"
  ((rc == 0)) || { verdict="FAILED (exit $rc)"; failed=1; }
  printf '%-12s %s in %d s  (%s)\n' "$name" "$verdict" $((SECONDS - t0)) "$logname" >>"$summary"
}

step doctor doctor.txt "$evotune" doctor
# GPU_CHECK_CTEST_ARGS adds ctest options (e.g. "--timeout 120" or "-R driver").
# shellcheck disable=SC2086
step gpu-tests ctest-gpu.txt ctest --test-dir "$build" -L gpu --output-on-failure ${GPU_CHECK_CTEST_ARGS:-}

# --- HOOK: short tuning run (to be filled by the engineer of `evotune run`) ---
# Example once run exists:
#   step tuning tuning.txt "$evotune" run experiments/s512.yaml --db "$out/check.db" --time 120
# then `step leaderboard leaderboard.txt "$evotune" leaderboard s512 --db "$out/check.db"`.
echo "tuning       not yet part of the check (hook in scripts/gpu_check.sh)" >>"$summary"

# --- HOOK: benchmark (to be filled by the engineer of bench/) ----------------
# Example: step bench bench.txt python3 bench/<script>.py --out "$out/bench.json"
echo "benchmark    not yet part of the check (hook in scripts/gpu_check.sh)" >>"$summary"

echo
cat "$summary"
exit "$failed"
