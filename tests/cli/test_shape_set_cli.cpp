// Shape sets through the real binary on a real SQLite file: a set of 6 shapes
// (experiments/s512_scalar.yaml with S and CAUSAL as axes) searched in process
// with the replay evaluator on the synthetic shape landscapes (5 of its 6
// shapes), then `leaderboard` as a user runs it: the table of shapes, the one
// point for all (checked against its own computation from the store), JSON,
// --shape narrowing to one shape's usual leaderboard, and every bad --shape.
// `validate` lists the shapes with their valid space; `run --help` says how
// the budget of a set counts.
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <string>

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "cli_runner.hpp"
#include "search/synthetic_experiment.hpp"
#include "search/synthetic_shapes.hpp"
#include "store/store.hpp"
#include "tune/shape_run.hpp"

namespace evotune {
namespace {

namespace fs = std::filesystem;
using cli_testing::CliResult;
using cli_testing::run_evotune;
using cli_testing::slurp;

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  return at == std::string::npos ? text : text.replace(at, from.size(), to);
}

class ShapeSetCli : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    dir_ = fs::temp_directory_path() / ("evotune_shape_set_cli_" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    const fs::path small = cli_testing::small_scalar_experiment(dir_);
    std::string yaml = slurp(small);
    yaml = replaced(yaml, "  S: 512\n", "  S: [512, 1024, 2048]\n");
    yaml = replaced(yaml, "  CAUSAL: 0\n", "  CAUSAL: [0, 1]\n");
    yaml = replaced(yaml, "name: s512_scalar", "name: scalar_set");
    yaml = replaced(yaml, "budget: {evaluations: 400, seconds: 900}", "budget: {evaluations: 30, per: shape}");
    const auto from = yaml.find("baselines:");
    ASSERT_NE(from, std::string::npos);
    yaml = yaml.substr(0, from) +
           "baselines:\n"
           "  - {name: cudnn_sdpa, time_us: 8.2, device: H200, shape: {S: 512, CAUSAL: 0}}\n"
           "  - {name: cudnn_sdpa, time_us: 30, device: H200, shape: {S: 1024, CAUSAL: 0}}\n"
           "  - {name: triton_tuned, time_us: 6.11, device: H200, shape: {S: 512, CAUSAL: 0}}\n";
    file_ = dir_ / "experiments" / "scalar_set.yaml";
    std::ofstream(file_) << yaml;
    db_ = dir_ / "set.db";
    const Experiment set = load_experiment(file_);
    ASSERT_EQ(set.shapes.size(), 6u);
    store::Store store(db_);
    // Every shape but the last, each with its own landscape.
    for (std::size_t i = 0; i + 1 < set.shapes.size(); ++i) {
      const Experiment at = set.at_shape(i);
      fixtures::ShapeReplay evaluator(fixtures::synthetic_table(), at);
      tune::run_search(tune::shape_search_experiment(set, i, store, evaluator.environment(), {}), store, evaluator);
    }
  }
  static void TearDownTestSuite() { fs::remove_all(dir_); }

  CliResult evotune(const std::string& args) { return run_evotune(dir_ / "out", "--db " + db_.string() + " " + args); }

  static inline fs::path dir_, file_, db_;
};

TEST_F(ShapeSetCli, LeaderboardShowsATableOfShapes) {
  const CliResult r = evotune("leaderboard scalar_set");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("scalar_set: 6 shapes, 5 searched on replay:synthetic_set"), std::string::npos) << r.out;
  store::Store store(db_, {.read_only = true});
  const Experiment set = load_experiment(file_);
  const auto rows = store.shape_rows("scalar_set", set.file_hash);
  ASSERT_EQ(rows.size(), 5u);
  const auto best = store.best_per_shape("scalar_set", set.file_hash, store.environments_of(rows[0].id).front());
  ASSERT_EQ(best.size(), 5u);
  for (const auto& b : best) {
    // The shape's line: its key, evaluations, its best's id and time.
    const auto at = r.out.find("\n" + b.experiment.shape + " ");
    ASSERT_NE(at, std::string::npos) << b.experiment.shape << "\n" << r.out;
    const std::string line = r.out.substr(at + 1, r.out.find('\n', at + 1) - at - 1);
    EXPECT_NE(line.find(" " + std::to_string(b.best.candidate.id) + " "), std::string::npos) << line;
  }
  EXPECT_NE(r.out.find("B=2,H=8,S=2048,D=64,CAUSAL=1"), std::string::npos);
  EXPECT_NE(r.out.find("not searched"), std::string::npos);
  EXPECT_NE(r.out.find("xcudnn"), std::string::npos);
  EXPECT_NE(r.out.find("one point for all shapes:"), std::string::npos);
  EXPECT_NE(r.out.find("--shape B=2,H=8,S=512,D=64,CAUSAL=0"), std::string::npos);
}

