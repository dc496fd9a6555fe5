// evotune:template attention_wgmma
// evotune:about Hopper attention forward on warpgroup tensor cores (wgmma.mma_async m64nNk16, fp16
// evotune:about in, fp32 accumulate for O): Q and K/V tiles in 128-byte-swizzled shared memory
// evotune:about (cp.async), S = Q K^T with K (and Q, or Q from registers) from shared memory, P
// evotune:about from registers into O += P V, online softmax on exp2; 64*M_WG query rows per CTA,
// evotune:about 64 per warpgroup, all walking the same K/V tiles (M_WG), or one 64-row query tile
// evotune:about whose key tiles are dealt out to KV_WG warpgroups that merge in shared memory.
// evotune:param BLOCK_N {64,128} Keys per tile (n of the QK^T wgmma, k of the PV wgmma).
// evotune:param KV_WG {1,2,4} Warpgroups per CTA; warpgroup w takes key tiles w, w+KV_WG, ... and all merge at the end.
// evotune:param STAGES {1,2,3,4,5,6,7,8} K/V tile slots per key warpgroup (the M_WG query warpgroups share them); at or above the warpgroup's tile count the whole key range stays resident (no refill), else a ring (needs STAGES >= 3, >= 4 with PIPE=2).
// evotune:param PIPE {0,1,2} Per tile: 0 S, softmax, PV in turn; 1 issue S(next) and PV, softmax(next) under both; 2 (FlashAttention-3 order) issue S(next), softmax(this) under it and PV(last), then PV(this).
// evotune:param EXP2 {f32,f16x2} exp2 in fp32 (ex2.approx.ftz.f32), or on packed halves (ex2.approx.f16x2; needs ROWSUM=mma).
// evotune:param ROWSUM {alu,mma} Row sums of P by adds in registers, or by the PV wgmma against 8 extra columns of ones (n = D+8; needs D == 64).
// evotune:param SACC {f32,f16} S accumulated in fp32, or in fp16 with the softmax on packed halves (max, scale, exp2 two at a time; needs EXP2=f16x2, ROWSUM=mma; measured rel. error 6e-4..8.5e-4 instead of 2.5e-4..2.8e-4 at D=64).
// evotune:param SYNC {bar,mbar} How a warpgroup learns a K/V tile has landed: cp.async group counts, fence.proxy.async and a warpgroup barrier, or one mbarrier per tile fed by cp.async.mbarrier.arrive.
// evotune:param POLY {0,1,2,3,4} SACC=f16 only: of every 4 pairs of P, this many take exp2 from a cubic on the FMA pipe instead of MUFU (FlashAttention-4's split); such lanes return 0 for weights under 2^-14.5 of the row max (MUFU's fp16 keeps them down to 2^-24).
// evotune:param PREFETCH {0,1,2,3,4,5,6,7} Resident K/V (no ring) only: 0 issues every tile's loads at the start; k (below the warpgroup's tile count; 2 or more with PIPE > 0) issues k tiles at the start and one more per iteration.
// evotune:param MIN_CTAS {1,2,3,4} default=1 __launch_bounds__ minimum CTAs per SM: caps registers per thread at 65536 / (MIN_CTAS * 128 * KV_WG * M_WG).
// evotune:param TILE_ORDER {0,1} default=0 0 launches grid (ceil(S/(64*M_WG)), H, B), a head's query tiles adjacent; 1 launches (H, ceil(S/(64*M_WG)), B), a query tile's heads adjacent (which CTAs share K/V in L2 at a time; the experiment's grid must follow).
// evotune:param M_WG {1,2,3} default=1 Query warpgroups per CTA: the CTA owns 64*M_WG query rows, warpgroup w rows 64w..64w+63, all walking the same K/V tiles in shared slots (each tile loaded once serves M_WG times the rows; no merge); above 1 needs KV_WG == 1.
// evotune:param QREG {0,1} default=0 Q operand of S = Q K^T: 0 from shared memory (wgmma A by descriptor), 1 from registers (ldmatrix once, D/4 registers per thread; each S wgmma then reads only K from shared memory).
// evotune:problem B H S D CAUSAL
// evotune:requires sm_90a
//
// Status: correct on every configuration run on an H200 (rounds 1-3, bench/mma_dev.py; 500+
// variants, causal, rings, D=128); best 4.93 us at (2,8,512,64) vs cuDNN 8.0 us: 0.61x, not the
// 0.5x aimed at. Measurements and limits: bench/results/wgmma_dev_h200.md. M_WG and QREG came
// later: M_WG=2 spills nowhere its M_WG=1 twin does not (MIN_CTAS=1); M_WG=3's 384 threads cap
// registers at 168, so a point whose twin needs more spills (mostly D=128, 128-key tiles with
// fp32 S). On an H100 (bench/probe_mwg.sh, bench/results/mwg_tma_h100_2026-11-24_846a91e) all 71
// probed points compute the right answer, but M_WG > 1 ran 1.08-1.85x slower than M_WG=1 at
// (2,8,512,64) and (2,8,320,128), and synccheck reports "divergent threads" at a barrier wherever
// the query warpgroups' work is uneven (causal, or a ragged last tile), so the sanitizer pass
// marks those points racy; non-causal M_WG=2 at S=512 is clean. M_WG=1 points are clean.
//
// Layout: q, k, v, o are [B, H, S, D] contiguous fp16; `scale` multiplies q k^T (1/sqrt(D)).
// CAUSAL: query i sees keys j <= i; key tiles wholly above the diagonal are skipped.
// Needs D in {64, 128}, S % 64 == 0, S % BLOCK_N == 0; M_WG > 1 needs KV_WG == 1 (the two
// splits do not combine). S need not be a multiple of 64*M_WG: the last query tile's warpgroups
// past S compute nothing (they still load their share of the K/V tiles and pass the barriers).
//
// Launch geometry (one entry):
//   attention_wgmma
//     grid  (ceil(S/(64*M_WG)), H, B) (TILE_ORDER=1: (H, ceil(S/(64*M_WG)), B)),
//     block (128*KV_WG*M_WG, 1, 1)
//     dynamic shared memory, bytes:
//       1024 + 128*D*M_WG + KV_WG*STAGES*4*BLOCK_N*D + (ROWSUM == mma ? 2048 : 0)
//            + (KV_WG > 1 ? 512*KV_WG : 0) + 16*(1 + KV_WG*STAGES)
//     (with M_WG and TILE_ORDER left at their defaults, 1 and 0: grid (S/64, H, B), block
//     (128*KV_WG, 1, 1), 128*D for the Q tile: what the experiments that leave them out use)
//     (the 1024 is alignment slack: the kernel rounds its base up to 1024 bytes; the last term
//     holds the mbarriers). This is over 48 KiB for every legal configuration: raise the
//     function's max-dynamic-shared-memory attribute to it. The kernel traps if it gets less.
//   Parameters: (q, k, v, o, partial_o, partial_ml, scale); partial_o and partial_ml are not
//   used (any pointer will do): the argument list matches attention_mma's.
//
// Work split: CTA (x, h, b) owns query rows [R*qt, R*qt + R) of head (b, h), R = 64*M_WG, qt = x
// (causal: qt = ceil(S/R) - 1 - x, heaviest first); its key range is that of its last row.
// KV_WG > 1: warpgroup w (128 threads; warp i of it owns rows 16i..16i+15 of the 64) walks key
// tiles w, w + KV_WG, ... of that range. M_WG > 1: warpgroup w owns rows 64w..64w+63 of the R and
// walks every key tile of the range, except (causal) those wholly above its own diagonal; all
// M_WG warpgroups load each tile together into the shared slots, and a warpgroup whose rows need
// fewer tiles (or none: past S) keeps loading and passing the slot barriers with the others to the
// end of the range. Per tile: S = Q K^T (D/16 wgmma k-steps, A = Q from shared memory or, QREG=1,
// from registers, B = K from shared memory, K-major), causal mask on the diagonal tile,
// row max by quad shuffles, P = exp2(S*scale*log2e - m) packed to fp16 in the accumulator layout,
// which is the A-operand register layout, so O += P V needs no shuffle (BLOCK_N/16 k-steps,
// B = V MN-major, i.e. transposed, from shared memory).
//
// Shared memory (from a 1024-aligned base): M_WG Q tiles of 64 rows | per key warpgroup (KV_WG)
// STAGES slots of (K tile, V tile) | ones block (ROWSUM=mma) | (m, l) per warpgroup and row
// (KV_WG > 1) | mbarriers (Q, then K and V of every slot). Every tile is stored as D/64 column
// blocks of [rows][128 bytes], 16-byte chunk c of row r at chunk c ^ (r % 8): the wgmma 128-byte
// swizzle, so tiles start on 1024-byte boundaries. Loads are cp.async of 16 bytes, a slot's by
// the 128*M_WG threads that read it. SYNC=bar: one commit group per K tile and per V tile (Q
// joins the first), waited by count, then fence.proxy.async and a barrier over the slots'
// readers. SYNC=mbar: each thread arrives on the tile's mbarrier when its copies land
// (cp.async.mbarrier.arrive.noinc; 128*M_WG arrivals), the consumers spin on the mbarrier's
// phase; no fence (as CUTLASS's cp.async GMMA pipelines do); a ring slot is refilled after a
// barrier over its readers. At the end (KV_WG > 1) warpgroups w > 0 leave their scaled O in
// their own first slot and warpgroup 0 sums; each warpgroup with rows normalises, stages its O
// in its own Q tile (same swizzle) and writes it out with 16-byte stores.

