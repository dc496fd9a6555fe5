// The replay evaluator: reading landscapes (and refusing malformed ones with
// file, line and column), answering points, and round trips through the store.
#include <gtest/gtest.h>

#include <fstream>

#include "search/replay_evaluator.hpp"
#include "tune/replay_from_store.hpp"
#include "tune/run.hpp"
#include "synthetic_experiment.hpp"

using namespace evotune;
using namespace evotune::search;
using namespace evotune::tune;

namespace {

std::filesystem::path write(const fixtures::TempDir& dir, const std::string& name, const std::string& text) {
  auto path = dir / name;
  std::ofstream(path) << text;
  return path;
}

std::string csv_error(const std::filesystem::path& path) {
  try {
    ReplayTable::from_csv(path);
  } catch (const SearchError& e) {
    return e.what();
  }
  return "(no error)";
}

const SearchSpace& two_parameter_space() {
  static const SearchSpace space({{"A", {1, 2}, {}}, {"S", {"x", "y"}, {}}}, [](const Point&) { return true; });
  return space;
}

}  // namespace

TEST(ReplayTable, ReadsTheSyntheticLandscape) {
  const auto table = ReplayTable::from_csv(fixtures::synthetic_landscape());
  EXPECT_EQ(table.rows().size(), 676u);
  EXPECT_EQ(table.parameter_names(),
            (std::vector<std::string>{"BLOCK_M", "BLOCK_N", "NUM_WARPS", "PAD", "ROWS_PER_THREAD"}));
  ASSERT_TRUE(table.best_time_us());
  EXPECT_NEAR(*table.best_time_us(), 47.336, 1e-9);
  const Point best{{"BLOCK_M", 32}, {"BLOCK_N", 128}, {"NUM_WARPS", 8}, {"ROWS_PER_THREAD", 1}, {"PAD", 2}};
  const ReplayRow* row = table.find(best);
  ASSERT_NE(row, nullptr);
  EXPECT_EQ(row->ptxas.registers, 70);
  EXPECT_EQ(row->ptxas.shared_dynamic_bytes, 54400);
  int rejected = 0;
  for (const auto& r : table.rows()) rejected += r.measurement.status == CandidateStatus::gate_reject;
  EXPECT_EQ(rejected, 68);
}

TEST(ReplayTable, MalformedFilesAreRefusedWithFileLineAndColumn) {
  fixtures::TempDir dir;
  EXPECT_NE(csv_error(dir / "missing.csv").find("cannot open"), std::string::npos);
  EXPECT_NE(csv_error(write(dir, "empty.csv", "# nothing\n")).find("empty landscape file"), std::string::npos);
  EXPECT_NE(csv_error(write(dir, "header.csv", "A,status,time_us\n")).find("has no rows"), std::string::npos);
  std::string e = csv_error(write(dir, "typo.csv", "A,status,tme_us\n1,ok,3\n"));
  EXPECT_NE(e.find("typo.csv:1, column 'tme_us': unknown column"), std::string::npos) << e;
  e = csv_error(write(dir, "nostatus.csv", "A,time_us\n1,3\n"));
  EXPECT_NE(e.find("no 'status' column"), std::string::npos) << e;
  e = csv_error(write(dir, "number.csv", "# comment\nA,status,time_us\n1,ok,3\n2,ok,fast\n"));
  EXPECT_NE(e.find("number.csv:4, column 'time_us': 'fast' is not a number"), std::string::npos) << e;
  e = csv_error(write(dir, "status.csv", "A,status,time_us\n1,okay,3\n"));
  EXPECT_NE(e.find(":2, column 'status': unknown status 'okay'"), std::string::npos) << e;
  e = csv_error(write(dir, "fields.csv", "A,status,time_us\n1,ok\n"));
  EXPECT_NE(e.find(":2: 2 fields, the header has 3"), std::string::npos) << e;
  e = csv_error(write(dir, "notime.csv", "A,status,time_us\n1,ok,\n"));
  EXPECT_NE(e.find(":2: status ok without a time"), std::string::npos) << e;
  e = csv_error(write(dir, "twice.csv", "A,status,time_us\n1,ok,3\n01,ok,4\n"));
  EXPECT_NE(e.find(":3: the same point appears twice"), std::string::npos) << e;
  e = csv_error(write(dir, "quote.csv", "A,status,error\n1,fault,\"open\n"));
  EXPECT_NE(e.find(":2: unterminated quote"), std::string::npos) << e;
  e = csv_error(write(dir, "regs.csv", "A,status,registers\n1,ok,3.5\n"));
  EXPECT_NE(e.find("column 'registers': '3.5' is not a whole number"), std::string::npos) << e;
}