// Issue 15: baselines measured by a command at some shapes of the set: a
// measured time replaces the typed one at its shape, a shape with no typed
// time gets one, and a baseline only measured is a column of its own.
TEST_F(ShapeSetCli, MeasuredBaselinesReplaceTypedOnesShapeByShape) {
  const fs::path db = dir_ / "measured.db";
  fs::copy_file(db_, db, fs::copy_options::overwrite_existing);
  const fs::path file = dir_ / "experiments" / "measured_set.yaml";
  const std::string row = R"(\"device\": \"NVIDIA H200\", \"method\": \"m\")";
  std::ofstream(file) << slurp(file_)
                      << "  - {name: cudnn_sdpa, command: \"echo '[{\\\"shape\\\": {\\\"S\\\": 512, \\\"CAUSAL\\\": 0}, "
                         "\\\"time_us\\\": 4, " + row + "}, {\\\"shape\\\": {\\\"S\\\": 2048, \\\"CAUSAL\\\": 0}, "
                         "\\\"time_us\\\": 20, " + row + "}]'\"}\n"
                      << "  - {name: flash_measured, command: \"echo '[{\\\"shape\\\": {\\\"S\\\": 1024, "
                         "\\\"CAUSAL\\\": 1}, \\\"time_us\\\": 40, " + row + "}]'\"}\n";
  CliResult r = run_evotune(dir_ / "out", "--db " + db.string() + " baselines " + file.string());
  ASSERT_EQ(r.exit_code, 0) << r.err << r.out;
  EXPECT_NE(r.out.find("not measured at 4 shapes"), std::string::npos) << r.out;
  r = run_evotune(dir_ / "out", "--db " + db.string() + " leaderboard scalar_set --format json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  int checked = 0;
  for (const auto& shape : j["shapes"]) {
    if (shape["best"].is_null()) continue;
    const std::string key = shape["shape"];
    const double best = shape["best"]["time_us"]["p50"].get<double>();
    const auto& vs = shape["vs_baselines"];
    if (key == "B=2,H=8,S=512,D=64,CAUSAL=0") {
      EXPECT_NEAR(vs["cudnn_sdpa"].get<double>(), 4 / best, 1e-9);  // measured, not the typed 8.2
      EXPECT_NEAR(vs["triton_tuned"].get<double>(), 6.11 / best, 1e-9);
      ++checked;
    } else if (key == "B=2,H=8,S=2048,D=64,CAUSAL=0") {
      EXPECT_NEAR(vs["cudnn_sdpa"].get<double>(), 20 / best, 1e-9);  // no typed time there
      ++checked;
    } else if (key == "B=2,H=8,S=1024,D=64,CAUSAL=0") {
      EXPECT_NEAR(vs["cudnn_sdpa"].get<double>(), 30 / best, 1e-9);  // still the typed one
      EXPECT_TRUE(vs["flash_measured"].is_null());
      ++checked;
    } else if (key == "B=2,H=8,S=1024,D=64,CAUSAL=1") {
      EXPECT_NEAR(vs["flash_measured"].get<double>(), 40 / best, 1e-9);
      ++checked;
    }
  }
  EXPECT_EQ(checked, 4) << r.out;
}

// The JSON's figures against the store: each shape's best, the speed-up over
// the baseline measured at that shape (and none where it was not), and the
// one point for all computed here independently.
TEST_F(ShapeSetCli, JsonHasEachShapesBestAndTheOnePointForAll) {
  const CliResult r = evotune("leaderboard scalar_set --format json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  ASSERT_EQ(j["shapes"].size(), 6u);
  store::Store store(db_, {.read_only = true});
  const Experiment set = load_experiment(file_);
  const std::int64_t env = j["environment_id"].get<std::int64_t>();
  const auto best = store.best_per_shape("scalar_set", set.file_hash, env);
  std::map<std::string, double> best_us;
  for (const auto& b : best) best_us[b.experiment.shape] = *b.best.evaluation->measurement.time_p50_us;
  for (const auto& shape : j["shapes"]) {
    const std::string key = shape["shape"];
    if (!best_us.count(key)) {
      EXPECT_FALSE(shape["searched"].get<bool>()) << key;
      EXPECT_TRUE(shape["best"].is_null());
      continue;
    }
    EXPECT_DOUBLE_EQ(shape["best"]["time_us"]["p50"].get<double>(), best_us[key]) << key;
    if (key == "B=2,H=8,S=512,D=64,CAUSAL=0") {
      EXPECT_NEAR(shape["vs_baselines"]["cudnn_sdpa"].get<double>(), 8.2 / best_us[key], 1e-9);
      EXPECT_NEAR(shape["vs_baselines"]["triton_tuned"].get<double>(), 6.11 / best_us[key], 1e-9);
    } else if (key == "B=2,H=8,S=1024,D=64,CAUSAL=0") {
      EXPECT_NEAR(shape["vs_baselines"]["cudnn_sdpa"].get<double>(), 30 / best_us[key], 1e-9);
      EXPECT_TRUE(shape["vs_baselines"]["triton_tuned"].is_null());
    } else {
      EXPECT_TRUE(shape["vs_baselines"]["cudnn_sdpa"].is_null()) << key;
    }
  }
  // The point best in geometric mean of time / best over the shapes it was measured at
  // (among the points measured at the most shapes).
  std::map<std::string, std::map<std::string, double>> times;  // point -> shape -> time
  for (const auto& row : store.shape_rows("scalar_set", set.file_hash))
    for (const auto& r : store.ranked_results(row.id, env))
      times[r.result.candidate.params_json].emplace(row.shape, *r.result.evaluation->measurement.time_p50_us);
  std::size_t most = 0;
  for (const auto& [p, t] : times) most = std::max(most, t.size());
  double best_loss = 1e300;
  std::string best_point;
  for (const auto& [p, t] : times) {
    if (t.size() < most) continue;
    double log_sum = 0;
    for (const auto& [shape, us] : t) log_sum += std::log(us / best_us[shape]);
    const double loss = std::exp(log_sum / static_cast<double>(t.size()));
    if (loss < best_loss - 1e-12) best_loss = loss, best_point = p;
  }
  const auto& shared = j["one_point_for_all"];
  ASSERT_FALSE(shared.is_null());
  EXPECT_NEAR(shared["geomean_loss"].get<double>(), best_loss, 1e-9);
  EXPECT_EQ(shared["measured_shapes"].get<std::size_t>(), most);
  EXPECT_EQ(shared["judged_shapes"].get<std::size_t>(), 5u);
  EXPECT_EQ(nlohmann::json::parse(best_point), shared["parameters"]);
  EXPECT_GE(shared["geomean_loss"].get<double>(), 1.0);
}

TEST_F(ShapeSetCli, ShapeNarrowsToOneShapesLeaderboard) {
  const Experiment set = load_experiment(file_);
  store::Store store(db_, {.read_only = true});
  const auto row = store.find_experiment("scalar_set", set.file_hash, "B=2,H=8,S=1024,D=64,CAUSAL=1");
  ASSERT_TRUE(row);
  const auto ranked = store.ranked_results(row->id, store.environments_of(row->id).front());
  ASSERT_FALSE(ranked.empty());
  for (const char* args : {"leaderboard scalar_set --shape S=1024,CAUSAL=1 --format json",
                           "leaderboard " /* the file names the set too */}) {
    std::string command = args;
    if (command == "leaderboard ") command += file_.string() + " --shape 'S = 1024, CAUSAL=1' --format json";
    const CliResult r = evotune(command);
    ASSERT_EQ(r.exit_code, 0) << command << "\n" << r.err;
    const auto j = nlohmann::json::parse(r.out);
    EXPECT_EQ(j["experiment"]["id"], row->id) << r.out.substr(0, 400);
    ASSERT_FALSE(j["candidates"].empty());
    EXPECT_EQ(j["candidates"][0]["id"], ranked.front().result.candidate.id);
  }
  const CliResult table = evotune("leaderboard scalar_set --shape S=1024,CAUSAL=1");
  ASSERT_EQ(table.exit_code, 0) << table.err;
  EXPECT_EQ(table.out.find("one point for all"), std::string::npos);  // one shape's usual leaderboard
}

// Kernel Tuner's cache holds one problem size: a set's shape by --shape, the set as a whole refused.
TEST_F(ShapeSetCli, KernelTunerCacheIsOfOneShape) {
  CliResult r = evotune("leaderboard scalar_set --format kerneltuner");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("a Kernel Tuner cache holds one problem size; give --shape"), std::string::npos) << r.err;
  EXPECT_EQ(r.out, "");
  r = evotune("leaderboard scalar_set --shape S=1024,CAUSAL=1 --format kerneltuner");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["problem_size"], nlohmann::json::parse("[2, 8, 1024, 64, 1]"));  // B, H, S, D, CAUSAL of that shape
  EXPECT_EQ(j["evotune"]["shape"], "B=2,H=8,S=1024,D=64,CAUSAL=1");
  EXPECT_FALSE(j["cache"].empty());
}

