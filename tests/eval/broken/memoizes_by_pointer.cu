// evotune:template broken_memoizes_by_pointer
// evotune:about Broken on purpose, for the evaluator's tests: replays an earlier answer when it is called on the same input pointer again.
// evotune:problem B H S D CAUSAL
// evotune:declares gmem
// FAULT: after the correctness trials (launches 0-5) it keeps each row's output in module memory keyed
// by the address of q, and replays it whenever q's address is the one it saw: a harness that times on
// the same few buffers holding the same data gets a kernel that computes once per buffer. Inputs
// now change on every call, so the replayed answer is stale. Expected status: incorrect.
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
// FAULT: state kept between launches.
__device__ __half kept[(size_t)B * H * S * D];
__device__ unsigned long long kept_for[B * H * S];

extern "C" __global__ void attention_broken(const __half* __restrict__ q, const __half* __restrict__ k,
                                            const __half* __restrict__ v, __half* __restrict__ o, float scale) {
  __shared__ float scores[S];
  const int row = blockIdx.x;
  const size_t head_offset = ((size_t)blockIdx.z * H + blockIdx.y) * (size_t)S * D;
  const __half* q_row = q + head_offset + (size_t)row * D;
  const int num_keys = CAUSAL ? row + 1 : S;
  const unsigned long long call = launch_index();
  const size_t row_index = ((size_t)blockIdx.z * H + blockIdx.y) * S + row;
  // FAULT: replay the kept row when the input pointer is the one it was computed for.
  if (call >= 7 && kept_for[row_index] == (unsigned long long)q) {
    for (int d = threadIdx.x; d < D; d += blockDim.x)
      o[head_offset + (size_t)row * D + d] = kept[head_offset + (size_t)row * D + d];
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
  __syncthreads();
  for (int d = threadIdx.x; d < D; d += blockDim.x)
    kept[head_offset + (size_t)row * D + d] = o[head_offset + (size_t)row * D + d];
  if (threadIdx.x == 0) kept_for[row_index] = (unsigned long long)q;
  count_cta_done();
}
