// The `evotune` binary as a user meets it: help on every command, exit codes,
// doctor with and without a GPU, the log file next to the database, one clear
// line for a GPU that is not there, and `run` without a GPU: what it stores,
// two runs on one database, --resume-changed and --time. Runs the real binary.
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

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
#include "store/sqlite.hpp"

extern char** environ;

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

// The output of a shell command ("" when it fails).
std::string command_output(const std::string& command) {
  std::string out;
  if (FILE* p = ::popen(command.c_str(), "r")) {
    char buf[256];
    while (std::fgets(buf, sizeof buf, p)) out += buf;
    if (::pclose(p) != 0) out.clear();
  }
  while (!out.empty() && (out.back() == '\n' || out.back() == ' ')) out.pop_back();
  return out;
}

TEST_F(Cli, VersionFlagNamesTheCommitTheBinaryWasBuiltFrom) {
  // The source tree's HEAD (the build configures again when it moves), or "unknown" outside a checkout.
  std::string commit =
      command_output("git -C '" + std::string(EVOTUNE_SOURCE_ROOT) + "' rev-parse --short=12 HEAD 2>/dev/null");
  if (commit.empty()) commit = "unknown";
  const Result r = run("--version");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "evotune " EVOTUNE_VERSION " (commit " + commit + ")\n");
  // doctor's first line says the same.
  EXPECT_NE(run("doctor").out.find("  " EVOTUNE_VERSION " (commit " + commit + ")"), std::string::npos);
}

// The experiment to try first (issue 18): one whose template the target can
// run, by the same rule as compiling (an sm_90a template runs on Hopper only).
TEST_F(Cli, DoctorSuggestsAnExperimentTheGpuCanRun) {
  for (const auto& [arch, expected] : {std::pair<std::string, std::string>{"sm_90", "s512"},
                                       {"sm_90a", "s512"},
                                       {"sm_86", "s512_mma"},
                                       {"sm_80", "s512_mma"},
                                       {"sm_100", "s512_mma"},
                                       {"sm_120", "s512_mma"},
                                       {"sm_75", "s512_scalar"}}) {
    const Result r = run("doctor --suggest --arch " + arch);
    EXPECT_EQ(r.exit_code, 0) << arch << ": " << r.err;
    EXPECT_EQ(r.out, expected + "\n") << arch << ": " << r.err;
    EXPECT_NE(r.err.find(expected + " for " + arch + " (--arch)"), std::string::npos) << r.err;
  }
  // Passed over, with the reason.
  Result r = run("doctor --suggest --arch sm_86");
  EXPECT_NE(r.err.find("passed over s512: template attention_wgmma requires sm_90a"), std::string::npos) << r.err;
  // The full report's line.
  r = run("doctor --arch sm_75");
  EXPECT_NE(r.out.find("first run       evotune run s512_scalar (sm_75; passed over s512: "), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("compile target  sm_75 (--arch)"), std::string::npos) << r.out;
  // Without --arch: GPU 0's target, or sm_90 where there is no GPU to ask.
  r = run("doctor --suggest");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  if (eval::gpu_unavailable(0)) {
    EXPECT_EQ(r.out, "s512\n");
    EXPECT_NE(r.err.find("(default; no GPU to ask)"), std::string::npos) << r.err;
  } else {
    EXPECT_NE(r.err.find("(GPU 0)"), std::string::npos) << r.err;
  }
  // A target nothing runs on: exit 1, and why.
  r = run("doctor --suggest --arch sm_5");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("no shipped experiment runs on sm_5"), std::string::npos) << r.err;
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
  EXPECT_NE(text.find("[debug] evotune " EVOTUNE_VERSION " (commit "), std::string::npos) << text;
  // -v shows debug lines on the console too; without it they stay in the file.
  EXPECT_NE(r.err.find("debug: "), std::string::npos) << r.err;
  const Result quiet = run("--db " + db.string() + run_missing, false);
  EXPECT_EQ(quiet.err.find("debug: "), std::string::npos) << quiet.err;
  // Appended, not truncated.
  EXPECT_EQ(count(slurp(log), "[debug] evotune " EVOTUNE_VERSION " (commit "), 2) << slurp(log);
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

