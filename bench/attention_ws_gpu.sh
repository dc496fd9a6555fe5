#!/usr/bin/env bash
# Issue 16 on the GPU machine: the warp-specialized template (templates/attention_ws.cu) over
# experiments/attn_ws_set.yaml. Steps, each resumable on its own:
#   bench/attention_ws_gpu.sh run EVOTUNE OUT [run options...]
#       the search (the file's, or as the options say: --budget, --strategy, --no-sanitize ...),
#       the leaderboard, a copy of the database without cubins, and the fastest point per shape
#       exported as a Python module (OUT/attn_ws.py);
#   bench/attention_ws_gpu.sh smoke EVOTUNE OUT [run options...]
#       first contact: the set cut to its (2,8,512) shapes (written to experiments/attn_ws_small.yaml),
#       random points with the sanitizer pass on the fastest, and bench/db_status.py's account of
#       every candidate; exit 1 when one was wrong, faulted, hung or raced (SMOKE_M_WG="2, 3" keeps
#       only those consumer counts);
#   bench/attention_ws_gpu.sh compare MODULE OUT [compare_sdpa options...]
#       that module against PyTorch SDPA's backends in one process (bench/compare_sdpa.py --module:
#       the float64 check, CUPTI kernel time side by side, ratios); `--module fp16s=OTHER.py` among the
#       options adds a second module's winners (e.g. reduced precision: EXP=experiments/attn_ws_set_f16s.yaml),
#       reported in columns of their own with their error.
# DB (default /tmp/attn_ws.db) is the database the run step uses; EXP (default
# experiments/attn_ws_set.yaml) the experiment file.
set -uo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
step=${1:?usage: attention_ws_gpu.sh run|smoke EVOTUNE OUT | compare MODULE OUT}
db=${DB:-/tmp/attn_ws.db}
exp=${EXP:-$repo/experiments/attn_ws_set.yaml}
case "$step" in
  run)
    evotune=$2; out=$3; shift 3
    mkdir -p "$out"
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >"$out/device.txt"
    date -u >>"$out/device.txt"
    "$evotune" --db "$db" run "$exp" "$@" \
      >"$out/run.txt" 2>&1
    echo "run: exit $?" >>"$out/device.txt"
    "$evotune" --db "$db" leaderboard "$exp" >"$out/board.txt" 2>&1
    "$evotune" --db "$db" leaderboard "$exp" --format json >"$out/board.json" 2>/dev/null
    "$evotune" --db "$db" leaderboard "$exp" --all-status -n 20 >"$out/board_all.txt" 2>&1
    python3 "$repo/bench/slim_db.py" "$db" "$out/attn_ws_slim.db"
    # --unchecked: the fastest point, sanitized or not (the pass takes minutes per candidate at S = 16384)
    "$evotune" --db "$db" export "$exp" --best --unchecked --python -o "$out/attn_ws.py" >"$out/export.txt" 2>&1
    ;;
  smoke)
    evotune=$2; out=$3; shift 3
    mkdir -p "$out"
    small="$repo/experiments/attn_ws_small.yaml"
    grep -v -E '^    - \{B: ' "$exp" | sed 's/^  shapes:$/  shapes:\n    - {B: 2, H: 8, S: 512, D: 64, CAUSAL: 0}\n    - {B: 2, H: 8, S: 512, D: 64, CAUSAL: 1}\n    - {B: 2, H: 8, S: 512, D: 128, CAUSAL: 0}/' \
      | sed 's/^name: attn_ws_set$/name: attn_ws_small/' >"$small"
    # SMOKE_M_WG="2, 3": only those consumer counts (and no seeds), so that the sanitizer pass
    # reaches the multi-consumer points (ping-pong, register split, a partial tile)
    if [ -n "${SMOKE_M_WG:-}" ]; then
      sed -i -e "s/^  M_WG: \[1, 2, 3\]$/  M_WG: [$SMOKE_M_WG]/" -e '/^  seeds:$/,/^[a-z]/{/^  seeds:$/d;/^    /d}' "$small"
    fi
    "$evotune" --db "$db" run "$small" --no-baselines "$@" >"$out/run.txt" 2>&1
    echo "run: exit $?" >>"$out/run.txt"
    python3 "$repo/bench/db_status.py" "$db" >"$out/status.txt"
    ;;
  compare)
    module=$2; out=$3; shift 3
    mkdir -p "$out"
    python3 "$repo/bench/compare_sdpa.py" --module "$module" --out "$out" "$@" >"$out/compare.txt" 2>&1
    echo "compare: exit $?" >>"$out/compare.txt"
    ;;
  *)
    echo "attention_ws_gpu.sh: unknown step '$step' (run, smoke or compare)" >&2
    exit 2
    ;;
esac
