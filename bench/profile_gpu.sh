#!/usr/bin/env bash
# Issue 8 on a GPU machine, in one call: the profiler's GPU tests, an s512
# (wgmma) search with every valid candidate profiled (the landscape with
# metrics for bench/sample_efficiency), an evo search with a metric gate set
# from what the first one measured, `evotune show` of a profiled and a gated
# candidate, and --sanitize on the final best.
#
#   bench/profile_gpu.sh CARRIED_DIR      # holds stripped evotune and test_gpu_profiler
#
# Everything lands in $OUT (default ./profile-gpu-out): log.txt and the two
# databases with their cubins dropped (small enough to bring back).
set -uo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
carried="${1:?carried folder}"
out="${OUT:-./profile-gpu-out}"
mkdir -p "$out"
log="$out/log.txt"
exec > >(tee -a "$log") 2>&1
export PATH=/usr/local/cuda/bin:$PATH
# The carried binaries name this build folder and tests/data of the machine they were built on.
for p in /work/main; do
  [ -e "$p/templates" ] || { mkdir -p "$(dirname "$p")"; ln -sfn "$repo" "$p"; }
done
mkdir -p /work/main/build-profiler/src
cp "$carried/evotune" /work/main/build-profiler/src/evotune 2>/dev/null || true
E=/work/main/build-profiler/src/evotune
echo "== device: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader)  date: $(date -u)"
echo "== commit: ${EVOTUNE_COMMIT:-unknown}"

steps="${PROFILE_GPU_STEPS:-tests a b}"  # a subset re-runs only those steps
if [[ " $steps " == *" tests "* ]]; then
echo "== GPU tests of the profiler"
SECONDS=0
timeout 120 "$carried/test_gpu_profiler" 2>&1 | tail -25
echo "(tests: ${SECONDS} s)"
fi

if [[ " $steps " == *" a "* ]]; then
# A: every valid candidate of the s512 space, each profiled once after its generation.
sed -e 's/^name: s512$/name: s512_profiled/' experiments/s512.yaml > experiments/_s512_profiled.yaml
printf 'profile:\n  top: 1000\n' >> experiments/_s512_profiled.yaml
echo "== A: exhaustive s512 with profiling"
SECONDS=0
timeout 250 "$E" --db "$out/a.db" run experiments/_s512_profiled.yaml --strategy exhaustive --budget 1000 --time 200 \
  2>&1 | grep -v "^  " | tail -15
echo "(A: ${SECONDS} s)"
python3 - "$out/a.db" <<'EOF'
import sqlite3, sys, statistics
db = sqlite3.connect(sys.argv[1])
rows = db.execute("""SELECT e.time_p50_us, p.seconds, p.passes,
  (SELECT value FROM metrics m WHERE m.evaluation_id = e.id AND m.name LIKE 'sm__pipe_tensor_op_hmma%')
  FROM evaluations e JOIN profiles p ON p.evaluation_id = e.id WHERE e.status = 'ok' AND p.error IS NULL
  ORDER BY e.time_p50_us""").fetchall()
print(f"A: {len(rows)} profiled ok candidates; profiling cost median {statistics.median(r[1] for r in rows)*1e3:.1f} ms,"
      f" total {sum(r[1] for r in rows):.1f} s, passes {rows[0][2]}")
errs = db.execute("SELECT count(*), min(error) FROM profiles WHERE error IS NOT NULL").fetchone()
print("A: profiling errors:", errs)
top = [r[3] for r in rows[:40]]
gate = round(statistics.median(top), 1)
print(f"A: tensor pipe % of the 40 fastest: min {min(top):.1f} median {gate} max {max(top):.1f}")
open("/tmp/gate", "w").write(str(gate))
EOF
fi
gate="$(cat /tmp/gate 2>/dev/null || echo "${PROFILE_GPU_GATE:-26.1}")"

# B: evo with profiling of the top 8 per generation and a gate at A's median tensor %.
sed -e 's/^name: s512$/name: s512_gated/' -e "s/^  max_spill_bytes: 0$/  max_spill_bytes: 0\n  min_tensor_util: $gate/" \
  experiments/s512.yaml > experiments/_s512_gated.yaml
printf 'profile:\n  top: 8\n' >> experiments/_s512_gated.yaml
echo "== B: evo s512, profile top 8, gates.min_tensor_util $gate, --sanitize"
"$E" compile experiments/_s512_gated.yaml --params 'BLOCK_N=128,KV_WG=1,STAGES=4,PIPE=2,EXP2=f16x2,ROWSUM=mma,SACC=f16,SYNC=bar,POLY=1,PREFETCH=0' 2>&1 | tail -6
SECONDS=0
timeout 170 "$E" --db "$out/b.db" run experiments/_s512_gated.yaml --budget 160 --time 80 --sanitize --sanitize-top 1 \
  2>&1 | grep -v "^  " | tail -25
echo "(B: ${SECONDS} s)"
"$E" --db "$out/b.db" leaderboard s512_gated 2>&1 | head -14
best="$(python3 -c "
import sqlite3; db = sqlite3.connect('$out/b.db')
print(db.execute(\"SELECT e.candidate_id FROM evaluations e JOIN profiles p ON p.evaluation_id = e.id WHERE p.gate_reason IS NULL AND p.error IS NULL ORDER BY e.time_p50_us LIMIT 1\").fetchone()[0])")"
gated="$(python3 -c "
import sqlite3; db = sqlite3.connect('$out/b.db')
r = db.execute(\"SELECT e.candidate_id FROM evaluations e JOIN profiles p ON p.evaluation_id = e.id WHERE p.gate_reason IS NOT NULL ORDER BY e.time_p50_us LIMIT 1\").fetchone()
print(r[0] if r else '')")"
python3 -c "
import sqlite3; db = sqlite3.connect('$out/b.db')
print('B: profiled', db.execute('SELECT count(*) FROM profiles').fetchone()[0], 'gated', db.execute('SELECT count(*) FROM profiles WHERE gate_reason IS NOT NULL').fetchone()[0])
print('B: gated in any population:', db.execute('SELECT count(*) FROM population po JOIN evaluations e ON e.candidate_id = po.candidate_id JOIN profiles p ON p.evaluation_id = e.id WHERE p.gate_reason IS NOT NULL').fetchone()[0])"
echo "== show $best (profiled, kept)"; "$E" --db "$out/b.db" show "$best" 2>&1 | sed -n '/^origin/,$p' | head -60
[ -n "$gated" ] && { echo "== show $gated (gated)"; "$E" --db "$out/b.db" show "$gated" 2>&1 | head -12; }
for d in $steps; do [ -f "$out/$d.db" ] || continue
  python3 -c "import sqlite3; db = sqlite3.connect('$out/$d.db'); db.execute('UPDATE compiles SET cubin = NULL, log = NULL'); db.commit(); db.execute('VACUUM')"
done
rm -f experiments/_s512_profiled.yaml experiments/_s512_gated.yaml
ls -la "$out"
