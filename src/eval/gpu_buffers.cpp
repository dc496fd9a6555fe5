// Guarded device buffers and the fill kernels (see gpu_buffers.hpp).
#include "eval/gpu_buffers.hpp"

#include <algorithm>
#include <utility>

#include <fmt/format.h>

#include "eval/compiler.hpp"
#include "eval/driver.hpp"
#include "eval/gpu_correctness.hpp"

namespace evotune {
namespace {

const eval::DriverApi& cu() { return eval::Driver::instance().api(); }

// Our helper kernels. No headers (NVRTC then needs no include path): the
// half conversion is one PTX instruction, the bfloat16 one is integer code
// so the helpers build for any target.
constexpr const char* kHelperSource = R"CUDA(
typedef unsigned long long u64;

// SplitMix64's finaliser: a counter-based hash, so element i of a seed is the
// same wherever and whenever it is computed.
__device__ __forceinline__ u64 evotune_mix64(u64 z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

// Uniform in (0, 1), never 0 (log of it is taken).
__device__ __forceinline__ float evotune_unit(u64 bits) {
  return ((float)(bits >> 40) + 0.5f) * (1.0f / 16777216.0f);
}

__device__ __forceinline__ unsigned short evotune_f2h(float v) {
  unsigned short h;
  asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(v));
  return h;
}

__device__ __forceinline__ unsigned short evotune_f2bf(float v) {
  unsigned int f = __float_as_uint(v);
  f += 0x7FFFu + ((f >> 16) & 1u);
  return (unsigned short)(f >> 16);
}

// dtype: 0 f16, 1 bf16, 2 f32, 3 i32. kind: 0 normal(a, b), 1 uniform[a, b), 2 constant a.
extern "C" __global__ void evotune_fill_random(void* out, u64 n, int dtype, int kind, float a, float b, u64 seed) {
  const u64 stride = (u64)gridDim.x * blockDim.x;
  for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
    const u64 h = evotune_mix64(seed ^ evotune_mix64(i + 0x9E3779B97F4A7C15ull));
    float v;
    if (kind == 0) {
      const u64 h2 = evotune_mix64(h ^ 0x632BE59BD9B4E019ull);
      v = a + b * sqrtf(-2.0f * logf(evotune_unit(h))) * cospif(2.0f * evotune_unit(h2));
    } else if (kind == 1) {
      v = a + (b - a) * evotune_unit(h);
    } else {
      v = a;
    }
    if (dtype == 0) ((unsigned short*)out)[i] = evotune_f2h(v);
    else if (dtype == 1) ((unsigned short*)out)[i] = evotune_f2bf(v);
    else if (dtype == 2) ((float*)out)[i] = v;
    else ((int*)out)[i] = (int)rintf(v);
  }
}

// Byte at address x gets byte (x % 4) of `pattern`. Thread t handles the
// 4-byte word t of the aligned range covering [p, p + n).
extern "C" __global__ void evotune_fill_pattern(unsigned char* p, u64 n, unsigned int pattern) {
  const u64 begin = (u64)p;
  const u64 end = begin + n;
  const u64 first_word = begin & ~3ull;
  const u64 words = (end - first_word + 3) / 4;
  const u64 stride = (u64)gridDim.x * blockDim.x;
  for (u64 w = (u64)blockIdx.x * blockDim.x + threadIdx.x; w < words; w += stride) {
    const u64 addr = first_word + 4 * w;
    if (addr >= begin && addr + 4 <= end) {
      *(unsigned int*)addr = pattern;
    } else {
      for (int k = 0; k < 4; ++k)
        if (addr + k >= begin && addr + k < end) *(unsigned char*)(addr + k) = (unsigned char)(pattern >> (8 * k));
    }
  }
}
)CUDA";

constexpr unsigned kThreads = 256;

unsigned blocks_for(std::uint64_t items, int max_blocks) {
  const std::uint64_t needed = (items + kThreads - 1) / kThreads;
  return static_cast<unsigned>(std::max<std::uint64_t>(1, std::min<std::uint64_t>(needed, max_blocks)));
}

}  // namespace

HelperKernels::HelperKernels(const std::string& arch, int sm_count) : max_blocks_(std::max(1, sm_count) * 8) {
  CompileRequest request;
  request.source = kHelperSource;
  request.name = "evotune_helpers.cu";
  request.options = {"-std=c++17"};
  request.arch = arch;
  const CompileResult compiled = compile_in_process(request);
  if (compiled.status != CompileStatus::ok)
    throw EvalError("the worker's helper kernels do not compile for " + arch + ": " + compiled.message + "\n" +
                    log_excerpt(compiled.log));
  EVOTUNE_CU(cu().cuModuleLoadData(&module_, compiled.cubin.data()));
  EVOTUNE_CU(cu().cuModuleGetFunction(&fill_random_, module_, "evotune_fill_random"));
  EVOTUNE_CU(cu().cuModuleGetFunction(&fill_pattern_, module_, "evotune_fill_pattern"));
}

