// Host-side checks of a candidate's output: element-wise comparison with the
// reference (atol/rtol per element, relative L2 norm, NaN/Inf), bit-exact
// comparison of two runs, input checksums, and the bit patterns used to
// poison outputs and to guard the canary region after every buffer.
//
// These are pure functions over bytes copied back from the GPU, so CI tests
// them without a GPU.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>

#include "core/experiment.hpp"
#include "eval/worker_protocol.hpp"

namespace evotune {

/// IEEE binary16 <-> float (round to nearest even), and bfloat16 <-> float.
float half_to_float(std::uint16_t bits);
std::uint16_t float_to_half(float value);
float bf16_to_float(std::uint16_t bits);
std::uint16_t float_to_bf16(float value);

/// Element `index` of a buffer of `dtype`, as a double.
double element_value(DType dtype, std::span<const std::byte> data, std::size_t index);

/// Poison written into outputs (and scratch) before every run: a NaN of the
/// dtype with a payload of our own (for i32, which has no NaN, an odd large
/// value). An element the kernel does not write keeps it and fails.
std::uint32_t poison_pattern(DType dtype);
/// Pattern of the canary region after every buffer: a different NaN, so an
/// out-of-bounds read turns the output into NaN and an out-of-bounds write
/// changes it. Both patterns repeat every 4 bytes (two f16/bf16 elements).
std::uint32_t canary_pattern(DType dtype);

/// 64-bit checksum of a buffer (detects any change of its bytes).
std::uint64_t checksum_bytes(std::span<const std::byte> bytes);

/// Outcome of comparing one output with the reference.
struct Comparison {
  ErrorStats errors;
  bool passed = false;
  /// First failing element (mismatch or non-finite), -1 when none.
  std::int64_t first_bad_index = -1;
  double first_bad_got = 0;
  double first_bad_expected = 0;
  /// One line saying why it failed ("1024 of 524288 elements outside ..."); empty when passed.
  std::string reason;
};

/// Compares `out` with `ref` (both `dtype`, same size): an element passes when
/// |out - ref| <= atol + rtol * |ref|; the output passes when every element
/// does, none is NaN/Inf, and ||out - ref|| / ||ref|| <= max_rel_norm.
/// Throws EvalError when the sizes differ or the reference holds a NaN/Inf
/// (a broken reference is the tool's problem, not the candidate's).
Comparison compare_with_reference(DType dtype, std::span<const std::byte> out, std::span<const std::byte> ref,
                                  const Tolerance& tolerance);

/// Merges `b` into `a`: worst of each figure (for several outputs or trials).
void merge_errors(ErrorStats& a, const ErrorStats& b);

/// Index of the first byte where two runs' outputs differ, -1 when identical.
std::int64_t first_difference(std::span<const std::byte> a, std::span<const std::byte> b);

}  // namespace evotune
