// Experiment files: a good file loads into the model it describes; each kind
// of bad input gets a diagnostic naming file, line, column, key, found and
// expected; all problems of a file come at once.
#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

#include "core/error.hpp"
#include "core/experiment.hpp"
#include "core/launch_plan.hpp"
#include "core/search_path.hpp"
#include "core/suggest.hpp"
#include "test_files.hpp"

namespace fs = std::filesystem;
using namespace evotune;

namespace {

using evotune::test_files::read_file;
using evotune::test_files::write_file;

// `text` with the first `from` replaced by `to` (which must be there).
std::string replaced(const std::string& text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << "not in the text: " << from;
  if (at == std::string::npos) return text;
  return text.substr(0, at) + to + text.substr(at + from.size());
}

// 1-based line and column of the first occurrence of `needle` (after the first `after`, if given).
int line_of(const std::string& text, const std::string& needle, const std::string& after = "") {
  const auto start = after.empty() ? 0 : text.find(after);
  const auto at = text.find(needle, start);
  EXPECT_NE(at, std::string::npos) << needle;
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
}
int column_of(const std::string& text, const std::string& needle, const std::string& after = "") {
  const auto start = after.empty() ? 0 : text.find(after);
  const auto at = text.find(needle, start);
  const auto line_start = text.rfind('\n', at);
  return static_cast<int>(at - (line_start == std::string::npos ? 0 : line_start + 1)) + 1;
}

class ExperimentFile : public ::testing::Test {
 protected:
  // A project folder of our own: templates/ and kernels/seeds/ with the placeholder kernels.
  static void SetUpTestSuite() {
    project_ = fs::temp_directory_path() / ("evotune_test_experiment_" + std::to_string(::getpid()));
    fs::remove_all(project_);
    const fs::path data = fs::path(EVOTUNE_TEST_DATA) / "experiments";
    write_file(project_ / "templates/tiny.cu", read_file(data / "templates/tiny.cu"));
    write_file(project_ / "kernels/seeds/tiny_ref.cu", read_file(data / "kernels/seeds/tiny_ref.cu"));
    base_ = read_file(data / "good.yaml");
  }
  static void TearDownTestSuite() { fs::remove_all(project_); }

  static fs::path file() { return project_ / "experiments" / "test.yaml"; }

  // base_ with 100 values of BLOCK_M and 1000 of BLOCK_N: 800,000 points.
  std::string wide_blocks() const {
    std::string list_m = "BLOCK_M: [16", list_n = "BLOCK_N: [32";
    for (int i = 2; i <= 100; ++i) list_m += ", " + std::to_string(16 * i);
    for (int i = 2; i <= 1000; ++i) list_n += ", " + std::to_string(32 * i);
    return replaced(replaced(base_, "BLOCK_M: [16, 32, 64, 128]", list_m + "]"), "BLOCK_N: [32, 64, 128]", list_n + "]");
  }

  Experiment load(const std::string& text) {
    write_file(file(), text);
    return load_experiment(file());
  }

  // The diagnostics of a file that must not load.
  std::vector<Diagnostic> errors(const std::string& text) {
    write_file(file(), text);
    try {
      load_experiment(file());
    } catch (const ConfigError& e) {
      for (const auto& d : e.diagnostics()) {
        EXPECT_EQ(d.mark.file, file().string()) << d.format();
        EXPECT_GT(d.mark.line, 0) << d.format();
        EXPECT_FALSE(d.message.empty());
      }
      return e.diagnostics();
    }
    ADD_FAILURE() << "the file loaded but should not:\n" << text;
    return {};
  }

  // The one diagnostic for `key`, checked to be at line:column and to contain `message`.
  void expect_error(const std::vector<Diagnostic>& diags, const std::string& key, int line, int column,
                    const std::string& message) {
    for (const auto& d : diags) {
      if (d.key != key || d.message.find(message) == std::string::npos) continue;
      EXPECT_EQ(d.mark.line, line) << d.format();
      EXPECT_EQ(d.mark.column, column) << d.format();
      const std::string formatted = d.format();
      EXPECT_EQ(formatted.rfind(file().string() + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " +
                                    key + ": ",
                                0),
                0u)
          << formatted;
      return;
    }
    std::string all;
    for (const auto& d : diags) all += "\n  " + d.format();
    ADD_FAILURE() << "no diagnostic for " << key << " containing \"" << message << "\"; got:" << all;
  }

