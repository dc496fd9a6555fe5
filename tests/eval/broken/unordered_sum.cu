// evotune:template broken_unordered_sum
// evotune:about Broken on purpose, for the evaluator's tests: sums with shared-memory atomics, so its bits depend on timing.
// evotune:problem B H S D CAUSAL
// FAULT: each thread adds its probabilities one by one to the row sum with a shared-memory atomicAdd, so
// the fp32 sum is formed in arrival order, which depends on warp timing; the output is within
// tolerance every time, but may differ in the last bits between two runs on the same input, and
// the template does not declare atomics. Expected status: nondeterministic (not yet run on a GPU:
// how often the order changes is unmeasured); with `declares atomics` it would pass.
//
// Test data for the GPU evaluation, not a kernel to tune. It has the signature and launch of
// kernels/seeds/attention_ref.cu (q, k, v, o: [B, H, S, D] fp16; scale; grid (S, H, B);
// block: any multiple of 32, e.g. 128; no dynamic shared memory) and is a correct
// one-row-per-CTA attention except for the fault marked FAULT below.

#include <cuda_fp16.h>
#include <math_constants.h>

extern "C" __global__ void attention_broken(const __half* __restrict__ q, const __half* __restrict__ k,
                                            const __half* __restrict__ v, __half* __restrict__ o, float scale) {
  __shared__ float scores[S];
  const int row = blockIdx.x;
  const size_t head_offset = ((size_t)blockIdx.z * H + blockIdx.y) * (size_t)S * D;
  const __half* q_row = q + head_offset + (size_t)row * D;
  const int num_keys = CAUSAL ? row + 1 : S;

  for (int j = threadIdx.x; j < num_keys; j += blockDim.x) {
    const __half* k_row = k + head_offset + (size_t)j * D;
    float dot = 0.0f;
    for (int d = 0; d < D; ++d) dot += __half2float(q_row[d]) * __half2float(k_row[d]);
    scores[j] = dot * scale;
  }
  __syncthreads();
  // Every thread finds the row's max and sum itself: slow, but short and plainly right.
  float row_max = -CUDART_INF_F;
  for (int j = 0; j < num_keys; ++j) row_max = fmaxf(row_max, scores[j]);
  __shared__ float shared_row_sum;
  if (threadIdx.x == 0) shared_row_sum = 0.0f;
  __syncthreads();
  for (int j = threadIdx.x; j < num_keys; j += blockDim.x)
    atomicAdd(&shared_row_sum, expf(scores[j] - row_max));  // FAULT: order of the fp32 additions varies
  __syncthreads();
  const float row_sum = shared_row_sum;

  for (int d = threadIdx.x; d < D; d += blockDim.x) {
    float acc = 0.0f;
    for (int j = 0; j < num_keys; ++j) acc += expf(scores[j] - row_max) * __half2float(v[head_offset + (size_t)j * D + d]);
    o[head_offset + (size_t)row * D + d] = __float2half(acc / row_sum);
  }
}
