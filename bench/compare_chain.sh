#!/usr/bin/env bash
# The side-by-side chain of issue 6 on a GPU machine, in one call, inside 10 minutes:
#
#   bench/compare_chain.sh EVOTUNE_BINARY OUT_DIR
#
# For each experiment: `evotune run` (resumable: on a database that already holds this
# environment's finished budget it returns at once, so results are reused), then
# `evotune export --best` as OUT_DIR/winners/<experiment>.cu plus its launch JSON; then
# bench/compare_sdpa.py over every shape (correctness in float64 on 5 fresh inputs, then
# evotune's kernels and PyTorch SDPA's backends timed side by side, interleaved).
#
# OUT_DIR receives: summary.txt (device, commit, date, one line per step), chain.log (all
# output), compare_sdpa_<device>.json/.md, winners/ (the .cu files, their launch JSON, the
# leaderboards and the run logs), and, unless CHAIN_DB puts them elsewhere, evotune.db and
# evotune.log. With CHAIN_PACK=1, winners/ and evotune.log go into winners.tar.gz (the
# sources and logs, well under 16 MB): with CHAIN_DB outside OUT_DIR that makes 5 files, within the device tool's limit
# of 8 (the database itself grew past its 16 MB per-file limit in a full chain: keep it out).
#
# Environment:
#   CHAIN_EXPERIMENTS   experiments to tune (default: s512 s512_causal attn_b16h16_s512
#                       attn_b4h16_s1024 attn_b4h16_s4096)
#   CHAIN_DB            database (default OUT_DIR/evotune.db; point it at a kept one to reuse it)
#   CHAIN_DEADLINE_S    wall-clock budget of the whole chain, s (default 540)
#   CHAIN_COMPARE_S     of that, kept for compare_sdpa.py, s (default 90; it took 15 s on an H200)
#   CHAIN_RUN_S         most seconds per `evotune run` (default 75)
#   CHAIN_PACK          1: pack winners/ and evotune.log (see above)
#   COMPARE_ARGS        more options for compare_sdpa.py (e.g. "--rounds 3 --math")
#   EVOTUNE_COMMIT      commit to record when the tree has no .git
# Exit code: 0 when every step passed (compare_sdpa.py: a winner for every shape, each
# within 2e-3 of float64 SDPA), else 1; 2 for bad arguments.
set -uo pipefail

if [ $# -ne 2 ]; then
  echo "usage: $0 EVOTUNE_BINARY OUT_DIR" >&2
  exit 2
fi
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
evotune="$(cd "$(dirname "$1")" 2>/dev/null && pwd)/$(basename "$1")"
out="$2"
[ -x "$evotune" ] || { echo "compare_chain: $1 is not an executable evotune binary" >&2; exit 2; }
[ "$(basename "$evotune")" = evotune ] || echo "compare_chain: warning: the binary is not named 'evotune' (it re-executes itself for compile children)" >&2
mkdir -p "$out/winners" || exit 2
out="$(cd "$out" && pwd)"
cd "$repo" || exit 2

read -r -a experiments <<<"${CHAIN_EXPERIMENTS:-s512 s512_causal attn_b16h16_s512 attn_b4h16_s1024 attn_b4h16_s4096}"
read -r -a compare_args <<<"${COMPARE_ARGS:-}"
db="${CHAIN_DB:-$out/evotune.db}"
deadline=$((SECONDS + ${CHAIN_DEADLINE_S:-540}))
compare_reserve=${CHAIN_COMPARE_S:-90}
run_cap=${CHAIN_RUN_S:-75}
summary="$out/summary.txt"
chain_log="$out/chain.log"
commit="${EVOTUNE_COMMIT:-$(git -C "$repo" rev-parse --short=12 HEAD 2>/dev/null || echo unknown)}"
export EVOTUNE_COMMIT="$commit"
export PYTHONUNBUFFERED=1

{
  echo "evotune compare chain (bench/compare_chain.sh)"
  echo "date:    $(date -u '+%Y-%m-%d %H:%M:%S UTC')"
  echo "commit:  $commit"
  echo "device:  $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -n 1)"
  echo "binary:  $evotune"
  echo "db:      $db"
} >"$summary"
: >"$chain_log"

failed=0
# step NAME LOG COMMAND...: runs the command, its output to LOG and chain.log, a line in summary.txt.
step() {
  local name="$1" log="$2"
  shift 2
  echo "== $name: $*" | tee -a "$chain_log" >"$log"
  local t0=$SECONDS
  "$@" 2>&1 | tee -a "$log" | tee -a "$chain_log"
  local rc=${PIPESTATUS[0]}
  local verdict="ok"
  ((rc == 0)) || { verdict="FAILED (exit $rc)"; failed=1; }
  printf '%-28s %s in %d s\n' "$name" "$verdict" $((SECONDS - t0)) | tee -a "$chain_log" >>"$summary"
  return "$rc"
}

n=${#experiments[@]}
for i in "${!experiments[@]}"; do
  exp="${experiments[$i]}"
  # Share what is left (less the comparison's reserve) among the runs still to come.
  left=$((deadline - SECONDS - compare_reserve))
  per=$((left / (n - i)))
  ((per > run_cap)) && per=$run_cap
  if ((per < 10)); then
    echo "$exp: no time left to tune (deadline); exporting what the database holds" | tee -a "$chain_log" >>"$summary"
  else
    step "run $exp" "$out/winners/$exp.run.log" \
      "$evotune" --db "$db" run "experiments/$exp.yaml" --time "$per"
  fi
  step "export $exp" "$out/winners/$exp.export.log" \
    "$evotune" --db "$db" export "$exp" --best -o "$out/winners/$exp.cu" --launch-json "$out/winners/$exp.json"
  "$evotune" --db "$db" leaderboard "$exp" --top 5 >"$out/winners/$exp.leaderboard.txt" 2>&1
done

step "compare_sdpa" "$out/winners/compare_sdpa.log" \
  python3 "$repo/bench/compare_sdpa.py" --winners-dir "$out/winners" --out "$out" --commit "$commit" "${compare_args[@]}"

if [ "${CHAIN_PACK:-0}" = 1 ]; then
  # winners/ and evotune's log file (it sits next to the database) in one archive.
  members=(winners)
  [ -f "$(dirname "$db")/evotune.log" ] && [ "$(dirname "$db")" = "$out" ] && members+=(evotune.log)
  if tar -czf "$out/winners.tar.gz" -C "$out" "${members[@]}"; then
    for m in "${members[@]}"; do rm -rf "${out:?}/$m"; done
  fi
fi
echo "total                        $((SECONDS)) s" >>"$summary"
cat "$summary"
exit "$failed"
