// Expressions: parsing, C integer semantics, float promotion, strings,
// functions, precedence and associativity, and every error with its offset.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

#include "core/error.hpp"
#include "core/expr.hpp"

using evotune::Bindings;
using evotune::Expr;
using evotune::ExprError;
using evotune::Value;

namespace {

const Bindings kEnv = {{"B", 2},           {"H", 8},        {"S", 512},       {"D", 64},
                       {"BLOCK_M", 64},    {"BLOCK_N", 128}, {"NUM_WARPS", 4}, {"CAUSAL", 0},
                       {"SWIZZLE", "xor"}, {"HALF", 0.5},   {"NEG", -7}};

Value ev(const std::string& text, const Bindings& env = kEnv) { return Expr::parse(text).eval(env); }
std::int64_t evi(const std::string& text) {
  Value v = ev(text);
  EXPECT_TRUE(v.is_int()) << text << " gave " << v.to_string();
  return v.as_int();
}
double evf(const std::string& text) {
  Value v = ev(text);
  EXPECT_TRUE(v.is_float()) << text << " gave " << v.to_string();
  return v.as_double();
}

// The error of parsing (or evaluating) `text`, with its offset.
struct Failure {
  std::string message;
  std::size_t position = 0;
};
Failure parse_failure(const std::string& text) {
  try {
    Expr::parse(text);
  } catch (const ExprError& e) {
    return {e.what(), e.position()};
  }
  ADD_FAILURE() << "'" << text << "' parsed but should not";
  return {};
}
Failure eval_failure(const std::string& text, const Bindings& env = kEnv) {
  Expr e = Expr::parse(text);  // must parse
  try {
    e.eval(env);
  } catch (const ExprError& err) {
    return {err.what(), err.position()};
  }
  ADD_FAILURE() << "'" << text << "' evaluated but should not";
  return {};
}

}  // namespace

TEST(Expr, IntegerArithmeticIsC) {
  EXPECT_EQ(evi("7 / 2"), 3);
  EXPECT_EQ(evi("-7 / 2"), -3);  // truncation toward zero, not floor
  EXPECT_EQ(evi("7 / -2"), -3);
  EXPECT_EQ(evi("-7 % 2"), -1);  // sign of the dividend
  EXPECT_EQ(evi("7 % -2"), 1);
  EXPECT_EQ(evi("NEG / 2"), -3);
  EXPECT_EQ(evi("S / BLOCK_M"), 8);
  EXPECT_EQ(evi("S % 96"), 32);
  EXPECT_EQ(evi("1000000 * 1000000"), 1000000000000);
  EXPECT_EQ(evi("0x40 + 0XfF"), 64 + 255);
  EXPECT_EQ(evi("9223372036854775807"), std::numeric_limits<std::int64_t>::max());
}

TEST(Expr, FloatOperandMakesFloat) {
  EXPECT_DOUBLE_EQ(evf("7 / 2.0"), 3.5);
  EXPECT_DOUBLE_EQ(evf("7.0 / 2"), 3.5);
  EXPECT_DOUBLE_EQ(evf("HALF * 3"), 1.5);
  EXPECT_DOUBLE_EQ(evf("1 + .5"), 1.5);
  EXPECT_DOUBLE_EQ(evf("1e-3 * 1000"), 1.0);
  EXPECT_DOUBLE_EQ(evf("2.5E2"), 250.0);
  EXPECT_DOUBLE_EQ(evf("1."), 1.0);
  EXPECT_DOUBLE_EQ(evf("7.5 % 2"), 1.5);
  EXPECT_DOUBLE_EQ(evf("-HALF"), -0.5);
  EXPECT_DOUBLE_EQ(evf("1.0 / sqrt(D)"), 0.125);
  // Comparisons of int with float compare values.
  EXPECT_EQ(evi("1 == 1.0"), 1);
  EXPECT_EQ(evi("1 < 1.5"), 1);
  EXPECT_EQ(evi("2 > 1.5"), 1);
}

