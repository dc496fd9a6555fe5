// Test helpers of the CLI tests: run the real evotune binary, capturing what
// it printed and its exit code; a small experiment to run it on.
#pragma once

#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>

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
/// `before` goes in front of the binary in that command (e.g. "cd DIR && env X=1 ").
inline CliResult run_evotune(const std::filesystem::path& scratch, const std::string& args,
                             const std::string& before = "") {
  std::filesystem::create_directories(scratch);
  const std::filesystem::path out = scratch / "stdout.txt", err = scratch / "stderr.txt";
  const std::string cmd =
      before + std::string(EVOTUNE_BINARY) + " " + args + " >" + out.string() + " 2>" + err.string();
  const int status = std::system(cmd.c_str());
  CliResult r;
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.out = slurp(out);
  r.err = slurp(err);
  return r;
}

/// experiments/s512_scalar.yaml with a population of 3 (elite 2), in a project
/// of its own under `dir` (templates and kernels linked from this one), so that
/// compiling or evaluating a generation stays quick. Returns the file's path.
inline std::filesystem::path small_scalar_experiment(const std::filesystem::path& dir) {
  namespace fs = std::filesystem;
  const fs::path root = fs::path(EVOTUNE_TEST_DATA).parent_path().parent_path();
  fs::create_directories(dir / "experiments");
  for (const char* sub : {"templates", "kernels"})
    if (!fs::exists(dir / sub)) fs::create_directory_symlink(root / sub, dir / sub);
  std::string yaml = slurp(root / "experiments" / "s512_scalar.yaml");
  for (const auto& [from, to] : {std::pair<std::string, std::string>{"population: 32", "population: 3"},
                                 {"elite: 8", "elite: 2"}}) {
    const auto at = yaml.find(from);
    if (at == std::string::npos) throw std::runtime_error("s512_scalar.yaml has no '" + from + "'");
    yaml.replace(at, from.size(), to);
  }
  std::ofstream(dir / "experiments" / "small.yaml") << yaml;
  return dir / "experiments" / "small.yaml";
}

// tests/data/experiments/good.yaml (a template that compiles in a blink) in a
// project of its own: a first generation of 8, a shared-memory gate that
// rejects some points, no time budget, the evo strategy's default options.
inline std::filesystem::path tiny_experiment(const std::filesystem::path& dir) {
  namespace fs = std::filesystem;
  const fs::path data = fs::path(EVOTUNE_TEST_DATA) / "experiments";
  fs::create_directories(dir / "experiments");
  for (const char* sub : {"templates", "kernels"})
    if (!fs::exists(dir / sub)) fs::create_directory_symlink(data / sub, dir / sub);
  std::string yaml = cli_testing::slurp(data / "good.yaml");
  for (const auto& [from, to] : {std::pair<std::string, std::string>{"max_shared_bytes: 232448", "max_shared_bytes: 30000"},
                                 {"budget: {evaluations: 500, seconds: 120}", "budget: {evaluations: 500}"},
                                 {"  options:\n    mutation_rate: 0.25\n", ""},
                                 {"population: 16", "population: 8"}}) {
    const auto at = yaml.find(from);
    if (at == std::string::npos) throw std::runtime_error("good.yaml has no '" + from + "'");
    yaml.replace(at, from.size(), to);
  }
  std::ofstream(dir / "experiments" / "tiny.yaml") << yaml;
  return dir / "experiments" / "tiny.yaml";
}

}  // namespace evotune::cli_testing
