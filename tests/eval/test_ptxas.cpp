// The ptxas report parser on real logs (tests/data/ptxas/*.log, made by NVRTC
// 13.0 from the .cu files next to them; each file says how).
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "eval/ptxas.hpp"

using namespace evotune;

namespace {

std::string data(const std::string& name) {
  std::ifstream in(std::string(EVOTUNE_TEST_DATA) + "/ptxas/" + name);
  EXPECT_TRUE(in) << name;
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST(PtxasParser, SeveralKernelsWithGmemAndMangledName) {
  PtxasReport r = parse_ptxas_log(data("several_kernels.log"));
  EXPECT_EQ(r.gmem_bytes, 4);
  ASSERT_EQ(r.entries().size(), 3u);

  const PtxasStats* k1 = r.find_entry("k1");
  ASSERT_NE(k1, nullptr);
  EXPECT_TRUE(k1->has_usage);
  EXPECT_EQ(k1->registers, 14);
  EXPECT_EQ(k1->barriers, 1);
  EXPECT_EQ(k1->static_smem_bytes, 4096);
  EXPECT_EQ(k1->stack_frame_bytes, 0);
  EXPECT_EQ(k1->spill_bytes(), 0);
  EXPECT_EQ(k1->target, "sm_90");

  const PtxasStats* k3 = r.find_entry("k3");
  ASSERT_NE(k3, nullptr);
  EXPECT_EQ(k3->registers, 80);
  EXPECT_EQ(k3->stack_frame_bytes, 256);
  EXPECT_EQ(k3->cumulative_stack_bytes, 256);
  EXPECT_EQ(k3->barriers, 0);

  // A C++ entry: found by its mangled symbol and by its demangled name.
  const PtxasStats* k2 = r.find_entry("_ZN2ns2k2IfEEvPT_");
  ASSERT_NE(k2, nullptr);
  EXPECT_EQ(k2->demangled, "void ns::k2<float>(float*)");
  EXPECT_EQ(r.find_entry("void ns::k2<float>"), k2);
  EXPECT_EQ(k2->registers, 10);
  EXPECT_EQ(r.find_entry("k4"), nullptr);
}

TEST(PtxasParser, SpillsAndNonInlinedCallee) {
  PtxasReport r = parse_ptxas_log(data("spills.log"));
  EXPECT_EQ(r.gmem_bytes, 0);
  ASSERT_EQ(r.entries().size(), 1u);
  const PtxasStats* s = r.find_entry("spilly");
  ASSERT_NE(s, nullptr);
  EXPECT_EQ(s->registers, 32);
  EXPECT_EQ(s->stack_frame_bytes, 1288);
  EXPECT_EQ(s->spill_store_bytes, 2176);
  EXPECT_EQ(s->spill_load_bytes, 2292);
  EXPECT_EQ(s->spill_bytes(), 2176 + 2292);
  EXPECT_EQ(s->cumulative_stack_bytes, 1288);
  // The __noinline__ helper is reported as a function, not an entry, and its
  // (zero) numbers do not overwrite the entry's.
  ASSERT_EQ(r.functions.size(), 2u);
  EXPECT_EQ(r.functions[1].name, "_Z6helperPfi");
  EXPECT_EQ(r.functions[1].demangled, "helper(float*, int)");
  EXPECT_FALSE(r.functions[1].is_entry);
  EXPECT_FALSE(r.functions[1].has_usage);
}

TEST(PtxasParser, LargeStaticSmemOnSm90) {
  PtxasReport r = parse_ptxas_log(data("large_smem_sm90.log"));
  const PtxasStats* s = r.find_entry("bigsmem");
  ASSERT_NE(s, nullptr);
  EXPECT_EQ(s->static_smem_bytes, 49152);
  EXPECT_EQ(s->registers, 12);
  EXPECT_EQ(s->barriers, 1);
  EXPECT_TRUE(s->cmem_bytes.empty());  // NVRTC 13 prints no cmem for sm_90
}

TEST(PtxasParser, ConstantBanksOnSm80) {
  PtxasReport r = parse_ptxas_log(data("large_smem_sm80.log"));
  EXPECT_EQ(r.gmem_bytes, 0);
  EXPECT_EQ(r.module_cmem_bytes, (std::map<int, std::int64_t>{{3, 1024}}));
  const PtxasStats* s = r.find_entry("bigsmem");
  ASSERT_NE(s, nullptr);
  EXPECT_EQ(s->target, "sm_80");
  EXPECT_EQ(s->registers, 13);
  EXPECT_EQ(s->static_smem_bytes, 49152);
  EXPECT_EQ(s->cmem_bytes, (std::map<int, std::int64_t>{{0, 360}}));
}

TEST(PtxasParser, ModuleGmemFromDeviceVariables) {
  PtxasReport r = parse_ptxas_log(data("gmem.log"));
  EXPECT_EQ(r.gmem_bytes, 260);
  const PtxasStats* s = r.find_entry("replay");
  ASSERT_NE(s, nullptr);
  EXPECT_EQ(s->registers, 18);
}

TEST(PtxasParser, CompileErrorLogHasNoFunctions) {
  PtxasReport r = parse_ptxas_log(data("compile_error.log"));
  EXPECT_TRUE(r.functions.empty());
  EXPECT_EQ(r.gmem_bytes, 0);
}

TEST(PtxasParser, WarningsAndAdvisoriesKeptVerbatim) {
  const std::string log =
      "ptxas info    : 0 bytes gmem\n"
      "ptxas warning : Registers are spilled to local memory in function 'k', 8 bytes spill stores\n"
      "ptxas info    : (C7515) Potential Performance Loss: wgmma.mma_async instructions are serialized\n"
      "ptxas info    : Compiling entry function 'k' for 'sm_90a'\n"
      "ptxas info    : Used 168 registers, used 1 barriers, 1024 bytes smem\n";
  PtxasReport r = parse_ptxas_log(log);
  ASSERT_EQ(r.warnings.size(), 2u);
  EXPECT_EQ(r.warnings[0], "ptxas warning : Registers are spilled to local memory in function 'k', 8 bytes spill stores");
  EXPECT_NE(r.warnings[1].find("(C7515)"), std::string::npos);
  EXPECT_EQ(r.wgmma_serializations, std::vector<std::string>{"C7515"});  // this line names no cause
  const PtxasStats* k = r.find_entry("k");
  ASSERT_NE(k, nullptr);
  EXPECT_EQ(k->registers, 168);
  EXPECT_EQ(k->target, "sm_90a");
}

// ptxas 13.0's wording (attention_ws with PIPE=1 at three consumer warpgroups): one entry per
// advisory, code and cause, the function left out; other advisories are not serializations.
TEST(PtxasParser, WgmmaSerializationsWithTheirCause) {
  const std::string log =
      "ptxas info    : (C7512) Potential Performance Loss: wgmma.mma_async instructions are serialized due to "
      "insufficient register resources for the function 'attention_ws'\n"
      "ptxas info    : (C7515) Potential Performance Loss: wgmma.mma_async instructions are serialized due to non "
      "wgmma instructions defining accumulator registers of a wgmma between start and end of the pipeline stage in "
      "the function 'k'\n"
      "ptxas info    : (C7521) Potential Performance Loss: something else entirely\n";
  PtxasReport r = parse_ptxas_log(log);
  EXPECT_EQ(r.warnings.size(), 3u);
  EXPECT_EQ(r.wgmma_serializations,
            (std::vector<std::string>{"C7512: due to insufficient register resources",
                                      "C7515: due to non wgmma instructions defining accumulator registers of a wgmma "
                                      "between start and end of the pipeline stage"}));
}

TEST(PtxasParser, GarbageIsIgnoredNotFatal) {
  PtxasReport r = parse_ptxas_log(
      "ptxas\nptxas info : Used\nptxas info    : Used x registers\nptxas . , ,\n"
      "ptxas info    : Compiling entry function 'k\nptxas info    : Function properties for \n\x01\xff");
  EXPECT_TRUE(r.entries().empty());
}
