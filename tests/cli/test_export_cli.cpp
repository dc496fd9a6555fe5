// `evotune export` through the real binary. The library (-o NAME: NAME.cu,
// NAME.h, NAME.json, written as one set; --python: NAME.py, whose data are read
// back by tests/python/inspect_exported_module.py without a GPU). The standalone
// .cu with --launch-json as bench/compare_sdpa.py uses it: the sidecar names
// the .cu relative to itself, carries the candidate's id and, for --best, the
// stored measurement; a sidecar that cannot be written fails with one line and
// leaves no .cu behind.
#include <gtest/gtest.h>
#include <sqlite3.h>

#include <filesystem>
#include <fstream>
#include <future>
#include <string>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "report_fixture.hpp"
#include "support/cuda_tools.hpp"
#include "support/shell.hpp"

namespace evotune {
namespace {

namespace fs = std::filesystem;
using json = nlohmann::json;
using report_testing::CliResult;
using report_testing::ScratchDir;
using report_testing::slurp;

// A point of the wgmma experiments (the s512 winner as a ring at S=1024).
const std::string kWgmmaPoint =
    "'BLOCK_N=128,KV_WG=1,STAGES=4,PIPE=2,EXP2=f16x2,ROWSUM=mma,SACC=f16,SYNC=bar,POLY=1,PREFETCH=0'";

class ExportCli : public ::testing::Test {
 protected:
  ScratchDir dir_{"export_cli"};
  CliResult evotune(const std::string& args) { return report_testing::run_evotune(dir_.path(), args); }
};

TEST_F(ExportCli, LaunchJsonSitsBesideTheSourceAndNamesIt) {
  fs::create_directories(dir_ / "kernels");
  fs::create_directories(dir_ / "launch");
  const fs::path cu = dir_ / "kernels" / "best.cu";
  const fs::path sidecar = dir_ / "launch" / "best.json";
  const CliResult r = evotune("export experiments/attn_b4h16_s1024.yaml --params " + kWgmmaPoint + " -o " + cu.string() +
                              " --launch-json " + sidecar.string());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("wrote " + sidecar.string()), std::string::npos) << r.err;
  const std::string text = slurp(cu);
  const json j = json::parse(slurp(sidecar));
  EXPECT_EQ(j["format"], "evotune-launch/1");
  EXPECT_EQ(j["source_file"], "../kernels/best.cu");
  EXPECT_EQ((sidecar.parent_path() / j["source_file"].get<std::string>()).lexically_normal(), cu.lexically_normal());
  // The sidecar describes this very file: same candidate, same target, same geometry.
  const std::string id = j["candidate"];
  EXPECT_NE(text.find("candidate    " + id), std::string::npos) << text.substr(0, 2000);
  EXPECT_NE(text.find("target       " + j["compile"]["arch"].get<std::string>()), std::string::npos);
  EXPECT_EQ(j["compile"]["arch"], "sm_90a");  // the template requires it
  const json& l = j["launches"][0];
  EXPECT_NE(text.find(fmt::format("1. {}<<<grid ({}, {}, {}), block ({}, {}, {}), dynamic smem {} B>>>",
                                  l["entry"].get<std::string>(), l["grid"][0].get<int>(), l["grid"][1].get<int>(),
                                  l["grid"][2].get<int>(), l["block"][0].get<int>(), l["block"][1].get<int>(),
                                  l["block"][2].get<int>(), l["shared_bytes"].get<int>())),
            std::string::npos);
  EXPECT_TRUE(j["measured"].is_null());  // --params: nothing measured
}

TEST_F(ExportCli, LaunchJsonWithTheSourceOnStdout) {
  const fs::path sidecar = dir_ / "s512.json";
  const CliResult r = evotune("export experiments/attn_b4h16_s1024.yaml --params " + kWgmmaPoint + " --launch-json " +
                              sidecar.string());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("#define BLOCK_N 128"), std::string::npos);
  const json j = json::parse(slurp(sidecar));
  EXPECT_EQ(j["source_file"], j["experiment"].get<std::string>() + ".cu");  // the name the header uses
}

