// The search loop end to end on a real SQLite file, with the replay evaluator
// on the synthetic s512 landscape: each strategy, reproducibility, budgets,
// resumption, changed files, and the evaluator failing mid-run.
#include <gtest/gtest.h>

#include <atomic>
#include <cstdio>
#include <fstream>
#include <set>

#include "cli/progress_printer.hpp"
#include "search/insight_rules.hpp"
#include "search/replay_evaluator.hpp"
#include "search/synthetic_experiment.hpp"
#include "tune/progress.hpp"
#include "tune/run.hpp"

using namespace evotune;
using namespace evotune::search;
using namespace evotune::tune;

namespace {

const ReplayTable& landscape() { return fixtures::synthetic_table(); }

RunOptions quiet() {
  RunOptions o;
  return o;
}

struct Row {
  std::string params;
  std::string origin;
  int generation;
  bool operator==(const Row&) const = default;
};

// The search as recorded: every candidate in proposal order.
std::vector<Row> history(store::Store& store, const RunSummary& s) {
  std::vector<Row> out;
  for (const auto& c : store.candidates(s.experiment_id, s.environment_id))
    out.push_back({c.params_json, origin_name(c.origin), c.generation});
  return out;
}

// Evaluations per candidate identity in the whole database.
std::map<std::string, int> evaluations_per_identity(store::Store& store) {
  std::map<std::string, int> out;
  store::Statement s(store.db(), "SELECT c.source_hash FROM evaluations e JOIN candidates c ON c.id = e.candidate_id");
  while (s.step()) ++out[s.column_text(0)];
  return out;
}

RunSummary run(const Experiment& e, const std::filesystem::path& db, RunOptions o = quiet(),
               ReplayOptions replay = {}) {
  store::Store store(db);
  const SearchSpace space = SearchSpace::of(e);
  ReplayEvaluator ev(landscape(), space, replay);
  return run_search(e, store, ev, o);
}

bool compile_stage(CandidateStatus s) {
  return s == CandidateStatus::compile_error || s == CandidateStatus::compile_timeout ||
         s == CandidateStatus::gate_reject;
}

// The landscape as a run without a GPU sees it: a recorded compile error or
// gate rejection is that outcome; any other point compiled and passed the
// gates, and comes back awaiting the GPU. Every outcome carries its compile.
class CompileOnlyReplay : public Evaluator {
 public:
  CompileOnlyReplay(const ReplayTable& table, const SearchSpace& space) : replay_(table, space) {}
  EnvironmentInfo environment() override { return compile_only_environment("sm_90", "13.0"); }
  std::string identity(const Point& p) override { return replay_.identity(p); }
  void submit(std::vector<Proposal> batch) override {
    for (const Proposal& p : batch) identities_[p.ticket] = p.identity;
    replay_.submit(std::move(batch));
  }
  std::vector<Outcome> collect(std::chrono::milliseconds timeout) override {
    std::vector<Outcome> out = replay_.collect(timeout);
    for (Outcome& o : out) {
      const CandidateStatus recorded = o.measurement.status;
      CompileRecord c;
      c.source_hash = identities_.at(o.ticket);
      c.target = "sm_90";
      c.status = compile_stage(recorded) ? recorded : CandidateStatus::ok;
      if (c.status == CandidateStatus::ok) c.cubin = "cubin of " + c.source_hash;
      o.awaits_gpu = c.status == CandidateStatus::ok;
      o.measurement = Measurement{.status = c.status, .error = o.measurement.error, .compile_s = 0.5};
      o.compile = c;
    }
    return out;
  }
  std::size_t pending() const override { return replay_.pending(); }
  void cancel() override { replay_.cancel(); }

 private:
  ReplayEvaluator replay_;
  std::map<std::int64_t, std::string> identities_;
};

}  // namespace

