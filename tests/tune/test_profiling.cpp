// Profiling between generations and metric gates, through the real search
// loop and store, answered by the replay evaluator from the synthetic s512
// landscape with a recorded tensor-pipe metric added (tensor % grows with
// BLOCK_N): the profiled top candidates get their metrics and cost stored; a
// gate removes those below it from every population while they keep their
// numbers; a resumed search keeps them out; the per-rule summary adds up.
#include <cstdio>
#include <fstream>
#include <set>
#include <sstream>

#include <gtest/gtest.h>

#include "search/insight_rules.hpp"
#include "search/replay_evaluator.hpp"
#include "search/space.hpp"
#include "search/synthetic_experiment.hpp"
#include "store/schema.hpp"
#include "tune/run.hpp"

namespace evotune::tune {
namespace {

using namespace evotune::search;

namespace cm = cupti_metric;

double tensor_pct_of(int block_n) { return block_n >= 64 ? 40.0 + block_n / 4.0 : 5.0 + block_n / 4.0; }

// The synthetic landscape plus a metric column: tensor pipe % by BLOCK_N.
std::filesystem::path landscape_with_metrics(const fixtures::TempDir& dir) {
  std::ifstream in(fixtures::synthetic_landscape());
  std::ofstream out(dir / "with_metrics.csv");
  std::string line;
  int block_n_column = -1;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') {
      out << line << "\n";
      continue;
    }
    std::vector<std::string> fields;
    std::stringstream s(line);
    for (std::string f; std::getline(s, f, ',');) fields.push_back(f);
    if (block_n_column < 0) {
      for (std::size_t i = 0; i < fields.size(); ++i)
        if (fields[i] == "BLOCK_N") block_n_column = static_cast<int>(i);
      out << line << ",metric:" << cm::kTensorPipePct << "\n";
      continue;
    }
    out << line << "," << tensor_pct_of(std::stoi(fields[static_cast<std::size_t>(block_n_column)])) << "\n";
  }
  return dir / "with_metrics.csv";
}

RunOptions quiet() {
  RunOptions o;
  return o;
}

Experiment gated_experiment() {
  Experiment e = fixtures::synthetic_s512_experiment();
  e.profile.top = 4;
  e.profile.metrics = {"tensor"};
  e.gates.metrics.limits["min_tensor_util"] = 40;  // BLOCK_N 16 and 32 fail it
  e.search.options["insight"] = Value(0.25);         // the rules read the profiles (off by default)
  e.file_text += "profile top 4, min_tensor_util 40, insight 0.25\n";
  e.file_hash = sha256_hex(e.file_text);
  return e;
}

int block_n(store::Store& s, std::int64_t candidate_id) {
  const auto c = s.candidate(candidate_id);
  return point_from_json(nlohmann::json::parse(c->params_json)).at("BLOCK_N").as_int();
}

