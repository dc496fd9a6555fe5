// The attention templates through `evotune compile` as a user runs it (the real binary, NVRTC and ptxas,
// no GPU): each knob's points pass the gates with the registers, shared memory and code the template
// promises, and what a template cannot do stops with its own message. Label nosan (tests/cli/tests.cmake):
// the work here is NVRTC's; test_compile_cli keeps the command's own code under the sanitizer.
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <utility>

#include <gtest/gtest.h>

#include "cli_runner.hpp"
#include <nlohmann/json.hpp>

namespace {

namespace fs = std::filesystem;

using Result = evotune::cli_testing::CliResult;
using evotune::cli_testing::slurp;

const fs::path kDir = fs::temp_directory_path() / ("evotune_template_compile_" + std::to_string(::getpid()));

// Runs `evotune ARGS` (ARGS is passed through the shell as written).
Result run_cli(const std::string& args) {
  return evotune::cli_testing::run_evotune(kDir, args);
}

// Spilled bytes of one ptxas entry of `compile --json` (stores and loads).
long long spill_bytes(const nlohmann::json& entry) {
  return entry.at("spill_store_bytes").get<long long>() + entry.at("spill_load_bytes").get<long long>();
}

// experiments/attn_ws_set.yaml cut to one of its shapes (its line in the file), without its seeds
// (some break a restriction there), its template and reference by absolute path; written under
// kDir/dir.
fs::path attn_ws_set_at(const std::string& shape_line, const std::string& dir) {
  std::string cut;
  std::istringstream lines(slurp("experiments/attn_ws_set.yaml"));
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("    - {B: ", 0) == 0 && line != shape_line) continue;
    if (line == "  seeds:" || line.rfind("    - {BLOCK_N: ", 0) == 0) continue;
    cut += line + "\n";
  }
  EXPECT_NE(cut.find(shape_line), std::string::npos) << shape_line;
  for (const std::string key :
       {"template: templates/attention_ws.cu", "source: kernels/seeds/attention_ref_tiled.cu"}) {
    const auto at = cut.find(key);
    EXPECT_NE(at, std::string::npos) << key;
    if (at == std::string::npos) continue;
    const std::string path = key.substr(key.find(' ') + 1);
    cut.replace(at, key.size(),
                key.substr(0, key.find(' ') + 1) + (fs::path(EVOTUNE_SOURCE_ROOT) / path).string());
  }
  fs::create_directories(kDir / dir);
  const fs::path exp = kDir / dir / "attn_ws_cut.yaml";
  std::ofstream(exp) << cut;
  return exp;
}

class TemplateCompile : public ::testing::Test {
 protected:
  static void TearDownTestSuite() { fs::remove_all(kDir); }
};

}  // namespace

// attention_wgmma's query warpgroups (M_WG) through NVRTC and ptxas, on a causal copy of s512_big
// (S=512: M_WG=3's last query tile is partial): a ring of K/V slots refilled behind a barrier over
// both warpgroups (SYNC=bar), and three warpgroups with Q from registers over resident K/V issued
// one tile ahead by all of them (SYNC=mbar, PREFETCH). Each passes the gates without spills, with
// 128*M_WG threads, its register cap, and the banner's shared memory.
TEST_F(TemplateCompile, QueryWarpgroupsCompileWithoutSpills) {
  std::string yaml = slurp("experiments/s512_big.yaml");
  const std::string non_causal = "\n  CAUSAL: 0\n";
  const auto at = yaml.find(non_causal);
  ASSERT_NE(at, std::string::npos);
  yaml.replace(at, non_causal.size(), "\n  CAUSAL: 1\n");
  fs::create_directories(kDir);
  const fs::path copy = kDir / "s512_big_causal.yaml";
  std::ofstream(copy) << yaml;
  struct Case {
    const char* params;
    int threads;
    int smem;
  };
  const Case cases[] = {
      {"BLOCK_N=64,KV_WG=1,STAGES=4,PIPE=2,EXP2=f16x2,ROWSUM=mma,SACC=f32,SYNC=bar,POLY=0,PREFETCH=0,MIN_CTAS=1,"
       "TILE_ORDER=0,M_WG=2,QREG=0",
       256, 1024 + 128 * 64 * 2 + 4 * 4 * 64 * 64 + 2048 + 16 * (1 + 4)},
      {"BLOCK_N=64,KV_WG=1,STAGES=8,PIPE=1,EXP2=f16x2,ROWSUM=mma,SACC=f16,SYNC=mbar,POLY=1,PREFETCH=2,MIN_CTAS=1,"
       "TILE_ORDER=1,M_WG=3,QREG=1",
       384, 1024 + 128 * 64 * 3 + 8 * 4 * 64 * 64 + 2048 + 16 * (1 + 8)},
  };
  ::setenv("EVOTUNE_PATH", fs::current_path().c_str(), 1);
  for (const Case& c : cases) {
    const Result r = run_cli("compile " + copy.string() + " --params '" + c.params + "' --json");
    ASSERT_EQ(r.exit_code, 0) << c.params << "\n" << r.out << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j.at("status"), "pass") << c.params;
    const auto& entry = j.at("entries").at(0);
    EXPECT_EQ(entry.at("spill_store_bytes"), 0) << c.params;
    EXPECT_EQ(entry.at("spill_load_bytes"), 0) << c.params;
    EXPECT_LE(entry.at("registers").get<int>(), 65536 / c.threads) << c.params;  // __launch_bounds__(threads, 1)
    EXPECT_EQ(j.at("launches").at(0).at("threads_per_block"), c.threads) << c.params;
    EXPECT_EQ(j.at("launches").at(0).at("dynamic_smem_bytes"), c.smem) << c.params;
  }
  ::unsetenv("EVOTUNE_PATH");
}

