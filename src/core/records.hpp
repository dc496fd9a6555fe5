// The records every layer shares: where measurements are taken (environment),
// what ptxas and NVRTC said of a candidate (kernel stats, compile record),
// what one evaluation found (measurement), and how a candidate was made
// (origin), and what compute-sanitizer found (sanitizer check). The evaluator fills them, the run loop hands them on, the store
// keeps them, the commands show them.
#pragma once

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/status.hpp"

namespace evotune {

/// Where measurements are taken. Two evaluations are comparable only within one environment.
/// Peak DRAM bandwidth, GB/s, of a memory clock (kHz) and bus width (bits):
/// double data rate. Nullopt when either is unknown (0).
inline std::optional<double> dram_peak_gbps(int memory_clock_khz, int memory_bus_width_bits) {
  if (memory_clock_khz <= 0 || memory_bus_width_bits <= 0) return std::nullopt;
  // kHz -> Hz, two transfers per clock, bits -> bytes, bytes/s -> GB/s.
  return 2.0 * (memory_clock_khz * 1e3) * (memory_bus_width_bits / 8.0) / 1e9;
}

struct EnvironmentInfo {
  std::string gpu_name;            ///< e.g. "NVIDIA H200", or "replay:<file>"
  std::string compute_capability;  ///< e.g. "9.0"
  int sm_count = 0;
  std::string driver_version;      ///< e.g. "580.65.06"
  std::string cuda_version;        ///< driver's CUDA version, e.g. "13.0"
  std::string nvrtc_version;       ///< e.g. "13.0"
  /// What the device reports of its peaks (0: not known, e.g. a replay or a
  /// database from before schema 9). Not part of the environment's identity.
  int sm_clock_khz = 0;
  int memory_clock_khz = 0;
  int memory_bus_width_bits = 0;
  /// "NVIDIA H200 (cc 9.0, 132 SMs, driver 580.65.06, CUDA 13.0, NVRTC 13.0)"
  std::string describe() const;
  /// Peak DRAM bandwidth from the memory clock and bus width, when both are known.
  std::optional<double> peak_dram_gbps() const { return dram_peak_gbps(memory_clock_khz, memory_bus_width_bits); }
  /// A run without a GPU (compile_only_environment): compiles and gate verdicts, no measurements.
  bool compile_only() const;
};

/// The compile-only environment's GPU name: "compile only (sm_90a)". The
/// prefix marks it (sm_count is 0 too).
inline constexpr std::string_view kCompileOnlyPrefix = "compile only (";

/// Where a run without a GPU (`evotune run --no-gpu`, or `run` where there is
/// none) keeps its search: compiles and gate verdicts for `target` ("sm_90a"),
/// nothing measured. Its own environment, because candidates and their
/// identities depend on the target; a later run on a GPU takes the search over
/// (Store::adopt_search) and measures what it compiled.
EnvironmentInfo compile_only_environment(std::string_view target, std::string_view nvrtc_version);

/// ptxas' report for one entry point. Sizes in bytes, registers per thread.
struct KernelStats {
  std::string entry;
  std::optional<int> registers;
  std::optional<int> spill_store_bytes;
  std::optional<int> spill_load_bytes;
  std::optional<int> stack_bytes;
  std::optional<int> shared_static_bytes;
  std::optional<int> shared_dynamic_bytes;  ///< from the experiment's expression at this point
  std::optional<int> constant_bytes;
  std::optional<int> barriers;