TEST_F(ShapeSetCli, ExportBestWritesOneSpecializationPerShapeSearched) {
  const Experiment set = load_experiment(file_);
  store::Store store(db_, {.read_only = true});
  const auto first = store.find_experiment("scalar_set", set.file_hash, shape_key(set.shapes.front().problem));
  ASSERT_TRUE(first);
  const auto bests = store.best_per_shape("scalar_set", set.file_hash, store.environments_of(first->id).front());
  ASSERT_EQ(bests.size(), 5u);  // the sixth shape was never searched
  // Replayed searches have no sanitizer verdicts: without --unchecked no shape has a candidate to hand out.
  const CliResult refused = evotune("export scalar_set --best -o " + (dir_ / "refused").string());
  EXPECT_EQ(refused.exit_code, 1) << refused.err;
  EXPECT_NE(refused.err.find("no shape of 'scalar_set' has a candidate to export (5 shapes searched)"),
            std::string::npos)
      << refused.err;
  EXPECT_NE(refused.err.find("compute-sanitizer"), std::string::npos) << refused.err;
  EXPECT_FALSE(fs::exists(dir_ / "refused.cu"));
  // --unchecked: every shape's fastest.
  const CliResult r = evotune("export scalar_set --best --unchecked -o " + (dir_ / "lib").string());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("5 specializations"), std::string::npos) << r.err;
  const auto doc = nlohmann::json::parse(slurp(dir_ / "lib.json"));
  const auto& specs = doc["specializations"];
  ASSERT_EQ(specs.size(), bests.size()) << doc.dump(1).substr(0, 600);
  for (std::size_t i = 0; i < bests.size(); ++i) {
    // Each specialization is the winner of its shape, at that shape's sizes.
    const std::string key = bests[i].experiment.shape;
    std::map<std::string, std::string> want, got;
    std::stringstream parts(key);
    for (std::string part; std::getline(parts, part, ',');)
      want[part.substr(0, part.find('='))] = part.substr(part.find('=') + 1);
    for (const auto& [name, value] : specs[i]["shape"].items()) got[name] = value.dump();
    EXPECT_EQ(got, want) << key;
    EXPECT_EQ(specs[i]["parameters"], nlohmann::json::parse(bests[i].best.candidate.params_json)) << key;
  }
  const std::string cu = slurp(dir_ / "lib.cu");
  EXPECT_NE(cu.find("lib_s4"), std::string::npos);
  EXPECT_EQ(cu.find("lib_s5"), std::string::npos);
}

