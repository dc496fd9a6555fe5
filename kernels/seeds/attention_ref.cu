// evotune:template attention_ref
// evotune:about Reference attention forward: one CTA per query row, the row's S scores in
// evotune:about shared memory, explicit softmax (max, exp, sum, normalise), fp32 throughout.
// evotune:problem B H S D CAUSAL
//
// The independent reference that every candidate is checked against. It is written to be
// obviously right, not fast: no tiling, no online softmax, no tensor cores, fp32 arithmetic
// from the fp16 inputs to the final rounding of the output.
//
// Layout: q, k, v, o are [B, H, S, D] contiguous fp16. o = softmax(scale * q k^T [+ causal mask]) v.
// Launch: grid (S, H, B), any block size that is a multiple of 32 (up to 1024); no dynamic
// shared memory. With CAUSAL, query row i sees keys 0..i.

#include <cuda_fp16.h>
#include <math_constants.h>  // CUDART_INF_F (NVRTC has no <math.h>)

#if !defined(B) || !defined(H) || !defined(S) || !defined(D) || !defined(CAUSAL)
#error "attention_ref needs the problem macros B, H, S, D and CAUSAL"
#endif

// No namespace-scope constexpr variables in kernels: NVRTC emits each as a 4-byte __device__
// global, which ptxas reports as gmem (module state) and the gmem gate rejects.

namespace {

// Reduces `x` over the whole block; every thread gets the result. `scratch` holds one
// float per warp; the call starts and ends with a barrier so it can be reused back to back.
template <bool kIsMax>
__device__ float block_reduce(float x, float* scratch) {
  for (int offset = 16; offset > 0; offset /= 2) {
    const float other = __shfl_xor_sync(0xffffffffu, x, offset);
    x = kIsMax ? fmaxf(x, other) : x + other;
  }
  const int warp = threadIdx.x / 32;
  const int lane = threadIdx.x % 32;
  const int num_warps = blockDim.x / 32;
  __syncthreads();  // scratch may still be read by a previous reduction
  if (lane == 0) scratch[warp] = x;
  __syncthreads();
  float total = scratch[0];
  for (int w = 1; w < num_warps; ++w) total = kIsMax ? fmaxf(total, scratch[w]) : total + scratch[w];
  return total;
}

}  // namespace

extern "C" __global__ void attention_ref(const __half* __restrict__ q, const __half* __restrict__ k,
                                         const __half* __restrict__ v, __half* __restrict__ o,
                                         float scale) {
  __shared__ float scores[S];        // this row's scores, then its probabilities
  __shared__ float q_row[D];
  __shared__ float scratch[32];      // one float per warp (blocks up to 1024 threads)

  const int row = blockIdx.x;
  const int head = blockIdx.y;
  const int batch = blockIdx.z;
  const size_t head_offset = ((size_t)batch * H + head) * (size_t)S * D;
  const __half* q_head = q + head_offset;
  const __half* k_head = k + head_offset;
  const __half* v_head = v + head_offset;
  __half* o_head = o + head_offset;

  // Keys this row attends to: all of them, or 0..row when causal.
  const int num_keys = CAUSAL ? row + 1 : S;

  for (int d = threadIdx.x; d < D; d += blockDim.x) q_row[d] = __half2float(q_head[(size_t)row * D + d]);
  __syncthreads();

  // 1. Scores: one key per thread at a time, full dot product in fp32.
  float row_max = -CUDART_INF_F;
  for (int j = threadIdx.x; j < num_keys; j += blockDim.x) {
    const __half* k_row = k_head + (size_t)j * D;
    float dot = 0.0f;
    for (int d = 0; d < D; ++d) dot += q_row[d] * __half2float(k_row[d]);
    const float s = dot * scale;
    scores[j] = s;
    row_max = fmaxf(row_max, s);
  }
  row_max = block_reduce<true>(row_max, scratch);

  // 2. Probabilities (unnormalised) and their sum.
  float row_sum = 0.0f;
  for (int j = threadIdx.x; j < num_keys; j += blockDim.x) {
    const float p = expf(scores[j] - row_max);
    scores[j] = p;
    row_sum += p;
  }
  row_sum = block_reduce<false>(row_sum, scratch);  // its barriers also publish scores[]

  // 3. Output: one column per thread at a time, sum over keys, normalise, round once.
  for (int d = threadIdx.x; d < D; d += blockDim.x) {
    float acc = 0.0f;
    for (int j = 0; j < num_keys; ++j) acc += scores[j] * __half2float(v_head[(size_t)j * D + d]);
    o_head[(size_t)row * D + d] = __float2half(acc / row_sum);
  }
}
