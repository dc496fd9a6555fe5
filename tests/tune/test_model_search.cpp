// Issue 17 through the run loop, on a real SQLite file with the replay
// evaluator on the synthetic s512 landscape: evo_model stores its predictions
// beside the measurements and reports their rank correlation; early exit
// records slow candidates as partial, keeps them out of the population, and
// survives a resume.
#include <gtest/gtest.h>

#include <set>

#include "search/cost_model.hpp"
#include "search/insight_rules.hpp"
#include "search/replay_evaluator.hpp"
#include "search/synthetic_experiment.hpp"
#include "core/hash.hpp"
#include "store/store.hpp"
#include "tune/run.hpp"

using namespace evotune;
using namespace evotune::search;
using namespace evotune::tune;

namespace {

RunSummary run(const Experiment& e, const std::filesystem::path& db, RunOptions o = {}) {
  store::Store store(db);
  const SearchSpace space = SearchSpace::of(e);
  ReplayEvaluator ev(fixtures::synthetic_table(), space);
  return run_search(e, store, ev, o);
}

}  // namespace

TEST(ModelSearch, EvoModelStoresHeldOutPredictionsAndReportsTheirRankCorrelation) {
  const std::string why = cost_model_unavailable();
  if (why.find("built without XGBoost") != std::string::npos) GTEST_SKIP() << why;
  ASSERT_TRUE(why.empty()) << why;
  fixtures::TempDir dir;
  Experiment e = fixtures::synthetic_s512_experiment();
  e.search.strategy = "evo_model";
  e.search.budget.evaluations = 160;  // generations of 16; the model ranks from generation 1 on
  e.search.options["min_train"] = Value(8);  // generation 0 has 16 evaluations, a few of them gate rejects
  // Half of each batch drawn from the pool at random: the model's own picks all look fast to it, so their
  // times span too little for a rank correlation to say much (the explored half is held out as well).
  e.search.options["explore"] = Value(0.5);
  const RunSummary s = run(e, dir / "m.db");
  EXPECT_EQ(s.strategy, "evo_model");
  EXPECT_EQ(s.evaluations_total, 160);
  ASSERT_TRUE(s.best);

  store::Store store(dir / "m.db");
  const std::vector<store::PredictionRow> predictions = store.predictions(s.experiment_id, s.environment_id);
  std::map<std::int64_t, int> generation_of;
  for (const auto& c : store.candidates(s.experiment_id, s.environment_id)) generation_of[c.id] = c.generation;
  // Generation 0 is random (nothing to learn from yet); every later candidate was chosen by the model.
  std::int64_t later = 0;
  for (const auto& [id, g] : generation_of) later += g > 0;
  EXPECT_EQ(static_cast<std::int64_t>(predictions.size()), later);
  std::vector<double> predicted, measured;
  for (const store::PredictionRow& p : predictions) {
    EXPECT_EQ(p.model, "xgboost");
    EXPECT_GT(generation_of.at(p.candidate_id), 0);
    // Held out: the model had learnt only from earlier generations' evaluations.
    EXPECT_LE(p.trained_on, 16 * generation_of.at(p.candidate_id));
    EXPECT_GE(p.trained_on, 16);
    ASSERT_TRUE(p.status) << "candidate " << p.candidate_id << " was never evaluated";
    if (p.measured_us && !p.partial) {
      predicted.push_back(p.predicted_us);
      measured.push_back(*p.measured_us);
    }
  }
  // One by one, as `evotune show` reads them; a generation-0 candidate has none.
  EXPECT_DOUBLE_EQ(store.prediction(predictions.back().candidate_id)->predicted_us, predictions.back().predicted_us);
  for (const auto& [id, g] : generation_of)
    if (g == 0) EXPECT_FALSE(store.prediction(id)) << id;
  ASSERT_TRUE(s.model_spearman);
  EXPECT_EQ(s.model_predictions, static_cast<std::int64_t>(predicted.size()));
  EXPECT_DOUBLE_EQ(*s.model_spearman, *spearman(predicted, measured));
  // Among candidates an evolving search already narrowed down, the ranking still says something.
  EXPECT_GT(*s.model_spearman, 0.3);
}

