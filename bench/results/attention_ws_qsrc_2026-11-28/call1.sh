#!/bin/bash
# call 1 (QSRC): probe attn_ws_qsrc, its best exported and compared with the main module; then smoke attn_ws_qsrc_smoke (sanitizer)
cd "$(dirname "$0")/.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
export LD_LIBRARY_PATH=$PWD/.gpucarry/evo/lib:${LD_LIBRARY_PATH:-}
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/q1; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
date -u >> $L/device.txt
X=bench/probes/attn_ws_qsrc.yaml
timeout 230 $E --db /tmp/qb.db run $X --no-baselines --no-sanitize > $L/probe_run.txt 2>&1; echo "probe exit $?" >> $L/device.txt; date -u >> $L/device.txt
python3 bench/slim_db.py /tmp/qb.db $OUT/qsrc_slim.db
$E --db /tmp/qb.db export $X --best --unchecked --python -o $L/attn_ws_qsrc.py > $L/export.txt 2>&1; echo "export exit $?" >> $L/device.txt
timeout 130 python3 bench/compare_sdpa.py --module .gpucarry/modules/attn_ws_streamk.py --module qsrc=$L/attn_ws_qsrc.py --rounds 10 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
timeout 150 $E --db /tmp/qs.db run bench/probes/attn_ws_qsrc_smoke.yaml --no-baselines > $L/smoke_run.txt 2>&1; echo "smoke exit $?" >> $L/device.txt
python3 bench/db_status.py /tmp/qs.db > $OUT/smoke_status.txt 2>&1
date -u >> $L/device.txt
cp $L/device.txt $L/cmp/compare_sdpa_h*.md $L/cmp/compare_sdpa_h*.json $L/attn_ws_qsrc.py $OUT/ 2>/dev/null
tar cJf $OUT/logs.tar.xz -C $L --exclude='*.py' --exclude='*.json' --exclude=cmp .
cat $L/device.txt; grep -E "sanitizer: top|wrong|fault|race|best:" $L/smoke_run.txt | head -20; grep -v fastest $OUT/smoke_status.txt | head -30; grep -E "^shape|best:" $L/probe_run.txt; tail -2 $L/compare.txt; grep -A14 "^## Summary" $L/cmp/compare_sdpa_h*.md | tail -9