#include <cuda_fp16.h>

#if !defined(B) || !defined(H) || !defined(S) || !defined(D) || !defined(CAUSAL)
#error "attention_wgmma needs the problem macros B, H, S, D and CAUSAL"
#endif
#if !defined(BLOCK_N) || !defined(KV_WG) || !defined(STAGES) || !defined(PIPE) || !defined(EXP2) || \
    !defined(ROWSUM) || !defined(SACC) || !defined(SYNC) || !defined(POLY) || !defined(PREFETCH)
#error "attention_wgmma needs BLOCK_N KV_WG STAGES PIPE EXP2 ROWSUM SACC SYNC POLY PREFETCH"
#endif
#if !defined(MIN_CTAS) || !defined(TILE_ORDER) || !defined(M_WG) || !defined(QREG)
#error "attention_wgmma needs MIN_CTAS, TILE_ORDER, M_WG and QREG (evotune renders their defaults when a space leaves them out)"
#endif
#if defined(__CUDA_ARCH__) && (__CUDA_ARCH__ != 900 || !defined(__CUDA_ARCH_FEAT_SM90_ALL))
#error "attention_wgmma needs sm_90a (wgmma): compile with -arch=sm_90a"
#endif
// Development only (bench/mma_dev.py --ablate): bits that remove one part of the work to
// measure its cost; results are wrong when set. 1: QK^T wgmma, 2: exp2, 4: PV wgmma,
// 16: all key tiles (launch, loads, output store), 32: with 16, the K/V loads too,
// 64: everything (the kernel returns at once).
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
#define EVO_SACC_f32 1
#define EVO_SACC_f16 2
#define EVO_SYNC_bar 1
#define EVO_SYNC_mbar 2
#define EXP2_ID EVO_CAT(EVO_EXP2_, EXP2)
#define ROWSUM_ID EVO_CAT(EVO_ROWSUM_, ROWSUM)
#define SACC_ID EVO_CAT(EVO_SACC_, SACC)
#define SYNC_ID EVO_CAT(EVO_SYNC_, SYNC)
#if EXP2_ID != 1 && EXP2_ID != 2
#error "EXP2 must be f32 or f16x2"
#endif
#if ROWSUM_ID != 1 && ROWSUM_ID != 2
#error "ROWSUM must be alu or mma"
#endif
#if SACC_ID != 1 && SACC_ID != 2
#error "SACC must be f32 or f16"
#endif
#if SYNC_ID != 1 && SYNC_ID != 2
#error "SYNC must be bar or mbar"
#endif
#define EVO_NEG_INF __int_as_float(0xff800000)  // -inf (NVRTC has no __builtin_huge_valf)

