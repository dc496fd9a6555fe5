#!/bin/bash
# call 6: (4,16,4096,128)'s best point and the last session's best, profiled (CUPTI range profiler)
cd "$(dirname "$0")/.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
export LD_LIBRARY_PATH=$PWD/.gpucarry/evo/lib:${LD_LIBRARY_PATH:-}
E=$PWD/.gpucarry/evo/src/evotune
X=bench/probes/attn_ws_profile_qbar.yaml
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $OUT/device.txt; date -u >> $OUT/device.txt
timeout 240 $E --db /tmp/prof.db run $X --no-baselines --no-sanitize > /tmp/prof_run.txt 2>&1; echo "run exit $?" >> $OUT/device.txt
$E --db /tmp/prof.db leaderboard $X --all-status > /tmp/prof_board.txt 2>&1
python3 bench/slim_db.py /tmp/prof.db $OUT/prof_slim.db
tar cJf $OUT/prof_logs.tar.xz -C /tmp prof_run.txt prof_board.txt
date -u >> $OUT/device.txt; cat $OUT/device.txt; grep -E "^shape|best:|profil" /tmp/prof_run.txt | head -30; head -30 /tmp/prof_board.txt
