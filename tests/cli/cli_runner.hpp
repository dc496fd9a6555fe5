// Test helper of the CLI tests: runs the real evotune binary and captures what
// it printed and its exit code.
#pragma once

#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

namespace evotune::cli_testing {

/// The output of one `evotune` run.
struct CliResult {
  int exit_code = -1;
  std::string out;
  std::string err;
};

/// The bytes of a file ("" when missing).
inline std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

/// Runs the evotune binary with `args` (joined into a shell command: keep them
/// free of shell syntax unless quoted), output captured in files of `scratch`.
inline CliResult run_evotune(const std::filesystem::path& scratch, const std::string& args) {
  std::filesystem::create_directories(scratch);
  const std::filesystem::path out = scratch / "stdout.txt", err = scratch / "stderr.txt";
  const std::string cmd = std::string(EVOTUNE_BINARY) + " " + args + " >" + out.string() + " 2>" + err.string();
  const int status = std::system(cmd.c_str());
  CliResult r;
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.out = slurp(out);
  r.err = slurp(err);
  return r;
}

}  // namespace evotune::cli_testing
