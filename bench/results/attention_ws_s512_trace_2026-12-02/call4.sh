#!/bin/bash
# session call 4: the KSPLIT=2 merge the other way round (the first warpgroup hands over, the second merges and
# writes; templates/attention_ws.cu) against the template before it (.gpucarry/var/attention_ws_base.cu): clock64
# traces of the (2,8,512,64) winner with both (plain and causal); every seed of bench/probes/attn_ws_kmerge_s512.yaml
# with both, the new one's top 2 a shape under the sanitizers; both bests beside SDPA in one process.
# Everything but the summary goes into one tarball (the device tool returns at most 8 files).
cd "$(dirname "$0")/../../.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/c4; mkdir -p $L
V=.gpucarry/var
nvidia-smi --query-gpu=name,driver_version,power.limit,clocks.max.sm --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
for t in trace4 trace4b; do for c in 0 1; do
  TRACE_OUT=$L/${t}_c$c.bin timeout -k 5 60 $V/${t}_c$c 50 > $L/${t}_c$c.txt 2>&1; echo "$t c$c exit $?" >> $L/device.txt
  python3 $V/trace_summary.py $L/${t}_c$c.bin 128 >> $L/${t}_c$c.txt 2>&1
done; done
P=bench/probes/attn_ws_kmerge_s512.yaml
PB=$V/kmerge_base.yaml
timeout -k 5 150 $E --db /tmp/n4.db run $P --no-baselines > $L/run_new.txt 2>&1; echo "run new exit $?" >> $L/device.txt
timeout -k 5 100 $E --db /tmp/b4.db run $PB --no-baselines --no-sanitize > $L/run_base.txt 2>&1; echo "run base exit $?" >> $L/device.txt
for sh in B=2,H=8,S=512,D=64,CAUSAL=0 B=2,H=8,S=512,D=64,CAUSAL=1 B=2,H=8,S=640,D=64,CAUSAL=1 B=1,H=3,S=1088,D=64,CAUSAL=1 B=2,H=8,S=512,D=128,CAUSAL=0; do
  timeout 20 $E --db /tmp/n4.db leaderboard $P --shape $sh --top 20 --all-status >> $L/board_new.txt 2>&1
  timeout 20 $E --db /tmp/n4.db leaderboard $P --shape $sh --top 20 --format csv >> $L/board_new.csv 2>&1
  timeout 20 $E --db /tmp/b4.db leaderboard $PB --shape $sh --top 20 --all-status >> $L/board_base.txt 2>&1
done
date -u >> $L/device.txt
timeout 60 $E --db /tmp/n4.db export $P --best --unchecked --python -o $L/handover.py > $L/export.txt 2>&1; echo "export new exit $?" >> $L/device.txt
timeout 60 $E --db /tmp/b4.db export $PB --best --unchecked --python -o $L/before.py >> $L/export.txt 2>&1; echo "export base exit $?" >> $L/device.txt
timeout -k 5 100 python3 bench/compare_sdpa.py --module handover=$L/handover.py --module before=$L/before.py --shapes "2,8,512,64,0;2,8,512,64,1" --rounds 12 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
python3 bench/slim_db.py /tmp/n4.db $L/new_slim.db > /dev/null 2>&1; rm -f $L/*.py.cubin 2>/dev/null; true
(cd /tmp && tar cJf $OUT/call4.tar.xz c4)
cp $L/device.txt $L/board_new.txt $L/board_base.txt $OUT/; cp $L/cmp/compare_sdpa_h*.md $OUT/ 2>/dev/null
cat $L/device.txt; grep -E "^ *[0-9]+ +[0-9]+ +[0-9]+/|^attn" $L/board_new.txt | head -16; grep -E "^ *[0-9]+ +[0-9]+ +[0-9]+/|^attn" $L/board_base.txt | head -16
grep -E "^sanitizer: (top)|^best" $L/run_new.txt
grep -A8 "^## Times" $L/cmp/compare_sdpa_h*.md | grep "evotune:\|default"
for t in trace4 trace4b; do for c in 0 1; do echo "== $t c$c"; tail -17 $L/${t}_c$c.txt | grep -E "producer|merge|epilogue|last PV|spread"; done; done