namespace {

// Constants are enums: NVRTC would emit namespace-scope constexpr variables as device globals
// (module-scope gmem, which evotune's gate rejects).
enum : int { kBM = 64 };                      // query rows per warpgroup (one wgmma M)
enum : int { kRowsCTA = kBM * M_WG };         // query rows per CTA
enum : int { kThreads = 128 * KV_WG * M_WG };
enum : int { kSlotThreads = 128 * M_WG };     // the threads that load, and read, one set of slots
enum : int { kQTileBytes = kBM * 2 * D };     // one warpgroup's Q tile
enum : int { kQBytes = M_WG * kQTileBytes };
enum : int { kTileBytes = BLOCK_N * 2 * D };  // one K or one V tile
enum : int { kSlotBytes = 2 * kTileBytes };
enum : int { kKVBytes = KV_WG * STAGES * kSlotBytes };
enum : int { kMmaRowSum = ROWSUM_ID == 2 };
enum : int { kExpHalf = EXP2_ID == 2 };
enum : int { kHalfS = SACC_ID == 2 };
enum : int { kMbar = SYNC_ID == 2 };
enum : int { kQReg = QREG };
enum : int { kOnesBytes = kMmaRowSum ? 2048 : 0 };
enum : int { kMlBytes = KV_WG > 1 ? KV_WG * kBM * 8 : 0 };
enum : int { kBarBytes = 16 * (1 + KV_WG * STAGES) };  // Q, then (K, V) per slot, 8 bytes each
enum : int { kOffKV = kQBytes };
enum : int { kOffOnes = kOffKV + kKVBytes };
enum : int { kOffMl = kOffOnes + kOnesBytes };
enum : int { kOffBar = kOffMl + kMlBytes };
enum : int { kSmemBytes = 1024 + kOffBar + kBarBytes };
enum : int { kSRegs = kHalfS ? BLOCK_N / 4 : BLOCK_N / 2 };  // S accumulator registers per thread
enum : int { kPRegs = BLOCK_N / 4 };                         // fp16x2 registers of P per thread
enum : int { kPvN = D + (kMmaRowSum ? 8 : 0) };
enum : int { kOAcc = kPvN / 2 };                             // fp32 O accumulators per thread
enum : int { kQTiles = (S + kRowsCTA - 1) / kRowsCTA };  // query tiles of a head (the grid's)
enum : int { kRagged = S % kRowsCTA != 0 };  // the last query tile ends early (M_WG > 1 only)
enum : int { kMaxTilesPerWG = (S / BLOCK_N + KV_WG - 1) / KV_WG };
enum : int { kRing = STAGES < kMaxTilesPerWG };
enum : int { kPrefetch = PREFETCH > 0 };
// tiles whose loads the prologue issues (the rest: one per iteration, from top())
enum : int { kInitTiles = kPrefetch && PREFETCH < STAGES ? PREFETCH : STAGES };
// Loop shape: the tile index (relative to the iteration) whose K is needed at the top of an
// iteration, and how many iterations a slot stays in use after its tile's iteration began.
enum : int { kAhead = PIPE > 0 ? 1 : 0 };
enum : int { kLag = PIPE == 1 ? 1 : 2 };
// SYNC=bar: 2*kInitTiles + 2i groups are committed at the top of iteration i (the initial
// tiles, then two groups per iteration, empty where nothing is loaded). K(t), V(t) are groups
// 2t, 2t+1 for the initial and the prefetched tiles (PREFETCH: tile t is issued at iteration
// t - PREFETCH), and 2t + 2*kLag, 2t + 2*kLag + 1 for refilled ones in a ring (issued at
// iteration t + kLag - STAGES); the newest group needed is that of K(i+1) (PIPE > 0) or V(i).
enum : int { kNeedRel = (kAhead ? 2 : 1) + (kRing ? 2 * kLag : 0) };
enum : int { kPendTop = 2 * kInitTiles - kNeedRel - 1 > 0 ? 2 * kInitTiles - kNeedRel - 1 : 0 };

static_assert(D == 64 || D == 128, "D must be 64 or 128");
static_assert(S % kBM == 0 && S % BLOCK_N == 0, "S must be a multiple of 64 and of BLOCK_N");
static_assert(BLOCK_N == 64 || BLOCK_N == 128, "BLOCK_N must be 64 or 128");
static_assert(KV_WG == 1 || KV_WG == 2 || KV_WG == 4, "KV_WG must be 1, 2 or 4");
static_assert(M_WG >= 1 && M_WG <= 3 && (M_WG == 1 || KV_WG == 1), "M_WG must be 1..3, and 1 unless KV_WG == 1");
static_assert(QREG == 0 || QREG == 1, "QREG must be 0 or 1");
static_assert(PIPE >= 0 && PIPE <= 2, "PIPE must be 0, 1 or 2");
static_assert(STAGES >= 1 && STAGES <= 8, "STAGES must be 1..8");
static_assert(!kRing || STAGES >= kLag + kAhead + 1,
              "a K/V ring (STAGES below the tiles per warpgroup) needs STAGES >= 3 (4 with PIPE=2)");
static_assert(!kMmaRowSum || D == 64, "ROWSUM=mma needs D == 64");
static_assert(!kExpHalf || kMmaRowSum, "EXP2=f16x2 needs ROWSUM=mma (fp16 row sums lose too much)");
static_assert(!kHalfS || (kExpHalf && kMmaRowSum), "SACC=f16 needs EXP2=f16x2 and ROWSUM=mma");
static_assert(POLY >= 0 && POLY <= 4 && (POLY == 0 || kHalfS), "POLY must be 0..4, and 0 unless SACC=f16");
static_assert(MIN_CTAS >= 1 && MIN_CTAS <= 4, "MIN_CTAS must be 1..4");
static_assert(TILE_ORDER == 0 || TILE_ORDER == 1, "TILE_ORDER must be 0 or 1");
static_assert(PREFETCH == 0 || (!kRing && PREFETCH >= 1 + kAhead),
              "PREFETCH needs resident K/V (no ring), and 2 or more with PIPE > 0");
static_assert(kSmemBytes <= 227 * 1024, "shared memory over the 227 KiB an sm_90 CTA can have");
static_assert(kBM * D * 4 <= kSlotBytes, "the merge buffers (KV_WG > 1) live in a warpgroup's first slot");

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
__device__ __forceinline__ void cp_async_wait_all() {
  asm volatile("cp.async.wait_all;\n" ::: "memory");
}
// Generic-proxy writes (cp.async, st.shared) made visible to the async proxy (wgmma reads).
__device__ __forceinline__ void fence_proxy_async() {
  asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
}
// Barrier over the 128 threads of one warpgroup (ids 1..4; 0 is __syncthreads).
__device__ __forceinline__ void warpgroup_barrier(int wg) {
  asm volatile("bar.sync %0, 128;\n" ::"r"(wg + 1) : "memory");
}
// Barrier over the threads that read warpgroup wg's K/V slots: itself, or (M_WG > 1) all the
// CTA's warpgroups, on an id of its own (5) so that it never meets a warpgroup barrier.
__device__ __forceinline__ void slot_barrier(int wg) {
  if constexpr (M_WG == 1) {
    warpgroup_barrier(wg);
  } else {
    asm volatile("bar.sync 5, %0;\n" ::"r"(static_cast<int>(kSlotThreads)) : "memory");
  }
}
// Four 8x8 fp16 matrices from shared memory, lane l giving a row address of matrix l / 8.
__device__ __forceinline__ void ldmatrix_x4(unsigned* r, unsigned addr) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
               : "r"(addr)
               : "memory");
}
__device__ __forceinline__ void mbar_init(unsigned bar, unsigned count) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;\n" ::"r"(bar), "r"(count) : "memory");
}
// The mbarrier's pending count drops by one when all of this thread's earlier cp.async land.
__device__ __forceinline__ void mbar_arrive_cp_async(unsigned bar) {
  asm volatile("cp.async.mbarrier.arrive.noinc.shared::cta.b64 [%0];\n" ::"r"(bar) : "memory");
}
__device__ __forceinline__ void mbar_wait(unsigned bar, unsigned parity) {
  unsigned done;
  do {
    asm volatile(
        "{\n.reg .pred p;\nmbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\nselp.u32 %0, 1, 0, p;\n}\n"
        : "=r"(done)
        : "r"(bar), "r"(parity)
        : "memory");
  } while (!done);
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
// Keeps the compiler from moving reads or writes of these registers across this point: after
// a wgmma wait (the wgmma wrote or read them until then), and before one (work that must be
// done by then, e.g. the softmax that should overlap the wgmma, not sink below its wait).
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
#define EVO_ACCH4(b) "+r"(d[b]), "+r"(d[b + 1]), "+r"(d[b + 2]), "+r"(d[b + 3])
#define EVO_ACCH8(b) EVO_ACCH4(b), EVO_ACCH4(b + 4)
#define EVO_OUT4(b) "=f"(d[b]), "=f"(d[b + 1]), "=f"(d[b + 2]), "=f"(d[b + 3])
#define EVO_OUT8(b) EVO_OUT4(b), EVO_OUT4(b + 4)
#define EVO_OUTH4(b) "=r"(d[b]), "=r"(d[b + 1]), "=r"(d[b + 2]), "=r"(d[b + 3])
#define EVO_OUTH8(b) EVO_OUTH4(b), EVO_OUTH4(b + 4)

// wgmma_ss: d (+)= A B, m64nNk16, A (Q) and B (K) from shared memory, both K-major; accumulate=0
// overwrites d; fp32 accumulators (float) or fp16 pairs (unsigned). wgmma_ss_first: d = A B with d
// write-only, so the old contents of d need not stay live until the wgmma issues. wgmma_rs: d += A B, A (P,
// or Q with QREG=1) from four fp16x2 registers, B MN-major (kTransB = 1: V) or K-major (0: K);
// wgmma_rs_first: d = A B, d write-only, B K-major (S = Q K^T with QREG=1). N follows from the
// accumulator array's length.
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
__device__ __forceinline__ void wgmma_ss(unsigned (&d)[16], unsigned long long a_desc,
                                         unsigned long long b_desc, int accumulate) {
  asm volatile(
      "{\n.reg .pred p;\nsetp.ne.b32 p, %18, 0;\n"
      "wgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {"
      "%0, %1, %2, %3, %4, %5, %6, %7,"
      "%8, %9, %10, %11, %12, %13, %14, %15"
      "}, %16, %17, p, 1, 1, 0, 0;\n}\n"
      : EVO_ACCH8(0), EVO_ACCH8(8)
      : "l"(a_desc), "l"(b_desc), "r"(accumulate));
}

template <int kUnused = 0>
__device__ __forceinline__ void wgmma_ss(unsigned (&d)[32], unsigned long long a_desc,
                                         unsigned long long b_desc, int accumulate) {
  asm volatile(
      "{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\n"
      "wgmma.mma_async.sync.aligned.m64n128k16.f16.f16.f16 {"
      "%0, %1, %2, %3, %4, %5, %6, %7,"
      "%8, %9, %10, %11, %12, %13, %14, %15,"
      "%16, %17, %18, %19, %20, %21, %22, %23,"
      "%24, %25, %26, %27, %28, %29, %30, %31"
      "}, %32, %33, p, 1, 1, 0, 0;\n}\n"
      : EVO_ACCH8(0), EVO_ACCH8(8), EVO_ACCH8(16), EVO_ACCH8(24)
      : "l"(a_desc), "l"(b_desc), "r"(accumulate));
}

template <int kUnused = 0>
__device__ __forceinline__ void wgmma_ss_first(float (&d)[32], unsigned long long a_desc,
                                               unsigned long long b_desc) {
  asm volatile(
      "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {"
      "%0, %1, %2, %3, %4, %5, %6, %7,"
      "%8, %9, %10, %11, %12, %13, %14, %15,"
      "%16, %17, %18, %19, %20, %21, %22, %23,"
      "%24, %25, %26, %27, %28, %29, %30, %31"
      "}, %32, %33, 0, 1, 1, 0, 0;\n"
      : EVO_OUT8(0), EVO_OUT8(8), EVO_OUT8(16), EVO_OUT8(24)
      : "l"(a_desc), "l"(b_desc));
}

template <int kUnused = 0>
__device__ __forceinline__ void wgmma_ss_first(float (&d)[64], unsigned long long a_desc,
                                               unsigned long long b_desc) {
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
      "}, %64, %65, 0, 1, 1, 0, 0;\n"
      : EVO_OUT8(0), EVO_OUT8(8), EVO_OUT8(16), EVO_OUT8(24), EVO_OUT8(32), EVO_OUT8(40), EVO_OUT8(48), EVO_OUT8(56)
      : "l"(a_desc), "l"(b_desc));
}

