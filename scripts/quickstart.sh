#!/usr/bin/env bash
# From a fresh clone to a tuning run: installs what is missing, builds into
# build/, and runs `evotune run experiments/s512.yaml`.
# Extra arguments go to `evotune run` (e.g. scripts/quickstart.sh --time 600).
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
scripts/setup.sh --no-tests
exec ./build/src/evotune run experiments/s512.yaml "$@"
