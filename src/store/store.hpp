// The evotune database: experiments, environments, runs, candidates, compiles,
// evaluations, metrics, the top-K population and the search's resume state.
//
// One SQLite file (db/schema.sql). Write methods must be called inside a
// Transaction (store.transaction()); they throw StoreError otherwise, so that
// every multi-row change is atomic and a killed process leaves a consistent
// file. Reads need no transaction.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/evaluator.hpp"
#include "core/records.hpp"
#include "core/status.hpp"
#include "store/sqlite.hpp"

namespace evotune::store {

// The records the store keeps that every layer shares (environment, kernel
// stats, compile record, measurement, origin) are core's (core/records.hpp);
// store::Measurement and the rest name the same types.
using evotune::aggregate;
using evotune::CompileRecord;
using evotune::compile_only_environment;
using evotune::EnvironmentInfo;
using evotune::KernelStats;
using evotune::Measurement;
using evotune::Origin;
using evotune::origin_name;
using evotune::SanitizerCheck;
using evotune::kSanitizerTools;
using evotune::MeasuredBaseline;
using evotune::DeviceLoad;

struct ExperimentRow {
  std::int64_t id = 0;
  std::string name;
  std::string file_path;
  std::string file_hash;
  std::string file_text;
  std::string created_at;
  /// The shape of a set this search is at (core/shape_set.hpp's shape_key);
  /// "" for a single-shape experiment. Each shape of a set is a row of its
  /// own, with the same name and file.
  std::string shape;
};

/// The origin named so in the database; throws StoreError for an unknown name.
Origin parse_origin(std::string_view name);

/// A point proposed by the search of one experiment in one environment.
struct CandidateRow {
  std::int64_t id = 0;
  std::int64_t experiment_id = 0;
  std::int64_t environment_id = 0;
  std::string source_hash;
  std::string params_json;  ///< JSON object, parameter -> value
  int generation = 0;
  Origin origin = Origin::random;
  std::optional<std::string> rule;  ///< insight rule name
  std::optional<std::string> note;  ///< e.g. "BLOCK_M 64->32"
  std::optional<std::int64_t> parent1_id;
  std::optional<std::int64_t> parent2_id;
  std::string created_at;
};

struct EvaluationRow {
  std::int64_t id = 0;
  std::int64_t candidate_id = 0;
  std::int64_t environment_id = 0;
  std::optional<std::int64_t> run_id;
  std::optional<std::int64_t> compile_id;
  Measurement measurement;  ///< metrics filled in
  std::optional<double> elapsed_s;  ///< search wall time when it finished
  std::string created_at;
};

/// A candidate with what is known of it in one environment.
struct Result {
  CandidateRow candidate;
  std::optional<EvaluationRow> evaluation;  ///< absent: proposed but not (yet) evaluated
  /// Aggregate of its compile, when recorded: its evaluation's, or for a
  /// candidate not evaluated yet, the compile stored for its source (made by
  /// a run without a GPU, or by a run stopped before measuring it).
  std::optional<KernelStats> ptxas;
  std::optional<std::string> target;        ///< its compile's target
};

/// A profiling pass over an evaluated candidate (profiles; its metrics are in
/// the metrics table) and the metric gates' verdict on it.
struct ProfileRecord {
  std::int64_t evaluation_id = 0;
  std::optional<std::int64_t> run_id;
  double seconds = 0;                     ///< what profiling cost, replays included
  std::optional<int> passes;              ///< replay passes per launch
  std::optional<std::string> error;       ///< profiling failed: why
  std::optional<std::string> gate_reason; ///< a metric gate took it out of the population: why
  std::string created_at;
};

/// What an evaluation's sanitizer checks add up to.
enum class SanitizerState {
  unchecked,  ///< no check
  partial,    ///< every check made is clean, but a tool of kSanitizerTools was not run
  clean,      ///< every tool of kSanitizerTools ran clean
  failed,     ///< a tool could not run (and none found errors)
  errors,     ///< a tool found errors
};
SanitizerState sanitizer_state(const std::vector<SanitizerCheck>& checks);
/// "unchecked", "partial", "clean", "failed", "errors".
const char* sanitizer_state_name(SanitizerState s);
/// The status a sanitizer verdict of errors from `tool` gives: memory_error
/// for memcheck (and initcheck), racy for racecheck and synccheck.
CandidateStatus sanitizer_failure_status(std::string_view tool);

/// How the candidates made one way (origin, and the insight rule) fared.
struct RuleSummary {
  std::string origin;
  std::optional<std::string> rule;
  std::int64_t made = 0;        ///< candidates proposed
  std::int64_t evaluated = 0;
  std::int64_t valid = 0;       ///< status ok
  std::int64_t with_parent = 0; ///< valid, with a valid parent to compare
  std::int64_t improved = 0;    ///< of those, faster than their (first) parent
  std::optional<double> best_us;
  std::optional<double> median_gain_pct;  ///< median of (parent - child) / parent over with_parent, %
};

/// Where a search stands (search_state). Generations are numbered from 0.
struct SearchState {
  std::string strategy;
  int proposed_generation = -1;  ///< last generation whose candidates are in the store
  int closed_generation = -1;    ///< last generation whose population is written
  std::string rng_state;         ///< std::mt19937_64 as text
  std::string strategy_state;    ///< JSON
};

/// One invocation of a search.
struct RunRecord {
  std::int64_t experiment_id = 0;
  std::int64_t environment_id = 0;
  std::string strategy;
  std::uint64_t seed = 0;
  std::string settings_json;
};

/// An interleaved re-timing of a challenger (A) against the population
/// member it would displace (B). The winner ranks ahead of the loser from
/// `generation` on.
struct ComparisonRow {
  std::int64_t id = 0;
  int generation = 0;
  std::int64_t candidate_a = 0;
  std::int64_t candidate_b = 0;
  std::int64_t winner = 0;
  int rounds = 0;
  double a_us = 0;       ///< medians over the rounds, µs
  double b_us = 0;
  double diff_us = 0;    ///< median of (b - a) per round: > 0 when A is faster
  double ci_low_us = 0;  ///< 95% confidence interval of diff_us
  double ci_high_us = 0;
  bool significant = false;
};

/// A candidate the leaderboard ranks, with its sanitizer verdict (Store::ranked_results).
struct RankedResult {
  Result result;
  SanitizerState sanitizer = SanitizerState::unchecked;
};

/// The best candidate of one shape of a set (Store::best_per_shape).
struct ShapeBest {
  ExperimentRow experiment;  ///< the shape's row; experiment.shape names the shape
  Result best;               ///< the candidate, its evaluation (metrics filled in) and compile figures
  SanitizerState sanitizer = SanitizerState::unchecked;
};

/// A cost model's prediction for a candidate (made before it was measured),
/// with what was measured of it since.
struct PredictionRow {
  std::int64_t candidate_id = 0;
  std::string model;
  double predicted_us = 0;
  std::int64_t trained_on = 0;
  std::optional<CandidateStatus> status;  ///< its evaluation's, when evaluated
  std::optional<double> measured_us;      ///< its median, when measured ok
  bool partial = false;                   ///< the measurement stopped early
};

class Store {
 public:
  /// Opens `path` and brings its schema up to date (creating the file and its
  /// folder when missing, unless options.read_only or !options.create).
  /// Throws StoreError for a database newer than this build, a file that is
  /// not an evotune database, or a lock not released within the busy timeout.
  explicit Store(const std::filesystem::path& path, const OpenOptions& options = {});

