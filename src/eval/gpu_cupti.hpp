// Kernel timestamps from CUPTI activity records (CONCURRENT_KERNEL): the
// GPU's own start and end of every kernel, with no launch overhead and no
// host clock in the figure.
//
// CUPTI's activity callbacks are process-wide, so there is one recorder per
// process (the worker's). Enable it before the CUDA context is created.
#pragma once

#include <cstdint>
#include <mutex>
#include <string>
#include <vector>

#include <cupti.h>

#include "core/error.hpp"

namespace evotune {

/// Throws EvalError "<call> failed: CUPTI_ERROR_X (text) at file:line".
void check_cupti(CUptiResult result, const char* call, const char* file, int line);
/// Logs a warning instead; returns true when the call succeeded (cleanup paths).
bool check_cupti_nothrow(CUptiResult result, const char* call, const char* file, int line) noexcept;

/// One kernel execution as CUPTI recorded it.
struct KernelRecord {
  std::string name;             ///< the function's symbol (extern "C": the plain name)
  std::uint64_t start_ns = 0;   ///< GPU timestamp
  std::uint64_t end_ns = 0;
  std::uint32_t correlation_id = 0;
  double duration_us() const { return static_cast<double>(end_ns - start_ns) / 1000.0; }
};

/// The records of `launch_ids` (correlation ids, in launch order) among
/// `records`, in that order; an id with no record is left out. Names play no
/// part: CUPTI was seen to name a kernel after one that a module unloaded
/// before had held (test_gpu_reference on H100 and H200: "0 kernel records for
/// 2 launches" with every record there).
std::vector<KernelRecord> records_of_launches(const std::vector<KernelRecord>& records,
                                              const std::vector<std::uint32_t>& launch_ids);

class KernelActivityRecorder {
 public:
  /// Registers the buffer callbacks and enables CONCURRENT_KERNEL records, and
  /// subscribes to cuLaunchKernel's driver-API callback (for watch_launches;
  /// where another CUPTI subscriber holds it, launches go unwatched).
  /// Throws EvalError when CUPTI cannot (the message is CUPTI's).
  KernelActivityRecorder();
  ~KernelActivityRecorder();  // disables the records
  KernelActivityRecorder(const KernelActivityRecorder&) = delete;
  KernelActivityRecorder& operator=(const KernelActivityRecorder&) = delete;

  /// Flushes CUPTI and drops every record so far, and the launches watched
  /// (call after a synchronize).
  void discard();
  /// While on, the correlation id of every kernel launch is noted, in order.
  void watch_launches(bool on);
  /// The launches noted since the last discard() or watched_launches(); empty
  /// when the launch callback is not subscribed.
  std::vector<std::uint32_t> watched_launches();
  /// Flushes CUPTI until the records of `launch_ids` are all in (up to 3 s);
  /// returns them in launch order (records_of_launches), drops the rest.
  std::vector<KernelRecord> take_launches(const std::vector<std::uint32_t>& launch_ids);
  /// Flushes CUPTI and returns the records since the last discard()/take(),
  /// ordered by start time. Call after the work is synchronized. When fewer
  /// than `expected` records arrived, flushes again (CUPTI delivers them
  /// asynchronously) for up to 3 s before returning what there is.
  std::vector<KernelRecord> take(std::size_t expected = 0);
  /// Records CUPTI reported as dropped (buffer overflow) since start; a
  /// measurement with dropped records is not trusted.
  std::uint64_t dropped() const;
};

}  // namespace evotune

/// Checks a CUPTI call; throws EvalError naming the call, file:line and the result.
#define EVOTUNE_CUPTI(call) ::evotune::check_cupti((call), #call, __FILE__, __LINE__)
/// Non-throwing variant for destructors and cleanup.
#define EVOTUNE_CUPTI_NOTHROW(call) ::evotune::check_cupti_nothrow((call), #call, __FILE__, __LINE__)
