// Expressions in experiment files: restrictions, launch geometry, tensor
// shapes, scalar values, roofline figures.
//
// We parse these ourselves rather than use muparser (which Debian ships only
// as a shared library): muparser evaluates everything in double, so `7/2` is
// 3.5 and `S/BLOCK_M` of a non-multiple is not the integer a kernel author
// expects. Here integers stay integers (C semantics: `/` truncates, `%` is
// the remainder), and a float operand makes the operation float.
//
// Grammar (C precedence): ?: || && == != < <= > >= + - * / % unary(- ! +)
// literals: integers, floats (1.5, 1e-3), strings ("xor") for named choices;
// identifiers: problem sizes and parameters; true/false.
// functions: ceil_div(a,b) min(a,b) max(a,b) sqrt(x) log2(x) is_pow2(x)
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace evotune {

/// A value: integer (also booleans: 0/1), float or string (a named choice).
class Value {
 public:
  Value() : v_(std::int64_t{0}) {}
  Value(std::int64_t i) : v_(i) {}
  Value(int i) : v_(std::int64_t{i}) {}
  Value(double d) : v_(d) {}
  Value(std::string s) : v_(std::move(s)) {}
  Value(const char* s) : v_(std::string(s)) {}

  bool is_int() const { return std::holds_alternative<std::int64_t>(v_); }
  bool is_float() const { return std::holds_alternative<double>(v_); }
  bool is_string() const { return std::holds_alternative<std::string>(v_); }
  bool is_number() const { return !is_string(); }

  /// Throws ExprError when the value has another type.
  std::int64_t as_int() const;
  double as_double() const;  ///< ints convert
  const std::string& as_string() const;
  bool truthy() const;

  /// As written in a #define: 64, 0.5f-free decimal for floats, bare word for strings.
  std::string to_string() const;

  friend bool operator==(const Value&, const Value&) = default;
  friend auto operator<=>(const Value& a, const Value& b) { return a.v_ <=> b.v_; }

 private:
  std::variant<std::int64_t, double, std::string> v_;
};

/// Names an expression may use, with their values.
using Bindings = std::map<std::string, Value, std::less<>>;

/// A parsed expression. Cheap to copy (shared immutable tree).
class Expr {
 public:
  Expr() = default;
  /// Parses `text`; throws ExprError with the offset of the problem.
  static Expr parse(std::string_view text);
  /// A constant expression (e.g. a YAML number).
  static Expr constant(Value v);

  /// Evaluates with `env`; throws ExprError naming an unknown identifier,
  /// a division by zero, or a type mismatch.
  Value eval(const Bindings& env) const;
  /// The same, with names `env` lacks looked up in `more` (no map is built:
  /// a restriction is checked against a point and the problem sizes this way).
  Value eval(const Bindings& env, std::span<const std::pair<std::string, Value>> more) const;
  std::int64_t eval_int(const Bindings& env) const { return eval(env).as_int(); }
  double eval_double(const Bindings& env) const { return eval(env).as_double(); }
  bool eval_bool(const Bindings& env) const { return eval(env).truthy(); }

  /// Identifiers the expression refers to (sorted, unique).
  std::vector<std::string> identifiers() const;
  /// 0-based offset of the first use of identifier `name` in text(), if any.
  std::optional<std::size_t> identifier_position(std::string_view name) const;
  const std::string& text() const { return text_; }
  bool empty() const { return root_ == nullptr; }
  /// Nodes of the parsed tree (literals, names, operators, calls): what an evaluation costs.
  std::size_t size() const;

  struct Node;  // defined in expr.cpp

 private:
  std::string text_;
  std::shared_ptr<const Node> root_;
};

}  // namespace evotune
