#!/bin/bash
# session call 1: MCAST at the (2,8,512) shapes. The probe (the best points known at MCAST 1, 2 and 4, then a
# short search), a copy of it without multicast (MCAST=1 only, the same seeds), both exported and side by side
# with SDPA in one process.
cd "$(dirname "$0")/../../.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/c1; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
P=bench/probes/attn_ws_mcast_small.yaml
python3 - $P bench/probes/_mcast_small_m1.yaml <<'PY'
import sys
s = open(sys.argv[1]).read()
s = s.replace("name: attn_ws_mcast_small", "name: attn_ws_mcast_small_m1").replace("  MCAST: [1, 2, 4]\n", "  MCAST: [1]\n")
s = "".join(l for l in s.splitlines(True) if not ("MCAST: 2}" in l or "MCAST: 4}" in l))
s = s.replace("budget: {evaluations: 14, per: shape}", "budget: {evaluations: 2, per: shape}")
open(sys.argv[2], "w").write(s)
PY
for v in mcast m1; do
  y=$P; [ $v = m1 ] && y=bench/probes/_mcast_small_m1.yaml
  timeout 200 $E --db /tmp/$v.db run $y --no-baselines --no-sanitize > $L/run_$v.txt 2>&1; echo "$v run exit $?" >> $L/device.txt
  for sh in B=2,H=8,S=512,D=64,CAUSAL=0 B=2,H=8,S=512,D=64,CAUSAL=1 B=2,H=8,S=512,D=128,CAUSAL=0; do
    $E --db /tmp/$v.db leaderboard $y --shape $sh >> $L/board_$v.txt 2>&1
  done
  python3 bench/slim_db.py /tmp/$v.db $L/${v}_slim.db
  $E --db /tmp/$v.db export $y --best --unchecked --python -o $L/$v.py > $L/export_$v.txt 2>&1; echo "$v export exit $?" >> $L/device.txt
  date -u >> $L/device.txt
done
timeout 200 python3 bench/compare_sdpa.py --module mcast=$L/mcast.py --module m1=$L/m1.py --rounds 10 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
cp $L/device.txt $L/board_*.txt $L/cmp/compare_sdpa_h*.md $L/cmp/compare_sdpa_h*.json $OUT/ 2>/dev/null
tar cJf $OUT/dbs.tar.xz -C $L mcast_slim.db m1_slim.db
tar cJf $OUT/logs.tar.xz -C $L --exclude='*.db' --exclude=cmp .
cat $L/device.txt; grep -E "best:" $L/run_*.txt | head; tail -2 $L/compare.txt; grep -A14 "^## Summary" $L/cmp/compare_sdpa_h*.md | tail -12
