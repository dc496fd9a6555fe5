#!/bin/bash
# session call 7: how many CTAs of the MCAST points the H200 holds at once (bench/cluster_residency.py:
# the occupancy calculator's CTAs an SM, and the clusters the GPU holds at once), for the points whose
# clusters of 4 ran about twice as slow
cd "$(dirname "$0")/../../.."
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $OUT/device.txt; date -u >> $OUT/device.txt
C="SACC=f32,POLY=0,CLUSTER=1,PINGPONG=0"
K2="BLOCK_N=128,M_WG=2,STAGES=4,PIPE=0,REGSPLIT=0,TILES=1,KSPLIT=2,ROWSUM=hadd,RESCALE=always,STREAMK=0,QBUFS=2,QFREE=late,PREFETCH=none,QBAR=cta,QSRC=smem,$C"
D1="BLOCK_N=128,M_WG=1,STAGES=2,PIPE=0,REGSPLIT=0,TILES=1,KSPLIT=1,ROWSUM=alu,RESCALE=lazy,STREAMK=0,QBUFS=2,QFREE=late,PREFETCH=none,QBAR=cta,QSRC=smem,$C"
SK="BLOCK_N=128,M_WG=2,STAGES=3,PIPE=1,PINGPONG=1,REGSPLIT=1,TILES=1,KSPLIT=1,ROWSUM=hadd,RESCALE=lazy,STREAMK=132,QBUFS=1,QFREE=late,PREFETCH=q,QBAR=wg,QSRC=smem,SACC=f32,POLY=0,CLUSTER=1"
T16="BLOCK_N=128,M_WG=2,STAGES=3,PIPE=1,PINGPONG=1,REGSPLIT=1,TILES=16,KSPLIT=1,ROWSUM=hadd,RESCALE=lazy,STREAMK=0,QBUFS=1,QFREE=late,PREFETCH=q,QBAR=wg,QSRC=smem,SACC=f32,POLY=0,CLUSTER=1"
S3="BLOCK_N=128,M_WG=3,STAGES=2,PIPE=2,REGSPLIT=1,TILES=1,KSPLIT=1,ROWSUM=hadd,RESCALE=always,STREAMK=132,QBUFS=2,QFREE=late,PREFETCH=none,QBAR=cta,QSRC=smem,$C"
T11="BLOCK_N=128,M_WG=3,STAGES=4,PIPE=0,REGSPLIT=1,TILES=11,KSPLIT=1,ROWSUM=hadd,RESCALE=always,STREAMK=0,QBUFS=2,QFREE=late,PREFETCH=none,QBAR=cta,QSRC=smem,$C"
P=()
for m in 1 2 4; do
  P+=(--point "B=2,H=8,S=512,D=64,CAUSAL=0;$K2,MCAST=$m;threads=384,smem=158856,grid=128")
  P+=(--point "B=2,H=8,S=512,D=128,CAUSAL=0;$D1,MCAST=$m;threads=256,smem=148568,grid=128")
  P+=(--point "B=4,H=16,S=4096,D=128,CAUSAL=0;$SK,MCAST=$m;threads=384,smem=230512,grid=132")
done
for m in 1 2; do
  P+=(--point "B=4,H=16,S=4096,D=128,CAUSAL=0;$T16,MCAST=$m;threads=384,smem=230512,grid=128")
  P+=(--point "B=4,H=16,S=4096,D=64,CAUSAL=0;$S3,MCAST=$m;threads=512,smem=115800,grid=132")
  P+=(--point "B=4,H=16,S=4096,D=64,CAUSAL=0;$T11,MCAST=$m;threads=512,smem=181384,grid=128")
done
timeout 200 python3 bench/cluster_residency.py --template templates/attention_ws.cu --entry attention_ws "${P[@]}" --out $OUT/residency.json > $OUT/residency.txt 2>&1
echo "residency exit $?" >> $OUT/device.txt
cat $OUT/device.txt $OUT/residency.txt
