// `evotune report`: the HTML is one self-contained file (no script, nothing
// fetched) with its plots and tables in it, drawn from the database; the
// helpers it uses (ticks, escaping, number formats, CSV fields); and the
// committed fixture database, which must match the current schema and what
// today's code builds (EVOTUNE_REGENERATE_FIXTURES=1 rewrites it).
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <regex>
#include <string>

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "cli/leaderboard_format.hpp"
#include "cli/report_html.hpp"
#include "cli/results_view.hpp"
#include "cli/svg_plot.hpp"
#include "report_fixture.hpp"
#include "store/schema.hpp"
#include "store/store.hpp"

namespace evotune {
namespace {

namespace fs = std::filesystem;
using report_testing::ScratchDir;
using report_testing::slurp;

int count_of(const std::string& haystack, const std::string& needle) {
  int n = 0;
  for (auto at = haystack.find(needle); at != std::string::npos; at = haystack.find(needle, at + 1)) ++n;
  return n;
}

// --- helpers --------------------------------------------------------------------------

TEST(ReportHelpers, NumbersReadLikeAKernelWritersTable) {
  EXPECT_EQ(cli::format_sig(5.8123), "5.81");
  EXPECT_EQ(cli::format_sig(58.123), "58.1");
  EXPECT_EQ(cli::format_sig(581.23), "581");
  EXPECT_EQ(cli::format_sig(5812.3), "5812");
  EXPECT_EQ(cli::format_sig(0.012345), "0.0123");
  EXPECT_EQ(cli::format_sig(9.996), "10.0");
  EXPECT_EQ(cli::format_sig(0), "0");
  EXPECT_EQ(cli::format_bytes(384), "384 B");
  EXPECT_EQ(cli::format_bytes(40960), "40 KiB");
  EXPECT_EQ(cli::format_bytes(41472), "40.5 KiB");
  EXPECT_EQ(cli::format_bytes(3 * 1024 * 1024 / 2), "1.5 MiB");
}

TEST(ReportHelpers, AbbreviationsAreShortAndUnique) {
  EXPECT_EQ(cli::abbreviate_names({"BLOCK_M", "BLOCK_N", "NUM_WARPS", "ROWS_PER_THREAD", "PAD", "STAGES"}),
            (std::vector<std::string>{"BM", "BN", "NW", "RPT", "PAD", "STAG"}));
  // A collision keeps the full name.
  EXPECT_EQ(cli::abbreviate_names({"BLOCK_M", "BIG_MASK"}), (std::vector<std::string>{"BM", "BIG_MASK"}));
  EXPECT_EQ(cli::baseline_labels({"cudnn_sdpa", "flash2_sdpa", "mem_efficient_sdpa", "triton_tuned", "cudnn_v9"}),
            (std::vector<std::string>{"xcudnn", "xflash2", "xmem", "xtriton", "xcudnn_v9"}));
}

TEST(ReportHelpers, CsvFieldsAreQuotedOnlyWhenNeeded) {
  EXPECT_EQ(cli::csv_field("plain"), "plain");
  EXPECT_EQ(cli::csv_field("a,b"), "\"a,b\"");
  EXPECT_EQ(cli::csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
  EXPECT_EQ(cli::csv_field("two\nlines"), "\"two\nlines\"");
}

TEST(ReportHelpers, TicksAreRoundAndCoverTheRange) {
  EXPECT_EQ(cli::linear_ticks(0, 10, 5), (std::vector<double>{0, 2, 4, 6, 8, 10}));
  EXPECT_EQ(cli::linear_ticks(0.3, 0.95, 4), (std::vector<double>{0.4, 0.6, 0.8}));
  EXPECT_EQ(cli::log_ticks(4, 600), (std::vector<double>{5, 10, 20, 50, 100, 200, 500}));
  EXPECT_EQ(cli::log_ticks(0.5, 20000), (std::vector<double>{1, 10, 100, 1000, 10000}));
  const auto narrow = cli::log_ticks(5.1, 5.9);  // no 1-2-5 value inside: linear ticks
  ASSERT_GE(narrow.size(), 2u);
  for (double t : narrow) EXPECT_TRUE(t >= 5.1 && t <= 5.9) << t;
  EXPECT_EQ(cli::html_escape("<a href=\"x\">&'</a>"), "&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;");
}

TEST(ReportHelpers, PlotsDrawEveryPointAndOnlyNearbyReferences) {
  cli::PlotSpec spec;
  spec.title = "t <1>";
  spec.points = {{1, 10.0, "#000", "a"}, {2, 20.0, "#000", "b"}, {3, std::nullopt, "#f00", "failed one"}};
  spec.step_line = {{1, 10.0}};
  spec.references = {{15.0, "inside", "#555"}, {50000.0, "far above", "#555"}};
  const std::string svg = cli::svg_plot(spec);
  EXPECT_EQ(count_of(svg, "<circle"), 3);
  EXPECT_EQ(count_of(svg, "class=\"reference\""), 1);
  EXPECT_NE(svg.find("off scale: far above"), std::string::npos);
  EXPECT_NE(svg.find(">failed<"), std::string::npos);  // the band's label
  EXPECT_NE(svg.find("t &lt;1&gt;"), std::string::npos);
  EXPECT_EQ(svg.find("t <1>"), std::string::npos);
  EXPECT_EQ(count_of(svg, "<svg"), 1);
  EXPECT_EQ(count_of(svg, "</svg>"), 1);
}

// --- the report -----------------------------------------------------------------------

class Report : public ::testing::Test {
 protected:
  Report() : dir_("report") {
    db_ = dir_ / "db" / "evotune.db";
    fs::create_directories(db_.parent_path());
    fs::copy_file(report_testing::committed_replay_fixture(), db_);
  }
  report_testing::CliResult evotune(const std::string& args) {
    return report_testing::run_evotune(dir_.path(), "--db " + db_.string() + " " + args);
  }
  ScratchDir dir_;
  fs::path db_;
};

TEST_F(Report, OneSelfContainedFileWithItsPlotsAndTables) {
  const fs::path out = dir_ / "report.html";
  const auto r = evotune("report s512_scalar -o " + out.string());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("wrote " + out.string()), std::string::npos) << r.err;
  const std::string html = slurp(out);
  // Self-contained: nothing to fetch, no script.
  EXPECT_EQ(html.find("<script"), std::string::npos);
  EXPECT_EQ(html.find("http://"), std::string::npos);
  EXPECT_EQ(html.find("https://"), std::string::npos);
  EXPECT_EQ(html.find(" src="), std::string::npos);
  EXPECT_EQ(html.find("<link"), std::string::npos);
  EXPECT_EQ(html.find("@import"), std::string::npos);
  EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
  EXPECT_NE(html.find("</html>"), std::string::npos);

  // What the report must show, read from the database by SQL (not through the
  // view code the report is drawn from), and checked against the fixture's
  // known numbers (tests/cli/report_fixture.hpp).
  store::Database d(db_, {.read_only = true});
  ASSERT_EQ(d.query_int("SELECT count(*) FROM experiments"), 1);
  ASSERT_EQ(d.query_int("SELECT count(*) FROM comparisons"), 0);  // so the best is the fastest median
  const std::int64_t evaluations = d.query_int("SELECT count(*) FROM evaluations");
  EXPECT_EQ(evaluations, 160);
  // Plots: two convergence plots, one per parameter, the status bars.
  EXPECT_EQ(count_of(html, "<svg class=\"plot\""), 2 + 5);
  EXPECT_EQ(count_of(html, "<svg class=\"plot status\""), 1);
  EXPECT_EQ(count_of(html, "<svg"), count_of(html, "</svg>"));
  // Every evaluation is a point in the count plot, the wall-time plot and each parameter plot.
  EXPECT_EQ(count_of(html, "<circle"), static_cast<int>(evaluations) * (2 + 5));
  EXPECT_EQ(count_of(html, "class=\"best\""), 2);
  for (const char* title : {"Convergence: every evaluation, and the best so far",
                            "Convergence against search wall time", ">BLOCK_M<", ">ROWS_PER_THREAD<"})
    EXPECT_NE(html.find(title), std::string::npos) << title;
  // The reference and the baselines are lines in the convergence plots (within a decade of the data).
  EXPECT_EQ(count_of(html, ">cudnn_sdpa 8.2 us</text>"), 2);
  EXPECT_NE(html.find("<th title=\"speed-up over triton_tuned\">xtriton</th>"), std::string::npos);
  EXPECT_EQ(count_of(html, ">reference 1154 us</text>"), 2);
  // The leaderboard: the best first, with its id and time.
  store::Statement best(d, "SELECT candidate_id, time_p50_us FROM evaluations WHERE status = 'ok' "
                           "ORDER BY time_p50_us LIMIT 2");
  ASSERT_TRUE(best.step());
  const std::int64_t best_id = best.column_int(0);
  const double best_us = best.column_double(1);
  ASSERT_TRUE(best.step());
  ASSERT_LT(best_us, best.column_double(1)) << "a tie for the best: the expectation below would be ambiguous";
  EXPECT_NE(html.find(fmt::format("<tr><td class=\"n\">1</td><td class=\"n\">{}</td>", best_id)), std::string::npos);
  EXPECT_NE(html.find("<b>" + cli::format_sig(best_us, 4) + "</b>"), std::string::npos);
  // Status counts, each with its number: ok, gate_reject and the injected failures; ok timings that
  // stopped early (early exit) count as partial.
  store::Statement statuses(d,
                            "SELECT CASE WHEN x.evaluation_id IS NULL THEN e.status ELSE 'partial' END AS s, count(*) "
                            "FROM evaluations e LEFT JOIN partial_timings x ON x.evaluation_id = e.id GROUP BY s "
                            "ORDER BY s");
  std::vector<std::string> seen;
  while (statuses.step()) {
    seen.push_back(statuses.column_text(0));
    EXPECT_NE(html.find(fmt::format("<title>{}: {}</title>", statuses.column_text(0), statuses.column_int(1))),
              std::string::npos)
        << statuses.column_text(0);
  }
  EXPECT_EQ(seen, (std::vector<std::string>{"compile_error", "fault", "gate_reject", "incorrect", "ok", "partial",
                                            "timeout"}));
  // Where candidates came from, and the runs.
  EXPECT_NE(html.find("<td>seed</td>"), std::string::npos);
  EXPECT_NE(html.find("<td>mutation</td>"), std::string::npos);
  EXPECT_EQ(count_of(html, "<td>evo</td>"), 2);  // two runs
}

TEST_F(Report, StdoutWithoutOutputAndNothingWhenTheFolderIsMissing) {
  auto r = evotune("report s512_scalar");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(r.out.rfind("<!DOCTYPE html>", 0), 0u);
  const fs::path out = dir_ / "no" / "such" / "report.html";
  r = evotune("report s512_scalar -o " + out.string());
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("cannot write " + out.string()), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(out.parent_path()));
}

TEST_F(Report, AnExperimentFileNamesItsSearch) {
  const fs::path root = fs::path(EVOTUNE_TEST_DATA).parent_path().parent_path();
  const fs::path yaml = root / "experiments" / "s512_scalar.yaml";
  const auto by_name = evotune("leaderboard s512_scalar --format json --top 3");
  const auto by_file = evotune("leaderboard " + yaml.string() + " --format json --top 3");
  ASSERT_EQ(by_file.exit_code, 0) << by_file.err;
  // The same search either way (a changed file still finds it, with a warning).
  EXPECT_EQ(nlohmann::json::parse(by_name.out)["candidates"], nlohmann::json::parse(by_file.out)["candidates"]);
}

TEST(ReportOfASmallSearch, EveryStatusAndNamedChoices) {
  ScratchDir dir("report_small");
  const fs::path db = dir / "db" / "evotune.db";
  fs::create_directories(db.parent_path());
  const auto f = report_testing::build_detail_fixture(db);
  const fs::path out = dir / "tiny.html";
  const auto r = report_testing::run_evotune(dir.path(), "--db " + db.string() + " report tiny -o " + out.string());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const std::string html = slurp(out);
  // 7 evaluated (one more is pending): in both convergence plots and the 4 parameter plots.
  EXPECT_EQ(count_of(html, "<circle"), 7 * (2 + 4));
  EXPECT_EQ(count_of(html, "<svg class=\"plot\""), 2 + 4);
  // The named choices of SWIZZLE are the categories of its plot.
  EXPECT_NE(html.find(">xor16</text>"), std::string::npos);
  EXPECT_NE(html.find(">pad16</text>"), std::string::npos);
  for (const char* status : {"ok: 2", "suspect: 1", "gate_reject: 1", "incorrect: 1", "compile_error: 1", "fault: 1",
                             "pending: 1"})
    EXPECT_NE(html.find(std::string("<title>") + status + "</title>"), std::string::npos) << status;
  // The suspect one (0.5 us, below the floor) is drawn but is not the best.
  EXPECT_NE(html.find(fmt::format("candidate {} (suspect, 0.500 us)", f.too_fast)), std::string::npos);
  EXPECT_NE(html.find(fmt::format("best median time: candidate {}", f.fastest)), std::string::npos);
  EXPECT_NE(html.find("4.00x"), std::string::npos);  // over the reference (40 us)
  EXPECT_NE(html.find("<td>insight (spills_shrink_tile)</td>"), std::string::npos);
  EXPECT_EQ(html.find("(killed or running)"), std::string::npos);  // the run finished
}

// --- the committed fixture ----------------------------------------------------------------

std::string schema_sql(const fs::path& db) {
  store::Database d(db, {.read_only = true});
  store::Statement s(d, "SELECT type, name, coalesce(sql, '') FROM sqlite_schema ORDER BY type, name");
  std::string out;
  while (s.step()) out += s.column_text(0) + " " + s.column_text(1) + ": " + s.column_text(2) + "\n";
  return out;
}

// What a fixture holds that does not depend on the search's choices (which
// points it proposed): the budget, the runs, the environment, the statuses seen.
std::string shape(const fs::path& db) {
  store::Database d(db, {.read_only = true});
  std::string out;
  for (const char* sql : {
           "SELECT 'experiments', group_concat(name) FROM experiments",
           "SELECT 'environments', group_concat(gpu_name) FROM environments",
           "SELECT 'candidates', count(*) FROM candidates",
           "SELECT 'evaluations', count(*) FROM evaluations",
           "SELECT 'runs', group_concat(evaluations || ' ' || stop_reason, '; ') FROM runs",
           "SELECT 'statuses', group_concat(status) FROM (SELECT DISTINCT status FROM evaluations ORDER BY status)",
           "SELECT 'reference', json_extract(settings, '$.reference_time_us') FROM runs ORDER BY id DESC LIMIT 1",
       }) {
    store::Statement s(d, sql);
    while (s.step()) out += s.column_text(0) + " = " + s.column_text(1) + "\n";
  }
  return out;
}

TEST(ReportFixture, CommittedDatabaseMatchesTheSchemaAndWhatTheCodeBuilds) {
  ScratchDir dir("fixture");
  const fs::path fresh = dir / "s512_replay.db";
  const auto summary = report_testing::build_replay_fixture(fresh);
  EXPECT_EQ(summary.evaluations_total, 160);
  EXPECT_LT(fs::file_size(fresh), 200u * 1024) << "the fixture should stay small";
  const fs::path committed = report_testing::committed_replay_fixture();
  if (std::getenv("EVOTUNE_REGENERATE_FIXTURES")) {
    fs::create_directories(committed.parent_path());
    fs::copy_file(fresh, committed, fs::copy_options::overwrite_existing);
  }
  ASSERT_TRUE(fs::exists(committed)) << "missing " << committed
                                     << "; make it with EVOTUNE_REGENERATE_FIXTURES=1 build/tests/test_report";
  const std::string regenerate = " differs; if the change is intended, regenerate it: "
                                 "EVOTUNE_REGENERATE_FIXTURES=1 <build>/tests/test_report --gtest_filter=ReportFixture.*";
  {
    store::Database d(committed, {.read_only = true});
    EXPECT_EQ(store::schema_version(d), store::latest_schema_version()) << committed << regenerate;
  }
  EXPECT_EQ(schema_sql(committed), schema_sql(fresh)) << "the schema of " << committed << regenerate;
  EXPECT_EQ(shape(committed), shape(fresh)) << "the contents of " << committed << regenerate;
  EXPECT_EQ(shape(fresh),
            "experiments = s512_scalar\n"
            "environments = replay:tests/data/landscapes/synthetic_s512.csv + injected failures\n"
            "candidates = 160\nevaluations = 160\nruns = 96 budget_evaluations; 64 budget_evaluations\n"
            "statuses = compile_error,fault,gate_reject,incorrect,ok,timeout\nreference = 1154.4\n");
  // It is a single file: no WAL left beside it.
  EXPECT_FALSE(fs::exists(committed.string() + "-wal"));
}

}  // namespace
}  // namespace evotune
