#!/usr/bin/env bash
# What the correctness checks cost: the same s512 run with two evotune
# binaries back to back on one GPU (e.g. before and after a change to the
# worker), and once more with the wide-range trial off, so a change in the
# best time can be told from a change in what counts as correct.
#
#   bench/check_cost.sh OLD_EVOTUNE NEW_EVOTUNE [EXPERIMENT [OLD_EXPERIMENT]]
#
# EXPERIMENT defaults to experiments/s512.yaml; OLD_EXPERIMENT (default: the
# same file) is what the old binary runs, e.g. the file as it was at its commit
# when the new one uses keys the old binary does not know.
#
# Prints each run's summary lines and a table: evaluations per minute, best
# time, GPU idle share. Writes the logs to ${OUT:-.}/check_cost/.
set -uo pipefail
old="$1" new="$2" exp="${3:-experiments/s512.yaml}" old_exp="${4:-${3:-experiments/s512.yaml}}"
out="${OUT:-.}/check_cost"
mkdir -p "$out"
work="$(mktemp -d /tmp/check-cost.XXXXXX)"
# The same experiment with the wide-range trial made an ordinary one.
narrow="$work/$(basename "$exp" .yaml)_narrow.yaml"
sed 's/^measure:$/measure:\n  wide_scale: 1/' "$exp" >"$narrow"
sed -i "s|^  template: templates/|  template: $PWD/templates/|; s|^  source: kernels/|  source: $PWD/kernels/|" "$narrow"

run() {  # run LABEL BINARY EXPERIMENT [ARGS...]
  local label="$1" bin="$2" file="$3"
  shift 3
  echo "== $label: $bin run $file $*"
  "$bin" --db "$work/$label.db" run "$file" "$@" >"$out/$label.txt" 2>&1
  echo "rc=$?" >>"$out/$label.txt"
  grep -E "evaluations this run|^best:|^sanitizer:|rc=" "$out/$label.txt"
}
run old "$old" "$old_exp"
run new "$new" "$exp" --sanitize
run new_narrow "$new" "$narrow"
run old_again "$old" "$old_exp"
printf '\n%-12s %10s %10s %8s\n' run eval/min best_us idle
for label in old new new_narrow old_again; do
  line="$(grep -E "evaluations this run" "$out/$label.txt" | tail -1)"
  n="$(sed -E 's/^([0-9]+) evaluations.*/\1/' <<<"$line")"
  s="$(sed -E 's/.* in ([0-9.]+) s.*/\1/' <<<"$line")"
  idle="$(sed -E 's/.*GPU idle ([0-9]+%).*/\1/' <<<"$line")"
  best="$(grep -E '^best:' "$out/$label.txt" | sed -E 's/best: ([0-9.]+) us.*/\1/')"
  rate="$(awk -v n="$n" -v s="$s" 'BEGIN { if (s > 0) printf "%.0f", 60 * n / s }')"
  printf '%-12s %10s %10s %8s\n' "$label" "$rate" "$best" "$idle"
done
"$new" --db "$work/new.db" leaderboard s512 >"$out/new_leaderboard.txt" 2>&1
"$new" --db "$work/new_narrow.db" leaderboard s512 >"$out/new_narrow_leaderboard.txt" 2>&1
