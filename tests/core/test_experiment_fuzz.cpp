// Mutated experiment files: a few hundred variants of a good file
// (truncated, lines dropped or repeated, types swapped, garbage bytes, YAML
// syntax noise, renamed identifiers), generated from a fixed seed. Each must
// either load into a complete model or fail with a ConfigError whose every
// diagnostic names the file and a line; any other exception, or a crash
// (run this under ASan/UBSan), is a bug.
#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "core/experiment.hpp"

namespace fs = std::filesystem;
using namespace evotune;

namespace {

std::string read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void write_file(const fs::path& p, const std::string& text) {
  fs::create_directories(p.parent_path());
  std::ofstream out(p, std::ios::binary);
  out << text;
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::string join_lines(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& l : lines) out += l + "\n";
  return out;
}

class Mutator {
 public:
  explicit Mutator(std::uint64_t seed) : rng_(seed) {}

  std::size_t below(std::size_t n) { return n == 0 ? 0 : std::uniform_int_distribution<std::size_t>(0, n - 1)(rng_); }
  template <class T>
  const T& pick(const std::vector<T>& v) {
    return v[below(v.size())];
  }

  // One random change; the name says which (for the failure message).
  std::string mutate(std::string text, std::string& what) {
    switch (below(11)) {
      case 0: {
        const std::size_t at = below(text.size() + 1);
        what += "truncate@" + std::to_string(at) + " ";
        return text.substr(0, at);
      }
      case 1: {
        auto lines = split_lines(text);
        if (lines.empty()) return text;
        const std::size_t i = below(lines.size());
        what += "drop-line" + std::to_string(i + 1) + " ";
        lines.erase(lines.begin() + static_cast<std::ptrdiff_t>(i));
        return join_lines(lines);
      }
      case 2: {  // repeat a line: duplicate keys, or a list item twice
        auto lines = split_lines(text);
        if (lines.empty()) return text;
        const std::size_t i = below(lines.size());
        what += "repeat-line" + std::to_string(i + 1) + " ";
        lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(i), lines[i]);
        return join_lines(lines);
      }
      case 3: {  // swap the type of a value
        auto lines = split_lines(text);
        std::vector<std::size_t> with_values;
        for (std::size_t i = 0; i < lines.size(); ++i)
          if (lines[i].find(": ") != std::string::npos) with_values.push_back(i);
        if (with_values.empty()) return text;
        const std::size_t i = pick(with_values);
        static const std::vector<std::string> replacements = {
            "[1, 2]", "{a: 1}", "", "~", "'text'", "-5", "0", "1.5", "true", "\"\"", "[]", "{}", "null",
            "9999999999999999999999", "-9223372036854775808", "1e999", ".nan", "\"ceil_div(\"", "[[[]]]", "x y z"};
        const auto colon = lines[i].find(": ");
        const std::string& r = pick(replacements);
        what += "retype-line" + std::to_string(i + 1) + "=" + r + " ";
        lines[i] = lines[i].substr(0, colon + 2) + r;
        return join_lines(lines);
      }
      case 4: {  // garbage bytes
        const std::size_t n = 1 + below(8);
        what += "garbage-bytes" + std::to_string(n) + " ";
        for (std::size_t k = 0; k < n && !text.empty(); ++k) text[below(text.size())] = static_cast<char>(below(256));
        return text;
      }
      case 5: {  // YAML syntax noise
        static const std::vector<std::string> noise = {"&a ", "*a", "!!str ", "? ", "- ", "{", "}", "[", "]", ": ",
                                                       "#", "|\n", ">\n", "%", "@", "`", "\t", "\"", "'", "---\n",
                                                       "...\n", "<<: *a\n", "&x [*x]", "!<tag> ", "\\", ",,"};
        const std::string& n = pick(noise);
        const std::size_t at = below(text.size() + 1);
        what += "insert@" + std::to_string(at) + "='" + n + "' ";
        return text.insert(at, n);
      }
      case 6: {  // indentation
        auto lines = split_lines(text);
        if (lines.empty()) return text;
        const std::size_t i = below(lines.size());
        what += "indent-line" + std::to_string(i + 1) + " ";
        if (below(2) && !lines[i].empty() && lines[i][0] == ' ')
          lines[i].erase(0, 1 + below(2));
        else
          lines[i].insert(0, std::string(1 + below(3), ' '));
        return join_lines(lines);
      }
      case 7: {  // delete a range
        if (text.empty()) return text;
        const std::size_t at = below(text.size());
        const std::size_t n = 1 + below(40);
        what += "erase@" + std::to_string(at) + "+" + std::to_string(n) + " ";
        return text.erase(at, n);
      }
      case 8: {  // rename one use of a name
        static const std::vector<std::string> names = {"BLOCK_M", "BLOCK_N", "NUM_WARPS", "SWIZZLE", "S", "D",
                                                       "REF_THREADS", "q", "scale", "xor16", "tiny_fwd", "f16"};
        static const std::vector<std::string> others = {"BLOK_M", "block_n", "X", "int", "xor", "2x", "", "S S",
                                                        "pad16", "BLOCK_M", "f64", "__y"};
        const std::string& from = pick(names);
        const auto at = text.find(from, below(text.size()));
        if (at == std::string::npos) return text;
        const std::string& to = pick(others);
        what += "rename@" + std::to_string(at) + ":" + from + "->" + to + " ";
        return text.replace(at, from.size(), to);
      }
      case 9: {  // an expression mangled
        static const std::vector<std::string> exprs = {
            "1 / 0", "S % 0", "((((", "))", "BLOCK_M ? :", "-BLOCK_M", "9223372036854775807 * 2", "sqrt(-1)",
            "\"str\"", "min(1)", "log2(0)", "BLOCK_M - 64", "0", "1.5", "!", "SWIZZLE + 1", "ceil_div(S, 0)"};
        auto lines = split_lines(text);
        std::vector<std::size_t> candidates;
        for (std::size_t i = 0; i < lines.size(); ++i)
          if (lines[i].find("  - ") == 0 || lines[i].find("shared_mem:") != std::string::npos ||
              lines[i].find("flops:") != std::string::npos || lines[i].find("block:") != std::string::npos)
            candidates.push_back(i);
        if (candidates.empty()) return text;
        const std::size_t i = pick(candidates);
        const std::string& x = pick(exprs);
        const auto colon = lines[i].find(": ");
        const std::string head = lines[i].find("  - ") == 0 ? std::string("  - ") : lines[i].substr(0, colon + 2);
        what += "expr-line" + std::to_string(i + 1) + "=" + x + " ";
        lines[i] = head + "\"" + x + "\"";
        return join_lines(lines);
      }
      default: {  // deep nesting or a long line
        if (below(2)) {
          const std::size_t depth = 10 + below(3000);
          what += "nest" + std::to_string(depth) + " ";
          return text + "extra: " + std::string(depth, '[') + std::string(depth, ']') + "\n";
        }
        what += "long-line ";
        return text + "description: " + std::string(100000, 'x') + "\n";
      }
    }
  }

