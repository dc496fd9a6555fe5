#!/bin/bash
# session call 3: the descriptors prefetched from the first instruction and warp 0's early arrival
# (templates/attention_ws.cu) against the template before them (.gpucarry/var/attention_ws_base.cu): clock64 traces
# of the (2,8,512,64) winner with the producer's stamps (both templates, plain and causal); every seed of
# bench/probes/attn_ws_kmerge_s512.yaml with both; the smoke of four-consumer and other winners at ragged and causal
# shapes (bench/probes/attn_ws_mwg4_smoke.yaml) with the new one, top 2 a shape under the sanitizers; both bests
# beside SDPA in one process
cd "$(dirname "$0")/../../.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
E=$PWD/.gpucarry/evo/src/evotune
L=$OUT
V=.gpucarry/var
nvidia-smi --query-gpu=name,driver_version,power.limit,clocks.max.sm --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
for t in trace3 trace3b; do for c in 0 1; do
  TRACE_OUT=/tmp/${t}_c$c.bin timeout -k 5 60 $V/${t}_c$c 50 > $L/${t}_c$c.txt 2>&1; echo "$t c$c exit $?" >> $L/device.txt
  python3 $V/trace_summary.py /tmp/${t}_c$c.bin 128 >> $L/${t}_c$c.txt 2>&1
done; done
(cd /tmp && tar cJf $L/trace3_bins.tar.xz trace3*_c*.bin)
P=bench/probes/attn_ws_kmerge_s512.yaml
PB=$V/kmerge_base.yaml
timeout -k 5 150 $E --db /tmp/n.db run $P --no-baselines > $L/run_new.txt 2>&1; echo "run new exit $?" >> $L/device.txt
timeout -k 5 100 $E --db /tmp/b.db run $PB --no-baselines --no-sanitize > $L/run_base.txt 2>&1; echo "run base exit $?" >> $L/device.txt
date -u >> $L/device.txt
for sh in B=2,H=8,S=512,D=64,CAUSAL=0 B=2,H=8,S=512,D=64,CAUSAL=1 B=2,H=8,S=640,D=64,CAUSAL=1 B=1,H=3,S=1088,D=64,CAUSAL=1 B=2,H=8,S=512,D=128,CAUSAL=0; do
  timeout 20 $E --db /tmp/n.db leaderboard $P --shape $sh --top 20 --all-status >> $L/board_new.txt 2>&1
  timeout 20 $E --db /tmp/n.db leaderboard $P --shape $sh --top 20 --format csv >> $L/board_new.csv 2>&1
  timeout 20 $E --db /tmp/b.db leaderboard $PB --shape $sh --top 20 --all-status >> $L/board_base.txt 2>&1
done
date -u >> $L/device.txt
timeout 60 $E --db /tmp/n.db export $P --best --unchecked --python -o /tmp/early.py > $L/export.txt 2>&1; echo "export new exit $?" >> $L/device.txt
timeout 60 $E --db /tmp/b.db export $PB --best --unchecked --python -o /tmp/kbase.py >> $L/export.txt 2>&1; echo "export base exit $?" >> $L/device.txt
timeout -k 5 100 python3 bench/compare_sdpa.py --module early=/tmp/early.py --module before=/tmp/kbase.py --shapes "2,8,512,64,0;2,8,512,64,1" --rounds 12 --iters 8 --out /tmp/cmp3 > $L/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
cp /tmp/cmp3/compare_sdpa_h*.md /tmp/cmp3/compare_sdpa_h*.json $L/ 2>/dev/null; xz -c /tmp/early.py > $L/early.py.xz
S=bench/probes/attn_ws_mwg4_smoke.yaml
timeout -k 5 150 $E --db /tmp/s.db run $S --no-baselines > $L/run_smoke.txt 2>&1; echo "run smoke exit $?" >> $L/device.txt
timeout 30 python3 bench/db_status.py /tmp/s.db > $L/smoke_status.txt 2>&1
date -u >> $L/device.txt
xz $L/run_new.txt $L/run_base.txt $L/run_smoke.txt
cat $L/device.txt; grep -E "^ *[0-9]+ +[0-9]+ +[0-9]+/|^attn" $L/board_new.txt | head -16; grep -E "^ *[0-9]+ +[0-9]+ +[0-9]+/|^attn" $L/board_base.txt | head -16
grep -B2 -A12 "^| shape" /tmp/cmp3/compare_sdpa_h*.md | head -30
for t in trace3 trace3b; do tail -17 $L/${t}_c0.txt; done; head -30 $L/smoke_status.txt
