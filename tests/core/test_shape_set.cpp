// Shape sets in experiment files (docs/experiments.md, "Shape sets"): axes and
// their product, listed shapes, problem.where, each shape's own valid space,
// the experiment at one shape (baselines, seeds), and every bad input named
// at its file:line:col and key. Plus the shape keys, --shape's parser and the
// distance warm starts order shapes by.
#include <gtest/gtest.h>

#include <unistd.h>

#include <cmath>
#include <filesystem>
#include <string>

#include "core/error.hpp"
#include "core/experiment.hpp"
#include "core/shape_set.hpp"
#include "test_files.hpp"

namespace evotune {
namespace {

namespace fs = std::filesystem;
using test_files::read_file;
using test_files::write_file;

const std::string kSingleProblem = "problem:\n  B: 2\n  H: 8\n  S: 512\n  D: 64\n  CAUSAL: 0\n";

class ShapeSetFile : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    project_ = fs::temp_directory_path() / ("evotune_test_shape_set_" + std::to_string(::getpid()));
    fs::remove_all(project_);
    const fs::path data = fs::path(EVOTUNE_TEST_DATA) / "experiments";
    write_file(project_ / "templates/tiny.cu", read_file(data / "templates/tiny.cu"));
    write_file(project_ / "kernels/seeds/tiny_ref.cu", read_file(data / "kernels/seeds/tiny_ref.cu"));
    base_ = read_file(data / "good.yaml");
  }
  static void TearDownTestSuite() { fs::remove_all(project_); }
  static fs::path file() { return project_ / "experiments" / "set.yaml"; }

  // good.yaml with its problem section replaced by `problem` (and `extra` replacements).
  static std::string with_problem(const std::string& problem) {
    std::string text = base_;
    const auto at = text.find(kSingleProblem);
    EXPECT_NE(at, std::string::npos);
    return text.replace(at, kSingleProblem.size(), problem);
  }
  static std::string replaced(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return at == std::string::npos ? text : text.replace(at, from.size(), to);
  }
  Experiment load(const std::string& text) {
    write_file(file(), text);
    return load_experiment(file());
  }
  std::vector<Diagnostic> errors(const std::string& text) {
    write_file(file(), text);
    try {
      load_experiment(file());
    } catch (const ConfigError& e) {
      return e.diagnostics();
    }
    ADD_FAILURE() << "loaded but should not:\n" << text;
    return {};
  }
  // The diagnostic with `key` whose message contains `message`, at `line`:`column` of the file.
  static void expect_error(const std::vector<Diagnostic>& diags, const std::string& key, int line, int column,
                           const std::string& message) {
    for (const auto& d : diags) {
      if (d.key != key || d.message.find(message) == std::string::npos) continue;
      EXPECT_EQ(d.mark.file, file().string());
      EXPECT_EQ(d.mark.line, line) << d.format();
      EXPECT_EQ(d.mark.column, column) << d.format();
      return;
    }
    std::string all;
    for (const auto& d : diags) all += "\n  " + d.format();
    ADD_FAILURE() << "no diagnostic for " << key << " containing \"" << message << "\"; got:" << all;
  }
  static inline fs::path project_;
  static inline std::string base_;
};

// Line numbers below: good.yaml's problem section starts at line 4.
constexpr int kProblemLine = 4;

TEST_F(ShapeSetFile, SingleShapeIsASetOfOne) {
  const Experiment e = load(base_);
  EXPECT_FALSE(e.shape_set);
  ASSERT_EQ(e.shapes.size(), 1u);
  EXPECT_EQ(shape_key(e.shapes[0].problem), "B=2,H=8,S=512,D=64,CAUSAL=0");
  EXPECT_EQ(e.shapes[0].space_count.valid, e.space_count.valid);
  const Experiment at = e.at_shape(0);
  EXPECT_EQ(at.shape_id, "");  // a single shape's searches keep the rows they had
  EXPECT_EQ(at.baselines.size(), 1u);
  EXPECT_EQ(at.search.seeds.size(), 1u);
}