// A tensor map is a 128-byte parameter (issue 16): compile passes tma_copy as shipped, and
// names the mismatch when the launch hands the kernel the tensor's pointer instead of its map.
TEST_F(TemplateCompile, TensorMapIsA128ByteParameter) {
  const std::string point = " --params 'BOX_ROWS=64,BOX_COLS=64,SWIZZLE=128,STAGES=2,TILES_PER_CTA=4,THREADS=128'";
  Result r = run_cli("compile experiments/tma_copy.yaml" + point);
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("\ngates       pass ("), std::string::npos) << r.out;
  fs::create_directories(kDir / "experiments");
  std::string yaml = slurp(fs::path(EVOTUNE_SOURCE_ROOT) / "experiments/tma_copy.yaml");
  const std::string from = "  args: [src_map, dst]\n";
  ASSERT_NE(yaml.find(from), std::string::npos);
  yaml.replace(yaml.find(from), from.size(), "  args: [src, dst]\n");
  for (const char* sub : {"templates", "kernels"})
    if (!fs::exists(kDir / sub)) fs::create_directory_symlink(fs::path(EVOTUNE_SOURCE_ROOT) / sub, kDir / sub);
  std::ofstream(kDir / "experiments/pointer.yaml") << yaml;
  r = run_cli("compile " + (kDir / "experiments/pointer.yaml").string() + point);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("kernel.entry: tma_copy takes 2 parameters (128, 8 bytes) but the launch passes 2 arguments "
                       "(8, 8 bytes: a tensor is an 8-byte pointer, a scalar its dtype's size, a tensor map a 128-byte "
                       "CUtensorMap)"),
            std::string::npos)
      << r.err;
}

// The warp-specialized template (issue 16) through NVRTC and ptxas at (4,16,4096,128): with two
// consumer warpgroups, 128-key tiles and S(next) in flight beside PV (PIPE=1), a consumer needs
// more than the 168 registers 384 threads get and spills; setmaxnreg (REGSPLIT=1) hands it the
// producer's, and the same point passes the gates without spills. Every point of the set's first
// shape (S=512, where M_WG=3's last query tile is partial) with RESCALE=always compiles (a spread
// sample of them, for CI's time); those with one consumer, or two with the register split, pass
// the gates.
TEST_F(TemplateCompile, WarpSpecializedAttentionMovesProducerRegistersToConsumers) {
  std::string yaml = slurp("experiments/attn_ws_set.yaml");
  const std::string first = "    - {B: 2, H: 8, S: 512, D: 64, CAUSAL: 0}\n";
  const std::string wanted = "    - {B: 4, H: 16, S: 4096, D: 128, CAUSAL: 0}\n";
  ASSERT_NE(yaml.find(first), std::string::npos);
  ASSERT_NE(yaml.find(wanted), std::string::npos);
  yaml.erase(yaml.find(wanted), wanted.size());
  yaml.insert(yaml.find(first), wanted);  // the shape compile takes is the set's first
  fs::create_directories(kDir);
  const fs::path copy = kDir / "attn_ws_d128.yaml";
  std::ofstream(copy) << yaml;
  ::setenv("EVOTUNE_PATH", fs::current_path().c_str(), 1);
  const std::string point = "BLOCK_N=128,M_WG=2,STAGES=2,PIPE=1,PINGPONG=1,CLUSTER=1,TILES=1,KSPLIT=1,REGSPLIT=";
  for (const int split : {0, 1}) {
    const Result r = run_cli("compile " + copy.string() + " --params '" + point + std::to_string(split) + "' --json");
    ASSERT_EQ(r.exit_code, split ? 0 : 1) << split << "\n" << r.out << r.err;
    const auto j = nlohmann::json::parse(r.out);
    const auto& entry = j.at("entries").at(0);
    EXPECT_EQ(j.at("launches").at(0).at("threads_per_block"), 384);
    EXPECT_EQ(j.at("launches").at(0).at("dynamic_smem_bytes"), 1024 + 128 * 128 * 2 + 4 * 2 * 128 * 128 + 40 + 24 * 2);
    EXPECT_LE(entry.at("registers").get<int>(), 168);  // __launch_bounds__(384, 1)
    if (split) {
      EXPECT_EQ(j.at("status"), "pass");
      EXPECT_EQ(entry.at("spill_store_bytes"), 0);
    } else {
      EXPECT_EQ(j.at("status"), "gate_reject");
      EXPECT_GT(entry.at("spill_store_bytes").get<int>(), 0);
    }
  }
  ::unsetenv("EVOTUNE_PATH");
  // The whole set is too large to list (2.65 million points); --params narrows it before listing
  const std::string set = (fs::path(EVOTUNE_SOURCE_ROOT) / "experiments/attn_ws_set.yaml").string();
  const Result whole = run_cli("compile " + set + " --all --sample 24 --json");
  EXPECT_EQ(whole.exit_code, 1);
  EXPECT_NE(whole.err.find("too many to compile them all; narrow it with --params"), std::string::npos) << whole.err;
  const Result all = run_cli("compile " + set + " --all --sample 24 --params RESCALE=always --json");
  ASSERT_EQ(all.exit_code, 0) << all.out << all.err;
  const auto j = nlohmann::json::parse(all.out);
  EXPECT_EQ(j.at("points").size(), 24u);  // evenly spread (CI's two cores)
  for (const auto& p : j.at("points")) {
    const auto& at = p.at("point");
    EXPECT_EQ(at.at("RESCALE"), "always") << p.at("point_text");
    EXPECT_TRUE(p.at("status") == "pass" || p.at("status") == "gate_reject") << p.at("point_text");
    if (at.at("M_WG") == 1 || (at.at("M_WG") == 2 && at.at("REGSPLIT") == 1))
      EXPECT_EQ(p.at("status"), "pass") << p.at("point_text");
  }
}

// PIPE=2 (issue 16): the overlapped walk with one P buffer, the softmax's weights rounded to P in
// S's registers once PV is done. At the set's first shape (2,8,512,64), three consumer warpgroups
// with the register split (160 registers each) and 128-key tiles spill with PIPE=1's two P buffers
// and fit without spilling with PIPE=2, through NVRTC and ptxas. (Whether ptxas then keeps the
// softmax under PV is a question of the SASS: bench/wgmma_overlap.py.) With PIPE=1 ptxas also
// serializes the wgmmas (C7512), which the set's allow_serialized_wgmma: false turns into a reason.
TEST_F(TemplateCompile, OnePBufferFitsThreeConsumersWithoutSpilling) {
  const std::string exp = (fs::path(EVOTUNE_SOURCE_ROOT) / "experiments/attn_ws_set.yaml").string();
  // (ROWSUM, which the set searches, is left out: it takes the template's default=alu, and says so)
  const std::string point = "BLOCK_N=128,M_WG=3,STAGES=2,PINGPONG=0,REGSPLIT=1,CLUSTER=1,TILES=1,KSPLIT=1,PIPE=";
  for (const int pipe : {1, 2}) {
    const Result r = run_cli("compile " + exp + " --params '" + point + std::to_string(pipe) + "' --json");
    ASSERT_EQ(r.exit_code, pipe == 2 ? 0 : 1) << pipe << "\n" << r.out << r.err;
    EXPECT_NE(r.err.find("note: ROWSUM not given: the template's default, alu"), std::string::npos) << r.err;
    const auto j = nlohmann::json::parse(r.out);
    const auto& entry = j.at("entries").at(0);
    if (pipe == 2) {
      EXPECT_EQ(j.at("status"), "pass");
      EXPECT_EQ(entry.at("spill_store_bytes"), 0);
    } else {
      EXPECT_EQ(j.at("status"), "gate_reject");
      EXPECT_GT(entry.at("spill_store_bytes").get<int>(), 0);
      std::vector<std::string> gates;
      for (const auto& reason : j.at("gates").at("reasons")) gates.push_back(reason.at("gate"));
      EXPECT_EQ(gates, (std::vector<std::string>{"spills", "serialized wgmma"})) << r.out;
    }
  }
}

