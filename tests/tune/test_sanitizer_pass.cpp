// The sanitizer pass after a search (tune/sanitizer_pass.hpp) on a real
// SQLite store, with a test double for compute-sanitizer that answers each
// (cubin, tool) as told and records what it was asked: which candidates are
// checked (the fastest valid ones, not the failed or metric-gated ones), each
// tool once and in order; a verdict of errors takes a candidate out with its
// own status while the next one takes its place, up to the cap; verdicts
// already stored are not asked again; a check that could not run is retried
// by the next pass and, repeated, stops the pass.
#include <map>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "tune/sanitizer_pass.hpp"
#include "search/space.hpp"
#include "store/leaderboard_queries.hpp"
#include "search/synthetic_experiment.hpp"

namespace evotune::tune {
namespace {

// Answers from a table: (cubin, tool) -> verdict; anything not in it is clean.
class ScriptedSanitizer : public SanitizerRunner {
 public:
  struct Answer {
    std::string verdict;
    int errors = 0;
    std::string report;
  };
  std::map<std::pair<std::string, std::string>, Answer> answers;
  std::vector<std::pair<std::string, std::string>> asked;  // (cubin, tool), in order
  std::vector<Point> points;

  store::SanitizerCheck check(const Point& point, const std::string& cubin, const std::string& tool) override {
    asked.emplace_back(cubin, tool);
    points.push_back(point);
    store::SanitizerCheck c;
    c.tool = tool;
    c.seconds = 0.5;
    const auto it = answers.find({cubin, tool});
    if (it == answers.end()) {
      c.verdict = "clean";
      c.report = "========= COMPUTE-SANITIZER\n========= ERROR SUMMARY: 0 errors\n";
    } else {
      c.verdict = it->second.verdict;
      c.errors = it->second.errors;
      c.report = it->second.report;
    }
    return c;
  }
  std::vector<std::string> tools_asked_of(const std::string& cubin) const {
    std::vector<std::string> out;
    for (const auto& [c, t] : asked)
      if (c == cubin) out.push_back(t);
    return out;
  }
};

const std::vector<std::string> kAllTools = {"memcheck", "racecheck", "synccheck"};

const char* kRaceReport =
    "========= COMPUTE-SANITIZER\n"
    "========= Error: Race reported between Write access at attention_broken+0x4a0 in rare_race.cu:41\n"
    "=========     and Read access at attention_broken+0x7f0 in rare_race.cu:52 [248 hazards]\n"
    "========= RACECHECK SUMMARY: 1 hazard displayed (1 error, 0 warnings)\n";

// A search's worth of rows written through the store API: candidates with
// times (ok), failures, a metric-gated one, one without a cubin.
class SanitizerPass : public ::testing::Test {
 protected:
  void SetUp() override {
    store_ = std::make_unique<store::Store>(dir_ / "evotune.db");
    const Experiment e = fixtures::synthetic_s512_experiment();
    auto tx = store_->transaction();
    experiment_ = store_->insert_experiment({0, e.name, e.file.string(), e.file_hash, e.file_text, ""});
    environment_ = store_->environment_id({"NVIDIA H200", "9.0", 132, "580.65.06", "13.0", "13.0"});
    run_ = store_->begin_run({experiment_, environment_, "evo", 1, "{}"});
    tx.commit();
  }

  // A candidate measured `status` at `time_us`, compiled to the cubin "cubin-<name>" (none when empty).
  std::int64_t add(const std::string& name, double time_us, CandidateStatus status = CandidateStatus::ok,
                   bool with_cubin = true) {
    auto tx = store_->transaction();
    store::CandidateRow c;
    c.experiment_id = experiment_;
    c.environment_id = environment_;
    c.source_hash = "hash-" + name;
    c.params_json = search::point_to_json(Point{{"BLOCK_M", Value(static_cast<std::int64_t>(next_++))}}).dump();
    const std::int64_t id = store_->insert_candidate(c);
    store::CompileRecord compile;
    compile.source_hash = c.source_hash;
    compile.target = "sm_90";
    compile.status = CandidateStatus::ok;
    if (with_cubin) compile.cubin = "cubin-" + name;
    store::Measurement m;
    m.status = status;
    m.time_p50_us = time_us;
    if (status != CandidateStatus::ok) m.error = "failed on purpose";
    store_->insert_evaluation(id, run_, store_->put_compile(compile), m, 1.0);
    tx.commit();
    return id;
  }

