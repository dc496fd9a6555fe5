// Typed, diagnosing access to a YAML configuration document (see
// config_reader.hpp). Nothing here throws on bad input: problems become
// diagnostics and the caller goes on to find the next one.
#include "core/config_reader.hpp"

#include <algorithm>
#include <iterator>
#include <limits>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <set>
#include <sstream>
#include <unordered_map>
#include <unordered_set>

#include <yaml-cpp/depthguard.h>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/parser.h>

#include "core/experiment.hpp"
#include "core/printable.hpp"
#include "core/suggest.hpp"

namespace evotune::config {

namespace {

constexpr std::string_view kCppKeywords[] = {
    "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor", "bool", "break", "case", "catch",
    "char", "char8_t", "char16_t", "char32_t", "class", "compl", "concept", "const", "consteval", "constexpr",
    "constinit", "const_cast", "continue", "co_await", "co_return", "co_yield", "decltype", "default",
    "delete", "do", "double", "dynamic_cast", "else", "enum", "explicit", "export", "extern", "false", "float",
    "for", "friend", "goto", "if", "inline", "int", "long", "mutable", "namespace", "new", "noexcept", "not",
    "not_eq", "nullptr", "operator", "or", "or_eq", "private", "protected", "public", "register",
    "reinterpret_cast", "requires", "return", "short", "signed", "sizeof", "static", "static_assert",
    "static_cast", "struct", "switch", "template", "this", "thread_local", "throw", "true", "try", "typedef",
    "typeid", "typename", "union", "unsigned", "using", "virtual", "void", "volatile", "wchar_t", "while",
    "xor", "xor_eq", "restrict", "defined", "NULL", "_Pragma", "__restrict__"};

constexpr std::string_view kExprFunctions[] = {"ceil_div", "min", "max", "sqrt", "log2", "is_pow2"};

std::string dotted(const std::string& parent, std::string_view key) {
  return parent.empty() ? std::string(key) : parent + "." + std::string(key);
}

// A scalar quoted for a message: control and non-UTF-8 bytes escaped, cut at 60 characters.
std::string quote_scalar(std::string_view s) { return "'" + printable(s, 60) + "'"; }

}  // namespace

std::string describe(const YAML::Node& node) {
  if (!node.IsDefined() || node.IsNull()) return "nothing";
  if (node.IsScalar()) return quote_scalar(node.Scalar());
  if (node.IsSequence()) return "a list";
  if (node.IsMap()) return "a mapping";
  return "something else";
}

bool is_identifier_syntax(std::string_view name) {
  const auto alpha = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; };
  const auto digit = [](char c) { return c >= '0' && c <= '9'; };
  return !name.empty() && alpha(name[0]) &&
         std::all_of(name.begin(), name.end(), [&](char c) { return alpha(c) || digit(c); });
}

std::string identifier_problem(std::string_view name) {
  if (name.empty()) return "is empty";
  if (!is_identifier_syntax(name))
    return "is not a C identifier (letters, digits and '_', not starting with a digit)";
  if (std::find(std::begin(kCppKeywords), std::end(kCppKeywords), name) != std::end(kCppKeywords))
    return "is a C++ keyword or reserved word";
  if (name.size() >= 2 && name[0] == '_' && (name[1] == '_' || (name[1] >= 'A' && name[1] <= 'Z')))
    return "is reserved in C++ (starts with '__' or '_' and a capital)";
  if (std::find(std::begin(kExprFunctions), std::end(kExprFunctions), name) != std::end(kExprFunctions))
    return "is the name of an expression function";
  return {};
}

