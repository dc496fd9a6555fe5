// What the warm start of a shape set saves: for each shape, how many
// evaluations its search needs before its best is within 2% of the shape's
// best, with the warm start (seeds from the best points of the shapes searched
// before it, nearest first) and cold (`run --cold`), over several search seeds.
// The set runs exactly as `evotune run` runs it (tune::run_shape_set, one
// store), with the replay evaluator answering from per-shape landscapes.
//
// Without a GPU it uses the synthetic shape set (tests/search/synthetic_shapes.hpp:
// the synthetic s512 landscape, reshaped per shape: 8 shapes, S 512..4096,
// causal and not). The figure on real kernels comes from a GPU run of a set
// with and without --cold (bench/results/, taken by the lead).
//
//   shape_warm_start --seeds 5 --budget 120 --out bench/results/shape_warm_start_synthetic.md
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "search/synthetic_s512.hpp"
#include "search/synthetic_shapes.hpp"
#include "store/store.hpp"
#include "tune/shape_run.hpp"

using namespace evotune;

namespace {

// Evaluations of one search (in the order they finished) until its best is within `factor` of `target`.
std::optional<std::int64_t> evaluations_to(store::Store& store, std::int64_t experiment_id, double target,
                                           double factor) {
  store::Statement q(store.db(),
                     "SELECT e.status, e.time_p50_us FROM evaluations e JOIN candidates c ON c.id = e.candidate_id "
                     "WHERE c.experiment_id = ?1 ORDER BY e.id");
  q.bind_all(experiment_id);
  std::int64_t n = 0;
  while (q.step()) {
    ++n;
    if (q.column_text(0) == "ok" && q.column_double(1) <= target * factor) return n;
  }
  return std::nullopt;
}

std::string median_text(std::vector<std::optional<std::int64_t>> v, std::int64_t budget) {
  std::sort(v.begin(), v.end(), [](const auto& a, const auto& b) {  // not reached: last
    if (!a) return false;
    if (!b) return true;
    return *a < *b;
  });
  const auto& mid = v[(v.size() - 1) / 2];
  return mid ? std::to_string(*mid) : fmt::format(">{}", budget);
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app("Warm vs cold starts of a shape set's searches on the synthetic shape landscapes");
  int seeds = 5;
  std::int64_t budget = 120;
  std::string csv = "tests/data/landscapes/synthetic_s512.csv";
  std::string out;
  app.add_option("--seeds", seeds, "Search seeds per mode")->capture_default_str();
  app.add_option("--budget", budget, "Evaluations per shape")->capture_default_str();
  app.add_option("--landscape", csv, "The landscape the shapes' are made from")->capture_default_str();
  app.add_option("--out", out, "Markdown report (default: stdout only)");
  std::string keep_db;
  app.add_option("--keep-db", keep_db, "Write the warm run of seed 1 to this database (for `evotune leaderboard`)");
  CLI11_PARSE(app, argc, argv);

  Experiment set = fixtures::synthetic_shape_set(fixtures::synthetic_s512_experiment());
  set.search.budget.evaluations = budget;
  const auto base = search::ReplayTable::from_csv(csv);
  const std::size_t n = set.shapes.size();
  std::vector<double> best(n);
  for (std::size_t i = 0; i < n; ++i) best[i] = *fixtures::synthetic_shape_table(base, set.shapes[i].problem).best_time_us();

  // [mode][shape] -> evaluations to within 2%, one per seed
  std::vector<std::vector<std::vector<std::optional<std::int64_t>>>> to2(2, std::vector<std::vector<std::optional<std::int64_t>>>(n));
  std::vector<std::int64_t> total(2, 0);
  for (int mode = 0; mode < 2; ++mode) {
    for (int seed = 1; seed <= seeds; ++seed) {
      const bool keep = mode == 0 && seed == 1 && !keep_db.empty();
      store::Store store(keep ? keep_db : std::string(":memory:"));
      tune::ShapeSetOptions options;
      options.warm_start = mode == 0;
      tune::RunOptions run;
      run.seed = static_cast<std::uint64_t>(seed);
      run.max_seconds = 1e9;
      const auto summaries = tune::run_shape_set(
          set, store, [&](const Experiment& at) { return std::make_unique<fixtures::ShapeReplay>(base, at); }, options,
          run);
      for (std::size_t i = 0; i < n; ++i) {
        to2[mode][i].push_back(evaluations_to(store, summaries[i].experiment_id, best[i], 1.02));
        total[mode] += to2[mode][i].back().value_or(budget);
      }
    }
  }
  std::string report = fmt::format(
      "# Warm vs cold starts of a shape set (synthetic landscapes)\n\n"
      "Evaluations until a shape's best is within 2% of that shape's best, median over {} search seeds "
      "(evo, population 16, elite 4, {} evaluations per shape; \">{}\" when not reached in most). Shapes are "
      "searched in set order; warm: each starts from the best points of the shapes before it, nearest first "
      "(`evotune run`), cold: from nothing (`evotune run --cold`). Landscapes: {} reshaped per shape by "
      "tests/search/synthetic_shapes.hpp (made by bench/shape_warm_start.cpp; synthetic, not measured).\n\n"
      "| shape | best us | warm | cold |\n| --- | ---: | ---: | ---: |\n",
      seeds, budget, budget, csv);
  for (std::size_t i = 0; i < n; ++i)
    report += fmt::format("| {} | {:.1f} | {} | {} |\n", shape_key(set.shapes[i].problem), best[i],
                          median_text(to2[0][i], budget), median_text(to2[1][i], budget));
  report += fmt::format(
      "\nSum over shapes and seeds (a shape not within 2% counts as {}): warm {}, cold {} evaluations ({:.0f}% of "
      "cold).\n",
      budget, total[0], total[1], 100.0 * static_cast<double>(total[0]) / static_cast<double>(total[1]));
  std::cout << report;
  if (!out.empty()) std::ofstream(out) << report;
  return 0;
}
