// The CUDA driver API loaded at run time (dlopen + cuGetProcAddress_v2).
#include "eval/driver.hpp"

#include <dlfcn.h>

#include <cstring>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include "core/records.hpp"

namespace evotune::eval {
namespace {

using GetProcAddressFn = PFN_cuGetProcAddress_v12000;

// Paths in messages relative to the source tree: "src/eval/worker.cpp:42".
const char* short_file(const char* file) {
  constexpr std::string_view root = EVOTUNE_SOURCE_ROOT "/";
  if (std::strncmp(file, root.data(), root.size()) == 0) return file + root.size();
  return file;
}

std::string describe_failure(CUresult result, const char* call, const char* file, int line) {
  const Driver& drv = Driver::instance();
  std::string text = drv.error_string(result);
  return fmt::format("{} failed: {}{} at {}:{}", call, drv.error_name(result),
                     text.empty() ? "" : " (" + text + ")", short_file(file), line);
}

// The toolkit ships a stub libcuda (lib64/stubs) for linking; every call into
// it returns CUDA_ERROR_STUB_LIBRARY. Say so rather than print a bare number.
std::string name_early_error(CUresult r) {
  if (r == CUDA_ERROR_STUB_LIBRARY) {
    return "CUDA_ERROR_STUB_LIBRARY: this is the CUDA toolkit's stub libcuda, not an NVIDIA driver";
  }
  return fmt::format("CUresult {}", static_cast<int>(r));
}

// One row per entry point of DriverApi: the name cuGetProcAddress knows, the
// pinned ABI version, and where the pointer goes.
struct EntryPointSlot {
  const char* name;
  int version;
  bool required;
  void** slot;
};

std::vector<EntryPointSlot> entry_point_slots(DriverApi& api) {
  // `#name` must be taken right here, where the list hands each name over:
  // any macro level further down would see it already renamed by cuda.h's
  // `#define cuMemAlloc cuMemAlloc_v2`, and cuGetProcAddress knows only base
  // names (the ABI comes from `version`). The member is named by the renamed
  // token, as are the call sites, so `cu.cuMemAlloc(...)` still finds it.
#define EVOTUNE_CU_SLOT_REQUIRED(name, version) \
  EntryPointSlot{#name, version, true, reinterpret_cast<void**>(&api.name)},
#define EVOTUNE_CU_SLOT_OPTIONAL(name, version) \
  EntryPointSlot{#name, version, false, reinterpret_cast<void**>(&api.name)},
  return {EVOTUNE_CU_REQUIRED_ENTRY_POINTS(EVOTUNE_CU_SLOT_REQUIRED)
              EVOTUNE_CU_OPTIONAL_ENTRY_POINTS(EVOTUNE_CU_SLOT_OPTIONAL)};
#undef EVOTUNE_CU_SLOT_OPTIONAL
#undef EVOTUNE_CU_SLOT_REQUIRED
}

}  // namespace

std::vector<DriverEntryPoint> driver_entry_points() {
  DriverApi scratch;
  std::vector<DriverEntryPoint> out;
  for (const EntryPointSlot& e : entry_point_slots(scratch)) out.push_back({e.name, e.version, e.required});
  return out;
}

std::unique_ptr<Driver> Driver::load(const std::string& library) {
  std::unique_ptr<Driver> drv(new Driver());
  drv->library_ = library;
  dlerror();
  // RTLD_LOCAL: keep libcuda's symbols out of the global namespace; we only
  // ever reach it through the table.
  drv->handle_ = dlopen(library.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (drv->handle_ == nullptr) {
    const char* err = dlerror();
    const std::string why = err ? err : "unknown dlopen error";
    // dlopen reports only text; a missing file is the common, expected case.
    if (why.find("No such file") != std::string::npos) {
      drv->reason_ = library + " not found (no NVIDIA driver on this machine)";
    } else {
      drv->reason_ = library + " could not be loaded: " + why;
    }
    spdlog::debug("CUDA driver: {}", drv->reason_);
    return drv;
  }

  auto get_proc = reinterpret_cast<GetProcAddressFn>(dlsym(drv->handle_, "cuGetProcAddress_v2"));
  if (get_proc == nullptr) {
    drv->reason_ = library + " is too old: it lacks cuGetProcAddress_v2 (evotune needs a driver for CUDA 12.0 or newer)";
    return drv;
  }

  std::vector<std::string> missing;
  for (const EntryPointSlot& e : entry_point_slots(drv->api_)) {
    CUdriverProcAddressQueryResult status = CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
    const CUresult r = get_proc(e.name, e.slot, e.version, CU_GET_PROC_ADDRESS_DEFAULT, &status);
    if (r != CUDA_SUCCESS) {
      drv->reason_ = fmt::format("cuGetProcAddress({}) failed: {}", e.name, name_early_error(r));
      spdlog::debug("CUDA driver: {}", drv->reason_);
      return drv;
    }
    if (status != CU_GET_PROC_ADDRESS_SUCCESS || *e.slot == nullptr) {
      *e.slot = nullptr;
      if (e.required) {
        missing.push_back(fmt::format("{} (ABI of CUDA {}.{})", e.name, e.version / 1000,
                                      e.version % 1000 / 10));
      }
    }
  }

  if (!missing.empty()) {
    std::string list;
    for (const auto& m : missing) list += (list.empty() ? "" : ", ") + m;
    drv->reason_ = library + " lacks required entry points: " + list;
    return drv;
  }

  const auto& cu = drv->api_;
  drv->initialized_ = true;
  if (const CUresult r = cu.cuInit(0); r != CUDA_SUCCESS) {
    drv->reason_ = fmt::format("cuInit failed: {}", drv->error_name(r));
    if (std::string text = drv->error_string(r); !text.empty()) drv->reason_ += " (" + text + ")";
    if (r == CUDA_ERROR_STUB_LIBRARY) drv->reason_ = "cuInit failed: " + name_early_error(r);
    spdlog::debug("CUDA driver: {}", drv->reason_);
    return drv;
  }
  int version = 0;
  int count = 0;
  if (const CUresult r = cu.cuDriverGetVersion(&version); r != CUDA_SUCCESS) {
    drv->reason_ = "cuDriverGetVersion failed: " + drv->error_name(r);
    return drv;
  }
  if (const CUresult r = cu.cuDeviceGetCount(&count); r != CUDA_SUCCESS) {
    drv->reason_ = "cuDeviceGetCount failed: " + drv->error_name(r);
    return drv;
  }
  drv->version_ = version;
  drv->device_count_ = count;
  drv->available_ = true;
  spdlog::debug("CUDA driver: {} loaded, CUDA {}.{}, {} device(s)", library, version / 1000,
                version % 1000 / 10, count);
  return drv;
}

Driver::~Driver() {
  // Once cuInit ran, the driver keeps threads and state that outlive any
  // unload; libcuda stays mapped for the life of the process.
  if (handle_ != nullptr && !initialized_) dlclose(handle_);
}

const Driver& Driver::instance() {
  static const std::unique_ptr<Driver> the_driver = load();
  return *the_driver;
}

const DriverApi& Driver::api() const {
  if (!available_) throw EvalError("CUDA driver not available: " + reason_);
  return api_;
}

std::string Driver::error_name(CUresult code) const {
  const char* name = nullptr;
  if (api_.cuGetErrorName != nullptr && api_.cuGetErrorName(code, &name) == CUDA_SUCCESS &&
      name != nullptr) {
    return name;
  }
  return name_early_error(code);
}

std::string Driver::error_string(CUresult code) const {
  const char* text = nullptr;
  if (api_.cuGetErrorString != nullptr && api_.cuGetErrorString(code, &text) == CUDA_SUCCESS &&
      text != nullptr) {
    return text;
  }
  return {};
}

DeviceInfo Driver::device_info(int ordinal) const {
  const DriverApi& cu = api();
  if (ordinal < 0 || ordinal >= device_count_) {
    throw EvalError(fmt::format("no CUDA device {}: the driver sees {} device(s)", ordinal,
                                device_count_));
  }
  DeviceInfo info;
  info.ordinal = ordinal;
  CUdevice dev = 0;
  EVOTUNE_CU(cu.cuDeviceGet(&dev, ordinal));

  char name[256] = {};
  EVOTUNE_CU(cu.cuDeviceGetName(name, sizeof(name) - 1, dev));
  info.name = name;
  char bus_id[64] = {};
  EVOTUNE_CU(cu.cuDeviceGetPCIBusId(bus_id, sizeof(bus_id) - 1, dev));
  info.pci_bus_id = bus_id;
  EVOTUNE_CU(cu.cuDeviceTotalMem(&info.total_memory_bytes, dev));

  auto attribute = [&](CUdevice_attribute attr, const char* attr_name) {
    int value = 0;
    check_cu(cu.cuDeviceGetAttribute(&value, attr, dev), attr_name, __FILE__, __LINE__);
    return value;
  };
#define EVOTUNE_ATTR(attr) attribute(attr, "cuDeviceGetAttribute(" #attr ")")
  info.cc_major = EVOTUNE_ATTR(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR);
  info.cc_minor = EVOTUNE_ATTR(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR);
  info.sm_count = EVOTUNE_ATTR(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT);
  info.max_threads_per_block = EVOTUNE_ATTR(CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK);
  info.max_shared_per_block_optin_bytes =
      EVOTUNE_ATTR(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN);
  info.max_shared_per_sm_bytes =
      EVOTUNE_ATTR(CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR);
  info.max_registers_per_block = EVOTUNE_ATTR(CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK);
  info.l2_cache_bytes = EVOTUNE_ATTR(CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE);
  info.memory_bus_width_bits = EVOTUNE_ATTR(CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH);
#undef EVOTUNE_ATTR

  // Clock attributes are kept in CUDA 13's driver API (the runtime's
  // cudaDeviceProp dropped its clock fields); a driver may still decline them
  // or answer 0, which we report as unknown rather than fail.
  auto optional_attribute = [&](CUdevice_attribute attr) -> std::optional<int> {
    int value = 0;
    if (cu.cuDeviceGetAttribute(&value, attr, dev) != CUDA_SUCCESS || value <= 0) {
      return std::nullopt;
    }
    return value;
  };
  info.sm_clock_khz = optional_attribute(CU_DEVICE_ATTRIBUTE_CLOCK_RATE);
  info.memory_clock_khz = optional_attribute(CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE);
  return info;
}

std::string DeviceInfo::arch() const { return fmt::format("sm_{}{}", cc_major, cc_minor); }

std::optional<double> DeviceInfo::peak_dram_gbps() const {
  return dram_peak_gbps(memory_clock_khz.value_or(0), memory_bus_width_bits);
}

std::string default_arch() {
  const Driver& drv = Driver::instance();
  if (drv.available() && drv.device_count() > 0) {
    try {
      return drv.device_info(0).arch();
    } catch (const EvalError& e) {
      spdlog::warn("cannot query GPU 0 for its architecture ({}); using sm_90", e.what());
    }
  }
  return "sm_90";
}

std::optional<std::string> gpu_unavailable(int ordinal) {
  const Driver& drv = Driver::instance();
  if (!drv.available()) return "no GPU: " + drv.unavailable_reason();
  if (drv.device_count() == 0) return std::string("no GPU: the CUDA driver sees no device");
  if (ordinal < 0 || ordinal >= drv.device_count()) {
    return fmt::format("no GPU {}: the CUDA driver sees {} device(s), numbered 0 to {}", ordinal,
                       drv.device_count(), drv.device_count() - 1);
  }
  return std::nullopt;
}

void check_cu(CUresult result, const char* call, const char* file, int line) {
  if (result == CUDA_SUCCESS) return;
  throw CudaDriverError(describe_failure(result, call, file, line), result);
}

bool check_cu_nothrow(CUresult result, const char* call, const char* file, int line) noexcept {
  if (result == CUDA_SUCCESS) return true;
  try {
    spdlog::warn("{}", describe_failure(result, call, file, line));
  } catch (...) {
    // Logging itself failed (out of memory): nothing more can be said from a destructor.
  }
  return false;
}

PrimaryContext::PrimaryContext(int ordinal) {
  const DriverApi& cu = Driver::instance().api();
  EVOTUNE_CU(cu.cuDeviceGet(&device_, ordinal));
  EVOTUNE_CU(cu.cuDevicePrimaryCtxRetain(&ctx_, device_));
  if (const CUresult r = cu.cuCtxSetCurrent(ctx_); r != CUDA_SUCCESS) {
    EVOTUNE_CU_NOTHROW(cu.cuDevicePrimaryCtxRelease(device_));
    check_cu(r, "cuCtxSetCurrent(ctx_)", __FILE__, __LINE__);
  }
}

PrimaryContext::~PrimaryContext() {
  const DriverApi& cu = Driver::instance().api();
  CUcontext current = nullptr;
  if (EVOTUNE_CU_NOTHROW(cu.cuCtxGetCurrent(&current)) && current == ctx_) {
    EVOTUNE_CU_NOTHROW(cu.cuCtxSetCurrent(nullptr));
  }
  EVOTUNE_CU_NOTHROW(cu.cuDevicePrimaryCtxRelease(device_));
}

}  // namespace evotune::eval
