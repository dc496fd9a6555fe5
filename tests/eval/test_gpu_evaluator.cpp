// The GPU evaluator's driver side without a GPU: real NVRTC compiles of the
// s512 reference and scalar template through the compile pool, a fake worker
// process answering the jobs. Checks the pipeline's bookkeeping: one outcome
// per proposal with its compile record, a worker crash becoming a `fault`
// outcome while the rest go on, cancel, the environment from the worker; and
// what a run without a GPU compiled (the compile-only evaluator) measured by
// the first GPU run without compiling it again.
#include <chrono>
#include <cstdlib>
#include <map>
#include <set>

#include <gtest/gtest.h>

#include <fmt/format.h>

#include "cli/report_html.hpp"
#include "cli/results_view.hpp"
#include "core/experiment.hpp"
#include "eval/compile_only_evaluator.hpp"
#include "eval/gpu_evaluator.hpp"
#include "search/space.hpp"
#include "tune/run.hpp"

namespace evotune {
namespace {

namespace fs = std::filesystem;

GpuEvaluatorOptions fake_options() {
  GpuEvaluatorOptions o;
  o.worker_argv = {EVOTUNE_FAKE_WORKER};
  o.compiler.helper = EVOTUNE_BINARY;  // runs `__compile-child`
  o.compile_threads = 2;
  return o;
}

std::vector<Point> valid_points(const Experiment& e, std::size_t n) {
  std::vector<Point> points;
  // Walk the space in order (last parameter fastest), keeping points that meet the restrictions.
  std::vector<std::size_t> index(e.space.size(), 0);
  while (points.size() < n) {
    Point p;
    for (std::size_t i = 0; i < e.space.size(); ++i) p[e.space[i].name] = e.space[i].values[index[i]];
    if (e.satisfies(p)) points.push_back(p);
    std::size_t k = e.space.size();
    while (k > 0) {
      --k;
      if (++index[k] < e.space[k].values.size()) break;
      index[k] = 0;
      if (k == 0) return points;
    }
  }
  return points;
}

std::vector<Outcome> collect_all(GpuEvaluator& ev, std::size_t n) {
  std::vector<Outcome> out;
  const auto give_up = std::chrono::steady_clock::now() + std::chrono::minutes(3);
  while (out.size() < n && std::chrono::steady_clock::now() < give_up) {
    auto got = ev.collect(std::chrono::milliseconds(500));
    out.insert(out.end(), got.begin(), got.end());
  }
  return out;
}

class GpuEvaluatorFake : public ::testing::Test {
 protected:
  void SetUp() override { experiment_ = load_experiment(fs::path(EVOTUNE_SOURCE_ROOT) / "experiments/s512_scalar.yaml"); }
  void TearDown() override {
    ::unsetenv("EVOTUNE_FAKE_WORKER_CRASH_JOB");
    ::unsetenv("EVOTUNE_FAKE_WORKER_CRASH_DEVICE");
    ::unsetenv("EVOTUNE_FAKE_WORKER_MODEL_DEVICE");
    ::unsetenv("EVOTUNE_FAKE_WORKER_HANG_DEVICE");
  }
  Experiment experiment_;
};

TEST_F(GpuEvaluatorFake, EveryProposalGetsOneOutcomeWithItsCompile) {
  GpuEvaluator ev(experiment_, fake_options());
  EXPECT_EQ(ev.environment().gpu_name, "Fake GPU");
  EXPECT_EQ(ev.environment().compute_capability, "9.0");
  EXPECT_EQ(ev.arch(), "sm_90");
  ASSERT_TRUE(ev.reference_time_us().has_value());
  EXPECT_DOUBLE_EQ(*ev.reference_time_us(), 11.0);

  const std::vector<Point> points = valid_points(experiment_, 3);
  ASSERT_EQ(points.size(), 3u);
  std::vector<Proposal> batch;
  for (std::size_t i = 0; i < points.size(); ++i)
    batch.push_back(Proposal{static_cast<std::int64_t>(100 + i), points[i], ev.identity(points[i])});
  ev.submit(batch);
  EXPECT_EQ(ev.pending(), 3u);
  const auto outcomes = collect_all(ev, 3);
  ASSERT_EQ(outcomes.size(), 3u);
  EXPECT_EQ(ev.pending(), 0u);
  std::set<std::int64_t> tickets;
  for (const auto& o : outcomes) {
    tickets.insert(o.ticket);
    EXPECT_EQ(o.measurement.status, CandidateStatus::ok) << o.measurement.error;
    ASSERT_TRUE(o.measurement.time_p50_us.has_value());
    EXPECT_DOUBLE_EQ(*o.measurement.time_p50_us, 11.0);
    ASSERT_TRUE(o.compile.has_value());
    EXPECT_EQ(o.compile->target, "sm_90");
    EXPECT_EQ(o.compile->status, CandidateStatus::ok);
    EXPECT_FALSE(o.compile->cubin.empty());
    ASSERT_FALSE(o.compile->kernels.empty());
    EXPECT_EQ(o.compile->kernels[0].entry, "attention_scalar");
    EXPECT_TRUE(o.compile->kernels[0].registers.has_value());
    ASSERT_TRUE(o.measurement.compile_s.has_value());
    EXPECT_GT(*o.measurement.compile_s, 0.0);
  }
  EXPECT_EQ(tickets, (std::set<std::int64_t>{100, 101, 102}));
  const GpuEvaluatorStats st = ev.stats();
  EXPECT_EQ(st.compiled, 3);
  EXPECT_EQ(st.measured, 3);
  // 2.5 ms of reference time per evaluation (the fake worker's); the reference's self-check is not an evaluation.
  EXPECT_NEAR(st.reference_s, 3 * 0.0025, 1e-12);
}

TEST_F(GpuEvaluatorFake, AWorkerCrashIsThatCandidatesFaultAndTheRestGoOn) {
  ::setenv("EVOTUNE_FAKE_WORKER_CRASH_JOB", "3", 1);  // job 1 is the reference's self-check
  GpuEvaluator ev(experiment_, fake_options());
  const std::vector<Point> points = valid_points(experiment_, 3);
  std::vector<Proposal> batch;
  for (std::size_t i = 0; i < points.size(); ++i)
    batch.push_back(Proposal{static_cast<std::int64_t>(i), points[i], ev.identity(points[i])});
  ev.submit(batch);
  const auto outcomes = collect_all(ev, 3);
  ASSERT_EQ(outcomes.size(), 3u);
  int faults = 0, oks = 0;
  for (const auto& o : outcomes) {
    if (o.measurement.status == CandidateStatus::fault) {
      ++faults;
      EXPECT_NE(o.measurement.error.find("signal 11"), std::string::npos) << o.measurement.error;
    }
    if (o.measurement.status == CandidateStatus::ok) ++oks;
  }
  EXPECT_EQ(faults, 1);
  EXPECT_EQ(oks, 2);
  EXPECT_EQ(ev.stats().worker_starts, 2);
}

TEST_F(GpuEvaluatorFake, CancelDropsEverythingPending) {
  // One compile thread: jobs compile in order, so when a proposal submitted
  // after the cancel has its outcome, every cancelled one has been compiled
  // and (had it not been dropped) queued for the worker before it.
  GpuEvaluatorOptions o = fake_options();
  o.compile_threads = 1;
  GpuEvaluator ev(experiment_, o);
  const std::vector<Point> points = valid_points(experiment_, 5);
  ASSERT_EQ(points.size(), 5u);
  std::vector<Proposal> batch;
  for (std::size_t i = 0; i < 4; ++i)
    batch.push_back(Proposal{static_cast<std::int64_t>(i), points[i], ev.identity(points[i])});
  ev.submit(batch);
  ev.cancel();
  EXPECT_EQ(ev.pending(), 0u);
  ev.submit({Proposal{99, points[4], ev.identity(points[4])}});
  const auto outcomes = collect_all(ev, 1);
  ASSERT_EQ(outcomes.size(), 1u);
  EXPECT_EQ(outcomes[0].ticket, 99);
  EXPECT_EQ(outcomes[0].measurement.status, CandidateStatus::ok) << outcomes[0].measurement.error;
  EXPECT_TRUE(ev.collect(std::chrono::milliseconds(0)).empty());
  const GpuEvaluatorStats st = ev.stats();
  EXPECT_EQ(st.compiled, 5);  // the cancelled compiles ran to their end,
  EXPECT_EQ(st.measured, 1);  // but none of them reached the worker
}

TEST_F(GpuEvaluatorFake, IdentityIsTheCandidateId) {
  GpuEvaluator ev(experiment_, fake_options());
  const std::vector<Point> points = valid_points(experiment_, 2);
  EXPECT_EQ(ev.identity(points[0]).size(), 64u);
  EXPECT_EQ(ev.identity(points[0]), ev.identity(points[0]));
  EXPECT_NE(ev.identity(points[0]), ev.identity(points[1]));
}

StoredCompileLookup lookup_in(store::Store& db) {
  return [&db](const std::string& hash, const std::string& target) { return db.find_compile(hash, target); };
}

tune::RunOptions quiet() {
  tune::RunOptions o;
  return o;
}

class WithoutThenWithAGpu : public GpuEvaluatorFake {
 protected:
  void SetUp() override {
    GpuEvaluatorFake::SetUp();
    experiment_.search.population = 3;
    experiment_.search.generations = 1;
    dir_ = fs::temp_directory_path() / ("evotune_compile_only_" + std::to_string(::getpid()) + "_" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override {
    fs::remove_all(dir_);
    GpuEvaluatorFake::TearDown();
  }
  CompileOnlyOptions compile_only(store::Store& db) const {
    CompileOnlyOptions o;
    o.arch = "sm_90";
    o.compile_threads = 2;
    o.compiler.helper = EVOTUNE_BINARY;
    o.stored_compile = lookup_in(db);
    return o;
  }
  TemplateInfo tmpl() const {
    return load_template(experiment_.kernel);
  }
  fs::path dir_;
};

TEST_F(WithoutThenWithAGpu, TheFirstGpuRunMeasuresWhatWasCompiledWithoutCompilingItAgain) {
  store::Store db(dir_ / "x.db");
  tune::RunSummary compiled;
  {
    CompileOnlyEvaluator cpu(experiment_, tmpl(), compile_only(db));
    EXPECT_TRUE(cpu.environment().compile_only());
    compiled = tune::run_search(experiment_, db, cpu, quiet());
    EXPECT_EQ(compiled.stop_reason, "awaiting_gpu");
    EXPECT_EQ(compiled.awaiting_gpu, 3);
    EXPECT_EQ(cpu.stats().compiled, 3);
  }
  const std::int64_t compiles = db.db().query_int("SELECT count(*) FROM compiles");
  EXPECT_EQ(compiles, 3);
  EXPECT_EQ(db.db().query_int("SELECT count(*) FROM compiles WHERE status = 'ok' AND cubin IS NOT NULL"), 3);
  EXPECT_EQ(db.db().query_int("SELECT count(*) FROM evaluations"), 0);
  {
    // Resumed without a GPU: nothing is compiled again.
    CompileOnlyEvaluator cpu(experiment_, tmpl(), compile_only(db));
    const tune::RunSummary again = tune::run_search(experiment_, db, cpu, quiet());
    EXPECT_EQ(again.awaiting_gpu, 3);
    EXPECT_EQ(cpu.stats().compiled, 0);
    EXPECT_EQ(cpu.stats().reused, 3);
  }

  GpuEvaluatorOptions o = fake_options();
  o.stored_compile = lookup_in(db);
  GpuEvaluator gpu(experiment_, o);
  const tune::RunSummary measured = tune::run_search(experiment_, db, gpu, quiet());
  EXPECT_TRUE(measured.adopted_compile_only_search);
  EXPECT_EQ(measured.stop_reason, "generations");
  EXPECT_EQ(measured.evaluations_this_run, 3);
  EXPECT_EQ(measured.compiled_this_run, 0);
  EXPECT_EQ(gpu.stats().compiled, 0);
  EXPECT_EQ(gpu.stats().reused, 3);
  EXPECT_EQ(gpu.stats().measured, 3);
  EXPECT_EQ(db.db().query_int("SELECT count(*) FROM compiles"), compiles);
  for (const store::Result& r : db.results(measured.experiment_id, measured.environment_id)) {
    ASSERT_TRUE(r.evaluation) << r.candidate.params_json;
    const Measurement& m = r.evaluation->measurement;
    EXPECT_EQ(m.status, CandidateStatus::ok) << m.error;
    EXPECT_EQ(m.time_p50_us, 11.0);
    EXPECT_EQ(m.compile_s, 0.0);
    ASSERT_TRUE(r.evaluation->compile_id);
    EXPECT_EQ(db.compile(*r.evaluation->compile_id)->source_hash, r.candidate.source_hash);
  }
}

TEST_F(WithoutThenWithAGpu, ReTimingACandidateOfAnEarlierRunTakesItsStoredCompile) {
  store::Store db(dir_ / "x.db");
  tune::RunSummary compiled;
  {
    CompileOnlyEvaluator cpu(experiment_, tmpl(), compile_only(db));
    compiled = tune::run_search(experiment_, db, cpu, quiet());
  }
  const auto made = db.candidates(compiled.experiment_id, compiled.environment_id);
  ASSERT_EQ(made.size(), 3u);
  GpuEvaluatorOptions o = fake_options();
  o.stored_compile = lookup_in(db);
  GpuEvaluator gpu(experiment_, o);
  const auto proposal = [](const store::CandidateRow& c) {
    return Proposal{c.id, search::point_from_json(nlohmann::json::parse(c.params_json)), c.source_hash};
  };
  gpu.retime_pair(proposal(made[0]), proposal(made[1]));  // the fake worker has no comparison to give: no verdict
  EXPECT_EQ(gpu.stats().reused, 2);
}

TEST_F(WithoutThenWithAGpu, GateRejectsAreOutcomesAndAStoredVerdictIsReused) {
  experiment_.gates.max_registers = 40;  // every scalar candidate needs more
  store::Store db(dir_ / "x.db");
  const std::vector<Point> points = valid_points(experiment_, 2);
  for (int run = 0; run < 2; ++run) {
    CompileOnlyEvaluator cpu(experiment_, tmpl(), compile_only(db));
    std::vector<Proposal> batch;
    for (std::size_t i = 0; i < points.size(); ++i)
      batch.push_back({static_cast<std::int64_t>(i + 1), points[i], cpu.identity(points[i])});
    cpu.submit(batch);
    std::vector<Outcome> outcomes;
    const auto give_up = std::chrono::steady_clock::now() + std::chrono::minutes(3);
    while (outcomes.size() < 2 && std::chrono::steady_clock::now() < give_up) {
      auto got = cpu.collect(std::chrono::milliseconds(500));
      outcomes.insert(outcomes.end(), got.begin(), got.end());
    }
    ASSERT_EQ(outcomes.size(), 2u);
    auto tx = db.transaction();
    for (const Outcome& out : outcomes) {
      EXPECT_FALSE(out.awaits_gpu);
      EXPECT_EQ(out.measurement.status, CandidateStatus::gate_reject);
      EXPECT_NE(out.measurement.error.find("registers > gate 40"), std::string::npos) << out.measurement.error;
      ASSERT_TRUE(out.compile);
      EXPECT_EQ(out.compile->gate_reason, out.measurement.error);
      db.put_compile(*out.compile);
    }
    tx.commit();
    EXPECT_EQ(cpu.stats().compiled, run == 0 ? 2 : 0);
    EXPECT_EQ(cpu.stats().reused, run == 0 ? 0 : 2);
  }
}

// --- several workers (issue 19) ---------------------------------------------

GpuEvaluatorOptions two_fake_workers() {
  GpuEvaluatorOptions o = fake_options();
  o.worker_argv = {EVOTUNE_FAKE_WORKER, "--device", kDevicePlaceholder};
  o.devices = {0, 1};
  return o;
}

TEST_F(GpuEvaluatorFake, ACrashCostsOnlyItsWorkersRestartAndEveryOutcomeNamesItsDevice) {
  // Jobs 1 and 2 are the two workers' self-checks; job 4 is a candidate on
  // whichever worker takes it.
  ::setenv("EVOTUNE_FAKE_WORKER_CRASH_JOB", "4", 1);
  GpuEvaluator ev(experiment_, two_fake_workers());
  ASSERT_EQ(ev.device_loads().size(), 2u);
  const std::vector<Point> points = valid_points(experiment_, 4);
  std::vector<Proposal> batch;
  for (std::size_t i = 0; i < points.size(); ++i)
    batch.push_back(Proposal{static_cast<std::int64_t>(i), points[i], ev.identity(points[i])});
  ev.submit(batch);
  const auto outcomes = collect_all(ev, 4);
  ASSERT_EQ(outcomes.size(), 4u);
  std::set<std::int64_t> tickets;
  std::string crashed_on;
  bool measured_after_crash = false;  // by the crashed worker (outcomes of one worker arrive in its order)
  std::map<std::string, std::int64_t> per_device;
  for (const auto& o : outcomes) {
    tickets.insert(o.ticket);
    ASSERT_TRUE(o.measurement.device == "0" || o.measurement.device == "1") << o.measurement.device;
    ++per_device[o.measurement.device];
    if (o.measurement.device == crashed_on) measured_after_crash = true;
    if (o.measurement.status == CandidateStatus::fault) {
      EXPECT_TRUE(crashed_on.empty()) << "a second fault";
      crashed_on = o.measurement.device;
    } else {
      EXPECT_EQ(o.measurement.status, CandidateStatus::ok) << o.measurement.error;
    }
  }
  EXPECT_EQ(tickets.size(), 4u);
  ASSERT_FALSE(crashed_on.empty());
  const GpuEvaluatorStats st = ev.stats();
  EXPECT_EQ(st.measured, 4);
  // The other worker never restarts; the crashed one restarts for its next job, if it had one.
  EXPECT_EQ(st.worker_starts, measured_after_crash ? 3 : 2);
  ASSERT_EQ(st.devices.size(), 2u);
  for (const DeviceLoad& d : st.devices) {
    EXPECT_EQ(d.measured, per_device[d.device]) << d.device;
    EXPECT_EQ(d.worker_starts, d.device == crashed_on && measured_after_crash ? 2 : 1) << d.device;
  }
}

// A candidate that hangs on one worker is that worker's timeout (it is killed
// and restarted for its next job); the other worker's candidates are measured.
TEST_F(GpuEvaluatorFake, AHangOnOneWorkerIsItsTimeoutAndTheOtherGoesOn) {
  ::setenv("EVOTUNE_FAKE_WORKER_HANG_DEVICE", "1", 1);
  GpuEvaluatorOptions o = two_fake_workers();
  // Short limits so that each hang costs seconds; the fake answers others in milliseconds.
  o.time_limits = TimeLimitPolicy{.floor_s = 3.0, .multiple = 1.0, .no_incumbent_s = 3.0};
  GpuEvaluator ev(experiment_, o);
  const std::vector<Point> points = valid_points(experiment_, 4);
  std::vector<Proposal> batch;
  for (std::size_t i = 0; i < points.size(); ++i)
    batch.push_back(Proposal{static_cast<std::int64_t>(i), points[i], ev.identity(points[i])});
  ev.submit(batch);
  const auto outcomes = collect_all(ev, 4);
  ASSERT_EQ(outcomes.size(), 4u);
  std::int64_t timeouts = 0;
  for (const auto& out : outcomes) {
    if (out.measurement.device == "1") {
      EXPECT_EQ(out.measurement.status, CandidateStatus::timeout) << out.measurement.error;
      ++timeouts;
    } else {
      EXPECT_EQ(out.measurement.device, "0");
      EXPECT_EQ(out.measurement.status, CandidateStatus::ok) << out.measurement.error;
    }
  }
  const GpuEvaluatorStats st = ev.stats();
  EXPECT_EQ(st.devices[1].measured, timeouts);
  EXPECT_EQ(st.devices[0].worker_starts, 1);
  EXPECT_EQ(st.devices[1].worker_starts, std::max<std::int64_t>(timeouts, 1));
}

TEST_F(GpuEvaluatorFake, DifferentModelsAreRefusedAtStart) {
  ::setenv("EVOTUNE_FAKE_WORKER_MODEL_DEVICE", "1", 1);
  try {
    GpuEvaluator ev(experiment_, two_fake_workers());
    ADD_FAILURE() << "two models were accepted in one pool";
  } catch (const EvalError& e) {
    const std::string what = e.what();
    for (const char* part : {"devices 0 and 1", "different models", "Fake GPU (sm_90, 132 SMs",
                             "Fake GPU Lite (sm_90, 66 SMs"})
      EXPECT_NE(what.find(part), std::string::npos) << part << " not in: " << what;
  }
  ::unsetenv("EVOTUNE_FAKE_WORKER_MODEL_DEVICE");
}

class SeveralWorkersRun : public WithoutThenWithAGpu {};

// Two workers, one of which dies on every candidate: the search goes on with
// the other, every candidate is evaluated and stored once, each evaluation
// with the device that measured it (faults only on the bad one).
TEST_F(SeveralWorkersRun, OneBadGpuOfTwoCostsOnlyItsOwnCandidates) {
  ::setenv("EVOTUNE_FAKE_WORKER_CRASH_DEVICE", "1", 1);
  experiment_.search.population = 6;
  store::Store db(dir_ / "x.db");
  GpuEvaluatorOptions o = two_fake_workers();
  o.stored_compile = lookup_in(db);
  GpuEvaluator gpu(experiment_, o);
  const tune::RunSummary summary = tune::run_search(experiment_, db, gpu, quiet());
  ::unsetenv("EVOTUNE_FAKE_WORKER_CRASH_DEVICE");
  EXPECT_EQ(summary.stop_reason, "generations");
  EXPECT_EQ(summary.evaluations_this_run, 6);
  EXPECT_EQ(db.db().query_int("SELECT count(*) FROM candidates"), 6);
  EXPECT_EQ(db.db().query_int("SELECT count(*) FROM evaluations"), 6);
  EXPECT_EQ(db.db().query_int("SELECT count(DISTINCT candidate_id) FROM evaluations"), 6);
  std::int64_t faults = 0, measured = 0;
  for (const store::Result& r : db.results(summary.experiment_id, summary.environment_id)) {
    ASSERT_TRUE(r.evaluation) << r.candidate.params_json;
    const Measurement& m = r.evaluation->measurement;
    if (m.status == CandidateStatus::gate_reject) {
      EXPECT_EQ(m.device, "");  // never reached a GPU
      continue;
    }
    ++measured;
    if (m.device == "1") {
      EXPECT_EQ(m.status, CandidateStatus::fault) << m.error;
      ++faults;
    } else {
      EXPECT_EQ(m.device, "0");
      EXPECT_EQ(m.status, CandidateStatus::ok) << m.error;
    }
  }
  EXPECT_GT(measured, 0);
  EXPECT_EQ(db.db().query_int("SELECT count(*) FROM evaluation_devices"), measured);
  const std::map<std::string, std::int64_t> by_device = db.evaluations_by_device(summary.run_id);
  EXPECT_EQ(by_device.count("1") ? by_device.at("1") : 0, faults);
  const GpuEvaluatorStats st = gpu.stats();
  ASSERT_EQ(st.devices.size(), 2u);
  EXPECT_EQ(st.devices[1].measured, faults);
  // A worker is restarted for the job after its death: the last death is not restarted yet.
  EXPECT_EQ(st.devices[1].worker_starts, std::max<std::int64_t>(faults, 1));
  EXPECT_EQ(st.devices[0].worker_starts, 1);

  // Each worker's load is stored with the run (issue 19) ...
  const std::vector<DeviceLoad> stored = db.run_devices(summary.run_id);
  ASSERT_EQ(stored.size(), 2u);
  for (std::size_t i = 0; i < 2; ++i) {
    EXPECT_EQ(stored[i].device, st.devices[i].device);
    EXPECT_EQ(stored[i].measured, st.devices[i].measured);
    EXPECT_EQ(stored[i].worker_starts, st.devices[i].worker_starts);
    EXPECT_DOUBLE_EQ(stored[i].busy_s, st.devices[i].busy_s);
    EXPECT_DOUBLE_EQ(stored[i].idle_s, st.devices[i].idle_s);
  }
  EXPECT_GT(stored[0].busy_s, 0.0) << "device 0 measured candidates: its worker was busy";
  // ... and the report shows it per device: evaluations, per minute, idle share.
  const cli::ExperimentView view =
      cli::load_experiment_view(db, *db.experiment(summary.experiment_id), summary.environment_id);
  ASSERT_EQ(view.devices.size(), by_device.size());
  for (const cli::DeviceShare& d : view.devices) {
    EXPECT_EQ(d.evaluations, by_device.at(d.device)) << d.device;
    EXPECT_EQ(d.workers, 1) << d.device;
    ASSERT_TRUE(d.per_minute()) << d.device;
    EXPECT_DOUBLE_EQ(*d.per_minute(), static_cast<double>(d.evaluations) * 60.0 / view.runs.at(0).elapsed_s);
    ASSERT_TRUE(d.idle_share()) << d.device;
    const DeviceLoad& load = stored[d.device == "0" ? 0 : 1];
    EXPECT_DOUBLE_EQ(*d.idle_share(), load.idle_share());
  }
  const std::string html = cli::report_html(view);
  EXPECT_NE(html.find("<h2>Devices</h2>"), std::string::npos);
  EXPECT_NE(html.find(fmt::format("<tr><td>0</td><td class=\"n\">1</td><td class=\"n\">{}</td>",
                                  by_device.at("0"))),
            std::string::npos)
      << html.substr(html.find("<h2>Devices</h2>"), 600);
}

}  // namespace
}  // namespace evotune
