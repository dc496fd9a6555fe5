#!/bin/bash
# session call 9: the winners of (4,16,4096,128) and (2,8,2048,64), ROWSUM alu and hadd, under CUPTI's range profiler
cd "$(dirname "$0")/.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
export LD_LIBRARY_PATH=$PWD/.gpucarry/evo/lib:${LD_LIBRARY_PATH:-}
E=$PWD/.gpucarry/evo/src/evotune
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $OUT/device.txt; date -u >> $OUT/device.txt
timeout 170 $E --db /tmp/pf.db run bench/probes/attn_ws_profile_hadd.yaml --no-baselines --no-sanitize > $OUT/run.txt 2>&1; echo "run exit $?" >> $OUT/device.txt
python3 bench/slim_db.py /tmp/pf.db $OUT/profile_hadd_slim.db
$E --db /tmp/pf.db leaderboard bench/probes/attn_ws_profile_hadd.yaml > $OUT/board.txt 2>&1
date -u >> $OUT/device.txt
cat $OUT/device.txt; grep -iE "best:|profil" $OUT/run.txt | head -12