TEST(SearchLoop, ARunWithoutAGpuStoresItsCompilesAndTheFirstGpuRunTakesTheSearchOver) {
  fixtures::TempDir dir;
  const Experiment e = fixtures::synthetic_s512_experiment();
  const SearchSpace space = SearchSpace::of(e);
  store::Store store(dir / "x.db");
  RunSummary compiled;
  for (int run = 0; run < 2; ++run) {  // the second run finds everything done
    CompileOnlyReplay ev(landscape(), space);
    compiled = run_search(e, store, ev, quiet());
    EXPECT_EQ(compiled.resumed, run == 1);
    EXPECT_EQ(compiled.stop_reason, "awaiting_gpu");
    EXPECT_EQ(compiled.generations_closed, 0);
  }
  // The first generation, each candidate with its compile; compile-stage failures are evaluated.
  const auto candidates = store.candidates(compiled.experiment_id, compiled.environment_id);
  ASSERT_EQ(candidates.size(), 16u);
  std::int64_t failed = 0;
  for (const auto& c : candidates) {
    const auto compile = store.find_compile(c.source_hash, "sm_90");
    ASSERT_TRUE(compile) << c.params_json;
    const auto evaluation = store.evaluation(c.id);
    EXPECT_EQ(evaluation.has_value(), compile->status != CandidateStatus::ok) << c.params_json;
    failed += evaluation.has_value();
  }
  EXPECT_EQ(compiled.awaiting_gpu, 16 - failed);
  EXPECT_EQ(compiled.evaluations_total, failed);
  EXPECT_EQ(store.db().query_int("SELECT count(*) FROM compiles"), 16);

  // The first run on a GPU measures them and goes on, as if it had made them itself.
  RunOptions o = quiet();
  o.max_evaluations = 64;
  ReplayEvaluator gpu(landscape(), space);
  const RunSummary measured = run_search(e, store, gpu, o);
  EXPECT_TRUE(measured.adopted_compile_only_search);
  EXPECT_TRUE(measured.resumed);
  EXPECT_NE(measured.environment_id, compiled.environment_id);
  EXPECT_EQ(measured.evaluations_total, 64);
  EXPECT_EQ(measured.awaiting_gpu, 0);
  const RunSummary direct = run(e, dir / "direct.db", o);
  store::Store other(dir / "direct.db");
  EXPECT_EQ(history(store, measured), history(other, direct));
  EXPECT_EQ(measured.best->identity, direct.best->identity);
  for (const auto& [id, n] : evaluations_per_identity(store)) EXPECT_LE(n, 2) << id;  // once per environment
  // The compile-only search is left as it was; the GPU's is the one shown first.
  EXPECT_EQ(store.candidates(compiled.experiment_id, compiled.environment_id).size(), 16u);
  EXPECT_EQ(store.environments_of(measured.experiment_id).front(), measured.environment_id);
  // A later GPU run resumes its own search, adopting nothing again.
  ReplayEvaluator again(landscape(), space);
  o.max_evaluations = 80;
  const RunSummary more = run_search(e, store, again, o);
  EXPECT_FALSE(more.adopted_compile_only_search);
  EXPECT_EQ(more.evaluations_this_run, 16);
}

TEST(SearchLoop, ThisRunsTimeLimitCountsThisRunOnly) {
  fixtures::TempDir dir;
  const Experiment e = fixtures::synthetic_s512_experiment();
  RunOptions o = quiet();
  o.max_evaluations = 32;
  run(e, dir / "x.db", o);
  {
    // Earlier runs took long (far beyond any limit below).
    store::Store store(dir / "x.db");
    store.db().exec("UPDATE runs SET elapsed_s = 1e6");
  }
  o.max_evaluations = 64;
  o.max_seconds_this_run = 1e5;
  const RunSummary resumed = run(e, dir / "x.db", o);
  EXPECT_EQ(resumed.stop_reason, "budget_evaluations");
  EXPECT_EQ(resumed.evaluations_this_run, 32);
  // The budget over all runs is another matter: spent already, the run stops at once.
  o.max_evaluations = 96;
  o.max_seconds_this_run.reset();
  o.max_seconds = 1e5;
  const RunSummary spent = run(e, dir / "x.db", o);
  EXPECT_EQ(spent.stop_reason, "budget_time");
  EXPECT_EQ(spent.evaluations_this_run, 0);
}

