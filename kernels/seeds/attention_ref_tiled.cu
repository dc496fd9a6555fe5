// evotune:template attention_ref_tiled
// evotune:about Reference attention forward, tiled: one CTA per 64 query rows, K and V tiles
// evotune:about staged in shared memory as fp32, online softmax in fp32, plain fp32 FMAs.
// evotune:problem B H S D CAUSAL
//
// The fast independent reference. attention_ref.cu stays the most obviously right oracle;
// this one computes the same thing many times faster (tests/eval/test_gpu_reference.cpp
// checks the two against each other and prints both times), so that every input set a
// candidate is timed on can get its own reference output. It shares no code with templates/: no tensor
// cores, no cp.async, no half-precision arithmetic. Everything after the fp16 inputs is
// fp32: the scores (summed over d in order, as attention_ref does), the softmax (max
// subtraction, expf, one IEEE division per output), P and the P.V product; the output is
// rounded to fp16 once. It differs from attention_ref only in the order the softmax sum
// and P.V are accumulated (online, one key tile at a time), a few fp32 ulps.
//
// Layout: q, k, v, o are [B, H, S, D] contiguous fp16, 16-byte aligned (D in {64, 128});
// o = softmax(scale * q k^T [+ causal mask]) v. With CAUSAL, query row i sees keys 0..i.
// Any S: rows and keys past S are bounds-checked.
// Launch: grid (ceil_div(S, 64), H, B), block 256, dynamic shared memory
// 4 * (128 * D + 64 * 68) bytes. Other geometry traps (a wrong launch must not pass
// for a reference that skipped work).
//
// Work split: the 256 threads are 16 row groups x 16 key groups. Thread (ty, tx) owns query
// rows 4*ty..4*ty+3 of the CTA throughout; in the score tile it owns keys 4*tx..4*tx+3, in
// the output columns 64*g + 4*tx..+3 (g < D/64). A row group is one half-warp, so the
// row maxima are reduced with shuffles inside it.

#include <cuda_fp16.h>
#include <math_constants.h>  // CUDART_INF_F (NVRTC has no <math.h>)

#if !defined(B) || !defined(H) || !defined(S) || !defined(D) || !defined(CAUSAL)
#error "attention_ref_tiled needs the problem macros B, H, S, D and CAUSAL"
#endif
#if D != 64 && D != 128
#error "attention_ref_tiled handles D = 64 or D = 128"
#endif

