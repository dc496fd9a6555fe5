// evotune:template attention_wgmma
// evotune:about Hopper attention forward on warpgroup tensor cores (wgmma.mma_async m64nNk16, fp16
// evotune:about in, fp32 accumulate): Q and K/V tiles in 128-byte-swizzled shared memory (cp.async),
// evotune:about S = Q K^T with both operands from shared memory, P from registers into O += P V,
// evotune:about online softmax on exp2; one 64-row query tile per CTA, its key tiles dealt out to
// evotune:about KV_WG warpgroups that merge in shared memory.
// evotune:param BLOCK_N {64,128} Keys per tile (n of the QK^T wgmma, k of the PV wgmma).
// evotune:param KV_WG {1,2,4} Warpgroups per CTA; warpgroup w takes key tiles w, w+KV_WG, ... and all merge at the end.
// evotune:param STAGES {1,2,3,4,5,6,7,8} K/V tile slots per warpgroup; at or above the warpgroup's tile count the whole key range stays resident (no refill), else a ring (needs STAGES >= 3).
// evotune:param PIPE {0,1} 1: issue QK^T of the next tile, then PV of this one, and run the next softmax under both.
// evotune:param EXP2 {f32,f16x2} exp2 in fp32 (ex2.approx.ftz.f32), or on packed halves (ex2.approx.f16x2; needs ROWSUM=mma).
// evotune:param ROWSUM {alu,mma} Row sums of P by adds in registers, or by the PV wgmma against 8 extra columns of ones (n = D+8; needs D == 64).
// evotune:problem B H S D CAUSAL
// evotune:requires sm_90a
//
// Layout: q, k, v, o are [B, H, S, D] contiguous fp16; `scale` multiplies q k^T (1/sqrt(D)).
// CAUSAL: query i sees keys j <= i; key tiles wholly above the diagonal are skipped.
// Needs D in {64, 128}, S % 64 == 0, S % BLOCK_N == 0.
//
// Launch geometry (one entry):
//   attention_wgmma
//     grid  (S/64, H, B), block (128*KV_WG, 1, 1)
//     dynamic shared memory, bytes:
//       1024 + 128*D + KV_WG*STAGES*4*BLOCK_N*D + (ROWSUM == mma ? 2048 : 0)
//            + (KV_WG > 1 ? 512*KV_WG : 0)
//     (the 1024 is alignment slack: the kernel rounds its base up to 1024 bytes). This is over
//     48 KiB for every legal configuration: raise the function's max-dynamic-shared-memory
//     attribute to it. The kernel traps if it gets less.
//   Parameters: (q, k, v, o, partial_o, partial_ml, scale); partial_o and partial_ml are not
//   used (any pointer will do): the argument list matches attention_mma's.
//
// Work split: CTA (x, h, b) owns query rows [64*qt, 64*qt + 64) of head (b, h), qt = x (causal:
// qt = S/64 - 1 - x, heaviest first). Warpgroup w (128 threads; warp i of it owns rows 16i..16i+15)
// walks key tiles w, w + KV_WG, ... of the query tile's key range. Per tile: S = Q K^T (D/16
// wgmma k-steps, A = Q and B = K from shared memory, K-major), causal mask on the diagonal tile,
// row max by quad shuffles, P = exp2(S*scale*log2e - m) packed to fp16 in the accumulator layout,
// which is the A-operand register layout, so O += P V needs no shuffle (BLOCK_N/16 k-steps,
// B = V MN-major, i.e. transposed, from shared memory). With PIPE=1 the order per tile t is:
// issue S(t+1), issue PV(t), wait S(t+1), softmax(t+1), wait PV(t), rescale O.
//
// Shared memory (from a 1024-aligned base): Q tile | per warpgroup STAGES slots of (K tile,
// V tile) | ones block (ROWSUM=mma) | (m, l) per warpgroup and row (KV_WG > 1). Every tile is
// stored as D/64 column blocks of [rows][128 bytes], 16-byte chunk c of row r at chunk c ^ (r % 8):
// the wgmma 128-byte swizzle, so tiles start on 1024-byte boundaries. Loads are cp.async of 16
// bytes, one commit group per K tile and per V tile (Q joins the first), waited by count, then
// fence.proxy.async (cp.async writes are generic-proxy, wgmma reads async-proxy) and a warpgroup
// barrier. At the end warpgroups w > 0 leave their scaled O in their own first slot, warpgroup 0
// sums, normalises, stages O in its first slot and writes it out with 16-byte stores.

#include <cuda_fp16.h>

