// The CUDA driver API, loaded at run time.
//
// libcuda is never linked: the same binary must start on a machine without a
// GPU (CI, a laptop) and say plainly that no GPU is there when GPU work is
// asked for. Driver::load() dlopens libcuda.so.1, takes cuGetProcAddress_v2
// from it, and fills one table of typed function pointers. Each entry is
// pinned to the ABI version of the typedef it is stored as (cudaTypedefs.h
// PFN_<name>_v<version>), so a newer driver can never hand back a function
// with another signature.
//
// Use:
//   const eval::Driver& drv = eval::Driver::instance();
//   if (!drv.available()) ... drv.unavailable_reason() ...
//   const eval::DriverApi& cu = drv.api();
//   EVOTUNE_CU(cu.cuMemAlloc(&ptr, bytes));
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <cudaTypedefs.h>

#include "core/error.hpp"

namespace evotune::eval {

// Required entry points: X(name, abi_version). The version is the CUDA release
// whose ABI the PFN_ typedef describes (cudaTypedefs.h); all are <= 12.0, the
// oldest driver that exports cuGetProcAddress_v2.
#define EVOTUNE_CU_REQUIRED_ENTRY_POINTS(X)      \
  X(cuGetErrorName, 6000)                        \
  X(cuGetErrorString, 6000)                      \
  X(cuInit, 2000)                                \
  X(cuDriverGetVersion, 2020)                    \
  X(cuDeviceGet, 2000)                           \
  X(cuDeviceGetCount, 2000)                      \
  X(cuDeviceGetName, 2000)                       \
  X(cuDeviceGetAttribute, 2000)                  \
  X(cuDeviceTotalMem, 3020)                      \
  X(cuDeviceGetPCIBusId, 4010)                   \
  X(cuDevicePrimaryCtxRetain, 7000)              \
  X(cuDevicePrimaryCtxRelease, 11000)            \
  X(cuDevicePrimaryCtxSetFlags, 11000)           \
  X(cuCtxSetCurrent, 4000)                       \
  X(cuCtxGetCurrent, 4000)                       \
  X(cuCtxSynchronize, 2000)                      \
  X(cuCtxSetLimit, 3010)                         \
  X(cuMemGetInfo, 3020)                          \
  X(cuModuleLoadData, 2000)                      \
  X(cuModuleLoadDataEx, 2010)                    \
  X(cuModuleUnload, 2000)                        \
  X(cuModuleGetFunction, 2000)                   \
  X(cuModuleGetGlobal, 3020)                     \
  X(cuFuncGetAttribute, 2020)                    \
  X(cuFuncSetAttribute, 9000)                    \
  X(cuLaunchKernel, 4000)                        \
  X(cuMemAlloc, 3020)                            \
  X(cuMemFree, 3020)                             \
  X(cuMemAllocHost, 3020)                        \
  X(cuMemFreeHost, 2000)                         \
  X(cuMemcpyHtoD, 3020)                          \
  X(cuMemcpyDtoH, 3020)                          \
  X(cuMemcpyDtoD, 3020)                          \
  X(cuMemsetD8, 3020)                            \
  X(cuMemsetD32, 3020)                           \
  X(cuMemcpyHtoDAsync, 3020)                     \
  X(cuMemcpyDtoHAsync, 3020)                     \
  X(cuMemcpyDtoDAsync, 3020)                     \
  X(cuMemsetD8Async, 3020)                       \
  X(cuMemsetD32Async, 3020)                      \
  X(cuStreamCreate, 2000)                        \
  X(cuStreamDestroy, 4000)                       \
  X(cuStreamSynchronize, 2000)                   \
  X(cuStreamQuery, 2000)                         \
  X(cuEventCreate, 2000)                         \
  X(cuEventRecord, 2000)                         \
  X(cuEventSynchronize, 2000)                    \
  X(cuEventQuery, 2000)                          \
  X(cuEventElapsedTime, 2000)                    \
  X(cuEventDestroy, 4000)                        \
  X(cuOccupancyMaxActiveBlocksPerMultiprocessor, 6050) \
  X(cuMemAddressReserve, 10020)                  \
  X(cuMemAddressFree, 10020)                     \
  X(cuMemCreate, 10020)                          \
  X(cuMemRelease, 10020)                         \
  X(cuMemMap, 10020)                             \
  X(cuMemUnmap, 10020)                           \
  X(cuMemSetAccess, 10020)                       \
  X(cuMemGetAllocationGranularity, 10020)        \
  X(cuTensorMapEncodeTiled, 12000)

// Optional entry points: null when the driver lacks them; check before use.
#define EVOTUNE_CU_OPTIONAL_ENTRY_POINTS(X) \
  X(cuLaunchKernelEx, 11060)                \
  X(cuOccupancyMaxActiveClusters, 11070)    \
  X(cuCtxCreate, 12050)                     \
  X(cuCtxDestroy, 4000)                     \
  X(cuFuncGetName, 12030)

/// The driver's function table. Members are named as the API functions are
/// (without the _v2 suffixes), typed by the pinned PFN_ typedef.
struct DriverApi {
#define EVOTUNE_CU_DECLARE_ENTRY(name, version) PFN_##name##_v##version name = nullptr;
  EVOTUNE_CU_REQUIRED_ENTRY_POINTS(EVOTUNE_CU_DECLARE_ENTRY)
  EVOTUNE_CU_OPTIONAL_ENTRY_POINTS(EVOTUNE_CU_DECLARE_ENTRY)
#undef EVOTUNE_CU_DECLARE_ENTRY
};

/// One entry point of the table, as looked up with cuGetProcAddress.
struct DriverEntryPoint {
  std::string name;  ///< base name, e.g. "cuMemAlloc" (never "cuMemAlloc_v2")
  int version;       ///< pinned ABI, e.g. 3020 for CUDA 3.2
  bool required;     ///< false: may be null with an older driver
};
/// Every entry point Driver::load() looks up, in table order.
std::vector<DriverEntryPoint> driver_entry_points();

/// What one GPU is, as the driver reports it.
struct DeviceInfo {
  int ordinal = 0;
  std::string name;                       ///< "NVIDIA H100 80GB HBM3"
  std::string pci_bus_id;                 ///< "0000:18:00.0"
  int cc_major = 0;                       ///< compute capability, e.g. 9
  int cc_minor = 0;                       ///< e.g. 0
  int sm_count = 0;                       ///< streaming multiprocessors
  std::size_t total_memory_bytes = 0;
  int max_threads_per_block = 0;
  int max_shared_per_block_optin_bytes = 0;  ///< upper limit for dynamic smem (opt-in)
  int max_shared_per_sm_bytes = 0;
  int max_registers_per_block = 0;
  int l2_cache_bytes = 0;
  int memory_bus_width_bits = 0;
  /// Clocks in kHz; nullopt where the driver does not report them (the
  /// attributes still exist in CUDA 13's driver API, but may read 0).
  std::optional<int> sm_clock_khz;
  std::optional<int> memory_clock_khz;

