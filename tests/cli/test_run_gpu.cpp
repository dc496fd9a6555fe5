// `evotune run`'s options through the real binary on a GPU (label `gpu`;
// skipped, saying why, without one): --budget counts evaluations over all
// runs of a search, --limit the new ones of one invocation, --generations
// stops after that many, --seed (with --strategy random, whose proposals do
// not depend on measurements) decides the search, --time stops it, --devices
// 0,0 runs two workers (and resumes after kill -9). Each
// claim is read back from the database by SQL. The experiment is s512_scalar
// with a population of 3, so each run is a few seconds.
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <unistd.h>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "cli_runner.hpp"
#include "store/sqlite.hpp"
#include "support/cuda_tools.hpp"
#include "support/gpu_skip.hpp"

namespace evotune {
namespace {

namespace fs = std::filesystem;
using cli_testing::CliResult;

class RunOnGpu : public ::testing::Test {
 protected:
  void SetUp() override {
    EVOTUNE_SKIP_UNLESS_GPU();
    dir_ = fs::temp_directory_path() / ("evotune_run_gpu_" + std::to_string(::getpid()) + "_" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    yaml_ = cli_testing::small_scalar_experiment(dir_ / "project");
  }
  void TearDown() override {
    if (!dir_.empty()) fs::remove_all(dir_);
  }

  // `evotune --db DIR/DB run SMALL_EXPERIMENT ARGS`, without the sanitizer pass
  // (what these tests check is the search; SanitizerPassIsTheDefault checks the pass).
  CliResult run(const std::string& db, const std::string& args) {
    return run_sanitized(db, "--no-sanitize " + args);
  }
  CliResult run_sanitized(const std::string& db, const std::string& args) {
    return cli_testing::run_evotune(dir_, "--db " + (dir_ / db).string() + " run " + yaml_.string() + " " + args);
  }
  std::int64_t count(const std::string& db, const std::string& sql) {
    store::Database d(dir_ / db, {.read_only = true});
    return d.query_int(sql);
  }
  std::string text(const std::string& db, const std::string& sql) {
    store::Database d(dir_ / db, {.read_only = true});
    return d.query_text(sql);
  }
  // The proposals of a search, in order: "generation params" per candidate.
  std::vector<std::string> proposals(const std::string& db) {
    store::Database d(dir_ / db, {.read_only = true});
    store::Statement s(d, "SELECT generation || ' ' || params FROM candidates ORDER BY id");
    std::vector<std::string> out;
    while (s.step()) out.push_back(s.column_text(0));
    return out;
  }
  static constexpr const char* kLastRun = "SELECT stop_reason FROM runs ORDER BY id DESC LIMIT 1";
  static constexpr const char* kLastRunEvaluations = "SELECT evaluations FROM runs ORDER BY id DESC LIMIT 1";
  static constexpr const char* kEvaluations = "SELECT count(*) FROM evaluations";

  fs::path dir_;
  fs::path yaml_;
};

TEST_F(RunOnGpu, BudgetCountsOverAllRunsAndLimitOnlyThisOne) {
  CliResult r = run("x.db", "--budget 4 --seed 7");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(count("x.db", kEvaluations), 4);
  EXPECT_EQ(text("x.db", kLastRun), "budget_evaluations");
  // The same budget again: spent, nothing new.
  r = run("x.db", "--budget 4");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(count("x.db", kEvaluations), 4);
  EXPECT_EQ(count("x.db", kLastRunEvaluations), 0);
  EXPECT_EQ(count("x.db", "SELECT count(*) FROM runs"), 2);
  // A larger budget with --limit 2: two new evaluations, the budget is left for later.
  r = run("x.db", "--budget 9 --limit 2");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(count("x.db", kEvaluations), 6);
  EXPECT_EQ(count("x.db", kLastRunEvaluations), 2);
  r = run("x.db", "--budget 9");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(count("x.db", kEvaluations), 9);
  EXPECT_EQ(text("x.db", kLastRun), "budget_evaluations");
  // Every candidate was evaluated once.
  EXPECT_EQ(count("x.db", "SELECT count(DISTINCT candidate_id) FROM evaluations"), 9);
}

TEST_F(RunOnGpu, GenerationsStopTheSearch) {
  const CliResult r = run("x.db", "--generations 2 --budget 100");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(text("x.db", kLastRun), "generations");
  EXPECT_EQ(count("x.db", kEvaluations), 2 * 3);  // two generations of the population of 3
  EXPECT_EQ(count("x.db", "SELECT max(generation) FROM candidates"), 1);
}

TEST_F(RunOnGpu, TheSeedDecidesTheSearch) {
  for (const char* db : {"a.db", "b.db"}) {
    const CliResult r = run(db, "--strategy random --budget 6 --seed 7");
    ASSERT_EQ(r.exit_code, 0) << db << ": " << r.err;
  }
  const CliResult r = run("c.db", "--strategy random --budget 6 --seed 8");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::vector<std::string> a = proposals("a.db");
  EXPECT_EQ(a.size(), 6u);
  EXPECT_EQ(a, proposals("b.db"));
  EXPECT_NE(a, proposals("c.db"));
  EXPECT_EQ(count("a.db", "SELECT count(DISTINCT origin) FROM candidates"), 1);
  EXPECT_EQ(text("a.db", "SELECT origin FROM candidates LIMIT 1"), "random");
  EXPECT_EQ(count("a.db", "SELECT seed FROM runs"), 7);
}

// By default the top candidates pass compute-sanitizer before the best is
// reported; a second run with the budget spent checks nothing again.
TEST_F(RunOnGpu, SanitizerPassIsTheDefault) {
  if (test_support::cuda_tool("compute-sanitizer").empty())
    GTEST_SKIP() << "no compute-sanitizer (the build's toolkit, $CUDA_HOME, /usr/local/cuda)";
  CliResult r = run_sanitized("x.db", "--budget 4 --seed 7 --sanitize-top 2");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  // The scalar template is honest: its two fastest are clean under all three tools.
  EXPECT_NE(r.out.find("sanitizer: top 2 clean ("), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(", 2 checked now, "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("sanitizer-clean"), std::string::npos) << r.out;  // on the best: line
  EXPECT_EQ(count("x.db", "SELECT count(*) FROM sanitizer_checks WHERE verdict = 'clean'"), 6);
  EXPECT_EQ(count("x.db", "SELECT count(DISTINCT tool) FROM sanitizer_checks"), 3);
  EXPECT_EQ(count("x.db", "SELECT count(*) FROM sanitizer_checks WHERE run_id = (SELECT max(id) FROM runs)"), 6);
  EXPECT_GT(count("x.db", "SELECT CAST(total(seconds) * 1000 AS INTEGER) FROM sanitizer_checks"), 0);
  // Nothing new to check: the verdicts stand.
  r = run_sanitized("x.db", "--budget 4 --sanitize-top 2");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find(", 0 checked now, 0.0 s"), std::string::npos) << r.out;
  EXPECT_EQ(count("x.db", "SELECT count(*) FROM sanitizer_checks"), 6);
  // export --best hands out the clean winner.
  r = cli_testing::run_evotune(dir_, "--db " + (dir_ / "x.db").string() + " export s512_scalar --best");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("// sanitizer    clean under compute-sanitizer"), std::string::npos) << r.out.substr(0, 3000);
}

TEST_F(RunOnGpu, TheTimeBudgetStopsTheRun) {
  // A millisecond: spent before the first compile can finish, whatever the machine.
  const CliResult r = run("x.db", "--time 0.001 --budget 100");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(text("x.db", kLastRun), "budget_time");
  EXPECT_LT(count("x.db", kEvaluations), 100);
  EXPECT_NE(r.out.find("stop: budget_time"), std::string::npos) << r.out;
}

// Issue 19: two workers sharing the one GPU (--devices 0,0, how a machine of
// one GPU stands in for two) take candidates from one compile feed; every
// candidate is evaluated and stored once, each measured one with the device
// that measured it. Killed (-9) at its 6th commit, a run of two workers
// resumes and finishes the budget, still storing each evaluation once.
TEST_F(RunOnGpu, TwoWorkersOnOneGpuStoreEveryEvaluationOnceAndResumeAfterAKill) {
  CliResult r = run("x.db", "--devices 0,0 --budget 9 --seed 7");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(count("x.db", kEvaluations), 9);
  EXPECT_EQ(count("x.db", "SELECT count(DISTINCT candidate_id) FROM evaluations"), 9);
  const char* measured_sql =
      "SELECT count(*) FROM evaluations WHERE status NOT IN ('compile_error', 'compile_timeout', 'gate_reject')";
  EXPECT_GT(count("x.db", measured_sql), 0);
  EXPECT_EQ(count("x.db", "SELECT count(*) FROM evaluation_devices WHERE device = '0'"), count("x.db", measured_sql));
  EXPECT_EQ(count("x.db", "SELECT count(*) FROM evaluation_devices"), count("x.db", measured_sql));
  EXPECT_NE(r.out.find("worker 0 on device 0: "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("worker 1 on device 0: "), std::string::npos) << r.out;
  // Each worker's load is stored with the run, and the report has it per device (two workers on device 0).
  EXPECT_EQ(count("x.db", "SELECT count(*) FROM run_devices WHERE device = '0'"), 2);
  EXPECT_EQ(count("x.db", "SELECT sum(measured) FROM run_devices"), count("x.db", measured_sql));
  const CliResult report =
      cli_testing::run_evotune(dir_, "--db " + (dir_ / "x.db").string() + " report " + yaml_.string());
  ASSERT_EQ(report.exit_code, 0) << report.err;
  EXPECT_NE(report.out.find("<h2>Devices</h2>"), std::string::npos);
  EXPECT_NE(report.out.find("<tr><td>0</td><td class=\"n\">2</td>"), std::string::npos);

  ::setenv("EVOTUNE_TEST_SIGNAL_AT_COMMIT", "6", 1);
  r = run("y.db", "--devices 0,0 --budget 9 --seed 7");
  ::unsetenv("EVOTUNE_TEST_SIGNAL_AT_COMMIT");
  ASSERT_EQ(r.exit_code, 128 + SIGKILL) << r.err;
  const std::int64_t before = count("y.db", kEvaluations);
  EXPECT_LT(before, 9);
  r = run("y.db", "--devices 0,0 --budget 9");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(count("y.db", kEvaluations), 9);
  EXPECT_EQ(count("y.db", "SELECT count(DISTINCT candidate_id) FROM evaluations"), 9);
  EXPECT_EQ(count("y.db", "SELECT count(*) FROM candidates"), 9);
  EXPECT_EQ(count("y.db", kLastRunEvaluations), 9 - before);
  EXPECT_EQ(count("y.db", "SELECT count(*) FROM evaluation_devices"), count("y.db", measured_sql));
}

// Issue 15: after a run on the GPU, the experiment's measured baselines run
// (here a shell command printing one time) and are stored; --no-baselines
// skips them; the leaderboard then uses the measured time with its device.
TEST_F(RunOnGpu, MeasuredBaselinesRunAfterTheSearchUnlessNoBaselines) {
  {
    std::ofstream(yaml_, std::ios::app)
        << "  - {name: probe_sdpa, command: \"echo '[{\\\"time_us\\\": 9, \\\"device\\\": \\\"NVIDIA TEST\\\", "
           "\\\"method\\\": \\\"echo\\\"}]'\"}\n";
  }
  CliResult r = run("x.db", "--budget 3 --seed 7 --no-baselines");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(count("x.db", "SELECT count(*) FROM measured_baselines"), 0);
  r = run("x.db", "--budget 6 --seed 7");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(count("x.db", "SELECT count(*) FROM measured_baselines WHERE name = 'probe_sdpa' AND time_us = 9"), 1);
  EXPECT_NE(r.out.find("measured baselines"), std::string::npos) << r.out;
  const CliResult board =
      cli_testing::run_evotune(dir_, "--db " + (dir_ / "x.db").string() + " leaderboard " + yaml_.string() +
                                         " --format json");
  ASSERT_EQ(board.exit_code, 0) << board.err;
  bool shown = false;
  // Named: a range-for over a member of a temporary would read a destroyed object (before C++23).
  const nlohmann::json parsed = nlohmann::json::parse(board.out);
  for (const auto& b : parsed["baselines"])
    if (b["name"] == "probe_sdpa") {
      shown = true;
      EXPECT_EQ(b["time_us"], 9.0);
      EXPECT_EQ(b["measured"], true);
      EXPECT_EQ(b["device_differs"], true) << "NVIDIA TEST is not this GPU";
    }
  EXPECT_TRUE(shown) << board.out;
}

}  // namespace
}  // namespace evotune
