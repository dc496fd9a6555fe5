#!/bin/bash
# call 4 (final compare): attn_ws_winners probed and exported; compared with the main module and the rescale module (causal shapes)
cd "$(dirname "$0")/.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
export LD_LIBRARY_PATH=$PWD/.gpucarry/evo/lib:${LD_LIBRARY_PATH:-}
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/q4; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
X=bench/probes/attn_ws_winners.yaml
timeout 240 $E --db /tmp/qw.db run $X --no-baselines --no-sanitize > $L/probe_run.txt 2>&1; echo "probe exit $?" >> $L/device.txt; date -u >> $L/device.txt
python3 bench/slim_db.py /tmp/qw.db $OUT/winners_slim.db
$E --db /tmp/qw.db export $X --best --unchecked --python -o $L/attn_ws_winners.py > $L/export.txt 2>&1; echo "export exit $?" >> $L/device.txt
timeout 230 python3 bench/compare_sdpa.py --module .gpucarry/modules/attn_ws_streamk.py --module rescale=.gpucarry/modules/attn_ws_rescale.py --module winners=$L/attn_ws_winners.py --rounds 10 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
cp $L/device.txt $L/cmp/compare_sdpa_h*.md $L/cmp/compare_sdpa_h*.json $L/attn_ws_winners.py $OUT/ 2>/dev/null
tar cJf $OUT/logs.tar.xz -C $L --exclude='*.py' --exclude='*.json' --exclude=cmp .
cat $L/device.txt; grep -E "^shape|best:" $L/probe_run.txt; tail -2 $L/compare.txt; grep -A16 "^## Summary" $L/cmp/compare_sdpa_h*.md | tail -11