TEST_F(ShapeSetCli, BadShapesAreOneClearLine) {
  struct Case {
    std::string shape;
    std::vector<std::string> says;
  };
  for (const Case& c : std::vector<Case>{
           {"S=1024", {"2 of the 6 shapes", "give more keys", "B=2,H=8,S=1024,D=64,CAUSAL=0"}},
           {"S=999", {"0 of the 6 shapes", "(it has)", "B=2,H=8,S=2048,D=64,CAUSAL=1"}},
           {"Q=1", {"0 of the 6 shapes"}},
           {"S2048", {"--shape", "has no '='"}},
           {"S=2048,CAUSAL=1", {"was not searched on replay:synthetic_set", "yet"}},
       }) {
    const CliResult r = evotune("leaderboard scalar_set --shape " + c.shape);
    EXPECT_EQ(r.exit_code, 1) << c.shape << "\n" << r.out;
    EXPECT_TRUE(r.out.empty()) << r.out;
    for (const std::string& s : c.says) EXPECT_NE(r.err.find(s), std::string::npos) << c.shape << ": " << r.err;
  }
}

TEST_F(ShapeSetCli, ASingleShapeLeaderboardIsAsBeforeAndItsOnlyShapeMatches) {
  const fs::path fixture = fs::path(EVOTUNE_TEST_DATA) / "db" / "s512_replay.db";
  const std::string db = "--db " + fixture.string() + " ";
  const CliResult plain = run_evotune(dir_ / "single", db + "leaderboard s512_scalar");
  ASSERT_EQ(plain.exit_code, 0) << plain.err;
  EXPECT_EQ(plain.out.find("one point for all"), std::string::npos);
  const CliResult same = run_evotune(dir_ / "single", db + "leaderboard s512_scalar --shape S=512,CAUSAL=0");
  ASSERT_EQ(same.exit_code, 0) << same.err;
  EXPECT_EQ(same.out, plain.out);
  const CliResult other = run_evotune(dir_ / "single", db + "leaderboard s512_scalar --shape S=1024");
  EXPECT_EQ(other.exit_code, 1);
  EXPECT_NE(other.err.find("has one shape, B=2,H=8,S=512,D=64,CAUSAL=0"), std::string::npos) << other.err;
}

