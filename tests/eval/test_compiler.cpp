// The NVRTC compiler, for real (NVRTC needs no GPU): a good compile, a
// compile error with its log, a bad option, and the containment of a compile
// that runs too long or crashes its child process.
#include <gtest/gtest.h>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <regex>
#include <sstream>
#include <string>
#include <thread>

#include <fmt/format.h>

#include "eval/compile_pool.hpp"
#include "eval/compiler.hpp"
#include "eval/cubin_params.hpp"

using namespace evotune;

namespace {

CompilerSettings settings(double limit_s = 60.0) {
  CompilerSettings s;
  s.time_limit_s = limit_s;
  s.helper = EVOTUNE_BINARY;
  return s;
}

CompileRequest request(std::string source) {
  CompileRequest r;
  r.source = std::move(source);
  r.name = "unit.cu";
  r.options = kStandardOptions;
  r.arch = "sm_90";
  return r;
}

const char* kGood = R"(#include <cuda_fp16.h>
extern "C" __global__ void scale(const __half* in, __half* out, int n) {
  __shared__ float tile[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = i < n ? __half2float(in[i]) : 0.f;
  __syncthreads();
  if (i < n) out[i] = __float2half(tile[threadIdx.x ^ 1] * 2.f);
}
)";

/// Sets an environment variable for one scope (the test hook of the child).
class ScopedEnv {
 public:
  ScopedEnv(const char* name, const char* value) : name_(name) { setenv(name, value, 1); }
  ~ScopedEnv() { unsetenv(name_); }

