#!/bin/bash
# session call 3: four consumer warpgroups at ragged and causal shapes under memcheck, racecheck and synccheck
# (attn_ws_mwg4_smoke.yaml, the top 2 of each shape), then the probe at (4,16,4096,64) plain and causal,
# each step's files to $OUT as written
cd "$(dirname "$0")/../../.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
E=$PWD/.gpucarry/evo/src/evotune
L=$OUT
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
P=bench/probes/attn_ws_mwg4_smoke.yaml
timeout -k 5 170 $E -v --db /tmp/m3s.db run $P --no-baselines --sanitize-top 2 > /tmp/run_smoke.txt 2>&1; echo "run smoke exit $?" >> $L/device.txt
for sh in B=2,H=8,S=640,D=64,CAUSAL=0 B=2,H=8,S=640,D=64,CAUSAL=1 B=1,H=3,S=1088,D=64,CAUSAL=1; do
  $E --db /tmp/m3s.db leaderboard $P --shape $sh --top 40 --format csv >> $L/board_smoke.csv 2>&1
done
python3 bench/db_status.py /tmp/m3s.db > $L/smoke_status.txt 2>&1
xz -c /tmp/run_smoke.txt > $L/run_smoke.txt.xz
date -u >> $L/device.txt; cat $L/device.txt; cat $L/smoke_status.txt | head -30; grep -E "^sanitiz|^best|stopped" /tmp/run_smoke.txt | head
P=bench/probes/attn_ws_mwg4_4096.yaml
grep -v -E "^    - \{B: (2|32)," bench/probes/attn_ws_mwg4.yaml | sed 's/^name: attn_ws_mwg4$/name: attn_ws_mwg4_4096/' > $P
timeout -k 5 200 $E -v --db /tmp/m3.db run $P --no-baselines --no-sanitize > /tmp/run.txt 2>&1; echo "run 4096 exit $?" >> $L/device.txt
xz -c /tmp/run.txt > $L/run_4096.txt.xz
for sh in B=4,H=16,S=4096,D=64,CAUSAL=0 B=4,H=16,S=4096,D=64,CAUSAL=1; do
  $E --db /tmp/m3.db leaderboard $P --shape $sh --top 20 --all-status >> $L/board_4096.txt 2>&1
done
date -u >> $L/device.txt; tail -2 $L/device.txt; grep -E "^ *[0-9]+ +[0-9]+ +[0-9]+/|^attn" $L/board_4096.txt | head -44; tail -4 /tmp/run.txt
