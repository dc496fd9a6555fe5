// The JSON sidecar of an export (export_launch_json): the launch geometry,
// dynamic shared memory, arguments and compile options that a host program
// (bench/compare_sdpa.py) reads instead of re-typing them. Numbers are checked
// against values worked out here from the experiments' formulas, and against
// the exported file's own header, so the two descriptions cannot drift apart.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "codegen/export.hpp"
#include "shipped_candidate.hpp"

using namespace evotune;
namespace fs = std::filesystem;
using json = nlohmann::json;

namespace {


using Loaded = test_support::ShippedCandidate;

Loaded load(const std::string& file, const std::string& arch) { return test_support::shipped_candidate(file, arch); }

json launch_json(const Loaded& l, const ExportOptions& o = {}) {
  return json::parse(export_launch_json(l.tmpl, l.experiment, l.point, l.candidate, o));
}

std::string header_text(const Loaded& l) {
  return export_source(l.tmpl, l.experiment, l.point, l.candidate, ExportOptions{});
}

}  // namespace

// A wgmma experiment: one launch, sm_90a, named-choice parameters.
TEST(LaunchJson, WgmmaGeometryArgumentsAndCompileOptions) {
  Loaded l = load("attn_b16h16_s512.yaml", "sm_90a");
  ASSERT_EQ(l.tmpl.name, "attention_wgmma");
  l.point["BLOCK_N"] = std::int64_t{128};
  l.point["KV_WG"] = std::int64_t{2};
  l.point["STAGES"] = std::int64_t{2};
  l.point["ROWSUM"] = std::string("mma");
  l.candidate = make_candidate(l.tmpl, l.experiment, l.point, "sm_90a");
  ExportOptions o;
  o.file_name = "s512_best.cu";
  o.generated_at = "2026-11-21 10:00 UTC";
  const json j = launch_json(l, o);

  EXPECT_EQ(j["format"], kLaunchJsonFormat);
  EXPECT_EQ(j["experiment"], l.experiment.name);
  EXPECT_EQ(j["experiment_sha256"], l.experiment.file_hash);
  EXPECT_EQ(j["template"], "attention_wgmma");
  EXPECT_EQ(j["candidate"], l.candidate.id);
  EXPECT_EQ(j["source_file"], "s512_best.cu");
  EXPECT_EQ(j["exported_at"], "2026-11-21 10:00 UTC");
  EXPECT_EQ(j["compile"]["arch"], "sm_90a");
  EXPECT_EQ(j["compile"]["options"], json(l.candidate.options));
  EXPECT_EQ(j["problem"], json::parse(R"({"B": 16, "H": 16, "S": 512, "D": 64, "CAUSAL": 0})"));
  EXPECT_EQ(j["parameters"]["BLOCK_N"], 128);      // numbers stay numbers
  EXPECT_EQ(j["parameters"]["ROWSUM"], "mma");     // named choices are words
  EXPECT_EQ(j["parameters"].size(), l.experiment.space.size());
  EXPECT_TRUE(j["measured"].is_null());

  ASSERT_EQ(j["launches"].size(), 1u);
  const json& launch = j["launches"][0];
  EXPECT_EQ(launch["entry"], "attention_wgmma");
  EXPECT_EQ(launch["grid"], json::parse("[8, 16, 16]"));  // (S/64, H, B)
  EXPECT_EQ(launch["block"], json::parse("[256, 1, 1]"));  // 128 * KV_WG
  // The template banner's formula at D=64, KV_WG=2, STAGES=2, BLOCK_N=128, ROWSUM=mma.
  const int smem = 1024 + 128 * 64 + 2 * 2 * 4 * 128 * 64 + 2048 + 512 * 2 + 16 * (1 + 2 * 2);
  EXPECT_EQ(launch["shared_bytes"], smem);
  EXPECT_EQ(launch["args"], json::parse("[0, 1, 2, 3, 4, 5, 6]"));
  EXPECT_EQ(launch["arg_names"], json::parse(R"(["q", "k", "v", "o", "partial_o", "partial_ml", "scale"])"));

  const json& args = j["arguments"];
  ASSERT_EQ(args.size(), 7u);
  EXPECT_EQ(args[0]["name"], "q");
  EXPECT_EQ(args[0]["kind"], "tensor");
  EXPECT_EQ(args[0]["dtype"], "f16");
  EXPECT_EQ(args[0]["role"], "input");
  EXPECT_EQ(args[0]["shape"], json::parse("[16, 16, 512, 64]"));
  EXPECT_EQ(args[0]["shape_expr"], json::parse(R"(["B", "H", "S", "D"])"));
  EXPECT_EQ(args[0]["elements"], 16 * 16 * 512 * 64);
  EXPECT_EQ(args[0]["bytes"], 16 * 16 * 512 * 64 * 2);
  EXPECT_EQ(args[0]["init"]["kind"], "normal");
  EXPECT_EQ(args[3]["role"], "output");
  EXPECT_EQ(args[4]["role"], "scratch");
  EXPECT_EQ(args[4]["dtype"], "f32");
  EXPECT_EQ(args[6]["kind"], "scalar");
  EXPECT_EQ(args[6]["dtype"], "f32");
  EXPECT_DOUBLE_EQ(args[6]["value"].get<double>(), 0.125);  // 1/sqrt(64)
  EXPECT_EQ(args[6]["value_expr"], "1.0 / sqrt(D)");
  EXPECT_FALSE(args[6].contains("shape"));

  // The roofline at this problem, evaluated.
  EXPECT_DOUBLE_EQ(j["roofline"]["flops"].get<double>(), 4.0 * 16 * 16 * 512 * 512 * 64);
  EXPECT_DOUBLE_EQ(j["tolerance"]["max_rel_norm"].get<double>(), l.experiment.reference.tolerance.max_rel_norm);

  // The header of the .cu says the same numbers.
  const std::string text = header_text(l);
  EXPECT_NE(text.find(fmt::format("1. attention_wgmma<<<grid (8, 16, 16), block (256, 1, 1), dynamic smem {} B>>>", smem)),
            std::string::npos)
      << text.substr(0, 3000);
}

