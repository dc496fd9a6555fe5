// Profiling the best of each generation and applying metric gates (profiling.hpp).
#include "tune/profiling.hpp"

#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include "tune/progress.hpp"

namespace evotune::tune {

using namespace evotune::search;

GenerationProfiler::GenerationProfiler(const Experiment& experiment, store::Store& store, Evaluator& evaluator)
    : experiment_(experiment), store_(store), evaluator_(evaluator) {
  if (experiment.profile.top <= 0) return;
  if (!evaluator.can_profile()) {
    why_off_ = "profile.top is set but this evaluator cannot profile: no metrics, no metric gates";
    return;
  }
  metrics_ = experiment.profile.cupti_metrics(experiment.gates.metrics);
  enabled_ = true;
}

ProfilingReport GenerationProfiler::profile_top(std::vector<Member*> ranked, std::int64_t run_id) {
  ProfilingReport report;
  if (!enabled_) return report;
  int taken = 0;
  for (Member* m : ranked) {
    if (taken >= experiment_.profile.top) break;
    const std::optional<store::EvaluationRow> evaluation = store_.evaluation(m->candidate_id);
    if (!evaluation) continue;
    ++taken;
    if (store_.profile(evaluation->id)) continue;  // profiled in an earlier generation or run
    const ProfileOutcome outcome = evaluator_.profile(Proposal{m->candidate_id, m->point, m->identity}, metrics_);
    store::ProfileRecord record;
    record.evaluation_id = evaluation->id;
    record.run_id = run_id;
    record.seconds = outcome.seconds;
    if (outcome.passes > 0) record.passes = outcome.passes;
    report.seconds += outcome.seconds;
    if (!outcome.error.empty()) {
      record.error = outcome.error;
      ++report.failed;
      report.lines.push_back(fmt::format("profiling candidate {} failed: {}", m->candidate_id, outcome.error));
    } else {
      ++report.profiled;
      for (const auto& [name, value] : outcome.metrics) m->metrics[name] = value;
      if (experiment_.gates.metrics.any()) {
        const std::string why = metric_gate_verdict(experiment_.gates.metrics, derive_metrics(m->metrics));
        if (!why.empty()) {
          record.gate_reason = why;
          report.gated.insert(m->candidate_id);
          report.lines.push_back(
              fmt::format("metric gate: candidate {} ({}) leaves the population: {}", m->candidate_id,
                          format_time_us(m->time_us), why));
        }
      }
    }
    auto tx = store_.transaction();
    store_.put_profile(record, outcome.metrics);
    tx.commit();
    spdlog::debug("profiled candidate {} in {:.3f} s ({} passes){}", m->candidate_id, outcome.seconds, outcome.passes,
                  outcome.error.empty() ? "" : ": " + outcome.error);
  }
  return report;
}

}  // namespace evotune::tune
