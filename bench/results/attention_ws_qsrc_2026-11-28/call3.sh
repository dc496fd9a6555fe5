#!/bin/bash
# call 3 (QSRC search): attn_ws_qsrc_search at (4,16,4096,128), its best exported and compared with the main module
cd "$(dirname "$0")/.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
export LD_LIBRARY_PATH=$PWD/.gpucarry/evo/lib:${LD_LIBRARY_PATH:-}
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/q3; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
X=bench/probes/attn_ws_qsrc_search.yaml
timeout 330 $E --db /tmp/qs.db run $X --no-baselines --no-sanitize > $L/search_run.txt 2>&1; echo "search exit $?" >> $L/device.txt; date -u >> $L/device.txt
python3 bench/slim_db.py /tmp/qs.db $OUT/search_slim.db
$E --db /tmp/qs.db leaderboard $X > $OUT/search_board.txt 2>&1
$E --db /tmp/qs.db export $X --best --unchecked --python -o $L/attn_ws_qsrc_search.py > $L/export.txt 2>&1; echo "export exit $?" >> $L/device.txt
timeout 130 python3 bench/compare_sdpa.py --module .gpucarry/modules/attn_ws_streamk.py --module search=$L/attn_ws_qsrc_search.py --rounds 10 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
cp $L/device.txt $L/cmp/compare_sdpa_h*.md $L/cmp/compare_sdpa_h*.json $L/attn_ws_qsrc_search.py $OUT/ 2>/dev/null
tar cJf $OUT/logs.tar.xz -C $L --exclude='*.py' --exclude='*.json' --exclude=cmp .
cat $L/device.txt; grep -E "^shape|best:" $L/search_run.txt; head -30 $OUT/search_board.txt; tail -2 $L/compare.txt; grep -A14 "^## Summary" $L/cmp/compare_sdpa_h*.md | tail -9
