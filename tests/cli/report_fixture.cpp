// Databases for the tests of leaderboard, show, export and report (see report_fixture.hpp).
#include "report_fixture.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>

#include <gtest/gtest.h>

#include "core/experiment.hpp"
#include "search/replay_evaluator.hpp"
#include "search/space.hpp"
#include "store/store.hpp"

namespace evotune::report_testing {

namespace fs = std::filesystem;

namespace {

// The replay evaluator with a deterministic few outcomes turned into the
// failures a real run meets, chosen by the candidate's identity (so the same
// search makes the same fixture), and a p10-p90 spread around each median.
class FailingReplay : public Evaluator {
 public:
  explicit FailingReplay(search::ReplayEvaluator& inner) : inner_(inner) {}

  store::EnvironmentInfo environment() override { return inner_.environment(); }
  std::string identity(const Point& point) override { return inner_.identity(point); }
  void submit(std::vector<Proposal> batch) override {
    for (const auto& p : batch) identities_[p.ticket] = p.identity;
    inner_.submit(std::move(batch));
  }
  std::vector<Outcome> collect(std::chrono::milliseconds timeout) override {
    auto outcomes = inner_.collect(timeout);
    for (auto& o : outcomes) alter(o, identities_.at(o.ticket));
    return outcomes;
  }
  std::size_t pending() const override { return inner_.pending(); }
  void cancel() override { inner_.cancel(); }
  std::optional<double> reference_time_us() override { return inner_.reference_time_us(); }

 private:
  static void alter(Outcome& o, const std::string& identity) {
    store::Measurement& m = o.measurement;
    if (m.status != CandidateStatus::ok) return;
    const unsigned long pick = std::stoul(identity.substr(0, 6), nullptr, 16) % 100;
    const double u = static_cast<double>(std::stoul(identity.substr(6, 4), nullptr, 16) % 1000) / 1000.0;
    if (m.time_p50_us) {
      const double t = *m.time_p50_us;
      m.time_p10_us = t * (1 - 0.004 - 0.01 * u);
      m.time_p90_us = t * (1 + 0.006 + 0.03 * u);
      m.spread = (*m.time_p90_us - *m.time_p10_us) / t;
      m.timed_runs = static_cast<int>(std::min(2000.0, 50000.0 / t));
    }
    auto fail = [&](CandidateStatus s, std::string error) {
      m.status = s;
      m.error = std::move(error);
      m.time_p10_us = m.time_p50_us = m.time_p90_us = std::nullopt;
      m.spread = std::nullopt;
      m.timed_runs = std::nullopt;
      m.partial_above_us = std::nullopt;  // a partial timing is of an ok candidate
    };
    if (pick < 4) {
      fail(CandidateStatus::incorrect,
           "o: 1024 of 524288 elements outside atol 0.002 + rtol 0.004 x |ref| (worst o[1][5][300][17]: got 0.1123, "
           "expected 0.0811); rel norm 1.83e-02 > 2e-03");
      m.max_abs_error = 0.0312;
      m.max_rel_error = 0.385;
      m.rel_norm = 0.0183;
    } else if (pick < 6) {
      fail(CandidateStatus::fault,
           "CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered (attention_scalar, trial 1); the "
           "worker was restarted");
    } else if (pick < 7) {
      fail(CandidateStatus::timeout, "attention_scalar ran past its time limit (2.0 s); the worker was killed and restarted");
    } else if (pick < 9) {
      fail(CandidateStatus::compile_error, "NVRTC: templates/attention_scalar.cu(212): error: identifier \"ROW_GROUP\" is undefined");
      if (o.compile) {
        o.compile->status = CandidateStatus::compile_error;
        o.compile->kernels.clear();
        o.compile->log =
            "templates/attention_scalar.cu(212): error: identifier \"ROW_GROUP\" is undefined\n\n"
            "1 error detected in the compilation of \"attention_scalar.cu\".\n";
      }
    }
  }

