// The evaluator interface: what the run loop (tune/run.hpp) asks of whatever
// compiles and measures candidates (the GPU pipeline in eval/, or a replay of
// recorded results in search/replay_evaluator.hpp).
//
// The loop hands over a batch of proposals at once and collects outcomes as
// they finish, in any order, so an implementation can compile many candidates
// on a thread pool while the GPU measures others. The loop writes each outcome
// to the store as it arrives.
#pragma once

#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/experiment.hpp"
#include "core/records.hpp"

namespace evotune {

/// A point to evaluate. `ticket` is the candidate's id in the store; the
/// outcome carries it back.
struct Proposal {
  std::int64_t ticket = 0;
  Point point;
  std::string identity;  ///< from Evaluator::identity(point)
  /// Early exit: when the candidate's first runs take longer than this (µs),
  /// stop timing it and report it partial (Measurement::partial_above_us).
  /// 0: time it fully. The loop sets 2x the k-th population member's time.
  double stop_above_us = 0;
};

/// What became of a proposal. A candidate's failure (compile error, gate
/// reject, wrong result, fault, timeout) is an outcome with that status, never
/// an exception.
struct Outcome {
  std::int64_t ticket = 0;
  Measurement measurement;               ///< status, times, errors, clocks, metrics
  std::optional<CompileRecord> compile;  ///< the compile, when one was made or found
  /// Compiled and passed the gates, not measured: an evaluator without a GPU
  /// leaves it for a later run on one. The loop stores the compile only; the
  /// candidate stays unevaluated (and its generation open).
  bool awaits_gpu = false;
};

/// Hardware metrics of one measured candidate (the CUPTI range profiler, or
/// a replay of recorded metrics). A profiling failure is `error`, not an exception.
struct ProfileOutcome {
  std::map<std::string, double> metrics;  ///< CUPTI name -> value
  double seconds = 0;                     ///< what profiling cost (replays included)
  int passes = 0;                         ///< replay passes per launch
  std::string error;                      ///< non-empty: profiling failed, metrics empty
};

/// Two candidates re-timed interleaved (A B A B ...), so that drift and
/// noise hit both alike: decides whether one displaces the other in the
/// population.
struct PairedTiming {
  int rounds = 0;
  double a_us = 0;           ///< A's median over the rounds
  double b_us = 0;           ///< B's median over the rounds
  double diff_us = 0;        ///< median of (B - A) per round: positive when A is faster
  double ci_low_us = 0;      ///< 95% confidence interval of diff_us
  double ci_high_us = 0;
  bool significant = false;  ///< the interval excludes zero
  std::string error;         ///< non-empty: the re-timing failed, no verdict
};

/// One GPU worker's share of the run so far (progress and the run's summary).
struct DeviceLoad {
  std::string device;          ///< as evaluations record it (Measurement::device)
  std::int64_t measured = 0;   ///< candidates it measured (any status)
  double busy_s = 0;           ///< waiting on its worker
  double idle_s = 0;           ///< waiting for a compiled candidate while others were pending
  int worker_starts = 0;       ///< 1 + restarts after faults and overruns
  double idle_share() const { return busy_s + idle_s > 0 ? idle_s / (busy_s + idle_s) : 0.0; }
};

class Evaluator {
 public:
  virtual ~Evaluator() = default;

  /// Where measurements are taken (asked once per run). Results from another
  /// environment are not reused as measurements.
  virtual EnvironmentInfo environment() = 0;

  /// The candidate's identity at `point`: the hash of its rendered source,
  /// options and target (codegen's candidate_id). Two points with the same
  /// identity are one candidate, evaluated once. May throw CodegenError.
  virtual std::string identity(const Point& point) = 0;

  /// Queues `batch` and returns without waiting for it.
  virtual void submit(std::vector<Proposal> batch) = 0;

  /// Waits up to `timeout` for outcomes and returns those finished (none when
  /// the time ran out first). Each submitted proposal yields exactly one
  /// outcome, unless cancelled.
  virtual std::vector<Outcome> collect(std::chrono::milliseconds timeout) = 0;

  /// Proposals submitted whose outcomes have not been collected yet.
  virtual std::size_t pending() const = 0;

  /// Abandons every pending proposal: no outcome will come for them. Called
  /// when the budget runs out or the user interrupts the run.
  virtual void cancel() = 0;

  /// The reference kernel's median time once measured, microseconds (shown
  /// as the speed-up of the best candidate).
  virtual std::optional<double> reference_time_us() { return std::nullopt; }

  /// Whether profile() works here.
  virtual bool can_profile() const { return false; }
  /// Collects `metrics` (CUPTI names) for a candidate this evaluator measured
  /// ok, apart from its timed runs. Called between generations.
  virtual ProfileOutcome profile(const Proposal& /*candidate*/, const std::vector<std::string>& /*metrics*/) {
    return ProfileOutcome{{}, 0, 0, "this evaluator cannot profile"};
  }
  /// Per GPU worker, what it did so far (empty: no GPU workers, e.g. a replay).
  virtual std::vector<DeviceLoad> device_loads() const { return {}; }

  /// Whether retime_pair() works here (it needs the GPU).
  virtual bool can_retime() const { return false; }
  /// Re-times two candidates this evaluator measured ok, interleaved. A
  /// failure is the result's `error`, not an exception.
  virtual PairedTiming retime_pair(const Proposal& /*a*/, const Proposal& /*b*/) {
    return PairedTiming{.error = "this evaluator cannot re-time candidates"};
  }
};

/// Runs one candidate under one compute-sanitizer tool, for the sanitizer pass
/// of the run loop (tune/sanitizer_pass.hpp). The real one starts a GPU worker
/// under compute-sanitizer (GpuSanitizerRunner, src/eval); tests give a double.
class SanitizerRunner {
 public:
  virtual ~SanitizerRunner() = default;
  /// The candidate at `point`, compiled to `cubin`, under `tool` (one of
  /// kSanitizerTools): tool, verdict, errors, report and seconds (the ids are
  /// the caller's to fill). What the tool or the candidate does is the
  /// verdict ("failed" when the check could not run), never an exception.
  virtual SanitizerCheck check(const Point& point, const std::string& cubin, const std::string& tool) = 0;
};

}  // namespace evotune
