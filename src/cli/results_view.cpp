// Reading an experiment's search back from the database for presentation
// (see results_view.hpp).
#include "cli/results_view.hpp"

#include <algorithm>
#include <cmath>
#include <system_error>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli/candidate_args.hpp"
#include "cli/commands.hpp"
#include "core/printable.hpp"
#include "core/suggest.hpp"
#include "search/insight_rules.hpp"
#include "search/space.hpp"
#include "tune/progress.hpp"
#include "search/strategy.hpp"

namespace evotune::cli {

namespace fs = std::filesystem;

namespace {

// The profiler's achieved-occupancy metric (CUPTI name, percent of the SM's warp slots).
constexpr const char* kAchievedOccupancyMetric = "sm__warps_active.avg.pct_of_peak_sustained_active";

bool looks_like_file(const std::string& arg) {
  const fs::path p(arg);
  return arg.find('/') != std::string::npos || p.extension() == ".yaml" || p.extension() == ".yml";
}

std::string experiment_names(const std::vector<store::ExperimentRow>& rows) {
  std::vector<std::string> names;
  for (const auto& r : rows)
    if (std::find(names.begin(), names.end(), r.name) == names.end()) names.push_back(r.name);
  std::string text;
  for (const auto& n : names) text += (text.empty() ? "" : ", ") + n;
  return text;
}

// The reference time a run recorded in its settings (tune::RunOptions /
// the evaluator's measurement); the newest run that has one wins.
std::optional<double> reference_from_runs(const std::vector<store::RunRow>& runs) {
  for (auto it = runs.rbegin(); it != runs.rend(); ++it) {
    const auto settings = nlohmann::json::parse(it->settings_json, nullptr, /*allow_exceptions=*/false);
    if (settings.is_object() && settings.contains("reference_time_us") && settings["reference_time_us"].is_number())
      return settings["reference_time_us"].get<double>();
  }
  return std::nullopt;
}

std::vector<std::string> parameter_names(const std::optional<Experiment>& model,
                                         const std::vector<CandidateView>& candidates) {
  std::vector<std::string> names;
  if (model) {
    for (const Parameter& p : model->space) names.push_back(p.name);
    return names;
  }
  // Without the experiment: every name any candidate has, sorted.
  for (const auto& c : candidates)
    for (const auto& [name, value] : c.point)
      if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
  std::sort(names.begin(), names.end());
  return names;
}

}  // namespace

store::Store open_store_read_only(const fs::path& db) {
  std::error_code ec;
  if (!fs::exists(db, ec))
    throw StoreError(fmt::format("{}: no such database (`evotune run EXPERIMENT` makes one; the database is {})",
                                 db.string(), database_rule_text()));
  if (fs::is_regular_file(db, ec) && fs::file_size(db, ec) == 0 && !ec)
    throw StoreError(fmt::format("{}: the file is empty, not an evotune database (`evotune run EXPERIMENT` fills it)",
                                 db.string()));
  store::OpenOptions options;
  options.read_only = true;
  options.busy_timeout = kReadBusyTimeout;
  return store::Store(db, options);
}

std::optional<double> CandidateView::time_us() const {
  if (!result.evaluation) return std::nullopt;
  return result.evaluation->measurement.time_p50_us;
}

const CandidateView* ExperimentView::find(std::int64_t candidate_id) const {
  auto it = std::lower_bound(candidates.begin(), candidates.end(), candidate_id,
                             [](const CandidateView& c, std::int64_t id) { return c.id() < id; });
  return it != candidates.end() && it->id() == candidate_id ? &*it : nullptr;
}

const CandidateView* ExperimentView::best_clean(const CandidateView** blocker) const {
  if (blocker) *blocker = nullptr;
  for (std::size_t i : ranking) {
    const CandidateView& c = candidates[i];
    if (c.sanitizer == store::SanitizerState::clean) return &c;
    // Errors stored by an evotune whose verdicts changed nothing: no longer a winner.
    if (c.sanitizer == store::SanitizerState::errors) continue;
    if (blocker) *blocker = &c;
    return nullptr;
  }
  return nullptr;
}

std::vector<std::string> ExperimentView::baseline_names() const {
  std::vector<std::string> names;
  if (model)
    for (const Baseline& b : model->baselines) names.push_back(b.name);
  return names;
}

store::ExperimentRow find_experiment_row(store::Store& store, const std::string& experiment_arg, std::string* note) {
  const std::vector<store::ExperimentRow> all = store.experiments();
  if (all.empty())
    throw StoreError(fmt::format("{}: no experiments in this database yet (`evotune run EXPERIMENT` starts one)",
                                 store.path().string()));
  std::error_code ec;
  if (looks_like_file(experiment_arg) && fs::is_regular_file(experiment_arg, ec)) {
    // (its name and hash name the search; its space is not needed)
    const Experiment e = load_experiment(experiment_arg, LoadOptions{.visit_space = false});
    // A shape set has a row per shape searched: any of them names the set.
    if (auto rows = store.shape_rows(e.name, e.file_hash); !rows.empty()) return rows.front();
    if (auto row = store.latest_experiment(e.name)) {
      if (note)
        *note = fmt::format("{} changed since experiment {} (#{}) was searched ({}); showing that search",
                            experiment_arg, row->name, row->id, row->created_at);
      return *row;
    }
    throw StoreError(fmt::format("{}: experiment '{}' was never searched in {} (it has: {})", experiment_arg, e.name,
                                 store.path().string(), experiment_names(all)));
  }
  if (auto row = store.latest_experiment(experiment_arg)) return *row;
  std::vector<std::string> names;
  for (const auto& r : all) names.push_back(r.name);
  throw StoreError(fmt::format("no experiment '{}' in {}{} (it has: {})", experiment_arg, store.path().string(),
                               did_you_mean(experiment_arg, names), experiment_names(all)));
}

Experiment stored_experiment_model(const store::ExperimentRow& row) {
  // A database from another machine or checkout: the folder the search ran in
  // is not here, so its templates are looked up as for experiments/NAME.yaml from here.
  std::error_code ec;
  const std::optional<fs::path> here =
      fs::is_directory(fs::path(row.file_path).parent_path(), ec) ? std::nullopt : find_experiment_file(row.name);
  // (the space was visited when the search ran)
  const LoadOptions view{.visit_space = false};
  Experiment e = here ? load_experiment_text(*here, row.file_text, view) : load_experiment_text(row.file_path, row.file_text, view);
  if (row.shape.empty()) return e;
  // A shape of a set: the model at that shape (its sizes give the roofline figures, its baselines).
  const auto i = e.find_shape(row.shape);
  if (!i)
    throw ConfigError({Diagnostic{SourceMark{row.file_path, 0, 0}, "problem",
                                  "the shape " + row.shape + " of the search is no longer in the set"}});
  return e.at_shape(*i);
}

std::optional<double> DeviceShare::per_minute() const {
  if (run_seconds <= 0) return std::nullopt;
  return static_cast<double>(evaluations) * 60.0 / run_seconds;
}

std::optional<double> DeviceShare::idle_share() const {
  if (!busy_s || !idle_s || *busy_s + *idle_s <= 0) return std::nullopt;
  return *idle_s / (*busy_s + *idle_s);
}

namespace {

// Each device's evaluations over the runs, with the workers' loads where runs recorded them.
std::vector<DeviceShare> device_shares(store::Store& store, const std::vector<store::RunRow>& runs) {
  std::map<std::string, DeviceShare> by_device;
  for (const store::RunRow& run : runs) {
    for (const auto& [device, n] : store.evaluations_by_device(run.id)) {
      DeviceShare& d = by_device[device];
      d.device = device;
      d.evaluations += n;
      d.run_seconds += run.elapsed_s;
    }
    std::map<std::string, int> workers;
    for (const DeviceLoad& load : store.run_devices(run.id)) {
      DeviceShare& d = by_device[load.device];
      d.device = load.device;
      d.busy_s = d.busy_s.value_or(0) + load.busy_s;
      d.idle_s = d.idle_s.value_or(0) + load.idle_s;
      d.workers = std::max(d.workers, ++workers[load.device]);
    }
  }
  std::vector<DeviceShare> out;
  for (auto& [device, d] : by_device) out.push_back(std::move(d));
  return out;
}

}  // namespace

void apply_measured_baselines(store::Store& store, Experiment& model, std::string_view experiment,
                              std::string_view shape) {
  for (const MeasuredBaseline& m : store.measured_baselines(experiment, shape)) {
    auto it = std::find_if(model.baselines.begin(), model.baselines.end(),
                           [&](const Baseline& b) { return b.name == m.name; });
    if (it == model.baselines.end()) {
      model.baselines.emplace_back();
      it = std::prev(model.baselines.end());
      it->name = m.name;
    }
    it->time_us = m.time_us;
    it->device = m.device;
    it->rel_norm = m.rel_norm;
    it->measured = true;
    it->method = m.method;
  }
}

std::optional<std::string> measured_gpu(const store::EnvironmentInfo& environment) {
  if (environment.compile_only() || environment.gpu_name.rfind("replay:", 0) == 0 || environment.gpu_name.empty())
    return std::nullopt;
  return environment.gpu_name;
}

bool baseline_device_differs(const Baseline& b, const store::EnvironmentInfo& environment) {
  const std::optional<std::string> gpu = measured_gpu(environment);
  return gpu && !names_same_gpu(b.device, *gpu);
}

std::string baseline_source_text(const Baseline& b, const store::EnvironmentInfo& environment) {
  std::string text = b.measured ? fmt::format("measured on {}, {}", b.device, b.method)
                                : fmt::format("typed, {}", b.device.empty() ? "device not given" : b.device);
  if (baseline_device_differs(b, environment))
    text += fmt::format("; DIFFERENT DEVICE from this search's {}", environment.gpu_name);
  return text;
}

std::string failure_reason(const store::Result& result) {
  if (!result.evaluation)
    return result.target ? "compiled, not evaluated yet (measuring needs a GPU)"
                         : "not evaluated (the run stopped before its outcome came)";
  const store::Measurement& m = result.evaluation->measurement;
  if (m.status == CandidateStatus::ok) return "";
  return m.error;
}

Figures figures_for(const Experiment* model, const store::EnvironmentInfo& environment,
                    std::optional<double> reference_us, const Point& point, const store::Result& result) {
  Figures f;
  std::optional<double> time_us;
  if (result.evaluation && result.evaluation->measurement.time_p50_us &&
      *result.evaluation->measurement.time_p50_us > 0)
    time_us = result.evaluation->measurement.time_p50_us;
  if (time_us && reference_us) f.vs_reference = *reference_us / *time_us;

  std::map<std::string, double> metrics;
  if (result.evaluation) metrics = result.evaluation->measurement.metrics;
  if (auto it = metrics.find(kAchievedOccupancyMetric); it != metrics.end()) f.achieved_occupancy = it->second / 100.0;
  if (result.ptxas) f.shared_bytes = result.ptxas->shared_bytes();
  if (!model) return f;

  // Roofline: evaluated at the point (the expressions may use its parameters).
  try {
    const Bindings env = model->bindings(point);
    if (model->roofline.flops) f.flops = model->roofline.flops->eval_double(env);
    if (model->roofline.bytes) f.bytes = model->roofline.bytes->eval_double(env);
  } catch (const ExprError&) {
    // A point the expressions cannot be evaluated at has no roofline figures.
  }
  if (time_us) {
    if (f.flops) f.tflops = *f.flops / (*time_us * 1e6);
    if (f.bytes) f.gbps = *f.bytes / (*time_us * 1e3);
  }
  std::optional<double> floor;
  if (f.flops && model->roofline.peak_tflops && *model->roofline.peak_tflops > 0)
    floor = *f.flops / (*model->roofline.peak_tflops * 1e6);
  if (f.bytes && model->roofline.peak_gbps && *model->roofline.peak_gbps > 0)
    floor = std::max(floor.value_or(0.0), *f.bytes / (*model->roofline.peak_gbps * 1e3));
  f.floor_us = floor;
  for (const Baseline& b : model->baselines)
    f.vs_baselines.push_back(time_us ? std::optional<double>(b.time_us / *time_us) : std::nullopt);

  // Launch geometry and occupancy, as the search's insight rules see them.
  search::Member member;
  member.candidate_id = result.candidate.id;
  member.point = point;
  member.ptxas = result.ptxas;
  const DeviceLimits limits = device_limits(environment);
  const search::Facts facts = search::facts_of(member, *model, limits);
  f.threads = facts.threads;
  f.ctas = facts.ctas;
  if (facts.shared_bytes) f.shared_bytes = facts.shared_bytes;
  if (facts.threads) {
    if (auto occ = search::theoretical_occupancy(*facts.threads, facts.registers, f.shared_bytes, limits)) {
      f.occupancy = occ->fraction;
      f.occupancy_limiter = occ->limiter;
    }
  }
  return f;
}

ExperimentView load_experiment_view(store::Store& store, const store::ExperimentRow& row,
                                    std::optional<std::int64_t> environment_id) {
  ExperimentView v;
  v.row = row;
  try {
    v.model = stored_experiment_model(row);
  } catch (const ConfigError& e) {
    const auto& d = e.diagnostics();
    v.model_problem = d.empty() ? std::string(e.what()) : d.front().format();
  } catch (const Error& e) {
    v.model_problem = e.what();
  }

  const std::vector<std::int64_t> environments = store.environments_of(row.id);
  if (environments.empty())
    throw StoreError(fmt::format("experiment '{}' (#{}) has no candidates yet in {}", row.name, row.id,
                                 store.path().string()));
  v.environment_id = environment_id.value_or(environments.front());
  if (std::find(environments.begin(), environments.end(), v.environment_id) == environments.end())
    throw StoreError(fmt::format("experiment '{}' (#{}) was not searched in environment #{}", row.name, row.id,
                                 v.environment_id));
  if (auto env = store.environment(v.environment_id)) v.environment = *env;
  if (v.model) apply_measured_baselines(store, *v.model, row.name, row.shape);
  for (std::int64_t id : environments) {
    if (id == v.environment_id) continue;
    ExperimentView::OtherEnvironment other;
    other.id = id;
    if (auto env = store.environment(id)) other.description = env->describe();
    other.evaluations = store.count_evaluations(row.id, id);
    v.other_environments.push_back(std::move(other));
  }
  v.runs = store::runs_of(store, row.id, v.environment_id);
  v.devices = device_shares(store, v.runs);
  v.elapsed_s = store.elapsed_seconds(row.id, v.environment_id);
  v.reference_us = reference_from_runs(v.runs);

  const Experiment* model = v.model ? &*v.model : nullptr;
  const auto profiles = store.profiles(row.id, v.environment_id);
  auto sanitizer_checks = store.sanitizer_checks_of(row.id, v.environment_id);
  for (store::Result& r : store.results(row.id, v.environment_id, /*with_metrics=*/true)) {
    CandidateView c;
    try {
      c.point = search::point_from_json(nlohmann::json::parse(r.candidate.params_json));
    } catch (const std::exception& e) {
      throw StoreError(fmt::format("{}: candidate {} has unreadable parameters '{}': {}", store.path().string(),
                                   r.candidate.id, printable(r.candidate.params_json), printable(e.what())));
    }
    c.status = r.evaluation ? std::string(status_name(r.evaluation->measurement.status)) : "pending";
    c.reason = failure_reason(r);
    // Early exit (issue 17): measured, too slow to rank; its time is of its first runs only.
    if (r.evaluation && r.evaluation->measurement.status == CandidateStatus::ok && r.evaluation->measurement.partial()) {
      c.status = "partial";
      c.reason = fmt::format("timing stopped early: its first runs took over {} (twice the slowest member of "
                             "the population then); not ranked",
                             tune::format_time_us(*r.evaluation->measurement.partial_above_us));
    }
    // A metric gate took it out of the population: its numbers stay, its rank goes (issue 8).
    if (auto p = profiles.find(r.candidate.id); p != profiles.end() && p->second.gate_reason) {
      c.status = "metric_gated";
      c.reason = *p->second.gate_reason;
    }
    // Correct but less precise than search.max_rel_norm asks: shown, not ranked.
    if (c.status == "ok" && model && r.evaluation)
      if (auto why = precision_exclusion(r.evaluation->measurement, model->search.max_rel_norm)) {
        c.status = "imprecise";
        c.reason = *why;
      }
    if (auto it = sanitizer_checks.find(r.candidate.id); it != sanitizer_checks.end()) {
      c.sanitizer_checks = std::move(it->second);
      c.sanitizer = store::sanitizer_state(c.sanitizer_checks);
    }
    c.figures = figures_for(model, v.environment, v.reference_us, c.point, r);
    c.result = std::move(r);
    ++v.status_counts[c.status];
    if (c.result.evaluation) ++v.evaluations;
    v.candidates.push_back(std::move(c));
  }
  for (std::size_t i = 0; i < v.candidates.size(); ++i) {
    const CandidateView& c = v.candidates[i];
    if (c.status == "ok" && c.time_us()) v.ranking.push_back(i);
  }
  // Fastest first; equal times by candidate id, so the order never depends on the query plan.
  std::sort(v.ranking.begin(), v.ranking.end(), [&](std::size_t a, std::size_t b) {
    const double ta = *v.candidates[a].time_us(), tb = *v.candidates[b].time_us();
    return ta != tb ? ta < tb : v.candidates[a].id() < v.candidates[b].id();
  });
  for (std::size_t r = 0; r < v.ranking.size(); ++r) v.candidates[v.ranking[r]].rank = static_cast<int>(r + 1);
  v.parameters = parameter_names(v.model, v.candidates);
  return v;
}

const CandidateView* ExperimentView::best_within_rel_norm(double rel_norm, double factor) const {
  for (std::size_t i : ranking) {
    const store::Measurement* m = candidates[i].measurement();
    if (m && m->rel_norm && *m->rel_norm <= factor * rel_norm) return &candidates[i];
  }
  return nullptr;
}

std::vector<std::string> abbreviate_names(const std::vector<std::string>& names) {
  std::vector<std::string> out;
  for (const std::string& name : names) {
    std::vector<std::string> parts;
    std::string part;
    for (char ch : name) {
      if (ch == '_') {
        if (!part.empty()) parts.push_back(part);
        part.clear();
      } else {
        part.push_back(ch);
      }
    }
    if (!part.empty()) parts.push_back(part);
    std::string a;
    if (parts.size() > 1)
      for (const auto& p : parts) a.push_back(p.front());
    else
      a = name.substr(0, 4);
    if (a.empty() || std::find(out.begin(), out.end(), a) != out.end()) a = name;
    out.push_back(a);
  }
  return out;
}

std::string format_sig(double v, int significant) {
  if (!std::isfinite(v)) return std::isnan(v) ? "nan" : (v > 0 ? "inf" : "-inf");
  if (v == 0) return "0";
  const int magnitude = static_cast<int>(std::floor(std::log10(std::abs(v))));
  const int decimals = std::clamp(significant - 1 - magnitude, 0, 6);
  std::string s = fmt::format("{:.{}f}", v, decimals);
  // Rounding may add a digit (9.996 -> "10.00"): one decimal less then.
  if (decimals > 0 && std::abs(std::stod(s)) >= std::pow(10.0, magnitude + 1))
    s = fmt::format("{:.{}f}", v, decimals - 1);
  return s;
}

std::string opt_sig(std::optional<double> v, int significant) { return v ? format_sig(*v, significant) : ""; }

std::string format_short(double v, int significant) {
  std::string s = format_sig(v, significant);
  if (s.find('.') != std::string::npos) {
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
  }
  return s;
}

std::string format_bytes(std::int64_t bytes) {
  if (std::abs(bytes) < 1024) return fmt::format("{} B", bytes);
  const double kib = bytes / 1024.0;
  auto trimmed = [](double x, const char* unit) {
    std::string s = fmt::format("{:.1f}", x);
    if (s.size() > 2 && s.substr(s.size() - 2) == ".0") s.resize(s.size() - 2);
    return s + " " + unit;
  };
  if (std::abs(kib) < 1024) return trimmed(kib, "KiB");
  return trimmed(kib / 1024.0, "MiB");
}

}  // namespace evotune::cli
