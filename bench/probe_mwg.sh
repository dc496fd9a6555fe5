#!/usr/bin/env bash
# GPU probe of templates/attention_wgmma.cu's M_WG (query warpgroups sharing K/V) and QREG
# knobs, on a GPU machine, from a build made elsewhere (scripts/gpu_check.sh says how a build
# folder is carried):
#
#   bench/probe_mwg.sh [BUILD_DIR]     # default: .gpucarry/build where there is one, else build
#
# 1. `evotune run bench/probes/mwg_probe.yaml`, no sanitizer pass: 18 fixed points at each of 4
#    shapes ((2,8,512,64) and (2,8,320,128), causal and not; the file says which points), each
#    checked against the reference (3 correctness trials, 32 timed calls compared in full) and
#    timed in full (--early-exit 0).
# 2. The same file cut to the ring points (STAGES=4) with M_WG 2 and 3 (written to OUT, found
#    through EVOTUNE_PATH), run with the sanitizer pass: compute-sanitizer memcheck, racecheck
#    and synccheck on the fastest until PROBE_SANITIZE of each shape (default 2) are clean.
# 3. One line per point: PASS (ok), GATED (rejected on ptxas figures, e.g. spills: no GPU verdict,
#    not a failure) or FAIL (incorrect, fault, timeout, compile error, ...) with its median time
#    and, for M_WG > 1, the ratio to its M_WG=1 twin (the same other knobs) and to the shape's
#    best M_WG=1 point; then one line per sanitized point (CLEAN or FAIL).
#
# Output in OUT (default ./probe-mwg-out): probe.db, run_main.txt, run_race.txt, summary.txt.
# PROBE_TIME (seconds, default 150) bounds each run's search (`run --time`; the sanitizer pass comes after);
# expected about 2-3 minutes in all on an H100. Exit code 0 when no point failed and every sanitized
# point was clean.
set -uo pipefail

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo" || exit 1
build="${1:-}"
if [ -z "$build" ]; then
  build=build
  [ -x .gpucarry/build/src/evotune ] && build=.gpucarry/build
fi
evotune="$build/src/evotune"
[ -x "$evotune" ] || { echo "probe_mwg: no $evotune: build first (scripts/setup.sh) or carry a build" >&2; exit 1; }
command -v python3 >/dev/null || { echo "probe_mwg: needs python3 (to read the leaderboard's JSON)" >&2; exit 1; }
out="${OUT:-./probe-mwg-out}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
db="$out/probe.db"
probe=bench/probes/mwg_probe.yaml
race="$out/mwg_probe_race.yaml"
sanitize="${PROBE_SANITIZE:-2}"
limit="${PROBE_TIME:-150}"

# The ring points with M_WG > 1: the refill barrier over all warpgroups is what racecheck must see.
sed -e 's/^name: mwg_probe$/name: mwg_probe_race/' -e 's/^  M_WG: \[1, 2, 3\]$/  M_WG: [2, 3]/' \
  -e 's/^  STAGES: \[4, 5, 8\]$/  STAGES: [4]/' "$probe" >"$race"
for want in '^name: mwg_probe_race$' '^  M_WG: \[2, 3\]$' '^  STAGES: \[4\]$'; do
  grep -q "$want" "$race" || { echo "probe_mwg: $probe changed: could not cut it to the ring points ($want)" >&2; exit 1; }
done

echo "probe_mwg: $evotune on $(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1)"
t0=$SECONDS
"$evotune" --db "$db" run "$probe" --no-sanitize --no-baselines --cold --early-exit 0 --time "$limit" \
  >"$out/run_main.txt" 2>&1
echo "probe_mwg: main run exited $? in $((SECONDS - t0)) s (log: $out/run_main.txt)"
t1=$SECONDS
EVOTUNE_PATH="$repo" "$evotune" --db "$db" run "$race" --sanitize-top "$sanitize" --no-baselines --cold \
  --early-exit 0 --time "$limit" >"$out/run_race.txt" 2>&1
echo "probe_mwg: race run exited $? in $((SECONDS - t1)) s (log: $out/run_race.txt)"