TEST_F(ShapeSetCli, ValidateListsEachShapeWithItsValidSpace) {
  const CliResult r = run_evotune(dir_ / "validate", "validate " + file_.string());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("shapes       6 (a set"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("30 evaluations per shape"), std::string::npos) << r.out;
  const CliResult j = run_evotune(dir_ / "validate", "validate --json " + file_.string());
  ASSERT_EQ(j.exit_code, 0) << j.err;
  const auto json = nlohmann::json::parse(j.out);
  ASSERT_EQ(json["shapes"].size(), 6u);
  const Experiment set = load_experiment(file_);
  for (std::size_t i = 0; i < 6; ++i) {
    EXPECT_EQ(json["shapes"][i]["key"], shape_key(set.shapes[i].problem));
    EXPECT_EQ(json["shapes"][i]["space"]["valid"], set.shapes[i].space_count.valid);
    EXPECT_GT(set.shapes[i].space_count.valid, 0u);
    EXPECT_NE(r.out.find(shape_key(set.shapes[i].problem)), std::string::npos);
  }
  // A bad set: one line naming the file, line and key.
  std::string bad = slurp(file_);
  bad = replaced(bad, "  S: [512, 1024, 2048]\n", "  S: [512, 1024, 1024]\n");
  const fs::path bad_file = dir_ / "experiments" / "bad_set.yaml";
  std::ofstream(bad_file) << bad;
  const CliResult e = run_evotune(dir_ / "validate", "validate " + bad_file.string());
  EXPECT_EQ(e.exit_code, 1);
  EXPECT_NE(e.err.find(bad_file.string() + ":"), std::string::npos) << e.err;
  EXPECT_NE(e.err.find("problem.S[2]: found 1024 twice"), std::string::npos) << e.err;
}

TEST_F(ShapeSetCli, ReportIsAnOverviewAndAPagePerShapeSearched) {
  const fs::path folder = dir_ / "report";
  const CliResult r = evotune("report scalar_set -o " + folder.string());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string index = slurp(folder / "index.html");
  EXPECT_NE(index.find("<h1>evotune report: scalar_set (6 shapes)</h1>"), std::string::npos);
  EXPECT_NE(index.find("One point for all shapes"), std::string::npos);
  const Experiment set = load_experiment(file_);
  std::size_t pages = 0;
  for (std::size_t i = 0; i < set.shapes.size(); ++i) {
    const std::string key = shape_key(set.shapes[i].problem);
    std::string page_name = key;  // B=2,H=8,... -> B2_H8_...
    std::erase(page_name, '=');
    std::replace(page_name.begin(), page_name.end(), ',', '_');
    page_name += ".html";
    const bool searched = i + 1 < set.shapes.size();
    EXPECT_EQ(fs::exists(folder / page_name), searched) << page_name;
    EXPECT_EQ(index.find("href=\"" + page_name + "\"") != std::string::npos, searched) << page_name;
    if (!searched) continue;
    ++pages;
    const std::string page = slurp(folder / page_name);
    EXPECT_NE(page.find("<h1>evotune report: scalar_set at " + key + "</h1>"), std::string::npos) << page_name;
    EXPECT_NE(page.find("href=\"index.html\""), std::string::npos);
  }
  EXPECT_EQ(pages, 5u);
  // One shape's report alone; a file where the folder should be is refused, nothing written.
  const CliResult one = evotune("report scalar_set --shape S=512,CAUSAL=1");
  ASSERT_EQ(one.exit_code, 0) << one.err;
  EXPECT_NE(one.out.find("<h1>evotune report: scalar_set at B=2,H=8,S=512,D=64,CAUSAL=1</h1>"), std::string::npos);
  const fs::path file = dir_ / "report.html";
  std::ofstream(file) << "mine";
  const CliResult refused = evotune("report scalar_set -o " + file.string());
  EXPECT_EQ(refused.exit_code, 1);
  EXPECT_NE(refused.err.find("a shape set's report is a folder"), std::string::npos) << refused.err;
  EXPECT_EQ(slurp(file), "mine");
  // --compare takes one search of each side: a set needs --shape, which names that shape of both.
  const CliResult no_shape = evotune("report scalar_set --compare scalar_set");
  EXPECT_EQ(no_shape.exit_code, 1);
  EXPECT_NE(no_shape.err.find("--compare: 'scalar_set' is a shape set; name the shape to compare with --shape"),
            std::string::npos)
      << no_shape.err;
  const CliResult compared = evotune("report scalar_set --shape S=512,CAUSAL=1 --compare scalar_set");
  ASSERT_EQ(compared.exit_code, 0) << compared.err;
  const std::string at = "scalar_set at B=2,H=8,S=512,D=64,CAUSAL=1";
  EXPECT_NE(compared.out.find("<h1>evotune comparison: " + at + " against " + at + "</h1>"), std::string::npos)
      << compared.out;
  EXPECT_NE(compared.out.find("<div class=\"v\">1.000x</div>"), std::string::npos);  // the same search twice
}

