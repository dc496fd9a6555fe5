// `evotune leaderboard [EXPERIMENT]`: the best kernels found, ranked by median
// kernel time, from the database (opened read-only). Needs no GPU.
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <spdlog/spdlog.h>

#include "cli/candidate_args.hpp"
#include "cli/commands.hpp"
#include "cli/kerneltuner_cache.hpp"
#include "cli/leaderboard_format.hpp"
#include "cli/results_view.hpp"

namespace evotune::cli {

void register_leaderboard(CLI::App& app, GlobalOptions& g, int& exit_code) {
  auto* cmd = app.add_subcommand(
      "leaderboard",
      "Best kernels found, ranked by median kernel time (p10-p90), with parameters, achieved TFLOP/s "
      "and GB/s, speed-ups over the reference and the experiment's baselines, registers, spills, shared "
      "memory, occupancy, generation and status; without EXPERIMENT, one line per experiment with its "
      "best. The database is only read. Needs no GPU.");
  struct Options {
    std::string experiment;
    int top = 10;
    std::string format = "table";
    bool all_status = false;
    std::string shape;  ///< --shape KEY=VALUE,...
  };
  auto opts = std::make_shared<Options>();
  cmd->add_option("EXPERIMENT", opts->experiment,
                  "Experiment name (e.g. s512) or its YAML file; default: every experiment in "
                  "the database");
  cmd->add_option("-n,--top", opts->top, "How many ranked rows (--all-status adds the others after them)")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  cmd->add_option("--format", opts->format,
                  "Output format; kerneltuner: Kernel Tuner's cache file (JSON) of one experiment (of a shape "
                  "set: one shape, --shape), every evaluated candidate")
      ->capture_default_str()
      ->check(CLI::IsMember({"table", "json", "csv", "markdown", "kerneltuner"}));
  cmd->add_flag("--all-status", opts->all_status,
                "Also list candidates that did not pass (compile_error, gate_reject, incorrect, "
                "fault, timeout, suspect ...), with their reason");
  cmd->add_option("--shape", opts->shape,
                  "For a shape set: rank the candidates of the one shape these values name, e.g. "
                  "B=2,H=8,S=512,D=64,CAUSAL=0 (keys left out may take any value, as long as one shape "
                  "matches); without it, a set shows one row per shape and the one point best over all");
  cmd->callback([opts, &g, &exit_code] {
    settle_database(g, opts->experiment.empty() ? std::filesystem::path()
                                                : find_experiment_file(opts->experiment).value_or(std::filesystem::path()));
    store::Store store = open_store_read_only(g.db);
    const bool kerneltuner = opts->format == "kerneltuner";
    if (kerneltuner && opts->experiment.empty())
      throw StoreError("--format kerneltuner writes one experiment's cache: name the EXPERIMENT");
    const OutputFormat format = kerneltuner ? OutputFormat::json : parse_output_format(opts->format);
    std::string text;
    if (opts->experiment.empty()) {
      const auto rows = store.experiments();
      if (rows.empty())
        throw StoreError(g.db.string() + ": no experiments in this database yet (`evotune run EXPERIMENT` starts one)");
      std::vector<ExperimentView> views;
      for (const auto& row : rows) {
        // An experiment recorded but never searched (a run killed at once) has no line.
        if (store.environments_of(row.id).empty()) continue;
        views.push_back(load_experiment_view(store, row));
      }
      text = format_experiment_summary(views, format);
    } else {
      std::string note;
      const store::ExperimentRow row = find_experiment_row(store, opts->experiment, &note);
      if (!note.empty()) spdlog::warn("{}", note);
      LeaderboardOptions lo;
      lo.top = opts->top;
      lo.all_status = opts->all_status;
      if (!is_shape_set_row(row)) {
        if (!opts->shape.empty()) {
          // A single shape: --shape must name it.
          const Experiment model = stored_experiment_model(row);
          if (!shape_matches(model.problem, parse_shape_text(opts->shape)))
            throw StoreError(fmt::format("--shape {}: experiment '{}' has one shape, {}", opts->shape, row.name,
                                         shape_key(model.problem)));
        }
        const ExperimentView view = load_experiment_view(store, row);
        text = kerneltuner ? format_kerneltuner_cache(view) : format_leaderboard(view, lo, format);
      } else {
        const ShapeSetView set = load_shape_set_view(store, row);
        if (opts->shape.empty() && kerneltuner) {
          throw StoreError(fmt::format("--format kerneltuner: a Kernel Tuner cache holds one problem size; give "
                                       "--shape (one of the {} shapes of '{}', e.g. --shape {})",
                                       set.shapes.size(), row.name, set.shapes.front().key));
        } else if (opts->shape.empty()) {
          text = format_shape_set(set, format);
        } else {
          const std::vector<const ShapeView*> found = set.matching(parse_shape_text(opts->shape));
          std::vector<std::string> keys;
          for (const ShapeView* s : found.empty() ? set.matching({}) : found) keys.push_back(s->key);
          if (found.size() != 1)
            throw StoreError(fmt::format("--shape {}: {} of the {} shapes of '{}' match{}: {}", opts->shape,
                                         found.size(), set.shapes.size(), row.name,
                                         found.empty() ? " (it has)" : "; give more keys", fmt::join(keys, " ")));
          if (!found.front()->view)
            throw StoreError(fmt::format("--shape {}: shape {} of '{}' was not searched on {} yet", opts->shape,
                                         found.front()->key, row.name, set.environment.describe()));
          text = kerneltuner ? format_kerneltuner_cache(*found.front()->view)
                             : format_leaderboard(*found.front()->view, lo, format);
        }
      }
    }
    std::fwrite(text.data(), 1, text.size(), stdout);
    exit_code = 0;
  });
}

}  // namespace evotune::cli
