#!/bin/bash
# session call 7: ROWSUM alu / mma / hadd at the (4,16,4096,64) causal winners (11 work tiles a CTA), exported, side by side
cd "$(dirname "$0")/.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
export LD_LIBRARY_PATH=$PWD/.gpucarry/evo/lib:${LD_LIBRARY_PATH:-}
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/s7; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
for v in alu mma hadd; do
  timeout 60 $E --db /tmp/r_$v.db run .gpucarry/rs_causal_$v.yaml --no-baselines --no-sanitize > $L/run_$v.txt 2>&1; echo "$v run exit $?" >> $L/device.txt
  python3 bench/slim_db.py /tmp/r_$v.db $L/rs_causal_${v}_slim.db
  $E --db /tmp/r_$v.db export .gpucarry/rs_causal_$v.yaml --best --unchecked --python -o $L/rs_$v.py > $L/export_$v.txt 2>&1; echo "$v export exit $?" >> $L/device.txt
done
timeout 120 python3 bench/compare_sdpa.py --shapes "4,16,4096,64,1" --module alu=$L/rs_alu.py --module mma=$L/rs_mma.py --module hadd=$L/rs_hadd.py --rounds 10 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
cp $L/device.txt $L/cmp/compare_sdpa_h*.md $L/cmp/compare_sdpa_h*.json $OUT/ 2>/dev/null
tar cJf $OUT/dbs.tar.xz -C $L $(cd $L && ls rs_causal_*_slim.db)
tar cJf $OUT/logs.tar.xz -C $L --exclude='*.db' --exclude='*.py' --exclude=cmp .
cat $L/device.txt; grep "best:" $L/run_*.txt; tail -2 $L/compare.txt
grep "^| (" $L/cmp/compare_sdpa_h*.md | grep " no \| yes " | grep -v "flash\|efficient\|math" | awk -F'|' '{print $2,$3,$4,$5,$6,$9}'
