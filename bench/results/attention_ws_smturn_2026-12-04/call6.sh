#!/bin/bash
# bench/softmax_rate.cu with S carried through the loop (nothing hoistable); SASS checked: the MUFU.EX2 and
# FMNMX of each variant between its two clock reads
cd "$(dirname "$0")/.."
nvidia-smi --query-gpu=name,clocks.max.sm,power.limit,driver_version --format=csv,noheader > $OUT/device.txt; date -u >> $OUT/device.txt
nvcc -gencode arch=compute_90a,code=sm_90a -O3 -std=c++17 -I templates bench/softmax_rate.cu -o /tmp/sr || exit 1
/tmp/sr | tee $OUT/softmax_rate.txt
cuobjdump -sass /tmp/sr > /tmp/sr.sass
python3 - /tmp/sr.sass <<'PY' | tee $OUT/softmax_rate_sass.txt
import re, sys
fn = None; inside = 0; counts = {}
for line in open(sys.argv[1]):
    m = re.search(r'Function : (\S+)', line)
    if m: fn = m.group(1); inside = 0; counts[fn] = {'EX2': 0, 'FMNMX': 0, 'SHFL': 0, 'F2FP': 0, 'all': 0}; continue
    if fn is None: continue
    if 'SR_CLOCK' in line: inside += 1; continue
    if inside == 1 and re.search(r'/\*[0-9a-f]{4}\*/', line):
        c = counts[fn]; c['all'] += 1
        for k in ('EX2', 'FMNMX', 'SHFL', 'F2FP'):
            if k in line: c[k] += 1
for f, c in counts.items():
    v = re.search(r'softmax_rateILi(-?\d+)E', f)
    print(v.group(1) if v else f[:40], c)
PY
