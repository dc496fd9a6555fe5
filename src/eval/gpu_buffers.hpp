// Device memory for kernel arguments, and our own small kernels that fill it.
//
// Every tensor lives in a GuardedBuffer: its own virtual-address reservation
// with unmapped guard regions on both sides, the payload at the start of the
// mapped pages and a canary (a NaN pattern) over the rest of the last page. A
// store before the payload or past the mapped pages faults (the candidate's
// `fault`); one into the canary is found by the canary check after a run, and
// a kernel that reads past the end of an input reads NaN (its output fails).
// (compute-sanitizer memcheck sees the whole mapped page as the buffer, so it
// does not flag a read of the canary bytes; the guards and the canary check do.)
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

/// One step of the work done on the GPU before each timed call (see
/// HelperKernels::prepare_call). Laid out as the helper kernel reads it.
struct PrepareOp {
  enum Kind : std::int32_t {
    fill = 0,           ///< `elements` of `dtype` from `init`, seeded by the call's seed and `arg_index`
    poison_count = 1,   ///< count the 4-byte words still equal to `pattern` into counter `counter`, then poison
    poison = 2,         ///< write `pattern` over `bytes`
  };
  std::uint64_t ptr = 0;
  std::uint64_t elements = 0;  ///< fill: elements; poison kinds: bytes
  std::int32_t kind = fill;
  std::int32_t dtype = 0;
  std::int32_t init_kind = 0;
  float a = 0;
  float b = 1;
  std::uint32_t pattern = 0;
  std::int32_t counter = -1;
  std::uint32_t arg_index = 0;
};

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

  /// Runs the `count` steps at `ops` (device memory, PrepareOp[]) in one
  /// launch: fills seeded by `seed` (argument_seed(seed, op.arg_index), as
  /// fill() with that seed would), counts left-over poison into
  /// `counters[op.counter]` (device u32s), poisons.
  void prepare_call(CUdeviceptr ops, int count, std::uint64_t seed, CUdeviceptr counters, CUstream stream) const;
  /// Offset of the first byte in [ptr, ptr + bytes) that differs from
  /// `pattern` as fill_pattern lays it, or -1. Synchronizes `stream`.
  std::int64_t first_mismatch(CUdeviceptr ptr, std::size_t bytes, std::uint32_t pattern, CUstream stream) const;
  /// A 64-bit sum of the `bytes` bytes at `ptr`, computed on the device (any
  /// changed byte changes it). Synchronizes `stream`.
  std::uint64_t checksum(CUdeviceptr ptr, std::size_t bytes, CUstream stream) const;

  /// Names of the helper entry points (their CUPTI records are not the candidate's).
  static bool is_helper(const std::string& kernel_name);

 private:
  CUmodule module_ = nullptr;
  CUfunction fill_random_ = nullptr;
  CUfunction fill_pattern_ = nullptr;
  CUfunction prepare_call_ = nullptr;
  CUfunction first_mismatch_ = nullptr;
  CUfunction checksum_ = nullptr;
  CUdeviceptr scratch_ = 0;  // first_mismatch's and checksum's answer
  int max_blocks_ = 1;
};

/// Seed of argument `arg_index` in the trial with seed `trial_seed` (so that
/// different tensors of one trial get different data).
std::uint64_t argument_seed(std::uint64_t trial_seed, std::size_t arg_index);

/// A device allocation of `bytes` of payload on GPU `device`, fenced by
/// unmapped guard regions, with at least `canary_bytes` of canary after it
/// (the rest of the last mapped page).
class GuardedBuffer {
 public:
  GuardedBuffer(int device, std::size_t bytes, std::size_t canary_bytes, DType dtype);
  ~GuardedBuffer();
  GuardedBuffer(GuardedBuffer&& other) noexcept;
  GuardedBuffer& operator=(GuardedBuffer&& other) noexcept;
  GuardedBuffer(const GuardedBuffer&) = delete;
  GuardedBuffer& operator=(const GuardedBuffer&) = delete;

  CUdeviceptr ptr() const { return ptr_; }
  std::size_t bytes() const { return bytes_; }
  DType dtype() const { return dtype_; }

  std::size_t canary_bytes() const { return canary_bytes_; }
  /// Unmapped bytes before the payload and after the canary.
  std::size_t guard_bytes() const { return guard_bytes_; }

  /// Writes the canary pattern after the payload.
  void arm_canary(const HelperKernels& helpers, CUstream stream) const;
  /// Offset (from the end of the payload) of the first canary byte that
  /// changed, or -1 when intact. Checked on the GPU; synchronizes `stream`.
  std::int64_t canary_damage(const HelperKernels& helpers, CUstream stream) const;
  /// Fills the payload with the poison pattern (an unwritten element stays NaN).
  void poison(const HelperKernels& helpers, CUstream stream) const;
  /// Copies the payload to the host (synchronous).
  std::vector<std::byte> download() const;

 private:
  void release() noexcept;
  CUdeviceptr reserved_ = 0;  ///< start of the address reservation (guard, mapping, guard)
  std::size_t reserved_bytes_ = 0;
  std::size_t mapped_bytes_ = 0;
  std::size_t guard_bytes_ = 0;
  CUmemGenericAllocationHandle memory_ = 0;
  CUdeviceptr ptr_ = 0;
  std::size_t bytes_ = 0;
  std::size_t canary_bytes_ = 0;
  DType dtype_ = DType::f32;
};

}  // namespace evotune
