// What the presenting commands (leaderboard, show, report, export --best/--id)
// know of an experiment's search: read from the database, never written, with
// the figures a kernel writer reads derived once, here (achieved TFLOP/s and
// GB/s from the experiment's roofline expressions, speed-ups over the
// reference and the named baselines, theoretical occupancy).
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/experiment.hpp"
#include "store/leaderboard_queries.hpp"
#include "store/store.hpp"

namespace evotune::cli {

/// How long a presenting command waits for another connection's lock. Writers
/// (`evotune run`) hold theirs for milliseconds and, in WAL mode, do not block
/// readers at all: only an exclusive lock (another tool) makes us wait.
inline constexpr std::chrono::milliseconds kReadBusyTimeout{3000};

/// Opens `db` read-only at the schema version this build knows. Throws
/// StoreError (one line) for a missing or empty file, a file that is not an
/// evotune database, a newer (or older) schema, and a lock held past kReadBusyTimeout.
store::Store open_store_read_only(const std::filesystem::path& db);

/// Figures derived from one candidate's measurement and the experiment.
struct Figures {
  std::optional<double> flops;         ///< roofline.flops at the point
  std::optional<double> bytes;         ///< roofline.bytes at the point
  std::optional<double> tflops;        ///< achieved: flops / median time, 10^12 per second
  std::optional<double> gbps;          ///< achieved: bytes / median time, 10^9 bytes per second
  std::optional<double> floor_us;      ///< roofline floor: max(flops / peak, bytes / peak), microseconds
  std::optional<double> vs_reference;  ///< reference time / median time (> 1: faster than the reference)
  std::vector<std::optional<double>> vs_baselines;  ///< baseline time / median time, in the experiment's order
  std::optional<int> threads;          ///< per CTA, first launch
  std::optional<std::int64_t> ctas;    ///< CTAs of the first launch
  std::optional<int> shared_bytes;     ///< per CTA: ptxas static + the experiment's dynamic
  std::optional<double> occupancy;     ///< theoretical, 0..1, from registers, shared memory, threads
  std::string occupancy_limiter;       ///< what bounds it: "registers", "shared memory", "threads", "blocks"
  std::optional<double> achieved_occupancy;  ///< profiled (sm__warps_active), 0..1
};

/// Statuses a view gives beside the stored ones (after them, in this order,
/// where counts are listed): partial (measured ok, timing stopped early, not
/// ranked), metric_gated (a metric gate removed it from the population),
/// imprecise (correct, but above search.max_rel_norm: not ranked), pending
/// (proposed, not evaluated).
inline constexpr const char* kViewMarks[] = {"partial", "metric_gated", "imprecise", "pending"};

/// One candidate as the commands show it.
struct CandidateView {
  store::Result result;      ///< candidate, evaluation (metrics filled in), ptxas aggregate, target
  Point point;               ///< its parameters
  std::string status;        ///< status name, or one of kViewMarks
  std::string reason;        ///< why it failed, in words; empty when ok
  std::optional<int> rank;   ///< 1 = fastest valid candidate; absent for the rest
  Figures figures;
  std::vector<store::SanitizerCheck> sanitizer_checks;  ///< compute-sanitizer verdicts on its evaluation, by tool
  store::SanitizerState sanitizer = store::SanitizerState::unchecked;  ///< what they add up to

  std::int64_t id() const { return result.candidate.id; }
  /// Median kernel time, microseconds, when measured.
  std::optional<double> time_us() const;
  const store::Measurement* measurement() const {
    return result.evaluation ? &result.evaluation->measurement : nullptr;
  }
};

/// One GPU's share of a search over all its runs (the report's per-device
/// table; issue 19): from evaluation_devices and the runs' run_devices.
struct DeviceShare {
  std::string device;               ///< as evaluation_devices names it ("0", "host:1")
  std::int64_t evaluations = 0;     ///< evaluations it measured
  double run_seconds = 0;           ///< wall time of the runs it measured in
  int workers = 0;                  ///< most workers it had in one run (--devices 0,0: 2)
  std::optional<double> busy_s;     ///< its workers' time waiting on it (runs since schema 8)
  std::optional<double> idle_s;     ///< their time waiting for a compiled candidate
  /// Evaluations per minute of the runs it measured in.
  std::optional<double> per_minute() const;
  /// idle / (busy + idle), when recorded.
  std::optional<double> idle_share() const;
};

/// An experiment's search in one environment, as stored.
struct ExperimentView {
  store::ExperimentRow row;
  /// The experiment as the search ran it (parsed from the text the database
  /// keeps); absent when it no longer loads (e.g. its template is gone), with
  /// the reason in `model_problem`. Without it there are no roofline figures,
  /// baselines or launch geometry, but everything stored is still shown.
  std::optional<Experiment> model;
  std::string model_problem;
  std::int64_t environment_id = 0;
  store::EnvironmentInfo environment;
  /// Other environments this experiment was searched in (id, description, evaluations).
  struct OtherEnvironment {
    std::int64_t id = 0;
    std::string description;
    std::int64_t evaluations = 0;
  };
  std::vector<OtherEnvironment> other_environments;
  std::vector<store::RunRow> runs;
  /// Per GPU that measured something, by device name (empty when nothing recorded a device).
  std::vector<DeviceShare> devices;
  double elapsed_s = 0.0;              ///< search wall time over all runs
  std::optional<double> reference_us;  ///< the reference kernel's median time, when recorded
  std::vector<std::string> parameters; ///< names in space order
  std::vector<CandidateView> candidates;  ///< in candidate id order
  std::vector<std::size_t> ranking;    ///< indexes into candidates, fastest first (status ok with a time)
  std::map<std::string, std::int64_t> status_counts;  ///< evaluated candidates by status; "pending" too
  std::int64_t evaluations = 0;        ///< candidates evaluated