// An explicit point the search would never propose is written (a user may want to look at it),
// with the reason it is outside the space: here a ring of 3 K/V slots with PIPE=2 (which needs 4).
TEST_F(ExportCli, PointBreakingARestrictionIsWrittenWithANote) {
  const fs::path cu = dir_ / "ring.cu";
  CliResult r = evotune("export experiments/attn_b4h16_s1024.yaml --params "
                        "'BLOCK_N=128,KV_WG=1,STAGES=3,PIPE=2,EXP2=f16x2,ROWSUM=mma,SACC=f16,SYNC=bar,POLY=1,PREFETCH=0' -o " +
                        cu.string() + " --standalone");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("note: the point breaks a restriction of the experiment (writing it anyway)"), std::string::npos)
      << r.err;
  EXPECT_TRUE(fs::exists(cu));
  // A point inside the space gets no note.
  r = evotune("export experiments/attn_b4h16_s1024.yaml --params " + kWgmmaPoint + " -o " + cu.string() + " --standalone");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.err.find("note:"), std::string::npos) << r.err;
}

TEST_F(ExportCli, UnwritableLaunchJsonFailsAndWritesNoSource) {
  const fs::path cu = dir_ / "best.cu";
  const fs::path sidecar = dir_ / "missing-folder" / "best.json";
  const CliResult r = evotune("export experiments/attn_b4h16_s1024.yaml --params " + kWgmmaPoint + " -o " + cu.string() +
                              " --launch-json " + sidecar.string());
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("cannot write " + sidecar.string()), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(cu));
  EXPECT_FALSE(fs::exists(sidecar));
}

