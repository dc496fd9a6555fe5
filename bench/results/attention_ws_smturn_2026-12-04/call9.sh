#!/bin/bash
cd "$(dirname "$0")/.."
[ -x .gpucarry/build/src/evotune ] || python3 -c "import tarfile; tarfile.open('.gpucarry/build.tar.xz').extractall('.gpucarry')"
export EVOTUNE_COMMIT=$(cat .gpucarry/build/COMMIT)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/device.txt; date -u >> $OUT/device.txt
timeout -k 5 400 .gpucarry/build/src/evotune --db /tmp/c9.db run .gpucarry/spec_c4096.yaml --no-baselines --sanitize-top 1 2>&1 | tee $OUT/run.txt | grep -E "^sanitizer|^best|^gen"
date -u >> $OUT/device.txt