  Database& db() { return db_; }
  const std::filesystem::path& path() const { return db_.path(); }
  /// A BEGIN IMMEDIATE transaction; write methods need one open.
  Transaction transaction() { return Transaction(db_); }

  // --- experiments
  /// The row of that file version at `shape` ("" : a single-shape experiment).
  std::optional<ExperimentRow> find_experiment(std::string_view name, std::string_view file_hash,
                                               std::string_view shape = {});
  /// The most recently created experiment of that name (at any shape).
  std::optional<ExperimentRow> latest_experiment(std::string_view name);
  /// The most recently created experiment of that name at `shape`.
  std::optional<ExperimentRow> latest_experiment_at(std::string_view name, std::string_view shape);
  /// Every row of that file version, one per shape searched, oldest first
  /// (one row, shape "", for a single-shape experiment).
  std::vector<ExperimentRow> shape_rows(std::string_view name, std::string_view file_hash);
  std::optional<ExperimentRow> experiment(std::int64_t id);
  /// All experiments, oldest first.
  std::vector<ExperimentRow> experiments();
  std::int64_t insert_experiment(const ExperimentRow& e);

  // --- environments
  /// The id of `env`, inserted when new.
  std::int64_t environment_id(const EnvironmentInfo& env);
  std::optional<EnvironmentInfo> environment(std::int64_t id);

