// `evotune leaderboard`, `show` and `export --best/--id` as a user meets them:
// the real binary on real SQLite files (the committed replay fixture and a
// detail fixture written through the store API), every output format, and
// every bad input (unknown experiment or id, missing, empty or foreign file,
// newer schema, a lock held by another connection): one clear line, exit 1,
// nothing written.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/hash.hpp"
#include "report_fixture.hpp"
#include "store/schema.hpp"
#include "store/store.hpp"
#include "support/cuda_tools.hpp"

namespace evotune {
namespace {

namespace fs = std::filesystem;
using report_testing::CliResult;
using report_testing::DetailFixture;
using report_testing::ScratchDir;
using report_testing::slurp;

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::stringstream ss(text);
  for (std::string line; std::getline(ss, line);) lines.push_back(line);
  return lines;
}

int count_of(const std::string& haystack, const std::string& needle) {
  int n = 0;
  for (auto at = haystack.find(needle); at != std::string::npos; at = haystack.find(needle, at + 1)) ++n;
  return n;
}

// RFC 4180 records (quoted fields may hold commas, quotes doubled, CR/LF).
std::vector<std::vector<std::string>> parse_csv(const std::string& text) {
  std::vector<std::vector<std::string>> rows;
  std::vector<std::string> row;
  std::string field;
  bool quoted = false, was_quoted = false;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    if (quoted) {
      if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') field.push_back('"'), ++i;
      else if (c == '"') quoted = false;
      else field.push_back(c);
    } else if (c == '"') {
      quoted = was_quoted = true;
    } else if (c == ',') {
      row.push_back(field), field.clear(), was_quoted = false;
    } else if (c == '\r' || c == '\n') {
      if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
      row.push_back(field), field.clear(), was_quoted = false;
      rows.push_back(row), row.clear();
    } else {
      field.push_back(c);
    }
  }
  (void)was_quoted;
  if (!field.empty() || !row.empty()) row.push_back(field), rows.push_back(row);
  return rows;
}

class Presenting : public ::testing::Test {
 protected:
  Presenting() : dir_("presenting") {}

  // The committed replay fixture, copied (the log file goes next to the database).
  fs::path replay_db() {
    const fs::path db = dir_ / "replay" / "evotune.db";
    if (!fs::exists(db)) {
      fs::create_directories(db.parent_path());
      fs::copy_file(report_testing::committed_replay_fixture(), db);
    }
    return db;
  }
  fs::path detail_db() {
    const fs::path db = dir_ / "detail" / "evotune.db";
    if (!fs::exists(db)) {
      fs::create_directories(db.parent_path());
      detail_ = report_testing::build_detail_fixture(db);
    }
    return db;
  }
  CliResult evotune(const fs::path& db, const std::string& args) {
    return report_testing::run_evotune(dir_.path(), "--db " + db.string() + " " + args);
  }
  // The fastest ok candidate, by an independent query.
  static std::int64_t best_id(const fs::path& db) {
    store::Database d(db, {.read_only = true});
    return d.query_int(
        "SELECT candidate_id FROM evaluations WHERE status = 'ok' ORDER BY time_p50_us, candidate_id LIMIT 1");
  }
  static double time_of(const fs::path& db, std::int64_t id) {
    store::Database d(db, {.read_only = true});
    store::Statement s(d, "SELECT time_p50_us FROM evaluations WHERE candidate_id = ?1");
    s.bind_all(id);
    EXPECT_TRUE(s.step());
    return s.column_double(0);
  }

  ScratchDir dir_;
  DetailFixture detail_;
};

// --- leaderboard ------------------------------------------------------------------