TEST_F(ShapeSetFile, AxesMakeTheProductFilteredByWhereEachWithItsOwnSpace) {
  std::string text = with_problem(
      "problem:\n  B: 2\n  H: [8, 16]\n  S: [512, 1024, 2048]\n  D: 64\n  CAUSAL: [0, 1]\n"
      "  where: H * S <= 16384\n");
  // A restriction that depends on S: each shape has its own count.
  text = replaced(text, "  - S % BLOCK_N == 0\n", "  - S % BLOCK_N == 0\n  - BLOCK_M <= S / 16\n");
  text = replaced(text, "  - {name: cudnn_sdpa, time_us: 8.2, device: H200}",
                  "  - {name: cudnn_sdpa, time_us: 8.2, device: H200, shape: {H: 8, S: 512, CAUSAL: 0}}");
  const Experiment e = load(text);
  EXPECT_TRUE(e.shape_set);
  std::vector<std::string> keys;
  for (const auto& s : e.shapes) keys.push_back(shape_key(s.problem));
  // H=16,S=2048 is left out by where; the order is the product's (last axis fastest).
  EXPECT_EQ(keys, (std::vector<std::string>{
                      "B=2,H=8,S=512,D=64,CAUSAL=0", "B=2,H=8,S=512,D=64,CAUSAL=1", "B=2,H=8,S=1024,D=64,CAUSAL=0",
                      "B=2,H=8,S=1024,D=64,CAUSAL=1", "B=2,H=8,S=2048,D=64,CAUSAL=0", "B=2,H=8,S=2048,D=64,CAUSAL=1",
                      "B=2,H=16,S=512,D=64,CAUSAL=0", "B=2,H=16,S=512,D=64,CAUSAL=1",
                      "B=2,H=16,S=1024,D=64,CAUSAL=0", "B=2,H=16,S=1024,D=64,CAUSAL=1"}));
  EXPECT_EQ(e.problem, e.shapes[0].problem);
  // BLOCK_M <= S / 16: 16 and 32 at S = 512, every value at S = 2048.
  EXPECT_LT(e.shapes[0].space_count.valid, e.shapes[4].space_count.valid);
  EXPECT_GT(e.shapes[0].space_count.valid, 0u);

  const Experiment at = e.at_shape(4);
  EXPECT_EQ(at.shape_id, "B=2,H=8,S=2048,D=64,CAUSAL=0");
  EXPECT_EQ(at.problem_bindings().at("S"), Value(2048));
  EXPECT_EQ(at.space_count.valid, e.shapes[4].space_count.valid);
  EXPECT_TRUE(at.baselines.empty());            // measured at another shape
  EXPECT_EQ(e.at_shape(0).baselines.size(), 1u);
  EXPECT_EQ(e.find_shape("B=2,H=16,S=1024,D=64,CAUSAL=1"), std::optional<std::size_t>(9));
  EXPECT_FALSE(e.find_shape("B=2,H=16,S=2048,D=64,CAUSAL=0"));
}

TEST_F(ShapeSetFile, ListedShapesAreAnAxisOfTheirOwn) {
  std::string text = with_problem(
      "problem:\n  shapes:\n    - {B: 2, H: 8, S: 512}\n    - {B: 4, H: 16, S: 1024}\n  D: [64, 128]\n  CAUSAL: 0\n");
  text = replaced(text, "  - {name: cudnn_sdpa, time_us: 8.2, device: H200}",
                  "  - {name: cudnn_sdpa, time_us: 8.2, device: H200, shape: {B: 2, D: 64}}");
  const Experiment e = load(text);
  std::vector<std::string> keys;
  for (const auto& s : e.shapes) keys.push_back(shape_key(s.problem));
  EXPECT_EQ(keys, (std::vector<std::string>{"B=2,H=8,S=512,D=64,CAUSAL=0", "B=2,H=8,S=512,D=128,CAUSAL=0",
                                            "B=4,H=16,S=1024,D=64,CAUSAL=0", "B=4,H=16,S=1024,D=128,CAUSAL=0"}));
}

TEST_F(ShapeSetFile, SeedsNeedBeValidAtOneShapeOnlyAndEachShapeKeepsItsOwn) {
  // The seed's BLOCK_M 64 needs S >= 1024 under this restriction.
  std::string text = with_problem("problem:\n  B: 2\n  H: 8\n  S: [512, 4096]\n  D: 64\n  CAUSAL: 0\n");
  text = replaced(text, "  - S % BLOCK_N == 0\n", "  - S % BLOCK_N == 0\n  - BLOCK_M <= S / 16\n");
  text = replaced(text, "device: H200}", "device: H200, shape: {S: 512}}");
  const Experiment e = load(text);
  EXPECT_TRUE(e.at_shape(0).search.seeds.empty());
  EXPECT_EQ(e.at_shape(1).search.seeds.size(), 1u);
  // Valid at no shape: reported, naming the set.
  const auto diags = errors(replaced(text, "S: [512, 4096]", "S: [512, 768]"));
  ASSERT_FALSE(diags.empty());
  bool found = false;
  for (const auto& d : diags)
    found = found || (d.message.find("this seed breaks") != std::string::npos &&
                      d.message.find("at every shape of the set") != std::string::npos);
  EXPECT_TRUE(found) << diags.front().format();
}

