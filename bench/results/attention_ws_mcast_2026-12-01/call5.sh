#!/bin/bash
# session call 5: MCAST in stream-K's whole waves (bench/probes/attn_ws_mcast_streamk.yaml: the D=128 shapes
# and (4,16,4096,64), each seed beside its MCAST=1 twin), then the MCAST correctness smoke (every point
# against the reference, the fastest 2 of each shape under compute-sanitizer)
cd "$(dirname "$0")/../../.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/c5; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
P=bench/probes/attn_ws_mcast_streamk.yaml
timeout 260 $E --db /tmp/sk.db run $P --no-baselines --no-sanitize > $L/run.txt 2>&1; echo "run exit $?" >> $L/device.txt
for sh in B=4,H=16,S=4096,D=128,CAUSAL=0 B=1,H=16,S=16384,D=128,CAUSAL=0 B=4,H=16,S=4096,D=64,CAUSAL=0; do
  $E --db /tmp/sk.db leaderboard $P --shape $sh >> $L/board.txt 2>&1
done
python3 bench/slim_db.py /tmp/sk.db $L/streamk_slim.db
date -u >> $L/device.txt
timeout 280 $E --db /tmp/smoke.db run bench/probes/attn_ws_mcast_smoke.yaml --no-baselines > $L/smoke_run.txt 2>&1; echo "smoke exit $?" >> $L/device.txt
python3 bench/db_status.py /tmp/smoke.db > $L/smoke_status.txt 2>&1
python3 bench/slim_db.py /tmp/smoke.db $L/smoke_slim.db
date -u >> $L/device.txt
cp $L/device.txt $L/board.txt $L/smoke_status.txt $OUT/
tar cJf $OUT/dbs.tar.xz -C $L streamk_slim.db smoke_slim.db
tar cJf $OUT/logs.tar.xz -C $L --exclude='*.db' .
cat $L/device.txt; grep -E "^ *[0-9]+ +[0-9]+ +(128|64)/" $L/board.txt; head -30 $L/smoke_status.txt; grep -iE "sanitiz" $L/smoke_run.txt | tail -12