TEST(ReplayEvaluator, AnswersWhatTheTableRecordsAndRefusesOtherSpaces) {
  fixtures::TempDir dir;
  const auto path = write(dir, "small.csv",
                          "A,S,status,time_us,time_p10_us,registers,spill_bytes,error,metric:dram_pct\n"
                          "1,x,ok,5.5,5.0,100,,,61.5\n"
                          "1,y,gate_reject,,,255,64,\"spills 64 B > 0, and more\",\n"
                          "2,x,incorrect,,,90,0,max rel error 0.5,\n"
                          "2,y,ok,4.0,,80,0,,\n");
  const auto table = ReplayTable::from_csv(path);
  ReplayEvaluator ev(table, two_parameter_space(), {.reference_time_us = 10.0});
  EXPECT_EQ(ev.environment().gpu_name, "replay:small.csv");
  EXPECT_EQ(ev.reference_time_us(), 10.0);
  const Point a{{"A", 1}, {"S", "x"}}, b{{"A", 1}, {"S", "y"}};
  EXPECT_EQ(ev.identity(a), ev.identity(Point{{"S", "x"}, {"A", 1}}));
  EXPECT_NE(ev.identity(a), ev.identity(b));
  ev.submit({{1, a, ev.identity(a)}, {2, b, ev.identity(b)}});
  EXPECT_EQ(ev.pending(), 2u);
  auto out = ev.collect(std::chrono::milliseconds(0));
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(ev.pending(), 0u);
  EXPECT_EQ(out[0].ticket, 1);
  EXPECT_EQ(out[0].measurement.status, CandidateStatus::ok);
  EXPECT_DOUBLE_EQ(*out[0].measurement.time_p50_us, 5.5);
  EXPECT_DOUBLE_EQ(*out[0].measurement.time_p10_us, 5.0);
  EXPECT_DOUBLE_EQ(*out[0].measurement.time_p90_us, 5.5);  // absent: the median
  EXPECT_DOUBLE_EQ(out[0].measurement.metrics.at("dram_pct"), 61.5);
  ASSERT_TRUE(out[0].compile);
  EXPECT_EQ(out[0].compile->status, CandidateStatus::ok);
  EXPECT_EQ(out[0].compile->source_hash, ev.identity(a));
  EXPECT_EQ(out[1].measurement.status, CandidateStatus::gate_reject);
  EXPECT_EQ(out[1].compile->status, CandidateStatus::gate_reject);
  EXPECT_EQ(out[1].compile->gate_reason, "spills 64 B > 0, and more");
  EXPECT_EQ(aggregate(out[1].compile->kernels).spill_bytes(), 64);
  EXPECT_TRUE(ev.collect(std::chrono::milliseconds(0)).empty());

  // A point the table lacks is the tool's failure (the table must cover the space).
  const SearchSpace wider({{"A", {1, 2, 3}, {}}, {"S", {"x", "y"}, {}}}, [](const Point&) { return true; });
  ReplayEvaluator wide(table, wider);
  wide.submit({{3, {{"A", 3}, {"S", "x"}}, "h"}});
  EXPECT_THROW(wide.collect(std::chrono::milliseconds(0)), EvalError);

  const SearchSpace other({{"B", {1, 2}, {}}, {"S", {"x", "y"}, {}}}, [](const Point&) { return true; });
  try {
    ReplayEvaluator bad(table, other);
    ADD_FAILURE();
  } catch (const SearchError& e) {
    EXPECT_NE(std::string(e.what()).find("has parameters A S but the space has B S"), std::string::npos) << e.what();
  }
}

TEST(ReplayEvaluator, DelayDeliversOneOutcomeAtATimeAndCancelDropsTheRest) {
  const auto table = ReplayTable::from_csv(fixtures::synthetic_landscape());
  const Experiment e = fixtures::synthetic_s512_experiment();
  const SearchSpace space = SearchSpace::of(e);
  ReplayEvaluator ev(table, space, {.delay = std::chrono::microseconds(2000)});
  std::vector<Proposal> batch;
  for (int i = 0; i < 5; ++i) batch.push_back({i + 1, space.point_at(space.valid_ranks()[i]), "h"});
  ev.submit(batch);
  const auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(ev.collect(std::chrono::milliseconds(100)).size(), 1u);
  EXPECT_GE(std::chrono::steady_clock::now() - start, std::chrono::microseconds(2000));
  EXPECT_EQ(ev.pending(), 4u);
  ev.cancel();
  EXPECT_EQ(ev.pending(), 0u);
  EXPECT_TRUE(ev.collect(std::chrono::milliseconds(1)).empty());
  EXPECT_EQ(ev.delivered(), 1);
}

TEST(ReplayTable, ExhaustiveRunInTheStoreBecomesALandscapeAgain) {
  fixtures::TempDir dir;
  Experiment e = fixtures::synthetic_s512_experiment();
  e.search.strategy = "exhaustive";
  e.search.budget = {};
  const auto table = ReplayTable::from_csv(fixtures::synthetic_landscape());
  const SearchSpace space = SearchSpace::of(e);
  ReplayEvaluator ev(table, space);
  store::Store store(dir / "x.db");
  const RunSummary s = run_search(e, store, ev, RunOptions{});
  EXPECT_EQ(s.evaluations_total, 676);

  // Database -> table -> CSV -> table: the same landscape.
  const auto from_db = replay_table_from_store(store, s.experiment_id, s.environment_id);
  EXPECT_EQ(from_db.rows().size(), 676u);
  std::vector<std::string> order;
  for (const auto& p : e.space) order.push_back(p.name);
  from_db.write_csv(dir / "again.csv", order);
  const auto again = ReplayTable::from_csv(dir / "again.csv");
  ASSERT_EQ(again.rows().size(), table.rows().size());
  for (const auto& row : table.rows()) {
    Point p;
    for (const auto& [name, text] : row.params) p[name] = Value(static_cast<std::int64_t>(std::stoll(text)));
    const ReplayRow* copy = again.find(p);
    ASSERT_NE(copy, nullptr);
    EXPECT_EQ(copy->measurement.status, row.measurement.status);
    EXPECT_EQ(copy->measurement.time_p50_us, row.measurement.time_p50_us);
    EXPECT_EQ(copy->measurement.error, row.measurement.error);
    EXPECT_EQ(copy->ptxas.registers, row.ptxas.registers);
    EXPECT_EQ(copy->ptxas.shared_dynamic_bytes, row.ptxas.shared_dynamic_bytes);
  }
  EXPECT_THROW(replay_table_from_store(store, s.experiment_id, s.environment_id + 99), SearchError);
}
