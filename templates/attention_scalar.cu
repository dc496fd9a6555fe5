// evotune:template attention_scalar
// evotune:about Attention forward without tensor cores: a CTA owns BLOCK_M query rows of one
// evotune:about (batch, head) and walks the keys in tiles of BLOCK_N with an online softmax;
// evotune:about Q, K, V tiles and the tile's probabilities live in dynamic shared memory.
// evotune:param BLOCK_M {16,32,64,128} Query rows per CTA.
// evotune:param BLOCK_N {16,32,64,128} Keys per shared-memory tile.
// evotune:param NUM_WARPS {1,2,4,8} Warps per CTA.
// evotune:param ROWS_PER_THREAD {1,2,4} Query rows each thread works on (register tile height).
// evotune:param PAD {0,2,4,8} Extra fp16 elements at the end of each Q/K/V shared-memory row (bank conflicts).
// evotune:problem B H S D CAUSAL
//
// The fp32-FMA baseline that the tensor-core template must beat.
//
// Work split: the CTA's NUM_WARPS*32 threads form row groups of GROUP threads each
// (GROUP = threads * ROWS_PER_THREAD / BLOCK_M, a power of two <= 32, so a group sits inside
// one warp). A group owns ROWS_PER_THREAD query rows. For each key tile, lane t of a group
// computes the scores of keys t, t+GROUP, ... for all its rows, the group agrees on the row
// maximum and sum by shuffles, writes the probabilities to shared memory, and then lane t
// accumulates output columns t, t+GROUP, ... of its rows. m (running max) and l (running sum)
// are kept, identical, by every lane of the group.
//
// Layout: q, k, v, o are [B, H, S, D] contiguous fp16; scale multiplies q k^T.
// Launch: grid (ceil_div(S, BLOCK_M), H, B), block (NUM_WARPS*32), dynamic shared memory
//   2 * (BLOCK_M + 2*BLOCK_N) * (D + PAD) + 4 * BLOCK_M * BLOCK_N bytes.
// S need not be a multiple of the tiles (partial tiles are masked); D must be a multiple of 8
// and of GROUP.

#include <cuda_fp16.h>
#include <math_constants.h>  // CUDART_INF_F (NVRTC has no <math.h>)

#if !defined(B) || !defined(H) || !defined(S) || !defined(D) || !defined(CAUSAL)
#error "attention_scalar needs the problem macros B, H, S, D and CAUSAL"
#endif

#define THREADS (NUM_WARPS * 32)
#define GROUP (THREADS * ROWS_PER_THREAD / BLOCK_M)
#define ROW_STRIDE (D + PAD)                  // fp16 elements per Q/K/V shared-memory row
#define KEYS_PER_LANE (BLOCK_N / GROUP)       // scores each lane computes per row and tile
#define COLS_PER_LANE (D / GROUP)             // output columns each lane accumulates per row

static_assert(THREADS * ROWS_PER_THREAD % BLOCK_M == 0, "rows must split evenly over threads");
static_assert(GROUP >= 1 && GROUP <= 32 && (GROUP & (GROUP - 1)) == 0, "GROUP must be a power of two <= 32");
static_assert(BLOCK_N % GROUP == 0, "BLOCK_N must be a multiple of GROUP");
static_assert(D % GROUP == 0, "D must be a multiple of GROUP");
static_assert(D % 8 == 0, "D must be a multiple of 8 (16-byte loads)");
static_assert(PAD % 2 == 0, "PAD must be even (half2 access)");

// No namespace-scope constexpr variables: NVRTC emits each as a 4-byte __device__ global,
// which ptxas reports as gmem (module state) and the gmem gate rejects.

