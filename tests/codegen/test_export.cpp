// Exported .cu files for the shipped experiments (s512_scalar, s512_scalar_causal, s512, s512_causal, gemm),
// with and without the harness: the header says the right numbers, the kernel
// text is the candidate's unchanged, and every file compiles with NVRTC and
// with nvcc (`nvcc -c`, no GPU needed; skipped when nvcc is absent).
#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <future>
#include <sstream>

#include <fmt/format.h>

#include "codegen/export.hpp"
#include "shipped_candidate.hpp"
#include "eval/compiler.hpp"
#include "support/cuda_tools.hpp"
#include "support/shell.hpp"

using namespace evotune;
namespace fs = std::filesystem;

namespace {


using Loaded = test_support::ShippedCandidate;

Loaded load(const std::string& name) { return test_support::shipped_candidate(name + ".yaml", ""); }

std::string exported(const Loaded& l, bool harness, const std::string& file_name) {
  ExportOptions o;
  o.harness = harness;
  o.file_name = file_name;
  return export_source(l.tmpl, l.experiment, l.point, l.candidate, o);
}

class ExportTest : public ::testing::TestWithParam<const char*> {};

}  // namespace

TEST(Export, HeaderOfS512) {
  Loaded l = load("s512_scalar");
  const std::string text = exported(l, false, "s512_best.cu");
  EXPECT_NE(text.find("// evotune export: experiment s512_scalar, candidate " + l.candidate.id.substr(0, 16) + "\n"),
            std::string::npos);
  EXPECT_NE(text.find("// template     attention_scalar (templates/attention_scalar.cu)\n"), std::string::npos);
  EXPECT_NE(text.find("// parameters   BLOCK_M=64 BLOCK_N=64 NUM_WARPS=4 ROWS_PER_THREAD=2 PAD=2\n"),
            std::string::npos)
      << text.substr(0, 2000);
  EXPECT_NE(text.find("// problem      B=2 H=8 S=512 D=64 CAUSAL=0\n"), std::string::npos);
  EXPECT_NE(text.find("// target       sm_90\n"), std::string::npos);
  EXPECT_NE(text.find("// candidate    " + l.candidate.id + "\n"), std::string::npos);
  EXPECT_NE(text.find("// measured     not measured\n"), std::string::npos);
  // Geometry with the numbers filled in: ceil_div(512, 64) x H x B CTAs of 4 warps,
  // 2*(64 + 2*64)*(64 + 2) + 4*64*64 = 41728 bytes of dynamic shared memory.
  EXPECT_NE(text.find("//   1. attention_scalar<<<grid (8, 8, 2), block (128, 1, 1), dynamic smem 41728 B>>>"
                      "(q, k, v, o, scale)\n"),
            std::string::npos)
      << text.substr(0, 3000);
  EXPECT_NE(text.find("//   q f16 [B, H, S, D] = [2, 8, 512, 64], input, normal(mean 0, std 1)\n"), std::string::npos);
  EXPECT_NE(text.find("//   scale f32 scalar = 1.0 / sqrt(D) = 0.125\n"), std::string::npos);
  EXPECT_NE(text.find("// build        nvcc -c -arch=sm_90 -std=c++17 s512_best.cu\n"), std::string::npos);
  // The kernel part is the candidate's source, byte for byte.
  EXPECT_NE(text.find(l.candidate.source.text), std::string::npos);
  EXPECT_EQ(text.find("int main("), std::string::npos);
}

TEST(Export, MeasuredTimeAndGemmGeometry) {
  Loaded l = load("gemm");
  ExportOptions o;
  o.measured = ExportMeasurement{812.25, 810.0, 815.5, "NVIDIA H200", "2026-11-21 10:00 UTC"};
  const std::string text = export_source(l.tmpl, l.experiment, l.point, l.candidate, o);
  EXPECT_NE(text.find("// measured     812.25 us per call, median (p10 810.00, p90 815.50) on NVIDIA H200, "
                      "2026-11-21 10:00 UTC\n"),
            std::string::npos);
  // 2048/128 x 2048/128 CTAs of 8 warps; 3 * (128*(16+8) + 16*(128+8)) * 2 = 31488 bytes.
  EXPECT_NE(text.find("//   1. gemm<<<grid (16, 16, 1), block (256, 1, 1), dynamic smem 31488 B>>>(a, b, c)\n"),
            std::string::npos)
      << text.substr(0, 3000);
}