  store::Measurement measurement(std::int64_t candidate) { return store_->evaluation(candidate)->measurement; }
  SanitizerPassReport pass(int top) { return run_sanitizer_pass(*store_, experiment_, environment_, runner_, {top, run_}); }

  fixtures::TempDir dir_;
  std::unique_ptr<store::Store> store_;
  std::int64_t experiment_ = 0, environment_ = 0, run_ = 0;
  int next_ = 1;
  ScriptedSanitizer runner_;
};

TEST_F(SanitizerPass, TheFastestValidCandidatesPassEveryToolOnceInOrder) {
  const std::int64_t slow = add("slow", 9.0);
  const std::int64_t second = add("second", 2.0);
  const std::int64_t wrong = add("wrong", 0.5, CandidateStatus::incorrect);
  const std::int64_t first = add("first", 1.0);
  const std::int64_t gated = add("gated", 0.8);
  const std::int64_t third = add("third", 3.0);
  const std::int64_t fourth = add("fourth", 4.0);
  {
    auto tx = store_->transaction();
    store::ProfileRecord p;
    p.evaluation_id = store_->evaluation(gated)->id;
    p.gate_reason = "tensor pipe 5% < gate 40%";
    store_->put_profile(p, {});
    tx.commit();
  }
  const SanitizerPassReport r = pass(3);
  EXPECT_EQ(r.clean, (std::vector<std::int64_t>{first, second, third}));
  EXPECT_TRUE(r.removed.empty());
  EXPECT_TRUE(r.unchecked.empty());
  EXPECT_EQ(runner_.tools_asked_of("cubin-first"), kAllTools);
  EXPECT_EQ(runner_.tools_asked_of("cubin-second"), kAllTools);
  EXPECT_EQ(runner_.tools_asked_of("cubin-third"), kAllTools);
  EXPECT_EQ(runner_.asked.size(), 9u);  // not the fourth, the slow, the wrong or the gated one
  EXPECT_EQ(runner_.asked.front().first, "cubin-first");
  (void)slow, (void)fourth, (void)wrong;
  // The runner got each candidate's own point.
  EXPECT_EQ(runner_.points.front().at("BLOCK_M").as_int(), 4);
  EXPECT_EQ(r.tool_runs, 9);
  EXPECT_EQ(r.checked_now, 3);
  EXPECT_DOUBLE_EQ(r.seconds, 4.5);
  EXPECT_DOUBLE_EQ(store::runs_of(*store_, experiment_, environment_).back().sanitizer_s, 4.5);  // the report's runs table
  // Stored, with the run; the candidates stay ok.
  const auto checks = store_->sanitizer_checks(store_->evaluation(first)->id);
  ASSERT_EQ(checks.size(), 3u);
  for (const auto& c : checks) {
    EXPECT_EQ(c.verdict, "clean");
    EXPECT_EQ(c.run_id, run_);
  }
  EXPECT_EQ(store::sanitizer_state(checks), store::SanitizerState::clean);
  EXPECT_EQ(measurement(first).status, CandidateStatus::ok);
  EXPECT_EQ(r.summary(), "sanitizer: top 3 clean (" + std::to_string(first) + ", " + std::to_string(second) + ", " +
                             std::to_string(third) + "), 3 checked now, 4.5 s");
}

TEST_F(SanitizerPass, AFailingVerdictGivesItsStatusAndTheNextCandidateTakesThePlace) {
  const std::int64_t racy = add("racy", 1.0);
  const std::int64_t leaky = add("leaky", 2.0);
  const std::int64_t sync = add("sync", 3.0);
  const std::int64_t a = add("a", 4.0);
  const std::int64_t b = add("b", 5.0);
  const std::int64_t c = add("c", 6.0);
  const std::int64_t d = add("d", 7.0);
  runner_.answers[{"cubin-racy", "racecheck"}] = {"errors", 1, kRaceReport};
  runner_.answers[{"cubin-leaky", "memcheck"}] = {
      "errors", 3,
      "========= COMPUTE-SANITIZER\n========= Invalid __global__ read of size 2 bytes\n"
      "=========     at attention_broken+0x1d0\n========= ERROR SUMMARY: 3 errors\n"};
  runner_.answers[{"cubin-sync", "synccheck"}] = {
      "errors", 1, "========= Barrier error detected. Divergent thread(s) in warp\n========= ERROR SUMMARY: 1 error\n"};
  const SanitizerPassReport r = pass(3);
  EXPECT_EQ(r.clean, (std::vector<std::int64_t>{a, b, c}));
  EXPECT_EQ(r.removed, (std::vector<std::int64_t>{racy, leaky, sync}));
  // A failing tool ends the candidate's checks: no synccheck after racecheck's errors, nothing after memcheck's.
  EXPECT_EQ(runner_.tools_asked_of("cubin-racy"), (std::vector<std::string>{"memcheck", "racecheck"}));
  EXPECT_EQ(runner_.tools_asked_of("cubin-leaky"), (std::vector<std::string>{"memcheck"}));
  EXPECT_EQ(runner_.tools_asked_of("cubin-sync"), kAllTools);
  EXPECT_TRUE(runner_.tools_asked_of("cubin-d").empty());
  (void)d;

  const store::Measurement m = measurement(racy);
  EXPECT_EQ(m.status, CandidateStatus::racy);
  ASSERT_TRUE(m.time_p50_us.has_value());  // its timing stays for the record
  EXPECT_DOUBLE_EQ(*m.time_p50_us, 1.0);
  EXPECT_NE(m.error.find("compute-sanitizer racecheck found 1 error: Error: Race reported between Write access"),
            std::string::npos)
      << m.error;
  EXPECT_NE(m.error.find("passed the value checks at 1.00 us"), std::string::npos) << m.error;
  EXPECT_EQ(measurement(leaky).status, CandidateStatus::memory_error);
  EXPECT_NE(measurement(leaky).error.find("memcheck found 3 errors: Invalid __global__ read of size 2 bytes"),
            std::string::npos)
      << measurement(leaky).error;
  EXPECT_EQ(measurement(sync).status, CandidateStatus::racy);
  EXPECT_EQ(store::sanitizer_state(store_->sanitizer_checks(store_->evaluation(racy)->id)),
            store::SanitizerState::errors);
  EXPECT_NE(r.summary().find("3 removed (" + std::to_string(racy) + ", " + std::to_string(leaky)), std::string::npos)
      << r.summary();
  ASSERT_EQ(r.lines.size(), 6u);
  EXPECT_NE(r.lines[0].find("racecheck errors (1) 0.5 s: racy (Error: Race reported"), std::string::npos) << r.lines[0];

  // A second pass finds the top clean from the stored verdicts and asks nothing.
  runner_.asked.clear();
  const SanitizerPassReport again = pass(3);
  EXPECT_EQ(again.clean, (std::vector<std::int64_t>{a, b, c}));
  EXPECT_TRUE(again.removed.empty());  // out of the ranking already
  EXPECT_TRUE(runner_.asked.empty());
  EXPECT_EQ(again.checked_now, 0);
  EXPECT_DOUBLE_EQ(again.seconds, 0.0);
  EXPECT_NE(again.lines[0].find("memcheck clean (checked before)"), std::string::npos) << again.lines[0];
}

TEST_F(SanitizerPass, TheCapDecidesHowManyAndStoredVerdictsAreNotAskedAgain) {
  const std::int64_t a = add("a", 1.0);
  const std::int64_t b = add("b", 2.0);
  const std::int64_t legacy = add("legacy", 2.5);
  const std::int64_t c = add("c", 3.0);
  // Verdicts an earlier evotune stored: a with memcheck and racecheck clean (no synccheck then);
  // `legacy` with racecheck errors but still ok (the verdict changed nothing then).
  {
    auto tx = store_->transaction();
    const std::int64_t ea = store_->evaluation(a)->id, el = store_->evaluation(legacy)->id;
    store_->put_sanitizer_check({ea, run_, "memcheck", "clean", 0, "", 0.7, ""});
    store_->put_sanitizer_check({ea, run_, "racecheck", "clean", 0, "", 3.1, ""});
    store_->put_sanitizer_check({el, run_, "racecheck", "errors", 2, kRaceReport, 3.3, ""});
    tx.commit();
  }
  EXPECT_EQ(store::sanitizer_state(store_->sanitizer_checks(store_->evaluation(a)->id)), store::SanitizerState::partial);
  SanitizerPassReport r = pass(1);
  EXPECT_EQ(r.clean, std::vector<std::int64_t>{a});
  EXPECT_EQ(runner_.tools_asked_of("cubin-a"), std::vector<std::string>{"synccheck"});
  EXPECT_EQ(runner_.asked.size(), 1u);  // the cap: b is not looked at
  EXPECT_EQ(store::sanitizer_state(store_->sanitizer_checks(store_->evaluation(a)->id)), store::SanitizerState::clean);

  r = pass(3);
  EXPECT_EQ(r.clean, (std::vector<std::int64_t>{a, b, c}));
  // The stored racecheck errors take `legacy` out without a new run of that tool.
  EXPECT_EQ(r.removed, std::vector<std::int64_t>{legacy});
  EXPECT_EQ(runner_.tools_asked_of("cubin-legacy"), std::vector<std::string>{"memcheck"});
  EXPECT_EQ(measurement(legacy).status, CandidateStatus::racy);
  EXPECT_EQ(runner_.tools_asked_of("cubin-a"), std::vector<std::string>{"synccheck"});  // still once
}

TEST_F(SanitizerPass, WhenTheValidCandidatesRunOutTheSummarySaysSo) {
  const std::int64_t a = add("a", 1.0);
  const std::int64_t racy = add("racy", 2.0);
  add("wrong", 0.1, CandidateStatus::fault);
  runner_.answers[{"cubin-racy", "racecheck"}] = {"errors", 1, kRaceReport};
  const SanitizerPassReport r = pass(3);
  EXPECT_EQ(r.clean, std::vector<std::int64_t>{a});
  EXPECT_EQ(r.removed, std::vector<std::int64_t>{racy});
  EXPECT_NE(r.summary().find("top 1 clean (" + std::to_string(a) + "), not 3: the valid candidates ran out"),
            std::string::npos)
      << r.summary();
}

TEST_F(SanitizerPass, ACheckThatCannotRunLeavesTheCandidateUncheckedAndIsRetriedNextTime) {
  const std::int64_t a = add("a", 1.0);
  const std::int64_t b = add("b", 2.0);
  const std::int64_t nocubin = add("nocubin", 2.5, CandidateStatus::ok, /*with_cubin=*/false);
  const std::int64_t c = add("c", 3.0);
  const std::int64_t d = add("d", 4.0);
  runner_.answers[{"cubin-a", "racecheck"}] = {"failed", 0, "no error summary in the sanitizer's log"};
  SanitizerPassReport r = pass(2);
  EXPECT_EQ(r.clean, (std::vector<std::int64_t>{b, c}));
  EXPECT_EQ(r.unchecked, (std::vector<std::int64_t>{a, nocubin}));
  EXPECT_EQ(measurement(a).status, CandidateStatus::ok);  // not a verdict on the candidate
  EXPECT_EQ(runner_.tools_asked_of("cubin-a"), (std::vector<std::string>{"memcheck", "racecheck"}));
  EXPECT_EQ(store::sanitizer_state(store_->sanitizer_checks(store_->evaluation(a)->id)), store::SanitizerState::failed);
  EXPECT_NE(r.lines[0].find("racecheck failed 0.5 s: not checked (no error summary in the sanitizer's log)"),
            std::string::npos)
      << r.lines[0];
  EXPECT_NE(r.lines[2].find("no stored cubin"), std::string::npos) << r.lines[2];
  (void)d;

  // The next pass tries the tool that could not run again (and only that one), and now it runs.
  runner_.answers.clear();
  runner_.asked.clear();
  r = pass(2);
  EXPECT_EQ(r.clean, (std::vector<std::int64_t>{a, b}));
  EXPECT_EQ(runner_.tools_asked_of("cubin-a"), (std::vector<std::string>{"racecheck", "synccheck"}));
  EXPECT_EQ(store::sanitizer_state(store_->sanitizer_checks(store_->evaluation(a)->id)), store::SanitizerState::clean);
}

TEST_F(SanitizerPass, ABrokenSanitizerStopsThePassAfterTopCandidates) {
  for (int i = 0; i < 8; ++i) add("x" + std::to_string(i), 1.0 + i);
  for (int i = 0; i < 8; ++i)
    runner_.answers[{"cubin-x" + std::to_string(i), "memcheck"}] = {"failed", 0, "compute-sanitizer: cannot start"};
  const SanitizerPassReport r = pass(3);
  EXPECT_TRUE(r.clean.empty());
  EXPECT_EQ(r.unchecked.size(), 3u);
  EXPECT_TRUE(r.gave_up);
  EXPECT_EQ(runner_.asked.size(), 3u);
  EXPECT_NE(r.summary().find("stopped after 3 candidates could not be checked"), std::string::npos) << r.summary();
}

TEST_F(SanitizerPass, ZeroTopChecksNothing) {
  add("a", 1.0);
  const SanitizerPassReport r = pass(0);
  EXPECT_TRUE(runner_.asked.empty());
  EXPECT_TRUE(r.clean.empty());
}

TEST(SanitizerFinding, TheFirstLineOfALogWithoutItsFrame) {
  EXPECT_EQ(first_sanitizer_finding(kRaceReport),
            "Error: Race reported between Write access at attention_broken+0x4a0 in rare_race.cu:41");
  EXPECT_EQ(first_sanitizer_finding("incorrect under racecheck: o[3] got 1, expected 2\n========= ERROR SUMMARY: 0 errors"),
            "incorrect under racecheck: o[3] got 1, expected 2");
  EXPECT_EQ(first_sanitizer_finding("========= COMPUTE-SANITIZER\n=========\n"), "");
  EXPECT_EQ(first_sanitizer_finding(std::string(300, 'x')).size(), 200u);
}

TEST(SanitizerStatus, MemcheckGivesMemoryErrorTheOthersRacy) {
  EXPECT_EQ(store::sanitizer_failure_status("memcheck"), CandidateStatus::memory_error);
  EXPECT_EQ(store::sanitizer_failure_status("racecheck"), CandidateStatus::racy);
  EXPECT_EQ(store::sanitizer_failure_status("synccheck"), CandidateStatus::racy);
  EXPECT_EQ(status_name(CandidateStatus::racy), "racy");
  EXPECT_EQ(parse_status("memory_error"), CandidateStatus::memory_error);
}

TEST_F(SanitizerPass, OnlyAnOkEvaluationCanBeMarkedAndOnlyWithASanitizerStatus) {
  const std::int64_t a = add("a", 1.0);
  const std::int64_t wrong = add("wrong", 1.0, CandidateStatus::incorrect);
  auto tx = store_->transaction();
  EXPECT_THROW(store_->mark_sanitizer_failure(store_->evaluation(a)->id, CandidateStatus::fault, "x"), StoreError);
  EXPECT_THROW(store_->mark_sanitizer_failure(store_->evaluation(wrong)->id, CandidateStatus::racy, "x"), StoreError);
}

}  // namespace
}  // namespace evotune::tune
