// Host-side output checks used by the GPU worker: number formats, the
// element-wise/norm comparison, poison and canary patterns, checksums.
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

#include <gtest/gtest.h>

#include "core/error.hpp"
#include "eval/gpu_correctness.hpp"

namespace evotune {
namespace {

std::vector<std::byte> halves(const std::vector<float>& values) {
  std::vector<std::byte> out(values.size() * 2);
  for (std::size_t i = 0; i < values.size(); ++i) {
    const std::uint16_t h = float_to_half(values[i]);
    std::memcpy(out.data() + 2 * i, &h, 2);
  }
  return out;
}

std::vector<std::byte> floats(const std::vector<float>& values) {
  std::vector<std::byte> out(values.size() * 4);
  std::memcpy(out.data(), values.data(), out.size());
  return out;
}

TEST(HalfFloat, ExactValuesAndRounding) {
  EXPECT_EQ(float_to_half(1.0f), 0x3C00);
  EXPECT_EQ(float_to_half(-2.0f), 0xC000);
  EXPECT_EQ(float_to_half(65504.0f), 0x7BFF);
  EXPECT_EQ(float_to_half(65520.0f), 0x7C00);                 // rounds to Inf
  EXPECT_EQ(float_to_half(std::ldexp(1.0f, -24)), 0x0001);    // smallest subnormal
  EXPECT_EQ(float_to_half(std::ldexp(1.0f, -25)), 0x0000);    // tie rounds to even (zero)
  EXPECT_EQ(float_to_half(1.0f + std::ldexp(1.0f, -11)), 0x3C00);  // tie to even
  EXPECT_EQ(float_to_half(1.0f + 3 * std::ldexp(1.0f, -11)), 0x3C02);
  EXPECT_TRUE(std::isnan(half_to_float(float_to_half(std::numeric_limits<float>::quiet_NaN()))));
  // Every finite half survives half -> float -> half.
  for (std::uint32_t h = 0; h < 0x10000; ++h) {
    if ((h & 0x7C00) == 0x7C00) continue;
    ASSERT_EQ(float_to_half(half_to_float(static_cast<std::uint16_t>(h))), h) << std::hex << h;
  }
  EXPECT_FLOAT_EQ(half_to_float(0x0001), std::ldexp(1.0f, -24));
  EXPECT_FLOAT_EQ(half_to_float(0x3555), 0.333251953125f);
}

TEST(BFloat16, Conversions) {
  EXPECT_EQ(float_to_bf16(1.0f), 0x3F80);
  EXPECT_FLOAT_EQ(bf16_to_float(0x3F80), 1.0f);
  EXPECT_EQ(float_to_bf16(1.0f + std::ldexp(1.0f, -8)), 0x3F80);  // tie to even
  EXPECT_TRUE(std::isnan(bf16_to_float(float_to_bf16(std::numeric_limits<float>::quiet_NaN()))));
}

TEST(Patterns, PoisonAndCanaryAreNaNsOfTheirType) {
  for (DType t : {DType::f16, DType::bf16, DType::f32}) {
    const std::uint32_t p = poison_pattern(t);
    const std::uint32_t c = canary_pattern(t);
    EXPECT_NE(p, c);
    std::vector<std::byte> bytes(4);
    std::memcpy(bytes.data(), &p, 4);
    EXPECT_TRUE(std::isnan(element_value(t, bytes, 0))) << dtype_name(t);
    std::memcpy(bytes.data(), &c, 4);
    EXPECT_TRUE(std::isnan(element_value(t, bytes, 0))) << dtype_name(t);
  }
}

TEST(Checksum, AnyChangedByteChangesIt) {
  std::vector<std::byte> data(1001);
  for (std::size_t i = 0; i < data.size(); ++i) data[i] = static_cast<std::byte>(i * 7);
  const std::uint64_t base = checksum_bytes(data);
  for (std::size_t i : {0u, 7u, 8u, 500u, 999u, 1000u}) {
    auto changed = data;
    changed[i] ^= std::byte{0x10};
    EXPECT_NE(checksum_bytes(changed), base) << i;
  }
}

TEST(Compare, IdenticalOutputPasses) {
  const auto ref = halves({1.0f, -2.0f, 0.5f, 3.25f});
  const Comparison c = compare_with_reference(DType::f16, ref, ref, Tolerance{});
  EXPECT_TRUE(c.passed) << c.reason;
  EXPECT_EQ(c.errors.max_abs, 0.0);
  EXPECT_EQ(c.errors.rel_norm, 0.0);
  EXPECT_EQ(c.errors.elements, 4);
}

TEST(Compare, ElementOutsideTolerance) {
  const auto ref = floats({1.0f, 2.0f, 100.0f, 4.0f});
  const auto out = floats({1.0f, 2.0f, 100.5f, 4.1f});  // 0.5 <= 0.01 + 0.01*100; 0.1 > 0.01 + 0.04
  const Comparison c = compare_with_reference(DType::f32, out, ref, Tolerance{0.01, 0.01, 1.0});
  EXPECT_FALSE(c.passed);
  EXPECT_EQ(c.errors.mismatches, 1);
  EXPECT_EQ(c.first_bad_index, 3);
  EXPECT_NEAR(c.first_bad_got, 4.1, 1e-6);
  EXPECT_NEAR(c.errors.max_abs, 0.5, 1e-6);
  EXPECT_NEAR(c.errors.max_rel, 0.025, 1e-6);
  EXPECT_NE(c.reason.find("1 of 4 elements"), std::string::npos) << c.reason;
}

TEST(Compare, NormBoundCatchesManySmallErrors) {
  std::vector<float> r(1000, 1.0f), o(1000, 1.009f);  // each within atol 0.01, norm 0.009
  const Comparison c = compare_with_reference(DType::f32, floats(o), floats(r), Tolerance{0.01, 0.0, 1e-3});
  EXPECT_FALSE(c.passed);
  EXPECT_EQ(c.errors.mismatches, 0);
  EXPECT_NEAR(c.errors.rel_norm, 0.009, 1e-6);
  EXPECT_NE(c.reason.find("relative error norm"), std::string::npos) << c.reason;
}

TEST(Compare, PoisonedElementFails) {
  auto out = halves({1.0f, 2.0f, 3.0f, 4.0f});
  const auto ref = out;
  const std::uint32_t poison = poison_pattern(DType::f16);
  std::memcpy(out.data() + 4, &poison, 2);  // element 2 left unwritten
  const Comparison c = compare_with_reference(DType::f16, out, ref, Tolerance{});
  EXPECT_FALSE(c.passed);
  EXPECT_EQ(c.errors.nonfinite, 1);
  EXPECT_EQ(c.first_bad_index, 2);
  EXPECT_TRUE(std::isnan(c.errors.rel_norm));
  EXPECT_NE(c.reason.find("NaN/Inf"), std::string::npos) << c.reason;
}

TEST(Compare, InfinityFails) {
  const auto ref = floats({1.0f, 2.0f});
  const auto out = floats({1.0f, std::numeric_limits<float>::infinity()});
  EXPECT_FALSE(compare_with_reference(DType::f32, out, ref, Tolerance{1e9, 1e9, 1e9}).passed);
}

TEST(Compare, BrokenReferenceOrSizeIsAToolError) {
  const auto good = floats({1.0f, 2.0f});
  const auto nan_ref = floats({1.0f, std::numeric_limits<float>::quiet_NaN()});
  EXPECT_THROW(compare_with_reference(DType::f32, good, nan_ref, Tolerance{}), EvalError);
  EXPECT_THROW(compare_with_reference(DType::f32, good, floats({1.0f}), Tolerance{}), EvalError);
}

TEST(Compare, IntegersAndBf16) {
  std::vector<std::int32_t> r{1, 2, 3}, o{1, 2, 4};
  std::vector<std::byte> rb(12), ob(12);
  std::memcpy(rb.data(), r.data(), 12);
  std::memcpy(ob.data(), o.data(), 12);
  EXPECT_FALSE(compare_with_reference(DType::i32, ob, rb, Tolerance{0, 0, 1}).passed);
  EXPECT_TRUE(compare_with_reference(DType::i32, rb, rb, Tolerance{0, 0, 0}).passed);
}

TEST(Compare, MergeKeepsTheWorst) {
  ErrorStats a{0.1, 0.2, 0.001, 0, 0, 10};
  ErrorStats b{0.05, 0.5, std::numeric_limits<double>::quiet_NaN(), 2, 1, 10};
  merge_errors(a, b);
  EXPECT_DOUBLE_EQ(a.max_abs, 0.1);
  EXPECT_DOUBLE_EQ(a.max_rel, 0.5);
  EXPECT_TRUE(std::isnan(a.rel_norm));
  EXPECT_EQ(a.mismatches, 2);
  EXPECT_EQ(a.elements, 20);
}

TEST(Compare, FirstDifference) {
  const auto a = floats({1, 2, 3});
  auto b = a;
  EXPECT_EQ(first_difference(a, b), -1);
  b[9] ^= std::byte{1};
  EXPECT_EQ(first_difference(a, b), 9);
}

}  // namespace
}  // namespace evotune