TEST(Expr, Precedence) {
  EXPECT_EQ(evi("2 + 3 * 4"), 14);
  EXPECT_EQ(evi("(2 + 3) * 4"), 20);
  EXPECT_EQ(evi("2 * 3 + 4"), 10);
  EXPECT_EQ(evi("10 - 4 % 3"), 9);
  EXPECT_EQ(evi("-2 * 3"), -6);
  EXPECT_EQ(evi("- - 3"), 3);
  EXPECT_EQ(evi("!0 + 1"), 2);  // unary binds tighter than +
  EXPECT_EQ(evi("1 + 2 < 4"), 1);
  EXPECT_EQ(evi("1 < 2 == 1"), 1);          // relational before equality
  EXPECT_EQ(evi("2 == 2 && 3 == 4"), 0);    // equality before &&
  EXPECT_EQ(evi("1 || 0 && 0"), 1);         // && before ||
  EXPECT_EQ(evi("(1 || 0) && 0"), 0);
  EXPECT_EQ(evi("0 || 1 ? 10 : 20"), 10);   // ?: lowest
  EXPECT_EQ(evi("1 + 1 ? 3 + 4 : 5"), 7);
  EXPECT_EQ(evi("BLOCK_M * NUM_WARPS / 32 + B * H"), 64 * 4 / 32 + 16);
}

TEST(Expr, Associativity) {
  EXPECT_EQ(evi("10 - 3 - 2"), 5);    // left
  EXPECT_EQ(evi("100 / 10 / 5"), 2);  // left
  EXPECT_EQ(evi("64 / 4 * 2"), 32);   // left: (64/4)*2, not 64/8
  EXPECT_EQ(evi("17 % 10 % 4"), 3);
  EXPECT_EQ(evi("3 > 2 > 1"), 0);     // (3>2)>1 is 1>1, as in C
  // ?: is right-associative: a ? b : (c ? d : e)
  EXPECT_EQ(evi("0 ? 1 : 0 ? 2 : 3"), 3);
  EXPECT_EQ(evi("1 ? 1 : 0 ? 2 : 3"), 1);
  EXPECT_EQ(evi("0 ? 1 : 1 ? 2 : 3"), 2);
  EXPECT_EQ(evi("1 ? 0 ? 5 : 6 : 7"), 6);
}

TEST(Expr, LogicAndComparisons) {
  EXPECT_EQ(evi("3 && 5"), 1);  // normalised to 0/1
  EXPECT_EQ(evi("0 || 7"), 1);
  EXPECT_EQ(evi("!5"), 0);
  EXPECT_EQ(evi("!!5"), 1);
  EXPECT_EQ(evi("!0.0"), 1);
  EXPECT_EQ(evi("2 <= 2"), 1);
  EXPECT_EQ(evi("2 >= 3"), 0);
  EXPECT_EQ(evi("2 != 3"), 1);
  EXPECT_EQ(evi("true + true"), 2);
  EXPECT_EQ(evi("false || CAUSAL"), 0);
  // Short circuit: the right side is not evaluated (it would divide by zero).
  EXPECT_EQ(evi("0 && 1 / 0"), 0);
  EXPECT_EQ(evi("1 || 1 / 0"), 1);
  EXPECT_EQ(evi("CAUSAL ? 1 / CAUSAL : 5"), 5);  // only the chosen branch
  EXPECT_EQ(evi("0 && unknown_name"), 0);
}