namespace {

// Copies `rows` rows of D fp16 values from global (row-major, first row `first_row`) into a
// shared tile with ROW_STRIDE; rows at or past S are zero-filled.
template <int kRows>
__device__ void load_tile(__half* tile, const __half* __restrict__ src, int first_row) {
  constexpr int kChunksPerRow = D / 8;  // 16-byte chunks
  for (int c = threadIdx.x; c < kRows * kChunksPerRow; c += THREADS) {
    const int r = c / kChunksPerRow;
    const int col = (c % kChunksPerRow) * 8;
    uint4 chunk = make_uint4(0, 0, 0, 0);
    if (first_row + r < S) chunk = *reinterpret_cast<const uint4*>(src + (size_t)(first_row + r) * D + col);
    // The shared row stride is only 4-byte aligned in general (PAD even), so store in words.
    unsigned* dst = reinterpret_cast<unsigned*>(tile + r * ROW_STRIDE + col);
    dst[0] = chunk.x;
    dst[1] = chunk.y;
    dst[2] = chunk.z;
    dst[3] = chunk.w;
  }
}

// Sum or max over the GROUP lanes of a row group (contiguous, aligned lanes of one warp).
__device__ float group_max(float x) {
#pragma unroll
  for (int offset = GROUP / 2; offset > 0; offset /= 2) x = fmaxf(x, __shfl_xor_sync(0xffffffffu, x, offset));
  return x;
}
__device__ float group_sum(float x) {
#pragma unroll
  for (int offset = GROUP / 2; offset > 0; offset /= 2) x += __shfl_xor_sync(0xffffffffu, x, offset);
  return x;
}

}  // namespace

