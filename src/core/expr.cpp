// Expressions of experiment files: a small recursive-descent parser and a
// tree-walking evaluator with C integer semantics (see expr.hpp for why we do
// not use muparser). Parse errors carry the 0-based offset of the culprit and
// say "at column N" (1-based) in their message.
#include "core/expr.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>

#include "core/error.hpp"
#include "core/suggest.hpp"

namespace evotune {

// ---------------------------------------------------------------- Value

namespace {

std::string describe(const Value& v) {
  if (v.is_string()) return "the string \"" + v.as_string() + "\"";
  return v.to_string();
}

std::string format_double(double d) {
  if (std::isnan(d)) return "(0.0/0.0)";
  if (std::isinf(d)) return d > 0 ? "(1.0/0.0)" : "(-1.0/0.0)";
  char buf[64];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, d);
  std::string s(buf, ec == std::errc() ? end : buf);
  // A float must read as a float in C: 1 -> 1.0, 1e+20 stays (has an exponent).
  if (s.find_first_of(".en") == std::string::npos) s += ".0";
  return s;
}

}  // namespace

std::int64_t Value::as_int() const {
  if (is_int()) return std::get<std::int64_t>(v_);
  throw ExprError("expected an integer, found " + describe(*this), 0);
}

double Value::as_double() const {
  if (is_int()) return static_cast<double>(std::get<std::int64_t>(v_));
  if (is_float()) return std::get<double>(v_);
  throw ExprError("expected a number, found " + describe(*this), 0);
}

const std::string& Value::as_string() const {
  if (is_string()) return std::get<std::string>(v_);
  throw ExprError("expected a named choice (string), found " + to_string(), 0);
}

bool Value::truthy() const {
  if (is_int()) return std::get<std::int64_t>(v_) != 0;
  if (is_float()) return std::get<double>(v_) != 0.0;
  throw ExprError(describe(*this) + " is not a condition (compare it with == or !=)", 0);
}

std::string Value::to_string() const {
  if (is_int()) return std::to_string(std::get<std::int64_t>(v_));
  if (is_float()) return format_double(std::get<double>(v_));
  return std::get<std::string>(v_);
}

// ---------------------------------------------------------------- the tree

enum class Op { neg, plus, not_, add, sub, mul, div, mod, lt, le, gt, ge, eq, ne, and_, or_ };
enum class Fn { ceil_div, min, max, sqrt, log2, is_pow2 };

struct Expr::Node {
  enum class Kind { literal, name, unary, binary, ternary, call };
  Kind kind = Kind::literal;
  std::size_t pos = 0;  // offset of the token that made this node (operator, name, literal)
  Value literal;
  std::string name;     // identifier, or function name for calls
  Op op = Op::add;
  Fn fn = Fn::min;
  std::vector<std::shared_ptr<const Node>> kids;
  int depth = 1;
  std::size_t size = 1;  // nodes in this subtree: what evaluating it costs
};

