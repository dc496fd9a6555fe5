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

using eval::cu;

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

__device__ __forceinline__ void evotune_store(void* out, u64 i, int dtype, float v) {
  if (dtype == 0) ((unsigned short*)out)[i] = evotune_f2h(v);
  else if (dtype == 1) ((unsigned short*)out)[i] = evotune_f2bf(v);
  else if (dtype == 2) ((float*)out)[i] = v;
  else ((int*)out)[i] = (int)rintf(v);
}

// dtype: 0 f16, 1 bf16, 2 f32, 3 i32. kind: 0 normal(a, b), 1 uniform[a, b), 2 constant a.
// Elements 2p and 2p+1 come from one hash of p: Box-Muller gives two normals
// from one pair of uniforms. Cheap on purpose: it runs before every timed call.
__device__ __forceinline__ void evotune_fill_range(void* out, u64 n, int dtype, int kind, float a, float b, u64 seed,
                                                   u64 first, u64 stride) {
  const u64 pairs = (n + 1) / 2;
  for (u64 p = first; p < pairs; p += stride) {
    const u64 h = evotune_mix64(seed ^ (p * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull));
    const float u1 = evotune_unit(h), u2 = ((float)(h & 0xFFFFFFull) + 0.5f) * (1.0f / 16777216.0f);
    float v0, v1;
    if (kind == 0) {
      const float r = b * sqrtf(-2.0f * __logf(u1));
      float s, c;
      __sincosf(6.2831853f * u2, &s, &c);
      v0 = a + r * c;
      v1 = a + r * s;
    } else if (kind == 1) {
      v0 = a + (b - a) * u1;
      v1 = a + (b - a) * u2;
    } else {
      v0 = v1 = a;
    }
    evotune_store(out, 2 * p, dtype, v0);
    if (2 * p + 1 < n) evotune_store(out, 2 * p + 1, dtype, v1);
  }
}

extern "C" __global__ void evotune_fill_random(void* out, u64 n, int dtype, int kind, float a, float b, u64 seed) {
  evotune_fill_range(out, n, dtype, kind, a, b, seed, (u64)blockIdx.x * blockDim.x + threadIdx.x,
                     (u64)gridDim.x * blockDim.x);
}

// Byte at address x gets byte (x % 4) of `pattern`. Thread t handles the
// 4-byte word t of the aligned range covering [p, p + n).
__device__ __forceinline__ void evotune_pattern_range(unsigned char* p, u64 n, unsigned int pattern, u64 first,
                                                      u64 stride) {
  const u64 begin = (u64)p;
  const u64 end = begin + n;
  const u64 first_word = begin & ~3ull;
  const u64 words = (end - first_word + 3) / 4;
  for (u64 w = first; w < words; w += stride) {
    const u64 addr = first_word + 4 * w;
    if (addr >= begin && addr + 4 <= end) {
      *(unsigned int*)addr = pattern;
    } else {
      for (int k = 0; k < 4; ++k)
        if (addr + k >= begin && addr + k < end) *(unsigned char*)(addr + k) = (unsigned char)(pattern >> (8 * k));
    }
  }
}

extern "C" __global__ void evotune_fill_pattern(unsigned char* p, u64 n, unsigned int pattern) {
  evotune_pattern_range(p, n, pattern, (u64)blockIdx.x * blockDim.x + threadIdx.x, (u64)gridDim.x * blockDim.x);
}

// The host's argument_seed: a SplitMix64 step per argument.
__device__ __forceinline__ u64 evotune_argument_seed(u64 seed, unsigned arg) {
  return evotune_mix64(seed + 0x9E3779B97F4A7C15ull * ((u64)arg + 1));
}

// Mirrors PrepareOp (gpu_buffers.hpp).
struct evotune_op {
  u64 ptr;
  u64 n;
  int kind;
  int dtype;
  int init_kind;
  float a;
  float b;
  unsigned pattern;
  int counter;
  unsigned arg;
};

// Before a timed call: fill the inputs from this call's seed, count what is
// left of the last poison in each output (an unwritten element), poison again.
// Outputs are 256-byte aligned whole elements, so their words are whole.
extern "C" __global__ void evotune_prepare_call(const evotune_op* ops, int count, u64 seed, unsigned* counters) {
  const u64 first = (u64)blockIdx.x * blockDim.x + threadIdx.x;
  const u64 stride = (u64)gridDim.x * blockDim.x;
  for (int k = 0; k < count; ++k) {
    const evotune_op op = ops[k];
    if (op.kind == 0) {
      evotune_fill_range((void*)op.ptr, op.n, op.dtype, op.init_kind, op.a, op.b,
                         evotune_argument_seed(seed, op.arg), first, stride);
    } else if (op.kind == 1) {
      unsigned* words = (unsigned*)op.ptr;
      unsigned left = 0;
      for (u64 w = first; w < op.n / 4; w += stride) {
        left += words[w] == op.pattern;
        words[w] = op.pattern;
      }
      if (left) atomicAdd(counters + op.counter, left);
    } else {
      evotune_pattern_range((unsigned char*)op.ptr, op.n, op.pattern, first, stride);
    }
  }
}