  search::ReplayEvaluator& inner_;
  std::map<std::int64_t, std::string> identities_;
};

std::string params(const Point& p) { return search::point_to_json(p).dump(); }

}  // namespace

fs::path committed_replay_fixture() { return fs::path(EVOTUNE_TEST_DATA) / "db" / "s512_replay.db"; }

tune::RunSummary build_replay_fixture(const fs::path& db) {
  if (fs::exists(db)) throw std::runtime_error(db.string() + " exists already");
  const fs::path root = fs::path(EVOTUNE_TEST_DATA).parent_path().parent_path();
  const Experiment experiment = load_experiment(root / "experiments" / "s512_scalar.yaml");
  const auto table = search::ReplayTable::from_csv(fs::path(EVOTUNE_TEST_DATA) / "landscapes" / "synthetic_s512.csv");
  const search::SearchSpace space = search::SearchSpace::of(experiment);
  search::ReplayOptions replay;
  // Some simulated time per evaluation, so the wall-time plot has an axis.
  replay.delay = std::chrono::microseconds(1500);
  replay.reference_time_us = kFixtureReferenceUs;
  replay.environment =
      store::EnvironmentInfo{"replay:tests/data/landscapes/synthetic_s512.csv + injected failures", "9.0", 132,
                             "replay", "replay", "replay"};
  tune::RunOptions options;
  options.seed = 7;
  options.reference_time_us = kFixtureReferenceUs;
  options.max_seconds = 600;
  tune::RunSummary summary;
  for (std::int64_t budget : {96, 160}) {
    store::Store store(db);
    search::ReplayEvaluator inner(table, space, replay);
    FailingReplay evaluator(inner);
    options.max_evaluations = budget;
    summary = tune::run_search(experiment, store, evaluator, options);
  }
  // One small file for the repository: the rollback journal (so that a
  // read-only open leaves no -wal/-shm beside it), 1 KiB pages, vacuumed.
  // Whoever opens it for writing switches it back to WAL.
  store::Database d(db);
  d.exec("PRAGMA journal_mode = DELETE");
  d.exec("PRAGMA page_size = 1024");
  d.exec("VACUUM");
  return summary;
}

DetailFixture build_detail_fixture(const fs::path& db) {
  const Experiment e = load_experiment(fs::path(EVOTUNE_TEST_DATA) / "experiments" / "good.yaml");
  store::Store s(db);
  auto tx = s.transaction();
  DetailFixture f;
  f.experiment_id = s.insert_experiment({0, e.name, e.file.string(), e.file_hash, e.file_text, ""});
  const std::int64_t env = s.environment_id({"NVIDIA H200", "9.0", 132, "580.65.06", "13.0", "13.0"});
  const std::int64_t run =
      s.begin_run({f.experiment_id, env, "evo", 7, R"({"population":16,"elite":4,"reference_time_us":40.0})"});

  auto candidate = [&](const Point& p, int generation, store::Origin origin, std::optional<std::string> rule,
                       std::optional<std::string> note, std::optional<std::int64_t> p1,
                       std::optional<std::int64_t> p2, const std::string& hash) {
    store::CandidateRow c;
    c.experiment_id = f.experiment_id;
    c.environment_id = env;
    c.source_hash = hash;
    c.params_json = params(p);
    c.generation = generation;
    c.origin = origin;
    c.rule = std::move(rule);
    c.note = std::move(note);
    c.parent1_id = p1;
    c.parent2_id = p2;
    return s.insert_candidate(c);
  };
  auto compile = [&](const std::string& hash, CandidateStatus status, std::optional<int> registers,
                     std::optional<int> spills, std::string gate_reason, std::string log) {
    store::CompileRecord c;
    c.source_hash = hash;
    c.target = "sm_90";
    c.status = status;
    if (registers) {
      store::KernelStats k;
      k.entry = "tiny_fwd";
      k.registers = registers;
      k.spill_store_bytes = spills.value_or(0);
      k.spill_load_bytes = spills.value_or(0);
      k.stack_bytes = 0;
      k.shared_static_bytes = 0;
      k.shared_dynamic_bytes = 16384;
      k.constant_bytes = 380;
      k.barriers = 1;
      c.kernels.push_back(k);
    }
    c.gate_reason = std::move(gate_reason);
    c.log = std::move(log);
    c.seconds = 1.23;
    c.nvrtc_version = "13.0";
    return s.put_compile(c);
  };
  auto timed = [](double p50) {
    store::Measurement m;
    m.time_p10_us = p50 * 0.99;
    m.time_p50_us = p50;
    m.time_p90_us = p50 * 1.03;
    m.event_time_us = p50 + 4.2;
    m.timed_runs = 480;
    m.spread = 0.04;
    m.ci_low_us = p50 * 0.997;
    m.ci_high_us = p50 * 1.004;
    m.max_abs_error = 1.2e-3;
    m.max_rel_error = 3.1e-3;
    m.rel_norm = 4.5e-4;
    m.sm_clock_before_mhz = 1980;
    m.sm_clock_after_mhz = 1965;
    m.device = "gpu-host-7:1";
    m.compile_s = 1.23;
    m.gpu_s = 0.41;
    return m;
  };
  const std::string ptxas_log =
      "ptxas info    : 0 bytes gmem\n"
      "ptxas info    : Compiling entry function 'tiny_fwd' for 'sm_90'\n"
      "ptxas info    : Function properties for tiny_fwd\n"
      "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
      "ptxas info    : Used 96 registers, used 1 barriers, 380 bytes cmem[0]\n";

  const Point best{{"BLOCK_M", 64}, {"BLOCK_N", 64}, {"NUM_WARPS", 4}, {"SWIZZLE", "xor16"}};
  const std::string h1 = std::string(64, 'a');
  f.fastest = candidate(best, 0, store::Origin::seed, {}, {}, {}, {}, h1);
  store::Measurement m1 = timed(10.0);
  m1.metrics = {{"sm__warps_active.avg.pct_of_peak_sustained_active", 37.5},
                {"dram__throughput.avg.pct_of_peak_sustained_elapsed", 12.25}};
  s.insert_evaluation(f.fastest, run, compile(h1, CandidateStatus::ok, 96, 0, "", ptxas_log), m1, 1.5);

  const Point mutated{{"BLOCK_M", 64}, {"BLOCK_N", 128}, {"NUM_WARPS", 4}, {"SWIZZLE", "xor16"}};
  const std::string h2 = "b2" + std::string(62, '0');
  f.mutant = candidate(mutated, 1, store::Origin::mutation, {}, "BLOCK_N 64->128", f.fastest, {}, h2);
  s.insert_evaluation(f.mutant, run, compile(h2, CandidateStatus::ok, 128, 0, "", ptxas_log), timed(12.5), 2.5);

  const Point shrunk{{"BLOCK_M", 32}, {"BLOCK_N", 64}, {"NUM_WARPS", 2}, {"SWIZZLE", "xor16"}};
  const std::string h3 = "c3" + std::string(62, '0');
  f.rejected = candidate(shrunk, 1, store::Origin::insight, "spills_shrink_tile", "BLOCK_M 64->32", f.fastest, {}, h3);
  store::Measurement m3;
  m3.status = CandidateStatus::gate_reject;
  m3.error = "spills 64 B > 0";
  s.insert_evaluation(f.rejected, run, compile(h3, CandidateStatus::gate_reject, 255, 32, "spills 64 B > 0", ptxas_log),
                      m3, 3.0);

  const Point crossed{{"BLOCK_M", 64}, {"BLOCK_N", 128}, {"NUM_WARPS", 4}, {"SWIZZLE", "pad16"}};
  const std::string h4 = "d4" + std::string(62, '0');
  f.wrong = candidate(crossed, 1, store::Origin::crossover, {}, {}, f.fastest, f.mutant, h4);
  store::Measurement m4;
  m4.status = CandidateStatus::incorrect;
  m4.max_abs_error = 0.5;
  m4.rel_norm = 0.02;
  m4.error = "o: 12 of 524288 elements outside atol 0.01 + rtol 0.01 x |ref|, worst o[0][3][17][5]: got \"nan\", "
             "expected 0.25";
  s.insert_evaluation(f.wrong, run, compile(h4, CandidateStatus::ok, 96, 0, "", ptxas_log), m4, 3.5);

  const Point other{{"BLOCK_M", 128}, {"BLOCK_N", 32}, {"NUM_WARPS", 8}, {"SWIZZLE", "pad16"}};
  const std::string h5 = "e5" + std::string(62, '0');
  f.broken = candidate(other, 1, store::Origin::random, {}, {}, {}, {}, h5);
  store::Measurement m5;
  m5.status = CandidateStatus::compile_error;
  m5.error = "NVRTC: tiny.cu(12): error: expected a \";\"";
  s.insert_evaluation(f.broken, run,
                      compile(h5, CandidateStatus::compile_error, {}, {},  "",
                              "tiny.cu(12): error: expected a \";\"\n\n1 error detected in the compilation of "
                              "\"tiny.cu\".\n"),
                      m5, 4.0);

  const Point crash{{"BLOCK_M", 16}, {"BLOCK_N", 32}, {"NUM_WARPS", 1}, {"SWIZZLE", "pad16"}};
  const std::string h6 = "f6" + std::string(62, '0');
  f.crashed = candidate(crash, 1, store::Origin::random, {}, {}, {}, {}, h6);
  store::Measurement m6;
  m6.status = CandidateStatus::fault;
  m6.error = "CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered";
  s.insert_evaluation(f.crashed, run, compile(h6, CandidateStatus::ok, 64, 0, "", ptxas_log), m6, 4.5);

  const Point fast{{"BLOCK_M", 32}, {"BLOCK_N", 128}, {"NUM_WARPS", 2}, {"SWIZZLE", "xor16"}};
  // Shares its first 4 hex digits with `fastest`: a hash prefix that short is ambiguous.
  const std::string h7 = "aaaa7" + std::string(59, '0');
  f.too_fast = candidate(fast, 1, store::Origin::mutation, {}, "NUM_WARPS 4->2", f.mutant, {}, h7);
  store::Measurement m7 = timed(0.5);
  m7.status = CandidateStatus::suspect;
  m7.error = "0.5 us is below the physical floor of 1.09 us";
  s.insert_evaluation(f.too_fast, run, compile(h7, CandidateStatus::ok, 80, 0, "", ptxas_log), m7, 5.0);

  const Point later{{"BLOCK_M", 128}, {"BLOCK_N", 128}, {"NUM_WARPS", 8}, {"SWIZZLE", "xor16"}};
  f.pending = candidate(later, 2, store::Origin::random, {}, {}, {}, {}, "99" + std::string(62, '0'));

  s.write_population(f.experiment_id, env, 0, {f.fastest});
  s.write_population(f.experiment_id, env, 1, {f.fastest, f.mutant});
  s.finish_run(run, 5.5, 7, "budget_evaluations");
  tx.commit();
  return f;
}

ScratchDir::ScratchDir(const std::string& tag) {
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  path_ = fs::temp_directory_path() / ("evotune_" + tag + "_" + std::to_string(::getpid()) + "_" +
                                       (info ? std::string(info->name()) : std::string("x")));
  fs::remove_all(path_);
  fs::create_directories(path_);
}

ScratchDir::~ScratchDir() {
  std::error_code ec;
  fs::remove_all(path_, ec);
}

}  // namespace evotune::report_testing
