// The `evotune` binary as a user meets it: help on every command, exit codes,
// doctor with and without a GPU, run's log file next to the database, and one
// clear line for a GPU that is not there. Runs the real binary.
#include <sys/wait.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "cli/commands.hpp"
#include "cli_runner.hpp"
#include "eval/driver.hpp"

namespace evotune {
namespace {

namespace fs = std::filesystem;

using Result = cli_testing::CliResult;
using cli_testing::slurp;
using cli_testing::small_scalar_experiment;

class Cli : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("evotune_cli_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  // Runs `evotune ARGS` (args are joined into a shell command: keep them free
  // of shell syntax). --db defaults into this test's temporary folder.
  Result run(const std::string& args, bool default_db = true) {
    return cli_testing::run_evotune(dir_, (default_db ? "--db " + (dir_ / "db/evotune.db").string() + " " : "") + args);
  }

  static int count(const std::string& haystack, const std::string& needle) {
    int n = 0;
    for (auto at = haystack.find(needle); at != std::string::npos; at = haystack.find(needle, at + 1)) ++n;
    return n;
  }

  fs::path dir_;
};

TEST_F(Cli, TopLevelHelpListsEveryCommand) {
  const Result r = run("--help");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  for (const char* cmd : {"run", "worker", "validate", "compile", "leaderboard", "show", "export",
                          "report", "doctor"}) {
    EXPECT_NE(r.out.find(std::string("  ") + cmd), std::string::npos) << cmd << "\n" << r.out;
  }
  EXPECT_NE(r.out.find("--db"), std::string::npos);
}

TEST_F(Cli, EveryCommandHasHelpWithItsOptions) {
  const std::vector<std::pair<std::string, std::vector<std::string>>> expected = {
      {"run", {"EXPERIMENT", "--strategy", "--budget", "--time", "--seed", "--limit", "--generations",
               "--arch", "--device", "--jobs", "--resume-changed", "--no-gpu"}},
      {"worker", {"--device"}},
      {"validate", {}},
      {"compile", {}},
      {"leaderboard", {"EXPERIMENT", "--top", "--format", "--all-status"}},
      {"show", {"ID", "--log", "--source"}},
      {"export", {}},
      {"report", {"EXPERIMENT", "--output"}},
      {"doctor", {}},
  };
  for (const auto& [cmd, options] : expected) {
    const Result r = run(cmd + " --help");
    EXPECT_EQ(r.exit_code, 0) << cmd << ": " << r.err;
    EXPECT_NE(r.out.find("Usage"), std::string::npos) << cmd << "\n" << r.out;
    for (const auto& opt : options) {
      EXPECT_NE(r.out.find(opt), std::string::npos) << cmd << " --help lacks " << opt << "\n" << r.out;
    }
  }
}

TEST_F(Cli, UsageErrorsExitOneWithAMessage) {
  Result r = run("no-such-command");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_FALSE(r.err.empty());
  r = run("");  // a command is required
  EXPECT_EQ(r.exit_code, 1);
  r = run("leaderboard --format yaml");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("--format"), std::string::npos) << r.err;
  r = run("run experiments/s512_scalar.yaml --strategy annealing");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("--strategy"), std::string::npos) << r.err;
  r = run("run experiments/s512_scalar.yaml --arch compute_90");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("sm_90"), std::string::npos) << r.err;
  r = run("-q -v doctor");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("excludes"), std::string::npos) << r.err;
}

TEST_F(Cli, VersionFlag) {
  const Result r = run("--version");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.out.find(EVOTUNE_VERSION), std::string::npos) << r.out;
}

