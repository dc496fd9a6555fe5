#!/bin/bash
# session call 2 (call 1 ran past the device's 600 s with nothing back): the probe at (2,8,2048,64) alone,
# every file to $OUT as soon as it is written, the run's log tail printed; then its best beside SDPA
cd "$(dirname "$0")/../../.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
E=$PWD/.gpucarry/evo/src/evotune
L=$OUT
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
P=bench/probes/attn_ws_mwg4_2048.yaml
grep -v -E "^    - \{B: (4|32)," bench/probes/attn_ws_mwg4.yaml | sed 's/^name: attn_ws_mwg4$/name: attn_ws_mwg4_2048/' > $P
timeout -k 5 200 $E -v --db /tmp/m2.db run $P --no-baselines --no-sanitize > $L/run.txt 2>&1; echo "run exit $?" >> $L/device.txt
date -u >> $L/device.txt
$E --db /tmp/m2.db leaderboard $P --shape B=2,H=8,S=2048,D=64,CAUSAL=0 --top 20 --all-status > $L/board.txt 2>&1
$E --db /tmp/m2.db leaderboard $P --shape B=2,H=8,S=2048,D=64,CAUSAL=0 --top 20 --format csv > $L/board.csv 2>&1
$E --db /tmp/m2.db export $P --best --unchecked --python -o $L/mwg4_2048.py > $L/export.txt 2>&1; echo "export exit $?" >> $L/device.txt
cat $L/device.txt; grep -E "^ *[0-9]+ +[0-9]+ +[0-9]+/" $L/board.txt | head -20; grep -v "^ *[0-9]" $L/board.txt | head -30
tail -25 $L/run.txt
timeout -k 5 120 python3 bench/compare_sdpa.py --module mwg4=$L/mwg4_2048.py --rounds 8 --iters 8 --out /tmp/cmp2 > /tmp/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
cp /tmp/cmp2/compare_sdpa_h*.md /tmp/cmp2/compare_sdpa_h*.json $L/ 2>/dev/null
tail -3 /tmp/compare.txt; grep -A6 "^## Summary" /tmp/cmp2/compare_sdpa_h*.md | tail -5
