#!/bin/bash
# call 5 (bisect): (2,8,2048,64) and (4,16,4096,64) causal, the same points on the template at HEAD, HEAD with the late free after the stores, 1b4d10a and 6830c5c; twice, alternating
cd "$(dirname "$0")/.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
export LD_LIBRARY_PATH=$PWD/.gpucarry/evo/lib:${LD_LIBRARY_PATH:-}
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/q5; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
for r in 1 2; do for v in head lateafter old1b4d old6830; do
  timeout 100 $E --db /tmp/b_${v}_$r.db run .gpucarry/bis_$v.yaml --no-baselines --no-sanitize > $L/run_${v}_$r.txt 2>&1; echo "$v $r exit $?" >> $L/device.txt
  python3 bench/slim_db.py /tmp/b_${v}_$r.db $L/bis_${v}_$r.db
  python3 - $L/bis_${v}_$r.db $v $r >> $L/summary.txt <<'PY'
import sqlite3, json, sys
c = sqlite3.connect(sys.argv[1])
for p, st, t, sh in c.execute("select c.params, e.status, e.time_p50_us, x.shape from evaluations e join candidates c on c.id = e.candidate_id join experiments x on x.id = c.experiment_id order by e.id"):
    p = json.loads(p)
    print(sys.argv[2], sys.argv[3], sh, " ".join(f"{k}={p[k]}" for k in ("STAGES", "PIPE", "TILES", "STREAMK", "QBUFS", "QFREE")), st, t)
PY
done; done
tar cJf $OUT/bis_dbs.tar.xz -C $L $(cd $L && ls bis_*.db)
cp $L/summary.txt $OUT/
date -u >> $L/device.txt
tar cJf $OUT/logs.tar.xz -C $L --exclude='*.db' .
cat $L/device.txt $L/summary.txt
