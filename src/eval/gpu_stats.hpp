// Statistics of kernel timings: order statistics, a distribution-free
// confidence interval of the median, and the paired comparison behind the
// noise-aware ranking (A B A B ... re-timing of two candidates).
//
// Kernel times are skewed (a long right tail from clock ramps, other work,
// interrupts), so every figure here rests on order statistics, not on a
// normal model.
#pragma once

#include <vector>

namespace evotune {

/// Summary of one set of timed runs; all times in microseconds.
struct TimeSummary {
  int runs = 0;
  double median_us = 0;
  double p10_us = 0;
  double p90_us = 0;
  double mean_us = 0;
  double min_us = 0;
  double max_us = 0;
  double stddev_us = 0;
  /// (p90 - p10) / median: the relative width of the bulk of the runs.
  double spread = 0;
  /// 95% confidence interval of the median (order statistics; [min, max] for
  /// fewer than 6 runs).
  double median_ci_low_us = 0;
  double median_ci_high_us = 0;
};

/// Quantile `q` in [0, 1] of `sorted` (ascending, non-empty), interpolating
/// linearly between order statistics (the common "type 7" definition).
double quantile_sorted(const std::vector<double>& sorted, double q);

/// Summarises `samples_us` (any order). Throws EvalError when it is empty or
/// holds a NaN, an infinity or a negative time.
TimeSummary summarize_times(std::vector<double> samples_us);

/// Result of timing two candidates interleaved (A B A B ...), round by round.
struct PairedComparison {
  TimeSummary a;
  TimeSummary b;
  /// Median over rounds of (b_i - a_i), µs: positive when A is faster.
  double diff_median_us = 0;
  /// 95% confidence interval of that median (µs).
  double diff_ci_low_us = 0;
  double diff_ci_high_us = 0;
  /// True when there are at least 6 rounds and the interval excludes zero: the
  /// two differ by more than the noise of this measurement, and the sign of
  /// diff_median_us says which is faster.
  bool significant = false;
};

/// Compares paired samples (a[i] and b[i] come from the same round). Throws
/// EvalError when the sizes differ or a sample set is invalid.
PairedComparison compare_paired(const std::vector<double>& a_us, const std::vector<double>& b_us);

}  // namespace evotune