TEST(SearchLoop, ExhaustiveCoversTheRestrictedSpaceExactlyOnce) {
  fixtures::TempDir dir;
  Experiment e = fixtures::synthetic_s512_experiment();
  e.search.strategy = "exhaustive";
  e.search.budget = {};
  const RunSummary s = run(e, dir / "x.db");
  EXPECT_EQ(s.stop_reason, "space_exhausted");
  EXPECT_EQ(s.evaluations_total, 676);
  EXPECT_EQ(s.status_counts.at(CandidateStatus::ok), 608);
  EXPECT_EQ(s.status_counts.at(CandidateStatus::gate_reject), 68);
  ASSERT_TRUE(s.best);
  EXPECT_DOUBLE_EQ(s.best->time_us, *landscape().best_time_us());

  store::Store store(dir / "x.db");
  const SearchSpace space = SearchSpace::of(e);
  std::set<std::uint64_t> ranks;
  for (const auto& c : store.candidates(s.experiment_id, s.environment_id)) {
    EXPECT_EQ(c.origin, Origin::exhaustive);
    ranks.insert(space.rank_of(point_from_json(nlohmann::json::parse(c.params_json))));
  }
  EXPECT_EQ(ranks, std::set<std::uint64_t>(space.valid_ranks().begin(), space.valid_ranks().end()));
  for (const auto& [id, n] : evaluations_per_identity(store)) EXPECT_EQ(n, 1) << id;

  // Running it again finds nothing left to do.
  const RunSummary again = run(e, dir / "x.db");
  EXPECT_TRUE(again.resumed);
  EXPECT_EQ(again.evaluations_this_run, 0);
  EXPECT_EQ(again.stop_reason, "space_exhausted");
}

TEST(SearchLoop, RandomRespectsRestrictionsAndNeverRepeats) {
  fixtures::TempDir dir;
  Experiment e = fixtures::synthetic_s512_experiment();
  e.search.strategy = "random";
  e.search.budget.evaluations = 300;
  const RunSummary s = run(e, dir / "x.db");
  EXPECT_EQ(s.stop_reason, "budget_evaluations");
  EXPECT_EQ(s.evaluations_total, 300);
  store::Store store(dir / "x.db");
  const SearchSpace space = SearchSpace::of(e);
  std::set<std::string> seen;
  for (const auto& c : store.candidates(s.experiment_id, s.environment_id)) {
    const Point p = point_from_json(nlohmann::json::parse(c.params_json));
    EXPECT_TRUE(e.satisfies(p)) << c.params_json;
    EXPECT_TRUE(seen.insert(c.params_json).second) << c.params_json;
    EXPECT_EQ(c.origin, Origin::random);
  }
  EXPECT_EQ(seen.size(), 300u);

  // Asked for more than the space holds, random stops when every point is known.
  e.search.budget.evaluations = 5000;
  const RunSummary rest = run(e, dir / "x.db");
  EXPECT_EQ(rest.evaluations_total, 676);
  EXPECT_EQ(rest.stop_reason, "space_exhausted");
}

TEST(SearchLoop, EvoFindsTheLandscapeBestWithinAFractionOfTheSpace) {
  fixtures::TempDir dir;
  const double best = *landscape().best_time_us();
  int found_best = 0;
  for (std::uint64_t seed = 1; seed <= 5; ++seed) {
    Experiment e = fixtures::synthetic_s512_experiment();
    e.search.seed = seed;
    e.search.budget.evaluations = 200;  // 30% of the space
    const RunSummary s = run(e, dir / ("evo" + std::to_string(seed) + ".db"));
    ASSERT_TRUE(s.best);
    EXPECT_LE(s.best->time_us, best * 1.02) << "seed " << seed;
    found_best += s.best->time_us == best;
  }
  EXPECT_GE(found_best, 3);
}

