// evotune:template broken_skips_timed_calls
// evotune:about Broken on purpose, for the evaluator's tests: leaves its output unwritten on three calls of four after the sixth.
// evotune:problem B H S D CAUSAL
// FAULT: launches 0-5 (the correctness trials: three trials of two runs) compute; after them, three
// launches of every four return at once, leaving the output as it was. A harness that reads the
// outputs of the checked calls only sees a kernel four times faster than it is. Expected status:
// incorrect (a timed call left its output unwritten: the poison is still there).
//
// Test data for the GPU evaluation, not a kernel to tune. It has the signature and launch of
// kernels/seeds/attention_ref.cu (q, k, v, o: [B, H, S, D] fp16; scale; grid (S, H, B);
// block: any multiple of 32, e.g. 128; no dynamic shared memory) and is a correct
// one-row-per-CTA attention except for the fault marked FAULT below.

#include <cuda_fp16.h>
#include <math_constants.h>

// Which launch of this module this is: every CTA counts itself done at its end, and launches on one
// stream run one after another, so at a CTA's start `ctas_done / ctas per launch` is its launch's index.
__device__ unsigned long long ctas_done;
__device__ __forceinline__ unsigned long long launch_index() {
  return *(volatile unsigned long long*)&ctas_done / ((unsigned long long)gridDim.x * gridDim.y * gridDim.z);
}
__device__ __forceinline__ void count_cta_done() {
  __syncthreads();
  if (threadIdx.x == 0) atomicAdd(&ctas_done, 1ull);
}

extern "C" __global__ void attention_broken(const __half* __restrict__ q, const __half* __restrict__ k,
                                            const __half* __restrict__ v, __half* __restrict__ o, float scale) {
  __shared__ float scores[S];
  const int row = blockIdx.x;
  const size_t head_offset = ((size_t)blockIdx.z * H + blockIdx.y) * (size_t)S * D;
  const __half* q_row = q + head_offset + (size_t)row * D;
  const int num_keys = CAUSAL ? row + 1 : S;
  const unsigned long long call = launch_index();
  // FAULT: most calls after the trials do nothing.
  if (call >= 6 && call % 4 != 0) {
    count_cta_done();
    return;
  }

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
  float row_sum = 0.0f;
  for (int j = 0; j < num_keys; ++j) row_sum += expf(scores[j] - row_max);

  for (int d = threadIdx.x; d < D; d += blockDim.x) {
    float acc = 0.0f;
    for (int j = 0; j < num_keys; ++j) acc += expf(scores[j] - row_max) * __half2float(v[head_offset + (size_t)j * D + d]);
    o[head_offset + (size_t)row * D + d] = __float2half(acc / row_sum);
  }
  count_cta_done();
}