TEST(Expr, StringsAreNamedChoices) {
  EXPECT_EQ(evi("SWIZZLE == \"xor\""), 1);
  EXPECT_EQ(evi("SWIZZLE == 'xor'"), 1);
  EXPECT_EQ(evi("SWIZZLE != 'none'"), 1);
  EXPECT_EQ(evi("SWIZZLE == 'none' || BLOCK_N >= 64"), 1);
  EXPECT_EQ(evi("'a' == 'a'"), 1);
  EXPECT_EQ(evi("SWIZZLE == 1"), 0);  // a string never equals a number
  EXPECT_EQ(evi("SWIZZLE != 1"), 1);
  Value v = ev("CAUSAL ? 'a' : SWIZZLE");
  ASSERT_TRUE(v.is_string());
  EXPECT_EQ(v.as_string(), "xor");
  // Strings allow only == and !=.
  for (const char* text : {"SWIZZLE + 1", "SWIZZLE < 'z'", "-SWIZZLE", "SWIZZLE * 2", "min(SWIZZLE, 1)"}) {
    Failure f = eval_failure(text);
    EXPECT_NE(f.message.find("string \"xor\""), std::string::npos) << text << ": " << f.message;
  }
  Failure f = eval_failure("SWIZZLE && 1");
  EXPECT_NE(f.message.find("not a condition"), std::string::npos) << f.message;
  f = eval_failure("!SWIZZLE");
  EXPECT_NE(f.message.find("not a condition"), std::string::npos) << f.message;
  f = eval_failure("SWIZZLE ? 1 : 2");
  EXPECT_NE(f.message.find("not a condition"), std::string::npos) << f.message;
}

TEST(Expr, Functions) {
  EXPECT_EQ(evi("ceil_div(S, 96)"), 6);
  EXPECT_EQ(evi("ceil_div(512, 64)"), 8);
  EXPECT_EQ(evi("ceil_div(0, 64)"), 0);
  EXPECT_EQ(evi("ceil_div(-7, 2)"), -3);  // the true ceiling of -3.5
  EXPECT_EQ(evi("ceil_div(7, -2)"), -3);
  EXPECT_EQ(evi("ceil_div(-7, -2)"), 4);
  EXPECT_EQ(evi("min(3, 5)"), 3);
  EXPECT_EQ(evi("max(3, 5)"), 5);
  EXPECT_EQ(evi("max(-3, -5)"), -3);
  EXPECT_DOUBLE_EQ(evf("min(3, 2.5)"), 2.5);
  EXPECT_DOUBLE_EQ(evf("max(3, 2.5)"), 3.0);  // float when either is float
  EXPECT_DOUBLE_EQ(evf("sqrt(64)"), 8.0);     // ints accepted, result float
  EXPECT_DOUBLE_EQ(evf("sqrt(2.25)"), 1.5);
  EXPECT_DOUBLE_EQ(evf("log2(1024)"), 10.0);
  EXPECT_DOUBLE_EQ(evf("log2(0.5)"), -1.0);
  EXPECT_EQ(evi("is_pow2(64)"), 1);
  EXPECT_EQ(evi("is_pow2(1)"), 1);
  EXPECT_EQ(evi("is_pow2(96)"), 0);
  EXPECT_EQ(evi("is_pow2(0)"), 0);
  EXPECT_EQ(evi("is_pow2(-64)"), 0);
  EXPECT_EQ(evi("max(min(BLOCK_M, BLOCK_N), ceil_div(S, 2 * BLOCK_M))"), 64);
  EXPECT_EQ(evi("min (1, 2)"), 1);  // space before '('
}

TEST(Expr, FunctionErrors) {
  Failure f = parse_failure("ceil_div(S)");
  EXPECT_EQ(f.message, "ceil_div takes 2 arguments, found 1 at column 1");
  EXPECT_EQ(f.position, 0u);
  f = parse_failure("1 + sqrt(1, 2)");
  EXPECT_EQ(f.message, "sqrt takes 1 argument, found 2 at column 5");
  EXPECT_EQ(f.position, 4u);
  f = parse_failure("min()");
  EXPECT_EQ(f.message, "min takes 2 arguments, found 0 at column 1");
  f = parse_failure("ceildiv(S, 2)");
  EXPECT_NE(f.message.find("unknown function 'ceildiv' at column 1 (did you mean ceil_div?)"), std::string::npos)
      << f.message;
  f = parse_failure("min(1, 2");
  EXPECT_NE(f.message.find("expected ',' or ')'"), std::string::npos) << f.message;
  EXPECT_EQ(f.position, 8u);
  f = parse_failure("min(1,, 2)");
  EXPECT_EQ(f.message, "unexpected ',' at column 7");

  f = eval_failure("ceil_div(5, 0)");
  EXPECT_EQ(f.message, "division by zero in ceil_div");
  f = eval_failure("ceil_div(5.0, 2)");
  EXPECT_EQ(f.message, "ceil_div needs integers, found 5.0");
  EXPECT_EQ(f.position, 9u);  // points at the bad argument
  f = eval_failure("is_pow2(HALF)");
  EXPECT_EQ(f.message, "is_pow2 needs integers, found 0.5");
  f = eval_failure("sqrt(NEG)");
  EXPECT_EQ(f.message, "sqrt of a negative number (-7)");
  f = eval_failure("log2(0)");
  EXPECT_EQ(f.message, "log2 of a non-positive number (0)");
  f = eval_failure("  log2(-1.5)");
  EXPECT_EQ(f.position, 2u);
}

