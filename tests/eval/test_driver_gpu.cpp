// The CUDA driver loader on a GPU machine (label `gpu`): the device is found
// and described, and a kernel compiled by NVRTC runs through the function
// table (context, module, memory, stream, event, launch, occupancy).
// Skips, saying why, where there is no GPU.
#include <cmath>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nvrtc.h>

#include "eval/driver.hpp"
#include "support/gpu_skip.hpp"

namespace evotune::eval {
namespace {

TEST(DriverGpu, FindsAndDescribesTheDevice) {
  EVOTUNE_SKIP_UNLESS_GPU();
  const Driver& drv = Driver::instance();
  ASSERT_TRUE(drv.available());
  EXPECT_GE(drv.version(), 12000);
  ASSERT_GE(drv.device_count(), 1);
  const DeviceInfo d = drv.device_info(0);
  EXPECT_FALSE(d.name.empty());
  EXPECT_FALSE(d.pci_bus_id.empty());
  EXPECT_GE(d.cc_major, 7);
  EXPECT_GT(d.sm_count, 0);
  EXPECT_GT(d.total_memory_bytes, std::size_t{1} << 30);
  EXPECT_GE(d.max_shared_per_block_optin_bytes, 48 * 1024);
  EXPECT_GE(d.max_shared_per_sm_bytes, d.max_shared_per_block_optin_bytes);
  EXPECT_GT(d.l2_cache_bytes, 0);
  EXPECT_GT(d.memory_bus_width_bits, 0);
  EXPECT_EQ(d.arch(), "sm_" + std::to_string(d.cc_major) + std::to_string(d.cc_minor));
  EXPECT_EQ(default_arch(), d.arch());
  std::printf("device 0: %s (%s), %d SMs, %.1f GiB, smem optin %d B, L2 %d B, bus %d bit, "
              "SM clock %s kHz, memory clock %s kHz\n",
              d.name.c_str(), d.arch().c_str(), d.sm_count, d.total_memory_bytes / 1073741824.0,
              d.max_shared_per_block_optin_bytes, d.l2_cache_bytes, d.memory_bus_width_bits,
              d.sm_clock_khz ? std::to_string(*d.sm_clock_khz).c_str() : "n/a",
              d.memory_clock_khz ? std::to_string(*d.memory_clock_khz).c_str() : "n/a");
  EXPECT_THROW(drv.device_info(drv.device_count()), EvalError);
}

TEST(DriverGpu, ErrorsCarryTheDriverName) {
  EVOTUNE_SKIP_UNLESS_GPU();
  const DriverApi& cu = Driver::instance().api();
  CUdevice dev = 0;
  try {
    EVOTUNE_CU(cu.cuDeviceGet(&dev, 9999));
    FAIL() << "cuDeviceGet(9999) must fail";
  } catch (const CudaDriverError& e) {
    EXPECT_EQ(e.code(), CUDA_ERROR_INVALID_DEVICE);
    EXPECT_NE(std::string(e.what()).find("failed: CUDA_ERROR_INVALID_DEVICE ("), std::string::npos)
        << e.what();
  }
}

// Compiles `source` for the device with NVRTC; returns the cubin.
std::vector<char> compile_for_device(const std::string& source, const std::string& arch) {
  nvrtcProgram prog = nullptr;
  EXPECT_EQ(nvrtcCreateProgram(&prog, source.c_str(), "saxpy.cu", 0, nullptr, nullptr),
            NVRTC_SUCCESS);
  const std::string arch_opt = "-arch=" + arch;
  const char* opts[] = {arch_opt.c_str()};
  const nvrtcResult r = nvrtcCompileProgram(prog, 1, opts);
  if (r != NVRTC_SUCCESS) {
    std::size_t n = 0;
    nvrtcGetProgramLogSize(prog, &n);
    std::string log(n, '\0');
    nvrtcGetProgramLog(prog, log.data());
    ADD_FAILURE() << "NVRTC: " << nvrtcGetErrorString(r) << "\n" << log;
  }
  std::size_t size = 0;
  EXPECT_EQ(nvrtcGetCUBINSize(prog, &size), NVRTC_SUCCESS);
  std::vector<char> cubin(size);
  EXPECT_EQ(nvrtcGetCUBIN(prog, cubin.data()), NVRTC_SUCCESS);
  nvrtcDestroyProgram(&prog);
  return cubin;
}

TEST(DriverGpu, RunsAKernelThroughTheTable) {
  EVOTUNE_SKIP_UNLESS_GPU();
  const Driver& drv = Driver::instance();
  const DriverApi& cu = drv.api();
  const std::vector<char> cubin = compile_for_device(R"(
extern "C" __global__ void saxpy(float a, const float* x, float* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
})", drv.device_info(0).arch());
  ASSERT_FALSE(cubin.empty());

  PrimaryContext ctx(0);
  CUcontext current = nullptr;
  EVOTUNE_CU(cu.cuCtxGetCurrent(&current));
  EXPECT_EQ(current, ctx.get());

  CUmodule module = nullptr;
  EVOTUNE_CU(cu.cuModuleLoadData(&module, cubin.data()));
  CUfunction fn = nullptr;
  EVOTUNE_CU(cu.cuModuleGetFunction(&fn, module, "saxpy"));
  int regs = 0;
  EVOTUNE_CU(cu.cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, fn));
  EXPECT_GT(regs, 0);
  int blocks_per_sm = 0;
  EVOTUNE_CU(cu.cuOccupancyMaxActiveBlocksPerMultiprocessor(&blocks_per_sm, fn, 256, 0));
  EXPECT_GT(blocks_per_sm, 0);