  static inline fs::path project_;
  static inline std::string base_;
};

TEST_F(ExperimentFile, GoodFileLoadsEverything) {
  const Experiment e = load(base_);
  EXPECT_EQ(e.name, "tiny");
  EXPECT_EQ(e.description, "Attention-shaped test problem.");
  EXPECT_EQ(e.file, file());
  EXPECT_EQ(e.file_text, base_);
  EXPECT_EQ(e.file_hash.size(), 64u);

  ASSERT_EQ(e.problem.size(), 5u);
  EXPECT_EQ(e.problem[2].first, "S");
  EXPECT_EQ(e.problem[2].second, Value(512));
  EXPECT_EQ(e.problem[4].first, "CAUSAL");
  EXPECT_EQ(e.problem[4].second, Value(0));

  ASSERT_EQ(e.args.size(), 5u);
  EXPECT_EQ(e.args[0].name, "q");
  EXPECT_TRUE(e.args[0].is_tensor);
  EXPECT_EQ(e.args[0].dtype, DType::f16);
  ASSERT_EQ(e.args[0].shape.size(), 4u);
  EXPECT_EQ(e.args[0].shape[2].text(), "S");
  EXPECT_EQ(e.args[0].role, ArgRole::input);
  EXPECT_EQ(e.args[0].init.kind, InitSpec::Kind::normal);
  EXPECT_EQ(e.args[1].init.kind, InitSpec::Kind::uniform);
  EXPECT_EQ(e.args[1].init.a, -2.0);
  EXPECT_EQ(e.args[1].init.b, 2.0);
  EXPECT_EQ(e.args[2].dtype, DType::bf16);
  EXPECT_EQ(e.args[2].init.kind, InitSpec::Kind::constant);
  EXPECT_EQ(e.args[2].init.a, 0.5);
  EXPECT_EQ(e.args[3].role, ArgRole::output);
  EXPECT_EQ(e.args[3].init.kind, InitSpec::Kind::constant);  // outputs start at zero
  EXPECT_FALSE(e.args[4].is_tensor);
  EXPECT_EQ(e.args[4].dtype, DType::f32);
  EXPECT_DOUBLE_EQ(e.args[4].value.eval_double(e.problem_bindings()), 0.125);

  EXPECT_EQ(e.kernel.source, project_ / "templates/tiny.cu");
  EXPECT_EQ(e.kernel.source_text, "templates/tiny.cu");
  ASSERT_EQ(e.kernel.launches.size(), 1u);
  const LaunchSpec& l = e.kernel.launches[0];
  EXPECT_EQ(l.entry, "tiny_fwd");
  EXPECT_EQ(l.grid[0].text(), "ceil_div(S, BLOCK_M)");
  EXPECT_EQ(l.block[0].text(), "NUM_WARPS * 32");
  EXPECT_EQ(l.args, (std::vector<std::string>{"q", "k", "v", "o", "scale"}));
  EXPECT_FALSE(l.when.has_value());
  Point p{{"BLOCK_M", 64}, {"BLOCK_N", 64}, {"NUM_WARPS", 4}, {"SWIZZLE", "xor16"}};
  EXPECT_EQ(l.grid[0].eval_int(e.bindings(p)), 8);
  EXPECT_EQ(l.shared_bytes.eval_int(e.bindings(p)), (64 + 128) * 64 * 2);

  EXPECT_EQ(e.reference.kernel.source, project_ / "kernels/seeds/tiny_ref.cu");
  ASSERT_EQ(e.reference.kernel.launches.size(), 1u);  // the short form
  EXPECT_EQ(e.reference.kernel.launches[0].entry, "tiny_ref");
  EXPECT_EQ(e.reference.kernel.launches[0].args.size(), 5u);  // default: all args in file order
  EXPECT_EQ(e.reference.kernel.launches[0].block[0].eval_int(e.reference_bindings()), 128);
  EXPECT_EQ(e.reference.kernel.launches[0].block[1].eval_int(e.reference_bindings()), 1);  // missing dims are 1
  EXPECT_DOUBLE_EQ(e.reference.tolerance.max_rel_norm, 0.001);

  ASSERT_EQ(e.space.size(), 4u);
  EXPECT_EQ(e.space[0].name, "BLOCK_M");
  EXPECT_EQ(e.space[0].values, (std::vector<ParamValue>{16, 32, 64, 128}));
  EXPECT_EQ(e.space[3].values, (std::vector<ParamValue>{"xor16", "pad16"}));
  EXPECT_EQ(e.space_size(), 96u);
  EXPECT_EQ(e.restrictions.size(), 3u);
  EXPECT_TRUE(e.satisfies(p));
  EXPECT_FALSE(e.satisfies({{"BLOCK_M", 16}, {"BLOCK_N", 64}, {"NUM_WARPS", 4}, {"SWIZZLE", "xor16"}}));
  EXPECT_FALSE(e.satisfies({{"BLOCK_M", 64}, {"BLOCK_N", 32}, {"NUM_WARPS", 4}, {"SWIZZLE", "xor16"}}));
  EXPECT_TRUE(e.satisfies({{"BLOCK_M", 64}, {"BLOCK_N", 32}, {"NUM_WARPS", 4}, {"SWIZZLE", "pad16"}}));
  EXPECT_EQ(e.space_count.total, 96u);
  EXPECT_EQ(e.space_count.examined, 96u);
  EXPECT_EQ(e.space_count.valid, 50u);  // counted by hand (python) for this space
  EXPECT_FALSE(e.space_count.sampled());

  EXPECT_EQ(e.gates.max_registers, 255);
  EXPECT_EQ(e.gates.max_shared_bytes, 232448);
  EXPECT_FALSE(e.gates.max_stack_bytes.has_value());
  EXPECT_EQ(e.search.strategy, "evo");
  EXPECT_EQ(e.search.population, 16);
  EXPECT_EQ(e.search.elite, 4);
  EXPECT_EQ(e.search.generations, 10);
  EXPECT_EQ(e.search.budget.evaluations, 500);
  EXPECT_EQ(e.search.budget.seconds, 120.0);
  EXPECT_EQ(e.search.seed, 7u);
  ASSERT_EQ(e.search.seeds.size(), 1u);
  EXPECT_EQ(e.search.seeds[0], p);
  EXPECT_EQ(e.search.options.at("mutation_rate"), Value(0.25));
  EXPECT_EQ(e.measure.warmup, 3);
  EXPECT_EQ(e.measure.max_runs, 500);
  EXPECT_TRUE(e.measure.l2_flush);
  EXPECT_DOUBLE_EQ(e.measure.wide_scale, 6.0);  // the default
  EXPECT_FALSE(e.measure.check_seed.has_value());  // run draws one
  EXPECT_EQ(e.measure.sanitize_top, 3);  // the default
  EXPECT_EQ(e.roofline.flops->eval_int(e.problem_bindings()), 4LL * 2 * 8 * 512 * 512 * 64);
  EXPECT_EQ(e.roofline.peak_tflops, 989.0);
  ASSERT_EQ(e.baselines.size(), 1u);
  EXPECT_EQ(e.baselines[0].name, "cudnn_sdpa");
  EXPECT_EQ(e.baselines[0].device, "H200");
}

TEST_F(ExperimentFile, DefaultsWhenOptionalSectionsAreLeftOut) {
  std::string text = base_.substr(0, base_.find("gates:"));
  text += "baselines: []\n";
  const Experiment e = load(text);
  EXPECT_EQ(e.search.strategy, "evo");
  EXPECT_EQ(e.search.population, 32);
  EXPECT_EQ(e.search.elite, 8);
  EXPECT_EQ(e.measure.trials, 3);
  EXPECT_EQ(e.gates.max_spill_bytes, 0);
  EXPECT_TRUE(e.gates.allow_serialized_wgmma);  // ptxas' advisory is a note unless the file asks
  EXPECT_FALSE(e.roofline.flops.has_value());
  EXPECT_TRUE(e.baselines.empty());
}

// The annotated example in docs/experiments.md must stay a valid file.
TEST_F(ExperimentFile, DocumentationExampleIsValid) {
  const std::string doc = read_file(fs::path(EVOTUNE_TEST_DATA) / "../../docs/experiments.md");
  ASSERT_FALSE(doc.empty());
  std::vector<std::string> blocks;
  for (std::size_t at = 0; (at = doc.find("```yaml\n", at)) != std::string::npos;) {
    const auto end = doc.find("```\n", at + 8);
    blocks.push_back(doc.substr(at + 8, end - at - 8));
    at = end;
  }
  ASSERT_GE(blocks.size(), 2u);
  const fs::path docs_project = project_ / "docs_project";
  write_file(docs_project / "templates/attention_scalar.cu", "// placeholder\n");
  write_file(docs_project / "kernels/seeds/attention_ref.cu", "// placeholder\n");
  write_file(docs_project / "experiments/s512.yaml", blocks[0]);
  const Experiment e = load_experiment(docs_project / "experiments/s512.yaml");
  EXPECT_EQ(e.name, "s512_scalar");
  EXPECT_EQ(e.kernel.source, docs_project / "templates/attention_scalar.cu");
  EXPECT_EQ(e.space_count.total, 96u);
  EXPECT_EQ(e.space_count.valid, 50u);  // counted by hand (python) for this space
  EXPECT_EQ(e.args.size(), 5u);

  // The short form of a single launch, as documented, gives the same launch.
  const std::string full = blocks[0];
  const auto k0 = full.find("kernel:");
  const auto k1 = full.find("\nreference:");
  auto short_block = std::find_if(blocks.begin() + 1, blocks.end(), [](const auto& b) { return b.rfind("kernel:", 0) == 0; });
  ASSERT_NE(short_block, blocks.end());
  std::string short_form = full.substr(0, k0) + *short_block + full.substr(k1 + 1);
  write_file(docs_project / "experiments/short.yaml", short_form);
  const Experiment s = load_experiment(docs_project / "experiments/short.yaml");
  ASSERT_EQ(s.kernel.launches.size(), 1u);
  EXPECT_EQ(s.kernel.launches[0].entry, "attention_fwd");
  EXPECT_EQ(s.kernel.launches[0].grid[0].text(), "ceil_div(S, BLOCK_M)");
  EXPECT_EQ(s.kernel.launches[0].block[1].text(), "1");
}

TEST_F(ExperimentFile, MissingKeyAtParent) {
  std::string text = replaced(base_, "name: tiny\n", "");
  expect_error(errors(text), "name", line_of(text, "description:"), 1, "missing key 'name'");
  text = replaced(base_, "  template: templates/tiny.cu\n", "");
  expect_error(errors(text), "kernel.template", line_of(text, "kernel:"), 1, "missing key 'template'");
  text = replaced(base_, "      grid: [\"ceil_div(S, BLOCK_M)\", H, B]\n", "");
  expect_error(errors(text), "kernel.launches[0].grid", line_of(text, "- entry: tiny_fwd"), 7, "missing key 'grid'");
  text = replaced(base_, "  q: {dtype: f16, ", "  q: {");
  expect_error(errors(text), "args.q.dtype", line_of(text, "  q: {"), 3, "missing key 'dtype'");
}

TEST_F(ExperimentFile, DuplicateKeys) {
  // yaml-cpp keeps the first of two equal keys without a word: we must say so.
  std::string text = replaced(base_, "  D: 64\n", "  D: 64\n  S: 256\n");
  expect_error(errors(text), "problem.S", line_of(text, "  S: 256"), 3,
               "duplicate key 'S' (first given on line " + std::to_string(line_of(text, "  S: 512")) + ")");
  text = replaced(base_, "name: tiny\n", "name: tiny\nname: other\n");
  expect_error(errors(text), "name", 3, 1, "duplicate key 'name'");
  text = replaced(base_, "  q: {dtype: f16,", "  q: {dtype: f16, dtype: f32,");
  expect_error(errors(text), "args.q.dtype", line_of(text, "dtype: f32,"), column_of(text, "dtype: f32,"),
               "duplicate key 'dtype'");
  text = replaced(base_, "  SWIZZLE: [xor16, pad16]\n", "  SWIZZLE: [xor16, pad16]\n  BLOCK_M: [8]\n");
  expect_error(errors(text), "space.BLOCK_M", line_of(text, "  BLOCK_M: [8]"), 3, "duplicate key 'BLOCK_M'");
}

TEST_F(ExperimentFile, UnknownKeysSuggest) {
  std::string text = replaced(base_, "  template: templates/tiny.cu", "  templte: templates/tiny.cu");
  auto d = errors(text);
  expect_error(d, "kernel.templte", line_of(text, "templte"), 3, "unknown key 'templte' (did you mean template?)");
  expect_error(d, "kernel.template", line_of(text, "kernel:"), 1, "missing key 'template'");
  text = replaced(base_, "  population: 16", "  populaton: 16");
  expect_error(errors(text), "search.populaton", line_of(text, "populaton"), 3, "(did you mean population?)");
  text = replaced(base_, "measure:\n", "measure:\n  colour: blue\n");
  expect_error(errors(text), "measure.colour", line_of(text, "colour"), 3,
               "unknown key 'colour'; expected one of: warmup min_runs min_time_ms max_runs trials l2_flush rotate "
               "wide_scale wide_args verified_calls check_seed sanitize_top");
  text = replaced(base_, "roofline:", "rooflin:");
  expect_error(errors(text), "rooflin", line_of(text, "rooflin:"), 1, "(did you mean roofline?)");
}

TEST_F(ExperimentFile, SanitizeTopIsACountFromZero) {
  EXPECT_EQ(load(replaced(base_, "measure:\n", "measure:\n  sanitize_top: 0\n")).measure.sanitize_top, 0);
  EXPECT_EQ(load(replaced(base_, "measure:\n", "measure:\n  sanitize_top: 5\n")).measure.sanitize_top, 5);
  std::string text = replaced(base_, "measure:\n", "measure:\n  sanitize_top: -1\n");
  expect_error(errors(text), "measure.sanitize_top", line_of(text, "sanitize_top"), 17,
               "found '-1'; expected an integer from 0 to 1000");
  text = replaced(base_, "measure:\n", "measure:\n  sanitize_top: all\n");
  expect_error(errors(text), "measure.sanitize_top", line_of(text, "sanitize_top"), 17, "found 'all'");
}

TEST_F(ExperimentFile, WideArgsNameInputTensors) {
  std::string text = replaced(base_, "measure:\n", "measure:\n  wide_args: [q, o, nothing]\n");
  auto d = errors(text);
  expect_error(d, "measure.wide_args[1]", line_of(text, "wide_args"), 18, "'o' is not an input tensor of args");
  expect_error(d, "measure.wide_args[2]", line_of(text, "wide_args"), 21, "'nothing' is not an input tensor of args");
}

TEST_F(ExperimentFile, WrongTypes) {
  std::string text = replaced(base_, "  population: 16", "  population: many");
  expect_error(errors(text), "search.population", line_of(text, "many"), column_of(text, "many"),
               "found 'many'; expected an integer >= 1");
  text = replaced(base_, "  l2_flush: true", "  l2_flush: yes");
  expect_error(errors(text), "measure.l2_flush", line_of(text, "l2_flush"), 13, "found 'yes'; expected true or false");
  text = replaced(base_, "  max_registers: 255", "  max_registers: 255\n  allow_serialized_wgmma: no");
  expect_error(errors(text), "gates.allow_serialized_wgmma", line_of(text, "allow_serialized_wgmma"), 27,
               "found 'no'; expected true or false");
  EXPECT_FALSE(load(replaced(base_, "  max_registers: 255", "  max_registers: 255\n  allow_serialized_wgmma: false"))
                   .gates.allow_serialized_wgmma);
  text = replaced(base_, "  max_registers: 255", "  max_registers: 300");
  expect_error(errors(text), "gates.max_registers", line_of(text, "300"), 18,
               "found '300'; expected an integer from 1 to 255");
  text = replaced(base_, "  q: {dtype: f16,", "  q: {dtype: fp16,");
  expect_error(errors(text), "args.q.dtype", line_of(text, "fp16"), column_of(text, "fp16"),
               "found 'fp16'; expected one of f16, bf16, f32, i32 (did you mean f16?)");
  text = replaced(base_, "  NUM_WARPS: [1, 2, 4, 8]", "  NUM_WARPS: 4");
  expect_error(errors(text), "space.NUM_WARPS", line_of(text, "NUM_WARPS: 4"), 14,
               "found '4'; expected a list of values");
  text = replaced(base_, "  BLOCK_N: [32, 64, 128]", "  BLOCK_N: [32, 1.5, 128]");
  expect_error(errors(text), "space.BLOCK_N[1]", line_of(text, "1.5"), column_of(text, "1.5"),
               "found '1.5'; expected an integer or a named choice");
  text = replaced(base_, "  strategy: evo", "  strategy: [evo]");
  expect_error(errors(text), "search.strategy", line_of(text, "[evo]"), 13, "found a list; expected a strategy name");
  text = replaced(base_, "  seed: 7", "  seed:");
  expect_error(errors(text), "search.seed", line_of(text, "  seed:"), 3, "found nothing; expected an integer >= 0");
  text = replaced(base_, "  q: {dtype: f16, shape: [B, H, S, D], role: input, init: normal}",
                  "  q: {dtype: f16, shape: [B, H, S, D], role: reader, init: gaussian}");
  auto d = errors(text);
  expect_error(d, "args.q.role", line_of(text, "reader"), column_of(text, "reader"),
               "found 'reader'; expected one of input, output, scratch");
  expect_error(d, "args.q.init", line_of(text, "gaussian"), column_of(text, "gaussian"),
               "found 'gaussian'; expected normal, uniform, a number (a constant), or a mapping");
}

TEST_F(ExperimentFile, ValueListProblems) {
  std::string text = replaced(base_, "  BLOCK_N: [32, 64, 128]", "  BLOCK_N: []");
  expect_error(errors(text), "space.BLOCK_N", line_of(text, "BLOCK_N: []"), 12, "empty value list");
  text = replaced(base_, "  BLOCK_M: [16, 32, 64, 128]", "  BLOCK_M: [16, 32, 64, 32]");
  expect_error(errors(text), "space.BLOCK_M[3]", line_of(text, "BLOCK_M: [16"), 25,
               "duplicate value 32 (already given at column 17)");
  text = replaced(base_, "  SWIZZLE: [xor16, pad16]", "  SWIZZLE: [xor, pad16]");
  expect_error(errors(text), "space.SWIZZLE[0]", line_of(text, "[xor, pad16]"), 13,
               "named choice 'xor' is a C++ keyword");
  text = replaced(base_, "space:\n", "space: {}\nspace_unused:\n");
  auto d = errors(text);
  expect_error(d, "space", line_of(text, "space: {}"), 8, "found no parameters");
}

TEST_F(ExperimentFile, NamesMustBeUniqueIdentifiers) {
  std::string text = replaced(base_, "  SWIZZLE: [xor16, pad16]", "  SWIZZLE: [xor16, pad16]\n  S: [128, 256]");
  expect_error(errors(text), "space.S", line_of(text, "  S: [128"), 3,
               "name 'S' is already used by problem.S (line " + std::to_string(line_of(text, "  S: 512")) + ")");
  text = replaced(base_, "  o: {dtype", "  BLOCK_M: {dtype");
  expect_error(errors(text), "args.BLOCK_M", line_of(text, "  BLOCK_M: {dtype"), 3,
               "name 'BLOCK_M' is already used by space.BLOCK_M (line " + std::to_string(line_of(text, "  BLOCK_M: [16")) + ")");
  text = replaced(base_, "  CAUSAL: 0", "  2CAUSAL: 0");
  expect_error(errors(text), "problem.2CAUSAL", line_of(text, "2CAUSAL"), 3, "is not a C identifier");
  text = replaced(base_, "  SWIZZLE: [xor16, pad16]", "  int: [1, 2]");
  expect_error(errors(text), "space.int", line_of(text, "  int: [1"), 3, "is a C++ keyword");
  text = replaced(base_, "  REF_THREADS: 128", "  S: 128");
  expect_error(errors(text), "reference.defines.S", line_of(text, "  S: 128"), 5,
               "a define must not shadow a problem size");
}

TEST_F(ExperimentFile, ExpressionsThatDoNotParse) {
  std::string text = replaced(base_, "shared_mem: (BLOCK_M + 2 * BLOCK_N) * D * 2",
                              "shared_mem: (BLOCK_M + 2 * BLOCK_N)) * D * 2");
  // Points at the extra ')' itself: the column in the file, not in the expression.
  expect_error(errors(text), "kernel.launches[0].shared_mem", line_of(text, "shared_mem"),
               column_of(text, ")) * D") + 1, "unexpected ')' at column 24");
  // An unquoted comma inside [...] splits the expression: say how to fix it.
  text = replaced(base_, "grid: [\"ceil_div(S, BLOCK_M)\", H, B]", "grid: [ceil_div(S, BLOCK_M), H, B]");
  auto d = errors(text);
  expect_error(d, "kernel.launches[0].grid", line_of(text, "grid: [ceil"), 13, "found 4 values; expected 1 to 3");
  expect_error(d, "kernel.launches[0].grid[0]", line_of(text, "grid: [ceil"), column_of(text, "ceil_div(S") + 10,
               "quote an expression that contains a comma");
  // Likewise inside {...}.
  text = replaced(base_, "value: 1.0 / sqrt(D)}", "value: min(D, 2)}");
  expect_error(errors(text), "args.scale.value", line_of(text, "min(D, 2)"), column_of(text, "min(D, 2)") + 5,
               "inside [...] or {...}, quote an expression that contains a comma");
  // In a quoted scalar the column still lands on the culprit.
  text = replaced(base_, "  - \"SWIZZLE == 'pad16' || BLOCK_N >= 64\"", "  - \"SWIZZLE == 'pad16' | BLOCK_N >= 64\"");
  expect_error(errors(text), "restrictions[2]", line_of(text, "| BLOCK_N"), column_of(text, "| BLOCK_N"),
               "(did you mean '||'?)");
  text = replaced(base_, "value: 1.0 / sqrt(D)}", "value: \"1.0 / sqrt(D, 2)\"}");
  expect_error(errors(text), "args.scale.value", line_of(text, "sqrt(D, 2)"), column_of(text, "sqrt(D, 2)"),
               "sqrt takes 1 argument, found 2");
}

TEST_F(ExperimentFile, ExpressionsThatNameUnknownThings) {
  std::string text = replaced(base_, "block: [NUM_WARPS * 32, 1, 1]", "block: [NUM_WARPS * 32, 1, 1]\n      when: BLOK_M >= 32");
  expect_error(errors(text), "kernel.launches[0].when", line_of(text, "BLOK_M"), column_of(text, "BLOK_M"),
               "unknown name 'BLOK_M' (did you mean BLOCK_M?)");
  text = replaced(base_, "  - S % BLOCK_N == 0", "  - SWIZZLE == pad16 || S % BLOCK_N == 0");
  expect_error(errors(text), "restrictions[1]", line_of(text, "== pad16"), column_of(text, "pad16 ||"),
               "write it in quotes: \"pad16\"");
  text = replaced(base_, "  bytes: 4 * B * H * S * D * 2", "  bytes: 4 * B * H * S * D * BLOCK_M");
  expect_error(errors(text), "roofline.bytes", line_of(text, "* BLOCK_M"), column_of(text, "BLOCK_M", "  bytes: "),
               "'BLOCK_M' is a parameter; roofline figures may use only problem sizes");
  text = replaced(base_, "  grid: [S, H, B]", "  grid: [S, H, q]");
  expect_error(errors(text), "reference.grid[2]", line_of(text, "[S, H, q]"), column_of(text, "q]"),
               "'q' is an argument");
  text = replaced(base_, "  block: [REF_THREADS]", "  block: [REF_THREADS]\n  shared_mem: NUM_WARPS * 4");
  expect_error(errors(text), "reference.shared_mem", line_of(text, "NUM_WARPS * 4"), 15,
               "'NUM_WARPS' is a parameter; the reference's launches may use only problem sizes and reference.defines");
  text = replaced(base_, "  bytes: 4 * B * H * S * D * 2", "  bytes: REF_THREADS");
  expect_error(errors(text), "roofline.bytes", line_of(text, "bytes: REF"), 10, "is a reference define");
  text = replaced(base_, "      args: [q, k, v, o, scale]", "      args: [q, k, v, out, scale]");
  expect_error(errors(text), "kernel.launches[0].args[3]", line_of(text, "out,"), column_of(text, "out,"),
               "unknown argument 'out'");
}

// The template's `// evotune:param` lines are the default space (issue 18):
// the experiment may leave a knob out, narrow it, or widen it with a warning.
TEST_F(ExperimentFile, TheTemplateDeclaresTheDefaultSpace) {
  const auto values_of = [](const Experiment& e, const std::string& name) {
    std::string out;
    for (const auto& p : e.space)
      if (p.name == name)
        for (const auto& v : p.values) out += (out.empty() ? "" : ",") + v.to_string();
    return out;
  };
  // No space at all: every knob with the template's values, in its order.
  const std::string space = "space:\n  BLOCK_M: [16, 32, 64, 128]\n  BLOCK_N: [32, 64, 128]\n"
                            "  NUM_WARPS: [1, 2, 4, 8]\n  SWIZZLE: [xor16, pad16]\n";
  ASSERT_NE(base_.find(space), std::string::npos);
  Experiment e = load(replaced(base_, space, ""));
  ASSERT_EQ(e.space.size(), 4u);
  EXPECT_EQ(e.space[0].name, "BLOCK_M");
  EXPECT_EQ(values_of(e, "BLOCK_M"), "16,32,64,128");
  EXPECT_EQ(values_of(e, "SWIZZLE"), "xor16,pad16");
  EXPECT_TRUE(e.warnings.empty());
  const Experiment full = load(base_);
  EXPECT_EQ(e.space_count.total, full.space_count.total);
  EXPECT_EQ(e.space_count.valid, full.space_count.valid);

  // One knob narrowed, the others from the template; no warning.
  e = load(replaced(base_, space, "space:\n  BLOCK_M: [32, 64]\n"));
  EXPECT_EQ(values_of(e, "BLOCK_M"), "32,64");
  EXPECT_EQ(values_of(e, "NUM_WARPS"), "1,2,4,8");
  EXPECT_TRUE(e.warnings.empty());

  // Widened: loads, with a warning naming the experiment's line and the template's.
  const std::string wide = replaced(base_, space, "space:\n  BLOCK_M: [64, 256]\n");
  e = load(wide);
  EXPECT_EQ(values_of(e, "BLOCK_M"), "64,256");
  ASSERT_EQ(e.warnings.size(), 1u);
  EXPECT_EQ(e.warnings[0].mark.line, line_of(wide, "BLOCK_M: [64, 256]"));
  EXPECT_EQ(e.warnings[0].key, "space.BLOCK_M");
  EXPECT_NE(e.warnings[0].message.find("256 not in templates/tiny.cu:3 {16,32,64,128}"), std::string::npos)
      << e.warnings[0].message;
}

TEST_F(ExperimentFile, MissingFiles) {
  std::string text = replaced(base_, "templates/tiny.cu", "templates/nope.cu");
  expect_error(errors(text), "kernel.template", line_of(text, "nope.cu"), 13,
               "file not found: templates/nope.cu (looked in " + (project_ / "experiments").string() +
                   " and the folders above it, $EVOTUNE_PATH");
  text = replaced(base_, "kernels/seeds/tiny_ref.cu", "/no/such/ref.cu");
  expect_error(errors(text), "reference.source", line_of(text, "/no/such"), 11, "file not found: /no/such/ref.cu");
  text = replaced(base_, "templates/tiny.cu", "templates");
  expect_error(errors(text), "kernel.template", line_of(text, "template: templates"), 13,
               (project_ / "templates").string() + " is a folder; expected a CUDA source file");
  try {
    load_experiment(project_ / "experiments/absent.yaml");
    ADD_FAILURE() << "loaded a file that is not there";
  } catch (const ConfigError& e) {
    ASSERT_EQ(e.diagnostics().size(), 1u);
    EXPECT_EQ(e.diagnostics()[0].format(),
              (project_ / "experiments/absent.yaml").string() + ": cannot open the experiment file: no such file");
  }
}

TEST_F(ExperimentFile, NoValidPoint) {
  std::string text = replaced(base_, "  - S % BLOCK_N == 0", "  - S % BLOCK_N == 0\n  - BLOCK_M > 1000");
  auto d = errors(text);
  expect_error(d, "restrictions", line_of(text, "  - BLOCK_M % "), 3,
               "no point of the space meets every restriction (96 points examined): restrictions[2] "
               "'BLOCK_M > 1000' holds at none of them");
  // Each holds somewhere, never together.
  text = replaced(base_, "  - S % BLOCK_N == 0", "  - BLOCK_M == 16\n  - BLOCK_M == 32");
  expect_error(errors(text), "restrictions", line_of(text, "  - BLOCK_M % "), 3,
               "each restriction holds somewhere, but never all of them at once");
  // A restriction that fails to evaluate at a point says where.
  text = replaced(base_, "  - S % BLOCK_N == 0", "  - S % (BLOCK_M - 16) == 0");
  expect_error(errors(text), "restrictions[1]", line_of(text, "BLOCK_M - 16"), 5,
               "'S % (BLOCK_M - 16) == 0' cannot be evaluated at {BLOCK_M: 16, BLOCK_N: 32, NUM_WARPS: 1, "
               "SWIZZLE: xor16}: remainder by zero");
}

TEST_F(ExperimentFile, NonPositiveSizes) {
  std::string text = replaced(base_, "  S: 512", "  S: 0");
  auto d = errors(text);
  expect_error(d, "problem.S", line_of(text, "  S: 0"), 6, "found 0; expected a positive size (args.q.shape[2] uses S)");
  // Reported once, at the size, not again at every expression using it.
  for (const auto& x : d) EXPECT_EQ(x.message.find("'S'"), std::string::npos) << x.format();
  text = replaced(base_, "  D: 64", "  D: -64");
  expect_error(errors(text), "problem.D", line_of(text, "-64"), 6, "found -64; expected a positive size");
  // CAUSAL: 0 is a flag, used by no shape: fine (the base has it).
  EXPECT_NO_THROW(load(base_));
}

TEST_F(ExperimentFile, ShapesAndGeometryAtEveryValidPoint) {
  // A scratch buffer sized by a parameter, kept from the reference: fine when positive everywhere.
  std::string scratch = "  tmp: {dtype: f32, shape: [BLOCK_M - 16, D], role: scratch}\n";
  std::string text = replaced(base_, "  scale: {dtype", scratch + "  scale: {dtype");
  text = replaced(text, "  block: [REF_THREADS]", "  block: [REF_THREADS]\n  args: [q, k, v, o, scale]");
  text = replaced(text, "  - BLOCK_M % (NUM_WARPS * 16) == 0", "  - BLOCK_M % (NUM_WARPS * 16) == 0\n  - BLOCK_M > 16");
  EXPECT_NO_THROW(load(text));
  // Without the restriction, BLOCK_M = 16 gives a zero dimension at a valid point.
  text = replaced(text, "\n  - BLOCK_M > 16", "");
  expect_error(errors(text), "args.tmp.shape[0]", line_of(text, "BLOCK_M - 16"), column_of(text, "BLOCK_M - 16"),
               "'BLOCK_M - 16' gives 0; expected a positive integer at {BLOCK_M: 16, BLOCK_N: 32, NUM_WARPS: 1, "
               "SWIZZLE: pad16}");
  // The reference gets every argument by default, and it knows no parameters.
  text = replaced(base_, "  scale: {dtype", scratch + "  scale: {dtype");
  expect_error(errors(text), "args.tmp.shape[0]", line_of(text, "BLOCK_M - 16"), column_of(text, "BLOCK_M - 16"),
               "uses parameter BLOCK_M, but the reference gets this argument");
  // Grid dimensions too.
  text = replaced(base_, "grid: [\"ceil_div(S, BLOCK_M)\", H, B]", "grid: [S / BLOCK_M - 8, H, B]");
  expect_error(errors(text), "kernel.launches[0].grid[0]", line_of(text, "S / BLOCK_M - 8"), 14,
               "gives 0; expected a positive integer at {BLOCK_M: 64,");
  // A scalar's type.
  text = replaced(base_, "scale: {dtype: f32, value: 1.0 / sqrt(D)}", "scale: {dtype: i32, value: 1.0 / sqrt(D)}");
  expect_error(errors(text), "args.scale.value", line_of(text, "i32, value"), column_of(text, "1.0 / sqrt"),
               "gives 0.125; expected an integer");
  text = replaced(base_, "  flops: 4 * B * H * S * S * D / (CAUSAL + 1)", "  flops: CAUSAL * 2");
  expect_error(errors(text), "roofline.flops", line_of(text, "CAUSAL * 2"), 10, "gives 0; expected a number > 0");
}

TEST_F(ExperimentFile, LaunchesWithinCudaLimits) {
  // NUM_WARPS = 64 gives 2048 threads per block: CUDA refuses such a launch.
  std::string text = replaced(base_, "  NUM_WARPS: [1, 2, 4, 8]", "  NUM_WARPS: [1, 2, 4, 8, 64]");
  text = replaced(text, "  - BLOCK_M % (NUM_WARPS * 16) == 0\n", "");
  expect_error(errors(text), "kernel.launches[0].block", line_of(text, "block: [NUM_WARPS"), 14,
               "block (2048, 1, 1) has 2048 threads; CUDA allows at most 1024 per block at {BLOCK_M: 16, BLOCK_N: "
               "32, NUM_WARPS: 64, SWIZZLE: pad16} (add a restriction that excludes such points)");
  // A restriction that excludes those points makes the file valid.
  EXPECT_NO_THROW(load(replaced(text, "  - S % BLOCK_N == 0", "  - S % BLOCK_N == 0\n  - NUM_WARPS <= 32")));
  // Grid limits, here in the reference (evaluated once).
  text = replaced(base_, "  grid: [S, H, B]", "  grid: [S, H * 10000, B]");
  expect_error(errors(text), "reference.grid", line_of(text, "H * 10000"), 9,
               "grid (512, 80000, 2): y and z must be at most 65535");
  text = replaced(base_, "  block: [REF_THREADS]", "  block: [1, 1, 128]");
  expect_error(errors(text), "reference.block", line_of(text, "[1, 1, 128]"), 10,
               "block (1, 1, 128): z is over CUDA's limit of 64");
  // A launch skipped by `when` is not checked there.
  text = replaced(base_, "  NUM_WARPS: [1, 2, 4, 8]", "  NUM_WARPS: [1, 2, 4, 8, 64]");
  text = replaced(text, "  - BLOCK_M % (NUM_WARPS * 16) == 0\n", "");
  text = replaced(text, "      args: [q, k, v, o, scale]", "      args: [q, k, v, o, scale]\n      when: NUM_WARPS <= 32");
  EXPECT_NO_THROW(load(text));
}

// A view of a stored search (leaderboard, show, report, export) loads the file without visiting its space: the
// search did when it ran, and with long restrictions over a set of shapes the visit takes seconds a load
// (a leaderboard of a five-shape set loaded it six times: a minute).
TEST_F(ExperimentFile, AViewLoadsWithoutVisitingTheSpace) {
  const Experiment full = load(base_);
  EXPECT_EQ(full.space_count.examined, 96u);
  write_file(file(), base_);
  const Experiment view = load_experiment(file(), LoadOptions{.visit_space = false});
  EXPECT_EQ(view.space_count.total, 96u);
  EXPECT_EQ(view.space_count.examined, 0u);
  EXPECT_EQ(view.space_count.valid, 0u);
  // the restrictions are read all the same: a view can still tell a valid point
  EXPECT_TRUE(view.satisfies({{"BLOCK_M", 64}, {"BLOCK_N", 64}, {"NUM_WARPS", 4}, {"SWIZZLE", "xor16"}}));
  EXPECT_FALSE(view.satisfies({{"BLOCK_M", 16}, {"BLOCK_N", 64}, {"NUM_WARPS", 4}, {"SWIZZLE", "xor16"}}));
  // A seed that breaks a restriction stops a run, not a view of a search made before (a template that
  // changed since can make one); a problem of the file itself stops both.
  const std::string broken_seed = replaced(base_, "{BLOCK_M: 64, BLOCK_N: 64,", "{BLOCK_M: 16, BLOCK_N: 64,");
  EXPECT_THROW(load(broken_seed), ConfigError);
  EXPECT_NO_THROW(load_experiment_text(file(), broken_seed, LoadOptions{.visit_space = false}));
  const std::string bad_value = replaced(base_, "NUM_WARPS: 4, SWIZZLE: xor16}", "NUM_WARPS: 3, SWIZZLE: xor16}");
  EXPECT_THROW(load_experiment_text(file(), bad_value, LoadOptions{.visit_space = false}), ConfigError);
}

TEST_F(ExperimentFile, SeedsMustBeValidPoints) {
  std::string text = replaced(base_, "NUM_WARPS: 4, SWIZZLE: xor16}", "NUM_WARPS: 3, SWIZZLE: xor16}");
  expect_error(errors(text), "search.seeds[0].NUM_WARPS", line_of(text, "NUM_WARPS: 3"), column_of(text, "3, SWIZ"),
               "value 3 is not in space.NUM_WARPS [1, 2, 4, 8]");
  text = replaced(base_, "{BLOCK_M: 64, BLOCK_N: 64,", "{BLOCK_M: 16, BLOCK_N: 64,");
  expect_error(errors(text), "search.seeds[0]", line_of(text, "{BLOCK_M: 16"), 7,
               "this seed breaks restrictions[0] 'BLOCK_M % (NUM_WARPS * 16) == 0'");
  text = replaced(base_, ", SWIZZLE: xor16}", "}");
  expect_error(errors(text), "search.seeds[0].SWIZZLE", line_of(text, "{BLOCK_M: 64"), 7, "missing key 'SWIZZLE'");
  text = replaced(base_, ", SWIZZLE: xor16}", ", SWIZZLE: xor16, BLOCK_K: 8}");
  expect_error(errors(text), "search.seeds[0].BLOCK_K", line_of(text, "BLOCK_K"), column_of(text, "BLOCK_K"),
               "unknown key 'BLOCK_K' (did you mean BLOCK_M?)");
  // A seed that misses many parameters: five are named, then how many more.
  std::string params;
  for (int i = 0; i < 30; ++i) params += "  P" + std::to_string(i) + ": [1]\n";
  text = replaced(replaced(base_, "  SWIZZLE: [xor16, pad16]\n", "  SWIZZLE: [xor16, pad16]\n" + params),
                  "{BLOCK_M: 64, BLOCK_N: 64, NUM_WARPS: 4, SWIZZLE: xor16}", "{BLOCK_M: 64, BLOCK_N: 64}");
  auto d = errors(text);
  EXPECT_EQ(std::count_if(d.begin(), d.end(), [](const Diagnostic& x) { return x.message.rfind("missing key", 0) == 0; }),
            5);
  expect_error(d, "search.seeds[0]", line_of(text, "{BLOCK_M: 64"), 7,
               "missing 27 more parameters (a seed gives every parameter)");
}

TEST_F(ExperimentFile, AtMost64Launches) {
  std::string launches = "  launches:\n";
  for (int i = 0; i < 64; ++i) launches += "    - {entry: tiny_fwd, grid: 1, block: 32}\n";
  std::string text = replaced(base_, "  launches:\n    - entry: tiny_fwd", launches + "    - entry: tiny_fwd");
  expect_error(errors(text), "kernel.launches", line_of(text, "    - {entry"), 5,
               "found 65 launches; a kernel may have at most 64");
  text = replaced(base_, "  launches:\n    - entry: tiny_fwd", launches.substr(0, launches.rfind("    - {")) +
                                                              "    - entry: tiny_fwd");
  EXPECT_EQ(load(text).kernel.launches.size(), 64u);
}

TEST_F(ExperimentFile, LookaheadIsOneToFour) {
  EXPECT_EQ(load(base_).search.lookahead, 1);
  std::string text = replaced(base_, "  elite: 4", "  elite: 4\n  lookahead: 2");
  EXPECT_EQ(load(text).search.lookahead, 2);
  text = replaced(base_, "  elite: 4", "  elite: 4\n  lookahead: 5");
  expect_error(errors(text), "search.lookahead", line_of(text, "lookahead: 5"), 14,
               "found '5'; expected an integer from 1 to 4");
}

TEST_F(ExperimentFile, CrossFieldLimits) {
  std::string text = replaced(base_, "  elite: 4", "  elite: 40");
  expect_error(errors(text), "search.elite", line_of(text, "elite: 40"), 10,
               "elite (40) is larger than population (16)");
  text = replaced(base_, "  max_runs: 500", "  max_runs: 5");
  expect_error(errors(text), "measure.max_runs", line_of(text, "max_runs: 5"), 13, "max_runs (5) is below min_runs (10)");
  text = replaced(base_, "init: {kind: uniform, low: -2, high: 2}", "init: {kind: uniform, low: 2, high: -2}");
  expect_error(errors(text), "args.k.init", line_of(text, "low: 2"), column_of(text, "{kind: uniform"),
               "low (2.0) must be below high (-2.0)");
  text = replaced(base_, "  launches:\n    - entry: tiny_fwd", "  entry: other\n  launches:\n    - entry: tiny_fwd");
  expect_error(errors(text), "kernel.entry", line_of(text, "entry: other"), 10, "given both directly here and in launches");
  text = replaced(base_, "  entry: tiny_ref\n", "");
  text = replaced(text, "  grid: [S, H, B]\n", "");
  text = replaced(text, "  block: [REF_THREADS]\n", "");
  expect_error(errors(text), "reference.launches", line_of(text, "reference:"), 1, "missing key 'launches'");
  text = replaced(base_, "  template: templates/tiny.cu\n", "  template: templates/tiny.cu\n  arch: sm90\n");
  expect_error(errors(text), "kernel.arch", line_of(text, "sm90"), 9, "found 'sm90'; expected sm_XX or sm_XXa");
  text = replaced(base_, "  template: templates/tiny.cu\n", "  template: templates/tiny.cu\n  arch: sm_90a\n");
  EXPECT_EQ(load(text).kernel.arch, "sm_90a");
}

TEST_F(ExperimentFile, UnreadableFiles) {
  auto d = errors("");
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].mark.line, 1);
  EXPECT_NE(d[0].message.find("the file is empty"), std::string::npos);
  d = errors("# only a comment\n\n");
  ASSERT_EQ(d.size(), 1u);
  EXPECT_NE(d[0].message.find("the file is empty"), std::string::npos);

  std::string text = replaced(base_, "  grid: [S, H, B]", "  grid: [S, H, B");
  d = errors(text);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_NE(d[0].message.find("YAML syntax error"), std::string::npos) << d[0].format();
  EXPECT_GE(d[0].mark.line, line_of(text, "grid: [S, H, B"));

  text = replaced(base_, "  H: 8", "  H: 8\xff");
  d = errors(text);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].mark.line, line_of(text, "  H: 8"));
  EXPECT_EQ(d[0].mark.column, 7);
  EXPECT_EQ(d[0].message, "found byte 0xFF, which is not UTF-8 text; expected a UTF-8 YAML file");
  text = replaced(base_, "  H: 8", "  H: 8\x01");
  d = errors(text);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].message, "found control character 0x01; expected text");
  // Valid UTF-8 that is not ASCII is fine in text (a description).
  EXPECT_NO_THROW(load(replaced(base_, "Attention-shaped", "Attention-shaped \xc2\xb5s-scale")));

  d = errors(base_ + "---\nname: second\n");
  ASSERT_EQ(d.size(), 1u);
  EXPECT_NE(d[0].message.find("found 2 YAML documents"), std::string::npos);
  d = errors("- a\n- b\n");
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].message, "found a list; expected a mapping with the sections name, problem, args, kernel, reference, space");
  // Deep nesting stops at our limit, long before yaml-cpp's own (a misleading "bad file").
  d = errors(base_ + "extra: " + std::string(3000, '[') + std::string(3000, ']') + "\n");
  ASSERT_EQ(d.size(), 1u);
  EXPECT_NE(d[0].message.find("nested more than 32 levels deep"), std::string::npos) << d[0].format();
  EXPECT_EQ(d[0].mark.line, line_of(base_, "baselines:") + 2);
  // A recursive alias is a cycle in yaml-cpp's node graph: no endless recursion.
  d = errors(replaced(base_, "baselines:\n", "extra: &loop [*loop]\nbaselines:\n"));
  EXPECT_FALSE(d.empty());
}