TEST(SearchLoop, EvoProposesByEveryOperatorAndRecordsRulesAndParents) {
  fixtures::TempDir dir;
  Experiment e = fixtures::synthetic_s512_experiment();
  e.search.budget.evaluations = 160;
  e.search.options["insight"] = Value(0.25);  // off by default
  e.search.seeds = {{{"BLOCK_M", 64}, {"BLOCK_N", 64}, {"NUM_WARPS", 4}, {"ROWS_PER_THREAD", 2}, {"PAD", 2}}};
  const RunSummary s = run(e, dir / "x.db");
  store::Store store(dir / "x.db");
  std::map<Origin, int> by_origin;
  std::set<std::string> rule_names;
  for (const auto& rule : insight_rules()) rule_names.insert(rule.name);
  const auto candidates = store.candidates(s.experiment_id, s.environment_id);
  ASSERT_FALSE(candidates.empty());
  EXPECT_EQ(candidates[0].origin, Origin::seed);
  EXPECT_EQ(point_from_json(nlohmann::json::parse(candidates[0].params_json)), e.search.seeds[0]);
  for (const auto& c : candidates) {
    ++by_origin[c.origin];
    switch (c.origin) {
      case Origin::insight:
        ASSERT_TRUE(c.rule);
        EXPECT_TRUE(rule_names.count(*c.rule)) << *c.rule;
        EXPECT_TRUE(c.parent1_id);
        EXPECT_TRUE(c.note);
        break;
      case Origin::mutation:
        EXPECT_TRUE(c.parent1_id);
        EXPECT_FALSE(c.rule);
        break;
      case Origin::crossover:
        EXPECT_TRUE(c.parent1_id && c.parent2_id);
        EXPECT_NE(*c.parent1_id, *c.parent2_id);
        break;
      default: break;
    }
    if (c.parent1_id) {
      // Parents are members of an earlier population.
      auto parent = store.candidate(*c.parent1_id);
      ASSERT_TRUE(parent);
      EXPECT_LT(parent->generation, c.generation);
      EXPECT_EQ(store.evaluation(parent->id)->measurement.status, CandidateStatus::ok);
    }
  }
  EXPECT_GT(by_origin[Origin::mutation], 0);
  EXPECT_GT(by_origin[Origin::crossover], 0);
  EXPECT_GT(by_origin[Origin::insight], 0);
  EXPECT_GT(by_origin[Origin::random], 0);
}

TEST(SearchLoop, PopulationIsTheEliteOfEachGenerationRankedByTime) {
  fixtures::TempDir dir;
  Experiment e = fixtures::synthetic_s512_experiment();
  e.search.budget.evaluations = 64;  // generations 0..3 of 16
  const RunSummary s = run(e, dir / "x.db");
  EXPECT_EQ(s.generations_closed, 4);
  store::Store store(dir / "x.db");
  const auto results = store.results(s.experiment_id, s.environment_id);
  for (int g = 0; g < 4; ++g) {
    // The K = 4 fastest ok candidates of generations <= g, ties by identity.
    std::vector<std::pair<double, std::string>> ok;
    std::map<std::string, std::int64_t> id_of;
    for (const auto& r : results)
      if (r.candidate.generation <= g && r.evaluation && r.evaluation->measurement.status == CandidateStatus::ok) {
        ok.emplace_back(*r.evaluation->measurement.time_p50_us, r.candidate.source_hash);
        id_of[r.candidate.source_hash] = r.candidate.id;
      }
    std::sort(ok.begin(), ok.end());
    std::vector<std::int64_t> expected;
    for (std::size_t i = 0; i < 4 && i < ok.size(); ++i) expected.push_back(id_of[ok[i].second]);
    EXPECT_EQ(store.population(s.experiment_id, s.environment_id, g), expected) << "generation " << g;
  }
  auto state = store.search_state(s.experiment_id, s.environment_id);
  ASSERT_TRUE(state);
  EXPECT_EQ(state->proposed_generation, 3);
  EXPECT_EQ(state->closed_generation, 3);
  EXPECT_EQ(state->strategy, "evo");
}

