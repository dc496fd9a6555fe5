// evotune:template attention_ws
// evotune:about Hopper attention forward, warp-specialized (FlashAttention-3's structure): one
// evotune:about producer warpgroup loads Q once and K/V tiles by TMA (cp.async.bulk.tensor into
// evotune:about 128-byte-swizzled shared memory) into a ring of slots with full and empty mbarriers;
// evotune:about M_WG consumer warpgroups of 64 query rows each share every K/V tile and compute
// evotune:about S = Q K^T and O += P V on wgmma (fp16 in, fp32 S and O), online softmax on exp2 in
// evotune:about fp32 (SACC=f16: fp16 S, the softmax on packed halves); optional ping-pong between two
// evotune:about consumer warpgroups and a register split (setmaxnreg) that moves the producer's
// evotune:about registers to the consumers.
// evotune:param BLOCK_N {64,128,176,192,256} Keys per tile (n of the QK^T wgmma, k of the PV wgmma). S need not be a multiple: the last key tile's weights past S are masked to 0 (non-causal; causal rows mask them anyway). 176, 192 and 256 (FlashAttention-3 takes 176 at D=128 without a causal mask) halve the key tiles' fixed costs (waits, row maxima, turns) at 88 to 128 S registers a thread: SACC=f32 and QSRC=smem only, and PIPE=1's second P buffer rarely fits.
// evotune:param M_WG {1,2,3,4} Consumer warpgroups: the CTA owns 64*M_WG query rows, warpgroup w rows 64w..64w+63, all reading the same K/V slots. 4 (256-row tiles, 640 threads: the consumers get 112 registers) fits D=64 with 64 keys a tile and PIPE 0 or 2; where S is a multiple of 256 its work tiles divide into 128 CTAs at every power-of-two shape, whole, with no stream-K pieces to merge.
// evotune:param STAGES {2,3,4,5} K/V ring slots (each a K tile and a V tile) the producer keeps filling ahead of the consumers.
// evotune:param PIPE {0,1,2} Per tile: 0 S, softmax, PV in turn; 1 issue S(next) and PV(this) together, softmax(next) under both (FlashAttention-3's intra-warpgroup overlap), into a second P buffer; 2 the same with one P buffer: softmax(next) leaves its weights in S's fp32 registers and they become fp16 P once PV(this) has completed (FlashAttention-3's register budget: BLOCK_N/4 fewer registers).
// evotune:param PINGPONG {0,1} M_WG=2, PIPE >= 1, non-causal: the two consumer warpgroups take turns issuing their wgmmas (named barriers), so one's softmax runs under the other's GEMMs. KSPLIT=2 (PIPE=0, causal too): they take turns at the softmax itself (one key tile each in the order of the keys), so that one's softmax runs under the other's S and PV wgmmas: a gain where those are long (D=128), a loss at D=64 with a causal mask, where two softmaxes side by side finish sooner than two in turn.
// evotune:param REGSPLIT {0,1} M_WG >= 2: the producer gives registers back (setmaxnreg.dec to 24) and the consumers take them (setmaxnreg.inc: 240 with M_WG=2, 160 with M_WG=3, 112 with M_WG=4).
// evotune:param CLUSTER {1,2} default=1 CTAs per query tile: 2 splits its keys between the two CTAs of a thread-block cluster (twice the CTAs, half the walk each), the second handing its (m, l, O) to the first through distributed shared memory.
// evotune:param MCAST {1,2,4} default=1 CTAs of a thread-block cluster, neighbouring query tiles of one head, that share each K/V tile: one of them loads it by TMA multicast into the same slot of all (tile i's K by CTA 2i % MCAST, its V by the next), and each consumer warp releases a slot in every CTA of the cluster; an L2-to-SM read of K/V feeds MCAST SMs. STREAMK > 0: in its whole waves (the split rest is each CTA's own). CLUSTER=1; the query tiles of a head and the CTAs of the grid (STREAMK) must divide into clusters; causal: a cluster walks the keys of its heaviest tile.
// evotune:param TILES {1,2,3,4,6,8,11,16,21,24,32} default=1 Work tiles (a query tile of one head) per CTA, strided over the grid: above 1 the producer loads the next tile's Q and first K/V while the consumers finish this one (its epilogue, the ring's fill), at the cost of a second Q buffer (QBUFS=2). CLUSTER=1 only. Any of 1..32 works; the set holds the counts that make one wave of about 128 CTAs at the shapes of attn_ws_set (e.g. 11 for 1408 work tiles).
// evotune:param KSPLIT {1,2} default=1 M_WG=2 and an even STAGES >= 4 only: 2 makes the two consumer warpgroups share one 64-row query tile and take alternate key tiles (each walks half the keys), the first handing its (m, l, O) to the second through shared memory; for short S, where a 64-row CTA's walk is the critical path.
// evotune:param ROWSUM {alu,mma,hadd} default=alu Where the softmax's row sums come from: alu, BLOCK_N/2 fp32 adds a key tile beside the exponentials; mma, the tensor core: an m64n8k16 wgmma of P against a block of fp16 ones in shared memory beside each PV wgmma (the sum of the fp16 weights PV used, in fp32, already rescaled with O); hadd, P's registers added in pairs (add.f16x2, a tree of BLOCK_N/8 - 1 a row, each weight rounded at most log2(BLOCK_N/8) times), then the two halves in fp32: half the instructions of alu, the sum of the weights PV used. SACC=f32.
// evotune:param RESCALE {always,lazy,spec} default=always When the running O and row sums are rescaled to a new row maximum: always, at every key tile; lazy, only when some row of the warp has risen by more than 8 (log2 units; a warp vote), the weights meanwhile taken against the stale maximum (at most 2^8: fp16 P and fp32 O hold them, and O and l share the maximum, so the result is the same); FlashAttention-4's rescaling. spec: lazy's rule with each tile's exponentials taken against the stale maximum before this tile's maxima are known, which are found beside them (the tile is redone the lazy way where a row of the warp rose by more than 8, and a row's first tile always is): the same result as lazy, bit for bit, without the maxima in the tile's dependent chain. SACC=f32, PIPE 0 or 1.
// evotune:param SACC {f32,f16} default=f32 S = Q K^T accumulated in fp32 (cuDNN's and FlashAttention-3's precision), or in fp16 with the softmax on packed halves (max, scale and exp2 two keys at a time, the weights already P; the reduced-precision mode: about 3x the relative error). f16 needs ROWSUM=mma and PIPE 0 or 1.
// evotune:param POLY {0,1,2,3,4} default=0 Of every 4 pairs of weights, this many take exp2 from a polynomial on the FMA pipe instead of MUFU (FlashAttention-4's split: MUFU does 16 exp2 a clock an SM, about as long as a key tile's wgmmas at D=64). SACC=f32: degree 4 after rounding to an integer power, relative error 2.6e-6 before P's fp16 rounding; SACC=f16: a cubic on halves, 0 for weights under 2^-14.5 (MUFU's fp16 keeps them down to 2^-24).
// evotune:param STREAMK {0,128,132} default=0 0: work tiles whole, TILES a CTA. N: a grid of N persistent CTAs takes the work tiles in whole strided waves (CTA c: tiles c, c + N, ...) while two waves remain, then shares out the (work tile, key tile) units of the rest evenly (stream-K): CTA c walks units [c*U/N, (c+1)*U/N) of them, so such a tile is walked in pieces by neighbouring CTAs; the pieces other than the tile's head leave their unnormalised (m, l, O) in global memory, and the head piece (its CTA's last) waits for them and adds them in CTA order. For shapes whose work tiles do not divide into waves (176 tiles of 192 rows on 132 SMs). Non-causal, CLUSTER=1, KSPLIT=1, TILES=1 only.
// evotune:param QBUFS {1,2} default=2 Q buffers of a CTA that takes several work tiles (TILES > 1, STREAMK): 2 loads the next tile's Q into the other buffer under this tile's walk; 1 saves that buffer (at D=128 it is the room of a third ring slot), and the producer loads the next tile's first K/V, then its Q once the consumers have freed the buffer (QFREE). No effect with one work tile a CTA.
// evotune:param QFREE {late,early} default=late QBUFS=1 with several work tiles: when each consumer warp frees the one Q buffer. late: after the tile's epilogue, which stages the output in its Q tile for 16-byte stores. early: as soon as its last S wgmma of the tile has completed, so that the next Q loads under the tile's last softmax, PV and epilogue; the output then goes from the registers to global memory, each quad's 4-byte pieces transposed by shuffles into 16-byte stores (the Q tile may already hold the next tile's rows). On an H200, early was 3% faster with three consumers at (4,16,4096,64); with two ping-pong consumers at D=128 it is level with late, and late with QBAR=wg is fastest.
// evotune:param PREFETCH {none,q,qkv} default=none Warms L2 for the work tile that follows on this CTA's SM: its Q rows (q), and also its first K and V tile (qkv), by cp.async.bulk.prefetch.tensor from one consumer thread once this tile's Q has landed, a tile's walk ahead. The tile that follows is the CTA's next (TILES > 1, STREAMK), or with one tile a CTA the tile one wave of resident CTAs ahead (%nsmid SMs times the CTAs that fit in an SM's shared memory). Q is read once, so without it every tile's first wait is a DRAM round trip.
// evotune:param QBAR {cta,wg} default=cta QBUFS=1 with several work tiles and two 64-row query tiles a CTA (M_WG=2, KSPLIT=1): cta, the one Q buffer is freed once every consumer warp has freed it and loaded whole; wg, each warpgroup's Q tile has its own full and free mbarriers, so the producer loads a warpgroup's next Q as soon as that warpgroup has freed its own (with ping-pong the first warpgroup finishes its tile half a turn before the second, and its Q then loads under the second's last PV and epilogue).
// evotune:param RELEASE {pair,split} default=pair When a consumer warp hands a ring slot back: pair, the slot's K and V tiles together once its PV wgmma has completed; split, K as soon as its S wgmma has completed and V after PV (FlashAttention-3's separate K and V pipelines), each on an empty mbarrier of its own, so that the producer loads tile j + STAGES's K while tile j's V is still being read. With PIPE >= 1 a warpgroup holds tile i's V and tile i+1's K at once: with two slots, pair leaves the producer nothing to load ahead.
// evotune:param QSRC {smem,half,regs} default=smem Where the S wgmmas read their A operand, the warpgroup's Q tile: smem, by descriptor at every key tile; regs, from fragments loaded once a work tile by ldmatrix (D/4 registers a thread), so that each S wgmma reads only K from shared memory (a third less traffic at D=128) and, with QFREE=early, the Q buffer is freed as soon as it is loaded; half, Q's second 64 columns (D=128; D=64: its second 32) from registers and the rest from shared memory (D/8 registers: fits PIPE=1 at D=128, where regs spills). SACC=f32, PIPE >= 1.
// evotune:problem B H S D CAUSAL
// evotune:requires sm_90a
// evotune:declares gmem
//
// Why a second template: attention_wgmma.cu loads K/V with cp.async from the consumer threads
// themselves, so its query warpgroups (M_WG > 1) meet at block-wide barriers to refill a slot,
// and they ran slower than one warpgroup alone (bench/results/mwg_tma_h100_2026-11-24_846a91e).
// Here the loads belong to a warpgroup of their own and every hand-off is an mbarrier: a consumer
// never waits for another consumer, and there is no barrier whose arrivals depend on the work
// split (uneven causal work or a ragged last tile cannot make them diverge). Precision is that of
// cuDNN and FlashAttention-3 (fp32 logits and softmax, P rounded to fp16 for the PV product),
// except with SACC=f16, the one reduced-precision mode here (fp16 logits; max, scale and exp2 on
// packed halves, whose results are P as they stand); attention_wgmma.cu keeps the others (fp16
// exp2 on fp32 logits, FlashAttention-4's polynomial exp2). The wgmma,
// mbarrier and softmax helpers repeat that template's: a template is one self-contained file
// (evotune hashes, caches and exports exactly the text it renders).
//
// Layout: q, k, v, o are [B, H, S, D] contiguous fp16; `scale` multiplies q k^T (1/sqrt(D)).
// CAUSAL: query i sees keys j <= i; key tiles wholly above a warpgroup's diagonal are skipped.
// Needs D in {64, 128}, S % 64 == 0. S need not be a multiple of 64*M_WG: a warpgroup whose rows
// start at or past S computes nothing. Nor of BLOCK_N: the last key tile's rows past S are the next
// head's keys and values (or the TMA's zeros past the tensor), their weights masked to 0.
//
// Launch geometry (one entry):
//   attention_ws
//     grid  (ceil(ceil(S/(64*M_WG/KSPLIT)) * H * B / TILES) * CLUSTER, 1, 1), block (128*(M_WG+1), 1, 1);
//     STREAMK > 0: grid (STREAMK, 1, 1) (the kernel traps on another);
//     CLUSTER=2 and MCAST > 1 declare their cluster shape in the kernel (__cluster_dims__), so a
//     plain launch makes the clusters
//     dynamic shared memory, bytes:
//       1024 + 128*D*(M_WG/KSPLIT)*(TILES > 1 || STREAMK > 0 ? QBUFS : 1) + 4*STAGES*BLOCK_N*D
//       + ((CLUSTER-1)*M_WG + KSPLIT-1)*(256*D + 2048) + 256*(ROWSUM == mma) + 40 + 24*STAGES
//       + 8*STAGES*(RELEASE == split)
//     (the 1024 is alignment slack: the kernel rounds its base up to 1024 bytes; the last terms
//     hold the ones block and the mbarriers). Over 48 KiB for every legal point: raise the function's
//     max-dynamic-shared-memory attribute to it. The kernel traps if it gets less.
//   Parameters: (q_map, k_map, v_map, o, scale). The three maps are CUtensorMaps over q, k and v
//   seen as [B*H*S, D] (outermost first), fp16, 128-byte swizzle, boxes [64, 64] (q_map) and
//   [BLOCK_N, 64] (k_map, v_map); D = 128 takes two boxes per tile, one per 64 columns.
//
// Work split: a work tile is (query tile, head); tile t is query tile x = t % ceil(S/R) of head
// t / ceil(S/R) (b*H + h), rows [R*qt, R*qt + R), R = 64*M_WG, qt = x (causal: ceil(S/R) - 1 - x,
// heaviest first). CTA c (of the pairs, c = blockIdx.x / CLUSTER) takes tiles c, c + G, c + 2G,
// ... with G CTAs (pairs) in the grid: one with TILES = 1. The key range is that of the last row;
// CLUSTER=2: the first CTA of the pair takes its first ceil(n/2) tiles, the second the rest. The
// producer loads every key tile of its CTA's share of each work tile in order, the j-th of the
// CTA's whole walk into slot j % STAGES once all consumers have released that slot's previous
// tile, and each work tile's Q into Q buffer (work tile's number) % QBUFS once every consumer warp
// has released the tile QBUFS before there (TILES > 1, STREAMK; QBUFS=1: after that tile's first
// K/V, and QFREE=early releases it at its last S wgmma, for the Q load to run under the tile's last
// softmax and PV). KSPLIT=2 (M_WG=2): both consumer warpgroups take the CTA's one 64-row query
// tile; warpgroup w walks the local key tiles j with j % 2 == w (each tile's empty mbarrier counts
// only its owner's warps), and at the end the first
// stores its unnormalised (m, l, O) in the merge buffer and arrives on named barrier 7, where the
// second waits, adds it and writes. Consumer warpgroup w walks the tiles its
// own rows see (causal: to its diagonal), then, after writing its output, waits for and releases
// the tiles it skips (so the ring's phases stay in step for the others). CLUSTER=2: the second
// CTA's consumers store their unnormalised O, row maxima and sums into the first CTA's merge
// buffer (st.shared::cluster) and arrive on its merge mbarrier (release at cluster scope); the
// first CTA's consumers wait on it (acquire), rescale both parts to the larger maximum, sum and
// write. A row can meet no key in the second CTA's share (causal): its maximum stays -inf and its
// part has weight 0. MCAST > 1: the MCAST CTAs of a cluster take neighbouring work tiles of one head
// (c..c+MCAST-1, then each the same stride on) and walk the same key tiles (causal: those of the
// cluster's heaviest tile). Each K (V) tile is loaded once, by CTA 2i % MCAST (2i + 1), multicast into
// the same slot of every CTA, each CTA's producer expecting its bytes on its own full mbarrier; each
// consumer warp releases the slot in every CTA (one lane each, at CTA scope), so a slot's
// empty mbarrier counts the warps of the whole cluster, and a producer that loads a tile knows every
// CTA is done with the slot. A producer stays until the last tiles are released everywhere. STREAMK: the
// cluster's CTAs walk the whole waves so (CTA c's tiles c + k*STREAMK), and each its split rest alone:
// there a warp's one local arrival counts MCAST times.
//
// STREAMK > 0: CTA c takes work tiles c, c + STREAMK, ... whole while two waves of STREAMK remain
// (the CTAs running at once hold neighbouring tiles of few heads, whose K/V stay in L2, as with
// TILES). The rest, one to two waves' worth, is U = (tiles) x (key tiles of S) units, tile by
// tile; CTA c then walks units [c*U/STREAMK, (c+1)*U/STREAMK) of it: one or a few tiles, the first
// and last of which may be pieces of a tile split between neighbouring CTAs. Per consumer
// warpgroup: a piece that is not the tile's head (its first key tiles) is the first piece of its
// CTA's split walk; it stores its unnormalised (O, m, l) in its CTA's slot of the module's partials
// and counts itself in the tile's arrivals (release). The head piece is the last of its CTA's
// walk: its warpgroup waits (acquire) until every other piece has arrived, which each did before
// any wait of its own, adds them in CTA order to its own, writes, and sets the counter back to 0
// for the next launch. The waits point only to later CTAs' first pieces: they finish once those
// CTAs run, which they do when launched in order or resident together (STREAMK <= the SMs; one
// CTA per SM). The partials and counters are module globals (zero at load): launches of one
// loaded module must not overlap (one stream at a time).
//
// Shared memory (from a 1024-aligned base): 1 or QBUFS (TILES > 1, STREAMK) Q buffers of M_WG/KSPLIT tiles of
// 64 rows | STAGES slots of (K tile, V tile) | CLUSTER=2: per consumer warpgroup (KSPLIT=2: one), O as
// [register / 4][thread][4] fp32 and (m, m, l, l) per thread | ROWSUM=mma: 256 bytes of fp16 ones, the
// B operand of the row-sum wgmma (8 columns by 16 keys, no swizzle) | mbarriers: Q full and Q free per
// buffer (two each, used or not), (K full, V full, empty; RELEASE=split: and K empty) per slot, merge.
// Every tile is stored as D/64 column blocks of [rows][128 bytes], 16-byte chunk c of row r at chunk
// c ^ (r % 8): TMA's 128-byte swizzle, which is the wgmma 128-byte swizzle. The output is staged (fp16) in each
// warpgroup's own Q tile, in the same swizzle, and written with 16-byte stores. With one Q buffer
// for several work tiles freed early (QBUFS=1, QFREE=early), whose Q tile the next tile's load may
// already be overwriting, it goes from the registers to global memory (a 4x4 transpose in each
// quad by shuffles, then 16-byte stores: a warp's fill 64-byte runs of 8 rows). QBAR=wg gives each
// consumer warpgroup's Q tile of the one buffer its own full and free mbarriers (those of the
// second buffer).

