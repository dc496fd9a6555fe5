// The library export (codegen/export_library.hpp): NAME.cu with one
// specialization per shape and NAME_forward(), NAME.h, NAME.json. What the
// files say is checked against the launch plan; three specializations of the
// wgmma experiment (two sizes, causal and not, two points) in one file are
// built by nvcc into an object and a shared library (no GPU needed), the
// example program examples/attn_dispatch links against the object, and NVRTC
// compiles the file too (the host part skipped). The nvcc half skips where
// nvcc is missing.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <future>
#include <regex>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "codegen/export_library.hpp"
#include "eval/compiler.hpp"
#include "shipped_candidate.hpp"
#include "support/cuda_tools.hpp"
#include "support/shell.hpp"

using namespace evotune;
namespace fs = std::filesystem;

namespace {

/// The experiment `file` with problem value `name` set to `value`.
Experiment with_problem(Experiment e, const std::string& name, std::int64_t value) {
  for (auto& [n, v] : e.problem)
    if (n == name) v = Value(value);
  return e;
}

struct Wgmma {
  test_support::ShippedCandidate shipped = test_support::shipped_candidate("s512.yaml", "");
  const Experiment& e() const { return shipped.experiment; }
  ExportSpecialization at(const Experiment& e, std::size_t seed) const {
    return make_specialization(shipped.tmpl, e, e.search.seeds.at(seed), shipped.candidate.arch);
  }
  /// (S=512, seed 0), (S=1024, seed 1), (S=512 causal, seed 0).
  std::vector<ExportSpecialization> three() const {
    return {at(e(), 0), at(with_problem(e(), "S", 1024), 1), at(with_problem(e(), "CAUSAL", 1), 0)};
  }
};

LibraryOptions named(const std::string& name) {
  LibraryOptions o;
  o.name = name;
  return o;
}

std::string export_error(const Wgmma& w, const std::vector<ExportSpecialization>& specs, const std::string& name) {
  try {
    export_library(w.shipped.tmpl, w.e(), specs, named(name));
  } catch (const CodegenError& e) {
    return e.what();
  }
  return "(no error)";
}

}  // namespace