TEST(Profiling, GateRemovesProfiledCandidatesFromEveryPopulationButKeepsTheirNumbers) {
  fixtures::TempDir dir;
  const ReplayTable table = ReplayTable::from_csv(landscape_with_metrics(dir));
  const Experiment e = gated_experiment();
  const SearchSpace space = SearchSpace::of(e);
  store::Store store(dir / "x.db");
  ReplayEvaluator ev(table, space);
  ASSERT_TRUE(ev.can_profile());
  const RunSummary s = run_search(e, store, ev, quiet());

  const auto profiles = store.profiles(s.experiment_id, s.environment_id);
  ASSERT_FALSE(profiles.empty());
  std::set<std::int64_t> gated;
  for (const auto& [candidate, p] : profiles) {
    EXPECT_FALSE(p.error.has_value()) << *p.error;
    EXPECT_EQ(p.run_id, s.run_id);
    const double tensor = store.metrics(p.evaluation_id).at(cm::kTensorPipePct);
    EXPECT_EQ(p.gate_reason.has_value(), tensor < 40) << candidate;
    if (p.gate_reason) {
      gated.insert(candidate);
      EXPECT_NE(p.gate_reason->find("gate min_tensor_util 40%"), std::string::npos) << *p.gate_reason;
      // It keeps its numbers.
      const auto ev_row = store.evaluation(candidate);
      EXPECT_EQ(ev_row->measurement.status, CandidateStatus::ok);
      EXPECT_TRUE(ev_row->measurement.time_p50_us.has_value());
    }
  }
  ASSERT_FALSE(gated.empty()) << "the landscape's fast points include BLOCK_N 32: some must have been gated";
  // No population of any generation holds a gated candidate; the final one holds only BLOCK_N >= 64
  // among the profiled (the unprofiled tail may still hold anything).
  for (int g = 0; g < s.generations_closed; ++g)
    for (std::int64_t id : store.population(s.experiment_id, s.environment_id, g)) EXPECT_FALSE(gated.count(id)) << g;
  // Gated candidates were fast enough to be in the population otherwise: the
  // same search without the gate (same seed, so the same generation 0) holds
  // some of them in its first population.
  {
    Experiment ungated = e;
    ungated.gates.metrics = {};
    store::Store other(dir / "ungated.db");
    ReplayEvaluator ev0(table, space);
    const RunSummary u = run_search(ungated, other, ev0, quiet());
    std::set<std::string> gated_hashes;
    for (std::int64_t id : gated) gated_hashes.insert(store.candidate(id)->source_hash);
    int kept_there = 0;
    for (std::int64_t id : other.population(u.experiment_id, u.environment_id, 0))
      kept_there += gated_hashes.count(other.candidate(id)->source_hash) > 0;
    EXPECT_GT(kept_there, 0);
  }
  // The best is the fastest valid candidate the gate let through: profiled (the
  // best of a generation always is), above the gate (so BLOCK_N 64 or more, where
  // BLOCK_N 16 and 32 are gated), and no slower than any other ungated ok candidate.
  ASSERT_TRUE(s.best);
  EXPECT_FALSE(gated.count(s.best->candidate_id));
  ASSERT_TRUE(profiles.count(s.best->candidate_id));
  EXPECT_GE(store.metrics(profiles.at(s.best->candidate_id).evaluation_id).at(cm::kTensorPipePct), 40);
  EXPECT_GE(block_n(store, s.best->candidate_id), 64);
  for (const store::Result& r : store.results(s.experiment_id, s.environment_id))
    if (r.evaluation && r.evaluation->measurement.status == CandidateStatus::ok && !gated.count(r.candidate.id))
      EXPECT_GE(*r.evaluation->measurement.time_p50_us, s.best->time_us) << "candidate " << r.candidate.id;

  // Resumed with a larger budget: gated candidates stay out, nothing is re-profiled.
  const std::size_t profiled_before = profiles.size();
  RunOptions more = quiet();
  more.max_evaluations = 200;
  ReplayEvaluator ev2(table, space);
  const RunSummary s2 = run_search(e, store, ev2, more);
  EXPECT_TRUE(s2.resumed);
  for (int g = 0; g < s2.generations_closed; ++g)
    for (std::int64_t id : store.population(s2.experiment_id, s2.environment_id, g)) EXPECT_FALSE(gated.count(id));
  const auto after = store.profiles(s2.experiment_id, s2.environment_id);
  EXPECT_GE(after.size(), profiled_before);
  for (const auto& [candidate, p] : profiles) EXPECT_EQ(after.at(candidate).created_at, p.created_at);
}

// stdout of `evotune ARGS` (the real binary, as a user runs it).
std::string evotune_output(const std::string& args) {
  std::string out;
  FILE* p = ::popen((std::string(EVOTUNE_BINARY) + " " + args + " 2>&1").c_str(), "r");
  if (!p) return out;
  char buf[4096];
  for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, p)) > 0;) out.append(buf, n);
  ::pclose(p);
  return out;
}

