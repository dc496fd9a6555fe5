#!/bin/bash
# session call 1: BLOCK_N 176, 192 and 256 (the last key tile masked past S) beside the winners' 128 at the
# shapes whose goals are not met and (4,16,4096,64), S=512 D=128 (bench/probes/attn_ws_wide_*.yaml: every
# seed once), then the best of each shape exported and side by side with SDPA in one process
cd "$(dirname "$0")/../../.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/w1; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
mods=()
for p in d128 d64 small; do
  P=bench/probes/attn_ws_wide_$p.yaml
  timeout 150 $E --db /tmp/w.db run $P --no-baselines --no-sanitize > $L/run_$p.txt 2>&1; echo "run $p exit $?" >> $L/device.txt
  $E --db /tmp/w.db leaderboard $P > $L/board_$p.txt 2>&1
  for sh in $(grep -oE "^B=[^ ]+" $L/board_$p.txt); do
    $E --db /tmp/w.db leaderboard $P --shape $sh --top 20 --all-status >> $L/board_$p.txt 2>&1
    $E --db /tmp/w.db leaderboard $P --shape $sh --top 20 --format csv >> $L/board_$p.csv 2>&1
  done
  $E --db /tmp/w.db export $P --best --unchecked --python -o $L/wide_$p.py > $L/export_$p.txt 2>&1; echo "export $p exit $?" >> $L/device.txt
  [ -f $L/wide_$p.py ] && mods+=(--module wide_$p=$L/wide_$p.py)
done
python3 bench/slim_db.py /tmp/w.db $L/wide_slim.db
date -u >> $L/device.txt
timeout 240 python3 bench/compare_sdpa.py "${mods[@]}" --rounds 8 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
cp $L/device.txt $L/board_*.txt $L/board_*.csv $L/cmp/compare_sdpa_h*.md $L/cmp/compare_sdpa_h*.json $OUT/ 2>/dev/null
tar cJf $OUT/dbs.tar.xz -C $L wide_slim.db
tar cJf $OUT/logs.tar.xz -C $L --exclude='*.db' --exclude=cmp .
cat $L/device.txt; for p in d128 d64 small; do grep -E "^ *[0-9]+ +[0-9]+ +[0-9]+/" $L/board_$p.txt | head -40; grep -iE "error|reject" $L/run_$p.txt | head -5; done
tail -2 $L/compare.txt; grep -A14 "^## Summary" $L/cmp/compare_sdpa_h*.md | tail -13