// STREAMK (issue 16): stream-K over 132 persistent CTAs keeps its partial results and arrival
// counters in module-scope __device__ arrays, which the gates reject unless the template declares
// gmem. At the set's first shape (2,8,512,64) with three consumer warpgroups: 48 work tiles, all
// split (fewer than two waves), so one slot of (O, m, l) per CTA and consumer warpgroup, 128
// threads x (D/8 + 1) float4s each, and one counter per (tile, warpgroup); two Q buffers. The
// same point from a copy of the template without the declaration is rejected by the gmem gate.
TEST_F(TemplateCompile, StreamKDeclaresItsGlobalMemory) {
  const std::string point =
      "BLOCK_N=128,M_WG=3,STAGES=2,PIPE=2,PINGPONG=0,REGSPLIT=1,CLUSTER=1,TILES=1,KSPLIT=1,ROWSUM=alu,RESCALE=always,"
      "STREAMK=132";
  const std::string exp = (fs::path(EVOTUNE_SOURCE_ROOT) / "experiments/attn_ws_set.yaml").string();
  const Result r = run_cli("compile " + exp + " --params '" + point + "' --json");
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j.at("status"), "pass");
  EXPECT_EQ(j.at("gmem_bytes").get<long long>(), 132LL * 3 * 128 * (64 / 8 + 1) * 16 + 48 * 3 * 4);
  EXPECT_EQ(j.at("launches").at(0).at("dynamic_smem_bytes"), 1024 + 2 * 3 * 64 * 128 + 4 * 2 * 128 * 64 + 40 + 24 * 2);

  std::string tmpl = slurp("templates/attention_ws.cu");
  const std::string declares = "// evotune:declares gmem\n";
  ASSERT_NE(tmpl.find(declares), std::string::npos);
  tmpl.erase(tmpl.find(declares), declares.size());
  std::string yaml = slurp("experiments/attn_ws_set.yaml");
  const std::string source = "template: templates/attention_ws.cu";
  ASSERT_NE(yaml.find(source), std::string::npos);
  yaml.replace(yaml.find(source), source.size(), "template: templates/attention_ws_undeclared.cu");
  const std::string reference = "source: kernels/seeds/attention_ref_tiled.cu";
  ASSERT_NE(yaml.find(reference), std::string::npos);
  yaml.replace(yaml.find(reference), reference.size(),
               "source: " + (fs::path(EVOTUNE_SOURCE_ROOT) / "kernels/seeds/attention_ref_tiled.cu").string());
  // (a folder of its own: kDir/templates may be another test's link to the project's templates)
  const fs::path dir = kDir / "undeclared";
  fs::create_directories(dir / "templates");
  std::ofstream(dir / "templates/attention_ws_undeclared.cu") << tmpl;
  std::ofstream(dir / "attn_ws_undeclared.yaml") << yaml;
  ::setenv("EVOTUNE_PATH", dir.c_str(), 1);
  const Result undeclared = run_cli("compile " + (dir / "attn_ws_undeclared.yaml").string() + " --params '" + point + "' --json");
  ::unsetenv("EVOTUNE_PATH");
  ASSERT_EQ(undeclared.exit_code, 1) << undeclared.out << undeclared.err;
  ASSERT_FALSE(undeclared.out.empty()) << undeclared.err;
  const auto u = nlohmann::json::parse(undeclared.out);
  EXPECT_EQ(u.at("status"), "gate_reject");
  std::vector<std::string> gates;
  for (const auto& reason : u.at("gates").at("reasons")) gates.push_back(reason.at("gate"));
  EXPECT_EQ(gates, std::vector<std::string>{"gmem"}) << undeclared.out;
}

// QBUFS=1 (issue 16): a CTA of several work tiles (here stream-K) with one Q buffer instead of two. At
// D=128 with two consumer warpgroups and 128-key tiles that is the room of a third K/V ring slot: the
// point fits in the 227 KiB with one buffer, both release rules compile, and with two buffers the
// template refuses it (the experiment's shared-memory restriction says so first). On an H200, two slots
// cost stream-K 15-18% at (4,16,4096,128) (bench/results/attention_ws_qbufs_2026-11-28).
TEST_F(TemplateCompile, OneQBufferMakesRoomForAThirdRingSlot) {
  const fs::path exp = attn_ws_set_at("    - {B: 4, H: 16, S: 4096, D: 128, CAUSAL: 0}", "qbufs");
  const auto run = [&](const std::string& q) {
    return run_cli(
        "compile " + exp.string() +
        " --params "
        "'BLOCK_N=128,M_WG=2,STAGES=3,PIPE=1,PINGPONG=1,REGSPLIT=1,CLUSTER=1,TILES=1,KSPLIT=1,"
        "ROWSUM=alu,RESCALE=lazy,STREAMK=132," +
        q + "' --json");
  };
  const auto compile = [&](const std::string& q) {
    const Result r = run(q);
    return std::make_pair(r, nlohmann::json::parse(r.out));
  };
  for (const std::string qfree : {"late", "early"}) {
    const auto [r, j] = compile("QBUFS=1,QFREE=" + qfree);
    ASSERT_EQ(r.exit_code, 0) << qfree << ": " << r.out << r.err;
    EXPECT_EQ(j.at("status"), "pass") << qfree;
    EXPECT_EQ(j.at("launches").at(0).at("dynamic_smem_bytes"), 1024 + 128 * 128 * 2 + 3 * 2 * 128 * 128 * 2 + 40 + 24 * 3)
        << qfree;
  }
  const auto [r2, j2] = compile("QBUFS=2,QFREE=late");
  EXPECT_EQ(r2.exit_code, 1);
  EXPECT_NE(r2.err.find("the point breaks a restriction"), std::string::npos) << r2.err;
  EXPECT_EQ(j2.at("status"), "compile_error");
  EXPECT_NE(r2.out.find("shared memory over the 227 KiB an sm_90 CTA can have"), std::string::npos) << r2.out;
  // a release rule the template does not list stops at rendering
  const Result r3 = run("QBUFS=1,QFREE=never");
  EXPECT_EQ(r3.exit_code, 1);
  EXPECT_NE(r3.err.find("QFREE=never is not a legal value (line "), std::string::npos) << r3.err;
  EXPECT_NE(r3.err.find("attention_ws.cu allows: late, early)"), std::string::npos) << r3.err;
}

