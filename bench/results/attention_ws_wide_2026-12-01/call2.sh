#!/bin/bash
# session call 2: RELEASE=split (a slot's K handed back once its S wgmma completes, its V after PV) beside pair at the
# winners and at two-slot and wide-tile points (bench/probes/attn_ws_release_*.yaml: every
# seed once), then the best of each shape exported and side by side with SDPA in one process
cd "$(dirname "$0")/../../.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/w2; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
mods=()
for p in d128 d64 small; do
  P=bench/probes/attn_ws_release_$p.yaml
  timeout 150 $E --db /tmp/r.db run $P --no-baselines $([ $p = small ] && echo --sanitize-top 3 || echo --no-sanitize) > $L/run_$p.txt 2>&1; echo "run $p exit $?" >> $L/device.txt
  $E --db /tmp/r.db leaderboard $P > $L/board_$p.txt 2>&1
  for sh in $(grep -oE "^B=[^ ]+" $L/board_$p.txt); do
    $E --db /tmp/r.db leaderboard $P --shape $sh --top 20 --all-status >> $L/board_$p.txt 2>&1
    $E --db /tmp/r.db leaderboard $P --shape $sh --top 20 --format csv >> $L/board_$p.csv 2>&1
  done
  $E --db /tmp/r.db export $P --best --unchecked --python -o $L/release_$p.py > $L/export_$p.txt 2>&1; echo "export $p exit $?" >> $L/device.txt
  [ -f $L/release_$p.py ] && mods+=(--module release_$p=$L/release_$p.py)
done
python3 bench/slim_db.py /tmp/r.db $L/release_slim.db
date -u >> $L/device.txt
timeout 240 python3 bench/compare_sdpa.py "${mods[@]}" --rounds 8 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
cp $L/board_*.txt $L/cmp/compare_sdpa_h*.md $OUT/ 2>/dev/null
tar cJf $OUT/all.tar.xz -C $L .   # (device, boards, csv, logs, slim db, modules, comparison json)
cat $L/device.txt; for p in d128 d64 small; do grep -E "^ *[0-9]+ +[0-9]+ +[0-9]+/" $L/board_$p.txt | head -14; grep -iE "error|reject" $L/run_$p.txt | head -5; done
tail -2 $L/compare.txt; grep -A14 "^## Summary" $L/cmp/compare_sdpa_h*.md | tail -13
