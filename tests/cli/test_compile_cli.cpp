// `evotune compile` and `evotune export --params` as a user runs them: the real
// binary on the shipped s512 experiment (NVRTC, no GPU needed).
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <utility>

#include <gtest/gtest.h>

#include "cli_runner.hpp"
#include <nlohmann/json.hpp>

namespace {

namespace fs = std::filesystem;

using Result = evotune::cli_testing::CliResult;
using evotune::cli_testing::slurp;

const fs::path kDir = fs::temp_directory_path() / ("evotune_compile_cli_" + std::to_string(::getpid()));

// Runs `evotune ARGS` (ARGS is passed through the shell as written).
Result run_cli(const std::string& args) {
  return evotune::cli_testing::run_evotune(kDir, args);
}

const std::string kSeed = "'BLOCK_M=64,BLOCK_N=64,NUM_WARPS=4,ROWS_PER_THREAD=2,PAD=2'";

class CompileCli : public ::testing::Test {
 protected:
  static void TearDownTestSuite() { fs::remove_all(kDir); }
};

}  // namespace

TEST_F(CompileCli, OnePointPrintsPtxasNumbersAndVerdict) {
  const Result r = run_cli("compile experiments/s512_scalar.yaml --params " + kSeed + " --arch sm_90");
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("point       BLOCK_M=64 BLOCK_N=64 NUM_WARPS=4 ROWS_PER_THREAD=2 PAD=2\n"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("target      sm_90 (--arch)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("compile     ok in "), std::string::npos) << r.out;
  // The entry's row: registers, spills 0/0, 0 static + 41728 dynamic smem, 1 barrier, 128 threads.
  EXPECT_NE(r.out.find("0 + 41728"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\ngates       pass ("), std::string::npos) << r.out;
}

TEST_F(CompileCli, JsonAndNameLookup) {
  const Result r = run_cli("compile s512_scalar --params " + kSeed + " --json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j.at("status"), "pass");
  EXPECT_EQ(j.at("arch"), "sm_90");
  EXPECT_EQ(j.at("point").at("BLOCK_M"), 64);
  EXPECT_EQ(j.at("candidate").get<std::string>().size(), 64u);
  ASSERT_EQ(j.at("entries").size(), 1u);
  EXPECT_EQ(j.at("entries")[0].at("name"), "attention_scalar");
  EXPECT_GT(j.at("entries")[0].at("registers").get<int>(), 0);
  EXPECT_EQ(j.at("launches")[0].at("dynamic_smem_bytes"), 41728);
  EXPECT_EQ(j.at("gates").at("pass"), true);
  EXPECT_NE(j.at("log").get<std::string>().find("ptxas info"), std::string::npos);
}

TEST_F(CompileCli, GateRejectExitsOne) {
  // A copy of the experiment with a register gate the point cannot meet.
  std::string yaml = slurp("experiments/s512_scalar.yaml");
  const std::string gates = "gates:\n  max_registers: 255\n";
  const auto at = yaml.find(gates);
  ASSERT_NE(at, std::string::npos);
  yaml.replace(at, gates.size(), "gates:\n  max_registers: 32\n");
  fs::create_directories(kDir);
  // Outside the project, template paths resolve along $EVOTUNE_PATH (and only so:
  // the source tree evotune was built from is no fallback).
  const fs::path copy = kDir / "s512_tight.yaml";
  std::ofstream(copy) << yaml;
  const Result lost = run_cli("compile " + copy.string() + " --params " + kSeed);
  EXPECT_EQ(lost.exit_code, 1);
  EXPECT_NE(lost.err.find("file not found: templates/attention_scalar.cu (looked in "), std::string::npos) << lost.err;
  ::setenv("EVOTUNE_PATH", fs::current_path().c_str(), 1);
  const Result r = run_cli("compile " + copy.string() + " --params " + kSeed);
  ::unsetenv("EVOTUNE_PATH");
  EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("gates       REJECT"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(" registers > gate 32\n"), std::string::npos) << r.out;
}

TEST_F(CompileCli, AllWithLimitPrintsTableAndSummary) {
  const Result r = run_cli("compile experiments/s512_scalar.yaml --all --params BLOCK_M=32 --limit 2 --jobs 2");
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("2 points of 676 valid (768 in the space), 2 compile threads"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("#  BLOCK_M  BLOCK_N  NUM_WARPS  ROWS_PER_THREAD  PAD  status"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\n1       32"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\n2       32"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  points     2\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  compiled   2: 2 passed the gates, 0 rejected\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  failed     0 compile_error, 0 compile_timeout\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(" compiles/s "), std::string::npos) << r.out;
}

// --all --params lists only the space with those values fixed; a value or a name the space does not
// hold matches no point, and says so.
TEST_F(CompileCli, AllWithParamsOutsideTheSpaceMatchesNothing) {
  for (const std::string params : {"BLOCK_M=48", "NO_SUCH_KNOB=1"}) {
    const Result r = run_cli("compile experiments/s512_scalar.yaml --all --params " + params + " --limit 2");
    EXPECT_EQ(r.exit_code, 1) << params << ": " << r.out;
    EXPECT_NE(r.err.find("no valid point of the space matches --params"), std::string::npos) << params << ": " << r.err;
  }
}

TEST_F(CompileCli, BadInputIsOneClearLine) {
  Result r = run_cli("compile experiments/s512_scalar.yaml --params 'BLOCK_M=64,BLOCK_N'");
  EXPECT_EQ(r.exit_code, 1) << r.err;  // a usage error, not a crash (128 + signal)
  EXPECT_NE(r.err.find("'BLOCK_N' is not NAME=VALUE"), std::string::npos) << r.err;

  r = run_cli("compile experiments/s512_scalar.yaml --params 'BLOCK_M=48,BLOCK_N=64,NUM_WARPS=4,ROWS_PER_THREAD=2,PAD=2'");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("note: BLOCK_M=48 is not in the experiment's space"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("BLOCK_M=48 is not a legal value (line 5 of templates/attention_scalar.cu allows: 16, 32, "
                       "64, 128)"),
            std::string::npos)
      << r.err;

  r = run_cli("compile experiments/s512_scalar.yaml");
  EXPECT_EQ(r.exit_code, 1) << r.err;  // a usage error, not a crash (128 + signal)
  EXPECT_NE(r.err.find("give the point with --params"), std::string::npos) << r.err;

  // a parameter of the space left out, which the template gives no default: named, with its values
  r = run_cli("compile experiments/s512_scalar.yaml --params 'BLOCK_M=64,BLOCK_N=64,NUM_WARPS=4,ROWS_PER_THREAD=2'");
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_NE(r.err.find("--params: no value for PAD (the space has 0, 2, 4, 8)"), std::string::npos) << r.err;

  r = run_cli("compile no_such_experiment --params A=1");
  EXPECT_EQ(r.exit_code, 1) << r.err;  // a usage error, not a crash (128 + signal)
  EXPECT_NE(r.err.find("'no_such_experiment' is neither a file nor an experiment name: no experiments/no_such_experiment.yaml in "), std::string::npos) << r.err;
}

TEST_F(CompileCli, ExportWritesAFile) {
  const fs::path out = kDir / "best.cu";
  const Result r = run_cli("export experiments/s512_scalar.yaml --params " + kSeed + " --harness -o " + out.string());
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("build and run: nvcc -arch=sm_90 -std=c++17 " + out.string() + " -o best && ./best"),
            std::string::npos)
      << r.err;
  const std::string text = slurp(out);
  EXPECT_NE(text.find("// parameters   BLOCK_M=64 BLOCK_N=64 NUM_WARPS=4 ROWS_PER_THREAD=2 PAD=2\n"), std::string::npos);
  EXPECT_NE(text.find("int main(int argc, char** argv)"), std::string::npos);
  EXPECT_NE(text.find("#line 1 \"templates/attention_scalar.cu\""), std::string::npos);
}
