#!/usr/bin/env bash
# From a fresh clone to a tuning run: installs what is missing, builds into
# build/, and runs the shipped experiment this machine's GPU can run
# (`evotune doctor --suggest`: s512 on a Hopper GPU, s512_mma on sm_80 and
# newer, else s512_scalar; without a GPU, s512, which compiles and stops).
# Extra arguments go to `evotune run` (e.g. scripts/quickstart.sh --time 600).
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
scripts/setup.sh --no-tests
experiment="$(./build/src/evotune doctor --suggest)"  # says on stderr which and why
echo "quickstart: evotune run experiments/$experiment.yaml" >&2
exec ./build/src/evotune run "experiments/$experiment.yaml" "$@"
