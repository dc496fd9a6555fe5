// A recorded landscape from the database (see replay_from_store.hpp).
#include "tune/replay_from_store.hpp"

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "search/space.hpp"

namespace evotune::tune {

search::ReplayTable replay_table_from_store(store::Store& store, std::int64_t experiment_id,
                                            std::int64_t environment_id) {
  std::vector<search::ReplayRow> rows;
  for (const store::Result& r : store.results(experiment_id, environment_id, true)) {
    if (!r.evaluation) continue;
    search::ReplayRow row;
    for (const auto& [name, value] : search::point_from_json(nlohmann::json::parse(r.candidate.params_json)))
      row.params[name] = value.to_string();
    row.measurement = r.evaluation->measurement;
    if (r.ptxas) row.ptxas = *r.ptxas;
    rows.push_back(std::move(row));
  }
  if (rows.empty())
    throw SearchError(fmt::format("{}: experiment {} has no evaluations in environment {}", store.path().string(),
                                  experiment_id, environment_id));
  return search::ReplayTable::from_rows(fmt::format("{}#experiment{}", store.path().filename().string(), experiment_id),
                                        std::move(rows));
}

}  // namespace evotune::tune
