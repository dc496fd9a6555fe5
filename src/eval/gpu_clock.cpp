// SM clock readings through NVML, loaded with dlopen (see gpu_clock.hpp).
#include "eval/gpu_clock.hpp"

#include <dlfcn.h>

#include <utility>

#include <fmt/format.h>
#include <spdlog/spdlog.h>

namespace evotune {
namespace {

// The few NVML declarations we use (NVML's C ABI; nvml.h is not part of the
// CUDA toolkit on every machine, so we declare them here).
using NvmlReturn = int;
using NvmlDevice = void*;
constexpr NvmlReturn kNvmlSuccess = 0;
constexpr int kNvmlClockSm = 1;

struct ReasonName {
  std::uint64_t bit;
  const char* name;
  bool throttle;
};
constexpr ReasonName kReasons[] = {
    {0x1, "gpu_idle", false},         {0x2, "app_clocks", false},        {0x4, "sw_power_cap", true},
    {0x8, "hw_slowdown", true},       {0x10, "sync_boost", false},       {0x20, "sw_thermal", true},
    {0x40, "hw_thermal", true},       {0x80, "hw_power_brake", true},    {0x100, "display_clocks", false},
};

}  // namespace

struct SmClockMonitor::Api {
  void* handle = nullptr;
  NvmlReturn (*init)() = nullptr;
  NvmlReturn (*shutdown)() = nullptr;
  const char* (*error_string)(NvmlReturn) = nullptr;
  NvmlReturn (*by_pci)(const char*, NvmlDevice*) = nullptr;
  NvmlReturn (*clock)(NvmlDevice, int, unsigned*) = nullptr;
  NvmlReturn (*max_clock)(NvmlDevice, int, unsigned*) = nullptr;
  NvmlReturn (*reasons)(NvmlDevice, unsigned long long*) = nullptr;
  NvmlReturn (*driver_version)(char*, unsigned) = nullptr;
  bool initialized = false;

  std::string error(const char* call, NvmlReturn r) const {
    const char* text = error_string ? error_string(r) : nullptr;
    return fmt::format("{} failed: {} ({})", call, text ? text : "unknown NVML error", r);
  }
};

SmClockMonitor::SmClockMonitor(const std::string& pci_bus_id) : api_(std::make_unique<Api>()) {
  Api& a = *api_;
  a.handle = dlopen("libnvidia-ml.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!a.handle) {
    const char* err = dlerror();
    why_ = std::string("libnvidia-ml.so.1 could not be loaded: ") + (err ? err : "?");
    return;
  }
  const auto sym = [&](const char* name) { return dlsym(a.handle, name); };
  a.init = reinterpret_cast<decltype(a.init)>(sym("nvmlInit_v2"));
  a.shutdown = reinterpret_cast<decltype(a.shutdown)>(sym("nvmlShutdown"));
  a.error_string = reinterpret_cast<decltype(a.error_string)>(sym("nvmlErrorString"));
  a.by_pci = reinterpret_cast<decltype(a.by_pci)>(sym("nvmlDeviceGetHandleByPciBusId_v2"));
  a.clock = reinterpret_cast<decltype(a.clock)>(sym("nvmlDeviceGetClockInfo"));
  a.max_clock = reinterpret_cast<decltype(a.max_clock)>(sym("nvmlDeviceGetMaxClockInfo"));
  a.driver_version = reinterpret_cast<decltype(a.driver_version)>(sym("nvmlSystemGetDriverVersion"));
  // Renamed in CUDA 12.2's NVML; older drivers have only the old name.
  a.reasons = reinterpret_cast<decltype(a.reasons)>(sym("nvmlDeviceGetCurrentClocksEventReasons"));
  if (!a.reasons) a.reasons = reinterpret_cast<decltype(a.reasons)>(sym("nvmlDeviceGetCurrentClocksThrottleReasons"));
  if (!a.init || !a.shutdown || !a.by_pci || !a.clock || !a.max_clock || !a.reasons) {
    why_ = "libnvidia-ml.so.1 lacks a needed function";
    return;
  }
  if (NvmlReturn r = a.init(); r != kNvmlSuccess) {
    why_ = a.error("nvmlInit_v2", r);
    return;
  }
  a.initialized = true;
  if (a.driver_version) {
    char text[96] = {};
    if (NvmlReturn r = a.driver_version(text, sizeof text); r == kNvmlSuccess)
      driver_release_ = text;
    else
      spdlog::debug("{}", a.error("nvmlSystemGetDriverVersion", r));
  }
  NvmlDevice dev = nullptr;
  if (NvmlReturn r = a.by_pci(pci_bus_id.c_str(), &dev); r != kNvmlSuccess) {
    why_ = a.error("nvmlDeviceGetHandleByPciBusId_v2", r) + " for " + pci_bus_id;
    return;
  }
  unsigned max_mhz = 0;
  if (NvmlReturn r = a.max_clock(dev, kNvmlClockSm, &max_mhz); r != kNvmlSuccess) {
    why_ = a.error("nvmlDeviceGetMaxClockInfo", r);
    return;
  }
  max_sm_mhz_ = static_cast<int>(max_mhz);
  device_ = dev;
}

SmClockMonitor::~SmClockMonitor() {
  if (api_ && api_->initialized) {
    if (NvmlReturn r = api_->shutdown(); r != kNvmlSuccess) spdlog::warn("{}", api_->error("nvmlShutdown", r));
  }
  // libnvidia-ml stays loaded: unloading driver libraries at exit is a known source of crashes.
}

ClockSample SmClockMonitor::sample() const {
  ClockSample s;
  if (!device_) return s;
  unsigned mhz = 0;
  if (NvmlReturn r = api_->clock(device_, kNvmlClockSm, &mhz); r != kNvmlSuccess) {
    spdlog::warn("{}", api_->error("nvmlDeviceGetClockInfo", r));
    return s;
  }
  unsigned long long reasons = 0;
  if (NvmlReturn r = api_->reasons(device_, &reasons); r != kNvmlSuccess) {
    spdlog::warn("{}", api_->error("nvmlDeviceGetCurrentClocksEventReasons", r));
    reasons = 0;
  }
  s.sm_mhz = static_cast<int>(mhz);
  s.reasons = reasons;
  return s;
}

bool SmClockMonitor::is_throttle(std::uint64_t reasons) {
  for (const auto& r : kReasons)
    if (r.throttle && (reasons & r.bit)) return true;
  return false;
}

std::string SmClockMonitor::describe(std::uint64_t reasons) {
  std::string out;
  for (const auto& r : kReasons) {
    if (!(reasons & r.bit)) continue;
    if (!out.empty()) out += ',';
    out += r.name;
  }
  return out;
}

}  // namespace evotune