TEST_F(ExportCli, LibraryIsThreeFilesNamedAfterTheOutput) {
  for (const std::string output : {"attn", "attn.cu"}) {
    const fs::path dir = dir_ / ("lib_" + output);
    fs::create_directories(dir);
    const CliResult r = evotune("export experiments/attn_b4h16_s1024.yaml --params " + kWgmmaPoint + " -o " +
                                (dir / output).string());
    ASSERT_EQ(r.exit_code, 0) << r.err;
    for (const char* file : {"attn.cu", "attn.h", "attn.json"}) EXPECT_TRUE(fs::exists(dir / file)) << output << file;
    EXPECT_EQ(std::distance(fs::directory_iterator(dir), fs::directory_iterator()), 3) << output;
    EXPECT_NE(r.err.find("(1 specialization, attn_forward)"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("nvcc -O3 -gencode arch=compute_90a,code=sm_90a -std=c++17 -Xcompiler -fPIC -shared attn.cu "
                         "-o libattn.so"),
              std::string::npos)
        << r.err;
    const json j = json::parse(slurp(dir / "attn.json"));
    EXPECT_EQ(j["function"], "attn_forward");
    EXPECT_EQ(j["specializations"][0]["shape"]["S"], 1024);
    EXPECT_EQ(j["specializations"][0]["parameters"]["PIPE"], 2);
    EXPECT_NE(slurp(dir / "attn.h").find("evotune_status attn_forward("), std::string::npos);
    EXPECT_NE(slurp(dir / "attn.cu").find("#include \"attn.h\""), std::string::npos);
    EXPECT_EQ(slurp(dir / "attn.cu").find("// state "), std::string::npos);  // attention_wgmma keeps no module state
  }
}

// A template that declares gmem (attention_ws: STREAMK's partials and arrival counters are module
// globals) gets a line in both exports' headers: calls must not overlap in time.
TEST_F(ExportCli, ModuleStateIsSaidInTheHeaders) {
  std::string yaml = slurp(fs::path(EVOTUNE_SOURCE_ROOT) / "experiments/attn_ws_set.yaml");
  const std::string shapes = "  shapes:\n";
  const std::size_t from = yaml.find(shapes) + shapes.size(), to = yaml.find("\nargs:");
  ASSERT_LT(from, to);
  yaml.replace(from, to - from, "    - {B: 2, H: 8, S: 2048, D: 64, CAUSAL: 0}\n");
  for (const std::string file : {"template: templates/attention_ws.cu", "source: kernels/seeds/attention_ref_tiled.cu"}) {
    const std::size_t at = yaml.find(file), path = file.find(' ') + 1;
    ASSERT_NE(at, std::string::npos) << file;
    yaml.replace(at + path, file.size() - path, (fs::path(EVOTUNE_SOURCE_ROOT) / file.substr(path)).string());
  }
  const fs::path exp = dir_ / "attn_ws_2048.yaml";
  std::ofstream(exp) << yaml;
  const std::string point =
      "'BLOCK_N=128,M_WG=3,STAGES=3,PIPE=2,PINGPONG=0,REGSPLIT=1,CLUSTER=1,TILES=1,KSPLIT=1,ROWSUM=alu,"
      "RESCALE=always,STREAMK=132'";
  const std::string said = "calls must not overlap in time";
  // the header's text with its folds undone
  const auto unfolded = [](std::string text, const std::string& fold) {
    for (std::size_t at; (at = text.find(fold)) != std::string::npos;) text.replace(at, fold.size(), " ");
    return text;
  };
  const CliResult lib = evotune("export " + exp.string() + " --params " + point + " -o " + (dir_ / "attn").string());
  ASSERT_EQ(lib.exit_code, 0) << lib.err;
  const std::string cu = slurp(dir_ / "attn.cu");
  EXPECT_NE(cu.find("// state        the template declares gmem"), std::string::npos) << cu.substr(0, 2000);
  EXPECT_NE(unfolded(cu, "\n//              ").find(said), std::string::npos);
  const CliResult py =
      evotune("export " + exp.string() + " --params " + point + " --python -o " + (dir_ / "attn_ws.py").string());
  ASSERT_EQ(py.exit_code, 0) << py.err;
  const std::string text = slurp(dir_ / "attn_ws.py");
  EXPECT_NE(text.find("# state      the template declares gmem"), std::string::npos) << text.substr(0, 2000);
  EXPECT_NE(unfolded(text, "\n#            ").find(said), std::string::npos);
}

// The s512 export through the binary, built by the very commands it prints (nvcc, no GPU needed).
TEST_F(ExportCli, LibraryBuildsWithTheLinesItPrints) {
  const CliResult r = evotune("export s512 --params " + kWgmmaPoint + " -o " + (dir_ / "attn").string());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string so_prefix = "build in " + dir_.path().string() + ": ";
  const std::size_t so_at = r.err.find(so_prefix), object_at = r.err.find("   or: ");
  ASSERT_NE(so_at, std::string::npos) << r.err;
  ASSERT_NE(object_at, std::string::npos) << r.err;
  const std::string so_line = r.err.substr(so_at + so_prefix.size(), r.err.find('\n', so_at) - so_at - so_prefix.size());
  const std::string object_line = r.err.substr(object_at + 7, r.err.find('\n', object_at) - object_at - 7);
  EXPECT_EQ(so_line.rfind("nvcc -O3 ", 0), 0u) << so_line;
  const fs::path nvcc = test_support::cuda_tool("nvcc");
  if (nvcc.empty()) GTEST_SKIP() << "nvcc not found (the build's toolkit, $CUDA_HOME/bin, /usr/local/cuda/bin)";
  const std::string cd = "cd " + dir_.path().string() + " && PATH=" + nvcc.parent_path().string() + ":$PATH ";
  auto so = std::async(std::launch::async, [&] { return test_support::run_shell(cd + so_line); });
  const auto [rc, out] = test_support::run_shell(cd + object_line);
  EXPECT_EQ(rc, 0) << object_line << "\n" << out;
  EXPECT_TRUE(fs::exists(dir_ / "attn.o"));
  const auto [so_rc, so_out] = so.get();
  EXPECT_EQ(so_rc, 0) << so_line << "\n" << so_out;
  const auto [nm_rc, symbols] = test_support::run_shell("nm -D --defined-only " + (dir_ / "libattn.so").string());
  EXPECT_NE(symbols.find(" T attn_forward\n"), std::string::npos) << symbols;
}

TEST_F(ExportCli, LibraryNameMustBeACIdentifierAndNothingIsWritten) {
  const CliResult r = evotune("export experiments/attn_b4h16_s1024.yaml --params " + kWgmmaPoint + " -o " +
                              (dir_ / "attn-v2").string());
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("'attn-v2' cannot name the exported functions: the output's name must be a C identifier"),
            std::string::npos)
      << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  for (const char* file : {"attn-v2.cu", "attn-v2.h", "attn-v2.json"}) EXPECT_FALSE(fs::exists(dir_ / file)) << file;
}