TEST(SearchLoop, TheSameSeedGivesTheSameSearchAndAnotherSeedAnother) {
  fixtures::TempDir dir;
  std::map<int, RunSummary> first_of;  // lookahead -> run a
  for (int lookahead : {1, 2}) {
    Experiment e = fixtures::synthetic_s512_experiment();
    e.search.seed = 7;
    RunOptions o = quiet();
    o.lookahead = lookahead;
    const std::string tag = std::to_string(lookahead);
    const RunSummary a = run(e, dir / ("a" + tag + ".db"), o);
    // Outcomes arriving one at a time instead of all at once change nothing.
    const RunSummary b = run(e, dir / ("b" + tag + ".db"), o, {.delay = std::chrono::microseconds(200)});
    o.seed = 8;
    const RunSummary c = run(e, dir / ("c" + tag + ".db"), o);
    store::Store sa(dir / ("a" + tag + ".db")), sb(dir / ("b" + tag + ".db")), sc(dir / ("c" + tag + ".db"));
    EXPECT_EQ(history(sa, a), history(sb, b)) << "lookahead " << lookahead;
    EXPECT_NE(history(sa, a), history(sc, c)) << "lookahead " << lookahead;
    EXPECT_EQ(a.evaluations_total, 120);
    first_of[lookahead] = a;
  }
  // The file's search.lookahead is what the option defaults to.
  Experiment e = fixtures::synthetic_s512_experiment();
  e.search.seed = 7;
  e.search.lookahead = 2;
  const RunSummary f = run(e, dir / "file2.db", quiet());
  RunOptions o = quiet();
  o.lookahead = 1;
  const RunSummary g = run(e, dir / "option1.db", o);
  store::Store sf(dir / "file2.db"), sg(dir / "option1.db"), s2(dir / "a2.db"), s1(dir / "a1.db");
  EXPECT_EQ(history(sf, f), history(s2, first_of[2]));
  EXPECT_EQ(history(sg, g), history(s1, first_of[1]));
  EXPECT_NE(history(sf, f), history(sg, g));
}

TEST(SearchLoop, AResumedSearchContinuesExactlyWhereItStoppedAndRedoesNothing) {
  fixtures::TempDir dir;
  for (int lookahead : {1, 2}) {
    Experiment e = fixtures::synthetic_s512_experiment();
    RunOptions o = quiet();
    o.lookahead = lookahead;
    const std::string tag = std::to_string(lookahead);
    // One run of 128, and the same search in two runs of 64 + 64.
    o.max_evaluations = 128;
    const RunSummary whole = run(e, dir / ("whole" + tag + ".db"), o);
    o.max_evaluations = 64;
    const RunSummary first = run(e, dir / ("parts" + tag + ".db"), o);
    EXPECT_FALSE(first.resumed);
    EXPECT_EQ(first.evaluations_total, 64);
    o.max_evaluations = 128;
    const RunSummary second = run(e, dir / ("parts" + tag + ".db"), o);
    EXPECT_TRUE(second.resumed);
    EXPECT_EQ(second.experiment_id, first.experiment_id);
    EXPECT_EQ(second.evaluations_this_run, 64);
    EXPECT_EQ(second.evaluations_total, 128);
    store::Store sw(dir / ("whole" + tag + ".db")), sp(dir / ("parts" + tag + ".db"));
    EXPECT_EQ(history(sw, whole), history(sp, second)) << "lookahead " << lookahead;
    for (const auto& [id, n] : evaluations_per_identity(sp)) EXPECT_EQ(n, 1) << id;
    EXPECT_EQ(whole.best->candidate_id, second.best->candidate_id);
    // The budget counts on: the same budget again does nothing.
    const RunSummary third = run(e, dir / ("parts" + tag + ".db"), o);
    EXPECT_EQ(third.evaluations_this_run, 0);
    EXPECT_EQ(third.stop_reason, "budget_evaluations");
    EXPECT_EQ(sp.db().query_int("SELECT count(*) FROM runs"), 3);
  }
}

// One outcome per collect (a delay, however short, makes the replay deliver
// them one by one), each counted as it arrives.
ReplayOptions one_at_a_time(std::int64_t& delivered) {
  ReplayOptions r{.delay = std::chrono::microseconds(1)};
  r.on_delivered = [&delivered](std::int64_t n) { delivered = n; };
  return r;
}

