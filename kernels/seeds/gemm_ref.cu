// evotune:template gemm_ref
// evotune:about Reference GEMM C = A * B: one thread per output element, fp32 accumulation.
// evotune:problem M N K
//
// The independent reference for experiments/gemm.yaml: no tiling, no shared memory, one
// rounding to fp16 at the end. Slow but obviously right.
//
// Layout: a is [M, K], b is [K, N], c is [M, N], all row-major fp16.
// Launch: grid (ceil_div(N, 16), ceil_div(M, 16)), block (16, 16); any 2-D geometry that
// covers M x N works.

#include <cuda_fp16.h>

#if !defined(M) || !defined(N) || !defined(K)
#error "gemm_ref needs the problem macros M, N and K"
#endif

extern "C" __global__ void gemm_ref(const __half* __restrict__ a, const __half* __restrict__ b, __half* __restrict__ c) {
  const int col = blockIdx.x * blockDim.x + threadIdx.x;
  const int row = blockIdx.y * blockDim.y + threadIdx.y;
  if (row >= M || col >= N) return;
  float acc = 0.0f;
  for (int k = 0; k < K; ++k) acc += __half2float(a[(size_t)row * K + k]) * __half2float(b[(size_t)k * N + col]);
  c[(size_t)row * N + col] = __float2half(acc);
}