 private:
  std::mt19937_64 rng_;
};

// What every successfully loaded experiment must hold.
void expect_complete(const Experiment& e, const std::string& what) {
  EXPECT_FALSE(e.name.empty()) << what;
  EXPECT_FALSE(e.space.empty()) << what;
  for (const auto& p : e.space) EXPECT_FALSE(p.values.empty()) << what;
  EXPECT_FALSE(e.args.empty()) << what;
  EXPECT_FALSE(e.kernel.launches.empty()) << what;
  EXPECT_FALSE(e.reference.kernel.launches.empty()) << what;
  for (const auto* k : {&e.kernel, &e.reference.kernel}) {
    EXPECT_TRUE(fs::is_regular_file(k->source)) << what;
    for (const auto& l : k->launches) {
      EXPECT_FALSE(l.entry.empty()) << what;
      for (const auto& d : l.grid) EXPECT_FALSE(d.empty()) << what;
      for (const auto& d : l.block) EXPECT_FALSE(d.empty()) << what;
    }
  }
  for (const auto& a : e.args) EXPECT_TRUE(a.is_tensor ? !a.shape.empty() : !a.value.empty()) << what;
  EXPECT_GT(e.space_count.valid, 0u) << what;
  EXPECT_LE(e.search.elite, e.search.population) << what;
}

TEST(ExperimentFuzz, MutatedFilesGiveCleanErrors) {
  const fs::path data = fs::path(EVOTUNE_TEST_DATA) / "experiments";
  const std::string base = read_file(data / "good.yaml");
  ASSERT_FALSE(base.empty());
  const fs::path project = fs::temp_directory_path() / ("evotune_test_fuzz_" + std::to_string(::getpid()));
  fs::remove_all(project);
  write_file(project / "templates/tiny.cu", read_file(data / "templates/tiny.cu"));
  write_file(project / "kernels/seeds/tiny_ref.cu", read_file(data / "kernels/seeds/tiny_ref.cu"));
  const fs::path file = project / "experiments/fuzz.yaml";

  Mutator m(20240611);
  constexpr int kFiles = 400;
  int loaded = 0;
  int rejected = 0;
  for (int i = 0; i < kFiles; ++i) {
    std::string what = "#" + std::to_string(i) + " ";
    std::string text = base;
    const std::size_t rounds = 1 + m.below(3);
    for (std::size_t r = 0; r < rounds; ++r) text = m.mutate(std::move(text), what);
    if (i % 50 == 49) {  // now and then, no YAML at all
      std::string noise(1 + m.below(400), '\0');
      for (auto& c : noise) c = static_cast<char>(m.below(256));
      text = noise;
      what += "random-bytes ";
    }
    write_file(file, text);
    try {
      const Experiment e = load_experiment(file);
      expect_complete(e, what);
      ++loaded;
    } catch (const ConfigError& err) {
      ++rejected;
      ASSERT_FALSE(err.diagnostics().empty()) << what;
      for (const auto& d : err.diagnostics()) {
        EXPECT_EQ(d.mark.file, file.string()) << what << d.format();
        EXPECT_GT(d.mark.line, 0) << what << d.format();
        EXPECT_FALSE(d.message.empty()) << what;
      }
      EXPECT_NE(std::string(err.what()).find(file.string() + ":"), std::string::npos) << what;
    } catch (const std::exception& other) {
      ADD_FAILURE() << "not a ConfigError (" << typeid(other).name() << "): " << other.what() << "\nmutations: " << what;
      write_file(project.parent_path() / ("evotune_fuzz_failure_" + std::to_string(i) + ".yaml"), text);
    }
  }
  // The mutations must exercise both outcomes, mostly the error paths.
  EXPECT_GT(rejected, kFiles / 2);
  EXPECT_GT(loaded, 0);
  std::printf("fuzz: %d files loaded, %d rejected with diagnostics\n", loaded, rejected);
  fs::remove_all(project);
}

}  // namespace
