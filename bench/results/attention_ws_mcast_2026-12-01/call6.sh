#!/bin/bash
# session call 6: MCAST at (4,16,4096,128) (bench/probes/attn_ws_mcast_d128.yaml): stream-K over 132 and 128 CTAs,
# whole waves alone or shared by 2, 16 work tiles a CTA shared by 2, then a short search
cd "$(dirname "$0")/../../.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/c6; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
P=bench/probes/attn_ws_mcast_d128.yaml
timeout 400 $E --db /tmp/sk.db run $P --no-baselines --no-sanitize > $L/run.txt 2>&1; echo "run exit $?" >> $L/device.txt
for sh in B=4,H=16,S=4096,D=128,CAUSAL=0; do
  $E --db /tmp/sk.db leaderboard $P --shape $sh >> $L/board.txt 2>&1
done
python3 bench/slim_db.py /tmp/sk.db $L/d128_slim.db
date -u >> $L/device.txt
cp $L/device.txt $L/board.txt $OUT/
tar cJf $OUT/dbs.tar.xz -C $L d128_slim.db
tar cJf $OUT/logs.tar.xz -C $L --exclude='*.db' .
cat $L/device.txt; grep -E "^ *[0-9]+ +[0-9]+ +(128|64)/" $L/board.txt; grep -E '^ok|^status' $L/run.txt | head -20