  // --- runs
  std::int64_t begin_run(const RunRecord& r);
  void update_run(std::int64_t run_id, double elapsed_s, std::int64_t evaluations);
  void finish_run(std::int64_t run_id, double elapsed_s, std::int64_t evaluations, std::string_view stop_reason);
  /// Search wall time spent on (experiment, environment) over all runs, seconds.
  double elapsed_seconds(std::int64_t experiment_id, std::int64_t environment_id);

  // --- candidates
  /// Inserts `c` (id ignored) and returns its id. Throws when its
  /// (experiment, environment, source_hash) is already there.
  std::int64_t insert_candidate(const CandidateRow& c);
  std::optional<CandidateRow> candidate(std::int64_t id);
  std::optional<CandidateRow> find_candidate(std::int64_t experiment_id, std::int64_t environment_id,
                                             std::string_view source_hash);
  /// All candidates of an experiment's search in an environment, in id order.
  std::vector<CandidateRow> candidates(std::int64_t experiment_id, std::int64_t environment_id);

  // --- compiles
  /// Stores `c` unless a compile of the same (source_hash, target) is there;
  /// returns the id of the stored one.
  std::int64_t put_compile(const CompileRecord& c);
  std::optional<CompileRecord> find_compile(std::string_view source_hash, std::string_view target,
                                            bool with_cubin = true);
  std::optional<CompileRecord> compile(std::int64_t compile_id, bool with_cubin = false);

  // --- evaluations
  /// Stores the outcome of evaluating a candidate (in its environment), with
  /// its metrics. Throws when the candidate was evaluated already: a finished
  /// evaluation is never redone.
  std::int64_t insert_evaluation(std::int64_t candidate_id, std::optional<std::int64_t> run_id,
                                 std::optional<std::int64_t> compile_id, const Measurement& m,
                                 std::optional<double> elapsed_s);
  /// Adds (or replaces) metrics of an evaluation, e.g. from a later profiling pass.
  void put_metrics(std::int64_t evaluation_id, const std::map<std::string, double>& metrics);
  std::map<std::string, double> metrics(std::int64_t evaluation_id);
  std::optional<EvaluationRow> evaluation(std::int64_t candidate_id);
  /// Every candidate of the experiment's search in `environment_id` with its
  /// evaluation (if any), in candidate id order. Metrics are filled in when with_metrics.
  std::vector<Result> results(std::int64_t experiment_id, std::int64_t environment_id, bool with_metrics = false);
  std::int64_t count_evaluations(std::int64_t experiment_id, std::int64_t environment_id);
  /// The run's evaluations per device that measured them (those with no device recorded left out).
  std::map<std::string, std::int64_t> evaluations_by_device(std::int64_t run_id);
  /// Environments in which the experiment was searched, most evaluations first;
  /// compile-only ones (no GPU, nothing measured) after every GPU's.
  std::vector<std::int64_t> environments_of(std::int64_t experiment_id);

  // --- population and resume state
  void write_population(std::int64_t experiment_id, std::int64_t environment_id, int generation,
                        const std::vector<std::int64_t>& candidate_ids_by_rank);
  /// Candidate ids by rank (1 first); empty when that generation has none.
  std::vector<std::int64_t> population(std::int64_t experiment_id, std::int64_t environment_id, int generation);
  std::optional<SearchState> search_state(std::int64_t experiment_id, std::int64_t environment_id);
  /// Copies the search of `experiment_id` in environment `from` into `to`,
  /// which has none yet: its candidates in proposal order (parents mapped to
  /// the copies) and its resume state, so the search goes on in `to` as if it
  /// had been made there. Evaluations are not copied: `to` judges every
  /// candidate itself (reusing stored compiles). A GPU run uses it to take over
  /// what a run without a GPU compiled. Returns the number of candidates copied;
  /// throws StoreError when `to` has a search already.
  std::int64_t adopt_search(std::int64_t experiment_id, std::int64_t from_environment_id,
                            std::int64_t to_environment_id);

