// Read-only queries for the commands that present results (leaderboard, show,
// report, export): the runs of a search, a candidate's relatives and its
// place in the population over the generations. They add nothing to the
// schema and write nothing; the rest comes from Store's own queries.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "store/store.hpp"

namespace evotune::store {

/// One invocation of `evotune run` as recorded in `runs`.
struct RunRow {
  std::int64_t id = 0;
  std::int64_t experiment_id = 0;
  std::int64_t environment_id = 0;
  std::string strategy;
  std::uint64_t seed = 0;
  std::string settings_json;                ///< budget, population, elite, ... (JSON)
  std::string started_at;                   ///< UTC ISO-8601
  std::optional<std::string> finished_at;   ///< absent while running, or when killed
  double elapsed_s = 0.0;                   ///< search wall time of this run, seconds
  std::int64_t evaluations = 0;             ///< finished in this run
  std::optional<std::string> stop_reason;   ///< budget_evaluations, budget_time, ...
  double sanitizer_s = 0.0;                 ///< spent under compute-sanitizer after its search, seconds
};

/// The runs of an experiment's search in one environment, oldest first.
std::vector<RunRow> runs_of(Store& store, std::int64_t experiment_id, std::int64_t environment_id);

/// Candidates (of any experiment) whose source hash starts with `prefix`, in
/// id order; at most `limit` of them.
std::vector<CandidateRow> candidates_with_hash_prefix(Store& store, std::string_view prefix, int limit);

/// Candidates made from `candidate_id` (it is their first or second parent), in id order.
std::vector<CandidateRow> children_of(Store& store, std::int64_t candidate_id);

/// A generation whose population held the candidate, and its rank there (1 = fastest).
struct PopulationPlace {
  int generation = 0;
  int rank = 0;
};
/// Every generation whose population held `candidate_id`, in generation order.
std::vector<PopulationPlace> population_places(Store& store, std::int64_t candidate_id);

}  // namespace evotune::store