#include <cuda_fp16.h>

#if !defined(B) || !defined(H) || !defined(S) || !defined(D) || !defined(CAUSAL)
#error "attention_ws needs the problem macros B, H, S and D and CAUSAL"
#endif
#if !defined(BLOCK_N) || !defined(M_WG) || !defined(STAGES) || !defined(PIPE) || !defined(PINGPONG) || \
    !defined(REGSPLIT) || !defined(CLUSTER) || !defined(TILES) || !defined(KSPLIT) || !defined(ROWSUM) ||      \
    !defined(RESCALE) || !defined(SACC) || !defined(POLY) || !defined(STREAMK) || !defined(QBUFS) ||              \
    !defined(QFREE) || !defined(PREFETCH) || !defined(QBAR) || !defined(QSRC) || !defined(MCAST) || !defined(RELEASE)
#error "attention_ws needs BLOCK_N M_WG STAGES PIPE PINGPONG REGSPLIT CLUSTER TILES KSPLIT ROWSUM RESCALE SACC POLY \
STREAMK QBUFS QFREE PREFETCH QBAR QSRC MCAST RELEASE"
#endif
// Named choices arrive as bare words; map them to numbers by token pasting.
#define EVO_CAT_(a, b) a##b
#define EVO_CAT(a, b) EVO_CAT_(a, b)
#define EVO_ROWSUM_alu 1
#define EVO_ROWSUM_mma 2
#define EVO_ROWSUM_hadd 3
#define ROWSUM_ID EVO_CAT(EVO_ROWSUM_, ROWSUM)
#if ROWSUM_ID != 1 && ROWSUM_ID != 2 && ROWSUM_ID != 3
#error "ROWSUM must be alu, mma or hadd"
#endif
#define EVO_RESCALE_always 1
#define EVO_RESCALE_lazy 2
#define EVO_RESCALE_spec 3
#define RESCALE_ID EVO_CAT(EVO_RESCALE_, RESCALE)
#if RESCALE_ID != 1 && RESCALE_ID != 2 && RESCALE_ID != 3
#error "RESCALE must be always, lazy or spec"
#endif
#define EVO_SACC_f32 1
#define EVO_SACC_f16 2
#define SACC_ID EVO_CAT(EVO_SACC_, SACC)
#if SACC_ID != 1 && SACC_ID != 2
#error "SACC must be f32 or f16"
#endif
#define EVO_QFREE_late 1
#define EVO_QFREE_early 2
#define QFREE_ID EVO_CAT(EVO_QFREE_, QFREE)
#if QFREE_ID != 1 && QFREE_ID != 2
#error "QFREE must be late or early"
#endif
#define EVO_PREFETCH_none 1
#define EVO_PREFETCH_q 2
#define EVO_PREFETCH_qkv 3
#define PREFETCH_ID EVO_CAT(EVO_PREFETCH_, PREFETCH)
#if PREFETCH_ID != 1 && PREFETCH_ID != 2 && PREFETCH_ID != 3
#error "PREFETCH must be none, q or qkv"
#endif
#define EVO_QBAR_cta 1
#define EVO_QBAR_wg 2
#define QBAR_ID EVO_CAT(EVO_QBAR_, QBAR)
#if QBAR_ID != 1 && QBAR_ID != 2
#error "QBAR must be cta or wg"
#endif
#define EVO_RELEASE_pair 1
#define EVO_RELEASE_split 2
#define RELEASE_ID EVO_CAT(EVO_RELEASE_, RELEASE)
#if RELEASE_ID != 1 && RELEASE_ID != 2
#error "RELEASE must be pair or split"
#endif
#define EVO_QSRC_smem 1
#define EVO_QSRC_regs 2
#define EVO_QSRC_half 3
#define QSRC_ID EVO_CAT(EVO_QSRC_, QSRC)
#if QSRC_ID != 1 && QSRC_ID != 2 && QSRC_ID != 3
#error "QSRC must be smem, half or regs"
#endif
#if defined(__CUDA_ARCH__) && (__CUDA_ARCH__ != 900 || !defined(__CUDA_ARCH_FEAT_SM90_ALL))
#error "attention_ws needs sm_90a (wgmma, setmaxnreg): compile with -arch=sm_90a"
#endif
#define EVO_NEG_INF __int_as_float(0xff800000)  // -inf (NVRTC has no __builtin_huge_valf)

// A CUtensorMap as a kernel sees it (NVRTC cannot include <cuda.h>): 128 opaque, 64-byte aligned bytes.
struct alignas(64) attention_ws_map {
  unsigned long long opaque[16];
};

