#!/bin/bash
# session call 4: (2,8,2048,64) searched 48 evaluations from the probe's seeds (four consumer warpgroups and
# the winners), its best exported, and side by side with SDPA beside call 2's module, 16 rounds
cd "$(dirname "$0")/../../.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
E=$PWD/.gpucarry/evo/src/evotune
R=bench/results/attention_ws_mwg4_2026-12-02
L=$OUT
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
P=bench/probes/attn_ws_mwg4_2048.yaml
grep -v -E "^    - \{B: (4|32)," bench/probes/attn_ws_mwg4.yaml | sed 's/^name: attn_ws_mwg4$/name: attn_ws_mwg4_2048/' > $P
timeout -k 5 150 $E --db /tmp/m4.db run $P --no-baselines --sanitize-top 2 --budget 48 > $L/run.txt 2>&1; echo "run exit $?" >> $L/device.txt
$E --db /tmp/m4.db leaderboard $P --shape B=2,H=8,S=2048,D=64,CAUSAL=0 --top 30 --all-status > $L/board.txt 2>&1
$E --db /tmp/m4.db export $P --best --python -o /tmp/mwg4_search.py > $L/export.txt 2>&1; echo "export exit $?" >> $L/device.txt
xz -dc $R/call2_mwg4_2048.py.xz > /tmp/mwg4_call2.py
date -u >> $L/device.txt
timeout -k 5 150 python3 bench/compare_sdpa.py --module search=/tmp/mwg4_search.py --module call2=/tmp/mwg4_call2.py --rounds 16 --iters 8 --out /tmp/cmp4 > /tmp/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
cp /tmp/cmp4/compare_sdpa_h*.md /tmp/cmp4/compare_sdpa_h*.json $L/ 2>/dev/null; xz -c /tmp/mwg4_search.py > $L/mwg4_search.py.xz
cat $L/device.txt; grep -E "^ *[0-9]+ +[0-9]+ +[0-9]+/" $L/board.txt | head -12; grep -E "^sanitizer|^best|^stopped" $L/run.txt
tail -3 /tmp/compare.txt; grep -B2 -A8 "^| shape" /tmp/cmp4/compare_sdpa_h*.md | head -30
