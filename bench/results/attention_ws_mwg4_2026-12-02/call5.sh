#!/bin/bash
# session call 5: a 64-row query tile's keys over four consumer warpgroups (KSPLIT=4) beside the two-way split
# at (2,8,512,64) plain and causal and a ragged causal (1,3,384,64) (bench/probes/attn_ws_ksplit4.yaml, every seed
# once, the top 2 of each shape under the three sanitizers); the best beside SDPA
cd "$(dirname "$0")/../../.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
E=$PWD/.gpucarry/evo/src/evotune
L=$OUT
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
P=bench/probes/attn_ws_ksplit4.yaml
timeout -k 5 200 $E --db /tmp/m5.db run $P --no-baselines > $L/run.txt 2>&1; echo "run exit $?" >> $L/device.txt
for sh in B=2,H=8,S=512,D=64,CAUSAL=0 B=2,H=8,S=512,D=64,CAUSAL=1 B=1,H=3,S=384,D=64,CAUSAL=1; do
  $E --db /tmp/m5.db leaderboard $P --shape $sh --top 20 --all-status >> $L/board.txt 2>&1
  $E --db /tmp/m5.db leaderboard $P --shape $sh --top 20 --format csv >> $L/board.csv 2>&1
done
$E --db /tmp/m5.db export $P --best --unchecked --python -o /tmp/ksplit4.py > $L/export.txt 2>&1; echo "export exit $?" >> $L/device.txt
date -u >> $L/device.txt
cat $L/device.txt; grep -E "^ *[0-9]+ +[0-9]+ +[0-9]+/|^attn" $L/board.txt | head -40; grep -E "^sanitizer: (cand|top)|^best|^stopped" $L/run.txt
timeout -k 5 100 python3 bench/compare_sdpa.py --module ksplit4=/tmp/ksplit4.py --rounds 12 --iters 8 --out /tmp/cmp5 > /tmp/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
cp /tmp/cmp5/compare_sdpa_h*.md /tmp/cmp5/compare_sdpa_h*.json $L/ 2>/dev/null; xz -c /tmp/ksplit4.py > $L/ksplit4.py.xz
tail -2 /tmp/compare.txt; grep -A6 "^| shape | fastest" /tmp/cmp5/compare_sdpa_h*.md | head -8