// s512_big searches attention_wgmma's query warpgroups (M_WG): 64*M_WG query rows per CTA, so
// ceil(S / (64*M_WG)) query tiles (S=512 is not a multiple of 192: the last tile of M_WG=3 is
// partial), 128*M_WG threads and M_WG Q tiles of 64 rows in shared memory (the banner's formula).
TEST(LaunchJson, QueryWarpgroupsSetGridBlockAndSharedMemory) {
  const fs::path root = EVOTUNE_SOURCE_ROOT;
  Loaded l;
  l.experiment = load_experiment(root / "experiments" / "s512_big.yaml");
  l.tmpl = load_template(l.experiment.kernel.source, root);
  l.point = {{"BLOCK_N", std::int64_t{64}},  {"KV_WG", std::int64_t{1}},    {"STAGES", std::int64_t{4}},
             {"PIPE", std::int64_t{2}},      {"EXP2", std::string("f32")}, {"ROWSUM", std::string("alu")},
             {"SACC", std::string("f32")},   {"SYNC", std::string("mbar")}, {"POLY", std::int64_t{0}},
             {"PREFETCH", std::int64_t{0}},  {"MIN_CTAS", std::int64_t{1}}, {"TILE_ORDER", std::int64_t{0}},
             {"M_WG", std::int64_t{3}},      {"QREG", std::int64_t{1}}};
  ASSERT_EQ(l.point.size(), l.experiment.space.size());
  l.candidate = make_candidate(l.tmpl, l.experiment, l.point, "sm_90a");
  const int smem = 1024 + 128 * 64 * 3 + 4 * 4 * 64 * 64 + 16 * (1 + 4);
  json launch = launch_json(l)["launches"][0];
  EXPECT_EQ(launch["grid"], json::parse("[3, 8, 2]"));  // (ceil(512 / 192), H, B)
  EXPECT_EQ(launch["block"], json::parse("[384, 1, 1]"));
  EXPECT_EQ(launch["shared_bytes"], smem);
  EXPECT_NE(l.candidate.source.text.find("#define M_WG 3\n"), std::string::npos);

  l.point["M_WG"] = std::int64_t{2};
  l.point["TILE_ORDER"] = std::int64_t{1};
  l.candidate = make_candidate(l.tmpl, l.experiment, l.point, "sm_90a");
  launch = launch_json(l)["launches"][0];
  EXPECT_EQ(launch["grid"], json::parse("[8, 4, 2]"));  // (H, 512 / 128, B)
  EXPECT_EQ(launch["block"], json::parse("[256, 1, 1]"));
  EXPECT_EQ(launch["shared_bytes"], smem - 128 * 64);

  // An experiment that leaves M_WG out renders it at its default, 1, with the old geometry.
  const Loaded s512 = load("s512.yaml", "sm_90a");
  EXPECT_EQ(s512.experiment.space.size() + 4, l.experiment.space.size());  // no MIN_CTAS, TILE_ORDER, M_WG, QREG
  EXPECT_NE(s512.candidate.source.text.find("#define M_WG 1\n"), std::string::npos);
  EXPECT_NE(s512.candidate.source.text.find("#define QREG 0\n"), std::string::npos);
  EXPECT_EQ(launch_json(s512)["launches"][0]["grid"], json::parse("[8, 8, 2]"));
}