// `run --no-gpu` on a set of two shapes (population 3): each shape is a
// search of its own, compiled at its own sizes; the second starts from the
// first one's points only when a GPU measured them (here nothing is measured,
// so no warm seeds); a second run takes every compile from the database.
TEST(ShapeSetRun, RunWithoutAGpuCompilesEveryShapeAndResumes) {
  const fs::path dir = fs::temp_directory_path() / ("evotune_shape_set_run_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  const fs::path small = cli_testing::small_scalar_experiment(dir);
  std::string yaml = replaced(slurp(small), "  S: 512\n", "  S: [512, 1024]\n");
  yaml = yaml.substr(0, yaml.find("baselines:"));  // the last section: a set's baselines would name their shape
  std::ofstream(small) << yaml;
  const std::string db = "--db " + (dir / "run.db").string() + " ";
  const CliResult first = run_evotune(dir / "out", db + "run " + small.string() + " --no-gpu -j 2");
  ASSERT_EQ(first.exit_code, 0) << first.err;
  EXPECT_NE(first.out.find("shape 1/2: B=2,H=8,S=512,D=64,CAUSAL=0"), std::string::npos) << first.out;
  EXPECT_NE(first.out.find("shape 2/2: B=2,H=8,S=1024,D=64,CAUSAL=0"), std::string::npos) << first.out;
  EXPECT_NE(first.out.find("warm start: 0 seeds"), std::string::npos) << first.out;
  {
    store::Store store(dir / "run.db", {.read_only = true});
    const Experiment set = load_experiment(small);
    const auto rows = store.shape_rows(set.name, set.file_hash);
    ASSERT_EQ(rows.size(), 2u);
    EXPECT_EQ(rows[0].shape, "B=2,H=8,S=512,D=64,CAUSAL=0");
    EXPECT_EQ(rows[1].shape, "B=2,H=8,S=1024,D=64,CAUSAL=0");
    // The problem is compiled in: the same point has another source (identity) at each shape.
    const auto env = store.environments_of(rows[0].id).front();
    const auto a = store.candidates(rows[0].id, env), b = store.candidates(rows[1].id, env);
    ASSERT_EQ(a.size(), 3u);
    ASSERT_EQ(b.size(), 3u);
    for (const auto& x : a)
      for (const auto& y : b) EXPECT_NE(x.source_hash, y.source_hash);
  }
  const CliResult again = run_evotune(dir / "out", db + "run " + small.string() + " --no-gpu -j 2");
  ASSERT_EQ(again.exit_code, 0) << again.err;
  std::size_t resumed = 0;
  for (auto at = again.out.find("this run: 0 compiled, 3 taken from the database"); at != std::string::npos;
       at = again.out.find("this run: 0 compiled, 3 taken from the database", at + 1))
    ++resumed;
  EXPECT_EQ(resumed, 2u) << again.out;
  fs::remove_all(dir);
}

TEST(RunHelp, SaysHowTheBudgetOfASetCountsAndOffersCold) {
  const CliResult r = run_evotune(fs::temp_directory_path() / ("evotune_run_help_" + std::to_string(::getpid())),
                                  "run --help");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("--budget-per"), std::string::npos);
  EXPECT_NE(r.out.find("count per shape"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("--cold"), std::string::npos);
}

}  // namespace
}  // namespace evotune
