// Store: a cost model's predictions (table predictions) and the evaluations
// whose timing stopped early (table partial_timings), schema version 5.
#include "store/store.hpp"

#include <fmt/format.h>

namespace evotune::store {

void Store::put_prediction(std::int64_t candidate_id, std::string_view model, double predicted_us,
                           std::int64_t trained_on) {
  require_transaction("put_prediction");
  Statement s(db_,
              "INSERT OR REPLACE INTO predictions (candidate_id, model, predicted_us, trained_on) "
              "VALUES (?1, ?2, ?3, ?4)");
  s.bind_all(candidate_id, std::string(model), predicted_us, trained_on).run();
}

namespace {

// Predictions joined with their candidates' evaluations; `where` picks them (parameters ?1, ?2).
std::vector<PredictionRow> read_predictions(Database& db, const std::string& where, std::int64_t a,
                                            std::optional<std::int64_t> b) {
  Statement s(db, "SELECT p.candidate_id, p.model, p.predicted_us, p.trained_on, e.status, e.time_p50_us, "
                  "x.evaluation_id IS NOT NULL "
                  "FROM predictions p JOIN candidates c ON c.id = p.candidate_id "
                  "LEFT JOIN evaluations e ON e.candidate_id = c.id AND e.environment_id = c.environment_id "
                  "LEFT JOIN partial_timings x ON x.evaluation_id = e.id WHERE " +
                      where + " ORDER BY p.candidate_id");
  if (b)
    s.bind_all(a, *b);
  else
    s.bind_all(a);
  std::vector<PredictionRow> out;
  while (s.step()) {
    PredictionRow r;
    r.candidate_id = s.column_int(0);
    r.model = s.column_text(1);
    r.predicted_us = s.column_double(2);
    r.trained_on = s.column_int(3);
    if (!s.is_null(4)) {
      const std::string status = s.column_text(4);
      r.status = parse_status(status);
      if (!r.status)
        throw StoreError(fmt::format("{}: evaluation of candidate {} has unknown status '{}'", db.path().string(),
                                     r.candidate_id, status));
    }
    if (r.status == CandidateStatus::ok) r.measured_us = s.column_opt_double(5);
    r.partial = s.column_int(6) != 0;
    out.push_back(std::move(r));
  }
  return out;
}

}  // namespace

std::vector<PredictionRow> Store::predictions(std::int64_t experiment_id, std::int64_t environment_id) {
  return read_predictions(db_, "c.experiment_id = ?1 AND c.environment_id = ?2", experiment_id, environment_id);
}

std::optional<PredictionRow> Store::prediction(std::int64_t candidate_id) {
  std::vector<PredictionRow> found = read_predictions(db_, "p.candidate_id = ?1", candidate_id, std::nullopt);
  if (found.empty()) return std::nullopt;
  return std::move(found.front());
}

std::map<std::int64_t, double> Store::partial_timings(std::int64_t experiment_id, std::int64_t environment_id) {
  Statement s(db_,
              "SELECT x.evaluation_id, x.stop_above_us FROM partial_timings x "
              "JOIN evaluations e ON e.id = x.evaluation_id JOIN candidates c ON c.id = e.candidate_id "
              "WHERE c.experiment_id = ?1 AND c.environment_id = ?2");
  s.bind_all(experiment_id, environment_id);
  std::map<std::int64_t, double> out;
  while (s.step()) out[s.column_int(0)] = s.column_double(1);
  return out;
}

}  // namespace evotune::store
