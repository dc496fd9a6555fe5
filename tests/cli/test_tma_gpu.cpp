// experiments/tma_copy.yaml end to end on a GPU (issue 16: a kernel that takes a
// TMA tensor map; label `gpu`, skipped, saying why, without one or on a GPU
// older than sm_90): `evotune run` searches it for a few evaluations, every
// one measured ok and exact (outputs checked against the reference in the
// trials and the verified timed calls); then each export of the best point
// encodes the map itself and runs: the standalone harness (built by the line
// it prints, checking against the embedded reference), the library (an object
// called from a program of this test that compares with the input), and the
// Python module (with PyTorch, where installed).
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <tuple>

#include <unistd.h>

#include <gtest/gtest.h>

#include "cli_runner.hpp"
#include "eval/driver.hpp"
#include "store/sqlite.hpp"
#include "support/cuda_tools.hpp"
#include "support/gpu_skip.hpp"
#include "support/shell.hpp"

namespace evotune {
namespace {

namespace fs = std::filesystem;
using cli_testing::CliResult;

class TmaOnGpu : public ::testing::Test {
 protected:
  void SetUp() override {
    EVOTUNE_SKIP_UNLESS_GPU();
    const eval::DeviceInfo d = eval::Driver::instance().device_info(0);
    if (d.cc_major < 9) GTEST_SKIP() << d.name << " is " << d.arch() << ": TMA needs sm_90 or newer";
    dir_ = fs::temp_directory_path() / ("evotune_tma_gpu_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    db_ = dir_ / "tma.db";
  }
  void TearDown() override {
    if (!dir_.empty()) fs::remove_all(dir_);
  }

  CliResult evotune(const std::string& args) {
    return cli_testing::run_evotune(dir_, "--db " + db_.string() + " " + args);
  }
  std::int64_t count(const std::string& sql) {
    store::Database d(db_, {.read_only = true});
    return d.query_int(sql);
  }
  static std::string experiment() { return (fs::path(EVOTUNE_SOURCE_ROOT) / "experiments/tma_copy.yaml").string(); }

  fs::path dir_;
  fs::path db_;
};

// A program of this test that calls the library's function on random input and compares dst with src.
constexpr const char* kLibraryCaller = R"(#include <cstdio>
#include <cstring>
#include <vector>
#include <cuda_runtime.h>
#include "tma.h"
int main() {
  const int rows = 8192, cols = 1024;
  const size_t bytes = size_t(rows) * cols * 2;
  std::vector<unsigned short> src(bytes / 2), dst(bytes / 2, 0);
  for (size_t i = 0; i < src.size(); ++i) src[i] = (unsigned short)((i * 2654435761u) >> 16) & 0x7bff;
  void *d_src = nullptr, *d_dst = nullptr;
  if (cudaMalloc(&d_src, bytes) != cudaSuccess || cudaMalloc(&d_dst, bytes) != cudaSuccess) return 3;
  cudaMemcpy(d_src, src.data(), bytes, cudaMemcpyHostToDevice);
  cudaMemset(d_dst, 0xff, bytes);
  const evotune_status st = tma_forward(d_src, d_dst, rows, cols, nullptr, 0, 0);
  if (st != EVOTUNE_OK) { std::printf("tma_forward: %s\n", tma_status_string(st)); return 4; }
  if (cudaDeviceSynchronize() != cudaSuccess) { std::printf("kernel failed\n"); return 5; }
  cudaMemcpy(dst.data(), d_dst, bytes, cudaMemcpyDeviceToHost);
  const bool same = std::memcmp(src.data(), dst.data(), bytes) == 0;
  const evotune_status untuned = tma_forward(d_src, d_dst, rows / 2, cols, nullptr, 0, 0);
  std::printf("library copy: %s; untuned shape: %s\n", same ? "exact" : "WRONG", tma_status_string(untuned));
  return same && untuned == EVOTUNE_UNTUNED_SHAPE ? 0 : 1;
}
)";

// The module's forward() on a CUDA tensor against the tensor itself; 77 without PyTorch or its GPU.
constexpr const char* kPythonCaller = R"(import importlib.util, sys
try:
    import torch
except ImportError:
    sys.exit(77)
if not torch.cuda.is_available():
    sys.exit(77)
spec = importlib.util.spec_from_file_location("tma", sys.argv[1])
tma = importlib.util.module_from_spec(spec)
spec.loader.exec_module(tma)
x = torch.randn(8192, 1024, dtype=torch.float16, device="cuda")
y = tma.forward(x)
z = tma.forward(x.clone())  # another buffer: the map is encoded for it
torch.cuda.synchronize()
print("python copy:", "exact" if torch.equal(x, y) and torch.equal(x, z) else "WRONG")
sys.exit(0 if torch.equal(x, y) and torch.equal(x, z) else 1)
)";

TEST_F(TmaOnGpu, SearchedCheckedAndEveryExportRuns) {
  // The search: a dozen evaluations, every one of them correct and exact (a copy).
  CliResult r = evotune("run " + experiment() + " --budget 12 --no-sanitize");
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_EQ(count("SELECT count(*) FROM evaluations"), 12) << r.err;
  EXPECT_EQ(count("SELECT count(*) FROM evaluations WHERE status = 'ok'"), 12)
      << r.err << "\nnot ok: " << cli_testing::slurp(dir_ / "stderr.txt");
  EXPECT_EQ(count("SELECT count(*) FROM evaluations WHERE status = 'ok' AND max_abs_error = 0 AND rel_norm = 0 "
                  "AND time_p50_us > 0"),
            12);

  const fs::path nvcc = test_support::cuda_tool("nvcc");
  if (nvcc.empty()) GTEST_SKIP() << "no nvcc (the build's toolkit, $CUDA_HOME, /usr/local/cuda): exports not built";
  const std::string cd = "cd " + dir_.string() + " && PATH=" + nvcc.parent_path().string() + ":$PATH ";

  // The standalone harness, built and run by the line the export prints; it checks against the reference.
  r = evotune("export " + experiment() + " --best --unchecked --harness -o " + (dir_ / "best.cu").string());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string said = "build and run: ";
  const auto at = r.err.find(said);
  ASSERT_NE(at, std::string::npos) << r.err;
  const std::string line = r.err.substr(at + said.size(), r.err.find('\n', at) - at - said.size());
  auto [rc, out] = test_support::run_shell(cd + line + " 5");
  ASSERT_EQ(rc, 0) << line << "\n" << out;
  EXPECT_NE(out.find("check dst against the reference: ok"), std::string::npos) << out;
  EXPECT_NE(out.find("output dst: 8388608 elements"), std::string::npos) << out;

  // The library: its object line, and a caller that compares the copy with its input.
  r = evotune("export " + experiment() + " --best --unchecked -o " + (dir_ / "tma").string());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  std::ofstream(dir_ / "caller.cpp") << kLibraryCaller;
  std::tie(rc, out) = test_support::run_shell(cd + "nvcc -O3 -arch=" + eval::Driver::instance().device_info(0).arch() +
                                              " -std=c++17 -c tma.cu -o tma.o && nvcc -std=c++17 -I. caller.cpp tma.o "
                                              "-o caller && ./caller");
  ASSERT_EQ(rc, 0) << out;
  EXPECT_NE(out.find("library copy: exact; untuned shape: untuned shape"), std::string::npos) << out;

  // The Python module, where PyTorch with CUDA is installed.
  r = evotune("export " + experiment() + " --best --unchecked --python -o " + (dir_ / "tma.py").string());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  std::ofstream(dir_ / "caller.py") << kPythonCaller;
  std::tie(rc, out) = test_support::run_shell(cd + "python3 caller.py tma.py");
  if (rc == 77) {
    std::fprintf(stderr, "the Python module was not run: no PyTorch with CUDA here\n");
    return;
  }
  ASSERT_EQ(rc, 0) << out;
  EXPECT_NE(out.find("python copy: exact"), std::string::npos) << out;
}

}  // namespace
}  // namespace evotune
