// `evotune run`'s options through the real binary, on the CPU: a bad value of
// --budget, --time, --limit, --seed, --generations, --strategy, --jobs,
// --arch or --sanitize-top (or --no-sanitize with --sanitize or
// --sanitize-top) is one error naming the option and the value, exit 1, before
// anything is compiled or stored. What the options do to a search needs a
// GPU: tests/cli/test_run_gpu.cpp (label gpu).
#include <filesystem>
#include <string>
#include <vector>

#include <unistd.h>

#include <gtest/gtest.h>

#include "cli_runner.hpp"

namespace evotune {
namespace {

namespace fs = std::filesystem;

struct BadOption {
  std::string args;   // after `run EXPERIMENT`
  std::string named;  // what the error must name: the option and the value given
  std::string value;
};

TEST(RunOptions, EachBadValueIsOneErrorNamingTheOptionAndNothingRuns) {
  const fs::path dir = fs::temp_directory_path() / ("evotune_run_cli_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  const fs::path yaml = cli_testing::small_scalar_experiment(dir / "project");
  const fs::path db = dir / "db" / "evotune.db";
  const std::vector<BadOption> cases = {
      {"--budget 0", "--budget", "0"},           {"--budget -3", "--budget", "-3"},
      {"--budget many", "--budget", "many"},     {"--time 0", "--time", "0"},
      {"--time -1", "--time", "-1"},             {"--time soon", "--time", "soon"},
      {"--limit 0", "--limit", "0"},             {"--generations 0", "--generations", "0"},
      {"--generations 1.5", "--generations", "1.5"}, {"--seed abc", "--seed", "abc"},
      {"--strategy genetic", "--strategy", "genetic"}, {"--jobs 0", "--jobs", "0"},
      {"--arch hopper", "--arch", "hopper"},     {"--sanitize-top 0", "--sanitize-top", "0"},
      {"--sanitize-top -2", "--sanitize-top", "-2"},
      {"--no-sanitize --sanitize", "--no-sanitize", "--sanitize"},
      {"--no-sanitize --sanitize-top 2", "--no-sanitize", "--sanitize-top"},
  };
  for (const BadOption& c : cases) {
    const cli_testing::CliResult r =
        cli_testing::run_evotune(dir, "--db " + db.string() + " run " + yaml.string() + " " + c.args);
    EXPECT_EQ(r.exit_code, 1) << c.args << ": " << r.err;
    EXPECT_NE(r.err.find(c.named), std::string::npos) << c.args << ": " << r.err;
    EXPECT_NE(r.err.find(c.value), std::string::npos) << c.args << ": " << r.err;
    EXPECT_EQ(r.out, "") << c.args << ": nothing may be compiled";
    EXPECT_FALSE(fs::exists(db)) << c.args << ": nothing may be stored";
  }
  fs::remove_all(dir);
}

}  // namespace
}  // namespace evotune