  const CandidateView* best() const { return ranking.empty() ? nullptr : &candidates[ranking.front()]; }
  /// The fastest ranked candidate whose relative error norm is within
  /// `factor` times `rel_norm` (a baseline's precision); nullptr when none.
  const CandidateView* best_within_rel_norm(double rel_norm, double factor = 1.25) const;
  /// The fastest candidate of `ranking` that is sanitizer-clean, passing over
  /// those a stored verdict found errors in; nullptr when one that is not
  /// clean (never checked, partly, or its check could not run) comes first, or
  /// none is clean. `blocker` (when given) gets that first one.
  const CandidateView* best_clean(const CandidateView** blocker = nullptr) const;
  /// The candidate with this id, or nullptr.
  const CandidateView* find(std::int64_t candidate_id) const;
  /// Baseline names of the experiment (empty without the model).
  std::vector<std::string> baseline_names() const;
};

/// The experiment EXPERIMENT names: a name in the database (its latest
/// version), or a YAML file (the version with the file's hash, else the latest
/// of its name, and `note` says the file changed since). Throws StoreError for
/// an empty database and an unknown experiment, naming those there are.
store::ExperimentRow find_experiment_row(store::Store& store, const std::string& experiment_arg, std::string* note);

/// The experiment parsed from the text the database keeps of it. Throws
/// ConfigError when it no longer loads (a template or kernel file is gone).
Experiment stored_experiment_model(const store::ExperimentRow& row);

/// Everything about `row`'s search in `environment_id` (default: the
/// environment with most evaluations). Throws StoreError when the experiment
/// has no candidates at all.
ExperimentView load_experiment_view(store::Store& store, const store::ExperimentRow& row,
                                    std::optional<std::int64_t> environment_id = std::nullopt);

/// Puts the baselines measured by the experiment's commands (the store's
/// latest of each name, for `experiment` at `shape`) into `model.baselines`:
/// one replaces the typed baseline of its name, one without a typed twin is
/// added. Measured times are preferred because they were taken on the
/// machine that tuned.
void apply_measured_baselines(store::Store& store, Experiment& model, std::string_view experiment,
                              std::string_view shape);

/// The GPU a search was measured on: the environment's, or nothing for a
/// search without one (compile only) or a replayed landscape.
std::optional<std::string> measured_gpu(const store::EnvironmentInfo& environment);

/// Where a baseline's time comes from, for the leaderboard, show and the
/// report: "measured on NVIDIA H200, cuda events per call" or "typed, H200",
/// with "; DIFFERENT DEVICE from this search's NVIDIA H100 80GB HBM3" when its
/// device does not name the GPU the search measured on (names_same_gpu).
std::string baseline_source_text(const Baseline& b, const store::EnvironmentInfo& environment);
/// Whether the baseline's device differs from the GPU the search measured on
/// (false when the search had no GPU, or was replayed).
bool baseline_device_differs(const Baseline& b, const store::EnvironmentInfo& environment);

/// The figures of one candidate (model may be null: then only occupancy from
/// the stored ptxas numbers is known, without a thread count: nothing).
Figures figures_for(const Experiment* model, const store::EnvironmentInfo& environment,
                    std::optional<double> reference_us, const Point& point, const store::Result& result);

/// Why a candidate failed, in words: the gate's reason or the evaluation's
/// error; empty for ok.
std::string failure_reason(const store::Result& result);

/// Short names for parameters, unique, e.g. BLOCK_M -> BM, NUM_WARPS -> NW,
/// ROWS_PER_THREAD -> RPT, PAD -> PAD, STAGES -> STAG.
std::vector<std::string> abbreviate_names(const std::vector<std::string>& names);

/// `v` with `significant` significant digits, without exponent for the range
/// a kernel time or rate takes: 5.81, 58.1, 581, 5810.
std::string format_sig(double v, int significant = 3);
/// format_sig of a value that may be missing: "" for none.
std::string opt_sig(std::optional<double> v, int significant = 3);
/// As format_sig, without trailing zeros: 10, 12.5, 0.82 (for prose rather than columns).
std::string format_short(double v, int significant = 3);
/// Bytes as a kernel writer reads them: "384 B", "40 KiB", "40.5 KiB", "1.5 MiB".
std::string format_bytes(std::int64_t bytes);

}  // namespace evotune::cli
