// What compute-sanitizer's verdicts change for a user (issue 12), through the
// real binary on a copy of the replay fixture with verdicts planted through
// the store API, as `evotune run`'s sanitizer pass records them:
//   - the leaderboard marks which rows were checked (table, JSON, CSV,
//     Markdown), a racy candidate leaves the ranking and is listed with its
//     status and reason, the report has the column;
//   - `export --best` hands out the fastest clean candidate, refuses (naming
//     it and what to do) when a faster valid one was not checked, and gives it
//     with --unchecked, saying so in the header;
//   - `export --id` of a candidate that is not ok is refused unless --force,
//     which writes its status and why into the header;
//   - `show` lists the verdicts.
#include <algorithm>
#include <filesystem>
#include <regex>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "report_fixture.hpp"
#include "store/store.hpp"

namespace evotune {
namespace {

namespace fs = std::filesystem;
using report_testing::CliResult;
using report_testing::ScratchDir;
using report_testing::slurp;

const char* kRaceReport =
    "========= COMPUTE-SANITIZER\n"
    "========= Error: Race reported between Write access at attention_scalar+0x4a0\n"
    "========= RACECHECK SUMMARY: 2 hazards displayed (2 errors, 0 warnings)\n";

class SanitizedResults : public ::testing::Test {
 protected:
  SanitizedResults() {
    fs::create_directories(db_.parent_path());
    fs::copy_file(report_testing::committed_replay_fixture(), db_);
    // The ranking, by an independent query: fastest median, then id.
    store::Database d(db_, {.read_only = true});
    store::Statement s(d, "SELECT candidate_id FROM evaluations WHERE status = 'ok' ORDER BY time_p50_us, candidate_id "
                          "LIMIT 5");
    while (s.step()) ranked_.push_back(s.column_int(0));
  }
  CliResult evotune(const std::string& args) {
    return report_testing::run_evotune(dir_.path(), "--db " + db_.string() + " " + args);
  }
  // Verdicts on `candidate`, tool -> verdict, in one transaction.
  void plant(std::int64_t candidate, const std::vector<std::pair<std::string, std::string>>& verdicts) {
    store::Store s(db_);
    auto tx = s.transaction();
    const std::int64_t evaluation = s.evaluation(candidate)->id;
    for (const auto& [tool, verdict] : verdicts)
      s.put_sanitizer_check({evaluation, std::nullopt, tool, verdict, verdict == "errors" ? 2 : 0,
                             verdict == "errors" ? kRaceReport : "ERROR SUMMARY: 0 errors", 1.25, ""});
    tx.commit();
  }
  void plant_clean(std::int64_t candidate) {
    plant(candidate, {{"memcheck", "clean"}, {"racecheck", "clean"}, {"synccheck", "clean"}});
  }
  // What the sanitizer pass does with a racecheck verdict of errors.
  void make_racy(std::int64_t candidate) {
    plant(candidate, {{"memcheck", "clean"}, {"racecheck", "errors"}});
    store::Store s(db_);
    auto tx = s.transaction();
    s.mark_sanitizer_failure(s.evaluation(candidate)->id, CandidateStatus::racy,
                             "compute-sanitizer racecheck found 2 errors: Error: Race reported between Write access");
    tx.commit();
  }
  std::string param_of(std::int64_t candidate, const std::string& name) {
    store::Store s(db_, {.read_only = true});
    return nlohmann::json::parse(s.candidate(candidate)->params_json).at(name).dump();
  }

