// The host side of the CUPTI range profiler (no GPU needed: the metric
// dictionary of a chip ships with CUPTI), the combining of per-launch ranges,
// and the profile/check jobs on the worker protocol.
#include <gtest/gtest.h>

#include "core/profile_metrics.hpp"
#include "eval/gpu_evaluator.hpp"
#include "eval/gpu_profiler.hpp"
#include "eval/worker_protocol.hpp"

namespace evotune {
namespace {

TEST(ProfilerHost, EveryCatalogueMetricExistsOnHopper) {
  // GH100: H100 and H200. Each group on its own, so a renamed metric names its group.
  for (const MetricGroup& g : metric_groups()) {
    const std::vector<std::string> names(g.metrics.begin(), g.metrics.end());
    EXPECT_NO_THROW(profiler_pass_count("GH100", names)) << g.name;
  }
}

TEST(ProfilerHost, DefaultSetNeedsFewReplayPasses) {
  // Measured cost on the H200 is ~24 ms a pass (design notes): keep the default cheap.
  const int passes = profiler_pass_count("GH100", resolve_metrics(default_metric_groups()));
  EXPECT_GE(passes, 1);
  EXPECT_LE(passes, 4);
  // sm_throughput is the expensive one, as its group says.
  EXPECT_GT(profiler_pass_count("GH100", resolve_metrics({"sm_throughput"})), passes);
}

TEST(ProfilerHost, UnknownMetricIsNamed) {
  try {
    profiler_pass_count("GH100", {"dram__throughput.avg.pct_of_peak_sustained_elapsed", "smsp__no_such_counter.sum"});
    FAIL() << "an unknown metric was accepted";
  } catch (const EvalError& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("cannot collect smsp__no_such_counter.sum"), std::string::npos) << what;
    EXPECT_EQ(what.find("cannot collect dram__"), std::string::npos) << what;
  }
}

TEST(ProfilerHost, RangesCombineSumsAndDurationWeightedRates) {
  // A split-KV kernel of 3 us followed by a combine kernel of 1 us.
  const auto c = combine_ranges({{{"gpu__time_duration.sum", 3000}, {"dram__throughput.avg.pct", 20}, {"x.sum", 5}},
                                 {{"gpu__time_duration.sum", 1000}, {"dram__throughput.avg.pct", 60}, {"x.sum", 7}}});
  EXPECT_DOUBLE_EQ(c.at("gpu__time_duration.sum"), 4000);
  EXPECT_DOUBLE_EQ(c.at("x.sum"), 12);
  EXPECT_DOUBLE_EQ(c.at("dram__throughput.avg.pct"), 30);  // (3 * 20 + 1 * 60) / 4
  EXPECT_TRUE(combine_ranges({}).empty());
}

TEST(ProfilerProtocol, ProfileJobAndResultRoundTrip) {
  WorkerJob job;
  job.id = 9;
  job.kind = JobKind::profile;
  job.candidate.cubin = "abc";
  job.candidate.launches.push_back(LaunchPlan{"k", {2, 1, 1}, {128, 1, 1}, 0, {0}});
  job.args.push_back(ArgBinding{"out", DType::f32, true, 256, ArgRole::output, {}, 0});
  job.profile_metrics = {"dram__throughput.avg.pct_of_peak_sustained_elapsed", "gpu__time_duration.sum"};
  const WorkerJob back = decode_job(encode_job(job));
  EXPECT_EQ(back.kind, JobKind::profile);
  EXPECT_EQ(back.profile_metrics, job.profile_metrics);

  WorkerJob empty = job;
  empty.profile_metrics.clear();
  EXPECT_THROW(decode_job(encode_job(empty)), EvalError);

  WorkerResult r;
  r.id = 9;
  r.profile = ProfileResult{{{"gpu__time_duration.sum", 5120.5}, {"dram__throughput.avg.pct", 12.25}}, 3, 2, 61.5};
  const WorkerResult rb = decode_result(encode_result(r));
  ASSERT_TRUE(rb.profile.has_value());
  EXPECT_EQ(rb.profile->metrics, r.profile->metrics);
  EXPECT_EQ(rb.profile->passes, 3);
  EXPECT_EQ(rb.profile->ranges, 2);
  EXPECT_DOUBLE_EQ(rb.profile->profile_ms, 61.5);

  WorkerJob check = job;
  check.kind = JobKind::check;
  check.reference = job.candidate;
  EXPECT_EQ(decode_job(encode_job(check)).kind, JobKind::check);
}

// Summaries as compute-sanitizer 2025 (CUDA 13.0) wrote them on the H200.
TEST(SanitizerLog, SummariesOfMemcheckAndRacecheckAreRead) {
  EXPECT_EQ(sanitizer_error_count("========= COMPUTE-SANITIZER\n========= ERROR SUMMARY: 0 errors\n"), 0);
  EXPECT_EQ(sanitizer_error_count("========= Invalid __global__ read of size 4 bytes\n...\n"
                                  "========= ERROR SUMMARY: 3 errors\n"),
            3);
  EXPECT_EQ(sanitizer_error_count("========= COMPUTE-SANITIZER\n"
                                  "========= RACECHECK SUMMARY: 0 hazards displayed (0 errors, 0 warnings)\n"),
            0);
  EXPECT_EQ(sanitizer_error_count("========= RACECHECK SUMMARY: 5 hazards displayed (2 errors, 3 warnings)\n"), 2);
  EXPECT_EQ(sanitizer_error_count("========= COMPUTE-SANITIZER\n"), std::nullopt);  // killed before the summary
  EXPECT_EQ(sanitizer_error_count("========= RACECHECK SUMMARY: garbled\n(1 errors"), std::nullopt);
}

// Only the candidate's kernel is instrumented where it has one entry: at
// (2,8,2048,128) the reference took 44 ms a call against the candidate's 86 us,
// and racecheck spent 98 s a candidate instrumenting it.
TEST(SanitizerFilter, OneEntryIsTheOnlyKernelChecked) {
  KernelProgram one;
  one.launches.resize(2);
  one.launches[0].entry = one.launches[1].entry = "attention_wgmma";
  EXPECT_EQ(sanitizer_kernel_filter(one), (std::vector<std::string>{"--kernel-name", "kne=attention_wgmma"}));
  KernelProgram two = one;
  two.launches[1].entry = "combine";
  EXPECT_EQ(sanitizer_kernel_filter(two), (std::vector<std::string>{"--kernel-name-exclude", "kns=evotune_"}));
}

}  // namespace
}  // namespace evotune