TEST(SearchLoop, TheTimeBudgetStopsTheRunAndCountsOnAcrossRuns) {
  fixtures::TempDir dir;
  Experiment e = fixtures::synthetic_s512_experiment();
  e.search.budget.evaluations.reset();
  // The run's clock moves 10 ms per evaluation delivered, whatever the machine's speed.
  std::int64_t delivered = 0;
  const auto evaluation_clock = [&delivered] {
    return std::chrono::steady_clock::time_point(std::chrono::milliseconds(10 * delivered));
  };
  RunOptions o = quiet();
  o.clock = evaluation_clock;
  o.max_seconds = 0.455;  // spent at the 46th evaluation (0.46 s)
  const RunSummary first = run(e, dir / "x.db", o, one_at_a_time(delivered));
  EXPECT_EQ(first.stop_reason, "budget_time");
  EXPECT_EQ(first.evaluations_total, 46);
  EXPECT_DOUBLE_EQ(first.seconds_total, 0.46);
  // Spent: a second run with the same budget stops at once.
  delivered = 0;
  const RunSummary second = run(e, dir / "x.db", o, one_at_a_time(delivered));
  EXPECT_EQ(second.stop_reason, "budget_time");
  EXPECT_EQ(second.evaluations_this_run, 0);
  // A larger budget goes on from the 0.46 s spent, first finishing the candidates
  // left pending (the 46th was in the middle of generation 2): 45 more reach 0.91 s.
  o.max_seconds = 0.905;
  delivered = 0;
  const RunSummary third = run(e, dir / "x.db", o, one_at_a_time(delivered));
  EXPECT_EQ(third.stop_reason, "budget_time");
  EXPECT_EQ(third.evaluations_this_run, 45);
  EXPECT_EQ(third.evaluations_total, 91);
  store::Store store(dir / "x.db");
  for (const auto& [id, n] : evaluations_per_identity(store)) EXPECT_EQ(n, 1) << id;
  EXPECT_EQ(store.db().query_int("SELECT count(*) FROM evaluations"), 91);
  EXPECT_NEAR(third.seconds_total, 0.91, 1e-9);
  EXPECT_NEAR(store.elapsed_seconds(third.experiment_id, third.environment_id), 0.91, 1e-9);
}

TEST(SearchLoop, AStopRequestEndsTheRunKeepingWhatFinished) {
  fixtures::TempDir dir;
  Experiment e = fixtures::synthetic_s512_experiment();
  std::atomic<bool> stop{false};
  RunOptions o = quiet();
  o.stop = &stop;
  // The stop arrives (as from SIGINT) with the 40th outcome, in the middle of generation 2.
  std::int64_t delivered = 0;
  ReplayOptions replay = one_at_a_time(delivered);
  replay.on_delivered = [&](std::int64_t n) {
    delivered = n;
    if (n == 40) stop = true;
  };
  const RunSummary first = run(e, dir / "x.db", o, replay);
  EXPECT_EQ(first.stop_reason, "interrupted");
  EXPECT_EQ(first.evaluations_total, 40);
  store::Store store(dir / "x.db");
  EXPECT_EQ(store.db().query_text("SELECT stop_reason FROM runs"), "interrupted");
  EXPECT_EQ(store.db().query_int("SELECT count(*) FROM evaluations"), 40);
  // The rest of generation 2 was proposed and stays pending for the next run.
  EXPECT_EQ(store.db().query_int("SELECT count(*) FROM candidates"), 48);
  stop = false;
  const RunSummary rest = run(e, dir / "x.db", quiet());
  EXPECT_EQ(rest.evaluations_this_run, 80);
  EXPECT_EQ(rest.evaluations_total, 120);
  for (const auto& [id, n] : evaluations_per_identity(store)) EXPECT_EQ(n, 1) << id;
}

TEST(SearchLoop, AChangedFileStartsANewSearchUnlessAskedToResumeIt) {
  fixtures::TempDir dir;
  Experiment e = fixtures::synthetic_s512_experiment();
  e.search.budget.evaluations = 32;
  const RunSummary first = run(e, dir / "x.db");
  Experiment changed = e;
  changed.file_text += "# edited\n";
  changed.file_hash = sha256_hex(changed.file_text);
  changed.search.budget.evaluations = 48;
  const RunSummary fresh = run(changed, dir / "x.db");
  EXPECT_NE(fresh.experiment_id, first.experiment_id);
  EXPECT_FALSE(fresh.resumed);
  EXPECT_EQ(fresh.evaluations_total, 48);

  Experiment again = changed;
  again.file_text += "# edited twice\n";
  again.file_hash = sha256_hex(again.file_text);
  RunOptions o = quiet();
  o.resume_changed = true;
  o.max_evaluations = 64;
  const RunSummary resumed = run(again, dir / "x.db", o);
  EXPECT_EQ(resumed.experiment_id, fresh.experiment_id);  // the latest of that name
  EXPECT_TRUE(resumed.resumed);
  EXPECT_EQ(resumed.evaluations_total, 64);
  store::Store store(dir / "x.db");
  EXPECT_EQ(store.experiments().size(), 2u);
}

