// evotune:template tma_copy
// evotune:about A 2-D tile copy through TMA (the tensor-map argument of issue 16): tiles of src
// evotune:about land in swizzled shared memory by cp.async.bulk.tensor, completed on an mbarrier,
// evotune:about and threads copy them out to dst, undoing the swizzle. The smallest proof that a
// evotune:about kernel takes a CUtensorMap by value and reads what it loads.
// evotune:param BOX_ROWS {8,16,32,64,128,256} Rows of one tile (the map's outer box extent).
// evotune:param BOX_COLS {16,32,64,128} Columns of one tile (its inner box extent; 2 bytes each).
// evotune:param SWIZZLE {0,32,64,128} Swizzle span of the tiles in shared memory, bytes (0: none); the map's swizzle.
// evotune:param STAGES {1,2,3,4} Tiles in flight per CTA (a ring of shared-memory buffers, one mbarrier each).
// evotune:param TILES_PER_CTA {1,2,4,8} Tiles one CTA copies, one after the other through the ring.
// evotune:param THREADS {64,128,256} Threads per CTA; thread 0 also issues the loads.
// evotune:problem ROWS COLS
// evotune:requires sm_90
//
// Arguments: (src_map, dst). src is [ROWS, COLS] contiguous fp16, passed as a tensor map with
// box [BOX_ROWS, BOX_COLS] (outermost first) and the swizzle SWIZZLE; dst is [ROWS, COLS] fp16.
// The experiment must keep SWIZZLE == 0 || BOX_COLS * 2 == SWIZZLE (a tile row spans the whole
// swizzle span, which is the layout undone below), ROWS % BOX_ROWS == 0, COLS % BOX_COLS == 0,
// and the tile count (ROWS/BOX_ROWS) * (COLS/BOX_COLS) a multiple of TILES_PER_CTA.
//
// Launch geometry:
//   grid  ((ROWS/BOX_ROWS) * (COLS/BOX_COLS) / TILES_PER_CTA, 1, 1), block (THREADS, 1, 1)
//   dynamic shared memory, bytes: STAGES * ceil_div(BOX_ROWS*BOX_COLS*2, 1024) * 1024 + 1024
//   (each stage starts on a 1024-byte boundary, which the 128-byte swizzle pattern repeats on;
//   the extra 1024 bytes let the kernel align the buffer itself).
//
// The swizzle: TMA stores the 16-byte chunk j of tile row r (byte offset o = r*ROW + 16*j in
// the tile) at o ^ (((o >> 7) & (SWIZZLE/16 - 1)) << 4): bits 4.. of the offset XORed with bits
// 7.. (for 128B: 3 bits, 64B: 2, 32B: 1), as CUTLASS's Swizzle<3,4,3>, <2,4,3>, <1,4,3> say.
//
// NVRTC cannot include <cuda.h> (it needs the host's C library), so the 128-byte, 64-byte
// aligned CUtensorMap is declared here as what it is to a kernel: opaque bytes.

#include <cuda_fp16.h>

#if !defined(ROWS) || !defined(COLS)
#error "tma_copy needs the problem macros ROWS and COLS"
#endif
#if !defined(BOX_ROWS) || !defined(BOX_COLS) || !defined(SWIZZLE) || !defined(STAGES) || \
    !defined(TILES_PER_CTA) || !defined(THREADS)
#error "tma_copy needs BOX_ROWS, BOX_COLS, SWIZZLE, STAGES, TILES_PER_CTA and THREADS"
#endif
#if SWIZZLE != 0 && BOX_COLS * 2 != SWIZZLE
#error "tma_copy: with a swizzle, a tile row must span it exactly (BOX_COLS * 2 == SWIZZLE)"
#endif
#if ROWS % BOX_ROWS != 0 || COLS % BOX_COLS != 0
#error "tma_copy: tiles must divide the matrix"
#endif

struct alignas(64) tma_copy_map {
  unsigned long long opaque[16];
};

namespace tma_copy_detail {

// Enumerators, not constexpr variables: a variable the kernel odr-uses would become module
// state (__device__ memory), which the gmem gate rejects.
enum : int {
  kRowBytes = BOX_COLS * 2,
  kTileBytes = BOX_ROWS * kRowBytes,
  kStageBytes = (kTileBytes + 1023) / 1024 * 1024,
  kChunksPerRow = kRowBytes / 16,
  kTileChunks = BOX_ROWS * kChunksPerRow,
  kTilesPerRow = COLS / BOX_COLS,
};

__device__ __forceinline__ unsigned shared_address(const void* p) {
  return static_cast<unsigned>(__cvta_generic_to_shared(p));
}

__device__ __forceinline__ void barrier_init(unsigned bar, unsigned arrivals) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(bar), "r"(arrivals) : "memory");
}