// answer[0]: lowest offset of a byte that differs from the pattern (start at ~0).
extern "C" __global__ void evotune_first_mismatch(const unsigned char* p, u64 n, unsigned int pattern, u64* answer) {
  const u64 stride = (u64)gridDim.x * blockDim.x;
  for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {
    const unsigned char expected = (unsigned char)(pattern >> (8 * (((u64)p + i) % 4)));
    if (p[i] != expected) {
      atomicMin(answer, i);
      return;
    }
  }
}
// Order-free 64-bit sum over [p, p + n): word w (8 bytes from p, the last one
// zero-padded) adds mix(word ^ mix(w)) modulo 2^64, so any changed byte changes
// the sum with overwhelming probability and the answer does not depend on
// which thread added what first. The device keeps the input checks off the
// host: reading a 64 MiB input back for every checked call cost seconds.
extern "C" __global__ void evotune_checksum(const unsigned char* p, u64 n, u64* answer) {
  const u64 words = (n + 7) / 8;
  const bool aligned = ((u64)p & 7) == 0;
  u64 sum = 0;
  const u64 stride = (u64)gridDim.x * blockDim.x;
  for (u64 w = (u64)blockIdx.x * blockDim.x + threadIdx.x; w < words; w += stride) {
    u64 word = 0;
    if (aligned && 8 * w + 8 <= n) {
      word = ((const u64*)p)[w];
    } else {
      for (int k = 0; k < 8 && 8 * w + k < n; ++k) word |= (u64)p[8 * w + k] << (8 * k);
    }
    sum += evotune_mix64(word ^ evotune_mix64(w + 0x9E3779B97F4A7C15ull));
  }
  for (int off = 16; off > 0; off /= 2) sum += __shfl_down_sync(0xffffffffu, sum, off);
  if ((threadIdx.x & 31) == 0 && sum != 0) atomicAdd(answer, sum);
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
  EVOTUNE_CU(cu().cuModuleGetFunction(&prepare_call_, module_, "evotune_prepare_call"));
  EVOTUNE_CU(cu().cuModuleGetFunction(&first_mismatch_, module_, "evotune_first_mismatch"));
  EVOTUNE_CU(cu().cuModuleGetFunction(&checksum_, module_, "evotune_checksum"));
  EVOTUNE_CU(cu().cuMemAlloc(&scratch_, sizeof(std::uint64_t)));
}

HelperKernels::~HelperKernels() {
  if (scratch_) EVOTUNE_CU_NOTHROW(cu().cuMemFree(scratch_));
  if (module_) EVOTUNE_CU_NOTHROW(cu().cuModuleUnload(module_));
}

bool HelperKernels::is_helper(const std::string& name) {
  return name.starts_with("evotune_");
}

void HelperKernels::prepare_call(CUdeviceptr ops, int count, std::uint64_t seed, CUdeviceptr counters,
                                 CUstream stream) const {
  unsigned long long s = seed;
  void* params[] = {&ops, &count, &s, &counters};
  // One wave: the steps are a few MiB, and one launch per call keeps the
  // time between timed calls short.
  EVOTUNE_CU(cu().cuLaunchKernel(prepare_call_, static_cast<unsigned>(max_blocks_), 1, 1, kThreads, 1, 1, 0, stream,
                                 params, nullptr));
}

std::int64_t HelperKernels::first_mismatch(CUdeviceptr ptr, std::size_t bytes, std::uint32_t pattern,
                                           CUstream stream) const {
  if (bytes == 0) return -1;
  EVOTUNE_CU(cu().cuMemsetD8Async(scratch_, 0xFF, sizeof(std::uint64_t), stream));
  unsigned long long n = bytes;
  unsigned int p = pattern;
  CUdeviceptr answer = scratch_;
  void* params[] = {&ptr, &n, &p, &answer};
  EVOTUNE_CU(cu().cuLaunchKernel(first_mismatch_, blocks_for(n, max_blocks_), 1, 1, kThreads, 1, 1, 0, stream, params,
                                 nullptr));
  std::uint64_t host = 0;
  EVOTUNE_CU(cu().cuStreamSynchronize(stream));
  EVOTUNE_CU(cu().cuMemcpyDtoH(&host, scratch_, sizeof host));
  return host == ~std::uint64_t{0} ? -1 : static_cast<std::int64_t>(host);
}