#if !defined(B) || !defined(H) || !defined(S) || !defined(D) || !defined(CAUSAL)
#error "attention_wgmma needs the problem macros B, H, S, D and CAUSAL"
#endif
#if !defined(BLOCK_N) || !defined(KV_WG) || !defined(STAGES) || !defined(PIPE) || !defined(EXP2) || \
    !defined(ROWSUM)
#error "attention_wgmma needs BLOCK_N KV_WG STAGES PIPE EXP2 ROWSUM"
#endif
#if defined(__CUDA_ARCH__) && (__CUDA_ARCH__ != 900 || !defined(__CUDA_ARCH_FEAT_SM90_ALL))
#error "attention_wgmma needs sm_90a (wgmma): compile with -arch=sm_90a"
#endif
// Development only (bench/mma_dev.py --ablate): bits that remove one part of the work to
// measure its cost; results are wrong when set. 1: QK^T wgmma, 2: exp2, 4: PV wgmma,
// 16: all key tiles (launch, Q load, output store only).
#ifndef EVO_ABLATE
#define EVO_ABLATE 0
#endif

// Named choices arrive as bare words; map them to numbers by token pasting.
#define EVO_CAT_(a, b) a##b
#define EVO_CAT(a, b) EVO_CAT_(a, b)
#define EVO_EXP2_f32 1
#define EVO_EXP2_f16x2 2
#define EVO_ROWSUM_alu 1
#define EVO_ROWSUM_mma 2
#define EXP2_ID EVO_CAT(EVO_EXP2_, EXP2)
#define ROWSUM_ID EVO_CAT(EVO_ROWSUM_, ROWSUM)
#if EXP2_ID != 1 && EXP2_ID != 2
#error "EXP2 must be f32 or f16x2"
#endif
#if ROWSUM_ID != 1 && ROWSUM_ID != 2
#error "ROWSUM must be alu or mma"
#endif
#define EVO_NEG_INF __int_as_float(0xff800000)  // -inf (NVRTC has no __builtin_huge_valf)

namespace {

constexpr int kBM = 64;                  // query rows per CTA (one wgmma M)
constexpr int kThreads = 128 * KV_WG;
constexpr int kQBytes = kBM * 2 * D;
constexpr int kTileBytes = BLOCK_N * 2 * D;  // one K or one V tile
constexpr int kSlotBytes = 2 * kTileBytes;
constexpr int kKVBytes = KV_WG * STAGES * kSlotBytes;
constexpr bool kMmaRowSum = ROWSUM_ID == 2;
constexpr bool kExpHalf = EXP2_ID == 2;
constexpr int kOnesBytes = kMmaRowSum ? 2048 : 0;
constexpr int kMlBytes = KV_WG > 1 ? KV_WG * kBM * 8 : 0;
constexpr int kOffKV = kQBytes;
constexpr int kOffOnes = kOffKV + kKVBytes;
constexpr int kOffMl = kOffOnes + kOnesBytes;
constexpr int kSmemBytes = 1024 + kOffMl + kMlBytes;
constexpr int kSAcc = BLOCK_N / 2;           // fp32 S accumulators per thread
constexpr int kPRegs = BLOCK_N / 4;          // fp16x2 registers of P per thread
constexpr int kPvN = D + (kMmaRowSum ? 8 : 0);
constexpr int kOAcc = kPvN / 2;              // fp32 O accumulators per thread
constexpr int kQTiles = S / kBM;
constexpr int kMaxTilesPerWG = (S / BLOCK_N + KV_WG - 1) / KV_WG;
constexpr bool kRing = STAGES < kMaxTilesPerWG;
// cp.async groups that may stay pending at the top of iteration i (see the loops).
constexpr int kPendPipe = kRing ? 2 * STAGES - 5 : (STAGES > 1 ? 2 * STAGES - 3 : 0);
constexpr int kPendPlain = kRing ? 2 * STAGES - 6 : 2 * STAGES - 2;
constexpr int kStageRowBytes = 2 * D + 16;   // output staging rows, padded against bank conflicts
constexpr float kLog2e = 1.4426950408889634f;

static_assert(D == 64 || D == 128, "D must be 64 or 128");
static_assert(S % kBM == 0 && S % BLOCK_N == 0, "S must be a multiple of 64 and of BLOCK_N");
static_assert(BLOCK_N == 64 || BLOCK_N == 128, "BLOCK_N must be 64 or 128");
static_assert(KV_WG == 1 || KV_WG == 2 || KV_WG == 4, "KV_WG must be 1, 2 or 4");
static_assert(STAGES >= 1 && STAGES <= 8, "STAGES must be 1..8");
static_assert(!kRing || STAGES >= 3, "a K/V ring (STAGES below the tiles per warpgroup) needs STAGES >= 3");
static_assert(!kMmaRowSum || D == 64, "ROWSUM=mma needs D == 64");
static_assert(!kExpHalf || kMmaRowSum, "EXP2=f16x2 needs ROWSUM=mma (fp16 row sums lose too much)");
static_assert(kSmemBytes <= 227 * 1024, "shared memory over the 227 KiB an sm_90 CTA can have");
static_assert(kBM * kStageRowBytes <= kSlotBytes && kBM * D * 4 <= kSlotBytes,
              "output staging and merge buffers live in a warpgroup's first slot");

__device__ __forceinline__ unsigned smem_addr(const void* p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}

__device__ __forceinline__ void cp_async16(unsigned dst, const void* src) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(dst), "l"(src) : "memory");
}
__device__ __forceinline__ void cp_async_commit() {
  asm volatile("cp.async.commit_group;\n" ::: "memory");
}
template <int kPending>
__device__ __forceinline__ void cp_async_wait() {
  asm volatile("cp.async.wait_group %0;\n" ::"n"(kPending) : "memory");
}
// Generic-proxy writes (cp.async, st.shared) made visible to the async proxy (wgmma reads).
__device__ __forceinline__ void fence_proxy_async() {
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
}
// Barrier over the 128 threads of one warpgroup (ids 1..4; 0 is __syncthreads).
__device__ __forceinline__ void warpgroup_barrier(int wg) {
  asm volatile("bar.sync %0, 128;\n" ::"r"(wg + 1) : "memory");
}

