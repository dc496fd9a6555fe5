// `evotune report`: the HTML is one self-contained file (no script, nothing
// fetched) with its plots and tables in it, drawn from the database; the
// helpers it uses (ticks, escaping, number formats, CSV fields); and the
// committed fixture database, which must match the current schema and what
// today's code builds (EVOTUNE_REGENERATE_FIXTURES=1 rewrites it).
#include <algorithm>
#include <cmath>
#include <map>
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
  // Plots: two convergence plots, one per parameter, the roofline, the heat map, the status bars.
  EXPECT_EQ(count_of(html, "<svg class=\"plot\""), 2 + 5 + 1);
  EXPECT_EQ(count_of(html, "<svg class=\"plot heatmap\""), 1);
  EXPECT_EQ(count_of(html, "<svg class=\"plot status\""), 1);
  EXPECT_EQ(count_of(html, "<svg"), count_of(html, "</svg>"));
  // Every evaluation is a point in the count plot, the wall-time plot and each parameter plot; every
  // ranked one (ok, timing not stopped early) in the roofline.
  const std::int64_t ranked = d.query_int(
      "SELECT count(*) FROM evaluations WHERE status = 'ok' AND id NOT IN (SELECT evaluation_id FROM partial_timings)");
  EXPECT_EQ(count_of(html, "<circle"), static_cast<int>(evaluations * (2 + 5) + ranked));
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

double query_double(store::Database& d, const std::string& sql) {
  store::Statement s(d, sql);
  EXPECT_TRUE(s.step()) << sql;
  return s.column_double(0);
}

// The ranked evaluations of the fixture, read by SQL: parameters and median time.
struct RankedRow {
  nlohmann::json params;
  double time_us = 0;
};
std::vector<RankedRow> ranked_rows(store::Database& d) {
  store::Statement s(d, "SELECT c.params, e.time_p50_us FROM evaluations e JOIN candidates c ON c.id = e.candidate_id "
                        "WHERE e.status = 'ok' AND e.time_p50_us IS NOT NULL "
                        "AND e.id NOT IN (SELECT evaluation_id FROM partial_timings)");
  std::vector<RankedRow> rows;
  while (s.step()) rows.push_back({nlohmann::json::parse(s.column_text(0)), s.column_double(1)});
  return rows;
}

// The text between `from` and the next `to` after it.
std::string section(const std::string& html, const std::string& from, const std::string& to) {
  const auto at = html.find(from);
  if (at == std::string::npos) return "";
  return html.substr(at, html.find(to, at + from.size()) - at);
}

TEST_F(Report, RooflineUnderTheFilesRoofsAndSaysWhy) {
  const auto r = evotune("report s512_scalar");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  store::Database d(db_, {.read_only = true});
  // A replay's environment knows no memory clock or bus width: both roofs are the file's.
  EXPECT_EQ(query_double(d, "SELECT max(memory_clock_khz + memory_bus_width_bits) FROM environments"), 0.0);
  store::Statement text(d, "SELECT file_text FROM experiments");
  ASSERT_TRUE(text.step());
  const std::string file = text.column_text(0);
  std::smatch gbps, tflops;
  ASSERT_TRUE(std::regex_search(file, gbps, std::regex(R"(\n  peak_gbps: ([0-9.]+))")));
  ASSERT_TRUE(std::regex_search(file, tflops, std::regex(R"(\n  peak_tflops: ([0-9.]+))")));
  const double peak_gbps = std::stod(gbps[1]), peak_tflops = std::stod(tflops[1]);
  const std::string chart = section(r.out, "<h2>Roofline</h2>", "<h2>");
  ASSERT_FALSE(chart.empty());
  EXPECT_NE(chart.find(fmt::format(">memory roof {} GB/s</text>", cli::format_short(peak_gbps))), std::string::npos);
  EXPECT_NE(chart.find(fmt::format(">compute roof {} TFLOP/s</text>", cli::format_short(peak_tflops))), std::string::npos);
  EXPECT_NE(chart.find(fmt::format("memory roof {} GB/s from the experiment file's roofline.peak_gbps",
                                   cli::format_short(peak_gbps))),
            std::string::npos)
      << chart;
  EXPECT_NE(chart.find("does not record its memory clock and bus width"), std::string::npos) << chart;
  // One point per ranked candidate; the best at its intensity and achieved rate (the shape B=2 H=8 S=512
  // D=64, non-causal, in the file's expressions).
  EXPECT_EQ(count_of(chart, "<circle"), static_cast<int>(ranked_rows(d).size()));
  const double flops = 4.0 * 2 * 8 * 512 * 512 * 64, bytes = 4.0 * 2 * 8 * 512 * 64 * 2;
  const double best_us = query_double(d, "SELECT min(time_p50_us) FROM evaluations WHERE status = 'ok'");
  EXPECT_NE(chart.find(fmt::format("{} flop/byte, {} TFLOP/s", cli::format_sig(flops / bytes),
                                   cli::format_sig(flops / best_us / 1e6))),
            std::string::npos);
}

