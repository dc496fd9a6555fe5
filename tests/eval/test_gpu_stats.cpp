// Timing statistics: quantiles, the median's confidence interval, and the
// paired A/B comparison behind noise-aware ranking.
#include <cmath>
#include <limits>
#include <random>

#include <gtest/gtest.h>

#include "core/error.hpp"
#include "eval/gpu_stats.hpp"

namespace evotune {
namespace {

TEST(GpuStats, QuantilesInterpolateBetweenOrderStatistics) {
  const std::vector<double> s{1, 2, 3, 4, 5};
  EXPECT_DOUBLE_EQ(quantile_sorted(s, 0.5), 3);
  EXPECT_DOUBLE_EQ(quantile_sorted(s, 0.0), 1);
  EXPECT_DOUBLE_EQ(quantile_sorted(s, 1.0), 5);
  EXPECT_DOUBLE_EQ(quantile_sorted(s, 0.1), 1.4);
  EXPECT_DOUBLE_EQ(quantile_sorted({1, 2, 3, 4}, 0.5), 2.5);
  EXPECT_THROW(quantile_sorted({}, 0.5), EvalError);
}

TEST(GpuStats, SummaryOfUnsortedSamples) {
  const TimeSummary s = summarize_times({5, 1, 4, 2, 3, 100});
  EXPECT_EQ(s.runs, 6);
  EXPECT_DOUBLE_EQ(s.median_us, 3.5);
  EXPECT_DOUBLE_EQ(s.min_us, 1);
  EXPECT_DOUBLE_EQ(s.max_us, 100);
  EXPECT_DOUBLE_EQ(s.mean_us, 115.0 / 6);
  EXPECT_DOUBLE_EQ(s.p10_us, 1.5);
  EXPECT_DOUBLE_EQ(s.p90_us, 52.5);
  EXPECT_DOUBLE_EQ(s.spread, (52.5 - 1.5) / 3.5);
  EXPECT_LE(s.median_ci_low_us, s.median_us);
  EXPECT_GE(s.median_ci_high_us, s.median_us);
}

TEST(GpuStats, RejectsInvalidSamples) {
  EXPECT_THROW(summarize_times({}), EvalError);
  EXPECT_THROW(summarize_times({1.0, std::numeric_limits<double>::quiet_NaN()}), EvalError);
  EXPECT_THROW(summarize_times({1.0, -2.0}), EvalError);
  EXPECT_THROW(summarize_times({std::numeric_limits<double>::infinity()}), EvalError);
}

TEST(GpuStats, MedianIntervalCoversTheTrueMedianAboutNinetyFivePercent) {
  // Exponential samples (skewed like kernel times): true median ln 2.
  std::mt19937_64 rng(42);
  std::exponential_distribution<double> dist(1.0);
  int covered = 0;
  const int experiments = 400;
  for (int e = 0; e < experiments; ++e) {
    std::vector<double> s(60);
    for (auto& v : s) v = dist(rng);
    const TimeSummary t = summarize_times(s);
    if (t.median_ci_low_us <= std::log(2.0) && std::log(2.0) <= t.median_ci_high_us) ++covered;
  }
  const double rate = static_cast<double>(covered) / experiments;
  EXPECT_GT(rate, 0.91);
  EXPECT_LT(rate, 0.995);
}

TEST(GpuStats, FewSamplesGiveTheWholeRange) {
  const TimeSummary s = summarize_times({3, 1, 2});
  EXPECT_DOUBLE_EQ(s.median_ci_low_us, 1);
  EXPECT_DOUBLE_EQ(s.median_ci_high_us, 3);
}

TEST(GpuStats, PairedComparisonFindsARealDifference) {
  std::mt19937_64 rng(7);
  std::normal_distribution<double> noise(0.0, 0.05);
  std::vector<double> a, b;
  for (int i = 0; i < 40; ++i) {
    const double drift = 0.2 * std::sin(i);  // shared by both sides of a round
    a.push_back(10.0 + drift + noise(rng));
    b.push_back(10.3 + drift + noise(rng));
  }
  const PairedComparison c = compare_paired(a, b);
  EXPECT_TRUE(c.significant);
  EXPECT_GT(c.diff_median_us, 0.2);
  EXPECT_LT(c.diff_median_us, 0.4);
  EXPECT_GT(c.diff_ci_low_us, 0.0);
  EXPECT_NEAR(c.a.median_us, 10.0, 0.2);
}

TEST(GpuStats, PairedComparisonCallsNoiseATie) {
  std::mt19937_64 rng(11);
  std::normal_distribution<double> noise(0.0, 0.3);
  std::vector<double> a, b;
  for (int i = 0; i < 40; ++i) {
    a.push_back(10.0 + noise(rng));
    b.push_back(10.0 + noise(rng));
  }
  const PairedComparison c = compare_paired(a, b);
  EXPECT_FALSE(c.significant) << c.diff_ci_low_us << " .. " << c.diff_ci_high_us;
  EXPECT_LT(c.diff_ci_low_us, 0.0);
  EXPECT_GT(c.diff_ci_high_us, 0.0);
}

TEST(GpuStats, PairedComparisonNeedsEnoughRoundsAndEqualSizes) {
  EXPECT_FALSE(compare_paired({1, 1, 1}, {2, 2, 2}).significant);  // too few rounds to call it
  EXPECT_TRUE(compare_paired({1, 1, 1, 1, 1, 1}, {2, 2, 2, 2, 2, 2}).significant);
  EXPECT_THROW(compare_paired({1, 2}, {1}), EvalError);
}

}  // namespace
}  // namespace evotune
