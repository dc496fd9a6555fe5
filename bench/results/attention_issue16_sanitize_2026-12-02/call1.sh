#!/bin/bash
# Issue 16: the five big-shape winners of the closing run (attention_issue16_final_2026-12-02, exported --unchecked)
# under memcheck, racecheck and synccheck at their own shapes (bench/probes/attn_ws_final_big_sanitize.yaml: each
# shape runs its winner once, then the sanitizer pass checks it); then, if the call has time left, the checked
# winners exported (--best, no --unchecked) and timed beside SDPA in one process.
cd "$(dirname "$0")/../../.."
export EVOTUNE_COMMIT=$(head -1 .gpucarry/evo/COMMIT)
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/s1; mkdir -p $L
P=bench/probes/attn_ws_final_big_sanitize.yaml
nvidia-smi --query-gpu=name,driver_version,power.limit,clocks.max.sm --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
timeout -k 5 470 $E --db /tmp/s.db run $P --cold --no-baselines > $L/run.txt 2>&1; echo "run exit $? $(date -u +%T) (${SECONDS}s)" >> $L/device.txt
timeout 30 $E --db /tmp/s.db leaderboard $P --top 5 --all-status > $L/board.txt 2>&1
timeout 60 $E --db /tmp/s.db export $P --best --python -o $L/checked.py > $L/export.txt 2>&1; echo "export exit $?" >> $L/device.txt
if [ -f $L/checked.py ] && [ $SECONDS -lt 440 ]; then
  timeout -k 5 $((570 - SECONDS)) python3 bench/compare_sdpa.py --module checked=$L/checked.py --shapes "4,16,4096,64,0;4,16,4096,64,1;1,32,16384,64,0;4,16,4096,128,0;1,16,16384,128,0" --rounds 4 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
  echo "compare exit $? $(date -u +%T) (${SECONDS}s)" >> $L/device.txt
fi
python3 bench/slim_db.py /tmp/s.db $L/s_slim.db > /dev/null 2>&1
(cd /tmp && tar cJf $OUT/call1.tar.xz s1)
cp $L/device.txt $L/board.txt $L/run.txt $OUT/; cp $L/cmp/compare_sdpa_h*.md $OUT/ 2>/dev/null
cat $L/device.txt; grep -E "^sanitizer|^best|^shape" $L/run.txt
grep -A12 "^## Times" $L/cmp/compare_sdpa_h*.md 2>/dev/null | grep -E "evotune|shape" ; tail -3 $L/compare.txt 2>/dev/null
