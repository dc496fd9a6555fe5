// The XGBoost cost model (search/cost_model.hpp) and the evo_model strategy:
// rank correlation, training and prediction on the synthetic s512 landscape
// (the model must rank held-out points better than chance), failures learnt
// as slow, reproducibility, and the strategy picking among a larger pool.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <set>

#include "search/cost_model.hpp"
#include "search/strategy.hpp"
#include "synthetic_experiment.hpp"

using namespace evotune;
using namespace evotune::search;

namespace {

// Skips only in a build without the XGBoost header (CMake said so); a build
// with it whose library does not load fails here, so CI notices.
#define REQUIRE_COST_MODEL()                                                                 \
  do {                                                                                       \
    const std::string why = cost_model_unavailable();                                        \
    if (why.find("built without XGBoost") != std::string::npos) GTEST_SKIP() << why;         \
    ASSERT_TRUE(why.empty()) << why;                                                         \
  } while (0)

// The landscape's valid points as observations (measured ok or failed, with ptxas).
// A proposal context at generation 7 whose claims go into `claimed` (the points a batch may not repeat).
ProposalContext context(const SearchSpace& space, const Experiment& e, const DeviceLimits& limits, Rng& rng,
                        const std::vector<Member>& population, std::set<Point>& claimed,
                        std::span<const Observation> history) {
  return {space, e, limits, rng, population, 7,
          [&claimed](const Point& p) { return claimed.insert(p).second; },
          [&claimed](const Point& p) { return claimed.count(p) > 0; }, history};
}

std::vector<Observation> observations(const SearchSpace& space) {
  std::vector<Observation> out;
  std::int64_t id = 1;
  for (const Point& p : space.valid_points()) {
    const ReplayRow* row = fixtures::synthetic_table().find(p);
    if (!row) continue;
    Observation o{id++, p, row->measurement.status, row->measurement.time_p50_us, row->ptxas, false};
    if (!row->ptxas.registers) o.ptxas.reset();
    out.push_back(std::move(o));
  }
  return out;
}

// The `k` fastest ok observations as an elite population, best first.
std::vector<Member> fastest_members(const std::vector<Observation>& history, std::size_t k) {
  std::vector<Member> population;
  for (const Observation& o : history)
    if (o.status == CandidateStatus::ok) population.push_back({o.candidate_id, "", o.point, *o.time_us, o.ptxas, {}});
  std::sort(population.begin(), population.end(), [](const Member& a, const Member& b) { return a.time_us < b.time_us; });
  population.resize(std::min(k, population.size()));
  return population;
}

// A fixed-seed shuffle (the search's own random draws).
template <class T>
void shuffle(std::vector<T>& v, std::uint64_t seed) {
  Rng rng(seed);
  for (std::size_t i = 0; i + 1 < v.size(); ++i) std::swap(v[i], v[i + uniform_index(rng, v.size() - i)]);
}

}  // namespace

TEST(Spearman, RanksWithTiesAndRefusesDegenerateSeries) {
  const std::vector<double> a{1, 2, 3, 4, 5};
  EXPECT_DOUBLE_EQ(*spearman(a, std::vector<double>{10, 20, 30, 40, 50}), 1.0);
  EXPECT_DOUBLE_EQ(*spearman(a, std::vector<double>{5, 4, 3, 2, 1}), -1.0);
  // Monotone but not linear: still 1 (ranks, not values).
  EXPECT_DOUBLE_EQ(*spearman(a, std::vector<double>{1, 8, 27, 64, 1000}), 1.0);
  // Ties share their average rank: b ranks (1.5, 1.5, 3, 4, 5).
  const double tied = *spearman(a, std::vector<double>{7, 7, 8, 9, 10});
  EXPECT_GT(tied, 0.9);
  EXPECT_LT(tied, 1.0);
  EXPECT_FALSE(spearman(a, std::vector<double>{3, 3, 3, 3, 3}));  // constant
  EXPECT_FALSE(spearman(std::vector<double>{1, 2}, std::vector<double>{1, 2}));  // too few
  EXPECT_FALSE(spearman(a, std::vector<double>{1, 2, 3}));  // lengths differ
}