namespace {

using NodePtr = std::shared_ptr<const Expr::Node>;
using Node = Expr::Node;

// Deep trees would overflow the stack when evaluated (recursion); no sane
// restriction comes near this.
constexpr int kMaxDepth = 200;

const char* op_text(Op op) {
  switch (op) {
    case Op::neg: return "-";
    case Op::plus: return "+";
    case Op::not_: return "!";
    case Op::add: return "+";
    case Op::sub: return "-";
    case Op::mul: return "*";
    case Op::div: return "/";
    case Op::mod: return "%";
    case Op::lt: return "<";
    case Op::le: return "<=";
    case Op::gt: return ">";
    case Op::ge: return ">=";
    case Op::eq: return "==";
    case Op::ne: return "!=";
    case Op::and_: return "&&";
    case Op::or_: return "||";
  }
  return "?";
}

struct FunctionInfo {
  const char* name;
  Fn fn;
  std::size_t arity;
};
constexpr FunctionInfo kFunctions[] = {
    {"ceil_div", Fn::ceil_div, 2}, {"min", Fn::min, 2},   {"max", Fn::max, 2},
    {"sqrt", Fn::sqrt, 1},         {"log2", Fn::log2, 1}, {"is_pow2", Fn::is_pow2, 1},
};

std::string column(std::size_t pos) { return "column " + std::to_string(pos + 1); }

// ---------------------------------------------------------------- lexer

enum class Tok { integer, floating, string, ident, op, lparen, rparen, comma, question, colon, end };

struct Token {
  Tok kind = Tok::end;
  std::size_t pos = 0;
  std::string text;  // as written (strings: the contents)
  Value value;       // numbers
};

bool is_ident_start(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_ident_char(char c) { return is_ident_start(c) || is_digit(c); }

class Lexer {
 public:
  explicit Lexer(std::string_view text) : text_(text) {}

  Token next() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' || text_[pos_] == '\n' ||
                                   text_[pos_] == '\r'))
      ++pos_;
    Token t;
    t.pos = pos_;
    if (pos_ >= text_.size()) return t;
    const char c = text_[pos_];
    if (is_digit(c) || (c == '.' && pos_ + 1 < text_.size() && is_digit(text_[pos_ + 1]))) return number(t);
    if (is_ident_start(c)) {
      std::size_t end = pos_;
      while (end < text_.size() && is_ident_char(text_[end])) ++end;
      t.kind = Tok::ident;
      t.text = std::string(text_.substr(pos_, end - pos_));
      pos_ = end;
      return t;
    }
    if (c == '"' || c == '\'') {
      const std::size_t close = text_.find(c, pos_ + 1);
      if (close == std::string_view::npos)
        throw ExprError("unterminated string starting at " + column(pos_), pos_);
      t.kind = Tok::string;
      t.text = std::string(text_.substr(pos_ + 1, close - pos_ - 1));
      pos_ = close + 1;
      return t;
    }
    auto two = [&](char second) { return pos_ + 1 < text_.size() && text_[pos_ + 1] == second; };
    auto single = [&](Tok kind) {
      t.kind = kind;
      t.text = std::string(1, c);
      ++pos_;
      return t;
    };
    auto oper = [&](std::size_t n) {
      t.kind = Tok::op;
      t.text = std::string(text_.substr(pos_, n));
      pos_ += n;
      return t;
    };
    switch (c) {
      case '(': return single(Tok::lparen);
      case ')': return single(Tok::rparen);
      case ',': return single(Tok::comma);
      case '?': return single(Tok::question);
      case ':': return single(Tok::colon);
      case '+': case '-': case '*': case '/': case '%': return oper(1);
      case '<': case '>': case '!': return oper(two('=') ? 2 : 1);
      case '=':
        if (two('=')) return oper(2);
        throw ExprError("unexpected '=' at " + column(pos_) + " (did you mean '=='?)", pos_);
      case '&':
        if (two('&')) return oper(2);
        throw ExprError("unexpected '&' at " + column(pos_) + " (did you mean '&&'?)", pos_);
      case '|':
        if (two('|')) return oper(2);
        throw ExprError("unexpected '|' at " + column(pos_) + " (did you mean '||'?)", pos_);
      default: break;
    }
    const auto byte = static_cast<unsigned char>(c);
    if (byte >= 0x20 && byte < 0x7f)
      throw ExprError(std::string("unexpected character '") + c + "' at " + column(pos_), pos_);
    char hex[8];
    std::snprintf(hex, sizeof hex, "0x%02X", byte);
    throw ExprError(std::string("unexpected byte ") + hex + " at " + column(pos_), pos_);
  }

 private:
  Token number(Token& t) {
    const std::size_t start = pos_;
    std::size_t end = pos_;
    bool is_float = false;
    bool hex = false;
    if (text_[end] == '0' && end + 1 < text_.size() && (text_[end + 1] == 'x' || text_[end + 1] == 'X')) {
      hex = true;
      end += 2;
      while (end < text_.size() && std::isxdigit(static_cast<unsigned char>(text_[end]))) ++end;
    } else {
      while (end < text_.size() && is_digit(text_[end])) ++end;
      if (end < text_.size() && text_[end] == '.') {
        is_float = true;
        ++end;
        while (end < text_.size() && is_digit(text_[end])) ++end;
      }
      if (end < text_.size() && (text_[end] == 'e' || text_[end] == 'E')) {
        std::size_t e = end + 1;
        if (e < text_.size() && (text_[e] == '+' || text_[e] == '-')) ++e;
        if (e < text_.size() && is_digit(text_[e])) {
          is_float = true;
          end = e;
          while (end < text_.size() && is_digit(text_[end])) ++end;
        }
      }
    }
    // "12abc", "0x", "1.5.2": one bad token, not two good ones.
    const bool glued = end < text_.size() && (is_ident_char(text_[end]) || text_[end] == '.');
    const std::string written(text_.substr(start, (glued ? end + 1 : end) - start));
    if (glued || (hex && end == start + 2))
      throw ExprError("invalid number '" + written + "' at " + column(start), start);
    t.text = written;
    if (is_float) {
      // strtod is locale-dependent; from_chars is not.
      double d = 0.0;
      auto [ptr, ec] = std::from_chars(text_.data() + start, text_.data() + end, d);
      if (ec != std::errc() || ptr != text_.data() + end || !std::isfinite(d))
        throw ExprError("number '" + written + "' is out of range at " + column(start), start);
      t.kind = Tok::floating;
      t.value = d;
    } else {
      std::int64_t i = 0;
      const char* first = text_.data() + start + (hex ? 2 : 0);
      auto [ptr, ec] = std::from_chars(first, text_.data() + end, i, hex ? 16 : 10);
      if (ec != std::errc() || ptr != text_.data() + end)
        throw ExprError("integer '" + written + "' is out of range at " + column(start), start);
      t.kind = Tok::integer;
      t.value = i;
    }
    pos_ = end;
    return t;
  }

  std::string_view text_;
  std::size_t pos_ = 0;
};