  ScratchDir dir_{"sanitized"};
  const fs::path db_ = dir_ / "data" / "evotune.db";
  std::vector<std::int64_t> ranked_;
};

// The row of the text table that starts with rank `rank` and candidate `id`.
std::string row_of(const std::string& table, int rank, std::int64_t id) {
  const std::string start = fmt::format("\n{}  {}  ", rank, id);
  const auto at = table.find(start);
  if (at == std::string::npos) return "";
  return table.substr(at + 1, table.find('\n', at + 1) - at - 1);
}

TEST_F(SanitizedResults, TheLeaderboardMarksCheckedRowsAndARacyCandidateLeavesTheRanking) {
  ASSERT_GE(ranked_.size(), 5u);
  const std::int64_t racy = ranked_[0];
  make_racy(racy);
  plant_clean(ranked_[1]);
  plant(ranked_[2], {{"memcheck", "clean"}, {"racecheck", "clean"}});     // an older evotune: no synccheck
  plant(ranked_[3], {{"memcheck", "clean"}, {"racecheck", "failed"}});    // could not run

  CliResult r = evotune("leaderboard s512_scalar --top 4");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(std::regex_search(r.out, std::regex(R"(  san +status\n)"))) << r.out;
  // The racy one is out; the next ones move up, each with its mark.
  EXPECT_EQ(r.out.find(fmt::format("  {}  ", racy)), std::string::npos) << r.out;
  const std::string first = row_of(r.out, 1, ranked_[1]), second = row_of(r.out, 2, ranked_[2]),
                    third = row_of(r.out, 3, ranked_[3]), fourth = row_of(r.out, 4, ranked_[4]);
  EXPECT_TRUE(std::regex_search(first, std::regex(R"(  clean +ok$)"))) << r.out;
  EXPECT_TRUE(std::regex_search(second, std::regex(R"(  partial +ok$)"))) << r.out;
  EXPECT_TRUE(std::regex_search(third, std::regex(R"(  failed +ok$)"))) << r.out;
  EXPECT_TRUE(std::regex_search(fourth, std::regex(R"(  - +ok$)"))) << r.out;
  EXPECT_NE(r.out.find("racy 1"), std::string::npos) << r.out;  // the status counts
  // The key below the table wraps at the terminal's width: read it as one line.
  const std::string key = std::regex_replace(r.out, std::regex("\n  "), " ");
  EXPECT_NE(key.find("san: compute-sanitizer memcheck, racecheck and synccheck"), std::string::npos) << r.out;

  // --all-status lists it with its status and why.
  r = evotune("leaderboard s512_scalar --top 4 --all-status");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string others = r.out.substr(r.out.find("Did not pass"));
  EXPECT_TRUE(std::regex_search(
      others, std::regex(fmt::format(R"(\n *{}  [^\n]*  racy +compute-sanitizer racecheck found 2 errors)", racy))))
      << others;

  // JSON: the state and the checks of each row.
  r = evotune("leaderboard s512_scalar --top 4 --format json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const nlohmann::json j = nlohmann::json::parse(r.out);
  ASSERT_EQ(j["candidates"].size(), 4u);
  EXPECT_EQ(j["candidates"][0]["id"], ranked_[1]);
  EXPECT_EQ(j["candidates"][0]["sanitizer"], "clean");
  ASSERT_EQ(j["candidates"][0]["sanitizer_checks"].size(), 3u);
  EXPECT_EQ(j["candidates"][0]["sanitizer_checks"][2]["tool"], "synccheck");
  EXPECT_EQ(j["candidates"][1]["sanitizer"], "partial");
  EXPECT_EQ(j["candidates"][2]["sanitizer"], "failed");
  EXPECT_EQ(j["candidates"][3]["sanitizer"], "unchecked");
  EXPECT_TRUE(j["candidates"][3]["sanitizer_checks"].empty());
  EXPECT_EQ(j["status_counts"]["racy"], 1);

  // CSV and Markdown carry it too.
  r = evotune("leaderboard s512_scalar --top 1 --format csv");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find(",status,sanitizer,median_us,"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(",ok,clean,"), std::string::npos) << r.out;
  r = evotune("leaderboard s512_scalar --top 1 --format markdown");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("| san | status |"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("| clean | ok |"), std::string::npos) << r.out;

  // The report's leaderboard has the column.
  const fs::path html = dir_ / "report.html";
  r = evotune("report s512_scalar -o " + html.string());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string page = slurp(html);
  EXPECT_NE(page.find(">san</th>"), std::string::npos);
  EXPECT_NE(page.find("<td>clean</td>"), std::string::npos);
  EXPECT_NE(page.find("<td>partial</td>"), std::string::npos);
}

TEST_F(SanitizedResults, ExportBestRefusesAWinnerThatWasNotCheckedAndSaysWhatToDo) {
  ASSERT_GE(ranked_.size(), 2u);
  plant_clean(ranked_[1]);  // the second is clean, the fastest was never checked
  // The library export (best.cu, best.h, best.json).
  const fs::path out = dir_ / "best.cu";
  CliResult r = evotune("export s512_scalar --best -o " + out.string());
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_NE(r.err.find(fmt::format("evotune: error: the fastest valid candidate of 's512_scalar', {} (", ranked_[0])),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("was never checked by compute-sanitizer"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("`evotune run "), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("s512_scalar.yaml` checks the top"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("--unchecked"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(out));
  EXPECT_FALSE(fs::exists(dir_ / "best.h"));
  EXPECT_FALSE(fs::exists(dir_ / "best.json"));

  // --unchecked: the fastest valid one, and the header says it was not checked.
  r = evotune("export s512_scalar --best --unchecked -o " + out.string());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  std::string text = slurp(out);
  EXPECT_NE(text.find("#define BLOCK_M " + param_of(ranked_[0], "BLOCK_M")), std::string::npos);
  EXPECT_NE(text.find("//   sanitizer  not checked by compute-sanitizer (exported with --unchecked)"), std::string::npos)
      << text.substr(0, 3000);
  const nlohmann::json library = nlohmann::json::parse(slurp(dir_ / "best.json"));
  EXPECT_EQ(library["specializations"][0]["sanitizer"],
            "not checked by compute-sanitizer (exported with --unchecked)");

  // Partly checked is not clean either.
  plant(ranked_[0], {{"memcheck", "clean"}, {"racecheck", "clean"}});
  r = evotune("export s512_scalar --best");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find(fmt::format("{} (", ranked_[0])), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("was checked by some of its tools only"), std::string::npos) << r.err;
  EXPECT_TRUE(r.out.empty());
}

TEST_F(SanitizedResults, ExportBestHandsOutTheFastestCleanCandidate) {
  ASSERT_GE(ranked_.size(), 3u);
  plant_clean(ranked_[0]);
  plant_clean(ranked_[1]);
  CliResult r = evotune("export s512_scalar --best");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("// sanitizer    clean under compute-sanitizer (memcheck clean, racecheck clean, synccheck clean)"),
            std::string::npos)
      << r.out.substr(0, 3000);
  const std::string first = r.out;

  // The winner turns out racy: the next clean one is handed out.
  make_racy(ranked_[0]);
  r = evotune("export s512_scalar --best --launch-json " + (dir_ / "best.json").string());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out, first);
  const nlohmann::json launch = nlohmann::json::parse(slurp(dir_ / "best.json"));
  for (const char* name : {"BLOCK_M", "BLOCK_N", "NUM_WARPS", "ROWS_PER_THREAD", "PAD"})
    EXPECT_EQ(launch["parameters"][name].dump(), param_of(ranked_[1], name)) << name;

  // Errors an older evotune recorded without changing the status: passed over as well.
  plant(ranked_[1], {{"racecheck", "errors"}});
  plant_clean(ranked_[2]);
  r = evotune("export s512_scalar --best --launch-json " + (dir_ / "third.json").string());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const nlohmann::json third = nlohmann::json::parse(slurp(dir_ / "third.json"));
  EXPECT_EQ(third["parameters"]["BLOCK_N"].dump(), param_of(ranked_[2], "BLOCK_N"));
  EXPECT_EQ(third["parameters"]["PAD"].dump(), param_of(ranked_[2], "PAD"));
}

TEST_F(SanitizedResults, ExportOfACandidateThatIsNotOkNeedsForceAndSaysWhatItIs) {
  const std::int64_t racy = ranked_.at(0);
  make_racy(racy);
  const fs::path out = dir_ / "racy.cu";
  CliResult r = evotune(fmt::format("export s512_scalar --id {} --standalone -o {}", racy, out.string()));
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;
  EXPECT_NE(r.err.find(fmt::format("candidate {} of 's512_scalar' is racy (compute-sanitizer racecheck found 2 errors",
                                   racy)),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("--force"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(out));

  r = evotune(fmt::format("export s512_scalar --id {} --force --standalone -o {}", racy, out.string()));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string text = slurp(out);
  // Its status and why, folded over comment lines.
  EXPECT_NE(text.find("// status       racy (exported with --force): compute-sanitizer racecheck found 2 errors: Error:\n"
                      "//              Race reported between Write access"),
            std::string::npos)
      << text.substr(0, 3000);
  EXPECT_NE(text.find("// sanitizer    compute-sanitizer found errors (memcheck clean, racecheck errors (2))"),
            std::string::npos)
      << text.substr(0, 3000);
  EXPECT_NE(text.find("measured     not measured"), std::string::npos);

  // The library export says the same, folded so that the header stays a comment.
  r = evotune(fmt::format("export s512_scalar --id {} --force -o {}", racy, (dir_ / "racy_lib").string()));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string library = slurp(dir_ / "racy_lib.cu");
  EXPECT_NE(library.find("//   status     racy (exported with --force): compute-sanitizer racecheck found 2 errors: Error:\n"
                         "//              Race reported between Write access"),
            std::string::npos)
      << library.substr(0, 3000);
  const std::string head = library.substr(0, library.find("\n#include"));
  for (std::size_t at = 0; at < head.size(); at = head.find('\n', at) + 1) {
    const std::string line = head.substr(at, head.find('\n', at) - at);
    EXPECT_TRUE(line.empty() || line.rfind("//", 0) == 0) << "not a comment: " << line;
    if (head.find('\n', at) == std::string::npos) break;
  }

  // An ok candidate by id needs no flag; the flags belong to their choices.
  r = evotune(fmt::format("export s512_scalar --id {}", ranked_.at(1)));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("// sanitizer    not checked by compute-sanitizer\n"), std::string::npos) << r.out.substr(0, 3000);
  r = evotune("export s512_scalar --best --force");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("--force requires --id"), std::string::npos) << r.err;
  r = evotune(fmt::format("export s512_scalar --id {} --unchecked", ranked_.at(1)));
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("--unchecked requires --best"), std::string::npos) << r.err;
}

TEST_F(SanitizedResults, ShowListsTheVerdictsAndTheStatusTheyGave) {
  const std::int64_t racy = ranked_.at(0);
  make_racy(racy);
  const CliResult r = evotune("show " + std::to_string(racy));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("racy: compute-sanitizer racecheck found 2 errors"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("compute-sanitizer"), std::string::npos);
  EXPECT_NE(r.out.find("verdict"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("errors (2 errors), 1.2 s: ========= COMPUTE-SANITIZER"), std::string::npos) << r.out;
  // Its timing is kept for the record.
  EXPECT_NE(r.out.find("kernel time"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace evotune
