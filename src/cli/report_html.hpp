// `evotune report`: one experiment's search as a single self-contained HTML
// file: inline CSS and inline SVG plots drawn here, no script and nothing
// fetched, so it opens anywhere (a browser without network, an e-mail, CI
// artifacts). Contents: the headline numbers, the status counts, convergence
// (best time against evaluations and against wall time, every evaluation a
// point coloured by status), time against each parameter, the leaderboard,
// which origins and insight rules paid off, what failed candidates died of,
// and the runs.
#pragma once

#include <string>

#include "cli/results_view.hpp"

namespace evotune::cli {

struct ReportOptions {
  int top = 20;               ///< leaderboard rows
  std::string generated_at;   ///< shown in the footer (e.g. "2026-11-21 10:00 UTC"); empty: none
};

/// The report's HTML text.
std::string report_html(const ExperimentView& view, const ReportOptions& options = {});

/// The colour a status is drawn in (CSS hex), the same in every plot and table.
std::string status_color(const std::string& status);

}  // namespace evotune::cli
