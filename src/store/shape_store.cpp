// Queries over the searches of a shape set (schema version 5): one
// experiment row per shape, the best candidate of each (see store.hpp).
#include <algorithm>

#include "store/store.hpp"

namespace evotune::store {

std::vector<RankedResult> Store::ranked_results(std::int64_t experiment_id, std::int64_t environment_id,
                                                bool clean_only) {
  const auto gated = profiles(experiment_id, environment_id);
  const auto checks = sanitizer_checks_of(experiment_id, environment_id);
  std::vector<RankedResult> out;
  for (Result& r : results(experiment_id, environment_id, /*with_metrics=*/true)) {
    if (!r.evaluation) continue;
    const Measurement& m = r.evaluation->measurement;
    // racy and memory_error (sanitizer verdicts) are not ok: they never rank.
    if (m.status != CandidateStatus::ok || !m.time_p50_us) continue;
    if (auto p = gated.find(r.candidate.id); p != gated.end() && p->second.gate_reason) continue;
    SanitizerState state = SanitizerState::unchecked;
    if (auto c = checks.find(r.candidate.id); c != checks.end()) state = sanitizer_state(c->second);
    if (clean_only && state != SanitizerState::clean) continue;
    out.push_back({std::move(r), state});
  }
  std::stable_sort(out.begin(), out.end(), [](const RankedResult& a, const RankedResult& b) {
    return *a.result.evaluation->measurement.time_p50_us < *b.result.evaluation->measurement.time_p50_us;
  });  // results() is in candidate id order, which a stable sort keeps for equal times
  return out;
}

std::vector<ShapeBest> Store::best_per_shape(std::string_view name, std::string_view file_hash,
                                             std::int64_t environment_id, bool clean_only) {
  std::vector<ShapeBest> out;
  for (const ExperimentRow& row : shape_rows(name, file_hash)) {
    std::vector<RankedResult> ranked = ranked_results(row.id, environment_id, clean_only);
    if (ranked.empty()) continue;
    out.push_back({row, std::move(ranked.front().result), ranked.front().sanitizer});
  }
  return out;
}

}  // namespace evotune::store
