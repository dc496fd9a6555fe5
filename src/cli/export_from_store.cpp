// Picking the candidate to export from the database (see export_from_store.hpp).
#include "cli/export_from_store.hpp"

#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include "cli/results_view.hpp"
#include "codegen/render.hpp"

namespace evotune::cli {

StoredCandidate load_stored_candidate(const std::filesystem::path& db, const std::string& experiment_arg,
                                      std::optional<std::int64_t> id, const std::optional<std::string>& cli_arch) {
  store::Store store = open_store_read_only(db);
  std::string note;
  const store::ExperimentRow row = find_experiment_row(store, experiment_arg, &note);
  if (!note.empty()) spdlog::warn("{}", note);

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
  }
  if (!c) throw StoreError(fmt::format("{}: candidate {} vanished while reading", store.path().string(), *id));
  if (!view.model)
    throw ConfigError({Diagnostic{{row.file_path, 0, 0}, "",
                                  "cannot export from the experiment as the search ran it: " + view.model_problem}});

  StoredCandidate out;
  out.id = c->id();
  out.point = c->point;
  out.status = c->status;
  CompileSetup& s = out.setup;
  s.experiment = *view.model;
  s.tmpl = load_template(s.experiment.kernel.source, project_root(s.experiment.file.parent_path()));
  // The target it was compiled for (a replayed landscape has none: resolve as `compile` does).
  const std::optional<std::string> measured_target =
      c->result.target && c->result.target->rfind("sm_", 0) == 0 ? c->result.target : std::nullopt;
  s.arch = resolve_arch(s.tmpl, cli_arch ? cli_arch : measured_target, s.experiment.kernel.arch, std::nullopt);
  s.arch_source = cli_arch ? "--arch" : measured_target ? "the target it was measured with" : "experiment or default";
  s.limits_source = "not used by export";

  const store::Measurement* m = c->measurement();
  if (c->status != "ok") {
    spdlog::warn("candidate {} is {}{}; exporting it anyway, without a measurement", c->id(), c->status,
                 c->reason.empty() ? "" : " (" + c->reason + ")");
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

}  // namespace evotune::cli