// Two launches, one of them conditional, and scratch tensors sized by a parameter.
TEST(LaunchJson, SplitKvLaunchesFollowTheWhenClauseAndParameterShapes) {
  Loaded l = load("s512_mma.yaml", "sm_90");
  l.point["KV_SPLITS"] = std::int64_t{2};
  l.point["COMBINE"] = std::string("kernel");
  l.candidate = make_candidate(l.tmpl, l.experiment, l.point, "sm_90");
  json j = launch_json(l);
  ASSERT_EQ(j["launches"].size(), 2u);
  const int bm = static_cast<int>(l.point.at("BLOCK_M").as_int());
  EXPECT_EQ(j["launches"][0]["entry"], "attention_mma");
  EXPECT_EQ(j["launches"][0]["grid"][0], 512 / bm / (l.point.at("M_PAIRS").as_int() + 1) * 2);
  EXPECT_EQ(j["launches"][1]["entry"], "attention_mma_combine");
  EXPECT_EQ(j["launches"][1]["grid"], json::parse("[256, 1, 1]"));  // ceil_div(2*8*512*64/8, 256)
  EXPECT_EQ(j["launches"][1]["block"], json::parse("[256, 1, 1]"));
  EXPECT_EQ(j["launches"][1]["shared_bytes"], 0);
  EXPECT_EQ(j["arguments"][4]["name"], "partial_o");
  EXPECT_EQ(j["arguments"][4]["shape"], json::parse("[2, 2, 8, 512, 64]"));
  EXPECT_EQ(j["arguments"][4]["bytes"], 2 * 2 * 8 * 512 * 64 * 4);

  // The same file with the cluster combine: the combine launch is skipped.
  l.point["COMBINE"] = std::string("cluster");
  l.candidate = make_candidate(l.tmpl, l.experiment, l.point, "sm_90");
  j = launch_json(l);
  ASSERT_EQ(j["launches"].size(), 1u);
  EXPECT_EQ(j["launches"][0]["entry"], "attention_mma");
}

TEST(LaunchJson, MeasurementAndSourcePath) {
  Loaded l = load("attn_b4h16_s1024.yaml", "sm_90a");
  ExportOptions o;
  o.file_name = "best.cu";
  o.source_path = "../kernels/best.cu";
  o.measured = ExportMeasurement{4.99, 4.95, 5.05, "NVIDIA H200", "2026-11-21 10:00 UTC"};
  const json j = launch_json(l, o);
  EXPECT_EQ(j["source_file"], "../kernels/best.cu");
  EXPECT_DOUBLE_EQ(j["measured"]["median_us"].get<double>(), 4.99);
  EXPECT_DOUBLE_EQ(j["measured"]["p10_us"].get<double>(), 4.95);
  EXPECT_EQ(j["measured"]["device"], "NVIDIA H200");
  o.measured = ExportMeasurement{4.99, std::nullopt, std::nullopt, "NVIDIA H200", ""};
  EXPECT_TRUE(launch_json(l, o)["measured"]["p90_us"].is_null());
}

// A point the geometry cannot be evaluated at is an error, not a JSON with holes.
TEST(LaunchJson, GeometryThatCannotBeEvaluatedThrows) {
  Loaded l = load("attn_b4h16_s1024.yaml", "sm_90a");
  Point partial = l.point;
  partial.erase("KV_WG");  // block: [128 * KV_WG]
  EXPECT_THROW(export_launch_json(l.tmpl, l.experiment, partial, l.candidate, ExportOptions{}), Error);
}

// A tensor map (issue 16): its dims and box outermost first like shape, and what
// cuTensorMapEncodeTiled takes (innermost first, cuda.h's enum values), so a host
// program can encode it for its own buffer.
TEST(LaunchJson, TensorMapInBothOrders) {
  const Loaded l = load("tma_copy.yaml", "");
  const json j = launch_json(l);
  const json& m = j["arguments"][2];
  EXPECT_EQ(m["name"], "src_map");
  EXPECT_EQ(m["kind"], "tensor_map");
  EXPECT_EQ(m["dtype"], "f16");
  EXPECT_EQ(m["tensor"], "src");
  EXPECT_EQ(m["tensor_index"], 0);
  EXPECT_EQ(m["dims"], json({8192, 1024}));
  EXPECT_EQ(m["box"], json({64, 64}));
  EXPECT_EQ(m["swizzle"], "128B");
  EXPECT_EQ(m["l2_promotion"], "256B");
  EXPECT_EQ(m["oob_fill"], "zero");
  const json& e = m["encode"];
  EXPECT_EQ(e["rank"], 2);
  EXPECT_EQ(e["global_dim"], json({1024, 8192}));
  EXPECT_EQ(e["global_strides"], json({2048}));
  EXPECT_EQ(e["box_dim"], json({64, 64}));
  EXPECT_EQ(e["element_strides"], json({1, 1}));
  EXPECT_EQ(e["data_type"], 6);     // CU_TENSOR_MAP_DATA_TYPE_FLOAT16
  EXPECT_EQ(e["swizzle"], 3);       // CU_TENSOR_MAP_SWIZZLE_128B
  EXPECT_EQ(e["l2_promotion"], 3);  // CU_TENSOR_MAP_L2_PROMOTION_L2_256B
  EXPECT_EQ(e["oob_fill"], 0);
  EXPECT_EQ(j["launches"][0]["arg_names"], json({"src_map", "dst"}));
}