TEST_F(Cli, DoctorReportsEveryItemOnItsOwnLine) {
  const Result r = run("doctor");
  for (const char* item : {"evotune", "CUDA toolkit", "NVRTC", "CUPTI", "libcuda", "compile target",
                           "templates", "database", "log file"}) {
    bool found = false;
    std::istringstream lines(r.out);
    for (std::string line; std::getline(lines, line);) {
      if ((line.rfind("OK", 0) == 0 || line.rfind("WARN", 0) == 0 || line.rfind("MISSING", 0) == 0) &&
          line.find(item) != std::string::npos) {
        found = true;
      }
    }
    EXPECT_TRUE(found) << "no status line for " << item << "\n" << r.out;
  }
  // The toolkit here built the binary: NVRTC must work and target sm_90.
  EXPECT_NE(r.out.find("sm_90 included"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find((dir_ / "db/evotune.db").string()), std::string::npos) << r.out;

  if (eval::gpu_unavailable(0)) {
    EXPECT_EQ(r.exit_code, 1) << r.out;
    EXPECT_NE(r.out.find("MISSING  libcuda"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("no GPU: validate/compile/export/leaderboard work; run's GPU stages need a GPU"),
              std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find("sm_90 (default; no GPU to ask)"), std::string::npos) << r.out;
  } else {
    EXPECT_EQ(r.exit_code, 0) << r.out;
    EXPECT_NE(r.out.find("OK       GPU 0"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("(from GPU 0)"), std::string::npos) << r.out;
  }
}

TEST_F(Cli, DoctorSaysWhenTheDatabaseFolderIsNotWritable) {
  // A folder below a regular file can never be created, even by root.
  std::ofstream(dir_ / "plain_file") << "x";
  const Result r = run("--db " + (dir_ / "plain_file/sub/evotune.db").string() + " doctor", false);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.out.find("MISSING  database"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("WARN     log file"), std::string::npos) << r.out;
}

// `run` (the command that writes the database) keeps its log beside it; the
// commands that only read write none (tests/cli/test_data_safety.cpp).
TEST_F(Cli, RunsLogFileSitsNextToTheDatabase) {
  const fs::path db = dir_ / "deeper/folder/my.db";
  const std::string run_missing = " run " + (dir_ / "missing.yaml").string();
  const Result r = run("--db " + db.string() + " -v" + run_missing, false);
  EXPECT_EQ(r.exit_code, 1) << r.err;
  const fs::path log = dir_ / "deeper/folder/evotune.log";
  ASSERT_TRUE(fs::exists(log)) << r.err;
  const std::string text = slurp(log);
  EXPECT_NE(text.find("[debug] evotune " EVOTUNE_VERSION ":"), std::string::npos) << text;
  // -v shows debug lines on the console too; without it they stay in the file.
  EXPECT_NE(r.err.find("debug: "), std::string::npos) << r.err;
  const Result quiet = run("--db " + db.string() + run_missing, false);
  EXPECT_EQ(quiet.err.find("debug: "), std::string::npos) << quiet.err;
  // Appended, not truncated.
  EXPECT_EQ(count(slurp(log), "[debug] evotune " EVOTUNE_VERSION ":"), 2) << slurp(log);
  // doctor only looks: the log file stays as it was.
  const std::string before_doctor = slurp(log);
  run("--db " + db.string() + " doctor", false);
  EXPECT_EQ(slurp(log), before_doctor);
}

TEST_F(Cli, UnwritableLogFileWarnsOnceAndTheCommandGoesOn) {
  std::ofstream(dir_ / "plain_file") << "x";
  const std::string run_missing = " run " + (dir_ / "missing.yaml").string();
  const Result r = run("--db " + (dir_ / "plain_file/evotune.db").string() + run_missing, false);
  EXPECT_EQ(count(r.err, "no log file"), 1) << r.err;
  EXPECT_NE(r.err.find("warning: no log file"), std::string::npos) << r.err;
  // The command still ran to its end: its own error follows.
  EXPECT_NE(r.err.find("missing.yaml: cannot open the experiment file"), std::string::npos) << r.err;
  // -q keeps warnings.
  const Result q = run("-q --db " + (dir_ / "plain_file/evotune.db").string() + run_missing, false);
  EXPECT_EQ(count(q.err, "no log file"), 1) << q.err;
}

TEST_F(Cli, RunRejectsABadExperimentWithTheLoadersMessages) {
  Result r = run("run " + (dir_ / "missing.yaml").string());
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("missing.yaml"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("nothing was run"), std::string::npos) << r.err;

  std::ofstream(dir_ / "bad.yaml") << "name: x\nproblem: [1, 2\n";
  r = run("run " + (dir_ / "bad.yaml").string());
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("bad.yaml:"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("nothing was run"), std::string::npos) << r.err;
}

TEST_F(Cli, RunWithoutAGpuCompilesWhatTheSearchStartsWithThenSaysSo) {
  if (!eval::gpu_unavailable(0)) GTEST_SKIP() << "there is a GPU here";
  const fs::path yaml = small_scalar_experiment(dir_ / "project");
  const Result r = run("run " + yaml.string() + " --seed 7");
  EXPECT_EQ(r.exit_code, 2) << r.err;
  EXPECT_NE(r.err.find("no GPU: " + eval::Driver::instance().unavailable_reason() +
                       ": compiled and gated only; checking and timing need a GPU"),
            std::string::npos)
      << r.err;
  // The file's two seeds and one random point, each compiled and gated.
  EXPECT_NE(r.out.find("compiling what the search starts with: 2 seeds and random points"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  points     3\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  compiled   3:"), std::string::npos) << r.out;
  EXPECT_FALSE(fs::exists(dir_ / "db" / "evotune.db")) << "nothing is measured, so nothing is stored";

  // --no-gpu does the same on purpose: exit 0.
  const Result same = run("run " + yaml.string() + " --no-gpu");
  EXPECT_EQ(same.exit_code, 0) << same.err;
  EXPECT_NE(same.out.find("  compiled   3:"), std::string::npos) << same.out;
}

TEST(RequireGpu, OneLineAndExitCodeTwoWithoutAGpu) {
  int exit_code = 0;
  ::testing::internal::CaptureStderr();
  const bool ok = cli::require_gpu("run", 0, exit_code);
  const std::string err = ::testing::internal::GetCapturedStderr();
  if (auto why = eval::gpu_unavailable(0)) {
    EXPECT_FALSE(ok);
    EXPECT_EQ(exit_code, 2);
    EXPECT_EQ(err, "evotune run: " + *why + "\n");
    if (!eval::Driver::instance().library_loaded()) {
      EXPECT_EQ(err, "evotune run: no GPU: libcuda.so.1 not found (no NVIDIA driver on this machine)\n");
    }
  } else {
    EXPECT_TRUE(ok);
    EXPECT_EQ(exit_code, 0);
    EXPECT_EQ(err, "");
  }
  // A device that does not exist is named, with or without a GPU.
  exit_code = 0;
  ::testing::internal::CaptureStderr();
  EXPECT_FALSE(cli::require_gpu("run", 99, exit_code));
  EXPECT_EQ(exit_code, 2);
  EXPECT_NE(::testing::internal::GetCapturedStderr().find("evotune run: no GPU"), std::string::npos);
}

}  // namespace
}  // namespace evotune