namespace {

// Constants are enums: NVRTC would emit namespace-scope constexpr variables as device globals.
enum : int { kBM = 64 };                    // query rows per consumer warpgroup (one wgmma M)
enum : int { kQWG = M_WG / KSPLIT };  // 64-row query tiles per CTA
enum : int { kRowsCTA = kBM * kQWG };
enum : int { kThreads = 128 * (M_WG + 1) };
enum : int { kQTileBytes = kBM * 2 * D };   // one warpgroup's Q tile
enum : int { kQBytes = kQWG * kQTileBytes };  // one Q buffer
enum : int { kStreamK = STREAMK > 0 };
enum : int { kMultiTile = TILES > 1 || kStreamK };  // a CTA may take several work tiles (or pieces)
enum : int { kQBufs = kMultiTile ? QBUFS : 1 };  // 2: the next work tile's Q loads beside this one's
// one Q buffer for several work tiles: the next tile's first K/V loads before its Q
enum : int { kOneQ = kMultiTile && QBUFS == 1 };
// and it is freed at each tile's last S wgmma (QFREE=early): no output staging in it
enum : int { kEarlyFreeQ = kOneQ && QFREE_ID == 2 };
// QBAR=wg: the one buffer's warpgroup Q tiles filled and freed each on its own mbarriers (the two
// pairs that a second buffer would use)
enum : int { kQBarWG = QBAR_ID == 2 };
// QSRC: the S wgmmas take k-steps kQReg0.. of Q from registers (ldmatrix once a work tile); with all
// of them there (regs), QFREE=early frees the buffer right after that load
enum : int { kQRegSteps = QSRC_ID == 2 ? D / 16 : QSRC_ID == 3 ? D / 32 : 0 };
enum : int { kQReg0 = D / 16 - kQRegSteps, kQRegs = kQRegSteps > 0, kQAllRegs = kQRegSteps == D / 16 };
enum : int { kTileBytes = BLOCK_N * 2 * D };  // one K or one V tile
enum : int { kSlotBytes = 2 * kTileBytes };
enum : int { kOffKV = kQBufs * kQBytes };
enum : int { kMergeWGBytes = 256 * D + 2048 };  // one warpgroup's O (128 threads x D/2) and (m, m, l, l)
enum : int { kOffMerge = kOffKV + STAGES * kSlotBytes };
enum : int { kOffOnes = kOffMerge + ((CLUSTER - 1) * M_WG + (KSPLIT - 1)) * kMergeWGBytes };
enum : int { kAluRowSum = ROWSUM_ID == 1 };  // ROWSUM=alu
enum : int { kMmaRowSum = ROWSUM_ID == 2 };  // ROWSUM=mma
enum : int { kHaddRowSum = ROWSUM_ID == 3 };  // ROWSUM=hadd
enum : int { kStaleExp = RESCALE_ID == 3 };                    // RESCALE=spec
enum : int { kLazyRescale = RESCALE_ID == 2 || kStaleExp };  // RESCALE=lazy's rule (spec too)
enum : int { kOffBar = kOffOnes + 256 * kMmaRowSum };
enum : int { kSplitRelease = RELEASE_ID == 2 };  // RELEASE=split: a K-empty mbarrier per slot besides
enum : int { kSlotBarBytes = 24 + 8 * kSplitRelease };  // a slot's mbarriers
enum : int { kSmemBytes = 1024 + kOffBar + 40 + kSlotBarBytes * STAGES };
enum : int { kPrefetchQ = PREFETCH_ID >= 2, kPrefetchKV = PREFETCH_ID == 3 };
// CTAs an SM holds at once by shared memory (228 KiB, 1 KiB of it reserved per CTA) and threads: with
// one work tile a CTA, PREFETCH looks this many times the SMs ahead
enum : int { kCtasBySmem = (228 * 1024) / (kSmemBytes + 1024) };
enum : int { kCtasPerSM = kCtasBySmem < 2048 / kThreads ? kCtasBySmem : 2048 / kThreads };
enum : int { kHalfS = SACC_ID == 2 };  // SACC=f16
enum : int { kSRegs = kHalfS ? BLOCK_N / 4 : BLOCK_N / 2 };  // S accumulators per thread (fp32, or fp16x2)
enum : int { kPRegs = BLOCK_N / 4 };  // fp16x2 registers of P per thread
enum : int { kOAcc = D / 2 };         // fp32 O accumulators per thread
enum : int { kQTiles = (S + kRowsCTA - 1) / kRowsCTA };
enum : int { kRagged = S % kRowsCTA != 0 };
// PINGPONG: the two warpgroups take turns issuing their GEMMs (two query tiles), or, sharing one
// query tile's keys (KSPLIT=2), at the softmax
enum : int { kGemmTurns = PINGPONG && KSPLIT == 1, kSoftmaxTurns = PINGPONG && KSPLIT == 2 };
enum : int { kWorkTiles = kQTiles * H * B };  // (query tile, head) pairs
enum : int { kKeyTiles = (S + BLOCK_N - 1) / BLOCK_N };
enum : int { kKeyRagged = S % BLOCK_N != 0 };  // the last key tile runs past S: masked
// STREAMK: whole waves of work tiles, then the rest (one to two waves' worth, so that few pieces
// are short) split into (work tile, key tile) units
enum : int { kWaves = STREAMK > 0 && kWorkTiles >= 2 * STREAMK ? kWorkTiles / (STREAMK + (STREAMK == 0)) - 1 : 0 };
enum : int { kTail0 = kWaves * STREAMK };  // the first work tile of the split rest
enum : int { kTailUnits = (kWorkTiles - kTail0) * kKeyTiles };
// MCAST: the CTAs of the grid (one pass of work tiles, TILES a CTA) and of a cluster, which share K/V
enum : int { kGridCTAs = (kWorkTiles + TILES - 1) / TILES };
enum : int { kClusterCTAs = CLUSTER * MCAST };

static_assert(D == 64 || D == 128, "D must be 64 or 128");
static_assert(S % kBM == 0, "S must be a multiple of 64");
static_assert(BLOCK_N == 64 || BLOCK_N == 128 || BLOCK_N == 176 || BLOCK_N == 192 || BLOCK_N == 256,
              "BLOCK_N must be 64, 128, 176, 192 or 256");
// (the wide tiles have the fp32 S wgmma from shared memory only)
static_assert(BLOCK_N <= 128 || (SACC_ID == 1 && QSRC_ID == 1), "BLOCK_N over 128 needs SACC=f32 and QSRC=smem");
static_assert(M_WG >= 1 && M_WG <= 4, "M_WG must be 1 to 4");
static_assert(STAGES >= 2 && STAGES <= 5, "STAGES must be 2..5");
static_assert(PIPE >= 0 && PIPE <= 2, "PIPE must be 0, 1 or 2");
static_assert(!kStaleExp || (SACC_ID == 1 && PIPE != 2),
              "RESCALE=spec needs SACC=f32 and PIPE 0 or 1 (it keeps S beside P until the maxima are known)");
static_assert(PINGPONG == 0 || (M_WG == 2 && PIPE >= 1 && !CAUSAL && !kRagged && KSPLIT == 1) ||
                  (KSPLIT == 2 && PIPE == 0 && !kRagged),
              "PINGPONG needs M_WG == 2, PIPE >= 1, no causal mask and S a multiple of 128 (even turns); "
              "with KSPLIT=2, PIPE=0 and S a multiple of 64");
static_assert(REGSPLIT == 0 || M_WG >= 2, "REGSPLIT needs M_WG >= 2 (one consumer already has 255 registers)");
static_assert(CLUSTER == 1 || CLUSTER == 2, "CLUSTER must be 1 or 2");
static_assert(TILES >= 1 && TILES <= 32, "TILES must be 1 to 32");
static_assert(TILES == 1 || CLUSTER == 1, "TILES > 1 needs CLUSTER == 1 (the pair's merge is one tile's)");
static_assert(KSPLIT == 1 || (KSPLIT == 2 && M_WG == 2 && TILES == 1 && CLUSTER == 1),
              "KSPLIT=2 needs M_WG == 2, TILES == 1 and CLUSTER == 1");
// A warpgroup holds its tile j until its next one, j + KSPLIT, has landed, and the other warpgroup
// holds j + 1 meanwhile: KSPLIT=2 with 2 slots would wait on the slot it holds itself. And a slot
// must only ever hold one warpgroup's tiles (STAGES even): a warpgroup waits on a slot's full
// barrier by parity, which is sound only one phase ahead, and it never waits for the other's tiles.
// With an odd STAGES the slot's previous tile is the other's, whose TMA may land after this
// warpgroup's own later tile: the parity wait then passes at once and the wgmma reads the slot
// before its tile is there (two runs differed at (32,32,512,64), STAGES=3; a wait for the earlier
// phase first is no cure: once this tile has landed, that parity names the phase after it).
static_assert(KSPLIT == 1 || (STAGES >= KSPLIT + 1 && STAGES % KSPLIT == 0),
              "KSPLIT=2 needs an even STAGES of at least 4 (one warpgroup's tiles per slot)");
// (fp16 adds of up to S weights a row would lose too much)
static_assert(!kHalfS || kMmaRowSum, "SACC=f16 needs ROWSUM=mma");
// (its S registers are P already: PIPE=2's one P buffer saves nothing, and its copy of S into P
// between S(i+1) and PV(i) made ptxas serialize the wgmmas)
static_assert(!kHalfS || PIPE != 2, "SACC=f16 takes PIPE 0 or 1");
static_assert(POLY >= 0 && POLY <= 4, "POLY must be 0 to 4");
static_assert(QBUFS == 1 || QBUFS == 2, "QBUFS must be 1 or 2");
static_assert(!kQBarWG || (kOneQ && kQWG == 2), "QBAR=wg needs one Q buffer (QBUFS=1) for several work tiles and two "
                                                 "query tiles a CTA (M_WG=2, KSPLIT=1)");
static_assert(!kQRegs || (!kHalfS && PIPE >= 1), "QSRC regs and half need SACC=f32 and PIPE >= 1");
static_assert(kSmemBytes <= 227 * 1024, "shared memory over the 227 KiB an sm_90 CTA can have");
static_assert(STREAMK >= 0 && (STREAMK == 0 || (CLUSTER == 1 && KSPLIT == 1 && TILES == 1 && !CAUSAL)),
              "STREAMK > 0 needs CLUSTER == 1, KSPLIT == 1, TILES == 1 and no causal mask");
static_assert(MCAST == 1 || MCAST == 2 || MCAST == 4, "MCAST must be 1, 2 or 4");
static_assert(MCAST == 1 || CLUSTER == 1, "MCAST > 1 needs CLUSTER == 1");
// (a cluster's CTAs take tiles c..c+MCAST-1, then each the same stride on: one head's neighbours throughout;
// STREAMK: in its whole waves)
static_assert(MCAST == 1 || (kQTiles % MCAST == 0 && (kStreamK ? STREAMK : kGridCTAs) % MCAST == 0),
              "MCAST > 1 needs the query tiles of a head and the CTAs of the grid to divide into clusters");
static_assert(static_cast<long long>(kTailUnits) * (STREAMK + 1) < (1ll << 31), "too many units");

#if STREAMK > 0
// One consumer warpgroup's part of a work tile, as float4s: O as [register / 4][thread], then
// (m, m, l, l) per thread; one slot per CTA (only the first piece of a CTA's split walk leaves one).
enum : int { kPartF4 = (kOAcc / 4 + 1) * 128 };
__device__ float4 evo_partials[STREAMK * M_WG * kPartF4];
__device__ unsigned evo_arrivals[(kWorkTiles - kTail0 > 0 ? kWorkTiles - kTail0 : 1) * M_WG];  // per (split work tile, consumer warpgroup)
#endif

__device__ __forceinline__ unsigned smem_addr(const void* p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}

// ---- mbarriers and TMA
__device__ __forceinline__ void mbar_init(unsigned bar, unsigned count) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;\n" ::"r"(bar), "r"(count) : "memory");
}
__device__ __forceinline__ void mbar_arrive(unsigned bar) {
  asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];\n" ::"r"(bar) : "memory");
}
// One arrival that also announces `bytes` of transactions still to come (the TMA's).
__device__ __forceinline__ void mbar_expect(unsigned bar, unsigned bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\n" ::"r"(bar), "r"(bytes) : "memory");
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
// CLUSTER=2: the same shared-memory offset in CTA `rank` of the cluster (a shared::cluster address).
__device__ __forceinline__ unsigned cluster_address(unsigned addr, unsigned rank) {
  unsigned r;
  asm volatile("mapa.shared::cluster.u32 %0, %1, %2;\n" : "=r"(r) : "r"(addr), "r"(rank));
  return r;
}
__device__ __forceinline__ void cluster_store4(unsigned addr, float a, float b, float c, float d) {
  asm volatile("st.shared::cluster.v4.f32 [%0], {%1, %2, %3, %4};\n" ::"r"(addr), "f"(a), "f"(b), "f"(c), "f"(d)
               : "memory");
}
// An arrival on another CTA's mbarrier that publishes this thread's earlier cluster stores.
__device__ __forceinline__ void cluster_arrive_remote(unsigned bar) {
  asm volatile("mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%0];\n" ::"r"(bar) : "memory");
}
// An arrival that counts `count` times (MCAST: a release of a slot no other CTA shares, on a barrier that
// counts the cluster's warps).
__device__ __forceinline__ void mbar_arrive_count(unsigned bar, unsigned count) {
  asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0], %1;\n" ::"r"(bar), "r"(count) : "memory");
}
// MCAST: an arrival on the same mbarrier in another CTA (or this one) of the cluster, release at CTA scope
// (mbarrier.arrive's default; CUTLASS's consumer release in a multicast pipeline). What it publishes is
// that this warp's wgmmas have finished reading a slot, which they have by their wait; at cluster scope
// (release there, acquire at the producer's wait) the three-consumer point at (4,16,4096,64) ran 12%
// slower (600 against 535 us, STAGES=4, H200: bench/results/attention_ws_mcast_2026-12-01, call 3).
__device__ __forceinline__ void mbar_arrive_cluster(unsigned cluster_bar) {
  asm volatile("mbarrier.arrive.shared::cluster.b64 _, [%0];\n" ::"r"(cluster_bar) : "memory");
}
// Waits for phase `parity` of a local mbarrier whose arrivals came from the cluster (acquire).
__device__ __forceinline__ void cluster_wait(unsigned bar, unsigned parity) {
  unsigned done;
  do {
    asm volatile(
        "{\n.reg .pred p;\nmbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 p, [%1], %2;\nselp.u32 %0, 1, 0, "
        "p;\n}\n"
        : "=r"(done)
        : "r"(bar), "r"(parity)
        : "memory");
  } while (!done);
}
__device__ __forceinline__ void cluster_sync() {
  asm volatile("barrier.cluster.arrive.release.aligned;\nbarrier.cluster.wait.acquire.aligned;\n" ::: "memory");
}

// Box (col, row) of the map into shared memory at `dst`, completing on `bar`.
__device__ __forceinline__ void tma_load(unsigned dst, const attention_ws_map* map, int col, int row, unsigned bar) {
  asm volatile(
      "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];\n" ::"r"(
          dst),
      "l"(reinterpret_cast<unsigned long long>(map)), "r"(col), "r"(row), "r"(bar)
      : "memory");
}
// MCAST: the same box into offset `dst` of every CTA of the cluster in `cta_mask`, each completing on its
// own mbarrier at offset `bar`.
__device__ __forceinline__ void tma_load_multicast(unsigned dst, const attention_ws_map* map, int col, int row,
                                                   unsigned bar, unsigned short cta_mask) {
  asm volatile(
      "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [%0], [%1, {%2, "
      "%3}], [%4], %5;\n" ::"r"(dst),
      "l"(reinterpret_cast<unsigned long long>(map)), "r"(col), "r"(row), "r"(bar), "h"(cta_mask)
      : "memory");
}
// Box (col, row) of the map into L2 only (no completion to wait for).
__device__ __forceinline__ void tma_prefetch(const attention_ws_map* map, int col, int row) {
  asm volatile("cp.async.bulk.prefetch.tensor.2d.L2.global.tile [%0, {%1, %2}];\n" ::"l"(
                   reinterpret_cast<unsigned long long>(map)),
               "r"(col), "r"(row)
               : "memory");
}
// `rows` rows from `row` of the map (all D columns: one box per 64) into a swizzled tile.
// cta_mask != 0: into the same offset of each of those CTAs of the cluster (MCAST).
__device__ __forceinline__ void tma_tile(unsigned dst, const attention_ws_map* map, int rows, int row, unsigned bar,
                                         unsigned short cta_mask = 0) {
#pragma unroll
  for (int cb = 0; cb < D / 64; ++cb) {
    if (cta_mask)
      tma_load_multicast(dst + cb * rows * 128, map, cb * 64, row, bar, cta_mask);
    else
      tma_load(dst + cb * rows * 128, map, cb * 64, row, bar);
  }
}
// The same rows into L2 (one box of the map is `rows` rows).
__device__ __forceinline__ void tma_prefetch_tile(const attention_ws_map* map, int row) {
#pragma unroll
  for (int cb = 0; cb < D / 64; ++cb) tma_prefetch(map, cb * 64, row);
}

// ---- barriers among threads
// Named barriers: 0 is __syncthreads, 1..4 one consumer warpgroup each, 5..6 ping-pong's turns,
// 7 KSPLIT's merge. Named barrier `id` over kCount threads (whole warps): wait for all, or arrive.
template <int kCount>
__device__ __forceinline__ void named_sync(int id) {
  asm volatile("bar.sync %0, %1;\n" ::"r"(id), "n"(kCount) : "memory");
}
template <int kCount>
__device__ __forceinline__ void named_arrive(int id) {
  asm volatile("bar.arrive %0, %1;\n" ::"r"(id), "n"(kCount) : "memory");
}
// Over the 128 threads of consumer warpgroup mw.
__device__ __forceinline__ void warpgroup_barrier(int mw) { named_sync<128>(mw + 1); }
// Ping-pong: barrier 5 + w opens warpgroup w's turn; it is complete when w waits on it and the
// other warpgroup has arrived.
__device__ __forceinline__ void turn_wait(int mw) { named_sync<256>(5 + mw); }
__device__ __forceinline__ void turn_give(int mw) { named_arrive<256>(5 + (mw ^ 1)); }

// ---- wgmma
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
// Keeps the compiler from moving reads or writes of these registers across this point (a wgmma
// reads or writes them asynchronously until its wait).
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
// ROWSUM=mma: the ones block as a K-major B operand without swizzle (mode 0): its two 8x8 core
// matrices (16 keys) 128 bytes apart.
__device__ __forceinline__ unsigned long long ones_desc(unsigned addr) {
  return make_desc(addr, 128, 256) & ~(3ull << 62);
}

