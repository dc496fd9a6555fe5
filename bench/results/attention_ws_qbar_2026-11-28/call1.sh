#!/bin/bash
# call 1: probe attn_ws_prefetch (PREFETCH none/q/qkv at four layouts), its best exported and compared with the main module
cd "$(dirname "$0")/.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
export LD_LIBRARY_PATH=$PWD/.gpucarry/evo/lib:${LD_LIBRARY_PATH:-}
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/l1; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
X=bench/probes/attn_ws_prefetch.yaml
timeout 300 $E --db /tmp/pf.db run $X --no-baselines --no-sanitize > $L/probe_run.txt 2>&1; echo "probe exit $?" >> $L/device.txt; date -u >> $L/device.txt
$E --db /tmp/pf.db leaderboard $X --all-status -n 12 > $L/probe_board.txt 2>&1
python3 bench/slim_db.py /tmp/pf.db $OUT/prefetch_slim.db
$E --db /tmp/pf.db export $X --best --unchecked --python -o $L/attn_ws_prefetch.py > $L/export.txt 2>&1; echo "export exit $?" >> $L/device.txt
timeout 200 python3 bench/compare_sdpa.py --module .gpucarry/modules/attn_ws_streamk.py --module prefetch=$L/attn_ws_prefetch.py --rounds 10 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
cp $L/device.txt $L/cmp/compare_sdpa_h*.md $L/cmp/compare_sdpa_h*.json $L/attn_ws_prefetch.py $L/probe_board.txt $OUT/ 2>/dev/null
tar cJf $OUT/logs.tar.xz -C $L --exclude='*.py' --exclude='*.json' --exclude=cmp .
cat $L/device.txt; grep -E "^shape|best:" $L/probe_run.txt; cat $L/probe_board.txt | head -80; tail -2 $L/compare.txt; grep -A14 "^## Summary" $L/cmp/compare_sdpa_h*.md | tail -9
