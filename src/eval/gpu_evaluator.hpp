// The real evaluator behind `evotune run`: render -> NVRTC on a thread pool
// -> ptxas gates -> the GPU worker process (correctness trials, CUPTI timing).
//
// Compiles of a batch overlap each other and the GPU's work; one GPU thread
// per worker (eval/worker_pool.hpp: one per entry of `--devices`) takes the
// next compiled candidate from the shared queue, feeds its worker one job at
// a time and contains its faults and hangs (WorkerClient). Outcomes come back
// in the order they finish, each with the device that measured it. This
// process never touches the GPU itself: everything on it happens in the workers.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <atomic>
#include <exception>
#include <functional>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "codegen/render.hpp"
#include "codegen/template.hpp"
#include "core/evaluator.hpp"
#include "core/experiment.hpp"
#include "eval/compile_pool.hpp"
#include "eval/compile_record.hpp"
#include "eval/compiler.hpp"
#include "eval/worker_client.hpp"
#include "eval/worker_pool.hpp"

namespace evotune {

struct GpuEvaluatorOptions {
  int device = 0;                      ///< CUDA device ordinal (when `devices` is empty)
  /// One worker per entry (CUDA ordinals; one may repeat: two workers on one GPU).
  std::vector<int> devices;
  int compile_threads = 0;             ///< NVRTC threads; 0: one per hardware thread
  CompilerSettings compiler;           ///< per-compile time limit, helper binary
  std::optional<std::string> arch;     ///< --arch; else the experiment's, else the GPU's
  TimeLimitPolicy time_limits;
  /// The worker's command line, kDevicePlaceholder standing for the device;
  /// empty: this executable, `worker --device N`.
  std::vector<std::string> worker_argv;
  /// Workers beyond `devices` (e.g. of other MPI ranks); each records its own device label.
  std::vector<std::function<WorkerSpec()>> extra_workers;
  /// Compile threads beyond compile_threads that compile elsewhere (other MPI ranks).
  std::vector<CompilePool::Compiler> extra_compilers;
  /// Non-empty: the workers of `devices` record their device as "host:N" (under MPI, where
  /// other ranks' workers do so too), else as "N".
  std::string device_host;
  bool keep_cubins = true;             ///< store each cubin with its compile record
  /// Compiles already in the database (e.g. made by a run without a GPU):
  /// one found for a candidate is used instead of compiling it again. Unset: always compile.
  StoredCompileLookup stored_compile;
};

/// Where the evaluator's time went (for the throughput figures).
struct GpuEvaluatorStats {
  std::int64_t compiled = 0;         ///< compiles finished (any status)
  std::int64_t reused = 0;           ///< compiles taken from the database instead
  std::int64_t measured = 0;         ///< worker jobs finished (any status)
  std::int64_t worker_starts = 0;    ///< over all workers
  double gpu_busy_s = 0;             ///< the GPU threads waiting on their workers (summed)
  double reference_s = 0;            ///< of gpu_busy_s: the workers computing reference outputs
  double gpu_idle_s = 0;             ///< the GPU threads waiting for a compiled candidate (after their first)
  std::vector<DeviceLoad> devices;   ///< the same per worker, in --devices order
};

/// Errors compute-sanitizer reported in its log: memcheck's (and synccheck's)
/// "ERROR SUMMARY: N errors", racecheck's "RACECHECK SUMMARY: H hazards
/// displayed (E errors, W warnings)" (E). Nullopt when the log has no summary
/// (the tool did not finish).
std::optional<int> sanitizer_error_count(const std::string& log);

/// compute-sanitizer's binary: on PATH, else in the toolkit this build used,
/// else /usr/local/cuda. Throws EvalError saying where it looked.
std::filesystem::path find_compute_sanitizer();

/// compute-sanitizer's kernel filter for a check of `candidate`: where all its
/// launches run one entry, only that kernel is instrumented (the reference, run
/// for every trial, was nearly all of racecheck's work at large problems);
/// otherwise every kernel but the worker's own fill and check kernels.
std::vector<std::string> sanitizer_kernel_filter(const KernelProgram& candidate);

class GpuEvaluator final : public Evaluator {
 public:
  /// Starts the worker (its hello gives the environment), compiles the
  /// reference and checks it against itself on the GPU (its time becomes
  /// reference_time_us()). Throws EvalError when the GPU, the worker or the
  /// reference fails, CodegenError when the template cannot be read.
  GpuEvaluator(const Experiment& experiment, GpuEvaluatorOptions options = {});
  ~GpuEvaluator() override;
  GpuEvaluator(const GpuEvaluator&) = delete;
  GpuEvaluator& operator=(const GpuEvaluator&) = delete;

  EnvironmentInfo environment() override;
  std::string identity(const Point& point) override;
  void submit(std::vector<Proposal> batch) override;
  /// Rethrows the first tool failure (NVRTC helper broken, worker protocol
  /// broken, a tool_error from the worker) of a compile or a GPU job.
  std::vector<Outcome> collect(std::chrono::milliseconds timeout) override;
  std::size_t pending() const override;
  void cancel() override;
  std::optional<double> reference_time_us() override { return reference_time_us_; }
  /// compare() for the search's noise-aware ranking.
  bool can_retime() const override { return true; }
  PairedTiming retime_pair(const Proposal& a, const Proposal& b) override;