template <int kUnused = 0>
__device__ __forceinline__ void wgmma_ss_first(unsigned (&d)[16], unsigned long long a_desc,
                                               unsigned long long b_desc) {
  asm volatile(
      "wgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {"
      "%0, %1, %2, %3, %4, %5, %6, %7,"
      "%8, %9, %10, %11, %12, %13, %14, %15"
      "}, %16, %17, 0, 1, 1, 0, 0;\n"
      : EVO_OUTH8(0), EVO_OUTH8(8)
      : "l"(a_desc), "l"(b_desc));
}

template <int kUnused = 0>
__device__ __forceinline__ void wgmma_ss_first(unsigned (&d)[32], unsigned long long a_desc,
                                               unsigned long long b_desc) {
  asm volatile(
      "wgmma.mma_async.sync.aligned.m64n128k16.f16.f16.f16 {"
      "%0, %1, %2, %3, %4, %5, %6, %7,"
      "%8, %9, %10, %11, %12, %13, %14, %15,"
      "%16, %17, %18, %19, %20, %21, %22, %23,"
      "%24, %25, %26, %27, %28, %29, %30, %31"
      "}, %32, %33, 0, 1, 1, 0, 0;\n"
      : EVO_OUTH8(0), EVO_OUTH8(8), EVO_OUTH8(16), EVO_OUTH8(24)
      : "l"(a_desc), "l"(b_desc));
}

template <int kTransB = 1>
__device__ __forceinline__ void wgmma_rs(float (&d)[32], unsigned a0, unsigned a1, unsigned a2,
                                         unsigned a3, unsigned long long b_desc) {
  asm volatile(
      "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {"
      "%0, %1, %2, %3, %4, %5, %6, %7,"
      "%8, %9, %10, %11, %12, %13, %14, %15,"
      "%16, %17, %18, %19, %20, %21, %22, %23,"
      "%24, %25, %26, %27, %28, %29, %30, %31"
      "}, {%32, %33, %34, %35}, %36, 1, 1, 1, %37;\n"
      : EVO_ACC8(0), EVO_ACC8(8), EVO_ACC8(16), EVO_ACC8(24)
      : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "l"(b_desc), "n"(kTransB));
}

template <int kTransB = 1>
__device__ __forceinline__ void wgmma_rs(float (&d)[36], unsigned a0, unsigned a1, unsigned a2,
                                         unsigned a3, unsigned long long b_desc) {
  asm volatile(
      "wgmma.mma_async.sync.aligned.m64n72k16.f32.f16.f16 {"
      "%0, %1, %2, %3, %4, %5, %6, %7,"
      "%8, %9, %10, %11, %12, %13, %14, %15,"
      "%16, %17, %18, %19, %20, %21, %22, %23,"
      "%24, %25, %26, %27, %28, %29, %30, %31,"
      "%32, %33, %34, %35"
      "}, {%36, %37, %38, %39}, %40, 1, 1, 1, %41;\n"
      : EVO_ACC8(0), EVO_ACC8(8), EVO_ACC8(16), EVO_ACC8(24), EVO_ACC4(32)
      : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "l"(b_desc), "n"(kTransB));
}

template <int kTransB = 1>
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
      "}, {%64, %65, %66, %67}, %68, 1, 1, 1, %69;\n"
      : EVO_ACC8(0), EVO_ACC8(8), EVO_ACC8(16), EVO_ACC8(24), EVO_ACC8(32), EVO_ACC8(40), EVO_ACC8(48), EVO_ACC8(56)
      : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "l"(b_desc), "n"(kTransB));
}

template <int kTransB = 1>
__device__ __forceinline__ void wgmma_rs(unsigned (&d)[16], unsigned a0, unsigned a1, unsigned a2,
                                         unsigned a3, unsigned long long b_desc) {
  asm volatile(
      "wgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {"
      "%0, %1, %2, %3, %4, %5, %6, %7,"
      "%8, %9, %10, %11, %12, %13, %14, %15"
      "}, {%16, %17, %18, %19}, %20, 1, 1, 1, %21;\n"
      : EVO_ACCH8(0), EVO_ACCH8(8)
      : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "l"(b_desc), "n"(kTransB));
}

template <int kTransB = 1>
__device__ __forceinline__ void wgmma_rs(unsigned (&d)[32], unsigned a0, unsigned a1, unsigned a2,
                                         unsigned a3, unsigned long long b_desc) {
  asm volatile(
      "wgmma.mma_async.sync.aligned.m64n128k16.f16.f16.f16 {"
      "%0, %1, %2, %3, %4, %5, %6, %7,"
      "%8, %9, %10, %11, %12, %13, %14, %15,"
      "%16, %17, %18, %19, %20, %21, %22, %23,"
      "%24, %25, %26, %27, %28, %29, %30, %31"
      "}, {%32, %33, %34, %35}, %36, 1, 1, 1, %37;\n"
      : EVO_ACCH8(0), EVO_ACCH8(8), EVO_ACCH8(16), EVO_ACCH8(24)
      : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "l"(b_desc), "n"(kTransB));
}

template <int kUnused = 0>
__device__ __forceinline__ void wgmma_rs_first(float (&d)[32], unsigned a0, unsigned a1, unsigned a2,
                                               unsigned a3, unsigned long long b_desc) {
  asm volatile(
      "wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {"
      "%0, %1, %2, %3, %4, %5, %6, %7,"
      "%8, %9, %10, %11, %12, %13, %14, %15,"
      "%16, %17, %18, %19, %20, %21, %22, %23,"
      "%24, %25, %26, %27, %28, %29, %30, %31"
      "}, {%32, %33, %34, %35}, %36, 0, 1, 1, 0;\n"
      : EVO_OUT8(0), EVO_OUT8(8), EVO_OUT8(16), EVO_OUT8(24)
      : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "l"(b_desc));
}

template <int kUnused = 0>
__device__ __forceinline__ void wgmma_rs_first(float (&d)[64], unsigned a0, unsigned a1, unsigned a2,
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
      "}, {%64, %65, %66, %67}, %68, 0, 1, 1, 0;\n"
      : EVO_OUT8(0), EVO_OUT8(8), EVO_OUT8(16), EVO_OUT8(24), EVO_OUT8(32), EVO_OUT8(40), EVO_OUT8(48), EVO_OUT8(56)
      : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "l"(b_desc));
}

template <int kUnused = 0>
__device__ __forceinline__ void wgmma_rs_first(unsigned (&d)[16], unsigned a0, unsigned a1, unsigned a2,
                                               unsigned a3, unsigned long long b_desc) {
  asm volatile(
      "wgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {"
      "%0, %1, %2, %3, %4, %5, %6, %7,"
      "%8, %9, %10, %11, %12, %13, %14, %15"
      "}, {%16, %17, %18, %19}, %20, 0, 1, 1, 0;\n"
      : EVO_OUTH8(0), EVO_OUTH8(8)
      : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "l"(b_desc));
}