std::optional<std::int64_t> parse_integer(std::string_view s) {
  if (s.empty()) return std::nullopt;
  bool negative = false;
  std::size_t i = 0;
  if (s[0] == '+' || s[0] == '-') {
    negative = s[0] == '-';
    i = 1;
  }
  int base = 10;
  if (s.size() > i + 2 && s[i] == '0' && (s[i + 1] == 'x' || s[i + 1] == 'X')) {
    base = 16;
    i += 2;
  }
  if (i >= s.size()) return std::nullopt;
  std::uint64_t magnitude = 0;
  auto [ptr, ec] = std::from_chars(s.data() + i, s.data() + s.size(), magnitude, base);
  if (ec != std::errc() || ptr != s.data() + s.size()) return std::nullopt;
  constexpr std::uint64_t kMax = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
  if (!negative && magnitude > kMax) return std::nullopt;
  if (negative && magnitude > kMax + 1) return std::nullopt;
  return negative ? static_cast<std::int64_t>(0 - magnitude) : static_cast<std::int64_t>(magnitude);
}

std::optional<double> parse_float(std::string_view s) {
  if (s.empty()) return std::nullopt;
  std::size_t i = (s[0] == '+' || s[0] == '-') ? 1 : 0;
  // from_chars accepts "inf"/"nan"; a size or tolerance never is one.
  if (i >= s.size() || !((s[i] >= '0' && s[i] <= '9') || s[i] == '.')) return std::nullopt;
  double d = 0.0;
  const char* first = s.data() + (s[0] == '+' ? 1 : 0);
  auto [ptr, ec] = std::from_chars(first, s.data() + s.size(), d);
  if (ec != std::errc() || ptr != s.data() + s.size() || !std::isfinite(d)) return std::nullopt;
  return d;
}

std::optional<bool> parse_bool(std::string_view s) {
  if (s == "true" || s == "True" || s == "TRUE") return true;
  if (s == "false" || s == "False" || s == "FALSE") return false;
  return std::nullopt;
}

// ---------------------------------------------------------------- Reader

namespace {

// YAML 1.2 counts a lone carriage return (old Mac line ends) as a line break;
// yaml-cpp 0.7 does not, and reads such a file as one line (all of it a
// comment, when it starts with one). One byte for one keeps every position.
std::string with_line_feeds(std::string text) {
  for (std::size_t i = 0; i < text.size(); ++i)
    if (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n')) text[i] = '\n';
  return text;
}

}  // namespace

Reader::Reader(std::string label, std::string text)
    : label_(std::move(label)), text_(with_line_feeds(std::move(text))) {}

void Reader::error(const SourceMark& at, std::string key, std::string message) {
  diagnostics_.push_back(Diagnostic{at, std::move(key), std::move(message)});
}

void Reader::annotate_since(std::size_t first, const std::string& suffix) {
  for (std::size_t i = first; i < diagnostics_.size(); ++i) diagnostics_[i].message += suffix;
}

std::vector<Diagnostic> Reader::take_diagnostics() {
  // Top to bottom, as the user reads the file; ties keep the order found.
  std::stable_sort(diagnostics_.begin(), diagnostics_.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return std::pair(a.mark.line, a.mark.column) < std::pair(b.mark.line, b.mark.column);
  });
  return std::move(diagnostics_);
}

SourceMark Reader::mark_of(const YAML::Node& node, const SourceMark& fallback) const {
  if (!node.IsDefined() || node.IsNull()) return fallback;
  const YAML::Mark m = node.Mark();
  if (m.line < 0 || m.column < 0) return fallback;
  return SourceMark{label_, m.line + 1, m.column + 1};
}

