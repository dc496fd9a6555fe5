#!/bin/bash
# Issue 16, the start of the (2,8,512,*) walk: four copies of the template in .gpucarry/var side by side.
#   base: main's (1f93ba2's text); kfirst: the producer issues each pair's K tiles before their V tiles (KSPLIT=2:
#   the second warpgroup's first K no longer queues behind the first's V); init: warp 0's lanes initialise the
#   mbarriers one each, not thread 0 all 17 in turn; both: kfirst and init.
# Every seed of bench/probes/attn_ws_kmerge_s512.yaml with each (the variants' top 2 a shape under memcheck, racecheck
# and synccheck), then the four bests beside SDPA in one process.
cd "$(dirname "$0")/../../.."
export EVOTUNE_COMMIT=$(head -1 .gpucarry/evo/COMMIT)
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/st1; mkdir -p $L
V=.gpucarry/var
nvidia-smi --query-gpu=name,driver_version,power.limit,clocks.max.sm --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
for n in base kfirst init both; do
  S=""; [ $n = base ] && S=--no-sanitize
  timeout -k 5 120 $E --db /tmp/$n.db run $V/v_$n.yaml --cold --no-baselines $S > $L/run_$n.txt 2>&1; echo "run $n exit $? $(date -u +%T)" >> $L/device.txt
done
for n in base kfirst init both; do
  timeout 30 $E --db /tmp/$n.db leaderboard $V/v_$n.yaml --top 3 --all-status > $L/board_$n.txt 2>&1
  for sh in B=2,H=8,S=512,D=64,CAUSAL=0 B=2,H=8,S=512,D=64,CAUSAL=1 B=2,H=8,S=640,D=64,CAUSAL=1 B=1,H=3,S=1088,D=64,CAUSAL=1 B=2,H=8,S=512,D=128,CAUSAL=0; do
    timeout 20 $E --db /tmp/$n.db leaderboard $V/v_$n.yaml --shape $sh --top 10 --format csv >> $L/board_$n.csv 2>&1
  done
  timeout 60 $E --db /tmp/$n.db export $V/v_$n.yaml --best --unchecked --python -o $L/$n.py >> $L/export.txt 2>&1; echo "export $n exit $?" >> $L/device.txt
done
timeout -k 5 150 python3 bench/compare_sdpa.py --module base=$L/base.py --module kfirst=$L/kfirst.py --module init=$L/init.py --module both=$L/both.py --shapes "2,8,512,64,0;2,8,512,64,1;2,8,512,128,0" --rounds 12 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $? $(date -u +%T)" >> $L/device.txt
(cd /tmp && tar cJf $OUT/call1.tar.xz st1)
cp $L/device.txt $OUT/; cp $L/cmp/compare_sdpa_h*.md $OUT/ 2>/dev/null
cat $L/device.txt
for n in base kfirst init both; do echo "== $n"; grep -E "^sanitizer: top|^best" $L/run_$n.txt; done
grep -A30 "^## Times" $L/cmp/compare_sdpa_h*.md | grep -E "evotune|cudnn \|"