TEST_F(ExperimentFile, RecursiveAliasesAreRefusedWhereTheyAre) {
  // Two aliases of the mapping they are in: the duplicate-key walk once followed
  // the cycle until memory ran out.
  std::string text = replaced(base_, "space:\n", "space: &s\n  ZA: *s\n  ZB: *s\n");
  auto d = errors(text);
  ASSERT_EQ(d.size(), 1u);
  expect_error(d, "space.ZA", line_of(text, "ZA: *s"), 7,
               "alias *s is inside the list or mapping &s that it names (a recursive alias); an alias may name only "
               "something complete before it");
  text = replaced(base_, "baselines:\n", "extra: &loop [1, *loop]\nbaselines:\n");
  d = errors(text);
  ASSERT_EQ(d.size(), 1u);
  expect_error(d, "extra[1]", line_of(text, "extra:"), 18, "alias *loop is inside the list or mapping &loop");
}

TEST_F(ExperimentFile, AliasBombsAreRefusedBeforeTheyExpand) {
  // "Billion laughs": 9 levels of 10 aliases of the level below, 10^9 values in 300 bytes.
  std::string laughs = "extra:\n  l0: &l0 lol\n";
  for (int i = 1; i <= 9; ++i) {
    laughs += "  l" + std::to_string(i) + ": &l" + std::to_string(i) + " [*l" + std::to_string(i - 1);
    for (int k = 1; k < 10; ++k) laughs += ", *l" + std::to_string(i - 1);
    laughs += "]\n";
  }
  std::string text = base_ + laughs;
  auto d = errors(text);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].mark.line, line_of(text, "  l5:")) << d[0].format();
  EXPECT_EQ(d[0].key.rfind("extra.l5[", 0), 0u) << d[0].format();
  EXPECT_EQ(d[0].message,
            "the document holds more than 100000 values with its aliases expanded; an experiment file may hold at most "
            "that many (an alias bomb?)");
  // A map of depth 30 whose every level names the one below twice: 2^30 paths.
  std::string binary = "extra:\n  x0: &x0 {a: 1}\n";
  for (int i = 1; i <= 30; ++i)
    binary += "  x" + std::to_string(i) + ": &x" + std::to_string(i) + " {a: *x" + std::to_string(i - 1) + ", b: *x" +
              std::to_string(i - 1) + "}\n";
  d = errors(base_ + binary);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_NE(d[0].message.find("(an alias bomb?)"), std::string::npos) << d[0].format();
  // Text: a 40 KB scalar named 30 times is 1.2 MB.
  text = base_ + "extra:\n  t: &t " + std::string(40000, 'x') + "\n  u: [*t" + [] {
    std::string more;
    for (int i = 1; i < 30; ++i) more += ", *t";
    return more;
  }() + "]\n";
  d = errors(text);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].message,
            "the document holds more than 1 MiB of text with its aliases expanded; an experiment file may hold at most "
            "that much (an alias bomb?)");
  // Under the limits aliases work: one shape named twice.
  text = replaced(base_, "shape: [B, H, S, D], role: input", "shape: &shape [B, H, S, D], role: input");
  text = replaced(text, "k: {dtype: f16, shape: [B, H, S, D]", "k: {dtype: f16, shape: *shape");
  const Experiment e = load(text);
  EXPECT_EQ(e.args[1].shape.size(), 4u);
  EXPECT_EQ(e.args[1].shape[2].text(), "S");
}