TEST_F(Presenting, TableRanksByMedianTimeAndFits120Columns) {
  const fs::path db = replay_db();
  const CliResult r = evotune(db, "leaderboard s512_scalar");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  for (const auto& line : lines_of(r.out)) EXPECT_LE(line.size(), 120u) << line;
  // Every column but the generation fits (the speed-up over the fastest baseline, triton_tuned, is the one in
  // the table; err is the relative error norm).
  for (const char* column : {"median us (p10-p90)", " err ", "TFLOP/s", "GB/s", "xref", "xtriton", "regs", "spill",
                             "smem", "occ", "status", "BM/BN/NW/RPT/PAD"})
    EXPECT_NE(r.out.find(column), std::string::npos) << column << "\n" << r.out;
  EXPECT_NE(r.out.find("Left out for width: gen (--format json"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("BM=BLOCK_M"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("reference 1154 us"), std::string::npos) << r.out;
  // The other baselines' speed-ups, for the best.
  const std::regex best_line(R"(#1 \(candidate (\d+)\) is [0-9.]+x the reference, ([0-9.]+)x cudnn_sdpa, [0-9.]+x )"
                             R"(flash2_sdpa, [0-9.]+x mem_efficient_sdpa, [0-9.]+x triton_tuned)");
  std::smatch best_match;
  std::string flat = r.out;
  std::replace(flat.begin(), flat.end(), '\n', ' ');
  flat = std::regex_replace(flat, std::regex("  +"), " ");
  ASSERT_TRUE(std::regex_search(flat, best_match, best_line)) << r.out;
  EXPECT_EQ(std::stoll(best_match[1]), best_id(db));
  EXPECT_NEAR(std::stod(best_match[2]), 8.2 / time_of(db, best_id(db)), 0.001);
  // Rows: "rank id params time ...": ten of them, ranks 1..10, times ascending, rank 1 the fastest.
  const std::regex row(R"(^\s*(\d+)\s+(\d+)\s+[0-9/]+\s+([0-9.]+) \()");
  std::vector<double> times;
  std::vector<std::int64_t> ids;
  for (const auto& line : lines_of(r.out)) {
    std::smatch m;
    if (std::regex_search(line, m, row)) {
      EXPECT_EQ(std::stoi(m[1]), static_cast<int>(times.size()) + 1) << line;
      ids.push_back(std::stoll(m[2]));
      times.push_back(std::stod(m[3]));
    }
  }
  ASSERT_EQ(times.size(), 10u) << r.out;
  EXPECT_TRUE(std::is_sorted(times.begin(), times.end()));
  EXPECT_EQ(ids.front(), best_id(db));
  EXPECT_NEAR(times.front(), time_of(db, ids.front()), 0.01 * times.front());
}

// Kernel Tuner's cache file (issue 18, interop): the header Kernel Tuner checks
// before it reuses a cache (device, kernel, parameter keys in order), and one
// entry per evaluated candidate keyed by its values, each checked against the
// database by independent queries.
TEST_F(Presenting, KernelTunerCacheRoundTripsTheDatabase) {
  const fs::path db = replay_db();
  const CliResult r = evotune(db, "leaderboard s512_scalar --format kerneltuner");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  for (const char* key : {"schema_version", "device_name", "kernel_name", "problem_size", "tune_params_keys",
                          "tune_params", "objective", "cache"})
    EXPECT_TRUE(j.contains(key)) << key;
  store::Database d(db, {.read_only = true});
  EXPECT_EQ(j["device_name"], d.query_text("SELECT gpu_name FROM environments"));
  EXPECT_EQ(j["kernel_name"], "attention_scalar");  // the kernel's entry in experiments/s512_scalar.yaml
  EXPECT_EQ(j["problem_size"], nlohmann::json::parse("[2, 8, 512, 64, 0]"));  // B, H, S, D, CAUSAL
  EXPECT_EQ(j["objective"], "time");
  EXPECT_EQ(j["schema_version"], "1.0.0");  // every value an integer (named choices need 1.1.0)
  // The keys in the space's order, each with its values.
  const std::vector<std::string> keys = j["tune_params_keys"].get<std::vector<std::string>>();
  EXPECT_EQ(keys, (std::vector<std::string>{"BLOCK_M", "BLOCK_N", "NUM_WARPS", "ROWS_PER_THREAD", "PAD"}));
  for (const std::string& k : keys) EXPECT_FALSE(j["tune_params"][k].empty()) << k;
  EXPECT_EQ(j["tune_params"].size(), keys.size());

  // Every evaluation once, under its values joined with commas.
  const nlohmann::json& cache = j["cache"];
  EXPECT_EQ(static_cast<std::int64_t>(cache.size()), d.query_int("SELECT count(*) FROM evaluations"));
  int timed = 0, failed = 0;
  for (const auto& [key, entry] : cache.items()) {
    std::string joined;
    for (const std::string& k : keys) {
      ASSERT_TRUE(entry.contains(k)) << key;
      const auto& values = j["tune_params"][k];
      EXPECT_NE(std::find(values.begin(), values.end(), entry[k]), values.end()) << key << ": " << k;
      // As Kernel Tuner spells a key: str() of each value (a named choice without quotes).
      joined += (joined.empty() ? "" : ",") + (entry[k].is_string() ? entry[k].get<std::string>() : entry[k].dump());
    }
    EXPECT_EQ(joined, key);
    for (const char* field : {"time", "compile_time", "verification_time", "benchmark_time", "strategy_time",
                              "framework_time", "timestamp"})
      EXPECT_TRUE(entry.contains(field)) << key << ": " << field;
    // The same candidate in the database: its parameters, status and median time.
    const std::int64_t id = entry["evotune_id"];
    store::Statement q(d,
                       "SELECT c.params, e.status, e.time_p50_us FROM candidates c JOIN evaluations e ON "
                       "e.candidate_id = c.id WHERE c.id = ?1");
    q.bind_all(id);
    ASSERT_TRUE(q.step()) << key;
    const nlohmann::json params = nlohmann::json::parse(q.column_text(0));
    for (const std::string& k : keys) EXPECT_EQ(params[k], entry[k]) << key;
    const std::string status = q.column_text(1);
    if (status == "ok") {
      ++timed;
      ASSERT_TRUE(entry["time"].is_number()) << key;
      EXPECT_NEAR(entry["time"].get<double>(), q.column_double(2) / 1000.0, 1e-12) << key;  // milliseconds
    } else {
      ++failed;
      EXPECT_EQ(entry["time"], status == "compile_error" ? "CompilationFailedConfig"
                               : status == "gate_reject" ? "InvalidConfig"
                                                         : "RuntimeFailedConfig")
          << key << ": " << status;
    }
  }
  EXPECT_GT(timed, 100);
  EXPECT_GT(failed, 5);  // the fixture's injected failures, every kind
  // The fastest entry is the leaderboard's #1.
  const auto board = nlohmann::json::parse(evotune(db, "leaderboard s512_scalar --format json --top 1").out);
  double fastest = 1e300;
  for (const auto& [key, entry] : cache.items())
    if (entry["time"].is_number() && entry["evotune_status"] == "ok") fastest = std::min(fastest, entry["time"].get<double>());
  EXPECT_NEAR(fastest * 1000.0, board["candidates"][0]["time_us"]["p50"].get<double>(), 1e-9);

  // Kernel Tuner's cache holds one problem size: not a whole shape set, and not every experiment.
  CliResult bad = evotune(db, "leaderboard --format kerneltuner");
  EXPECT_EQ(bad.exit_code, 1);
  EXPECT_NE(bad.err.find("name the EXPERIMENT"), std::string::npos) << bad.err;
}

TEST_F(Presenting, TopAndAllStatusChooseTheRows) {
  const fs::path db = replay_db();
  CliResult r = evotune(db, "leaderboard s512_scalar --top 3 --format json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["candidates"].size(), 3u);

  r = evotune(db, "leaderboard s512_scalar --top 2 --all-status");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  for (const auto& line : lines_of(r.out)) EXPECT_LE(line.size(), 120u) << line;
  store::Database d(db, {.read_only = true});
  const auto failed = d.query_int("SELECT count(*) FROM evaluations WHERE status != 'ok'");
  // Early exit: measured ok, but too slow to rank (partial timings) are listed with the others.
  const auto partial = d.query_int("SELECT count(*) FROM partial_timings");
  EXPECT_GT(partial, 0) << "the fixture's search stops timing slow candidates early";
  EXPECT_NE(r.out.find(fmt::format("Did not pass: {} candidates", failed + partial)), std::string::npos) << r.out;
  int partial_lines = 0;
  for (const auto& line : lines_of(r.out))
    partial_lines += std::regex_search(line, std::regex(R"(\spartial\s+timing stopped early: its first runs took over)"));
  EXPECT_EQ(partial_lines, partial) << r.out;
  // Each failed candidate has a line with its status and the start of its reason.
  int failed_lines = 0;
  for (const auto& line : lines_of(r.out)) {
    std::smatch m;
    if (!std::regex_search(line, m, std::regex(R"(^\s*(\d+)\s+[0-9/]+\s.*\s(gate_reject|incorrect|fault|timeout|compile_error)\s+(\S.*)$)")))
      continue;
    ++failed_lines;
    store::Statement s(d, "SELECT status, error FROM evaluations WHERE candidate_id = ?1");
    s.bind_all(static_cast<std::int64_t>(std::stoll(m[1])));
    ASSERT_TRUE(s.step()) << line;
    EXPECT_EQ(s.column_text(0), m[2].str()) << line;
    std::string shown = m[3].str();
    if (shown.back() == '~') {  // cut to fit, but not to nothing
      shown.pop_back();
      EXPECT_GE(shown.size(), 40u) << line;
      EXPECT_EQ(s.column_text(1).substr(0, shown.size()), shown) << line;
    } else {
      EXPECT_EQ(s.column_text(1), shown) << line;
    }
  }
  EXPECT_EQ(failed_lines, failed) << r.out;
  for (const char* reason : {"CUDA_ERROR_ILLEGAL_ADDRESS", "ran past its time limit", "spills", "NVRTC: templates/"})
    EXPECT_NE(r.out.find(reason), std::string::npos) << reason;
}

TEST_F(Presenting, JsonCarriesEveryFigureComputedFromTheExperiment) {
  const fs::path db = replay_db();
  const CliResult r = evotune(db, "leaderboard s512_scalar --format json --top 5");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["experiment"]["name"], "s512_scalar");
  EXPECT_EQ(j["parameters"], (nlohmann::json{"BLOCK_M", "BLOCK_N", "NUM_WARPS", "ROWS_PER_THREAD", "PAD"}));
  ASSERT_EQ(j["baselines"].size(), 4u);
  EXPECT_DOUBLE_EQ(j["reference_time_us"].get<double>(), report_testing::kFixtureReferenceUs);
  const double flops = 4.0 * 2 * 8 * 512 * 512 * 64, bytes = 4.0 * 2 * 8 * 512 * 64 * 2;
  double previous = 0;
  int rank = 0;
  for (const auto& c : j["candidates"]) {
    EXPECT_EQ(c["rank"], ++rank);
    const double t = c["time_us"]["p50"].get<double>();
    EXPECT_GE(t, previous);
    previous = t;
    EXPECT_LE(c["time_us"]["p10"].get<double>(), t);
    EXPECT_GE(c["time_us"]["p90"].get<double>(), t);
    EXPECT_NEAR(c["tflops"].get<double>(), flops / t / 1e6, 1e-9);
    EXPECT_NEAR(c["gbps"].get<double>(), bytes / t / 1e3, 1e-9);
    EXPECT_NEAR(c["speedup"]["reference"].get<double>(), report_testing::kFixtureReferenceUs / t, 1e-9);
    EXPECT_NEAR(c["speedup"]["cudnn_sdpa"].get<double>(), 8.2 / t, 1e-9);
    EXPECT_NEAR(c["speedup"]["triton_tuned"].get<double>(), 6.11 / t, 1e-9);
    // Floor: max(flops / 989 TFLOP/s, bytes / 3350 GB/s).
    EXPECT_NEAR(c["roofline_floor_us"].get<double>(), std::max(flops / 989e6, bytes / 3350e3), 1e-9);
    EXPECT_EQ(c["threads"].get<int>(), c["params"]["NUM_WARPS"].get<int>() * 32);
    const double occ = c["occupancy"]["theoretical"].get<double>();
    EXPECT_GT(occ, 0);
    EXPECT_LE(occ, 1);
    EXPECT_EQ(c["status"], "ok");
    EXPECT_EQ(c["spill_bytes"], 0);
  }
  EXPECT_EQ(j["candidates"][0]["id"], best_id(db));
}

TEST_F(Presenting, TheoreticalOccupancyFollowsTheRegisterLimit) {
  // 96 registers x 128 threads: 12288 registers per CTA, 5 CTAs = 20 of 64 warps.
  const fs::path db = detail_db();
  const CliResult r = evotune(db, "leaderboard tiny --format json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  ASSERT_GE(j["candidates"].size(), 1u);
  const auto& best = j["candidates"][0];
  EXPECT_EQ(best["id"], detail_.fastest);
  EXPECT_NEAR(best["occupancy"]["theoretical"].get<double>(), 20.0 / 64, 1e-12);
  EXPECT_EQ(best["occupancy"]["limiter"], "registers");
  EXPECT_NEAR(best["occupancy"]["achieved"].get<double>(), 0.375, 1e-12);
  EXPECT_NEAR(best["speedup"]["reference"].get<double>(), 4.0, 1e-12);
  EXPECT_EQ(best["params"]["SWIZZLE"], "xor16");
  // The suspect one (faster than the floor) is not ranked, nor listed without --all-status.
  for (const auto& c : j["candidates"]) EXPECT_NE(c["id"], detail_.too_fast);
}

TEST_F(Presenting, CsvQuotesFieldsAndKeepsEveryColumn) {
  const fs::path db = detail_db();
  const CliResult r = evotune(db, "leaderboard tiny --format csv --all-status");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto rows = parse_csv(r.out);
  ASSERT_GE(rows.size(), 9u) << r.out;  // header + 8 candidates
  const auto& header = rows.front();
  for (const auto& row : rows) EXPECT_EQ(row.size(), header.size());
  auto column = [&](const std::string& name) {
    return static_cast<std::size_t>(std::find(header.begin(), header.end(), name) - header.begin());
  };
  ASSERT_LT(column("reason"), header.size());
  ASSERT_LT(column("SWIZZLE"), header.size());
  ASSERT_LT(column("speedup_cudnn_sdpa"), header.size());
  bool found = false;
  for (const auto& row : rows)
    if (row[column("id")] == std::to_string(detail_.wrong)) {
      found = true;
      EXPECT_EQ(row[column("reason")],
                "o: 12 of 524288 elements outside atol 0.01 + rtol 0.01 x |ref|, worst o[0][3][17][5]: got \"nan\", "
                "expected 0.25");
      EXPECT_EQ(row[column("status")], "incorrect");
    }
  EXPECT_TRUE(found) << r.out;
  // The quoted field is written as RFC 4180 says.
  EXPECT_NE(r.out.find("\"o: 12 of 524288 elements outside atol 0.01 + rtol 0.01 x |ref|, worst o[0][3][17][5]: got "
                       "\"\"nan\"\", expected 0.25\""),
            std::string::npos);
}

TEST_F(Presenting, MarkdownIsOneWellFormedTable) {
  const fs::path db = detail_db();
  const CliResult r = evotune(db, "leaderboard tiny --format markdown --all-status");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  int cells = -1, table_lines = 0;
  for (const auto& line : lines_of(r.out)) {
    if (line.empty() || line[0] != '|') continue;
    ++table_lines;
    // Unescaped pipes per line are the same everywhere ("x |ref|" in a reason is escaped).
    int pipes = 0;
    for (std::size_t i = 0; i < line.size(); ++i) pipes += line[i] == '|' && (i == 0 || line[i - 1] != '\\');
    if (cells < 0) cells = pipes;
    EXPECT_EQ(pipes, cells) << line;
  }
  EXPECT_EQ(table_lines, 2 + 8);  // header, rule, 8 candidates
  EXPECT_NE(r.out.find("| --- |"), std::string::npos);
  EXPECT_NE(r.out.find("\\|ref\\|"), std::string::npos);
}

TEST_F(Presenting, WithoutAnExperimentOneLinePerExperimentWithItsBest) {
  const fs::path db = replay_db();
  detail_ = report_testing::build_detail_fixture(db);  // a second experiment in the same file
  CliResult r = evotune(db, "leaderboard");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  for (const auto& line : lines_of(r.out)) EXPECT_LE(line.size(), 120u) << line;
  int experiment_lines = 0;
  for (const auto& line : lines_of(r.out)) experiment_lines += line.rfind("s512_scalar ", 0) == 0 || line.rfind("tiny ", 0) == 0;
  EXPECT_EQ(experiment_lines, 2) << r.out;

  r = evotune(db, "leaderboard --format json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  ASSERT_EQ(j["experiments"].size(), 2u);
  EXPECT_EQ(j["experiments"][0]["experiment"]["name"], "s512_scalar");
  EXPECT_EQ(j["experiments"][1]["experiment"]["name"], "tiny");
  const auto per_experiment = evotune(db, "leaderboard s512_scalar --format json --top 1");
  EXPECT_EQ(j["experiments"][0]["best"]["id"], nlohmann::json::parse(per_experiment.out)["candidates"][0]["id"]);
  EXPECT_EQ(j["experiments"][1]["best"]["id"], detail_.fastest);
}

// --- show ---------------------------------------------------------------------------

TEST_F(Presenting, ShowTellsEverythingAboutACandidate) {
  const fs::path db = detail_db();
  CliResult r = evotune(db, "show " + std::to_string(detail_.fastest));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  for (const std::string& want : {
           std::string("rank 1 of 2 valid"), std::string("BLOCK_M=64 BLOCK_N=64 NUM_WARPS=4 SWIZZLE=xor16"),
           std::string(64, 'a'), std::string("NVIDIA H200 (cc 9.0, 132 SMs, driver 580.65.06"),
           std::string("seed in generation 0"), std::string("generations 0-1, best rank 1"),
           std::to_string(detail_.mutant) + " (ok, 12.5 us)", std::to_string(detail_.rejected) + " (gate_reject)",
           std::string("entry tiny_fwd: 96 registers"), std::string("gates         passed: registers 96 (gate 255)"),
           std::string("sm_90, NVRTC 13.0"), std::string("median 10 us; p10 9.9, p90 10.3 us"),
           std::string("1980 MHz before, 1965 MHz after timing; not throttled"),
           std::string("device        gpu-host-7:1"),
           std::string("4x the reference (40 us)"), std::string("0.82x cudnn_sdpa (8.2 us, typed, H200)"),
           std::string("31% theoretical (limited by registers); 38% achieved (profiled)"),
           std::string("sm__warps_active.avg.pct_of_peak_sustained_active"), std::string("max abs error 0.0012"),
           std::string("TFLOP/s"), std::string("compile 1.23 s, GPU worker 0.41 s")})
    EXPECT_NE(r.out.find(want), std::string::npos) << want << "\n" << r.out;
  EXPECT_EQ(r.out.find("NVRTC log"), std::string::npos);

  r = evotune(db, "show " + std::to_string(detail_.fastest) + " --log");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("ptxas info    : Used 96 registers, used 1 barriers"), std::string::npos) << r.out;
}

TEST_F(Presenting, ShowExplainsFailuresOriginsAndPending) {
  const fs::path db = detail_db();
  CliResult r = evotune(db, "show " + std::to_string(detail_.rejected));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("insight in generation 1: BLOCK_M 64->32"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("insight rule  spills_shrink_tile"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("rejected: spills 64 B > 0"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("never in the elite population"), std::string::npos) << r.out;

  r = evotune(db, "show " + std::to_string(detail_.wrong));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("crossover in generation 1"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(std::to_string(detail_.fastest) + " (ok, 10 us), " + std::to_string(detail_.mutant) +
                       " (ok, 12.5 us)"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("max abs error 0.5"), std::string::npos) << r.out;

  r = evotune(db, "show " + std::to_string(detail_.broken) + " --log");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("compile_error"), std::string::npos);
  EXPECT_NE(r.out.find("1 error detected in the compilation of \"tiny.cu\""), std::string::npos) << r.out;

  r = evotune(db, "show " + std::to_string(detail_.pending));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("not evaluated"), std::string::npos) << r.out;

  // By source hash prefix: unique, and ambiguous.
  r = evotune(db, "show b200");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("candidate " + std::to_string(detail_.mutant) + " of tiny"), std::string::npos) << r.out;
  r = evotune(db, "show aaaa");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("ambiguous"), std::string::npos) << r.err;
}

TEST_F(Presenting, ShowSourceRendersTheTemplateAtThePoint) {
  const fs::path db = replay_db();
  const std::int64_t id = best_id(db);
  const CliResult r = evotune(db, "show " + std::to_string(id) + " --source");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("#define BLOCK_M "), std::string::npos) << r.out.substr(0, 2000);
  EXPECT_NE(r.out.find("attention_scalar"), std::string::npos);
}

// --- export -----------------------------------------------------------------------

TEST_F(Presenting, ExportBestWritesTheWinnerWithItsMeasurementAndCompilesWithNvcc) {
  const fs::path db = replay_db();
  const fs::path out = dir_ / "best.cu";
  const std::int64_t id = best_id(db);
  {
    // The winner passed compute-sanitizer (what `evotune run` records on a GPU).
    store::Store s(db);
    auto tx = s.transaction();
    for (const char* tool : store::kSanitizerTools)
      s.put_sanitizer_check({s.evaluation(id)->id, std::nullopt, tool, "clean", 0, "ERROR SUMMARY: 0 errors", 1.0, ""});
    tx.commit();
  }
  const CliResult r = evotune(db, "export s512_scalar --best --harness -o " + out.string());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string text = slurp(out);
  const double t = time_of(db, id);
  EXPECT_NE(text.find(fmt::format("measured     {:.2f} us per call", t)), std::string::npos) << text.substr(0, 3000);
  EXPECT_NE(text.find("// sanitizer    clean under compute-sanitizer (memcheck clean, racecheck clean, synccheck clean)"),
            std::string::npos)
      << text.substr(0, 3000);
  EXPECT_EQ(text.find("// status "), std::string::npos);
  EXPECT_NE(text.find("replay:tests/data/landscapes/synthetic_s512.csv"), std::string::npos);
  EXPECT_NE(text.find("int main("), std::string::npos);
  // Its parameters are the winner's.
  const CliResult shown = evotune(db, "leaderboard s512_scalar --format json --top 1");
  const auto best = nlohmann::json::parse(shown.out)["candidates"][0];
  EXPECT_NE(text.find(fmt::format("#define BLOCK_M {}", best["params"]["BLOCK_M"].get<int>())), std::string::npos);
  EXPECT_NE(text.find(fmt::format("#define PAD {}", best["params"]["PAD"].get<int>())), std::string::npos);

  const fs::path nvcc = test_support::cuda_tool("nvcc");
  if (nvcc.empty()) GTEST_SKIP() << "no nvcc (the build's toolkit, $CUDA_HOME, /usr/local/cuda): the compile check is skipped";
  const std::string cmd = nvcc.string() + " -arch=sm_90 -std=c++17 -c " + out.string() + " -o " +
                          (dir_ / "best.o").string() + " >" + (dir_ / "nvcc.txt").string() + " 2>&1";
  EXPECT_EQ(std::system(cmd.c_str()), 0) << slurp(dir_ / "nvcc.txt");
  EXPECT_TRUE(fs::exists(dir_ / "best.o"));
}

TEST_F(Presenting, ExportIdPicksThatCandidate) {
  const fs::path db = replay_db();
  const auto j = nlohmann::json::parse(evotune(db, "leaderboard s512_scalar --format json --top 4").out);
  const auto& fourth = j["candidates"][3];
  const std::int64_t id = fourth["id"];
  const CliResult r = evotune(db, "export s512_scalar --id " + std::to_string(id));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find(fmt::format("measured     {:.2f} us per call", fourth["time_us"]["p50"].get<double>())),
            std::string::npos)
      << r.out.substr(0, 2000);
  EXPECT_NE(r.out.find(fmt::format("#define NUM_WARPS {}", fourth["params"]["NUM_WARPS"].get<int>())),
            std::string::npos);
}

