#!/bin/bash
# session call 2: MCAST at the large shapes (bench/probes/attn_ws_mcast_big.yaml): whole-tile points with K/V
# alone or shared in a cluster, beside the stream-K winners, every seed at every shape it is valid at
cd "$(dirname "$0")/../../.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/c2; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
P=bench/probes/attn_ws_mcast_big.yaml
timeout 400 $E --db /tmp/big.db run $P --no-baselines --no-sanitize > $L/run.txt 2>&1; echo "run exit $?" >> $L/device.txt
for sh in B=4,H=16,S=4096,D=128,CAUSAL=0 B=4,H=16,S=4096,D=64,CAUSAL=0 B=2,H=8,S=2048,D=64,CAUSAL=0; do
  $E --db /tmp/big.db leaderboard $P --shape $sh >> $L/board.txt 2>&1
done
python3 bench/slim_db.py /tmp/big.db $L/big_slim.db
date -u >> $L/device.txt
cp $L/device.txt $L/board.txt $OUT/
tar cJf $OUT/dbs.tar.xz -C $L big_slim.db
tar cJf $OUT/logs.tar.xz -C $L --exclude='*.db' .
cat $L/device.txt; grep -E "^ *[0-9]+ +[0-9]+ +128/|^attn" $L/board.txt