TEST(ExportLibrary, OneShapeSaysWhatTheLaunchPlanSays) {
  Wgmma w;
  const ExportSpecialization spec = w.at(w.e(), 0);
  const LibraryFiles f = export_library(w.shipped.tmpl, w.e(), {spec}, named("attn"));

  // The header: the experiment's arguments (scratch as the workspace), the sizes, the stream.
  const std::string h = f.h;
  EXPECT_NE(h.find("evotune_status attn_forward(\n"
                   "    const void* q,  /* input: f16 [B, H, S, D], contiguous, device memory */\n"),
            std::string::npos)
      << h;
  for (const char* piece : {"    void* o,  /* output: f16 [B, H, S, D]", "    float scale,  /* f32 scalar; the "
                            "experiment passes 1.0 / sqrt(D) */",
                            "    int CAUSAL,  /* problem size; tuned: 0 */",
                            "    void* workspace,  /* device scratch memory (partial_o f32 [1], partial_ml f32 [1])",
                            "    cudaStream_t stream);", "size_t attn_workspace_bytes(int B, int H, int S, int D, int CAUSAL);",
                            "int attn_tuned_shapes(int* sizes, int capacity);", "#define ATTN_NUM_SIZES 5",
                            "EVOTUNE_UNTUNED_SHAPE = 1"})
    EXPECT_NE(h.find(piece), std::string::npos) << piece << "\n" << h;
  EXPECT_EQ(h.find("partial_o,"), std::string::npos) << "scratch tensors are no arguments of their own";

  // The .cu: the candidate's source unchanged, its entry renamed, its macros undefined after it.
  const std::string cu = f.cu;
  const std::string renamed = "#define attention_wgmma attn_s0_attention_wgmma\nnamespace attn_s0 {\n";
  const std::size_t at = cu.find(renamed + spec.candidate.source.text);
  ASSERT_NE(at, std::string::npos) << cu.substr(0, 4000);
  const std::size_t after = at + renamed.size() + spec.candidate.source.text.size();
  for (const char* undef : {"#undef attention_wgmma\n", "#undef BLOCK_N\n", "#undef CAUSAL\n", "#undef EVO_CAT\n",
                            "#undef EVO_OUTH8\n"})
    EXPECT_NE(cu.find(undef, after), std::string::npos) << undef;
  // Messages about the host part point into this file again.
  const std::size_t directive = cu.find("\n#line ", after);
  ASSERT_NE(directive, std::string::npos);
  const long line_of_directive = std::count(cu.begin(), cu.begin() + static_cast<long>(directive) + 1, '\n') + 1;
  EXPECT_EQ(std::atol(cu.c_str() + directive + 7), line_of_directive + 1);
  EXPECT_NE(cu.find("\"attn.cu\"", directive), std::string::npos);
  // The geometry of the plan, the shared memory opt-in, the build lines.
  const LaunchPlan& l = spec.launches.at(0);
  EXPECT_NE(cu.find(fmt::format("dim3({}, {}, {}), dim3({}, {}, {}), params, {}, stream)", l.grid[0], l.grid[1],
                                l.grid[2], l.block[0], l.block[1], l.block[2], l.shared_bytes)),
            std::string::npos);
  EXPECT_NE(cu.find(fmt::format("raise_shared_memory(reinterpret_cast<const void*>(&attn_s0::attn_s0_attention_wgmma), "
                                "{}, raised)",
                                l.shared_bytes)),
            std::string::npos);
  EXPECT_NE(cu.find("// build        nvcc -O3 -gencode arch=compute_90a,code=sm_90a -std=c++17 -Xcompiler -fPIC "
                    "-shared attn.cu -o libattn.so\n"),
            std::string::npos);
  EXPECT_NE(cu.find("    {2, 8, 512, 64, 0},\n"), std::string::npos);

  // The JSON: the same facts as data.
  const nlohmann::json j = nlohmann::json::parse(f.json);
  EXPECT_EQ(j["format"], kLibraryJsonFormat);
  EXPECT_EQ(j["function"], "attn_forward");
  EXPECT_EQ(j["problem"], nlohmann::json({"B", "H", "S", "D", "CAUSAL"}));
  ASSERT_EQ(j["specializations"].size(), 1u);
  const nlohmann::json& s = j["specializations"][0];
  EXPECT_EQ(s["shape"], nlohmann::json({{"B", 2}, {"H", 8}, {"S", 512}, {"D", 64}, {"CAUSAL", 0}}));
  EXPECT_EQ(s["candidate"], spec.candidate.id);
  EXPECT_EQ(s["launches"][0]["symbol"], "attn_s0_attention_wgmma");
  EXPECT_EQ(s["launches"][0]["shared_bytes"], l.shared_bytes);
  EXPECT_EQ(s["launches"][0]["grid"], nlohmann::json(l.grid));
  EXPECT_EQ(s["arguments"][0]["shape"], nlohmann::json({2, 8, 512, 64}));
  EXPECT_DOUBLE_EQ(s["arguments"][6]["value"].get<double>(), 0.125);
  // Two scratch tensors of 4 bytes, each on a 256-byte boundary.
  EXPECT_EQ(s["workspace"]["bytes"], 512);
  EXPECT_EQ(s["workspace"]["parts"][1]["offset"], 256);
  EXPECT_NE(cu.find("workspace_bytes < 512u) return EVOTUNE_WORKSPACE_TOO_SMALL"), std::string::npos);
  // Scratch starts every call at zero (declared so by default), in one memset over both.
  EXPECT_NE(cu.find("cudaMemsetAsync(static_cast<char*>(workspace) + 0, 0, 260u, stream)"), std::string::npos);
}

TEST(ExportLibrary, RefusesWhatItCannotBuild) {
  Wgmma w;
  const ExportSpecialization a = w.at(w.e(), 0);
  EXPECT_EQ(export_error(w, {}, "attn"), "nothing to export: no tuned shape");
  EXPECT_NE(export_error(w, {a}, "attn-2").find("'attn-2' cannot name the exported functions"), std::string::npos);
  EXPECT_EQ(export_error(w, {a, w.at(w.e(), 1)}, "attn"),
            "two specializations for the shape B=2 H=8 S=512 D=64 CAUSAL=0");
  ExportSpecialization other_target = w.at(with_problem(w.e(), "S", 1024), 0);
  other_target.candidate.arch = "sm_100a";
  EXPECT_NE(export_error(w, {a, other_target}, "attn").find("is compiled for sm_100a with other options than"),
            std::string::npos);
  ExportSpecialization word = a;
  word.shape["S"] = Value("long");
  EXPECT_NE(export_error(w, {word}, "attn").find("problem size 'S' = long is not an integer"), std::string::npos);
  ExportSpecialization filled = a;
  filled.args[4].init = InitSpec{InitSpec::Kind::constant, 1.0, 0.0};
  EXPECT_NE(export_error(w, {filled}, "attn").find("scratch tensor 'partial_o' is filled with 1"), std::string::npos);
  ExportSpecialization scoped = a;
  scoped.launches[0].entry = "ns::attention";
  EXPECT_NE(export_error(w, {scoped}, "attn").find("'ns::attention' is not an extern \"C\" identifier"),
            std::string::npos);
  ExportSpecialization including = a;
  including.candidate.source.text = "#include \"helpers.cuh\"\n" + including.candidate.source.text;
  EXPECT_NE(export_error(w, {including}, "attn").find("includes a file of its own"), std::string::npos);
  // The Python module needs the compiled kernels.
  try {
    export_python_module(w.shipped.tmpl, w.e(), {a}, named("attn"));
    FAIL() << "a specialization without a cubin was accepted";
  } catch (const CodegenError& e) {
    EXPECT_NE(std::string(e.what()).find("without its cubin"), std::string::npos) << e.what();
  }
}