// QBAR=wg (issue 16) gives the one Q buffer's two warpgroup tiles their own full and free mbarriers (the pair
// a second buffer would use), so it changes no shared memory; PREFETCH adds the L2 prefetches of the next work
// tile to the code. Both compile without spills at the D=128 stream-K point they were measured at (the
// producer's 24 registers spilled when it issued the prefetches itself). QBAR=wg is refused where there is not
// one buffer of two warpgroup tiles, by the restriction and by the template.
TEST_F(TemplateCompile, WarpgroupQTilesAndTheL2PrefetchKeepTheSharedMemory) {
  const fs::path exp = attn_ws_set_at("    - {B: 4, H: 16, S: 4096, D: 128, CAUSAL: 0}", "qbar");
  const std::string base =
      "BLOCK_N=128,M_WG=2,STAGES=3,PIPE=1,PINGPONG=1,REGSPLIT=1,CLUSTER=1,KSPLIT=1,ROWSUM=alu,"
      "RESCALE=lazy,QFREE=late,RELEASE=pair,";
  const auto compile = [&](const std::string& point) {
    const Result r = run_cli("compile " + exp.string() + " --params '" + base + point + "' --json");
    return std::make_pair(r, nlohmann::json::parse(r.out));
  };
  long long cubin_none = 0;
  const std::pair<std::string, std::string> points[] = {
      {"none", "cta"}, {"q", "cta"}, {"qkv", "cta"}, {"q", "wg"}, {"qkv", "wg"}};
  for (const auto& [prefetch, qbar] : points) {
    const std::string point = "TILES=1,STREAMK=132,QBUFS=1,PREFETCH=" + prefetch + ",QBAR=" + qbar;
    const auto [r, j] = compile(point);
    ASSERT_EQ(r.exit_code, 0) << point << ": " << r.out << r.err;
    EXPECT_EQ(j.at("status"), "pass") << point;
    const auto& entry = j.at("entries").at(0);
    EXPECT_EQ(spill_bytes(entry), 0) << point;
    EXPECT_EQ(j.at("launches").at(0).at("dynamic_smem_bytes"),
              1024 + 128 * 128 * 2 + 3 * 2 * 128 * 128 * 2 + 40 + 24 * 3)
        << point;
    const long long cubin = j.at("cubin_bytes");
    if (prefetch == "none" && qbar == "cta") cubin_none = cubin;
    if (prefetch != "none" && qbar == "cta")
      EXPECT_GT(cubin, cubin_none) << point << ": no prefetch in the code";
  }
  // two buffers (one work tile a CTA): no one buffer to split
  const auto [r2, j2] = compile("TILES=1,STREAMK=0,QBUFS=2,QBAR=wg");  // (a point of the space: PREFETCH is not in it)
  EXPECT_EQ(r2.exit_code, 1);
  EXPECT_NE(r2.err.find("the point breaks a restriction"), std::string::npos) << r2.err;
  EXPECT_EQ(j2.at("status"), "compile_error");
  EXPECT_NE(r2.out.find("QBAR=wg needs one Q buffer (QBUFS=1) for several work tiles"),
            std::string::npos)
      << r2.out;
  const Result r3 = run_cli("compile " + exp.string() + " --params '" + base +
                            "TILES=1,STREAMK=132,QBUFS=1,PREFETCH=l1,QBAR=cta' --json");
  EXPECT_EQ(r3.exit_code, 1);
  EXPECT_NE(r3.err.find("PREFETCH=l1 is not a legal value (line "), std::string::npos) << r3.err;
  EXPECT_NE(r3.err.find("attention_ws.cu allows: none, q, qkv)"), std::string::npos) << r3.err;
}

// QSRC (issue 16): the S wgmmas take Q's fragments from registers, loaded once a work tile. At
// (4,16,4096,128) with two ping-pong consumers, all of Q (32 registers a thread) fits beside PIPE=2's
// one P buffer and its second half beside PIPE=1's two, without spills and in the same shared memory;
// the loads make the code bigger. PIPE=0 is refused: there ptxas 13.0 gave P the registers of Q's
// fragments (S and PV wgmmas of one shape, D == BLOCK_N), so every key tile after the first multiplied
// P by K (H200 smoke, bench/results/attention_ws_qsrc_2026-11-28). An unlisted QSRC stops at rendering.
TEST_F(TemplateCompile, QFragmentsInRegistersFitThePipelinedPoints) {
  const fs::path exp = attn_ws_set_at("    - {B: 4, H: 16, S: 4096, D: 128, CAUSAL: 0}", "qsrc");
  const std::string base =
      "BLOCK_N=128,M_WG=2,STAGES=3,REGSPLIT=1,CLUSTER=1,KSPLIT=1,ROWSUM=alu,RESCALE=lazy,TILES=1,STREAMK=132,"
      "QBUFS=1,QBAR=wg,PREFETCH=q,";
  const auto compile = [&](const std::string& point) {
    const Result r = run_cli("compile " + exp.string() + " --params '" + base + point + "' --json");
    return std::make_pair(r, nlohmann::json::parse(r.out));
  };
  std::map<std::string, long long> cubin;
  for (const std::string point : {"PIPE=1,QFREE=late,QSRC=smem", "PIPE=1,QFREE=late,QSRC=half",
                                  "PIPE=2,QFREE=early,QSRC=smem", "PIPE=2,QFREE=early,QSRC=regs"}) {
    const auto [r, j] = compile("PINGPONG=1," + point);
    ASSERT_EQ(r.exit_code, 0) << point << ": " << r.out << r.err;
    EXPECT_EQ(j.at("status"), "pass") << point;
    const auto& entry = j.at("entries").at(0);
    EXPECT_EQ(spill_bytes(entry), 0)
        << point;
    EXPECT_EQ(j.at("launches").at(0).at("dynamic_smem_bytes"),
              1024 + 128 * 128 * 2 + 3 * 2 * 128 * 128 * 2 + 40 + 24 * 3)
        << point;
    cubin[point] = j.at("cubin_bytes");
  }
  EXPECT_GT(cubin["PIPE=1,QFREE=late,QSRC=half"], cubin["PIPE=1,QFREE=late,QSRC=smem"]);
  EXPECT_GT(cubin["PIPE=2,QFREE=early,QSRC=regs"], cubin["PIPE=2,QFREE=early,QSRC=smem"]);
  const auto [r0, j0] = compile("PINGPONG=0,PIPE=0,QFREE=late,QSRC=regs");
  EXPECT_EQ(r0.exit_code, 1);
  EXPECT_EQ(j0.at("status"), "compile_error");
  EXPECT_NE(r0.out.find("QSRC regs and half need SACC=f32 and PIPE >= 1"), std::string::npos) << r0.out;
  const Result r1 = run_cli("compile " + exp.string() + " --params '" + base +
                            "PINGPONG=1,PIPE=1,QFREE=late,QSRC=tmem' --json");
  EXPECT_EQ(r1.exit_code, 1);
  EXPECT_NE(r1.err.find("QSRC=tmem is not a legal value (line "), std::string::npos) << r1.err;
  EXPECT_NE(r1.err.find("attention_ws.cu allows: smem, half, regs)"), std::string::npos) << r1.err;
}