boards="$out/boards"
mkdir -p "$boards"
for shape in S=512,D=64,CAUSAL=0 S=512,D=64,CAUSAL=1 S=320,D=128,CAUSAL=0 S=320,D=128,CAUSAL=1; do
  for e in mwg_probe mwg_probe_race; do
    "$evotune" --db "$db" leaderboard "$e" --shape "$shape" --format json --top 1000 --all-status \
      >"$boards/${e}_${shape//[=,]/_}.json" 2>>"$out/leaderboard_errors.txt" || true
  done
done

python3 - "$boards" "$((SECONDS - t0))" <<'EOF' | tee "$out/summary.txt"
import glob, json, os, sys

boards, seconds = sys.argv[1], sys.argv[2]
knobs = ["M_WG", "SYNC", "STAGES", "PREFETCH", "QREG", "TILE_ORDER", "PIPE"]
failed = 0

def load(name):
    try:
        with open(name) as f:
            return json.load(f)
    except (OSError, ValueError):
        return None

def key_without_mwg(params):
    return tuple(sorted((k, v) for k, v in params.items() if k != "M_WG"))

for path in sorted(glob.glob(os.path.join(boards, "mwg_probe_S*.json"))):
    shape = os.path.basename(path)[len("mwg_probe_"):-len(".json")]
    board = load(path)
    if board is None:
        print(f"{shape}: no leaderboard (see leaderboard_errors.txt): FAIL")
        failed += 1
        continue
    cands = board.get("candidates", [])
    ok_m1 = {key_without_mwg(c["params"]): c["time_us"]["p50"] for c in cands
             if c["status"] == "ok" and c["params"]["M_WG"] == 1 and c.get("time_us")}
    best_m1 = min(ok_m1.values()) if ok_m1 else None
    print(f"== {shape}: {len(cands)} points" + (f", best M_WG=1 {best_m1:.2f} us" if best_m1 else ", no M_WG=1 time"))
    if len(cands) < 18:
        print(f"  only {len(cands)} of 18 points evaluated: FAIL")
        failed += 1
    for c in sorted(cands, key=lambda c: [str(c["params"].get(k)) for k in knobs]):
        p = c["params"]
        point = " ".join(f"{k}={p[k]}" for k in knobs)
        t = c.get("time_us") or {}
        median = t.get("p50")
        if c["status"] == "ok":
            verdict = "PASS"
        elif c["status"] == "gate_reject":
            verdict = "GATED"
        else:
            verdict = "FAIL"
            failed += 1
        line = f"  {verdict:5} {point} regs={c.get('registers')}"
        if median is not None:
            line += f" {median:.2f} us"
            twin = ok_m1.get(key_without_mwg(p))
            if p["M_WG"] > 1 and twin:
                line += f" ({median / twin:.2f}x its M_WG=1 twin, {median / best_m1:.2f}x the best M_WG=1)"
        if verdict != "PASS":
            line += f": {c['status']} {c.get('reason') or ''}".rstrip()
        print(line)

print("== compute-sanitizer (ring points, M_WG 2 and 3)")
checked = 0
for path in sorted(glob.glob(os.path.join(boards, "mwg_probe_race_*.json"))):
    shape = os.path.basename(path)[len("mwg_probe_race_"):-len(".json")]
    board = load(path) or {}
    for c in board.get("candidates", []):
        if c["status"] not in ("ok", "racy", "memory_error"):
            if c["status"] != "gate_reject":
                print(f"  FAIL  {shape} M_WG={c['params']['M_WG']} SYNC={c['params']['SYNC']}: {c['status']} {c.get('reason') or ''}")
                failed += 1
            continue
        if c.get("sanitizer") in (None, "unchecked"):
            continue
        checked += 1
        clean = c["status"] == "ok" and c.get("sanitizer") == "clean"
        failed += not clean
        tools = ", ".join(f"{s.get('tool')} {s.get('verdict')}" for s in c.get("sanitizer_checks", []))
        print(f"  {'CLEAN' if clean else 'FAIL ':5} {shape} M_WG={c['params']['M_WG']} SYNC={c['params']['SYNC']} "
              f"QREG={c['params']['QREG']}: {c.get('sanitizer')} ({tools})")
if checked < 2:
    print(f"  only {checked} points sanitized (at least 2 wanted): FAIL")
    failed += 1
print(f"probe_mwg: {'PASS' if failed == 0 else f'FAIL ({failed})'} in {seconds} s")
sys.exit(1 if failed else 0)
EOF
