// Compile gates: each gate passes at its limit and rejects one past it, with
// the exact reason in words.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "eval/gates.hpp"

using namespace evotune;

namespace {

PtxasReport one_entry(int registers, std::int64_t smem, std::int64_t spill_store = 0, std::int64_t spill_load = 0,
                      std::int64_t stack = 0, std::int64_t gmem = 0) {
  PtxasReport r;
  PtxasStats s;
  s.name = s.demangled = "attn_fwd";
  s.is_entry = s.has_usage = true;
  s.registers = registers;
  s.static_smem_bytes = smem;
  s.spill_store_bytes = spill_store;
  s.spill_load_bytes = spill_load;
  s.stack_frame_bytes = stack;
  r.functions.push_back(s);
  r.gmem_bytes = gmem;
  return r;
}

std::vector<LaunchNeeds> launch(std::int64_t dynamic_smem = 0, std::int64_t threads = 128) {
  return {LaunchNeeds{"attn_fwd", dynamic_smem, threads}};
}

}  // namespace

TEST(Gates, PassingCandidateHasNoReasons) {
  Gates g;
  g.max_registers = 168;
  GateVerdict v = check_gates(g, one_entry(168, 1024), launch(4096), false);
  EXPECT_TRUE(v.pass);
  EXPECT_TRUE(v.reasons.empty());
  EXPECT_EQ(v.summary(), "");
}

TEST(Gates, Registers) {
  Gates g;
  g.max_registers = 168;
  GateVerdict v = check_gates(g, one_entry(182, 0), launch(), false);
  EXPECT_FALSE(v.pass);
  EXPECT_EQ(v.texts(), (std::vector<std::string>{"182 registers > gate 168"}));
}

TEST(Gates, Spills) {
  Gates g;  // default: no spills at all
  GateVerdict v = check_gates(g, one_entry(32, 0, 40, 24), launch(), false);
  EXPECT_EQ(v.texts(), (std::vector<std::string>{"spills 64 B > 0"}));
  g.max_spill_bytes = 64;
  EXPECT_TRUE(check_gates(g, one_entry(32, 0, 40, 24), launch(), false).pass);
}

TEST(Gates, Stack) {
  Gates g;
  g.max_stack_bytes = 1024;
  EXPECT_TRUE(check_gates(g, one_entry(32, 0, 0, 0, 1024), launch(), false).pass);
  EXPECT_EQ(check_gates(g, one_entry(32, 0, 0, 0, 1288), launch(), false).texts(),
            (std::vector<std::string>{"stack 1288 B > gate 1024"}));
}

TEST(Gates, SharedMemoryAgainstDeviceAndGate) {
  Gates g;
  EXPECT_TRUE(check_gates(g, one_entry(64, 98304), launch(232448 - 98304), false).pass);
  EXPECT_EQ(check_gates(g, one_entry(64, 98304), launch(135168), false).texts(),
            (std::vector<std::string>{"smem 98304 + dynamic 135168 > 232448"}));
  g.max_shared_bytes = 100000;
  EXPECT_EQ(check_gates(g, one_entry(64, 98304), launch(4096), false).texts(),
            (std::vector<std::string>{"smem 98304 + dynamic 4096 > gate 100000"}));
  // A gate above the device limit does not lift the device limit.
  g.max_shared_bytes = 1 << 20;
  EXPECT_EQ(check_gates(g, one_entry(64, 98304), launch(135168), false).texts(),
            (std::vector<std::string>{"smem 98304 + dynamic 135168 > 232448"}));
  DeviceLimits small;
  small.max_smem_per_block = 101376;  // e.g. sm_86
  g.max_shared_bytes.reset();
  EXPECT_EQ(check_gates(g, one_entry(64, 98304), launch(4096), false, small).texts(),
            (std::vector<std::string>{"smem 98304 + dynamic 4096 > 101376"}));
}

TEST(Gates, Gmem) {
  Gates g;
  EXPECT_EQ(check_gates(g, one_entry(32, 0, 0, 0, 0, 4), launch(), false).texts(),
            (std::vector<std::string>{"gmem 4 B > 0 (template does not declare gmem)"}));
  EXPECT_TRUE(check_gates(g, one_entry(32, 0, 0, 0, 0, 4), launch(), true).pass);
  g.allow_gmem = true;
  EXPECT_TRUE(check_gates(g, one_entry(32, 0, 0, 0, 0, 4), launch(), false).pass);
}