TEST(SearchLoop, AnotherEnvironmentSearchesAfreshWithoutReusingMeasurements) {
  fixtures::TempDir dir;
  Experiment e = fixtures::synthetic_s512_experiment();
  e.search.budget.evaluations = 32;
  const RunSummary first = run(e, dir / "x.db");
  ReplayOptions elsewhere;
  elsewhere.environment = EnvironmentInfo{"NVIDIA H100 80GB HBM3", "9.0", 132, "580", "13.0", "13.0"};
  const RunSummary second = run(e, dir / "x.db", quiet(), elsewhere);
  EXPECT_EQ(second.experiment_id, first.experiment_id);
  EXPECT_NE(second.environment_id, first.environment_id);
  EXPECT_FALSE(second.resumed);
  EXPECT_EQ(second.evaluations_this_run, 32);
  store::Store store(dir / "x.db");
  store::Statement s(store.db(), "SELECT count(*) FROM evaluations");
  s.step();
  EXPECT_EQ(s.column_int(0), 64);
}

TEST(SearchLoop, AnEvaluatorFailureKeepsWhatFinishedAndTheRunResumes) {
  fixtures::TempDir dir;
  Experiment e = fixtures::synthetic_s512_experiment();
  e.search.strategy = "exhaustive";
  e.search.budget.evaluations = 100;
  // A landscape missing a row: the evaluator fails when it is asked for that point.
  std::ifstream in(fixtures::synthetic_landscape());
  std::ofstream out(dir / "holed.csv");
  std::string line;
  int data_rows = 0;
  std::string removed;
  while (std::getline(in, line)) {
    const bool data = !line.empty() && line[0] != '#' && line.rfind("BLOCK_M", 0) != 0;
    if (data && ++data_rows == 40) {
      removed = line;
      continue;
    }
    out << line << '\n';
  }
  out.close();
  const auto holed = ReplayTable::from_csv(dir / "holed.csv");
  const SearchSpace space = SearchSpace::of(e);
  // Both tables stand for one machine.
  ReplayOptions same_machine;
  same_machine.environment = EnvironmentInfo{"replay", "9.0", 132, "replay", "replay", "replay"};
  {
    store::Store store(dir / "x.db");
    ReplayEvaluator ev(holed, space, same_machine);
    EXPECT_THROW(run_search(e, store, ev, quiet()), EvalError);
  }
  store::Store store(dir / "x.db");
  // The first batch (16) was answered at once, so the whole batch with the hole failed;
  // the earlier batches are stored.
  const auto count = store.db().query_int("SELECT count(*) FROM evaluations");
  EXPECT_EQ(count, 32);
  EXPECT_EQ(store.db().query_text("PRAGMA integrity_check"), "ok");
  // With the full landscape the search resumes and finishes.
  ReplayEvaluator ev(landscape(), space, same_machine);
  const RunSummary s = run_search(e, store, ev, quiet());
  EXPECT_TRUE(s.resumed);
  EXPECT_EQ(s.evaluations_total, 100);
  for (const auto& [id, n] : evaluations_per_identity(store)) EXPECT_EQ(n, 1) << id;
}

TEST(SearchLoop, BadSettingsAreRefusedBeforeAnythingIsWritten) {
  fixtures::TempDir dir;
  auto error_of = [&](Experiment e, RunOptions o) {
    try {
      run(e, dir / "x.db", o);
    } catch (const SearchError& err) {
      return std::string(err.what());
    }
    return std::string("(no error)");
  };
  Experiment e = fixtures::synthetic_s512_experiment();
  RunOptions o = quiet();
  o.strategy = "genetic";
  EXPECT_NE(error_of(e, o).find("unknown search strategy 'genetic'"), std::string::npos);
  o = quiet();
  o.elite = 0;
  EXPECT_NE(error_of(e, o).find("search.elite must be at least 1"), std::string::npos);
  o = quiet();
  o.strategy_options["tournament"] = Value(0);
  EXPECT_NE(error_of(e, o).find("evo.tournament"), std::string::npos);
  o = quiet();
  o.lookahead = 9;
  EXPECT_NE(error_of(e, o).find("lookahead"), std::string::npos);
  store::Store store(dir / "x.db");
  EXPECT_TRUE(store.experiments().empty());
}