TEST(Expr, ParseErrorsNameTheColumn) {
  Failure f = parse_failure("(S + 1))");
  EXPECT_EQ(f.message, "unexpected ')' at column 8");
  EXPECT_EQ(f.position, 7u);
  f = parse_failure("ceil_div(S, BLOCK_M");
  EXPECT_NE(f.message.find("expected ',' or ')' in the call of ceil_div at column 1, found end of expression at column 20"),
            std::string::npos)
      << f.message;
  f = parse_failure("(S + 1");
  EXPECT_EQ(f.message, "expected ')' to close the '(' at column 1, found end of expression at column 7");
  EXPECT_EQ(f.position, 6u);
  f = parse_failure("S +");
  EXPECT_EQ(f.message, "unexpected end of expression at column 4");
  f = parse_failure("S * * 2");
  EXPECT_EQ(f.message, "unexpected '*' at column 5");
  EXPECT_EQ(f.position, 4u);
  f = parse_failure("S 2");
  EXPECT_EQ(f.message, "unexpected '2' at column 3");
  f = parse_failure("");
  EXPECT_EQ(f.message, "empty expression");
  f = parse_failure("   ");
  EXPECT_EQ(f.message, "empty expression");
  f = parse_failure("S = 2");
  EXPECT_EQ(f.message, "unexpected '=' at column 3 (did you mean '=='?)");
  f = parse_failure("S & 2");
  EXPECT_EQ(f.message, "unexpected '&' at column 3 (did you mean '&&'?)");
  f = parse_failure("S | 2");
  EXPECT_EQ(f.message, "unexpected '|' at column 3 (did you mean '||'?)");
  f = parse_failure("S $ 2");
  EXPECT_EQ(f.message, "unexpected character '$' at column 3");
  f = parse_failure("S + \xC3\xA9");
  EXPECT_EQ(f.message, "unexpected byte 0xC3 at column 5");
  f = parse_failure("S == 'xor");
  EXPECT_EQ(f.message, "unterminated string starting at column 6");
  f = parse_failure("12abc");
  EXPECT_EQ(f.message, "invalid number '12a' at column 1");
  f = parse_failure("1.5.2");
  EXPECT_EQ(f.position, 0u);
  f = parse_failure("0x");
  EXPECT_EQ(f.message, "invalid number '0x' at column 1");
  f = parse_failure("99999999999999999999");
  EXPECT_EQ(f.message, "integer '99999999999999999999' is out of range at column 1");
  f = parse_failure("1e999");
  EXPECT_EQ(f.message, "number '1e999' is out of range at column 1");
  f = parse_failure("1 ? 2");
  EXPECT_EQ(f.message, "expected ':' of the '?' at column 3, found end of expression at column 6");
  f = parse_failure("1 : 2");
  EXPECT_EQ(f.message, "unexpected ':' at column 3");
  f = parse_failure("()");
  EXPECT_EQ(f.message, "unexpected ')' at column 2");
  f = parse_failure("S, D");
  EXPECT_EQ(f.message, "unexpected ',' at column 2");
}

