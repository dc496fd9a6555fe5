// NVRTC where a driver is present: NVRTC 12.9+ then has a compute cache that
// answers a repeated source without running ptxas, so its -v report (which
// the gates read) would be missing. Seen on an H200: a second `evotune run`
// on a warm machine rejected every candidate with "entry not in the compiled
// module". Every compile must still come with its report.
#include <gtest/gtest.h>

#include "eval/compiler.hpp"
#include "support/gpu_skip.hpp"

using namespace evotune;

TEST(CompilerWithDriver, ARepeatedCompileStillHasItsPtxasReport) {
  // NVRTC's compute cache is off without a driver: there is nothing to test then.
  EVOTUNE_SKIP_UNLESS_GPU();
  CompilerSettings settings;
  settings.helper = EVOTUNE_BINARY;
  CompileRequest r;
  r.source = R"(extern "C" __global__ void twice(float* x) { x[threadIdx.x] *= 2.f; }
)";
  r.name = "repeat.cu";
  r.options = kStandardOptions;
  r.arch = "sm_90";
  for (int i = 0; i < 3; ++i) {
    const CompileResult c = compile_candidate(r, settings);
    ASSERT_EQ(c.status, CompileStatus::ok) << c.message << "\n" << c.log;
    EXPECT_NE(c.ptxas.find_entry("twice"), nullptr) << "compile " << i + 1 << " has no ptxas report:\n" << c.log;
  }
  // In process too (the evaluator's children and `evotune compile` share this path).
  EXPECT_NE(compile_in_process(r).ptxas.find_entry("twice"), nullptr);
}