TEST(CostModel, RanksHeldOutPointsOfAStructuredLandscapeFarBetterThanChance) {
  REQUIRE_COST_MODEL();
  const Experiment e = fixtures::synthetic_s512_experiment();
  const SearchSpace space = SearchSpace::of(e);
  std::vector<Observation> all = observations(space);
  ASSERT_GT(all.size(), 300u);
  shuffle(all, 7);
  // Learn from 120 points (what a search has measured after a few generations), predict the rest.
  const std::vector<Observation> train(all.begin(), all.begin() + 120);
  std::vector<Observation> held(all.begin() + 120, all.end());
  std::erase_if(held, [](const Observation& o) { return o.status != CandidateStatus::ok; });
  CostModel model(space, e, DeviceLimits{});
  EXPECT_FALSE(model.trained());
  model.train(train);
  ASSERT_TRUE(model.trained());
  EXPECT_EQ(model.trained_on(), 120u);

  std::vector<Point> points;
  std::vector<double> measured;
  for (const Observation& o : held) {
    points.push_back(o.point);
    measured.push_back(*o.time_us);
  }
  const std::vector<double> predicted = model.predict(points);
  ASSERT_EQ(predicted.size(), points.size());
  const double rho = *spearman(predicted, measured);
  EXPECT_GT(rho, 0.6) << "the model ranks held-out points little better than chance";

  // What the strategy does with it: of the held-out points, the 20 it
  // predicts fastest against 20 drawn at random (averaged over draws).
  std::vector<std::size_t> order(points.size());
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return predicted[a] < predicted[b]; });
  double model_best = 1e300, model_mean = 0;
  for (int k = 0; k < 20; ++k) {
    model_best = std::min(model_best, measured[order[k]]);
    model_mean += measured[order[k]] / 20;
  }
  double random_mean = 0, random_best_mean = 0;
  for (std::uint64_t seed = 1; seed <= 50; ++seed) {
    std::vector<std::size_t> pick = order;
    shuffle(pick, seed);
    double best = 1e300;
    for (int k = 0; k < 20; ++k) {
      best = std::min(best, measured[pick[k]]);
      random_mean += measured[pick[k]] / 20 / 50;
    }
    random_best_mean += best / 50;
  }
  const double overall_best = *std::min_element(measured.begin(), measured.end());
  EXPECT_LT(model_mean, 0.6 * random_mean);
  EXPECT_LT(model_best, random_best_mean);
  EXPECT_LT(model_best, 1.15 * overall_best) << "the model's top 20 miss the fast region";
}

TEST(CostModel, LearnsFailuresAsSlowAndTheSameHistoryGivesTheSameModel) {
  REQUIRE_COST_MODEL();
  const Experiment e = fixtures::synthetic_s512_experiment();
  const SearchSpace space = SearchSpace::of(e);
  std::vector<Observation> all = observations(space);
  // Every point with BLOCK_N = 128 fails (a gate, say); the rest keep their times.
  for (Observation& o : all)
    if (o.point.at("BLOCK_N") == Value(128)) {
      o.status = CandidateStatus::gate_reject;
      o.time_us.reset();
    }
  shuffle(all, 3);
  const std::vector<Observation> train(all.begin(), all.begin() + 150);
  CostModel a(space, e, DeviceLimits{}), b(space, e, DeviceLimits{});
  a.train(train);
  b.train(train);
  std::vector<Point> failing, working;
  for (std::size_t i = 150; i < all.size(); ++i)
    (all[i].status == CandidateStatus::ok ? working : failing).push_back(all[i].point);
  ASSERT_FALSE(failing.empty());
  ASSERT_FALSE(working.empty());
  const std::vector<double> pf = a.predict(failing), pw = a.predict(working);
  double slowest_ok = 0;
  for (const Observation& o : train)
    if (o.time_us) slowest_ok = std::max(slowest_ok, *o.time_us);
  // Failing points are predicted slower than the working median and near the penalty (2x the slowest).
  std::vector<double> sorted_pw = pw;
  std::sort(sorted_pw.begin(), sorted_pw.end());
  for (double t : pf) EXPECT_GT(t, sorted_pw[sorted_pw.size() / 2]);
  EXPECT_EQ(a.predict(working), b.predict(working)) << "the same history must give the same model";
  // Too few measured ok: not trained, and predict() refuses.
  CostModel c(space, e, DeviceLimits{}, CostModelOptions{.min_ok = 1000});
  c.train(train);
  EXPECT_FALSE(c.trained());
  EXPECT_THROW(c.predict(working), SearchError);
}

TEST(CostModel, FeaturesAreParametersLaunchFiguresAndPtxasFigures) {
  REQUIRE_COST_MODEL();
  const SearchSpace space({{"TILE", {16, 32}, {}}, {"LAYOUT", {"row", "col", "swz"}, {}}},
                          [](const Point&) { return true; });
  Experiment e = fixtures::synthetic_s512_experiment();
  CostModel model(space, e, DeviceLimits{});
  EXPECT_EQ(model.feature_names(),
            (std::vector<std::string>{"TILE", "LAYOUT=row", "LAYOUT=col", "LAYOUT=swz", "threads", "ctas",
                                      "shared_bytes", "registers", "spill_bytes", "occupancy"}));
}

