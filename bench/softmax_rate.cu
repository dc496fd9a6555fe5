// The cost of attention_ws's per-tile softmax on its own (issue 16): clocks a key tile for one
// warp, with 1, 2 or 3 such warps on each SM sub-partition, and with its parts taken out one at a
// time (exp2, the fp16 packing, the row maxima, the row sums, the O rescale). The S=512 trace has
// the two consumer warpgroups' softmaxes overlapped; this says what a softmax costs alone and
// beside others (bench/results/attention_ws_smturn_2026-12-04).
//
// Build (the GPU machine; the template's own target check wants compute_90a spelled out):
//   nvcc -gencode arch=compute_90a,code=sm_90a -O3 -std=c++17 -I templates bench/softmax_rate.cu
// It includes the template itself (the S=512 winner's macros) so that variant "template" runs its
// exact code. Every tile's S is the input plus a loop-carried value that is zero only at run time,
// so that neither the compiler nor ptxas can hoist any part of a tile out of the loop; that FFMA (one
// a register) and the fold of P into one word are in every row, "reload + fold only" is them.
#define B 2
#define H 8
#define S 512
#define D 64
#define CAUSAL 0
#define BLOCK_N 128
#define M_WG 2
#define STAGES 4
#define PIPE 0
#define PINGPONG 0
#define REGSPLIT 0
#define CLUSTER 1
#define TILES 1
#define KSPLIT 2
#define ROWSUM hadd
#define RESCALE always
#define SACC f32
#define POLY 0
#define STREAMK 0
#define QBUFS 2
#define QFREE late
#define PREFETCH none
#define QBAR cta
#define QSRC smem
#define MCAST 1
#define RELEASE pair
#include "attention_ws.cu"

#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

enum Part : int { kMax = 1, kExp = 2, kPack = 4, kSum = 8, kRescale = 16, kIntPack = 32, kAll = 31 };

// fp32 weights in [2^-14, 1] to fp16 by integer arithmetic (round half up), two to a register
__device__ __forceinline__ unsigned int_pack(float lo, float hi) {
  const unsigned a = __float_as_uint(lo) - 0x37FFF000u;  // -(112 << 23) + 0x1000
  const unsigned b = __float_as_uint(hi) - 0x37FFF000u;
  return __byte_perm(a >> 13, b << 3, 0x7610);
}

template <int kParts>
__device__ __forceinline__ void own_softmax(float (&s)[kSRegs], float (&m)[2], float (&l)[2], float (&alpha)[2],
                                            unsigned (&p)[kPRegs], float scale_log2) {
  float neg_m[2] = {-m[0], -m[1]};
  if constexpr (kParts & kMax) {
    float mx[2][4];
#pragma unroll
    for (int r = 0; r < 2; ++r)
#pragma unroll
      for (int c = 0; c < 4; ++c) mx[r][c] = EVO_NEG_INF;
#pragma unroll
    for (int i = 0; i < kSRegs; ++i) {
      float& acc = mx[(i >> 1) & 1][(i & 1) | ((i >> 2) & 2)];
      acc = fmaxf(acc, s[i]);
    }
#pragma unroll
    for (int r = 0; r < 2; ++r) {
      const float t = fmaxf(fmaxf(mx[r][0], mx[r][1]), fmaxf(mx[r][2], mx[r][3]));
      const float m_new = fmaxf(m[r], quad_max(t) * scale_log2);
      alpha[r] = (kParts & kExp) ? fast_exp2(m[r] - m_new) : (m[r] - m_new);
      m[r] = m_new;
      neg_m[r] = -m_new;
    }
  }
#pragma unroll
  for (int i = 0; i < kPRegs; ++i) {
    const int r = i & 1;
    float x0 = fmaf(s[2 * i], scale_log2, neg_m[r]), x1 = fmaf(s[2 * i + 1], scale_log2, neg_m[r]);
    if constexpr (kParts & kExp) {
      x0 = fast_exp2(x0);
      x1 = fast_exp2(x1);
    }
    if constexpr (kParts & kPack) {
      p[i] = pack_half2(x0, x1);
    } else if constexpr (kParts & kIntPack) {
      p[i] = int_pack(x0, x1);
    } else {
      p[i] = __float_as_uint(x0) ^ __float_as_uint(x1);
    }
  }
  if constexpr (kParts & kSum) {
#pragma unroll
    for (int r = 0; r < 2; ++r) l[r] *= alpha[r];
    add_p_row_sums(p, l);
  }
}