// Three specializations in one file: nvcc builds an object and a shared library
// exporting the dispatch and every renamed kernel; the example links; NVRTC compiles it.
TEST(ExportLibrary, ThreeShapesBuildWithNvccAndTheExampleLinks) {
  Wgmma w;
  const std::vector<ExportSpecialization> specs = w.three();
  const LibraryFiles f = export_library(w.shipped.tmpl, w.e(), specs, named("attn"));
  EXPECT_NE(f.cu.find("    {2, 8, 1024, 64, 0},\n"), std::string::npos);
  EXPECT_NE(f.cu.find("    {2, 8, 512, 64, 1},\n"), std::string::npos);
  EXPECT_NE(f.h.find("int S,  /* problem size; tuned: 512, 1024 */"), std::string::npos) << f.h;
  EXPECT_NE(f.h.find("int CAUSAL,  /* problem size; tuned: 0, 1 */"), std::string::npos) << f.h;
  // Each specialization's source is there whole, in its own namespace.
  for (std::size_t i = 0; i < specs.size(); ++i)
    EXPECT_NE(f.cu.find(fmt::format("namespace attn_s{} {{\n", i) + specs[i].candidate.source.text), std::string::npos) << i;

  const fs::path dir = fs::temp_directory_path() / fmt::format("evotune-export-library-{}", ::getpid());
  fs::create_directories(dir);
  std::ofstream(dir / "attn.cu") << f.cu;
  std::ofstream(dir / "attn.h") << f.h;

  // NVRTC: the whole file as one program (the host part is skipped there).
  CompilerSettings settings;
  settings.helper = EVOTUNE_BINARY;
  CompileRequest r = make_compile_request(specs[0].candidate, w.shipped.tmpl);
  r.source = f.cu;
  r.name = "attn.cu";
  auto nvrtc = std::async(std::launch::async, [&] { return compile_candidate(r, settings); });

  const fs::path nvcc = test_support::cuda_tool("nvcc");
  if (!nvcc.empty()) {
    const auto [so_line, object_line] = library_build_lines(specs[0].candidate, "attn");
    // The documented lines, run as they are (nvcc from the build's toolkit).
    const std::string cd = fmt::format("cd {} && PATH={}:$PATH ", dir.string(), nvcc.parent_path().string());
    auto so = std::async(std::launch::async, [&] { return test_support::run_shell(cd + so_line); });
    auto [rc, out] = test_support::run_shell(cd + object_line);
    EXPECT_EQ(rc, 0) << object_line << "\n" << out;
    const auto [so_rc, so_out] = so.get();
    EXPECT_EQ(so_rc, 0) << so_line << "\n" << so_out;
    const auto [nm_rc, symbols] =
        test_support::run_shell(fmt::format("nm -D --defined-only {}", (dir / "libattn.so").string()));
    EXPECT_EQ(nm_rc, 0) << symbols;
    for (const char* name : {"attn_forward", "attn_workspace_bytes", "attn_tuned_shapes", "attn_status_string"})
      EXPECT_TRUE(std::regex_search(symbols, std::regex(std::string(" T ") + name + "\n"))) << name << "\n" << symbols;
    // The kernels stay internal; the library registers each by its name with the runtime.
    std::ifstream in(dir / "libattn.so", std::ios::binary);
    const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    for (std::size_t i = 0; i < specs.size(); ++i) {
      const std::string kernel = fmt::format("attn_s{}_attention_wgmma", i);
      EXPECT_NE(bytes.find(kernel + '\0'), std::string::npos) << kernel;
      EXPECT_EQ(symbols.find(kernel), std::string::npos) << kernel;
    }
    // The example program links against the object.
    const fs::path example = fs::path(EVOTUNE_SOURCE_ROOT) / "examples" / "attn_dispatch" / "main.cpp";
    std::tie(rc, out) = test_support::run_shell(
        fmt::format("{}{} -O3 -std=c++17 -I. {} attn.o -o attn_dispatch", cd, nvcc.string(), example.string()));
    EXPECT_EQ(rc, 0) << out;
    EXPECT_TRUE(fs::exists(dir / "attn_dispatch"));
  }
  const CompileResult res = nvrtc.get();
  EXPECT_EQ(res.status, CompileStatus::ok) << res.message << "\n" << log_excerpt(res.log);
  for (std::size_t i = 0; i < specs.size(); ++i)
    EXPECT_NE(res.ptxas.find_entry(fmt::format("attn_s{}_attention_wgmma", i)), nullptr) << i;
  fs::remove_all(dir);
  if (nvcc.empty())
    GTEST_SKIP() << "nvcc not found (the build's toolkit, $CUDA_HOME/bin, /usr/local/cuda/bin): NVRTC half checked only";
}