// ---------------------------------------------------------------- parser

std::string token_desc(const Token& t) {
  switch (t.kind) {
    case Tok::end: return "end of expression";
    case Tok::string: return "'\"" + t.text + "\"'";
    default: return "'" + t.text + "'";
  }
}

class Parser {
 public:
  explicit Parser(std::string_view text) : lexer_(text) { advance(); }

  NodePtr parse_all() {
    if (cur_.kind == Tok::end) throw ExprError("empty expression", 0);
    NodePtr n = ternary();
    if (cur_.kind != Tok::end) unexpected();
    return n;
  }

 private:
  void advance() { cur_ = lexer_.next(); }

  [[noreturn]] void unexpected() {
    throw ExprError("unexpected " + token_desc(cur_) + " at " + column(cur_.pos), cur_.pos);
  }

  bool at_op(const char* text) const { return cur_.kind == Tok::op && cur_.text == text; }

  static NodePtr make(Node n) {
    n.depth = 1;
    n.size = 1;
    for (const auto& k : n.kids) {
      n.depth = std::max(n.depth, k->depth + 1);
      n.size += k->size;
    }
    if (n.depth > kMaxDepth)
      throw ExprError("expression is nested too deeply (more than " + std::to_string(kMaxDepth) +
                          " levels) at " + column(n.pos),
                      n.pos);
    return std::make_shared<const Node>(std::move(n));
  }

  static NodePtr binary(Op op, std::size_t pos, NodePtr a, NodePtr b) {
    Node n;
    n.kind = Node::Kind::binary;
    n.op = op;
    n.pos = pos;
    n.kids = {std::move(a), std::move(b)};
    return make(std::move(n));
  }

  // ternary := or ( '?' ternary ':' ternary )?    (right-associative)
  NodePtr ternary() {
    NodePtr cond = logical_or();
    if (cur_.kind != Tok::question) return cond;
    const std::size_t pos = cur_.pos;
    advance();
    NodePtr yes = ternary();
    if (cur_.kind != Tok::colon)
      throw ExprError("expected ':' of the '?' at " + column(pos) + ", found " + token_desc(cur_) + " at " +
                          column(cur_.pos),
                      cur_.pos);
    advance();
    NodePtr no = ternary();
    Node n;
    n.kind = Node::Kind::ternary;
    n.pos = pos;
    n.kids = {std::move(cond), std::move(yes), std::move(no)};
    return make(std::move(n));
  }