TEST(Export, HarnessLinesPointBackIntoTheFile) {
  Loaded l = load("s512_scalar");
  const std::string text = exported(l, true, "best.cu");
  const std::string directive = "\n#line ";
  const std::size_t at = text.rfind(directive);
  ASSERT_NE(at, std::string::npos);
  const std::size_t line_of_directive = std::count(text.begin(), text.begin() + at + 1, '\n') + 1;
  const int declared = std::atoi(text.c_str() + at + directive.size());
  EXPECT_EQ(declared, static_cast<int>(line_of_directive) + 1);
  EXPECT_NE(text.find("\"best.cu\"", at), std::string::npos);
  EXPECT_NE(text.find("int main(int argc, char** argv)"), std::string::npos);
  EXPECT_NE(text.find("cudaFuncAttributeMaxDynamicSharedMemorySize"), std::string::npos);
  EXPECT_NE(text.find("dim3(8, 8, 2), dim3(128, 1, 1), 41728"), std::string::npos);
}

// ncu can profile the exported harness as is (issue 18): one call after the
// warm-up, its kernels by name, the binary run with 1 timed call.
TEST(Export, NcuCommandProfilesOneCallAfterTheWarmup) {
  EXPECT_EQ(ncu_command({"attention_scalar"}, "./best"),
            "ncu --kernel-name 'regex:^(attention_scalar)$' --launch-skip 5 --launch-count 1 ./best 1");
  // Two launches a call (one entry twice, one other): every launch of the 5 warm-up calls skipped.
  EXPECT_EQ(ncu_command({"split", "combine", "split"}, "/tmp/x"),
            "ncu --kernel-name 'regex:^(split|combine)$' --launch-skip 15 --launch-count 3 /tmp/x 1");
  Loaded l = load("s512_scalar");
  const std::string text = exported(l, true, "best.cu");
  EXPECT_NE(text.find("// profile      ncu --kernel-name 'regex:^(attention_scalar)$' --launch-skip 5 "
                      "--launch-count 1 ./best 1\n"),
            std::string::npos)
      << text.substr(0, 3000);
  // main() prints it after the timing, with the name the binary was started by, and before the output check.
  const std::size_t timing = text.find("std::printf(\"back-to-back:");
  const std::size_t profile = text.find(
      "std::printf(\"profile with Nsight Compute: %s%s%s\\n\", \"ncu --kernel-name 'regex:^(attention_scalar)$' "
      "--launch-skip 5 --launch-count 1 \", argv[0], \" 1\");");
  ASSERT_NE(timing, std::string::npos);
  ASSERT_NE(profile, std::string::npos) << text.substr(text.find("int main("));
  EXPECT_LT(timing, profile);
  EXPECT_LT(profile, text.find("evotune_harness::summarize"));
  // The warm-up the command skips is the warm-up main() makes.
  EXPECT_NE(text.find("#define EVOTUNE_WARMUP_CALLS 5\n"), std::string::npos);
  EXPECT_NE(text.find("evotune_r < EVOTUNE_WARMUP_CALLS; ++evotune_r) evotune_call(-1);"), std::string::npos);
  // Without --harness there is no binary to profile.
  EXPECT_EQ(exported(l, false, "best.cu").find("// profile "), std::string::npos);
}

TEST(Export, HarnessNeedsExternCEntries) {
  Loaded l = load("s512_scalar");
  l.experiment.kernel.launches[0].entry = "ns::attention";
  ExportOptions o;
  o.harness = true;
  try {
    export_source(l.tmpl, l.experiment, l.point, l.candidate, o);
    FAIL() << "a C++ name was accepted";
  } catch (const CodegenError& e) {
    EXPECT_EQ(std::string(e.what()),
              "--harness launches entries by name; 'ns::attention' is not an extern \"C\" identifier");
  }
}

// Every exported file, with and without harness, compiles with NVRTC and nvcc.
TEST_P(ExportTest, CompilesWithNvrtcAndNvcc) {
  const std::string name = GetParam();
  Loaded l = load(name);
  const fs::path dir = fs::temp_directory_path() / fmt::format("evotune-export-{}-{}", name, ::getpid());
  fs::create_directories(dir);

  CompilerSettings settings;
  settings.helper = EVOTUNE_BINARY;
  const fs::path nvcc = test_support::cuda_tool("nvcc");
  std::vector<std::future<std::pair<int, std::string>>> nvcc_runs;
  std::vector<std::string> files;
  for (bool harness : {false, true}) {
    const std::string file = name + (harness ? "_harness.cu" : ".cu");
    const std::string text = exported(l, harness, file);
    std::ofstream(dir / file) << text;
    files.push_back(file);

    CompileRequest r = make_compile_request(l.candidate, l.tmpl);
    r.source = text;
    r.name = file;
    CompileResult res = compile_candidate(r, settings);
    EXPECT_EQ(res.status, CompileStatus::ok) << file << ": " << res.message << "\n" << res.log;
    EXPECT_NE(res.ptxas.find_entry(l.experiment.kernel.launches[0].entry), nullptr) << file;

    if (!nvcc.empty()) {
      // nvcc runs while NVRTC compiles the next file.
      std::string opts;
      for (const auto& o : l.candidate.options) opts += " " + o;
      const std::string cmd = fmt::format("cd {} && {} -c {}{} {} -o {}.o", dir.string(), nvcc.string(),
                                          nvcc_arch_flags(l.candidate.arch), opts, file, file);
      nvcc_runs.push_back(std::async(std::launch::async, [cmd] { return test_support::run_shell(cmd); }));
    }
  }
  for (std::size_t i = 0; i < nvcc_runs.size(); ++i) {
    auto [rc, out] = nvcc_runs[i].get();
    EXPECT_EQ(rc, 0) << files[i] << ":\n" << out;
  }
  fs::remove_all(dir);
  if (nvcc.empty()) GTEST_SKIP() << "nvcc not found (the build's toolkit, $CUDA_HOME/bin, /usr/local/cuda/bin): NVRTC half checked only";
}

