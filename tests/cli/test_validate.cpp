// `evotune validate` as a user runs it: the real binary on a good file (summary
// with the space size before and after restrictions, exit 0) and on a bad one
// (every problem as file:line:col: key: message, exit 1), in text and JSON.
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include "cli_runner.hpp"
#include <nlohmann/json.hpp>

namespace {

namespace fs = std::filesystem;

using Result = evotune::cli_testing::CliResult;
using evotune::cli_testing::slurp;

// Runs `evotune validate ARGS` (no shell syntax in ARGS).
Result validate(const std::string& args) {
  const fs::path dir = fs::temp_directory_path() / ("evotune_validate_" + std::to_string(::getpid()));
  Result r = evotune::cli_testing::run_evotune(dir, "validate " + args);
  fs::remove_all(dir);
  return r;
}

const std::string kData = std::string(EVOTUNE_TEST_DATA) + "/experiments/";

TEST(Validate, GoodFileSummary) {
  const Result r = validate(kData + "good.yaml");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("good.yaml: valid"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("space        96 points, 50 valid after 3 restrictions (52.1%)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("BLOCK_M      4 values: 16, 32, 64, 128"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("q            f16  [2, 8, 512, 64] input"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("tiny_fwd<<<(ceil_div(S, BLOCK_M), 8, 2), (NUM_WARPS * 32, 1, 1)"), std::string::npos)
      << r.out;
  EXPECT_TRUE(r.err.empty()) << r.err;
}

TEST(Validate, GoodFileJson) {
  const Result r = validate("--json " + kData + "good.yaml");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_TRUE(j["valid"].get<bool>());
  EXPECT_EQ(j["name"], "tiny");
  EXPECT_EQ(j["space"]["total"], 96);
  EXPECT_EQ(j["space"]["valid"], 50);
  EXPECT_FALSE(j["space"]["sampled"].get<bool>());
  EXPECT_EQ(j["parameters"][3]["values"], nlohmann::json::array({"xor16", "pad16"}));
  EXPECT_EQ(j["launches"][0]["grid"][0], "ceil_div(S, BLOCK_M)");
}

// A tensor map (issue 16): its tensor, and dims, box and swizzle with what problem sizes alone decide.
TEST(Validate, TensorMapSummaryAndJson) {
  const std::string file = std::string(EVOTUNE_SOURCE_ROOT) + "/experiments/tma_copy.yaml";
  Result r = validate(file);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("src_map       f16  tensor map over src: dims [8192, 1024] (its shape), box [BOX_ROWS, "
                       "BOX_COLS], swizzle SWIZZLE, L2 promotion 256B, out of bounds zero\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("(src_map, dst)"), std::string::npos) << r.out;
  r = validate("--json " + file);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["args"][2]["name"], "src_map");
  EXPECT_FALSE(j["args"][2]["tensor"].get<bool>());
  EXPECT_EQ(j["args"][2]["tensor_map"]["tensor"], "src");
  EXPECT_EQ(j["args"][2]["tensor_map"]["box"], nlohmann::json::array({"BOX_ROWS", "BOX_COLS"}));
  EXPECT_EQ(j["args"][2]["tensor_map"]["swizzle"], "SWIZZLE");
}

TEST(Validate, BadFileListsEveryProblem) {
  const Result r = validate(kData + "bad_many.yaml");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_TRUE(r.out.empty()) << r.out;
  std::istringstream lines(r.err);
  const std::regex diagnostic(R"(^.*bad_many\.yaml:(\d+):(\d+): [A-Za-z_][A-Za-z0-9_.\[\]]*: .+$)");
  int count = 0;
  std::string line, last;
  while (std::getline(lines, line)) {
    last = line;
    if (line.find("problems found") != std::string::npos) continue;
    EXPECT_TRUE(std::regex_match(line, diagnostic)) << line;
    ++count;
  }
  EXPECT_GE(count, 16) << r.err;
  EXPECT_NE(last.find(std::to_string(count) + " problems found"), std::string::npos) << last;
  EXPECT_NE(r.err.find("bad_many.yaml:20:19: kernel.launches[0].shared_mem: unknown name 'BLOK_M' (did you mean "
                       "BLOCK_M?)"),
            std::string::npos)
      << r.err;
}

TEST(Validate, BadFileJson) {
  const Result r = validate("--json " + kData + "bad_many.yaml");
  EXPECT_EQ(r.exit_code, 1);
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_FALSE(j["valid"].get<bool>());
  ASSERT_GE(j["diagnostics"].size(), 16u);
  for (const auto& d : j["diagnostics"]) {
    EXPECT_GT(d["line"].get<int>(), 0);
    EXPECT_FALSE(d["message"].get<std::string>().empty());
  }
}

// A file the loader accepts, checked against its template's declaration block:
// a value the template does not declare widens it (a warning naming both
// lines, issue 18); a parameter it does not declare is an error.
TEST(Validate, SpaceMustMatchTheTemplate) {
  const Result r = validate(kData + "template_mismatch.yaml");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("warning: " + kData + "template_mismatch.yaml:34:3: space.BLOCK_M: widens the template's "
                       "declaration: 256 not in templates/tiny.cu:3 {16,32,64,128}"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("template_mismatch.yaml:38:3: space.UNROL: templates/tiny.cu does not declare a parameter UNROL"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("1 problem found"), std::string::npos) << r.err;
}

TEST(Validate, MissingFileAndUsage) {
  Result r = validate(kData + "no_such_file.yaml");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("no_such_file.yaml: cannot open the experiment file: no such file"), std::string::npos)
      << r.err;
  r = validate("");
  EXPECT_EQ(r.exit_code, 1) << r.err;  // a usage error, not a crash (128 + signal)
  EXPECT_NE(r.err.find("EXPERIMENT is required"), std::string::npos) << r.err;
}

}  // namespace
