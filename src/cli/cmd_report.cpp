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
#include "cli/shape_set_view.hpp"

namespace evotune::cli {

namespace {

// The search of the one shape `shape` names (of a set, or a single shape's own).
ExperimentView shape_view(store::Store& store, const store::ExperimentRow& row, const std::string& shape) {
  const ProblemValues filter = parse_shape_text(shape);
  if (!is_shape_set_row(row)) {
    const Experiment model = stored_experiment_model(row);
    if (!shape_matches(model.problem, filter))
      throw StoreError(fmt::format("--shape {}: experiment '{}' has one shape, {}", shape, row.name,
                                   shape_key(model.problem)));
    return load_experiment_view(store, row);
  }
  ShapeSetView set = load_shape_set_view(store, row);
  std::vector<const ShapeView*> found = set.matching(filter);
  if (found.size() != 1)
    throw StoreError(fmt::format("--shape {}: {} of the {} shapes of '{}' match; `evotune leaderboard {}` lists them",
                                 shape, found.size(), set.shapes.size(), row.name, row.name));
  if (!found.front()->view)
    throw StoreError(fmt::format("--shape {}: shape {} of '{}' was not searched on {} yet", shape, found.front()->key,
                                 row.name, set.environment.describe()));
  return *found.front()->view;
}

// A shape set: the overview, and (into a folder) a page per shape searched.
void write_set_report(const GlobalOptions& g, store::Store& store, const store::ExperimentRow& row,
                      const std::string& output, ReportOptions ro) {
  const ShapeSetView set = load_shape_set_view(store, row);
  if (output.empty() || output == "-") {
    ro.link_shapes = false;  // no pages beside it
    const std::string html = shape_set_overview_html(set, ro);
    std::fwrite(html.data(), 1, html.size(), stdout);
    std::fprintf(stderr, "the overview only: -o FOLDER writes it with a page per shape\n");
    return;
  }
  const std::filesystem::path folder(output);
  std::error_code ec;
  if (std::filesystem::exists(folder, ec) && !std::filesystem::is_directory(folder, ec))
    throw Error(fmt::format("{}: a shape set's report is a folder (index.html and a page per shape); this is a file",
                            output));
  std::vector<std::string> texts;
  std::vector<std::filesystem::path> paths;
  texts.push_back(shape_set_overview_html(set, ro));
  paths.push_back(folder / "index.html");
  ReportOptions page = ro;
  page.overview_link = "index.html";
  for (const ShapeView& s : set.shapes)
    if (s.view) {
      texts.push_back(report_html(*s.view, page));
      paths.push_back(folder / shape_page_name(s.key));
    }
  std::vector<OutputFile> files;
  for (std::size_t i = 0; i < texts.size(); ++i) files.push_back({paths[i], texts[i]});
  std::filesystem::create_directories(folder, ec);
  if (ec) throw Error(fmt::format("{}: cannot make the folder: {}", output, ec.message()));
  write_command_outputs(g, files);
  std::fprintf(stderr, "wrote %s: index.html and %zu shape page%s (%s, %zu shapes)\n", output.c_str(),
               files.size() - 1, files.size() == 2 ? "" : "s", set.name.c_str(), set.shapes.size());
}

// One page to stdout (no output, or "-") or to `output`, saying what it holds.
void write_page(const GlobalOptions& g, const std::string& output, const std::string& html, const std::string& what) {
  if (output.empty() || output == "-") {
    std::fwrite(html.data(), 1, html.size(), stdout);
    return;
  }
  const OutputFile file{output, html};
  write_command_outputs(g, {&file, 1});
  std::fprintf(stderr, "wrote %s (%zu KiB): %s\n", output.c_str(), html.size() / 1024, what.c_str());
}

}  // namespace

void register_report(CLI::App& app, GlobalOptions& g, int& exit_code) {
  auto* cmd = app.add_subcommand(
      "report",
      "One experiment's search as a single self-contained HTML file (inline CSS and SVG, no network "
      "needed to view it): headline numbers against the reference and baselines, convergence (best "
      "time against evaluations and wall time, every evaluation coloured by status), time against each "
      "parameter, the leaderboard, status counts, what failed candidates died of, which origins and "
      "insight rules paid off, the runs, a roofline chart and a heat map of the pair of parameters that matters "
      "most; with --compare, two searches side by side. Needs no GPU.");
  struct Options {
    std::string experiment;
    std::string output;
    std::string shape;
    std::string compare;
  };
  auto opts = std::make_shared<Options>();
  cmd->add_option("EXPERIMENT", opts->experiment, "Experiment name (e.g. s512) or its YAML file")
      ->required();
  cmd->add_option("-o,--output", opts->output,
                  "Write the report to FILE (default: stdout); for a shape set, FILE is a folder that gets "
                  "index.html (the overview) and a page per shape searched");
  cmd->add_option("--shape", opts->shape, "For a shape set: the report of the one shape these values name, "
                                          "e.g. B=2,H=8,S=512,D=64,CAUSAL=0");
  cmd->add_option("--compare", opts->compare,
                  "Write one page comparing this search with OTHER's (another experiment in the same database; "
                  "with --shape, the same shape of each): headline numbers and best points side by side and "
                  "the ratio of their best times")
      ->type_name("OTHER");
  cmd->callback([opts, &g, &exit_code] {
    settle_database(g, find_experiment_file(opts->experiment).value_or(std::filesystem::path()));
    store::Store store = open_store_read_only(g.db);
    std::string note;
    const store::ExperimentRow row = find_experiment_row(store, opts->experiment, &note);
    if (!note.empty()) spdlog::warn("{}", note);
    ReportOptions ro;
    ro.generated_at = utc_now_text();
    if (!opts->compare.empty()) {
      std::string other_note;
      const store::ExperimentRow other = find_experiment_row(store, opts->compare, &other_note);
      if (!other_note.empty()) spdlog::warn("{}", other_note);
      for (const store::ExperimentRow* r : {&row, &other})
        if (is_shape_set_row(*r) && opts->shape.empty())
          throw StoreError(fmt::format("--compare: '{}' is a shape set; name the shape to compare with --shape", r->name));
      const auto view_of = [&](const store::ExperimentRow& r) {
        return opts->shape.empty() ? load_experiment_view(store, r) : shape_view(store, r, opts->shape);
      };
      const ExperimentView a = view_of(row), b = view_of(other);
      write_page(g, opts->output, comparison_html(a, b, ro),
                 fmt::format("{} against {}", a.row.name, b.row.name));
      exit_code = 0;
      return;
    }
    if (is_shape_set_row(row) && opts->shape.empty()) {
      write_set_report(g, store, row, opts->output, ro);
      exit_code = 0;
      return;
    }
    const ExperimentView view = opts->shape.empty() ? load_experiment_view(store, row) : shape_view(store, row, opts->shape);
    write_page(g, opts->output, report_html(view, ro),
               fmt::format("{}, {} evaluations, {} valid", view.row.name, view.evaluations, view.ranking.size()));
    exit_code = 0;
  });
}

}  // namespace evotune::cli