INSTANTIATE_TEST_SUITE_P(Experiments, ExportTest,
                         ::testing::Values("s512_scalar", "s512_scalar_causal", "s512", "s512_causal", "gemm", "tma_copy"));

// Tensor maps (issue 16): the header says each map at the point; the harness encodes it once
// every buffer exists, before the launches take its address, and again over the reference's
// own buffer when the map is over an output the reference writes.
TEST(Export, TensorMapsInTheHeaderAndTheHarness) {
  Loaded l = load("tma_copy");
  std::string text = exported(l, false, "tma.cu");
  EXPECT_NE(text.find("//   src_map tensor map over src: dims [8192, 1024], box [64, 64], swizzle 128B, L2 promotion "
                      "256B, out of bounds zero\n"),
            std::string::npos)
      << text.substr(0, 3000);
  EXPECT_EQ(text.find("#include <cuda.h>"), std::string::npos) << "the plain export stays the candidate's text";
  text = exported(l, true, "tma.cu");
  const std::size_t helpers = text.find("#include <cudaTypedefs.h>");
  const std::size_t kernel = text.find(l.candidate.source.text);
  const std::size_t tensor = text.find("void* evotune_arg0 = evotune_harness::make_tensor<__half>(8388608ull");
  const std::size_t map = text.find("CUtensorMap evotune_arg2;  // src_map: tensor map over src");
  const std::size_t encode = text.find("evotune_harness::check_tensor_map(\"src_map\", evotune_encode_tensor_map("
                                       "&evotune_arg2, CU_TENSOR_MAP_DATA_TYPE_FLOAT16, 2, evotune_arg0, ");
  const std::size_t launch = text.find("void* evotune_launch0_args[] = {&evotune_arg2, &evotune_arg1};");
  for (std::size_t at : {helpers, kernel, tensor, map, encode, launch}) ASSERT_NE(at, std::string::npos) << text;
  EXPECT_LT(helpers, kernel) << "cuda.h before the template's macros";
  EXPECT_LT(tensor, map);
  EXPECT_LT(encode, launch);

  // A map over the output, passed to the reference too: encoded again for the reference's buffer.
  Loaded o = l;
  ArgSpec out_map = o.experiment.args[2];
  out_map.name = "dst_map";
  out_map.tensor_map->tensor = "dst";
  out_map.tensor_map->box = {Expr::constant(Value(64)), Expr::constant(Value(64))};
  out_map.tensor_map->swizzle = Expr::constant(Value(0));
  o.experiment.args.push_back(out_map);
  o.experiment.reference.kernel.launches[0].args.push_back("dst_map");
  ExportOptions opts;
  opts.harness = true;
  opts.file_name = "tma.cu";
  opts.reference_cubin = "not a cubin: the text is what is checked";
  text = export_source(o.tmpl, o.experiment, o.point, o.candidate, opts);
  EXPECT_NE(text.find("CUtensorMap evotune_refmap3;  // dst_map: tensor map over dst"), std::string::npos) << text;
  EXPECT_NE(text.find("&evotune_refmap3, CU_TENSOR_MAP_DATA_TYPE_FLOAT16, 2, evotune_ref1, "), std::string::npos);
  EXPECT_NE(text.find("void* evotune_ref_launch0_args[] = {&evotune_arg0, &evotune_ref1, &evotune_refmap3};"),
            std::string::npos);
}

// nvcc's -arch=sm_90a also runs a compute_90 pass, where an sm_90a-only template stops at its #error.
TEST(Export, ArchSpecificTargetsBuildWithGencode) {
  EXPECT_EQ(nvcc_arch_flags("sm_90"), "-arch=sm_90");
  EXPECT_EQ(nvcc_arch_flags("sm_90a"), "-gencode arch=compute_90a,code=sm_90a");
  Loaded l = load("s512");
  EXPECT_EQ(l.candidate.arch, "sm_90a");
  const std::string text = exported(l, false, "s512.cu");
  EXPECT_NE(text.find("// build        nvcc -c -gencode arch=compute_90a,code=sm_90a -std=c++17 s512.cu\n"),
            std::string::npos)
      << text.substr(0, 2000);
}