TEST(Profiling, LeaderboardAndShowMarkGatedCandidatesAndShowTheProfile) {
  fixtures::TempDir dir;
  const ReplayTable table = ReplayTable::from_csv(landscape_with_metrics(dir));
  const Experiment e = gated_experiment();
  const SearchSpace space = SearchSpace::of(e);
  std::int64_t gated_id = 0, kept_id = 0;
  {
    store::Store store(dir / "x.db");
    ReplayEvaluator ev(table, space);
    const RunSummary s = run_search(e, store, ev, quiet());
    for (const auto& [candidate, p] : store.profiles(s.experiment_id, s.environment_id))
      (p.gate_reason ? gated_id : kept_id) = candidate;
  }
  ASSERT_GT(gated_id, 0);
  ASSERT_GT(kept_id, 0);
  const std::string db = "--db " + (dir / "x.db").string();
  const std::string board = evotune_output(db + " leaderboard synthetic_s512");
  EXPECT_NE(board.find("metric_gated "), std::string::npos) << board;
  const std::string gated = evotune_output(db + " show " + std::to_string(gated_id));
  EXPECT_NE(gated.find("metric_gated: tensor pipe"), std::string::npos) << gated;
  EXPECT_NE(gated.find("REMOVED from the population: tensor pipe"), std::string::npos) << gated;
  const std::string kept = evotune_output(db + " show " + std::to_string(kept_id));
  EXPECT_NE(kept.find("profile (CUPTI range profiler)"), std::string::npos) << kept;
  EXPECT_NE(kept.find("profiling cost"), std::string::npos) << kept;
  EXPECT_NE(kept.find("tensor pipe"), std::string::npos) << kept;
  EXPECT_EQ(kept.find("metric_gated"), std::string::npos) << kept;
}

TEST(Profiling, WithoutGatesNothingLeavesAndWithoutTopNothingIsProfiled) {
  fixtures::TempDir dir;
  const ReplayTable table = ReplayTable::from_csv(landscape_with_metrics(dir));
  Experiment e = gated_experiment();
  e.gates.metrics = {};
  const SearchSpace space = SearchSpace::of(e);
  store::Store store(dir / "x.db");
  ReplayEvaluator ev(table, space);
  const RunSummary s = run_search(e, store, ev, quiet());
  const auto profiles = store.profiles(s.experiment_id, s.environment_id);
  EXPECT_FALSE(profiles.empty());
  for (const auto& [candidate, p] : profiles) EXPECT_FALSE(p.gate_reason.has_value());

  Experiment off = fixtures::synthetic_s512_experiment();
  store::Store store2(dir / "y.db");
  ReplayEvaluator ev2(table, space);
  const RunSummary s2 = run_search(off, store2, ev2, quiet());
  EXPECT_TRUE(store2.profiles(s2.experiment_id, s2.environment_id).empty());
}

TEST(Profiling, RuleSummaryCountsEveryCandidateOnce) {
  fixtures::TempDir dir;
  const ReplayTable table = ReplayTable::from_csv(landscape_with_metrics(dir));
  const Experiment e = gated_experiment();
  const SearchSpace space = SearchSpace::of(e);
  store::Store store(dir / "x.db");
  ReplayEvaluator ev(table, space);
  const RunSummary s = run_search(e, store, ev, quiet());
  const auto rules = store.rule_summary(s.experiment_id, s.environment_id);
  std::int64_t made = 0;
  bool insight = false;
  for (const store::RuleSummary& r : rules) {
    made += r.made;
    EXPECT_LE(r.improved, r.with_parent);
    EXPECT_LE(r.with_parent, r.valid);
    EXPECT_LE(r.valid, r.evaluated);
    EXPECT_EQ(r.rule.has_value(), r.origin == "insight") << r.origin;
    insight |= r.rule.has_value();
  }
  EXPECT_EQ(made, static_cast<std::int64_t>(store.candidates(s.experiment_id, s.environment_id).size()));
  EXPECT_TRUE(insight);
}