void Reader::check_bytes() {
  int line = 1;
  int column = 1;
  for (std::size_t i = 0; i < text_.size();) {
    const unsigned char c = static_cast<unsigned char>(text_[i]);
    const std::size_t n = utf8_sequence_length(text_, i);
    char hex[8];
    std::snprintf(hex, sizeof hex, "0x%02X", c);
    if (n == 0) {
      error(SourceMark{label_, line, column}, "",
            std::string("found byte ") + hex + ", which is not UTF-8 text; expected a UTF-8 YAML file");
      return;
    }
    if ((c < 0x20 && c != '\n' && c != '\t' && c != '\r') || c == 0x7f) {
      error(SourceMark{label_, line, column}, "",
            std::string("found control character ") + hex + "; expected text");
      return;
    }
    if (c == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
    i += n;
  }
}

namespace {

// The document pass: yaml-cpp's event stream, read once before the node graph
// is built. Each node is seen once as written and an alias is one event, so the
// work is linear in the file whatever its aliases do (walking the graph instead
// follows every alias, and `a: &x [*x, *x]` makes that endless). It reports
// duplicate and non-scalar keys, and stops the file where it passes a limit:
// more values or text than kMaxExperimentValues / kMaxExperimentTextBytes with
// its aliases expanded (an alias bomb), or an alias inside what it names (a
// cycle). It counts what an alias stands for because the loader reads an alias
// as the copy it means: a list of a thousand aliases of a long list is that
// much work there.
class DocumentCheck final : public YAML::EventHandler {
 public:
  /// Thrown, after the report, when the file passes a limit or has a recursive alias.
  struct Stop {};

  explicit DocumentCheck(Reader& reader) : r_(reader) {}

  void OnDocumentStart(const YAML::Mark&) override {
    anchors_.clear();
    frames_.clear();
  }
  void OnDocumentEnd() override {}
  void OnAnchor(const YAML::Mark&, const std::string& name) override { anchor_name_ = name; }

  void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    const std::string key = place(mark, Kind::nothing, nullptr);
    add(mark, key, 1, 0);
    name_anchor(anchor, Anchor{anchor_name_, false, 1, 0, Kind::nothing, {}});
    advance();
  }

  void OnScalar(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor, const std::string& value) override {
    const std::string key = place(mark, Kind::scalar, &value);
    add(mark, key, 1, value.size());
    name_anchor(anchor, Anchor{anchor_name_, false, 1, value.size(), Kind::scalar, value});
    advance();
  }

  void OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) override {
    const Anchor* a = anchor < anchors_.size() ? &anchors_[anchor] : nullptr;
    const std::string key = place(mark, a ? a->kind : Kind::nothing, a && a->kind == Kind::scalar ? &a->scalar : nullptr);
    if (a && a->open) {
      r_.error(at(mark), key,
               "alias *" + a->name + " is inside the list or mapping &" + a->name +
                   " that it names (a recursive alias); an alias may name only something complete before it");
      throw Stop{};
    }
    ++aliases_;
    if (a) add(mark, key, a->values, a->text_bytes);
    advance();
  }

  void OnSequenceStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                       YAML::EmitterStyle::value) override {
    open(mark, anchor, Kind::list);
  }
  void OnMapStart(const YAML::Mark& mark, const std::string&, YAML::anchor_t anchor,
                  YAML::EmitterStyle::value) override {
    open(mark, anchor, Kind::mapping);
  }
  void OnSequenceEnd() override { close(); }
  void OnMapEnd() override { close(); }

 private:
  enum class Kind { nothing, scalar, list, mapping };

  struct Anchor {
    std::string name;
    bool open = false;  // a list or mapping not yet ended
    std::uint64_t values = 0;
    std::uint64_t text_bytes = 0;
    Kind kind = Kind::nothing;
    std::string scalar;
  };

  struct Frame {
    Kind kind = Kind::list;
    std::string key;         // dotted key of this list or mapping
    std::size_t items = 0;   // nodes so far (a mapping: keys and values)
    std::unordered_map<std::string, int> names;  // a mapping: its keys, with their lines
    std::string value_key;   // a mapping: the key of the value that comes next
    YAML::anchor_t anchor = YAML::NullAnchor;
    std::uint64_t values_at_start = 0;
    std::uint64_t text_bytes_at_start = 0;
  };

  static std::string kind_text(Kind k) {
    switch (k) {
      case Kind::nothing: return "nothing";
      case Kind::scalar: return "text";
      case Kind::list: return "a list";
      case Kind::mapping: return "a mapping";
    }
    return "something else";
  }

  SourceMark at(const YAML::Mark& m) const {
    if (m.is_null()) return SourceMark{r_.label(), 1, 1};
    return SourceMark{r_.label(), m.line + 1, m.column + 1};
  }

  // The dotted key of the node that starts at `mark`; checks it when it is a mapping's key.
  std::string place(const YAML::Mark& mark, Kind kind, const std::string* scalar) {
    if (frames_.empty()) return {};
    Frame& parent = frames_.back();
    if (parent.kind == Kind::list) return parent.key + "[" + std::to_string(parent.items) + "]";
    if (parent.items % 2 == 1) return parent.value_key;
    // A key of a mapping.
    parent.value_key = parent.key;
    if (kind != Kind::scalar) {
      r_.error(at(mark), parent.key, "found " + kind_text(kind) + " as a key; expected a name");
      return parent.key;
    }
    const std::string key = dotted(parent.key, *scalar);
    const auto [first, inserted] = parent.names.emplace(*scalar, mark.line + 1);
    if (!inserted)
      // yaml-cpp keeps the first of two equal keys and drops the second in silence.
      r_.error(at(mark), key,
               "duplicate key '" + *scalar + "' (first given on line " + std::to_string(first->second) + ")");
    parent.value_key = key;
    return key;
  }

  void advance() {
    anchor_name_.clear();
    if (!frames_.empty()) ++frames_.back().items;
  }

  // Counts what a node (or an alias: what it names) adds to the document.
  void add(const YAML::Mark& mark, const std::string& key, std::uint64_t values, std::uint64_t text_bytes) {
    values_ += values;
    text_bytes_ += text_bytes;
    const std::string expanded = aliases_ > 0 ? " with its aliases expanded" : "";
    const std::string hint = aliases_ > 0 ? " (an alias bomb?)" : "";
    if (values_ > kMaxExperimentValues) {
      r_.error(at(mark), key,
               "the document holds more than " + std::to_string(kMaxExperimentValues) + " values" + expanded +
                   "; an experiment file may hold at most that many" + hint);
      throw Stop{};
    }
    if (text_bytes_ > kMaxExperimentTextBytes) {
      r_.error(at(mark), key,
               "the document holds more than " + std::to_string(kMaxExperimentTextBytes >> 20) + " MiB of text" +
                   expanded + "; an experiment file may hold at most that much" + hint);
      throw Stop{};
    }
  }

  void name_anchor(YAML::anchor_t id, Anchor a) {
    if (id == YAML::NullAnchor) return;
    if (anchors_.size() <= id) anchors_.resize(id + 1);
    anchors_[id] = std::move(a);
  }

  void open(const YAML::Mark& mark, YAML::anchor_t anchor, Kind kind) {
    const std::string key = place(mark, kind, nullptr);
    const std::uint64_t values_before = values_, text_before = text_bytes_;
    add(mark, key, 1, 0);
    name_anchor(anchor, Anchor{anchor_name_, true, 0, 0, kind, {}});
    anchor_name_.clear();
    if (static_cast<int>(frames_.size()) == kMaxExperimentNesting) {
      r_.error(at(mark), key,
               "nested more than " + std::to_string(kMaxExperimentNesting) +
                   " levels deep (lists and mappings inside each other); an experiment file may nest at most that "
                   "deep");
      throw Stop{};
    }
    Frame f;
    f.kind = kind;
    f.key = key;
    f.anchor = anchor;
    f.values_at_start = values_before;
    f.text_bytes_at_start = text_before;
    frames_.push_back(std::move(f));
  }

  void close() {
    Frame& f = frames_.back();
    if (f.anchor != YAML::NullAnchor && f.anchor < anchors_.size()) {
      Anchor& a = anchors_[f.anchor];
      a.open = false;
      a.values = values_ - f.values_at_start;
      a.text_bytes = text_bytes_ - f.text_bytes_at_start;
    }
    frames_.pop_back();
    advance();
  }

  Reader& r_;
  std::vector<Frame> frames_;
  std::vector<Anchor> anchors_;  // by yaml-cpp's anchor number (1, 2, ... in each document)
  std::string anchor_name_;      // the name of the anchor on the node that comes next
  std::uint64_t values_ = 0;
  std::uint64_t text_bytes_ = 0;
  std::uint64_t aliases_ = 0;
};

}  // namespace

