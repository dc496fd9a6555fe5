// A pool of compile threads, each running contained compiles (one child
// process at a time), so that compiles overlap the GPU's work.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <exception>
#include <functional>
#include <future>
#include <mutex>
#include <thread>
#include <vector>

#include "eval/compiler.hpp"

namespace evotune {

class CompilePool {
 public:
  /// Called on a pool thread when a job ends, before its future is ready:
  /// `result` is set on success, `error` when compile_candidate threw.
  using Callback = std::function<void(const CompileResult* result, std::exception_ptr error)>;
  /// Compiles elsewhere (e.g. on another MPI rank), same contract as compile_candidate.
  using Compiler = std::function<CompileResult(const CompileRequest& request)>;

  /// `threads` <= 0: one per hardware thread. Each of `elsewhere` gets a
  /// thread of its own that takes jobs from the same queue.
  explicit CompilePool(CompilerSettings settings, int threads = 0, std::vector<Compiler> elsewhere = {});
  /// Jobs not yet started are dropped (their futures hold an EvalError
  /// "compile pool shut down"); running compiles finish first.
  ~CompilePool();
  CompilePool(const CompilePool&) = delete;
  CompilePool& operator=(const CompilePool&) = delete;

  /// Queues a compile. The future holds the result, or the EvalError that
  /// compile_candidate threw (a tool failure, not a candidate's).
  std::future<CompileResult> submit(CompileRequest request, Callback on_done = {});

  int threads() const { return static_cast<int>(workers_.size()); }
  /// Jobs queued, not yet started.
  std::size_t pending() const;

 private:
  struct Job {
    CompileRequest request;
    Callback on_done;
    std::promise<CompileResult> promise;
  };
  void work(const Compiler& compile);

  CompilerSettings settings_;
  std::vector<Compiler> elsewhere_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::deque<Job> queue_;
  bool stopping_ = false;
  std::vector<std::thread> workers_;
};

}  // namespace evotune