TEST(EvoModelStrategy, PicksThePredictedFastestFromALargerPoolAndRecordsPredictions) {
  REQUIRE_COST_MODEL();
  EXPECT_EQ(find_strategy("evo_model").name, "evo_model");
  const Experiment e = fixtures::synthetic_s512_experiment();
  const SearchSpace space = SearchSpace::of(e);
  std::vector<Observation> all = observations(space);
  shuffle(all, 11);
  const std::vector<Observation> history(all.begin(), all.begin() + 100);
  const std::vector<Member> population = fastest_members(history, 4);

  std::set<Point> known;
  for (const Observation& o : history) known.insert(o.point);
  const DeviceLimits limits;
  const auto propose = [&](const std::string& name, std::uint64_t seed, std::map<std::string, Value> options) {
    Rng rng(seed);
    std::set<Point> claimed = known;
    ProposalContext ctx = context(space, e, limits, rng, population, claimed, history);
    return make_strategy(name, options)->propose(ctx, 16);
  };
  const auto mean_time = [&](const std::vector<Proposed>& batch) {
    double sum = 0;
    for (const Proposed& p : batch) {
      const ReplayRow* row = fixtures::synthetic_table().find(p.point);
      // A failing point counts as twice the slowest recorded time (as the model learns it).
      sum += row->measurement.time_p50_us.value_or(2 * 286.351);
    }
    return sum / static_cast<double>(batch.size());
  };
  double with_model = 0, without = 0;
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    const std::vector<Proposed> m = propose("evo_model", seed, {{"explore", Value(0)}});
    const std::vector<Proposed> plain = propose("evo", seed, {});
    ASSERT_EQ(m.size(), 16u);
    ASSERT_EQ(plain.size(), 16u);
    std::set<Point> distinct;
    for (const Proposed& p : m) {
      EXPECT_TRUE(space.valid(p.point));
      EXPECT_FALSE(known.count(p.point)) << "proposed a point measured before";
      distinct.insert(p.point);
      ASSERT_TRUE(p.prediction);
      EXPECT_EQ(p.prediction->model, "xgboost");
      EXPECT_EQ(p.prediction->trained_on, 100);
      EXPECT_GT(p.prediction->time_us, 0);
    }
    EXPECT_EQ(distinct.size(), m.size());
    for (const Proposed& p : plain) EXPECT_FALSE(p.prediction);
    with_model += mean_time(m);
    without += mean_time(plain);
  }
  // The model's picks are faster on average than evo's own proposals.
  EXPECT_LT(with_model, 0.85 * without);

  // Below min_train the strategy is plain evo: no predictions.
  const std::vector<Proposed> early = propose("evo_model", 1, {{"min_train", Value(1000)}});
  ASSERT_FALSE(early.empty());
  for (const Proposed& p : early) EXPECT_FALSE(p.prediction);
}

// Evolution in the model's space: the batch may lie more knobs away from
// every measured member than evo's own operators move, and a proposal names
// as parents only measured members, never a virtual one.
TEST(EvoModelStrategy, EvolutionInTheModelsSpaceReachesBeyondEvosNeighbourhood) {
  REQUIRE_COST_MODEL();
  const Experiment e = fixtures::synthetic_s512_experiment();
  const SearchSpace space = SearchSpace::of(e);
  std::vector<Observation> all = observations(space);
  shuffle(all, 5);
  const std::vector<Observation> history(all.begin(), all.begin() + 60);
  const std::vector<Member> population = fastest_members(history, 4);
  std::set<std::int64_t> member_ids;
  for (const Member& m : population) member_ids.insert(m.candidate_id);
  std::set<Point> known;
  for (const Observation& o : history) known.insert(o.point);

  const DeviceLimits limits;
  // Knobs that differ from the nearest member of the population.
  const auto distance = [&](const Point& p) {
    std::size_t nearest = p.size();
    for (const Member& m : population)
      nearest = std::min(nearest, static_cast<std::size_t>(parameters_apart(p, m.point)));
    return nearest;
  };
  // Mutations two or more knobs from every member, over five seeds.
  const auto far_mutations = [&](int generations) {
    std::size_t far = 0;
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
      Rng rng(seed);
      std::set<Point> claimed = known;
      ProposalContext ctx = context(space, e, limits, rng, population, claimed, history);
      const std::vector<Proposed> batch =
          make_strategy("evo_model", {{"model_generations", Value(generations)},
                                      {"niche", Value(0)},  // the parents are the elite: distances count from it
                                      {"sample", Value(0)},
                                      {"explore", Value(0)},
                                      {"immigrant", Value(0)},
                                      {"crossover", Value(0)},
                                      {"insight", Value(0)},
                                      {"extra_mutation", Value(0)}})
              ->propose(ctx, 16);
      EXPECT_EQ(batch.size(), 16u);
      for (const Proposed& p : batch) {
        EXPECT_TRUE(space.valid(p.point));
        EXPECT_FALSE(known.count(p.point));
        if (p.parent1) EXPECT_TRUE(member_ids.count(*p.parent1)) << "parent " << *p.parent1 << " was never measured";
        if (p.parent2) EXPECT_TRUE(member_ids.count(*p.parent2)) << "parent " << *p.parent2 << " was never measured";
        if (p.origin == Origin::mutation && distance(p.point) >= 2) ++far;
      }
    }
    return far;
  };
  // Evo's mutations change one knob here (no extra mutation, no crossover or
  // rules); in the model's space a mutation of a best-predicted proposal
  // changes a second.
  EXPECT_EQ(far_mutations(0), 0u);
  EXPECT_GE(far_mutations(4), 5u);
}

