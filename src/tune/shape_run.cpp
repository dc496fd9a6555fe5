// One run over a shape set: budgets and warm starts (see shape_run.hpp).
#include "tune/shape_run.hpp"

#include <algorithm>
#include <numeric>

#include <nlohmann/json.hpp>

#include "search/space.hpp"

namespace evotune::tune {

std::vector<Point> warm_start_seeds(const Experiment& at, const std::vector<TunedShape>& tuned,
                                    std::size_t points_per_shape, std::size_t max_seeds) {
  std::vector<std::size_t> order(tuned.size());
  std::iota(order.begin(), order.end(), 0);
  std::vector<double> distance;
  for (const TunedShape& t : tuned) distance.push_back(shape_distance(at.problem, t.problem));
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return distance[a] < distance[b]; });
  std::vector<Point> seeds;
  for (std::size_t k : order) {
    std::size_t taken = 0;
    for (const Point& p : tuned[k].best_points) {
      if (seeds.size() >= max_seeds) return seeds;
      if (taken >= points_per_shape) break;
      bool valid = false;
      try {
        valid = at.satisfies(p);
      } catch (const ExprError&) {
        // A point the restrictions cannot be evaluated at is not valid here.
      }
      if (!valid || std::find(seeds.begin(), seeds.end(), p) != seeds.end()) continue;
      seeds.push_back(p);
      ++taken;
    }
  }
  return seeds;
}

std::vector<TunedShape> tuned_shapes(store::Store& store, const Experiment& set, const EnvironmentInfo& env,
                                     std::size_t skip, std::size_t points_per_shape) {
  std::vector<TunedShape> out;
  const std::string wanted_env = env.describe();
  for (const store::ExperimentRow& row : store.shape_rows(set.name, set.file_hash)) {
    const auto index = set.find_shape(row.shape);
    if (!index || *index == skip) continue;
    for (const std::int64_t env_id : store.environments_of(row.id)) {
      const auto stored = store.environment(env_id);
      if (!stored || stored->describe() != wanted_env) continue;
      TunedShape t{set.shapes[*index].problem, {}};
      // More than asked: some may not be valid at the shape being seeded.
      for (const store::RankedResult& r : store.ranked_results(row.id, env_id)) {
        if (t.best_points.size() >= 4 * points_per_shape) break;
        t.best_points.push_back(search::point_from_json(nlohmann::json::parse(r.result.candidate.params_json)));
      }
      if (!t.best_points.empty()) out.push_back(std::move(t));
    }
  }
  return out;
}

Budget shape_budget(const Experiment& set, std::size_t i) {
  Budget b = set.search.budget;
  if (b.per != BudgetScope::total) return b;
  const auto n = static_cast<std::int64_t>(std::max<std::size_t>(set.shapes.size(), 1));
  if (b.evaluations) {
    const std::int64_t share = *b.evaluations / n, rest = *b.evaluations % n;
    b.evaluations = std::max<std::int64_t>(share + (static_cast<std::int64_t>(i) < rest ? 1 : 0), 1);
  }
  if (b.seconds) b.seconds = *b.seconds / static_cast<double>(n);
  return b;
}

Experiment shape_search_experiment(const Experiment& set, std::size_t i, store::Store& store,
                                   const EnvironmentInfo& env, const ShapeSetOptions& options) {
  Experiment e = set.at_shape(i);
  e.search.budget = shape_budget(set, i);
  if (!options.warm_start || set.shapes.size() < 2) return e;
  const std::size_t most =
      options.max_seeds > 0 ? options.max_seeds : std::max<std::size_t>(1, static_cast<std::size_t>(e.search.population) / 2);
  std::vector<Point> seeds =
      warm_start_seeds(e, tuned_shapes(store, set, env, i, options.points_per_shape), options.points_per_shape, most);
  for (const Point& p : e.search.seeds)
    if (std::find(seeds.begin(), seeds.end(), p) == seeds.end()) seeds.push_back(p);
  e.search.seeds = std::move(seeds);
  return e;
}

std::vector<RunSummary> run_shape_set(
    const Experiment& set, store::Store& store,
    const std::function<std::unique_ptr<Evaluator>(const Experiment& at_shape)>& make_evaluator,
    const ShapeSetOptions& options, const RunOptions& run_options) {
  std::vector<RunSummary> out;
  for (std::size_t i = 0; i < set.shapes.size(); ++i) {
    const Experiment at = set.at_shape(i);  // outlives the evaluator made for it
    const std::unique_ptr<Evaluator> evaluator = make_evaluator(at);
    const Experiment e = shape_search_experiment(set, i, store, evaluator->environment(), options);
    out.push_back(run_search(e, store, *evaluator, run_options));
    if (out.back().stop_reason == "interrupted") break;
  }
  return out;
}

}  // namespace evotune::tune
