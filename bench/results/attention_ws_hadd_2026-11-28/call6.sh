#!/bin/bash
# session call 6: EXPH 0/1/2/4 with ROWSUM=hadd at the winners, exported and compared side by side with SDPA
# (speed and error), the alu module of call 4 beside them; then the EXPH=2 correctness smoke
cd "$(dirname "$0")/.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
export LD_LIBRARY_PATH=$PWD/.gpucarry/evo/lib:${LD_LIBRARY_PATH:-}
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/s6; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
for v in 0 1 2 4; do
  timeout 80 $E --db /tmp/x_$v.db run .gpucarry/exph_$v.yaml --no-baselines --no-sanitize > $L/run_$v.txt 2>&1; echo "exph $v run exit $?" >> $L/device.txt
  python3 bench/slim_db.py /tmp/x_$v.db $L/exph_${v}_slim.db
  $E --db /tmp/x_$v.db export .gpucarry/exph_$v.yaml --best --unchecked --python -o $L/exph_$v.py > $L/export_$v.txt 2>&1; echo "exph $v export exit $?" >> $L/device.txt
done
date -u >> $L/device.txt
timeout 200 python3 bench/compare_sdpa.py --shapes "2,8,2048,64,0" --module alu=.gpucarry/modules/hadd_alu.py --module exph0=$L/exph_0.py --module exph1=$L/exph_1.py --module exph2=$L/exph_2.py --module exph4=$L/exph_4.py --rounds 10 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
timeout 110 $E --db /tmp/xs.db run .gpucarry/exph_smoke.yaml --no-baselines --no-sanitize > $L/smoke_run.txt 2>&1; echo "smoke exit $?" >> $L/device.txt
python3 bench/db_status.py /tmp/xs.db > $L/smoke_status.txt 2>&1
python3 - /tmp/xs.db > $L/smoke_err.txt <<'PY'
import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
cols = [r[1] for r in c.execute("pragma table_info(evaluations)")]
col = next((x for x in cols if "rel" in x and "norm" in x), None)
print("error column:", col)
if col:
    for sh, lo, hi, n in c.execute(f"select x.shape, min(e.{col}), max(e.{col}), count(*) from evaluations e join candidates c on c.id = e.candidate_id join experiments x on x.id = c.experiment_id where e.status = 'ok' group by x.shape"):
        print(sh, n, lo, hi)
PY
date -u >> $L/device.txt
cp $L/device.txt $L/smoke_status.txt $L/smoke_err.txt $L/cmp/compare_sdpa_h*.md $L/cmp/compare_sdpa_h*.json $OUT/ 2>/dev/null
tar cJf $OUT/dbs.tar.xz -C $L $(cd $L && ls exph_*_slim.db)
tar cJf $OUT/logs.tar.xz -C $L --exclude='*.db' --exclude='*.py' --exclude=cmp .
cat $L/device.txt $L/smoke_err.txt; grep -v fastest $L/smoke_status.txt | head -8; tail -2 $L/compare.txt
grep "^| (" $L/cmp/compare_sdpa_h*.md | grep " no \| yes " | grep -v "flash\|efficient\|math" | awk -F'|' '{print $2,$3,$4,$5,$6,$9}'