std::uint64_t HelperKernels::checksum(CUdeviceptr ptr, std::size_t bytes, CUstream stream) const {
  EVOTUNE_CU(cu().cuMemsetD8Async(scratch_, 0, sizeof(std::uint64_t), stream));
  if (bytes > 0) {
    unsigned long long n = bytes;
    CUdeviceptr answer = scratch_;
    void* params[] = {&ptr, &n, &answer};
    EVOTUNE_CU(cu().cuLaunchKernel(checksum_, blocks_for((n + 7) / 8, max_blocks_), 1, 1, kThreads, 1, 1, 0, stream,
                                   params, nullptr));
  }
  std::uint64_t host = 0;
  EVOTUNE_CU(cu().cuStreamSynchronize(stream));
  EVOTUNE_CU(cu().cuMemcpyDtoH(&host, scratch_, sizeof host));
  return host ^ bytes;
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

namespace {

std::size_t round_up(std::size_t v, std::size_t to) { return (v + to - 1) / to * to; }


}  // namespace

GuardedBuffer::GuardedBuffer(int device, std::size_t bytes, std::size_t canary_bytes, DType dtype)
    : bytes_(bytes), dtype_(dtype) {
  CUmemAllocationProp prop{};
  prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
  prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  prop.location.id = device;
  std::size_t page = 0;
  EVOTUNE_CU(cu().cuMemGetAllocationGranularity(&page, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM));
  page = std::max<std::size_t>(page, 4096);
  mapped_bytes_ = round_up(std::max<std::size_t>(bytes + canary_bytes, 1), page);
  canary_bytes_ = mapped_bytes_ - bytes;
  // Wide guards: a wrong stride or a stray index lands in unmapped addresses
  // (a fault), not in the next buffer. Address space costs nothing.
  guard_bytes_ = std::max<std::size_t>(round_up(std::size_t{256} << 20, page), 4 * mapped_bytes_);
  reserved_bytes_ = guard_bytes_ + mapped_bytes_ + guard_bytes_;
  try {
    EVOTUNE_CU(cu().cuMemAddressReserve(&reserved_, reserved_bytes_, page, 0, 0));
    EVOTUNE_CU(cu().cuMemCreate(&memory_, mapped_bytes_, &prop, 0));
    ptr_ = reserved_ + guard_bytes_;
    EVOTUNE_CU(cu().cuMemMap(ptr_, mapped_bytes_, 0, memory_, 0));
    CUmemAccessDesc access{};
    access.location = prop.location;
    access.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
    EVOTUNE_CU(cu().cuMemSetAccess(ptr_, mapped_bytes_, &access, 1));
  } catch (...) {
    release();
    throw;
  }
}

GuardedBuffer::~GuardedBuffer() { release(); }

GuardedBuffer::GuardedBuffer(GuardedBuffer&& o) noexcept { *this = std::move(o); }

GuardedBuffer& GuardedBuffer::operator=(GuardedBuffer&& o) noexcept {
  if (this != &o) {
    release();
    reserved_ = std::exchange(o.reserved_, 0);
    reserved_bytes_ = std::exchange(o.reserved_bytes_, 0);
    mapped_bytes_ = std::exchange(o.mapped_bytes_, 0);
    guard_bytes_ = o.guard_bytes_;
    memory_ = std::exchange(o.memory_, 0);
    ptr_ = std::exchange(o.ptr_, 0);
    bytes_ = o.bytes_;
    canary_bytes_ = o.canary_bytes_;
    dtype_ = o.dtype_;
  }
  return *this;
}

void GuardedBuffer::release() noexcept {
  if (ptr_) EVOTUNE_CU_NOTHROW(cu().cuMemUnmap(ptr_, mapped_bytes_));
  if (memory_) EVOTUNE_CU_NOTHROW(cu().cuMemRelease(memory_));
  if (reserved_) EVOTUNE_CU_NOTHROW(cu().cuMemAddressFree(reserved_, reserved_bytes_));
  ptr_ = 0;
  memory_ = 0;
  reserved_ = 0;
}

void GuardedBuffer::arm_canary(const HelperKernels& helpers, CUstream stream) const {
  helpers.fill_pattern(ptr_ + bytes_, canary_bytes_, canary_pattern(dtype_), stream);
}

std::int64_t GuardedBuffer::canary_damage(const HelperKernels& helpers, CUstream stream) const {
  return helpers.first_mismatch(ptr_ + bytes_, canary_bytes_, canary_pattern(dtype_), stream);
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
