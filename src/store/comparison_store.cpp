// Store: the interleaved re-timings of noise-aware ranking (table comparisons).
#include "store/store.hpp"

namespace evotune::store {

namespace {

constexpr const char* kColumns =
    "id, generation, candidate_a, candidate_b, winner, rounds, a_us, b_us, diff_us, ci_low_us, ci_high_us, "
    "significant";

ComparisonRow comparison_row(Statement& s) {
  ComparisonRow c;
  c.id = s.column_int(0);
  c.generation = static_cast<int>(s.column_int(1));
  c.candidate_a = s.column_int(2);
  c.candidate_b = s.column_int(3);
  c.winner = s.column_int(4);
  c.rounds = static_cast<int>(s.column_int(5));
  c.a_us = s.column_double(6);
  c.b_us = s.column_double(7);
  c.diff_us = s.column_double(8);
  c.ci_low_us = s.column_double(9);
  c.ci_high_us = s.column_double(10);
  c.significant = s.column_int(11) != 0;
  return c;
}

}  // namespace

std::int64_t Store::add_comparison(std::int64_t experiment_id, std::int64_t environment_id, const ComparisonRow& c) {
  require_transaction("add_comparison");
  Statement s(db_,
              "INSERT INTO comparisons (experiment_id, environment_id, generation, candidate_a, candidate_b, winner, "
              "rounds, a_us, b_us, diff_us, ci_low_us, ci_high_us, significant) "
              "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)");
  s.bind_all(experiment_id, environment_id, c.generation, c.candidate_a, c.candidate_b, c.winner, c.rounds, c.a_us,
             c.b_us, c.diff_us, c.ci_low_us, c.ci_high_us, static_cast<std::int64_t>(c.significant))
      .run();
  return db_.last_insert_id();
}

std::vector<ComparisonRow> Store::comparisons(std::int64_t experiment_id, std::int64_t environment_id) {
  Statement s(db_, std::string("SELECT ") + kColumns +
                       " FROM comparisons WHERE experiment_id = ?1 AND environment_id = ?2 ORDER BY id");
  s.bind_all(experiment_id, environment_id);
  std::vector<ComparisonRow> out;
  while (s.step()) out.push_back(comparison_row(s));
  return out;
}

std::vector<ComparisonRow> Store::comparisons_of(std::int64_t candidate_id) {
  Statement s(db_, std::string("SELECT ") + kColumns +
                       " FROM comparisons WHERE candidate_a = ?1 OR candidate_b = ?1 ORDER BY id");
  s.bind_all(candidate_id);
  std::vector<ComparisonRow> out;
  while (s.step()) out.push_back(comparison_row(s));
  return out;
}

}  // namespace evotune::store