TEST_F(Cli, RunWithoutAGpuCompilesWhatTheSearchStartsWithStoresItThenSaysSo) {
  if (!eval::gpu_unavailable(0)) GTEST_SKIP() << "there is a GPU here";
  const fs::path yaml = small_scalar_experiment(dir_ / "project");
  const Result r = run("run " + yaml.string() + " --seed 7");
  EXPECT_EQ(r.exit_code, 2) << r.err;
  EXPECT_NE(r.err.find("no GPU: " + eval::Driver::instance().unavailable_reason() +
                       ": compiled and gated only; checking and timing need a GPU"),
            std::string::npos)
      << r.err;
  // The file's two seeds and one random point, each compiled, gated and stored.
  EXPECT_NE(r.out.find("without a GPU: compiling and gating what the search starts with, for sm_90"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("3 candidates: 3 compiled and past the gates"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("this run: 3 compiled, 0 taken from the database; stop: awaiting_gpu"), std::string::npos)
      << r.out;
  {
    store::Database db(dir_ / "db" / "evotune.db", {.read_only = true});
    EXPECT_EQ(db.query_int("SELECT count(*) FROM candidates"), 3);
    EXPECT_EQ(db.query_int("SELECT count(*) FROM compiles WHERE status = 'ok' AND cubin IS NOT NULL"), 3);
    EXPECT_EQ(db.query_text("SELECT gpu_name FROM environments"), "compile only (sm_90)");
  }

  // --no-gpu does the same on purpose (exit 0), resuming: every compile is taken from the database.
  const Result same = run("run " + yaml.string() + " --no-gpu");
  EXPECT_EQ(same.exit_code, 0) << same.err;
  EXPECT_NE(same.out.find("this run: 0 compiled, 3 taken from the database"), std::string::npos) << same.out;
}

// A candidate's tensor maps at its point (issue 16): what the worker encodes for it.
TEST_F(Cli, ShowPrintsTensorMapsAtTheCandidatesPoint) {
  const fs::path yaml = fs::path(EVOTUNE_SOURCE_ROOT) / "experiments/tma_copy.yaml";
  ASSERT_EQ(run("run " + yaml.string() + " --no-gpu").exit_code, 0);
  const Result show = run("show 1");  // the file's seed
  EXPECT_EQ(show.exit_code, 0) << show.err;
  EXPECT_NE(show.out.find("tensor maps\n  src_map       over src (f16): dims [8192, 1024], box [64, 64], swizzle "
                          "128B, L2 promotion 256B, out of bounds zero\n"),
            std::string::npos)
      << show.out;
}

TEST_F(Cli, ReadCommandsShowWhatARunWithoutAGpuCompiled) {
  const fs::path yaml = small_scalar_experiment(dir_ / "project");
  ASSERT_EQ(run("run " + yaml.string() + " --no-gpu").exit_code, 0);
  const Result board = run("leaderboard s512_scalar --all-status");
  EXPECT_EQ(board.exit_code, 0) << board.err;
  EXPECT_NE(board.out.find("on compile only (sm_90), no GPU (NVRTC "), std::string::npos) << board.out;
  EXPECT_EQ(count(board.out, "  pending  compiled, not evaluated yet (measuring needs a GPU)\n"), 3) << board.out;
  const Result show = run("show 1");
  EXPECT_EQ(show.exit_code, 0) << show.err;
  EXPECT_NE(show.out.find("registers"), std::string::npos) << show.out;
  EXPECT_NE(show.out.find("gates         passed:"), std::string::npos) << show.out;
  EXPECT_NE(show.out.find("not evaluated yet: its compile is stored; the next run evaluates it (measuring needs a "
                          "GPU)"),
            std::string::npos)
      << show.out;
}

// `evotune ARGS` started in the background with `env` added ("NAME=VALUE"),
// output to files in `dir`; returns its pid.
pid_t spawn_evotune(const fs::path& dir, const std::vector<std::string>& args, const std::vector<std::string>& env) {
  std::vector<std::string> argv_text = {EVOTUNE_BINARY};
  argv_text.insert(argv_text.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (auto& a : argv_text) argv.push_back(a.data());
  argv.push_back(nullptr);
  std::vector<std::string> env_text = env;
  for (char** e = environ; *e; ++e) env_text.emplace_back(*e);
  std::vector<char*> envp;
  for (auto& e : env_text) envp.push_back(e.data());
  envp.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, (dir / "bg_stdout.txt").c_str(),
                                   O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, (dir / "bg_stderr.txt").c_str(),
                                   O_WRONLY | O_CREAT | O_TRUNC, 0644);
  pid_t pid = -1;
  const int rc = posix_spawn(&pid, EVOTUNE_BINARY, &actions, nullptr, argv.data(), envp.data());
  posix_spawn_file_actions_destroy(&actions);
  if (rc != 0) throw std::runtime_error("posix_spawn failed");
  return pid;
}

TEST_F(Cli, ASecondRunOnOneDatabaseIsRefusedNamingTheFirstAndAKilledOneBlocksNothing) {
  const fs::path yaml = small_scalar_experiment(dir_ / "project");
  const fs::path db = dir_ / "db" / "evotune.db";
  // The first writer freezes right after recording its run (commit 2: schema, then experiment and run).
  const pid_t first = spawn_evotune(dir_, {"--db", db.string(), "run", yaml.string(), "--no-gpu"},
                                    {"EVOTUNE_TEST_SIGNAL_AT_COMMIT=2:stop"});
  int status = 0;
  ASSERT_EQ(::waitpid(first, &status, WUNTRACED), first);
  ASSERT_TRUE(WIFSTOPPED(status)) << slurp(dir_ / "bg_stderr.txt");

  const Result second = run("run " + yaml.string() + " --no-gpu");
  EXPECT_EQ(second.exit_code, 1) << second.err;
  char host[256] = {};
  ::gethostname(host, sizeof host - 1);
  const std::string expected = "evotune: error: " + db.string() + " is in use by another `evotune run` (pid " +
                               std::to_string(first) + " on host " + host + ", running since ";
  EXPECT_NE(second.err.find(expected), std::string::npos) << second.err;
  EXPECT_NE(second.err.find(": `" + std::string(EVOTUNE_BINARY) + " --db " + db.string() + " run " + yaml.string() +
                            " --no-gpu`); one run writes to a database at a time"),
            std::string::npos)
      << second.err;
  {
    store::Database d(db, {.read_only = true});
    EXPECT_EQ(d.query_int("SELECT count(*) FROM runs"), 1) << "the refused run wrote nothing";
    EXPECT_EQ(d.query_int("SELECT count(*) FROM candidates"), 0);
  }

  // kill -9 of the first frees the database at once: the next run goes on with its experiment.
  ASSERT_EQ(::kill(first, SIGKILL), 0);
  ASSERT_EQ(::waitpid(first, &status, 0), first);
  const Result third = run("run " + yaml.string() + " --no-gpu");
  EXPECT_EQ(third.exit_code, 0) << third.err;
  EXPECT_NE(third.out.find("searching s512_scalar (experiment #1)"), std::string::npos) << third.out;
  EXPECT_NE(third.out.find("this run: 3 compiled, 0 taken from the database"), std::string::npos) << third.out;
  store::Database d(db, {.read_only = true});
  EXPECT_EQ(d.query_int("SELECT count(*) FROM runs"), 2);
  EXPECT_EQ(d.query_int("SELECT count(*) FROM runs WHERE finished_at IS NULL"), 1) << "the killed one";
}

TEST_F(Cli, ResumeChangedContinuesTheSearchOfAChangedFile) {
  const fs::path yaml = small_scalar_experiment(dir_ / "project");
  ASSERT_EQ(run("run " + yaml.string() + " --no-gpu").exit_code, 0);
  std::ofstream(yaml, std::ios::app) << "# edited\n";
  const Result resumed = run("run " + yaml.string() + " --no-gpu --resume-changed");
  EXPECT_EQ(resumed.exit_code, 0) << resumed.err;
  EXPECT_NE(resumed.out.find(yaml.string() + " changed since experiment #1 was recorded; continuing that search "
                                             "anyway (--resume-changed)"),
            std::string::npos)
      << resumed.out;
  EXPECT_NE(resumed.out.find("this run: 0 compiled, 3 taken from the database"), std::string::npos) << resumed.out;
  {
    store::Database d(dir_ / "db" / "evotune.db", {.read_only = true});
    EXPECT_EQ(d.query_int("SELECT count(*) FROM experiments"), 1);
  }
  // Without the flag a changed file is a new search.
  std::ofstream(yaml, std::ios::app) << "# edited again\n";
  const Result fresh = run("run " + yaml.string() + " --no-gpu");
  EXPECT_EQ(fresh.exit_code, 0) << fresh.err;
  EXPECT_NE(fresh.out.find("starting a new search as experiment #2"), std::string::npos) << fresh.out;
  store::Database d(dir_ / "db" / "evotune.db", {.read_only = true});
  EXPECT_EQ(d.query_int("SELECT count(*) FROM experiments"), 2);
}

TEST_F(Cli, TimeBoundsThisInvocationNotTheTimeOfEarlierRuns) {
  const fs::path yaml = small_scalar_experiment(dir_ / "project");
  const fs::path db = dir_ / "db" / "evotune.db";
  // A first run killed right after proposing (commit 3): three candidates, none compiled yet.
  ::setenv("EVOTUNE_TEST_SIGNAL_AT_COMMIT", "3", 1);
  const Result killed = run("run " + yaml.string() + " --no-gpu");
  ::unsetenv("EVOTUNE_TEST_SIGNAL_AT_COMMIT");
  ASSERT_EQ(killed.exit_code, 128 + SIGKILL) << killed.err;
  {
    store::Database d(db);
    ASSERT_EQ(d.query_int("SELECT count(*) FROM candidates"), 3);
    ASSERT_EQ(d.query_int("SELECT count(*) FROM compiles"), 0);
    // Earlier runs took longer than --time below (within the file's budget.seconds: 900, over all runs).
    d.exec("UPDATE runs SET elapsed_s = 600");
  }
  const Result r = run("run " + yaml.string() + " --no-gpu --time 300");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("this run: 3 compiled, 0 taken from the database; stop: awaiting_gpu"), std::string::npos)
      << r.out;
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
