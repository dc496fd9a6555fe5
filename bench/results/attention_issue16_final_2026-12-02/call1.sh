#!/bin/bash
# Issue 16's closing comparison: the best point known for each shape, every seed once at every shape of
# bench/probes/attn_ws_final_{small,big}.yaml (--cold: no warm start from other shapes); the small half's top point a
# shape under memcheck, racecheck and synccheck (at S >= 4096 racecheck takes minutes a launch: the big half runs
# --no-sanitize and is exported --unchecked); both exported, then all ten shapes beside SDPA in one process.
cd "$(dirname "$0")/../../.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/f1; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit,clocks.max.sm --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
timeout -k 5 200 $E --db /tmp/fs.db run bench/probes/attn_ws_final_small.yaml --cold --no-baselines > $L/run_small.txt 2>&1; echo "run small exit $? $(date -u +%T)" >> $L/device.txt
timeout -k 5 200 $E --db /tmp/fb.db run bench/probes/attn_ws_final_big.yaml --cold --no-baselines --no-sanitize > $L/run_big.txt 2>&1; echo "run big exit $? $(date -u +%T)" >> $L/device.txt
for p in small big; do
  timeout 30 $E --db /tmp/f${p:0:1}.db leaderboard bench/probes/attn_ws_final_$p.yaml --top 12 --all-status > $L/board_$p.txt 2>&1
  timeout 30 $E --db /tmp/f${p:0:1}.db leaderboard bench/probes/attn_ws_final_$p.yaml --top 12 --format csv > $L/board_$p.csv 2>&1
done
timeout 60 $E --db /tmp/fs.db export bench/probes/attn_ws_final_small.yaml --best --python -o $L/final_small.py > $L/export.txt 2>&1; echo "export small exit $?" >> $L/device.txt
timeout 60 $E --db /tmp/fb.db export bench/probes/attn_ws_final_big.yaml --best --unchecked --python -o $L/final_big.py >> $L/export.txt 2>&1; echo "export big exit $?" >> $L/device.txt
cp $L/device.txt $L/board_small.txt $L/board_big.txt $OUT/
timeout -k 5 240 python3 bench/compare_sdpa.py --module small=$L/final_small.py --module big=$L/final_big.py --shapes "2,8,512,64,0;2,8,512,64,1;2,8,2048,64,0;32,32,512,64,0;4,16,4096,64,0;4,16,4096,64,1;1,32,16384,64,0;2,8,512,128,0;4,16,4096,128,0;1,16,16384,128,0" --rounds 6 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $? $(date -u +%T)" >> $L/device.txt
python3 bench/slim_db.py /tmp/fs.db $L/small_slim.db > /dev/null 2>&1; python3 bench/slim_db.py /tmp/fb.db $L/big_slim.db > /dev/null 2>&1
(cd /tmp && tar cJf $OUT/call1.tar.xz f1)
cp $L/device.txt $OUT/; cp $L/cmp/compare_sdpa_h*.md $OUT/ 2>/dev/null
cat $L/device.txt; grep -E "^best|^sanitizer: top" $L/run_small.txt $L/run_big.txt; tail -3 $L/compare.txt
grep -B2 -A14 "baseline precision" $L/cmp/compare_sdpa_h*.md | head -30
