// Store methods of schema version 2: profiling passes with the metric gates'
// verdict, compute-sanitizer checks, and the per-rule summary (store.hpp).
#include <algorithm>

#include <fmt/format.h>

#include "store/store.hpp"

namespace evotune::store {

namespace {

ProfileRecord read_profile(Statement& s, int c) {
  ProfileRecord p;
  p.evaluation_id = s.column_int(c);
  p.run_id = s.column_opt_int(c + 1);
  p.seconds = s.column_double(c + 2);
  if (auto v = s.column_opt_int(c + 3)) p.passes = static_cast<int>(*v);
  p.error = s.column_opt_text(c + 4);
  p.gate_reason = s.column_opt_text(c + 5);
  p.created_at = s.column_text(c + 6);
  return p;
}

constexpr const char* kProfileColumns = "p.evaluation_id, p.run_id, p.seconds, p.passes, p.error, p.gate_reason, p.created_at";

}  // namespace

void Store::put_profile(const ProfileRecord& p, const std::map<std::string, double>& metrics) {
  require_transaction("put_profile");
  Statement s(db_,
              "INSERT OR REPLACE INTO profiles (evaluation_id, run_id, seconds, passes, error, gate_reason) "
              "VALUES (?1, ?2, ?3, ?4, ?5, ?6)");
  s.bind_all(p.evaluation_id, p.run_id, p.seconds, p.passes, p.error, p.gate_reason).run();
  put_metrics(p.evaluation_id, metrics);
}

std::optional<ProfileRecord> Store::profile(std::int64_t evaluation_id) {
  Statement s(db_, fmt::format("SELECT {} FROM profiles p WHERE p.evaluation_id = ?1", kProfileColumns));
  s.bind_all(evaluation_id);
  if (!s.step()) return std::nullopt;
  return read_profile(s, 0);
}

std::map<std::int64_t, ProfileRecord> Store::profiles(std::int64_t experiment_id, std::int64_t environment_id) {
  Statement s(db_, fmt::format("SELECT e.candidate_id, {} FROM profiles p JOIN evaluations e ON e.id = p.evaluation_id "
                               "JOIN candidates c ON c.id = e.candidate_id "
                               "WHERE c.experiment_id = ?1 AND c.environment_id = ?2",
                               kProfileColumns));
  s.bind_all(experiment_id, environment_id);
  std::map<std::int64_t, ProfileRecord> out;
  while (s.step()) out[s.column_int(0)] = read_profile(s, 1);
  return out;
}

void Store::put_sanitizer_check(const SanitizerCheck& c) {
  require_transaction("put_sanitizer_check");
  Statement s(db_,
              "INSERT OR REPLACE INTO sanitizer_checks (evaluation_id, run_id, tool, verdict, errors, report, seconds) "
              "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)");
  s.bind_all(c.evaluation_id, c.run_id, c.tool, c.verdict, c.errors, c.report, c.seconds).run();
}

std::vector<SanitizerCheck> Store::sanitizer_checks(std::int64_t evaluation_id) {
  Statement s(db_,
              "SELECT evaluation_id, run_id, tool, verdict, errors, report, seconds, created_at "
              "FROM sanitizer_checks WHERE evaluation_id = ?1 ORDER BY tool");
  s.bind_all(evaluation_id);
  std::vector<SanitizerCheck> out;
  while (s.step()) {
    SanitizerCheck c;
    c.evaluation_id = s.column_int(0);
    c.run_id = s.column_opt_int(1);
    c.tool = s.column_text(2);
    c.verdict = s.column_text(3);
    c.errors = static_cast<int>(s.column_int(4));
    c.report = s.column_text(5);
    c.seconds = s.column_double(6);
    c.created_at = s.column_text(7);
    out.push_back(std::move(c));
  }
  return out;
}

std::vector<RuleSummary> Store::rule_summary(std::int64_t experiment_id, std::int64_t environment_id) {
  // Each candidate with its status and time, and its first parent's.
  Statement s(db_,
              "SELECT c.origin, c.rule, e.status, e.time_p50_us, pe.status, pe.time_p50_us "
              "FROM candidates c LEFT JOIN evaluations e ON e.candidate_id = c.id "
              "LEFT JOIN evaluations pe ON pe.candidate_id = c.parent1_id AND pe.environment_id = c.environment_id "
              "WHERE c.experiment_id = ?1 AND c.environment_id = ?2 ORDER BY c.id");
  s.bind_all(experiment_id, environment_id);
  std::map<std::pair<std::string, std::string>, RuleSummary> by_key;
  std::map<std::pair<std::string, std::string>, std::vector<double>> gains;
  while (s.step()) {
    const std::string origin = s.column_text(0);
    const std::optional<std::string> rule = s.column_opt_text(1);
    RuleSummary& r = by_key[{origin, rule.value_or("")}];
    r.origin = origin;
    r.rule = rule;
    ++r.made;
    const std::optional<std::string> status = s.column_opt_text(2);
    if (!status) continue;
    ++r.evaluated;
    const std::optional<double> time = s.column_opt_double(3);
    if (*status != "ok" || !time) continue;
    ++r.valid;
    if (!r.best_us || *time < *r.best_us) r.best_us = time;
    const std::optional<std::string> parent_status = s.column_opt_text(4);
    const std::optional<double> parent_time = s.column_opt_double(5);
    if (parent_status == std::string("ok") && parent_time && *parent_time > 0) {
      ++r.with_parent;
      if (*time < *parent_time) ++r.improved;
      gains[{origin, rule.value_or("")}].push_back(100.0 * (*parent_time - *time) / *parent_time);
    }
  }
  std::vector<RuleSummary> out;
  for (auto& [key, r] : by_key) {
    auto& g = gains[key];
    if (!g.empty()) {
      std::sort(g.begin(), g.end());
      const std::size_t n = g.size();
      r.median_gain_pct = n % 2 ? g[n / 2] : (g[n / 2 - 1] + g[n / 2]) / 2;
    }
    out.push_back(std::move(r));
  }
  // Insight rules first, by how often they improved on the parent; then the other origins.
  std::stable_sort(out.begin(), out.end(), [](const RuleSummary& a, const RuleSummary& b) {
    if (a.rule.has_value() != b.rule.has_value()) return a.rule.has_value();
    return a.improved > b.improved;
  });
  return out;
}

}  // namespace evotune::store
