#!/bin/bash
# session call 4 (next session): the KSPLIT=2 tail at (2,8,512,64), four copies of the template in .gpucarry/var:
#   base: main's (4103aa4's); hand: the merge the other way round (the first warpgroup, whose first K lands first,
#   hands its (m, l, O) over, the second merges and writes: 2c431cb); epi: base with the epilogue from the registers
#   (quad transposes by shuffles, 16-byte stores; no staging in the Q tile, no warpgroup barrier) at one work tile
#   too; he: hand and epi together; ts: base with the staged output written by one TMA store (an o_map tensor map
#   argument; thread 0 waits for its reads before exit); hts: hand and ts together.
# clock64 traces of the winner with each (plain and causal); every seed of bench/probes/attn_ws_kmerge_s512.yaml with
# each (the variants' top 2 a shape under the sanitizers); the four bests beside SDPA in one process.
# Everything but the summaries goes into one tarball (the device tool returns at most 8 files).
cd "$(dirname "$0")/../../.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/c4; mkdir -p $L
V=.gpucarry/var
nvidia-smi --query-gpu=name,driver_version,power.limit,clocks.max.sm --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
for n in base hand epi he ts hts; do for c in 0 1; do
  TRACE_OUT=$L/tr_${n}_c$c.bin timeout -k 5 60 $V/tr_${n}_c$c 50 > $L/tr_${n}_c$c.txt 2>&1; echo "trace $n c$c exit $?" >> $L/device.txt
  python3 $V/trace_summary.py $L/tr_${n}_c$c.bin 128 >> $L/tr_${n}_c$c.txt 2>&1
done; done
for n in base hand epi he ts hts; do
  S=""; [ $n = base ] && S=--no-sanitize
  timeout -k 5 150 $E --db /tmp/$n.db run $V/v_$n.yaml --no-baselines $S > $L/run_$n.txt 2>&1; echo "run $n exit $? $(date -u +%T)" >> $L/device.txt
done
for n in base hand epi he ts hts; do
  for sh in B=2,H=8,S=512,D=64,CAUSAL=0 B=2,H=8,S=512,D=64,CAUSAL=1 B=2,H=8,S=640,D=64,CAUSAL=1 B=1,H=3,S=1088,D=64,CAUSAL=1 B=2,H=8,S=512,D=128,CAUSAL=0; do
    timeout 20 $E --db /tmp/$n.db leaderboard $V/v_$n.yaml --shape $sh --top 20 --all-status >> $L/board_$n.txt 2>&1
    timeout 20 $E --db /tmp/$n.db leaderboard $V/v_$n.yaml --shape $sh --top 20 --format csv >> $L/board_$n.csv 2>&1
  done
  timeout 60 $E --db /tmp/$n.db export $V/v_$n.yaml --best --unchecked --python -o $L/$n.py >> $L/export.txt 2>&1; echo "export $n exit $?" >> $L/device.txt
done
date -u >> $L/device.txt
timeout -k 5 200 python3 bench/compare_sdpa.py --module base=$L/base.py --module hand=$L/hand.py --module epi=$L/epi.py --module he=$L/he.py --module ts=$L/ts.py --module hts=$L/hts.py --shapes "2,8,512,64,0;2,8,512,64,1" --rounds 12 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
(cd /tmp && tar cJf $OUT/call4.tar.xz c4)
cp $L/device.txt $OUT/; cp $L/cmp/compare_sdpa_h*.md $OUT/ 2>/dev/null
cat $L/device.txt
for n in base hand epi he ts hts; do echo "== $n"; grep -E "^ *[0-9]+ +[0-9]+ +[0-9]+/|^attn|^shape|B=2,H=8,S=512,D=64" $L/board_$n.txt | head -12; grep -E "^sanitizer: (top)|^best" $L/run_$n.txt; done
grep -A12 "^## Times" $L/cmp/compare_sdpa_h*.md
for n in base hand epi he ts hts; do for c in 0 1; do echo "== $n c$c"; tail -17 $L/tr_${n}_c$c.txt | grep -E "producer|merge|epilogue|last PV|spread|error|passed"; done; done