template <int kUnused = 0>
__device__ __forceinline__ void wgmma_rs_first(unsigned (&d)[32], unsigned a0, unsigned a1, unsigned a2,
                                               unsigned a3, unsigned long long b_desc) {
  asm volatile(
      "wgmma.mma_async.sync.aligned.m64n128k16.f16.f16.f16 {"
      "%0, %1, %2, %3, %4, %5, %6, %7,"
      "%8, %9, %10, %11, %12, %13, %14, %15,"
      "%16, %17, %18, %19, %20, %21, %22, %23,"
      "%24, %25, %26, %27, %28, %29, %30, %31"
      "}, {%32, %33, %34, %35}, %36, 0, 1, 1, 0;\n"
      : EVO_OUTH8(0), EVO_OUTH8(8), EVO_OUTH8(16), EVO_OUTH8(24)
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
__device__ __forceinline__ unsigned max_half2(unsigned a, unsigned b) {
  unsigned y;
  asm("max.f16x2 %0, %1, %2;\n" : "=r"(y) : "r"(a), "r"(b));
  return y;
}
__device__ __forceinline__ unsigned fma_half2(unsigned a, unsigned b, unsigned c) {
  unsigned y;
  asm("fma.rn.f16x2 %0, %1, %2, %3;\n" : "=r"(y) : "r"(a), "r"(b), "r"(c));
  return y;
}
__device__ __forceinline__ unsigned add_half2(unsigned a, unsigned b) {
  unsigned y;
  asm("add.rn.f16x2 %0, %1, %2;\n" : "=r"(y) : "r"(a), "r"(b));
  return y;
}
__device__ __forceinline__ unsigned sub_half2(unsigned a, unsigned b) {
  unsigned y;
  asm("sub.rn.f16x2 %0, %1, %2;\n" : "=r"(y) : "r"(a), "r"(b));
  return y;
}
__device__ __forceinline__ unsigned mul_half2(unsigned a, unsigned b) {
  unsigned y;
  asm("mul.rn.f16x2 %0, %1, %2;\n" : "=r"(y) : "r"(a), "r"(b));
  return y;
}
// 2^x on two fp16 halves (x <= 0) without MUFU: j = round(x) (adding 1536 rounds, fp16's
// spacing being 1 in [1024, 2048)), f = x - j in [-0.5, 0.5], 2^f by a least-squares cubic
// (relative error 8e-5 before fp16 rounding), times 2^j built in the exponent bits:
// (15 + j) << 10, which is +0 for j = -15 (x is clamped at -15 so no half borrows from the other).
// Results under 2^-14.5 are 0; above, the error is within about 2 fp16 ulps.
__device__ __forceinline__ unsigned exp2_poly_half2(unsigned x) {
  x = max_half2(x, 0xCB80CB80u);                 // -15
  const unsigned w = add_half2(x, 0x66006600u);   // 1536 + round(x)
  const unsigned j = add_half2(w, 0xE600E600u);   // round(x), exact
  const unsigned f = sub_half2(x, j);
  unsigned p = fma_half2(0x2B0D2B0Du, f, 0x33C333C3u);  // 0.0550842, 0.242554
  p = fma_half2(p, f, 0x398C398Cu);                     // 0.693359
  p = fma_half2(p, f, 0x3C003C00u);                     // 1
  const unsigned e = ((w - 0x65F165F1u) << 10) & 0x7C007C00u;
  return mul_half2(p, e);
}
__device__ __forceinline__ float half_lo(unsigned x) {
  float f;
  asm("{\n.reg .b16 lo, hi;\nmov.b32 {lo, hi}, %1;\ncvt.f32.f16 %0, lo;\n}\n" : "=f"(f) : "r"(x));
  return f;
}
__device__ __forceinline__ float half_hi(unsigned x) {
  float f;
  asm("{\n.reg .b16 lo, hi;\nmov.b32 {lo, hi}, %1;\ncvt.f32.f16 %0, hi;\n}\n" : "=f"(f) : "r"(x));
  return f;
}
// x rounded to fp16 and back (exact for what it returns).
__device__ __forceinline__ float round_half(float x) {
  float y;
  asm("{\n.reg .b16 h;\ncvt.rn.f16.f32 h, %1;\ncvt.f32.f16 %0, h;\n}\n" : "=f"(y) : "f"(x));
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

template <bool kCond, class T, class F>
struct Pick {
  using type = T;
};
template <class T, class F>
struct Pick<false, T, F> {
  using type = F;
};
using SType = typename Pick<kHalfS != 0, unsigned, float>::type;  // one S accumulator register

// Byte offset of 16-byte chunk `chunk` of row `row` in a swizzled tile of `rows` rows.
__device__ __forceinline__ int swizzled(int rows, int row, int chunk) {
  return (chunk >> 3) * rows * 128 + row * 128 + (((chunk & 7) ^ (row & 7)) << 4);
}

// cp.async of `kRows` rows of D fp16 (global row stride D) into a swizzled tile; `t` is this
// thread's index among the `kN` threads sharing the copy (384 of them, M_WG=3, get uneven shares).
template <int kRows, int kN>
__device__ __forceinline__ void load_tile(unsigned tile, const half* __restrict__ src, int t) {
  constexpr int kChunks = D / 8;
  constexpr int kTotal = kRows * kChunks;
#pragma unroll
  for (int i = 0; i < (kTotal + kN - 1) / kN; ++i) {
    const int idx = t + i * kN;
    const int row = idx / kChunks, chunk = idx % kChunks;
    if (kTotal % kN == 0 || idx < kTotal) cp_async16(tile + swizzled(kRows, row, chunk), src + row * D + chunk * 8);
  }
}

// One tile of the online softmax. s: S = Q K^T for this thread's rows (row0, row0 + 8) and keys
// key0 + 8j + 2*(lane%4) + {0,1}; m: running row max in scaled (log2) units, m_raw: unscaled
// (SACC=f16 only); l: this thread's share of the running row sum (ROWSUM=alu); alpha: factor
// the running O must take. p gets the fp16 P in the A-operand layout of the PV wgmma.
//
// fp32 S: element i is row (i>>1)&1; maxima and sums run in 4 independent chains per row.
template <bool kMask>
__device__ __forceinline__ void softmax_tile(float (&s)[kSRegs], unsigned (&p)[kPRegs], float (&m)[2],
                                             float (&m_raw)[2], float (&l)[2], float (&alpha)[2],
                                             float scale_log2, int key0, int row0, int qd) {
  (void)m_raw;
  if (kMask) {
#pragma unroll
    for (int i = 0; i < kSRegs; ++i) {
      const int col = key0 + 8 * (i / 4) + 2 * qd + (i & 1);
      const int row = row0 + ((i & 2) ? 8 : 0);
      if (col > row) s[i] = EVO_NEG_INF;
    }
  }
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
  float neg_m[2];
#pragma unroll
  for (int r = 0; r < 2; ++r) {
    const float tile_max = fmaxf(fmaxf(mx[r][0], mx[r][1]), fmaxf(mx[r][2], mx[r][3]));
    // every row sees at least key key0 <= row in every tile it visits, so m_new is finite
    const float m_new = fmaxf(m[r], quad_max(tile_max) * scale_log2);
    alpha[r] = fast_exp2(m[r] - m_new);
    m[r] = m_new;
    neg_m[r] = -m_new;
  }
  float sum[2][4] = {{0.f, 0.f, 0.f, 0.f}, {0.f, 0.f, 0.f, 0.f}};
#pragma unroll
  for (int i = 0; i < kPRegs; ++i) {
    const int r = i & 1;  // pair i holds elements 2i, 2i+1: row (2i >> 1) & 1
    const float x0 = fmaf(s[2 * i], scale_log2, neg_m[r]);
    const float x1 = fmaf(s[2 * i + 1], scale_log2, neg_m[r]);
#if EVO_ABLATE & 2
    p[i] = pack_half2(x0, x1);
    sum[r][(i >> 1) & 3] += x0 + x1;
#else
    if constexpr (kExpHalf) {
      p[i] = exp2_half2(pack_half2(x0, x1));
    } else {
      const float e0 = fast_exp2(x0), e1 = fast_exp2(x1);
      if constexpr (!kMmaRowSum) sum[r][(i >> 1) & 3] += e0 + e1;
      p[i] = pack_half2(e0, e1);
    }
#endif
  }
  if constexpr (!kMmaRowSum) {
#pragma unroll
    for (int r = 0; r < 2; ++r) l[r] = l[r] * alpha[r] + ((sum[r][0] + sum[r][1]) + (sum[r][2] + sum[r][3]));
  }
}

// fp16 S (SACC=f16): register i packs keys key0 + 8*(i>>1) + 2*(lane%4) + {0,1} of row (i & 1):
// the P layout already, so the softmax runs on pairs: max.f16x2, fma.rn.f16x2 (s*c - m*c),
// ex2.approx.f16x2. m*c is rounded to fp16 (so -m*c is exact in the fma) and alpha is taken
// between those rounded values, which keeps the tiles' scales consistent.
template <bool kMask>
__device__ __forceinline__ void softmax_tile(unsigned (&s)[kSRegs], unsigned (&p)[kPRegs], float (&m)[2],
                                             float (&m_raw)[2], float (&l)[2], float (&alpha)[2],
                                             float scale_log2, int key0, int row0, int qd) {
  (void)l;
  if (kMask) {
#pragma unroll
    for (int i = 0; i < kSRegs; ++i) {
      const int col = key0 + 8 * (i >> 1) + 2 * qd;
      const int row = row0 + 8 * (i & 1);
      const unsigned keep = (col > row ? 0u : 0xFFFFu) | (col + 1 > row ? 0u : 0xFFFF0000u);
      s[i] = (s[i] & keep) | (0xFC00FC00u & ~keep);  // fp16 -inf where masked
    }
  }
  unsigned mx[2][2] = {{0xFC00FC00u, 0xFC00FC00u}, {0xFC00FC00u, 0xFC00FC00u}};
#pragma unroll
  for (int i = 0; i < kSRegs; ++i) mx[i & 1][(i >> 1) & 1] = max_half2(mx[i & 1][(i >> 1) & 1], s[i]);
  unsigned neg_mc[2];
#pragma unroll
  for (int r = 0; r < 2; ++r) {
    const unsigned v = max_half2(mx[r][0], mx[r][1]);
    const float tile_max = quad_max(fmaxf(half_lo(v), half_hi(v)));
    const float raw = fmaxf(m_raw[r], tile_max);
    const float mc = round_half(raw * scale_log2);
    alpha[r] = fast_exp2(m[r] - mc);
    m[r] = mc;
    m_raw[r] = raw;
    neg_mc[r] = pack_half2(-mc, -mc);
  }
  const unsigned c2 = pack_half2(scale_log2, scale_log2);
#pragma unroll
  for (int i = 0; i < kPRegs; ++i) {
    const unsigned x = fma_half2(s[i], c2, neg_mc[i & 1]);
#if EVO_ABLATE & 2
    p[i] = x;
#else
    p[i] = (i & 3) < POLY ? exp2_poly_half2(x) : exp2_half2(x);
#endif
  }
}

}  // namespace

extern "C" __global__ void __launch_bounds__(kThreads, MIN_CTAS)
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
#if EVO_ABLATE & 64
  return;
#endif
  const unsigned raw = smem_addr(smem_raw);
  const unsigned base = (raw + 1023u) & ~1023u;
  unsigned char* const smem = smem_raw + (base - raw);  // generic pointer to the aligned base

  const int tid = threadIdx.x;
  // warpgroup index, read through a shuffle so that ptxas sees it is warp-uniform (branches on it
  // must not look divergent around wgmma)
  const int wg = kThreads == 128 ? 0 : __shfl_sync(0xffffffffu, tid / 128, 0);
  const int kw = M_WG == 1 ? wg : 0;  // key warpgroup (KV_WG > 1): which key tiles and slots
  const int mw = M_WG == 1 ? 0 : wg;  // query warpgroup (M_WG > 1): which 64 of the CTA's rows
  const int wtid = tid % 128, warp = wtid / 32, lane = tid % 32;
  const int g = lane / 4, qd = lane % 4;
  const int slot_tid = M_WG == 1 ? wtid : tid;  // index among the kSlotThreads loading the slots
  // TILE_ORDER: which grid axis walks the query tiles and which the heads.
  const int tile_index = static_cast<int>(TILE_ORDER == 0 ? blockIdx.x : blockIdx.y);
  const unsigned head_index = TILE_ORDER == 0 ? blockIdx.y : blockIdx.x;
  const int qt = CAUSAL ? kQTiles - 1 - tile_index : tile_index;
  const int cta_row0 = qt * kRowsCTA;
  const int cta_row_end = kRagged ? min(cta_row0 + kRowsCTA, S) : cta_row0 + kRowsCTA;
  const int q0 = cta_row0 + mw * kBM;  // this warpgroup's first row
  const bool has_rows = !kRagged || q0 < S;  // warpgroups past S in the last query tile have none
  const size_t head = (static_cast<size_t>(blockIdx.z) * H + head_index) * static_cast<size_t>(S) * D;
  const half* const kg = k + head;
  const half* const vg = v + head;
  const float scale_log2 = scale * 1.4426950408889634f;  // scale * log2(e)

  // Key tiles of the CTA's rows (causal: to its last row's diagonal); the local tiles this
  // warpgroup's slots carry (KV_WG > 1: its share, tiles kw, kw + KV_WG, ...); the ones it computes
  // on (M_WG > 1: those its own rows see, none past S); and how many top() calls every warpgroup
  // of the CTA makes (warpgroup 0's share), so that all pass the same barriers.
  const int n_total = CAUSAL ? (cta_row_end + BLOCK_N - 1) / BLOCK_N : S / BLOCK_N;
  const int n_load = n_total > kw ? (n_total - kw + KV_WG - 1) / KV_WG : 0;
  const int n_mine = M_WG == 1 ? n_load : !has_rows ? 0 : CAUSAL ? (q0 + kBM + BLOCK_N - 1) / BLOCK_N : n_load;
  const int n_pad = (n_total + KV_WG - 1) / KV_WG;

  const unsigned s_q = base + mw * kQTileBytes;  // this warpgroup's Q tile
  const unsigned s_slots = base + kOffKV + kw * STAGES * kSlotBytes;  // this warpgroup's slots
  const unsigned s_ones = base + kOffOnes;
  const unsigned bar_q = base + kOffBar;
  const unsigned bar_slots = bar_q + 16 + kw * STAGES * 16;  // slot s: K at +16s, V at +16s+8

  // ---- prologue: mbarriers, ones block, then Q (all threads) and the first STAGES tiles
  if constexpr (kMbar) {
    if (tid == 0) {
      mbar_init(bar_q, kThreads);
      for (int i = 0; i < KV_WG * STAGES; ++i) {
        mbar_init(bar_q + 16 + 16 * i, kSlotThreads);
        mbar_init(bar_q + 16 + 16 * i + 8, kSlotThreads);
      }
      asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
    }
  }
  if constexpr (kMmaRowSum) {
    if (tid < kOnesBytes / 16) {
      const unsigned one2 = 0x3C003C00u;  // two fp16 1.0
      asm volatile("st.shared.v4.b32 [%0], {%1, %1, %1, %1};\n" ::"r"(s_ones + tid * 16), "r"(one2)
                   : "memory");
    }
  }
  if constexpr (kMbar || kMmaRowSum) {
    // before any cp.async is in flight: this fence's MEMBAR would wait for them
    if constexpr (kMmaRowSum) fence_proxy_async();
    __syncthreads();
  }

  // Issues (this thread's part of) K and V of local tile i into slot i % STAGES. SYNC=bar: one commit
  // group each, empty where there is no such tile (group counts stay uniform); SYNC=mbar: each
  // thread arrives on the slot's K and V mbarriers once its copies have landed.
  auto load_kv = [&](int i) {
    const bool real = i < n_load;
    const int key0 = (kw + i * KV_WG) * BLOCK_N;
    const unsigned slot = s_slots + (i % STAGES) * kSlotBytes;
    const unsigned bar = bar_slots + (i % STAGES) * 16;
    if (real) load_tile<BLOCK_N, kSlotThreads>(slot, kg + static_cast<size_t>(key0) * D, slot_tid);
    if constexpr (kMbar) {
      if (real) mbar_arrive_cp_async(bar);
    } else {
      cp_async_commit();
    }
    if (real) load_tile<BLOCK_N, kSlotThreads>(slot + kTileBytes, vg + static_cast<size_t>(key0) * D, slot_tid);
    if constexpr (kMbar) {
      if (real) mbar_arrive_cp_async(bar + 8);
    } else {
      cp_async_commit();
    }
  };
  // Q: each query warpgroup's tile by the warpgroups that share it (KV_WG), none past S
  if (has_rows) load_tile<kBM, 128 * KV_WG>(s_q, q + head + static_cast<size_t>(q0) * D, tid % (128 * KV_WG));
  if constexpr (kMbar) mbar_arrive_cp_async(bar_q);
#if !((EVO_ABLATE & 16) && (EVO_ABLATE & 32))
#pragma unroll 1
  for (int i = 0; i < kInitTiles; ++i) load_kv(i);
#endif

  float o_acc[kOAcc];
#pragma unroll
  for (int i = 0; i < kOAcc; ++i) o_acc[i] = 0.f;
  float m[2] = {EVO_NEG_INF, EVO_NEG_INF};
  float m_raw[2] = {EVO_NEG_INF, EVO_NEG_INF};
  float l[2] = {0.f, 0.f};
  float alpha[2] = {1.f, 1.f};
  SType s_a[kSRegs], s_b[kSRegs];
  unsigned p_a[kPRegs], p_b[kPRegs];

  const int row0 = q0 + warp * 16 + g;  // this thread's rows: row0, row0 + 8
  const int warp_row_min = q0 + warp * 16;
  // QREG: Q in the A-operand layout, k-step kk in q_frag[4kk .. 4kk+3] (filled once Q is in)
  unsigned q_frag[kQReg ? D / 4 : 1];

  auto wait_k = [&](int i) {  // SYNC=mbar: K of local tile i has landed
    mbar_wait(bar_slots + (i % STAGES) * 16, (i / STAGES) & 1);
  };
  auto wait_v = [&](int i) {
    mbar_wait(bar_slots + (i % STAGES) * 16 + 8, (i / STAGES) & 1);
  };
  // Top of iteration i. SYNC=bar: wait for what the iteration needs (K(i+1) with PIPE > 0, V(i)
  // older), make it visible to wgmma, and, every reader of the slots having passed the barrier,
  // refill the slot of tile i - kLag (their wgmmas on it are done) with tile i - kLag + STAGES.
  // SYNC=mbar: the refill needs a barrier of its own (ring only); the waits come where the data
  // is used. PREFETCH: no slot is reused; issue tile i + PREFETCH. Every warpgroup of the CTA
  // calls top(i) for i = 0, 1, ..., n_pad - 1 in turn, the last ones (from n_mine) after its own
  // tiles, so that the loads it shares are issued and every barrier sees all its threads.
  auto top = [&](int i) {
    if constexpr (kPrefetch) {  // resident slots: tile i + PREFETCH goes to its own slot
      if constexpr (!kMbar) {
        cp_async_wait<kPendTop>();
        fence_proxy_async();
        slot_barrier(kw);
      }
      load_kv(i + PREFETCH);  // empty groups (SYNC=bar) or nothing where there is no such tile
      return;
    }
    const int u = i - kLag + STAGES;
    if constexpr (!kMbar) {
      cp_async_wait<kPendTop>();
      fence_proxy_async();
      slot_barrier(kw);
      if (kRing && u >= STAGES) {
        load_kv(u);
      } else {
        cp_async_commit();
        cp_async_commit();
      }
    } else if constexpr (kRing) {
      if (u >= STAGES) {
        slot_barrier(kw);
        load_kv(u);
      }
    }
  };

  auto issue_s = [&](int i, SType (&sacc)[kSRegs]) {
    const unsigned s_k = s_slots + (i % STAGES) * kSlotBytes;
#if EVO_ABLATE & 1
#pragma unroll
    for (int j = 0; j < kSRegs; ++j) sacc[j] = static_cast<SType>(j & 7);
#else
#pragma unroll
    for (int kk = 0; kk < D / 16; ++kk) {
      // k-step kk: column block kk/4, then 32 bytes per k16 inside the 128-byte swizzle row
      // (the swizzle acts on address bits, so the start may sit inside the atom)
      const unsigned off = (kk % 4) * 32;
      const unsigned long long b = make_desc(s_k + (kk / 4) * BLOCK_N * 128 + off, 16, 1024);
      if constexpr (kQReg) {
        const unsigned* const a = q_frag + 4 * kk;
        if (kk == 0) {
          wgmma_rs_first(sacc, a[0], a[1], a[2], a[3], b);
        } else {
          wgmma_rs<0>(sacc, a[0], a[1], a[2], a[3], b);
        }
      } else {
        const unsigned long long a = make_desc(s_q + (kk / 4) * kBM * 128 + off, 16, 1024);
        if (kk == 0) {
          wgmma_ss_first(sacc, a, b);
        } else {
          wgmma_ss(sacc, a, b, 1);
        }
      }
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
  auto softmax = [&](int i, SType (&sacc)[kSRegs], unsigned (&p)[kPRegs]) {
    const int key0 = (kw + i * KV_WG) * BLOCK_N;
    if (CAUSAL && key0 + BLOCK_N - 1 > warp_row_min)
      softmax_tile<true>(sacc, p, m, m_raw, l, alpha, scale_log2, key0, row0, qd);
    else
      softmax_tile<false>(sacc, p, m, m_raw, l, alpha, scale_log2, key0, row0, qd);
  };
  // Softmax results that must exist before the next wgmma wait (else they may sink below it).
  auto pin_softmax = [&](unsigned (&p)[kPRegs]) {
    fence_regs(p);
    fence_regs(alpha);
    fence_regs(m);
    fence_regs(l);
  };
  auto rescale_o = [&]() {
#pragma unroll
    for (int i = 0; i < kOAcc; ++i) o_acc[i] *= alpha[(i >> 1) & 1];
  };

  // Q (and, SYNC=bar, the first K tile: group 0) must be in before anything.
  if constexpr (kMbar) {
    mbar_wait(bar_q, 0);
  } else {
    cp_async_wait<2 * kInitTiles - 1>();
    fence_proxy_async();
    __syncthreads();
  }
  if (kQReg && has_rows) {
    // k-step kk's A registers are the four 8x8 blocks (rows 0-7, 8-15) x (columns 0-7, 8-15) of
    // the warp's 16 rows, in that order: lanes 0-7 address the first, 8-15 the second, ...
    const int row = warp * 16 + (lane & 7) + 8 * ((lane >> 3) & 1);
#pragma unroll
    for (int kk = 0; kk < D / 16; ++kk) ldmatrix_x4(q_frag + 4 * kk, s_q + swizzled(kBM, row, 2 * kk + (lane >> 4)));
  }

#if !(EVO_ABLATE & 16)
  if constexpr (PIPE == 0) {
#pragma unroll 1
    for (int i = 0; i < n_mine; ++i) {
      top(i);
      if constexpr (kMbar) wait_k(i);
      wgmma_fence();
      issue_s(i, s_a);
      wgmma_wait<0>();  // S(i), and PV(i-1) still in flight from the last iteration
      fence_regs(s_a);
      fence_regs(o_acc);
      fence_regs(p_a);
      softmax(i, s_a, p_a);
      rescale_o();
      if constexpr (kMbar) wait_v(i);
      wgmma_fence();
      issue_pv(i, p_a);
    }
    wgmma_wait<0>();
    fence_regs(o_acc);
    fence_regs(p_a);
  } else if constexpr (PIPE == 1) {
    if (n_mine > 0) {
      if constexpr (kMbar) wait_k(0);
      wgmma_fence();
      issue_s(0, s_a);
      wgmma_wait<0>();
      fence_regs(s_a);
      softmax(0, s_a, p_a);
    }
    auto step = [&](int i, unsigned (&p_cur)[kPRegs], unsigned (&p_next)[kPRegs]) {
      top(i);
      if (i + 1 < n_mine) {  // one branch holding each path whole: constant wait counts for ptxas
        if constexpr (kMbar) {
          wait_k(i + 1);
          wait_v(i);
        }
        wgmma_fence();
        issue_s(i + 1, s_a);
        issue_pv(i, p_cur);
        wgmma_wait<1>();
        fence_regs(s_a);
        softmax(i + 1, s_a, p_next);
        pin_softmax(p_next);
        wgmma_wait<0>();
        fence_regs(o_acc);
        fence_regs(p_cur);
        rescale_o();
      } else {
        if constexpr (kMbar) wait_v(i);
        wgmma_fence();
        issue_pv(i, p_cur);
        wgmma_wait<0>();
        fence_regs(o_acc);
        fence_regs(p_cur);
      }
    };
    // Two steps per trip, so that the register buffers swap roles statically. Every exit is an
    // explicit break: ptxas must see no path on which a buffer is rewritten while a wgmma that
    // reads it may still run (it would serialise the wgmmas, C7513).
    if (n_mine > 0) {
#pragma unroll 1
      for (int i = 0;; i += 2) {
        step(i, p_a, p_b);
        if (i + 1 >= n_mine) break;
        step(i + 1, p_b, p_a);
        if (i + 2 >= n_mine) break;
      }
    }
  } else {
    // PIPE == 2 (FlashAttention-3's intra-warpgroup order). Steady state, iteration i: S(i) and
    // PV(i-1) are in flight; issue S(i+1), wait for S(i), softmax(i) under S(i+1) and PV(i-1),
    // wait for PV(i-1), rescale O, issue PV(i). The first and last iterations are peeled so that
    // every wgmma wait count is a constant on every path (ptxas would serialise otherwise).
    auto mid = [&](int i, SType (&s_cur)[kSRegs], SType (&s_next)[kSRegs], unsigned (&p_cur)[kPRegs],
                   unsigned (&p_prev)[kPRegs]) {
      top(i);
      if constexpr (kMbar) wait_k(i + 1);
      wgmma_fence();
      issue_s(i + 1, s_next);
      wgmma_wait<2>();  // S(i)
      fence_regs(s_cur);
      softmax(i, s_cur, p_cur);
      pin_softmax(p_cur);
      wgmma_wait<1>();  // PV(i-1)
      fence_regs(o_acc);
      fence_regs(p_prev);
      rescale_o();
      if constexpr (kMbar) wait_v(i);
      wgmma_fence();
      issue_pv(i, p_cur);
    };
    auto last = [&](int i, SType (&s_cur)[kSRegs], unsigned (&p_cur)[kPRegs], unsigned (&p_prev)[kPRegs]) {
      top(i);
      wgmma_wait<1>();  // S(i)
      fence_regs(s_cur);
      softmax(i, s_cur, p_cur);
      pin_softmax(p_cur);
      wgmma_wait<0>();  // PV(i-1)
      fence_regs(o_acc);
      fence_regs(p_prev);
      rescale_o();
      if constexpr (kMbar) wait_v(i);
      wgmma_fence();
      issue_pv(i, p_cur);
      wgmma_wait<0>();
      fence_regs(o_acc);
      fence_regs(p_cur);
    };
    if (n_mine > 0) {
      if constexpr (kMbar) wait_k(0);  // SYNC=bar: K(0) came with group 0
      wgmma_fence();
      issue_s(0, s_a);
      top(0);
      if (n_mine == 1) {
        wgmma_wait<0>();
        fence_regs(s_a);
        softmax(0, s_a, p_a);
        if constexpr (kMbar) wait_v(0);
        wgmma_fence();
        issue_pv(0, p_a);
        wgmma_wait<0>();
        fence_regs(o_acc);
        fence_regs(p_a);
      } else {
        if constexpr (kMbar) wait_k(1);
        issue_s(1, s_b);
        wgmma_wait<1>();  // S(0)
        fence_regs(s_a);
        softmax(0, s_a, p_a);  // O is still zero: no rescale
        if constexpr (kMbar) wait_v(0);
        wgmma_fence();
        issue_pv(0, p_a);
#pragma unroll 1
        for (int i = 1;; i += 2) {  // S(i) sits in s_b for odd i, s_a for even i
          if (i + 1 >= n_mine) {
            last(i, s_b, p_b, p_a);
            break;
          }
          mid(i, s_b, s_a, p_b, p_a);
          if (i + 2 >= n_mine) {
            last(i + 1, s_a, p_a, p_b);
            break;
          }
          mid(i + 1, s_a, s_b, p_a, p_b);
        }
      }
    }
  }
  // The CTA's top() calls past this warpgroup's own tiles. M_WG > 1: the warpgroups share the
  // loads and the slot barriers, so one with fewer tiles (causal) or none (past S) goes on issuing
  // its part and passing them, or the others would wait for it forever. KV_WG > 1: a warpgroup
  // whose share is one short passes the named barriers it missed, so that every warpgroup reaches
  // the merge's __syncthreads having passed as many. The hardware does not need that;
  // compute-sanitizer's racecheck does: it orders two warps' accesses by the barriers each has
  // passed, and reported the (m, l) exchange below as a race in every CTA whose key tiles split
  // unevenly (causal, KV_WG > 1, SYNC=bar), which took those candidates out.
  if constexpr (M_WG > 1 || KV_WG > 1) {
#pragma unroll 1
    for (int i = n_mine; i < n_pad; ++i) top(i);
  }
#endif
  cp_async_wait_all();  // nothing real is left in flight (ablations aside)
  if (!has_rows) return;

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

  // ---- each warpgroup with rows (KV_WG > 1: warpgroup 0): stage O (fp16) in its own Q tile,
  // which only its own (finished) wgmmas read, in the tiles' swizzle (a warp's 4-byte writes and
  // a quarter-warp's 16-byte reads each hit 32 different banks), then 16-byte coalesced stores
  unsigned char* const stage = smem + (s_q - base);
#pragma unroll
  for (int j = 0; j < D / 8; ++j) {
#pragma unroll
    for (int r = 0; r < 2; ++r) {
      const int row = warp * 16 + g + 8 * r;  // columns 8j + 2qd, +1: chunk j, bytes 4qd..4qd+3
      *reinterpret_cast<unsigned*>(stage + swizzled(kBM, row, j) + 4 * qd) =
          pack_half2(o_acc[4 * j + 2 * r], o_acc[4 * j + 2 * r + 1]);
    }
  }
  warpgroup_barrier(mw);
  half* const og = o + head + static_cast<size_t>(q0) * D;
  constexpr int kChunks = D / 8;
#pragma unroll
  for (int i = 0; i < kBM * kChunks / 128; ++i) {
    const int idx = wtid + i * 128;
    const int row = idx / kChunks, chunk = idx % kChunks;
    const uint4 val = *reinterpret_cast<const uint4*>(stage + swizzled(kBM, row, chunk));
    *reinterpret_cast<uint4*>(og + row * D + chunk * 8) = val;
  }
}
