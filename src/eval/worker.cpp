// The worker's main loop: hello, then one result line per job line.
#include "eval/worker.hpp"

#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>
#include <thread>

#include <unistd.h>

#include <spdlog/spdlog.h>

#include "core/error.hpp"
#include "eval/gpu_runner.hpp"
#include "eval/worker_protocol.hpp"

namespace evotune {
namespace {

// The protocol's own stdout: a private copy of fd 1, after which fd 1 points
// at stderr so that a stray printf cannot corrupt the line stream.
FILE* take_protocol_stream() {
  const int fd = ::dup(STDOUT_FILENO);
  if (fd < 0 || ::dup2(STDERR_FILENO, STDOUT_FILENO) < 0) return stdout;
  FILE* f = ::fdopen(fd, "w");
  return f ? f : stdout;
}

void send_line(FILE* out, const std::string& line) {
  std::fputs(line.c_str(), out);
  std::fputc('\n', out);
  std::fflush(out);
}

// A worker stuck in a hung kernel never reads its input again; when its
// driver dies it would stay, holding the GPU. Watch for that and leave.
void watch_parent() {
  const pid_t parent = ::getppid();
  std::thread([parent] {
    for (;;) {
      std::this_thread::sleep_for(std::chrono::milliseconds(500));
      if (::getppid() != parent) ::_exit(kWorkerExitOrphaned);
    }
  }).detach();
}

}  // namespace

int run_worker(int device, bool timing) {
  FILE* out = take_protocol_stream();
  watch_parent();

  std::unique_ptr<GpuJobRunner> runner;
  try {
    runner = std::make_unique<GpuJobRunner>(device, timing);
  } catch (const Error& e) {
    WorkerHello hello;
    hello.ok = false;
    hello.pid = static_cast<int>(::getpid());
    hello.error = e.what();
    send_line(out, encode_hello(hello));
    return kWorkerExitNoGpu;
  }
  WorkerHello hello = runner->hello();
  hello.pid = static_cast<int>(::getpid());
  send_line(out, encode_hello(hello));
  spdlog::debug("worker {} ready on GPU {} ({}, {})", hello.pid, device, hello.device.name, hello.device.arch());

  std::string line;
  while (std::getline(std::cin, line)) {
    if (line.empty()) continue;
    WorkerJob job;
    try {
      job = decode_job(line);
    } catch (const EvalError& e) {
      WorkerResult r;
      r.tool_error = std::string("unreadable job: ") + e.what();
      r.exiting = true;
      send_line(out, encode_result(r));
      return kWorkerExitProtocol;
    }
    if (job.kind == JobKind::shutdown) return kWorkerExitOk;

    WorkerResult result;
    try {
      result = runner->run(job);
    } catch (const Error& e) {
      result = WorkerResult{};
      result.id = job.id;
      result.tool_error = e.what();
      result.exiting = !runner->context_alive();
    }
    send_line(out, encode_result(result));
    if (result.exiting) {
      spdlog::warn("worker {}: the CUDA context is dead ({}); exiting", hello.pid,
                   result.cuda_error.empty() ? result.tool_error : result.cuda_error);
      // The context cannot be torn down cleanly; skip destructors.
      std::fflush(nullptr);
      ::_exit(kWorkerExitDeadContext);
    }
  }
  return kWorkerExitOk;
}

}  // namespace evotune