TEST(Expr, NestingIsBounded) {
  // Deep trees would blow the stack in the recursive evaluator.
  std::string deep_parens(10000, '(');
  Failure f = parse_failure(deep_parens + "1" + std::string(10000, ')'));
  EXPECT_NE(f.message.find("nested too deeply"), std::string::npos) << f.message;
  f = parse_failure(std::string(10000, '-') + "1");
  EXPECT_NE(f.message.find("nested too deeply"), std::string::npos) << f.message;
  std::string long_sum = "1";
  for (int i = 0; i < 5000; ++i) long_sum += " + 1";
  f = parse_failure(long_sum);
  EXPECT_NE(f.message.find("nested too deeply"), std::string::npos) << f.message;
  // A reasonable depth is fine.
  EXPECT_EQ(evi(std::string(50, '(') + "1" + std::string(50, ')')), 1);
  std::string sum = "1";
  for (int i = 0; i < 100; ++i) sum += " + 1";
  EXPECT_EQ(evi(sum), 101);
}

TEST(Expr, EvaluationErrors) {
  Failure f = eval_failure("S / (BLOCK_M - 64)");
  EXPECT_EQ(f.message, "division by zero");
  EXPECT_EQ(f.position, 2u);  // the '/'
  f = eval_failure("S % CAUSAL");
  EXPECT_EQ(f.message, "remainder by zero");
  f = eval_failure("1.5 / 0");
  EXPECT_EQ(f.message, "division by zero");
  f = eval_failure("1.5 % 0.0");
  EXPECT_EQ(f.message, "remainder by zero");
  f = eval_failure("9223372036854775807 + 1");
  EXPECT_EQ(f.message, "integer overflow in '+'");
  f = eval_failure("-9223372036854775807 - 2");
  EXPECT_EQ(f.message, "integer overflow in '-'");
  f = eval_failure("4294967296 * 4294967296");
  EXPECT_EQ(f.message, "integer overflow in '*'");
  f = eval_failure("(-9223372036854775807 - 1) / -1");
  EXPECT_EQ(f.message, "integer overflow in '/'");
  f = eval_failure("-(-9223372036854775807 - 1)");
  EXPECT_EQ(f.message, "integer overflow in '-'");
  f = eval_failure("1e300 * 1e300");
  EXPECT_NE(f.message.find("not finite"), std::string::npos);
}

TEST(Expr, UnknownNamesSuggest) {
  Failure f = eval_failure("S / BLOK_M");
  EXPECT_EQ(f.message, "unknown name 'BLOK_M' (did you mean BLOCK_M?)");
  EXPECT_EQ(f.position, 4u);
  f = eval_failure("block_m * 2");
  EXPECT_EQ(f.message, "unknown name 'block_m' (did you mean BLOCK_M?)");
  f = eval_failure("TOTALLY_DIFFERENT + 1");
  EXPECT_EQ(f.message, "unknown name 'TOTALLY_DIFFERENT'");
  f = eval_failure("x", Bindings{});
  EXPECT_EQ(f.message, "unknown name 'x'");
}

TEST(Expr, Identifiers) {
  Expr e = Expr::parse("ceil_div(S, BLOCK_M) * BLOCK_M + S + (SWIZZLE == 'S' ? D : 1) + min(true, B)");
  EXPECT_EQ(e.identifiers(), (std::vector<std::string>{"B", "BLOCK_M", "D", "S", "SWIZZLE"}));
  EXPECT_EQ(e.identifier_position("S"), 9u);
  EXPECT_EQ(e.identifier_position("BLOCK_M"), 12u);
  EXPECT_EQ(e.identifier_position("D"), 55u);
  EXPECT_FALSE(e.identifier_position("H").has_value());
  EXPECT_FALSE(e.identifier_position("ceil_div").has_value());  // functions are not identifiers
  EXPECT_TRUE(Expr::parse("1 + 2.5 * 'x'").identifiers().empty());
  EXPECT_TRUE(Expr().identifiers().empty());
}