HelperKernels::~HelperKernels() {
  if (module_) EVOTUNE_CU_NOTHROW(cu().cuModuleUnload(module_));
}

bool HelperKernels::is_helper(const std::string& name) {
  return name == "evotune_fill_random" || name == "evotune_fill_pattern";
}

void HelperKernels::fill(CUdeviceptr ptr, std::int64_t elements, DType dtype, const InitSpec& init,
                         std::uint64_t seed, CUstream stream) const {
  unsigned long long n = static_cast<unsigned long long>(elements);
  int dtype_code = static_cast<int>(dtype);
  int kind = static_cast<int>(init.kind);
  float a = static_cast<float>(init.a);
  float b = static_cast<float>(init.b);
  unsigned long long s = seed;
  void* params[] = {&ptr, &n, &dtype_code, &kind, &a, &b, &s};
  EVOTUNE_CU(cu().cuLaunchKernel(fill_random_, blocks_for(n, max_blocks_), 1, 1, kThreads, 1, 1, 0, stream, params,
                                 nullptr));
}

void HelperKernels::fill_pattern(CUdeviceptr ptr, std::size_t bytes, std::uint32_t pattern, CUstream stream) const {
  if (bytes == 0) return;
  unsigned long long n = bytes;
  unsigned int p = pattern;
  void* params[] = {&ptr, &n, &p};
  EVOTUNE_CU(cu().cuLaunchKernel(fill_pattern_, blocks_for(bytes / 4 + 2, max_blocks_), 1, 1, kThreads, 1, 1, 0,
                                 stream, params, nullptr));
}

std::uint64_t argument_seed(std::uint64_t trial_seed, std::size_t arg_index) {
  // A SplitMix64 step per argument: distinct, well-spread seeds.
  std::uint64_t z = trial_seed + 0x9E3779B97F4A7C15ull * (arg_index + 1);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

GuardedBuffer::GuardedBuffer(std::size_t bytes, std::size_t canary_bytes, DType dtype)
    : bytes_(bytes), canary_bytes_(canary_bytes), dtype_(dtype) {
  EVOTUNE_CU(cu().cuMemAlloc(&ptr_, bytes + canary_bytes));
}

GuardedBuffer::~GuardedBuffer() { release(); }

GuardedBuffer::GuardedBuffer(GuardedBuffer&& o) noexcept
    : ptr_(std::exchange(o.ptr_, 0)), bytes_(o.bytes_), canary_bytes_(o.canary_bytes_), dtype_(o.dtype_) {}

GuardedBuffer& GuardedBuffer::operator=(GuardedBuffer&& o) noexcept {
  if (this != &o) {
    release();
    ptr_ = std::exchange(o.ptr_, 0);
    bytes_ = o.bytes_;
    canary_bytes_ = o.canary_bytes_;
    dtype_ = o.dtype_;
  }
  return *this;
}

void GuardedBuffer::release() noexcept {
  if (ptr_) EVOTUNE_CU_NOTHROW(cu().cuMemFree(ptr_));
  ptr_ = 0;
}

void GuardedBuffer::arm_canary(const HelperKernels& helpers, CUstream stream) const {
  helpers.fill_pattern(ptr_ + bytes_, canary_bytes_, canary_pattern(dtype_), stream);
}

std::int64_t GuardedBuffer::canary_damage() const {
  if (canary_bytes_ == 0) return -1;
  std::vector<std::byte> host(canary_bytes_);
  EVOTUNE_CU(cu().cuMemcpyDtoH(host.data(), ptr_ + bytes_, canary_bytes_));
  // Allocations are 256-byte aligned, so the payload's end sits at bytes_ % 4 in the pattern.
  return first_pattern_mismatch(host, canary_pattern(dtype_), bytes_ % 4);
}

void GuardedBuffer::poison(const HelperKernels& helpers, CUstream stream) const {
  helpers.fill_pattern(ptr_, bytes_, poison_pattern(dtype_), stream);
}

std::vector<std::byte> GuardedBuffer::download() const {
  std::vector<std::byte> host(bytes_);
  if (bytes_ > 0) EVOTUNE_CU(cu().cuMemcpyDtoH(host.data(), ptr_, bytes_));
  return host;
}

}  // namespace evotune
