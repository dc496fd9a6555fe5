#!/usr/bin/env bash
# An installed evotune finds its shipped data and nothing of the source tree
# (issue 18): `cmake --install` into a temporary prefix, the source tree out of
# reach of every lookup (run from a folder outside it, no $EVOTUNE_PATH), then
# experiments by name, their templates and references through
# <prefix>/share/evotune. The same binary moved away from its data finds
# nothing, which shows the lookup goes through the prefix.
#
#   tests/cli/installed.sh CMAKE BUILD_DIR
set -euo pipefail
cmake="${1:?usage: installed.sh CMAKE BUILD_DIR}"
build="${2:?usage: installed.sh CMAKE BUILD_DIR}"
work="$(mktemp -d "${TMPDIR:-/tmp}/evotune_installed.XXXXXX")"
trap 'rm -rf "$work"' EXIT

"$cmake" --install "$build" --prefix "$work/prefix" >"$work/install.txt" 2>&1 || { cat "$work/install.txt"; exit 1; }
[ -x "$work/prefix/bin/evotune" ] || { echo "FAIL: no bin/evotune installed"; exit 1; }
[ -f "$work/prefix/share/evotune/templates/gemm.cu" ] || { echo "FAIL: no share/evotune/templates"; exit 1; }
[ -f "$work/prefix/share/evotune/docs/experiment.schema.json" ] || { echo "FAIL: no share/evotune/docs/experiment.schema.json"; exit 1; }
"$work/prefix/bin/evotune" --version | grep -Eq '^evotune [0-9.]+ \(commit ([0-9a-f]{12}|unknown)\)$' \
  || { echo "FAIL: --version names no commit: $("$work/prefix/bin/evotune" --version)"; exit 1; }
mkdir -p "$work/user"
cd "$work/user"
unset EVOTUNE_PATH EVOTUNE_DB
"$work/prefix/bin/evotune" validate gemm >"$work/validate.txt" 2>&1 || { echo "FAIL: validate gemm"; cat "$work/validate.txt"; exit 1; }
grep -q "template     $work/prefix/share/evotune/templates/gemm.cu" "$work/validate.txt" \
  || { echo "FAIL: the template is not the installed one"; cat "$work/validate.txt"; exit 1; }
"$work/prefix/bin/evotune" compile gemm --params BM=64,BN=64,BK=16,NUM_WARPS=4,TN=4,STAGES=2,VEC=8,PAD=8 \
  >"$work/compile.txt" 2>&1 || { echo "FAIL: compile gemm"; cat "$work/compile.txt"; exit 1; }
[ -z "$(ls -A "$work/user")" ] || { echo "FAIL: files appeared in the user's folder: $(ls -A "$work/user")"; exit 1; }

# Away from its data, the same binary finds no experiment and says where it looked.
mkdir -p "$work/elsewhere/bin"
cp "$work/prefix/bin/evotune" "$work/elsewhere/bin/"
if "$work/elsewhere/bin/evotune" validate gemm >"$work/lost.txt" 2>&1; then
  echo "FAIL: found gemm without its data (the source tree?)"; cat "$work/lost.txt"; exit 1
fi
grep -q "no experiments/gemm.yaml in" "$work/lost.txt" || { echo "FAIL: no search path in the error"; cat "$work/lost.txt"; exit 1; }
echo "OK: the installed binary finds its data in $work/prefix/share/evotune, and only there"
