// The driver side of the worker (spawn, time limit, kill, respawn) against a
// fake worker executable: no GPU needed. The real worker's GPU behaviour is
// tested in test_gpu_worker.cpp.
#include <chrono>
#include <cmath>
#include <csignal>

#include <gtest/gtest.h>

#include "core/error.hpp"
#include "eval/driver.hpp"
#include "eval/worker_client.hpp"

namespace evotune {
namespace {

WorkerClient::Options fake(const std::string& mode = "ok") {
  WorkerClient::Options o;
  o.argv = {EVOTUNE_FAKE_WORKER, mode};
  o.start_timeout_s = 10;
  return o;
}

WorkerJob job_for(const std::string& label, std::uint64_t id) {
  WorkerJob j;
  j.id = id;
  j.candidate.label = label;
  j.candidate.cubin = "not a real cubin";
  j.candidate.launches.push_back(LaunchPlan{"k", {1, 1, 1}, {32, 1, 1}, 0, {}});
  j.reference = j.candidate;
  return j;
}

double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

TEST(WorkerClient, RunsJobsOnOneWorker) {
  WorkerClient c(fake());
  const WorkerHello& h = c.start();
  EXPECT_TRUE(h.ok);
  EXPECT_EQ(h.device.name, "Fake GPU");
  for (std::uint64_t id = 1; id <= 3; ++id) {
    const WorkerResult r = c.run(job_for("ok", id), 5.0);
    EXPECT_EQ(r.id, id);
    EXPECT_EQ(r.status, CandidateStatus::ok);
    ASSERT_TRUE(r.timing.has_value());
    EXPECT_DOUBLE_EQ(r.timing->kernel.median_us, 11.0);
  }
  EXPECT_EQ(c.starts(), 1);
}

TEST(WorkerClient, CrashIsAFaultAndTheNextJobRunsOnAFreshWorker) {
  WorkerClient c(fake());
  const WorkerResult crashed = c.run(job_for("fake_segv", 1), 5.0);
  EXPECT_EQ(crashed.status, CandidateStatus::fault);
  EXPECT_NE(crashed.reason.find("signal 11"), std::string::npos) << crashed.reason;
  EXPECT_FALSE(c.running());
  const WorkerResult next = c.run(job_for("ok", 2), 5.0);
  EXPECT_EQ(next.status, CandidateStatus::ok);
  EXPECT_EQ(c.starts(), 2);
}

TEST(WorkerClient, HangIsATimeoutWithinTheLimit) {
  WorkerClient c(fake());
  c.start();
  const auto t0 = std::chrono::steady_clock::now();
  const WorkerResult hung = c.run(job_for("fake_hang", 1), 0.5);
  const double took = seconds_since(t0);
  EXPECT_EQ(hung.status, CandidateStatus::timeout);
  EXPECT_NE(hung.reason.find("time limit"), std::string::npos) << hung.reason;
  EXPECT_GE(took, 0.45);  // the hang never ends by itself: the limit ended it (no upper bound: slow machines)
  EXPECT_EQ(c.run(job_for("ok", 2), 5.0).status, CandidateStatus::ok);
  EXPECT_EQ(c.starts(), 2);
}

TEST(WorkerClient, ReportedFaultKeepsTheCudaErrorAndRestarts) {
  WorkerClient c(fake());
  const WorkerResult f = c.run(job_for("fake_fault", 1), 5.0);
  EXPECT_EQ(f.status, CandidateStatus::fault);
  EXPECT_EQ(f.cuda_error, "CUDA_ERROR_ILLEGAL_ADDRESS");
  EXPECT_TRUE(f.exiting);
  EXPECT_FALSE(c.running());
  EXPECT_EQ(c.run(job_for("ok", 2), 5.0).status, CandidateStatus::ok);
  EXPECT_EQ(c.starts(), 2);
}

TEST(WorkerClient, DeathKeepsTheWorkersLastWords) {
  WorkerClient c(fake());
  const WorkerResult r = c.run(job_for("fake_abort_said", 1), 5.0);
  EXPECT_EQ(r.status, CandidateStatus::fault);
  EXPECT_NE(r.reason.find("signal 6"), std::string::npos) << r.reason;
  EXPECT_NE(r.reason.find("about to abort"), std::string::npos) << r.reason;
}

TEST(WorkerClient, ToolErrorThrowsAndTheWorkerStays) {
  WorkerClient c(fake());
  EXPECT_THROW(
      {
        try {
          c.run(job_for("fake_tool_error", 1), 5.0);
        } catch (const EvalError& e) {
          EXPECT_NE(std::string(e.what()).find("reference kernel is broken"), std::string::npos);
          throw;
        }
      },
      EvalError);
  EXPECT_TRUE(c.running());
  EXPECT_EQ(c.run(job_for("ok", 2), 5.0).status, CandidateStatus::ok);
  EXPECT_EQ(c.starts(), 1);
}

TEST(WorkerClient, ProtocolViolationsThrow) {
  WorkerClient c(fake());
  EXPECT_THROW(c.run(job_for("fake_garbage", 1), 5.0), EvalError);
  WorkerClient d(fake());
  EXPECT_THROW(d.run(job_for("fake_wrong_id", 1), 5.0), EvalError);
}

TEST(WorkerClient, WorkerThatCannotServeSaysWhy) {
  WorkerClient c(fake("no_gpu"));
  try {
    c.start();
    FAIL() << "start() should throw";
  } catch (const EvalError& e) {
    EXPECT_NE(std::string(e.what()).find("no GPU"), std::string::npos) << e.what();
  }
  EXPECT_FALSE(c.running());
}

TEST(WorkerClient, DeathBeforeHelloIsAToolError) {
  WorkerClient c(fake("die_before_hello"));
  try {
    c.start();
    FAIL() << "start() should throw";
  } catch (const EvalError& e) {
    EXPECT_NE(std::string(e.what()).find("exited with code 7"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("cannot start"), std::string::npos) << e.what();
  }
}

TEST(WorkerClient, SilentWorkerTimesOutAtStart) {
  WorkerClient::Options o = fake("silent");
  o.start_timeout_s = 0.3;
  WorkerClient c(o);
  EXPECT_THROW(c.start(), EvalError);
  EXPECT_FALSE(c.running());
}

TEST(WorkerClient, MissingExecutableIsAToolError) {
  WorkerClient::Options o;
  o.argv = {"/nonexistent/evotune-worker"};
  WorkerClient c(o);
  EXPECT_THROW(c.start(), EvalError);
}

TEST(WorkerClient, StopEndsTheWorker) {
  WorkerClient c(fake());
  c.start();
  const pid_t pid = c.pid();
  c.stop();
  EXPECT_FALSE(c.running());
  EXPECT_NE(::kill(pid, 0), 0);  // gone (reaped)
}

TEST(WorkerClient, RealWorkerWithoutAGpuSaysSo) {
  if (eval::Driver::instance().available()) GTEST_SKIP() << "a GPU is present; test_gpu_worker covers the real worker";
  WorkerClient::Options o;
  o.argv = {EVOTUNE_BINARY, "worker", "--device", "0"};
  WorkerClient c(o);
  try {
    c.start();
    FAIL() << "start() should throw without a GPU";
  } catch (const EvalError& e) {
    EXPECT_NE(std::string(e.what()).find("no GPU"), std::string::npos) << e.what();
  }
}

TEST(TimeLimits, FloorAndIncumbentMultiple) {
  MeasureSpec m;  // warmup 5, min_runs 20, min_time 50 ms, max_runs 2000, trials 3
  TimeLimitPolicy p;
  EXPECT_DOUBLE_EQ(evaluate_time_limit_s(m, std::nullopt, 0, p), p.no_incumbent_s);
  // A 6 us incumbent: 2000 timed runs + 5 + 9 + 1 launches, x20 -> 0.24 s: the floor wins.
  EXPECT_DOUBLE_EQ(evaluate_time_limit_s(m, 6.0, 0, p), p.floor_s);
  // A 10 ms incumbent: 20 runs (50 ms / 10 ms = 5 < min_runs) + 15 -> 35 launches x 10 ms x 20 = 7 s.
  EXPECT_NEAR(evaluate_time_limit_s(m, 10000.0, 0, p), 7.0, 1e-9);
  EXPECT_NEAR(compare_time_limit_s(30, 5, 10000.0, p), 20 * 0.01 * 70, 1e-9);
}

// (16,16,512,128) attention: a 1.2 ms kernel whose 32 MiB output is read back
// and compared on the host 36 times. Its launches fit the 5 s floor; the checks
// did not (every candidate timed out on the H100 before the host's share counted).
TEST(TimeLimits, HostChecksOfLargeOutputsAddToTheLimit) {
  MeasureSpec m;  // trials 3, verified_calls 32: 36 checked calls
  TimeLimitPolicy p;
  const std::size_t out = 16ull * 16 * 512 * 128 * 2;
  const double host_s = 36.0 * static_cast<double>(out) / p.host_bytes_per_s;
  EXPECT_GT(host_s, 20.0);
  EXPECT_NEAR(evaluate_time_limit_s(m, 1200.0, out, p), p.floor_s + host_s, 1e-9);
  EXPECT_NEAR(evaluate_time_limit_s(m, std::nullopt, out, p), p.no_incumbent_s + host_s, 1e-9);
  EXPECT_GT(evaluate_time_limit_s(m, 1200.0, out, p), evaluate_time_limit_s(m, 1200.0, 0, p));
  EXPECT_DOUBLE_EQ(compare_time_limit_s(30, 5, 1.0, p), p.floor_s);
}

}  // namespace
}  // namespace evotune