// Each warp runs `iters` softmax tiles on its own S registers (from `raw` each tile, plus the
// carried `bias`), its clocks counted by lane 0.
template <int kVariant>
__global__ void __launch_bounds__(384, 1) softmax_rate(const float* in, unsigned* out, long long* clocks, int iters, float zero) {
  const int tid = threadIdx.x, lane = tid & 31;
  // 16 input registers, not kSRegs: the template's consumers hold S and O but no copy of S
  enum { kRaw = 16 };
  float raw[kRaw];
#pragma unroll
  for (int i = 0; i < kRaw; ++i) raw[i] = in[(blockIdx.x * blockDim.x + tid) * kSRegs + i];
  float m[2] = {EVO_NEG_INF, EVO_NEG_INF}, l[2] = {0.f, 0.f}, alpha[2] = {1.f, 1.f};
  float o[kOAcc];
#pragma unroll
  for (int i = 0; i < kOAcc; ++i) o[i] = 1.f;
  unsigned p[kPRegs], acc = 0;
  const float scale_log2 = 0.125f * 1.4426950408889634f;
  __syncthreads();
  float bias = 0.f;
  const long long t0 = clock64();
#pragma unroll 1
  for (int it = 0; it < iters; ++it) {
    bias = fmaf(bias, zero, zero);  // zero at run time: each tile's S is new to the compiler
    float s[kSRegs];
#pragma unroll
    for (int i = 0; i < kSRegs; ++i) s[i] = fmaf(float(i + 1), bias, raw[i % kRaw]);  // distinct to the compiler
    // each tile's maximum starts a little below the last, so that every tile rescales
    m[0] -= 0.25f;
    m[1] -= 0.25f;
    if constexpr (kVariant < 0) {
      bool moved;
      softmax_tile<false>(s, m, l, alpha, moved, scale_log2, 0, 0, lane & 3);
      to_p(s, p);
      add_p_row_sums(p, l);
#pragma unroll
      for (int i = 0; i < kOAcc; ++i) o[i] *= alpha[(i >> 1) & 1];
    } else {
      own_softmax<kVariant>(s, m, l, alpha, p, scale_log2);
      if constexpr (kVariant & kRescale) {
#pragma unroll
        for (int i = 0; i < kOAcc; ++i) o[i] *= alpha[(i >> 1) & 1];
      }
    }
#pragma unroll
    for (int i = 0; i < kPRegs; ++i) acc ^= p[i];  // every weight used (a fixed index: no local memory)
  }
  const long long t1 = clock64();
  float of = l[0] + l[1];
#pragma unroll
  for (int i = 0; i < kOAcc; ++i) of += o[i];
  out[blockIdx.x * blockDim.x + tid] = acc ^ __float_as_uint(of);
  if (lane == 0) clocks[blockIdx.x * (blockDim.x / 32) + tid / 32] = t1 - t0;
}

#define CHECK(x)                                                                        \
  do {                                                                                  \
    cudaError_t e_ = (x);                                                               \
    if (e_ != cudaSuccess) {                                                            \
      std::fprintf(stderr, "%s: %s\n", #x, cudaGetErrorString(e_));                     \
      std::exit(1);                                                                     \
    }                                                                                   \
  } while (0)

template <int kVariant>
void measure(const char* name, const float* in, unsigned* out, long long* clocks, int sms) {
  const int iters = 256;
  std::printf("%-28s", name);
  for (int warps_per_smsp = 1; warps_per_smsp <= 3; ++warps_per_smsp) {
    const int threads = 128 * warps_per_smsp;
    softmax_rate<kVariant><<<sms, threads>>>(in, out, clocks, iters, 0.f);  // warm-up
    softmax_rate<kVariant><<<sms, threads>>>(in, out, clocks, iters, 0.f);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<long long> c(sms * threads / 32);
    CHECK(cudaMemcpy(c.data(), clocks, c.size() * sizeof(long long), cudaMemcpyDeviceToHost));
    long long worst = 0, sum = 0;
    for (long long x : c) {
      worst = x > worst ? x : worst;
      sum += x;
    }
    std::printf("  %4d warps/SMSP: %7.1f (max %7.1f)", warps_per_smsp, double(sum) / c.size() / iters,
                double(worst) / iters);
  }
  std::printf("   clocks a tile a warp\n");
}

}  // namespace

int main() {
  int sms = 0;
  CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
  const size_t n = size_t(sms) * 384 * kSRegs;
  std::vector<float> h(n);
  unsigned x = 12345;
  for (auto& v : h) {  // logits of about N(0, 8): q.k with D = 64 unit normals
    x = x * 1664525u + 1013904223u;
    v = (float(x >> 8) / 16777216.f - 0.5f) * 24.f;
  }
  float* in;
  unsigned* out;
  long long* clocks;
  CHECK(cudaMalloc(&in, n * sizeof(float)));
  CHECK(cudaMalloc(&out, sms * 384 * sizeof(unsigned)));
  CHECK(cudaMalloc(&clocks, sms * 12 * sizeof(long long)));
  CHECK(cudaMemcpy(in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  std::printf("softmax of one %d-key tile (%d S registers a thread), %d CTAs\n", BLOCK_N, kSRegs, sms);
  measure<-1>("template (softmax+to_p+sums+O)", in, out, clocks, sms);
  measure<kAll>("own: all parts", in, out, clocks, sms);
  measure<kAll & ~kExp>("  without exp2", in, out, clocks, sms);
  measure<kAll & ~kPack>("  without pack", in, out, clocks, sms);
  measure<(kAll & ~kPack) | kIntPack>("  integer pack", in, out, clocks, sms);
  measure<kAll & ~kMax>("  without max", in, out, clocks, sms);
  measure<kAll & ~kSum>("  without sums", in, out, clocks, sms);
  measure<kAll & ~kRescale>("  without O rescale", in, out, clocks, sms);
  measure<kExp>("exp2 only (+ffma)", in, out, clocks, sms);
  measure<kPack>("pack only (+ffma)", in, out, clocks, sms);
  measure<0>("reload + fold only (+ffma)", in, out, clocks, sms);
  measure<kMax>("max only (+ffma)", in, out, clocks, sms);
  return 0;
}
