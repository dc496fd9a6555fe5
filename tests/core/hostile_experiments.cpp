// The hostile corpus (see hostile_experiments.hpp). Every file is made from a
// fixed seed or a fixed rule, so a failure names a file that the next run
// makes again.
#include "hostile_experiments.hpp"

#include <sys/stat.h>

#include <algorithm>
#include <sstream>

#include "core/experiment.hpp"
#include "test_files.hpp"

namespace evotune::fuzz {

namespace fs = std::filesystem;

namespace {

using evotune::test_files::read_file;
using evotune::test_files::write_file;

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

template <class T>
const T& pick(Mutator& m, const std::vector<T>& v) {
  return v[m.below(v.size())];
}

// `text` with the first `from` replaced by `to`; `text` itself when `from` is not in it.
std::string replaced(const std::string& text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  if (at == std::string::npos) return text;
  return text.substr(0, at) + to + text.substr(at + from.size());
}

// "[0, 1, ..., n-1]" (or n copies of `item` when given).
std::string flow_list(std::size_t n, const std::string& item = "") {
  std::string out = "[";
  for (std::size_t i = 0; i < n; ++i) out += (i ? ", " : "") + (item.empty() ? std::to_string(i) : item);
  return out + "]";
}

}  // namespace

std::size_t Mutator::below(std::size_t n) {
  return n == 0 ? 0 : std::uniform_int_distribution<std::size_t>(0, n - 1)(rng_);
}

std::string Mutator::mutate(std::string text, std::string& what) {
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
      const std::size_t i = pick(*this, with_values);
      static const std::vector<std::string> replacements = {
          "[1, 2]", "{a: 1}", "", "~", "'text'", "-5", "0", "1.5", "true", "\"\"", "[]", "{}", "null",
          "9999999999999999999999", "-9223372036854775808", "1e999", ".nan", "\"ceil_div(\"", "[[[]]]", "x y z"};
      const auto colon = lines[i].find(": ");
      const std::string& r = pick(*this, replacements);
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
      const std::string& n = pick(*this, noise);
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
      const std::string& from = pick(*this, names);
      const auto at = text.find(from, below(text.size()));
      if (at == std::string::npos) return text;
      const std::string& to = pick(*this, others);
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
      const std::size_t i = pick(*this, candidates);
      const std::string& x = pick(*this, exprs);
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

namespace {

// Collects the cases; files go to <dir>/tiny/experiments (a project of its
// own, with the test template) or <dir>/shipped/experiments (with links to
// the source tree's templates/ and kernels/ above it, which the shipped
// experiments name).
class Corpus {
 public:
  explicit Corpus(const fs::path& dir) : dir_(dir) {
    const fs::path data = fs::path(EVOTUNE_TEST_DATA) / "experiments";
    write_file(dir_ / "tiny/templates/tiny.cu", read_file(data / "templates/tiny.cu"));
    write_file(dir_ / "tiny/kernels/seeds/tiny_ref.cu", read_file(data / "kernels/seeds/tiny_ref.cu"));
    bases_.push_back({"tiny", read_file(data / "good.yaml"), dir_ / "tiny/experiments"});
    std::vector<fs::path> shipped;
    for (const auto& entry : fs::directory_iterator(fs::path(EVOTUNE_TEST_DATA).parent_path().parent_path() / "experiments"))
      if (entry.path().extension() == ".yaml") shipped.push_back(entry.path());
    std::sort(shipped.begin(), shipped.end());  // directory order is not stable
    for (const auto& p : shipped) bases_.push_back({p.stem().string(), read_file(p), dir_ / "shipped/experiments"});
    fs::create_directories(dir_ / "shipped");
    for (const char* sub : {"templates", "kernels"})
      if (!fs::exists(dir_ / "shipped" / sub))
        fs::create_directory_symlink(fs::path(EVOTUNE_TEST_DATA).parent_path().parent_path() / sub, dir_ / "shipped" / sub);
  }

  struct Base {
    std::string name;
    std::string text;
    fs::path folder;
  };
  const std::vector<Base>& bases() const { return bases_; }
  const Base& tiny() const { return bases_.front(); }
  const Base& base(const std::string& name) const {
    for (const auto& b : bases_)
      if (b.name == name) return b;
    return bases_.front();
  }
  const fs::path& dir() const { return dir_; }

  // A written file. `exit_code`/`message`: what evotune must make of it, when known.
  HostileCase& add(const Base& base, const std::string& name, const std::string& text,
                   std::optional<int> exit_code = std::nullopt, const std::string& message = "") {
    const fs::path p = base.folder / (std::to_string(cases_.size()) + "-" + base.name + "-" + name + ".yaml");
    write_file(p, text);
    cases_.push_back({p, base.name + " " + name, kind_, exit_code, message, text.size() > (256u << 10)});
    return cases_.back();
  }
  // A path made some other way (a folder, fifo or link): the caller makes it.
  HostileCase& add_path(const fs::path& p, const std::string& what, std::optional<int> exit_code,
                        const std::string& message) {
    cases_.push_back({p, what, kind_, exit_code, message, false});
    return cases_.back();
  }

  std::vector<HostileCase> take() { return std::move(cases_); }
  /// The kind of the cases added from now on.
  void kind(std::string k) { kind_ = std::move(k); }

 private:
  std::string kind_;
  fs::path dir_;
  std::vector<Base> bases_;
  std::vector<HostileCase> cases_;
};

// ---------------------------------------------------------------- aliases

void add_aliases(Corpus& c) {
  // Recursive aliases: an alias inside what its anchor names (a cycle in the node graph).
  for (const auto& b : c.bases())
    c.add(b, "recursive-space", replaced(b.text, "\nspace:\n", "\nspace: &s\n  ZA: *s\n  ZB: *s\n"), 1,
          "recursive alias");
  const auto& tiny = c.tiny();
  const std::pair<const char*, std::string> recursive[] = {
      {"self-list", tiny.text + "extra: &x [*x]\n"},
      {"self-list-twice", tiny.text + "extra: &x [*x, *x]\n"},
      {"self-map", tiny.text + "extra: &m {a: *m}\n"},
      {"self-map-nested", tiny.text + "extra: &m {a: [1, {b: *m}], c: *m}\n"},
      {"self-key", tiny.text + "extra: &k {*k : 1}\n"},
      {"root", "--- &root\n" + tiny.text + "self: *root\n"},
      {"args", replaced(tiny.text, "\nargs:\n", "\nargs: &a\n  self: *a\n")},
      {"problem", replaced(tiny.text, "\nproblem:\n", "\nproblem: &p\n  P: *p\n")},
      {"restrictions", replaced(tiny.text, "\nrestrictions:\n", "\nrestrictions: &r\n  - *r\n")},
      {"seeds", replaced(tiny.text, "  seeds:\n", "  seeds: &q\n    - *q\n")},
      {"kernel", replaced(tiny.text, "\nkernel:\n", "\nkernel: &k\n  again: *k\n")},
      {"launches", replaced(tiny.text, "  launches:\n", "  launches: &l\n    - *l\n")},
  };
  for (const auto& [name, text] : recursive) c.add(tiny, std::string("recursive-") + name, text, 1, "recursive alias");

  // "Billion laughs": level i is a list of `width` aliases of level i-1.
  const auto laughs = [](int levels, int width, const std::string& indent) {
    std::string out = indent + "l0: &l0 \"lol\"\n";
    for (int i = 1; i <= levels; ++i) {
      out += indent + "l" + std::to_string(i) + ": &l" + std::to_string(i) + " [";
      for (int k = 0; k < width; ++k) out += (k ? ", *l" : "*l") + std::to_string(i - 1);
      out += "]\n";
    }
    return out;
  };
  for (int levels = 2; levels <= 10; ++levels)
    for (int width : {2, 3, 5, 10}) {
      double expanded = 1;
      for (int i = 0; i < levels; ++i) expanded *= width;
      const bool bomb = expanded > static_cast<double>(kMaxExperimentValues);
      const std::string name = "laughs-" + std::to_string(levels) + "x" + std::to_string(width);
      // The anchors first (an unknown key), then a section that reads the last level.
      const std::string defs = "extra:\n" + laughs(levels, width, "  ");
      const std::string top = "*l" + std::to_string(levels);
      switch ((levels + width) % 4) {
        case 0: c.add(tiny, name + "-extra", tiny.text + defs, 1, bomb ? "alias bomb" : ""); break;
        case 1:
          c.add(tiny, name + "-restrictions", defs + replaced(tiny.text, "\nrestrictions:\n", "\nrestrictions: " + top + "\nx:\n"),
                1, bomb ? "alias bomb" : "");
          break;
        case 2:
          c.add(tiny, name + "-space", defs + replaced(tiny.text, "BLOCK_M: [16, 32, 64, 128]", "BLOCK_M: " + top), 1,
                bomb ? "alias bomb" : "");
          break;
        default:
          c.add(tiny, name + "-seeds", defs + replaced(tiny.text, "  seeds:\n", "  seeds: " + top + "\n  x:\n"), 1,
                bomb ? "alias bomb" : "");
      }
    }
  // Binary alias maps: level i maps a and b to level i-1 (2^depth paths).
  for (int depth : {5, 10, 15, 16, 17, 20, 25, 30, 40, 64}) {
    std::string defs = "extra:\n  x0: &x0 {a: 1}\n";
    for (int i = 1; i <= depth; ++i)
      defs += "  x" + std::to_string(i) + ": &x" + std::to_string(i) + " {a: *x" + std::to_string(i - 1) + ", b: *x" +
              std::to_string(i - 1) + "}\n";
    const bool bomb = depth >= 16;  // 2^17 values and more
    c.add(tiny, "binary-map-" + std::to_string(depth), tiny.text + defs, 1, bomb ? "alias bomb" : "");
    c.add(tiny, "binary-map-seeds-" + std::to_string(depth),
          defs + replaced(tiny.text, "  seeds:\n", "  seeds: [*x" + std::to_string(depth) + "]\n  x:\n"), 1,
          bomb ? "alias bomb" : "");
  }
  // Text bombs: a long scalar named many times.
  for (int copies : {10, 30, 300}) {
    const std::string defs = "extra:\n  d: &d \"" + std::string(50000, 'x') + "\"\n  many: [" +
                             [&] {
                               std::string s;
                               for (int i = 0; i < copies; ++i) s += (i ? ", *d" : "*d");
                               return s;
                             }() +
                             "]\n";
    c.add(tiny, "text-bomb-" + std::to_string(copies), tiny.text + defs, 1,
          50000.0 * (copies + 1) > static_cast<double>(kMaxExperimentTextBytes) ? "MiB of text" : "");
  }
  // A long expression named by every restriction.
  c.add(tiny, "expression-aliases",
        "extra: &e \"" + std::string(20000, '(') + "1" + std::string(20000, ')') + " > 0\"\n" +
            replaced(tiny.text, "\nrestrictions:\n", "\nrestrictions: " + flow_list(40, "*e") + "\nx:\n"),
        1);
  // Aliases used as they may be: a good file.
  c.add(tiny, "shared-shape",
        replaced(replaced(tiny.text, "shape: [B, H, S, D], role: input", "shape: &shape [B, H, S, D], role: input"),
                 "k: {dtype: f16, shape: [B, H, S, D]", "k: {dtype: f16, shape: *shape"),
        0);
  c.add(tiny, "undefined-alias", replaced(tiny.text, "BLOCK_M: [16, 32, 64, 128]", "BLOCK_M: *nowhere"), 1,
        "YAML syntax error");
  c.add(tiny, "alias-key", "k: &k name\n" + replaced(tiny.text, "name: tiny", "*k : tiny"), 1);
  c.add(tiny, "merge-key", "extra: &m {population: 4}\n" + replaced(tiny.text, "  strategy: evo", "  <<: *m\n  strategy: evo"),
        1, "merge keys are not supported");
}

// ---------------------------------------------------------------- large

void add_large(Corpus& c) {
  const auto& tiny = c.tiny();
  const auto& scalar = c.base("s512_scalar");
  const std::string tiny_list = "BLOCK_N: [32, 64, 128]";
  for (std::size_t n : {1000u, 20000u, 99000u})
    c.add(tiny, "list-" + std::to_string(n), replaced(tiny.text, tiny_list, "BLOCK_N: " + flow_list(n)), 1);
  // Values the template does not declare widen it: valid, with a warning (issue 18).
  c.add(scalar, "list-90000", replaced(scalar.text, "PAD: [0, 2, 4, 8]", "PAD: " + flow_list(90000)), 0);
  c.add(tiny, "list-over-values", replaced(tiny.text, tiny_list, "BLOCK_N: " + flow_list(kMaxExperimentValues + 1, "1")),
        1, "more than " + std::to_string(kMaxExperimentValues) + " values");
  c.add(tiny, "list-3M", replaced(tiny.text, tiny_list, "BLOCK_N: " + flow_list(3'000'000)), 1, "larger than 1 MiB");
  c.add(tiny, "list-block-70000", [&] {
    std::string list = "BLOCK_N:\n";
    for (int i = 0; i < 70000; ++i) list += "    - " + std::to_string(i) + "\n";
    return replaced(tiny.text, tiny_list, list);
  }(), 1);
  c.add(tiny, "duplicates-90000", replaced(tiny.text, tiny_list, "BLOCK_N: " + flow_list(90000, "64")), 1,
        "duplicate value 64");
  c.add(tiny, "choices-50000", [&] {
    std::string list = "SWIZZLE: [";
    for (int i = 0; i < 50000; ++i) list += (i ? ", c" : "c") + std::to_string(i);
    return replaced(tiny.text, "SWIZZLE: [xor16, pad16]", list + "]");
  }(), 1);
  // `text` with `n` lines made by `line` added at the start of `section`.
  const auto many = [](const std::string& text, const std::string& section, int n, const auto& line) {
    std::string block;
    for (int i = 0; i < n; ++i) block += line(i);
    return replaced(text, "\n" + section + ":\n", "\n" + section + ":\n" + block);
  };
  c.add(tiny, "parameters-20000", many(tiny.text, "space", 20000, [](int i) { return "  P" + std::to_string(i) + ": [1, 2]\n"; }), 1);
  // Spaces that cost much to count: 100 restrictions on the fastest-turning parameter of 800,000
  // points, and 2^23 * 96 points.
  c.add(tiny, "restrictions-on-800k-points",
        replaced(replaced(replaced(tiny.text, "BLOCK_M: [16, 32, 64, 128]", "BLOCK_M: " + flow_list(100)), tiny_list,
                          "BLOCK_N: " + flow_list(1000)),
                 "\nrestrictions:\n", "\nrestrictions:\n" + [] {
                   std::string r;
                   for (int i = 0; i < 100; ++i) r += "  - SWIZZLE != 'x" + std::to_string(i) + "'\n";
                   return r;
                 }()),
        1)
      .heavy = true;
  // No valid point, and 60,000 restrictions to say which of them holds nowhere.
  c.add(tiny, "restrictions-none-hold",
        replaced(many(tiny.text, "restrictions", 60000, [](int) { return std::string("  - BLOCK_N < 0\n"); }), tiny_list,
                 "BLOCK_N: " + flow_list(1000)),
        1, "no point of the space meets every restriction")
      .heavy = true;
  c.add(tiny, "parameters-23", many(tiny.text, "space", 23, [](int i) { return "  P" + std::to_string(i) + ": [1, 2]\n"; }), 1)
      .heavy = true;
  c.add(tiny, "problem-30000", many(tiny.text, "problem", 30000, [](int i) { return "  Z" + std::to_string(i) + ": 1\n"; }), 0);
  c.add(tiny, "args-15000",
        many(tiny.text, "args", 15000, [](int i) { return "  a" + std::to_string(i) + ": {dtype: f16, shape: [S]}\n"; }), 1);
  c.add(tiny, "restrictions-30000", many(tiny.text, "restrictions", 30000, [](int) { return std::string("  - S > 0\n"); }), 0);
  c.add(tiny, "launches-8000", replaced(tiny.text, "  launches:\n", [] {
          std::string block = "  launches:\n";
          for (int i = 0; i < 8000; ++i) block += "    - {entry: tiny_fwd, grid: 1, block: 32}\n";
          return block;
        }()),
        1, "a kernel may have at most 64");
  // Products of two long lists: each of 64 launches naming 8,000 arguments; 6,000 arguments sized by
  // a parameter that fails at a point of 15,000 parameters; 5,000 seeds missing most of 16,000
  // parameters or giving a value not among 20,000; unknown names among 30,000 known ones.
  c.add(tiny, "launches-args", [&] {
    std::string text = many(tiny.text, "args", 8000, [](int i) { return "  a" + std::to_string(i) + ": {dtype: i32, value: 1}\n"; });
    std::string block = "  launches:\n";
    for (int i = 1; i < 64; ++i) block += "    - {entry: tiny_fwd, grid: 1, block: 32}\n";
    return replaced(replaced(text, "  launches:\n", block), "      args: [q, k, v, o, scale]\n", "");
  }(),
        std::nullopt);
  c.add(tiny, "args-by-parameters", [&] {
    const std::string text = many(tiny.text, "args", 6000, [](int i) {
      return "  a" + std::to_string(i) + ": {dtype: f16, shape: [BLOCK_M - 64], role: scratch}\n";
    });
    return many(text, "space", 15000, [](int i) { return "  P" + std::to_string(i) + ": [1]\n"; });
  }(),
        1);
  c.add(tiny, "seeds-missing-parameters", [&] {
    std::string text = many(tiny.text, "space", 16000, [](int i) { return "  P" + std::to_string(i) + ": [1]\n"; });
    std::string seeds = "  seeds:\n";
    for (int i = 0; i < 5000; ++i) seeds += "    - {BLOCK_M: 64, NOPE: 1}\n";
    return replaced(text, "  seeds:\n", seeds);
  }(),
        1, "missing 15998 more parameters");
  c.add(tiny, "seeds-bad-values", [&] {
    std::string seeds = "  seeds:\n";
    for (int i = 0; i < 5000; ++i) seeds += "    - {BLOCK_M: 64, BLOCK_N: -7, NUM_WARPS: 4, SWIZZLE: xor16}\n";
    return replaced(replaced(tiny.text, tiny_list, "BLOCK_N: " + flow_list(20000, "")), "  seeds:\n", seeds);
  }(),
        1, "(20000 values)");
  c.add(tiny, "unknown-names", [&] {
    const std::string text = many(tiny.text, "problem", 30000, [](int i) { return "  Z" + std::to_string(i) + ": 1\n"; });
    return many(text, "restrictions", 20000, [](int i) { return "  - QQ" + std::to_string(i % 7) + " > 0\n"; });
  }(),
        1, "unknown name 'QQ");
  // Launch geometry naming an unknown name and the fastest-turning parameter (TILE_ORDER, the last
  // left) over 737,280 points, none restricted: reported once, where it is read, not tried at every
  // point (an exception each: seconds).
  const auto& big = c.base("s512_big");
  c.add(big, "geometry-unknown-name", [&] {
    const std::string text = big.text.substr(0, big.text.find("\n  M_WG: ")) + "\n";
    return replaced(text, "block: [128 * KV_WG * M_WG]", "block: [128 * KV_WG * NOPE]");
  }(),
        1, "unknown name 'NOPE'");
  c.add(tiny, "seeds-8000", replaced(tiny.text, "  seeds:\n", [] {
          std::string block = "  seeds:\n";
          for (int i = 0; i < 8000; ++i) block += "    - {BLOCK_M: 64, BLOCK_N: 64, NUM_WARPS: 4, SWIZZLE: xor16}\n";
          return block;
        }()),
        0);
  c.add(tiny, "baselines-12000", replaced(tiny.text, "\nbaselines:\n", [] {
          std::string block = "\nbaselines:\n";
          for (int i = 0; i < 12000; ++i) block += "  - {name: b, time_us: 1, device: X}\n";
          return block;
        }()),
        0);
  c.add(tiny, "description-1MB", replaced(tiny.text, "Attention-shaped test problem.", std::string(1040000, 'x')), 0);
  c.add(tiny, "description-over", replaced(tiny.text, "Attention-shaped test problem.", std::string(1100000, 'x')), 1,
        "larger than 1 MiB");
  c.add(tiny, "comment-1MB", tiny.text + "#" + std::string(1040000, '#') + "\n", 0);
  c.add(tiny, "long-sum", replaced(tiny.text, "flops: 4 * B * H * S * S * D / (CAUSAL + 1)", [] {
          std::string e = "flops: \"1";
          for (int i = 0; i < 200000; ++i) e += "+1";
          return e + "\"";
        }()),
        1, "nested too deeply");
  c.add(tiny, "deep-parentheses",
        replaced(tiny.text, "flops: 4 * B * H * S * S * D / (CAUSAL + 1)",
                 "flops: \"" + std::string(200000, '(') + "1" + std::string(200000, ')') + "\""),
        1);
  c.add(tiny, "deep-unary", replaced(tiny.text, "flops: 4 * B * H * S * S * D / (CAUSAL + 1)",
                                     "flops: \"" + std::string(300000, '-') + "1\""),
        1);
  c.add(tiny, "long-key", tiny.text + std::string(500000, 'k') + ": 1\n", 1);
  c.add(tiny, "long-name", replaced(tiny.text, "name: tiny", "name: " + std::string(600000, 'n')), 0);
  c.add(tiny, "empty-maps-60000", tiny.text + "extra: " + flow_list(60000, "{}") + "\n", 1);
  c.add(tiny, "nested-32", tiny.text + "extra: " + std::string(30, '[') + std::string(30, ']') + "\n", 1, "unknown key");
  c.add(tiny, "nested-33", tiny.text + "extra: " + std::string(32, '[') + std::string(32, ']') + "\n", 1,
        "nested more than 32 levels deep");
  c.add(tiny, "nested-maps-100", tiny.text + [] {
          std::string s;
          for (int i = 0; i < 100; ++i) s += std::string(static_cast<std::size_t>(i) * 2, ' ') + "k" + std::to_string(i) + ":\n";
          return "extra:\n" + s;
        }(),
        1, "nested more than 32 levels deep");
}

// ---------------------------------------------------------------- sizes

void add_sizes(Corpus& c) {
  const auto& tiny = c.tiny();
  const std::string q = "q: {dtype: f16, shape: [B, H, S, D]";
  const std::string too_big = "must fit in 64 bits";
  const std::pair<std::string, std::pair<int, std::string>> shapes[] = {
      {"[3037000500, 3037000500, 3037000500]", {1, too_big}},
      {"[9223372036854775807, 9223372036854775807, 9223372036854775807]", {1, too_big}},
      {"[4611686018427387904]", {1, too_big}},  // 2^62 f16: 2^63 bytes
      {"[2147483648, 2147483648]", {1, too_big}},
      {"[S, S, S, S, S, S, S]", {1, too_big}},  // 512^7 = 2^63 elements
      {"[BLOCK_M, 2305843009213693952]", {1, too_big}},  // overflows at points with BLOCK_M >= 2 only
      {"[2305843009213693951]", {0, ""}},      // 2^62 - 2 bytes: fits
      {"[9223372036854775808]", {1, ""}},      // not an int64
      {"[-1]", {1, ""}},
      {"[0]", {1, ""}},
      {"[-9223372036854775808]", {1, ""}},
      {"[1e999]", {1, ""}},
      {"[9999999999999999999999]", {1, ""}},
      {"[\"S * S * S * S * S * S * S * S\"]", {1, "integer overflow"}},
      {"[\"-9223372036854775807 - 1\"]", {1, ""}},
      {"[\"ceil_div(9223372036854775807, 1) + 1\"]", {1, "integer overflow"}},
  };
  int i = 0;
  for (const auto& [shape, expect] : shapes) {
    const std::string name = "shape-" + std::to_string(i++);
    auto& k = c.add(tiny, name, replaced(tiny.text, q, "q: {dtype: f16, shape: " + shape), expect.first, expect.second);
    k.what += " " + shape;
  }
  const auto& scalar = c.base("s512_scalar");
  c.add(scalar, "shape-overflow", replaced(scalar.text, q, "q: {dtype: f16, shape: [3037000500, 3037000500, 3037000500]"), 1,
        too_big);
  c.add(scalar, "problem-overflow",
        replaced(replaced(scalar.text, "  S: 512", "  S: 3037000500"), q, "q: {dtype: f16, shape: [S, S, S]"), 1, too_big);
  c.add(tiny, "problem-int64-max", replaced(tiny.text, "  S: 512", "  S: 9223372036854775807"), 1);
  c.add(tiny, "grid-huge", replaced(tiny.text, "grid: [\"ceil_div(S, BLOCK_M)\", H, B]", "grid: [9223372036854775807, H, B]"),
        1);
  c.add(tiny, "block-huge", replaced(tiny.text, "block: [NUM_WARPS * 32, 1, 1]", "block: [4294967296, 4294967296, 4294967296]"),
        1);
  c.add(tiny, "shared-huge", replaced(tiny.text, "shared_mem: (BLOCK_M + 2 * BLOCK_N) * D * 2", "shared_mem: 9223372036854775807"),
        0);
  c.add(tiny, "shared-overflow",
        replaced(tiny.text, "shared_mem: (BLOCK_M + 2 * BLOCK_N) * D * 2", "shared_mem: BLOCK_M * 9223372036854775807"), 1,
        "integer overflow");
  c.add(tiny, "population-huge", replaced(tiny.text, "population: 16", "population: 9223372036854775807"), 1);
  c.add(tiny, "evaluations-huge", replaced(tiny.text, "evaluations: 500", "evaluations: 9223372036854775807"), 0);
  c.add(tiny, "seed-negative", replaced(tiny.text, "seed: 7", "seed: -1"), 1);
  c.add(tiny, "space-value-huge", replaced(tiny.text, "BLOCK_M: [16, 32, 64, 128]", "BLOCK_M: [16, 9223372036854775807]"), 1);
  c.add(tiny, "restriction-overflow", replaced(tiny.text, "  - S % BLOCK_N == 0", "  - S * S * S * S * S * S * S * S > 0"), 1,
        "integer overflow");

  // Shape sets (docs/experiments.md, "Shape sets"): every shape checked, the set's size capped.
  const std::string problem = "problem:\n  B: 2\n  H: 8\n  S: 512\n  D: 64\n  CAUSAL: 0\n";
  const std::string baseline = "  - {name: cudnn_sdpa, time_us: 8.2, device: H200}";
  const auto list = [](int n, int step) {
    std::string out = "[";
    for (int i = 1; i <= n; ++i) out += std::to_string(i * step) + (i < n ? ", " : "]");
    return out;
  };
  const auto set_of = [&](const std::string& axes, const std::string& baseline_shape) {
    return replaced(replaced(tiny.text, problem, axes),
                    baseline, "  - {name: cudnn_sdpa, time_us: 8.2, device: H200, shape: " + baseline_shape + "}");
  };
  c.add(tiny, "set-256-shapes",
        set_of("problem:\n  B: " + list(16, 1) + "\n  H: " + list(16, 1) + "\n  S: 512\n  D: 64\n  CAUSAL: 0\n",
               "{B: 1, H: 1}"),
        0);
  c.add(tiny, "set-272-shapes",
        set_of("problem:\n  B: " + list(17, 1) + "\n  H: " + list(16, 1) + "\n  S: 512\n  D: 64\n  CAUSAL: 0\n",
               "{B: 1, H: 1}"),
        1, "at most 256 are allowed");
  c.add(tiny, "set-combinations-huge",
        set_of("problem:\n  B: " + list(40, 1) + "\n  H: " + list(40, 1) + "\n  S: " + list(40, 512) + "\n  D: 64\n"
               "  CAUSAL: [0, 1]\n  where: B * H * S < 0\n",
               "{B: 1, H: 1, S: 512, CAUSAL: 0}"),
        1, "the axes make 128000 combinations");
  c.add(tiny, "set-overflow-at-one-shape",
        replaced(set_of("problem:\n  B: 2\n  H: 8\n  S: [512, 3037000500]\n  D: 64\n  CAUSAL: 0\n", "{S: 512}"), q,
                 "q: {dtype: f16, shape: [S, S, S]"),
        1, "at shape B=2,H=8,S=3037000500");
  c.add(tiny, "set-where-not-a-condition",
        set_of("problem:\n  B: 2\n  H: 8\n  S: [512, 1024]\n  D: 64\n  CAUSAL: 0\n  where: '\"yes\"'\n", "{S: 512}"), 1,
        "expected a condition");
  c.add(tiny, "set-listed-shapes-deep",
        set_of("problem:\n  shapes: [{B: 2, S: {H: [8]}}]\n  H: 8\n  D: 64\n  CAUSAL: 0\n", "{B: 2}"), 1);
}

// ---------------------------------------------------------------- paths

void add_paths(Corpus& c) {
  const auto& tiny = c.tiny();
  const fs::path odd = c.dir() / "odd";
  fs::create_directories(odd);
  ::mkfifo((odd / "fifo").c_str(), 0600);
  fs::create_symlink("/dev/zero", odd / "zero-link");
  fs::create_symlink(odd / "nowhere", odd / "dangling");
  fs::create_symlink(odd / "loop-b", odd / "loop-a");
  fs::create_symlink(odd / "loop-a", odd / "loop-b");
  write_file(odd / "empty.cu", "");

  const std::pair<std::string, std::string> sources[] = {
      {"/proc/self/mem", "/proc or /sys"},
      {"/proc/self/status", "/proc or /sys"},
      {"/proc/self/fd/0", ""},
      {"/proc/self/cwd", ""},
      {"/dev/zero", "not a regular file"},
      {"/dev/null", "not a regular file"},
      {"/dev/urandom", "not a regular file"},
      {"/dev/stdin", ""},
      {"/sys/kernel/notes", ""},
      {"/", "is a folder"},
      {".", "is a folder"},
      {"templates", "is a folder"},
      {(odd / "fifo").string(), "not a regular file"},
      {(odd / "zero-link").string(), "not a regular file"},
      {(odd / "dangling").string(), "file not found"},
      {(odd / "loop-a").string(), ""},
      {(odd / "empty.cu").string(), "is empty"},
      {std::string(5000, 'a') + ".cu", "file not found"},
      {[] {
         std::string up;
         for (int i = 0; i < 300; ++i) up += "../";
         return up + "etc/passwd";
       }(),
       ""},
      {"''", "empty path"},
      {"\"templates/tiny.cu\\0junk\"", "NUL character"},
      {"\"templates/ tiny .cu\"", "file not found"},
      {"~/tiny.cu", "file not found"},
  };
  int i = 0;
  for (const auto& [source, message] : sources) {
    const std::string n = std::to_string(i++);
    c.add(tiny, "template-" + n, replaced(tiny.text, "template: templates/tiny.cu", "template: " + source), 1, message)
        .what += " template " + source;
    // A reference may be any readable source file (validate does not read it): /etc/passwd passes.
    const bool readable = source.find("etc/passwd") != std::string::npos;
    c.add(tiny, "reference-" + n, replaced(tiny.text, "source: kernels/seeds/tiny_ref.cu", "source: " + source),
          readable ? std::nullopt : std::optional<int>(1), message)
        .what += " reference " + source;
  }

  // The experiment file itself.
  fs::create_directories(odd / "folder.yaml");
  ::mkfifo((odd / "fifo.yaml").c_str(), 0600);
  fs::create_symlink("/dev/zero", odd / "zero.yaml");
  fs::create_symlink("/dev/urandom", odd / "urandom.yaml");
  fs::create_symlink("/proc/self/mem", odd / "mem.yaml");
  fs::create_symlink("/proc/self/status", odd / "status.yaml");
  fs::create_symlink(odd / "nowhere.yaml", odd / "dangling.yaml");
  fs::create_symlink(odd / "loop2.yaml", odd / "loop1.yaml");
  fs::create_symlink(odd / "loop1.yaml", odd / "loop2.yaml");
  write_file(odd / "spaces.yaml", std::string(kMaxExperimentBytes + 1, ' '));
  write_file(odd / "exactly-the-limit.yaml", std::string(kMaxExperimentBytes - 1, ' ') + "\n");
  c.add_path(odd / "folder.yaml", "a folder", 1, "it is a folder");
  c.add_path(odd / "fifo.yaml", "a fifo", 1, "not a regular file");
  c.add_path(odd / "zero.yaml", "a link to /dev/zero", 1, "not a regular file");
  c.add_path(odd / "urandom.yaml", "a link to /dev/urandom", 1, "not a regular file");
  c.add_path(odd / "mem.yaml", "a link to /proc/self/mem", 1, "");
  c.add_path(odd / "status.yaml", "a link to /proc/self/status", 1, "");
  c.add_path(odd / "dangling.yaml", "a dangling link", 1, "no such file");
  c.add_path(odd / "loop1.yaml", "a link loop", 1, "cannot open the experiment file");
  c.add_path(odd / "absent.yaml", "no file", 1, "no such file");
  c.add_path(odd / "spaces.yaml", "one byte over the size limit", 1, "larger than 1 MiB");
  c.add_path(odd / "exactly-the-limit.yaml", "blank, at the size limit", 1, "the file is empty");
  // Odd names: the messages must still name them.
  for (const std::string name : {"with space.yaml", "ünïcödé.yaml", "new\nline.yaml", "-dash.yaml", "%s%n.yaml"}) {
    write_file(tiny.folder / name, tiny.text);
    c.add_path(tiny.folder / name, "a file named '" + name + "'", 0, "");
  }
}

// ---------------------------------------------------------------- junk

void add_junk(Corpus& c) {
  const auto& tiny = c.tiny();
  Mutator m(19937);
  for (int i = 0; i < 40; ++i) {
    std::string bytes(1 + m.below(i < 20 ? 64 : 8192), '\0');
    for (auto& b : bytes) b = static_cast<char>(m.below(256));
    c.add(tiny, "random-bytes-" + std::to_string(i), bytes, 1);
  }
  // Text that is valid UTF-8 but no YAML anyone meant: random printable characters and YAML indicators.
  const std::string alphabet = "abcXYZ019 :-[]{},&*!|>'\"%@`#?\n\t\xc3\xa9";
  for (int i = 0; i < 15; ++i) {
    std::string text;
    for (std::size_t n = 1 + m.below(3000); n > 0; --n) text += alphabet[m.below(alphabet.size())];
    c.add(tiny, "random-text-" + std::to_string(i), text, 1);
  }
  const std::pair<const char*, std::string> junk[] = {
      {"nul", std::string(100, '\0')},
      {"nul-inside", replaced(tiny.text, "name: tiny", std::string("name: ti\0ny", 11))},
      {"utf8-bom", "\xef\xbb\xbf" + tiny.text},
      {"utf16le-bom", "\xff\xfe" + [&] {
         std::string s;
         for (char ch : tiny.text) s += std::string{ch, '\0'};
         return s;
       }()},
      {"utf16be", [&] {
         std::string s;
         for (char ch : tiny.text) s += std::string{'\0', ch};
         return s;
       }()},
      {"utf32-bom", std::string("\x00\x00\xfe\xff", 4) + "n\0\0\0"},
      {"overlong", replaced(tiny.text, "Attention", "Att\xc0\xafntion")},
      {"surrogate", replaced(tiny.text, "Attention", "Att\xed\xa0\x80ntion")},
      {"above-unicode", replaced(tiny.text, "Attention", "Att\xf4\x90\x80\x80ntion")},
      {"cut-sequence", tiny.text + "\xe2\x82"},
      {"elf", std::string("\x7f" "ELF\x02\x01\x01", 7) + std::string(200, '\x01')},
      {"gzip", std::string("\x1f\x8b\x08\x00", 4) + std::string(64, '\xff')},
      {"pdf", "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n"},
      {"escape-codes", replaced(tiny.text, "name: tiny", "name: \x1b[31mtiny")},
      {"del", replaced(tiny.text, "name: tiny", "name: ti\x7fny")},
      {"directives", "%YAML 1.2\n%YAML 1.1\n---\n" + tiny.text},
      {"tag-directive", "%TAG ! tag:x,2000:\n---\n" + tiny.text},  // a good file
      {"documents", tiny.text + "---\n" + tiny.text},
      {"only-dashes", "---\n"},
      {"only-dots", "...\n"},
      {"only-null", "~\n"},
      {"only-list", "[]\n"},
      {"only-map", "{}\n"},
      {"dashes", "- - - - - -\n"},
      {"questions", "? ? ? ?\n"},
      {"colons", ": : : :\n"},
      {"anchor-only", "&a\n"},
      {"alias-only", "*a\n"},
      {"binary-tag", "name: !!binary aGVsbG8=\n"},
      {"verbatim-tag", "!<tag:x> {name: tiny}\n"},
      {"tabs", "name:\ttiny\nproblem:\n\tS: 1\n"},
      {"form-feed", replaced(tiny.text, "\nproblem:", "\n\fproblem:")},
      {"zero-width", replaced(tiny.text, "name: tiny", "name: ti\xe2\x80\x8bny")},
      {"bidi", replaced(tiny.text, "name: tiny", "name: \xe2\x80\xaetiny")},
      {"key-is-list", "[a, b]: 1\n" + tiny.text},
      {"key-is-map", "? {a: 1}\n: 2\n" + tiny.text},
      {"null-key", "? \n: 2\n" + tiny.text},
      {"duplicate-everything", tiny.text + tiny.text},
  };
  for (const auto& [name, text] : junk) {
    const std::string n = name;
    c.add(tiny, n, text, n == "utf8-bom" ? std::optional<int>() : n == "tag-directive" ? 0 : 1);
  }
}

// ---------------------------------------------------------------- line ends

void add_line_ends(Corpus& c) {
  const auto with = [](const std::string& text, const std::string& end) {
    std::string out;
    for (char ch : text) out += ch == '\n' ? end : std::string(1, ch);
    return out;
  };
  for (const auto& b : c.bases()) {
    // YAML 1.2 line breaks: LF, CRLF and a lone CR; each shipped experiment stays good with any of them.
    c.add(b, "cr", with(b.text, "\r"), 0);
    c.add(b, "crlf", with(b.text, "\r\n"), 0);
    std::string mixed;
    int k = 0;
    for (char ch : b.text) mixed += ch == '\n' ? std::string(k++ % 3 == 0 ? "\r" : k % 3 == 1 ? "\r\n" : "\n") : std::string(1, ch);
    c.add(b, "mixed-line-ends", mixed, 0);
    c.add(b, "no-final-newline", b.text.substr(0, b.text.find_last_not_of('\n') + 1), 0);
    c.add(b, "lf-cr", with(b.text, "\n\r"), std::nullopt);
    c.add(b, "line-separator", with(b.text, "\xe2\x80\xa8"), std::nullopt);
    c.add(b, "next-line", with(b.text, "\xc2\x85"), std::nullopt);
  }
}

// ---------------------------------------------------------------- truncations and mutations

void add_truncations(Corpus& c) {
  for (const auto& b : c.bases())
    for (int i = 0; i < 10; ++i) {
      const std::size_t at = b.text.size() * static_cast<std::size_t>(i) / 10 + static_cast<std::size_t>(i * 7);
      c.add(b, "truncated-" + std::to_string(at), b.text.substr(0, std::min(at, b.text.size() - 1)),
            at == 0 ? std::optional<int>(1) : std::nullopt, at == 0 ? "the file is empty" : "");
    }
}

void add_mutations(Corpus& c) {
  Mutator m(20261124);
  for (int i = 0; i < 250; ++i) {
    const auto& b = c.bases()[static_cast<std::size_t>(i) % c.bases().size()];
    std::string what = "mutated#" + std::to_string(i) + " ";
    std::string text = b.text;
    for (std::size_t r = 1 + m.below(3); r > 0; --r) text = m.mutate(std::move(text), what);
    c.add(b, "mutated-" + std::to_string(i), text).what += " " + what;
  }
}

}  // namespace

std::vector<HostileCase> make_hostile_corpus(const fs::path& dir) {
  fs::create_directories(dir);
  Corpus c(dir);
  const std::pair<const char*, void (*)(Corpus&)> kinds[] = {
      {"aliases", add_aliases}, {"large", add_large},         {"sizes", add_sizes},
      {"paths", add_paths},     {"junk", add_junk},           {"line-ends", add_line_ends},
      {"truncations", add_truncations}, {"mutations", add_mutations}};
  for (const auto& [kind, add] : kinds) {
    c.kind(kind);
    add(c);
  }
  return c.take();
}

}  // namespace evotune::fuzz
