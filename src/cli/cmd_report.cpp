// `evotune report EXPERIMENT -o report.html`: one experiment's search as a
// single self-contained HTML file (report_html.hpp), from the database opened
// read-only. Needs no GPU. The file is written whole or not at all.
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>

#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include "cli/commands.hpp"
#include "cli/report_html.hpp"
#include "cli/results_view.hpp"

namespace evotune::cli {
namespace {

// Writes `text` to `path` through a temporary file in the same folder and a
// rename, so a reader never sees half a report and a failure leaves nothing.
void write_whole(const std::filesystem::path& path, const std::string& text) {
  namespace fs = std::filesystem;
  const fs::path folder = path.has_parent_path() ? path.parent_path() : fs::path(".");
  std::error_code ec;
  if (!fs::is_directory(folder, ec))
    throw Error(fmt::format("cannot write {}: no folder {}", path.string(), folder.string()));
  const fs::path tmp = folder / fmt::format(".{}.{}.tmp", path.filename().string(), ::getpid());
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    out << text;
    out.close();
    if (!out) {
      fs::remove(tmp, ec);
      throw Error(fmt::format("cannot write {}", tmp.string()));
    }
  }
  fs::rename(tmp, path, ec);
  if (ec) {
    std::error_code ignored;
    fs::remove(tmp, ignored);
    throw Error(fmt::format("cannot write {}: {}", path.string(), ec.message()));
  }
}

}  // namespace

void register_report(CLI::App& app, GlobalOptions& g, int& exit_code) {
  auto* cmd = app.add_subcommand(
      "report",
      "One experiment's search as a single self-contained HTML file (inline CSS and SVG, no network "
      "needed to view it): headline numbers against the reference and baselines, convergence (best "
      "time against evaluations and wall time, every evaluation coloured by status), time against each "
      "parameter, the leaderboard, status counts, what failed candidates died of, which origins and "
      "insight rules paid off, the runs. Needs no GPU.");
  struct Options {
    std::string experiment;
    std::string output;
  };
  auto opts = std::make_shared<Options>();
  cmd->add_option("EXPERIMENT", opts->experiment, "Experiment name (e.g. s512) or its YAML file")
      ->required();
  cmd->add_option("-o,--output", opts->output, "Write the report to FILE (default: stdout)");
  cmd->callback([opts, &g, &exit_code] {
    store::Store store = open_store_read_only(g.db);
    std::string note;
    const store::ExperimentRow row = find_experiment_row(store, opts->experiment, &note);
    if (!note.empty()) spdlog::warn("{}", note);
    const ExperimentView view = load_experiment_view(store, row);
    ReportOptions ro;
    ro.generated_at = utc_now_text();
    const std::string html = report_html(view, ro);
    if (opts->output.empty() || opts->output == "-") {
      std::fwrite(html.data(), 1, html.size(), stdout);
    } else {
      write_whole(opts->output, html);
      std::fprintf(stderr, "wrote %s (%zu KiB): %s, %lld evaluations, %zu valid\n", opts->output.c_str(),
                   html.size() / 1024, view.row.name.c_str(), static_cast<long long>(view.evaluations),
                   view.ranking.size());
    }
    exit_code = 0;
  });
}

}  // namespace evotune::cli
