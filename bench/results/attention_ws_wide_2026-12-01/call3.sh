#!/bin/bash
# session call 3: at (4,16,4096,128) RELEASE=split with two slots and two Q buffers (the room a third slot
# took) beside the pair winner (bench/probes/attn_ws_release_d128b.yaml); the ragged last key tile under
# the sanitizers (attn_ws_wide_ragged.yaml: 192 and 176 keys a tile at S=512, causal too); then the best
# at D=128 and call 2's modules side by side with SDPA, 16 rounds
cd "$(dirname "$0")/../../.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
E=$PWD/.gpucarry/evo/src/evotune
R=bench/results/attention_ws_wide_2026-12-01
L=/tmp/w3; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
P=bench/probes/attn_ws_release_d128b.yaml
timeout 120 $E --db /tmp/r3.db run $P --no-baselines --no-sanitize > $L/run_d128b.txt 2>&1; echo "run d128b exit $?" >> $L/device.txt
$E --db /tmp/r3.db leaderboard $P --shape B=4,H=16,S=4096,D=128,CAUSAL=0 --top 20 --all-status > $L/board_d128b.txt 2>&1
$E --db /tmp/r3.db leaderboard $P --shape B=4,H=16,S=4096,D=128,CAUSAL=0 --top 20 --format csv > $L/board_d128b.csv 2>&1
$E --db /tmp/r3.db export $P --best --unchecked --python -o $L/release_d128b.py > $L/export_d128b.txt 2>&1; echo "export exit $?" >> $L/device.txt
P=bench/probes/attn_ws_wide_ragged.yaml
timeout 120 $E --db /tmp/r3.db run $P --no-baselines --sanitize-top 2 > $L/run_ragged.txt 2>&1; echo "run ragged exit $?" >> $L/device.txt
for sh in B=2,H=8,S=512,D=64,CAUSAL=0 B=2,H=8,S=512,D=64,CAUSAL=1; do
  $E --db /tmp/r3.db leaderboard $P --shape $sh --format csv >> $L/board_ragged.csv 2>&1
done
python3 bench/slim_db.py /tmp/r3.db $L/call3_slim.db
date -u >> $L/device.txt
timeout 300 python3 bench/compare_sdpa.py --module release_d128b=$L/release_d128b.py --module release_d64=$R/call2_release_d64.py \
  --module release_small=$R/call2_release_small.py --rounds 16 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
cp $L/board_d128b.txt $L/cmp/compare_sdpa_h*.md $OUT/ 2>/dev/null
tar cJf $OUT/all.tar.xz -C $L .
cat $L/device.txt; grep -E "^ *[0-9]+ +[0-9]+ +[0-9]+/" $L/board_d128b.txt | head -8; grep -E "^sanitizer|^best" $L/run_ragged.txt
cut -d, -f3,4,20,21,22,23,26 $L/board_ragged.csv
tail -2 $L/compare.txt; grep -A10 "^## Summary" $L/cmp/compare_sdpa_h*.md | tail -9