__device__ __forceinline__ void wgmma_fence() {
  asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory");
}
__device__ __forceinline__ void wgmma_commit() {
  asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
}
template <int kPending>
__device__ __forceinline__ void wgmma_wait() {
  asm volatile("wgmma.wait_group.sync.aligned %0;\n" ::"n"(kPending) : "memory");
}
// Keeps the compiler from moving reads or writes of these registers across this point (the
// wgmma that writes or reads them runs asynchronously until the wait before this).
template <int N>
__device__ __forceinline__ void fence_regs(float (&r)[N]) {
#pragma unroll
  for (int i = 0; i < N; ++i) asm volatile("" : "+f"(r[i])::"memory");
}
template <int N>
__device__ __forceinline__ void fence_regs(unsigned (&r)[N]) {
#pragma unroll
  for (int i = 0; i < N; ++i) asm volatile("" : "+r"(r[i])::"memory");
}

// Shared-memory matrix descriptor, 128-byte swizzle: start address, leading and stride byte
// offsets, each stored >> 4 in 14 bits; swizzle mode 1 in bits 62-63.
__device__ __forceinline__ unsigned long long make_desc(unsigned addr, unsigned lbo, unsigned sbo) {
  return static_cast<unsigned long long>((addr & 0x3FFFF) >> 4) |
         (static_cast<unsigned long long>((lbo & 0x3FFFF) >> 4) << 16) |
         (static_cast<unsigned long long>((sbo & 0x3FFFF) >> 4) << 32) | (1ull << 62);
}

#define EVO_ACC4(b) "+f"(d[b]), "+f"(d[b + 1]), "+f"(d[b + 2]), "+f"(d[b + 3])
#define EVO_ACC8(b) EVO_ACC4(b), EVO_ACC4(b + 4)

// wgmma_ss: d (+)= A B, m64nNk16, A (Q) and B (K) from shared memory, both K-major; accumulate=0
// overwrites d. wgmma_rs: d += A B, A (P) from four fp16x2 registers, B (V) MN-major (imm-trans-b).
// N follows from the accumulator array: N = 2 * its length.
template <int kUnused = 0>
__device__ __forceinline__ void wgmma_ss(float (&d)[32], unsigned long long a_desc,
                                         unsigned long long b_desc, int accumulate) {
  asm volatile(
      "{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\n"
      "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {"
      "%0, %1, %2, %3, %4, %5, %6, %7,"
      "%8, %9, %10, %11, %12, %13, %14, %15,"
      "%16, %17, %18, %19, %20, %21, %22, %23,"
      "%24, %25, %26, %27, %28, %29, %30, %31"
      "}, %32, %33, p, 1, 1, 0, 0;\n}\n"
      : EVO_ACC8(0), EVO_ACC8(8), EVO_ACC8(16), EVO_ACC8(24)
      : "l"(a_desc), "l"(b_desc), "r"(accumulate));
}

