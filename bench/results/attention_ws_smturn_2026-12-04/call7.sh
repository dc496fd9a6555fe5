#!/bin/bash
# RESCALE=spec: the closing comparison's seeds with spec wherever PIPE != 2, every seed once at its shapes; their
# modules beside 2026-12-02's (before_*) and today's turn module (turns_small) and SDPA, all ten shapes, one process
cd "$(dirname "$0")/.."
[ -x .gpucarry/build/src/evotune ] || python3 -c "import tarfile; tarfile.open('.gpucarry/build.tar.xz').extractall('.gpucarry')"
export EVOTUNE_COMMIT=$(cat .gpucarry/build/COMMIT)
E=$PWD/.gpucarry/build/src/evotune
L=/tmp/c7; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit,clocks.max.sm --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
timeout -k 5 240 $E --db /tmp/ss.db run .gpucarry/spec_small.yaml --cold --no-baselines --sanitize-top 2 > $L/run_small.txt 2>&1; echo "run small exit $? $(date -u +%T)" >> $L/device.txt
timeout -k 5 240 $E --db /tmp/sb.db run .gpucarry/spec_big.yaml --cold --no-baselines --no-sanitize > $L/run_big.txt 2>&1; echo "run big exit $? $(date -u +%T)" >> $L/device.txt
for h in small big; do
  db=/tmp/s${h:0:1}.db
  timeout 30 $E --db $db leaderboard .gpucarry/spec_$h.yaml --top 8 --all-status > $L/board_$h.txt 2>&1
  timeout 30 $E --db $db leaderboard .gpucarry/spec_$h.yaml --top 30 --format csv > $L/board_$h.csv 2>&1
done
timeout 60 $E --db /tmp/ss.db export .gpucarry/spec_small.yaml --best --python -o $L/spec_small.py > $L/export.txt 2>&1; echo "export small exit $?" >> $L/device.txt
timeout 60 $E --db /tmp/sb.db export .gpucarry/spec_big.yaml --best --unchecked --python -o $L/spec_big.py >> $L/export.txt 2>&1; echo "export big exit $?" >> $L/device.txt
O=.gpucarry/old
timeout -k 5 300 python3 bench/compare_sdpa.py --module before_small=$O/final_small.py --module before_big=$O/final_big.py --module turns_small=$O/turns_small.py --module spec_small=$L/spec_small.py --module spec_big=$L/spec_big.py --shapes "2,8,512,64,0;2,8,512,64,1;2,8,2048,64,0;32,32,512,64,0;4,16,4096,64,0;4,16,4096,64,1;1,32,16384,64,0;2,8,512,128,0;4,16,4096,128,0;1,16,16384,128,0" --rounds 6 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
(cd /tmp && tar cJf $OUT/call7.tar.xz c7)
cp $L/device.txt $OUT/; cp $L/cmp/compare_sdpa_h*.md $OUT/ 2>/dev/null
cat $L/device.txt; grep -E "^sanitizer: top|^best|incorrect [0-9]|compile_error [0-9]" $L/run_small.txt $L/run_big.txt | cut -c1-200
grep -A80 "^## Times" $L/cmp/compare_sdpa_h*.md | grep -E "evotune|\| cudnn"
