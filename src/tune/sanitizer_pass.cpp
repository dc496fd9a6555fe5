// The sanitizer pass after a search (sanitizer_pass.hpp).
#include "tune/sanitizer_pass.hpp"

#include <algorithm>
#include <map>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "search/space.hpp"

namespace evotune::tune {

namespace {

std::string ids_text(const std::vector<std::int64_t>& ids) {
  std::string s;
  for (std::int64_t id : ids) s += (s.empty() ? "" : ", ") + std::to_string(id);
  return s;
}

// Why the verdict took the candidate out, for its evaluation's error column.
std::string failure_reason(const SanitizerCheck& c, double time_us) {
  const std::string finding = first_sanitizer_finding(c.report);
  std::string text = c.errors > 0 ? fmt::format("compute-sanitizer {} found {} error{}", c.tool, c.errors,
                                                c.errors == 1 ? "" : "s")
                                  : fmt::format("the candidate failed its check under compute-sanitizer {}", c.tool);
  if (!finding.empty()) text += ": " + finding;
  return text + fmt::format(" (it had passed the value checks at {:.2f} us; `evotune show` has the report)", time_us);
}

}  // namespace

std::string first_sanitizer_finding(const std::string& report) {
  std::size_t at = 0;
  while (at < report.size()) {
    std::size_t end = report.find('\n', at);
    if (end == std::string::npos) end = report.size();
    std::string line = report.substr(at, end - at);
    at = end + 1;
    const auto first = line.find_first_not_of("= \t\r");
    if (first == std::string::npos) continue;
    line = line.substr(first);
    while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.pop_back();
    if (line == "COMPUTE-SANITIZER") continue;
    return line.size() > 200 ? line.substr(0, 199) + "~" : line;
  }
  return "";
}

std::string SanitizerPassReport::summary() const {
  std::string s = fmt::format("sanitizer: top {} clean", clean.size());
  if (!clean.empty()) s += " (" + ids_text(clean) + ")";
  if (static_cast<int>(clean.size()) < top)
    s += gave_up ? fmt::format(", not {}: stopped after {} candidates could not be checked", top, failed_checks)
                 : fmt::format(", not {}: the valid candidates ran out", top);
  if (!removed.empty()) s += fmt::format(", {} removed ({})", removed.size(), ids_text(removed));
  if (!unchecked.empty() && !gave_up) s += fmt::format(", {} not checked ({})", unchecked.size(), ids_text(unchecked));
  return s + fmt::format(", {} checked now, {:.1f} s", checked_now, seconds);
}

SanitizerPassReport run_sanitizer_pass(store::Store& store, std::int64_t experiment_id, std::int64_t environment_id,
                                       SanitizerRunner& runner, const SanitizerPassOptions& options) {
  SanitizerPassReport report;
  report.top = options.top;
  if (options.top <= 0) return report;

  // The leaderboard's ranking: ok with a time, not taken out by a metric gate, precise enough.
  const auto profiles = store.profiles(experiment_id, environment_id);
  std::vector<store::Result> ranked;
  for (store::Result& r : store.results(experiment_id, environment_id)) {
    if (!r.evaluation || r.evaluation->measurement.status != CandidateStatus::ok || !r.evaluation->measurement.time_p50_us)
      continue;
    if (r.evaluation->measurement.partial()) continue;  // early exit: too slow to rank
    if (auto p = profiles.find(r.candidate.id); p != profiles.end() && p->second.gate_reason) continue;
    if (precision_exclusion(r.evaluation->measurement, options.max_rel_norm)) continue;
    ranked.push_back(std::move(r));
  }
  std::sort(ranked.begin(), ranked.end(), [](const store::Result& a, const store::Result& b) {
    const double ta = *a.evaluation->measurement.time_p50_us, tb = *b.evaluation->measurement.time_p50_us;
    return ta != tb ? ta < tb : a.candidate.id < b.candidate.id;
  });
  auto checks_of = store.sanitizer_checks_of(experiment_id, environment_id);

  for (const store::Result& r : ranked) {
    if (static_cast<int>(report.clean.size()) >= options.top) break;
    // A broken sanitizer fails on every candidate: stop before it costs a check of each.
    if (report.failed_checks >= options.top) {
      report.gave_up = true;
      break;
    }
    const std::int64_t id = r.candidate.id;
    const double time_us = *r.evaluation->measurement.time_p50_us;
    std::map<std::string, SanitizerCheck> known;  // tool -> verdict already stored
    for (const SanitizerCheck& c : checks_of[id]) known[c.tool] = c;

    std::vector<std::string> parts;  // one per tool looked at
    std::optional<std::string> cubin;  // loaded when a tool has to run
    bool ran = false;
    enum class Outcome { clean, removed, unchecked } outcome = Outcome::clean;
    std::string why;  // what took it out, or why it was not checked
    for (const char* tool : store::kSanitizerTools) {
      // A verdict stored for this evaluation (so for its compile: the same cubin) stands;
      // a check that could not run is tried again.
      const auto k = known.find(tool);
      const bool fresh = k == known.end() || k->second.verdict == "failed";
      SanitizerCheck check;
      if (!fresh) {
        check = k->second;
        parts.push_back(fmt::format("{} {} (checked before)", tool, check.verdict));
      } else {
        if (!cubin) {
          std::optional<store::CompileRecord> compile;
          if (r.evaluation->compile_id) compile = store.compile(*r.evaluation->compile_id, /*with_cubin=*/true);
          cubin = compile ? compile->cubin : std::string();
        }
        if (cubin->empty()) {
          why = "no stored cubin";
          outcome = Outcome::unchecked;
          break;
        }
        const Point point = search::point_from_json(nlohmann::json::parse(r.candidate.params_json));
        check = runner.check(point, *cubin, tool);
        check.evaluation_id = r.evaluation->id;
        check.run_id = options.run_id;
        check.tool = tool;
        ran = true;
        ++report.tool_runs;
        report.seconds += check.seconds;
        parts.push_back(fmt::format("{} {}{} {:.1f} s", tool, check.verdict,
                                    check.verdict == "errors" ? fmt::format(" ({})", check.errors) : std::string(),
                                    check.seconds));
      }
      // The verdict and the status it gives go in together.
      auto tx = store.transaction();
      if (fresh) store.put_sanitizer_check(check);
      if (check.verdict == "errors") {
        const CandidateStatus status = store::sanitizer_failure_status(tool);
        store.mark_sanitizer_failure(r.evaluation->id, status, failure_reason(check, time_us));
        why = std::string(status_name(status));
        outcome = Outcome::removed;
      } else if (check.verdict != "clean") {
        why = "not checked";  // recorded (show has why); a later run tries again
        outcome = Outcome::unchecked;
        ++report.failed_checks;
      }
      tx.commit();
      if (outcome != Outcome::clean) {
        if (const std::string finding = first_sanitizer_finding(check.report); !finding.empty())
          why += " (" + finding + ")";
        break;
      }
    }
    if (ran) ++report.checked_now;
    std::string line = fmt::format("sanitizer: candidate {} ({:.2f} us): ", id, time_us);
    for (std::size_t i = 0; i < parts.size(); ++i) line += (i ? ", " : "") + parts[i];
    switch (outcome) {
      case Outcome::clean: report.clean.push_back(id); line += ": clean"; break;
      case Outcome::removed: report.removed.push_back(id); line += (parts.empty() ? "" : ": ") + why; break;
      case Outcome::unchecked: report.unchecked.push_back(id); line += (parts.empty() ? "" : ": ") + why; break;
    }
    report.lines.push_back(std::move(line));
  }
  return report;
}

}  // namespace evotune::tune
