// The SM clock and its slowdown reasons, from NVML (loaded at run time, like
// libcuda: libnvidia-ml ships with the driver, never with the toolkit).
//
// Used around timed runs: a measurement taken while the GPU was power- or
// thermally-throttled is flagged, not silently kept.
#pragma once

#include <cstdint>
#include <memory>
#include <string>

namespace evotune {

/// One reading of the clock.
struct ClockSample {
  int sm_mhz = 0;
  /// NVML's "clocks event reasons" bit mask at that moment.
  std::uint64_t reasons = 0;
};

class SmClockMonitor {
 public:
  /// Opens NVML for the GPU at `pci_bus_id` ("0000:18:00.0"). Never throws:
  /// without NVML or the device, available() is false and why() says why.
  explicit SmClockMonitor(const std::string& pci_bus_id);
  ~SmClockMonitor();
  SmClockMonitor(const SmClockMonitor&) = delete;
  SmClockMonitor& operator=(const SmClockMonitor&) = delete;

  bool available() const { return device_ != nullptr; }
  const std::string& why() const { return why_; }
  /// The NVIDIA driver's version, e.g. "580.65.06" (empty when unknown).
  const std::string& driver_release() const { return driver_release_; }
  /// Highest SM clock of the GPU, MHz (0 when unknown).
  int max_sm_mhz() const { return max_sm_mhz_; }
  /// Reads the current SM clock and reasons; a zero sample when unavailable.
  ClockSample sample() const;

  /// Reasons that mean the measurement ran slower than it would have:
  /// software power cap, hardware slowdown, thermal, power brake.
  static bool is_throttle(std::uint64_t reasons);
  /// "sw_power_cap,hw_thermal" for the bits of `reasons` (throttle bits and
  /// the others NVML names), empty for none.
  static std::string describe(std::uint64_t reasons);

 private:
  struct Api;
  std::unique_ptr<Api> api_;
  void* device_ = nullptr;
  int max_sm_mhz_ = 0;
  std::string driver_release_;
  std::string why_;
};

}  // namespace evotune
