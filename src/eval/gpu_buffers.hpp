// Device memory for kernel arguments, and our own small kernels that fill it.
//
// Every tensor lives in a GuardedBuffer: its payload followed by a canary
// region holding a NaN pattern. A kernel that reads past the end of an input
// reads NaN (its output fails); one that writes past the end of any buffer
// changes the canary (checked after every run).
//
// Inputs are filled ON the GPU with seeded random data (a counter-based hash:
// element i of seed s is the same on every run and every GPU), so a trial's
// inputs are reproducible and never zeros.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include <cuda.h>

#include "core/experiment.hpp"

namespace evotune {

/// The fill kernels, compiled with NVRTC for the worker's GPU at start.
class HelperKernels {
 public:
  /// Compiles and loads the helpers for `arch` ("sm_90") in the current
  /// context; `sm_count` sizes their grids. Throws EvalError on failure.
  HelperKernels(const std::string& arch, int sm_count);
  ~HelperKernels();
  HelperKernels(const HelperKernels&) = delete;
  HelperKernels& operator=(const HelperKernels&) = delete;

  /// Fills `elements` values of `dtype` at `ptr` from `init` with `seed`
  /// (normal: mean a, stddev b; uniform: [a, b); constant: a).
  void fill(CUdeviceptr ptr, std::int64_t elements, DType dtype, const InitSpec& init, std::uint64_t seed,
            CUstream stream) const;
  /// Writes `pattern` (little-endian, repeating every 4 bytes from a 4-byte
  /// aligned address) over `bytes` bytes at `ptr` (any alignment).
  void fill_pattern(CUdeviceptr ptr, std::size_t bytes, std::uint32_t pattern, CUstream stream) const;

  /// Names of the helper entry points (their CUPTI records are not the candidate's).
  static bool is_helper(const std::string& kernel_name);

 private:
  CUmodule module_ = nullptr;
  CUfunction fill_random_ = nullptr;
  CUfunction fill_pattern_ = nullptr;
  int max_blocks_ = 1;
};

/// Seed of argument `arg_index` in the trial with seed `trial_seed` (so that
/// different tensors of one trial get different data).
std::uint64_t argument_seed(std::uint64_t trial_seed, std::size_t arg_index);

/// A device allocation of `bytes` of payload plus `canary_bytes` of canary.
class GuardedBuffer {
 public:
  GuardedBuffer(std::size_t bytes, std::size_t canary_bytes, DType dtype);
  ~GuardedBuffer();
  GuardedBuffer(GuardedBuffer&& other) noexcept;
  GuardedBuffer& operator=(GuardedBuffer&& other) noexcept;
  GuardedBuffer(const GuardedBuffer&) = delete;
  GuardedBuffer& operator=(const GuardedBuffer&) = delete;

  CUdeviceptr ptr() const { return ptr_; }
  std::size_t bytes() const { return bytes_; }
  DType dtype() const { return dtype_; }

  /// Writes the canary pattern after the payload.
  void arm_canary(const HelperKernels& helpers, CUstream stream) const;
  /// Offset (from the end of the payload) of the first canary byte that
  /// changed, or -1 when intact. Synchronous (copies the canary to the host).
  std::int64_t canary_damage() const;
  /// Fills the payload with the poison pattern (an unwritten element stays NaN).
  void poison(const HelperKernels& helpers, CUstream stream) const;
  /// Copies the payload to the host (synchronous).
  std::vector<std::byte> download() const;

 private:
  void release() noexcept;
  CUdeviceptr ptr_ = 0;
  std::size_t bytes_ = 0;
  std::size_t canary_bytes_ = 0;
  DType dtype_ = DType::f32;
};

}  // namespace evotune
