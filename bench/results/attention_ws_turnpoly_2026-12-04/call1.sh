#!/bin/bash
# POLY (exp2 of 1 or 2 of every 4 weight pairs from a polynomial on the FMA pipe) on the S=512 KSPLIT=2 points,
# with and without softmax turns: p0 the POLY=0 seeds, px the same with POLY 1 and 2; each its own database,
# both exported and measured beside SDPA in one process
cd "$(dirname "$0")/../../.."
[ -x .gpucarry/build/src/evotune ] || python3 -c "import tarfile; tarfile.open('.gpucarry/build.tar.xz').extractall('.gpucarry')"
export EVOTUNE_COMMIT=$(cat .gpucarry/build/COMMIT)
E=$PWD/.gpucarry/build/src/evotune
L=/tmp/c1; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit,clocks.max.sm --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
for n in p0 px; do
  timeout -k 5 200 $E --db /tmp/$n.db run .gpucarry/$n.yaml --no-baselines --sanitize-top 2 > $L/run_$n.txt 2>&1; echo "run $n exit $? $(date -u +%T)" >> $L/device.txt
  timeout 30 $E --db /tmp/$n.db leaderboard .gpucarry/$n.yaml --top 20 --all-status > $L/board_$n.txt 2>&1
  timeout 30 $E --db /tmp/$n.db leaderboard .gpucarry/$n.yaml --top 40 --format csv > $L/board_$n.csv 2>&1
  timeout 60 $E --db /tmp/$n.db export .gpucarry/$n.yaml --best --python -o $L/$n.py >> $L/export.txt 2>&1; echo "export $n exit $?" >> $L/device.txt
done
timeout -k 5 240 python3 bench/compare_sdpa.py --module p0=$L/p0.py --module px=$L/px.py --shapes "2,8,512,64,0;2,8,512,64,1;2,8,512,128,0" --rounds 20 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
(cd /tmp && tar cJf $OUT/call1.tar.xz c1)
cp $L/device.txt $OUT/; cp $L/cmp/compare_sdpa_h*.md $OUT/ 2>/dev/null
cat $L/device.txt
for n in p0 px; do echo "== $n"; grep -E "^sanitizer: top|^best|incorrect [0-9]|compile_error [0-9]" $L/run_$n.txt | cut -c1-220; done
grep -A14 "^## Times" $L/cmp/compare_sdpa_h*.md