  /// NVRTC target of this device, e.g. "sm_90".
  std::string arch() const;
  /// Peak DRAM bandwidth in GB/s from memory clock and bus width (double data
  /// rate), or nullopt without the clock.
  std::optional<double> peak_dram_gbps() const;
};

/// A CUDA driver call failed. Carries the CUresult so callers classify faults
/// by code (e.g. CUDA_ERROR_ILLEGAL_ADDRESS), never by message text.
class CudaDriverError : public EvalError {
 public:
  CudaDriverError(std::string message, CUresult code) : EvalError(std::move(message)), code_(code) {}
  CUresult code() const { return code_; }

 private:
  CUresult code_;
};

/// The loaded driver (or the reason it is not there).
class Driver {
 public:
  /// The process-wide driver, loaded from "libcuda.so.1" on first use
  /// (thread-safe). Never throws: a missing driver is a state.
  static const Driver& instance();

  /// Loads `library` (a soname or path) and calls cuInit(0). Never throws.
  /// Without a driver: available() is false, unavailable_reason() says
  /// "libcuda.so.1 not found (no NVIDIA driver on this machine)".
  static std::unique_ptr<Driver> load(const std::string& library = "libcuda.so.1");

  ~Driver();
  Driver(const Driver&) = delete;
  Driver& operator=(const Driver&) = delete;