// Geometry as enumerators: namespace-scope constexpr variables become __device__ globals
// under NVRTC, which the gmem gate counts as module state.
namespace {

enum : int {
  kTileRows = 64,                 // query rows per CTA
  kTileKeys = 64,                 // keys per K/V tile
  kThreads = 256,                 // 16 row groups x 16 key groups
  kGroups = 16,
  kColumnGroups = D / 64,         // output columns per thread: 4 * kColumnGroups
  kPStride = kTileKeys + 4,       // P row pitch: the two row groups of a warp, 4 rows apart,
                                  // land 16 banks apart instead of on the same bank
  kQtFloats = D * kTileRows,      // Q^T [D][64]
  kKvFloats = D * kTileKeys,      // K^T [D][64] while scoring, then V [64][D]
  kPFloats = kTileRows * kPStride,
  kSmemBytes = 4 * (kQtFloats + kKvFloats + kPFloats),
  kChunksPerThread = kTileKeys * D / 8 / kThreads,  // 16-byte chunks of an fp16 tile, per thread
};

// One thread's share of a 64-row fp16 tile, as loaded (16-byte chunks), so that the next
// tile's loads are in flight while the current one is computed on.
struct TileChunks {
  uint4 raw[kChunksPerThread];
};

// Chunk c of a tile: which row and first column. kTransposed: consecutive lanes take
// consecutive rows, so the transposed shared stores are conflict-free; otherwise
// consecutive lanes take consecutive columns (coalesced loads, contiguous stores).
template <bool kTransposed>
__device__ __forceinline__ int chunk_row(int c) {
  return kTransposed ? c % kTileRows : c / (D / 8);
}
template <bool kTransposed>
__device__ __forceinline__ int chunk_col(int c) {
  return kTransposed ? (c / kTileRows) * 8 : (c % (D / 8)) * 8;
}

// Loads rows first..first+63 of a [S, D] head; rows past S read as zeros (so that P = 0
// times a missing row of V adds 0, never 0 * garbage).
template <bool kTransposed>
__device__ __forceinline__ TileChunks load_tile(const __half* head, int first) {
  TileChunks t;
#pragma unroll
  for (int n = 0; n < kChunksPerThread; ++n) {
    const int c = (int)threadIdx.x + n * kThreads;
    const int row = first + chunk_row<kTransposed>(c);
    t.raw[n] = row < S ? *reinterpret_cast<const uint4*>(head + (size_t)row * D + chunk_col<kTransposed>(c))
                       : make_uint4(0u, 0u, 0u, 0u);
  }
  return t;
}

__device__ __forceinline__ void to_float(const uint4& raw, float out[8]) {
  const __half2* h = reinterpret_cast<const __half2*>(&raw);
#pragma unroll
  for (int e = 0; e < 4; ++e) {
    const float2 f = __half22float2(h[e]);
    out[2 * e] = f.x;
    out[2 * e + 1] = f.y;
  }
}

// A tile loaded with load_tile<true> into dst as [D][64] fp32 (transposed).
__device__ __forceinline__ void store_transposed(const TileChunks& t, float* dst) {
#pragma unroll
  for (int n = 0; n < kChunksPerThread; ++n) {
    const int c = (int)threadIdx.x + n * kThreads;
    const int r = chunk_row<true>(c);
    const int d0 = chunk_col<true>(c);
    float f[8];
    to_float(t.raw[n], f);
#pragma unroll
    for (int e = 0; e < 8; ++e) dst[(d0 + e) * kTileRows + r] = f[e];
  }
}

// A tile loaded with load_tile<false> into dst as [64][D] fp32.
__device__ __forceinline__ void store_rows(const TileChunks& t, float* dst) {
#pragma unroll
  for (int n = 0; n < kChunksPerThread; ++n) {
    const int c = (int)threadIdx.x + n * kThreads;
    float f[8];
    to_float(t.raw[n], f);
    float4* out = reinterpret_cast<float4*>(dst + chunk_row<false>(c) * D + chunk_col<false>(c));
    out[0] = make_float4(f[0], f[1], f[2], f[3]);
    out[1] = make_float4(f[4], f[5], f[6], f[7]);
  }
}

__device__ __forceinline__ float row_group_max(float x) {
#pragma unroll
  for (int offset = kGroups / 2; offset > 0; offset /= 2) x = fmaxf(x, __shfl_xor_sync(0xffffffffu, x, offset));
  return x;
}

__device__ __forceinline__ float row_group_sum(float x) {
#pragma unroll
  for (int offset = kGroups / 2; offset > 0; offset /= 2) x += __shfl_xor_sync(0xffffffffu, x, offset);
  return x;
}

__device__ __forceinline__ float component(const float4& v, int i) {
  return i == 0 ? v.x : i == 1 ? v.y : i == 2 ? v.z : v.w;
}

}  // namespace

