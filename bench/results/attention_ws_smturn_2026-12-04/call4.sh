#!/bin/bash
# same check seed for both (a: the one p0 passed under in call 2); p0 again under p1's call-2 seed (b)
cd "$(dirname "$0")/.."
[ -x .gpucarry/build/src/evotune ] || python3 -c "import tarfile; tarfile.open('.gpucarry/build.tar.xz').extractall('.gpucarry')"
export EVOTUNE_COMMIT=$(cat .gpucarry/build/COMMIT)
E=$PWD/.gpucarry/build/src/evotune
L=/tmp/c4; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit,clocks.max.sm --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
for n in p0x p0y p1y; do
  timeout -k 5 150 $E --db /tmp/$n.db run .gpucarry/$n.yaml --no-baselines --sanitize-top 2 > $L/run_$n.txt 2>&1; echo "run $n exit $? $(date -u +%T)" >> $L/device.txt
  for sh in B=2,H=8,S=512,D=64,CAUSAL=0 B=2,H=8,S=512,D=64,CAUSAL=1 B=2,H=8,S=512,D=128,CAUSAL=0; do
    timeout 20 $E --db /tmp/$n.db leaderboard .gpucarry/$n.yaml --shape $sh --top 20 --all-status >> $L/board_$n.txt 2>&1
    timeout 20 $E --db /tmp/$n.db leaderboard .gpucarry/$n.yaml --shape $sh --top 20 --format csv >> $L/board_$n.csv 2>&1
  done
  for id in $(seq 1 20); do timeout 10 $E --db /tmp/$n.db show $id 2>/dev/null | grep -E "^ *(status|reason|trial|error|incorrect)" ; done > $L/reasons_$n.txt 2>&1
done
for n in p0y p1y; do
  timeout 60 $E --db /tmp/$n.db export .gpucarry/$n.yaml --best --python -o $L/$n.py >> $L/export.txt 2>&1; echo "export $n exit $?" >> $L/device.txt
done
timeout -k 5 300 python3 bench/compare_sdpa.py --module p0=$L/p0y.py --module p1=$L/p1y.py --shapes "2,8,512,64,0;2,8,512,64,1;2,8,512,128,0" --rounds 20 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
(cd /tmp && tar cJf $OUT/call4.tar.xz c4)
cp $L/device.txt $OUT/; cp $L/cmp/compare_sdpa_h*.md $OUT/ 2>/dev/null
cat $L/device.txt
for n in p0x p0y p1y; do echo "== $n"; grep -E "^sanitizer: top|^best|^gen" $L/run_$n.txt; grep -c incorrect $L/run_$n.txt; done
grep -A12 "^## Times" $L/cmp/compare_sdpa_h*.md