template <int kUnused = 0>
__device__ __forceinline__ void wgmma_ss(float (&d)[64], unsigned long long a_desc,
                                         unsigned long long b_desc, int accumulate) {
  asm volatile(
      "{\n.reg .pred p;\nsetp.ne.b32 p, %66, 0;\n"
      "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {"
      "%0, %1, %2, %3, %4, %5, %6, %7,"
      "%8, %9, %10, %11, %12, %13, %14, %15,"
      "%16, %17, %18, %19, %20, %21, %22, %23,"
      "%24, %25, %26, %27, %28, %29, %30, %31,"
      "%32, %33, %34, %35, %36, %37, %38, %39,"
      "%40, %41, %42, %43, %44, %45, %46, %47,"
      "%48, %49, %50, %51, %52, %53, %54, %55,"
      "%56, %57, %58, %59, %60, %61, %62, %63"
      "}, %64, %65, p, 1, 1, 0, 0;\n}\n"
      : EVO_ACC8(0), EVO_ACC8(8), EVO_ACC8(16), EVO_ACC8(24), EVO_ACC8(32), EVO_ACC8(40), EVO_ACC8(48), EVO_ACC8(56)
      : "l"(a_desc), "l"(b_desc), "r"(accumulate));
}

template <int kUnused = 0>
__device__ __forceinline__ void wgmma_rs(float (&d)[32], unsigned a0, unsigned a1, unsigned a2,
                                         unsigned a3, unsigned long long b_desc) {
  asm volatile(
      "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {"
      "%0, %1, %2, %3, %4, %5, %6, %7,"
      "%8, %9, %10, %11, %12, %13, %14, %15,"
      "%16, %17, %18, %19, %20, %21, %22, %23,"
      "%24, %25, %26, %27, %28, %29, %30, %31"
      "}, {%32, %33, %34, %35}, %36, 1, 1, 1, 1;\n"
      : EVO_ACC8(0), EVO_ACC8(8), EVO_ACC8(16), EVO_ACC8(24)
      : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "l"(b_desc));
}

template <int kUnused = 0>
__device__ __forceinline__ void wgmma_rs(float (&d)[36], unsigned a0, unsigned a1, unsigned a2,
                                         unsigned a3, unsigned long long b_desc) {
  asm volatile(
      "wgmma.mma_async.sync.aligned.m64n72k16.f32.f16.f16 {"
      "%0, %1, %2, %3, %4, %5, %6, %7,"
      "%8, %9, %10, %11, %12, %13, %14, %15,"
      "%16, %17, %18, %19, %20, %21, %22, %23,"
      "%24, %25, %26, %27, %28, %29, %30, %31,"
      "%32, %33, %34, %35"
      "}, {%36, %37, %38, %39}, %40, 1, 1, 1, 1;\n"
      : EVO_ACC8(0), EVO_ACC8(8), EVO_ACC8(16), EVO_ACC8(24), EVO_ACC4(32)
      : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "l"(b_desc));
}

template <int kUnused = 0>
__device__ __forceinline__ void wgmma_rs(float (&d)[64], unsigned a0, unsigned a1, unsigned a2,
                                         unsigned a3, unsigned long long b_desc) {
  asm volatile(
      "wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {"
      "%0, %1, %2, %3, %4, %5, %6, %7,"
      "%8, %9, %10, %11, %12, %13, %14, %15,"
      "%16, %17, %18, %19, %20, %21, %22, %23,"
      "%24, %25, %26, %27, %28, %29, %30, %31,"
      "%32, %33, %34, %35, %36, %37, %38, %39,"
      "%40, %41, %42, %43, %44, %45, %46, %47,"
      "%48, %49, %50, %51, %52, %53, %54, %55,"
      "%56, %57, %58, %59, %60, %61, %62, %63"
      "}, {%64, %65, %66, %67}, %68, 1, 1, 1, 1;\n"
      : EVO_ACC8(0), EVO_ACC8(8), EVO_ACC8(16), EVO_ACC8(24), EVO_ACC8(32), EVO_ACC8(40), EVO_ACC8(48), EVO_ACC8(56)
      : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "l"(b_desc));
}


