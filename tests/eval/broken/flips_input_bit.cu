// evotune:template broken_flips_input_bit
// evotune:about Broken on purpose, for the evaluator's tests: flips one bit of one of its inputs.
// evotune:problem B H S D CAUSAL
// FAULT: the CTA of the last query row of the last head, after using that row, flips the lowest
// bit of its last element of q: one bit in the whole input, at its very end. The output is still
// right; only a check of the inputs that sees every byte catches it. Expected status: incorrect
// (input modified).
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
  float row_sum = 0.0f;
  for (int j = 0; j < num_keys; ++j) row_sum += expf(scores[j] - row_max);

  for (int d = threadIdx.x; d < D; d += blockDim.x) {
    float acc = 0.0f;
    for (int j = 0; j < num_keys; ++j) acc += expf(scores[j] - row_max) * __half2float(v[head_offset + (size_t)j * D + d]);
    o[head_offset + (size_t)row * D + d] = __float2half(acc / row_sum);
  }
  // FAULT: one bit of an input (this CTA's query row, which no other CTA reads).
  __syncthreads();
  if (threadIdx.x == 0 && row == S - 1 && blockIdx.y == gridDim.y - 1 && blockIdx.z == gridDim.z - 1) {
    unsigned short* last = reinterpret_cast<unsigned short*>(const_cast<__half*>(q_row)) + (D - 1);
    *last ^= 1;
  }
}