TEST(ModelSearch, EarlyExitRecordsSlowCandidatesPartialAndKeepsThemOutOfThePopulation) {
  fixtures::TempDir dir;
  Experiment e = fixtures::synthetic_s512_experiment();
  e.search.strategy = "random";  // many slow candidates
  e.search.budget.evaluations = 96;
  RunOptions o;
  o.early_exit = 2.0;
  const RunSummary s = run(e, dir / "x.db", o);
  store::Store store(dir / "x.db");
  const auto results = store.results(s.experiment_id, s.environment_id);
  std::set<std::int64_t> partial;
  std::map<int, double> kth;  // generation -> K-th member's time
  for (int g = 0; g < s.generations_closed; ++g) {
    const auto ids = store.population(s.experiment_id, s.environment_id, g);
    ASSERT_EQ(ids.size(), 4u);
    kth[g] = *store.evaluation(ids.back())->measurement.time_p50_us;
  }
  for (const auto& r : results) {
    ASSERT_TRUE(r.evaluation);
    const Measurement& m = r.evaluation->measurement;
    if (!m.partial()) {
      // Not stopped: either no threshold yet (generation 0), or not slower than it.
      if (r.candidate.generation > 0 && m.status == CandidateStatus::ok)
        EXPECT_LE(*m.time_p50_us, 2.0 * kth.at(r.candidate.generation - 1)) << "candidate " << r.candidate.id;
      continue;
    }
    partial.insert(r.candidate.id);
    EXPECT_GT(r.candidate.generation, 0) << "generation 0 has no population to compare with";
    EXPECT_EQ(m.status, CandidateStatus::ok);
    // The threshold was twice the K-th member of the parents' population.
    EXPECT_DOUBLE_EQ(*m.partial_above_us, 2.0 * kth.at(r.candidate.generation - 1));
    EXPECT_GT(*m.time_p50_us, *m.partial_above_us);
    // The same, read one by one.
    EXPECT_EQ(store.evaluation(r.candidate.id)->measurement.partial_above_us, m.partial_above_us);
  }
  EXPECT_GT(partial.size(), 10u) << "random search on this landscape meets many slow candidates";
  EXPECT_EQ(s.partial_evaluations, static_cast<std::int64_t>(partial.size()));
  for (int g = 0; g < s.generations_closed; ++g)
    for (std::int64_t id : store.population(s.experiment_id, s.environment_id, g)) EXPECT_FALSE(partial.count(id));

  // A resumed search reads them back as partial.
  RunOptions more = o;
  more.max_evaluations = 128;
  const RunSummary resumed = run(e, dir / "x.db", more);
  EXPECT_TRUE(resumed.resumed);
  EXPECT_GE(resumed.partial_evaluations, s.partial_evaluations);

  // Off: nothing partial, the same candidates measured in full.
  RunOptions off;
  off.early_exit = 0;
  const RunSummary full = run(e, dir / "off.db", off);
  EXPECT_EQ(full.partial_evaluations, 0);
  store::Store off_store(dir / "off.db");
  EXPECT_TRUE(off_store.partial_timings(full.experiment_id, full.environment_id).empty());

  RunOptions bad;
  bad.early_exit = 0.5;
  EXPECT_THROW(run(e, dir / "bad.db", bad), SearchError);
}

TEST(ModelSearch, SkipRuleLeavesOneInsightRuleOut) {
  fixtures::TempDir dir;
  Experiment e = fixtures::synthetic_s512_experiment();
  e.search.budget.evaluations = 160;
  e.search.options["insight"] = Value(0.6);  // many insight proposals
  const auto rules_made = [&](const std::string& db, std::optional<int> skip) {
    Experiment x = e;
    if (skip) x.search.options["skip_rule"] = Value(static_cast<std::int64_t>(*skip));
    const RunSummary s = run(x, dir / db);
    store::Store store(dir / db);
    std::map<std::string, std::int64_t> made;
    for (const auto& c : store.candidates(s.experiment_id, s.environment_id))
      if (c.rule) ++made[*c.rule];
    return made;
  };
  const std::map<std::string, std::int64_t> all = rules_made("all.db", std::nullopt);
  ASSERT_FALSE(all.empty());
  // The rule that made the most candidates, by its place in the table.
  const auto most = std::max_element(all.begin(), all.end(),
                                     [](const auto& a, const auto& b) { return a.second < b.second; });
  const std::span<const InsightRule> table = insight_rules();
  int index = -1;
  for (std::size_t i = 0; i < table.size(); ++i)
    if (most->first == table[i].name) index = static_cast<int>(i);
  ASSERT_GE(index, 0);
  const std::map<std::string, std::int64_t> without = rules_made("without.db", index);
  EXPECT_EQ(without.count(most->first), 0u) << most->first << " made candidates although left out";
  EXPECT_THROW(make_strategy("evo", {{"skip_rule", Value(static_cast<std::int64_t>(table.size()))}}), SearchError);
}

TEST(ModelSearch, EvoModelLearnsFromEarlierSearchesOfTheSameExperiment) {
  const std::string why = cost_model_unavailable();
  if (why.find("built without XGBoost") != std::string::npos) GTEST_SKIP() << why;
  ASSERT_TRUE(why.empty()) << why;
  fixtures::TempDir dir;
  Experiment e = fixtures::synthetic_s512_experiment();
  e.search.budget.evaluations = 64;
  const RunSummary first = run(e, dir / "m.db");
  ASSERT_EQ(first.evaluations_total, 64);
  // The file edited: a new search of the same experiment, with the model.
  e.file_text += "# edited\n";
  e.file_hash = sha256_hex(e.file_text);
  e.search.strategy = "evo_model";
  e.search.options["min_train"] = Value(8);
  const RunSummary second = run(e, dir / "m.db");
  EXPECT_NE(second.experiment_id, first.experiment_id);
  store::Store store(dir / "m.db");
  const auto predictions = store.predictions(second.experiment_id, second.environment_id);
  ASSERT_FALSE(predictions.empty());
  // Its first predictions (generation 1) learnt from generation 0 and the whole earlier search.
  EXPECT_GE(predictions.front().trained_on, 64 + 16);
  EXPECT_TRUE(store.predictions(first.experiment_id, first.environment_id).empty());
}