std::optional<Field> Reader::parse_root() {
  check_bytes();
  if (!diagnostics_.empty()) return std::nullopt;
  const SourceMark start{label_, 1, 1};
  const std::string expected_root = "a mapping with the sections name, problem, args, kernel, reference, space";
  std::vector<YAML::Node> docs;
  try {
    {
      std::istringstream in(text_);
      YAML::Parser parser(in);
      DocumentCheck check(*this);
      while (parser.HandleNextDocument(check)) {
      }
    }
    docs = YAML::LoadAll(text_);
  } catch (const DocumentCheck::Stop&) {
    return std::nullopt;
  } catch (const YAML::DeepRecursion& e) {
    // yaml-cpp 0.7 gives this one the message "bad file"; say what it means.
    SourceMark at = e.mark.is_null() ? start : SourceMark{label_, e.mark.line + 1, e.mark.column + 1};
    error(at, "", "YAML nested too deeply (more than " + std::to_string(e.depth() - 1) + " levels)");
    return std::nullopt;
  } catch (const YAML::Exception& e) {
    SourceMark at = e.mark.is_null() ? start : SourceMark{label_, e.mark.line + 1, e.mark.column + 1};
    error(at, "", "YAML syntax error: " + e.msg);
    return std::nullopt;
  }
  if (docs.empty() || (docs.size() == 1 && docs[0].IsNull())) {
    error(start, "", "the file is empty; expected " + expected_root);
    return std::nullopt;
  }
  if (docs.size() > 1) {
    error(mark_of(docs[1], start), "",
          "found " + std::to_string(docs.size()) + " YAML documents (separated by '---'); expected one");
    return std::nullopt;
  }
  const SourceMark root_mark = mark_of(docs[0], start);
  Field root{docs[0], "", root_mark, root_mark};
  if (!root.node.IsMap()) {
    error(root, "found " + describe(root.node) + "; expected " + expected_root);
    return std::nullopt;
  }
  return root;
}

