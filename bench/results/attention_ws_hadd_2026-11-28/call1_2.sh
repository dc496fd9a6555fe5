#!/bin/bash
# session call 1: SKWEIGHT at (2,8,2048,64): three copies of attn_ws_skweight (one SKWEIGHT each) run,
# exported, and compared side by side with SDPA and the earlier stream-K module
cd "$(dirname "$0")/.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
export LD_LIBRARY_PATH=$PWD/.gpucarry/evo/lib:${LD_LIBRARY_PATH:-}
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/s1; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
for v in units rows half; do
  sed -e "s/^  SKWEIGHT: .*/  SKWEIGHT: [$v]/" -e "s/^name: attn_ws_skweight/name: skw_$v/" bench/probes/attn_ws_skweight.yaml > .gpucarry/skw_$v.yaml
  san=--no-sanitize; [ $v = rows ] && san=
  timeout 170 $E --db /tmp/skw_$v.db run .gpucarry/skw_$v.yaml --no-baselines $san > $L/run_$v.txt 2>&1; echo "$v run exit $?" >> $L/device.txt
  python3 bench/slim_db.py /tmp/skw_$v.db $L/skw_${v}_slim.db
  $E --db /tmp/skw_$v.db export .gpucarry/skw_$v.yaml --best --unchecked --python -o $L/skw_$v.py > $L/export_$v.txt 2>&1; echo "$v export exit $?" >> $L/device.txt
  date -u >> $L/device.txt
done
timeout 180 python3 bench/compare_sdpa.py --shapes "2,8,2048,64,0" --module .gpucarry/modules/attn_ws_streamk.py --module units=$L/skw_units.py --module rows=$L/skw_rows.py --module half=$L/skw_half.py --rounds 10 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
python3 - $L > $L/summary.txt <<'PY'
import sqlite3, json, sys, glob
for f in sorted(glob.glob(sys.argv[1] + "/skw_*_slim.db")):
    c = sqlite3.connect(f)
    for p, st, t, sh in c.execute("select c.params, e.status, e.time_p50_us, x.shape from evaluations e join candidates c on c.id = e.candidate_id join experiments x on x.id = c.experiment_id order by e.id"):
        p = json.loads(p)
        print(f.split("/")[-1], sh, " ".join(f"{k}={p[k]}" for k in ("STAGES", "STREAMK", "SKWEIGHT")), st, t)
PY
cp $L/device.txt $L/summary.txt $L/cmp/compare_sdpa_h*.md $L/cmp/compare_sdpa_h*.json $OUT/ 2>/dev/null
tar cJf $OUT/dbs.tar.xz -C $L $(cd $L && ls skw_*_slim.db)
tar cJf $OUT/logs.tar.xz -C $L --exclude='*.db' --exclude=cmp .
cat $L/device.txt $L/summary.txt; grep -iE "sanitiz" $L/run_rows.txt | head -8; tail -3 $L/compare.txt; grep -A12 "^## Summary" $L/cmp/compare_sdpa_h*.md | tail -10
