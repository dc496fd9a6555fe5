// The protocol between the driver process (`evotune run`) and a GPU worker
// (`evotune worker --device N`): one JSON object per line in each direction.
//
//   worker -> driver, once at start:  {"type":"hello", "ok":true, "device":{...}}
//   driver -> worker, per job:        {"type":"evaluate"|"compare"|"shutdown", "id":7, ...}
//   worker -> driver, per job:        {"type":"result", "id":7, "status":"ok", ...}
//
// Everything the worker needs is in the job, with numbers already evaluated
// by the driver (launch geometry, element counts, scalar values), so the
// worker knows nothing of experiments or expressions. A result whose
// `exiting` is true is the worker's last line: its CUDA context is dead (a
// sticky fault) and it exits after writing it. A line with `tool_error` is a
// failure of the tool itself (bad cubin for this GPU, out of memory, CUPTI
// broken), never of a candidate.
//
// Non-finite numbers (a NaN error norm) are written as the strings "nan",
// "inf", "-inf", which plain JSON cannot hold.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/experiment.hpp"
#include "core/launch_plan.hpp"
#include "core/status.hpp"
#include "eval/gpu_stats.hpp"

namespace evotune {

/// A compiled program and the launches that make one call of it.
struct KernelProgram {
  std::string label;                    ///< for messages (e.g. the source hash)
  std::string cubin;                    ///< the image's bytes (sent base64); or
  std::string cubin_path;               ///< a file holding them (used when `cubin` is empty)
  std::vector<LaunchPlan> launches;     ///< in order; at least one
};

/// evaluate: correctness then timing. compare: A/B re-timing. profile: one
/// call under the CUPTI range profiler (no timing, no correctness). check:
/// the correctness trials only (runs under compute-sanitizer need no timing).
enum class JobKind { evaluate, compare, shutdown, profile, check };
std::string_view job_kind_name(JobKind k);

/// One request to the worker.
struct WorkerJob {
  std::uint64_t id = 0;
  JobKind kind = JobKind::evaluate;
  /// evaluate: the candidate (correctness then timing). compare: candidate A.
  KernelProgram candidate;
  /// evaluate: the trusted reference (its outputs are compared against).
  KernelProgram reference;
  /// compare: candidate B, timed interleaved with A.
  KernelProgram other;
  std::vector<ArgBinding> args;
  Tolerance tolerance;
  MeasureSpec measure;
  /// One seed per correctness trial (fresh inputs each); the first trial's
  /// inputs are also the first timing input set.
  std::vector<std::uint64_t> trial_seeds{1, 2, 3};
  /// The template reduces with atomics: two runs on the same input may differ
  /// within tolerance instead of bit for bit.
  bool atomics = false;
  /// Physical floor of the problem, µs (0: none): a faster median is `suspect`.
  double floor_us = 0;
  /// The worker plans its timed runs to end within this many ms (0: no
  /// limit); the driver kills it at its own, larger limit.
  double budget_ms = 0;
  /// Early exit (issue 17): when the warm-up median exceeds this (µs), time
  /// only a few runs, verify none of them, and mark the timing partial. 0: off.
  double stop_above_us = 0;
  /// compare: rounds of A B (each round times one call of each).
  int compare_rounds = 0;
  /// profile: the CUPTI metric names to collect.
  std::vector<std::string> profile_metrics;
  /// Bytes of canary after every buffer (filled with a NaN pattern, checked after each run).
  std::uint32_t canary_bytes = 64 * 1024;
};

/// The GPU a worker owns, as it reports in its hello.
struct WorkerDevice {
  int ordinal = 0;
  std::string name;
  std::string pci_bus_id;
  int cc_major = 0;
  int cc_minor = 0;
  int sm_count = 0;
  std::int64_t memory_bytes = 0;
  std::int64_t l2_bytes = 0;
  int driver_version = 0;               ///< CUDA version the driver supports, e.g. 13000
  std::string driver_release;           ///< NVIDIA driver, e.g. "580.65.06" (empty when NVML is missing)
  int max_threads_per_block = 0;
  int max_shared_per_block_optin = 0;   ///< bytes, static + dynamic
  int max_registers_per_block = 0;
  int sm_clock_khz = 0;                 ///< peak SM clock the driver reports (0: not reported)
  int memory_clock_khz = 0;             ///< peak memory clock (0: not reported)
  int memory_bus_width_bits = 0;        ///< 0: not reported
  std::string arch() const;             ///< "sm_90"
};

/// The worker's first line.
struct WorkerHello {
  bool ok = false;
  std::string error;                    ///< why the worker cannot serve (no driver, no device ...)
  int pid = 0;
  WorkerDevice device;
  bool cupti = false;                   ///< CUPTI activity records are on
  bool clocks = false;                  ///< SM clock readings are available (NVML)
};

/// Errors of a candidate's output against the reference (worst over trials).
struct ErrorStats {
  double max_abs = 0;        ///< max |out - ref|
  double max_rel = 0;        ///< max |out - ref| / |ref| over elements with |ref| > atol
  double rel_norm = 0;       ///< ||out - ref||_2 / ||ref||_2
  std::int64_t mismatches = 0;  ///< elements outside atol + rtol*|ref|
  std::int64_t nonfinite = 0;   ///< NaN or Inf elements in the output
  std::int64_t elements = 0;    ///< elements compared
};

/// SM clock around the timed runs (NVML), when available.
struct ClockReading {
  bool available = false;
  int sm_mhz_before = 0;
  int sm_mhz_after = 0;
  int sm_mhz_max = 0;
  bool throttled = false;    ///< a power/thermal slowdown was reported, or the clock dropped
  std::string reasons;       ///< e.g. "sw_power_cap,hw_thermal"; empty when none
};

/// Kernel-time figures of one program: CUPTI activity records per call (the
/// sum of its kernels) and the CUDA-event time of each whole call.
struct ProgramTiming {
  TimeSummary kernel;                     ///< the figure (GPU start/end timestamps)
  std::vector<double> launch_median_us;   ///< per launch of a multi-kernel program
  double event_mean_us = 0;               ///< CUDA events around each call, mean
  int input_sets = 1;                     ///< distinct input sets (every timed call has fresh inputs)
  bool l2_flush = false;
  bool runs_capped = false;               ///< fewer runs than asked, to stay within budget_ms
  /// Early exit: the warm-up median exceeded the job's stop_above_us, so only
  /// kPartialRuns runs were timed and none of them verified.
  bool partial = false;
  ClockReading clock;
};

/// What the range profiler found for one call of a program (kernel replay,
/// one range per launch). Rates and percentages are averaged over the
/// launches weighted by their duration; counters (.sum) are added up.
struct ProfileResult {
  std::map<std::string, double> metrics;  ///< CUPTI name -> value
  int passes = 0;                         ///< replay passes per launch
  int ranges = 0;                         ///< launches profiled
  double profile_ms = 0;                  ///< wall time of the profiled call, replays included
};

/// One answer of the worker.
struct WorkerResult {
  std::uint64_t id = 0;
  CandidateStatus status = CandidateStatus::ok;
  std::string reason;                     ///< why, when not ok (human-readable)
  std::string cuda_error;                 ///< CUresult name of a fault, e.g. "CUDA_ERROR_ILLEGAL_ADDRESS"
  int trials_passed = 0;
  int verified_calls = 0;                 ///< evaluate: timed calls whose outputs were compared in full
  ErrorStats errors;
  std::optional<ProgramTiming> timing;    ///< evaluate: when correct
  std::optional<ProgramTiming> timing_other;  ///< compare: B's timing (A's is `timing`)
  std::optional<PairedComparison> comparison; ///< compare
  std::optional<ProfileResult> profile;       ///< profile
  double worker_ms = 0;                   ///< time the worker spent on the job
  double reference_ms = 0;                ///< of which computing reference outputs (not cached ones)
  bool exiting = false;                   ///< the worker exits after this line
  std::string tool_error;                 ///< non-empty: the tool failed, not the candidate
};

// Encoding: each returns one line of JSON without the trailing newline.
std::string encode_job(const WorkerJob& job);
std::string encode_result(const WorkerResult& result);
std::string encode_hello(const WorkerHello& hello);

// Decoding: each throws EvalError naming the field for a malformed line.
WorkerJob decode_job(std::string_view line);
WorkerResult decode_result(std::string_view line);
WorkerHello decode_hello(std::string_view line);

/// Standard base64 (RFC 4648, with padding).
std::string base64_encode(std::string_view bytes);
/// Throws EvalError on a character outside the alphabet or a bad length.
std::string base64_decode(std::string_view text);

}  // namespace evotune
