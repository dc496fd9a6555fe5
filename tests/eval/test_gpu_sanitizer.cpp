// The sanitizer pass on the GPU (label `gpu`; skipped, saying why, without a
// GPU or without compute-sanitizer): kernels whose faults no value check can
// see are measured ok by the real evaluator, then the pass runs them under the
// real compute-sanitizer (GpuEvaluator::sanitize through GpuSanitizerRunner)
// and gives them their status in a real store:
//   - tests/eval/broken/rare_race.cu (a read-after-write race between warps
//     whose value cancels out): racy, by racecheck;
//   - the scalar reference kernel as a candidate: clean under memcheck,
//     racecheck and synccheck (no false alarm from the worker's own kernels).
// (No memory_error case here yet: memcheck sees a buffer's whole mapped page,
// so a read of its canary bytes is no error to it; see gpu_evaluator.cpp.)
// Each kernel has the scalar reference's signature and launch, so the
// experiment is s512_scalar with its kernel swapped for it.
#include <chrono>
#include <cstdio>
#include <memory>

#include <unistd.h>

#include <gtest/gtest.h>

#include "attention_references.hpp"
#include "core/experiment.hpp"
#include "eval/gpu_evaluator.hpp"
#include "tune/sanitizer_pass.hpp"
#include "store/store.hpp"
#include "support/cuda_tools.hpp"
#include "support/gpu_skip.hpp"

