// The sanitizer pass after a search (issue 12): races and memory errors that
// give the right answer most of the time pass every value check, so before a
// candidate is reported as a run's best (or handed out by `export --best`) it
// runs once under compute-sanitizer memcheck, racecheck and synccheck.
//
// Down the ranking the leaderboard shows (status ok with a time, not removed
// by a metric gate; fastest median first, then candidate id), each candidate
// gets the tools it has no verdict for yet. A verdict of errors takes it out:
// its evaluation's status becomes memory_error (memcheck) or racy (racecheck,
// synccheck), its timing kept for the record, and the next candidate takes its
// place, until `top` candidates are clean or the candidates run out. Verdicts
// are stored per evaluation and tool, so a resumed run checks only what is new.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "core/experiment.hpp"
#include "core/evaluator.hpp"
#include "store/store.hpp"

namespace evotune::tune {

struct SanitizerPassOptions {
  int top = 3;                         ///< clean candidates wanted (measure.sanitize_top, --sanitize-top)
  std::optional<std::int64_t> run_id;  ///< the run the checks made now are recorded with
  std::optional<double> max_rel_norm;  ///< search.max_rel_norm: candidates above it are not ranked, so not checked
};

struct SanitizerPassReport {
  int top = 0;                          ///< clean candidates asked for
  std::vector<std::int64_t> clean;      ///< the clean top, fastest first (at most `top`)
  std::vector<std::int64_t> removed;    ///< candidates a verdict took out (racy, memory_error), in ranking order
  std::vector<std::int64_t> unchecked;  ///< candidates passed over: a check could not run, or no stored cubin
  int failed_checks = 0;                ///< candidates whose check could not run (the tool failed)
  bool gave_up = false;                 ///< stopped after `top` such failures
  int checked_now = 0;                  ///< candidates with a tool run in this pass
  int tool_runs = 0;                    ///< compute-sanitizer runs in this pass
  double seconds = 0;                   ///< spent under compute-sanitizer in this pass
  std::vector<std::string> lines;       ///< one per candidate looked at, for the user

  /// "sanitizer: top 3 clean (12, 97, 3), 1 removed (racy 7), 2 checked now, 14.2 s"
  std::string summary() const;
};

/// The pass over the search of `experiment_id` in `environment_id` (see the
/// file comment). Each verdict is stored in its own transaction, with the
/// status it gives. Throws StoreError for the database.
SanitizerPassReport run_sanitizer_pass(store::Store& store, std::int64_t experiment_id, std::int64_t environment_id,
                                       SanitizerRunner& runner, const SanitizerPassOptions& options);

/// The first finding of a compute-sanitizer log, without its "=========" frame
/// (e.g. "Invalid __global__ read of size 2 bytes"), at most 200 characters;
/// empty when the log has none.
std::string first_sanitizer_finding(const std::string& report);

}  // namespace evotune::tune