// KSPLIT=2 (issue 16) needs an even ring: a slot must only ever hold one consumer warpgroup's
// tiles, since each waits on a slot by phase parity and never for the other's tiles (with STAGES=3
// two runs on one input differed on an H200). The template itself refuses an odd STAGES, so a point
// that breaks the experiment's restriction still cannot compile into the race.
// SACC=f16 (attention_ws's reduced-precision mode) keeps S in fp16 registers, half as many as fp32
// S: the key-split point at (2,8,512,64) needs fewer registers than its fp32 twin (and POLY's exp2
// is really in the code). It needs the
// row-sum wgmma and refuses PIPE=2, each with the template's own message.
TEST_F(TemplateCompile, HalfLogitsHalveTheSRegisters) {
  const std::string exp = (fs::path(EVOTUNE_SOURCE_ROOT) / "experiments/attn_ws_set.yaml").string();
  const auto compile = [&](const std::string& point) {
    const Result r = run_cli("compile " + exp + " --params '" + point + "' --json");
    return std::make_pair(r, nlohmann::json::parse(r.out));
  };
  const std::string base =
      "BLOCK_N=128,M_WG=2,STAGES=4,PINGPONG=0,REGSPLIT=0,CLUSTER=1,TILES=1,KSPLIT=2,RESCALE=always,STREAMK=0,";
  const auto [r32, j32] = compile(base + "PIPE=0,ROWSUM=mma,SACC=f32");
  const auto [r16, j16] = compile(base + "PIPE=0,ROWSUM=mma,SACC=f16");
  ASSERT_EQ(r32.exit_code, 0) << r32.err;
  ASSERT_EQ(r16.exit_code, 0) << r16.err;
  EXPECT_EQ(j16.at("status"), "pass");
  const int regs32 = j32.at("entries").at(0).at("registers"), regs16 = j16.at("entries").at(0).at("registers");
  EXPECT_LT(regs16, regs32) << "SACC=f16 " << regs16 << " registers, f32 " << regs32;
  // POLY=2: half the exponentials of every 4 pairs come from the polynomial, about ten instructions for
  // MUFU's one, so the kernel's code grows
  const auto [rpoly, jpoly] = compile(base + "PIPE=0,ROWSUM=mma,SACC=f32,POLY=2");
  ASSERT_EQ(rpoly.exit_code, 0) << rpoly.err;
  EXPECT_GT(jpoly.at("cubin_bytes").get<long long>(), j32.at("cubin_bytes").get<long long>() + 8192);
  const std::pair<std::string, std::string> refused[] = {
      {"PIPE=0,ROWSUM=alu,SACC=f16", "SACC=f16 needs ROWSUM=mma"},
      {"PIPE=2,ROWSUM=mma,SACC=f16", "SACC=f16 takes PIPE 0 or 1"},
  };
  for (const auto& [point, why] : refused) {
    const auto [r, j] = compile(base + point);
    EXPECT_EQ(r.exit_code, 1) << point;
    EXPECT_EQ(j.at("status"), "compile_error") << point;
    EXPECT_NE(r.out.find(why), std::string::npos) << point << ": " << r.out;
  }
  // a value the template does not list stops at rendering, naming the line that lists them
  const Result f8 = run_cli("compile " + exp + " --params '" + base + "PIPE=0,ROWSUM=mma,SACC=f8' --json");
  EXPECT_EQ(f8.exit_code, 1);
  EXPECT_NE(f8.err.find("SACC=f8 is not a legal value (line "), std::string::npos) << f8.err;
  EXPECT_NE(f8.err.find(" of templates/attention_ws.cu allows: f32, f16)"), std::string::npos) << f8.err;
}

TEST_F(TemplateCompile, KeySplitRefusesAnOddRing) {
  const std::string exp = (fs::path(EVOTUNE_SOURCE_ROOT) / "experiments/attn_ws_set.yaml").string();
  const std::string point =
      "BLOCK_N=128,M_WG=2,PIPE=0,PINGPONG=0,REGSPLIT=0,CLUSTER=1,TILES=1,KSPLIT=2,ROWSUM=alu,RESCALE=always,STREAMK=0,"
      "STAGES=";
  for (const int stages : {3, 4, 5}) {
    const Result r = run_cli("compile " + exp + " --params '" + point + std::to_string(stages) + "' --json");
    const auto j = nlohmann::json::parse(r.out);
    if (stages == 4) {
      EXPECT_EQ(r.exit_code, 0) << r.err;
      EXPECT_EQ(j.at("status"), "pass");
    } else {
      EXPECT_EQ(r.exit_code, 1);
      EXPECT_NE(r.err.find("the point breaks a restriction"), std::string::npos) << r.err;
      EXPECT_EQ(j.at("status"), "compile_error");
      EXPECT_NE(r.out.find("KSPLIT=2 needs an even STAGES of at least 4"), std::string::npos) << r.out;
    }
  }
}

