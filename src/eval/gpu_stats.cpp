// Order statistics of timing samples (see gpu_stats.hpp).
#include "eval/gpu_stats.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "core/error.hpp"

namespace evotune {
namespace {

constexpr double kZ95 = 1.959963984540054;  // two-sided 95% normal quantile

void check_samples(const std::vector<double>& samples, const char* what) {
  if (samples.empty()) throw EvalError(std::string("no timing samples for ") + what);
  for (double s : samples)
    if (!std::isfinite(s) || s < 0)
      throw EvalError(std::string("invalid timing sample for ") + what + ": " + std::to_string(s));
}

// 95% interval of the median from the binomial(n, 1/2) law of the number of
// samples below it (normal approximation), as 0-based indexes into the sorted
// samples. Too few samples for a real interval: the whole range.
std::pair<std::size_t, std::size_t> median_ci_ranks(std::size_t n) {
  if (n < 6) return {0, n - 1};
  const double half_width = kZ95 * std::sqrt(static_cast<double>(n)) / 2.0;
  const double center = static_cast<double>(n) / 2.0;
  auto lo = static_cast<long>(std::floor(center - half_width));      // 1-based rank
  auto hi = static_cast<long>(std::ceil(center + half_width)) + 1;   // 1-based rank
  lo = std::clamp(lo, 1L, static_cast<long>(n));
  hi = std::clamp(hi, 1L, static_cast<long>(n));
  return {static_cast<std::size_t>(lo - 1), static_cast<std::size_t>(hi - 1)};
}

}  // namespace

double quantile_sorted(const std::vector<double>& sorted, double q) {
  if (sorted.empty()) throw EvalError("quantile of an empty sample");
  const double pos = std::clamp(q, 0.0, 1.0) * static_cast<double>(sorted.size() - 1);
  const auto below = static_cast<std::size_t>(std::floor(pos));
  const std::size_t above = std::min(below + 1, sorted.size() - 1);
  const double frac = pos - static_cast<double>(below);
  return sorted[below] + frac * (sorted[above] - sorted[below]);
}

TimeSummary summarize_times(std::vector<double> samples_us) {
  check_samples(samples_us, "a summary");
  std::sort(samples_us.begin(), samples_us.end());
  TimeSummary s;
  s.runs = static_cast<int>(samples_us.size());
  s.median_us = quantile_sorted(samples_us, 0.5);
  s.p10_us = quantile_sorted(samples_us, 0.1);
  s.p90_us = quantile_sorted(samples_us, 0.9);
  s.min_us = samples_us.front();
  s.max_us = samples_us.back();
  double sum = 0;
  for (double v : samples_us) sum += v;
  s.mean_us = sum / static_cast<double>(samples_us.size());
  double sq = 0;
  for (double v : samples_us) sq += (v - s.mean_us) * (v - s.mean_us);
  s.stddev_us = samples_us.size() > 1 ? std::sqrt(sq / static_cast<double>(samples_us.size() - 1)) : 0.0;
  s.spread = s.median_us > 0 ? (s.p90_us - s.p10_us) / s.median_us : 0.0;
  const auto [lo, hi] = median_ci_ranks(samples_us.size());
  s.median_ci_low_us = samples_us[lo];
  s.median_ci_high_us = samples_us[hi];
  return s;
}

PairedComparison compare_paired(const std::vector<double>& a_us, const std::vector<double>& b_us) {
  if (a_us.size() != b_us.size())
    throw EvalError("paired comparison needs as many samples of A as of B (" + std::to_string(a_us.size()) +
                    " vs " + std::to_string(b_us.size()) + ")");
  PairedComparison c;
  c.a = summarize_times(a_us);
  c.b = summarize_times(b_us);
  std::vector<double> diff(a_us.size());
  for (std::size_t i = 0; i < a_us.size(); ++i) diff[i] = b_us[i] - a_us[i];
  std::sort(diff.begin(), diff.end());
  c.diff_median_us = quantile_sorted(diff, 0.5);
  const auto [lo, hi] = median_ci_ranks(diff.size());
  c.diff_ci_low_us = diff[lo];
  c.diff_ci_high_us = diff[hi];
  // Fewer than 6 rounds give no real interval: never call that a difference.
  c.significant = diff.size() >= 6 && (c.diff_ci_low_us > 0 || c.diff_ci_high_us < 0);
  return c;
}

}  // namespace evotune
