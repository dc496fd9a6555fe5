// Several ranks through MPI on the CPU (built with -DEVOTUNE_WITH_MPI=ON; ctest
// runs it as `mpirun --oversubscribe -np 2`). Rank 1 serves two fake GPU
// workers (tests/eval/fake_worker.cpp), the one of device 1 dying by SIGSEGV
// on every candidate, and one compile thread (real NVRTC); rank 0 runs the
// tests: the offer, a job and a fault on rank 1's workers (the worker is
// restarted, the rank goes on), a compile there, and a search over both ranks
// in which every evaluation is stored once with the device that measured it.
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <set>
#include <string>

#include <gtest/gtest.h>

#include "core/experiment.hpp"
#include "eval/gpu_evaluator.hpp"
#include "eval/mpi_ranks.hpp"
#include "store/store.hpp"
#include "tune/run.hpp"

namespace evotune {
namespace {

namespace fs = std::filesystem;

mpi::Session* g_session = nullptr;
std::vector<mpi::RankOffer> g_offers;  // received once, before the tests

std::vector<std::string> fake_worker_argv() { return {EVOTUNE_FAKE_WORKER, "--device", kDevicePlaceholder}; }

// rank 1's workers and compile thread, as rank 0 reaches them
GpuEvaluatorOptions remote_options() {
  GpuEvaluatorOptions o;
  g_session->add_remote(g_offers, o);
  return o;
}

WorkerJob job_for(std::uint64_t id) {
  WorkerJob job;
  job.id = id;
  for (KernelProgram* p : {&job.candidate, &job.reference}) {
    p->cubin = "not run by the fake worker";
    p->launches = {LaunchPlan{.entry = "k"}};
  }
  job.candidate.label = "a_candidate";
  job.reference.label = "the_reference";
  return job;
}

TEST(MpiRanks, RankOneOffersItsWorkersAndCompileThread) {
  ASSERT_EQ(g_session->size(), 2);
  ASSERT_EQ(g_offers.size(), 1u);
  const mpi::RankOffer& o = g_offers[0];
  EXPECT_EQ(o.rank, 1);
  EXPECT_EQ(o.error, "");
  EXPECT_FALSE(o.host.empty());
  EXPECT_EQ(o.compile_threads, 1);
  ASSERT_EQ(o.workers.size(), 2u);
  EXPECT_EQ(o.workers[0].first, o.host + ":0");
  EXPECT_EQ(o.workers[1].first, o.host + ":1");
  EXPECT_EQ(o.workers[1].second.device.name, "Fake GPU");
  EXPECT_EQ(o.workers[1].second.device.ordinal, 1);
}

TEST(MpiRanks, AFaultOnTheOtherRankCostsItsWorkerARestartNotTheRank) {
  GpuEvaluatorOptions o = remote_options();
  ASSERT_EQ(o.extra_workers.size(), 2u);
  WorkerSpec good = o.extra_workers[0]();
  WorkerSpec bad = o.extra_workers[1]();
  EXPECT_EQ(bad.channel->start().device.ordinal, 1);
  for (int round = 1; round <= 2; ++round) {
    const WorkerResult r = bad.channel->run(job_for(100 + round), 10.0);
    EXPECT_EQ(r.status, CandidateStatus::fault);
    EXPECT_NE(r.reason.find("signal 11"), std::string::npos) << r.reason;
    EXPECT_EQ(bad.channel->starts(), round);  // restarted on rank 1 for the second job
  }
  const WorkerResult ok = good.channel->run(job_for(200), 10.0);
  EXPECT_EQ(ok.status, CandidateStatus::ok) << ok.reason;
  ASSERT_TRUE(ok.timing);
  EXPECT_DOUBLE_EQ(ok.timing->kernel.median_us, 11.0);
  EXPECT_EQ(good.channel->starts(), 1);
}

TEST(MpiRanks, ACompileOnTheOtherRankComesBackWithItsCubin) {
  GpuEvaluatorOptions o = remote_options();
  ASSERT_EQ(o.extra_compilers.size(), 1u);
  CompileRequest request;
  request.source = "extern \"C\" __global__ void twice(float* x) { x[threadIdx.x] *= 2.0f; }\n";
  request.name = "twice.cu";
  request.arch = "sm_90";
  const CompileResult r = o.extra_compilers[0](request);
  ASSERT_EQ(r.status, CompileStatus::ok) << r.message;
  EXPECT_EQ(r.cubin.substr(0, 4), "\x7f" "ELF");
  ASSERT_NE(r.ptxas.find_entry("twice"), nullptr) << r.log;
  request.source = "this is not CUDA";
  EXPECT_EQ(o.extra_compilers[0](request).status, CompileStatus::compile_error);
}

TEST(MpiRanks, ASearchOverBothRanksStoresEveryEvaluationOnce) {
  const fs::path dir = fs::temp_directory_path() / ("evotune_mpi_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  Experiment e = load_experiment(fs::path(EVOTUNE_SOURCE_ROOT) / "experiments/s512_scalar.yaml");
  e.search.population = 6;
  e.search.generations = 1;
  store::Store db(dir / "x.db");
  GpuEvaluatorOptions o = remote_options();
  o.devices = {0};
  o.worker_argv = fake_worker_argv();
  o.device_host = g_session->host();
  o.compile_threads = 1;
  o.compiler.helper = EVOTUNE_BINARY;
  o.stored_compile = [&db](const std::string& hash, const std::string& target) {
    return db.find_compile(hash, target);
  };
  tune::RunSummary summary;
  std::vector<DeviceLoad> loads;
  {
    GpuEvaluator gpu(e, o);
    summary = tune::run_search(e, db, gpu, tune::RunOptions{});
    loads = gpu.device_loads();
  }
  EXPECT_EQ(summary.evaluations_this_run, 6);
  EXPECT_EQ(db.db().query_int("SELECT count(*) FROM evaluations"), 6);
  EXPECT_EQ(db.db().query_int("SELECT count(DISTINCT candidate_id) FROM evaluations"), 6);
  const std::string bad = g_offers[0].host + ":1";
  std::int64_t measured = 0;
  for (const store::Result& r : db.results(summary.experiment_id, summary.environment_id)) {
    ASSERT_TRUE(r.evaluation);
    const Measurement& m = r.evaluation->measurement;
    if (m.status == CandidateStatus::gate_reject) continue;
    ++measured;
    if (m.device == bad)
      EXPECT_EQ(m.status, CandidateStatus::fault) << m.error;
    else
      EXPECT_EQ(m.status, CandidateStatus::ok) << m.device << ": " << m.error;
  }
  EXPECT_EQ(db.db().query_int("SELECT count(*) FROM evaluation_devices"), measured);
  ASSERT_EQ(loads.size(), 3u);  // rank 0's worker, rank 1's two
  std::int64_t total = 0;
  for (const DeviceLoad& d : loads) total += d.measured;
  EXPECT_EQ(total, measured);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace evotune

int main(int argc, char** argv) {
  using namespace evotune;
  mpi::Session session;
  if (session.rank() != 0) {
    ::setenv("EVOTUNE_FAKE_WORKER_CRASH_DEVICE", "1", 1);  // rank 1's workers inherit it
    mpi::ServeOptions so;
    so.devices = {0, 1};
    so.worker_argv = fake_worker_argv();
    so.compile_threads = 1;
    so.compiler.helper = EVOTUNE_BINARY;
    return session.serve(so);
  }
  g_session = &session;
  g_offers = session.offers();
  ::testing::InitGoogleTest(&argc, argv);
  const int failed = RUN_ALL_TESTS();
  session.release_ranks();
  return failed;
}