  NodePtr logical_or() {
    NodePtr left = logical_and();
    while (at_op("||")) {
      const std::size_t pos = cur_.pos;
      advance();
      left = binary(Op::or_, pos, std::move(left), logical_and());
    }
    return left;
  }

  NodePtr logical_and() {
    NodePtr left = equality();
    while (at_op("&&")) {
      const std::size_t pos = cur_.pos;
      advance();
      left = binary(Op::and_, pos, std::move(left), equality());
    }
    return left;
  }

  NodePtr equality() {
    NodePtr left = relational();
    while (at_op("==") || at_op("!=")) {
      const Op op = cur_.text == "==" ? Op::eq : Op::ne;
      const std::size_t pos = cur_.pos;
      advance();
      left = binary(op, pos, std::move(left), relational());
    }
    return left;
  }

  NodePtr relational() {
    NodePtr left = additive();
    while (at_op("<") || at_op("<=") || at_op(">") || at_op(">=")) {
      const Op op = cur_.text == "<" ? Op::lt : cur_.text == "<=" ? Op::le : cur_.text == ">" ? Op::gt : Op::ge;
      const std::size_t pos = cur_.pos;
      advance();
      left = binary(op, pos, std::move(left), additive());
    }
    return left;
  }

  NodePtr additive() {
    NodePtr left = multiplicative();
    while (at_op("+") || at_op("-")) {
      const Op op = cur_.text == "+" ? Op::add : Op::sub;
      const std::size_t pos = cur_.pos;
      advance();
      left = binary(op, pos, std::move(left), multiplicative());
    }
    return left;
  }

  NodePtr multiplicative() {
    NodePtr left = unary();
    while (at_op("*") || at_op("/") || at_op("%")) {
      const Op op = cur_.text == "*" ? Op::mul : cur_.text == "/" ? Op::div : Op::mod;
      const std::size_t pos = cur_.pos;
      advance();
      left = binary(op, pos, std::move(left), unary());
    }
    return left;
  }

  NodePtr unary() {
    if (at_op("-") || at_op("+") || at_op("!")) {
      const Op op = cur_.text == "-" ? Op::neg : cur_.text == "+" ? Op::plus : Op::not_;
      const std::size_t pos = cur_.pos;
      advance();
      // Guard the recursion itself: "- - - - ..." nests before make() can see it.
      if (++unary_nesting_ > kMaxDepth)
        throw ExprError("expression is nested too deeply (more than " + std::to_string(kMaxDepth) +
                            " levels) at " + column(pos),
                        pos);
      NodePtr operand = unary();
      --unary_nesting_;
      Node n;
      n.kind = Node::Kind::unary;
      n.op = op;
      n.pos = pos;
      n.kids = {std::move(operand)};
      return make(std::move(n));
    }
    return primary();
  }

  NodePtr primary() {
    Node n;
    n.pos = cur_.pos;
    switch (cur_.kind) {
      case Tok::integer:
      case Tok::floating:
        n.kind = Node::Kind::literal;
        n.literal = cur_.value;
        advance();
        return make(std::move(n));
      case Tok::string:
        n.kind = Node::Kind::literal;
        n.literal = Value(cur_.text);
        advance();
        return make(std::move(n));
      case Tok::lparen: {
        const std::size_t open = cur_.pos;
        if (++paren_nesting_ > kMaxDepth)
          throw ExprError("expression is nested too deeply (more than " + std::to_string(kMaxDepth) +
                              " levels) at " + column(open),
                          open);
        advance();
        NodePtr inner = ternary();
        if (cur_.kind != Tok::rparen)
          throw ExprError("expected ')' to close the '(' at " + column(open) + ", found " + token_desc(cur_) +
                              " at " + column(cur_.pos),
                          cur_.pos);
        --paren_nesting_;
        advance();
        return inner;
      }
      case Tok::ident: {
        std::string name = cur_.text;
        advance();
        if (cur_.kind == Tok::lparen) return call(std::move(name), n.pos);
        if (name == "true" || name == "false") {
          n.kind = Node::Kind::literal;
          n.literal = std::int64_t{name == "true" ? 1 : 0};
        } else {
          n.kind = Node::Kind::name;
          n.name = std::move(name);
        }
        return make(std::move(n));
      }
      default: unexpected();
    }
  }

