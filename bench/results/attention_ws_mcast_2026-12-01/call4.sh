#!/bin/bash
# session call 4: MCAST with the slot releases in CUTLASS's form (release at CTA scope) at six shapes
# (bench/probes/attn_ws_mcast.yaml: every seed beside its MCAST=1 twin), then the best of each shape
# exported and side by side with SDPA in one process
cd "$(dirname "$0")/../../.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/c4; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
P=bench/probes/attn_ws_mcast.yaml
timeout 330 $E --db /tmp/mc.db run $P --no-baselines --no-sanitize > $L/run.txt 2>&1; echo "run exit $?" >> $L/device.txt
$E --db /tmp/mc.db leaderboard $P > $L/board.txt 2>&1
for sh in B=2,H=8,S=512,D=64,CAUSAL=0 B=2,H=8,S=512,D=64,CAUSAL=1 B=2,H=8,S=512,D=128,CAUSAL=0 B=2,H=8,S=2048,D=64,CAUSAL=0 B=4,H=16,S=4096,D=64,CAUSAL=0 B=4,H=16,S=4096,D=128,CAUSAL=0; do
  $E --db /tmp/mc.db leaderboard $P --shape $sh --top 20 >> $L/board.txt 2>&1
done
python3 bench/slim_db.py /tmp/mc.db $L/mcast_slim.db
$E --db /tmp/mc.db export $P --best --unchecked --python -o $L/mcast.py > $L/export.txt 2>&1; echo "export exit $?" >> $L/device.txt
date -u >> $L/device.txt
timeout 200 python3 bench/compare_sdpa.py --module mcast=$L/mcast.py --rounds 8 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
cp $L/device.txt $L/board.txt $L/cmp/compare_sdpa_h*.md $L/cmp/compare_sdpa_h*.json $OUT/ 2>/dev/null
cp $L/mcast.py $OUT/ 2>/dev/null
tar cJf $OUT/dbs.tar.xz -C $L mcast_slim.db
tar cJf $OUT/logs.tar.xz -C $L --exclude='*.db' --exclude=cmp --exclude='*.py' .
cat $L/device.txt; grep -E "^ *[0-9]+ +[0-9]+ +(128|64)/" $L/board.txt | head -80; tail -2 $L/compare.txt; grep -A10 "^## Summary" $L/cmp/compare_sdpa_h*.md | tail -9
