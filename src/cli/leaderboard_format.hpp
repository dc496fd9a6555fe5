// `evotune leaderboard` output: a ranked table of one experiment's candidates
// (text that fits a 120-column terminal, JSON, CSV or Markdown), or one line
// per experiment with its best. Pure functions of the results view, so the
// tests check them without a terminal.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "cli/results_view.hpp"
#include "cli/shape_set_view.hpp"

namespace evotune::cli {

enum class OutputFormat { table, json, csv, markdown };
/// "table", "json", "csv", "markdown"; throws CLI-independent std::invalid_argument otherwise.
OutputFormat parse_output_format(std::string_view name);

struct LeaderboardOptions {
  int top = 10;             ///< ranked rows shown
  bool all_status = false;  ///< also every candidate that did not pass, with its reason
  int width = 120;          ///< the text table's width, columns
};

/// The candidates a leaderboard lists: the `top` fastest valid ones, then
/// (all_status) every other candidate in id order.
std::vector<const CandidateView*> leaderboard_rows(const ExperimentView& view, const LeaderboardOptions& options);

/// One experiment's leaderboard in `format`.
std::string format_leaderboard(const ExperimentView& view, const LeaderboardOptions& options, OutputFormat format);

/// A shape set: one row per shape (its best: median time, TFLOP/s, speed-up
/// over each baseline, parameters), then the one point best in geometric mean
/// over the shapes with its loss at each.
std::string format_shape_set(const ShapeSetView& view, OutputFormat format, int width = 120);

/// One line per experiment with its best candidate.
std::string format_experiment_summary(const std::vector<ExperimentView>& views, OutputFormat format, int width = 120);

/// A CSV field, quoted when it holds a comma, quote, CR or LF (RFC 4180).
std::string csv_field(std::string_view text);

/// The speed-up column label for a baseline name: "x" + its first word, up to
/// 6 characters ("cudnn_sdpa" -> "xcudnn"); names that would collide keep more.
std::vector<std::string> baseline_labels(const std::vector<std::string>& names);

}  // namespace evotune::cli
