// The reference kernels compile with real NVRTC (no GPU needed), as the run
// compiles them, and ptxas' figures fit their launches:
//   - every experiment's reference, at the experiment's own problem, for sm_90a
//     and sm_90: no spills, no stack, and the experiment's gates pass at the
//     reference's launch (registers per thread and per block, shared memory
//     within an H100's limit, no module state);
//   - the tiled attention reference at ragged, D=128 and causal shapes: the same,
//     and at most 128 registers, so two of its 256-thread CTAs share an SM.
#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "attention_references.hpp"
#include "core/experiment.hpp"
#include "eval/compiler.hpp"
#include "eval/gates.hpp"
#include "eval/worker_jobs.hpp"

namespace evotune {
namespace {

namespace fs = std::filesystem;
using test_support::AttentionShape;

fs::path root() { return fs::path(EVOTUNE_SOURCE_ROOT); }

// The reference's launches as the gates see them.
std::vector<LaunchNeeds> reference_launches(const Experiment& e) {
  std::vector<LaunchNeeds> out;
  for (const LaunchPlan& p : plan_launches(e.reference.kernel, e.args, e.reference_bindings()))
    out.push_back({p.entry, p.shared_bytes, static_cast<std::int64_t>(p.block[0]) * p.block[1] * p.block[2]});
  return out;
}

// Compiles `e`'s reference for `arch` and checks ptxas' figures; returns the
// entries' register counts (empty when the compile failed).
std::map<std::string, int> check_reference(const Experiment& e, const std::string& arch, const std::string& what) {
  const RenderedSource source = render_reference(e);
  CompileRequest request;
  request.source = source.text;
  request.name = e.reference.kernel.source.filename().string();
  request.options = kStandardOptions;
  request.options.insert(request.options.end(), e.reference.kernel.options.begin(), e.reference.kernel.options.end());
  request.arch = arch;
  request.include_dirs = {e.reference.kernel.source.parent_path()};
  const CompileResult c = compile_in_process(request);
  std::map<std::string, int> registers;
  EXPECT_EQ(c.status, CompileStatus::ok) << what << ": " << c.message << "\n" << c.log;
  if (c.status != CompileStatus::ok) return registers;
  const std::vector<LaunchNeeds> launches = reference_launches(e);
  const GateVerdict verdict = check_gates(e.gates, c.ptxas, launches, false);
  EXPECT_TRUE(verdict.pass) << what << ": " << verdict.summary();
  for (const LaunchNeeds& l : launches) {
    const PtxasStats* s = c.ptxas.find_entry(l.entry);
    EXPECT_NE(s, nullptr) << what << ": no entry " << l.entry << " in\n" << c.log;
    if (s == nullptr) continue;
    EXPECT_TRUE(s->has_usage) << what << "\n" << c.log;
    EXPECT_EQ(s->spill_bytes(), 0) << what << ": " << l.entry << " spills\n" << c.log;
    EXPECT_EQ(s->stack_frame_bytes, 0) << what << ": " << l.entry << "\n" << c.log;
    EXPECT_EQ(s->target, arch) << what;
    registers[l.entry] = s->registers;
    std::printf("%-60s %s %s: %d registers, %lld B static + %lld B dynamic shared, %d threads\n", what.c_str(),
                arch.c_str(), l.entry.c_str(), s->registers, static_cast<long long>(s->static_smem_bytes),
                static_cast<long long>(l.dynamic_smem_bytes), static_cast<int>(l.threads_per_block));
  }
  EXPECT_EQ(c.ptxas.gmem_bytes, 0) << what;
  return registers;
}

TEST(ReferenceCompile, EveryExperimentsReferenceCompilesAndFitsItsLaunch) {
  int checked = 0;
  std::map<std::string, std::string> compiled;  // rendered text -> first experiment with it
  for (const auto& entry : fs::directory_iterator(root() / "experiments")) {
    if (entry.path().extension() != ".yaml") continue;
    const Experiment e = load_experiment(entry.path());
    const std::string text = render_reference(e).text;
    if (!compiled.emplace(text, entry.path().filename().string()).second) continue;  // the same compile
    for (const std::string arch : {"sm_90a", "sm_90"}) check_reference(e, arch, entry.path().filename().string());
    ++checked;
  }
  EXPECT_GE(checked, 4) << "expected the gemm and several attention references";
}

TEST(ReferenceCompile, TiledAttentionReferenceFitsTwoCtasPerSmAtEveryShape) {
  const Experiment base = load_experiment(root() / "experiments/s512.yaml");
  ASSERT_EQ(base.reference.kernel.source.filename().string(), "attention_ref_tiled.cu");
  ASSERT_EQ(base.reference.kernel.launches.size(), 1u);
  for (const AttentionShape& s : std::vector<AttentionShape>{{1, 2, 1000, 64, false},
                                                             {1, 2, 1000, 64, true},
                                                             {4, 16, 4096, 128, false},
                                                             {4, 16, 4096, 128, true},
                                                             {1, 3, 200, 128, true}}) {
    const Experiment e = test_support::at_shape(base, s);
    const std::vector<LaunchNeeds> launches = reference_launches(e);
    ASSERT_EQ(launches.size(), 1u);
    EXPECT_EQ(launches[0].threads_per_block, 256);
    // Two CTAs' shared memory within an H100 SM's 228 KiB (1 KiB of it reserved per CTA).
    EXPECT_LE(2 * (launches[0].dynamic_smem_bytes + 1024), 228 * 1024) << s.text();
    const auto registers = check_reference(e, "sm_90a", "attention_ref_tiled " + s.text());
    ASSERT_EQ(registers.count("attention_ref_tiled"), 1u) << s.text();
    // Two 256-thread CTAs in an SM's 64K registers.
    EXPECT_LE(registers.at("attention_ref_tiled"), 128) << s.text();
  }
}

// The scalar oracle as the GPU tests swap it in (test_support::with_scalar_reference).
TEST(ReferenceCompile, ScalarOracleCompilesWhereTheGpuTestsUseIt) {
  const Experiment base = load_experiment(root() / "experiments/s512.yaml");
  for (const AttentionShape& s :
       std::vector<AttentionShape>{{2, 8, 512, 64, false}, {1, 2, 1000, 64, true}, {1, 3, 200, 128, true}}) {
    const Experiment e = test_support::with_scalar_reference(test_support::at_shape(base, s), root());
    const std::vector<LaunchPlan> plans = plan_launches(e.reference.kernel, e.args, e.reference_bindings());
    ASSERT_EQ(plans.size(), 1u);
    EXPECT_EQ(plans[0].entry, "attention_ref");
    EXPECT_EQ(plans[0].grid, (std::array<std::uint32_t, 3>{static_cast<std::uint32_t>(s.s),
                                                           static_cast<std::uint32_t>(s.h),
                                                           static_cast<std::uint32_t>(s.b)}));
    EXPECT_EQ(plans[0].block[0], test_support::kScalarReferenceThreads);
    EXPECT_EQ(plans[0].shared_bytes, 0u);
    EXPECT_EQ(check_reference(e, "sm_90a", "attention_ref " + s.text()).count("attention_ref"), 1u);
  }
}

TEST(ReferenceCompile, TiledAttentionReferenceRefusesAnUnsupportedHeadSize) {
  const Experiment e = test_support::at_shape(load_experiment(root() / "experiments/s512.yaml"), {1, 1, 64, 96, false});
  CompileRequest request;
  request.source = render_reference(e).text;
  request.name = "attention_ref_tiled.cu";
  request.options = kStandardOptions;
  request.arch = "sm_90a";
  const CompileResult c = compile_in_process(request);
  EXPECT_EQ(c.status, CompileStatus::compile_error);
  EXPECT_NE(c.log.find("handles D = 64 or D = 128"), std::string::npos) << c.log;
}

}  // namespace
}  // namespace evotune
