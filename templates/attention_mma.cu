// evotune:template attention_mma
// evotune:about FlashAttention-2-style attention forward on tensor cores (mma.sync m16n8k16,
// evotune:about fp16 in, fp32 accumulate): Q in registers, K/V tiles through a cp.async ring in
// evotune:about shared memory, ldmatrix fragments, online softmax on exp2, optional split of the
// evotune:about key range over KV_SPLITS CTAs merged by a second kernel or inside a CTA cluster.
// evotune:param BLOCK_M {16,32,64,128} Query rows per CTA; BLOCK_M*KV_WARPS/NUM_WARPS (rows per warp) must be 16, 32 or 64.
// evotune:param BLOCK_N {32,64,128} Keys per shared-memory tile.
// evotune:param NUM_WARPS {1,2,4,8,16} Warps per CTA: NUM_WARPS/KV_WARPS warps cover the rows, KV_WARPS groups of them the keys.
// evotune:param STAGES {1,2,3,4} K/V tiles in flight (1: K and V of one tile, V loads under QK^T).
// evotune:param SWIZZLE {xor16,pad16} Shared rows: 16-byte chunks XOR-swizzled by row (D>=64), or rows padded by 16 bytes.
// evotune:param KV_WARPS {1,2,4} Warp groups inside a CTA that split every key tile (BLOCK_N/KV_WARPS keys each, a multiple of 16), merged in shared memory at the end.
// evotune:param KV_SPLITS {1,2,4,8} CTAs sharing one query tile, each taking a slice of the key tiles.
// evotune:param COMBINE {kernel,cluster} How splits merge: attention_mma_combine (second launch), or a thread-block cluster through distributed shared memory (sm_90).
// evotune:param MIN_CTAS {1,2,3,4} CTAs per SM the register allocation must allow (__launch_bounds__).
// evotune:param KV_BARRIERS {1,2} Barriers per key tile with PIPE_S=0: 2 lets V land while QK^T runs; 1 waits for K and V together (STAGES >= 2).
// evotune:param M_PAIRS {0,1} 1: a CTA takes query tile i and then tile S/BLOCK_M-1-i (balances CAUSAL work; half the CTAs).
// evotune:param PIPE_S {0,1} 1: compute S of the next key tile while the softmax of this one runs (needs STAGES >= 3).
// evotune:problem B H S D CAUSAL
// evotune:requires sm_80
//
// Layout: q, k, v, o are [B, H, S, D] contiguous fp16; `scale` multiplies q k^T (1/sqrt(D)).
// CAUSAL: query i sees keys j <= i. Needs S % BLOCK_M == 0, S % BLOCK_N == 0, D in {64, 128}
// for xor16 (D % 16 == 0 for pad16). KV_SPLITS == 1 ignores COMBINE.
//
// Launch geometry (ROW_BYTES = 2*D + (SWIZZLE == pad16 ? 16 : 0)):
//   attention_mma
//     grid  (S/BLOCK_M / (M_PAIRS ? 2 : 1) * KV_SPLITS, H, B), block (32*NUM_WARPS, 1, 1)
//     dynamic shared memory, bytes:
//       max((BLOCK_M + 2*STAGES*BLOCK_N) * ROW_BYTES,
//           KV_WARPS > 1 ? BLOCK_M*ROW_BYTES + (KV_WARPS-1)*BLOCK_M*(4*D + 32) : 0,
//           KV_SPLITS > 1 && COMBINE == cluster ? 4*BLOCK_M*D : 0)
//     plus 8*BLOCK_M bytes of static shared memory when KV_SPLITS > 1 && COMBINE == cluster.
//     Where static + dynamic exceeds 48 KiB the function's max-dynamic-shared-memory attribute
//     must be raised to the dynamic size. The kernel traps if it gets less dynamic memory.
//     COMBINE == cluster compiles in __cluster_dims__(KV_SPLITS, 1, 1): an ordinary launch forms
//     the clusters (gridDim.x is a multiple of KV_SPLITS).
//   attention_mma_combine (only when KV_SPLITS > 1 and COMBINE == kernel; after attention_mma)
//     grid  (ceil_div(B*H*S*D/8, 256), 1, 1), block (256, 1, 1), no dynamic shared memory
// Both entries take the same parameters:
//   (q, k, v, o, partial_o, partial_ml, scale)
// partial_o  float [KV_SPLITS, B, H, S, D]: unnormalised O of each split (scratch)
// partial_ml float [KV_SPLITS, B, H, S, 2]: row max (log2 units) and row sum of each split
// Both are used only by COMBINE == kernel with KV_SPLITS > 1; otherwise any pointer will do.
//
// Work split: a CTA owns BLOCK_M query rows of one (b, h) (two such tiles one after the other
// with M_PAIRS) and key tiles [t_begin, t_end) of that query tile's key range (causal: only
// tiles at or below the diagonal, shared evenly among the splits). Its warps form KV_WARPS key
// groups of NUM_WARPS/KV_WARPS warps; warp w of a group owns RPW = BLOCK_M*KV_WARPS/NUM_WARPS
// rows (RPW/16 m16 tiles) and, of every key tile, the group's BLOCK_N/KV_WARPS keys. Per key
// tile a warp computes S = Q K^T (m16n8k16, K fragments by ldmatrix), updates the running row
// max m and row sum l in registers (quad shuffles), turns P into fp16 A fragments straight from
// the S accumulators and adds P V (V fragments by ldmatrix.trans). The key groups merge their
// (m, l, O) through shared memory at the end; then splits merge (combine kernel or cluster).

#include <cuda_fp16.h>

