// `evotune report EXPERIMENT -o report.html`: one experiment's search as a
// single self-contained HTML file (report_html.hpp), from the database opened
// read-only. Needs no GPU. The file is written whole or not at all, never
// over a database or a read-only file (write_command_outputs).
#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>

#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include "cli/candidate_args.hpp"
#include "cli/commands.hpp"
#include "cli/report_html.hpp"
#include "cli/results_view.hpp"

namespace evotune::cli {

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
    settle_database(g, find_experiment_file(opts->experiment).value_or(std::filesystem::path()));
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
      const OutputFile file{opts->output, html};
      write_command_outputs(g, {&file, 1});
      std::fprintf(stderr, "wrote %s (%zu KiB): %s, %lld evaluations, %zu valid\n", opts->output.c_str(),
                   html.size() / 1024, view.row.name.c_str(), static_cast<long long>(view.evaluations),
                   view.ranking.size());
    }
    exit_code = 0;
  });
}

}  // namespace evotune::cli
