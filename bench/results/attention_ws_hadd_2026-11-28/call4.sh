#!/bin/bash
# session call 4: ROWSUM alu against hadd at the winners (two exported modules side by side with SDPA), and
# the hadd correctness smoke
cd "$(dirname "$0")/.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
export LD_LIBRARY_PATH=$PWD/.gpucarry/evo/lib:${LD_LIBRARY_PATH:-}
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/s4; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
for v in alu hadd; do
  timeout 150 $E --db /tmp/h_$v.db run .gpucarry/hadd_$v.yaml --no-baselines --no-sanitize > $L/run_$v.txt 2>&1; echo "$v run exit $?" >> $L/device.txt
  python3 bench/slim_db.py /tmp/h_$v.db $L/hadd_${v}_slim.db
  $E --db /tmp/h_$v.db export .gpucarry/hadd_$v.yaml --best --unchecked --python -o $L/hadd_$v.py > $L/export_$v.txt 2>&1; echo "$v export exit $?" >> $L/device.txt
  date -u >> $L/device.txt
done
timeout 170 python3 bench/compare_sdpa.py --shapes "2,8,2048,64,0" --module alu=$L/hadd_alu.py --module hadd=$L/hadd_hadd.py --rounds 10 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
timeout 150 $E --db /tmp/hs.db run bench/probes/attn_ws_hadd_smoke.yaml --no-baselines --no-sanitize > $L/smoke_run.txt 2>&1; echo "smoke exit $?" >> $L/device.txt
python3 bench/db_status.py /tmp/hs.db > $L/smoke_status.txt 2>&1
date -u >> $L/device.txt
python3 - $L > $L/summary.txt <<'PY'
import sqlite3, json, sys, glob
for f in sorted(glob.glob(sys.argv[1] + "/hadd_*_slim.db")):
    c = sqlite3.connect(f)
    for p, st, t, sh in c.execute("select c.params, e.status, e.time_p50_us, x.shape from evaluations e join candidates c on c.id = e.candidate_id join experiments x on x.id = c.experiment_id order by x.shape, e.id"):
        p = json.loads(p)
        print(f.split("/")[-1], sh, " ".join(f"{k}={p[k]}" for k in ("M_WG", "STAGES", "PIPE", "TILES", "STREAMK", "QBUFS", "QSRC", "ROWSUM")), st, t)
PY
cp $L/device.txt $L/summary.txt $L/smoke_status.txt $L/cmp/compare_sdpa_h*.md $L/cmp/compare_sdpa_h*.json $OUT/ 2>/dev/null
tar cJf $OUT/dbs.tar.xz -C $L $(cd $L && ls hadd_*_slim.db)
tar cJf $OUT/logs.tar.xz -C $L --exclude='*.db' --exclude='*.py' --exclude=cmp .
cat $L/device.txt; grep -v fastest $L/smoke_status.txt | head -12; tail -2 $L/compare.txt; grep -A14 "^## Summary" $L/cmp/compare_sdpa_h*.md | tail -12
