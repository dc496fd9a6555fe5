#!/usr/bin/env bash
# The search benchmark of issue 17 on a GPU: SEEDS seeds each of evo_model
# (evo ranked by the XGBoost cost model), evo and random, BUDGET evaluations
# each, on EXPERIMENT (no seeds from the file: s512_big.yaml has none), one
# database per run in OUT, then the table (bench/search_race.cpp) in
# OUT/README.md and every run's evaluations in OUT/raw.csv.
#
#   bench/search_race.sh [--build build] [--experiment experiments/s512_big.yaml] [--seeds 10]
#                        [--seed-from 1] [--budget 300] [--strategies "evo_model evo random"]
#                        [--stop-after SECONDS] [--slim DIR] [--out DIR] [--report-only]
#
# Resumable: a run whose database holds its budget already stops at once, so
# the script can be called again (e.g. one strategy per call, to stay within a
# time limit) and the report is made from whatever is there. --seed-from and
# --seeds pick seeds seed-from .. seed-from+seeds-1; --stop-after starts no new
# run once that many seconds have passed (the runs left are listed), so a call
# with a time limit ends between runs. --slim DIR copies each finished database
# into DIR without its cubins (a few hundred KB instead of megabytes, for the
# trip back from a GPU machine; search_race --dbs reads it the same). evo_model
# needs libxgboost (scripts/pack_gpu_build.sh carries it in lib/).
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"

build=build
experiment=experiments/s512_big.yaml
seeds=10
seed_from=1
stop_after=0
slim=""
budget=300
strategies="evo_model evo random"
out=""
report_only=0
while (($#)); do
  case "$1" in
    --build) build="$2"; shift 2 ;;
    --experiment) experiment="$2"; shift 2 ;;
    --seeds) seeds="$2"; shift 2 ;;
    --seed-from) seed_from="$2"; shift 2 ;;
    --stop-after) stop_after="$2"; shift 2 ;;
    --slim) slim="$2"; shift 2 ;;
    --budget) budget="$2"; shift 2 ;;
    --strategies) strategies="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    --report-only) report_only=1; shift ;;
    -h|--help) awk 'NR > 1 && !/^#/ {exit} NR > 1 {sub(/^# ?/, ""); print}' "$0"; exit 0 ;;
    *) echo "search_race: unknown option '$1' (see --help)" >&2; exit 2 ;;
  esac
done
evotune="$build/src/evotune"
race="$build/bench/search_race"
[ -x "$evotune" ] || { echo "search_race: no $evotune: build first" >&2; exit 1; }
[ -x "$race" ] || { echo "search_race: no $race: build the target search_race" >&2; exit 1; }
if [ -z "$out" ]; then
  gpu="$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1 | tr ' ' '_' | tr -cd 'A-Za-z0-9_-')"
  out="bench/results/search_race_${gpu:-gpu}_$(date -u +%Y-%m-%d)"
fi
mkdir -p "$out"
# the build's own commit (scripts/pack_gpu_build.sh writes it; a GPU machine's copy of the tree has no .git)
commit="$(cat "$build/COMMIT" 2>/dev/null || git rev-parse --short HEAD 2>/dev/null || echo unknown)"

if ((!report_only)); then
  started=$SECONDS
  for s in $strategies; do
    for n in $(seq "$seed_from" $((seed_from + seeds - 1))); do
      db="$out/${s}_seed${n}.db"
      if ((stop_after > 0 && SECONDS - started >= stop_after)); then
        echo "search_race: not started (--stop-after $stop_after): $s seed $n" >&2
        continue
      fi
      echo "search_race: $s seed $n -> $db" >&2
      # --no-sanitize: the benchmark counts evaluations; the sanitizer pass comes after the search.
      "$evotune" --db "$db" run "$experiment" --strategy "$s" --seed "$n" --budget "$budget" --no-sanitize \
        >"$out/${s}_seed${n}.txt" 2>&1 || echo "search_race: $s seed $n exited $? (see $out/${s}_seed${n}.txt)" >&2
      if [ -n "$slim" ]; then
        mkdir -p "$slim"
        python3 bench/slim_db.py "$db" "$slim/${s}_seed${n}.db"
      fi
    done
  done
fi
"$race" --experiment "$experiment" --dbs "$out" --commit "$commit" --out "$out/README.md" --raw "$out/raw.csv"