// One file of the set cannot be written: none is (the folder holds a directory named attn.h).
TEST_F(ExportCli, LibraryIsWrittenWholeOrNotAtAll) {
  fs::create_directories(dir_ / "attn.h");
  const CliResult r = evotune("export experiments/attn_b4h16_s1024.yaml --params " + kWgmmaPoint + " -o " +
                              (dir_ / "attn").string());
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("attn.h"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(dir_ / "attn.cu"));
  EXPECT_FALSE(fs::exists(dir_ / "attn.json"));
}

TEST_F(ExportCli, PythonModuleCarriesACubinPerShapeAndAForwardMadeFromTheArguments) {
  const fs::path module = dir_ / "attn.py";
  const CliResult r = evotune("export experiments/attn_b4h16_s1024.yaml --params " + kWgmmaPoint + " --python -o " +
                              module.string());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("wrote " + module.string() + " (1 specialization; `import attn` then attn.forward(...))"),
            std::string::npos)
      << r.err;
  const std::string text = slurp(module);
  EXPECT_NE(text.find("def forward(q, k, v, causal=False):"), std::string::npos);
  EXPECT_NE(text.find("torch.cuda.current_stream(device).cuda_stream"), std::string::npos);
  if (test_support::run_shell("command -v python3").first != 0)
    GTEST_SKIP() << "python3 not found: the module's data not read back";
  const auto [rc, out] = test_support::run_shell("python3 " + std::string(EVOTUNE_SOURCE_ROOT) +
                               "/tests/python/inspect_exported_module.py " + module.string());
  ASSERT_EQ(rc, 0) << out;
  const json j = json::parse(out);
  EXPECT_EQ(j["name"], "attn");
  const std::string op = j["op"];
  EXPECT_EQ(op.rfind("evotune_attn_", 0), 0u) << op;  // the namespace: the module's name and its content hash
  EXPECT_EQ(op.size(), std::string("evotune_attn_").size() + 12 + std::string("::forward").size()) << op;
  EXPECT_EQ(j["format"], "evotune-library/1");
  EXPECT_EQ(j["shapes"], json::parse(R"([{"B": 4, "H": 16, "S": 1024, "D": 64, "CAUSAL": 0}])"));
  ASSERT_EQ(j["cubin_bytes"].size(), 1u);
  EXPECT_GT(j["cubin_bytes"][0].get<int>(), 1000);
  EXPECT_EQ(j["forward"], json::parse(R"([{"name": "q", "default": null}, {"name": "k", "default": null},
                                           {"name": "v", "default": null}, {"name": "causal", "default": false}])"));
}

// Two modules of one name with different kernels register different torch ops (PyTorch keeps one
// implementation per op name in a process: with one name, both modules called the one loaded last);
// a re-export of the same kernels keeps its op.
TEST_F(ExportCli, PythonModulesOfOneNameRegisterTheirOwnOps) {
  if (test_support::run_shell("command -v python3").first != 0) GTEST_SKIP() << "python3 not found";
  const auto op_of = [&](const std::string& point, const std::string& folder) {
    fs::create_directories(dir_ / folder);
    const fs::path module = dir_ / folder / "attn.py";
    const CliResult r =
        evotune("export experiments/attn_b4h16_s1024.yaml --params " + point + " --python -o " + module.string());
    EXPECT_EQ(r.exit_code, 0) << r.err;
    const auto [rc, out] = test_support::run_shell("python3 " + std::string(EVOTUNE_SOURCE_ROOT) +
                                                   "/tests/python/inspect_exported_module.py " + module.string());
    EXPECT_EQ(rc, 0) << out;
    return rc == 0 ? json::parse(out)["op"].get<std::string>() : std::string();
  };
  const std::string first = op_of(kWgmmaPoint, "a");
  const std::string again = op_of(kWgmmaPoint, "b");
  std::string other_point = kWgmmaPoint;
  other_point.replace(other_point.find("POLY=1"), 6, "POLY=2");
  const std::string other = op_of(other_point, "c");
  EXPECT_FALSE(first.empty());
  EXPECT_EQ(first, again);
  EXPECT_NE(first, other);
}

