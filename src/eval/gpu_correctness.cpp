// Host-side output checks (see gpu_correctness.hpp).
#include "eval/gpu_correctness.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

#include <fmt/format.h>

#include "core/error.hpp"

namespace evotune {

float half_to_float(std::uint16_t h) {
  const std::uint32_t sign = static_cast<std::uint32_t>(h & 0x8000u) << 16;
  const std::uint32_t exp = (h >> 10) & 0x1Fu;
  std::uint32_t mant = h & 0x3FFu;
  std::uint32_t bits;
  if (exp == 0x1F) {  // Inf / NaN (payload kept)
    bits = sign | 0x7F800000u | (mant << 13);
  } else if (exp != 0) {  // normal
    bits = sign | ((exp + 112) << 23) | (mant << 13);
  } else if (mant == 0) {  // zero
    bits = sign;
  } else {  // subnormal: normalise
    int e = -1;
    do {
      ++e;
      mant <<= 1;
    } while ((mant & 0x400u) == 0);
    bits = sign | (static_cast<std::uint32_t>(112 - e) << 23) | ((mant & 0x3FFu) << 13);
  }
  return std::bit_cast<float>(bits);
}

std::uint16_t float_to_half(float value) {
  const std::uint32_t f = std::bit_cast<std::uint32_t>(value);
  const auto sign = static_cast<std::uint16_t>((f >> 16) & 0x8000u);
  const std::uint32_t abs = f & 0x7FFFFFFFu;
  if (abs >= 0x7F800000u)  // Inf or NaN (a quiet NaN stays NaN)
    return static_cast<std::uint16_t>(sign | 0x7C00u | (abs > 0x7F800000u ? 0x200u | ((abs >> 13) & 0x3FFu) : 0u));
  if (abs >= 0x477FF000u) return static_cast<std::uint16_t>(sign | 0x7C00u);  // rounds past 65504: Inf
  if (abs < 0x38800000u) {  // below the smallest normal half: subnormal or zero
    if (abs < 0x33000000u) return sign;  // below half the smallest subnormal: rounds to zero
    const std::uint32_t exp = abs >> 23;
    const std::uint32_t mant = (abs & 0x7FFFFFu) | 0x800000u;
    const std::uint32_t shift = 126 - exp;  // 14..24
    const std::uint32_t half_mant = mant >> shift;
    const std::uint32_t rest = mant & ((1u << shift) - 1);
    const std::uint32_t halfway = 1u << (shift - 1);
    std::uint32_t r = half_mant;
    if (rest > halfway || (rest == halfway && (half_mant & 1u))) ++r;
    return static_cast<std::uint16_t>(sign | r);
  }
  // Normal: rebias the exponent, round the mantissa to 10 bits (ties to even).
  std::uint32_t bits = abs - 0x38000000u;  // exponent 127 -> 15
  const std::uint32_t rest = bits & 0x1FFFu;
  bits >>= 13;
  if (rest > 0x1000u || (rest == 0x1000u && (bits & 1u))) ++bits;
  return static_cast<std::uint16_t>(sign | bits);
}

float bf16_to_float(std::uint16_t bits) { return std::bit_cast<float>(static_cast<std::uint32_t>(bits) << 16); }

std::uint16_t float_to_bf16(float value) {
  std::uint32_t f = std::bit_cast<std::uint32_t>(value);
  if ((f & 0x7FFFFFFFu) > 0x7F800000u) return static_cast<std::uint16_t>((f >> 16) | 0x40u);  // keep NaN quiet
  f += 0x7FFFu + ((f >> 16) & 1u);  // round to nearest even
  return static_cast<std::uint16_t>(f >> 16);
}

double element_value(DType dtype, std::span<const std::byte> data, std::size_t index) {
  switch (dtype) {
    case DType::f16: {
      std::uint16_t h;
      std::memcpy(&h, data.data() + index * 2, 2);
      return half_to_float(h);
    }
    case DType::bf16: {
      std::uint16_t h;
      std::memcpy(&h, data.data() + index * 2, 2);
      return bf16_to_float(h);
    }
    case DType::f32: {
      float f;
      std::memcpy(&f, data.data() + index * 4, 4);
      return f;
    }
    case DType::i32: {
      std::int32_t i;
      std::memcpy(&i, data.data() + index * 4, 4);
      return i;
    }
  }
  return 0;
}

std::uint32_t poison_pattern(DType dtype) {
  switch (dtype) {
    case DType::f16: return 0x7E117E11u;
    case DType::bf16: return 0x7FD17FD1u;
    case DType::f32: return 0x7FD11111u;
    case DType::i32: return 0x7FD11111u;
  }
  return 0x7FD11111u;
}

std::uint32_t canary_pattern(DType dtype) {
  switch (dtype) {
    case DType::f16: return 0x7E5A7E5Au;
    case DType::bf16: return 0x7FDA7FDAu;
    case DType::f32: return 0x7FDA5A5Au;
    case DType::i32: return 0x7FDA5A5Au;
  }
  return 0x7FDA5A5Au;
}

std::uint64_t checksum_bytes(std::span<const std::byte> bytes) {
  // FNV-1a over 8-byte words, then the tail: any changed byte changes the sum
  // with overwhelming probability; speed matters more than strength here.
  std::uint64_t h = 0xcbf29ce484222325ull ^ bytes.size();
  std::size_t i = 0;
  for (; i + 8 <= bytes.size(); i += 8) {
    std::uint64_t w;
    std::memcpy(&w, bytes.data() + i, 8);
    h = (h ^ w) * 0x100000001b3ull;
    h ^= h >> 29;
  }
  for (; i < bytes.size(); ++i) h = (h ^ static_cast<std::uint8_t>(bytes[i])) * 0x100000001b3ull;
  return h;
}

namespace {

// Every f16 bit pattern decoded once: the comparison reads whole outputs.
const std::vector<float>& half_table() {
  static const std::vector<float> table = [] {
    std::vector<float> t(65536);
    for (std::uint32_t h = 0; h < 65536; ++h) t[h] = half_to_float(static_cast<std::uint16_t>(h));
    return t;
  }();
  return table;
}

// The comparison's loop, over elements decoded by `value(i)`.
template <typename Value>
void compare_elements(std::size_t n, Value&& out_value, Value&& ref_value, const Tolerance& tol, Comparison& c,
                      double& diff_sq, double& ref_sq) {
  for (std::size_t i = 0; i < n; ++i) {
    const double r = ref_value(i);
    if (!std::isfinite(r))
      throw EvalError(fmt::format("the reference output holds {} at element {}: the reference is broken", r, i));
    const double o = out_value(i);
    ref_sq += r * r;
    bool bad = false;
    if (!std::isfinite(o)) {
      ++c.errors.nonfinite;
      bad = true;
    } else {
      const double d = std::fabs(o - r);
      diff_sq += d * d;
      c.errors.max_abs = std::max(c.errors.max_abs, d);
      if (std::fabs(r) > tol.atol) c.errors.max_rel = std::max(c.errors.max_rel, d / std::fabs(r));
      if (d > tol.atol + tol.rtol * std::fabs(r)) {
        ++c.errors.mismatches;
        bad = true;
      }
    }
    if (bad && c.first_bad_index < 0) {
      c.first_bad_index = static_cast<std::int64_t>(i);
      c.first_bad_got = o;
      c.first_bad_expected = r;
    }
  }
}

}  // namespace

Comparison compare_with_reference(DType dtype, std::span<const std::byte> out, std::span<const std::byte> ref,
                                  const Tolerance& tol) {
  if (out.size() != ref.size())
    throw EvalError(fmt::format("compare: output has {} bytes, reference {}", out.size(), ref.size()));
  const std::size_t n = out.size() / dtype_size(dtype);
  Comparison c;
  c.errors.elements = static_cast<std::int64_t>(n);
  double diff_sq = 0;
  double ref_sq = 0;
  if (dtype == DType::f16) {
    const std::vector<float>& table = half_table();
    const auto decoder = [&table](std::span<const std::byte> data) {
      return [&table, data](std::size_t i) -> double {
        std::uint16_t h;
        std::memcpy(&h, data.data() + 2 * i, 2);
        return table[h];
      };
    };
    compare_elements(n, decoder(out), decoder(ref), tol, c, diff_sq, ref_sq);
  } else {
    const auto decoder = [dtype](std::span<const std::byte> data) {
      return [dtype, data](std::size_t i) { return element_value(dtype, data, i); };
    };
    compare_elements(n, decoder(out), decoder(ref), tol, c, diff_sq, ref_sq);
  }
  const double diff_norm = std::sqrt(diff_sq);
  const double ref_norm = std::sqrt(ref_sq);
  c.errors.rel_norm = ref_norm > 0 ? diff_norm / ref_norm : (diff_norm > 0 ? std::numeric_limits<double>::infinity() : 0.0);
  if (c.errors.nonfinite > 0) {
    c.errors.rel_norm = std::numeric_limits<double>::quiet_NaN();
    c.reason = fmt::format("{} of {} elements are NaN/Inf (first at {}: unwritten or overflowed)", c.errors.nonfinite,
                           n, c.first_bad_index);
  } else if (c.errors.mismatches > 0) {
    c.reason = fmt::format("{} of {} elements outside atol {:g} + rtol {:g}*|ref|; first at {}: got {:g}, expected {:g}; "
                           "max abs err {:.3g}, rel norm {:.3g}",
                           c.errors.mismatches, n, tol.atol, tol.rtol, c.first_bad_index, c.first_bad_got,
                           c.first_bad_expected, c.errors.max_abs, c.errors.rel_norm);
  } else if (c.errors.rel_norm > tol.max_rel_norm) {
    c.reason = fmt::format("relative error norm {:.3g} above the limit {:g}", c.errors.rel_norm, tol.max_rel_norm);
  }
  c.passed = c.reason.empty();
  return c;
}

void merge_errors(ErrorStats& a, const ErrorStats& b) {
  const auto worst = [](double x, double y) { return std::isnan(x) || std::isnan(y) ? std::numeric_limits<double>::quiet_NaN() : std::max(x, y); };
  a.max_abs = std::max(a.max_abs, b.max_abs);
  a.max_rel = std::max(a.max_rel, b.max_rel);
  a.rel_norm = worst(a.rel_norm, b.rel_norm);
  a.mismatches += b.mismatches;
  a.nonfinite += b.nonfinite;
  a.elements += b.elements;
}

std::int64_t first_difference(std::span<const std::byte> a, std::span<const std::byte> b) {
  const std::size_t n = std::min(a.size(), b.size());
  if (std::memcmp(a.data(), b.data(), n) == 0) return a.size() == b.size() ? -1 : static_cast<std::int64_t>(n);
  for (std::size_t i = 0; i < n; ++i)
    if (a[i] != b[i]) return static_cast<std::int64_t>(i);
  return static_cast<std::int64_t>(n);
}

}  // namespace evotune
