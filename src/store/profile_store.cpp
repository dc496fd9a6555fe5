// Store methods of schema version 2: profiling passes with the metric gates'
// verdict, compute-sanitizer checks (and the statuses their verdicts give,
// schema version 4), and the per-rule summary (store.hpp).
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

SanitizerCheck read_sanitizer_check(Statement& s, int c) {
  SanitizerCheck out;
  out.evaluation_id = s.column_int(c);
  out.run_id = s.column_opt_int(c + 1);
  out.tool = s.column_text(c + 2);
  out.verdict = s.column_text(c + 3);
  out.errors = static_cast<int>(s.column_int(c + 4));
  out.report = s.column_text(c + 5);
  out.seconds = s.column_double(c + 6);
  out.created_at = s.column_text(c + 7);
  return out;
}

constexpr const char* kSanitizerColumns =
    "s.evaluation_id, s.run_id, s.tool, s.verdict, s.errors, s.report, s.seconds, s.created_at";

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
  Statement s(db_, fmt::format("SELECT {} FROM sanitizer_checks s WHERE s.evaluation_id = ?1 ORDER BY s.tool",
                               kSanitizerColumns));
  s.bind_all(evaluation_id);
  std::vector<SanitizerCheck> out;
  while (s.step()) out.push_back(read_sanitizer_check(s, 0));
  return out;
}

std::map<std::int64_t, std::vector<SanitizerCheck>> Store::sanitizer_checks_of(std::int64_t experiment_id,
                                                                              std::int64_t environment_id) {
  Statement s(db_, fmt::format("SELECT e.candidate_id, {} FROM sanitizer_checks s "
                               "JOIN evaluations e ON e.id = s.evaluation_id JOIN candidates c ON c.id = e.candidate_id "
                               "WHERE c.experiment_id = ?1 AND c.environment_id = ?2 ORDER BY s.tool",
                               kSanitizerColumns));
  s.bind_all(experiment_id, environment_id);
  std::map<std::int64_t, std::vector<SanitizerCheck>> out;
  while (s.step()) out[s.column_int(0)].push_back(read_sanitizer_check(s, 1));
  return out;
}

void Store::mark_sanitizer_failure(std::int64_t evaluation_id, CandidateStatus status, std::string_view reason) {
  require_transaction("mark_sanitizer_failure");
  if (status != CandidateStatus::racy && status != CandidateStatus::memory_error)
    throw StoreError(fmt::format("a sanitizer verdict cannot give status '{}' (evaluation {})", status_name(status),
                                 evaluation_id));
  Statement s(db_, "UPDATE evaluations SET status = ?2, error = ?3 WHERE id = ?1 AND status = 'ok'");
  s.bind_all(evaluation_id, std::string(status_name(status)), reason).run();
  if (db_.changes() != 1)
    throw StoreError(fmt::format("{}: evaluation {} is not an ok evaluation; its sanitizer verdict was not applied",
                                 db_.path().string(), evaluation_id));
}

SanitizerState sanitizer_state(const std::vector<SanitizerCheck>& checks) {
  if (checks.empty()) return SanitizerState::unchecked;
  bool failed = false;
  for (const SanitizerCheck& c : checks) {
    if (c.verdict == "errors") return SanitizerState::errors;
    if (c.verdict != "clean") failed = true;
  }
  if (failed) return SanitizerState::failed;
  for (const char* tool : kSanitizerTools)
    if (std::none_of(checks.begin(), checks.end(), [&](const SanitizerCheck& c) { return c.tool == tool; }))
      return SanitizerState::partial;
  return SanitizerState::clean;
}

const char* sanitizer_state_name(SanitizerState s) {
  switch (s) {
    case SanitizerState::unchecked: return "unchecked";
    case SanitizerState::partial: return "partial";
    case SanitizerState::clean: return "clean";
    case SanitizerState::failed: return "failed";
    case SanitizerState::errors: return "errors";
  }
  return "?";
}

CandidateStatus sanitizer_failure_status(std::string_view tool) {
  return tool == "memcheck" || tool == "initcheck" ? CandidateStatus::memory_error : CandidateStatus::racy;
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
