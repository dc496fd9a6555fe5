#!/bin/bash
# session call 3: MCAST at (4,16,4096,64) with 2, 3 and 4 ring slots (bench/probes/attn_ws_mcast_stages.yaml)

cd "$(dirname "$0")/../../.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/c3; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
P=bench/probes/attn_ws_mcast_stages.yaml
# the variant: the slot releases as plain remote arrivals (release at CTA scope, CUTLASS's form) and the
# producer's waits for them plain too
sed -e 's/if (lane < MCAST) cluster_arrive_remote(cluster_address(bar, lane));/if (lane < MCAST) asm volatile("mbarrier.arrive.shared::cluster.b64 _, [%0];\\n" ::"r"(cluster_address(bar, lane)) : "memory");/' \
    -e 's/^        cluster_wait(bar, parity);/        mbar_wait(bar, parity);/' templates/attention_ws.cu > templates/_attention_ws_relaxed.cu
diff templates/attention_ws.cu templates/_attention_ws_relaxed.cu > $L/relaxed.diff
sed -e 's#templates/attention_ws.cu#templates/_attention_ws_relaxed.cu#; s/name: attn_ws_mcast_stages/name: attn_ws_mcast_stages_relaxed/' $P > bench/probes/_mcast_stages_relaxed.yaml
timeout 300 $E --db /tmp/relaxed.db run bench/probes/_mcast_stages_relaxed.yaml --no-baselines --no-sanitize > $L/run_relaxed.txt 2>&1; echo "relaxed run exit $?" >> $L/device.txt
$E --db /tmp/relaxed.db leaderboard bench/probes/_mcast_stages_relaxed.yaml >> $L/board_relaxed.txt 2>&1
timeout 400 $E --db /tmp/stages.db run $P --no-baselines --no-sanitize > $L/run.txt 2>&1; echo "run exit $?" >> $L/device.txt
for sh in B=4,H=16,S=4096,D=64,CAUSAL=0; do
  $E --db /tmp/stages.db leaderboard $P --shape $sh >> $L/board.txt 2>&1
done
python3 bench/slim_db.py /tmp/stages.db $L/stages_slim.db
date -u >> $L/device.txt
cp $L/device.txt $L/board.txt $L/board_relaxed.txt $L/relaxed.diff $OUT/
tar cJf $OUT/dbs.tar.xz -C $L stages_slim.db
tar cJf $OUT/logs.tar.xz -C $L --exclude='*.db' .
cat $L/device.txt $L/relaxed.diff; grep -E "^ *[0-9]+ +[0-9]+ +128/|^attn" $L/board.txt $L/board_relaxed.txt