TEST_F(ExperimentFile, FilesPastTheSizeLimits) {
  // Values: a list one value longer than the limit allows with the rest of the file.
  std::string list = "BLOCK_N: [1";
  for (std::uint64_t i = 1; i < kMaxExperimentValues; ++i) list += ", 1";
  std::string text = replaced(base_, "BLOCK_N: [32, 64, 128]", list + "]");
  auto d = errors(text);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(d[0].key.rfind("space.BLOCK_N[", 0), 0u) << d[0].format();
  EXPECT_EQ(d[0].message, "the document holds more than 100000 values; an experiment file may hold at most that many");
  // Bytes: refused before it is parsed (no line: the whole file).
  write_file(file(), base_ + "# " + std::string(kMaxExperimentBytes, '-') + "\n");
  try {
    load_experiment(file());
    ADD_FAILURE() << "a file over the size limit loaded";
  } catch (const ConfigError& e) {
    ASSERT_EQ(e.diagnostics().size(), 1u);
    EXPECT_EQ(e.diagnostics()[0].format(),
              file().string() + ": the experiment file is larger than 1 MiB, the most an experiment file may be");
  }
  // Nesting: 32 levels are fine (the root mapping and 31 lists), 33 are not.
  d = errors(base_ + "extra: " + std::string(31, '[') + std::string(31, ']') + "\n");
  ASSERT_EQ(d.size(), 1u);
  EXPECT_NE(d[0].message.find("unknown key 'extra'"), std::string::npos) << d[0].format();
  text = base_ + "extra: " + std::string(32, '[') + std::string(32, ']') + "\n";
  d = errors(text);
  ASSERT_EQ(d.size(), 1u);
  expect_error(d, "extra" + [] {
    std::string k;
    for (int i = 0; i < 31; ++i) k += "[0]";
    return k;
  }(), line_of(text, "extra:"), 39, "nested more than 32 levels deep");
}