TEST_F(ShapeSetFile, AProblemAtOneShapeNamesTheShape) {
  // No valid point at S = 512 only.
  std::string text = with_problem("problem:\n  B: 2\n  H: 8\n  S: [1024, 512]\n  D: 64\n  CAUSAL: 0\n");
  text = replaced(text, "  - S % BLOCK_N == 0\n", "  - S % BLOCK_N == 0\n  - BLOCK_M * 64 <= S\n");
  text = replaced(text, "    - {BLOCK_M: 64, BLOCK_N: 64, NUM_WARPS: 4, SWIZZLE: xor16}\n",
                  "    - {BLOCK_M: 16, BLOCK_N: 64, NUM_WARPS: 1, SWIZZLE: xor16}\n");
  text = replaced(text, "device: H200}", "device: H200, shape: {S: 1024}}");
  const auto diags = errors(text);
  ASSERT_EQ(diags.size(), 1u) << diags.front().format();
  EXPECT_EQ(diags[0].key, "restrictions");
  EXPECT_NE(diags[0].message.find("no point of the space meets every restriction"), std::string::npos);
  EXPECT_NE(diags[0].message.find("(at shape B=2,H=8,S=512,D=64,CAUSAL=0)"), std::string::npos) << diags[0].message;
}

TEST_F(ShapeSetFile, BadSetsAreNamedAtTheirKey) {
  const int l = kProblemLine;
  expect_error(errors(with_problem("problem:\n  B: 2\n  H: 8\n  S: []\n  D: 64\n  CAUSAL: 0\n")), "problem.S", l + 3, 6,
               "found an empty list");
  expect_error(errors(with_problem("problem:\n  B: 2\n  H: 8\n  S: [512, 1024, 512]\n  D: 64\n  CAUSAL: 0\n")),
               "problem.S[2]", l + 3, 18, "found 512 twice");
  expect_error(errors(with_problem("problem:\n  B: 2\n  H: 8\n  S: [512, -1]\n  D: 64\n  CAUSAL: 0\n")),
               "problem.S[1]", l + 3, 12, "expected a positive size");
  // Listed shapes: the same keys, none given elsewhere, none twice.
  expect_error(errors(with_problem("problem:\n  shapes:\n    - {B: 2, S: 512}\n    - {B: 4}\n  H: 8\n  D: 64\n"
                                   "  CAUSAL: 0\n")),
               "problem.shapes[1]", l + 3, 7, "this shape gives no 'S'");
  expect_error(errors(with_problem("problem:\n  shapes:\n    - {B: 2, S: 512}\n    - {B: 4, S: 512, Q: 1}\n  H: 8\n"
                                   "  D: 64\n  CAUSAL: 0\n")),
               "problem.shapes[1].Q", l + 3, 22, "is not a key of the first shape");
  expect_error(errors(with_problem("problem:\n  shapes:\n    - {B: 2, S: 512}\n  S: 1024\n  H: 8\n  D: 64\n"
                                   "  CAUSAL: 0\n")),
               "problem.S", l + 3, 3, "is already used by problem.shapes[0].S");
  expect_error(errors(with_problem("problem:\n  shapes:\n    - {B: 2, S: 512}\n    - {B: 2, S: 512}\n  H: 8\n"
                                   "  D: 64\n  CAUSAL: 0\n")),
               "problem.shapes[1]", l + 3, 7, "is listed twice");
  expect_error(errors(with_problem("problem:\n  shapes: []\n  B: 2\n  H: 8\n  D: 64\n  CAUSAL: 0\n  S: 512\n")),
               "problem.shapes", l + 1, 11, "expected at least one shape");
  // where: names problem sizes only, and must leave a shape.
  expect_error(errors(with_problem("problem:\n  B: 2\n  H: 8\n  S: [512, 1024]\n  D: 64\n  CAUSAL: 0\n"
                                   "  where: SS < 1024\n")),
               "problem.where", l + 6, 10, "unknown name 'SS'");
  expect_error(errors(with_problem("problem:\n  B: 2\n  H: 8\n  S: [512, 1024]\n  D: 64\n  CAUSAL: 0\n"
                                   "  where: [S > 4096]\n")),
               "problem.where", l + 6, 10, "no shape of the set (2 combinations) meets problem.where");
  // Too many shapes, and too many combinations.
  expect_error(errors(with_problem("problem:\n  B: [1, 2, 3, 4, 5, 6, 7, 8]\n  H: [1, 2, 3, 4, 5, 6, 7, 8]\n"
                                   "  S: [512, 1024, 2048, 4096, 8192]\n  D: 64\n  CAUSAL: 0\n")),
               "problem", l + 1, 3, "the set has 320 shapes; at most 256 are allowed");
  std::string many = "problem:\n";
  for (const char* k : {"B", "H", "S", "D", "CAUSAL"}) {
    many += std::string("  ") + k + ": [";
    for (int i = 1; i <= 11; ++i) many += std::to_string(i * 64) + (i < 11 ? ", " : "]\n");
  }
  expect_error(errors(with_problem(many)), "problem", l + 1, 3, "the axes make 161051 combinations");
}

