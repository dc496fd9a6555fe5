// The CUDA driver loader without a GPU: a missing or fake libcuda is a state
// that every command can report, never a crash; the checking macros say which
// call failed, where, and with what.
#include <filesystem>
#include <string>

#include <gtest/gtest.h>

#include "eval/driver.hpp"

namespace evotune::eval {
namespace {

CUresult returns(CUresult r) { return r; }

TEST(Driver, MissingLibraryIsAStateNotACrash) {
  auto drv = Driver::load("libevotune-no-such-driver.so.1");
  EXPECT_FALSE(drv->available());
  EXPECT_FALSE(drv->library_loaded());
  EXPECT_EQ(drv->unavailable_reason(),
            "libevotune-no-such-driver.so.1 not found (no NVIDIA driver on this machine)");
  EXPECT_EQ(drv->device_count(), 0);
  EXPECT_EQ(drv->version(), 0);
  try {
    drv->api();
    FAIL() << "api() of an unavailable driver must throw";
  } catch (const EvalError& e) {
    EXPECT_NE(std::string(e.what()).find("not found (no NVIDIA driver"), std::string::npos)
        << e.what();
  }
  EXPECT_THROW(drv->device_info(0), EvalError);
  // Without the driver, codes are still printed, as numbers.
  EXPECT_EQ(drv->error_name(CUDA_ERROR_INVALID_VALUE), "CUresult 1");
  EXPECT_EQ(drv->error_string(CUDA_ERROR_INVALID_VALUE), "");
}

TEST(Driver, NotASharedLibraryIsReportedWithTheLoaderMessage) {
  // A file that exists but is not a library: the reason must not claim "not found".
  // (Not __FILE__: under ccache with CCACHE_BASEDIR it is relative to the build folder.)
  const std::string path = std::string(EVOTUNE_TEST_DATA) + "/experiments/good.yaml";
  ASSERT_TRUE(std::filesystem::exists(path)) << path;
  auto drv = Driver::load(path);
  EXPECT_FALSE(drv->available());
  EXPECT_NE(drv->unavailable_reason().find("could not be loaded"), std::string::npos)
      << drv->unavailable_reason();
}

TEST(Driver, ToolkitStubLibraryIsNamedAsSuch) {
  // The toolkit's link-time stub exports the whole API but every call fails
  // with CUDA_ERROR_STUB_LIBRARY; a machine where it shadows the real driver
  // must get a message that says so.
  const std::filesystem::path stub = std::filesystem::path(EVOTUNE_CUDA_ROOT) / "lib64/stubs/libcuda.so";
  if (!std::filesystem::exists(stub)) GTEST_SKIP() << "no stub libcuda at " << stub;
  auto drv = Driver::load(stub.string());
  EXPECT_TRUE(drv->library_loaded());
  EXPECT_FALSE(drv->available());
  EXPECT_EQ(drv->device_count(), 0);
  EXPECT_NE(drv->unavailable_reason().find("CUDA_ERROR_STUB_LIBRARY"), std::string::npos)
      << drv->unavailable_reason();
  EXPECT_NE(drv->unavailable_reason().find("not an NVIDIA driver"), std::string::npos)
      << drv->unavailable_reason();
}

TEST(Driver, InstanceIsConsistent) {
  const Driver& drv = Driver::instance();
  EXPECT_EQ(&drv, &Driver::instance());
  EXPECT_EQ(drv.available(), drv.unavailable_reason().empty());
  if (!drv.available()) {
    EXPECT_EQ(drv.device_count(), 0);
    const auto why = gpu_unavailable(0);
    ASSERT_TRUE(why.has_value());
    EXPECT_EQ(*why, "no GPU: " + drv.unavailable_reason());
    EXPECT_EQ(default_arch(), "sm_90");
    if (!drv.library_loaded()) {
      // This is the CI machine's case: the exact line users see.
      EXPECT_EQ(drv.unavailable_reason(), "libcuda.so.1 not found (no NVIDIA driver on this machine)");
    }
  } else {
    EXPECT_GE(drv.version(), 12000);
  }
}

TEST(Driver, GpuUnavailableNamesABadOrdinal) {
  const Driver& drv = Driver::instance();
  const auto why = gpu_unavailable(drv.device_count() + 3);
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(why->rfind("no GPU", 0), 0u) << *why;
  if (drv.available()) {
    EXPECT_NE(why->find("device(s)"), std::string::npos) << *why;
  }
}

TEST(Driver, CheckMacroNamesCallFileLineAndCode) {
  const int line = __LINE__ + 2;
  try {
    EVOTUNE_CU(returns(CUDA_ERROR_OUT_OF_MEMORY));
    FAIL() << "EVOTUNE_CU must throw on an error code";
  } catch (const CudaDriverError& e) {
    const std::string msg = e.what();
    EXPECT_EQ(e.code(), CUDA_ERROR_OUT_OF_MEMORY);
    EXPECT_NE(msg.find("returns(CUDA_ERROR_OUT_OF_MEMORY) failed: "), std::string::npos) << msg;
    EXPECT_NE(msg.find("tests/eval/test_driver.cpp:" + std::to_string(line)), std::string::npos)
        << msg;
    if (Driver::instance().available()) {
      EXPECT_NE(msg.find("failed: CUDA_ERROR_OUT_OF_MEMORY (out of memory)"), std::string::npos)
          << msg;
    } else {
      EXPECT_NE(msg.find("failed: CUresult 2 at"), std::string::npos) << msg;
    }
  }
  // A CudaDriverError is an EvalError: the CLI reports it like any tool failure.
  EXPECT_THROW(EVOTUNE_CU(returns(CUDA_ERROR_INVALID_VALUE)), EvalError);
  EXPECT_NO_THROW(EVOTUNE_CU(returns(CUDA_SUCCESS)));
}

TEST(Driver, NothrowVariantReportsWithoutThrowing) {
  EXPECT_TRUE(EVOTUNE_CU_NOTHROW(returns(CUDA_SUCCESS)));
  bool ok = true;
  EXPECT_NO_THROW(ok = EVOTUNE_CU_NOTHROW(returns(CUDA_ERROR_INVALID_HANDLE)));
  EXPECT_FALSE(ok);
}

TEST(Driver, EntryPointsAreLookedUpByBaseName) {
  // cuGetProcAddress knows "cuMemAlloc" (and picks the ABI from the version);
  // it does not know "cuMemAlloc_v2", which is what cuda.h's #defines turn
  // the name into if it is stringized one macro level too late.
  const auto entries = driver_entry_points();
  ASSERT_GT(entries.size(), 40u);
  bool mem_alloc = false, ctx_sync = false, launch_ex = false, tensor_map = false;
  for (const auto& e : entries) {
    EXPECT_EQ(e.name.find("_v"), std::string::npos) << e.name;
    EXPECT_EQ(e.name.rfind("cu", 0), 0u) << e.name;
    EXPECT_LE(e.version, 12050) << e.name << ": newer than the oldest driver we support needs";
    if (e.name == "cuMemAlloc") mem_alloc = e.required && e.version == 3020;
    if (e.name == "cuCtxSynchronize") ctx_sync = e.required && e.version == 2000;
    if (e.name == "cuLaunchKernelEx") launch_ex = !e.required;
    // Tensor-map arguments (issue 16) are encoded by the worker: every CUDA 12 driver has it.
    if (e.name == "cuTensorMapEncodeTiled") tensor_map = e.required && e.version == 12000;
  }
  EXPECT_TRUE(tensor_map);
  EXPECT_TRUE(mem_alloc);
  EXPECT_TRUE(ctx_sync);
  EXPECT_TRUE(launch_ex);
}

TEST(DeviceInfo, ArchAndBandwidthFromAttributes) {
  DeviceInfo d;
  d.cc_major = 9;
  d.cc_minor = 0;
  EXPECT_EQ(d.arch(), "sm_90");
  EXPECT_FALSE(d.peak_dram_gbps().has_value());
  // H100 SXM: 2619 MHz HBM3 on a 5120-bit bus -> 3352 GB/s.
  d.memory_clock_khz = 2619000;
  d.memory_bus_width_bits = 5120;
  ASSERT_TRUE(d.peak_dram_gbps().has_value());
  EXPECT_NEAR(*d.peak_dram_gbps(), 3352.3, 0.1);
}

}  // namespace
}  // namespace evotune::eval
