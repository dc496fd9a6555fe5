// The hostile corpus (tests/core/hostile_experiments.hpp: alias bombs,
// recursive aliases, lists up to millions of values, sizes that overflow 64
// bits, odd paths, binary junk, odd line ends, truncations, mutations of the
// shipped experiments) through the real `evotune validate`, and the files the
// loader must refuse through `evotune compile` too. Each run has a time and a
// memory limit: it must end by itself within kCpuSeconds of CPU time (a hang
// detector, not a speed test: the slowest healthy run, a truncated copy of
// attn_ws_set counting the valid points of its space (1.8M points when measured) at 10 shapes,
// takes 4.5-5 s on a 2-core VM, a quarter of it;
// CPU time rather than wall time, so that a loaded machine cannot fail it),
// and within kWallSeconds at all (a run blocked on a fifo uses no CPU), with
// exit 0 or 1 and a message that names the file; a crash, a hang or a run out
// of memory fails.
#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "cli_runner.hpp"
#include "../core/hostile_experiments.hpp"

namespace {

namespace fs = std::filesystem;
using evotune::cli_testing::slurp;

constexpr rlim_t kCpuSeconds = 20;
// Wall time only catches a run blocked without using CPU (a fifo); the CPU limit is
// the hang detector, so this is generous enough for a starved CI machine.
constexpr int kWallSeconds = 180;
constexpr rlim_t kAddressSpace = rlim_t{1} << 30;  // RLIMIT_AS of each run
constexpr long kMaxResidentKiB = 512 * 1024;       // peak RSS each run may reach
constexpr rlim_t kMaxOutputBytes = rlim_t{64} << 20;

struct LimitedRun {
  double seconds = 0;  // CPU time (reported, never asserted beyond kCpuSeconds)
  int exit_code = -1;  // when it exited
  int signal = 0;      // when a signal ended it (SIGXCPU: past kCpuSeconds)
  bool hung = false;   // killed after kWallSeconds
  long max_rss_kib = 0;
  std::string out;
  std::string err;
};

// Runs `evotune --db SCRATCH/fuzz.db ARGS` under the limits above, without a
// shell; stdout and stderr go to files in `scratch`, and so does the log
// (evotune.log beside the database), emptied after each run: thousands of
// diagnostics a run would otherwise pile up in the source tree's db/.
LimitedRun run_limited(const std::vector<std::string>& args, const fs::path& scratch) {
  const fs::path out = scratch / "stdout.txt", err = scratch / "stderr.txt";
  std::vector<std::string> argv_text = {EVOTUNE_BINARY, "--db", (scratch / "fuzz.db").string()};
  argv_text.insert(argv_text.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (auto& a : argv_text) argv.push_back(a.data());
  argv.push_back(nullptr);

  const pid_t pid = ::fork();
  if (pid == 0) {
    const int in_fd = ::open("/dev/null", O_RDONLY);
    const int out_fd = ::open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    const int err_fd = ::open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (in_fd < 0 || out_fd < 0 || err_fd < 0) ::_exit(126);
    ::dup2(in_fd, 0);
    ::dup2(out_fd, 1);
    ::dup2(err_fd, 2);
#if !defined(__SANITIZE_ADDRESS__)
    // The sanitizer's shadow memory needs terabytes of address space.
    const rlimit as{kAddressSpace, kAddressSpace};
    ::setrlimit(RLIMIT_AS, &as);
#endif
    const rlimit cpu{kCpuSeconds, kCpuSeconds + 1};  // SIGXCPU, then SIGKILL a second later
    ::setrlimit(RLIMIT_CPU, &cpu);
    const rlimit fsize{kMaxOutputBytes, kMaxOutputBytes};
    ::setrlimit(RLIMIT_FSIZE, &fsize);
    const rlimit core{0, 0};
    ::setrlimit(RLIMIT_CORE, &core);
    ::execv(argv[0], argv.data());
    ::_exit(127);
  }
  LimitedRun r;
  if (pid < 0) return r;
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(kWallSeconds);
  int status = 0;
  rusage usage{};
  while (::wait4(pid, &status, WNOHANG, &usage) == 0) {
    if (std::chrono::steady_clock::now() > deadline) {
      ::kill(pid, SIGKILL);
      ::wait4(pid, &status, 0, &usage);
      r.hung = true;
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
  }
  r.seconds = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
              static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
  if (WIFEXITED(status)) r.exit_code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) r.signal = WTERMSIG(status);
  r.max_rss_kib = usage.ru_maxrss;
  r.out = slurp(out);
  r.err = slurp(err);
  fs::remove(scratch / "evotune.log");
  return r;
}

// The checks every run gets; `command` is "validate" or "compile".
void expect_clean(const LimitedRun& r, const evotune::fuzz::HostileCase& c, const std::string& command) {
  const std::string what = command + " " + c.path.string() + " (" + c.what + ")";
  const std::string shown = "\nstdout: " + r.out.substr(0, 2000) + "\nstderr: " + r.err.substr(0, 2000);
  ASSERT_FALSE(r.hung) << what << ": still running after " << kWallSeconds << " s" << shown;
  ASSERT_NE(r.signal, SIGXCPU) << what << ": still running after " << kCpuSeconds << " s of CPU time" << shown;
  ASSERT_EQ(r.signal, 0) << what << ": killed by signal " << r.signal << shown;
  ASSERT_TRUE(r.exit_code == 0 || r.exit_code == 1) << what << ": exit " << r.exit_code << shown;
  EXPECT_LT(r.max_rss_kib, kMaxResidentKiB) << what;
  if (c.exit_code) EXPECT_EQ(r.exit_code, *c.exit_code) << what << shown;
  const std::string file = c.path.string();
  if (r.exit_code == 0) {
    EXPECT_NE(r.out.find(file + ": valid"), std::string::npos) << what << shown;
  } else {
    EXPECT_NE(r.err.find(file), std::string::npos) << what << ": the message does not name the file" << shown;
    EXPECT_EQ(r.err.find("bad_alloc"), std::string::npos) << what << shown;
  }
  if (!c.message.empty()) EXPECT_NE(r.err.find(c.message), std::string::npos) << what << shown;
}

TEST(ValidateFuzz, HostileFilesEndCleanlyWithinLimits) {
  const fs::path dir = fs::temp_directory_path() / ("evotune_validate_fuzz_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  const auto corpus = evotune::fuzz::make_hostile_corpus(dir);
  ASSERT_GE(corpus.size(), 500u);
  const fs::path scratch = dir / "runs";
  fs::create_directories(scratch);
  int valid = 0, refused = 0, compiled = 0;
  double slowest = 0;
  std::string slowest_file;
  long most_kib = 0;
  for (const auto& c : corpus) {
    const LimitedRun r = run_limited({"validate", c.path.string()}, scratch);
    expect_clean(r, c, "validate");
    if (r.seconds > slowest) slowest = r.seconds, slowest_file = c.what;
    most_kib = std::max(most_kib, r.max_rss_kib);
    (r.exit_code == 0 ? valid : refused) += 1;
    // A file the loader refuses with a known message: compile refuses it as validate does,
    // before any compiling (so this costs little).
    if (!c.message.empty() && c.exit_code == 1) {
      const LimitedRun rc = run_limited({"compile", c.path.string(), "--params", "BLOCK_M=64", "--arch", "sm_90"}, scratch);
      expect_clean(rc, c, "compile");
      ++compiled;
    }
  }
  EXPECT_GT(valid, 0);
  EXPECT_GT(refused, valid);
  EXPECT_GT(compiled, 100);
  std::printf("hostile corpus through the binary: %zu files (%d valid, %d refused); %d also through compile\n"
              "slowest validate %.2f s of CPU (%s), most memory %ld MiB\n",
              corpus.size(), valid, refused, compiled, slowest, slowest_file.c_str(), most_kib / 1024);
  fs::remove_all(dir);
}

}  // namespace
