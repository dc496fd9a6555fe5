#!/bin/bash
# softmax turns (KSPLIT=2 PINGPONG=1) against the same points without, each its own DB; exported bests beside SDPA
cd "$(dirname "$0")/.."
python3 -c "import tarfile; tarfile.open('.gpucarry/build.tar.xz').extractall('.gpucarry')"
export EVOTUNE_COMMIT=$(cat .gpucarry/build/COMMIT)
E=$PWD/.gpucarry/build/src/evotune
L=/tmp/c2; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit,clocks.max.sm --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
for p in 0 1; do
  timeout -k 5 200 $E --db /tmp/p$p.db run .gpucarry/p$p.yaml --no-baselines --sanitize-top 2 > $L/run_p$p.txt 2>&1; echo "run p$p exit $? $(date -u +%T)" >> $L/device.txt
done
for p in 0 1; do
  for sh in B=2,H=8,S=512,D=64,CAUSAL=0 B=2,H=8,S=512,D=64,CAUSAL=1 B=2,H=8,S=640,D=64,CAUSAL=1 B=1,H=3,S=1088,D=64,CAUSAL=1 B=2,H=8,S=512,D=128,CAUSAL=0; do
    timeout 20 $E --db /tmp/p$p.db leaderboard .gpucarry/p$p.yaml --shape $sh --top 20 --all-status >> $L/board_p$p.txt 2>&1
    timeout 20 $E --db /tmp/p$p.db leaderboard .gpucarry/p$p.yaml --shape $sh --top 20 --format csv >> $L/board_p$p.csv 2>&1
  done
  timeout 60 $E --db /tmp/p$p.db export .gpucarry/p$p.yaml --best --python -o $L/p$p.py >> $L/export.txt 2>&1; r=$?
  if [ $r != 0 ]; then timeout 60 $E --db /tmp/p$p.db export .gpucarry/p$p.yaml --best --unchecked --python -o $L/p$p.py >> $L/export.txt 2>&1; r="$r, unchecked $?"; fi
  echo "export p$p exit $r" >> $L/device.txt
done
timeout -k 5 240 python3 bench/compare_sdpa.py --module p0=$L/p0.py --module p1=$L/p1.py --shapes "2,8,512,64,0;2,8,512,64,1;2,8,512,128,0" --rounds 12 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
(cd /tmp && tar cJf $OUT/call2.tar.xz c2)
cp $L/device.txt $OUT/; cp $L/cmp/compare_sdpa_h*.md $OUT/ 2>/dev/null
cat $L/device.txt
for p in 0 1; do echo "== p$p"; grep -E "^sanitizer|^best|rror" $L/run_p$p.txt | head -20; head -c 3000 $L/board_p$p.txt; done
grep -A14 "^## Times" $L/cmp/compare_sdpa_h*.md; tail -5 $L/compare.txt
