// 48 KiB of static shared memory plus dynamic shared memory, and a
// __constant__ table. Two logs: sm_90 (NVRTC 13.0 prints no cmem there) and
// sm_80 (prints cmem per entry and the module's cmem[3]).
// Log: NVRTC 13.0, --gpu-architecture=sm_XX --ptxas-options=-v
__constant__ float weights[256];
extern "C" __global__ void bigsmem(float* out) {
  __shared__ float tile[12288];
  extern __shared__ float dyn[];
  tile[threadIdx.x] = threadIdx.x * weights[threadIdx.x & 255];
  dyn[threadIdx.x] = 1;
  __syncthreads();
  out[threadIdx.x] = tile[(threadIdx.x * 7) % 12288] + dyn[threadIdx.x ^ 1];
}
