// evotune:template copy_ref
// evotune:about Reference copy dst = src: one thread per element, plain loads and stores.
// evotune:problem ROWS COLS
//
// The independent reference for experiments/tma_copy.yaml: no tensor map, no shared memory.
// Layout: src and dst are [ROWS, COLS] contiguous fp16.
// Launch: grid (ceil_div(ROWS*COLS, 256)), block (256); any 1-D geometry that covers them works.

#include <cuda_fp16.h>

#if !defined(ROWS) || !defined(COLS)
#error "copy_ref needs the problem macros ROWS and COLS"
#endif

extern "C" __global__ void copy_ref(const __half* __restrict__ src, __half* __restrict__ dst) {
  const size_t i = static_cast<size_t>(blockIdx.x) * blockDim.x + threadIdx.x;
  if (i < static_cast<size_t>(ROWS) * COLS) dst[i] = src[i];
}