  // --- profiling, metric gates, sanitizer (schema version 2; profile_store.cpp)
  /// Records a profiling pass (and its metrics) on an evaluation, replacing an earlier one.
  void put_profile(const ProfileRecord& p, const std::map<std::string, double>& metrics);
  std::optional<ProfileRecord> profile(std::int64_t evaluation_id);
  /// Profiles of a search's evaluations, by candidate id.
  std::map<std::int64_t, ProfileRecord> profiles(std::int64_t experiment_id, std::int64_t environment_id);
  void put_sanitizer_check(const SanitizerCheck& c);
  std::vector<SanitizerCheck> sanitizer_checks(std::int64_t evaluation_id);
  /// Sanitizer checks of a search's evaluations, by candidate id.
  std::map<std::int64_t, std::vector<SanitizerCheck>> sanitizer_checks_of(std::int64_t experiment_id,
                                                                         std::int64_t environment_id);
  /// A sanitizer verdict takes an `ok` evaluation out of the ranking: its
  /// status becomes `status` (racy or memory_error) and its error `reason`;
  /// its timing stays. Throws StoreError unless the evaluation is ok and
  /// `status` is one of those two.
  ///
  /// The row changes rather than a second one being added: an evaluation is
  /// what became of the candidate (one per candidate and environment), and
  /// every reader (ranking, resume, rule summary, leaderboard, export) takes
  /// its status as that; a second row would leave an `ok` one for each to get
  /// wrong. `show` stays honest: the timing it prints is the one measured, the
  /// status says why it no longer counts, and sanitizer_checks keeps the
  /// verdict with the tool's log.
  void mark_sanitizer_failure(std::int64_t evaluation_id, CandidateStatus status, std::string_view reason);
  /// Per (origin, rule): what it made and how often it beat its parent.
  std::vector<RuleSummary> rule_summary(std::int64_t experiment_id, std::int64_t environment_id);
  void save_search_state(std::int64_t experiment_id, std::int64_t environment_id, const SearchState& s);

  // --- cost model and early exit (schema version 5; prediction_store.cpp)
  void put_prediction(std::int64_t candidate_id, std::string_view model, double predicted_us,
                      std::int64_t trained_on);
  /// The prediction made for one candidate, if any (with its measurement).
  std::optional<PredictionRow> prediction(std::int64_t candidate_id);
  /// The predictions made in a search, in candidate id order, with their measurements.
  std::vector<PredictionRow> predictions(std::int64_t experiment_id, std::int64_t environment_id);
  /// Evaluations of a search whose timing stopped early: evaluation id -> threshold (µs).
  std::map<std::int64_t, double> partial_timings(std::int64_t experiment_id, std::int64_t environment_id);

  // --- measured baselines and per-device load (schema version 8; baseline_store.cpp)
  /// Stores one measurement of a baseline (created_at is set by the database).
  void put_measured_baseline(const MeasuredBaseline& b);
  /// The latest measurement of each baseline of `experiment` at `shape`, by name.
  std::vector<MeasuredBaseline> measured_baselines(std::string_view experiment, std::string_view shape);
  /// Records the GPU workers' loads of a run (one row per worker, replacing earlier ones).
  void put_run_devices(std::int64_t run_id, const std::vector<DeviceLoad>& loads);
  /// The loads recorded for a run, by worker index.
  std::vector<DeviceLoad> run_devices(std::int64_t run_id);

  // --- noise-aware ranking
  std::int64_t add_comparison(std::int64_t experiment_id, std::int64_t environment_id, const ComparisonRow& c);
  /// The search's comparisons in the order they were made.
  std::vector<ComparisonRow> comparisons(std::int64_t experiment_id, std::int64_t environment_id);
  /// Comparisons in which the candidate took part, in the order they were made.
  std::vector<ComparisonRow> comparisons_of(std::int64_t candidate_id);

  // --- shape sets (schema version 5; shape_store.cpp)
  /// Best ok candidate per shape: for each shape searched of the file version
  /// (name, file_hash) in `environment_id` (shape_rows order), the fastest
  /// candidate the leaderboard ranks: status ok with a median time, not taken
  /// out by a metric gate (profiles.gate_reason), not found racy or
  /// memory_error by the sanitizer (those are no longer ok). With
  /// `clean_only`, the fastest of those whose sanitizer checks are all clean
  /// (what `export --best` hands out). Shapes with no such candidate are left
  /// out. The export of a shape set reads its specializations from this.
  std::vector<ShapeBest> best_per_shape(std::string_view name, std::string_view file_hash,
                                        std::int64_t environment_id, bool clean_only = false);
  /// The candidates of one search the leaderboard ranks (as best_per_shape
  /// chooses among them), fastest first, equal times by candidate id.
  std::vector<RankedResult> ranked_results(std::int64_t experiment_id, std::int64_t environment_id,
                                           bool clean_only = false);

 private:
  void require_transaction(const char* what) const;
  Database db_;
};

}  // namespace evotune::store