namespace evotune {
namespace {

namespace fs = std::filesystem;

fs::path root() { return fs::path(EVOTUNE_SOURCE_ROOT); }

// s512_scalar checked against the scalar reference, its kernel replaced by
// `source` (entry `entry`) launched as the reference is, with no parameters.
Experiment experiment_with_kernel(const fs::path& source, const std::string& entry) {
  Experiment e = test_support::with_scalar_reference(load_experiment(root() / "experiments/s512_scalar.yaml"), root());
  e.kernel = e.reference.kernel;
  e.kernel.source = source;
  e.kernel.source_text = source.lexically_relative(root()).string();
  for (LaunchSpec& l : e.kernel.launches) l.entry = entry;
  e.space.clear();
  e.restrictions.clear();
  e.search.seeds.clear();
  return e;
}

class GpuSanitizer : public ::testing::Test {
 protected:
  void SetUp() override {
    EVOTUNE_SKIP_UNLESS_GPU();
    sanitizer_ = test_support::cuda_tool("compute-sanitizer");
    if (sanitizer_.empty()) GTEST_SKIP() << "no compute-sanitizer (the build's toolkit, $CUDA_HOME, /usr/local/cuda)";
    dir_ = fs::temp_directory_path() / ("evotune_gpu_sanitizer_" + std::to_string(::getpid()) + "_" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override {
    if (!dir_.empty()) fs::remove_all(dir_);
  }

  struct Checked {
    Outcome outcome;               ///< what the evaluator measured
    tune::SanitizerPassReport report;    ///< what the pass did
    store::Measurement after;              ///< the evaluation after the pass
    std::vector<store::SanitizerCheck> checks;
  };

  // Measures the kernel with the real evaluator, stores the outcome as the
  // search does, then runs the sanitizer pass (top 1) over it.
  Checked measure_and_sanitize(const Experiment& e) {
    Checked c;
    GpuEvaluatorOptions o;
    o.worker_argv = {EVOTUNE_BINARY, "worker", "--device", "0"};
    o.compiler.helper = EVOTUNE_BINARY;  // runs `__compile-child`
    o.compile_threads = 1;
    GpuEvaluator ev(e, o);
    const Point point;
    const std::string identity = ev.identity(point);
    ev.submit({Proposal{1, point, identity}});
    std::vector<Outcome> outcomes;
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::minutes(5);
    while (outcomes.empty() && std::chrono::steady_clock::now() < give_up)
      for (Outcome& out : ev.collect(std::chrono::milliseconds(500))) outcomes.push_back(std::move(out));
    EXPECT_EQ(outcomes.size(), 1u);
    if (outcomes.empty()) return c;
    c.outcome = outcomes.front();
    std::fprintf(stderr, "[%s] evaluator: %s %s\n", e.kernel.source.filename().c_str(),
                 std::string(status_name(c.outcome.measurement.status)).c_str(), c.outcome.measurement.error.c_str());

    store::Store s(dir_ / "evotune.db");
    std::int64_t experiment = 0, environment = 0, candidate = 0, run = 0;
    {
      auto tx = s.transaction();
      experiment = s.insert_experiment({0, e.name, e.file.string(), e.file_hash, e.file_text, ""});
      environment = s.environment_id(ev.environment());
      run = s.begin_run({experiment, environment, "evo", 1, "{}"});
      store::CandidateRow row;
      row.experiment_id = experiment;
      row.environment_id = environment;
      row.source_hash = identity;
      row.params_json = "{}";
      candidate = s.insert_candidate(row);
      std::optional<std::int64_t> compile;
      if (c.outcome.compile) compile = s.put_compile(*c.outcome.compile);
      s.insert_evaluation(candidate, run, compile, c.outcome.measurement, 1.0);
      tx.commit();
    }
    GpuSanitizerRunner runner(ev, sanitizer_);
    c.report = tune::run_sanitizer_pass(s, experiment, environment, runner, {1, run});
    for (const std::string& line : c.report.lines) std::fprintf(stderr, "%s\n", line.c_str());
    std::fprintf(stderr, "%s\n", c.report.summary().c_str());
    c.after = s.evaluation(candidate)->measurement;
    c.checks = s.sanitizer_checks(s.evaluation(candidate)->id);
    for (const store::SanitizerCheck& k : c.checks)
      if (k.verdict != "clean") std::fprintf(stderr, "%s: %s\n%s\n", k.tool.c_str(), k.verdict.c_str(), k.report.c_str());
    return c;
  }

  const store::SanitizerCheck* check_of(const Checked& c, const std::string& tool) {
    for (const store::SanitizerCheck& k : c.checks)
      if (k.tool == tool) return &k;
    return nullptr;
  }

  fs::path sanitizer_;
  fs::path dir_;
};

TEST_F(GpuSanitizer, ARaceNoValueCheckSeesIsFoundByRacecheckAndTheCandidateIsRacy) {
  const Checked c =
      measure_and_sanitize(experiment_with_kernel(root() / "tests/eval/broken/rare_race.cu", "attention_broken"));
  // The evaluator's value checks pass it (its output cancels the race out exactly) ...
  ASSERT_EQ(c.outcome.measurement.status, CandidateStatus::ok) << c.outcome.measurement.error;
  // ... the sanitizer pass takes it out.
  EXPECT_EQ(c.after.status, CandidateStatus::racy) << c.after.error;
  EXPECT_NE(c.after.error.find("compute-sanitizer racecheck found"), std::string::npos) << c.after.error;
  EXPECT_TRUE(c.after.time_p50_us.has_value());  // its timing kept for the record
  EXPECT_EQ(c.report.removed.size(), 1u);
  const store::SanitizerCheck* memcheck = check_of(c, "memcheck");
  const store::SanitizerCheck* racecheck = check_of(c, "racecheck");
  ASSERT_NE(memcheck, nullptr);
  ASSERT_NE(racecheck, nullptr);
  EXPECT_EQ(memcheck->verdict, "clean") << memcheck->report;
  EXPECT_EQ(racecheck->verdict, "errors") << racecheck->report;
  EXPECT_GT(racecheck->errors, 0) << racecheck->report;
  EXPECT_EQ(check_of(c, "synccheck"), nullptr);  // out after racecheck: no need to run more
}

TEST_F(GpuSanitizer, AnHonestKernelIsCleanUnderEveryTool) {
  const Checked c = measure_and_sanitize(
      experiment_with_kernel(root() / "kernels/seeds/attention_ref.cu", "attention_ref"));
  ASSERT_EQ(c.outcome.measurement.status, CandidateStatus::ok) << c.outcome.measurement.error;
  EXPECT_EQ(c.after.status, CandidateStatus::ok) << c.after.error;
  ASSERT_EQ(c.checks.size(), 3u);
  for (const store::SanitizerCheck& k : c.checks) EXPECT_EQ(k.verdict, "clean") << k.tool << "\n" << k.report;
  EXPECT_EQ(c.report.clean.size(), 1u);
  EXPECT_GT(c.report.seconds, 0.0);
}

}  // namespace
}  // namespace evotune