// Two schedules of the (2,8,512,64) key-split point (issue 16): PINGPONG=1, the pair taking turns
// at the softmax, and RESCALE=spec, each tile's exponentials before its maxima (with lazy's path
// kept for the tiles where a row rises, so more code). At the causal shape each passes the gates
// with no stack, spec also with the turns and with PIPE=1. The turns take PIPE=0 only, spec PIPE 0
// or 1 and fp32 logits, each refused with the template's message.
TEST_F(TemplateCompile, SoftmaxTurnsAndStaleExponentialsPassTheGates) {
  const fs::path exp = attn_ws_set_at("    - {B: 2, H: 8, S: 512, D: 64, CAUSAL: 1}", "spec");
  const std::string base =
      "BLOCK_N=128,M_WG=2,STAGES=4,CLUSTER=1,TILES=1,KSPLIT=2,STREAMK=0,QBUFS=2,QFREE=late,"
      "PREFETCH=none,QBAR=cta,";
  const auto compile = [&](const std::string& point) {
    const Result r = run_cli("compile " + exp.string() + " --params '" + base + point + "' --json");
    return std::make_pair(r, nlohmann::json::parse(r.out));
  };
  const auto [rl, jl] = compile("PIPE=0,PINGPONG=0,RESCALE=lazy,ROWSUM=hadd,REGSPLIT=0");
  ASSERT_EQ(rl.exit_code, 0) << rl.err;
  for (const std::string point : {"PIPE=0,PINGPONG=1,RESCALE=lazy,ROWSUM=hadd,REGSPLIT=0",
                                  "PIPE=0,PINGPONG=0,RESCALE=spec,ROWSUM=hadd,REGSPLIT=0",
                                  "PIPE=0,PINGPONG=1,RESCALE=spec,ROWSUM=hadd,REGSPLIT=0",
                                  "PIPE=1,PINGPONG=0,RESCALE=spec,ROWSUM=alu,REGSPLIT=1"}) {
    const auto [r, j] = compile(point);
    ASSERT_EQ(r.exit_code, 0) << point << ": " << r.err;
    EXPECT_EQ(j.at("status"), "pass") << point;
    const auto& entry = j.at("entries").at(0);
    EXPECT_EQ(entry.at("stack_frame_bytes"), 0) << point;
    EXPECT_EQ(spill_bytes(entry), 0) << point;
    if (point == "PIPE=0,PINGPONG=0,RESCALE=spec,ROWSUM=hadd,REGSPLIT=0")
      EXPECT_GT(j.at("cubin_bytes").get<long long>(), jl.at("cubin_bytes").get<long long>())
          << point;
  }
  const std::pair<std::string, std::string> refused[] = {
      {"PIPE=1,PINGPONG=1,RESCALE=lazy,ROWSUM=hadd,REGSPLIT=0",
       "with KSPLIT=2, PIPE=0 and S a multiple of 64"},
      {"PIPE=2,PINGPONG=0,RESCALE=spec,ROWSUM=hadd,REGSPLIT=0",
       "RESCALE=spec needs SACC=f32 and PIPE 0 or 1"},
      {"PIPE=0,PINGPONG=0,RESCALE=spec,ROWSUM=mma,REGSPLIT=0,SACC=f16",
       "RESCALE=spec needs SACC=f32 and PIPE 0 or 1"},
  };
  for (const auto& [point, why] : refused) {
    const auto [r, j] = compile(point);
    EXPECT_EQ(r.exit_code, 1) << point;
    EXPECT_EQ(j.at("status"), "compile_error") << point;
    EXPECT_NE(r.out.find(why), std::string::npos) << point << ": " << r.out;
  }
}

// ROWSUM=hadd (issue 16) takes the row sums from P's fp16 registers, a tree of pair adds a row. At the
// (2,8,2048,64) winner it keeps alu's registers and shared memory in less code, with no stack frame
// (a first form, a loop over the tree's levels, left its array in local memory: 64 bytes). The
// fp16-logit mode keeps its own row sums (the wgmma), and says so.
TEST_F(TemplateCompile, RowSumsFromPFitTheWinnerWithoutAStack) {
  const fs::path exp = attn_ws_set_at("    - {B: 2, H: 8, S: 2048, D: 64, CAUSAL: 0}", "hadd");
  const std::string base =
      "BLOCK_N=128,M_WG=3,STAGES=2,PINGPONG=0,REGSPLIT=1,CLUSTER=1,TILES=1,KSPLIT=1,RESCALE=always,"
      "STREAMK=132,QBUFS=2,QFREE=late,PREFETCH=none,QBAR=cta,";
  const auto compile = [&](const std::string& point) {
    const Result r = run_cli("compile " + exp.string() + " --params '" + base + point + "' --json");
    return std::make_pair(r, nlohmann::json::parse(r.out));
  };
  const auto [ra, ja] = compile("PIPE=2,ROWSUM=alu");
  const auto [rh, jh] = compile("PIPE=2,ROWSUM=hadd");
  ASSERT_EQ(ra.exit_code, 0) << ra.err;
  ASSERT_EQ(rh.exit_code, 0) << rh.err;
  EXPECT_EQ(jh.at("status"), "pass");
  const auto& alu = ja.at("entries").at(0);
  const auto& hadd = jh.at("entries").at(0);
  EXPECT_EQ(hadd.at("stack_frame_bytes"), 0);
  EXPECT_EQ(spill_bytes(hadd), 0);
  EXPECT_EQ(hadd.at("registers"), alu.at("registers"));
  EXPECT_EQ(jh.at("launches").at(0).at("dynamic_smem_bytes"), ja.at("launches").at(0).at("dynamic_smem_bytes"));
  EXPECT_LT(jh.at("cubin_bytes").get<long long>(), ja.at("cubin_bytes").get<long long>());
  const auto [r16, j16] = compile("ROWSUM=hadd,SACC=f16,PIPE=1");
  EXPECT_EQ(r16.exit_code, 1);
  EXPECT_EQ(j16.at("status"), "compile_error");
  EXPECT_NE(r16.out.find("SACC=f16 needs ROWSUM=mma"), std::string::npos) << r16.out;
}

