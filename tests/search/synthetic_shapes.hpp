// A synthetic shape set over the synthetic s512 landscape (synthetic_experiment.hpp):
// the s512_scalar space at S in {512, 1024, 2048, 4096}, causal and not (8
// shapes), each shape's landscape made from the recorded one so that its best
// point moves with the shape the way tile sizes do (the best BLOCK_M grows with
// S, the best BLOCK_N is smaller when causal), while nearby shapes keep much of
// their ranking. Used by tests/tune/test_shape_run.cpp and bench/shape_warm_start.cpp
// (no GoogleTest here, so the bench can include it).
#pragma once

#include <cmath>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/experiment.hpp"
#include "core/hash.hpp"
#include "search/replay_evaluator.hpp"
#include "search/space.hpp"

namespace evotune::fixtures {

/// `base` (the synthetic s512 experiment, or one like it) as a set of 8 shapes.
inline Experiment synthetic_shape_set(Experiment base) {
  base.name = "synthetic_set";
  base.shapes.clear();
  for (int s : {512, 1024, 2048, 4096})
    for (int causal : {0, 1})
      base.shapes.push_back(ShapeSpec{
          {{"B", Value(2)}, {"H", Value(8)}, {"S", Value(s)}, {"D", Value(64)}, {"CAUSAL", Value(causal)}}, {}});
  base.shape_set = true;
  base.problem = base.shapes.front().problem;
  base.file_text = "synthetic_set (built in tests)\n";
  base.file_hash = sha256_hex(base.file_text);
  return base;
}

/// The landscape of `table` at `shape`: ok times scaled by the work (S^2,
/// halved when causal) and by how far BLOCK_M and BLOCK_N are from the
/// shape's best tile (one doubling away: +30% and +20%).
inline search::ReplayTable synthetic_shape_table(const search::ReplayTable& table, const ProblemValues& shape) {
  double s = 512, causal = 0;
  for (const auto& [name, value] : shape) {
    if (name == "S") s = value.as_double();
    if (name == "CAUSAL") causal = value.as_double();
  }
  const double best_m = std::clamp(s / 16.0, 16.0, 128.0);
  const double best_n = causal > 0 ? 32.0 : 64.0;
  const double work = (s / 512.0) * (s / 512.0) / (1.0 + causal);
  std::vector<search::ReplayRow> rows = table.rows();
  for (search::ReplayRow& row : rows) {
    Measurement& m = row.measurement;
    if (m.status != CandidateStatus::ok) continue;
    const double bm = std::stod(row.params.at("BLOCK_M")), bn = std::stod(row.params.at("BLOCK_N"));
    const double factor =
        work * (1.0 + 0.3 * std::abs(std::log2(bm / best_m))) * (1.0 + 0.2 * std::abs(std::log2(bn / best_n)));
    for (std::optional<double>* t : {&m.time_p10_us, &m.time_p50_us, &m.time_p90_us})
      if (*t) **t *= factor;
  }
  // One source name for every shape: one environment ("replay:synthetic_set"), as one GPU would be.
  return search::ReplayTable::from_rows("synthetic_set", std::move(rows));
}

/// The replay evaluator of one shape, owning its landscape and space.
class ShapeReplay : public Evaluator {
 public:
  ShapeReplay(const search::ReplayTable& base, const Experiment& at_shape, search::ReplayOptions options = {})
      : experiment_(at_shape),
        table_(synthetic_shape_table(base, at_shape.problem)),
        space_(search::SearchSpace::of(experiment_)),
        replay_(table_, space_, std::move(options)) {}
  EnvironmentInfo environment() override { return replay_.environment(); }
  std::string identity(const Point& point) override { return replay_.identity(point); }
  void submit(std::vector<Proposal> batch) override { replay_.submit(std::move(batch)); }
  std::vector<Outcome> collect(std::chrono::milliseconds timeout) override { return replay_.collect(timeout); }
  std::size_t pending() const override { return replay_.pending(); }
  void cancel() override { replay_.cancel(); }
  const search::ReplayTable& table() const { return table_; }

 private:
  Experiment experiment_;  // the space's restrictions refer to it
  search::ReplayTable table_;
  search::SearchSpace space_;
  search::ReplayEvaluator replay_;
};

}  // namespace evotune::fixtures