extern "C" __global__ void __launch_bounds__(kThreads, 2)
    attention_ref_tiled(const __half* __restrict__ q, const __half* __restrict__ k, const __half* __restrict__ v,
                        __half* __restrict__ o, float scale) {
  extern __shared__ float4 smem_f4[];  // float4: 16-byte alignment for the vector accesses
  float* const qt = reinterpret_cast<float*>(smem_f4);
  float* const kv = qt + kQtFloats;
  float* const p = kv + kKvFloats;

  unsigned dynamic_smem = 0;
  asm("mov.u32 %0, %%dynamic_smem_size;" : "=r"(dynamic_smem));
  if (blockDim.x != kThreads || blockDim.y != 1 || blockDim.z != 1 || dynamic_smem < (unsigned)kSmemBytes) __trap();

  const int tx = threadIdx.x % kGroups;  // key group (score tile), column group (output)
  const int ty = threadIdx.x / kGroups;  // row group
  const int first_row = blockIdx.x * kTileRows;
  const size_t head_offset = ((size_t)blockIdx.z * H + blockIdx.y) * (size_t)S * D;
  const __half* q_head = q + head_offset;
  const __half* k_head = k + head_offset;
  const __half* v_head = v + head_offset;

  store_transposed(load_tile<true>(q_head, first_row), qt);  // published by the first barrier in the loop

  float row_max[4], row_sum[4];  // row_sum: this thread's keys only until the end
  float acc[4][4 * kColumnGroups];
#pragma unroll
  for (int i = 0; i < 4; ++i) {
    row_max[i] = -CUDART_INF_F;
    row_sum[i] = 0.0f;
#pragma unroll
    for (int c = 0; c < 4 * kColumnGroups; ++c) acc[i][c] = 0.0f;
  }

  const int key_tiles = (S + kTileKeys - 1) / kTileKeys;
  // Causal: the CTA's last row is in tile blockIdx.x; later tiles are fully masked.
  const int tiles = CAUSAL ? min(key_tiles, (int)blockIdx.x + 1) : key_tiles;

  // Global loads run one phase ahead: V while the scores are computed, the next K while P.V is.
  TileChunks k_next = load_tile<true>(k_head, 0);
  for (int tile = 0; tile < tiles; ++tile) {
    const int first_key = tile * kTileKeys;
    __syncthreads();  // the previous tile's P and V are no longer read
    store_transposed(k_next, kv);
    const TileChunks v_next = load_tile<false>(v_head, first_key);
    __syncthreads();

    // Scores of 4 rows x 4 keys: fp32 dot products over d in order, then * scale.
    float s[4][4];
#pragma unroll
    for (int i = 0; i < 4; ++i)
#pragma unroll
      for (int j = 0; j < 4; ++j) s[i][j] = 0.0f;
#pragma unroll 4
    for (int d = 0; d < D; ++d) {
      const float4 qv = *reinterpret_cast<const float4*>(qt + d * kTileRows + 4 * ty);
      const float4 kv4 = *reinterpret_cast<const float4*>(kv + d * kTileKeys + 4 * tx);
#pragma unroll
      for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j) s[i][j] = fmaf(component(qv, i), component(kv4, j), s[i][j]);
    }

    // Online softmax: new row maximum, rescale what was accumulated, P = exp(s - max).
#pragma unroll
    for (int i = 0; i < 4; ++i) {
      const int row = first_row + 4 * ty + i;
      float tile_max = -CUDART_INF_F;
#pragma unroll
      for (int j = 0; j < 4; ++j) {
        const int key = first_key + 4 * tx + j;
        const bool visible = key < S && (!CAUSAL || key <= row);
        s[i][j] = visible ? s[i][j] * scale : -CUDART_INF_F;
        tile_max = fmaxf(tile_max, s[i][j]);
      }
      const float new_max = fmaxf(row_max[i], row_group_max(tile_max));
      // A row that has seen no key yet (max -inf) subtracts 0: exp(-inf) = 0, never NaN.
      const float base = new_max == -CUDART_INF_F ? 0.0f : new_max;
      const float rescale = expf(row_max[i] - base);
      row_max[i] = new_max;
      row_sum[i] *= rescale;
#pragma unroll
      for (int c = 0; c < 4 * kColumnGroups; ++c) acc[i][c] *= rescale;
#pragma unroll
      for (int j = 0; j < 4; ++j) {
        s[i][j] = expf(s[i][j] - base);
        row_sum[i] += s[i][j];
      }
      float4* p_row = reinterpret_cast<float4*>(p + (4 * ty + i) * kPStride + 4 * tx);
      *p_row = make_float4(s[i][0], s[i][1], s[i][2], s[i][3]);
    }
    __syncthreads();  // K^T is no longer read; P is complete
    store_rows(v_next, kv);
    if (tile + 1 < tiles) k_next = load_tile<true>(k_head, first_key + kTileKeys);
    __syncthreads();

    // acc += P (4 rows x 64 keys) . V (64 keys x this thread's columns).
#pragma unroll 1
    for (int key = 0; key < kTileKeys; key += 4) {
      float4 pr[4];
#pragma unroll
      for (int i = 0; i < 4; ++i) pr[i] = *reinterpret_cast<const float4*>(p + (4 * ty + i) * kPStride + key);
#pragma unroll
      for (int kk = 0; kk < 4; ++kk) {
#pragma unroll
        for (int g = 0; g < kColumnGroups; ++g) {
          const float4 vv = *reinterpret_cast<const float4*>(kv + (key + kk) * D + 64 * g + 4 * tx);
#pragma unroll
          for (int i = 0; i < 4; ++i) {
            const float pik = component(pr[i], kk);
            acc[i][4 * g + 0] = fmaf(pik, vv.x, acc[i][4 * g + 0]);
            acc[i][4 * g + 1] = fmaf(pik, vv.y, acc[i][4 * g + 1]);
            acc[i][4 * g + 2] = fmaf(pik, vv.z, acc[i][4 * g + 2]);
            acc[i][4 * g + 3] = fmaf(pik, vv.w, acc[i][4 * g + 3]);
          }
        }
      }
    }
  }

  // Normalise once and round once.
  __half* o_head = o + head_offset;
#pragma unroll
  for (int i = 0; i < 4; ++i) {
    const float total = row_group_sum(row_sum[i]);
    const int row = first_row + 4 * ty + i;
    if (row >= S) continue;
#pragma unroll
    for (int g = 0; g < kColumnGroups; ++g) {
      const __half2 lo = __floats2half2_rn(acc[i][4 * g + 0] / total, acc[i][4 * g + 1] / total);
      const __half2 hi = __floats2half2_rn(acc[i][4 * g + 2] / total, acc[i][4 * g + 3] / total);
      uint2 packed;
      packed.x = *reinterpret_cast<const unsigned*>(&lo);
      packed.y = *reinterpret_cast<const unsigned*>(&hi);
      *reinterpret_cast<uint2*>(o_head + (size_t)row * D + 64 * g + 4 * tx) = packed;
    }
  }
}
