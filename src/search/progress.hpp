// The search's progress display: a live status line on a terminal, plain log
// lines otherwise (one per generation and per new best), a summary at the end.
#pragma once

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <map>
#include <optional>
#include <string>

#include "core/status.hpp"
#include "search/run.hpp"

namespace evotune::search {

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
};

/// "gen 4 | 137/400 evals | best 6.12 us (1.33x ref) | 312/min (compile 290/min, gpu 250/min) | ok 120, gate_reject 10"
std::string format_status_line(const ProgressSnapshot& s);

class ProgressDisplay {
 public:
  ProgressDisplay(ProgressMode mode, std::FILE* out);
  bool live() const { return live_; }
  /// A line that stays (start, resume, new best, warnings).
  void line(const std::string& text);
  /// An outcome arrived: refresh the live line (at most every 100 ms).
  void update(const ProgressSnapshot& s);
  /// A generation closed: plain mode prints its line.
  void generation(const ProgressSnapshot& s, int closed_generation, std::optional<double> population_best_us);
  /// Clears the live line.
  void finish();

 private:
  void clear_live();
  bool live_ = false;
  bool quiet_ = false;
  std::FILE* out_;
  bool live_shown_ = false;
  std::chrono::steady_clock::time_point last_{};
};

/// "6.12 us", "1.35 ms"
std::string format_time_us(double us);

}  // namespace evotune::search