  NodePtr call(std::string name, std::size_t pos) {
    const FunctionInfo* info = nullptr;
    for (const auto& f : kFunctions)
      if (name == f.name) info = &f;
    if (!info) {
      std::vector<std::string> names;
      for (const auto& f : kFunctions) names.emplace_back(f.name);
      throw ExprError("unknown function '" + name + "' at " + column(pos) + did_you_mean(name, names) +
                          "; functions: ceil_div min max sqrt log2 is_pow2",
                      pos);
    }
    const std::size_t open = cur_.pos;
    if (++paren_nesting_ > kMaxDepth)
      throw ExprError("expression is nested too deeply (more than " + std::to_string(kMaxDepth) + " levels) at " +
                          column(open),
                      open);
    advance();  // '('
    Node n;
    n.kind = Node::Kind::call;
    n.pos = pos;
    n.fn = info->fn;
    n.name = info->name;
    if (cur_.kind != Tok::rparen) {
      while (true) {
        n.kids.push_back(ternary());
        if (cur_.kind == Tok::comma) {
          advance();
          continue;
        }
        if (cur_.kind == Tok::rparen) break;
        throw ExprError("expected ',' or ')' in the call of " + name + " at " + column(pos) + ", found " +
                            token_desc(cur_) + " at " + column(cur_.pos),
                        cur_.pos);
      }
    }
    --paren_nesting_;
    advance();  // ')'
    if (n.kids.size() != info->arity)
      throw ExprError(name + " takes " + std::to_string(info->arity) + " argument" + (info->arity == 1 ? "" : "s") +
                          ", found " + std::to_string(n.kids.size()) + " at " + column(pos),
                      pos);
    return make(std::move(n));
  }

  Lexer lexer_;
  Token cur_;
  int unary_nesting_ = 0;
  int paren_nesting_ = 0;
};

// ---------------------------------------------------------------- evaluator

[[noreturn]] void fail(const Node& n, std::string message) { throw ExprError(std::move(message), n.pos); }

Value checked_float(const Node& n, double d) {
  if (!std::isfinite(d)) fail(n, std::string("'") + op_text(n.op) + "' gives a result that is not finite");
  return d;
}

// The names an evaluation sees: `map`, then `more` for names the map lacks.
struct Env {
  const Bindings& map;
  std::span<const std::pair<std::string, Value>> more;

  const Value* find(const std::string& name) const {
    if (auto it = map.find(name); it != map.end()) return &it->second;
    for (const auto& [k, v] : more)
      if (k == name) return &v;
    return nullptr;
  }
  std::vector<std::string> names() const {
    std::vector<std::string> out;
    for (const auto& [k, v] : map) out.push_back(k);
    for (const auto& [k, v] : more) out.push_back(k);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
  }
};

Value eval_node(const Node& n, const Env& env);

bool condition(const Node& n, const Value& v) {
  if (v.is_string()) fail(n, describe(v) + " is not a condition (compare it with == or !=)");
  return v.truthy();
}

