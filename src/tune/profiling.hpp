// Profiling between generations (issue 8): after a generation closes, the
// `profile.top` fastest valid candidates that have no profile yet are run once
// under the CUPTI range profiler (Evaluator::profile), their metrics are
// stored with their evaluation, and the experiment's metric gates are applied:
// a candidate that fails one keeps its numbers but leaves the population (its
// profile row carries the reason, which leaderboard/show/report display).
#pragma once

#include <cstdint>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "core/evaluator.hpp"
#include "core/experiment.hpp"
#include "search/strategy.hpp"
#include "store/store.hpp"

namespace evotune::tune {

struct ProfilingReport {
  int profiled = 0;
  int failed = 0;                      ///< profiling errors (recorded, not gated)
  double seconds = 0;                  ///< profiling cost of this generation
  std::set<std::int64_t> gated;        ///< candidate ids the metric gates removed
  std::vector<std::string> lines;      ///< what to tell the user
};

class GenerationProfiler {
 public:
  GenerationProfiler(const Experiment& experiment, store::Store& store, Evaluator& evaluator);

  /// Profiling is asked for (profile.top > 0) and the evaluator can do it.
  bool enabled() const { return enabled_; }
  /// Why profiling is off although asked for (empty when on or not asked).
  const std::string& why_off() const { return why_off_; }

  /// Profiles the first `profile.top` of `ranked` (fastest first) without a
  /// profile yet, storing metrics and verdicts in one transaction per
  /// candidate; fills their `metrics`. Returns what happened.
  ProfilingReport profile_top(std::vector<search::Member*> ranked, std::int64_t run_id);

 private:
  const Experiment& experiment_;
  store::Store& store_;
  Evaluator& evaluator_;
  std::vector<std::string> metrics_;
  bool enabled_ = false;
  std::string why_off_;
};

}  // namespace evotune::tune