  /// Re-times two candidates already measured here, interleaved A B A B ...
  /// for `rounds` rounds (noise-aware ranking: promote B over A only when
  /// the result is significant). Throws EvalError when either was not
  /// measured ok by this evaluator, or for a tool failure.
  WorkerResult compare(const Point& a, const Point& b, int rounds = 30);

  /// CUPTI range profiling of a candidate measured ok here (a profile job on
  /// the same worker, between its timed jobs). A CUPTI or worker failure is
  /// the outcome's error.
  bool can_profile() const override { return true; }
  ProfileOutcome profile(const Proposal& candidate, const std::vector<std::string>& metrics) override;

  /// Runs the candidate at `point` (its compiled `cubin`) once more,
  /// correctness trial only, in a fresh worker under `compute-sanitizer
  /// --tool <tool>` (memcheck, racecheck, synccheck). `sanitizer` is the
  /// compute-sanitizer binary. Returns the check without its ids: verdict
  /// "clean", "errors" (the tool's error count, or the candidate failed its
  /// check under the tool) or "failed" (the check could not run), the log
  /// (trimmed) or why it failed, seconds. Never throws for what the sanitizer
  /// or the candidate does.
  SanitizerCheck sanitize(const Point& point, const std::string& cubin, const std::string& tool,
                                 const std::filesystem::path& sanitizer);

  /// The first worker's hello (all workers are one model).
  const WorkerHello& worker_hello() const { return hello_; }
  std::vector<DeviceLoad> device_loads() const override { return stats().devices; }
  const std::string& arch() const { return arch_; }
  GpuEvaluatorStats stats() const;

 private:
  struct Pending {
    Proposal proposal;
    std::uint64_t epoch = 0;
    CandidateSource source;
    std::optional<CompileRecord> compile;
    std::string cubin;
    double compile_s = 0;
  };
  struct MeasuredCandidate {
    std::string cubin;
    double median_us = 0;
    int lane = -1;  // the worker that measured it; -1: none here (a resumed search's)
  };

  void on_compiled(std::shared_ptr<Pending> item, const CompileResult* result, std::exception_ptr error);
  /// Passes a gated compile on: to the GPU queue, or back as an outcome when it failed.
  void on_gated(std::shared_ptr<Pending> item, GatedCompile compiled, double compile_s);
  void gpu_loop(WorkerLane& lane);
  Outcome measure(Pending& item, WorkerLane& lane);
  /// The worker of the candidate's measurement (else the first).
  WorkerLane& lane_of(const MeasuredCandidate& c);
  void deliver(Outcome outcome, std::uint64_t epoch);
  void fail(std::exception_ptr error);
  std::optional<double> incumbent_us() const;

  Experiment experiment_;
  GpuEvaluatorOptions options_;
  TemplateInfo template_;
  std::string arch_;
  RenderedCandidates rendered_;  // rendered by identity(), compiled by submit()
  bool atomics_ = false;
  bool gmem_ = false;
  std::vector<std::unique_ptr<WorkerLane>> lanes_;
  WorkerHello hello_;
  KernelProgram reference_;
  std::optional<double> reference_time_us_;
  std::unique_ptr<CompilePool> pool_;

  mutable std::mutex mutex_;
  std::condition_variable gpu_wake_;
  std::condition_variable results_ready_;
  std::deque<std::shared_ptr<Pending>> gpu_queue_;
  std::vector<Outcome> results_;
  std::uint64_t epoch_ = 0;            // bumped by cancel(): older work is dropped
  std::size_t outstanding_ = 0;        // submitted in this epoch, not yet collected
  std::exception_ptr failure_;
  bool stopping_ = false;
  std::optional<double> best_us_;      // fastest ok candidate so far
  std::map<std::string, MeasuredCandidate> measured_;  // identity -> ok candidates (for compare)
  std::atomic<std::uint64_t> next_job_id_{1};         // over all workers
  GpuEvaluatorStats stats_;            // devices: one per lane
  std::vector<bool> lane_started_;     // a lane's idle time counts after its first job
};

/// The sanitizer pass's runner on the GPU: GpuEvaluator::sanitize with the
/// compute-sanitizer binary `sanitizer` (find_compute_sanitizer()).
class GpuSanitizerRunner final : public SanitizerRunner {
 public:
  GpuSanitizerRunner(GpuEvaluator& evaluator, std::filesystem::path sanitizer)
      : evaluator_(evaluator), sanitizer_(std::move(sanitizer)) {}
  SanitizerCheck check(const Point& point, const std::string& cubin, const std::string& tool) override {
    return evaluator_.sanitize(point, cubin, tool, sanitizer_);
  }

 private:
  GpuEvaluator& evaluator_;
  std::filesystem::path sanitizer_;
};

}  // namespace evotune
