#!/bin/bash
# session call 5: ROWSUM alu against hadd at the (2,8,512) shapes, then the whole table side by side with SDPA:
# the earlier modules, call 4's alu/hadd modules (re-exported from its databases) and these
cd "$(dirname "$0")/.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
export LD_LIBRARY_PATH=$PWD/.gpucarry/evo/lib:${LD_LIBRARY_PATH:-}
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/s5; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
for v in alu hadd; do
  timeout 100 $E --db /tmp/hs_$v.db run .gpucarry/hadd_small_$v.yaml --no-baselines > $L/run_small_$v.txt 2>&1; echo "small $v run exit $?" >> $L/device.txt
  python3 bench/slim_db.py /tmp/hs_$v.db $L/hadd_small_${v}_slim.db
  $E --db /tmp/hs_$v.db export .gpucarry/hadd_small_$v.yaml --best --unchecked --python -o $L/hadd_small_$v.py > $L/export_small_$v.txt 2>&1; echo "small $v export exit $?" >> $L/device.txt
done
date -u >> $L/device.txt
M=.gpucarry/modules
timeout 330 python3 bench/compare_sdpa.py --module $M/attn_ws_streamk.py --module rescale=$M/attn_ws_rescale.py --module alu=$M/hadd_alu.py --module hadd=$M/hadd_hadd.py --module small_alu=$L/hadd_small_alu.py --module small_hadd=$L/hadd_small_hadd.py --rounds 10 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
cp $L/device.txt $L/cmp/compare_sdpa_h*.md $L/cmp/compare_sdpa_h*.json $OUT/ 2>/dev/null
tar cJf $OUT/dbs.tar.xz -C $L $(cd $L && ls hadd_small_*_slim.db)
tar cJf $OUT/logs.tar.xz -C $L --exclude='*.db' --exclude='*.py' --exclude=cmp .
cat $L/device.txt; grep -E "sanitizer: top|best:" $L/run_small_hadd.txt; tail -2 $L/compare.txt; grep -A14 "^## Summary" $L/cmp/compare_sdpa_h*.md | tail -12