// No __launch_bounds__: with only a thread count, ptxas picked low register targets and spilled
// at some points; THREADS <= 256 keeps any register count launchable.
extern "C" __global__ void attention_scalar(const __half* __restrict__ q, const __half* __restrict__ k,
                                            const __half* __restrict__ v, __half* __restrict__ o, float scale) {
  extern __shared__ __align__(16) unsigned char smem[];
  __half* q_tile = reinterpret_cast<__half*>(smem);          // [BLOCK_M][ROW_STRIDE]
  __half* k_tile = q_tile + BLOCK_M * ROW_STRIDE;            // [BLOCK_N][ROW_STRIDE]
  __half* v_tile = k_tile + BLOCK_N * ROW_STRIDE;            // [BLOCK_N][ROW_STRIDE]
  float* p_tile = reinterpret_cast<float*>(v_tile + BLOCK_N * ROW_STRIDE);  // [BLOCK_M][BLOCK_N]

  const int first_query = blockIdx.x * BLOCK_M;
  const size_t head_offset = ((size_t)blockIdx.z * H + blockIdx.y) * (size_t)S * D;
  const __half* q_head = q + head_offset;
  const __half* k_head = k + head_offset;
  const __half* v_head = v + head_offset;
  __half* o_head = o + head_offset;

  const int group = threadIdx.x / GROUP;
  const int lane = threadIdx.x % GROUP;
  const int first_row = group * ROWS_PER_THREAD;  // within the CTA's BLOCK_M rows

  // The softmax runs on exp2, with log2(e) and the scale folded into the scores.
  constexpr float kLog2e = 1.4426950408889634f;
  const float scale_log2 = scale * kLog2e;
  float row_max[ROWS_PER_THREAD];  // running max of scale_log2 * score
  float row_sum[ROWS_PER_THREAD];  // running sum of exp2(score - row_max)
  float acc[ROWS_PER_THREAD][COLS_PER_LANE];
#pragma unroll
  for (int r = 0; r < ROWS_PER_THREAD; ++r) {
    row_max[r] = -CUDART_INF_F;
    row_sum[r] = 0.0f;
#pragma unroll
    for (int c = 0; c < COLS_PER_LANE; ++c) acc[r][c] = 0.0f;
  }

  load_tile<BLOCK_M>(q_tile, q_head, first_query);

  // Causal: no key past the CTA's last query row matters.
  const int key_end = CAUSAL ? min(S, first_query + BLOCK_M) : S;
  for (int first_key = 0; first_key < key_end; first_key += BLOCK_N) {
    __syncthreads();  // the previous tile's K/V/P are no longer read
    load_tile<BLOCK_N>(k_tile, k_head, first_key);
    load_tile<BLOCK_N>(v_tile, v_head, first_key);
    __syncthreads();

    // Scores for keys first_key + lane + GROUP*i, as an outer product over D in half2 steps.
    float score[ROWS_PER_THREAD][KEYS_PER_LANE];
#pragma unroll
    for (int r = 0; r < ROWS_PER_THREAD; ++r)
#pragma unroll
      for (int i = 0; i < KEYS_PER_LANE; ++i) score[r][i] = 0.0f;
#pragma unroll 4
    for (int d = 0; d < D; d += 2) {
      float2 qv[ROWS_PER_THREAD];
#pragma unroll
      for (int r = 0; r < ROWS_PER_THREAD; ++r)
        qv[r] = __half22float2(*reinterpret_cast<const __half2*>(q_tile + (first_row + r) * ROW_STRIDE + d));
#pragma unroll
      for (int i = 0; i < KEYS_PER_LANE; ++i) {
        const float2 kv =
            __half22float2(*reinterpret_cast<const __half2*>(k_tile + (lane + GROUP * i) * ROW_STRIDE + d));
#pragma unroll
        for (int r = 0; r < ROWS_PER_THREAD; ++r) score[r][i] += qv[r].x * kv.x + qv[r].y * kv.y;
      }
    }

    // Online softmax update per row; masked keys (past S, or past the row when causal) get -inf.
#pragma unroll
    for (int r = 0; r < ROWS_PER_THREAD; ++r) {
      const int query = first_query + first_row + r;
      float tile_max = -CUDART_INF_F;
#pragma unroll
      for (int i = 0; i < KEYS_PER_LANE; ++i) {
        const int key = first_key + lane + GROUP * i;
        const bool masked = key >= S || (CAUSAL && key > query);
        score[r][i] = masked ? -CUDART_INF_F : score[r][i] * scale_log2;
        tile_max = fmaxf(tile_max, score[r][i]);
      }
      const float new_max = fmaxf(row_max[r], group_max(tile_max));
      // A row that has seen only masked keys so far keeps max -inf; subtract 0 then, not -inf.
      const float shift = new_max == -CUDART_INF_F ? 0.0f : new_max;
      const float correction = exp2f(row_max[r] - shift);
      float tile_sum = 0.0f;
#pragma unroll
      for (int i = 0; i < KEYS_PER_LANE; ++i) {
        const float p = exp2f(score[r][i] - shift);
        p_tile[(first_row + r) * BLOCK_N + lane + GROUP * i] = p;
        tile_sum += p;
      }
      row_sum[r] = row_sum[r] * correction + group_sum(tile_sum);
      row_max[r] = new_max;
#pragma unroll
      for (int c = 0; c < COLS_PER_LANE; ++c) acc[r][c] *= correction;
    }
    __syncwarp();  // the group's probabilities are visible to all its lanes

    // acc[r][c] += sum_j p[r][j] * V[j][lane + GROUP*c]
#pragma unroll 2
    for (int j = 0; j < BLOCK_N; ++j) {
      float p[ROWS_PER_THREAD];
#pragma unroll
      for (int r = 0; r < ROWS_PER_THREAD; ++r) p[r] = p_tile[(first_row + r) * BLOCK_N + j];
#pragma unroll
      for (int c = 0; c < COLS_PER_LANE; ++c) {
        const float vv = __half2float(v_tile[j * ROW_STRIDE + lane + GROUP * c]);
#pragma unroll
        for (int r = 0; r < ROWS_PER_THREAD; ++r) acc[r][c] += p[r] * vv;
      }
    }
  }

#pragma unroll
  for (int r = 0; r < ROWS_PER_THREAD; ++r) {
    const int query = first_query + first_row + r;
    if (query >= S) continue;
    const float inv_sum = 1.0f / row_sum[r];
#pragma unroll
    for (int c = 0; c < COLS_PER_LANE; ++c)
      o_head[(size_t)query * D + lane + GROUP * c] = __float2half(acc[r][c] * inv_sum);
  }
}