  const int n = 1 << 20;
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i] = static_cast<float>(i % 97) * 0.5f;
    y[i] = static_cast<float>(i % 13);
  }
  CUdeviceptr dx = 0, dy = 0;
  EVOTUNE_CU(cu.cuMemAlloc(&dx, n * sizeof(float)));
  EVOTUNE_CU(cu.cuMemAlloc(&dy, n * sizeof(float)));
  CUstream stream = nullptr;
  EVOTUNE_CU(cu.cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
  CUevent start = nullptr, stop = nullptr;
  EVOTUNE_CU(cu.cuEventCreate(&start, CU_EVENT_DEFAULT));
  EVOTUNE_CU(cu.cuEventCreate(&stop, CU_EVENT_DEFAULT));

  // Poison y first so an unwritten result cannot pass.
  EVOTUNE_CU(cu.cuMemsetD32Async(dy, 0x7fc00000u, n, stream));
  EVOTUNE_CU(cu.cuMemcpyHtoDAsync(dx, x.data(), n * sizeof(float), stream));
  EVOTUNE_CU(cu.cuMemcpyHtoDAsync(dy, y.data(), n * sizeof(float), stream));
  float a = 2.0f;
  int count = n;
  void* params[] = {&a, &dx, &dy, &count};
  EVOTUNE_CU(cu.cuEventRecord(start, stream));
  EVOTUNE_CU(cu.cuLaunchKernel(fn, (n + 255) / 256, 1, 1, 256, 1, 1, 0, stream, params, nullptr));
  EVOTUNE_CU(cu.cuEventRecord(stop, stream));
  std::vector<float> out(n);
  EVOTUNE_CU(cu.cuMemcpyDtoHAsync(out.data(), dy, n * sizeof(float), stream));
  EVOTUNE_CU(cu.cuStreamSynchronize(stream));
  float ms = -1.0f;
  EVOTUNE_CU(cu.cuEventElapsedTime(&ms, start, stop));
  EXPECT_GT(ms, 0.0f);
  EXPECT_LT(ms, 1000.0f);

  int wrong = 0;
  for (int i = 0; i < n; ++i) {
    if (out[i] != a * x[i] + y[i]) ++wrong;
  }
  EXPECT_EQ(wrong, 0);

  // Device-to-device copy and byte memset through the synchronous entry points.
  EVOTUNE_CU(cu.cuMemcpyDtoD(dx, dy, n * sizeof(float)));
  EVOTUNE_CU(cu.cuMemsetD8(dy, 0, n * sizeof(float)));
  std::vector<float> back(n, -1.0f);
  EVOTUNE_CU(cu.cuMemcpyDtoH(back.data(), dx, n * sizeof(float)));
  EXPECT_EQ(back[12345], out[12345]);
  EVOTUNE_CU(cu.cuMemcpyDtoH(back.data(), dy, n * sizeof(float)));
  EXPECT_EQ(back[n - 1], 0.0f);

  EVOTUNE_CU(cu.cuEventDestroy(start));
  EVOTUNE_CU(cu.cuEventDestroy(stop));
  EVOTUNE_CU(cu.cuStreamDestroy(stream));
  EVOTUNE_CU(cu.cuMemFree(dx));
  EVOTUNE_CU(cu.cuMemFree(dy));
  EVOTUNE_CU(cu.cuModuleUnload(module));
  EVOTUNE_CU(cu.cuCtxSynchronize());
}

}  // namespace
}  // namespace evotune::eval