// Niching (issue 17): when the elite is one family, `niche` puts the best
// point of another family among the parents once the best has stood for
// `niche_after` evaluations, so proposals are bred from it; the plain elite
// (niche 0), or niching not yet started, never breeds from it.
TEST(EvoModelStrategy, NicheBreedsFromAnotherFamilyThanTheElites) {
  REQUIRE_COST_MODEL();
  const Experiment e = fixtures::synthetic_s512_experiment();
  const SearchSpace space = SearchSpace::of(e);
  std::vector<Observation> all = observations(space);
  shuffle(all, 13);
  std::vector<Observation> history(all.begin(), all.begin() + 60);
  std::set<Point> known;
  for (const Observation& o : history) known.insert(o.point);
  const std::vector<Member> fastest = fastest_members(history, 1);
  ASSERT_EQ(fastest.size(), 1u);
  const Member& best = fastest.front();

  // The elite: the best and three points one knob from it, measured just slower.
  std::vector<Member> elite{best};
  std::int64_t id = 1000;
  for (int i = 0; i < static_cast<int>(space.parameters().size()) && elite.size() < 4; ++i)
    for (const ParamValue& v : space.neighbours(best.point, i)) {
      Point p = best.point;
      p[space.parameters()[i].name] = v;
      if (!space.valid(p) || known.count(p) || elite.size() >= 4) continue;
      const double t = best.time_us * (1 + 0.01 * static_cast<double>(elite.size()));
      history.push_back({++id, p, CandidateStatus::ok, t, best.ptxas, false});
      elite.push_back({id, "", p, t, best.ptxas, {}});
      known.insert(p);
      break;
    }
  ASSERT_EQ(elite.size(), 4u);
  // The other family's best: the fastest measured point three or more knobs from the best.
  std::optional<Member> other;
  for (const Member& m : fastest_members(history, history.size()))
    if (parameters_apart(m.point, best.point) >= 3) {
      other = m;
      break;
    }
  ASSERT_TRUE(other);

  const DeviceLimits limits;
  // Parents named by a batch over five seeds; the batch is drawn at random from
  // evo's proposals (no model rounds, no random sample), so it shows the parents.
  const auto parents = [&](int niche, int after) {
    std::set<std::int64_t> named;
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
      Rng rng(seed);
      std::set<Point> claimed = known;
      ProposalContext ctx = context(space, e, limits, rng, elite, claimed, history);
      const std::vector<Proposed> batch = make_strategy("evo_model", {{"niche", Value(niche)},
                                                                      {"niche_after", Value(after)},
                                                                      {"model_generations", Value(0)},
                                                                      {"sample", Value(0)},
                                                                      {"explore", Value(1)},
                                                                      {"immigrant", Value(0)}})
                                              ->propose(ctx, 16);
      EXPECT_EQ(batch.size(), 16u);
      for (const Proposed& p : batch) {
        EXPECT_FALSE(known.count(p.point));
        if (p.parent1) named.insert(*p.parent1);
        if (p.parent2) named.insert(*p.parent2);
      }
    }
    return named;
  };
  std::set<std::int64_t> elite_ids;
  for (const Member& m : elite) elite_ids.insert(m.candidate_id);
  const std::set<std::int64_t> plain = parents(0, 0);
  EXPECT_FALSE(plain.count(other->candidate_id));
  for (std::int64_t p : plain) EXPECT_TRUE(elite_ids.count(p)) << "niche 0 bred from " << p << ", not of the elite";
  EXPECT_TRUE(parents(3, 0).count(other->candidate_id)) << "niche 3 never bred from the other family's best";
  EXPECT_FALSE(parents(3, 1000).count(other->candidate_id)) << "niching started before niche_after evaluations";
}
