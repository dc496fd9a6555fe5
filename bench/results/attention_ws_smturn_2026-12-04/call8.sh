#!/bin/bash
cd "$(dirname "$0")/.."
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/device.txt; date -u >> $OUT/device.txt
timeout 300 python3 .gpucarry/bw/bitwise.py .gpucarry/bw 2>&1 | tee $OUT/bitwise.txt