__device__ __forceinline__ float fast_exp2(float x) {
  float y;
  asm("ex2.approx.ftz.f32 %0, %1;\n" : "=f"(y) : "f"(x));
  return y;
}
// Two floats to fp16x2: `lo` in bits 0..15.
__device__ __forceinline__ unsigned pack_half2(float lo, float hi) {
  unsigned r;
  asm("cvt.rn.f16x2.f32 %0, %1, %2;\n" : "=r"(r) : "f"(hi), "f"(lo));
  return r;
}
__device__ __forceinline__ unsigned exp2_half2(unsigned x) {
  unsigned y;
  asm("ex2.approx.f16x2 %0, %1;\n" : "=r"(y) : "r"(x));
  return y;
}
__device__ __forceinline__ float quad_max(float x) {
  x = fmaxf(x, __shfl_xor_sync(0xffffffffu, x, 1));
  return fmaxf(x, __shfl_xor_sync(0xffffffffu, x, 2));
}
__device__ __forceinline__ float quad_sum(float x) {
  x += __shfl_xor_sync(0xffffffffu, x, 1);
  return x + __shfl_xor_sync(0xffffffffu, x, 2);
}

// Byte offset of 16-byte chunk `chunk` of row `row` in a swizzled tile of `rows` rows.
__device__ __forceinline__ int swizzled(int rows, int row, int chunk) {
  return (chunk >> 3) * rows * 128 + row * 128 + (((chunk & 7) ^ (row & 7)) << 4);
}

// cp.async of `kRows` rows of D fp16 (global row stride D) into a swizzled tile; `t` is this
// thread's index among the `kN` threads sharing the copy.
template <int kRows, int kN>
__device__ __forceinline__ void load_tile(unsigned tile, const half* __restrict__ src, int t) {
  constexpr int kChunks = D / 8;
  constexpr int kTotal = kRows * kChunks;
  static_assert(kTotal % kN == 0, "tile chunks must spread evenly over the threads");
#pragma unroll
  for (int i = 0; i < kTotal / kN; ++i) {
    const int idx = t + i * kN;
    const int row = idx / kChunks, chunk = idx % kChunks;
    cp_async16(tile + swizzled(kRows, row, chunk), src + row * D + chunk * 8);
  }
}

// Masks, exponentiates and packs one tile of scores. s: accumulators of S = Q K^T for rows
// (row0, row0 + 8) of this thread and keys key0 + 8j + 2*(lane%4) + {0,1}; m: running row max
// (scaled, log2 units), l: this thread's share of the running row sum (ROWSUM=alu), alpha: the
// factor the running O must take. p gets the fp16 P in the A-operand layout of the PV wgmma.
template <bool kMask>
__device__ __forceinline__ void softmax_tile(float (&s)[kSAcc], unsigned (&p)[kPRegs], float (&m)[2],
                                             float (&l)[2], float (&alpha)[2], float scale_log2,
                                             int key0, int row0, int qd) {
  if (kMask) {
#pragma unroll
    for (int i = 0; i < kSAcc; ++i) {
      const int col = key0 + 8 * (i / 4) + 2 * qd + (i & 1);
      const int row = row0 + ((i & 2) ? 8 : 0);
      if (col > row) s[i] = EVO_NEG_INF;
    }
  }
  float mx[2] = {EVO_NEG_INF, EVO_NEG_INF};
#pragma unroll
  for (int i = 0; i < kSAcc; ++i) mx[(i >> 1) & 1] = fmaxf(mx[(i >> 1) & 1], s[i]);
  float neg_m[2];
#pragma unroll
  for (int r = 0; r < 2; ++r) {
    // every row sees at least key key0 <= row in every tile it visits, so m_new is finite
    const float m_new = fmaxf(m[r], quad_max(mx[r]) * scale_log2);
    alpha[r] = fast_exp2(m[r] - m_new);
    m[r] = m_new;
    neg_m[r] = -m_new;
  }
  float sum[2] = {0.f, 0.f};
#pragma unroll
  for (int i = 0; i < kPRegs; ++i) {
    const int r = i & 1;  // pair i holds elements 2i, 2i+1: row (2i >> 1) & 1
    const float x0 = fmaf(s[2 * i], scale_log2, neg_m[r]);
    const float x1 = fmaf(s[2 * i + 1], scale_log2, neg_m[r]);
#if EVO_ABLATE & 2
    p[i] = pack_half2(x0, x1);
    sum[r] += x0 + x1;
#else
    if constexpr (kExpHalf) {
      p[i] = exp2_half2(pack_half2(x0, x1));
    } else {
      const float e0 = fast_exp2(x0), e1 = fast_exp2(x1);
      if constexpr (!kMmaRowSum) sum[r] += e0 + e1;
      p[i] = pack_half2(e0, e1);
    }
#endif
  }
  if constexpr (!kMmaRowSum) {
    l[0] = l[0] * alpha[0] + sum[0];
    l[1] = l[1] * alpha[1] + sum[1];
  }
}

}  // namespace

