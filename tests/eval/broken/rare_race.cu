// evotune:template broken_rare_race
// evotune:about Broken on purpose, for the sanitizer pass's tests: a race between warps that no value check can see.
// evotune:problem B H S D CAUSAL
// FAULT: thread 0 publishes the row's max in shared memory and the other warps read it with no
// __syncthreads() in between (a read-after-write hazard across warps). They read it only after
// two passes over the row of their own, so thread 0 has almost always written it by then; and the
// value read only scales every term of the row by the same power of two (the exponent rounded
// and clamped to +-20), which cancels exactly: a stale or garbage value gives the same bits. So
// the output is right and the same on every run, and every value check passes; compute-sanitizer
// racecheck reports the hazard. Expected: ok from the evaluator, racy from the sanitizer pass.
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
  __shared__ float published_max;
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
  if (threadIdx.x == 0) published_max = row_max;
  float row_sum = 0.0f;
  for (int j = 0; j < num_keys; ++j) row_sum += expf(scores[j] - row_max);
  // FAULT: missing __syncthreads() here. (A compiler-only barrier keeps the read after the passes above.)
  asm volatile("" ::: "memory");
  const int scale_exp = (int)fminf(fmaxf(rintf(published_max - row_max), -20.0f), 20.0f);

  for (int d = threadIdx.x; d < D; d += blockDim.x) {
    float acc = 0.0f;
    for (int j = 0; j < num_keys; ++j)
      acc += ldexpf(expf(scores[j] - row_max), scale_exp) * __half2float(v[head_offset + (size_t)j * D + d]);
    o[head_offset + (size_t)row * D + d] = __float2half(acc / ldexpf(row_sum, scale_exp));
  }
}
