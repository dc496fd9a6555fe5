// The driver side of a GPU worker: spawns `evotune worker --device N`, sends
// it jobs and reads its results, and contains its failures.
//
// A worker that dies (a fault that killed its CUDA context, a crash) or
// overruns a job's time limit is killed and the job becomes a `fault` or
// `timeout` result; the next job starts a fresh worker. Nothing else is
// lost. Failures of the tool itself (the worker cannot start, a GPU is
// missing, the worker reports a tool_error, the protocol breaks) throw
// EvalError.
//
// Not thread-safe: one thread drives one client (the evaluator's GPU thread).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <sys/types.h>

#include "core/experiment.hpp"
#include "eval/worker_protocol.hpp"

namespace evotune {

/// How long a job may take before its worker is killed.
struct TimeLimitPolicy {
  double floor_s = 5.0;          ///< never less (covers module load, fills, comparisons)
  double multiple = 20.0;        ///< times the incumbent's cost of the job's launches
  double no_incumbent_s = 30.0;  ///< before any time is known
  /// The worker's host-side checking rate, taken slow on purpose: each
  /// checked call's outputs are copied back and compared in full with the
  /// reference on the host, which at large problems outweighs the launches.
  double host_bytes_per_s = 50e6;
};

/// Time limit of an evaluate job, seconds: the larger of policy.floor_s and
/// `multiple` times what the job's launches would cost at the incumbent's
/// best time (warm-up, two runs per trial plus the reference, the timed runs
/// that min_runs/min_time_ms would ask for, up to max_runs), plus the host's
/// checking of `output_bytes` per checked call (each trial, each verified
/// timed call, the check after timing) at policy.host_bytes_per_s.
double evaluate_time_limit_s(const MeasureSpec& measure, std::optional<double> incumbent_us,
                             std::size_t output_bytes, const TimeLimitPolicy& policy = {});
/// Time limit of a compare job of `rounds` A-B rounds whose slower side runs `slower_us`.
double compare_time_limit_s(int rounds, int warmup, double slower_us, const TimeLimitPolicy& policy = {});

class WorkerClient {
 public:
  struct Options {
    /// The worker's command line; default: this executable, `worker --device N`.
    std::vector<std::string> argv;
    /// How long a starting worker may take to say hello (context creation,
    /// helper-kernel compile).
    double start_timeout_s = 120.0;
    /// Worker stderr lines are logged at debug level with this prefix; the
    /// last few KB are kept for the reason of a death.
    std::string log_prefix = "worker";
  };

  /// Command line of the real worker for GPU `device`: /proc/self/exe worker --device N.
  static std::vector<std::string> default_argv(int device);

  explicit WorkerClient(Options options);
  ~WorkerClient();  // asks the worker to shut down; kills it if it does not
  WorkerClient(const WorkerClient&) = delete;
  WorkerClient& operator=(const WorkerClient&) = delete;

  /// Starts the worker when none runs and returns its hello. Throws EvalError
  /// when it cannot start or says it cannot serve (e.g. no GPU; the message
  /// is the worker's).
  const WorkerHello& start();

  /// Runs one job within `time_limit_s`. Candidate failures are results:
  /// the worker's own verdicts, `fault` when it died (with the CUDA error
  /// name it reported, or how it died), `timeout` when it overran (it is
  /// killed). Throws EvalError for a tool failure.
  WorkerResult run(const WorkerJob& job, double time_limit_s);

  /// Shuts the worker down (politely, then by force). Never throws.
  void stop() noexcept;

  bool running() const { return pid_ > 0; }
  pid_t pid() const { return pid_; }
  /// Workers started so far (1 + restarts after deaths and overruns).
  int starts() const { return starts_; }
  /// The hello of the running (or last) worker.
  const std::optional<WorkerHello>& hello() const { return hello_; }

 private:
  enum class ReadOutcome { line, eof, timeout };
  void spawn();
  ReadOutcome read_line(double deadline_s, std::string& line);
  bool write_all(const std::string& data, double deadline_s);
  void pump_stderr(int timeout_ms);
  std::string death_description();  // reaps the worker; "signal 11 (Segmentation fault)" ...
  void kill_worker() noexcept;

  Options options_;
  pid_t pid_ = -1;
  int channel_fd_ = -1;  // socket: the worker's stdin and stdout
  int stderr_fd_ = -1;
  std::string out_buffer_;
  std::string err_buffer_;  // partial stderr line
  std::string err_tail_;    // last stderr lines, for the reason of a death
  std::optional<WorkerHello> hello_;
  int starts_ = 0;
};

/// A child's wait status in words: "exited with code 3", "killed by signal 9 (Killed)".
std::string describe_wait_status(int status);

}  // namespace evotune
