// The run loop: what `evotune run` calls.
//
// Generation by generation, the strategy proposes points (restrictions checked,
// known candidates skipped), the evaluator evaluates them, and every outcome is
// written to the store as it arrives, each in its own transaction. After a
// generation's last outcome the K best valid candidates become the population.
// A run killed at any moment resumes on the next call: same experiment file
// (by hash) and database, same environment -> population, generation counter,
// random generator and strategy state are reloaded, candidates proposed but not
// evaluated are evaluated first, and the budget counts on. A run without a
// GPU (an evaluator whose outcomes await the GPU) compiles and gates the first
// generation and stops there; the first run on a GPU takes that search over
// and measures what it compiled.
#pragma once

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>

#include "core/evaluator.hpp"
#include "core/experiment.hpp"
#include "core/status.hpp"
#include "store/store.hpp"
#include "tune/progress.hpp"

namespace evotune::tune {

/// Overrides of the experiment's `search` section, from the command line.
struct RunOptions {
  std::optional<std::string> strategy;
  std::map<std::string, Value> strategy_options;  ///< merged over the experiment's search.options
  std::optional<int> population;                  ///< proposals per generation
  std::optional<int> elite;                       ///< K
  std::optional<int> generations;
  std::optional<std::int64_t> max_evaluations;    ///< budget, counted over all runs of the search
  std::optional<double> max_seconds;              ///< budget, search wall time over all runs
  std::optional<double> max_seconds_this_run;     ///< wall time of this run alone (`run --time`)
  std::optional<std::uint64_t> seed;              ///< for a new search (a resumed one keeps its generator)
  /// Resume the most recent experiment of the same name although its file
  /// changed (the new file's space and restrictions apply from now on).
  bool resume_changed = false;
  /// Generations proposed ahead of the last one closed (default: the file's
  /// search.lookahead): 1 waits for each generation's last outcome before
  /// proposing the next; 2 proposes the next from the population before, so a
  /// pipelined evaluator never runs dry at a generation boundary. Either is
  /// reproducible.
  std::optional<int> lookahead;
  /// Early exit (issue 17): once the population is full, a candidate whose
  /// first runs take more than this many times the K-th member's time is
  /// timed no further and recorded partial. 0: off.
  double early_exit = 2.0;
  std::optional<double> reference_time_us;  ///< for the speed-up shown (else the evaluator's)
  /// Told what happens as it happens (cli/progress_printer.hpp draws it on a
  /// terminal); none: the run shows nothing.
  ProgressPrinter* printer = nullptr;
  /// Set (e.g. from a SIGINT handler) to stop: outcomes already in are kept,
  /// pending ones abandoned (a later run evaluates them).
  const std::atomic<bool>* stop = nullptr;
  /// How long one wait for outcomes may block (progress and stop are checked in between).
  std::chrono::milliseconds poll{200};
  /// The clock the time budget and the elapsed times are read from; empty:
  /// std::chrono::steady_clock. Tests give one that moves with the
  /// evaluations, so that none depends on how fast the machine is.
  std::function<std::chrono::steady_clock::time_point()> clock;
};

struct BestCandidate {
  std::int64_t candidate_id = 0;
  std::string identity;
  Point point;
  double time_us = 0.0;
};

struct RunSummary {
  std::int64_t experiment_id = 0;
  std::int64_t environment_id = 0;
  std::int64_t run_id = 0;
  bool resumed = false;
  std::string strategy;
  std::int64_t evaluations_total = 0;     ///< in this search, over all runs
  std::int64_t evaluations_this_run = 0;
  int generations_closed = 0;
  std::optional<BestCandidate> best;
  std::map<CandidateStatus, std::int64_t> status_counts;  ///< over all runs
  /// budget_evaluations, budget_time, generations, space_exhausted, interrupted, awaiting_gpu (an
  /// evaluator without a GPU compiled and gated what it could; the rest needs measuring)
  std::string stop_reason;
  /// Candidates compiled and past the gates, waiting for a run on a GPU to measure them.
  std::int64_t awaiting_gpu = 0;
  std::int64_t compiled_this_run = 0;  ///< outcomes that needed a compile (not taken from the store)
  /// A run on a GPU took over the search a run without a GPU had compiled (Store::adopt_search).
  bool adopted_compile_only_search = false;
  double seconds_this_run = 0.0;
  double seconds_total = 0.0;
  std::optional<double> reference_time_us;
  /// Evaluations (over all runs) whose timing stopped early (early exit).
  std::int64_t partial_evaluations = 0;
  /// The cost model's rank correlation between predicted and measured times
  /// over the candidates it predicted (before they were measured) and that
  /// were measured ok in full; none without a model or with too few.
  std::optional<double> model_spearman;
  std::int64_t model_predictions = 0;
};

/// How well a search's cost-model predictions (each made before its candidate
/// was measured, so held out by construction) ranked the candidates measured
/// ok in full: Spearman's rank correlation (none with too few) and how many.
struct PredictionAccuracy {
  std::optional<double> spearman;
  std::int64_t predictions = 0;
};
PredictionAccuracy prediction_accuracy(store::Store& store, std::int64_t experiment_id, std::int64_t environment_id);

/// Runs (or resumes) the search of `experiment` in `store`, evaluating with
/// `evaluator`, until a budget is spent, the generations are done, the space
/// is exhausted or `options.stop` is set. Throws SearchError for a bad
/// strategy or options, StoreError for the database, EvalError (from the
/// evaluator) for the evaluation machinery failing; what was finished before
/// is in the store either way.
RunSummary run_search(const Experiment& experiment, store::Store& store, Evaluator& evaluator,
                      const RunOptions& options = {});

}  // namespace evotune::tune
