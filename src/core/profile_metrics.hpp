// The hardware metrics evotune profiles (CUPTI range profiler, in the worker)
// and the figures it derives from them: one catalogue shared by the
// experiment loader (names a user may ask for), the worker (what to collect),
// the search (metric gates, insight rules) and the views (show, report).
//
// A user names metric *groups* (occupancy, tensor, dram, l2_hit,
// bank_conflicts, stalls, sm_throughput) or raw CUPTI metric names
// ("unit__counter.rollup.submetric"); the figures below are computed from
// the CUPTI values whenever their inputs were collected.
#pragma once

#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace evotune {

// CUPTI metric names (checked against the GH100 metric dictionary by test_profile_metrics).
namespace cupti_metric {
inline constexpr const char* kAchievedOccupancyPct = "sm__warps_active.avg.pct_of_peak_sustained_active";
/// Counts mma.sync and wgmma alike (the design notes' H200 check).
inline constexpr const char* kTensorPipePct = "sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active";
inline constexpr const char* kDramPct = "dram__throughput.avg.pct_of_peak_sustained_elapsed";
inline constexpr const char* kL2HitPct = "lts__t_sector_hit_rate.pct";
inline constexpr const char* kSharedBankConflicts = "l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum";
inline constexpr const char* kSharedWavefronts = "l1tex__data_pipe_lsu_wavefronts_mem_shared.sum";
inline constexpr const char* kSmThroughputPct = "sm__throughput.avg.pct_of_peak_sustained_elapsed";
inline constexpr const char* kDurationNs = "gpu__time_duration.sum";
/// Stall reasons: warps stalled for that reason per cycle with an issue
/// (Nsight Compute's "warp cycles per issued instruction" breakdown).
inline constexpr std::string_view kStallPrefix = "smsp__average_warps_issue_stalled_";
inline constexpr std::string_view kStallSuffix = "_per_issue_active.ratio";
}  // namespace cupti_metric

/// A group of metrics a user can ask for by one short name.
struct MetricGroup {
  const char* name;                  ///< e.g. "tensor"
  const char* meaning;               ///< one line for docs and errors
  std::vector<const char*> metrics;  ///< CUPTI names collected for it
};

/// The groups, in display order.
std::span<const MetricGroup> metric_groups();
/// Groups collected when an experiment's profile section names none (2-3
/// replay passes on Hopper; sm_throughput alone would add about 6).
std::vector<std::string> default_metric_groups();
/// The stall reasons collected by the "stalls" group (e.g. "long_scoreboard").
std::span<const char* const> stall_reasons();

/// Whether `name` has the form of a CUPTI metric name (unit__counter with a
/// rollup or submetric: "dram__bytes.sum"). Whether the GPU knows it is for
/// the worker to find out.
bool looks_like_cupti_metric(std::string_view name);

/// Why `name` is neither a group nor a CUPTI metric name; empty when it is one.
std::string metric_name_problem(std::string_view name);

/// The CUPTI names to collect for `requested` (group names or raw CUPTI
/// names), without duplicates, gpu__time_duration.sum always included.
/// Throws ConfigError naming an entry that is neither.
std::vector<std::string> resolve_metrics(const std::vector<std::string>& requested);

/// Figures derived from a candidate's CUPTI values; a figure whose inputs
/// were not collected is nullopt.
struct DerivedMetrics {
  std::optional<double> achieved_occupancy_pct;  ///< resident warps, % of the SM's maximum
  std::optional<double> tensor_pct;              ///< tensor pipe busy, % of peak
  std::optional<double> dram_pct;                ///< DRAM throughput, % of peak
  std::optional<double> l2_hit_pct;              ///< L2 sector hit rate (can exceed 100 on tiny traffic)
  std::optional<double> bank_conflict_pct;       ///< conflict wavefronts, % of shared-memory wavefronts
  std::optional<double> sm_throughput_pct;
  std::optional<double> duration_us;             ///< kernel time under the profiler (all launches)
  /// Stall reason -> warps stalled per issue-active cycle, largest first.
  std::vector<std::pair<std::string, double>> stalls;
  /// "long_scoreboard 3.1, barrier 0.8" (the top `n`), or empty.
  std::string top_stalls(std::size_t n = 3) const;
};
DerivedMetrics derive_metrics(const std::map<std::string, double>& cupti_values);

/// One kind of metric gate: a bound, in percent, on a derived figure.
struct MetricGate {
  const char* key;    ///< its key under `gates:`, e.g. "min_tensor_util"
  const char* what;   ///< the figure in words, e.g. "tensor pipe"
  const char* group;  ///< the metric group that measures the figure (collected whenever the gate is given)
  bool is_min;        ///< a lower bound; else an upper one
  std::optional<double> DerivedMetrics::*figure;
};

/// Every metric gate, in the order verdicts name them: the only list (the
/// experiment loader, the profiler and the verdict read it).
std::span<const MetricGate> metric_gates();

/// Metric gates of an experiment (gates.min_tensor_util ...): each applies
/// only when given, and only to candidates that were profiled.
struct MetricGates {
  std::map<std::string, double> limits;  ///< gate key (metric_gates()) -> percentage, for the gates given
  bool any() const { return !limits.empty(); }
  /// The CUPTI names the gates given need (so profiling collects them).
  std::vector<std::string> required_metrics() const;
};

/// Why the gates remove a candidate with these values ("tensor pipe 12.0% <
/// gate min_tensor_util 40%"); empty when it passes. A gate whose figure was
/// not collected fails the candidate only when `require_all` (it cannot be
/// judged); otherwise it is skipped.
std::string metric_gate_verdict(const MetricGates& gates, const DerivedMetrics& m, bool require_all = true);

}  // namespace evotune