TEST(Expr, TextConstantAndEmpty) {
  Expr e = Expr::parse("  S / 2 ");
  EXPECT_EQ(e.text(), "  S / 2 ");
  EXPECT_FALSE(e.empty());
  Expr c = Expr::constant(Value(std::int64_t{42}));
  EXPECT_EQ(c.eval({}).as_int(), 42);
  EXPECT_EQ(c.text(), "42");
  EXPECT_TRUE(c.identifiers().empty());
  Expr s = Expr::constant(Value("xor"));
  EXPECT_EQ(s.eval({}).as_string(), "xor");
  EXPECT_EQ(s.text(), "\"xor\"");
  Expr empty;
  EXPECT_TRUE(empty.empty());
  EXPECT_THROW(empty.eval({}), ExprError);
  // Copies share the tree and stay valid after the original is gone.
  Expr copy;
  {
    Expr original = Expr::parse("S * 2");
    copy = original;
  }
  EXPECT_EQ(copy.eval_int(kEnv), 1024);
  EXPECT_TRUE(copy.eval_bool(kEnv));
  EXPECT_DOUBLE_EQ(copy.eval_double(kEnv), 1024.0);
}

TEST(Value, ConversionsAndText) {
  EXPECT_EQ(Value(64).to_string(), "64");
  EXPECT_EQ(Value(-3).to_string(), "-3");
  EXPECT_EQ(Value(0.5).to_string(), "0.5");
  EXPECT_EQ(Value(1.0).to_string(), "1.0");  // still a float in C
  EXPECT_EQ(Value(-2.0).to_string(), "-2.0");
  EXPECT_EQ(Value(1e20).to_string(), "1e+20");
  EXPECT_EQ(Value(0.1).to_string(), "0.1");   // shortest text that reads back exactly
  EXPECT_EQ(Value("xor").to_string(), "xor");
  EXPECT_EQ(Value(3).as_double(), 3.0);
  EXPECT_THROW(Value(3.5).as_int(), ExprError);
  EXPECT_THROW(Value("x").as_int(), ExprError);
  EXPECT_THROW(Value("x").as_double(), ExprError);
  EXPECT_THROW(Value(1).as_string(), ExprError);
  EXPECT_THROW(Value("x").truthy(), ExprError);
  EXPECT_TRUE(Value(2).truthy());
  EXPECT_FALSE(Value(0).truthy());
  EXPECT_FALSE(Value(0.0).truthy());
  try {
    Value(3.5).as_int();
  } catch (const ExprError& e) {
    EXPECT_STREQ(e.what(), "expected an integer, found 3.5");
  }
  EXPECT_EQ(Value(2), Value(std::int64_t{2}));
  EXPECT_NE(Value(2), Value(2.0));  // different types are different values
  EXPECT_LT(Value(1), Value(2));
}

// A point's values and the problem's, without one map of both: the point's
// name wins (as Experiment::bindings gives it), the problem's is found where
// the point lacks it, and an unknown name is suggested from both.
TEST(Expr, NamesTheBindingsLackComeFromMore) {
  const Bindings point = {{"BLOCK_N", Value(std::int64_t{64})}, {"S", Value(std::int64_t{128})}};
  const std::vector<std::pair<std::string, Value>> problem = {{"S", Value(std::int64_t{512})},
                                                              {"D", Value(std::int64_t{64})},
                                                              {"HEADS", Value(std::int64_t{16})}};
  EXPECT_EQ(Expr::parse("S / BLOCK_N + D").eval(point, problem).as_int(), 128 / 64 + 64);
  EXPECT_EQ(Expr::parse("D").eval(point, problem).as_int(), 64);
  EXPECT_THROW(Expr::parse("D").eval(point), ExprError);
  try {
    Expr::parse("BLOCK_N * HEAD").eval(point, problem);
    FAIL() << "an unknown name was evaluated";
  } catch (const ExprError& e) {
    EXPECT_NE(std::string(e.what()).find("unknown name 'HEAD'"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("did you mean HEADS?"), std::string::npos) << e.what();
  }
}
