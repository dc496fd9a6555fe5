// Read-only queries for leaderboard, show, report and export (see leaderboard_queries.hpp).
#include "store/leaderboard_queries.hpp"

#include <fmt/format.h>

namespace evotune::store {

std::vector<RunRow> runs_of(Store& store, std::int64_t experiment_id, std::int64_t environment_id) {
  Statement s(store.db(),
              "SELECT id, experiment_id, environment_id, strategy, seed, settings, started_at, finished_at, "
              "elapsed_s, evaluations, stop_reason, "
              "(SELECT total(seconds) FROM sanitizer_checks s WHERE s.run_id = runs.id) "
              "FROM runs WHERE experiment_id = ?1 AND environment_id = ?2 ORDER BY id");
  s.bind_all(experiment_id, environment_id);
  std::vector<RunRow> out;
  while (s.step()) {
    RunRow r;
    r.id = s.column_int(0);
    r.experiment_id = s.column_int(1);
    r.environment_id = s.column_int(2);
    r.strategy = s.column_text(3);
    // Stored bit for bit as a signed 64-bit integer (Store::begin_run).
    r.seed = static_cast<std::uint64_t>(s.column_int(4));
    r.settings_json = s.column_text(5);
    r.started_at = s.column_text(6);
    r.finished_at = s.column_opt_text(7);
    r.elapsed_s = s.column_double(8);
    r.evaluations = s.column_int(9);
    r.stop_reason = s.column_opt_text(10);
    r.sanitizer_s = s.column_double(11);
    out.push_back(std::move(r));
  }
  return out;
}

namespace {

// Ids from a one-column query, then the full rows through Store (one reader of the columns).
std::vector<CandidateRow> candidates_by_ids(Store& store, Statement& ids) {
  std::vector<std::int64_t> found;
  while (ids.step()) found.push_back(ids.column_int(0));
  std::vector<CandidateRow> out;
  out.reserve(found.size());
  for (std::int64_t id : found)
    if (auto c = store.candidate(id)) out.push_back(std::move(*c));
  return out;
}

}  // namespace

std::vector<CandidateRow> candidates_with_hash_prefix(Store& store, std::string_view prefix, int limit) {
  // substr() rather than LIKE: a prefix holding '%' or '_' must match literally.
  Statement s(store.db(),
              "SELECT id FROM candidates WHERE substr(source_hash, 1, length(?1)) = ?1 ORDER BY id LIMIT ?2");
  s.bind_all(prefix, limit);
  return candidates_by_ids(store, s);
}

std::vector<CandidateRow> children_of(Store& store, std::int64_t candidate_id) {
  Statement s(store.db(), "SELECT id FROM candidates WHERE parent1_id = ?1 OR parent2_id = ?1 ORDER BY id");
  s.bind_all(candidate_id);
  return candidates_by_ids(store, s);
}

std::vector<PopulationPlace> population_places(Store& store, std::int64_t candidate_id) {
  Statement s(store.db(), "SELECT generation, rank FROM population WHERE candidate_id = ?1 ORDER BY generation");
  s.bind_all(candidate_id);
  std::vector<PopulationPlace> out;
  while (s.step()) out.push_back({static_cast<int>(s.column_int(0)), static_cast<int>(s.column_int(1))});
  return out;
}

}  // namespace evotune::store