// MCAST (issue 16) shares each K/V tile by TMA multicast across the CTAs of a cluster. At the
// (2,8,512,64) winner, clusters of 2 and 4 keep its registers and shared memory (the cluster shape
// is the kernel's own, __cluster_dims__, so its launch is unchanged) in more code: the multicast
// loads, the releases in every CTA and the producer's wait for the cluster's last ones. Where a
// head's query tiles do not divide into clusters ((4,16,4096,64) with three consumers: 22 a head)
// MCAST=4 stops with the template's message, as does MCAST beside CLUSTER=2's key split; a value the
// template does not list stops at rendering.
TEST_F(TemplateCompile, KVMulticastKeepsTheWinnersRegistersAndSharedMemory) {
  const fs::path small = attn_ws_set_at("    - {B: 2, H: 8, S: 512, D: 64, CAUSAL: 0}", "mcast");
  const std::string winner =
      "BLOCK_N=128,M_WG=2,STAGES=4,PIPE=0,PINGPONG=0,REGSPLIT=0,CLUSTER=1,TILES=1,KSPLIT=2,ROWSUM=hadd,"
      "RESCALE=always,STREAMK=0,QBUFS=2,QFREE=late,PREFETCH=none,QBAR=cta,";
  const auto compile = [&](const fs::path& exp, const std::string& point) {
    const Result r = run_cli("compile " + exp.string() + " --params '" + point + "' --json");
    return std::make_pair(r, nlohmann::json::parse(r.out));
  };
  const auto [r1, j1] = compile(small, winner + "MCAST=1");
  ASSERT_EQ(r1.exit_code, 0) << r1.out << r1.err;
  for (const int mcast : {2, 4}) {
    const std::string point = winner + "MCAST=" + std::to_string(mcast);
    const auto [r, j] = compile(small, point);
    ASSERT_EQ(r.exit_code, 0) << point << ": " << r.out << r.err;
    EXPECT_EQ(j.at("status"), "pass") << point;
    const auto& entry = j.at("entries").at(0);
    EXPECT_EQ(spill_bytes(entry), 0)
        << point;
    EXPECT_EQ(entry.at("registers"), j1.at("entries").at(0).at("registers")) << point;
    EXPECT_EQ(j.at("launches").at(0).at("dynamic_smem_bytes"), j1.at("launches").at(0).at("dynamic_smem_bytes"))
        << point;
    EXPECT_EQ(j.at("launches").at(0).at("threads_per_block"), j1.at("launches").at(0).at("threads_per_block"))
        << point;
    EXPECT_GT(j.at("cubin_bytes").get<long long>(), j1.at("cubin_bytes").get<long long>())
        << point << ": no multicast in the code";
  }
  const fs::path big = attn_ws_set_at("    - {B: 4, H: 16, S: 4096, D: 64, CAUSAL: 0}", "mcast_big");
  const std::string three =
      "BLOCK_N=128,M_WG=3,STAGES=4,PIPE=0,PINGPONG=0,REGSPLIT=1,CLUSTER=1,TILES=11,KSPLIT=1,ROWSUM=hadd,"
      "RESCALE=always,STREAMK=0,QBUFS=2,QFREE=late,PREFETCH=none,QBAR=cta,";
  const auto [r2, j2] = compile(big, three + "MCAST=2");
  EXPECT_EQ(r2.exit_code, 0) << r2.out << r2.err;
  const auto [r4, j4] = compile(big, three + "MCAST=4");
  EXPECT_EQ(r4.exit_code, 1);
  EXPECT_EQ(j4.at("status"), "compile_error");
  EXPECT_NE(r4.out.find("MCAST > 1 needs the query tiles of a head and the CTAs of the grid to divide into clusters"),
            std::string::npos)
      << r4.out;
  const auto [rc, jc] = compile(small,
                                   "BLOCK_N=128,M_WG=1,STAGES=2,PIPE=0,PINGPONG=0,REGSPLIT=0,CLUSTER=2,TILES=1,KSPLIT=1,"
                                   "ROWSUM=hadd,RESCALE=always,STREAMK=0,QBUFS=2,QFREE=late,PREFETCH=none,QBAR=cta,MCAST=2");
  EXPECT_EQ(rc.exit_code, 1);
  EXPECT_NE(rc.out.find("MCAST > 1 needs CLUSTER == 1"), std::string::npos) << rc.out;
  const Result r3 = run_cli("compile " + small.string() + " --params '" + winner + "MCAST=3' --json");
  EXPECT_EQ(r3.exit_code, 1);
  EXPECT_NE(r3.err.find("MCAST=3 is not a legal value (line "), std::string::npos) << r3.err;
  EXPECT_NE(r3.err.find("attention_ws.cu allows: 1, 2, 4)"), std::string::npos) << r3.err;
}

// BLOCK_N over 128: FlashAttention-3's 176 keys a tile at D=128 fits the stream-K winner's layout with
// one P buffer (PIPE=2) and two slots, without spills; its second P buffer (PIPE=1) does not fit. The
// tile need not divide S (4096 = 23 * 176 + 48: the last tile is masked), and the wide tiles refuse
// fp16 logits and Q from registers, whose wgmma forms the template has only for 64 and 128 keys.
TEST_F(TemplateCompile, WideKeyTilesFitOneP) {
  const fs::path big = attn_ws_set_at("    - {B: 4, H: 16, S: 4096, D: 128, CAUSAL: 0}", "wide");
  const std::string point =
      "M_WG=2,PINGPONG=1,REGSPLIT=1,CLUSTER=1,TILES=1,KSPLIT=1,RESCALE=lazy,STREAMK=132,QBUFS=1,"
      "QFREE=late,PREFETCH=q,QBAR=wg,MCAST=1,";
  const auto compile = [&](const std::string& p) {
    const Result r = run_cli("compile " + big.string() + " --params '" + point + p + "' --json");
    return std::make_pair(r, nlohmann::json::parse(r.out));
  };
  for (const int bn : {176, 192}) {
    const std::string p = "BLOCK_N=" + std::to_string(bn) + ",STAGES=2,PIPE=2,ROWSUM=hadd";
    const auto [r, j] = compile(p);
    ASSERT_EQ(r.exit_code, 0) << p << ": " << r.out << r.err;
    EXPECT_EQ(j.at("status"), "pass") << p;
    EXPECT_EQ(spill_bytes(j.at("entries").at(0)), 0) << p;
    // the banner's formula: 1024 + one Q buffer of two 64-row tiles + two slots + the mbarriers
    EXPECT_EQ(j.at("launches").at(0).at("dynamic_smem_bytes").get<long long>(),
              1024 + 128 * 128 * 2 + 4 * 2 * bn * 128 + 40 + 24 * 2)
        << p;
  }
  const auto [r1, j1] = compile("BLOCK_N=176,STAGES=2,PIPE=1,ROWSUM=hadd");
  EXPECT_EQ(r1.exit_code, 1) << r1.out;
  EXPECT_EQ(j1.at("status"), "gate_reject");
  EXPECT_GT(spill_bytes(j1.at("entries").at(0)), 0);
  const auto [rh, jh] = compile("BLOCK_N=176,STAGES=2,PIPE=1,SACC=f16,ROWSUM=mma");
  EXPECT_EQ(rh.exit_code, 1);
  EXPECT_EQ(jh.at("status"), "compile_error");
  EXPECT_NE(rh.out.find("BLOCK_N over 128 needs SACC=f32 and QSRC=smem"), std::string::npos) << rh.out;
}