// Where the run's device reported its memory clock and bus width (schema 9),
// the memory roof is its own DRAM peak (H100 SXM: 2619 MHz x 5120 bits, double
// data rate: 3352 GB/s, what `doctor` prints), not the file's.
TEST_F(Report, RooflineMemoryRoofIsTheDevicesOwnWhereItIsKnown) {
  {
    store::Database d(db_);
    d.exec("UPDATE environments SET memory_clock_khz = 2619000, memory_bus_width_bits = 5120, sm_clock_khz = 1980000");
  }
  const auto r = evotune("report s512_scalar");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const double device_gbps = 2.0 * 2619e6 * (5120 / 8.0) / 1e9;
  EXPECT_NEAR(*dram_peak_gbps(2619000, 5120), 3352.32, 1e-9);
  const std::string chart = section(r.out, "<h2>Roofline</h2>", "<h2>");
  ASSERT_FALSE(chart.empty());
  EXPECT_NE(chart.find(fmt::format(">memory roof {} GB/s</text>", cli::format_short(device_gbps))), std::string::npos)
      << chart;
  EXPECT_NE(chart.find("(memory clock 2619 MHz x 5120-bit bus, double data rate)"), std::string::npos) << chart;
  EXPECT_EQ(chart.find("from the experiment file's roofline.peak_gbps"), std::string::npos) << chart;
  EXPECT_NE(chart.find("the compute roof is the file's"), std::string::npos) << chart;
}

TEST_F(Report, HeatMapOfThePairThatExplainsMostOfTheVariance) {
  const auto r = evotune("report s512_scalar");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  store::Database d(db_, {.read_only = true});
  const std::vector<RankedRow> rows = ranked_rows(d);
  ASSERT_GT(rows.size(), 20u);
  // The documented measure, computed here from the SQL rows: adjusted R^2 of log(time) grouped by the pair.
  const std::vector<std::string> names = {"BLOCK_M", "BLOCK_N", "NUM_WARPS", "ROWS_PER_THREAD", "PAD"};
  const double n = static_cast<double>(rows.size());
  double mean = 0, total = 0;
  for (const auto& row : rows) mean += std::log(row.time_us) / n;
  for (const auto& row : rows) total += std::pow(std::log(row.time_us) - mean, 2);
  std::pair<std::string, std::string> best_pair;
  double best_score = -INFINITY;
  for (std::size_t a = 0; a < names.size(); ++a)
    for (std::size_t b = a + 1; b < names.size(); ++b) {
      std::map<std::string, std::vector<double>> groups;
      for (const auto& row : rows)
        groups[row.params[names[a]].dump() + "," + row.params[names[b]].dump()].push_back(std::log(row.time_us));
      double within = 0;
      for (const auto& [key, logs] : groups) {
        double m = 0;
        for (double l : logs) m += l / static_cast<double>(logs.size());
        for (double l : logs) within += (l - m) * (l - m);
      }
      const double k = static_cast<double>(groups.size());
      const double score = 1 - (within / (n - k)) / (total / (n - 1));
      if (score > best_score) best_score = score, best_pair = {names[a], names[b]};
    }
  const std::string chart = section(r.out, "<h2>The pair of parameters that matters most</h2>", "<h2>");
  ASSERT_FALSE(chart.empty());
  EXPECT_NE(chart.find(fmt::format("{} and {} is the pair of parameters", best_pair.first, best_pair.second)),
            std::string::npos)
      << chart;
  EXPECT_NE(chart.find(fmt::format("adjusted R&sup2; {:.2f}", best_score)), std::string::npos);
  // Each cell is the SQL minimum of its candidates; cells without a valid candidate are blank.
  std::map<std::pair<int, int>, double> best_of_cell;
  for (const auto& row : rows) {
    const std::pair<int, int> key{row.params[best_pair.first].get<int>(), row.params[best_pair.second].get<int>()};
    if (!best_of_cell.count(key) || row.time_us < best_of_cell[key]) best_of_cell[key] = row.time_us;
  }
  EXPECT_EQ(count_of(chart, "class=\"cell\""), static_cast<int>(best_of_cell.size()));
  EXPECT_EQ(count_of(chart, "class=\"cell\"") + count_of(chart, "class=\"blank\""), 4 * 4);  // 4 values each
  for (const auto& [key, us] : best_of_cell) {
    const double sql_min = query_double(d, fmt::format(
        "SELECT min(e.time_p50_us) FROM evaluations e JOIN candidates c ON c.id = e.candidate_id WHERE e.status = 'ok' "
        "AND e.id NOT IN (SELECT evaluation_id FROM partial_timings) AND json_extract(c.params, '$.{}') = {} AND "
        "json_extract(c.params, '$.{}') = {}",
        best_pair.first, key.first, best_pair.second, key.second));
    EXPECT_NE(chart.find(fmt::format("<title>{}={} {}={}: best {} us", best_pair.first, key.first, best_pair.second,
                                     key.second, cli::format_sig(sql_min, 4))),
              std::string::npos)
        << key.first << "," << key.second;
  }
}

