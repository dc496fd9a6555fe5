#!/bin/bash
# call 5: the QFREE smoke (M_WG 1 to 3, both release rules, ragged (1,2,640,64)) on the final template
cd "$(dirname "$0")/.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
export LD_LIBRARY_PATH=$PWD/.gpucarry/evo/lib:${LD_LIBRARY_PATH:-}
E=$PWD/.gpucarry/evo/src/evotune
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/device.txt; date -u >> $OUT/device.txt
timeout 300 $E --db /tmp/s.db run bench/probes/attn_ws_qfree_smoke.yaml --no-baselines > /tmp/smoke_run.txt 2>&1; echo "smoke exit $?" >> $OUT/device.txt
python3 bench/db_status.py /tmp/s.db > $OUT/smoke_status.txt 2>&1
grep -E "sanitizer: top|best:" /tmp/smoke_run.txt > $OUT/smoke_sanitizer.txt
date -u >> $OUT/device.txt
cat $OUT/device.txt $OUT/smoke_sanitizer.txt; grep -v fastest $OUT/smoke_status.txt
