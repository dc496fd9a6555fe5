// Parsing of a template's `// evotune:` declaration block (docs/templates.md).
#include "core/template.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "core/text.hpp"

namespace evotune {

namespace {

constexpr std::string_view kKeys[] = {"template", "about", "param", "problem", "requires", "declares"};

bool is_identifier(std::string_view s) {
  if (s.empty() || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_')) return false;
  return std::all_of(s.begin(), s.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

/// Splits on runs of whitespace.
std::vector<std::string_view> words(std::string_view s) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
    std::size_t j = i;
    while (j < s.size() && !std::isspace(static_cast<unsigned char>(s[j]))) ++j;
    if (j > i) out.push_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

/// If `line` is a `// evotune:` declaration, the text after "evotune:".
std::optional<std::string_view> declaration_body(std::string_view line) {
  std::string_view s = trim(line);
  if (!s.starts_with("//")) return std::nullopt;
  s.remove_prefix(2);
  s = trim(s);
  if (!s.starts_with("evotune:")) return std::nullopt;
  s.remove_prefix(std::string_view("evotune:").size());
  return s;
}

bool valid_arch(std::string_view a) {
  if (!a.starts_with("sm_")) return false;
  std::string_view digits = a.substr(3);
  if (!digits.empty() && (digits.back() == 'a' || digits.back() == 'f')) digits.remove_suffix(1);
  return digits.size() >= 2 && std::all_of(digits.begin(), digits.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

/// One value of a `{...}` list: an integer or a bare word.
std::optional<ParamValue> parse_value(std::string_view token) {
  if (is_identifier(token)) return ParamValue(std::string(token));
  std::int64_t v = 0;
  auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), v);
  if (ec == std::errc() && end == token.data() + token.size()) return ParamValue(v);
  return std::nullopt;
}

// Reads the `// evotune:` declaration block at the top of a template.
class DeclarationParser {
 public:
  DeclarationParser(std::string text, std::string display_path) {
    info_.text = std::move(text);
    info_.display_path = std::move(display_path);
    info_.file = info_.display_path;
  }

  TemplateInfo run() {
    std::string_view rest = info_.text;
    int line_no = 0;
    int code_line = 0;          // first line of code, 0 while still in the header
    bool in_block_comment = false;
    while (!rest.empty()) {
      std::size_t nl = rest.find('\n');
      std::string_view line = rest.substr(0, nl);
      rest = nl == std::string_view::npos ? std::string_view() : rest.substr(nl + 1);
      ++line_no;
      line_ = line_no;
      if (auto body = declaration_body(line)) {
        if (code_line != 0)
          fail(fmt::format("declaration after code (code starts at line {}); the `// evotune:` block must come first",
                           code_line));
        declaration(*body);
        continue;
      }
      if (code_line != 0) continue;
      std::string_view s = trim(line);
      if (in_block_comment) {
        if (s.find("*/") != std::string_view::npos) in_block_comment = false;
        continue;
      }
      if (s.empty() || s.starts_with("//")) continue;
      if (s.starts_with("/*")) {
        in_block_comment = s.find("*/", 2) == std::string_view::npos;
        continue;
      }
      code_line = line_no;
    }
    line_ = 0;
    if (info_.name.empty()) fail("no `// evotune:template NAME` line: every template names itself in its declaration block");
    return std::move(info_);
  }

 private:
  [[noreturn]] void fail(const std::string& message) const {
    if (line_ > 0) throw CodegenError(fmt::format("{}:{}: {}", info_.display_path, line_, message));
    throw CodegenError(fmt::format("{}: {}", info_.display_path, message));
  }

  void declaration(std::string_view body) {
    std::string_view key = body.substr(0, body.find_first_of(" \t"));
    std::string_view rest = trim(body.substr(key.size()));
    if (key == "template") return decl_template(rest);
    if (key == "about") return decl_about(rest);
    if (key == "param") return decl_param(rest);
    if (key == "problem") return decl_problem(rest);
    if (key == "requires") return decl_requires(rest);
    if (key == "declares") return decl_declares(rest);
    std::string known;
    for (auto k : kKeys) known += fmt::format("{}{}", known.empty() ? "" : ", ", k);
    fail(fmt::format("unknown declaration 'evotune:{}' (known: {})", key, known));
  }

  void decl_template(std::string_view rest) {
    auto w = words(rest);
    if (w.size() != 1 || !is_identifier(w[0]))
      fail(fmt::format("evotune:template: expected one name (letters, digits, _), found '{}'", rest));
    if (!info_.name.empty()) fail(fmt::format("evotune:template: second template line (already named '{}')", info_.name));
    info_.name = std::string(w[0]);
  }

  void decl_about(std::string_view rest) {
    if (rest.empty()) fail("evotune:about: empty description");
    if (!info_.about.empty()) info_.about += ' ';
    info_.about += rest;
  }

  void decl_param(std::string_view rest) {
    std::size_t open = rest.find('{');
    std::string_view name = trim(rest.substr(0, open));
    if (open == std::string_view::npos)
      fail(fmt::format("evotune:param: expected 'NAME {{v1,v2,...}} MEANING', found '{}'", rest));
    if (!is_identifier(name))
      fail(fmt::format("evotune:param: '{}' is not a macro name (letters, digits, _; not starting with a digit)", name));
    std::size_t close = rest.find('}', open);
    if (close == std::string_view::npos) fail(fmt::format("evotune:param {}: value list has no closing '}}'", name));
    TemplateParam p;
    p.name = std::string(name);
    p.line = line_;
    std::string_view list = rest.substr(open + 1, close - open - 1);
    if (trim(list).empty()) fail(fmt::format("evotune:param {}: empty value list", name));
    while (true) {
      std::size_t comma = list.find(',');
      std::string_view token = trim(list.substr(0, comma));
      auto v = parse_value(token);
      if (!v) fail(fmt::format("evotune:param {}: value '{}' is neither an integer nor a bare word", name, token));
      if (std::find(p.values.begin(), p.values.end(), *v) != p.values.end())
        fail(fmt::format("evotune:param {}: value '{}' listed twice", name, token));
      p.values.push_back(std::move(*v));
      if (comma == std::string_view::npos) break;
      list.remove_prefix(comma + 1);
    }
    std::string_view after = trim(rest.substr(close + 1));
    if (after.substr(0, 8) == "default=") {
      const std::size_t end = std::min(after.find_first_of(" \t"), after.size());
      const std::string_view token = after.substr(8, end - 8);
      auto v = parse_value(token);
      if (!v || std::find(p.values.begin(), p.values.end(), *v) == p.values.end())
        fail(fmt::format("evotune:param {}: default '{}' is not one of its values", name, token));
      p.default_value = std::move(*v);
      after = trim(after.substr(end));
    }
    p.meaning = std::string(after);
    if (p.meaning.empty()) fail(fmt::format("evotune:param {}: missing meaning after the value list", name));
    check_new_name(p.name);
    info_.params.push_back(std::move(p));
  }

  void decl_problem(std::string_view rest) {
    auto w = words(rest);
    if (w.empty()) fail("evotune:problem: expected one or more problem names");
    for (auto n : w) {
      if (!is_identifier(n)) fail(fmt::format("evotune:problem: '{}' is not a macro name", n));
      check_new_name(std::string(n));
      info_.problem.emplace_back(n);
    }
  }

  void decl_requires(std::string_view rest) {
    auto w = words(rest);
    if (w.size() != 1 || !valid_arch(w[0]))
      fail(fmt::format("evotune:requires: expected one target such as sm_80 or sm_90a, found '{}'", rest));
    if (info_.requires_arch) fail(fmt::format("evotune:requires: second requires line (already {})", *info_.requires_arch));
    info_.requires_arch = std::string(w[0]);
  }

  void decl_declares(std::string_view rest) {
    auto w = words(rest);
    if (w.empty()) fail("evotune:declares: expected one or more flags (atomics, gmem)");
    for (auto f : w) {
      if (std::find(std::begin(kTemplateFlags), std::end(kTemplateFlags), f) == std::end(kTemplateFlags))
        fail(fmt::format("evotune:declares: unknown flag '{}' (known: atomics, gmem)", f));
      if (!info_.declares_flag(f)) info_.declares.emplace_back(f);
    }
  }

  /// A macro may be declared once, as a parameter or as a problem name.
  void check_new_name(const std::string& name) {
    if (info_.find_param(name)) fail(fmt::format("'{}' is already declared as a parameter", name));
    if (std::find(info_.problem.begin(), info_.problem.end(), name) != info_.problem.end())
      fail(fmt::format("'{}' is already declared as a problem name", name));
  }

  TemplateInfo info_;
  int line_ = 0;
};

}  // namespace

const TemplateParam* TemplateInfo::find_param(std::string_view n) const {
  for (const auto& p : params)
    if (p.name == n) return &p;
  return nullptr;
}

bool TemplateInfo::declares_flag(std::string_view flag) const {
  return std::find(declares.begin(), declares.end(), flag) != declares.end();
}

TemplateInfo parse_template(std::string text, std::string display_path) {
  return DeclarationParser(std::move(text), std::move(display_path)).run();
}

TemplateInfo load_template(const std::filesystem::path& file, const std::filesystem::path& root) {
  std::ifstream in(file, std::ios::binary);
  if (!in) throw CodegenError(fmt::format("{}: cannot read template file", file.string()));
  std::ostringstream bytes;
  bytes << in.rdbuf();
  if (in.bad()) throw CodegenError(fmt::format("{}: error while reading template file", file.string()));

  std::string display = file.generic_string();
  std::error_code ec;
  auto abs_file = std::filesystem::weakly_canonical(file, ec);
  auto abs_root = ec ? root : std::filesystem::weakly_canonical(root, ec);
  if (!ec && !root.empty()) {
    auto rel = abs_file.lexically_relative(abs_root);
    if (!rel.empty() && *rel.begin() != "..") display = rel.generic_string();
  }
  TemplateInfo info = parse_template(bytes.str(), display);
  info.file = ec ? file : abs_file;
  return info;
}

}  // namespace evotune