  /// Spill stores + loads, when either is known.
  std::optional<int> spill_bytes() const;
  /// Static + dynamic shared memory, when either is known.
  std::optional<int> shared_bytes() const;
};

/// Aggregate over a module's entry points: max registers, stack, shared memory,
/// constant memory and barriers; sum of spills. `entry` is empty.
KernelStats aggregate(const std::vector<KernelStats>& kernels);

/// One NVRTC compile of a rendered source for a target.
struct CompileRecord {
  std::string source_hash;
  std::string target;  ///< e.g. "sm_90"
  CandidateStatus status = CandidateStatus::ok;  ///< ok, compile_error, compile_timeout or gate_reject
  std::vector<KernelStats> kernels;
  std::optional<std::int64_t> gmem_bytes;
  std::string gate_reason;  ///< e.g. "182 registers > gate 168"
  std::string log;          ///< the whole NVRTC log
  std::string cubin;        ///< bytes; may be empty (not kept, or failed)
  std::optional<double> seconds;
  std::string nvrtc_version;
};

/// What one evaluation found. Times in microseconds.
struct Measurement {
  CandidateStatus status = CandidateStatus::ok;
  std::optional<double> time_p10_us;
  std::optional<double> time_p50_us;  ///< the figure candidates are ranked by
  std::optional<double> time_p90_us;
  std::optional<double> event_time_us;  ///< CUDA-event time of the whole call
  std::optional<int> timed_runs;
  std::optional<double> spread;  ///< (p90 - p10) / p50
  std::optional<double> ci_low_us;
  std::optional<double> ci_high_us;
  std::optional<double> max_abs_error;
  std::optional<double> max_rel_error;
  std::optional<double> rel_norm;  ///< ||out - ref|| / ||ref||
  std::string error;               ///< why it failed, in words
  std::optional<int> sm_clock_before_mhz;
  std::optional<int> sm_clock_after_mhz;
  bool throttled = false;
  std::optional<double> compile_s;  ///< seconds spent compiling it (0 when cached)
  std::optional<double> gpu_s;      ///< seconds the GPU worker spent on it
  std::map<std::string, double> metrics;  ///< profiling metrics (CUPTI name -> value)
  /// The GPU that measured it: the worker's CUDA ordinal ("0"), "host:0" for a
  /// worker of another MPI rank; empty when no GPU measured it (store: evaluation_devices).
  std::string device;
  /// Timing stopped early (issue 17), on an ok measurement only: the first runs' median exceeded this
  /// threshold (the proposal's stop_above_us), so only a few runs were timed
  /// and the verified timed calls skipped. A partial candidate is measured
  /// but never enters the population or the leaderboard.
  std::optional<double> partial_above_us;
  bool partial() const { return partial_above_us.has_value(); }
};

/// One compute-sanitizer run over a candidate (the sanitizer pass of `evotune run`).
struct SanitizerCheck {
  std::int64_t evaluation_id = 0;
  std::optional<std::int64_t> run_id;
  std::string tool;     ///< memcheck, racecheck, synccheck
  std::string verdict;  ///< clean, errors, failed (the check could not run)
  int errors = 0;
  std::string report;
  double seconds = 0;
  std::string created_at;
};

/// The compute-sanitizer tools a candidate passes before it counts as clean,
/// in the order the sanitizer pass runs them.
inline constexpr const char* kSanitizerTools[] = {"memcheck", "racecheck", "synccheck"};

/// Why a correct candidate is not ranked for its precision: its rel_norm is
/// above `max_rel_norm` (the experiment's search.max_rel_norm), or unknown
/// while a bound is set. Nothing when it is within the bound or there is none.
std::optional<std::string> precision_exclusion(const Measurement& m, std::optional<double> max_rel_norm);

/// A baseline's time measured by its command (an experiment's `baselines:`
/// entry with `command:`), as the store keeps it: per experiment name and shape.
struct MeasuredBaseline {
  std::string experiment;  ///< the experiment's name
  std::string shape;       ///< shape_key of the shape; "" for a single-shape experiment
  std::string name;        ///< the baseline's name
  double time_us = 0;
  std::optional<double> rel_norm;  ///< ||out - ref|| / ||ref||, when the command measured it
  std::string device;      ///< the GPU it ran on, as the command named it
  std::string method;      ///< how it was timed, as the command said
  std::string command;     ///< the command line that measured it
  std::string created_at;  ///< when it was stored (UTC ISO-8601)
};

/// Whether `device` (a baseline's, e.g. "H200" typed in a file, or "NVIDIA
/// H200" as a command reports it) names the GPU `gpu_name` (an environment's,
/// e.g. "NVIDIA H200"): compared as words, case and "NVIDIA" aside, every
/// word of the shorter is one of the longer's ("H100" names "NVIDIA H100 80GB
/// HBM3"; "H100" does not name "NVIDIA H200").
bool names_same_gpu(std::string_view device, std::string_view gpu_name);

/// How a candidate was made (candidates.origin).
enum class Origin { seed, random, exhaustive, mutation, crossover, insight };
inline constexpr std::array<Origin, 6> kAllOrigins = {Origin::seed,     Origin::random,    Origin::exhaustive,
                                                      Origin::mutation, Origin::crossover, Origin::insight};
const char* origin_name(Origin o);
/// The origin of that name; nothing for an unknown name.
std::optional<Origin> origin_named(std::string_view name);

}  // namespace evotune
