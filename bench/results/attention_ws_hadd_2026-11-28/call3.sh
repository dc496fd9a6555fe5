#!/bin/bash
# session call 3: SASS of the (2,8,2048,64) winner; the compare at the template as main has it (2843132's
# staged-epilogue form never measured), with the earlier modules beside it
cd "$(dirname "$0")/.."
L=/tmp/s3; mkdir -p $L
nvidia-smi --query-gpu=name,driver_version,power.limit --format=csv,noheader > $L/device.txt; date -u >> $L/device.txt
cuobjdump -sass .gpucarry/sass4/sk2048.cubin > $OUT/sk2048.sass 2>&1; echo "cuobjdump exit $?" >> $L/device.txt
export EVOTUNE_COMMIT=$(cat .gpucarry/evo/COMMIT)
timeout 300 python3 bench/compare_sdpa.py --module .gpucarry/modules/attn_ws_streamk.py --module rescale=.gpucarry/modules/attn_ws_rescale.py --module winners=.gpucarry/modules/attn_ws_winners.py --rounds 10 --iters 8 --out $L/cmp > $L/compare.txt 2>&1
echo "compare exit $?" >> $L/device.txt; date -u >> $L/device.txt
cp $L/device.txt $L/compare.txt $L/cmp/compare_sdpa_h*.md $L/cmp/compare_sdpa_h*.json $OUT/ 2>/dev/null
cat $L/device.txt; tail -2 $L/compare.txt; grep -A14 "^## Summary" $L/cmp/compare_sdpa_h*.md | tail -12
