// Loading a shape set's searches for leaderboard and report (see shape_set_view.hpp).
#include "cli/shape_set_view.hpp"

#include <algorithm>
#include <cmath>
#include <map>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "search/space.hpp"

namespace evotune::cli {

std::size_t ShapeSetView::searched() const {
  return static_cast<std::size_t>(
      std::count_if(shapes.begin(), shapes.end(), [](const ShapeView& s) { return s.view.has_value(); }));
}

std::vector<const ShapeView*> ShapeSetView::matching(const ProblemValues& filter) const {
  std::vector<const ShapeView*> out;
  for (const ShapeView& s : shapes)
    if (shape_matches(s.problem, filter)) out.push_back(&s);
  return out;
}

bool is_shape_set_row(const store::ExperimentRow& row) { return !row.shape.empty(); }

std::optional<SharedPoint> best_shared_point(const std::vector<ShapeView>& shapes) {
  // point (as JSON text) -> time per shape
  std::map<std::string, std::pair<Point, std::vector<std::optional<double>>>> points;
  std::size_t judged = 0;
  for (std::size_t s = 0; s < shapes.size(); ++s) {
    if (!shapes[s].best()) continue;
    ++judged;
    const ExperimentView& v = *shapes[s].view;
    for (std::size_t i : v.ranking) {
      const CandidateView& c = v.candidates[i];
      auto& entry = points[search::point_to_json(c.point).dump()];
      if (entry.second.empty()) {
        entry.first = c.point;
        entry.second.resize(shapes.size());
      }
      if (!entry.second[s]) entry.second[s] = c.time_us();
    }
  }
  if (points.empty()) return std::nullopt;
  std::size_t most = 0;
  for (const auto& [key, p] : points)
    most = std::max<std::size_t>(most, std::count_if(p.second.begin(), p.second.end(), [](const auto& t) { return t.has_value(); }));
  std::optional<SharedPoint> best;
  for (const auto& [key, p] : points) {
    SharedPoint sp;
    sp.point = p.first;
    sp.judged_shapes = judged;
    sp.time_us = p.second;
    sp.loss.resize(shapes.size());
    double log_sum = 0;
    for (std::size_t s = 0; s < shapes.size(); ++s) {
      if (!p.second[s]) continue;
      ++sp.measured_shapes;
      sp.loss[s] = *p.second[s] / *shapes[s].best()->time_us();
      log_sum += std::log(*sp.loss[s]);
    }
    if (sp.measured_shapes < most) continue;
    sp.geomean_loss = std::exp(log_sum / static_cast<double>(sp.measured_shapes));
    if (!best || sp.geomean_loss < best->geomean_loss) best = std::move(sp);  // ties: the first in point order
  }
  return best;
}

std::optional<double> baseline_speedup(const ShapeView& shape, const std::string& baseline) {
  const CandidateView* best = shape.best();
  if (!best || !shape.view->model) return std::nullopt;
  const auto& baselines = shape.view->model->baselines;
  for (std::size_t i = 0; i < baselines.size(); ++i)
    if (baselines[i].name == baseline && i < best->figures.vs_baselines.size()) return best->figures.vs_baselines[i];
  return std::nullopt;
}

ShapeSetView load_shape_set_view(store::Store& store, const store::ExperimentRow& row) {
  ShapeSetView v;
  v.name = row.name;
  const std::vector<store::ExperimentRow> rows = store.shape_rows(row.name, row.file_hash);
  try {
    v.model = load_experiment_text(row.file_path, row.file_text, LoadOptions{.visit_space = false});
  } catch (const ConfigError& e) {
    v.model_problem = e.diagnostics().empty() ? std::string(e.what()) : e.diagnostics().front().format();
  } catch (const Error& e) {
    v.model_problem = e.what();
  }
  // The shapes: the set's, or (without the model) those searched.
  if (v.model) {
    for (const ShapeSpec& s : v.model->shapes) v.shapes.push_back({s.problem, shape_key(s.problem), std::nullopt});
    for (const Baseline& b : v.model->baselines)
      if (std::find(v.baseline_names.begin(), v.baseline_names.end(), b.name) == v.baseline_names.end())
        v.baseline_names.push_back(b.name);
    for (const Parameter& p : v.model->space) v.parameters.push_back(p.name);
  } else {
    for (const store::ExperimentRow& r : rows) v.shapes.push_back({parse_shape_text(r.shape), r.shape, std::nullopt});
  }
  // One environment for the whole set: the one with the most evaluations over its shapes.
  std::map<std::int64_t, std::int64_t> evaluations;
  for (const store::ExperimentRow& r : rows)
    for (std::int64_t env : store.environments_of(r.id)) evaluations[env] += store.count_evaluations(r.id, env);
  if (evaluations.empty())
    throw StoreError(fmt::format("experiment '{}' has no candidates yet in {}", row.name, store.path().string()));
  const auto most = std::max_element(evaluations.begin(), evaluations.end(), [](const auto& a, const auto& b) {
    return a.second != b.second ? a.second < b.second : a.first > b.first;  // equal: the older environment
  });
  v.environment_id = most->first;
  if (auto env = store.environment(v.environment_id)) v.environment = *env;
  for (const store::ExperimentRow& r : rows) {
    auto it = std::find_if(v.shapes.begin(), v.shapes.end(), [&](const ShapeView& s) { return s.key == r.shape; });
    if (it == v.shapes.end()) continue;  // a shape no longer in the set
    const auto envs = store.environments_of(r.id);
    if (std::find(envs.begin(), envs.end(), v.environment_id) == envs.end()) continue;
    it->view = load_experiment_view(store, r, v.environment_id);
    if (v.parameters.empty()) v.parameters = it->view->parameters;
    // A baseline only measured (a command's, with no typed twin) has a column too.
    if (it->view->model)
      for (const Baseline& b : it->view->model->baselines)
        if (std::find(v.baseline_names.begin(), v.baseline_names.end(), b.name) == v.baseline_names.end())
          v.baseline_names.push_back(b.name);
  }
  v.shared = best_shared_point(v.shapes);
  return v;
}

}  // namespace evotune::cli