extern "C" __global__ void __launch_bounds__(kThreads, 1)
attention_wgmma(const half* __restrict__ q, const half* __restrict__ k, const half* __restrict__ v,
                half* __restrict__ o, float* __restrict__ partial_o, float* __restrict__ partial_ml,
                float scale) {
  (void)partial_o;
  (void)partial_ml;
  extern __shared__ unsigned char smem_raw[];
  {
    unsigned dyn;
    asm("mov.u32 %0, %%dynamic_smem_size;\n" : "=r"(dyn));
    if (dyn < static_cast<unsigned>(kSmemBytes)) __trap();
  }
  const unsigned raw = smem_addr(smem_raw);
  const unsigned base = (raw + 1023u) & ~1023u;
  unsigned char* const smem = smem_raw + (base - raw);  // generic pointer to the aligned base

  const int tid = threadIdx.x;
  // warpgroup index, read through a shuffle so that ptxas sees it is warp-uniform (branches on it
  // must not look divergent around wgmma)
  const int wg = KV_WG == 1 ? 0 : __shfl_sync(0xffffffffu, tid / 128, 0);
  const int wtid = tid % 128, warp = wtid / 32, lane = tid % 32;
  const int g = lane / 4, qd = lane % 4;
  const int qt = CAUSAL ? kQTiles - 1 - static_cast<int>(blockIdx.x) : static_cast<int>(blockIdx.x);
  const int q0 = qt * kBM;
  const size_t head = (static_cast<size_t>(blockIdx.z) * H + blockIdx.y) * static_cast<size_t>(S) * D;
  const half* const kg = k + head;
  const half* const vg = v + head;
  const float scale_log2 = scale * kLog2e;

  // Key tiles of this query tile, and this warpgroup's share (tiles wg, wg + KV_WG, ...).
  const int n_total = CAUSAL ? (q0 + kBM + BLOCK_N - 1) / BLOCK_N : S / BLOCK_N;
  const int n_mine = n_total > wg ? (n_total - wg + KV_WG - 1) / KV_WG : 0;

  const unsigned s_q = base;
  const unsigned s_slots = base + kOffKV + wg * STAGES * kSlotBytes;  // this warpgroup's slots
  const unsigned s_ones = base + kOffOnes;

  // Issues K and V of this warpgroup's local tile i into slot i % STAGES, one commit group
  // each; empty groups where there is no such tile, so that group counts stay uniform.
  auto load_kv = [&](int i) {
    const bool real = i < n_mine;
    const int key0 = (wg + i * KV_WG) * BLOCK_N;
    const unsigned slot = s_slots + (i % STAGES) * kSlotBytes;
    if (real) load_tile<BLOCK_N, 128>(slot, kg + static_cast<size_t>(key0) * D, wtid);
    cp_async_commit();
    if (real) load_tile<BLOCK_N, 128>(slot + kTileBytes, vg + static_cast<size_t>(key0) * D, wtid);
    cp_async_commit();
  };

  // ---- prologue: ones block, Q (all threads, first group), the first STAGES tiles
  if constexpr (kMmaRowSum) {
    if (tid < kOnesBytes / 16) {
      const unsigned one2 = 0x3C003C00u;  // two fp16 1.0
      asm volatile("st.shared.v4.b32 [%0], {%1, %1, %1, %1};\n" ::"r"(s_ones + tid * 16), "r"(one2)
                   : "memory");
    }
  }
  load_tile<kBM, kThreads>(s_q, q + head + static_cast<size_t>(q0) * D, tid);
#pragma unroll 1
  for (int i = 0; i < STAGES; ++i) load_kv(i);

  float o_acc[kOAcc];
#pragma unroll
  for (int i = 0; i < kOAcc; ++i) o_acc[i] = 0.f;
  float m[2] = {EVO_NEG_INF, EVO_NEG_INF};
  float l[2] = {0.f, 0.f};
  float alpha[2];
  float s_acc[kSAcc];
  unsigned p_a[kPRegs], p_b[kPRegs];

  const int row0 = q0 + warp * 16 + g;  // this thread's rows: row0, row0 + 8
  const int warp_row_min = q0 + warp * 16;

  auto issue_s = [&](int i) {
    const unsigned s_k = s_slots + (i % STAGES) * kSlotBytes;
#if EVO_ABLATE & 1
#pragma unroll
    for (int j = 0; j < kSAcc; ++j) s_acc[j] = 0.01f * j;
#else
#pragma unroll
    for (int kk = 0; kk < D / 16; ++kk) {
      // k-step kk: column block kk/4, then 32 bytes per k16 inside the 128-byte swizzle row
      // (the swizzle acts on address bits, so the start may sit inside the atom)
      const unsigned off = (kk % 4) * 32;
      const unsigned long long a = make_desc(s_q + (kk / 4) * kBM * 128 + off, 16, 1024);
      const unsigned long long b = make_desc(s_k + (kk / 4) * BLOCK_N * 128 + off, 16, 1024);
      wgmma_ss(s_acc, a, b, kk > 0);
    }
#endif
    wgmma_commit();
  };
  auto issue_pv = [&](int i, unsigned (&p)[kPRegs]) {
#if !(EVO_ABLATE & 4)
    const unsigned s_v = s_slots + (i % STAGES) * kSlotBytes + kTileBytes;
#pragma unroll
    for (int j = 0; j < BLOCK_N / 16; ++j) {
      const unsigned start = s_v + j * 2048;  // 16 keys of 128-byte rows
      // LBO: distance to the next 64 columns: V's second column block (D = 128), or the
      // ones block that supplies columns D..D+7 (ROWSUM=mma); unused otherwise.
      const unsigned lbo = D == 128 ? BLOCK_N * 128 : (kMmaRowSum ? s_ones - start : 16);
      wgmma_rs(o_acc, p[4 * j], p[4 * j + 1], p[4 * j + 2], p[4 * j + 3], make_desc(start, lbo, 1024));
    }
#endif
    wgmma_commit();
  };
  auto softmax = [&](int i, unsigned (&p)[kPRegs]) {
    const int key0 = (wg + i * KV_WG) * BLOCK_N;
    if (CAUSAL && key0 + BLOCK_N - 1 > warp_row_min)
      softmax_tile<true>(s_acc, p, m, l, alpha, scale_log2, key0, row0, qd);
    else
      softmax_tile<false>(s_acc, p, m, l, alpha, scale_log2, key0, row0, qd);
  };
  auto rescale_o = [&]() {
#pragma unroll
    for (int i = 0; i < kOAcc; ++i) o_acc[i] *= alpha[(i >> 1) & 1];
  };
  // Start of iteration i: this warpgroup's slot of local tile i - lag (PV done by every warp,
  // which passed the barrier just before) takes tile i - lag + STAGES.
  auto refill = [&](int i, int lag) {
    const int u = i - lag + STAGES;
    if (kRing && u >= STAGES) {
      load_kv(u);
    } else {
      cp_async_commit();
      cp_async_commit();
    }
  };

  // Group 0 (Q and the first K tile) must be in before anything; group count: 2*STAGES so far.
  cp_async_wait<2 * STAGES - 1>();
  fence_proxy_async();
  __syncthreads();

#if !(EVO_ABLATE & 16)
  if (PIPE) {
    // Before the wait of iteration i, 2*STAGES + 2*i groups are committed. K(i+1) is group
    // 2i+2 when it was among the first STAGES tiles; a refilled tile u (issued at iteration
    // u + 1 - STAGES) has groups 2u+2, 2u+3. V(i) is older than K(i+1). (STAGES == 1: one
    // tile, V(0) is group 1, nothing may stay pending.)
    if (n_mine > 0) {
      wgmma_fence();
      issue_s(0);
      wgmma_wait<0>();
      fence_regs(s_acc);
      softmax(0, p_a);
    }
    auto step = [&](int i, unsigned (&p_cur)[kPRegs], unsigned (&p_next)[kPRegs]) {
      cp_async_wait<kPendPipe>();
      fence_proxy_async();
      warpgroup_barrier(wg);
      refill(i, 1);
      const bool has_next = i + 1 < n_mine;
      wgmma_fence();
      if (has_next) issue_s(i + 1);
      issue_pv(i, p_cur);
      if (has_next) {
        wgmma_wait<1>();
        fence_regs(s_acc);
        softmax(i + 1, p_next);
        wgmma_wait<0>();
        fence_regs(o_acc);
        fence_regs(p_cur);
        rescale_o();
      } else {
        wgmma_wait<0>();
        fence_regs(o_acc);
        fence_regs(p_cur);
      }
    };
#pragma unroll 1
    for (int i = 0; i < n_mine; i += 2) {
      step(i, p_a, p_b);
      if (i + 1 < n_mine) step(i + 1, p_b, p_a);
    }
  } else {
    // K(i), V(i) are groups 2i, 2i+1 among the first STAGES tiles, 2i+4, 2i+5 when refilled
    // (at iteration i + 2 - STAGES).
#pragma unroll 1
    for (int i = 0; i < n_mine; ++i) {
      cp_async_wait<kPendPlain>();
      fence_proxy_async();
      warpgroup_barrier(wg);
      refill(i, 2);
      wgmma_fence();
      issue_s(i);
      wgmma_wait<0>();  // S(i), and PV(i-1) still in flight from the last iteration
      fence_regs(s_acc);
      fence_regs(o_acc);
      fence_regs(p_a);
      softmax(i, p_a);
      rescale_o();
      wgmma_fence();
      issue_pv(i, p_a);
    }
    wgmma_wait<0>();
    fence_regs(o_acc);
    fence_regs(p_a);
  }
#endif
  cp_async_wait<0>();  // nothing real is left in flight; empty groups only

  // ---- merge the warpgroups' (m, l, O) and normalise
  float l_row[2];
  if constexpr (kMmaRowSum) {
    l_row[0] = o_acc[kOAcc - 4];  // columns D..D+7 of P V against ones: the row sums
    l_row[1] = o_acc[kOAcc - 2];
  } else {
    l_row[0] = quad_sum(l[0]);
    l_row[1] = quad_sum(l[1]);
  }
  float f[2];
  if constexpr (KV_WG > 1) {
    float2* const ml = reinterpret_cast<float2*>(smem + kOffMl);
    const int r_loc = warp * 16 + g;
    if (qd == 0) {
      ml[wg * kBM + r_loc] = make_float2(m[0], l_row[0]);
      ml[wg * kBM + r_loc + 8] = make_float2(m[1], l_row[1]);
    }
    __syncthreads();
#pragma unroll
    for (int r = 0; r < 2; ++r) {
      float mm = EVO_NEG_INF;
#pragma unroll
      for (int w = 0; w < KV_WG; ++w) mm = fmaxf(mm, ml[w * kBM + r_loc + 8 * r].x);
      float ll = 0.f;
#pragma unroll
      for (int w = 0; w < KV_WG; ++w) {
        const float2 e = ml[w * kBM + r_loc + 8 * r];
        ll += e.y * fast_exp2(e.x - mm);  // a warpgroup without tiles has m = -inf: weight 0
      }
      f[r] = fast_exp2(m[r] - mm) / ll;
    }
    // Warpgroups w > 0 leave f*O in their first slot, [register][thread] (conflict-free).
    float* const mine = reinterpret_cast<float*>(smem + kOffKV + wg * STAGES * kSlotBytes);
    if (wg > 0) {
#pragma unroll
      for (int i = 0; i < D / 2; ++i) mine[i * 128 + wtid] = o_acc[i] * f[(i >> 1) & 1];
    }
    __syncthreads();
    if (wg > 0) return;
#pragma unroll
    for (int i = 0; i < D / 2; ++i) o_acc[i] *= f[(i >> 1) & 1];
#pragma unroll
    for (int w = 1; w < KV_WG; ++w) {
      const float* const other = reinterpret_cast<const float*>(smem + kOffKV + w * STAGES * kSlotBytes);
#pragma unroll
      for (int i = 0; i < D / 2; ++i) o_acc[i] += other[i * 128 + wtid];
    }
  } else {
    f[0] = 1.f / l_row[0];
    f[1] = 1.f / l_row[1];
#pragma unroll
    for (int i = 0; i < D / 2; ++i) o_acc[i] *= f[(i >> 1) & 1];
  }

  // ---- warpgroup 0: stage O (fp16) in its first slot, then 16-byte coalesced stores
  unsigned char* const stage = smem + kOffKV;
#pragma unroll
  for (int j = 0; j < D / 8; ++j) {
#pragma unroll
    for (int r = 0; r < 2; ++r) {
      const int row = warp * 16 + g + 8 * r;
      const int col = 8 * j + 2 * qd;
      *reinterpret_cast<unsigned*>(stage + row * kStageRowBytes + col * 2) =
          pack_half2(o_acc[4 * j + 2 * r], o_acc[4 * j + 2 * r + 1]);
    }
  }
  warpgroup_barrier(0);
  half* const og = o + head + static_cast<size_t>(q0) * D;
  constexpr int kChunks = D / 8;
#pragma unroll
  for (int i = 0; i < kBM * kChunks / 128; ++i) {
    const int idx = wtid + i * 128;
    const int row = idx / kChunks, chunk = idx % kChunks;
    const uint4 val = *reinterpret_cast<const uint4*>(stage + row * kStageRowBytes + chunk * 16);
    *reinterpret_cast<uint4*>(og + row * D + chunk * 8) = val;
  }
}
