// evotune:template broken_reads_canary
// evotune:about Broken on purpose, for the sanitizer pass's tests: reads past the end of an input without changing its output.
// evotune:problem B H S D CAUSAL
// FAULT: CTA (0,0,0) thread 0 reads the element just past the end of k. That byte is mapped (the
// canary the worker keeps after every buffer), so nothing faults, and the kernel only compares the
// NaN pattern it finds there with a number, so the output is unchanged: every value check passes.
// compute-sanitizer memcheck reports the read (under --nvtx=yes the worker registers each buffer's
// payload, so the canary is out of bounds to it). Expected: ok from the evaluator, memory_error
// from the sanitizer pass.
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
  // FAULT: one element past the end of k; its value only decides a branch never taken on the canary's NaN.
  const bool first = blockIdx.x == 0 && blockIdx.y == 0 && blockIdx.z == 0 && threadIdx.x == 0;
  const float past_end = first ? __half2float(k[(size_t)B * H * S * D]) : 0.0f;

  for (int j = threadIdx.x; j < num_keys; j += blockDim.x) {
    const __half* k_row = k + head_offset + (size_t)j * D;
    float dot = 0.0f;
    for (int d = 0; d < D; ++d) dot += __half2float(q_row[d]) * __half2float(k_row[d]);
    scores[j] = dot * scale;
  }
  __syncthreads();
  float row_max = -CUDART_INF_F;
  for (int j = 0; j < num_keys; ++j) row_max = fmaxf(row_max, scores[j]);
  float row_sum = 0.0f;
  for (int j = 0; j < num_keys; ++j) row_sum += expf(scores[j] - row_max);

  for (int d = threadIdx.x; d < D; d += blockDim.x) {
    float acc = 0.0f;
    for (int j = 0; j < num_keys; ++j) acc += expf(scores[j] - row_max) * __half2float(v[head_offset + (size_t)j * D + d]);
    o[head_offset + (size_t)row * D + d] = __float2half(acc / row_sum);
  }
  if (past_end == 1.0e4f) o[head_offset + (size_t)row * D] = __float2half(0.0f);  // never: the canary holds NaN
}