TEST_F(ExperimentFile, TensorsWhoseBytesOverflow64Bits) {
  const std::string q = "q: {dtype: f16, shape: [B, H, S, D]";
  std::string text = replaced(base_, q, "q: {dtype: f16, shape: [3037000500, 3037000500, 3037000500]");
  expect_error(errors(text), "args.q.shape", line_of(text, "  q: {"), column_of(text, "[3037000500"),
               "a tensor of [3037000500, 3037000500, 3037000500] f16 elements is more than 2^63 - 1 bytes; its size "
               "in bytes must fit in 64 bits");
  text = replaced(base_, q, "q: {dtype: f16, shape: [9223372036854775807, 9223372036854775807, 9223372036854775807]");
  expect_error(errors(text), "args.q.shape", line_of(text, "  q: {"), column_of(text, "[9223"),
               "f16 elements is more than 2^63 - 1 bytes");
  // By problem sizes: 2^62 elements fit in 64 bits, their 2^63 bytes do not.
  text = replaced(replaced(base_, "  S: 512", "  S: 2147483648"), q, "q: {dtype: f16, shape: [S, S]");
  expect_error(errors(text), "args.q.shape", line_of(text, "  q: {"), column_of(text, "[S, S]"),
               "a tensor of [2147483648, 2147483648] f16 elements is more than 2^63 - 1 bytes");
  // By a parameter: at the points where it is too large (a scratch buffer the reference does not get).
  text = replaced(base_, "  scale: {", "  w: {dtype: f32, shape: [BLOCK_M, 72057594037927936], role: scratch}\n  scale: {");
  text = replaced(text, "  block: [REF_THREADS]\n", "  block: [REF_THREADS]\n  args: [q, k, v, o, scale]\n");
  expect_error(errors(text), "args.w.shape", line_of(text, "  w: {"), column_of(text, "[BLOCK_M, 72"),
               "a tensor of [32, 72057594037927936] f32 elements is more than 2^63 - 1 bytes; its size in bytes must "
               "fit in 64 bits at {BLOCK_M: 32, BLOCK_N: 32, NUM_WARPS: 1, SWIZZLE: pad16} (add a restriction that "
               "excludes such points)");
  // Just below the limit: (2^62 - 1) * 2 bytes.
  EXPECT_EQ(load(replaced(base_, q, "q: {dtype: f16, shape: [4611686018427387903]")).args[0].shape.size(), 1u);
}

TEST_F(ExperimentFile, SourcesThatAreNotFilesOfSource) {
  const auto source_error = [&](const std::string& path) {
    const std::string text = replaced(base_, "kernels/seeds/tiny_ref.cu", path);
    const auto d = errors(text);
    return d.size() == 1 ? d[0].format() : std::string("diagnostics: ") + std::to_string(d.size());
  };
  const std::string at = file().string() + ":" + std::to_string(line_of(base_, "source: kernels")) + ":11: reference.source: ";
  EXPECT_EQ(source_error("/proc/self/mem"),
            at + "/proc/self/mem is a file of the system's /proc or /sys, not a regular file; expected a CUDA source file");
  EXPECT_EQ(source_error("/dev/zero"),
            at + "/dev/zero is not a regular file (a device, pipe or socket); expected a CUDA source file");
  write_file(project_ / "kernels/seeds/empty.cu", "");
  EXPECT_EQ(source_error("kernels/seeds/empty.cu"),
            at + (project_ / "kernels/seeds/empty.cu").string() + " is empty; expected a CUDA source file");
  const fs::path fifo = project_ / "kernels/seeds/fifo.cu";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  EXPECT_EQ(source_error(fifo.string()),
            at + fifo.string() + " is not a regular file (a device, pipe or socket); expected a CUDA source file");
}

TEST_F(ExperimentFile, ExperimentFilesThatAreNotFiles) {
  const auto open_error = [](const fs::path& p) {
    try {
      load_experiment(p);
    } catch (const ConfigError& e) {
      return e.diagnostics().size() == 1 ? e.diagnostics()[0].format() : std::string(e.what());
    }
    return std::string("loaded");
  };
  const fs::path folder = project_ / "experiments/folder.yaml";
  fs::create_directories(folder);
  EXPECT_EQ(open_error(folder), folder.string() + ": cannot open the experiment file: it is a folder; expected a YAML file");
  const fs::path fifo = project_ / "experiments/fifo.yaml";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);  // opening it would wait for a writer
  EXPECT_EQ(open_error(fifo), fifo.string() + ": cannot open the experiment file: it is not a regular file (a device, "
                                              "pipe or socket); expected a YAML file");
  EXPECT_EQ(open_error("/dev/zero"),
            "/dev/zero: cannot open the experiment file: it is not a regular file (a device, pipe or socket); expected a "
            "YAML file");
  const fs::path loop = project_ / "experiments/loop.yaml";
  fs::create_symlink(loop, loop);
  EXPECT_EQ(open_error(loop), loop.string() + ": cannot open the experiment file: Too many levels of symbolic links");
}