// One arrival that also announces `bytes` of transactions still to come (the TMA's).
__device__ __forceinline__ void barrier_expect(unsigned bar, unsigned bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(bar), "r"(bytes) : "memory");
}

__device__ __forceinline__ void barrier_wait(unsigned bar, unsigned parity) {
  unsigned done = 0;
  do {
    asm volatile(
        "{\n"
        "  .reg .pred ready;\n"
        "  mbarrier.try_wait.parity.shared::cta.b64 ready, [%1], %2;\n"
        "  selp.u32 %0, 1, 0, ready;\n"
        "}\n"
        : "=r"(done)
        : "r"(bar), "r"(parity)
        : "memory");
  } while (!done);
}

// Tile (col, row) of the map into shared memory at `dst`, completing on `bar`.
__device__ __forceinline__ void tma_load(unsigned dst, const tma_copy_map* map, int col, int row, unsigned bar) {
  asm volatile(
      "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1, {%2, %3}], [%4];" ::"r"(
          dst),
      "l"(reinterpret_cast<unsigned long long>(map)), "r"(col), "r"(row), "r"(bar)
      : "memory");
}

__device__ __forceinline__ int swizzled(int offset) {
#if SWIZZLE == 0
  return offset;
#else
  return offset ^ (((offset >> 7) & (SWIZZLE / 16 - 1)) << 4);
#endif
}

}  // namespace tma_copy_detail

extern "C" __global__ void __launch_bounds__(THREADS)
    tma_copy(const __grid_constant__ tma_copy_map src_map, __half* __restrict__ dst) {
  using namespace tma_copy_detail;
  extern __shared__ unsigned char smem_raw[];
  __shared__ alignas(8) unsigned long long full[STAGES];

  const unsigned raw = shared_address(smem_raw);
  const unsigned base = (raw + 1023u) & ~1023u;
  unsigned char* tiles = smem_raw + (base - raw);
  const int first_tile = blockIdx.x * TILES_PER_CTA;

  if (threadIdx.x == 0) {
    for (int s = 0; s < STAGES; ++s) barrier_init(shared_address(&full[s]), 1);
    // The barriers' initialisation, visible to the async proxy (the TMA unit) before it completes on them.
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
    asm volatile("prefetch.tensormap [%0];" ::"l"(reinterpret_cast<unsigned long long>(&src_map)) : "memory");
  }
  __syncthreads();

  const auto issue = [&](int i) {
    const int tile = first_tile + i;
    const int stage = i % STAGES;
    const unsigned bar = shared_address(&full[stage]);
    barrier_expect(bar, kTileBytes);
    tma_load(base + stage * kStageBytes, &src_map, (tile % kTilesPerRow) * BOX_COLS, (tile / kTilesPerRow) * BOX_ROWS,
             bar);
  };
  if (threadIdx.x == 0)
    for (int i = 0; i < STAGES && i < TILES_PER_CTA; ++i) issue(i);

  for (int i = 0; i < TILES_PER_CTA; ++i) {
    const int stage = i % STAGES;
    barrier_wait(shared_address(&full[stage]), (i / STAGES) & 1);
    const int tile = first_tile + i;
    const int row0 = (tile / kTilesPerRow) * BOX_ROWS;
    const int col0 = (tile % kTilesPerRow) * BOX_COLS;
    const unsigned char* t = tiles + stage * kStageBytes;
    for (int c = threadIdx.x; c < kTileChunks; c += THREADS) {
      const int r = c / kChunksPerRow;
      const int j = c % kChunksPerRow;
      const uint4 v = *reinterpret_cast<const uint4*>(t + swizzled(r * kRowBytes + j * 16));
      *reinterpret_cast<uint4*>(dst + static_cast<size_t>(row0 + r) * COLS + col0 + j * 8) = v;
    }
    // Every thread has read the stage; it may be loaded again. The generic reads above and the
    // TMA's writes are different proxies: a proxy fence orders them.
    __syncthreads();
    if (threadIdx.x == 0 && i + STAGES < TILES_PER_CTA) {
      asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
      issue(i + STAGES);
    }
  }
}