#define EVO_ACC4(b) "+f"(d[b]), "+f"(d[b + 1]), "+f"(d[b + 2]), "+f"(d[b + 3])
#define EVO_ACC8(b) EVO_ACC4(b), EVO_ACC4(b + 4)
#define EVO_OUT4(b) "=f"(d[b]), "=f"(d[b + 1]), "=f"(d[b + 2]), "=f"(d[b + 3])
#define EVO_OUT8(b) EVO_OUT4(b), EVO_OUT4(b + 4)
#define EVO_ACC32(b) EVO_ACC8(b), EVO_ACC8(b + 8), EVO_ACC8(b + 16), EVO_ACC8(b + 24)
#define EVO_OUT32(b) EVO_OUT8(b), EVO_OUT8(b + 8), EVO_OUT8(b + 16), EVO_OUT8(b + 24)
#define EVO_REGS32                                                                              \
  "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, " \
  "%20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31"
#define EVO_REGS64                                                                                     \
  EVO_REGS32 ", %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, " \
             "%49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63"

// S = Q K^T, m64nNk16, A (Q) and B (K) from shared memory, both K-major. `first` overwrites d
// (d is then write-only, so its old contents need not stay live).
__device__ __forceinline__ void wgmma_qk(float (&d)[32], unsigned long long a, unsigned long long b, bool first) {
  if (first)
    asm volatile("wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {" EVO_REGS32 "}, %32, %33, 0, 1, 1, 0, 0;\n"
                 : EVO_OUT8(0), EVO_OUT8(8), EVO_OUT8(16), EVO_OUT8(24)
                 : "l"(a), "l"(b));
  else
    asm volatile("wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {" EVO_REGS32 "}, %32, %33, 1, 1, 1, 0, 0;\n"
                 : EVO_ACC8(0), EVO_ACC8(8), EVO_ACC8(16), EVO_ACC8(24)
                 : "l"(a), "l"(b));
}
__device__ __forceinline__ void wgmma_qk(float (&d)[64], unsigned long long a, unsigned long long b, bool first) {
  if (first)
    asm volatile("wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {" EVO_REGS64 "}, %64, %65, 0, 1, 1, 0, 0;\n"
                 : EVO_OUT8(0), EVO_OUT8(8), EVO_OUT8(16), EVO_OUT8(24), EVO_OUT8(32), EVO_OUT8(40), EVO_OUT8(48),
                   EVO_OUT8(56)
                 : "l"(a), "l"(b));
  else
    asm volatile("wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {" EVO_REGS64 "}, %64, %65, 1, 1, 1, 0, 0;\n"
                 : EVO_ACC8(0), EVO_ACC8(8), EVO_ACC8(16), EVO_ACC8(24), EVO_ACC8(32), EVO_ACC8(40), EVO_ACC8(48),
                   EVO_ACC8(56)
                 : "l"(a), "l"(b));
}
// BLOCK_N 176, 192, 256 (FlashAttention-3's 176 keys a tile at D=128): S from Q in shared memory only
#define EVO_REGS88 \
  EVO_REGS64 ", %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82," \
  " %83, %84, %85, %86, %87"
__device__ __forceinline__ void wgmma_qk(float (&d)[88], unsigned long long a, unsigned long long b, bool first) {
  if (first)
    asm volatile("wgmma.mma_async.sync.aligned.m64n176k16.f32.f16.f16 {" EVO_REGS88 "}, %88, %89, 0, 1, 1, 0, 0;\n"
                 : EVO_OUT32(0), EVO_OUT32(32), EVO_OUT8(64), EVO_OUT8(72), EVO_OUT8(80)
                 : "l"(a), "l"(b));
  else
    asm volatile("wgmma.mma_async.sync.aligned.m64n176k16.f32.f16.f16 {" EVO_REGS88 "}, %88, %89, 1, 1, 1, 0, 0;\n"
                 : EVO_ACC32(0), EVO_ACC32(32), EVO_ACC8(64), EVO_ACC8(72), EVO_ACC8(80)
                 : "l"(a), "l"(b));
}
#define EVO_REGS96 EVO_REGS88 ", %88, %89, %90, %91, %92, %93, %94, %95"
__device__ __forceinline__ void wgmma_qk(float (&d)[96], unsigned long long a, unsigned long long b, bool first) {
  if (first)
    asm volatile("wgmma.mma_async.sync.aligned.m64n192k16.f32.f16.f16 {" EVO_REGS96 "}, %96, %97, 0, 1, 1, 0, 0;\n"
                 : EVO_OUT32(0), EVO_OUT32(32), EVO_OUT32(64)
                 : "l"(a), "l"(b));
  else
    asm volatile("wgmma.mma_async.sync.aligned.m64n192k16.f32.f16.f16 {" EVO_REGS96 "}, %96, %97, 1, 1, 1, 0, 0;\n"
                 : EVO_ACC32(0), EVO_ACC32(32), EVO_ACC32(64)
                 : "l"(a), "l"(b));
}
#define EVO_REGS128 \
  EVO_REGS96 ", %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, " \
  "%112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127"
__device__ __forceinline__ void wgmma_qk(float (&d)[128], unsigned long long a, unsigned long long b, bool first) {
  if (first)
    asm volatile("wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {" EVO_REGS128 "}, %128, %129, 0, 1, 1, 0, 0;\n"
                 : EVO_OUT32(0), EVO_OUT32(32), EVO_OUT32(64), EVO_OUT32(96)
                 : "l"(a), "l"(b));
  else
    asm volatile("wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16 {" EVO_REGS128 "}, %128, %129, 1, 1, 1, 0, 0;\n"
                 : EVO_ACC32(0), EVO_ACC32(32), EVO_ACC32(64), EVO_ACC32(96)
                 : "l"(a), "l"(b));
}
// QSRC=regs: the same with A (Q) from four fp16x2 registers, P's A-operand layout in wgmma_pv.
__device__ __forceinline__ void wgmma_qk(float (&d)[32], const unsigned* a, unsigned long long b, bool first) {
  if (first)
    asm volatile("wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {" EVO_REGS32
                 "}, {%32, %33, %34, %35}, %36, 0, 1, 1, 0;\n"
                 : EVO_OUT8(0), EVO_OUT8(8), EVO_OUT8(16), EVO_OUT8(24)
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "l"(b));
  else
    asm volatile("wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {" EVO_REGS32
                 "}, {%32, %33, %34, %35}, %36, 1, 1, 1, 0;\n"
                 : EVO_ACC8(0), EVO_ACC8(8), EVO_ACC8(16), EVO_ACC8(24)
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "l"(b));
}
__device__ __forceinline__ void wgmma_qk(float (&d)[64], const unsigned* a, unsigned long long b, bool first) {
  if (first)
    asm volatile("wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {" EVO_REGS64
                 "}, {%64, %65, %66, %67}, %68, 0, 1, 1, 0;\n"
                 : EVO_OUT8(0), EVO_OUT8(8), EVO_OUT8(16), EVO_OUT8(24), EVO_OUT8(32), EVO_OUT8(40), EVO_OUT8(48),
                   EVO_OUT8(56)
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "l"(b));
  else
    asm volatile("wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {" EVO_REGS64
                 "}, {%64, %65, %66, %67}, %68, 1, 1, 1, 0;\n"
                 : EVO_ACC8(0), EVO_ACC8(8), EVO_ACC8(16), EVO_ACC8(24), EVO_ACC8(32), EVO_ACC8(40), EVO_ACC8(48),
                   EVO_ACC8(56)
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "l"(b));
}
// Four 8x8 fp16 matrices from shared memory, lanes 8i..8i+7 giving matrix i's row addresses: one
// warp's m16k16 A fragment (QSRC=regs).
__device__ __forceinline__ void ldmatrix_x4(unsigned* r, unsigned addr) {
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
               : "r"(addr)
               : "memory");
}
// SACC=f16: the same with fp16 accumulators, two keys a register (the A-operand layout of P).
#define EVO_HACC8(b)                                                                                             \
  "+r"(d[b]), "+r"(d[b + 1]), "+r"(d[b + 2]), "+r"(d[b + 3]), "+r"(d[b + 4]), "+r"(d[b + 5]), "+r"(d[b + 6]), \
      "+r"(d[b + 7])
#define EVO_HOUT8(b)                                                                                             \
  "=r"(d[b]), "=r"(d[b + 1]), "=r"(d[b + 2]), "=r"(d[b + 3]), "=r"(d[b + 4]), "=r"(d[b + 5]), "=r"(d[b + 6]), \
      "=r"(d[b + 7])
#define EVO_REGS16 "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15"
__device__ __forceinline__ void wgmma_qk(unsigned (&d)[16], unsigned long long a, unsigned long long b, bool first) {
  if (first)
    asm volatile("wgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {" EVO_REGS16 "}, %16, %17, 0, 1, 1, 0, 0;\n"
                 : EVO_HOUT8(0), EVO_HOUT8(8)
                 : "l"(a), "l"(b));
  else
    asm volatile("wgmma.mma_async.sync.aligned.m64n64k16.f16.f16.f16 {" EVO_REGS16 "}, %16, %17, 1, 1, 1, 0, 0;\n"
                 : EVO_HACC8(0), EVO_HACC8(8)
                 : "l"(a), "l"(b));
}
__device__ __forceinline__ void wgmma_qk(unsigned (&d)[32], unsigned long long a, unsigned long long b, bool first) {
  if (first)
    asm volatile("wgmma.mma_async.sync.aligned.m64n128k16.f16.f16.f16 {" EVO_REGS32 "}, %32, %33, 0, 1, 1, 0, 0;\n"
                 : EVO_HOUT8(0), EVO_HOUT8(8), EVO_HOUT8(16), EVO_HOUT8(24)
                 : "l"(a), "l"(b));
  else
    asm volatile("wgmma.mma_async.sync.aligned.m64n128k16.f16.f16.f16 {" EVO_REGS32 "}, %32, %33, 1, 1, 1, 0, 0;\n"
                 : EVO_HACC8(0), EVO_HACC8(8), EVO_HACC8(16), EVO_HACC8(24)
                 : "l"(a), "l"(b));
}
// One S k-step with A from registers (kFromRegs) or from shared memory: a template, so that the form
// not taken is never instantiated (there is no register form for fp16 accumulators, SACC=f16).
template <bool kFromRegs, typename Acc>
__device__ __forceinline__ void wgmma_qk_a(Acc& d, const unsigned* a_regs, unsigned long long a_desc,
                                           unsigned long long b, bool first) {
  if constexpr (kFromRegs)
    wgmma_qk(d, a_regs, b, first);
  else
    wgmma_qk(d, a_desc, b, first);
}
// O += P V, m64nDk16: A (P) from four fp16x2 registers, B (V) MN-major from shared memory.
__device__ __forceinline__ void wgmma_pv(float (&d)[32], const unsigned* p, unsigned long long b) {
  asm volatile("wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 {" EVO_REGS32
               "}, {%32, %33, %34, %35}, %36, 1, 1, 1, 1;\n"
               : EVO_ACC8(0), EVO_ACC8(8), EVO_ACC8(16), EVO_ACC8(24)
               : "r"(p[0]), "r"(p[1]), "r"(p[2]), "r"(p[3]), "l"(b));
}
__device__ __forceinline__ void wgmma_pv(float (&d)[64], const unsigned* p, unsigned long long b) {
  asm volatile("wgmma.mma_async.sync.aligned.m64n128k16.f32.f16.f16 {" EVO_REGS64
               "}, {%64, %65, %66, %67}, %68, 1, 1, 1, 1;\n"
               : EVO_ACC8(0), EVO_ACC8(8), EVO_ACC8(16), EVO_ACC8(24), EVO_ACC8(32), EVO_ACC8(40), EVO_ACC8(48),
                 EVO_ACC8(56)
               : "r"(p[0]), "r"(p[1]), "r"(p[2]), "r"(p[3]), "l"(b));
}

// ROWSUM=mma: d += P 1, m64n8k16, A (P) as in wgmma_pv, B the ones block: every column of d is
// the row's sum of P over these 16 keys (this thread's rows: d[0] and d[2]).
__device__ __forceinline__ void wgmma_rowsum(float (&d)[4], const unsigned* p, unsigned long long b) {
  asm volatile("wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {%0, %1, %2, %3}, {%4, %5, %6, %7}, %8, 1, 1, 1, 0;\n"
               : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
               : "r"(p[0]), "r"(p[1]), "r"(p[2]), "r"(p[3]), "l"(b));
}

// ---- softmax
__device__ __forceinline__ float fast_exp2(float x) {
  float y;
  asm("ex2.approx.ftz.f32 %0, %1;\n" : "=f"(y) : "f"(x));
  return y;
}
// 2^x without MUFU (x <= 8): x = j + f, j = round(x) by the 1.5 * 2^23 trick (j then sits in the
// low bits of t, and t's bits << 23 are j << 23 exactly), f in [-0.5, 0.5]; 2^f by a degree-4
// fit of relative error 2.6e-6; times 2^j by adding j to the exponent. x is clamped at -125, so
// that the exponent stays normal: masked weights (-inf) come out as 2^-125, which P's fp16
// rounding and the fp32 row sums take as 0.
__device__ __forceinline__ float exp2_poly(float x) {
  x = fmaxf(x, -125.f);
  const float t = x + 12582912.f;
  const float f = x - (t - 12582912.f);
  float p = fmaf(0.00957008597f, f, 0.0559178591f);
  p = fmaf(p, f, 0.240247452f);
  p = fmaf(p, f, 0.693121815f);
  p = fmaf(p, f, 0.999999261f);
  return __int_as_float(__float_as_int(p) + (__float_as_int(t) << 23));
}
// Two floats to fp16x2: `lo` in bits 0..15.
__device__ __forceinline__ unsigned pack_half2(float lo, float hi) {
  unsigned r;
  asm("cvt.rn.f16x2.f32 %0, %1, %2;\n" : "=r"(r) : "f"(hi), "f"(lo));
  return r;
}
// SACC=f16: arithmetic on two fp16 halves at once, and one half to fp32
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
// 2^x on two fp16 halves (x <= 8) without MUFU: j = round(x) (adding 1536 rounds: fp16's spacing is
// 1 in [1024, 2048)), f = x - j in [-0.5, 0.5], 2^f by a cubic (relative error 8e-5 before fp16
// rounding), times 2^j built in the exponent bits, (15 + j) << 10, which is +0 for j = -15 (x is
// clamped at -15 so that no half borrows from the other). Results under 2^-14.5 are 0.
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

