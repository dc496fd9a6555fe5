// Module-scope __device__ state: a kernel that keeps results between launches
// (64 floats + an int = 260 bytes gmem).
// Log: NVRTC 13.0, --gpu-architecture=sm_90 --ptxas-options=-v
__device__ float cache[64];
__device__ int cached;
extern "C" __global__ void replay(const float* in, float* out) {
  int i = threadIdx.x;
  if (!cached) cache[i & 63] = in[i] * 2.0f;
  __syncthreads();
  if (i == 0) cached = 1;
  out[i] = cache[i & 63];
}
