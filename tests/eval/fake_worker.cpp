// A stand-in for `evotune worker` in the WorkerClient tests (no GPU needed).
// It speaks the real protocol; what it does with a job depends on the
// candidate's label:
//   fake_segv        dies by SIGSEGV without answering
//   fake_hang        never answers (sleeps)
//   fake_fault       reports a fault with a CUDA error name, then exits (dead context)
//   fake_tool_error  reports a tool error (and stays)
//   fake_garbage     writes a line that is not JSON
//   fake_abort_said  writes to stderr, then aborts
//   fake_wrong_id    answers for another job id
//   anything else    a plain ok result with a timing (10, 11, 12 us), 2.5 ms of it on the reference
// EVOTUNE_FAKE_WORKER_CRASH_JOB=N: the job with id N dies by SIGSEGV, whatever its label.
// EVOTUNE_FAKE_WORKER_CRASH_DEVICE=D: the worker of device D dies by SIGSEGV on
// every candidate (not on the reference's self-check): one bad GPU of several.
// EVOTUNE_FAKE_WORKER_HANG_DEVICE=D: the worker of device D never answers a
// candidate (a kernel that hangs on one GPU of several).
// EVOTUNE_FAKE_WORKER_MODEL_DEVICE=D: the worker of device D reports another
// model ("Fake GPU Lite", fewer SMs).
// Start-up behaviour from argv[1]: ok (default), no_gpu, die_before_hello,
// silent (never says hello). `--device D` anywhere after it: the device it
// reports (default 0).
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <thread>

#include <unistd.h>

#include "eval/worker_protocol.hpp"

using namespace evotune;

namespace {
void say(const std::string& line) {
  std::cout << line << '\n' << std::flush;
}

bool env_is(const char* name, int value) {
  const char* v = std::getenv(name);
  return v != nullptr && std::to_string(value) == v;
}
}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 && std::string(argv[1]) != "--device" ? argv[1] : "ok";
  int device = 0;
  for (int i = 1; i + 1 < argc; ++i)
    if (std::string(argv[i]) == "--device") device = std::atoi(argv[i + 1]);
  if (mode == "die_before_hello") {
    std::fprintf(stderr, "fake worker: cannot start\n");
    return 7;
  }
  if (mode == "silent") {
    std::this_thread::sleep_for(std::chrono::hours(1));
    return 0;
  }
  WorkerHello hello;
  hello.pid = static_cast<int>(::getpid());
  if (mode == "no_gpu") {
    hello.ok = false;
    hello.error = "no GPU: libcuda.so.1 not found (fake)";
    say(encode_hello(hello));
    return 2;
  }
  hello.ok = true;
  hello.device.ordinal = device;
  hello.device.name = "Fake GPU";
  hello.device.cc_major = 9;
  hello.device.sm_count = 132;
  if (env_is("EVOTUNE_FAKE_WORKER_MODEL_DEVICE", device)) {
    hello.device.name = "Fake GPU Lite";
    hello.device.sm_count = 66;
  }
  say(encode_hello(hello));

  std::string line;
  while (std::getline(std::cin, line)) {
    const WorkerJob job = decode_job(line);
    if (job.kind == JobKind::shutdown) return 0;
    const std::string& what = job.candidate.label;
    if (const char* crash = std::getenv("EVOTUNE_FAKE_WORKER_CRASH_JOB"); crash && std::to_string(job.id) == crash)
      std::raise(SIGSEGV);
    if (env_is("EVOTUNE_FAKE_WORKER_CRASH_DEVICE", device) && what != job.reference.label) std::raise(SIGSEGV);
    if (env_is("EVOTUNE_FAKE_WORKER_HANG_DEVICE", device) && what != job.reference.label)
      std::this_thread::sleep_for(std::chrono::hours(1));
    WorkerResult r;
    r.id = job.id;
    if (what == "ok" || what.rfind("fake_", 0) != 0) {
      ProgramTiming t;
      t.kernel = summarize_times({10.0, 11.0, 12.0});
      r.timing = t;
      r.trials_passed = 3;
      r.reference_ms = 2.5;
      say(encode_result(r));
    } else if (what == "fake_segv") {
      std::raise(SIGSEGV);
    } else if (what == "fake_hang") {
      std::this_thread::sleep_for(std::chrono::hours(1));
    } else if (what == "fake_fault") {
      r.status = CandidateStatus::fault;
      r.cuda_error = "CUDA_ERROR_ILLEGAL_ADDRESS";
      r.reason = "cuStreamSynchronize failed: CUDA_ERROR_ILLEGAL_ADDRESS";
      r.exiting = true;
      say(encode_result(r));
      return 3;
    } else if (what == "fake_tool_error") {
      r.tool_error = "the reference kernel is broken (fake)";
      say(encode_result(r));
    } else if (what == "fake_garbage") {
      say("this is not json");
    } else if (what == "fake_abort_said") {
      std::fprintf(stderr, "fake worker: about to abort\n");
      std::fflush(stderr);
      std::abort();
    } else if (what == "fake_wrong_id") {
      r.id = job.id + 1000;
      say(encode_result(r));
    }
  }
  return 0;
}