// Byte offset of 16-byte chunk `chunk` of row `row` in a swizzled tile of `rows` rows.
__device__ __forceinline__ int swizzled(int rows, int row, int chunk) {
  return (chunk >> 3) * rows * 128 + row * 128 + (((chunk & 7) ^ (row & 7)) << 4);
}

// One tile of the online softmax. s: S = Q K^T for this thread's rows (row0, row0 + 8) and keys
// key0 + 8j + 2*(lane%4) + {0,1}, element i in row (i>>1)&1; m: running row max in scaled (log2)
// units; l: this thread's share of the running row sum; alpha: the factor the running O must
// take, and moved whether it must take it at all (warp-uniform; RESCALE=always: every tile).
// s gets the weights exp2(s * scale_log2 - m) in place (fp32; to_p rounds them to P).
// Maxima and sums run in four independent chains per row. ROWSUM=mma: l is left alone (the
// row-sum wgmma sums P). kMask: the causal mask (keys past the row), or without one the keys past S
// (the last key tile when it runs past S).
template <bool kMask>
__device__ __forceinline__ void mask_tile(float (&s)[kSRegs], int key0, int row0, int qd) {
  if (kMask) {
#pragma unroll
    for (int i = 0; i < kSRegs; ++i) {
      const int col = key0 + 8 * (i / 4) + 2 * qd + (i & 1);
      const int row = row0 + ((i & 2) ? 8 : 0);
      if (CAUSAL ? col > row : col >= S) s[i] = EVO_NEG_INF;  // (a causal row is below S)
    }
  }
}
// Each row's new running maximum, max(m, the tile's maximum * scale_log2), the same in the quad.
__device__ __forceinline__ void new_row_max(const float (&s)[kSRegs], const float (&m)[2], float (&m_new)[2],
                                            float scale_log2) {
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
    const float tile_max = fmaxf(fmaxf(mx[r][0], mx[r][1]), fmaxf(mx[r][2], mx[r][3]));
    // A row's first tile always holds key 0 <= row, so m is finite from then on; a later tile
    // wholly masked for a row (causal, M_WG > 1) leaves it, and its weights are exp2(-inf) = 0.
    m_new[r] = fmaxf(m[r], quad_max(tile_max) * scale_log2);
  }
}
// A weight pair's exponentials: POLY of every 4 pairs from the polynomial (i known at compile time)
__device__ __forceinline__ void exp2_pair(int i, float x0, float x1, float& e0, float& e1) {
  const bool poly = (i & 3) < POLY;
  e0 = poly ? exp2_poly(x0) : fast_exp2(x0);
  e1 = poly ? exp2_poly(x1) : fast_exp2(x1);
}
template <bool kMask>
__device__ __forceinline__ void softmax_tile(float (&s)[kSRegs], float (&m)[2], float (&l)[2], float (&alpha)[2],
                                             bool& moved, float scale_log2, int key0, int row0, int qd) {
  mask_tile<kMask>(s, key0, row0, qd);
  float m_new[2];
  new_row_max(s, m, m_new, scale_log2);
  // RESCALE=lazy: a row keeps its maximum until it rises by more than 8 (the first tile always
  // moves it: m is -inf before it); its alpha is then exactly 1. A select per row, so that the
  // exponentials wait for no vote; the vote (is there a row of this warp to rescale at all) runs
  // beside them and lets the warp skip the O rescale.
  bool move[2];
  float neg_m[2];
#pragma unroll
  for (int r = 0; r < 2; ++r) {
    move[r] = !kLazyRescale || m_new[r] > m[r] + 8.f;
    const float m_next = move[r] ? m_new[r] : m[r];
    // CLUSTER=2 / KSPLIT=2: the second share's first tile may hold no key a row sees; the maximum stays -inf
    // and subtracting 0 instead keeps every weight exp2(-inf) = 0 (-inf - -inf would be NaN)
    const float m_use = (CLUSTER > 1 || KSPLIT > 1) && m_next == EVO_NEG_INF ? 0.f : m_next;
    alpha[r] = fast_exp2(m[r] - m_use);
    m[r] = m_next;
    neg_m[r] = -m_use;
  }
  moved = !kLazyRescale || __any_sync(0xffffffffu, move[0] || move[1]);
  float sum[2][4] = {{0.f, 0.f, 0.f, 0.f}, {0.f, 0.f, 0.f, 0.f}};
#pragma unroll
  for (int i = 0; i < kPRegs; ++i) {
    const int r = i & 1;  // pair i holds elements 2i, 2i+1: row (2i >> 1) & 1
    const float x0 = fmaf(s[2 * i], scale_log2, neg_m[r]), x1 = fmaf(s[2 * i + 1], scale_log2, neg_m[r]);
    float e0, e1;
    exp2_pair(i, x0, x1, e0, e1);
    if constexpr (kAluRowSum) sum[r][(i >> 1) & 3] += e0 + e1;
    s[2 * i] = e0;
    s[2 * i + 1] = e1;
  }
  if constexpr (kAluRowSum) {
#pragma unroll
    for (int r = 0; r < 2; ++r) l[r] = l[r] * alpha[r] + ((sum[r][0] + sum[r][1]) + (sum[r][2] + sum[r][3]));
  } else if constexpr (kHaddRowSum) {  // (the tile's sums follow from P: add_p_row_sums)
#pragma unroll
    for (int r = 0; r < 2; ++r) l[r] *= alpha[r];
  }
}
// SACC=f16: register i packs keys key0 + 8*(i>>1) + 2*(lane%4) + {0,1} of row (i & 1), which
// is P's layout, so the softmax runs on pairs (max.f16x2; fma.rn.f16x2, s*c - m; ex2.approx.f16x2)
// and leaves P in place. c is scale_log2 rounded to fp16, and m is kept in fp16 values, so that
// -m is exact in the fma and every tile's weights share one temperature, c.
template <bool kMask>
__device__ __forceinline__ void softmax_tile(unsigned (&s)[kSRegs], float (&m)[2], float (&l)[2], float (&alpha)[2],
                                             bool& moved, float scale_log2, int key0, int row0, int qd) {
  (void)l;  // ROWSUM=mma
  if (kMask) {
#pragma unroll
    for (int i = 0; i < kSRegs; ++i) {
      const int col = key0 + 8 * (i >> 1) + 2 * qd;
      const int row = row0 + 8 * (i & 1);
      const int last = CAUSAL ? row : S - 1;  // the last key the row sees
      const unsigned keep = (col > last ? 0u : 0xFFFFu) | (col + 1 > last ? 0u : 0xFFFF0000u);
      s[i] = (s[i] & keep) | (0xFC00FC00u & ~keep);  // fp16 -inf where masked
    }
  }
  unsigned mx[2][2] = {{0xFC00FC00u, 0xFC00FC00u}, {0xFC00FC00u, 0xFC00FC00u}};
#pragma unroll
  for (int i = 0; i < kSRegs; ++i) mx[i & 1][(i >> 1) & 1] = max_half2(mx[i & 1][(i >> 1) & 1], s[i]);
  const unsigned c2 = pack_half2(scale_log2, scale_log2);
  const float c = half_lo(c2);
  bool move[2];
  unsigned neg_m2[2];
#pragma unroll
  for (int r = 0; r < 2; ++r) {
    const unsigned v = max_half2(mx[r][0], mx[r][1]);
    // (rounding is monotonic: the running maximum of rounded values is the rounded maximum)
    const float m_new = fmaxf(m[r], half_lo(pack_half2(quad_max(fmaxf(half_lo(v), half_hi(v))) * c, 0.f)));
    move[r] = !kLazyRescale || m_new > m[r] + 8.f;  // as in the fp32 softmax
    const float m_next = move[r] ? m_new : m[r];
    const float m_use = (CLUSTER > 1 || KSPLIT > 1) && m_next == EVO_NEG_INF ? 0.f : m_next;
    alpha[r] = fast_exp2(m[r] - m_use);
    m[r] = m_next;
    neg_m2[r] = pack_half2(-m_use, -m_use);
  }
  moved = !kLazyRescale || __any_sync(0xffffffffu, move[0] || move[1]);
#pragma unroll
  for (int i = 0; i < kSRegs; ++i) {
    const unsigned x = fma_half2(s[i], c2, neg_m2[i & 1]);
    s[i] = (i & 3) < POLY ? exp2_poly_half2(x) : exp2_half2(x);
  }
}
// The weights as fp16 P in the A-operand layout of the PV wgmma (the accumulator layout of S,
// pairs of neighbouring columns in one register; SACC=f16: already so).
__device__ __forceinline__ void to_p(const float (&s)[kSRegs], unsigned (&p)[kPRegs]) {
#pragma unroll
  for (int i = 0; i < kPRegs; ++i) p[i] = pack_half2(s[2 * i], s[2 * i + 1]);
}
__device__ __forceinline__ void to_p(const unsigned (&s)[kSRegs], unsigned (&p)[kPRegs]) {
#pragma unroll
  for (int i = 0; i < kPRegs; ++i) p[i] = s[i];
}
// A tree of add.f16x2 over a row's kW registers, a level per instantiation (unrolled into registers;
// a runtime loop over the levels left t in local memory), the odd one out of a level carried up.
template <int kW>
__device__ __forceinline__ void half2_tree(unsigned (&t)[kPRegs / 2]) {
  if constexpr (kW > 1) {
#pragma unroll
    for (int i = 0; i < kW / 2; ++i) t[i] = add_half2(t[i], t[i + (kW + 1) / 2]);
    half2_tree<(kW + 1) / 2>(t);
  }
}
// ROWSUM=hadd: l += this thread's share of each row of P (register i: row i & 1), summed as a tree
// of fp16 pairs so that a weight meets at most ceil(log2(kPRegs / 2)) roundings (a chain would round the
// first ones kPRegs / 2 - 1 times; partial sums of up to 32 weights of at most 2^8 stay in range),
// then the two halves in fp32.
__device__ __forceinline__ void add_p_row_sums(const unsigned (&p)[kPRegs], float (&l)[2]) {
#pragma unroll
  for (int r = 0; r < 2; ++r) {
    unsigned t[kPRegs / 2];
#pragma unroll
    for (int i = 0; i < kPRegs / 2; ++i) t[i] = p[2 * i + r];
    half2_tree<kPRegs / 2>(t);
    l[r] += half_lo(t[0]) + half_hi(t[0]);
  }
}
// RESCALE=spec: RESCALE=lazy's rule with the exponentials taken first, straight into P, against
// the maxima the rows already have, and this tile's maxima found beside them: a tile's chain is then
// the exponentials alone, not the maxima and then the exponentials (bench/softmax_rate.cu: ~180 of
// ~900 clocks a 128-key tile). Where no row of the warp rises by more than 8, lazy's result is the
// same bit for bit (alpha exactly 1); where one does, or a row has no maximum yet (its first tile),
// it returns false having changed only s's masked keys and p, and the caller takes the lazy path.
template <bool kMask>
__device__ __forceinline__ bool softmax_tile_stale(float (&s)[kSRegs], unsigned (&p)[kPRegs], const float (&m)[2],
                                                   float (&l)[2], float (&alpha)[2], bool& moved, float scale_log2,
                                                   int key0, int row0, int qd) {
  if (!__all_sync(0xffffffffu, m[0] != EVO_NEG_INF && m[1] != EVO_NEG_INF)) return false;
  mask_tile<kMask>(s, key0, row0, qd);
  float sum[2][4] = {{0.f, 0.f, 0.f, 0.f}, {0.f, 0.f, 0.f, 0.f}};
#pragma unroll
  for (int i = 0; i < kPRegs; ++i) {
    const int r = i & 1;
    const float x0 = fmaf(s[2 * i], scale_log2, -m[r]), x1 = fmaf(s[2 * i + 1], scale_log2, -m[r]);
    float e0, e1;
    exp2_pair(i, x0, x1, e0, e1);
    if constexpr (kAluRowSum) sum[r][(i >> 1) & 3] += e0 + e1;
    p[i] = pack_half2(e0, e1);
  }
  float m_new[2];
  new_row_max(s, m, m_new, scale_log2);
  if (__any_sync(0xffffffffu, m_new[0] > m[0] + 8.f || m_new[1] > m[1] + 8.f)) return false;
  alpha[0] = alpha[1] = 1.f;
  moved = false;
  if constexpr (kAluRowSum) {
#pragma unroll
    for (int r = 0; r < 2; ++r) l[r] = l[r] + ((sum[r][0] + sum[r][1]) + (sum[r][2] + sum[r][3]));
  } else if constexpr (kHaddRowSum) {
    add_p_row_sums(p, l);
  }
  return true;
}
template <bool kMask>  // SACC=f16 (RESCALE=spec is fp32 only: a static_assert says so)
__device__ __forceinline__ bool softmax_tile_stale(unsigned (&)[kSRegs], unsigned (&)[kPRegs], const float (&)[2],
                                                   float (&)[2], float (&)[2], bool&, float, int, int, int) {
  return false;
}

}  // namespace

#if CLUSTER * MCAST > 1
#define EVO_CLUSTER_DIMS __cluster_dims__(CLUSTER * MCAST, 1, 1)
#else
#define EVO_CLUSTER_DIMS
#endif

