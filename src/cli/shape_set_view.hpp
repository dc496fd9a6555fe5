// What `leaderboard` and `report` show of a shape set (docs/experiments.md,
// "Shape sets"): each shape's search as an ExperimentView, in set order, and
// the one point that does best over the whole set.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cli/results_view.hpp"
#include "core/shape_set.hpp"

namespace evotune::cli {

/// One shape of the set.
struct ShapeView {
  ProblemValues problem;
  std::string key;                    ///< shape_key(problem)
  std::optional<ExperimentView> view; ///< absent: not searched (in the set's environment)
  const CandidateView* best() const { return view ? view->best() : nullptr; }
};

/// "One config for all shapes": the point best in geometric mean over the
/// shapes, and its loss at each against that shape's best.
struct SharedPoint {
  Point point;
  /// Shapes with a best candidate (searched, something valid): the ones it is judged on.
  std::size_t judged_shapes = 0;
  /// Of those, the shapes where the point itself was measured ok. The point is
  /// chosen among those measured at every judged shape; when none is, among
  /// those measured at the most, and the others do not count (not measured is
  /// not a loss nor a win: it is unknown, and the report says where).
  std::size_t measured_shapes = 0;
  double geomean_loss = 1.0;              ///< geometric mean of time / best over the shapes measured
  std::vector<std::optional<double>> time_us;  ///< per shape of the set; absent where not measured
  std::vector<std::optional<double>> loss;     ///< time / that shape's best
};

struct ShapeSetView {
  std::string name;
  std::optional<Experiment> model;  ///< the set as loaded from the stored file (absent when it no longer loads)
  std::string model_problem;
  std::int64_t environment_id = 0;
  store::EnvironmentInfo environment;
  std::vector<ShapeView> shapes;            ///< every shape of the set, in set order
  std::vector<std::string> baseline_names;  ///< the baselines' names, once each, in file order
  std::optional<SharedPoint> shared;        ///< absent when no point was measured anywhere
  std::vector<std::string> parameters;      ///< in space order

  std::size_t searched() const;
  /// The shapes whose problem matches `filter` (shape_matches).
  std::vector<const ShapeView*> matching(const ProblemValues& filter) const;
};

/// Whether `row` belongs to a shape set (its file's rows name shapes).
bool is_shape_set_row(const store::ExperimentRow& row);

/// The set `row` (any shape's row) belongs to, searched in the environment
/// with the most evaluations over its shapes.
ShapeSetView load_shape_set_view(store::Store& store, const store::ExperimentRow& row);

/// The shared point over `shapes` (nothing when no point was measured ok anywhere).
std::optional<SharedPoint> best_shared_point(const std::vector<ShapeView>& shapes);

/// The baseline of that name at a shape's view, as speed-up of its best (baseline time / best time).
std::optional<double> baseline_speedup(const ShapeView& shape, const std::string& baseline);

}  // namespace evotune::cli