// No scalar, no scratch: the function takes a, b, c, the sizes, an unused workspace and the stream.
TEST(ExportLibrary, GemmNeedsNoWorkspaceAndBuilds) {
  const test_support::ShippedCandidate g = test_support::shipped_candidate("gemm.yaml", "");
  const ExportSpecialization spec = make_specialization(g.tmpl, g.experiment, g.point, g.candidate.arch);
  const LibraryFiles f = export_library(g.tmpl, g.experiment, {spec}, named("gemm_lib"));
  EXPECT_NE(f.h.find("evotune_status gemm_lib_forward(\n    const void* a,"), std::string::npos) << f.h;
  EXPECT_NE(f.h.find("device scratch memory: none needed (NULL will do)"), std::string::npos) << f.h;
  EXPECT_EQ(f.cu.find("EVOTUNE_WORKSPACE_TOO_SMALL;\n"), std::string::npos);
  EXPECT_EQ(nlohmann::json::parse(f.json)["specializations"][0]["workspace"]["bytes"], 0);

  const fs::path nvcc = test_support::cuda_tool("nvcc");
  if (nvcc.empty()) GTEST_SKIP() << "nvcc not found: the build not checked";
  const fs::path dir = fs::temp_directory_path() / fmt::format("evotune-export-gemm-{}", ::getpid());
  fs::create_directories(dir);
  std::ofstream(dir / "gemm_lib.cu") << f.cu;
  std::ofstream(dir / "gemm_lib.h") << f.h;
  const auto [so_line, object_line] = library_build_lines(spec.candidate, "gemm_lib");
  const auto [rc, out] = test_support::run_shell(
      fmt::format("cd {} && PATH={}:$PATH {}", dir.string(), nvcc.parent_path().string(), object_line));
  EXPECT_EQ(rc, 0) << object_line << "\n" << out;
  fs::remove_all(dir);
}

