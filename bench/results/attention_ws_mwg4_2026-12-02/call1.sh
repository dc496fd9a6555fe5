#!/bin/bash
# session call 1: four consumer warpgroups (M_WG=4, 64 keys a tile) beside the D=64 winners
# (bench/probes/attn_ws_mwg4.yaml, every seed once), the ragged and causal smoke under the sanitizers
# (attn_ws_mwg4_smoke.yaml, the top 2 of each shape), then the best of the probe side by side with SDPA
cd "$(dirname "$0")/../../.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/m1; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
P=bench/probes/attn_ws_mwg4.yaml
timeout 270 $E --db /tmp/m1.db run $P --no-baselines --no-sanitize > $L/run.txt 2>&1; echo "run exit $?" >> $L/device.txt
for sh in B=2,H=8,S=2048,D=64,CAUSAL=0 B=4,H=16,S=4096,D=64,CAUSAL=0 B=4,H=16,S=4096,D=64,CAUSAL=1 B=32,H=32,S=512,D=64,CAUSAL=0; do
  $E --db /tmp/m1.db leaderboard $P --shape $sh --top 20 --all-status >> $L/board.txt 2>&1
  $E --db /tmp/m1.db leaderboard $P --shape $sh --top 20 --format csv >> $L/board.csv 2>&1
done
$E --db /tmp/m1.db export $P --best --unchecked --python -o $L/mwg4.py > $L/export.txt 2>&1; echo "export exit $?" >> $L/device.txt
date -u >> $L/device.txt
P=bench/probes/attn_ws_mwg4_smoke.yaml
timeout 100 $E --db /tmp/m1s.db run $P --no-baselines --sanitize-top 2 > $L/run_smoke.txt 2>&1; echo "run smoke exit $?" >> $L/device.txt
for sh in B=2,H=8,S=640,D=64,CAUSAL=0 B=2,H=8,S=640,D=64,CAUSAL=1 B=1,H=3,S=1088,D=64,CAUSAL=1; do
  $E --db /tmp/m1s.db leaderboard $P --shape $sh --top 40 --format csv >> $L/board_smoke.csv 2>&1
done
python3 bench/db_status.py /tmp/m1s.db > $L/smoke_status.txt 2>&1
python3 bench/slim_db.py /tmp/m1.db $L/call1_slim.db
date -u >> $L/device.txt
timeout 170 python3 bench/compare_sdpa.py --module mwg4=$L/mwg4.py --rounds 12 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
cp $L/board.txt $L/board.csv $L/smoke_status.txt $L/cmp/compare_sdpa_h*.md $L/cmp/compare_sdpa_h*.json $OUT/ 2>/dev/null
tar cJf $OUT/all.tar.xz -C $L .
cat $L/device.txt; grep -E "^ *[0-9]+ +[0-9]+ +[0-9]+/|^shape|B=" $L/board.txt | head -90
grep -E "^sanitizer|^best|wrong|error" $L/run_smoke.txt | head; cat $L/smoke_status.txt | head -20
tail -2 $L/compare.txt; grep -A10 "^## Summary" $L/cmp/compare_sdpa_h*.md | tail -9
