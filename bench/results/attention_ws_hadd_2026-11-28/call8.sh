#!/bin/bash
# session call 8: ROWSUM=hadd with the row sums after the PV issue (this commit) against call 4's modules (alu, and
# hadd summing before the issue), side by side with SDPA
cd "$(dirname "$0")/.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
export LD_LIBRARY_PATH=$PWD/.gpucarry/evo/lib:${LD_LIBRARY_PATH:-}
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/s8; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
timeout 130 $E --db /tmp/hd.db run .gpucarry/hadd_hadd.yaml --no-baselines --no-sanitize > $L/run_deferred.txt 2>&1; echo "run exit $?" >> $L/device.txt
python3 bench/slim_db.py /tmp/hd.db $L/hadd_deferred_slim.db
$E --db /tmp/hd.db export .gpucarry/hadd_hadd.yaml --best --unchecked --python -o $L/hadd_deferred.py > $L/export.txt 2>&1; echo "export exit $?" >> $L/device.txt
date -u >> $L/device.txt
timeout 150 python3 bench/compare_sdpa.py --shapes "2,8,2048,64,0" --module alu=.gpucarry/modules/hadd_alu.py --module hadd=.gpucarry/modules/hadd_hadd.py --module deferred=$L/hadd_deferred.py --rounds 10 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
cp $L/device.txt $L/hadd_deferred_slim.db $L/cmp/compare_sdpa_h*.md $L/cmp/compare_sdpa_h*.json $OUT/ 2>/dev/null
tar cJf $OUT/logs.tar.xz -C $L --exclude='*.db' --exclude='*.py' --exclude=cmp .
cat $L/device.txt; grep "best:" $L/run_deferred.txt; tail -2 $L/compare.txt
grep "^| (" $L/cmp/compare_sdpa_h*.md | grep " no \| yes " | grep -v "flash\|efficient\|math" | awk -F'|' '{print $2,$3,$4,$5,$6,$9}'
