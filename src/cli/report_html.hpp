// `evotune report`: one experiment's search as a single self-contained HTML
// file: inline CSS and inline SVG plots drawn here, no script and nothing
// fetched, so it opens anywhere (a browser without network, an e-mail, CI
// artifacts). Contents: the headline numbers, the status counts, convergence
// (best time against evaluations and against wall time, every evaluation a
// point coloured by status), time against each parameter, the leaderboard,
// which origins and insight rules paid off, what failed candidates died of,
// and the runs; the roofline (achieved TFLOP/s against arithmetic intensity)
// and a heat map of the pair of parameters that matters most. comparison_html
// puts two searches side by side.
#pragma once

#include <string>

#include "cli/results_view.hpp"
#include "cli/shape_set_view.hpp"

namespace evotune::cli {

struct ReportOptions {
  int top = 20;               ///< leaderboard rows
  std::string generated_at;   ///< shown in the footer (e.g. "2026-11-21 10:00 UTC"); empty: none
  std::string overview_link;  ///< a shape's page: the set's overview page, linked at the top; empty: none
  bool link_shapes = true;    ///< the overview links each searched shape to its page (shape_page_name)
};

/// The report's HTML text.
std::string report_html(const ExperimentView& view, const ReportOptions& options = {});

/// Two searches side by side (`evotune report A --compare B`): each one's
/// headline numbers and best point, and the ratio of their best times (B's
/// best / A's best: above 1, A's best is faster).
std::string comparison_html(const ExperimentView& a, const ExperimentView& b, const ReportOptions& options = {});

/// A shape set's overview page: the best of each shape (time, TFLOP/s,
/// speed-up over each baseline, parameters, a link to its page) and the one
/// point for all shapes with its loss at each.
std::string shape_set_overview_html(const ShapeSetView& view, const ReportOptions& options = {});
/// The file name of a shape's page: "B2_H8_S512_D64_CAUSAL0.html".
std::string shape_page_name(const std::string& shape_key);

/// The colour a status is drawn in (CSS hex), the same in every plot and table.
std::string status_color(const std::string& status);

}  // namespace evotune::cli
