#!/bin/bash
# call 7 (exploratory, not committed as a template change): the stream-K tail one wave shorter (kWaves + 1), base and variant alternated
cd "$(dirname "$0")/.."
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
export LD_LIBRARY_PATH=$PWD/.gpucarry/evo/lib:${LD_LIBRARY_PATH:-}
E=$PWD/.gpucarry/evo/src/evotune
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/device.txt; date -u >> $OUT/device.txt
for r in 1 2; do for v in base var; do
  timeout 100 $E --db /tmp/t_${v}_$r.db run .gpucarry/var2/$v.yaml --no-baselines --no-sanitize > /tmp/t_${v}_$r.txt 2>&1
  echo "$v $r: $(grep -E 'best:' /tmp/t_${v}_$r.txt)" >> $OUT/device.txt
  python3 bench/slim_db.py /tmp/t_${v}_$r.db $OUT/tail_${v}_$r.db
done; done
date -u >> $OUT/device.txt; cat $OUT/device.txt
