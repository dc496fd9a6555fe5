// Picking the candidate to export from the database (see export_from_store.hpp).
#include "cli/export_from_store.hpp"

#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include "cli/results_view.hpp"
#include "core/printable.hpp"
#include "codegen/render.hpp"

namespace evotune::cli {

namespace {

// The header's line on compute-sanitizer.
std::string sanitizer_note(const CandidateView& c) {
  std::string tools;
  for (const store::SanitizerCheck& k : c.sanitizer_checks)
    tools += (tools.empty() ? "" : ", ") + k.tool + " " + k.verdict +
             (k.verdict == "errors" ? fmt::format(" ({})", k.errors) : std::string());
  switch (c.sanitizer) {
    case store::SanitizerState::unchecked: return "not checked by compute-sanitizer";
    case store::SanitizerState::clean: return "clean under compute-sanitizer (" + tools + ")";
    case store::SanitizerState::partial: return "partly checked by compute-sanitizer (" + tools + "; not every tool ran)";
    case store::SanitizerState::failed: return "compute-sanitizer could not check it (" + tools + ")";
    case store::SanitizerState::errors: return "compute-sanitizer found errors (" + tools + ")";
  }
  return "";
}

}  // namespace

namespace {

// The candidate `choice` picks in the search of `row` (one shape of a set, or the experiment).
StoredCandidate stored_candidate_of(store::Store& store, const store::ExperimentRow& row,
                                    const StoredCandidateChoice& choice, const std::optional<std::string>& cli_arch) {
  const std::optional<std::int64_t>& id = choice.id;
  std::optional<std::int64_t> environment;
  if (id) {
    const auto candidate = store.candidate(*id);
    if (!candidate)
      throw StoreError(fmt::format("no candidate {} in {} (`evotune leaderboard {}` lists them)", *id,
                                   store.path().string(), row.name));
    if (candidate->experiment_id != row.id) {
      const auto other = store.experiment(candidate->experiment_id);
      throw StoreError(fmt::format("candidate {} belongs to experiment '{}' (#{}), not to '{}' (#{})", *id,
                                   other ? other->name : "?", candidate->experiment_id, row.name, row.id));
    }
    environment = candidate->environment_id;
  }
  const ExperimentView view = load_experiment_view(store, row, environment);
  const CandidateView* c = nullptr;
  if (id) {
    c = view.find(*id);
  } else {
    c = view.best();
    if (!c)
      throw StoreError(fmt::format("experiment '{}' has no valid candidate yet ({} evaluated) in {}", row.name,
                                   view.evaluations, store.path().string()));
    // Before it is handed out, the winner must have passed compute-sanitizer (issue 12).
    const CandidateView* blocker = nullptr;
    const CandidateView* clean = view.best_clean(&blocker);
    if (!choice.unchecked) {
      if (blocker) {
        const std::string state =
            blocker->sanitizer == store::SanitizerState::unchecked ? "was never checked"
            : blocker->sanitizer == store::SanitizerState::partial ? "was checked by some of its tools only"
                                                                   : "could not be checked (`evotune show " +
                                                                         std::to_string(blocker->id()) + "` says why)";
        throw StoreError(fmt::format(
            "the fastest valid candidate of '{}', {} ({} us), {} by compute-sanitizer (memcheck, racecheck, "
            "synccheck): `evotune run {}` checks the top (with the budget spent, it only checks), or pass "
            "--unchecked to export it anyway",
            row.name, blocker->id(), format_short(*blocker->time_us(), 4), state, row.file_path));
      }
      if (!clean)
        throw StoreError(fmt::format("experiment '{}' has no sanitizer-clean candidate: compute-sanitizer found errors "
                                     "in every valid one checked; `evotune run` takes them out of the ranking and "
                                     "checks the next ones (--unchecked exports the fastest anyway)",
                                     row.name));
      c = clean;
    }
  }
  if (!c) throw StoreError(fmt::format("{}: candidate {} vanished while reading", store.path().string(), *id));
  const bool evaluated_ok =
      c->result.evaluation && c->result.evaluation->measurement.status == CandidateStatus::ok;
  if (id && !evaluated_ok && !choice.force)
    throw StoreError(fmt::format("candidate {} of '{}' is {}{}: not exported (--force writes it anyway, its status in "
                                 "the header)",
                                 c->id(), row.name, c->status,
                                 c->reason.empty() ? "" : " (" + printable(c->reason, 300) + ")"));
  if (!view.model)
    throw ConfigError({Diagnostic{{row.file_path, 0, 0}, "",
                                  "cannot export from the experiment as the search ran it: " + view.model_problem}});

  StoredCandidate out;
  out.id = c->id();
  out.point = c->point;
  out.status = c->status;
  CompileSetup& s = out.setup;
  s.experiment = *view.model;
  s.tmpl = load_template(s.experiment.kernel);
  // The target it was compiled for (a replayed landscape has none: resolve as `compile` does).
  const std::optional<std::string> measured_target =
      c->result.target && c->result.target->rfind("sm_", 0) == 0 ? c->result.target : std::nullopt;
  s.arch = resolve_arch(s.tmpl, cli_arch ? cli_arch : measured_target, s.experiment.kernel.arch, std::nullopt);
  s.arch_source = cli_arch ? "--arch" : measured_target ? "the target it was measured with" : "experiment or default";
  s.limits_source = "not used by export";

  out.sanitizer_note = sanitizer_note(*c);
  if (!id && choice.unchecked && c->sanitizer != store::SanitizerState::clean)
    out.sanitizer_note += " (exported with --unchecked)";
  const store::Measurement* m = c->measurement();
  if (!evaluated_ok) {
    spdlog::warn("candidate {} is {}{}; exporting it anyway (--force), without a measurement", c->id(), c->status,
                 c->reason.empty() ? "" : " (" + c->reason + ")");
    out.status_note = c->status + " (exported with --force)" + (c->reason.empty() ? "" : ": " + c->reason);
  } else if (m && m->time_p50_us) {
    const CandidateSource source = make_candidate(s.tmpl, s.experiment, out.point, s.arch);
    const bool replayed = view.environment.gpu_name.rfind("replay:", 0) == 0;
    if (!replayed && source.id != c->result.candidate.source_hash) {
      spdlog::warn("the source rendered now (candidate hash {}) is not the one measured ({}): the template or the "
                   "target changed since; the header leaves the measurement out",
                   source.id.substr(0, 16), c->result.candidate.source_hash.substr(0, 16));
    } else {
      ExportMeasurement em;
      em.median_us = *m->time_p50_us;
      em.p10_us = m->time_p10_us;
      em.p90_us = m->time_p90_us;
      em.device = view.environment.describe() + (replayed ? " (replayed, not measured here)" : "");
      em.measured_at = c->result.evaluation->created_at;
      out.measured = em;
    }
  }
  return out;
}

}  // namespace

StoredCandidate load_stored_candidate(const std::filesystem::path& db, const std::string& experiment_arg,
                                      const StoredCandidateChoice& choice, const std::optional<std::string>& cli_arch) {
  store::Store store = open_store_read_only(db);
  std::string note;
  const store::ExperimentRow row = find_experiment_row(store, experiment_arg, &note);
  if (!note.empty()) spdlog::warn("{}", note);
  return stored_candidate_of(store, row, choice, cli_arch);
}

std::vector<StoredCandidate> load_stored_shape_bests(const std::filesystem::path& db, const std::string& experiment_arg,
                                                     const StoredCandidateChoice& choice,
                                                     const std::optional<std::string>& cli_arch) {
  store::Store store = open_store_read_only(db);
  std::string note;
  const store::ExperimentRow row = find_experiment_row(store, experiment_arg, &note);
  if (!note.empty()) spdlog::warn("{}", note);
  std::vector<store::ExperimentRow> rows = store.shape_rows(row.name, row.file_hash);
  if (rows.empty()) rows.push_back(row);
  std::vector<StoredCandidate> out;
  std::vector<std::string> skipped;
  for (const store::ExperimentRow& r : rows) {
    try {
      out.push_back(stored_candidate_of(store, r, choice, cli_arch));
    } catch (const StoreError& e) {
      // A shape with nothing to hand out is left out of the library (its dispatch says untuned), with the reason.
      if (rows.size() == 1) throw;
      skipped.push_back(fmt::format("{}: {}", r.shape.empty() ? r.name : r.shape, e.what()));
    }
  }
  for (const std::string& s : skipped) spdlog::warn("export: shape left out (calls at it return untuned): {}", s);
  if (out.empty())
    throw StoreError(fmt::format("no shape of '{}' has a candidate to export ({} shape{} searched); the first: {}",
                                 row.name, rows.size(), rows.size() == 1 ? "" : "s", skipped.front()));
  return out;
}

}  // namespace evotune::cli
