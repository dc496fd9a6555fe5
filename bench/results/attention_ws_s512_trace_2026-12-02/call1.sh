#!/bin/bash
# session call 1: POLY 0/1/2 at the (2,8,512,64) winner, plain and causal (bench/probes/attn_ws_poly_s512.yaml, every
# seed once, the top 2 of each shape under the sanitizers), the best beside SDPA; then the winner's clock64 trace
# (the trace variant's harness, plain and causal, 10 launches each)
cd "$(dirname "$0")/../../.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
E=$PWD/.gpucarry/evo/src/evotune
L=$OUT
nvidia-smi --query-gpu=name,driver_version,power.limit,clocks.max.sm --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
V=.gpucarry/var
for c in 0 1; do
  TRACE_OUT=$L/trace_c$c.bin timeout -k 5 60 $V/trace_c$c 50 > $L/trace_c$c.txt 2>&1; echo "trace c$c exit $?" >> $L/device.txt
  python3 $V/trace_summary.py $L/trace_c$c.bin 128 >> $L/trace_c$c.txt 2>&1
done
tail -22 $L/trace_c0.txt
P=bench/probes/attn_ws_poly_s512.yaml
timeout -k 5 200 $E --db /tmp/p1.db run $P --no-baselines > $L/run.txt 2>&1; echo "run exit $?" >> $L/device.txt
for sh in B=2,H=8,S=512,D=64,CAUSAL=0 B=2,H=8,S=512,D=64,CAUSAL=1; do
  $E --db /tmp/p1.db leaderboard $P --shape $sh --top 20 --all-status >> $L/board.txt 2>&1
  $E --db /tmp/p1.db leaderboard $P --shape $sh --top 20 --format csv >> $L/board.csv 2>&1
done
$E --db /tmp/p1.db export $P --best --unchecked --python -o /tmp/poly.py > $L/export.txt 2>&1; echo "export exit $?" >> $L/device.txt
date -u >> $L/device.txt
cat $L/device.txt; grep -E "^ *[0-9]+ +[0-9]+ +[0-9]+/|^attn" $L/board.txt | head -30; grep -E "^sanitizer: (cand|top)|^best|^stopped" $L/run.txt
timeout -k 5 100 python3 bench/compare_sdpa.py --module poly=/tmp/poly.py --rounds 12 --iters 8 --out /tmp/cmp1 > /tmp/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
cp /tmp/cmp1/compare_sdpa_h*.md /tmp/cmp1/compare_sdpa_h*.json $L/ 2>/dev/null; xz -c /tmp/poly.py > $L/poly.py.xz
tail -2 /tmp/compare.txt; grep -A6 "^| shape | fastest" /tmp/cmp1/compare_sdpa_h*.md | head -8
tail -20 $L/trace_c1.txt