bool Reader::expect_map(const Field& f) {
  if (f.node.IsMap()) return true;
  error(f, "found " + describe(f.node) + "; expected a mapping (key: value lines)");
  return false;
}

bool Reader::expect_list(const Field& f, std::string_view expected) {
  if (f.node.IsSequence()) return true;
  error(f, "found " + describe(f.node) + "; expected " + std::string(expected));
  return false;
}

std::vector<Reader::Entry> Reader::entries(const Field& map) {
  std::vector<Entry> out;
  if (!map.node.IsMap()) return out;
  std::unordered_set<std::string_view> seen;  // views of the keys' text, which the document holds
  for (auto it = map.node.begin(); it != map.node.end(); ++it) {
    if (!it->first.IsScalar()) continue;  // reported by the document pass
    if (!seen.insert(it->first.Scalar()).second) continue;  // a duplicate: reported by the document pass
    out.push_back(entry(map, it->first, it->second));
  }
  return out;
}

Reader::Entry Reader::entry(const Field& map, const YAML::Node& key, const YAML::Node& value) const {
  std::string name = key.Scalar();
  const SourceMark key_mark = mark_of(key, map.mark);
  Field field{value, dotted(map.key, name), mark_of(value, key_mark), key_mark,
              map.node.Style() == YAML::EmitterStyle::Flow};
  return Entry{std::move(name), key_mark, std::move(field)};
}