TEST_F(ShapeSetFile, BaselinesOfASetNameTheirShape) {
  const std::string set = with_problem("problem:\n  B: 2\n  H: 8\n  S: [512, 1024]\n  D: 64\n  CAUSAL: 0\n");
  const auto diags = errors(set);
  ASSERT_EQ(diags.size(), 1u) << diags.front().format();
  EXPECT_EQ(diags[0].key, "baselines[0]");
  EXPECT_NE(diags[0].message.find("names the shape it was measured at, e.g. shape: {B: 2, H: 8, S: 512"),
            std::string::npos)
      << diags[0].message;
  const auto unknown = errors(replaced(set, "device: H200}", "device: H200, shape: {S: 2048}}"));
  ASSERT_EQ(unknown.size(), 1u);
  EXPECT_NE(unknown[0].message.find("{S=2048} is no shape of the set"), std::string::npos) << unknown[0].message;
  const auto typo = errors(replaced(set, "device: H200}", "device: H200, shape: {CASUAL: 0}}"));
  ASSERT_EQ(typo.size(), 1u);
  EXPECT_EQ(typo[0].key, "baselines[0].shape.CASUAL");
  EXPECT_NE(typo[0].message.find("did you mean CAUSAL?"), std::string::npos) << typo[0].message;
  const auto two = errors(replaced(set, "device: H200}", "device: H200, shape: {B: 2}}"));
  ASSERT_EQ(two.size(), 1u);
  EXPECT_NE(two[0].message.find("matches 2 shapes"), std::string::npos) << two[0].message;
}

TEST_F(ShapeSetFile, BudgetPerShapeOrTotal) {
  EXPECT_EQ(load(base_).search.budget.per, BudgetScope::shape);
  const Experiment e = load(replaced(base_, "seconds: 120}", "seconds: 120, per: total}"));
  EXPECT_EQ(e.search.budget.per, BudgetScope::total);
  const auto diags = errors(replaced(base_, "seconds: 120}", "seconds: 120, per: shapes}"));
  ASSERT_EQ(diags.size(), 1u);
  EXPECT_EQ(diags[0].key, "search.budget.per");
  EXPECT_NE(diags[0].message.find("did you mean shape?"), std::string::npos) << diags[0].message;
}

TEST(ShapeKeys, KeyParseMatchAndDistance) {
  const ProblemValues a = {{"B", Value(2)}, {"S", Value(512)}, {"CAUSAL", Value(0)}};
  EXPECT_EQ(shape_key(a), "B=2,S=512,CAUSAL=0");
  EXPECT_EQ(parse_shape_text(" B=2, S = 512 ,CAUSAL=0"), a);
  EXPECT_TRUE(shape_matches(a, parse_shape_text("S=512")));
  EXPECT_FALSE(shape_matches(a, parse_shape_text("S=1024")));
  EXPECT_FALSE(shape_matches(a, parse_shape_text("Q=1")));
  EXPECT_TRUE(shape_matches(a, {}));
  for (const char* bad : {"", "B", "B=2,,S=1", "=2", "B=", "B=1,B=2"}) {
    try {
      parse_shape_text(bad);
      ADD_FAILURE() << "parsed: " << bad;
    } catch (const ConfigError& e) {
      EXPECT_NE(std::string(e.what()).find("--shape"), std::string::npos) << e.what();
    }
  }
  // One per doubling, one per differing flag.
  const ProblemValues b = {{"B", Value(8)}, {"S", Value(256)}, {"CAUSAL", Value(1)}};
  EXPECT_DOUBLE_EQ(shape_distance(a, b), 2 + 1 + 1);
  EXPECT_DOUBLE_EQ(shape_distance(a, a), 0);
  EXPECT_DOUBLE_EQ(shape_distance(a, b), shape_distance(b, a));
}

}  // namespace
}  // namespace evotune
