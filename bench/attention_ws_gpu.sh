#!/usr/bin/env bash
# Issue 16 on the GPU machine: the warp-specialized template (templates/attention_ws.cu) over
# experiments/attn_ws_set.yaml. Steps, each resumable on its own:
#   bench/attention_ws_gpu.sh run EVOTUNE OUT [run options...]
#       the search (the file's, or as the options say: --budget, --strategy exhaustive, --limit),
#       the leaderboard, a copy of the database without cubins, and the fastest point per shape
#       exported as a Python module (OUT/attn_ws.py);
#   bench/attention_ws_gpu.sh compare MODULE OUT [compare_sdpa options...]
#       that module against PyTorch SDPA's backends in one process (bench/compare_sdpa.py --module:
#       the float64 check, CUPTI kernel time side by side, ratios).
# DB (default /tmp/attn_ws.db) is the database the run step uses.
set -uo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
step=${1:?usage: attention_ws_gpu.sh run EVOTUNE OUT | compare MODULE OUT}
db=${DB:-/tmp/attn_ws.db}
case "$step" in
  run)
    evotune=$2; out=$3; shift 3
    mkdir -p "$out"
    nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >"$out/device.txt"
    date -u >>"$out/device.txt"
    "$evotune" --db "$db" run "$repo/experiments/attn_ws_set.yaml" --no-sanitize "$@" \
      >"$out/run.txt" 2>&1
    echo "run: exit $?" >>"$out/device.txt"
    "$evotune" --db "$db" leaderboard attn_ws_set >"$out/board.txt" 2>&1
    "$evotune" --db "$db" leaderboard attn_ws_set --format json >"$out/board.json" 2>/dev/null
    "$evotune" --db "$db" leaderboard attn_ws_set --all-status -n 20 >"$out/board_all.txt" 2>&1
    python3 "$repo/bench/slim_db.py" "$db" "$out/attn_ws_slim.db"
    # --unchecked: the sanitizer pass is left out above (minutes per candidate at S = 16384)
    "$evotune" --db "$db" export attn_ws_set --best --unchecked --python -o "$out/attn_ws.py" >"$out/export.txt" 2>&1
    ;;
  compare)
    module=$2; out=$3; shift 3
    mkdir -p "$out"
    python3 "$repo/bench/compare_sdpa.py" --module "$module" --out "$out" "$@" >"$out/compare.txt" 2>&1
    echo "compare: exit $?" >>"$out/compare.txt"
    ;;
  *)
    echo "attention_ws_gpu.sh: unknown step '$step' (run or compare)" >&2
    exit 2
    ;;
esac
