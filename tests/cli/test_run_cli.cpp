// `evotune run`'s options through the real binary, on the CPU: a bad value of
// --budget, --time, --limit, --seed, --generations, --strategy, --jobs,
// --arch, --sanitize-top or --devices (or --no-sanitize with --sanitize or
// --sanitize-top, --device with --devices) is one error naming the option and the value, exit 1, before
// anything is compiled or stored. What the options do to a search needs a
// GPU: tests/cli/test_run_gpu.cpp (label gpu). A strategy the registry does
// not know is refused at its line in the file.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <unistd.h>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "cli_runner.hpp"
#include "search/strategy.hpp"

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
      {"--devices 0,x", "--devices 0,x", "'x'"},      {"--devices 0,,1", "--devices", "''"},
      {"--devices -1", "--devices", "-1"},          {"--device 1 --devices 0,1", "--device", "--devices"},
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

// The strategy registry is the only list of names: a file naming none of them
// is refused by run and validate at the key's line, before anything is stored.
TEST(RunOptions, AnUnknownStrategyInTheFileIsRefusedAtItsLine) {
  const fs::path dir = fs::temp_directory_path() / ("evotune_run_cli_strategy_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  const fs::path yaml = cli_testing::small_scalar_experiment(dir / "project");
  std::string text = cli_testing::slurp(yaml);
  const auto at = text.find("strategy: evo");
  ASSERT_NE(at, std::string::npos);
  const int line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n'));
  text.replace(at, 13, "strategy: randm");
  std::ofstream(yaml) << text;
  const std::string expected = fmt::format("small.yaml:{}:13: search.strategy: found 'randm'; expected one of evo, evo_model, "
                                           "random, exhaustive (did you mean random?)",
                                           line);
  const fs::path db = dir / "db" / "evotune.db";
  cli_testing::CliResult r = cli_testing::run_evotune(dir, "--db " + db.string() + " run " + yaml.string());
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_NE(r.err.find(expected), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("1 problem found; nothing was run"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(db)) << "nothing may be stored";
  r = cli_testing::run_evotune(dir, "validate " + yaml.string());
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_NE(r.err.find(expected), std::string::npos) << r.err;
  fs::remove_all(dir);
}

// run --help lists the registry's strategies with their options.
TEST(RunOptions, HelpListsTheRegisteredStrategies) {
  const fs::path dir = fs::temp_directory_path() / ("evotune_run_cli_help_" + std::to_string(::getpid()));
  const cli_testing::CliResult r = cli_testing::run_evotune(dir, "run --help");
  fs::remove_all(dir);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("Search strategies (search.strategy)"), std::string::npos) << r.out;
  for (const search::StrategyInfo& s : search::strategies()) {
    EXPECT_NE(r.out.find("  " + s.name + " "), std::string::npos) << s.name;
    for (const search::StrategyOption& o : s.options) EXPECT_NE(r.out.find(o.name), std::string::npos) << o.name;
  }
}

}  // namespace
}  // namespace evotune
