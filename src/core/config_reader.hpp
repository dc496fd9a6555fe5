// Reading a YAML configuration file while collecting every problem found:
// typed accessors that report (file, line, column, dotted key, found vs
// expected) instead of throwing, so a whole file is checked in one pass.
// Private to src/core (used by experiment.cpp); the rest of the tool sees
// only the Experiment model and ConfigError.
#pragma once

#include <yaml-cpp/yaml.h>

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_set>
#include <utility>
#include <vector>

#include "core/error.hpp"
#include "core/expr.hpp"

namespace evotune::config {

/// A node of the document with its dotted key ("kernel.launches[0].grid").
struct Field {
  YAML::Node node;
  std::string key;
  SourceMark mark;      ///< where the value is (for a null value: where its key is)
  SourceMark key_mark;  ///< where its key is (list items and the root: where the value is)
  bool in_flow = false;  ///< an item of a [...] list or {...} mapping, where a comma ends the item
};

/// What a node holds, for "found ..." messages: 'text', a list, a mapping, nothing.
std::string describe(const YAML::Node& node);

/// [A-Za-z_][A-Za-z0-9_]*
bool is_identifier_syntax(std::string_view name);

/// Whether `name` is a C identifier that may become a macro name (not a
/// keyword, not reserved, not an expression function or literal).
/// Returns the reason when it may not, or an empty string when it may.
std::string identifier_problem(std::string_view name);

class Reader {
 public:
  /// `label` is the file name shown in messages; `text` its bytes.
  Reader(std::string label, std::string text);

  /// Checks the bytes (UTF-8, no control characters), parses the YAML and
  /// returns the root mapping, or nothing after reporting why it cannot be
  /// read. Reports duplicate keys, and refuses a document past the limits of
  /// core/experiment.hpp (size with aliases expanded, nesting) or with a
  /// recursive alias.
  std::optional<Field> parse_root();

  // ---- reporting
  void error(const SourceMark& at, std::string key, std::string message);
  void error(const Field& at, std::string message) { error(at.mark, at.key, std::move(message)); }
  std::vector<Diagnostic> take_diagnostics();
  /// Appends `suffix` to the message of every diagnostic from the
  /// `first`-th on (e.g. the shape of a set they were found at).
  void annotate_since(std::size_t first, const std::string& suffix);
  std::size_t error_count() const { return diagnostics_.size(); }
  const std::string& label() const { return label_; }

  SourceMark mark_of(const YAML::Node& node, const SourceMark& fallback) const;

  /// " (did you mean X?)" (core/suggest.hpp) while the file's budget of
  /// comparisons lasts, then "": thousands of unknown names among thousands of
  /// known ones would otherwise take minutes.
  std::string suggest(std::string_view word, const std::vector<std::string>& candidates);
  /// Whether suggest() still compares (else a caller need not list the candidates).
  bool suggesting() const { return suggestion_budget_ > 0; }

  // ---- structure
  /// Reports "found X, expected a mapping" unless the field is a mapping.
  bool expect_map(const Field& f);
  /// Reports unless the field is a sequence.
  bool expect_list(const Field& f, std::string_view expected = "a list");
  /// One key of a mapping and its value.
  struct Entry {
    std::string name;
    SourceMark key_mark;
    Field field;
  };
  /// The entries of a mapping, in file order; duplicate keys (reported by
  /// the document pass) and non-scalar keys (reported here) are left out.
  std::vector<Entry> entries(const Field& map);
  /// One key and value of a mapping as an Entry (the key is a scalar).
  Entry entry(const Field& map, const YAML::Node& key, const YAML::Node& value) const;
  /// The elements of a sequence as fields "key[i]".
  std::vector<Field> elements(const Field& list);
  /// A mapping's child; reports a missing required key at the mapping's own
  /// key (e.g. at `kernel:` for a missing kernel.template).
  std::optional<Field> child(const Field& map, std::string_view key, bool required,
                             std::string_view what_it_is = {});
  bool has(const Field& map, std::string_view key);
  /// Reports every key of the mapping not in `allowed`, with a suggestion.
  void check_keys(const Field& map, std::initializer_list<std::string_view> allowed);
  void check_keys(const Field& map, const std::vector<std::string>& allowed);
  /// As above, with `known` the same names in a set (made once when many maps share a long list).
  void check_keys(const Field& map, const std::vector<std::string>& allowed,
                  const std::unordered_set<std::string_view>& known);

  // ---- scalars (each reports and returns nothing when the field does not fit)
  std::optional<std::string> text(const Field& f, std::string_view expected = "text");  ///< any scalar
  std::optional<std::int64_t> integer(const Field& f, std::int64_t min, std::int64_t max);
  std::optional<double> number(const Field& f, double min, bool min_exclusive);
  std::optional<bool> boolean(const Field& f);
  /// One of `choices` (with a suggestion when it is none of them).
  std::optional<std::string> choice(const Field& f, const std::vector<std::string>& choices);
  /// An integer, float, true/false (1/0) or bare word, as written.
  std::optional<Value> value(const Field& f);
  /// Parses the scalar as an expression; a parse error is reported at the
  /// exact column in the file (with a hint when the scalar is an item of a
  /// [...] or {...}, where an unquoted comma splits an expression in two).
  std::optional<Expr> expression(const Field& f);
  /// The file column of offset `offset` inside the scalar of `f` (exact for
  /// one-line plain and quoted scalars, else the scalar's own mark).
  SourceMark mark_in_scalar(const Field& f, std::size_t offset) const;

 private:
  void check_bytes();

  std::string label_;
  std::string text_;
  std::vector<Diagnostic> diagnostics_;
  std::int64_t suggestion_budget_ = 1'000'000;  // names compared, for the whole file
};

/// Parses the scalar text of an integer the way YAML writes one (decimal,
/// optional sign, 0x hex); nothing when it is not one.
std::optional<std::int64_t> parse_integer(std::string_view s);
/// A float (1.5, 1e-3, .5); nothing when it is not one or not finite.
std::optional<double> parse_float(std::string_view s);
/// true/false in YAML's spellings.
std::optional<bool> parse_bool(std::string_view s);

}  // namespace evotune::config
