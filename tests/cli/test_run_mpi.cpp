// `mpirun --oversubscribe -np 2 evotune run --no-gpu` through the real binary
// on the CPU (built with -DEVOTUNE_WITH_MPI=ON only): rank 0 runs the search
// and writes the database, rank 1 serves compiles (a run without a GPU only
// compiles); each candidate is compiled and stored once, and the search is
// the one a run without MPI makes. A run killed (SIGKILL) on rank 1 at its
// 3rd request, or on rank 0 at its 3rd commit, takes the whole job down
// (mpirun's rule); the next run resumes and ends with the same search, every
// candidate once. On a GPU (skipped without one) the same with measuring:
// `mpirun -np 2 evotune run` of the small s512 experiment, one worker per rank
// on the one GPU, every evaluation stored once with its device, and resumes
// after kill -9 of rank 1 or of rank 0.
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include <unistd.h>

#include <gtest/gtest.h>

#include "cli_runner.hpp"
#include "store/sqlite.hpp"
#include "support/gpu_skip.hpp"

namespace evotune {
namespace {

namespace fs = std::filesystem;

std::int64_t count(const fs::path& db, const std::string& sql) {
  store::Database d(db, {.read_only = true});
  return d.query_int(sql);
}

// Each candidate with its compile's status, in proposal order.
std::vector<std::string> search_of(const fs::path& db) {
  store::Database d(db, {.read_only = true});
  store::Statement s(d,
                     "SELECT c.params || ' ' || c.generation || ' ' || coalesce(k.status, '-') FROM candidates c "
                     "LEFT JOIN compiles k ON k.source_hash = c.source_hash ORDER BY c.id");
  std::vector<std::string> out;
  while (s.step()) out.push_back(s.column_text(0));
  return out;
}

class RunUnderMpirun : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("evotune_run_mpi_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    yaml_ = cli_testing::tiny_experiment(dir_ / "project");
  }
  void TearDown() override { fs::remove_all(dir_); }

  // `mpirun -np 2 evotune --db DB run TINY --no-gpu -j 1` (with `env` set for both ranks).
  cli_testing::CliResult mpirun(const std::string& db, const std::string& env = "") {
    return mpirun_run(db, yaml_, "--no-gpu -j 1", env);
  }
  cli_testing::CliResult mpirun_run(const std::string& db, const fs::path& yaml, const std::string& args,
                                    const std::string& env) {
    // $EVOTUNE_MPIEXEC: the mpirun of the machine the test runs on, when not the build machine's.
    const char* mpiexec = std::getenv("EVOTUNE_MPIEXEC");
    const std::string cmd = (env.empty() ? "" : "env " + env + " ") + (mpiexec ? mpiexec : EVOTUNE_MPIEXEC) +
                            " --oversubscribe -np 2 " + EVOTUNE_BINARY + " --db " + (dir_ / db).string() + " run " +
                            yaml.string() + " " + args + " >" + (dir_ / "out.txt").string() + " 2>" +
                            (dir_ / "err.txt").string();
    const int status = std::system(cmd.c_str());
    cli_testing::CliResult r;
    r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    r.out = cli_testing::slurp(dir_ / "out.txt");
    r.err = cli_testing::slurp(dir_ / "err.txt");
    return r;
  }
  void expect_each_candidate_compiled_once(const std::string& db) {
    EXPECT_EQ(count(dir_ / db, "SELECT count(*) FROM candidates"), 8);
    EXPECT_EQ(count(dir_ / db, "SELECT count(*) FROM compiles"), 8);
    EXPECT_EQ(count(dir_ / db, "SELECT count(DISTINCT source_hash) FROM compiles"), 8);
  }

