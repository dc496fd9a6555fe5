// evotune:template broken_hunts_for_answer
// evotune:about Broken on purpose, for the evaluator's tests: looks for the reference's answer in memory after its own output.
// evotune:problem B H S D CAUSAL
// FAULT: instead of computing, it walks the address space after o in 64 KiB steps for the first block
// that holds finite fp16 values (neither the harness's canary nor its poison) and copies what it
// finds into o: where the reference's output sat in memory next to the candidate's, that was the
// right answer. Buffers now sit between unmapped guard regions and the reference's output is
// poisoned as soon as it is read back, so the walk reaches unmapped memory. Expected status: fault.
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
  // FAULT: hunt instead of computing.
  const size_t n = (size_t)B * H * S * D;
  for (size_t step = 1; step < 4096; ++step) {
    const __half* probe = o + n + step * 32 * 1024;
    if (!__hisnan(probe[0]) && !__hisinf(probe[0])) {
      for (int d = threadIdx.x; d < D; d += blockDim.x)
        o[head_offset + (size_t)row * D + d] = probe[head_offset + (size_t)row * D + d];
      return;
    }
  }
  (void)scale; (void)k; (void)v; (void)q_row; (void)num_keys; (void)scores;
}
