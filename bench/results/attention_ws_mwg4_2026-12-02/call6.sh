#!/bin/bash
# session call 6: what limits (2,8,512,64): the winner and three neighbours under CUPTI's range profiler, L2 traffic
# beside the tensor pipe and the stalls (bench/probes/attn_ws_profile_s512.yaml)
cd "$(dirname "$0")/../../.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
E=$PWD/.gpucarry/evo/src/evotune
L=$OUT
nvidia-smi --query-gpu=name,driver_version,power.limit,clocks.max.sm --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
P=bench/probes/attn_ws_profile_s512.yaml
timeout -k 5 120 $E --db /tmp/m6.db run $P --no-baselines --no-sanitize > $L/run.txt 2>&1; echo "run exit $?" >> $L/device.txt
$E --db /tmp/m6.db leaderboard $P --top 10 --all-status > $L/board.txt 2>&1
for id in 1 2 3 4; do $E --db /tmp/m6.db show $id >> $L/show.txt 2>&1; done
python3 bench/slim_db.py /tmp/m6.db $L/call6_slim.db
date -u >> $L/device.txt; cat $L/device.txt
grep -E "^ *[0-9]+ +[0-9]+ +[0-9]+/" $L/board.txt; grep -i -E "profil|metric|error" $L/run.txt | head -8
grep -E "^candidate|^ *(params|parameters|median|lts|l1tex|sm__|dram|smsp|gpu__)" $L/show.txt | head -80
