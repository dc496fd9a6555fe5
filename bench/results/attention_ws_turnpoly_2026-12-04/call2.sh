#!/bin/bash
# BLOCK_N=64 with the KSPLIT=2 softmax turns, RESCALE lazy and spec, REGSPLIT 0 and 1, POLY 0 (q0) and 1 (q1),
# under attn_ws_set's arguments and checks (v not widened), beside the set's S=512 winners; each its own database,
# both exported and measured beside SDPA in one process
cd "$(dirname "$0")/../../.."
[ -x .gpucarry/build/src/evotune ] || python3 -c "import tarfile; tarfile.open('.gpucarry/build.tar.xz').extractall('.gpucarry')"
export EVOTUNE_COMMIT=$(cat .gpucarry/build/COMMIT)
E=$PWD/.gpucarry/build/src/evotune
L=/tmp/c2; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit,clocks.max.sm --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
for n in q0 q1; do
  timeout -k 5 200 $E --db /tmp/$n.db run .gpucarry/$n.yaml --no-baselines --sanitize-top 2 > $L/run_$n.txt 2>&1; echo "run $n exit $? $(date -u +%T)" >> $L/device.txt
  timeout 30 $E --db /tmp/$n.db leaderboard .gpucarry/$n.yaml --top 20 --all-status > $L/board_$n.txt 2>&1
  timeout 30 $E --db /tmp/$n.db leaderboard .gpucarry/$n.yaml --top 40 --format csv > $L/board_$n.csv 2>&1
  timeout 60 $E --db /tmp/$n.db export .gpucarry/$n.yaml --best --python -o $L/$n.py >> $L/export.txt 2>&1; echo "export $n exit $?" >> $L/device.txt
done
timeout -k 5 240 python3 bench/compare_sdpa.py --module q0=$L/q0.py --module q1=$L/q1.py --shapes "2,8,512,64,0;2,8,512,64,1;2,8,512,128,0" --rounds 20 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
(cd /tmp && tar cJf $OUT/call2.tar.xz c2)
cp $L/device.txt $OUT/; cp $L/cmp/compare_sdpa_h*.md $OUT/ 2>/dev/null
cat $L/device.txt
for n in q0 q1; do echo "== $n"; grep -E "^sanitizer: top|^best|incorrect [0-9]|compile_error [0-9]" $L/run_$n.txt | cut -c1-220; done
grep -A14 "^## Times" $L/cmp/compare_sdpa_h*.md