  /// True when libcuda loaded, every required entry point resolved and cuInit succeeded.
  bool available() const { return available_; }
  /// Why available() is false; empty when it is true.
  const std::string& unavailable_reason() const { return reason_; }
  /// True when a libcuda was found and opened, even if it then failed.
  bool library_loaded() const { return handle_ != nullptr; }
  /// The library that was loaded ("libcuda.so.1" or the path given).
  const std::string& library() const { return library_; }
  /// CUDA version the driver supports (e.g. 13000 for 13.0); 0 when not available.
  int version() const { return version_; }
  /// Number of visible devices; 0 when not available.
  int device_count() const { return device_count_; }

  /// The function table. Throws EvalError (with unavailable_reason()) when not available.
  const DriverApi& api() const;
  /// Queries device `ordinal`. Throws EvalError for a bad ordinal or failed query.
  DeviceInfo device_info(int ordinal) const;

  /// "CUDA_ERROR_INVALID_VALUE"; "CUresult <n>" when the driver cannot name it.
  std::string error_name(CUresult code) const;
  /// The driver's description of `code` ("invalid argument"), or empty.
  std::string error_string(CUresult code) const;

 private:
  Driver() = default;
  bool available_ = false;
  std::string reason_;
  std::string library_;
  void* handle_ = nullptr;
  bool initialized_ = false;  // cuInit was called: libcuda stays loaded
  int version_ = 0;
  int device_count_ = 0;
  DriverApi api_;
};

/// "sm_XY" of the first GPU, else "sm_90" (the default compile target).
std::string default_arch();

/// For commands that need a GPU: nullopt when device `ordinal` can be used,
/// else one line saying why not, e.g.
/// "no GPU: libcuda.so.1 not found (no NVIDIA driver on this machine)".
std::optional<std::string> gpu_unavailable(int ordinal = 0);

/// Exit code of a command that needs a GPU that is not there.
inline constexpr int kExitNoGpu = 2;

/// Throws CudaDriverError for a failed call: "<call> failed: <NAME> (<text>) at <file>:<line>".
void check_cu(CUresult result, const char* call, const char* file, int line);
/// Same message, logged as a warning instead of thrown (destructors, cleanup
/// paths). Returns true when the call succeeded.
bool check_cu_nothrow(CUresult result, const char* call, const char* file, int line) noexcept;

/// Retains device `ordinal`'s primary context and makes it current on the
/// calling thread; releases it on destruction.
class PrimaryContext {
 public:
  explicit PrimaryContext(int ordinal);
  ~PrimaryContext();
  PrimaryContext(const PrimaryContext&) = delete;
  PrimaryContext& operator=(const PrimaryContext&) = delete;

  CUcontext get() const { return ctx_; }
  CUdevice device() const { return device_; }

 private:
  CUdevice device_ = 0;
  CUcontext ctx_ = nullptr;
};

/// The loaded driver's function table: `EVOTUNE_CU(cu().cuMemAlloc(&ptr, bytes))`. Throws as Driver::api().
inline const DriverApi& cu() { return Driver::instance().api(); }

}  // namespace evotune::eval

/// Checks a CUDA driver call; throws evotune::eval::CudaDriverError naming the
/// call, file:line and the CUresult.
#define EVOTUNE_CU(call) ::evotune::eval::check_cu((call), #call, __FILE__, __LINE__)
/// Non-throwing variant for destructors and cleanup: logs a warning, yields false on failure.
#define EVOTUNE_CU_NOTHROW(call) \
  ::evotune::eval::check_cu_nothrow((call), #call, __FILE__, __LINE__)