// RELEASE=split gives each ring slot a second empty mbarrier (K's, handed back at its S wgmma; V's at its
// PV): the three-consumer point at (4,16,4096,64) keeps its registers, without spills, in 8 bytes a slot
// more; pair is the default, and a third word is refused by name.
TEST_F(TemplateCompile, SplitReleaseAddsOneMbarrierASlot) {
  const fs::path big = attn_ws_set_at("    - {B: 4, H: 16, S: 4096, D: 64, CAUSAL: 0}", "release");
  const std::string three =
      "BLOCK_N=128,M_WG=3,STAGES=2,PIPE=0,PINGPONG=0,REGSPLIT=1,CLUSTER=1,TILES=11,KSPLIT=1,ROWSUM=hadd,"
      "RESCALE=always,STREAMK=0,QBUFS=2,QFREE=late,PREFETCH=none,QBAR=cta,";
  const auto compile = [&](const std::string& p) {
    const Result r = run_cli("compile " + big.string() + " --params '" + three + p + "' --json");
    return std::make_pair(r, nlohmann::json::parse(r.out));
  };
  const auto [rp, jp] = compile("RELEASE=pair");
  ASSERT_EQ(rp.exit_code, 0) << rp.out << rp.err;
  const auto [rs, js] = compile("RELEASE=split");
  ASSERT_EQ(rs.exit_code, 0) << rs.out << rs.err;
  EXPECT_EQ(js.at("status"), "pass");
  const auto& e = js.at("entries").at(0);
  EXPECT_EQ(spill_bytes(e), 0);
  EXPECT_EQ(e.at("registers"), jp.at("entries").at(0).at("registers"));
  EXPECT_EQ(js.at("launches").at(0).at("dynamic_smem_bytes").get<long long>(),
            jp.at("launches").at(0).at("dynamic_smem_bytes").get<long long>() + 8 * 2);
  EXPECT_NE(js.at("cubin_bytes"), jp.at("cubin_bytes"));
  const Result rb = run_cli("compile " + big.string() + " --params '" + three + "RELEASE=both' --json");
  EXPECT_EQ(rb.exit_code, 1);
  EXPECT_NE(rb.err.find("RELEASE=both is not a legal value (line "), std::string::npos) << rb.err;
}

// M_WG=4 (issue 16): four consumer warpgroups over a 256-row work tile, 640 threads, so the kernel
// launches at 96 registers and the consumers rise to 112. At (2,8,2048,64) with 64 keys a tile that
// holds PIPE=0 and PIPE=2 without spills (128 whole work tiles, none split); PIPE=1's second P buffer
// and D=128's O accumulators do not fit, and the gates say so.
TEST_F(TemplateCompile, FourConsumerWarpgroupsFitD64AtSixtyFourKeys) {
  const std::string four =
      "M_WG=4,STAGES=4,PINGPONG=0,REGSPLIT=1,CLUSTER=1,TILES=1,KSPLIT=1,ROWSUM=hadd,RESCALE=always,STREAMK=0,"
      "QBUFS=2,QFREE=late,PREFETCH=none,QBAR=cta,RELEASE=pair,";
  const auto compile = [&](const fs::path& exp, const std::string& p) {
    const Result r = run_cli("compile " + exp.string() + " --params '" + four + p + "' --json");
    return std::make_pair(r, nlohmann::json::parse(r.out));
  };
  const fs::path d64 = attn_ws_set_at("    - {B: 2, H: 8, S: 2048, D: 64, CAUSAL: 0}", "mwg4");
  for (const int pipe : {0, 2}) {
    const std::string p = "BLOCK_N=64,PIPE=" + std::to_string(pipe);
    const auto [r, j] = compile(d64, p);
    ASSERT_EQ(r.exit_code, 0) << p << ": " << r.out << r.err;
    EXPECT_EQ(j.at("status"), "pass") << p;
    EXPECT_EQ(spill_bytes(j.at("entries").at(0)), 0) << p;
    EXPECT_LE(j.at("entries").at(0).at("registers").get<int>(), 96) << p;  // 65536 / 640, by 8s
    const auto& l = j.at("launches").at(0);
    EXPECT_EQ(l.at("threads_per_block"), 640) << p;
    // one Q buffer of four 64-row tiles, four slots of 64-key K and V tiles, the mbarriers
    EXPECT_EQ(l.at("dynamic_smem_bytes").get<long long>(), 1024 + 4 * 64 * 64 * 2 + 4 * 4 * 64 * 64 + 40 + 24 * 4)
        << p;
  }
  const auto [r1, j1] = compile(d64, "BLOCK_N=64,PIPE=1");
  EXPECT_EQ(r1.exit_code, 1) << r1.out;
  EXPECT_EQ(j1.at("status"), "gate_reject");
  EXPECT_GT(spill_bytes(j1.at("entries").at(0)), 0);
  const fs::path d128 = attn_ws_set_at("    - {B: 4, H: 16, S: 4096, D: 128, CAUSAL: 0}", "mwg4_d128");
  const auto [r2, j2] = compile(d128, "BLOCK_N=64,PIPE=2");
  EXPECT_EQ(r2.exit_code, 1) << r2.out;
  EXPECT_EQ(j2.at("status"), "gate_reject");
  EXPECT_GT(spill_bytes(j2.at("entries").at(0)), 0);
}