// A kernel that does not compile (here: NVRTC's child crashing, the compiler's test hook) writes no module.
TEST_F(ExportCli, PythonModuleIsNotWrittenWhenACompileFails) {
  const fs::path module = dir_ / "attn.py";
  const auto [rc, out] = test_support::run_shell(
      "EVOTUNE_TEST_COMPILE_CHILD_FAULT=segv " + std::string(EVOTUNE_BINARY) +
      " export experiments/attn_b4h16_s1024.yaml --params " + kWgmmaPoint + " --python -o " + module.string());
  EXPECT_EQ(rc, 1) << out;
  EXPECT_NE(out.find("for the Python module failed (compile_timeout): nvrtc crashed: SIGSEGV"), std::string::npos)
      << out;
  EXPECT_FALSE(fs::exists(module));
}

TEST_F(ExportCli, PythonNeedsAnOutputAndNoStandaloneFlags) {
  CliResult r = evotune("export experiments/attn_b4h16_s1024.yaml --params " + kWgmmaPoint + " --python");
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_NE(r.err.find("--python writes NAME.py: give -o NAME"), std::string::npos) << r.err;
  r = evotune("export experiments/attn_b4h16_s1024.yaml --params " + kWgmmaPoint + " --python --harness -o " +
              (dir_ / "x.py").string());
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_NE(r.err.find("--python excludes --harness"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(dir_ / "x.py"));
}

// --best: the stored winner, with its measurement in the sidecar.
TEST_F(ExportCli, BestCarriesTheStoredMeasurement) {
  const fs::path db = dir_ / "evotune.db";
  fs::copy_file(report_testing::committed_replay_fixture(), db);
  std::string experiment;
  {
    sqlite3* handle = nullptr;
    ASSERT_EQ(sqlite3_open_v2(db.c_str(), &handle, SQLITE_OPEN_READONLY, nullptr), SQLITE_OK);
    sqlite3_stmt* st = nullptr;
    ASSERT_EQ(sqlite3_prepare_v2(handle, "SELECT name FROM experiments ORDER BY id LIMIT 1", -1, &st, nullptr),
              SQLITE_OK);
    ASSERT_EQ(sqlite3_step(st), SQLITE_ROW);
    experiment = reinterpret_cast<const char*>(sqlite3_column_text(st, 0));
    sqlite3_finalize(st);
    sqlite3_close(handle);
  }
  const std::string db_opt = " --db " + db.string();
  const CliResult top = evotune("leaderboard " + experiment + " --format json --top 1" + db_opt);
  ASSERT_EQ(top.exit_code, 0) << top.err;
  const json best = json::parse(top.out)["candidates"][0];

  const fs::path cu = dir_ / "best.cu";
  const fs::path sidecar = dir_ / "best.json";
  // The replay fixture has no compute-sanitizer verdicts: --unchecked hands out its winner anyway.
  const CliResult r = evotune("export " + experiment + " --best --unchecked -o " + cu.string() + " --launch-json " +
                              sidecar.string() + db_opt);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json j = json::parse(slurp(sidecar));
  EXPECT_EQ(j["source_file"], "best.cu");
  ASSERT_TRUE(j["measured"].is_object()) << j.dump(2);
  EXPECT_NEAR(j["measured"]["median_us"].get<double>(), best["time_us"]["p50"].get<double>(), 1e-9);
  for (const auto& [name, value] : best["params"].items()) EXPECT_EQ(j["parameters"][name], value) << name;

  // The library export of the same winner carries the same measurement per specialization.
  const CliResult lib = evotune("export " + experiment + " --best --unchecked -o " + (dir_ / "lib").string() + db_opt);
  ASSERT_EQ(lib.exit_code, 0) << lib.err;
  const json l = json::parse(slurp(dir_ / "lib.json"));
  EXPECT_NEAR(l["specializations"][0]["measured"]["median_us"].get<double>(), best["time_us"]["p50"].get<double>(), 1e-9);
  EXPECT_EQ(l["specializations"][0]["candidate"], j["candidate"]);
}

}  // namespace
}  // namespace evotune