Value eval_binary(const Node& n, const Env& env) {
  const Node& lhs = *n.kids[0];
  const Node& rhs = *n.kids[1];
  if (n.op == Op::and_) {
    if (!condition(lhs, eval_node(lhs, env))) return std::int64_t{0};
    return std::int64_t{condition(rhs, eval_node(rhs, env)) ? 1 : 0};
  }
  if (n.op == Op::or_) {
    if (condition(lhs, eval_node(lhs, env))) return std::int64_t{1};
    return std::int64_t{condition(rhs, eval_node(rhs, env)) ? 1 : 0};
  }
  const Value a = eval_node(lhs, env);
  const Value b = eval_node(rhs, env);
  // Only failures need the operator's name: build it then, not on every evaluation.
  const auto op_name = [&n] { return std::string("'") + op_text(n.op) + "'"; };

  if (n.op == Op::eq || n.op == Op::ne) {
    bool equal;
    if (a.is_string() || b.is_string())
      equal = a.is_string() && b.is_string() && a.as_string() == b.as_string();  // a string never equals a number
    else if (a.is_int() && b.is_int())
      equal = a.as_int() == b.as_int();
    else
      equal = a.as_double() == b.as_double();
    return std::int64_t{(n.op == Op::eq) == equal ? 1 : 0};
  }
  if (a.is_string() || b.is_string())
    fail(n, op_name() + " needs numbers, found " + describe(a.is_string() ? a : b));

  if (a.is_int() && b.is_int()) {
    const std::int64_t x = a.as_int();
    const std::int64_t y = b.as_int();
    std::int64_t r = 0;
    switch (n.op) {
      case Op::add:
        if (__builtin_add_overflow(x, y, &r)) fail(n, "integer overflow in " + op_name());
        return r;
      case Op::sub:
        if (__builtin_sub_overflow(x, y, &r)) fail(n, "integer overflow in " + op_name());
        return r;
      case Op::mul:
        if (__builtin_mul_overflow(x, y, &r)) fail(n, "integer overflow in " + op_name());
        return r;
      case Op::div:
      case Op::mod:
        if (y == 0) fail(n, n.op == Op::div ? "division by zero" : "remainder by zero");
        if (x == std::numeric_limits<std::int64_t>::min() && y == -1) fail(n, "integer overflow in " + op_name());
        return n.op == Op::div ? x / y : x % y;  // C: truncation toward zero
      case Op::lt: return std::int64_t{x < y};
      case Op::le: return std::int64_t{x <= y};
      case Op::gt: return std::int64_t{x > y};
      case Op::ge: return std::int64_t{x >= y};
      default: break;
    }
  }
  const double x = a.as_double();
  const double y = b.as_double();
  switch (n.op) {
    case Op::add: return checked_float(n, x + y);
    case Op::sub: return checked_float(n, x - y);
    case Op::mul: return checked_float(n, x * y);
    case Op::div:
      if (y == 0.0) fail(n, "division by zero");
      return checked_float(n, x / y);
    case Op::mod:
      if (y == 0.0) fail(n, "remainder by zero");
      return checked_float(n, std::fmod(x, y));
    case Op::lt: return std::int64_t{x < y};
    case Op::le: return std::int64_t{x <= y};
    case Op::gt: return std::int64_t{x > y};
    case Op::ge: return std::int64_t{x >= y};
    default: break;
  }
  fail(n, "internal error: unknown operator " + op_name());
}

Value eval_call(const Node& n, const Env& env) {
  std::vector<Value> args;
  args.reserve(n.kids.size());
  for (const auto& k : n.kids) args.push_back(eval_node(*k, env));
  auto need_int = [&](std::size_t i) {
    if (!args[i].is_int()) fail(*n.kids[i], n.name + " needs integers, found " + describe(args[i]));
    return args[i].as_int();
  };
  auto need_number = [&](std::size_t i) {
    if (args[i].is_string()) fail(*n.kids[i], n.name + " needs numbers, found " + describe(args[i]));
    return args[i].as_double();
  };
  switch (n.fn) {
    case Fn::ceil_div: {
      const std::int64_t a = need_int(0);
      const std::int64_t b = need_int(1);
      if (b == 0) fail(n, "division by zero in ceil_div");
      if (a == std::numeric_limits<std::int64_t>::min() && b == -1) fail(n, "integer overflow in ceil_div");
      std::int64_t q = a / b;
      if (a % b != 0 && ((a < 0) == (b < 0))) ++q;  // round up only when the exact quotient is positive
      return q;
    }
    case Fn::min:
    case Fn::max: {
      need_number(0);
      need_number(1);
      const bool take_first = (n.fn == Fn::min) ? !(args[1] < args[0]) : !(args[0] < args[1]);
      if (args[0].is_int() && args[1].is_int()) return take_first ? args[0] : args[1];
      const double x = args[0].as_double();
      const double y = args[1].as_double();
      return n.fn == Fn::min ? std::min(x, y) : std::max(x, y);
    }
    case Fn::sqrt: {
      const double x = need_number(0);
      if (x < 0) fail(n, "sqrt of a negative number (" + args[0].to_string() + ")");
      return std::sqrt(x);
    }
    case Fn::log2: {
      const double x = need_number(0);
      if (x <= 0) fail(n, "log2 of a non-positive number (" + args[0].to_string() + ")");
      return std::log2(x);
    }
    case Fn::is_pow2: {
      const std::int64_t x = need_int(0);
      return std::int64_t{x > 0 && (x & (x - 1)) == 0 ? 1 : 0};
    }
  }
  fail(n, "internal error: unknown function " + n.name);
}

