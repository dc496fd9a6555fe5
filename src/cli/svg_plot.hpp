// Small SVG scatter plots for the HTML report, drawn here so that the report
// is one self-contained file (no plotting library, no script, no network).
// A plot has a numeric (linear or log) or categorical x axis, a linear or log
// y axis, points with a colour and a tooltip, an optional step line (best so
// far), labelled polylines (a roofline's roofs), labelled horizontal reference
// lines, and a band above the plot for points that have no y value (failed
// candidates). A heat map is a grid of labelled cells over two categorical axes.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace evotune::cli {

struct PlotPoint {
  double x = 0.0;               ///< x value, or category index
  std::optional<double> y;      ///< absent: drawn in the band above the plot
  std::string color;            ///< CSS colour
  std::string tooltip;          ///< shown on hover (SVG <title>)
};

struct ReferenceLine {
  double y = 0.0;
  std::string label;
  std::string color = "#555";
};

/// A labelled polyline through (x, y) points, drawn straight between them.
struct PlotLine {
  std::vector<std::pair<double, double>> points;
  std::string label;  ///< drawn beside its last point
  std::string color = "#555";
};

struct PlotSpec {
  int width = 640;   ///< pixels
  int height = 320;
  std::string title;
  std::string x_label;
  std::string y_label;
  bool log_y = true;
  bool log_x = false;  ///< numeric x only; points with x <= 0 are left out
  std::vector<std::string> categories;  ///< non-empty: categorical x (point x = index)
  std::vector<PlotPoint> points;
  std::vector<std::pair<double, double>> step_line;  ///< (x, y), drawn as a step function
  std::string step_color = "#1d3557";
  std::vector<PlotLine> lines;  ///< part of the axes' range, like the points
  std::vector<ReferenceLine> references;  ///< drawn when inside the y range of the points
  std::string band_label = "failed";       ///< label of the band for points without y
  double point_radius = 3.0;
};

/// The plot as an <svg> element (class "plot"), with inline attributes only.
std::string svg_plot(const PlotSpec& spec);

/// One cell of a heat map: a value (absent: blank), the text printed in it, its tooltip.
struct HeatCell {
  std::optional<double> value;
  std::string text;
  std::string tooltip;
};

/// A heat map: rows x columns of cells, each coloured on a log scale of its
/// value from `low_color` (smallest) to `high_color`, its text printed in it.
struct HeatmapSpec {
  std::string title;
  std::string x_label;                   ///< columns
  std::string y_label;                   ///< rows
  std::vector<std::string> columns;
  std::vector<std::string> rows;
  std::vector<std::vector<HeatCell>> cells;  ///< [row][column]
  std::string low_color = "#1a7f5a";
  std::string high_color = "#f1e9d2";
  int cell_width = 64;
  int cell_height = 30;
};

/// The heat map as an <svg> element (class "plot heatmap"); a cell with a
/// value is a <rect class="cell"> followed by its value as text.
std::string svg_heatmap(const HeatmapSpec& spec);

/// Up to about `target` round tick values (1, 2, 5 x 10^k steps) covering [lo, hi].
std::vector<double> linear_ticks(double lo, double hi, int target = 6);
/// Tick values 1, 2, 5 x 10^k inside [lo, hi] (lo > 0); fewer when the range spans many decades.
std::vector<double> log_ticks(double lo, double hi);

/// Text escaped for HTML/SVG element content and attribute values.
std::string html_escape(const std::string& text);

}  // namespace evotune::cli
