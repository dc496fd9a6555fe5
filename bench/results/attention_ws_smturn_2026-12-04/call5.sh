#!/bin/bash
# attn_ws_final_small with the softmax-turn seeds, every seed once at the five small shapes; its module beside
# 2026-12-02's (call1_modules.tar.xz: final_small.py) and SDPA in one process
cd "$(dirname "$0")/.."
[ -x .gpucarry/build/src/evotune ] || python3 -c "import tarfile; tarfile.open('.gpucarry/build.tar.xz').extractall('.gpucarry')"
export EVOTUNE_COMMIT=$(cat .gpucarry/build/COMMIT)
E=$PWD/.gpucarry/build/src/evotune
L=/tmp/c5; mkdir -p $L
P=bench/probes/attn_ws_final_small.yaml
nvidia-smi --query-gpu=name,driver_version,power.limit,clocks.max.sm --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
timeout -k 5 300 $E --db /tmp/fs.db run $P --cold --no-baselines --sanitize-top 2 > $L/run_small.txt 2>&1; echo "run small exit $? $(date -u +%T)" >> $L/device.txt
for sh in B=2,H=8,S=512,D=64,CAUSAL=0 B=2,H=8,S=512,D=64,CAUSAL=1 B=2,H=8,S=2048,D=64,CAUSAL=0 B=32,H=32,S=512,D=64,CAUSAL=0 B=2,H=8,S=512,D=128,CAUSAL=0; do
  timeout 20 $E --db /tmp/fs.db leaderboard $P --shape $sh --top 20 --all-status >> $L/board_small.txt 2>&1
  timeout 20 $E --db /tmp/fs.db leaderboard $P --shape $sh --top 20 --format csv >> $L/board_small.csv 2>&1
done
timeout 60 $E --db /tmp/fs.db export $P --best --python -o $L/final_small.py > $L/export.txt 2>&1; echo "export small exit $?" >> $L/device.txt
timeout -k 5 300 python3 bench/compare_sdpa.py --module before=.gpucarry/old/final_small.py --module after=$L/final_small.py --shapes "2,8,512,64,0;2,8,512,64,1;2,8,2048,64,0;32,32,512,64,0;2,8,512,128,0" --rounds 12 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
(cd /tmp && tar cJf $OUT/call5.tar.xz c5)
cp $L/device.txt $OUT/; cp $L/cmp/compare_sdpa_h*.md $OUT/ 2>/dev/null
cat $L/device.txt; grep -E "^sanitizer: top|^best" $L/run_small.txt
grep -A30 "^## Times" $L/cmp/compare_sdpa_h*.md | grep -E "evotune|cudnn|default"