extern "C" __global__ void __launch_bounds__(kThreads, 1) EVO_CLUSTER_DIMS
attention_ws(const __grid_constant__ attention_ws_map q_map, const __grid_constant__ attention_ws_map k_map,
             const __grid_constant__ attention_ws_map v_map, half* __restrict__ o, float scale) {
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
  // warpgroup index, through a shuffle so that ptxas sees it is warp-uniform
  const int wg = __shfl_sync(0xffffffffu, tid / 128, 0);
  // in the cluster (CLUSTER=2: 0 takes the first share of keys and merges; MCAST: which K/V tiles it loads)
  unsigned rank = 0;
  if constexpr (kClusterCTAs > 1) asm("mov.u32 %0, %%cluster_ctarank;\n" : "=r"(rank));
  // This CTA's work tiles: first_tile, first_tile + tile_stride, ... (TILES > 1: strided, so that
  // the CTAs running at once hold neighbouring tiles of few heads, as with one tile per CTA)
  const int first_tile = static_cast<int>(blockIdx.x) / CLUSTER;
  const int tile_stride = static_cast<int>(gridDim.x) / CLUSTER;
  // STREAMK: CTA c takes work tiles c, c + STREAMK, ... for kWaves whole waves (so that the CTAs
  // running at once hold neighbouring tiles of few heads, whose K/V stay in L2), then the units
  // [unit_start(c), unit_start(c + 1)) of the rest (unit u: key tile u % kKeyTiles of work tile
  // kTail0 + u / kKeyTiles; c = STREAMK: the end of the last walk; with fewer units than CTAs some
  // are empty).
  auto unit_start = [](int c) {
    return static_cast<int>(static_cast<long long>(c) * kTailUnits / (STREAMK + !kStreamK));
  };
  // STREAMK: the rest's work tile (counted from kTail0) of this CTA's k-th piece, k >= kWaves
  auto tail_tile = [&](int k) { return unit_start(blockIdx.x) / kKeyTiles + k - kWaves; };
  if constexpr (kStreamK) {
    if (gridDim.x != STREAMK) __trap();  // the partials are sized for STREAMK CTAs
  }
  // this CTA's k-th work tile (STREAMK: the tile of its k-th piece)
  auto tile_of = [&](int k) {
    if constexpr (kStreamK) return k < kWaves ? first_tile + k * STREAMK : kTail0 + tail_tile(k);
    return first_tile + k * tile_stride;
  };
  // whether it exists (TILES = 1: only the first, which the compiler then sees, and keeps the
  // single walk's registers as they were without the loop)
  auto more_tiles = [&](int k) {
    if constexpr (kStreamK)
      return k < kWaves || max(unit_start(blockIdx.x), tail_tile(k) * kKeyTiles) < unit_start(blockIdx.x + 1);
    return TILES == 1 ? k == 0 : tile_of(k) < kWorkTiles;
  };
  // This CTA's k-th work tile t: query tile t % kQTiles (causal: counted from the last, heaviest
  // first) of head t / kQTiles (b*H + h); its key tiles (causal: to its last row's diagonal) and
  // this CTA's share of them, tiles lo .. lo + n_local - 1 (local tile j is tile lo + j); whole:
  // the share is all of them (STREAMK: else a piece, merged through the partials). k < 0: tile t
  // whole (or the cluster's share), as another CTA or this one's next takes it (PREFETCH).
  struct WorkTile {
    int t, row0, row_end, head_row, n_total, lo, n_local;
    bool whole;
  };
  auto work_tile_at = [&](int k, int t) {
    WorkTile w;
    w.t = t;
    const int x = t % kQTiles;
    w.row0 = (CAUSAL ? kQTiles - 1 - x : x) * kRowsCTA;
    w.row_end = kRagged ? min(w.row0 + kRowsCTA, S) : w.row0 + kRowsCTA;
    w.head_row = (t / kQTiles) * S;  // in the [B*H*S, D] view
    w.n_total = CAUSAL ? (w.row_end + BLOCK_N - 1) / BLOCK_N : kKeyTiles;
    if constexpr (MCAST > 1 && CAUSAL) {
      // every CTA of the cluster walks the keys of its heaviest tile, the first (x - x % MCAST): each
      // K/V tile is loaded once for all; a CTA's rows that do not see one skip it
      const int row_end = (kQTiles - 1 - (x - x % MCAST)) * kRowsCTA + kRowsCTA;
      w.n_total = ((kRagged ? min(row_end, S) : row_end) + BLOCK_N - 1) / BLOCK_N;
    }
    const int n_first = (w.n_total + 1) / 2;  // CLUSTER=2: the first CTA's share
    w.lo = CLUSTER > 1 && rank ? n_first : 0;
    // (through a register move the compiler cannot see into: a trip count known at compile time
    // lets it peel the walk into straight code that needs more registers than 255 with 128-key
    // tiles and PIPE=1, measured with CLUSTER=2 at S=512, two tiles per CTA)
    int n_local = CLUSTER > 1 ? (rank ? w.n_total - n_first : n_first) : w.n_total;
    if constexpr (kStreamK) {  // in the rest: the units of this tile inside [unit_start(c), unit_start(c + 1))
      if (k >= kWaves) {
        const int u_tile = tail_tile(k) * kKeyTiles;
        w.lo = max(unit_start(blockIdx.x) - u_tile, 0);
        n_local = min(unit_start(blockIdx.x + 1) - u_tile, kKeyTiles) - w.lo;
      }
    }
    asm("mov.b32 %0, %0;\n" : "+r"(n_local));
    w.n_local = n_local;
    w.whole = w.lo == 0 && n_local == w.n_total;
    return w;
  };
  auto work_tile = [&](int k) { return work_tile_at(k, tile_of(k)); };
  // MCAST: whether the cluster walks this CTA's k-th work tile together (its neighbours hold the same
  // head's neighbouring tiles, the same key tiles): all of them, or STREAMK's whole waves (its split rest
  // gives each CTA other units: loaded alone)
  auto kv_shared = [&](int k) { return MCAST > 1 && (!kStreamK || k < kWaves); };

  // mbarriers: Q full per Q buffer, Q free per Q buffer (TILES > 1, STREAMK), per slot (K full, V full,
  // empty), merge
  const unsigned bar_q = base + kOffBar;
  const unsigned bar_q_free = bar_q + 16;
  // Q buffer qb's full and free mbarriers as consumer warpgroup qwg waits and arrives (QBAR=wg: its tile's)
  auto bar_q_full_of = [&](int qb, int qwg) { return bar_q + 8 * (kQBarWG ? qwg : qb); };
  auto bar_q_free_of = [&](int qb, int qwg) { return bar_q_free + 8 * (kQBarWG ? qwg : qb); };
  const unsigned bar_merge = bar_q + 32 + kSlotBarBytes * STAGES;
  // slot s: K full at bar_slot(s), V full at +8, empty at +16
  // (RELEASE=split: and K empty at +24, V's the slot's empty one; pair: the one empty for both)
  auto bar_slot = [&](int i) { return bar_q + 32 + kSlotBarBytes * (i % STAGES); };
  auto bar_k_empty = [&](int i) { return bar_slot(i) + (kSplitRelease ? 24 : 16); };
  auto slot_k = [&](int i) { return base + kOffKV + (i % STAGES) * kSlotBytes; };

  if (tid == 0) {
    for (int b = 0; b < (kQBarWG ? kQWG : kQBufs); ++b) {
      mbar_init(bar_q + 8 * b, 1);
      mbar_init(bar_q_free + 8 * b, kQBarWG ? 4 * KSPLIT : 4 * M_WG);  // one arrival per consumer warp (of the tile)
    }
    for (int s = 0; s < STAGES; ++s) {
      mbar_init(bar_slot(s), 1);
      mbar_init(bar_slot(s) + 8, 1);
      // one arrival per warp of the tile's consumers (MCAST: in every CTA of the cluster)
      mbar_init(bar_slot(s) + 16, 4 * M_WG / KSPLIT * MCAST);
      if constexpr (kSplitRelease) mbar_init(bar_k_empty(s), 4 * M_WG / KSPLIT * MCAST);
    }
    mbar_init(bar_merge, 128 * M_WG);  // CLUSTER=2: every consumer thread of the second CTA
    // the initialisation, visible to the async proxy (the TMA unit) before it completes on them
    asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
    // this thread issues every load: fetch the three descriptors now, not at the first copy
    asm volatile("prefetch.tensormap [%0];\n" ::"l"(reinterpret_cast<unsigned long long>(&q_map)) : "memory");
    asm volatile("prefetch.tensormap [%0];\n" ::"l"(reinterpret_cast<unsigned long long>(&k_map)) : "memory");
    asm volatile("prefetch.tensormap [%0];\n" ::"l"(reinterpret_cast<unsigned long long>(&v_map)) : "memory");
  }
  if constexpr (kMmaRowSum) {
    if (tid < 64) {
      reinterpret_cast<unsigned*>(smem + kOffOnes)[tid] = 0x3C003C00u;  // fp16 1.0, twice
      // the wgmmas read it through the async proxy
      asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
    }
  }
  if constexpr (kClusterCTAs > 1) {
    cluster_sync();  // every CTA's mbarriers exist before another arrives on them or multicasts there
  } else {
    __syncthreads();
  }

  // PREFETCH: into L2, the start of the work tile that follows this CTA's k-th on its SM. Issued by
  // one consumer thread once the k-th's Q has landed, a tile's walk ahead (the producer's 24
  // registers would spill with it).
  const auto prefetch_next = [&](int k) {
    if constexpr (kPrefetchQ) {
      int t;
      if constexpr (kMultiTile) {
        if (!more_tiles(k + 1)) return;
        t = tile_of(k + 1);
      } else {
        unsigned sms;
        asm("mov.u32 %0, %%nsmid;\n" : "=r"(sms));
        t = first_tile + static_cast<int>(sms) * kCtasPerSM / CLUSTER;
        if (t >= kWorkTiles) return;
      }
      // (its first key tile is its first: only a CTA's first piece of a tile starts later)
      const WorkTile wn = work_tile_at(-1, t);
      const int q_tiles = kRagged ? (wn.row_end - wn.row0) / kBM : kQWG;
      for (int x = 0; x < q_tiles; ++x) tma_prefetch_tile(&q_map, wn.head_row + wn.row0 + x * kBM);
      if constexpr (kPrefetchKV) {
        tma_prefetch_tile(&k_map, wn.head_row + wn.lo * BLOCK_N);
        tma_prefetch_tile(&v_map, wn.head_row + wn.lo * BLOCK_N);
      }
    }
  };

  if (wg == 0) {
    // ---- producer: one thread issues every load. The ring runs on across work tiles (the
    // consumers' j-th tile overall is in slot j % STAGES), and the next work tile's Q goes to the
    // other Q buffer as soon as the slots let the producer get there, under this tile's last ones
    // (QBUFS=1: to the one buffer, after the next tile's first K/V, once the consumers free it).
    if constexpr (REGSPLIT) asm volatile("setmaxnreg.dec.sync.aligned.u32 24;\n" ::: "memory");
    // MCAST, a shared work tile: this CTA loads the K or V tile (2 * tile, + 1 for V) that falls to its
    // rank, for all
    constexpr unsigned short kCtaMask = MCAST > 1 ? (1u << MCAST) - 1 : 0;
    if (tid == 0) {
      int ring = 0;  // K/V tiles loaded so far
#pragma unroll 1
      for (int k = 0; more_tiles(k); ++k) {  // k: work tiles so far
        const WorkTile w = work_tile(k);
        const int qb = k % kQBufs;
        const bool shared = kv_shared(k);
        const auto loads = [&](int kv) { return !shared || kv % MCAST == static_cast<int>(rank); };
        const unsigned short cta_mask = shared ? kCtaMask : 0;
        const auto load_q = [&]() {
          // every consumer warp is done with this buffer's previous tile (its output staging too)
          const int q_tiles = kRagged ? (w.row_end - w.row0) / kBM : kQWG;  // none past S
          if constexpr (kQBarWG) {
            // each warpgroup's tile once that warpgroup has freed it (one with no rows: its phase, no bytes)
            for (int x = 0; x < kQWG; ++x) {
              if (k > 0) mbar_wait(bar_q_free_of(0, x), (k - 1) & 1);
              if (x < q_tiles) {
                mbar_expect(bar_q_full_of(0, x), kQTileBytes);
                tma_tile(base + x * kQTileBytes, &q_map, kBM, w.head_row + w.row0 + x * kBM, bar_q_full_of(0, x));
              } else {
                mbar_arrive(bar_q_full_of(0, x));
              }
            }
            return;
          }
          if (k >= kQBufs) mbar_wait(bar_q_free + 8 * qb, (k / kQBufs - 1) & 1);
          mbar_expect(bar_q + 8 * qb, q_tiles * kQTileBytes);
          for (int x = 0; x < q_tiles; ++x)
            tma_tile(base + qb * kQBytes + x * kQTileBytes, &q_map, kBM, w.head_row + w.row0 + x * kBM, bar_q + 8 * qb);
        };
        // QBUFS=1: the tile's first K/V before its Q, whose buffer frees only at the last S wgmma
        // of the tile before (that slot frees earlier), so that both land under that tile's end
        const bool q_late = kOneQ && k > 0;
        if (!q_late) load_q();
#pragma unroll 1
        for (int i = 0; i < w.n_local; ++i, ++ring) {
          const unsigned bar = bar_slot(ring);
          // every consumer (MCAST: of the cluster) released tile ring - STAGES (RELEASE=split: its K, then its V)
          if (ring >= STAGES) mbar_wait(bar_k_empty(ring), (ring / STAGES - 1) & 1);
          const int row = w.head_row + (w.lo + i) * BLOCK_N;
          // MCAST, shared: every CTA expects both tiles; K comes from CTA 2*ring % MCAST, V from the next
          mbar_expect(bar, kTileBytes);
          if (loads(2 * ring)) tma_tile(slot_k(ring), &k_map, BLOCK_N, row, bar, cta_mask);
          if (kSplitRelease && ring >= STAGES) mbar_wait(bar + 16, (ring / STAGES - 1) & 1);
          mbar_expect(bar + 8, kTileBytes);
          if (loads(2 * ring + 1)) tma_tile(slot_k(ring) + kTileBytes, &v_map, BLOCK_N, row, bar + 8, cta_mask);
          if (q_late && i == 0) load_q();  // (every work tile or piece has a key tile)
        }
      }
      if constexpr (MCAST > 1) {
        // The cluster's consumers arrive here for the last tiles too: this CTA stays until they have
        // (an arrival on an exited CTA's shared memory is undefined), and so do the loads it issued.
#pragma unroll 1
        for (int j = max(ring - STAGES, 0); j < ring; ++j) mbar_wait(bar_slot(j) + 16, (j / STAGES) & 1);
      }
    }
    return;
  }

  // ---- consumers
  // with the producer at 24: 128*24 + 128*M_WG*(this) = 64512 of the SM's 65536 (M_WG 2 and 3)
#if REGSPLIT && M_WG == 2
  asm volatile("setmaxnreg.inc.sync.aligned.u32 240;\n" ::: "memory");
#elif REGSPLIT && M_WG == 3
  asm volatile("setmaxnreg.inc.sync.aligned.u32 160;\n" ::: "memory");
#elif REGSPLIT
  // 640 threads launch at 96 registers (61440): 128*24 + 512*112 = 60416 of them
  asm volatile("setmaxnreg.inc.sync.aligned.u32 112;\n" ::: "memory");
#endif
  const int mw = wg - 1;
  const int qwg = mw / KSPLIT;   // which 64 of the CTA's rows
  const int wsub = mw % KSPLIT;  // KSPLIT=2: which key tiles (local tile j where j % 2 == wsub)
  const int wtid = tid % 128, warp = wtid / 32, lane = tid % 32;
  const int g = lane / 4, qd = lane % 4;
  const float scale_log2 = scale * 1.4426950408889634f;  // scale * log2(e)
  // of the current work tile: the ring's count before it (its local tile i is ring + i overall),
  // its first key tile, this warpgroup's Q tile, this thread's first row and its warp's
  int ring = 0, lo = 0;
  unsigned s_q = 0;
  int row0 = 0, warp_row_min = 0;

  float o_acc[kOAcc];
  float m[2], l[2], alpha[2];
  bool moved = true;  // whether O and l take alpha (RESCALE=lazy: not while the warp's maxima stay)
  float l_acc[4];  // ROWSUM=mma: the row-sum wgmma's accumulator
  // S's accumulators: fp32, or fp16x2 (SACC=f16)
  typename Pick<kHalfS != 0, unsigned, float>::type s_acc[kSRegs];
  unsigned p_a[kPRegs], p_b[kPRegs];  // PIPE=1: P(i) and P(i+1); else p_a only
  unsigned q_frag[kQRegs ? 4 * kQRegSteps : 1];  // QSRC: Q's A fragments, four registers a k16 step

  // this warpgroup's i-th key tile of the work tile is local tile tile_no(i)
  auto tile_no = [&](int i) { return KSPLIT * i + wsub; };
  auto wait_k = [&](int i) { mbar_wait(bar_slot(ring + tile_no(i)), ((ring + tile_no(i)) / STAGES) & 1); };
  auto wait_v = [&](int i) { mbar_wait(bar_slot(ring + tile_no(i)) + 8, ((ring + tile_no(i)) / STAGES) & 1); };
  bool kv_shared_now = false;  // MCAST: whether the cluster walks the current work tile together
  // This warp is done with tile i's slot (its wgmmas on it have completed); MCAST, a shared tile: lane r
  // says so to CTA r of the cluster, whose producer may then load that slot's next tile, here too if it
  // is that tile's; a tile of this CTA's own: its one arrival counts for the cluster's MCAST.
  auto release_at = [&](unsigned bar) {
    __syncwarp();
    if constexpr (MCAST > 1) {
      if (kv_shared_now) {
        if (lane < MCAST) mbar_arrive_cluster(cluster_address(bar, lane));
      } else {
        if (lane == 0) mbar_arrive_count(bar, MCAST);
      }
    } else {
      if (lane == 0) mbar_arrive(bar);
    }
  };
  // tile i's K (RELEASE=split; its S wgmmas have completed), its V or both (the PV wgmmas too)
  auto release_k = [&](int i) {
    if constexpr (kSplitRelease) release_at(bar_k_empty(ring + tile_no(i)));
  };
  auto release_v = [&](int i) { release_at(bar_slot(ring + tile_no(i)) + 16); };
  auto release = [&](int i) {
    release_k(i);
    release_v(i);
  };
  // This warp is done with the one Q buffer (QFREE=early): the producer may load the next tile's Q there.
  auto arrive_q_free = [&]() {
    __syncwarp();
    if (lane == 0) mbar_arrive(bar_q_free_of(0, qwg));
  };
  // QFREE=early with Q read from shared memory: this warp's S wgmmas of the tile have completed, the
  // last to read its Q.
  auto free_q = [&]() {
    if constexpr (kEarlyFreeQ && !kQAllRegs) arrive_q_free();
  };
  auto issue_s = [&](int i) {
    const unsigned s_k = slot_k(ring + tile_no(i));
    // the tile's first descriptor; a k-step adds its offset (addresses stay below 2^18, so the
    // 14-bit start field never carries): 40 fewer SASS instructions a key tile at M_WG=3, PIPE=0
    const unsigned long long k_desc = make_desc(s_k, 16, 1024);
#pragma unroll
    for (int kk = 0; kk < D / 16; ++kk) {
      // k-step kk: column block kk/4, then 32 bytes per k16 inside the 128-byte swizzle row
      const unsigned off = (kk % 4) * 32;
      const unsigned k_off = (kk / 4) * BLOCK_N * 128 + off;
      const unsigned long long q_desc = make_desc(s_q + (kk / 4) * kBM * 128 + off, 16, 1024);
      if (kk >= kQReg0)
        wgmma_qk_a<kQRegs != 0>(s_acc, q_frag + 4 * (kk - kQReg0), q_desc, k_desc + (k_off >> 4), kk == 0);
      else
        wgmma_qk(s_acc, q_desc, k_desc + (k_off >> 4), kk == 0);
    }
    wgmma_commit();
  };
  auto issue_pv = [&](int i, unsigned (&p)[kPRegs]) {
    const unsigned s_v = slot_k(ring + tile_no(i)) + kTileBytes;
    const unsigned long long v_desc = make_desc(s_v, D == 128 ? BLOCK_N * 128 : 16, 1024);
#pragma unroll
    for (int j = 0; j < BLOCK_N / 16; ++j) {
      // 16 keys of 128-byte rows; LBO: the distance to V's second 64 columns (D = 128)
      wgmma_pv(o_acc, p + 4 * j, v_desc + (j * 2048 >> 4));
    }
    if constexpr (kMmaRowSum) {
      const unsigned long long ones = ones_desc(base + kOffOnes);
#pragma unroll
      for (int j = 0; j < BLOCK_N / 16; ++j) wgmma_rowsum(l_acc, p + 4 * j, ones);
    }
    wgmma_commit();
  };
  // PV's accumulators, which its wgmmas write until the wait
  auto fence_pv_acc = [&]() {
    fence_regs(o_acc);
    if constexpr (kMmaRowSum) fence_regs(l_acc);
  };
  // whether key tile key0 needs the mask for this warp's rows
  auto masked = [&](int key0) {
    return (CAUSAL && key0 + BLOCK_N - 1 > warp_row_min) || (!CAUSAL && kKeyRagged && key0 + BLOCK_N > S);
  };
  // tile i's weights, in s_acc (fp32; SACC=f16: P as it stands)
  auto weights = [&](int i) {
    const int key0 = (lo + tile_no(i)) * BLOCK_N;
    if (masked(key0))
      softmax_tile<true>(s_acc, m, l, alpha, moved, scale_log2, key0, row0, qd);
    else
      softmax_tile<false>(s_acc, m, l, alpha, moved, scale_log2, key0, row0, qd);
  };
  // P from the weights (ROWSUM=hadd: and the row sums from P)
  auto weights_to_p = [&](unsigned (&p)[kPRegs]) {
    to_p(s_acc, p);
    if constexpr (kHaddRowSum) add_p_row_sums(p, l);
  };
  auto softmax = [&](int i, unsigned (&p)[kPRegs]) {
    if constexpr (kStaleExp) {
      const int key0 = (lo + tile_no(i)) * BLOCK_N;
      const bool done = masked(key0) ? softmax_tile_stale<true>(s_acc, p, m, l, alpha, moved, scale_log2, key0, row0, qd)
                                     : softmax_tile_stale<false>(s_acc, p, m, l, alpha, moved, scale_log2, key0, row0, qd);
      if (done) return;
    }
    weights(i);
    weights_to_p(p);
  };
  auto rescale_o = [&]() {
    if (kLazyRescale && !moved) return;
#pragma unroll
    for (int i = 0; i < kOAcc; ++i) o_acc[i] *= alpha[(i >> 1) & 1];
    if constexpr (kMmaRowSum) {  // (columns 1 and 3 repeat 0 and 2 and are never read)
      l_acc[0] *= alpha[0];
      l_acc[2] *= alpha[1];
    }
  };

#pragma unroll 1
  for (int k = 0; more_tiles(k); ++k) {  // k: work tiles so far
    const WorkTile w = work_tile(k);
    const int n_local = w.n_local;
    const int qb = k % kQBufs;
    kv_shared_now = kv_shared(k);
    lo = w.lo;
    s_q = base + qb * kQBytes + qwg * kQTileBytes;
    const int q0 = w.row0 + qwg * kBM;
    const bool has_rows = !kRagged || q0 < S;
    // the local tiles this warpgroup's rows see (causal: to its diagonal)
    const int seen = CAUSAL ? min(w.n_total, (q0 + kBM + BLOCK_N - 1) / BLOCK_N) : w.n_total;
    // (KSPLIT=2: of those, the ones this warpgroup takes; n_own: the ones it takes of all n_local)
    const auto own = [&](int n) { return (n + KSPLIT - 1 - wsub) / KSPLIT; };
    const int n_seen = !has_rows ? 0 : max(0, min(n_local, seen - lo));  // local tiles its rows see
    const int n_mine = own(n_seen);
    const int n_own = own(n_local);
    // KSPLIT=2: the other warpgroup's count of the same tiles (both share the rows, so both see them)
    const int n_theirs = (n_seen + wsub) / KSPLIT;
    row0 = q0 + warp * 16 + g;  // this thread's rows: row0, row0 + 8
    warp_row_min = q0 + warp * 16;
#pragma unroll
    for (int i = 0; i < kOAcc; ++i) o_acc[i] = 0.f;
#pragma unroll
    for (int i = 0; i < 4; ++i) l_acc[i] = 0.f;
#pragma unroll
    for (int r = 0; r < 2; ++r) {
      m[r] = EVO_NEG_INF;
      l[r] = 0.f;
      alpha[r] = 1.f;
    }

    mbar_wait(bar_q_full_of(qb, qwg), (k / kQBufs) & 1);
    if (tid == 128) prefetch_next(k);
    if constexpr (kQRegs) {
      // Q's fragments: k-step kk is 16-byte chunks 2kk and 2kk + 1 of the warp's 16 rows, lane L
      // addressing row L % 16 of chunk 2kk + L / 16 (ldmatrix's matrices 0-3 are then P's a0-a3)
      if (n_mine > 0) {
#pragma unroll
        for (int kk = kQReg0; kk < D / 16; ++kk)
          ldmatrix_x4(q_frag + 4 * (kk - kQReg0), s_q + swizzled(kBM, warp * 16 + (lane & 15), 2 * kk + (lane >> 4)));
      }
      if constexpr (kEarlyFreeQ && kQAllRegs) {
        // its one reader is done: the proxy fence orders these plain reads before the next TMA write
        asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
        arrive_q_free();
      }
    }
    if constexpr (kGemmTurns) {
      if (mw == 1) turn_give(mw);  // warpgroup 0 goes first (every work tile: both end even)
    }

    if (n_mine > 0) {
      if constexpr (PIPE == 0) {
#pragma unroll 1
        for (int i = 0; i < n_mine; ++i) {
          wait_k(i);
          wgmma_fence();
          issue_s(i);
          wgmma_wait<0>();  // S(i), and PV(i-1)
          fence_regs(s_acc);
          fence_pv_acc();
          fence_regs(p_a);
          release_k(i);
          if (i > 0) release_v(i - 1);
          if (i + 1 == n_mine) free_q();
          // KSPLIT turns: the softmaxes go tile by tile in key order, warpgroup 0's tile i, then 1's
          // tile i, then 0's tile i + 1; each waits for the softmax before its own and opens the next
          // one if there is one (the arrivals match the waits when n_mine and n_theirs differ by 1)
          if constexpr (kSoftmaxTurns) {
            if (wsub == 1 || i > 0) turn_wait(mw);
          }
          softmax(i, p_a);
          if constexpr (kSoftmaxTurns) {
            if (wsub == 0 ? i < n_theirs : i + 1 < n_theirs) turn_give(mw);
          }
          rescale_o();
          wait_v(i);
          wgmma_fence();
          issue_pv(i, p_a);
        }
        wgmma_wait<0>();
        fence_pv_acc();
        fence_regs(p_a);
        release_v(n_mine - 1);
      } else {
        // S(0) and its softmax; then per tile i: issue S(i+1) and PV(i), softmax(i+1) under both
        // (PIPE=2: in S's registers, rounded to P in the one P buffer once PV(i) is done with it).
        if constexpr (kGemmTurns) turn_wait(mw);
        wait_k(0);
        wgmma_fence();
        issue_s(0);
        if constexpr (kGemmTurns) turn_give(mw);
        wgmma_wait<0>();
        fence_regs(s_acc);
        release_k(0);
        if (n_mine == 1) free_q();
        softmax(0, p_a);
        auto step = [&](int i, unsigned (&p_cur)[kPRegs], unsigned (&p_next)[kPRegs]) {
          if (i + 1 < n_mine) {  // each path whole in one branch: constant wait counts for ptxas
            wait_k(i + 1);
            wait_v(i);
            if constexpr (kGemmTurns) turn_wait(mw);
            wgmma_fence();
            issue_s(i + 1);
            issue_pv(i, p_cur);
            if constexpr (kGemmTurns) turn_give(mw);
            wgmma_wait<1>();  // S(i+1)
            fence_regs(s_acc);
            release_k(i + 1);
            if (i + 2 == n_mine) free_q();
            if constexpr (PIPE == 1) {
              softmax(i + 1, p_next);
              fence_regs(p_next);
            } else {
              weights(i + 1);
              fence_regs(s_acc);
            }
            fence_regs(alpha);
            fence_regs(m);
            fence_regs(l);
            wgmma_wait<0>();  // PV(i)
            fence_pv_acc();
            fence_regs(p_cur);
            release_v(i);
            rescale_o();
            if constexpr (PIPE == 2) weights_to_p(p_next);  // p_next is p_cur: PV(i) has read it
          } else {
            wait_v(i);
            if constexpr (kGemmTurns) turn_wait(mw);
            wgmma_fence();
            issue_pv(i, p_cur);
            // the last turn of warpgroup 1 opens nothing: warpgroup 0 has taken its last
            if constexpr (kGemmTurns) {
              if (mw == 0) turn_give(mw);
            }
            wgmma_wait<0>();
            fence_pv_acc();
            fence_regs(p_cur);
            release_v(i);
          }
        };
        if constexpr (PIPE == 2) {
#pragma unroll 1
          for (int i = 0; i < n_mine; ++i) step(i, p_a, p_a);
        } else {
          // Two steps per trip, so that the register buffers swap roles statically; every exit is
          // a break (no path on which a buffer is rewritten while a wgmma may still read it).
#pragma unroll 1
          for (int i = 0;; i += 2) {
            step(i, p_a, p_b);
            if (i + 1 >= n_mine) break;
            step(i + 1, p_b, p_a);
            if (i + 2 >= n_mine) break;
          }
        }
      }
      if constexpr (kQRegs) fence_regs(q_frag);  // (the S wgmmas read them until the last wait)
    } else {
      free_q();  // (no S wgmma reads it: a warpgroup with no rows in the tile)
    }

    float l_row[2] = {kMmaRowSum ? l_acc[0] : quad_sum(l[0]), kMmaRowSum ? l_acc[2] : quad_sum(l[1])};
    bool writes = has_rows;
    // Adds another share's (m, l, O) of these rows, stored unnormalised at `other` as
    // [register / 4][thread][4] floats, then (m, m, l, l) per thread (16-byte loads).
    const auto merge_from = [&](const float* other) {
      const float4 ml = reinterpret_cast<const float4*>(other + 64 * D)[wtid];
      const float m_other[2] = {ml.x, ml.y}, l_other[2] = {ml.z, ml.w};
      float a_mine[2], a_other[2];
#pragma unroll
      for (int r = 0; r < 2; ++r) {
        const float mm = fmaxf(m[r], m_other[r]);  // finite: the first share holds key 0
        a_mine[r] = fast_exp2(m[r] - mm);
        a_other[r] = fast_exp2(m_other[r] - mm);  // 0 where that share held no key of the row (a_mine too)
        l_row[r] = l_row[r] * a_mine[r] + l_other[r] * a_other[r];
      }
#pragma unroll
      for (int i = 0; i < kOAcc; i += 4) {
        const float4 x = reinterpret_cast<const float4*>(other)[(i / 4) * 128 + wtid];
        const float xs[4] = {x.x, x.y, x.z, x.w};
#pragma unroll
        for (int c = 0; c < 4; ++c) {
          const int r = ((i + c) >> 1) & 1;
          o_acc[i + c] = o_acc[i + c] * a_mine[r] + xs[c] * a_other[r];
        }
      }
    };
    if constexpr (KSPLIT > 1) {
      // ---- the two key shares of one query tile: the first warpgroup stores its part in the
      // merge buffer and arrives on named barrier 7; the second waits there and adds it. (The first
      // finishes its walk first: its first K tile lands first. The other way round, at (2,8,512,64) it
      // waited 250 ns for the second; bench/results/attention_ws_s512_trace_2026-12-02.)
      float* const mb = reinterpret_cast<float*>(smem + kOffMerge);
      if (wsub == 0) {
#pragma unroll
        for (int i = 0; i < kOAcc; i += 4)
          reinterpret_cast<float4*>(mb)[(i / 4) * 128 + wtid] = make_float4(o_acc[i], o_acc[i + 1], o_acc[i + 2], o_acc[i + 3]);
        reinterpret_cast<float4*>(mb + 64 * D)[wtid] = make_float4(m[0], m[1], l_row[0], l_row[1]);
        named_arrive<256>(7);
        writes = false;
      } else {
        named_sync<256>(7);
        merge_from(mb);
      }
    }
    if constexpr (CLUSTER > 1) {
      // ---- the pair's merge (one work tile per CTA): the second CTA hands over (m, l, O)
      // unnormalised, the first sums; [register / 4][thread][4], then (m, m, l, l) per thread:
      // 16-byte stores and loads
      const unsigned mine = base + kOffMerge + mw * kMergeWGBytes;
      if (rank == 1) {
        const unsigned there = cluster_address(mine, 0);
        if (has_rows) {
#pragma unroll
          for (int i = 0; i < kOAcc; i += 4)
            cluster_store4(there + ((i / 4) * 128 + wtid) * 16, o_acc[i], o_acc[i + 1], o_acc[i + 2], o_acc[i + 3]);
          cluster_store4(there + 256 * D + wtid * 16, m[0], m[1], l_row[0], l_row[1]);
        }
        cluster_arrive_remote(cluster_address(bar_merge, 0));
        writes = false;
      } else if (has_rows) {
        cluster_wait(bar_merge, 0);
        merge_from(reinterpret_cast<const float*>(smem + (mine - base)));
      }
    }

#if STREAMK > 0
    const WorkTile we = work_tile(k);  // (again, not kept through the walk)
    if (has_rows && !we.whole) {
      // ---- a piece of a split work tile. The head piece (its first key tiles) is its CTA's last
      // piece; every other piece is the first of its CTA's split walk (c_first < c <= c_last).
      // Those leave their unnormalised (O, m, l) in their CTA's slot and count themselves in the
      // tile's arrivals; the head's warpgroup waits for them all, then adds them, in CTA order.
      const int c = blockIdx.x, tail = we.t - kTail0, u_tile = tail * kKeyTiles;
      const auto part = [&](int cta) { return evo_partials + (cta * M_WG + mw) * kPartF4; };
      unsigned* const arrivals = evo_arrivals + tail * M_WG + mw;
      if (we.lo > 0) {
        float4* const mine = part(c);
#pragma unroll
        for (int i = 0; i < kOAcc; i += 4)
          __stcg(mine + (i / 4) * 128 + wtid, make_float4(o_acc[i], o_acc[i + 1], o_acc[i + 2], o_acc[i + 3]));
        __stcg(mine + (kOAcc / 4) * 128 + wtid, make_float4(m[0], m[1], l_row[0], l_row[1]));
        // every thread's part is stored before thread 0's arrival (the barrier), whose release
        // makes them visible to the head's acquire
        warpgroup_barrier(mw);
        if (wtid == 0) asm volatile("red.release.gpu.global.add.u32 [%0], 1;\n" ::"l"(arrivals) : "memory");
        writes = false;
      } else {
        // the CTAs holding the other pieces: those after c up to c_last whose walk is not empty
        // (with fewer units than CTAs some are); each did its piece first, before any wait of its
        // own, so waiting on them cannot close a cycle
        // (the CTA whose walk holds the tile's last unit u: the largest c with unit_start(c) <= u)
        const int c_last =
            static_cast<int>((static_cast<long long>(u_tile + kKeyTiles) * STREAMK - 1) / kTailUnits);
        const auto holds_piece = [&](int cta) { return unit_start(cta) < unit_start(cta + 1); };
        if (wtid == 0) {
          unsigned others = 0;
          for (int cta = c + 1; cta <= c_last; ++cta) others += holds_piece(cta);
          unsigned seen;
          do {
            asm volatile("ld.acquire.gpu.global.u32 %0, [%1];\n" : "=r"(seen) : "l"(arrivals) : "memory");
          } while (seen < others);
          *arrivals = 0;  // every piece has arrived: ready for the next launch
        }
        warpgroup_barrier(mw);  // (after thread 0's acquire)
#pragma unroll 1
        for (int cta = c + 1; cta <= c_last; ++cta) {
          if (!holds_piece(cta)) continue;
          const float4* const other = part(cta);
          const float4 ml = __ldcg(other + (kOAcc / 4) * 128 + wtid);
          float a_run[2], a[2];
#pragma unroll
          for (int r = 0; r < 2; ++r) {
            const float m_part = r ? ml.y : ml.x;
            const float m_new = fmaxf(m[r], m_part);  // finite: every piece holds keys a row sees (non-causal)
            a_run[r] = fast_exp2(m[r] - m_new);
            a[r] = fast_exp2(m_part - m_new);
            m[r] = m_new;
          }
          l_row[0] = fmaf(ml.z, a[0], l_row[0] * a_run[0]);
          l_row[1] = fmaf(ml.w, a[1], l_row[1] * a_run[1]);
#pragma unroll
          for (int i = 0; i < kOAcc; i += 4) {
            const float4 x = __ldcg(other + (i / 4) * 128 + wtid);
            const float xs[4] = {x.x, x.y, x.z, x.w};
#pragma unroll
            for (int j = 0; j < 4; ++j) {
              const int r = ((i + j) >> 1) & 1;
              o_acc[i + j] = fmaf(xs[j], a[r], o_acc[i + j] * a_run[r]);
            }
          }
        }
      }
    }
#endif
    // QBUFS=1 freed late (or two buffers, several work tiles): this warpgroup is done with its Q tile
    // (its wgmmas and its output staging, if any): the producer may load a later tile's Q there.
    const auto free_q_late = [&]() {
      if constexpr (kMultiTile && !kEarlyFreeQ) {
        // Every thread of the warpgroup is done with its staging. The mbarrier chain through the
        // producer already orders these reads before a later tile's staging writes here, but
        // racecheck does not follow it: where the warpgroup has no rows in the tile between (a
        // ragged last query tile) it reported a race. One barrier per tile says it plainly.
        warpgroup_barrier(mw);
        // The proxy fence orders this thread's plain accesses to the tile before that TMA write.
        asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory");
        __syncwarp();
        if (lane == 0) mbar_arrive(bar_q_free_of(qb, qwg));
      }
    };
    if (writes) {
      // ---- normalise O (fp16). This thread's rows are e_row and e_row + 8, its columns 8j + 2qd
      // and +1 (chunk j, bytes 4qd..4qd+3). The thread index goes through a move the compiler
      // cannot see into: it would otherwise hoist the addresses (a dozen) out of the work-tile loop
      // and keep them through the walk.
      const float f[2] = {1.f / l_row[0], 1.f / l_row[1]};
      int e_tid = wtid;
      if constexpr (kMultiTile) asm volatile("mov.b32 %0, %0;\n" : "+r"(e_tid));
      const int e_row = (e_tid / 32) * 16 + (e_tid % 32) / 4, e_qd = e_tid % 4;
      // (from t again, not kept through the walk: registers are scarce with three consumers)
      half* const og = o + (static_cast<size_t>(work_tile(k).head_row) + q0) * D;
      if constexpr (kEarlyFreeQ) {
        // from the registers: the Q buffer may hold the next tile's Q already. A quad's four
        // threads hold 4 bytes each of every 16-byte chunk of their row; a 4x4 transpose among them
        // (three shuffles per four chunks) gives thread qd chunk 4a + qd whole, so that a warp's
        // 16-byte stores fill 64-byte runs of 8 rows.
        const int quad0 = lane & ~3;
#pragma unroll
        for (int a = 0; a < D / 32; ++a) {
#pragma unroll
          for (int r = 0; r < 2; ++r) {
            unsigned x[4], y[4];
#pragma unroll
            for (int b = 0; b < 4; ++b) {
              const int j = 4 * a + b;
              x[b] = pack_half2(o_acc[4 * j + 2 * r] * f[r], o_acc[4 * j + 2 * r + 1] * f[r]);
            }
            // (indices that depend on qd as selects over the unrolled arrays: no local memory)
            const auto pick = [&](int i) { return i == 0 ? x[0] : i == 1 ? x[1] : i == 2 ? x[2] : x[3]; };
            const unsigned got[4] = {pick(e_qd),
                                     __shfl_sync(0xffffffffu, pick((e_qd + 1) & 3), quad0 + ((e_qd + 3) & 3)),
                                     __shfl_sync(0xffffffffu, pick((e_qd + 2) & 3), quad0 + ((e_qd + 2) & 3)),
                                     __shfl_sync(0xffffffffu, pick((e_qd + 3) & 3), quad0 + ((e_qd + 1) & 3))};
            // got[t] came from thread qd - t: piece (qd - t) % 4 of the chunk
#pragma unroll
            for (int b = 0; b < 4; ++b) {
              const int t = (e_qd - b) & 3;
              y[b] = t == 0 ? got[0] : t == 1 ? got[1] : t == 2 ? got[2] : got[3];
            }
            *reinterpret_cast<uint4*>(og + static_cast<size_t>(e_row + 8 * r) * D + 8 * (4 * a + e_qd)) =
                make_uint4(y[0], y[1], y[2], y[3]);
          }
        }
      } else {
        // staged in this warpgroup's Q tile (only its own, finished, wgmmas read it) in the tiles'
        // swizzle, then 16-byte coalesced stores
        unsigned char* const stage = smem + (s_q - base);
#pragma unroll
        for (int j = 0; j < D / 8; ++j) {
#pragma unroll
          for (int r = 0; r < 2; ++r)
            *reinterpret_cast<unsigned*>(stage + swizzled(kBM, e_row + 8 * r, j) + 4 * e_qd) =
                pack_half2(o_acc[4 * j + 2 * r] * f[r], o_acc[4 * j + 2 * r + 1] * f[r]);
        }
        warpgroup_barrier(mw);
        constexpr int kChunks = D / 8;
#pragma unroll
        for (int i = 0; i < kBM * kChunks / 128; ++i) {
          const int idx = e_tid + i * 128, row = idx / kChunks, chunk = idx % kChunks;
          *reinterpret_cast<uint4*>(og + static_cast<size_t>(row) * D + chunk * 8) =
              *reinterpret_cast<const uint4*>(stage + swizzled(kBM, row, chunk));
        }
      }
    }
    // (after the global stores: freed between the staging's reads and the stores, as 473dc50 had it,
    // three-consumer stream-K at (2,8,2048,64) ran 12% slower, 44.5 against 39.7 us on an H200;
    // QFREE=early: a no-op, freed at the last S wgmma or at the Q fragments' load)
    free_q_late();
    // The local tiles this warpgroup's rows do not see: wait for each (so that its release counts
    // toward the phase of that tile, not an earlier one) and release it.
#pragma unroll 1
    for (int i = n_mine; i < n_own; ++i) {
      wait_k(i);
      wait_v(i);
      release(i);
    }
    ring += n_local;
  }
}