#if !defined(B) || !defined(H) || !defined(S) || !defined(D) || !defined(CAUSAL)
#error "attention_mma needs the problem macros B, H, S, D and CAUSAL"
#endif
#if !defined(BLOCK_M) || !defined(BLOCK_N) || !defined(NUM_WARPS) || !defined(STAGES) || \
    !defined(SWIZZLE) || !defined(KV_SPLITS) || !defined(COMBINE) || !defined(MIN_CTAS) || \
    !defined(PIPE_S) || !defined(KV_WARPS) || !defined(M_PAIRS) || !defined(KV_BARRIERS)
#error "attention_mma needs BLOCK_M BLOCK_N NUM_WARPS STAGES SWIZZLE KV_WARPS KV_SPLITS COMBINE MIN_CTAS KV_BARRIERS M_PAIRS PIPE_S"
#endif
// Development only (bench/mma_dev.py --ablate): bits that remove one part of the work to
// measure its cost; results are wrong when set. 1: QK^T mma, 2: exp2, 4: PV mma,
// 8: K/V loads after the first ring fill, 16: all key tiles.
#ifndef EVO_ABLATE
#define EVO_ABLATE 0
#endif

// Named choices arrive as bare words; map them to numbers by token pasting.
#define EVO_CAT_(a, b) a##b
#define EVO_CAT(a, b) EVO_CAT_(a, b)
#define EVO_SWIZZLE_xor16 1
#define EVO_SWIZZLE_pad16 2
#define EVO_COMBINE_kernel 1
#define EVO_COMBINE_cluster 2
#define SWIZZLE_ID EVO_CAT(EVO_SWIZZLE_, SWIZZLE)
#define COMBINE_ID EVO_CAT(EVO_COMBINE_, COMBINE)
#if SWIZZLE_ID != 1 && SWIZZLE_ID != 2
#error "SWIZZLE must be xor16 or pad16"
#endif
#if COMBINE_ID != 1 && COMBINE_ID != 2
#error "COMBINE must be kernel or cluster"
#endif
#define EVO_NEG_INF __int_as_float(0xff800000)  // -inf (NVRTC has no __builtin_huge_valf)
#define USE_CLUSTER (KV_SPLITS > 1 && COMBINE_ID == 2)
#define USE_PARTIALS (KV_SPLITS > 1 && COMBINE_ID == 1)

#if USE_CLUSTER && defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 900
#error "COMBINE=cluster needs sm_90 (thread-block clusters)"
#endif

namespace {

// Compile-time sizes as enumerators, not constexpr variables: NVRTC emits every
// namespace-scope constexpr variable as a module global ("N bytes gmem"), which the
// gmem gate rejects.
enum : int {
  kThreads = NUM_WARPS * 32,
  kWarpsM = NUM_WARPS / KV_WARPS,     // warps along the rows
  kRowsPerWarp = BLOCK_M / kWarpsM,
  kKeysPerWarp = BLOCK_N / KV_WARPS,  // keys of each tile one warp handles
  kMT = kRowsPerWarp / 16,  // m16 tiles per warp
  kNT = kKeysPerWarp / 8,   // n8 tiles of S per key tile and warp
  kPK = kKeysPerWarp / 16,  // k16 chunks of P per key tile and warp
  kDK = D / 16,             // k16 steps over the head dimension
  kDT = D / 8,              // n8 tiles of O over the head dimension
  kChunks = D / 8,          // 16-byte chunks per row
  kXor = SWIZZLE_ID == 1,
  kRowBytes = 2 * D + (kXor ? 0 : 16),
  kMTiles = S / BLOCK_M,
  kKeyTiles = S / BLOCK_N,
  kMainSmem = (BLOCK_M + 2 * STAGES * BLOCK_N) * kRowBytes,
  kClusterSmem = USE_CLUSTER ? 4 * BLOCK_M * D : 0,
  // KV_WARPS merge: per warp group after the first, every thread's O fragments and (m, l),
  // placed after the Q tile.
  kMergeFloatsPerWarp = 32 * (kMT * (D / 8) * 4 + 4 * kMT),
  kMergeSmem = KV_WARPS > 1 ? BLOCK_M * kRowBytes + (KV_WARPS - 1) * BLOCK_M * (4 * D + 32) : 0,
  kSmemBytes = kMainSmem > kClusterSmem ? (kMainSmem > kMergeSmem ? kMainSmem : kMergeSmem)
                                                    : (kClusterSmem > kMergeSmem ? kClusterSmem : kMergeSmem),
};
#define EVO_LOG2E 1.4426950408889634f

static_assert(NUM_WARPS % KV_WARPS == 0, "NUM_WARPS must be a multiple of KV_WARPS");
static_assert(BLOCK_M % kWarpsM == 0 && (kRowsPerWarp == 16 || kRowsPerWarp == 32 || kRowsPerWarp == 64),
              "rows per warp, BLOCK_M * KV_WARPS / NUM_WARPS, must be 16, 32 or 64");
static_assert(!M_PAIRS || kMTiles % 2 == 0, "M_PAIRS needs an even number of query tiles");
static_assert(BLOCK_N % (16 * KV_WARPS) == 0, "BLOCK_N / KV_WARPS must be a multiple of 16");
static_assert(kMergeFloatsPerWarp * 4 * kWarpsM == BLOCK_M * (4 * D + 32), "merge buffer layout");
static_assert(S % BLOCK_M == 0 && S % BLOCK_N == 0, "S must be a multiple of BLOCK_M and BLOCK_N");
static_assert(D % 16 == 0 && D <= 256, "D must be a multiple of 16, at most 256");
static_assert(!kXor || D % 64 == 0, "SWIZZLE=xor16 needs D a multiple of 64");
static_assert(STAGES >= 1 && STAGES <= 4, "STAGES must be 1..4");
static_assert(BLOCK_M % KV_SPLITS == 0, "cluster combine splits the tile's rows over the splits");
static_assert(KV_SPLITS >= 1 && KV_SPLITS <= 8, "KV_SPLITS must be 1..8");
static_assert(KV_BARRIERS == 2 || (KV_BARRIERS == 1 && STAGES >= 2), "KV_BARRIERS=1 needs STAGES >= 2");
static_assert(PIPE_S == 0 || STAGES >= 3, "PIPE_S=1 keeps tiles t and t+1 resident while t+2 loads: STAGES >= 3");

// Byte offset of 16-byte chunk `chunk` of row `row` inside a shared tile.
__device__ __forceinline__ int tile_offset(int row, int chunk) {
  if constexpr (kXor) {
    return row * kRowBytes + ((chunk ^ (row & 7)) << 4);
  } else {
    return row * kRowBytes + (chunk << 4);
  }
}

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

__device__ __forceinline__ void ldmatrix_x4(unsigned (&r)[4], unsigned addr) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
               : "r"(addr));
}
__device__ __forceinline__ void ldmatrix_x4_trans(unsigned (&r)[4], unsigned addr) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];\n"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
               : "r"(addr));
}

