// One run over a shape set (docs/experiments.md, "Shape sets"): each shape is
// searched in turn, as a search of its own (an experiment row per shape in the
// store, core's Experiment::at_shape for the problem), by the ordinary run
// loop. What the set adds is here: the budget of each shape, and the warm
// start: a shape's first generation starts from the best points of the shapes
// already searched in the same environment, nearest shapes first
// (shape_distance), those valid at the new shape only.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "core/evaluator.hpp"
#include "core/experiment.hpp"
#include "store/store.hpp"
#include "tune/run.hpp"

namespace evotune::tune {

struct ShapeSetOptions {
  /// Seed each shape's search with the best points of shapes already searched
  /// (`run --cold` turns it off, to measure what it saves).
  bool warm_start = true;
  /// Best points taken from each searched shape.
  std::size_t points_per_shape = 2;
  /// Most warm-start seeds per shape; 0: half the population (the rest of the
  /// first generation stays the file's seeds and random points).
  std::size_t max_seeds = 0;
};

/// The best points of a shape searched before, fastest first.
struct TunedShape {
  ProblemValues problem;
  std::vector<Point> best_points;
};

/// Warm-start seeds for `at` (an experiment at one shape): the best points of
/// `tuned`, nearest shape first (ties in the order given), each shape's in its
/// order, those that meet `at`'s restrictions, each once, at most `max_seeds`.
std::vector<Point> warm_start_seeds(const Experiment& at, const std::vector<TunedShape>& tuned,
                                    std::size_t points_per_shape, std::size_t max_seeds);

/// The shapes of `set` (other than shape `skip`) searched in environment
/// `env` in `store`, with their best points (as the leaderboard ranks them).
std::vector<TunedShape> tuned_shapes(store::Store& store, const Experiment& set, const EnvironmentInfo& env,
                                     std::size_t skip, std::size_t points_per_shape);

/// Evaluations and seconds shape `i` of `set` may take: the file's budget for
/// each shape, or with search.budget.per: total that budget split evenly (the
/// first shapes take the remainder).
Budget shape_budget(const Experiment& set, std::size_t i);

/// What the run loop searches at shape `i` of `set` in environment `env`:
/// set.at_shape(i) with its budget, and (options.warm_start) warm-start seeds
/// ahead of the file's own.
Experiment shape_search_experiment(const Experiment& set, std::size_t i, store::Store& store,
                                   const EnvironmentInfo& env, const ShapeSetOptions& options);

/// Searches every shape of `set` in order, each with the evaluator
/// `make_evaluator` gives for the experiment at that shape (the problem is
/// baked into what it compiles). Stops after a shape whose search was
/// interrupted. Returns one summary per shape searched.
std::vector<RunSummary> run_shape_set(
    const Experiment& set, store::Store& store,
    const std::function<std::unique_ptr<Evaluator>(const Experiment& at_shape)>& make_evaluator,
    const ShapeSetOptions& options = {}, const RunOptions& run_options = {});

}  // namespace evotune::tune