TEST(ReportComparison, TwoSearchesSideBySideWithTheRatioOfTheirBests) {
  ScratchDir dir("report_compare");
  const fs::path db = dir / "db" / "evotune.db";
  fs::create_directories(db.parent_path());
  fs::copy_file(report_testing::committed_replay_fixture(), db);
  const auto tiny = report_testing::build_detail_fixture(db);
  const fs::path out = dir / "compare.html";
  auto r = report_testing::run_evotune(dir.path(),
                                       "--db " + db.string() + " report s512_scalar --compare tiny -o " + out.string());
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("s512_scalar against tiny"), std::string::npos) << r.err;
  const std::string html = slurp(out);
  store::Database d(db, {.read_only = true});
  const auto best_of = [&](const char* name) {
    return query_double(d, fmt::format(
        "SELECT min(e.time_p50_us) FROM evaluations e JOIN candidates c ON c.id = e.candidate_id JOIN experiments x ON "
        "x.id = c.experiment_id WHERE x.name = '{}' AND e.status = 'ok' AND e.id NOT IN (SELECT evaluation_id FROM "
        "partial_timings)",
        name));
  };
  const double a = best_of("s512_scalar"), b = best_of("tiny");
  EXPECT_NE(html.find(fmt::format("<div class=\"v\">{}x</div>", cli::format_sig(b / a, 4))), std::string::npos) << html;
  EXPECT_NE(html.find(fmt::format("tiny&#39;s best / s512_scalar&#39;s best ({} us / {} us): tiny is faster",
                                  cli::format_sig(b, 4), cli::format_sig(a, 4))),
            std::string::npos)
      << html;
  // Both best points and candidates, side by side.
  EXPECT_NE(html.find(fmt::format("<tr><th>best candidate</th><td>{}</td><td>{}</td></tr>",
                                  d.query_int("SELECT e.candidate_id FROM evaluations e JOIN candidates c ON c.id = "
                                              "e.candidate_id WHERE c.experiment_id = 1 AND e.status = 'ok' ORDER BY "
                                              "e.time_p50_us LIMIT 1"),
                                  tiny.fastest)),
            std::string::npos)
      << html;
  EXPECT_EQ(count_of(html, "<tr><th>best point</th>"), 1);
  // An unknown OTHER is an error naming those there are; nothing is written.
  const fs::path none = dir / "none.html";
  r = report_testing::run_evotune(dir.path(), "--db " + db.string() + " report s512_scalar --compare nope -o " +
                                                  none.string());
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("no experiment 'nope'"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(none));
}

TEST(ReportHelpers, HeatMapsDrawACellPerValueAndBlanksElsewhere) {
  cli::HeatmapSpec spec;
  spec.title = "t";
  spec.columns = {"1", "2"};
  spec.rows = {"a", "b"};
  spec.cells = {{{10.0, "10", "x"}, {}}, {{}, {40.0, "40 <us>", ""}}};
  const std::string svg = cli::svg_heatmap(spec);
  EXPECT_EQ(count_of(svg, "class=\"cell\""), 2);
  EXPECT_EQ(count_of(svg, "class=\"blank\""), 2);
  EXPECT_NE(svg.find(">40 &lt;us&gt;</text>"), std::string::npos);
  // The smallest value is the low colour, the largest the high one.
  EXPECT_NE(svg.find("fill=\"" + spec.low_color + "\""), std::string::npos);
  EXPECT_NE(svg.find("fill=\"" + spec.high_color + "\""), std::string::npos);
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
  // 7 evaluated (one more is pending): in both convergence plots and the 4 parameter plots; the two
  // ranked ones in the roofline.
  EXPECT_EQ(count_of(html, "<circle"), 7 * (2 + 4) + 2);
  EXPECT_EQ(count_of(html, "<svg class=\"plot\""), 2 + 4 + 1);
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