TEST_F(ExperimentFile, EveryYamlLineEndReads) {
  const Experiment lf = load(base_);
  for (const std::string end : {"\r", "\r\n"}) {
    std::string text;
    for (char c : base_) text += c == '\n' ? end : std::string(1, c);
    const Experiment e = load(text);  // a lone CR once read as one line, all of it a comment: "the file is empty"
    EXPECT_EQ(e.name, lf.name);
    EXPECT_EQ(e.space_count.valid, lf.space_count.valid);
    EXPECT_EQ(e.restrictions.size(), lf.restrictions.size());
    EXPECT_EQ(e.file_text, text);  // kept as it was
  }
  // Lines still count right with lone CRs.
  std::string text;
  for (char c : replaced(base_, "  H: 8", "  H: -8")) text += c == '\n' ? '\r' : c;
  expect_error(errors(text), "problem.H", line_of(base_, "  H: 8"), 6, "found -8; expected a positive size");
}

TEST_F(ExperimentFile, ASpaceTooCostlyToEnumerateIsSampled) {
  // 800,000 points, 100 restrictions on the parameter that turns fastest: 80 million evaluations.
  std::string text = wide_blocks();
  std::string restrictions = "restrictions:\n";
  for (int i = 0; i < 100; ++i) restrictions += "  - SWIZZLE != 'x" + std::to_string(i) + "'\n";
  text = replaced(text, "restrictions:\n", restrictions);
  const Experiment e = load(text);
  EXPECT_EQ(e.space_count.total, 800'000u);
  EXPECT_TRUE(e.space_count.sampled());
  EXPECT_GT(e.space_count.examined, 0u);
  EXPECT_LT(e.space_count.examined, kSampledPoints);  // each point costs over 100 evaluations
  EXPECT_GT(e.space_count.valid, 0u);
}

// A restriction costs its expression's nodes at each point: 200,000 points under a short one are counted
// exactly, under one of 600 nodes (60 million node evaluations) sampled. Counted as one evaluation a point, a
// five-shape set with the shared-memory restriction of attn_ws_set took 10 s to load, every run and view.
TEST_F(ExperimentFile, ALongRestrictionCostsItsNodes) {
  std::string text = wide_blocks();
  text = replaced(text, "  NUM_WARPS: [1, 2, 4, 8]", "  NUM_WARPS: [4]");
  std::string long_sum = "BLOCK_N";  // 30 groups of 20 nodes (in groups: a flat sum would nest 300 deep)
  for (int i = 0; i < 30; ++i) long_sum += " + (0 + 0 + 0 + 0 + 0 + 0 + 0 + 0 + 0 + 0)";
  const std::string short_one = replaced(text, "restrictions:\n", "restrictions:\n  - BLOCK_N > 0\n");
  const std::string long_one = replaced(text, "restrictions:\n", "restrictions:\n  - " + long_sum + " > 0\n");
  const Experiment cheap = load(short_one);
  EXPECT_EQ(cheap.space_count.total, 200'000u);
  EXPECT_FALSE(cheap.space_count.sampled());
  const Experiment costly = load(long_one);
  EXPECT_EQ(costly.space_count.total, 200'000u);
  EXPECT_TRUE(costly.space_count.sampled());
  EXPECT_LT(costly.space_count.examined, kSampledPoints);  // each sampled point costs over 600 nodes
  // The estimate agrees with the exact count (the long restriction holds wherever the short one does).
  EXPECT_NEAR(costly.space_count.estimated_valid(), static_cast<double>(cheap.space_count.valid),
              0.25 * static_cast<double>(cheap.space_count.valid));
}

TEST_F(ExperimentFile, AllProblemsAtOnce) {
  const fs::path bad = fs::path(EVOTUNE_TEST_DATA) / "experiments/bad_many.yaml";
  try {
    load_experiment(bad);
    FAIL() << "bad_many.yaml loaded";
  } catch (const ConfigError& e) {
    const auto& d = e.diagnostics();
    std::set<std::string> keys;
    for (const auto& x : d) keys.insert(x.key);
    for (const char* key : {"problem.D", "problem.S", "args.q.dtype", "args.q.role", "args.scale.value",
                            "kernel.templte", "kernel.template", "kernel.launches[0].grid",
                            "kernel.launches[0].shared_mem", "reference.grid[2]", "space.BLOCK_M[2]", "space.BLOCK_N",
                            "space.NUM_WARPS", "space.H", "search.population", "search.elite"})
      EXPECT_TRUE(keys.count(key)) << "no diagnostic for " << key << "\n" << e.what();
    // what() is every diagnostic, one per line, top to bottom.
    const std::string what = e.what();
    EXPECT_EQ(static_cast<std::size_t>(std::count(what.begin(), what.end(), '\n')) + 1, d.size());
    for (std::size_t i = 1; i < d.size(); ++i) EXPECT_LE(d[i - 1].mark.line, d[i].mark.line);
    EXPECT_EQ(what.substr(0, what.find('\n')), d[0].format());
  }
}

// The loader counts valid points by skipping whole blocks of the space and
// caching restriction values; it must agree with checking every point.
TEST_F(ExperimentFile, CountMatchesBruteForce) {
  const std::vector<std::string> pool = {
      "P1 % 2 == 0",          "P0 + P3 < 6",     "P4 != 1 || P2 == 1", "\"P2 == 0 ? P0 < 2 : P3 > 1\"",
      "P0 < 5",               "S > 100",         "P3 * P1 <= 9",       "P4 == 2 && P0 != 1",
      "P1 != 3",              "P3 % (P1 + 1) < 2", "P0 == P4",         "C == \"b\" || P3 >= 2"};
  const std::string space =
      "  P0: [0, 1, 2]\n  P1: [0, 1, 2, 3]\n  C: [a, b]\n  P2: [0, 1]\n  P3: [1, 2, 3, 4, 5]\n  P4: [0, 1, 2]\n";
  std::string text = base_.substr(0, base_.find("space:"));
  // A template that declares no knob, so the space is exactly the file's (P1..P4).
  write_file(project_ / "templates/no_knobs.cu", "// evotune:template no_knobs\n");
  text = replaced(text, "templates/tiny.cu", "templates/no_knobs.cu");
  // Launch geometry that uses no parameter of this space.
  text = replaced(text, "grid: [\"ceil_div(S, BLOCK_M)\", H, B]", "grid: [S, H, B]");
  text = replaced(text, "block: [NUM_WARPS * 32, 1, 1]", "block: [32, 1, 1]");
  text = replaced(text, "shared_mem: (BLOCK_M + 2 * BLOCK_N) * D * 2", "shared_mem: P4 * 1024");
  std::uint64_t state = 99;
  auto next = [&state](std::size_t n) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return static_cast<std::size_t>((state >> 33) % n);
  };
  int empty = 0;
  for (int round = 0; round < 40; ++round) {
    std::string restrictions = "restrictions:\n";
    const std::size_t count = 1 + next(5);
    for (std::size_t k = 0; k < count; ++k) restrictions += "  - " + pool[next(pool.size())] + "\n";
    const std::string file_text = text + "space:\n" + space + restrictions;
    write_file(file(), file_text);
    Experiment e;
    try {
      e = load_experiment(file());
    } catch (const ConfigError& err) {
      // Only an empty space may fail; then brute force must agree there is no valid point.
      ASSERT_EQ(err.diagnostics().size(), 1u) << err.what();
      EXPECT_EQ(err.diagnostics()[0].key, "restrictions") << err.what();
      ++empty;
      continue;
    }
    ASSERT_EQ(e.space_size(), 720u);
    std::uint64_t brute = 0;
    std::vector<std::size_t> idx(e.space.size(), 0);
    for (std::uint64_t n = 0; n < 720; ++n) {
      Point p;
      std::uint64_t rest = n;
      for (std::size_t i = e.space.size(); i-- > 0;) {
        p.emplace(e.space[i].name, e.space[i].values[rest % e.space[i].values.size()]);
        rest /= e.space[i].values.size();
      }
      if (e.satisfies(p)) ++brute;
    }
    EXPECT_EQ(e.space_count.valid, brute) << restrictions;
    EXPECT_EQ(e.space_count.examined, 720u) << restrictions;
  }
  EXPECT_LT(empty, 10);  // most rounds have valid points to count
}

TEST_F(ExperimentFile, EarlierRestrictionsGuardLaterOnes) {
  // Like &&: the second is evaluated only where the first holds.
  std::string text = replaced(base_, "  - S % BLOCK_N == 0", "  - BLOCK_M > 16\n  - S / (BLOCK_M - 16) >= 4");
  const Experiment e = load(text);
  EXPECT_GT(e.space_count.valid, 0u);
  EXPECT_FALSE(e.satisfies({{"BLOCK_M", 16}, {"BLOCK_N", 64}, {"NUM_WARPS", 1}, {"SWIZZLE", "xor16"}}));
  // The other way round, the division by zero is reached.
  text = replaced(base_, "  - S % BLOCK_N == 0", "  - S / (BLOCK_M - 16) >= 4\n  - BLOCK_M > 16");
  expect_error(errors(text), "restrictions[1]", line_of(text, "BLOCK_M - 16"), 5, "division by zero");
}

TEST_F(ExperimentFile, HugeSpaceIsSampled) {
  std::string params;
  for (int i = 0; i < 8; ++i) params += "  P" + std::to_string(i) + ": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]\n";
  std::string text = replaced(base_, "  SWIZZLE: [xor16, pad16]\n", "  SWIZZLE: [xor16, pad16]\n" + params);
  text = replaced(text, "  - S % BLOCK_N == 0", "  - S % BLOCK_N == 0\n  - P0 <= 5");
  text = replaced(text, "    - {BLOCK_M: 64, BLOCK_N: 64, NUM_WARPS: 4, SWIZZLE: xor16}\n", "");
  text = replaced(text, "  seeds:\n", "");
  const Experiment e = load(text);
  EXPECT_EQ(e.space_count.total, 9'600'000'000u);
  EXPECT_TRUE(e.space_count.sampled());
  EXPECT_EQ(e.space_count.examined, kSampledPoints);
  // 50/96 of the base points, and half of P0: about 25%.
  const double fraction = static_cast<double>(e.space_count.valid) / static_cast<double>(e.space_count.examined);
  EXPECT_NEAR(fraction, 50.0 / 96.0 / 2.0, 0.01);
  EXPECT_NEAR(e.space_count.estimated_valid(), 9.6e9 * fraction, 1.0);
}

TEST(ExperimentModel, NamesAndFormats) {
  EXPECT_EQ(dtype_size(DType::f16), 2u);
  EXPECT_EQ(dtype_size(DType::bf16), 2u);
  EXPECT_EQ(dtype_size(DType::f32), 4u);
  EXPECT_EQ(dtype_size(DType::i32), 4u);
  EXPECT_STREQ(dtype_name(DType::bf16), "bf16");
  EXPECT_STREQ(role_name(ArgRole::scratch), "scratch");
  EXPECT_EQ((Diagnostic{{"a.yaml", 3, 7}, "space.X", "bad"}).format(), "a.yaml:3:7: space.X: bad");
  EXPECT_EQ((Diagnostic{{"a.yaml", 0, 0}, "", "cannot open"}).format(), "a.yaml: cannot open");
  ConfigError err({Diagnostic{{"a.yaml", 1, 1}, "x", "one"}, Diagnostic{{"a.yaml", 2, 1}, "y", "two"}});
  EXPECT_STREQ(err.what(), "a.yaml:1:1: x: one\na.yaml:2:1: y: two");
  EXPECT_EQ(err.diagnostics().size(), 2u);
}

// Relative paths: the experiment's folder, the folders above it, $EVOTUNE_PATH,
// the installed data; never the source tree evotune was built from.
TEST(ExperimentModel, SearchPath) {
  const fs::path tmp = fs::temp_directory_path() / ("evotune_test_search_" + std::to_string(::getpid()));
  fs::remove_all(tmp);
  write_file(tmp / "proj/templates/t.cu", "// t\n");
  fs::create_directories(tmp / "proj/experiments/deep");
  fs::create_directories(tmp / "elsewhere");
  auto found = find_on_search_path("templates/t.cu", tmp / "proj/experiments/deep");
  ASSERT_TRUE(found);
  EXPECT_EQ(found->file, tmp / "proj/templates/t.cu");
  EXPECT_EQ(found->base, tmp / "proj");
  EXPECT_FALSE(find_on_search_path("templates/t.cu", tmp / "elsewhere"));
  // The source tree is not a fallback: its templates are not found from elsewhere.
  EXPECT_FALSE(find_on_search_path("templates/gemm.cu", tmp / "elsewhere"));
  for (const fs::path& folder : search_folders(tmp / "elsewhere")) EXPECT_NE(folder, fs::path(EVOTUNE_SOURCE_ROOT));

  // $EVOTUNE_PATH, after the folders above the start.
  write_file(tmp / "lib/kernels/k.cu", "// k\n");
  ::setenv("EVOTUNE_PATH", ("/no/such/folder:" + (tmp / "lib").string()).c_str(), 1);
  found = find_on_search_path("kernels/k.cu", tmp / "elsewhere");
  ::unsetenv("EVOTUNE_PATH");
  ASSERT_TRUE(found);
  EXPECT_EQ(found->base, tmp / "lib");
  EXPECT_FALSE(find_on_search_path("kernels/k.cu", tmp / "elsewhere"));
  fs::remove_all(tmp);
}

// The newcomer's case (issue 18): a template beside its experiment, in a folder
// with no templates/ anywhere above it.
TEST(ExperimentModel, TemplateBesideTheExperiment) {
  const fs::path dir = fs::temp_directory_path() / ("evotune_test_beside_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  const fs::path data = fs::path(EVOTUNE_TEST_DATA) / "experiments";
  write_file(dir / "mine.cu", read_file(data / "templates/tiny.cu"));
  write_file(dir / "ref/mine_ref.cu", read_file(data / "kernels/seeds/tiny_ref.cu"));
  std::string text = read_file(data / "good.yaml");
  for (const auto& [from, to] : {std::pair<std::string, std::string>{"templates/tiny.cu", "./mine.cu"},
                                 {"kernels/seeds/tiny_ref.cu", "ref/mine_ref.cu"}}) {
    ASSERT_NE(text.find(from), std::string::npos) << from;
    text.replace(text.find(from), from.size(), to);
  }
  write_file(dir / "mine.yaml", text);
  const Experiment e = load_experiment(dir / "mine.yaml");
  EXPECT_EQ(e.kernel.source, dir / "mine.cu");
  EXPECT_EQ(e.kernel.base, dir);
  EXPECT_EQ(e.reference.kernel.source, dir / "ref/mine_ref.cu");
  fs::remove_all(dir);
}

// ---------------------------------------------------------------- tensor maps (issue 16)

// The base file with a tensor map over k (a 2-D view of it), which the kernel's
// launch takes after the scalar; the reference gets the tensors and the scalar only.
std::string with_map(const std::string& base, const std::string& map_line,
                     const std::string& extra_args = "") {
  std::string text = replaced(base, "  scale: {dtype", extra_args + "  k_map: " + map_line + "\n  scale: {dtype");
  text = replaced(text, "      args: [q, k, v, o, scale]", "      args: [q, k, v, o, scale, k_map]");
  return replaced(text, "  block: [REF_THREADS]", "  block: [REF_THREADS]\n  args: [q, k, v, o, scale]");
}

TEST_F(ExperimentFile, TensorMapLoadsAndBinds) {
  const Experiment e = load(with_map(base_, "{tensor_map: k, dims: [B * H * S, D], box: [BLOCK_N, D], swizzle: 128B}"));
  const ArgSpec& m = e.args[4];
  ASSERT_EQ(m.name, "k_map");
  EXPECT_TRUE(m.is_tensor_map());
  EXPECT_FALSE(m.is_tensor);
  EXPECT_FALSE(m.is_scalar());
  EXPECT_EQ(m.dtype, DType::f16);  // its tensor's
  EXPECT_EQ(m.tensor_map->tensor, "k");
  ASSERT_EQ(m.tensor_map->dims.size(), 2u);
  EXPECT_EQ(m.tensor_map->dims[0].text(), "B * H * S");
  EXPECT_EQ(m.tensor_map->box[0].text(), "BLOCK_N");
  EXPECT_EQ(m.tensor_map->l2_promotion, TensorMapL2::b256);  // the defaults
  EXPECT_EQ(m.tensor_map->oob_fill, TensorMapOob::zero);
  EXPECT_EQ(e.kernel.launches[0].args.back(), "k_map");

  // Bound at a point: innermost first, as cuTensorMapEncodeTiled takes them; strides from the contiguous shape.
  const auto args = bind_arguments(e.args, e.bindings({{"BLOCK_M", Value(64)}, {"BLOCK_N", Value(128)},
                                                       {"NUM_WARPS", Value(4)}, {"SWIZZLE", Value("xor16")}}));
  ASSERT_TRUE(args[4].tensor_map);
  const TensorMapBinding& b = *args[4].tensor_map;
  EXPECT_EQ(b.tensor, 1u);
  EXPECT_EQ(b.dims, (std::vector<std::uint64_t>{64, 2 * 8 * 512}));
  EXPECT_EQ(b.strides, (std::vector<std::uint64_t>{128}));
  EXPECT_EQ(b.box, (std::vector<std::uint32_t>{64, 128}));
  EXPECT_EQ(b.swizzle, 128);
  EXPECT_FALSE(tensor_map_problem(b, DType::f16, args[1].elements));
  EXPECT_EQ(tensor_map_text(b), "dims [8192, 64], box [128, 64], swizzle 128B, L2 promotion 256B, out of bounds zero");

  // Without dims: the tensor's own shape (4-D), and the other keys.
  const Experiment e2 = load(with_map(base_, "{tensor_map: k, box: [1, 1, 64, 64], l2_promotion: none, "
                                             "oob_fill: nan, swizzle: 0}"));
  const auto args2 = bind_arguments(e2.args, e2.problem_bindings());
  EXPECT_EQ(args2[4].tensor_map->dims, (std::vector<std::uint64_t>{64, 512, 8, 2}));
  EXPECT_EQ(args2[4].tensor_map->strides, (std::vector<std::uint64_t>{128, 128 * 512, 128 * 512 * 8}));
  EXPECT_EQ(args2[4].tensor_map->l2_promotion, TensorMapL2::none);
  EXPECT_EQ(args2[4].tensor_map->oob_fill, TensorMapOob::nan);
  EXPECT_EQ(args2[4].tensor_map->swizzle, 0);
}

TEST_F(ExperimentFile, TensorMapMustNameATensor) {
  std::string text = with_map(base_, "{tensor_map: kk, box: [64, 64]}");
  expect_error(errors(text), "args.k_map.tensor_map", line_of(text, "kk,"), column_of(text, "kk,"),
               "unknown argument 'kk'; tensor_map names a tensor of args (an argument with a shape)");
  text = with_map(base_, "{tensor_map: weight, box: [8]}", "  weights: {dtype: f32, shape: [S]}\n");
  expect_error(errors(text), "args.k_map.tensor_map", line_of(text, "weight, box"), column_of(text, "weight, box"),
               "unknown argument 'weight' (did you mean weights?)");
  text = with_map(base_, "{tensor_map: scale, box: [1]}");
  expect_error(errors(text), "args.k_map.tensor_map", line_of(text, "scale, box"), column_of(text, "scale, box"),
               "'scale' is a scalar; tensor_map names a tensor");
  text = with_map(base_, "{tensor_map: q_map, box: [1]}", "  q_map: {tensor_map: q, box: [1, 1, 64, 64]}\n");
  expect_error(errors(text), "args.k_map.tensor_map", line_of(text, "q_map, box"), column_of(text, "q_map, box"),
               "'q_map' is a tensor map; tensor_map names a tensor");
  // A map may come before its tensor in the file.
  text = replaced(base_, "  q: {dtype", "  q_map: {tensor_map: q, box: [1, 1, 64, 64]}\n  q: {dtype");
  text = replaced(text, "  block: [REF_THREADS]", "  block: [REF_THREADS]\n  args: [q, k, v, o, scale]");
  EXPECT_EQ(load(text).args[0].dtype, DType::f16);
}

TEST_F(ExperimentFile, TensorMapKeysBelongToMaps) {
  std::string text = with_map(base_, "{tensor_map: k, dtype: f32, dims: [B * H * S, D], box: [64, 64]}");
  auto d = errors(text);
  expect_error(d, "args.k_map.dtype", line_of(text, "k, dtype: f32"), column_of(text, "f32, dims"),
               "dtype does not apply to a tensor map: its dtype is its tensor's");
  text = with_map(base_, "{tensor_map: k, shape: [4], role: input, dims: [B * H * S, D], box: [64, 64]}");
  d = errors(text);
  expect_error(d, "args.k_map.shape", line_of(text, "shape: [4]"), column_of(text, "[4]"),
               "shape does not apply to a tensor map: its dimensions are dims");
  expect_error(d, "args.k_map.role", line_of(text, "role: input, dims"), column_of(text, "input, dims"),
               "role does not apply to a tensor map");
  text = replaced(base_, "  q: {dtype: f16, shape: [B, H, S, D],", "  q: {dtype: f16, shape: [B, H, S, D], box: [8],");
  expect_error(errors(text), "args.q.box", line_of(text, "box: [8]"), column_of(text, "[8]"),
               "box applies to tensor maps (an argument with tensor_map: <tensor>), not to tensors or scalars");
  text = with_map(base_, "{tensor_map: k}");
  expect_error(errors(text), "args.k_map.box", line_of(text, "  k_map:"), 3, "missing key 'box'");
  text = with_map(base_, "{tensor_map: k, dims: [B * H * S, D], box: [64, 64], l2_promotion: 512B}");
  expect_error(errors(text), "args.k_map.l2_promotion", line_of(text, "512B"), column_of(text, "512B"),
               "found '512B'; expected one of none, 64B, 128B, 256B");
  text = with_map(base_, "{tensor_map: k, dims: [B * H * S, D], box: [64, 64], oob_fill: nans}");
  expect_error(errors(text), "args.k_map.oob_fill", line_of(text, "nans"), column_of(text, "nans"), "(did you mean nan?)");
  text = with_map(base_, "{tensor_map: k, dims: [B * H * S, D], box: [64, 64], swizzle: 256B}");
  expect_error(errors(text), "args.k_map.swizzle", line_of(text, "256B"), column_of(text, "256B"),
               "found '256B'; expected none, 32B, 64B, 128B, or an expression giving 0, 32, 64 or 128 (bytes)");
  text = with_map(base_, "{tensor_map: k, dims: [B * H * S, D], box: [64, 64], swizzle: 96}");
  expect_error(errors(text), "args.k_map.swizzle", line_of(text, "96}"), column_of(text, "96}"),
               "swizzle of 96 bytes; expected none, 32B, 64B or 128B");
  text = with_map(base_, "{tensor_map: w, box: [8], oob_fill: nan}", "  w: {dtype: i32, shape: [S]}\n");
  expect_error(errors(text), "args.k_map.oob_fill", line_of(text, "oob_fill: nan"), column_of(text, "nan}"),
               "nan fills floating-point tensors only; 'w' is i32 (use zero)");
}

TEST_F(ExperimentFile, TensorMapRankAndBox) {
  // At most 5 dimensions: written ones, or the tensor's own shape.
  std::string text = with_map(base_, "{tensor_map: k, dims: [B, H, S, D, 1, 1], box: [1, 1, 1, 1, 1, 1]}");
  auto d = errors(text);
  expect_error(d, "args.k_map.dims", line_of(text, "dims: [B, H"), column_of(text, "[B, H, S, D, 1"),
               "6 dims entries; a tensor map has 1 to 5 dimensions (cuTensorMapEncodeTiled)");
  expect_error(d, "args.k_map.box", line_of(text, "dims: [B, H"), column_of(text, "[1, 1, 1, 1, 1, 1]"),
               "6 box entries; a tensor map has 1 to 5 dimensions");
  text = with_map(base_, "{tensor_map: w, box: [1, 1, 1, 1, 1, 8]}", "  w: {dtype: f16, shape: [B, H, 2, 2, S, D]}\n");
  d = errors(text);
  expect_error(d, "args.k_map.tensor_map", line_of(text, "{tensor_map: w"), column_of(text, "w, box"),
               "tensor 'w' has 6 dimensions; a tensor map has at most 5: give dims");
  // One box extent per dimension.
  text = with_map(base_, "{tensor_map: k, dims: [B * H * S, D], box: [64]}");
  expect_error(errors(text), "args.k_map.box", line_of(text, "box: [64]"), column_of(text, "[64]}"),
               "1 box extents for 2 dimensions (dims); give one per dimension, outermost first");
  text = with_map(base_, "{tensor_map: k, box: [64, 64]}");
  expect_error(errors(text), "args.k_map.box", line_of(text, "box: [64, 64]"), column_of(text, "[64, 64]"),
               "2 box extents for 4 dimensions (tensor 'k''s shape)");
  // Larger than the dims, over 256, not 16-byte rows.
  text = with_map(base_, "{tensor_map: k, dims: [B * H * S, D], box: [64, 128]}");
  expect_error(errors(text), "args.k_map.box", line_of(text, "box: [64, 128]"), column_of(text, "[64, 128]"),
               "tensor map over 'k': box [64, 128] is larger than dims [8192, 64]: 128 > 64 in the same dimension");
  text = with_map(base_, "{tensor_map: k, dims: [B * H * S, D], box: [512, 64]}");
  expect_error(errors(text), "args.k_map.box", line_of(text, "box: [512"), column_of(text, "[512, 64]"),
               "box [512, 64]: extent 512 is out of range; each is 1 to 256");
  text = with_map(base_, "{tensor_map: k, dims: [B * H * S, D], box: [64, 4]}");
  expect_error(errors(text), "args.k_map.box", line_of(text, "box: [64, 4]"), column_of(text, "[64, 4]"),
               "the innermost extent is 4 x 2 = 8 bytes, not a multiple of 16");
}

TEST_F(ExperimentFile, TensorMapDimsCoverTheTensorWithAlignedStrides) {
  std::string text = with_map(base_, "{tensor_map: k, dims: [B * H, D], box: [64, 64]}");
  expect_error(errors(text), "args.k_map.dims", line_of(text, "dims: [B * H, D]"), column_of(text, "[B * H, D]"),
               "tensor map over 'k': dims [16, 64] hold 1024 elements, but the tensor has 524288");
  // Rows of 12 f16 (24 bytes): the second dimension's stride is not a multiple of 16.
  text = with_map(base_, "{tensor_map: w, box: [8, 8]}", "  w: {dtype: f16, shape: [S, 12]}\n");
  expect_error(errors(text), "args.k_map.tensor_map", line_of(text, "{tensor_map: w"), column_of(text, "w, box"),
               "24 bytes (12 x 2), not a multiple of 16 as a tensor map's strides must be");
  text = with_map(base_, "{tensor_map: w, dims: [S * 3, 4], box: [8, 4]}", "  w: {dtype: f32, shape: [S, 12]}\n");
  EXPECT_NO_THROW(load(text));  // 16-byte rows: fine
}

TEST_F(ExperimentFile, TensorMapCheckedAtEveryValidPoint) {
  // The swizzle as a parameter: 128-byte rows fit only 128B (or none).
  std::string text = replaced(base_, "  SWIZZLE: [xor16, pad16]\n", "  SWIZZLE: [xor16, pad16]\n  SW: [0, 32, 64, 128]\n");
  text = with_map(text, "{tensor_map: k, dims: [B * H * S, D], box: [BLOCK_N, D], swizzle: SW}");
  expect_error(errors(text), "args.k_map.box", line_of(text, "box: [BLOCK_N, D]"), column_of(text, "[BLOCK_N, D]"),
               "the innermost extent is 64 x 2 = 128 bytes, over the 32B swizzle span (at most 32 bytes) at "
               "{BLOCK_M: 16, BLOCK_N: 32, NUM_WARPS: 1, SWIZZLE: pad16, SW: 32} (add a restriction");
  text = replaced(text, "SWIZZLE: xor16}", "SWIZZLE: xor16, SW: 128}");  // the seed gives every parameter
  EXPECT_NO_THROW(load(replaced(text, "restrictions:\n", "restrictions:\n  - SW == 0 || SW == 128\n")));
  // A box over the dims at some points only.
  text = replaced(base_, "  SWIZZLE: [xor16, pad16]\n", "  SWIZZLE: [xor16, pad16]\n  ROWS: [64, 256]\n");
  text = with_map(text, "{tensor_map: k, dims: [B * H * S / 64, 64, D], box: [1, ROWS, D]}");
  expect_error(errors(text), "args.k_map.box", line_of(text, "box: [1, ROWS, D]"), column_of(text, "[1, ROWS, D]"),
               "box [1, 256, 64] is larger than dims [128, 64, 64]: 256 > 64");
  // The reference knows no parameters: it cannot take a map whose box uses one.
  text = with_map(base_, "{tensor_map: k, dims: [B * H * S, D], box: [BLOCK_N, D]}");
  text = replaced(text, "  args: [q, k, v, o, scale]\n", "  args: [q, k, v, o, scale, k_map]\n");
  expect_error(errors(text), "args.k_map.box[0]", line_of(text, "box: [BLOCK_N"), column_of(text, "BLOCK_N, D]"),
               "uses parameter BLOCK_N, but the reference gets this argument");
}

TEST_F(ExperimentFile, TensorMapShapesOfItsKeys) {
  std::string text = with_map(base_, "{tensor_map: k, dims: {rows: 8}, box: [64, 64]}");
  expect_error(errors(text), "args.k_map.dims", line_of(text, "dims: {rows"), column_of(text, "{rows: 8}"),
               "found a mapping; expected a list of expressions, outermost first");
  text = with_map(base_, "{tensor_map: k, dims: [B * H * S, D], box: [64, 64], swizzle: [128B]}");
  expect_error(errors(text), "args.k_map.swizzle", line_of(text, "swizzle: [128B]"), column_of(text, "[128B]"),
               "found a list; expected none, 32B, 64B, 128B, or an expression");
  text = with_map(base_, "{tensor_map: k, dims: [B * H * S, D], box: [64, 64], value: 1}");
  expect_error(errors(text), "args.k_map.value", line_of(text, "value: 1}"), column_of(text, "1}"),
               "value does not apply to a tensor map: it applies to tensors and scalars");
  text = with_map(base_, "{tensor_map: [k], box: [64]}");
  expect_error(errors(text), "args.k_map.tensor_map", line_of(text, "{tensor_map: [k]"), column_of(text, "[k]"),
               "expected the name of a tensor argument");
  // A map over a tensor sized by a parameter depends on it too: the reference cannot take it.
  text = with_map(base_, "{tensor_map: w, box: [8]}", "  w: {dtype: f32, shape: [BLOCK_M * 8]}\n");
  text = replaced(text, "  args: [q, k, v, o, scale]\n", "  args: [q, k, v, o, scale, k_map]\n");
  expect_error(errors(text), "args.w.shape[0]", line_of(text, "BLOCK_M * 8"), column_of(text, "BLOCK_M * 8"),
               "uses parameter BLOCK_M, but the reference gets tensor map 'k_map' over this tensor (launch 0), and "
               "the reference knows problem sizes only; leave k_map out");
}

TEST(TensorMapProblem, EachDriverRule) {
  TensorMapBinding m;  // f16 [8192, 64], box [64, 64], 128B
  m.dims = {64, 8192};
  m.strides = {128};
  m.box = {64, 64};
  m.swizzle = 128;
  EXPECT_FALSE(tensor_map_problem(m, DType::f16, 8192 * 64));
  auto key_of = [](const TensorMapBinding& b, DType t, std::int64_t n) {
    const auto p = tensor_map_problem(b, t, n);
    return p ? p->key : std::string("none");
  };
  EXPECT_EQ(key_of(m, DType::f16, 8192 * 64 - 1), "dims");  // does not cover the tensor
  EXPECT_EQ(key_of(m, DType::f32, 8192 * 64), "box");       // 256-byte rows over the 128B span
  TensorMapBinding x = m;
  x.dims = {64, 1, 1, 1, 1, 8192};
  x.box = {64, 1, 1, 1, 1, 64};
  EXPECT_EQ(key_of(x, DType::f16, 8192 * 64), "dims");  // 6 dimensions
  x = m;
  x.box = {64};
  EXPECT_EQ(key_of(x, DType::f16, 8192 * 64), "box");
  x = m;
  x.dims = {std::uint64_t{1} << 33, 1};
  x.strides = {std::uint64_t{1} << 34};
  x.box = {64, 1};
  EXPECT_EQ(tensor_map_problem(x, DType::f16, std::int64_t{1} << 33)->message,
            "dims [1, 8589934592]: 8589934592 is over 2^32, the most a tensor map dimension may be");
  x = m;
  x.swizzle = 16;
  EXPECT_EQ(key_of(x, DType::f16, 8192 * 64), "swizzle");
  x = m;
  x.oob_fill = TensorMapOob::nan;
  EXPECT_EQ(key_of(x, DType::i32, 8192 * 64), "box");  // i32: 256-byte rows first
  x.box = {32, 64};
  EXPECT_EQ(key_of(x, DType::i32, 8192 * 64), "oob_fill");
  x = m;
  x.dims = {64, 64, 2};
  x.strides = {128, std::uint64_t{1} << 41};
  x.box = {64, 1, 1};
  EXPECT_EQ(tensor_map_problem(x, DType::f16, 8192)->message,
            "dims [2, 64, 64]: a stride of 2199023255552 bytes is over 2^40, the most a tensor map stride may be");
}

TEST(MeasureSpec, PlannedTimedRunsFillMinTimeWithinTheBounds) {
  MeasureSpec m;
  m.min_runs = 20;
  m.min_time_ms = 50;
  m.max_runs = 2000;
  EXPECT_EQ(planned_timed_runs(m, 1000.0), 50);    // 50 ms of 1 ms calls
  EXPECT_EQ(planned_timed_runs(m, 10000.0), 20);   // min_runs
  EXPECT_EQ(planned_timed_runs(m, 5.0), 2000);     // max_runs caps 10000
  EXPECT_EQ(planned_timed_runs(m, 0.0), 2000);     // an estimate of 0 is not a division by zero
  m.max_runs = 0;
  EXPECT_EQ(planned_timed_runs(m, 1000.0), 1);
}

TEST(Suggest, CloseNamesOnly) {
  EXPECT_EQ(edit_distance("BLOCK_M", "BLOCK_M"), 0u);
  EXPECT_EQ(edit_distance("BLOK_M", "BLOCK_M"), 1u);
  EXPECT_EQ(edit_distance("inptu", "input"), 1u);  // a swap of neighbours costs 1
  EXPECT_EQ(edit_distance("", "abc"), 3u);
  EXPECT_EQ(did_you_mean("templte", {"template", "launches"}), " (did you mean template?)");
  EXPECT_EQ(did_you_mean("block_m", {"BLOCK_M", "BLOCK_N"}), " (did you mean BLOCK_M?)");
  EXPECT_EQ(did_you_mean("colour", {"warmup", "trials"}), "");
  EXPECT_EQ(did_you_mean("D", {"B", "H"}), "");  // one letter: any guess is noise
}

}  // namespace