Value eval_node(const Node& n, const Env& env) {
  switch (n.kind) {
    case Node::Kind::literal: return n.literal;
    case Node::Kind::name: {
      if (const Value* v = env.find(n.name)) return *v;
      fail(n, "unknown name '" + n.name + "'" + did_you_mean(n.name, env.names()));
    }
    case Node::Kind::unary: {
      const Value v = eval_node(*n.kids[0], env);
      if (n.op == Op::not_) return std::int64_t{condition(*n.kids[0], v) ? 0 : 1};
      if (v.is_string()) fail(n, std::string("'") + op_text(n.op) + "' needs a number, found " + describe(v));
      if (n.op == Op::plus) return v;
      if (v.is_float()) return -v.as_double();
      if (v.as_int() == std::numeric_limits<std::int64_t>::min()) fail(n, "integer overflow in '-'");
      return -v.as_int();
    }
    case Node::Kind::binary: return eval_binary(n, env);
    case Node::Kind::ternary:
      return condition(*n.kids[0], eval_node(*n.kids[0], env)) ? eval_node(*n.kids[1], env)
                                                               : eval_node(*n.kids[2], env);
    case Node::Kind::call: return eval_call(n, env);
  }
  fail(n, "internal error: unknown expression node");
}

void collect_names(const Node& n, std::vector<std::string>& out) {
  if (n.kind == Node::Kind::name) out.push_back(n.name);
  for (const auto& k : n.kids) collect_names(*k, out);
}

std::optional<std::size_t> find_name(const Node& n, std::string_view name) {
  // Children are visited left to right; report the leftmost use in the text.
  std::optional<std::size_t> best;
  if (n.kind == Node::Kind::name && n.name == name) best = n.pos;
  for (const auto& k : n.kids)
    if (auto p = find_name(*k, name); p && (!best || *p < *best)) best = p;
  return best;
}

}  // namespace

// ---------------------------------------------------------------- Expr

Expr Expr::parse(std::string_view text) {
  Expr e;
  e.text_ = std::string(text);
  e.root_ = Parser(e.text_).parse_all();
  return e;
}

Expr Expr::constant(Value v) {
  Expr e;
  e.text_ = v.is_string() ? "\"" + v.as_string() + "\"" : v.to_string();
  Node n;
  n.kind = Node::Kind::literal;
  n.literal = std::move(v);
  e.root_ = std::make_shared<const Node>(std::move(n));
  return e;
}

std::size_t Expr::size() const { return root_ ? root_->size : 0; }

Value Expr::eval(const Bindings& env) const { return eval(env, {}); }

Value Expr::eval(const Bindings& env, std::span<const std::pair<std::string, Value>> more) const {
  if (!root_) throw ExprError("empty expression", 0);
  return eval_node(*root_, Env{env, more});
}

std::vector<std::string> Expr::identifiers() const {
  std::vector<std::string> names;
  if (root_) collect_names(*root_, names);
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  return names;
}

std::optional<std::size_t> Expr::identifier_position(std::string_view name) const {
  if (!root_) return std::nullopt;
  return find_name(*root_, name);
}

}  // namespace evotune
