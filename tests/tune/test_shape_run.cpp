// One run over a shape set (tune/shape_run.hpp) on a real SQLite file with
// the replay evaluator on the synthetic shape set (search/synthetic_shapes.hpp):
// a search per shape, warm-start seeds nearest shape first and valid at the
// new shape only, budgets per shape or in total, resuming, and the store's
// best per shape.
#include <gtest/gtest.h>

#include <atomic>
#include <map>
#include <set>
#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "search/space.hpp"
#include "search/synthetic_experiment.hpp"
#include "search/synthetic_shapes.hpp"
#include "tune/shape_run.hpp"

namespace evotune {
namespace {

using fixtures::ShapeReplay;
using fixtures::TempDir;

Experiment small_set() {
  Experiment base = fixtures::synthetic_s512_experiment();
  base.search.budget.evaluations = 40;
  return fixtures::synthetic_shape_set(base);
}

std::vector<tune::RunSummary> run_set(const Experiment& set, store::Store& store, bool warm) {
  tune::ShapeSetOptions options;
  options.warm_start = warm;
  return tune::run_shape_set(
      set, store, [](const Experiment& at) { return std::make_unique<ShapeReplay>(fixtures::synthetic_table(), at); },
      options);
}

Point point(int bm, int bn, int warps, int rows, int pad) {
  return {{"BLOCK_M", Value(bm)}, {"BLOCK_N", Value(bn)}, {"NUM_WARPS", Value(warps)}, {"ROWS_PER_THREAD", Value(rows)},
          {"PAD", Value(pad)}};
}

TEST(WarmStart, SeedsComeNearestShapeFirstValidOnlyEachOnce) {
  Experiment set = small_set();
  // A restriction that depends on the shape: BLOCK_M at most S / 8 (64 at S = 512).
  set.restrictions.push_back({Expr::parse("BLOCK_M <= S / 8"), {}});
  const Experiment at = set.at_shape(0);  // S = 512, CAUSAL = 0
  const Point a = point(64, 64, 4, 1, 0), b = point(32, 64, 2, 1, 0), big = point(128, 64, 4, 1, 0),
              c = point(16, 32, 1, 1, 0);
  ASSERT_TRUE(at.satisfies(a));
  ASSERT_FALSE(at.satisfies(big));
  const std::vector<tune::TunedShape> tuned = {
      {set.shapes[7].problem, {c}},          // S = 4096, causal: far
      {set.shapes[2].problem, {big, a, b}},  // S = 1024: one doubling away
      {set.shapes[1].problem, {b, c}},       // S = 512, causal: one flag away, listed after the S=1024 one
  };
  // Ties (distance 1) keep the order given; `big` is not valid at S = 512; `b` comes once.
  EXPECT_EQ(tune::warm_start_seeds(at, tuned, 2, 10), (std::vector<Point>{a, b, c}));
  EXPECT_EQ(tune::warm_start_seeds(at, tuned, 1, 10), (std::vector<Point>{a, b, c}));
  EXPECT_EQ(tune::warm_start_seeds(at, tuned, 2, 2), (std::vector<Point>{a, b}));
  EXPECT_TRUE(tune::warm_start_seeds(at, {}, 2, 10).empty());
}

TEST(ShapeBudget, PerShapeOrSplitOverTheSet) {
  Experiment set = small_set();
  set.search.budget.evaluations = 20;
  set.search.budget.seconds = 80;
  EXPECT_EQ(tune::shape_budget(set, 3).evaluations, std::optional<std::int64_t>(20));
  set.search.budget.per = BudgetScope::total;
  std::int64_t sum = 0;
  for (std::size_t i = 0; i < set.shapes.size(); ++i) sum += *tune::shape_budget(set, i).evaluations;
  EXPECT_EQ(sum, 20);
  EXPECT_EQ(tune::shape_budget(set, 0).evaluations, std::optional<std::int64_t>(3));  // 20 = 4 * 3 + 4 * 2
  EXPECT_EQ(tune::shape_budget(set, 7).evaluations, std::optional<std::int64_t>(2));
  EXPECT_DOUBLE_EQ(*tune::shape_budget(set, 5).seconds, 10.0);
}

TEST(ShapeRun, EachShapeIsASearchOfItsOwnSeededFromTheShapesBefore) {
  TempDir dir;
  const Experiment set = small_set();
  store::Store store(dir / "set.db");
  const auto summaries = run_set(set, store, /*warm=*/true);
  ASSERT_EQ(summaries.size(), set.shapes.size());
  const auto rows = store.shape_rows(set.name, set.file_hash);
  ASSERT_EQ(rows.size(), set.shapes.size());
  for (std::size_t i = 0; i < rows.size(); ++i) {
    EXPECT_EQ(rows[i].shape, shape_key(set.shapes[i].problem));
    EXPECT_EQ(summaries[i].experiment_id, rows[i].id);
    EXPECT_EQ(summaries[i].evaluations_total, 40);
  }
  // The second shape's first generation holds the first shape's best point, as a seed.
  const auto best = store.best_per_shape(set.name, set.file_hash, summaries[0].environment_id);
  ASSERT_EQ(best.size(), set.shapes.size());
  EXPECT_EQ(best[0].experiment.shape, rows[0].shape);
  bool seeded = false;
  for (const auto& c : store.candidates(rows[1].id, summaries[1].environment_id))
    seeded = seeded || (c.origin == Origin::seed && c.generation == 0 && c.params_json == best[0].best.candidate.params_json);
  EXPECT_TRUE(seeded);
  // Each shape's best is its own search's fastest.
  for (std::size_t i = 0; i < best.size(); ++i)
    EXPECT_DOUBLE_EQ(*best[i].best.evaluation->measurement.time_p50_us, summaries[i].best->time_us);

  // Resuming: every budget is spent, nothing new is evaluated, no row is added.
  const auto again = run_set(set, store, true);
  for (const auto& s : again) EXPECT_EQ(s.evaluations_this_run, 0);
  EXPECT_EQ(store.shape_rows(set.name, set.file_hash).size(), set.shapes.size());
}

// Stopped in the middle of the third shape (as SIGINT stops `evotune run`),
// the run resumes there: the shapes done stay done, the third goes on, the
// rest follow, and every shape ends with its budget and no candidate twice.
TEST(ShapeRun, AnInterruptedSetResumesAtTheShapeItWasIn) {
  TempDir dir;
  const Experiment set = small_set();
  std::atomic<bool> stop{false};
  int made_evaluators = 0;
  {
    store::Store store(dir / "stop.db");
    tune::RunOptions run;
    run.stop = &stop;
    const auto made = tune::run_shape_set(
        set, store,
        [&](const Experiment& at) {
          search::ReplayOptions replay;
          if (++made_evaluators == 3)
            replay.on_delivered = [&](std::int64_t delivered) {
              if (delivered >= 17) stop = true;  // 17 evaluations into the third shape
            };
          return std::make_unique<ShapeReplay>(fixtures::synthetic_table(), at, replay);
        },
        {}, run);
    ASSERT_EQ(made.size(), 3u);  // stopped after the third
    EXPECT_EQ(made.back().stop_reason, "interrupted");
    EXPECT_GE(made.back().evaluations_total, 17);
    EXPECT_LT(made.back().evaluations_total, 40);
  }
  store::Store store(dir / "stop.db");
  const auto resumed = run_set(set, store, true);
  ASSERT_EQ(resumed.size(), set.shapes.size());
  EXPECT_EQ(resumed[0].evaluations_this_run, 0);
  EXPECT_EQ(resumed[1].evaluations_this_run, 0);
  EXPECT_TRUE(resumed[2].resumed);
  EXPECT_GT(resumed[2].evaluations_this_run, 0);
  EXPECT_LT(resumed[2].evaluations_this_run, 40);
  for (const auto& s : resumed) {
    EXPECT_EQ(s.evaluations_total, 40);
    std::set<std::string> seen;
    for (const auto& c : store.candidates(s.experiment_id, s.environment_id))
      EXPECT_TRUE(seen.insert(c.source_hash).second) << c.params_json;
  }
}

TEST(ShapeRun, ColdSearchesHaveNoSeedsFromOtherShapes) {
  TempDir dir;
  const Experiment set = small_set();  // the synthetic experiment has no seeds of its own
  store::Store store(dir / "cold.db");
  const auto summaries = run_set(set, store, /*warm=*/false);
  for (std::size_t i = 0; i < summaries.size(); ++i)
    for (const auto& c : store.candidates(summaries[i].experiment_id, summaries[i].environment_id))
      EXPECT_NE(c.origin, Origin::seed) << "shape " << i;
}

TEST(ShapeRun, WarmStartSeedsOnlyShapesSearchedInTheSameEnvironment) {
  TempDir dir;
  const Experiment set = small_set();
  store::Store store(dir / "env.db");
  // Shape 0 searched in another environment.
  search::ReplayOptions other;
  other.environment = EnvironmentInfo{"replay:elsewhere", "9.0", 132, "replay", "replay", "replay"};
  const Experiment first = set.at_shape(0);
  ShapeReplay elsewhere(fixtures::synthetic_table(), first, other);
  tune::run_search(first, store, elsewhere);
  ShapeReplay here(fixtures::synthetic_table(), set.at_shape(1));
  const Experiment e = tune::shape_search_experiment(set, 1, store, here.environment(), {});
  EXPECT_TRUE(e.search.seeds.empty());
  const Experiment same = tune::shape_search_experiment(set, 1, store, elsewhere.environment(), {});
  EXPECT_EQ(same.search.seeds.size(), 2u);  // two best points of shape 0
}

}  // namespace
}  // namespace evotune