std::vector<Field> Reader::elements(const Field& list) {
  std::vector<Field> out;
  if (!list.node.IsSequence()) return out;
  std::size_t i = 0;
  for (const auto& element : list.node) {
    const SourceMark at = mark_of(element, list.mark);
    out.push_back(Field{element, list.key + "[" + std::to_string(i) + "]", at, at,
                        list.node.Style() == YAML::EmitterStyle::Flow});
    ++i;
  }
  return out;
}

std::optional<Field> Reader::child(const Field& map, std::string_view key, bool required,
                                   std::string_view what_it_is) {
  if (map.node.IsMap())
    for (auto it = map.node.begin(); it != map.node.end(); ++it)
      if (it->first.IsScalar() && it->first.Scalar() == key) return entry(map, it->first, it->second).field;
  if (required && map.node.IsMap())
    error(map.key_mark.line > 0 ? map.key_mark : map.mark, dotted(map.key, key),
          "missing key '" + std::string(key) + "'" +
              (what_it_is.empty() ? std::string() : " (" + std::string(what_it_is) + ")"));
  return std::nullopt;
}

bool Reader::has(const Field& map, std::string_view key) {
  if (!map.node.IsMap()) return false;
  for (auto it = map.node.begin(); it != map.node.end(); ++it)
    if (it->first.IsScalar() && it->first.Scalar() == key) return true;
  return false;
}

void Reader::check_keys(const Field& map, std::initializer_list<std::string_view> allowed) {
  check_keys(map, std::vector<std::string>(allowed.begin(), allowed.end()));
}

void Reader::check_keys(const Field& map, const std::vector<std::string>& allowed) {
  check_keys(map, allowed, std::unordered_set<std::string_view>(allowed.begin(), allowed.end()));
}

void Reader::check_keys(const Field& map, const std::vector<std::string>& allowed,
                        const std::unordered_set<std::string_view>& known) {
  // A seed's keys are the space's parameters: there may be thousands.
  constexpr std::size_t kListed = 20;
  for (const auto& e : entries(map)) {
    if (known.count(e.name)) continue;
    std::string hint = suggest(e.name, allowed);
    if (e.name == "<<") {
      hint = " (YAML merge keys are not supported here; write the keys out)";
    } else if (hint.empty()) {
      hint = "; expected one of:";
      for (std::size_t i = 0; i < allowed.size() && i < kListed; ++i) hint += " " + allowed[i];
      if (allowed.size() > kListed) hint += " ... (" + std::to_string(allowed.size()) + " in all)";
    }
    error(e.key_mark, e.field.key, "unknown key '" + e.name + "'" + hint);
  }
}

std::string Reader::suggest(std::string_view word, const std::vector<std::string>& candidates) {
  if (suggestion_budget_ <= 0) return {};
  suggestion_budget_ -= static_cast<std::int64_t>(candidates.size());
  return did_you_mean(word, candidates);
}

std::optional<std::string> Reader::text(const Field& f, std::string_view expected) {
  if (f.node.IsScalar()) return f.node.Scalar();
  error(f, "found " + describe(f.node) + "; expected " + std::string(expected));
  return std::nullopt;
}

std::optional<std::int64_t> Reader::integer(const Field& f, std::int64_t min, std::int64_t max) {
  auto range_text = [&] {
    if (max >= std::numeric_limits<int>::max()) return "an integer >= " + std::to_string(min);
    return "an integer from " + std::to_string(min) + " to " + std::to_string(max);
  };
  if (!f.node.IsScalar()) {
    error(f, "found " + describe(f.node) + "; expected " + range_text());
    return std::nullopt;
  }
  auto i = parse_integer(f.node.Scalar());
  if (!i || *i < min || *i > max) {
    error(f, "found " + describe(f.node) + "; expected " + range_text());
    return std::nullopt;
  }
  return i;
}

