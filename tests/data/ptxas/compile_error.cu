// Two front-end errors. Log: NVRTC 13.0, --gpu-architecture=sm_90 --ptxas-options=-v
extern "C" __global__ void broken(float* out) {
  out[threadIdx.x] = undefined_name;
  int x = "text";
}
