// Register pressure forced into spills with --maxrregcount=32, plus a
// __noinline__ callee (its own "Function properties" block).
// Log: NVRTC 13.0, --gpu-architecture=sm_90 --ptxas-options=-v --maxrregcount=32
__constant__ float table[256];
__device__ __noinline__ float helper(float* p, int n) {
  float s = 0;
  for (int i = 0; i < n; ++i) s += p[i] * table[i & 255];
  return s;
}
extern "C" __global__ void spilly(const float* __restrict__ in, float* out, int n) {
  float acc[96];
#pragma unroll
  for (int j = 0; j < 96; ++j) acc[j] = in[j * n + threadIdx.x];
#pragma unroll
  for (int r = 0; r < 4; ++r)
#pragma unroll
    for (int j = 0; j < 96; ++j) acc[j] = acc[j] * acc[(j + r + 1) % 96] + table[j];
  float s = 0;
#pragma unroll
  for (int j = 0; j < 96; ++j) s += acc[j];
  out[threadIdx.x] = s + helper(out, n);
}
