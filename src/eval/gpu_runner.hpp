// The worker's GPU side: runs one job (correctness trials, then timing; or an
// interleaved A/B re-timing) in the worker's CUDA context.
//
// Correctness, per trial (fresh inputs from the trial's seed, filled on the GPU):
//   the reference runs into its own output buffers (never handed to a
//   candidate); the candidate runs twice with outputs poisoned (NaN) and
//   canaries armed before each run; after each run every canary must be
//   intact and every input's checksum unchanged; the two runs must match bit
//   for bit (within tolerance for templates that declare atomics) or the
//   candidate is `nondeterministic`; then its output is compared with the
//   reference's (atol/rtol per element, relative L2 norm, no NaN/Inf).
// Timing: warm-up calls, then timed calls rotating among input sets
// (optionally flushing L2 between calls), kernel time per call from CUPTI
// records (the sum of its kernels), CUDA-event time of each call, the SM
// clock around it; then one more poisoned call whose output must still be
// right. A median below the job's physical floor is `suspect`.
#pragma once

#include <memory>

#include "eval/worker_protocol.hpp"

namespace evotune {

class GpuJobRunner {
 public:
  /// Sets up device `ordinal`: CUPTI records (before the context exists),
  /// the primary context, a stream, the helper kernels, the clock monitor.
  /// Throws EvalError (with the reason) when the GPU cannot be used.
  /// `timing` false: no CUPTI activity records (a worker under
  /// compute-sanitizer); only check and profile jobs can run then.
  explicit GpuJobRunner(int ordinal, bool timing = true);
  ~GpuJobRunner();
  GpuJobRunner(const GpuJobRunner&) = delete;
  GpuJobRunner& operator=(const GpuJobRunner&) = delete;

  /// The worker's hello (device, CUPTI, clocks).
  WorkerHello hello() const;

  /// Runs an evaluate or compare job. A candidate's failure is a result
  /// (incorrect, nondeterministic, suspect, fault with the CUresult name;
  /// `exiting` set when the fault killed the context). Throws EvalError for
  /// the tool's own failures (reference broken, cubin for another GPU, out of
  /// memory before the candidate ran, CUPTI records missing).
  WorkerResult run(const WorkerJob& job);

  /// False once a sticky error has killed the context (every call fails).
  bool context_alive() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace evotune
