// What bounds a kernel on one GPU: the limits the compile gates check a
// candidate against (per block) and the ones its occupancy is figured from
// (per SM), in one model, with the table of compute capabilities.
#pragma once

#include <cstdint>

#include "core/records.hpp"

namespace evotune {

/// Limits of a device, per SM unless said otherwise. Defaults: Hopper (H100, H200, sm_90).
struct DeviceLimits {
  int sm_count = 132;
  int max_threads = 2048;
  int max_blocks = 32;
  int registers = 65536;
  int shared_bytes = 233472;                 ///< 228 KiB
  int shared_reserved_per_block = 1024;      ///< the driver's own shared memory per resident block
  int max_registers_per_thread = 255;
  int register_alloc_unit = 256;             ///< registers are allocated per warp in units of this
  int max_threads_per_block = 1024;
  int max_registers_per_block = 65536;
  std::int64_t max_smem_per_block = 232448;  ///< bytes, opt-in maximum (static + dynamic): 227 KiB
};

/// Limits for an environment's compute capability (Hopper's when unknown),
/// with its SM count when it has one.
DeviceLimits device_limits(const EnvironmentInfo& env);

}  // namespace evotune