std::optional<double> Reader::number(const Field& f, double min, bool min_exclusive) {
  char bound[64];
  if (min == std::numeric_limits<double>::lowest())
    std::snprintf(bound, sizeof bound, "a number");
  else
    std::snprintf(bound, sizeof bound, "a number %s %g", min_exclusive ? ">" : ">=", min);
  std::optional<double> d;
  if (f.node.IsScalar()) {
    if (auto i = parse_integer(f.node.Scalar()))
      d = static_cast<double>(*i);
    else
      d = parse_float(f.node.Scalar());
  }
  if (!d || *d < min || (min_exclusive && *d == min)) {
    error(f, "found " + describe(f.node) + "; expected " + bound);
    return std::nullopt;
  }
  return d;
}

std::optional<bool> Reader::boolean(const Field& f) {
  std::optional<bool> b;
  if (f.node.IsScalar()) b = parse_bool(f.node.Scalar());
  if (!b) error(f, "found " + describe(f.node) + "; expected true or false");
  return b;
}

std::optional<std::string> Reader::choice(const Field& f, const std::vector<std::string>& choices) {
  std::string list;
  for (const auto& c : choices) list += (list.empty() ? "" : ", ") + c;
  if (f.node.IsScalar()) {
    const std::string& s = f.node.Scalar();
    if (std::find(choices.begin(), choices.end(), s) != choices.end()) return s;
    error(f, "found " + describe(f.node) + "; expected one of " + list + suggest(s, choices));
    return std::nullopt;
  }
  error(f, "found " + describe(f.node) + "; expected one of " + list);
  return std::nullopt;
}

std::optional<Value> Reader::value(const Field& f) {
  if (f.node.IsScalar()) {
    const std::string& s = f.node.Scalar();
    if (auto i = parse_integer(s)) return Value(*i);
    if (auto d = parse_float(s)) return Value(*d);
    if (auto b = parse_bool(s)) return Value(std::int64_t{*b ? 1 : 0});
    if (is_identifier_syntax(s)) return Value(s);
  }
  error(f, "found " + describe(f.node) + "; expected a number, true/false or a name");
  return std::nullopt;
}

SourceMark Reader::mark_in_scalar(const Field& f, std::size_t offset) const {
  if (!f.node.IsScalar() || f.node.IsNull()) return f.mark;
  const std::string& s = f.node.Scalar();
  const YAML::Mark m = f.node.Mark();
  if (m.pos < 0 || s.find('\n') != std::string::npos) return f.mark;
  const auto pos = static_cast<std::size_t>(m.pos);
  if (pos < text_.size() && text_.compare(pos, s.size(), s) == 0)
    return SourceMark{label_, f.mark.line, f.mark.column + static_cast<int>(offset)};
  if (pos + 1 < text_.size() && (text_[pos] == '"' || text_[pos] == '\'') && text_.compare(pos + 1, s.size(), s) == 0)
    return SourceMark{label_, f.mark.line, f.mark.column + 1 + static_cast<int>(offset)};
  return f.mark;  // escapes or folding moved the text: the scalar's start is the best we know
}

std::optional<Expr> Reader::expression(const Field& f) {
  if (!f.node.IsScalar()) {
    error(f, "found " + describe(f.node) + "; expected an expression");
    return std::nullopt;
  }
  const std::string& s = f.node.Scalar();
  try {
    return Expr::parse(s);
  } catch (const ExprError& e) {
    std::string message = "cannot parse " + quote_scalar(s) + ": " + e.what();
    const auto opens = std::count(s.begin(), s.end(), '(');
    const auto closes = std::count(s.begin(), s.end(), ')');
    if (f.in_flow && opens != closes)
      message += " (inside [...] or {...}, quote an expression that contains a comma: \"ceil_div(S, BLOCK_M)\")";
    error(mark_in_scalar(f, e.position()), f.key, std::move(message));
    return std::nullopt;
  }
}

}  // namespace evotune::config
