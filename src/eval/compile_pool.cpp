// The compile pool: a queue and N threads that each wait on one child compile.
#include "eval/compile_pool.hpp"

#include <algorithm>

namespace evotune {

CompilePool::CompilePool(CompilerSettings settings, int threads, std::vector<Compiler> elsewhere)
    : settings_(std::move(settings)), elsewhere_(std::move(elsewhere)) {
  remove_abandoned_compile_folders();  // a killed run's leftovers, even when nothing is compiled now
  if (threads <= 0) threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  workers_.reserve(static_cast<std::size_t>(threads) + elsewhere_.size());
  const Compiler here = [this](const CompileRequest& request) { return compile_candidate(request, settings_); };
  for (int i = 0; i < threads; ++i) workers_.emplace_back([this, here] { work(here); });
  for (const Compiler& there : elsewhere_) workers_.emplace_back([this, &there] { work(there); });
}

CompilePool::~CompilePool() {
  std::deque<Job> dropped;
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
    dropped.swap(queue_);
  }
  wake_.notify_all();
  for (auto& job : dropped)
    job.promise.set_exception(std::make_exception_ptr(EvalError("compile pool shut down before this job started")));
  for (auto& t : workers_) t.join();
}

std::future<CompileResult> CompilePool::submit(CompileRequest request, Callback on_done) {
  Job job{std::move(request), std::move(on_done), {}};
  auto future = job.promise.get_future();
  {
    std::lock_guard lock(mutex_);
    if (stopping_) throw EvalError("compile pool is shutting down");
    queue_.push_back(std::move(job));
  }
  wake_.notify_one();
  return future;
}

std::size_t CompilePool::pending() const {
  std::lock_guard lock(mutex_);
  return queue_.size();
}

void CompilePool::work(const Compiler& compile) {
  while (true) {
    Job job;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (queue_.empty()) return;  // stopping
      job = std::move(queue_.front());
      queue_.pop_front();
    }
    try {
      CompileResult result = compile(job.request);
      if (job.on_done) job.on_done(&result, nullptr);
      job.promise.set_value(std::move(result));
    } catch (...) {
      // Tool failures (and a throwing callback) travel to the caller through the future.
      auto error = std::current_exception();
      try {
        if (job.on_done) job.on_done(nullptr, error);
      } catch (...) {
      }
      job.promise.set_exception(error);
    }
  }
}

}  // namespace evotune
