#!/bin/bash
# Issue 16, QK0 (who loads the work tile's Q and the consumers' first K tiles) at the S=512 winners: every seed of
# bench/probes/attn_ws_qk0_s512.yaml once (each with QK0=tma and QK0=threads; the top 2 a shape under memcheck,
# racecheck and synccheck), the same probe's tma seeds alone at the three S=512 shapes (a module of the tma bests),
# both bests beside SDPA in one process. Everything but the summaries goes into one tarball.
cd "$(dirname "$0")/../../.."
export EVOTUNE_COMMIT=$(head -1 .gpucarry/evo/COMMIT)
E=$PWD/.gpucarry/evo/src/evotune
L=/tmp/q1; mkdir -p $L
P=bench/probes/attn_ws_qk0_s512.yaml   # (call1_probe.yaml here now; it needs call1_qk0.diff's template)
nvidia-smi --query-gpu=name,driver_version,power.limit,clocks.max.sm --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
T=bench/probes/attn_ws_qk0_s512_tma.yaml   # (call1_probe_tma.yaml here now)

timeout -k 5 300 $E --db /tmp/q.db run $P --cold --no-baselines > $L/run.txt 2>&1; echo "run exit $? $(date -u +%T)" >> $L/device.txt
timeout -k 5 120 $E --db /tmp/t.db run $T --cold --no-baselines --no-sanitize > $L/run_tma.txt 2>&1; echo "run tma exit $? $(date -u +%T)" >> $L/device.txt
for sh in B=2,H=8,S=512,D=64,CAUSAL=0 B=2,H=8,S=512,D=64,CAUSAL=1 B=2,H=8,S=640,D=64,CAUSAL=1 B=1,H=3,S=1088,D=64,CAUSAL=1 B=2,H=8,S=512,D=128,CAUSAL=0; do
  timeout 20 $E --db /tmp/q.db leaderboard $P --shape $sh --top 12 --all-status >> $L/board.txt 2>&1
  timeout 20 $E --db /tmp/q.db leaderboard $P --shape $sh --top 12 --format csv >> $L/board.csv 2>&1
done
timeout 60 $E --db /tmp/q.db export $P --best --python -o $L/best.py > $L/export.txt 2>&1; echo "export best exit $?" >> $L/device.txt
[ -f $L/best.py ] || { timeout 60 $E --db /tmp/q.db export $P --best --unchecked --python -o $L/best.py >> $L/export.txt 2>&1; echo "export best --unchecked exit $?" >> $L/device.txt; }
timeout 60 $E --db /tmp/t.db export $T --best --unchecked --python -o $L/tma.py >> $L/export.txt 2>&1; echo "export tma exit $?" >> $L/device.txt
timeout -k 5 200 python3 bench/compare_sdpa.py --module best=$L/best.py --module tma=$L/tma.py --shapes "2,8,512,64,0;2,8,512,64,1;2,8,512,128,0" --rounds 12 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $? $(date -u +%T)" >> $L/device.txt
python3 bench/slim_db.py /tmp/q.db $L/q_slim.db > /dev/null 2>&1
(cd /tmp && tar cJf $OUT/call1.tar.xz q1)
cp $L/device.txt $L/board.txt $OUT/; cp $L/cmp/compare_sdpa_h*.md $OUT/ 2>/dev/null
cat $L/device.txt; grep -E "^sanitizer|^best" $L/run.txt | head -20
grep -E "^ *[0-9]+ " $L/board.txt | head -60 | cut -c1-220
grep -A14 "^## Times" $L/cmp/compare_sdpa_h*.md; tail -5 $L/compare.txt
