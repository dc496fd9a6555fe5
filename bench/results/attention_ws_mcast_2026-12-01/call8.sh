#!/bin/bash
# session call 8: three-consumer stream-K at (4,16,4096,64) by PIPE and ring slots, alone or shared by 2
cd "$(dirname "$0")/../../.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/c8; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
P=bench/probes/attn_ws_mcast_sk64.yaml
timeout 300 $E --db /tmp/sk.db run $P --no-baselines --no-sanitize > $L/run.txt 2>&1; echo "run exit $?" >> $L/device.txt
for sh in B=4,H=16,S=4096,D=64,CAUSAL=0; do
  $E --db /tmp/sk.db leaderboard $P --shape $sh >> $L/board.txt 2>&1
done
python3 bench/slim_db.py /tmp/sk.db $L/sk64_slim.db
date -u >> $L/device.txt
# and bench/cluster_residency.py as 3aa4f13 has it (call 7 ran the form before), at two of call 7's points
K2="BLOCK_N=128,M_WG=2,STAGES=4,PIPE=0,REGSPLIT=0,TILES=1,KSPLIT=2,ROWSUM=hadd,RESCALE=always,STREAMK=0,QBUFS=2,QFREE=late,PREFETCH=none,QBAR=cta,QSRC=smem,SACC=f32,POLY=0,CLUSTER=1,PINGPONG=0"
python3 bench/cluster_residency.py --template templates/attention_ws.cu --entry attention_ws \
  --point "B=2,H=8,S=512,D=64,CAUSAL=0;$K2,MCAST=2;threads=384,smem=158856,grid=128" \
  --point "B=2,H=8,S=512,D=64,CAUSAL=0;$K2,MCAST=4;threads=384,smem=158856,grid=128" > $L/residency.txt 2>&1
echo "residency exit $?" >> $L/device.txt
cp $L/device.txt $L/board.txt $L/residency.txt $OUT/
tar cJf $OUT/dbs.tar.xz -C $L sk64_slim.db
tar cJf $OUT/logs.tar.xz -C $L --exclude='*.db' .
cat $L/device.txt $L/residency.txt; grep -E "^ *[0-9]+ +[0-9]+ +(128|64)/" $L/board.txt; grep -E '^ok|^status' $L/run.txt | head -20
