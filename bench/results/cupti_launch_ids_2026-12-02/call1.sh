#!/bin/bash
# CUPTI kernel records matched to launches by correlation id (223d539 and the commit after it): the doctor step
# of gpu_check.sh (which also unpacks the carried build and links its configured paths), which path a worker
# takes (its evotune.log, debug level), then the GPU tests that time through CUPTI: test_gpu_reference three
# times (it failed with "0 kernel records for 2 launches" in the GPU check of 41405e3 an hour before), then
# test_gpu_worker and test_run_gpu. Each step writes to $OUT at once, so what finished comes back if the
# device time runs out.
cd "$(dirname "$0")/../../.."
B=.gpucarry/build
GPU_CHECK_STEPS=doctor OUT=/tmp/gc scripts/gpu_check.sh $B > $OUT/doctor.txt 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $OUT/device.txt; date -u >> $OUT/device.txt
cat $B/COMMIT >> $OUT/device.txt 2>/dev/null
export EVOTUNE_REQUIRE_GPU=1
mkdir -p /tmp/w && timeout 120 $B/src/evotune --db /tmp/w/s.db run experiments/s512.yaml --limit 6 --no-sanitize --no-baselines > $OUT/run.txt 2>&1
echo "run exit $?" >> $OUT/device.txt
grep -h "CUPTI" /tmp/w/evotune.log > $OUT/cupti_log.txt 2>&1; grep -c "" $OUT/cupti_log.txt >> $OUT/device.txt
for i in 1 2 3; do
  timeout 120 ctest --test-dir $B -R '^test_gpu_reference$' --output-on-failure > $OUT/gpu_reference_$i.txt 2>&1
  echo "test_gpu_reference run $i exit $? $(date -u +%T)" >> $OUT/device.txt
done
timeout 200 ctest --test-dir $B -R '^(test_gpu_worker|test_run_gpu)$' --output-on-failure > $OUT/gpu_worker_run.txt 2>&1
echo "test_gpu_worker, test_run_gpu exit $? $(date -u +%T)" >> $OUT/device.txt
cat $OUT/device.txt; head -5 $OUT/cupti_log.txt; tail -3 $OUT/gpu_reference_*.txt $OUT/gpu_worker_run.txt
