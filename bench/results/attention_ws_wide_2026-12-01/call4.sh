#!/bin/bash
# session call 4: call 3's D=128 winner again on a fresh machine beside the pair winner and its neighbours at
# (4,16,4096,128) and (1,16,16384,128) (bench/probes/attn_ws_release_d128c.yaml), then the best of each side
# by side with SDPA, 16 rounds
cd "$(dirname "$0")/../../.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/w4; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
P=bench/probes/attn_ws_release_d128c.yaml
timeout 240 $E --db /tmp/r4.db run $P --no-baselines --no-sanitize > $L/run.txt 2>&1; echo "run exit $?" >> $L/device.txt
for sh in B=4,H=16,S=4096,D=128,CAUSAL=0 B=1,H=16,S=16384,D=128,CAUSAL=0; do
  $E --db /tmp/r4.db leaderboard $P --shape $sh --top 20 --all-status >> $L/board.txt 2>&1
  $E --db /tmp/r4.db leaderboard $P --shape $sh --top 20 --format csv >> $L/board.csv 2>&1
done
$E --db /tmp/r4.db export $P --best --unchecked --python -o $L/release_d128c.py > $L/export.txt 2>&1; echo "export exit $?" >> $L/device.txt
python3 bench/slim_db.py /tmp/r4.db $L/call4_slim.db
date -u >> $L/device.txt
timeout 240 python3 bench/compare_sdpa.py --module release_d128c=$L/release_d128c.py --rounds 16 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
cp $L/board.txt $L/cmp/compare_sdpa_h*.md $OUT/ 2>/dev/null
tar cJf $OUT/all.tar.xz -C $L .
cat $L/device.txt; grep -E "^ *[0-9]+ +[0-9]+ +[0-9]+/" $L/board.txt | head -16; grep -iE "reject|error" $L/run.txt | head -4
tail -2 $L/compare.txt; grep -A8 "^## Summary" $L/cmp/compare_sdpa_h*.md | tail -3
