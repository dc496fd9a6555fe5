// Several hosts through MPI (issue 19): `mpirun -np N evotune run EXP ...`.
//
// Rank 0 runs the search and is the only process that opens the database.
// Every other rank starts GPU workers for its own host's devices (the same
// --devices or --device as rank 0's command line, read on that host) and
// compile threads, tells rank 0 what it offers, then serves rank 0's requests
// until released. To rank 0, each remote worker is one more lane of its
// GpuEvaluator (a WorkerChannel) and each remote compile thread one more
// thread of its compile pool: the search, the ranking and the store do not
// know where a candidate was measured, except for its device label,
// "host:ordinal".
//
// No protocol of our own: a request or an answer is one MPI message holding
// the worker protocol's JSON (a WorkerJob, a WorkerResult) or a compile's
// (encode_compile_request/result), with one tag per worker or compile thread
// of a rank, so each of rank 0's threads waits only for its own answers
// (MPI_THREAD_MULTIPLE). A kernel that faults kills a worker process below
// its rank, never the rank: the rank's WorkerClient restarts it as on rank 0.
//
// Compiled only with -DEVOTUNE_WITH_MPI=ON (EVOTUNE_WITH_MPI is defined
// then); this header needs no MPI header.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "eval/compiler.hpp"
#include "eval/gpu_evaluator.hpp"
#include "eval/worker_protocol.hpp"

namespace evotune::mpi {

/// Whether this process was started by mpirun (Open MPI's or PMIx's rank
/// variable is set). An MPI build started without mpirun does not touch MPI.
bool launched_by_mpirun();

/// What a rank other than 0 runs.
struct ServeOptions {
  /// One worker per entry; empty: none (a run without a GPU: compiling only).
  std::vector<int> devices;
  /// With kDevicePlaceholder; empty: this executable, `worker --device N`.
  std::vector<std::string> worker_argv;
  int compile_threads = 0;  ///< 0: one per hardware thread
  CompilerSettings compiler;
  /// Why this rank has no GPU workers to offer (e.g. no GPU here); told to rank 0.
  std::string no_workers_reason;
};

/// What one rank other than 0 offers rank 0.
struct RankOffer {
  int rank = 0;
  std::string host;
  std::vector<std::pair<std::string, WorkerHello>> workers;  ///< device label ("host:N"), hello
  int compile_threads = 0;
  std::string error;  ///< non-empty: the rank could not start its workers
};

/// MPI_Init_thread .. MPI_Finalize. Rank 0 releases the other ranks when it
/// is destroyed (after the run, or when the run failed), if it had not yet.
class Session {
 public:
  /// Throws EvalError when MPI cannot give MPI_THREAD_MULTIPLE.
  Session();
  ~Session();
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  int rank() const { return rank_; }
  int size() const { return size_; }
  const std::string& host() const { return host_; }

  // --- rank 0
  /// Every other rank's offer, waiting for each (they start their workers first).
  std::vector<RankOffer> offers();
  /// Lanes (GpuEvaluatorOptions::extra_workers) and compile threads
  /// (extra_compilers) for every worker and compile thread of `offers`.
  void add_remote(const std::vector<RankOffer>& offers, GpuEvaluatorOptions& options);
  /// Tells every other rank to stop serving (their workers shut down). Idempotent.
  void release_ranks() noexcept;

  // --- the other ranks
  /// Starts the workers, offers them (and the compile threads) to rank 0,
  /// serves its requests until released (workers that cannot start are told
  /// to rank 0, which decides). Returns the exit code: 0, or 1 when MPI failed. Test hook (tests
  /// only): EVOTUNE_TEST_RANK_KILL_AT=N kills the rank (SIGKILL) at its N-th request.
  int serve(const ServeOptions& options);

 private:
  int rank_ = 0;
  int size_ = 1;
  std::string host_;
  bool released_ = false;
};

}  // namespace evotune::mpi
