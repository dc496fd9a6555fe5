// Hardware metrics of one call of a program, from CUPTI's range profiler
// (cupti_range_profiler.h + cupti_profiler_host.h, CUDA 12.6+): auto ranges
// (one per kernel launch) with kernel replay (CUPTI saves and restores device
// memory and replays each kernel once per pass).
//
// Profiling replays a kernel many times and slows every launch while it is
// on, so the worker enables it only for a profile job and disables it after:
// timed runs never see it. The host side (metric names, config image, pass
// count) needs no GPU, only the chip's name.
#pragma once

#include <cuda.h>

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "eval/worker_protocol.hpp"

namespace evotune {

/// Checks `metrics` against the metric dictionary of `chip` (e.g. "GH100")
/// and returns the replay passes they need. Needs no GPU. Throws EvalError
/// naming CUPTI's complaint when a name is unknown.
int profiler_pass_count(const std::string& chip, const std::vector<std::string>& metrics);

/// Combines per-launch values into one per call: `.sum` counters and
/// gpu__time_duration are added, everything else (rates, percentages, ratios)
/// averaged weighted by each launch's gpu__time_duration.sum (equal weights
/// when that is missing).
std::map<std::string, double> combine_ranges(const std::vector<std::map<std::string, double>>& per_range);

class RangeProfiler {
 public:
  /// Prepares profiling of `metrics` on device `ordinal` in `context` (which
  /// must be current): initializes CUPTI's profiler, reads the chip and its
  /// counter availability, builds the config image. Throws EvalError.
  RangeProfiler(CUcontext context, int ordinal, std::vector<std::string> metrics);
  ~RangeProfiler();
  RangeProfiler(const RangeProfiler&) = delete;
  RangeProfiler& operator=(const RangeProfiler&) = delete;

  const std::vector<std::string>& metrics() const { return metrics_; }
  const std::string& chip() const { return chip_; }
  int passes() const { return passes_; }

  /// Enables the profiler on the context, runs `launch` (which enqueues the
  /// program's `launches` kernels and synchronizes), disables it, and
  /// returns the combined values. Throws EvalError for CUPTI failures and
  /// when the ranges found do not match `launches`; the launch's own
  /// CudaDriverError propagates (a candidate fault).
  ProfileResult profile(const std::function<void()>& launch, int launches);

 private:
  friend int profiler_pass_count(const std::string& chip, const std::vector<std::string>& metrics);
  struct Host;
  CUcontext context_;
  std::vector<std::string> metrics_;
  std::string chip_;
  std::vector<std::uint8_t> config_image_;
  std::unique_ptr<Host> host_;
  int passes_ = 0;
};

}  // namespace evotune
