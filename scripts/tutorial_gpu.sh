#!/usr/bin/env bash
# The GPU part of docs/tutorial.md, as a new user would do it: the page's files
# cut out into an empty folder outside the checkout, then its commands (run,
# leaderboard, show, export --harness, nvcc, the harness, and the ncu line it
# prints) with the binary on PATH. Fails when a command fails, when the
# harness's output check fails, or when the folder holds anything the page's
# list ("Files this tutorial creates...") does not name. The CPU part is
# tests/cli/test_tutorial.cpp. Used by scripts/gpu_check.sh (step tutorial).
#
#   scripts/tutorial_gpu.sh BUILD_DIR
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
bin="$(cd "${1:?usage: tutorial_gpu.sh BUILD_DIR}" && pwd)/src"
page="$repo/docs/tutorial.md"
dir="$(mktemp -d /tmp/evotune-tutorial.XXXXXX)"
export PATH="$bin:${CUDA_HOME:-/usr/local/cuda}/bin:$PATH"
export XDG_STATE_HOME="$dir.state"   # the latest-run record, outside the user's folder
cd "$dir"
python3 - "$page" <<'PY'
import re, sys
for name, body in re.findall(r'```\w+ ([\w.]+)\n(.*?)```', open(sys.argv[1]).read(), re.S):
    open(name, 'w').write(body)
PY
set -x
evotune --version
evotune validate transpose.yaml
evotune compile transpose.yaml --all >/dev/null
evotune run transpose.yaml
evotune leaderboard transpose.yaml
evotune show 7 >/dev/null
evotune export transpose.yaml --best --harness -o best.cu
nvcc -O3 -arch=sm_90 -o best best.cu
./best | tee harness.txt
ncu_line="$(grep -o 'ncu --kernel-name .*' harness.txt | head -1)"
rm harness.txt
[ -n "$ncu_line" ]
if command -v ncu >/dev/null; then bash -c "$ncu_line" >/dev/null; fi
set +x
# Only what the page lists.
expected="$(python3 - "$page" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
tail = text[text.index('Files this tutorial creates'):]
print('\n'.join(sorted(set(re.findall(r'`([\w.]+)`', tail.split('\n\n')[0])))))
PY
)"
actual="$(ls -A | LC_ALL=C sort)"  # C order: what Python's sorted() gives above
if [ "$actual" != "$expected" ]; then
  echo "tutorial_gpu: the folder holds other files than the tutorial lists:" >&2
  diff <(echo "$expected") <(echo "$actual") >&2 || true
  exit 1
fi
echo "tutorial_gpu: every step passed in $dir; it holds only: $(echo $actual)"
