// The GPU workers of one evaluator (issue 19): one worker process per entry
// of `run --devices` (two entries may name one GPU), each driven by its own
// GPU thread of the evaluator and fed from the one queue of compiled
// candidates. A worker's fault or overrun restarts that worker only
// (WorkerClient); the others go on.
//
// Times from different devices rank together only when the devices are one
// model: same_device_model() compares what their workers' hellos report
// (name, compute capability, SM count, memory and L2 size, peak SM and memory
// clocks, driver). A pool of different models is refused at start, so every
// figure of one search (one environment in the store) comes from one model,
// and each candidate's figure and its interleaved re-timings come from one
// device (GpuEvaluator::compare).
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "eval/worker_client.hpp"
#include "eval/worker_protocol.hpp"

namespace evotune {

/// In a worker command line: replaced by the worker's device ordinal.
inline constexpr const char* kDevicePlaceholder = "{device}";

/// `argv` with every kDevicePlaceholder element replaced by `device`.
std::vector<std::string> worker_argv_for(const std::vector<std::string>& argv, int device);

/// The devices of `run --devices`: "all" (0 .. device_count - 1), or CUDA
/// ordinals separated by commas ("0,1"; "0,0" starts two workers on GPU 0).
/// Throws EvalError naming the entry that is no ordinal or not a device here.
std::vector<int> parse_device_list(std::string_view text, int device_count);

/// Whether times measured on `a` and `b` may be compared: one model by name,
/// compute capability, SM count, memory and L2 size, peak SM and memory clocks
/// and driver release (ordinal and PCI bus may differ).
bool same_device_model(const WorkerDevice& a, const WorkerDevice& b);
/// "NVIDIA H100 80GB HBM3 (sm_90, 132 SMs, 79.6 GiB, L2 50 MiB, SM 1980 MHz, memory 2619 MHz, driver 580.65.06)"
std::string device_model_text(const WorkerDevice& d);

/// Runs jobs on one worker: a process of this one (LocalWorker), or one
/// owned by another MPI rank. Same contract as WorkerClient: a candidate's
/// failure is a result, a failure of the tool throws EvalError.
class WorkerChannel {
 public:
  virtual ~WorkerChannel() = default;
  /// Starts the worker when none runs; its hello.
  virtual WorkerHello start() = 0;
  virtual WorkerResult run(const WorkerJob& job, double time_limit_s) = 0;
  virtual void stop() noexcept = 0;
  /// Workers started so far (1 + restarts).
  virtual int starts() const = 0;
};

/// A worker process of this one.
class LocalWorker final : public WorkerChannel {
 public:
  explicit LocalWorker(WorkerClient::Options options) : client_(std::move(options)) {}
  WorkerHello start() override { return client_.start(); }
  WorkerResult run(const WorkerJob& job, double time_limit_s) override { return client_.run(job, time_limit_s); }
  void stop() noexcept override { client_.stop(); }
  int starts() const override { return client_.starts(); }

 private:
  WorkerClient client_;
};

/// One worker of the pool and the thread that feeds it.
struct WorkerLane {
  int index = 0;              ///< position in the pool
  std::string device;         ///< what its evaluations record (Measurement::device)
  std::unique_ptr<WorkerChannel> channel;
  WorkerHello hello;
  /// Its GPU thread, compare() and profile() take turns on the worker.
  std::mutex mutex;
  std::thread thread;
};

/// A worker to start: its device label and its channel.
struct WorkerSpec {
  std::string device;
  std::unique_ptr<WorkerChannel> channel;
};

/// Starts every worker at once (creating CUDA contexts dominates) and checks
/// that all are one model. Throws EvalError naming the device of the first
/// worker that cannot start, or the two models that differ; workers started
/// are stopped then.
std::vector<std::unique_ptr<WorkerLane>> start_worker_lanes(std::vector<WorkerSpec> specs);

}  // namespace evotune
