// What a run tells the user while it goes: the ProgressPrinter interface the
// run loop talks to (the terminal printer lives in cli/progress_printer.hpp),
// the snapshot it hands over, and the status line's text.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/evaluator.hpp"
#include "core/status.hpp"

namespace evotune::tune {

/// Where the search stands, for display.
struct ProgressSnapshot {
  int generation = 0;                      ///< newest generation proposed
  std::int64_t done = 0;                   ///< evaluations finished (all runs)
  std::optional<std::int64_t> budget;      ///< evaluation budget
  std::int64_t pending = 0;
  double elapsed_s = 0.0;                  ///< search wall time (all runs)
  std::optional<double> budget_s;
  double run_elapsed_s = 0.0;              ///< this run
  std::int64_t done_this_run = 0;
  std::int64_t compiled_this_run = 0;      ///< outcomes that needed a compile (not cached)
  std::int64_t measured_this_run = 0;      ///< outcomes that reached the GPU
  std::optional<double> best_us;
  std::optional<double> reference_us;
  std::map<CandidateStatus, std::int64_t> counts;
  /// Per GPU worker (Evaluator::device_loads); shown when there are several.
  std::vector<DeviceLoad> devices;
};

/// "gen 4 | 137/400 evals | best 6.12 us (1.33x ref) | 312 evals/min (compile 290/min, gpu 250/min) | ETA 50s |
/// ok 120, gate_reject 10" and with several GPU workers " | device 0: 70 (140/min, idle 3%), device 1: 67 (134/min,
/// idle 5%)" (each worker's evaluations of this run, per minute of it, and its GPU idle share)
std::string format_status_line(const ProgressSnapshot& s);

/// Seconds until the budget ends: the evaluations left at this run's rate, or
/// the seconds left of budget_s, whichever comes first; nullopt without a budget.
std::optional<double> eta_seconds(const ProgressSnapshot& s);

/// "42s", "3m20s", "2h05m"
std::string format_duration(double seconds);

/// "6.12 us", "1.35 ms"
std::string format_time_us(double us);

/// Receives the run's progress; how (and whether) it is shown is the printer's
/// business. The run loop calls it from its own thread only.
class ProgressPrinter {
 public:
  virtual ~ProgressPrinter() = default;
  /// A line that stays (start, resume, new best, warnings, the stop).
  virtual void line(const std::string& text) = 0;
  /// Outcomes arrived.
  virtual void update(const ProgressSnapshot& s) = 0;
  /// Generation `closed_generation` closed; `population_best_us` is its population's best.
  virtual void generation(const ProgressSnapshot& s, int closed_generation,
                          std::optional<double> population_best_us) = 0;
  /// The run is over: nothing more follows.
  virtual void finish() = 0;
};

}  // namespace evotune::tune