// The metric rules fire on the facts a profile gives, and only then.
TEST(InsightMetricRules, FireOnProfiledFactsOnly) {
  Member m;
  m.point = {{"BLOCK_M", Value(64)}, {"BLOCK_N", Value(64)}, {"NUM_WARPS", Value(4)}, {"ROWS_PER_THREAD", Value(1)},
             {"PAD", Value(0)}};
  m.time_us = 10;
  const Experiment e = fixtures::synthetic_s512_experiment();
  auto fired = [&](const Member& x) {
    std::set<std::string> names;
    const Facts f = facts_of(x, e, DeviceLimits{});
    for (const InsightRule& r : insight_rules())
      if (r.applies(f)) names.insert(r.name);
    return names;
  };
  const auto plain = fired(m);
  EXPECT_FALSE(plain.count("low_tensor_high_dram_more_stages"));
  EXPECT_FALSE(plain.count("bank_conflicts_change_layout"));
  m.metrics = {{cm::kTensorPipePct, 12}, {cm::kDramPct, 70}, {cm::kSharedBankConflicts, 300},
               {cm::kSharedWavefronts, 1000},
               {"smsp__average_warps_issue_stalled_barrier_per_issue_active.ratio", 2.0},
               {"smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio", 0.5}};
  const auto profiled = fired(m);
  EXPECT_TRUE(profiled.count("low_tensor_high_dram_more_stages"));
  EXPECT_TRUE(profiled.count("bank_conflicts_change_layout"));  // 30% conflict wavefronts
  EXPECT_TRUE(profiled.count("barrier_stalls_fewer_warps"));
  EXPECT_FALSE(profiled.count("long_scoreboard_stalls_more_stages"));  // not the top stall
}

}  // namespace
}  // namespace evotune::tune

namespace evotune::tune {
namespace {

using namespace evotune::search;

TEST(ProfileStore, SanitizerChecksRoundTripAndABadVerdictIsRefused) {
  fixtures::TempDir dir;
  Experiment e = fixtures::synthetic_s512_experiment();
  e.search.budget.evaluations = 16;
  const SearchSpace space = SearchSpace::of(e);
  store::Store store(dir / "x.db");
  const ReplayTable table = ReplayTable::from_csv(fixtures::synthetic_landscape());
  ReplayEvaluator ev(table, space);
  const RunSummary s = run_search(e, store, ev, quiet());
  const std::int64_t evaluation = store.evaluation(s.best->candidate_id)->id;
  {
    auto tx = store.transaction();
    store.put_sanitizer_check({evaluation, s.run_id, "memcheck", "clean", 0, "ERROR SUMMARY: 0 errors", 1.5, ""});
    store.put_sanitizer_check({evaluation, s.run_id, "racecheck", "errors", 2, "RACECHECK SUMMARY: 2 hazards", 3, ""});
    tx.commit();
  }
  const auto checks = store.sanitizer_checks(evaluation);
  ASSERT_EQ(checks.size(), 2u);
  EXPECT_EQ(checks[0].tool, "memcheck");
  EXPECT_EQ(checks[0].verdict, "clean");
  EXPECT_EQ(checks[1].errors, 2);
  EXPECT_EQ(checks[1].run_id, s.run_id);
  auto tx = store.transaction();
  EXPECT_THROW(store.put_sanitizer_check({evaluation, s.run_id, "memcheck", "fine", 0, "", 0, ""}), StoreError);
  EXPECT_THROW(store.put_sanitizer_check({evaluation, s.run_id, "leakcheck", "clean", 0, "", 0, ""}), StoreError);
}

TEST(ProfileStore, AVersionOneDatabaseGainsTheProfileTables) {
  fixtures::TempDir dir;
  {
    store::Database db(dir / "v1.db");
    store::migrate(db, store::builtin_migrations().first(1));
    EXPECT_EQ(store::schema_version(db), 1);
  }
  store::Store upgraded(dir / "v1.db");
  EXPECT_EQ(store::schema_version(upgraded.db()), store::latest_schema_version());
  EXPECT_EQ(upgraded.db().query_int(
                "SELECT count(*) FROM sqlite_schema WHERE name IN ('profiles', 'sanitizer_checks')"),
            2);
}

}  // namespace
}  // namespace evotune::tune