TEST(SearchLoop, PlainProgressLinesAndTheStatusLine) {
  fixtures::TempDir dir;
  Experiment e = fixtures::synthetic_s512_experiment();
  e.search.budget.evaluations = 48;
  RunOptions o;
  std::FILE* f = std::fopen((dir / "out.txt").c_str(), "w+");
  ASSERT_NE(f, nullptr);
  cli::TerminalProgress printer(cli::ProgressMode::automatic, f);  // a file is not a terminal: plain lines
  o.printer = &printer;
  o.reference_time_us = 100.0;
  run(e, dir / "x.db", o);
  std::fclose(f);
  std::ifstream in(dir / "out.txt");
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("searching synthetic_s512 (experiment #1) with evo: 676 valid points of 768"), std::string::npos)
      << text;
  EXPECT_NE(text.find("new best"), std::string::npos);
  EXPECT_NE(text.find("x the reference"), std::string::npos);
  // "new best" once a generation closes (one that holds), each followed by that generation's line.
  for (auto at = text.find("new best"); at != std::string::npos; at = text.find("new best", at + 1)) {
    const auto next_line = text.find('\n', at) + 1;
    EXPECT_EQ(text.compare(next_line, 4, "gen "), 0) << text.substr(at, 300);
  }
  EXPECT_NE(text.find("gen 2 | 48/48 evals"), std::string::npos) << text;
  EXPECT_NE(text.find("stopped (budget_evaluations): 48 evaluations"), std::string::npos);
  EXPECT_EQ(text.find('\r'), std::string::npos);  // no live line in a file

  ProgressSnapshot snap;
  snap.generation = 4;
  snap.done = 137;
  snap.budget = 400;
  snap.pending = 16;
  snap.best_us = 6.12;
  snap.reference_us = 8.2;
  snap.run_elapsed_s = 30;
  snap.done_this_run = 150;
  snap.compiled_this_run = 160;
  snap.measured_this_run = 140;
  snap.counts = {{CandidateStatus::ok, 120}, {CandidateStatus::gate_reject, 10}, {CandidateStatus::fault, 0}};
  EXPECT_EQ(format_status_line(snap),
            "gen 4 | 137/400 evals (+16 running) | best 6.12 us (1.34x ref) | 300 evals/min (compile 320/min, gpu "
            "280/min) | ETA 53s | ok 120, gate_reject 10");
  // ETA: the 263 evaluations left at 5/s, unless the seconds budget ends first.
  EXPECT_EQ(eta_seconds(snap).value_or(-1), 263 * 30.0 / 150);
  snap.elapsed_s = 100;
  snap.budget_s = 120;
  EXPECT_EQ(eta_seconds(snap).value_or(-1), 20.0);
  snap.budget.reset();
  snap.budget_s.reset();
  EXPECT_FALSE(eta_seconds(snap));
  EXPECT_EQ(format_duration(200), "3m20s");
  EXPECT_EQ(format_duration(7500), "2h05m");
  // One worker: nothing per device; several: each one's evaluations, per minute of the run, and idle share.
  snap.devices = {DeviceLoad{.device = "0", .measured = 140, .busy_s = 28, .idle_s = 2}};
  EXPECT_EQ(format_status_line(snap).find("device"), std::string::npos);
  snap.devices.push_back(DeviceLoad{.device = "1", .measured = 2, .busy_s = 1, .idle_s = 3});
  EXPECT_NE(format_status_line(snap).find("| ok 120, gate_reject 10 | device 0: 140 (280/min, idle 7%), device 1: 2 (4/min, idle 75%)"),
            std::string::npos)
      << format_status_line(snap);
  EXPECT_EQ(format_time_us(1350.0), "1.35 ms");
}