// c += a * b for one m16n8k16 tile: a = 4 regs of fp16x2, b = 2 regs, c = 4 fp32.
__device__ __forceinline__ void mma16816(float (&c)[4], const unsigned (&a)[4], unsigned b0,
                                         unsigned b1) {
  asm volatile(
      "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, "
      "{%8,%9}, {%0,%1,%2,%3};\n"
      : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
      : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
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

// Copies `kRows` rows of D fp16 (global row stride D) into a shared tile, 16 bytes per cp.async.
template <int kRows>
__device__ __forceinline__ void load_tile_async(unsigned tile, const half* __restrict__ src) {
  constexpr int kTotal = kRows * kChunks;
  static_assert(kTotal % kThreads == 0 || kTotal < kThreads, "tile chunks must spread evenly");
#pragma unroll
  for (int i = 0; i < (kTotal + kThreads - 1) / kThreads; ++i) {
    const int idx = threadIdx.x + i * kThreads;
    if (kTotal % kThreads == 0 || idx < kTotal) {
      const int row = idx / kChunks;
      const int chunk = idx % kChunks;
      cp_async16(tile + tile_offset(row, chunk), src + row * D + chunk * 8);
    }
  }
}

__device__ __forceinline__ float quad_max(float x) {
  x = fmaxf(x, __shfl_xor_sync(0xffffffffu, x, 1));
  return fmaxf(x, __shfl_xor_sync(0xffffffffu, x, 2));
}
__device__ __forceinline__ float quad_sum(float x) {
  x += __shfl_xor_sync(0xffffffffu, x, 1);
  return x + __shfl_xor_sync(0xffffffffu, x, 2);
}


// Running state of the online softmax for this warp's rows: O accumulators, row max m
// (scaled scores, log2 units) and this thread's share of the row sum l (quad-reduced at the end).
struct WarpState {
  float o[kMT][kDT][4];
  float m[kMT][2];
  float l[kMT][2];
  __device__ __forceinline__ void init() {
#pragma unroll
    for (int mt = 0; mt < kMT; ++mt) {
#pragma unroll
      for (int dt = 0; dt < kDT; ++dt)
#pragma unroll
        for (int e = 0; e < 4; ++e) o[mt][dt][e] = 0.f;
      m[mt][0] = m[mt][1] = EVO_NEG_INF;
      l[mt][0] = l[mt][1] = 0.f;
    }
  }
};

__device__ __forceinline__ void zero_scores(float (&s)[kMT][kNT][4], int lane) {
#pragma unroll
  for (int mt = 0; mt < kMT; ++mt)
#pragma unroll
    for (int nt = 0; nt < kNT; ++nt)
#pragma unroll
      for (int e = 0; e < 4; ++e) {
#if EVO_ABLATE & 1
        s[mt][nt][e] = static_cast<float>(nt * 4 + e) * 0.01f + lane * 1e-3f;  // distinct, no QK
#else
        s[mt][nt][e] = 0.f;
#endif
      }
}

// One k16 step of S += Q K^T over all n8 tiles of a key tile. ldmatrix.x4 on K rows gives
// {keys nt, d lo}, {nt, d hi}, {nt+1, d lo}, {nt+1, d hi}: the B fragments of n tiles nt, nt+1.
__device__ __forceinline__ void qk_step(float (&s)[kMT][kNT][4], const unsigned (&qf)[kMT][kDK][4],
                                        unsigned s_k, int key0, int kk, int lane) {
#if !(EVO_ABLATE & 1)
#pragma unroll
  for (int nt = 0; nt < kNT; nt += 2) {
    unsigned kb[4];
    const int row = key0 + nt * 8 + (lane / 16) * 8 + (lane % 8);
    const int chunk = 2 * kk + ((lane / 8) & 1);
    ldmatrix_x4(kb, s_k + tile_offset(row, chunk));
#pragma unroll
    for (int mt = 0; mt < kMT; ++mt) {
      mma16816(s[mt][nt], qf[mt][kk], kb[0], kb[1]);
      mma16816(s[mt][nt + 1], qf[mt][kk], kb[2], kb[3]);
    }
  }
#endif
}

// Causal mask, row max, and rescale of the running state for one tile. `base` gets the value
// subtracted before exp2 (the new max; 0 for a causal row that has seen no key yet, so that
// exp2(-inf - base) is 0 rather than NaN). Rows g and g+8 of each m16 tile.
__device__ __forceinline__ void softmax_rescale(float (&s)[kMT][kNT][4], WarpState& st,
                                                float (&base)[kMT][2], float scale_log2,
                                                bool needs_mask, int row0, int n0, int lane) {
  const int g = lane / 4, qd = lane % 4;
#pragma unroll
  for (int mt = 0; mt < kMT; ++mt) {
    if (CAUSAL && needs_mask) {
#pragma unroll
      for (int nt = 0; nt < kNT; ++nt)
#pragma unroll
        for (int e = 0; e < 4; ++e) {
          const int row = row0 + mt * 16 + g + (e / 2) * 8;
          const int col = n0 + nt * 8 + 2 * qd + (e % 2);
          if (col > row) s[mt][nt][e] = EVO_NEG_INF;
        }
    }
#pragma unroll
    for (int h2 = 0; h2 < 2; ++h2) {
      float mx = EVO_NEG_INF;
#pragma unroll
      for (int nt = 0; nt < kNT; ++nt) mx = fmaxf(mx, fmaxf(s[mt][nt][2 * h2], s[mt][nt][2 * h2 + 1]));
      mx = quad_max(mx) * scale_log2;
      const float m_new = fmaxf(st.m[mt][h2], mx);
      const float b = (CAUSAL && m_new == EVO_NEG_INF) ? 0.f : m_new;
      const float alpha = fast_exp2(st.m[mt][h2] - b);
      st.m[mt][h2] = m_new;
      base[mt][h2] = b;
      st.l[mt][h2] *= alpha;
#pragma unroll
      for (int dt = 0; dt < kDT; ++dt) {
        st.o[mt][dt][2 * h2] *= alpha;
        st.o[mt][dt][2 * h2 + 1] *= alpha;
      }
    }
  }
}

// p = exp2(s * scale_log2 - base) for the n8 tiles of share `part` (of kDK shares), summed into l.
__device__ __forceinline__ void softmax_exp(float (&s)[kMT][kNT][4], WarpState& st,
                                            const float (&base)[kMT][2], float scale_log2, int part) {
  const int lo = part * kNT / kDK, hi = (part + 1) * kNT / kDK;
#pragma unroll
  for (int mt = 0; mt < kMT; ++mt)
#pragma unroll
    for (int nt = 0; nt < kNT; ++nt) {
      if (nt < lo || nt >= hi) continue;
#pragma unroll
      for (int e = 0; e < 4; ++e) {
#if EVO_ABLATE & 2
        const float p = fmaf(s[mt][nt][e], scale_log2, -base[mt][e / 2]);  // ablation: no exp2
#else
        const float p = fast_exp2(fmaf(s[mt][nt][e], scale_log2, -base[mt][e / 2]));
#endif
        s[mt][nt][e] = p;
        st.l[mt][e / 2] += p;
      }
    }
}

// The S accumulator layout of n8 tiles 2j, 2j+1 is the A fragment layout of k16 chunk j.
__device__ __forceinline__ void pack_p(const float (&s)[kMT][kNT][4], unsigned (&pf)[kMT][kPK][4]) {
#pragma unroll
  for (int mt = 0; mt < kMT; ++mt)
#pragma unroll
    for (int j = 0; j < kPK; ++j) {
      pf[mt][j][0] = pack_half2(s[mt][2 * j][0], s[mt][2 * j][1]);
      pf[mt][j][1] = pack_half2(s[mt][2 * j][2], s[mt][2 * j][3]);
      pf[mt][j][2] = pack_half2(s[mt][2 * j + 1][0], s[mt][2 * j + 1][1]);
      pf[mt][j][3] = pack_half2(s[mt][2 * j + 1][2], s[mt][2 * j + 1][3]);
    }
}

// O += P V over the first `live` 16-key chunks of the tile. ldmatrix.x4.trans on V rows gives
// {keys 0-7, d tile dt}, {keys 8-15, dt}, {keys 0-7, dt+1}, {keys 8-15, dt+1}.
__device__ __forceinline__ void pv_tile(const unsigned (&pf)[kMT][kPK][4], WarpState& st,
                                        unsigned s_v, int key0, int lane, int live) {
#if !(EVO_ABLATE & 4)
#pragma unroll
  for (int j = 0; j < kPK; ++j) {
    if (CAUSAL && j >= live) break;
#pragma unroll
    for (int dt = 0; dt < kDT; dt += 2) {
      unsigned vb[4];
      const int row = key0 + j * 16 + (lane % 8) + ((lane / 8) & 1) * 8;
      const int chunk = dt + lane / 16;
      ldmatrix_x4_trans(vb, s_v + tile_offset(row, chunk));
#pragma unroll
      for (int mt = 0; mt < kMT; ++mt) {
        mma16816(st.o[mt][dt], pf[mt][j], vb[0], vb[1]);
        mma16816(st.o[mt][dt + 1], pf[mt][j], vb[2], vb[3]);
      }
    }
  }
#endif
}

#if USE_CLUSTER
__device__ __forceinline__ unsigned cluster_rank() {
  unsigned r;
  asm volatile("mov.u32 %0, %%cluster_ctarank;\n" : "=r"(r));
  return r;
}
// Whole-cluster barrier; release/acquire orders shared-memory writes before peers' reads.
__device__ __forceinline__ void cluster_sync() {
  asm volatile("barrier.cluster.arrive.release.aligned;\nbarrier.cluster.wait.acquire.aligned;\n" ::
                   : "memory");
}
// Address of the same shared-memory location in cluster CTA `rank`.
__device__ __forceinline__ unsigned map_rank(unsigned addr, unsigned rank) {
  unsigned r;
  asm volatile("mapa.shared::cluster.u32 %0, %1, %2;\n" : "=r"(r) : "r"(addr), "r"(rank));
  return r;
}
__device__ __forceinline__ float ld_cluster_f32(unsigned addr) {
  float v;
  asm volatile("ld.shared::cluster.f32 %0, [%1];\n" : "=f"(v) : "r"(addr) : "memory");
  return v;
}
__device__ __forceinline__ float4 ld_cluster_f32x4(unsigned addr) {
  float4 v;
  asm volatile("ld.shared::cluster.v4.f32 {%0,%1,%2,%3}, [%4];\n"
               : "=f"(v.x), "=f"(v.y), "=f"(v.z), "=f"(v.w)
               : "r"(addr)
               : "memory");
  return v;
}
// fp32 O staging for the cluster merge: row-major, 16-byte chunks XOR-swizzled by row.
__device__ __forceinline__ int obuf_offset(int row, int chunk4) {
  return row * (4 * D) + ((chunk4 ^ (row & 7)) << 4);
}
#endif

}  // namespace

#if USE_CLUSTER
#define EVO_CLUSTER_DIMS __cluster_dims__(KV_SPLITS, 1, 1)
#else
#define EVO_CLUSTER_DIMS
#endif

extern "C" __global__ void __launch_bounds__(kThreads, MIN_CTAS) EVO_CLUSTER_DIMS
attention_mma(const half* __restrict__ q, const half* __restrict__ k, const half* __restrict__ v,
              half* __restrict__ o, float* __restrict__ partial_o,
              float* __restrict__ partial_ml, float scale) {
  extern __shared__ __align__(128) unsigned char smem[];
  {
    unsigned dyn;
    asm("mov.u32 %0, %%dynamic_smem_size;\n" : "=r"(dyn));
    if (dyn < static_cast<unsigned>(kSmemBytes)) __trap();
  }
  const unsigned s_base = smem_addr(smem);
  const unsigned s_q = s_base;
  const unsigned s_kv = s_base + BLOCK_M * kRowBytes;  // stage s: K at +2s*T, V at +(2s+1)*T
  constexpr int kTileBytes = BLOCK_N * kRowBytes;

  const int split = blockIdx.x % KV_SPLITS;
  const int tile_slot = static_cast<int>(blockIdx.x / KV_SPLITS);
  for (int pass = 0; pass < (M_PAIRS ? 2 : 1); ++pass) {
    // Highest query tiles first: under CAUSAL they carry the most key tiles. With M_PAIRS the CTA
    // then takes the mirror tile, so that every CTA gets about the same number of key tiles.
    const int m_tile = pass == 0 ? (kMTiles - 1) - tile_slot : tile_slot;
    if (pass > 0) __syncthreads();  // the previous pass may still read shared memory
    const int bh = blockIdx.z * H + blockIdx.y;
    const int m0 = m_tile * BLOCK_M;
    const size_t head = static_cast<size_t>(bh) * S * D;

    const int warp = threadIdx.x / 32;
    const int lane = threadIdx.x % 32;
    const int g = lane / 4;  // row inside an 8-row group of a fragment
    const int qd = lane % 4; // column pair inside a fragment
    const int key_group = warp / kWarpsM;      // which KV_WARPS share of every key tile
    const int w_row0 = (warp % kWarpsM) * kRowsPerWarp;  // first row of this warp inside the tile
    const int key0 = key_group * kKeysPerWarp;           // first key of this warp inside a tile

    // Key tiles of this CTA.
    const int n_tiles = CAUSAL ? min(kKeyTiles, (m0 + BLOCK_M + BLOCK_N - 1) / BLOCK_N) : kKeyTiles;
    const int per_split = (n_tiles + KV_SPLITS - 1) / KV_SPLITS;
    const int t_begin = min(split * per_split, n_tiles);
    int t_end = min(t_begin + per_split, n_tiles);

    const half* __restrict__ k_head = k + head;
    const half* __restrict__ v_head = v + head;
    // Loads K and V of key tile t into stage `stage` (when `live`) and commits: one cp.async
    // group for K and one for V (PIPE_S == 0), or one group for both (PIPE_S == 1).
    auto load_kv = [&](unsigned ring, int stage, const half* kh, int t, bool live) {
#if EVO_ABLATE & 8
      live = live && t < t_begin + STAGES;  // ablation: only the first ring fill is loaded
#endif
      const unsigned dst = ring + (2 * stage) * kTileBytes;
      if (live) load_tile_async<BLOCK_N>(dst, kh + static_cast<size_t>(t) * BLOCK_N * D);
      if (!PIPE_S) cp_async_commit();
      if (live) load_tile_async<BLOCK_N>(dst + kTileBytes, v_head + static_cast<size_t>(t) * BLOCK_N * D);
      cp_async_commit();
    };

    load_tile_async<BLOCK_M>(s_q, q + head + static_cast<size_t>(m0) * D);
    cp_async_commit();
#if EVO_ABLATE & 16
    t_end = t_begin;  // ablation: no key tiles (fixed cost of a CTA)
#endif
    if constexpr (STAGES > 1) {
#pragma unroll
      for (int s = 0; s < STAGES - 1; ++s) load_kv(s_kv, s, k_head, t_begin + s, t_begin + s < t_end);
      // Q (and, with PIPE_S, tile t_begin) must land: allow the newer groups to stay pending.
      cp_async_wait<PIPE_S ? STAGES - 2 : 2 * (STAGES - 1)>();
    } else {
      cp_async_wait<0>();
    }
    __syncthreads();

    // Q fragments (A operand): matrices {rows 0-7, k lo}, {rows 8-15, k lo}, {rows 0-7, k hi}, {8-15, k hi}.
    unsigned qf[kMT][kDK][4];
#pragma unroll
    for (int mt = 0; mt < kMT; ++mt) {
#pragma unroll
      for (int kk = 0; kk < kDK; ++kk) {
        const int row = w_row0 + mt * 16 + (lane % 8) + ((lane / 8) & 1) * 8;
        const int chunk = 2 * kk + lane / 16;
        ldmatrix_x4(qf[mt][kk], s_q + tile_offset(row, chunk));
      }
    }

    const float scale_log2 = scale * EVO_LOG2E;
    WarpState st;
    st.init();
    unsigned pf[kMT][kPK][4];  // P as fp16 A fragments
    // Causal: a warp whose rows all precede tile t has nothing to do there (it still joins
    // barriers and loads); a tile reaching past the warp's first row needs masking.
    const int warp_first = m0 + w_row0;
    const int warp_last = warp_first + kRowsPerWarp - 1;
    auto active = [&](int t) { return !CAUSAL || t * BLOCK_N + key0 <= warp_last; };
    auto needs_mask = [&](int t) { return CAUSAL && t * BLOCK_N + key0 + kKeysPerWarp - 1 > warp_first; };
    // 16-key chunks of this warp's share of tile t that hold a key visible to its rows.
    auto live_chunks = [&](int t) {
      return CAUSAL ? min(kPK, (warp_last - t * BLOCK_N - key0) / 16 + 1) : kPK;
    };

#if PIPE_S == 0
    for (int t = t_begin; t < t_end; ++t) {
      const int it = t - t_begin;
      const int stage = STAGES > 1 ? it % STAGES : 0;
      if constexpr (STAGES == 1) {
        __syncthreads();  // every warp is done with the previous tile
        load_kv(s_kv, 0, k_head, t, true);
        cp_async_wait<1>();
      } else {
        // K of tile t has landed (and V too when one barrier per tile is asked for).
        cp_async_wait<KV_BARRIERS == 1 ? 2 * STAGES - 4 : 2 * STAGES - 3>();
      }
      __syncthreads();
      if constexpr (STAGES > 1) {
        // Refill the stage every warp finished in the previous iteration.
        const int tp = t + STAGES - 1;
        load_kv(s_kv, (it + STAGES - 1) % STAGES, k_head, tp, tp < t_end);
      }
      const unsigned s_k = s_kv + (2 * stage) * kTileBytes;
      const unsigned s_v = s_k + kTileBytes;
      float s_acc[kMT][kNT][4];
      if (active(t)) {
        zero_scores(s_acc, lane);
#pragma unroll
        for (int kk = 0; kk < kDK; ++kk) qk_step(s_acc, qf, s_k, key0, kk, lane);
        float base[kMT][2];
        softmax_rescale(s_acc, st, base, scale_log2, needs_mask(t), warp_first, t * BLOCK_N + key0, lane);
#pragma unroll
        for (int kk = 0; kk < kDK; ++kk) softmax_exp(s_acc, st, base, scale_log2, kk);
        pack_p(s_acc, pf);
      }
      if constexpr (KV_BARRIERS == 2) {
        cp_async_wait<STAGES == 1 ? 0 : 2 * STAGES - 2>();  // V of tile t has landed
        __syncthreads();
      }
      if (active(t)) pv_tile(pf, st, s_v, key0, lane, live_chunks(t));
    }
#else
    // S of tile t+1 is computed while the softmax of tile t runs: its mma.sync steps are
    // interleaved with the exponentials, so the tensor pipe and the MUFU work side by side.
    // Each tile (K and V) is one cp.async group; tiles t and t+1 are resident during step t.
    float s_a[kMT][kNT][4], s_b[kMT][kNT][4];
    zero_scores(s_a, lane);
    if (t_begin < t_end && active(t_begin)) {
#pragma unroll
      for (int kk = 0; kk < kDK; ++kk) qk_step(s_a, qf, s_kv, key0, kk, lane);
    }
    auto step = [&](float (&s_cur)[kMT][kNT][4], float (&s_next)[kMT][kNT][4], int t) {
      const int it = t - t_begin;
      cp_async_wait<STAGES - 3>();  // tile t+1 has landed
      __syncthreads();              // ... for every thread; tile t-1's stage is free
      {
        const int tp = t + STAGES - 1;
        load_kv(s_kv, (it + STAGES - 1) % STAGES, k_head, tp, tp < t_end);
      }
      const unsigned s_k_next = s_kv + (2 * ((it + 1) % STAGES)) * kTileBytes;
      const unsigned s_v = s_kv + (2 * (it % STAGES) + 1) * kTileBytes;
      const bool cur = active(t);
      const bool next = t + 1 < t_end && active(t + 1);
      float base[kMT][2];
      if (cur) softmax_rescale(s_cur, st, base, scale_log2, needs_mask(t), warp_first, t * BLOCK_N + key0, lane);
      zero_scores(s_next, lane);
#pragma unroll
      for (int kk = 0; kk < kDK; ++kk) {
        if (next) qk_step(s_next, qf, s_k_next, key0, kk, lane);
        if (cur) softmax_exp(s_cur, st, base, scale_log2, kk);
      }
      if (cur) {
        pack_p(s_cur, pf);
        pv_tile(pf, st, s_v, key0, lane, live_chunks(t));
      }
    };
    for (int t = t_begin; t < t_end; t += 2) {
      step(s_a, s_b, t);
      if (t + 1 < t_end) step(s_b, s_a, t + 1);
    }
#endif

#if KV_WARPS > 1
    // Merge the key groups into group 0: the warp with the same rows in another group holds the
    // same fragment layout, so each thread merges exactly the values its counterparts wrote.
    __syncthreads();  // every warp has left the loop: the K/V ring may be overwritten
    {
      float* merge = reinterpret_cast<float*>(smem + BLOCK_M * kRowBytes);
      constexpr int kOFloats = 32 * kMT * kDT * 4;
      const int wm = warp % kWarpsM;
      if (key_group > 0) {
        float* dst = merge + ((key_group - 1) * kWarpsM + wm) * kMergeFloatsPerWarp;
#pragma unroll
        for (int mt = 0; mt < kMT; ++mt) {
#pragma unroll
          for (int dt = 0; dt < kDT; ++dt)
            *reinterpret_cast<float4*>(dst + ((mt * kDT + dt) * 32 + lane) * 4) =
                make_float4(st.o[mt][dt][0], st.o[mt][dt][1], st.o[mt][dt][2], st.o[mt][dt][3]);
          *reinterpret_cast<float4*>(dst + kOFloats + (mt * 32 + lane) * 4) =
              make_float4(st.m[mt][0], st.m[mt][1], st.l[mt][0], st.l[mt][1]);
        }
      }
      __syncthreads();
      if (key_group == 0) {
#pragma unroll
        for (int other = 1; other < KV_WARPS; ++other) {
          const float* src = merge + ((other - 1) * kWarpsM + wm) * kMergeFloatsPerWarp;
#pragma unroll
          for (int mt = 0; mt < kMT; ++mt) {
            const float4 ml = *reinterpret_cast<const float4*>(src + kOFloats + (mt * 32 + lane) * 4);
            float a_self[2], a_other[2];
#pragma unroll
            for (int h2 = 0; h2 < 2; ++h2) {
              const float m_o = h2 ? ml.y : ml.x;
              const float l_o = h2 ? ml.w : ml.z;
              const float m_new = fmaxf(st.m[mt][h2], m_o);
              const float b = (CAUSAL && m_new == EVO_NEG_INF) ? 0.f : m_new;
              a_self[h2] = fast_exp2(st.m[mt][h2] - b);
              a_other[h2] = fast_exp2(m_o - b);
              st.m[mt][h2] = m_new;
              st.l[mt][h2] = st.l[mt][h2] * a_self[h2] + l_o * a_other[h2];
            }
#pragma unroll
            for (int dt = 0; dt < kDT; ++dt) {
              const float4 o_o = *reinterpret_cast<const float4*>(src + ((mt * kDT + dt) * 32 + lane) * 4);
              st.o[mt][dt][0] = st.o[mt][dt][0] * a_self[0] + o_o.x * a_other[0];
              st.o[mt][dt][1] = st.o[mt][dt][1] * a_self[0] + o_o.y * a_other[0];
              st.o[mt][dt][2] = st.o[mt][dt][2] * a_self[1] + o_o.z * a_other[1];
              st.o[mt][dt][3] = st.o[mt][dt][3] * a_self[1] + o_o.w * a_other[1];
            }
          }
        }
      }
    }
#endif
    // From here on only key group 0 holds results.
    const bool holds_rows = KV_WARPS == 1 || key_group == 0;
    float (&o_acc)[kMT][kDT][4] = st.o;
    float (&row_max)[kMT][2] = st.m;
    float (&row_sum)[kMT][2] = st.l;
    (void)row_max;  // read by the split paths only
#pragma unroll
    for (int mt = 0; mt < kMT; ++mt) {
      row_sum[mt][0] = quad_sum(row_sum[mt][0]);
      row_sum[mt][1] = quad_sum(row_sum[mt][1]);
    }

#if USE_PARTIALS
    if (holds_rows) {
      // Unnormalised O and (m, l) of this split; attention_mma_combine merges them.
      const size_t split_rows = (static_cast<size_t>(split) * B * H + bh) * S;
#pragma unroll
      for (int mt = 0; mt < kMT; ++mt) {
#pragma unroll
        for (int h2 = 0; h2 < 2; ++h2) {
          const int row = m0 + w_row0 + mt * 16 + g + h2 * 8;
          float* dst = partial_o + (split_rows + row) * D + 2 * qd;
#pragma unroll
          for (int dt = 0; dt < kDT; ++dt)
            *reinterpret_cast<float2*>(dst + dt * 8) =
                make_float2(o_acc[mt][dt][2 * h2], o_acc[mt][dt][2 * h2 + 1]);
          if (qd == 0)
            *reinterpret_cast<float2*>(partial_ml + (split_rows + row) * 2) =
                make_float2(row_max[mt][h2], row_sum[mt][h2]);
        }
      }
    }
#elif USE_CLUSTER
    {
      // Merge the KV_SPLITS CTAs of this cluster through distributed shared memory:
      // 1. publish (m, l) per row; 2. each CTA scales its O by its share of the merged softmax
      // and stages it in its shared memory; 3. CTA r sums rows [r, r+1) * BLOCK_M/KV_SPLITS of
      // every peer's staging and writes them.
      __shared__ float2 s_ml[BLOCK_M];
      const unsigned rank = cluster_rank();
      if (qd == 0 && holds_rows) {
#pragma unroll
        for (int mt = 0; mt < kMT; ++mt)
#pragma unroll
          for (int h2 = 0; h2 < 2; ++h2)
            s_ml[w_row0 + mt * 16 + g + h2 * 8] = make_float2(row_max[mt][h2], row_sum[mt][h2]);
      }
      cluster_sync();  // also: every warp of this CTA left the K/V loop, so smem may be reused
      const unsigned s_ml_addr = smem_addr(s_ml);
#pragma unroll
      for (int mt = 0; mt < (holds_rows ? kMT : 0); ++mt) {
#pragma unroll
        for (int h2 = 0; h2 < 2; ++h2) {
          const int row = w_row0 + mt * 16 + g + h2 * 8;
          float m_r[KV_SPLITS], l_r[KV_SPLITS];
          float m_all = EVO_NEG_INF;
#pragma unroll
          for (int r = 0; r < KV_SPLITS; ++r) {
            const unsigned a = map_rank(s_ml_addr + row * 8, r);
            m_r[r] = ld_cluster_f32(a);
            l_r[r] = ld_cluster_f32(a + 4);
            m_all = fmaxf(m_all, m_r[r]);
          }
          float l_all = 0.f;
#pragma unroll
          for (int r = 0; r < KV_SPLITS; ++r) l_all += l_r[r] * fast_exp2(m_r[r] - m_all);
          const float f = fast_exp2(row_max[mt][h2] - m_all) / l_all;
#pragma unroll
          for (int dt = 0; dt < kDT; ++dt) {
            const int col = dt * 8 + 2 * qd;
            *reinterpret_cast<float2*>(smem + obuf_offset(row, col / 4) + (col % 4) * 4) =
                make_float2(o_acc[mt][dt][2 * h2] * f, o_acc[mt][dt][2 * h2 + 1] * f);
          }
        }
      }
      cluster_sync();
      constexpr int kOwnRows = BLOCK_M / KV_SPLITS;
      constexpr int kItems = kOwnRows * (D / 8);  // 8 output columns per item
      for (int idx = threadIdx.x; idx < kItems; idx += kThreads) {
        const int row = rank * kOwnRows + idx / (D / 8);
        const int c8 = idx % (D / 8);
        float acc[8] = {0.f, 0.f, 0.f, 0.f, 0.f, 0.f, 0.f, 0.f};
#pragma unroll
        for (int r = 0; r < KV_SPLITS; ++r) {
          const float4 a = ld_cluster_f32x4(map_rank(s_base + obuf_offset(row, 2 * c8), r));
          const float4 b = ld_cluster_f32x4(map_rank(s_base + obuf_offset(row, 2 * c8 + 1), r));
          acc[0] += a.x; acc[1] += a.y; acc[2] += a.z; acc[3] += a.w;
          acc[4] += b.x; acc[5] += b.y; acc[6] += b.z; acc[7] += b.w;
        }
        uint4 packed;
        packed.x = pack_half2(acc[0], acc[1]);
        packed.y = pack_half2(acc[2], acc[3]);
        packed.z = pack_half2(acc[4], acc[5]);
        packed.w = pack_half2(acc[6], acc[7]);
        *reinterpret_cast<uint4*>(o + head + static_cast<size_t>(m0 + row) * D + c8 * 8) = packed;
      }
      cluster_sync();  // peers may still read this CTA's staging
    }
#else
    if (holds_rows) {
      // Normalise and stage this warp's rows in its own Q rows (only this warp read them),
      // then write 16-byte chunks.
#pragma unroll
      for (int mt = 0; mt < kMT; ++mt) {
#pragma unroll
        for (int h2 = 0; h2 < 2; ++h2) {
          const float inv = 1.f / row_sum[mt][h2];
          const int row = w_row0 + mt * 16 + g + h2 * 8;
#pragma unroll
          for (int dt = 0; dt < kDT; ++dt) {
            const unsigned val =
                pack_half2(o_acc[mt][dt][2 * h2] * inv, o_acc[mt][dt][2 * h2 + 1] * inv);
            asm volatile("st.shared.b32 [%0], %1;\n" ::"r"(s_q + tile_offset(row, dt) + qd * 4),
                         "r"(val)
                         : "memory");
          }
        }
      }
      __syncwarp();
      constexpr int kItems = kRowsPerWarp * kChunks;
#pragma unroll
      for (int i = 0; i < kItems / 32; ++i) {
        const int idx = lane + i * 32;
        const int row = w_row0 + idx / kChunks;
        const int chunk = idx % kChunks;
        uint4 val;
        asm volatile("ld.shared.v4.b32 {%0,%1,%2,%3}, [%4];\n"
                     : "=r"(val.x), "=r"(val.y), "=r"(val.z), "=r"(val.w)
                     : "r"(s_q + tile_offset(row, chunk))
                     : "memory");
        *reinterpret_cast<uint4*>(o + head + static_cast<size_t>(m0 + row) * D + chunk * 8) = val;
      }
    }
#endif
  }  // pass
}

// Merges the KV_SPLITS partial results of attention_mma (COMBINE == kernel): one thread per
// 8 output columns of one row. O = sum_s 2^(m_s - M) O_s / sum_s 2^(m_s - M) l_s, M = max_s m_s.
extern "C" __global__ void __launch_bounds__(256)
attention_mma_combine(const half* __restrict__ q, const half* __restrict__ k,
                      const half* __restrict__ v, half* __restrict__ o,
                      float* __restrict__ partial_o, float* __restrict__ partial_ml, float scale) {
  constexpr size_t kRows = static_cast<size_t>(B) * H * S;
  const size_t idx = static_cast<size_t>(blockIdx.x) * 256 + threadIdx.x;
  if (idx >= kRows * (D / 8)) return;
  const size_t row = idx / (D / 8);
  const int c8 = static_cast<int>(idx % (D / 8));
  float2 ml[KV_SPLITS];
  float m_all = EVO_NEG_INF;
#pragma unroll
  for (int s = 0; s < KV_SPLITS; ++s) {
    ml[s] = reinterpret_cast<const float2*>(partial_ml)[s * kRows + row];
    m_all = fmaxf(m_all, ml[s].x);
  }
  float acc[8] = {0.f, 0.f, 0.f, 0.f, 0.f, 0.f, 0.f, 0.f};
  float l_all = 0.f;
#pragma unroll
  for (int s = 0; s < KV_SPLITS; ++s) {
    const float w = fast_exp2(ml[s].x - m_all);
    l_all += w * ml[s].y;
    const float4* src = reinterpret_cast<const float4*>(partial_o + (s * kRows + row) * D + c8 * 8);
    const float4 a = src[0];
    const float4 b = src[1];
    acc[0] += w * a.x; acc[1] += w * a.y; acc[2] += w * a.z; acc[3] += w * a.w;
    acc[4] += w * b.x; acc[5] += w * b.y; acc[6] += w * b.z; acc[7] += w * b.w;
  }
  const float inv = 1.f / l_all;
  uint4 packed;
  packed.x = pack_half2(acc[0] * inv, acc[1] * inv);
  packed.y = pack_half2(acc[2] * inv, acc[3] * inv);
  packed.z = pack_half2(acc[4] * inv, acc[5] * inv);
  packed.w = pack_half2(acc[6] * inv, acc[7] * inv);
  *reinterpret_cast<uint4*>(o + row * D + c8 * 8) = packed;
}