TEST_F(Presenting, ExportLeavesTheMeasurementOutWhenItNoLongerApplies) {
  const fs::path db = detail_db();
  // The detail fixture's hashes are made up, so today's rendering cannot be the source measured.
  CliResult r = evotune(db, "export tiny --id " + std::to_string(detail_.fastest));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("is not the one measured"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("measured     not measured"), std::string::npos) << r.out.substr(0, 2000);
  EXPECT_NE(r.out.find("#define SWIZZLE xor16"), std::string::npos);
  // A candidate that failed is refused, naming its status and why ...
  r = evotune(db, "export tiny --id " + std::to_string(detail_.wrong));
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_NE(r.err.find("evotune: error: candidate " + std::to_string(detail_.wrong) +
                       " of 'tiny' is incorrect (o: 12 of 524288 elements outside"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("not exported (--force writes it anyway"), std::string::npos) << r.err;
  EXPECT_TRUE(r.out.empty()) << r.out.substr(0, 300);
  // ... and exported with --force (to debug it), said so in the header, without a time.
  r = evotune(db, "export tiny --force --id " + std::to_string(detail_.wrong));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("candidate " + std::to_string(detail_.wrong) + " is incorrect"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("// status       incorrect (exported with --force): o: 12 of 524288 elements"), std::string::npos)
      << r.out.substr(0, 3000);
  EXPECT_NE(r.out.find("measured     not measured"), std::string::npos);
  EXPECT_NE(r.out.find("#define SWIZZLE pad16"), std::string::npos);
}

// --- bad input: one line, exit 1, nothing written ------------------------------------------------

class BadInput : public Presenting {
 protected:
  // Runs `args` expecting the failure `expect` (a piece of the message); checks
  // the database file is unchanged and `output` was not created.
  void expect_failure(const fs::path& db, const std::string& args, const std::string& expect,
                      const fs::path& output = {}) {
    const std::string before = fs::exists(db) ? sha256_hex(slurp(db)) : "";
    const CliResult r = evotune(db, args);
    EXPECT_EQ(r.exit_code, 1) << args << "\n" << r.out << r.err;
    EXPECT_EQ(count_of(r.err, "\n"), 1) << args << ": not one line:\n" << r.err;
    EXPECT_NE(r.err.find("evotune: error: "), std::string::npos) << r.err;
    EXPECT_NE(r.err.find(expect), std::string::npos) << args << ":\n" << r.err;
    EXPECT_TRUE(r.out.empty()) << r.out;
    EXPECT_EQ(fs::exists(db) ? sha256_hex(slurp(db)) : "", before) << args << " changed the database";
    if (!output.empty()) {
      EXPECT_FALSE(fs::exists(output)) << args << " wrote " << output;
    }
  }
};

TEST_F(BadInput, UnknownExperimentOrCandidate) {
  const fs::path db = replay_db();
  const fs::path out = dir_ / "out.html";
  expect_failure(db, "leaderboard s512_scalaz", "no experiment 's512_scalaz' in " + db.string() + " (did you mean s512_scalar?)");
  expect_failure(db, "report s513 -o " + out.string(), "no experiment 's513'", out);
  expect_failure(db, "export s513 --best -o " + out.string(), "no experiment 's513'", out);
  expect_failure(db, "show 999999", "no candidate 999999");
  expect_failure(db, "show zz", "'zz' is not a candidate id");
  expect_failure(db, "export s512_scalar --id 999999 -o " + out.string(), "no candidate 999999", out);
  const fs::path both = dir_ / "both" / "evotune.db";
  fs::create_directories(both.parent_path());
  fs::copy_file(db, both);
  const DetailFixture tiny = report_testing::build_detail_fixture(both);
  expect_failure(both, "export s512_scalar --id " + std::to_string(tiny.fastest) + " -o " + out.string(),
                 "belongs to experiment 'tiny'", out);
}

TEST_F(BadInput, MissingEmptyOrForeignDatabase) {
  const fs::path out = dir_ / "out.html";
  const fs::path missing = dir_ / "none" / "evotune.db";
  expect_failure(missing, "leaderboard", "no such database", out);
  EXPECT_FALSE(fs::exists(missing));
  expect_failure(missing, "report s512_scalar -o " + out.string(), "no such database", out);

  const fs::path zero = dir_ / "zero" / "evotune.db";
  fs::create_directories(zero.parent_path());
  std::ofstream(zero).close();
  expect_failure(zero, "leaderboard s512_scalar", "the file is empty, not an evotune database");

  const fs::path fresh = dir_ / "fresh" / "evotune.db";
  { store::Store s(fresh); }  // schema only, no experiment
  for (const char* args : {"leaderboard", "leaderboard s512_scalar", "show 1"})
    expect_failure(fresh, args, "no experiments in this database yet");
  expect_failure(fresh, "report s512_scalar -o " + out.string(), "no experiments in this database yet", out);
  expect_failure(fresh, "export s512_scalar --best -o " + out.string(), "no experiments in this database yet", out);

  const fs::path foreign = dir_ / "foreign" / "evotune.db";
  fs::create_directories(foreign.parent_path());
  {
    store::Database d(foreign);
    d.exec("CREATE TABLE notes (x TEXT)");
  }
  expect_failure(foreign, "leaderboard", "not an evotune database");
}

TEST_F(BadInput, DatabaseFromANewerEvotune) {
  const fs::path db = replay_db();
  {
    store::Database d(db);
    d.exec(fmt::format("PRAGMA user_version = {}", store::latest_schema_version() + 1));
  }
  const fs::path out = dir_ / "out.html";
  const std::string expect = fmt::format("database schema version {} is newer than this evotune knows",
                                         store::latest_schema_version() + 1);
  expect_failure(db, "leaderboard s512_scalar", expect);
  expect_failure(db, "show 1", expect);
  expect_failure(db, "report s512_scalar -o " + out.string(), expect, out);
  expect_failure(db, "export s512_scalar --best -o " + out.string(), expect, out);
}

// Another process that holds the database's exclusive lock (as a tool in
// exclusive locking mode does: even WAL readers must wait for it). A process of
// its own, because POSIX file locks are per process: this test reading the file
// to compare bytes would drop a lock it held itself.
class LockHolder {
 public:
  LockHolder(const fs::path& db, bool wal) {
    int ready[2], release[2];
    if (::pipe(ready) != 0 || ::pipe(release) != 0) throw std::runtime_error("pipe failed");
    pid_ = ::fork();
    if (pid_ == 0) {
      ::close(ready[0]);
      ::close(release[1]);
      sqlite3* h = nullptr;
      bool ok = sqlite3_open(db.c_str(), &h) == SQLITE_OK;
      for (const char* sql : {"PRAGMA locking_mode = EXCLUSIVE",
                              wal ? "PRAGMA journal_mode = WAL" : "PRAGMA journal_mode = DELETE", "BEGIN EXCLUSIVE",
                              "UPDATE runs SET evaluations = evaluations"})
        ok = ok && sqlite3_exec(h, sql, nullptr, nullptr, nullptr) == SQLITE_OK;
      char c = ok ? '1' : '0';
      (void)!::write(ready[1], &c, 1);
      (void)!::read(release[0], &c, 1);  // returns when the parent closes its end
      ::_exit(0);
    }
    ::close(ready[1]);
    ::close(release[0]);
    char c = '0';
    if (::read(ready[0], &c, 1) != 1) c = '0';
    ::close(ready[0]);
    locked_ = c == '1';
    release_ = release[1];
  }
  ~LockHolder() {
    ::close(release_);
    ::waitpid(pid_, nullptr, 0);
  }
  bool locked() const { return locked_; }

 private:
  pid_t pid_ = -1;
  int release_ = -1;
  bool locked_ = false;
};

TEST_F(BadInput, DatabaseLockedByAnotherConnection) {
  const fs::path out = dir_ / "out.html";
  for (bool wal : {false, true}) {
    SCOPED_TRACE(wal ? "WAL journal" : "rollback journal");
    const fs::path db = dir_ / (wal ? "wal" : "rollback") / "evotune.db";
    fs::create_directories(db.parent_path());
    fs::copy_file(report_testing::committed_replay_fixture(), db);
    LockHolder holder(db, wal);
    ASSERT_TRUE(holder.locked());
    const auto start = std::chrono::steady_clock::now();
    expect_failure(db, "leaderboard s512_scalar", "database is locked");
    const double waited = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_GE(waited, 2.5) << "gave up before the busy timeout";
    expect_failure(db, "report s512_scalar -o " + out.string(), "database is locked", out);
  }
}

}  // namespace
}  // namespace evotune