  fs::path dir_;
  fs::path yaml_;
};

TEST_F(RunUnderMpirun, RankOneCompilesForRankZeroAndKillsOfEitherRankResume) {
  // Without MPI: the search to match.
  const cli_testing::CliResult plain =
      cli_testing::run_evotune(dir_, "--db " + (dir_ / "plain.db").string() + " run " + yaml_.string() + " --no-gpu -j 1");
  ASSERT_EQ(plain.exit_code, 0) << plain.err;
  const std::vector<std::string> expected = search_of(dir_ / "plain.db");
  ASSERT_EQ(expected.size(), 8u);

  cli_testing::CliResult r = mpirun("whole.db");
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_NE(r.err.find("serving 0 GPU workers and 1 compile thread"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("released after 0 worker jobs and "), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("this run: 8 compiled"), std::string::npos) << r.out;
  expect_each_candidate_compiled_once("whole.db");
  EXPECT_EQ(search_of(dir_ / "whole.db"), expected);

  for (const auto& [db, env] : {std::pair<std::string, std::string>{"rank1.db", "EVOTUNE_TEST_RANK_KILL_AT=3"},
                                {"rank0.db", "EVOTUNE_TEST_SIGNAL_AT_COMMIT=3"}}) {
    r = mpirun(db, env);
    EXPECT_NE(r.exit_code, 0) << env << ": the job should have died\n" << r.out << r.err;
    EXPECT_LT(count(dir_ / db, "SELECT count(*) FROM compiles"), 8) << env;
    r = mpirun(db);
    ASSERT_EQ(r.exit_code, 0) << env << ": the resume failed\n" << r.out << r.err;
    expect_each_candidate_compiled_once(db);
    EXPECT_EQ(search_of(dir_ / db), expected) << env;
  }
}

// On a GPU: one worker per rank on the one GPU (two on one GPU, how a machine
// of one GPU stands in for two hosts).
TEST_F(RunUnderMpirun, OnAGpuBothRanksMeasureAndKillsOfEitherRankResume) {
  EVOTUNE_SKIP_UNLESS_GPU();
  const fs::path small = cli_testing::small_scalar_experiment(dir_ / "s512");
  const char* measured_sql =
      "SELECT count(*) FROM evaluations WHERE status NOT IN ('compile_error', 'compile_timeout', 'gate_reject')";
  cli_testing::CliResult r = mpirun_run("gpu.db", small, "--no-sanitize -j 2 --budget 9 --seed 7", "");
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_EQ(count(dir_ / "gpu.db", "SELECT count(*) FROM evaluations"), 9);
  EXPECT_EQ(count(dir_ / "gpu.db", "SELECT count(DISTINCT candidate_id) FROM evaluations"), 9);
  EXPECT_EQ(count(dir_ / "gpu.db", "SELECT count(*) FROM evaluation_devices WHERE device LIKE '%:0'"),
            count(dir_ / "gpu.db", measured_sql));
  EXPECT_NE(r.err.find("serving 1 GPU worker and "), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("worker 1 on device "), std::string::npos) << r.out;  // rank 1's, in rank 0's summary

  for (const auto& [db, env] : {std::pair<std::string, std::string>{"gpu_rank1.db", "EVOTUNE_TEST_RANK_KILL_AT=3"},
                                {"gpu_rank0.db", "EVOTUNE_TEST_SIGNAL_AT_COMMIT=6"}}) {
    r = mpirun_run(db, small, "--no-sanitize -j 2 --budget 9 --seed 7", env);
    EXPECT_NE(r.exit_code, 0) << env << ": the job should have died\n" << r.out << r.err;
    EXPECT_LT(count(dir_ / db, "SELECT count(*) FROM evaluations"), 9) << env;
    r = mpirun_run(db, small, "--no-sanitize -j 2 --budget 9", "");
    ASSERT_EQ(r.exit_code, 0) << env << ": the resume failed\n" << r.out << r.err;
    EXPECT_EQ(count(dir_ / db, "SELECT count(*) FROM evaluations"), 9) << env;
    EXPECT_EQ(count(dir_ / db, "SELECT count(DISTINCT candidate_id) FROM evaluations"), 9) << env;
    EXPECT_EQ(count(dir_ / db, "SELECT count(*) FROM candidates"), 9) << env;
    EXPECT_EQ(count(dir_ / db, "SELECT count(*) FROM evaluation_devices"), count(dir_ / db, measured_sql)) << env;
  }
}

}  // namespace
}  // namespace evotune
