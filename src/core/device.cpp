// The limits of a device by compute capability (see device.hpp).
#include "core/device.hpp"

namespace evotune {

DeviceLimits device_limits(const EnvironmentInfo& env) {
  DeviceLimits l;  // Hopper (9.0): H100, H200
  if (env.sm_count > 0) l.sm_count = env.sm_count;
  const std::string& cc = env.compute_capability;
  if (cc == "8.0") {
    l.shared_bytes = 167936;
    l.max_smem_per_block = 166912;
  } else if (cc == "8.6" || cc == "8.7" || cc == "8.9" || cc == "12.0") {
    l.max_threads = 1536;
    l.max_blocks = cc == "8.6" ? 16 : cc == "8.7" ? 16 : cc == "8.9" ? 24 : 32;
    l.shared_bytes = 102400;
    l.max_smem_per_block = 101376;
  }
  return l;
}

}  // namespace evotune
