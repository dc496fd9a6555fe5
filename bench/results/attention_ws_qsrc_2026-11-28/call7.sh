#!/bin/bash
# call 7: the two winners on ca26d17 (the template's final form), no compare
cd "$(dirname "$0")/.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
export LD_LIBRARY_PATH=$PWD/.gpucarry/evo/lib:${LD_LIBRARY_PATH:-}
E=$PWD/.gpucarry/evo/src/evotune
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader; date -u
timeout 150 $E --db /tmp/fc.db run .gpucarry/final_check.yaml --no-baselines --no-sanitize > $OUT/run.txt 2>&1; echo "exit $?"
python3 bench/slim_db.py /tmp/fc.db $OUT/final_check_slim.db
grep -E "^shape|best:" $OUT/run.txt; date -u