 private:
  const char* name_;
};

/// The pid of a child of this process running `exe` (exec'd, not just forked),
/// waiting until one appears; -1 when none does within two minutes.
pid_t running_child(const std::filesystem::path& exe) {
  namespace fs = std::filesystem;
  const fs::path wanted = fs::canonical(exe);
  const auto give_up = std::chrono::steady_clock::now() + std::chrono::minutes(2);
  while (std::chrono::steady_clock::now() < give_up) {
    for (const auto& entry : fs::directory_iterator("/proc")) {
      const std::string name = entry.path().filename().string();
      if (name.find_first_not_of("0123456789") != std::string::npos) continue;
      // /proc/PID/stat: "PID (COMM) STATE PPID ...", COMM may hold spaces and parentheses.
      std::ifstream in(entry.path() / "stat");
      std::string stat((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
      const auto close_paren = stat.rfind(')');
      if (close_paren == std::string::npos) continue;
      std::istringstream rest(stat.substr(close_paren + 1));
      std::string state;
      pid_t parent = 0;
      rest >> state >> parent;
      std::error_code ec;
      if (parent == ::getpid() && fs::read_symlink(entry.path() / "exe", ec) == wanted && !ec)
        return static_cast<pid_t>(std::stol(name));
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return -1;
}

}  // namespace

TEST(Compiler, CompilesToCubinWithPtxasReport) {
  CompileResult r = compile_candidate(request(kGood), settings());
  ASSERT_EQ(r.status, CompileStatus::ok) << r.message << "\n" << r.log;
  ASSERT_GT(r.cubin.size(), 4u);
  EXPECT_EQ(r.cubin.substr(0, 4), "\x7f" "ELF");  // a cubin, not PTX
  EXPECT_TRUE(r.message.empty());
  const PtxasStats* s = r.ptxas.find_entry("scale");
  ASSERT_NE(s, nullptr) << r.log;
  EXPECT_TRUE(s->has_usage);
  EXPECT_GT(s->registers, 0);
  EXPECT_EQ(s->static_smem_bytes, 1024);
  EXPECT_EQ(s->barriers, 1);
  EXPECT_EQ(s->target, "sm_90");
  EXPECT_GT(r.wall_seconds, 0.0);
  EXPECT_GT(r.nvrtc_seconds, 0.0);
  EXPECT_LE(r.nvrtc_seconds, r.wall_seconds);
  auto has = [&](const std::string& o) {
    return std::find(r.nvrtc_options.begin(), r.nvrtc_options.end(), o) != r.nvrtc_options.end();
  };
  EXPECT_TRUE(has("--gpu-architecture=sm_90"));
  EXPECT_TRUE(has("--ptxas-options=-v"));
  EXPECT_TRUE(has("--no-cache"));  // see test_compiler_gpu
  EXPECT_TRUE(has("-lineinfo"));
  EXPECT_TRUE(has("-std=c++17"));
  EXPECT_TRUE(has("-I" + cuda_include_dir().string()));
}

// The parameter table in the cubin (no driver needed): sizes by ordinal, an
// entry without parameters, an entry that is not there, bytes that are not ELF.
TEST(Compiler, KernelParamsFromTheCubin) {
  CompileResult r = compile_candidate(request(R"(
struct Three { double a, b, c; };
extern "C" __global__ void many(const float* p, int n, short h, Three t, char c, double* q) {
  if (n) q[0] = p[0] + h + t.a + c;
}
extern "C" __global__ void none() {}
)"), settings());
  ASSERT_EQ(r.status, CompileStatus::ok) << r.message;
  const auto params = kernel_params(r.cubin, "many");
  ASSERT_TRUE(params);
  std::vector<int> sizes, offsets;
  for (const KernelParam& p : *params) {
    sizes.push_back(p.size);
    offsets.push_back(p.offset);
  }
  EXPECT_EQ(sizes, (std::vector<int>{8, 4, 2, 24, 1, 8}));
  EXPECT_EQ(offsets, (std::vector<int>{0, 8, 12, 16, 40, 48}));
  const auto empty = kernel_params(r.cubin, "none");
  ASSERT_TRUE(empty);
  EXPECT_TRUE(empty->empty());
  EXPECT_FALSE(kernel_params(r.cubin, "nowhere"));
  EXPECT_THROW(kernel_params("not an ELF file at all, but long enough to hold a header......", "many"), EvalError);
  EXPECT_THROW(kernel_params(std::string_view(r.cubin).substr(0, 100), "many"), EvalError);
}

TEST(Compiler, InProcessAndContainedAgree) {
  CompileResult a = compile_in_process(request(kGood));
  CompileResult b = compile_candidate(request(kGood), settings());
  ASSERT_EQ(a.status, CompileStatus::ok);
  ASSERT_EQ(b.status, CompileStatus::ok);
  EXPECT_EQ(a.cubin, b.cubin);
  EXPECT_EQ(a.ptxas.find_entry("scale")->registers, b.ptxas.find_entry("scale")->registers);
}

// A compile made on another MPI rank travels as JSON both ways (issue 19).
TEST(Compiler, RequestAndResultSurviveTheirJson) {
  CompileRequest req = request(kGood);
  req.include_dirs = {"/opt/a", "/opt/b c"};
  const CompileRequest back = decode_compile_request(encode_compile_request(req));
  EXPECT_EQ(back.source, req.source);
  EXPECT_EQ(back.name, req.name);
  EXPECT_EQ(back.options, req.options);
  EXPECT_EQ(back.arch, req.arch);
  EXPECT_EQ(back.include_dirs, req.include_dirs);
  const CompileResult r = compile_in_process(request(kGood));
  ASSERT_EQ(r.status, CompileStatus::ok) << r.message;
  const CompileResult got = decode_compile_result(encode_compile_result(r));
  EXPECT_EQ(got.status, CompileStatus::ok);
  EXPECT_EQ(got.cubin, r.cubin);  // binary bytes, through base64
  EXPECT_EQ(got.log, r.log);
  EXPECT_EQ(got.nvrtc_options, r.nvrtc_options);
  EXPECT_EQ(got.nvrtc_seconds, r.nvrtc_seconds);
  ASSERT_NE(got.ptxas.find_entry("scale"), nullptr);
  EXPECT_EQ(got.ptxas.find_entry("scale")->registers, r.ptxas.find_entry("scale")->registers);
  CompileResult timeout;
  timeout.status = CompileStatus::compile_timeout;
  timeout.message = "nvrtc crashed: SIGSEGV";
  EXPECT_EQ(decode_compile_result(encode_compile_result(timeout)).message, timeout.message);
  EXPECT_EQ(decode_compile_result(encode_compile_result(timeout)).status, CompileStatus::compile_timeout);
  for (const char* bad : {"not json", R"({"status":"ok"})", R"({"status":"done","cubin":""})"}) {
    try {
      decode_compile_result(bad);
      ADD_FAILURE() << bad << " was accepted";
    } catch (const EvalError& e) {
      EXPECT_NE(std::string(e.what()).find("compile result from another rank"), std::string::npos) << e.what();
    }
  }
  EXPECT_THROW(decode_compile_request(R"({"source":"x"})"), EvalError);
}

TEST(Compiler, Sm90aTarget) {
  CompileRequest r = request(kGood);
  r.arch = "sm_90a";
  CompileResult res = compile_candidate(r, settings());
  ASSERT_EQ(res.status, CompileStatus::ok) << res.log;
  EXPECT_EQ(res.ptxas.find_entry("scale")->target, "sm_90a");
}

TEST(Compiler, CompileErrorKeepsTheLog) {
  CompileRequest r = request(
      "#line 1 \"templates/broken.cu\"\n"
      "extern \"C\" __global__ void k(float* o) {\n  o[0] = undefined_name;\n  int x = \"text\";\n}\n");
  CompileResult res = compile_candidate(r, settings());
  EXPECT_EQ(res.status, CompileStatus::compile_error);
  EXPECT_TRUE(res.cubin.empty());
  // The message is the first error line, pointing into the template (via #line).
  EXPECT_EQ(res.message, "templates/broken.cu(2): error: identifier \"undefined_name\" is undefined");
  // The full log keeps both errors.
  EXPECT_NE(res.log.find("undefined_name"), std::string::npos);
  EXPECT_NE(res.log.find("cannot be used to initialize"), std::string::npos);
  EXPECT_NE(res.log.find("2 errors detected"), std::string::npos);
  EXPECT_EQ(log_excerpt(res.log, 2),
            "templates/broken.cu(2): error: identifier \"undefined_name\" is undefined\n"
            "templates/broken.cu(3): error: a value of type \"const char *\" cannot be used to initialize an entity "
            "of type \"int\"");
}

TEST(Compiler, PtxasErrorIsACompileError) {
  // 64 KiB of static shared memory: the front end accepts it, ptxas refuses.
  CompileResult res = compile_candidate(
      request("extern \"C\" __global__ void k(float* o) { __shared__ float s[16384]; s[threadIdx.x] = 1; "
              "__syncthreads(); o[threadIdx.x] = s[threadIdx.x ^ 1]; }\n"),
      settings());
  EXPECT_EQ(res.status, CompileStatus::compile_error);
  EXPECT_NE(res.log.find("too much shared data"), std::string::npos) << res.log;
}

TEST(Compiler, BadOptionIsAToolError) {
  CompileRequest r = request(kGood);
  r.options.push_back("--no-such-option");
  try {
    compile_candidate(r, settings());
    FAIL() << "a bad option was accepted";
  } catch (const EvalError& e) {
    EXPECT_NE(std::string(e.what()).find("NVRTC rejected the compile options"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("--no-such-option"), std::string::npos) << e.what();
  }
}

TEST(Compiler, MissingHelperIsAToolError) {
  CompilerSettings s = settings();
  s.helper = "/nonexistent/evotune";
  try {
    compile_candidate(request(kGood), s);
    FAIL() << "no error for a missing helper";
  } catch (const EvalError& e) {
    EXPECT_EQ(std::string(e.what()), "cannot start compile helper /nonexistent/evotune: No such file or directory");
  }
}

TEST(CompilerContainment, SlowCompileIsAbandonedAtTheLimit) {
  // Doubly recursive inlining: NVRTC needs ~7 s at depth 18 on a 2-core CI
  // machine and about twice as long per two more levels; depth 26 is far
  // beyond any limit here.
  const char* slow = R"(
template <int N> struct Chain {
  __device__ static float f(float x) { return Chain<N - 1>::f(x * 1.0001f + N) + Chain<N - 2>::f(x - N); }
};
template <> struct Chain<1> { __device__ static float f(float x) { return x; } };
template <> struct Chain<0> { __device__ static float f(float x) { return x * 2.f; } };
extern "C" __global__ void slow(float* o) { o[threadIdx.x] = Chain<26>::f(o[threadIdx.x]); }
)";
  // A private TMPDIR shows that the exchange folder is removed after a kill.
  namespace fs = std::filesystem;
  const fs::path tmp = fs::temp_directory_path() / ("evotune-test-tmp-" + std::to_string(::getpid()));
  fs::create_directories(tmp);
  CompileResult r;
  {
    ScopedEnv tmpdir("TMPDIR", tmp.c_str());
    r = compile_candidate(request(slow), settings(1.5));
  }
  EXPECT_TRUE(fs::is_empty(tmp));
  fs::remove_all(tmp);
  // The killed child was reaped: this process has no child left.
  errno = 0;
  EXPECT_EQ(waitpid(-1, nullptr, WNOHANG), -1);
  EXPECT_EQ(errno, ECHILD);
  // The limit is the only way out: whatever the machine's speed, the status and
  // the message say so, with the time it took (never less than the limit).
  EXPECT_EQ(r.status, CompileStatus::compile_timeout);
  std::smatch m;
  ASSERT_TRUE(std::regex_match(r.message, m, std::regex(R"(compile time limit 1\.5 s exceeded \(abandoned after (\d+\.\d) s\))")))
      << r.message;
  EXPECT_EQ(m[1].str(), fmt::format("{:.1f}", r.wall_seconds));
  EXPECT_GE(r.wall_seconds, 1.5);
  EXPECT_TRUE(r.cubin.empty());
}

TEST(CompilerContainment, FoldersOfKilledProcessesAreRemovedByTheNextOneOnly) {
  namespace fs = std::filesystem;
  const fs::path tmp = fs::temp_directory_path() / ("evotune-test-sweep-" + std::to_string(::getpid()));
  fs::remove_all(tmp);
  fs::create_directories(tmp / "evotune-compiling-Abc123");  // its owner is gone: nobody holds its lock
  fs::create_directories(tmp / "evotune-compiling-Held42");  // a live owner holds it
  fs::create_directories(tmp / "evotune-compile-Old123");    // an older build's: no lock says anything
  std::ofstream(tmp / "evotune-compiling-Abc123" / "source.cu") << "left by a kill -9";
  const int held = ::open((tmp / "evotune-compiling-Held42").c_str(), O_RDONLY | O_DIRECTORY);
  ASSERT_GE(held, 0);
  ASSERT_EQ(::flock(held, LOCK_EX), 0);
  {
    ScopedEnv tmpdir("TMPDIR", tmp.c_str());
    remove_abandoned_compile_folders();
    EXPECT_EQ(compile_candidate(request(kGood), settings()).status, CompileStatus::ok);
  }
  EXPECT_FALSE(fs::exists(tmp / "evotune-compiling-Abc123"));
  EXPECT_TRUE(fs::exists(tmp / "evotune-compiling-Held42"));
  EXPECT_TRUE(fs::exists(tmp / "evotune-compile-Old123"));
  std::vector<std::string> left;
  for (const auto& e : fs::directory_iterator(tmp)) left.push_back(e.path().filename().string());
  EXPECT_EQ(left.size(), 2u) << "the compile's own folder is gone too";
  ::close(held);
  fs::remove_all(tmp);
}

TEST(CompilerContainment, CrashedChildIsRecorded) {
  {
    ScopedEnv fault("EVOTUNE_TEST_COMPILE_CHILD_FAULT", "segv");
    CompileResult r = compile_candidate(request(kGood), settings());
    EXPECT_EQ(r.status, CompileStatus::compile_timeout);
    EXPECT_EQ(r.message, "nvrtc crashed: SIGSEGV");
  }
  {
    ScopedEnv fault("EVOTUNE_TEST_COMPILE_CHILD_FAULT", "abort");
    CompileResult r = compile_candidate(request(kGood), settings());
    EXPECT_EQ(r.status, CompileStatus::compile_timeout);
    EXPECT_EQ(r.message, "nvrtc crashed: SIGABRT");
  }
  // The next compile, without the fault, is fine: nothing was left behind.
  EXPECT_EQ(compile_candidate(request(kGood), settings()).status, CompileStatus::ok);
}

TEST(CompilerContainment, HungChildIsKilled) {
  ScopedEnv fault("EVOTUNE_TEST_COMPILE_CHILD_FAULT", "hang");
  CompileResult r = compile_candidate(request(kGood), settings(1.0));
  EXPECT_EQ(r.status, CompileStatus::compile_timeout);
  EXPECT_TRUE(r.message.starts_with("compile time limit 1 s exceeded")) << r.message;
  EXPECT_GE(r.wall_seconds, 1.0);
}

TEST(CompilerContainment, ChildExitingWithoutResultIsAToolError) {
  ScopedEnv fault("EVOTUNE_TEST_COMPILE_CHILD_FAULT", "exit");
  try {
    compile_candidate(request(kGood), settings());
    FAIL() << "a child without a result was accepted";
  } catch (const EvalError& e) {
    EXPECT_NE(std::string(e.what()).find("exited with code 7 without a result"), std::string::npos) << e.what();
  }
}

TEST(CompilePool, RunsJobsConcurrentlyAndKeepsOrder) {
  CompilePool pool(settings(), 2);
  EXPECT_EQ(pool.threads(), 2);
  std::atomic<int> callbacks{0};
  std::vector<std::future<CompileResult>> futures;
  for (int i = 0; i < 4; ++i) {
    // Each source differs, so the cubins do too: results must come back to the right future.
    std::string src = std::string(kGood) + "extern \"C\" __global__ void extra" + std::to_string(i) + "() {}\n";
    futures.push_back(pool.submit(request(src), [&](const CompileResult* r, std::exception_ptr e) {
      EXPECT_NE(r, nullptr);
      EXPECT_EQ(e, nullptr);
      ++callbacks;
    }));
  }
  futures.push_back(pool.submit(request("this is not CUDA")));
  for (int i = 0; i < 4; ++i) {
    CompileResult r = futures[i].get();
    ASSERT_EQ(r.status, CompileStatus::ok);
    EXPECT_NE(r.ptxas.find_entry("extra" + std::to_string(i)), nullptr);
  }
  EXPECT_EQ(futures[4].get().status, CompileStatus::compile_error);
  EXPECT_EQ(callbacks.load(), 4);
}

TEST(CompilePool, ToolErrorsTravelThroughTheFuture) {
  CompilerSettings s = settings();
  s.helper = "/nonexistent/evotune";
  CompilePool pool(s, 1);
  std::exception_ptr seen;
  auto f = pool.submit(request(kGood), [&](const CompileResult*, std::exception_ptr e) { seen = e; });
  EXPECT_THROW(f.get(), EvalError);
  EXPECT_NE(seen, nullptr);
}

TEST(CompilePool, ShutdownDropsQueuedJobs) {
  std::future<CompileResult> running, queued;
  {
    ScopedEnv fault("EVOTUNE_TEST_COMPILE_CHILD_FAULT", "hang");
    CompilePool pool(settings(1.0), 1);
    running = pool.submit(request(kGood));
    queued = pool.submit(request(kGood));
    while (pool.pending() > 1) std::this_thread::sleep_for(std::chrono::milliseconds(5));  // first one started
  }  // the destructor waits for the running (hung, killed at 1 s) job and drops the other
  EXPECT_EQ(running.get().status, CompileStatus::compile_timeout);
  EXPECT_THROW(queued.get(), EvalError);
}

TEST(CompilerContainment, ChildHoldsNoDescriptorOfOurs) {
  // A pipe without close-on-exec, as a careless part of the parent might make one:
  // the compile child must not keep its write end open (a reader would never see EOF).
  int fds[2];
  ASSERT_EQ(pipe(fds), 0);
  ScopedEnv fault("EVOTUNE_TEST_COMPILE_CHILD_FAULT", "hang");
  CompilePool pool(settings(600.0), 1);  // the limit never ends it: this test does
  auto job = pool.submit(request(kGood));
  // The child has started evotune (so its descriptors are settled) and hangs until killed.
  const pid_t child = running_child(EVOTUNE_BINARY);
  ASSERT_GT(child, 0) << "no compile child appeared";
  close(fds[1]);
  pollfd p{fds[0], POLLIN, 0};
  // With the write end held by the child, no EOF comes while it lives (it hangs): the poll times out.
  const int ready = poll(&p, 1, 5000);
  ::kill(child, SIGKILL);
  ASSERT_EQ(ready, 1) << "the read end saw no EOF while the child ran";
  char c;
  EXPECT_EQ(read(fds[0], &c, 1), 0);
  close(fds[0]);
  const CompileResult r = job.get();
  EXPECT_EQ(r.status, CompileStatus::compile_timeout);
  EXPECT_EQ(r.message, "nvrtc crashed: SIGKILL");
}