// Tensor maps (issue 16): no argument of the function; each specialization encodes its own map
// (its box) from the tensor's pointer per call, refusing with EVOTUNE_TENSOR_MAP_ERROR; the JSON
// has the map in both orders; nvcc builds the file.
TEST(ExportLibrary, TensorMapsAreEncodedPerSpecializationFromTheTensor) {
  const test_support::ShippedCandidate t = test_support::shipped_candidate("tma_copy.yaml", "");
  Point other = t.point;
  other["BOX_ROWS"] = Value(128);
  other["BOX_COLS"] = Value(32);
  other["SWIZZLE"] = Value(64);
  const Experiment half = with_problem(t.experiment, "ROWS", 4096);
  ASSERT_TRUE(half.satisfies(other));
  const std::vector<ExportSpecialization> specs = {
      make_specialization(t.tmpl, t.experiment, t.point, t.candidate.arch),
      make_specialization(t.tmpl, half, other, t.candidate.arch)};
  const LibraryFiles f = export_library(t.tmpl, t.experiment, specs, named("tma"));

  EXPECT_NE(f.h.find("evotune_status tma_forward(\n    const void* src,  /* input: f16 [ROWS, COLS], contiguous, "
                     "device memory */\n    void* dst,"),
            std::string::npos)
      << f.h;
  EXPECT_EQ(f.h.find("src_map,"), std::string::npos) << "a map is no argument of the function";
  EXPECT_NE(f.h.find("tensor maps (src_map over src) are no arguments here"), std::string::npos) << f.h;
  EXPECT_NE(f.h.find("EVOTUNE_TENSOR_MAP_ERROR = 5"), std::string::npos) << f.h;
  EXPECT_NE(f.cu.find("#include <cudaTypedefs.h>"), std::string::npos);
  EXPECT_NE(f.cu.find("cudaGetDriverEntryPointByVersion(\"cuTensorMapEncodeTiled\", &fn, 12000"), std::string::npos);
  // Specialization 0: box [64, 64], 128B; specialization 1: box [128, 32], 64B, over 4096 rows.
  const std::size_t case0 = f.cu.find("    case 0: {  // ROWS=8192 COLS=1024\n");
  const std::size_t case1 = f.cu.find("    case 1: {  // ROWS=4096 COLS=1024\n");
  ASSERT_NE(case0, std::string::npos);
  ASSERT_NE(case1, std::string::npos);
  const std::string first = f.cu.substr(case0, case1 - case0), second = f.cu.substr(case1);
  EXPECT_NE(first.find("const cuuint64_t evotune_dims[] = {1024ull, 8192ull};"), std::string::npos) << first;
  EXPECT_NE(first.find("const cuuint64_t evotune_strides[] = {2048ull};"), std::string::npos) << first;
  EXPECT_NE(first.find("const cuuint32_t evotune_box[] = {64u, 64u};"), std::string::npos) << first;
  EXPECT_NE(first.find("evotune_encode_tensor_map(&arg_src_map, CU_TENSOR_MAP_DATA_TYPE_FLOAT16, 2, arg_src, "
                       "evotune_dims, evotune_strides, evotune_box, CU_TENSOR_MAP_SWIZZLE_128B, "
                       "CU_TENSOR_MAP_L2_PROMOTION_L2_256B, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE) != CUDA_SUCCESS) return "
                       "EVOTUNE_TENSOR_MAP_ERROR;"),
            std::string::npos)
      << first;
  EXPECT_NE(first.find("void* params[] = {&arg_src_map, &arg_dst};"), std::string::npos) << first;
  EXPECT_NE(second.find("const cuuint64_t evotune_dims[] = {1024ull, 4096ull};"), std::string::npos) << second;
  EXPECT_NE(second.find("const cuuint32_t evotune_box[] = {32u, 128u};"), std::string::npos) << second;
  EXPECT_NE(second.find("CU_TENSOR_MAP_SWIZZLE_64B"), std::string::npos) << second;
  EXPECT_NE(f.cu.find("case EVOTUNE_TENSOR_MAP_ERROR: return \"tensor map refused\";"), std::string::npos);

  const nlohmann::json j = nlohmann::json::parse(f.json);
  EXPECT_EQ(j["arguments"][2]["kind"], "tensor_map");
  EXPECT_EQ(j["arguments"][2]["tensor"], "src");
  EXPECT_EQ(j["arguments"][2]["box_expr"], nlohmann::json({"BOX_ROWS", "BOX_COLS"}));
  const nlohmann::json& m = j["specializations"][1]["arguments"][2]["tensor_map"];
  EXPECT_EQ(m["dims"], nlohmann::json({4096, 1024}));
  EXPECT_EQ(m["box"], nlohmann::json({128, 32}));
  EXPECT_EQ(m["swizzle"], "64B");
  EXPECT_EQ(m["encode"]["global_dim"], nlohmann::json({1024, 4096}));
  EXPECT_EQ(m["encode"]["box_dim"], nlohmann::json({32, 128}));
  EXPECT_EQ(m["encode"]["swizzle"], 2);
  EXPECT_EQ(m["encode"]["data_type"], 6);

  const fs::path nvcc = test_support::cuda_tool("nvcc");
  if (nvcc.empty()) GTEST_SKIP() << "nvcc not found: the build not checked";
  const fs::path dir = fs::temp_directory_path() / fmt::format("evotune-export-tma-{}", ::getpid());
  fs::create_directories(dir);
  std::ofstream(dir / "tma.cu") << f.cu;
  std::ofstream(dir / "tma.h") << f.h;
  const auto [so_line, object_line] = library_build_lines(specs[0].candidate, "tma");
  const auto [rc, out] = test_support::run_shell(
      fmt::format("cd {} && PATH={}:$PATH {}", dir.string(), nvcc.parent_path().string(), object_line));
  EXPECT_EQ(rc, 0) << object_line << "\n" << out;
  fs::remove_all(dir);
}