TEST(Gates, SerializedWgmmaOnlyWhenTheFileAsks) {
  PtxasReport r = one_entry(168, 0);
  r.wgmma_serializations = {"C7512: due to insufficient register resources"};
  Gates g;
  EXPECT_TRUE(check_gates(g, r, launch(), false).pass);  // the default: a performance note
  g.allow_serialized_wgmma = false;
  const GateVerdict v = check_gates(g, r, launch(), false);
  EXPECT_EQ(v.texts(), (std::vector<std::string>{"ptxas serialized wgmma (C7512: due to insufficient register resources)"}));
  EXPECT_EQ(gate_name(v.reasons[0].gate), "serialized wgmma");
  EXPECT_TRUE(check_gates(g, one_entry(168, 0), launch(), false).pass);
}

TEST(Gates, RegistersPerBlockAndThreads) {
  Gates g;
  // 128 registers x 512 threads = 65536: fits exactly.
  EXPECT_TRUE(check_gates(g, one_entry(128, 0), launch(0, 512), false).pass);
  EXPECT_EQ(check_gates(g, one_entry(128, 0), launch(0, 1024), false).texts(),
            (std::vector<std::string>{"registers 128 x 1024 threads > 65536 per block (131072 allocated)"}));
  // Allocation is per warp (496 threads are 16 warps) in units of 256
  // registers (129 per thread count as 136): 63984 by plain product, 69632 as allocated.
  EXPECT_TRUE(check_gates(g, one_entry(130, 0), launch(0, 480), false).pass);
  EXPECT_EQ(check_gates(g, one_entry(129, 0), launch(0, 496), false).texts(),
            (std::vector<std::string>{"registers 129 x 496 threads > 65536 per block (69632 allocated)"}));
  EXPECT_EQ(check_gates(g, one_entry(32, 0), launch(0, 2048), false).texts(),
            (std::vector<std::string>{"block 2048 threads > 1024"}));
}

TEST(Gates, SeveralReasonsAndEntryNames) {
  Gates g;
  g.max_registers = 128;
  PtxasReport r = one_entry(200, 0, 8, 8);
  PtxasStats combine;
  combine.name = combine.demangled = "combine";
  combine.is_entry = combine.has_usage = true;
  combine.registers = 150;
  r.functions.push_back(combine);
  GateVerdict v = check_gates(g, r, {{"attn_fwd", 0, 128}, {"combine", 0, 128}}, false);
  EXPECT_FALSE(v.pass);
  EXPECT_EQ(v.texts(), (std::vector<std::string>{"attn_fwd: 200 registers > gate 128", "attn_fwd: spills 16 B > 0",
                                                 "combine: 150 registers > gate 128"}));
  EXPECT_EQ(v.reasons[0].gate, Gate::registers);
  EXPECT_EQ(v.reasons[1].gate, Gate::spills);
  EXPECT_EQ(gate_name(v.reasons[1].gate), "spills");
  EXPECT_EQ(v.summary(), "attn_fwd: 200 registers > gate 128; attn_fwd: spills 16 B > 0; combine: 150 registers > gate 128");
}

TEST(Gates, MissingEntry) {
  GateVerdict v = check_gates(Gates{}, one_entry(32, 0), {{"attn_fwd_v2", 0, 128}}, false);
  EXPECT_EQ(v.texts(), (std::vector<std::string>{"entry 'attn_fwd_v2' not in the compiled module (has: attn_fwd)"}));
}

TEST(Gates, OnRealSpillLog) {
  std::ifstream in(std::string(EVOTUNE_TEST_DATA) + "/ptxas/spills.log");
  std::ostringstream s;
  s << in.rdbuf();
  Gates g;
  g.max_registers = 255;
  g.max_stack_bytes = 1024;
  GateVerdict v = check_gates(g, parse_ptxas_log(s.str()), {{"spilly", 0, 256}}, false);
  EXPECT_EQ(v.texts(), (std::vector<std::string>{"spills 4468 B > 0", "stack 1288 B > gate 1024"}));
}
