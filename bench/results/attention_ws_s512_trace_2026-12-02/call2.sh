#!/bin/bash
# session call 2: the KSPLIT=2 merge in halves and K-first fill (templates/attention_ws.cu) against the template
# before it (a copy, .gpucarry/var/attention_ws_base.cu) on bench/probes/attn_ws_kmerge_s512.yaml, every seed once;
# the new template's top 2 of each shape under the sanitizers; both bests beside SDPA in one process; the new
# winner's clock64 trace (plain and causal)
cd "$(dirname "$0")/../../.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
E=$PWD/.gpucarry/evo/src/evotune
L=$OUT
V=.gpucarry/var
nvidia-smi --query-gpu=name,driver_version,power.limit,clocks.max.sm --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
for c in 0 1; do
  TRACE_OUT=/tmp/trace2_c$c.bin timeout -k 5 60 $V/trace2_c$c 50 > $L/trace2_c$c.txt 2>&1; echo "trace c$c exit $?" >> $L/device.txt
  python3 $V/trace_summary.py /tmp/trace2_c$c.bin 128 >> $L/trace2_c$c.txt 2>&1
done
(cd /tmp && tar cJf $L/trace2_bins.tar.xz trace2_c0.bin trace2_c1.bin)
P=bench/probes/attn_ws_kmerge_s512.yaml
PB=$V/kmerge_base.yaml
timeout -k 5 200 $E --db /tmp/n.db run $P --no-baselines > /tmp/run_new.txt 2>&1; echo "run new exit $?" >> $L/device.txt
timeout -k 5 150 $E --db /tmp/b.db run $PB --no-baselines --no-sanitize > /tmp/run_base.txt 2>&1; echo "run base exit $?" >> $L/device.txt
for sh in B=2,H=8,S=512,D=64,CAUSAL=0 B=2,H=8,S=512,D=64,CAUSAL=1 B=2,H=8,S=640,D=64,CAUSAL=1 B=1,H=3,S=1088,D=64,CAUSAL=1 B=2,H=8,S=512,D=128,CAUSAL=0; do
  $E --db /tmp/n.db leaderboard $P --shape $sh --top 20 --all-status >> $L/board_new.txt 2>&1
  $E --db /tmp/n.db leaderboard $P --shape $sh --top 20 --format csv >> $L/board_new.csv 2>&1
  $E --db /tmp/b.db leaderboard $PB --shape $sh --top 20 --all-status >> $L/board_base.txt 2>&1
done
xz -c /tmp/run_new.txt > $L/run_new.txt.xz; xz -c /tmp/run_base.txt > $L/run_base.txt.xz
$E --db /tmp/n.db export $P --best --unchecked --python -o /tmp/kmerge.py > $L/export.txt 2>&1; echo "export new exit $?" >> $L/device.txt
$E --db /tmp/b.db export $PB --best --unchecked --python -o /tmp/kbase.py >> $L/export.txt 2>&1; echo "export base exit $?" >> $L/device.txt
date -u >> $L/device.txt
cat $L/device.txt; grep -E "^ *[0-9]+ +[0-9]+ +[0-9]+/|^attn" $L/board_new.txt | head -45; grep -E "^ *[0-9]+ +[0-9]+ +[0-9]+/|^attn" $L/board_base.txt | head -45; grep -E "^sanitizer: (cand|top)|^best|^stopped" /tmp/run_new.txt
timeout -k 5 120 python3 bench/compare_sdpa.py --module halves=/tmp/kmerge.py --module before=/tmp/kbase.py --shapes "2,8,512,64,0;2,8,512,64,1" --rounds 12 --iters 8 --out /tmp/cmp2 > /tmp/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
cp /tmp/cmp2/compare_sdpa_h*.md /tmp/cmp2/compare_sdpa_h*.json $L/ 2>/dev/null; xz -c /tmp/kmerge.py > $L/kmerge.py.xz
tail -2 /tmp/compare.txt; grep -B2 -A12 "^| shape" /tmp/cmp2/compare_sdpa_h*.md | head -40
tail -17 $L/trace2_c0.txt; tail -17 $L/trace2_c1.txt
