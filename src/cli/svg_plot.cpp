// SVG scatter plots for the HTML report (see svg_plot.hpp).
#include "cli/svg_plot.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include <fmt/format.h>

namespace evotune::cli {

namespace {

constexpr double kMarginLeft = 62, kMarginRight = 14, kMarginTop = 30, kMarginBottom = 44, kBand = 20;

// Tick labels: 0.5, 5, 50, 500, 5k, 50k ...
std::string tick_label(double v) {
  if (v == 0) return "0";
  const double a = std::abs(v);
  if (a >= 1e6) return fmt::format("{:g}M", v / 1e6);
  if (a >= 1e4) return fmt::format("{:g}k", v / 1e3);
  return fmt::format("{:g}", v);
}

// A small deterministic offset for point `i` (so equal values do not hide each other).
double jitter(std::uint64_t i) {
  std::uint64_t z = i + 0x9e3779b97f4a7c15ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  z ^= z >> 31;
  return static_cast<double>(z % 10000) / 10000.0 - 0.5;  // [-0.5, 0.5)
}

}  // namespace

std::string html_escape(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (char ch : text) {
    switch (ch) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out.push_back(ch);
    }
  }
  return out;
}

std::vector<double> linear_ticks(double lo, double hi, int target) {
  std::vector<double> ticks;
  if (!(hi > lo) || !std::isfinite(lo) || !std::isfinite(hi)) {
    if (std::isfinite(lo)) ticks.push_back(lo);
    return ticks;
  }
  // Steps are m x 10^e with m in {1, 2, 5}: the smallest at least (hi - lo) / target,
  // then smaller ones while fewer than two ticks fall inside.
  const double raw = (hi - lo) / std::max(1, target);
  int e = static_cast<int>(std::floor(std::log10(raw)));
  static constexpr int kMantissas[] = {1, 2, 5};
  int mi = 0;
  while (static_cast<double>(kMantissas[mi]) * std::pow(10.0, e) < raw * (1 - 1e-9)) {
    if (++mi == 3) mi = 0, ++e;
  }
  for (int attempt = 0; attempt < 4; ++attempt) {
    const int m = kMantissas[mi];
    // value(k) = k * m * 10^e, divided rather than multiplied for e < 0 so 0.6 is 6 / 10, not 6 * 0.1.
    auto value = [&](long long k) {
      const double units = static_cast<double>(k * m);
      return e >= 0 ? units * std::pow(10.0, e) : units / std::pow(10.0, -e);
    };
    const double step = m * std::pow(10.0, e);
    ticks.clear();
    for (long long k = static_cast<long long>(std::ceil(lo / step - 1e-9));
         k <= static_cast<long long>(std::floor(hi / step + 1e-9)); ++k)
      ticks.push_back(value(k));
    if (ticks.size() >= 2) break;
    if (--mi < 0) mi = 2, --e;
  }
  return ticks;
}

std::vector<double> log_ticks(double lo, double hi) {
  std::vector<double> ticks;
  if (!(lo > 0) || !(hi >= lo)) return ticks;
  const int first = static_cast<int>(std::floor(std::log10(lo)));
  const int last = static_cast<int>(std::ceil(std::log10(hi)));
  // 1-2-5 per decade for narrow ranges, decades only for wide ones.
  const std::vector<double> mantissas = last - first <= 3 ? std::vector<double>{1, 2, 5} : std::vector<double>{1};
  for (int e = first; e <= last; ++e)
    for (double m : mantissas) {
      const double t = m * std::pow(10.0, e);
      if (t >= lo * (1 - 1e-9) && t <= hi * (1 + 1e-9)) ticks.push_back(t);
    }
  if (ticks.size() < 2) {  // a range within one step: plain linear ticks
    ticks = linear_ticks(lo, hi, 4);
  }
  return ticks;
}

std::string svg_plot(const PlotSpec& spec) {
  const double w = spec.width, h = spec.height;
  const bool has_band = std::any_of(spec.points.begin(), spec.points.end(), [](const PlotPoint& p) { return !p.y; });
  const double top = kMarginTop + (has_band ? kBand : 0);
  const double left = kMarginLeft, right = w - kMarginRight, bottom = h - kMarginBottom;

  // The y range: points, step line and nearby references.
  double ylo = INFINITY, yhi = -INFINITY;
  for (const auto& p : spec.points)
    if (p.y && (!spec.log_y || *p.y > 0)) ylo = std::min(ylo, *p.y), yhi = std::max(yhi, *p.y);
  for (const auto& [x, y] : spec.step_line)
    if (!spec.log_y || y > 0) ylo = std::min(ylo, y), yhi = std::max(yhi, y);
  for (const auto& line : spec.lines)
    for (const auto& [x, y] : line.points)
      if (!spec.log_y || y > 0) ylo = std::min(ylo, y), yhi = std::max(yhi, y);
  const bool has_y = ylo <= yhi;
  if (!has_y) ylo = 1, yhi = 10;
  std::vector<ReferenceLine> shown, outside;
  for (const auto& r : spec.references) {
    if (spec.log_y && r.y <= 0) continue;
    // A reference far outside the data (more than a decade on a log axis) would
    // squash it: name it instead of drawing it.
    const bool near = spec.log_y ? (r.y >= ylo / 10 && r.y <= yhi * 10)
                                 : (r.y >= ylo - (yhi - ylo) && r.y <= yhi + (yhi - ylo));
    (near && has_y ? shown : outside).push_back(r);
  }
  for (const auto& r : shown) ylo = std::min(ylo, r.y), yhi = std::max(yhi, r.y);
  if (spec.log_y) {
    if (yhi <= ylo) ylo /= 1.5, yhi *= 1.5;
    ylo /= 1.15, yhi *= 1.15;
  } else {
    const double pad = yhi > ylo ? (yhi - ylo) * 0.06 : std::max(1.0, std::abs(yhi) * 0.1);
    ylo -= pad, yhi += pad;
  }
  auto ty = [&](double y) {
    const double f = spec.log_y ? (std::log10(y) - std::log10(ylo)) / (std::log10(yhi) - std::log10(ylo))
                                : (y - ylo) / (yhi - ylo);
    return bottom - f * (bottom - top);
  };

  const bool categorical = !spec.categories.empty();
  double xlo = INFINITY, xhi = -INFINITY;
  if (categorical) {
    xlo = -0.5, xhi = static_cast<double>(spec.categories.size()) - 0.5;
  } else {
    auto widen = [&](double x) {
      if (!spec.log_x || x > 0) xlo = std::min(xlo, x), xhi = std::max(xhi, x);
    };
    for (const auto& p : spec.points) widen(p.x);
    for (const auto& [x, y] : spec.step_line) widen(x);
    for (const auto& line : spec.lines)
      for (const auto& [x, y] : line.points) widen(x);
    if (spec.log_x) {
      if (!(xlo <= xhi)) xlo = 1, xhi = 10;
      if (xhi == xlo) xlo /= 1.5, xhi *= 1.5;
      xlo /= 1.1, xhi *= 1.1;
    } else {
      if (!(xlo <= xhi)) xlo = 0, xhi = 1;
      if (xhi == xlo) xlo -= 0.5, xhi += 0.5;
      const double pad = (xhi - xlo) * 0.03;
      xlo -= pad, xhi += pad;
    }
  }
  auto tx = [&](double x) {
    const double f = spec.log_x && !categorical ? (std::log10(x) - std::log10(xlo)) / (std::log10(xhi) - std::log10(xlo))
                                                : (x - xlo) / (xhi - xlo);
    return left + f * (right - left);
  };

  std::string s = fmt::format(
      "<svg class=\"plot\" width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} {1}\" role=\"img\" "
      "font-family=\"sans-serif\" font-size=\"11\">\n",
      spec.width, spec.height);
  s += fmt::format("<title>{}</title>\n", html_escape(spec.title));
  s += fmt::format("<rect x=\"0\" y=\"0\" width=\"{}\" height=\"{}\" fill=\"#fff\"/>\n", spec.width, spec.height);
  s += fmt::format("<text x=\"{:.1f}\" y=\"16\" font-size=\"13\" font-weight=\"bold\" fill=\"#222\">{}</text>\n", left,
                   html_escape(spec.title));

  // Grid and y ticks.
  const std::vector<double> yticks = spec.log_y ? log_ticks(ylo, yhi) : linear_ticks(ylo, yhi, 5);
  for (double t : yticks) {
    const double y = ty(t);
    s += fmt::format("<line x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\" stroke=\"#e5e5e5\"/>\n", left, y,
                     right, y);
    s += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"end\" fill=\"#444\">{}</text>\n", left - 5, y + 4,
                     tick_label(t));
  }
  // x ticks.
  if (categorical) {
    for (std::size_t i = 0; i < spec.categories.size(); ++i) {
      const double x = tx(static_cast<double>(i));
      s += fmt::format("<line x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\" stroke=\"#f0f0f0\"/>\n", x, top, x,
                       bottom);
      s += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\" fill=\"#444\">{}</text>\n", x, bottom + 15,
                       html_escape(spec.categories[i]));
    }
  } else {
    for (double t : spec.log_x ? log_ticks(xlo, xhi) : linear_ticks(xlo, xhi, 6)) {
      const double x = tx(t);
      s += fmt::format("<line x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\" stroke=\"#f0f0f0\"/>\n", x, top, x,
                       bottom);
      s += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\" fill=\"#444\">{}</text>\n", x, bottom + 15,
                       tick_label(t));
    }
  }
  // Axes and labels.
  s += fmt::format("<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" fill=\"none\" stroke=\"#999\"/>\n",
                   left, top, right - left, bottom - top);
  s += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\" fill=\"#222\">{}</text>\n",
                   (left + right) / 2, h - 8, html_escape(spec.x_label + (spec.log_x && !categorical ? " (log)" : "")));
  s += fmt::format("<text transform=\"translate(14 {:.1f}) rotate(-90)\" text-anchor=\"middle\" fill=\"#222\">{}</text>\n",
                   (top + bottom) / 2, html_escape(spec.y_label + (spec.log_y ? " (log)" : "")));
  if (has_band) {
    s += fmt::format("<rect x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" fill=\"#f7f7f7\"/>\n", left,
                     kMarginTop, right - left, kBand - 4);
    s += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"end\" fill=\"#777\">{}</text>\n", left - 5,
                     kMarginTop + 11, html_escape(spec.band_label));
  }

  // Reference lines inside the range; the others named in the corner.
  for (const auto& r : shown) {
    const double y = ty(r.y);
    s += fmt::format(
        "<line class=\"reference\" x1=\"{:.1f}\" y1=\"{:.1f}\" x2=\"{:.1f}\" y2=\"{:.1f}\" stroke=\"{}\" "
        "stroke-dasharray=\"5 3\"/>\n",
        left, y, right, y, html_escape(r.color));
    s += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"end\" fill=\"{}\">{}</text>\n", right - 3, y - 3,
                     html_escape(r.color), html_escape(r.label));
  }
  if (!outside.empty()) {
    std::string names;
    for (const auto& r : outside) names += (names.empty() ? "" : ", ") + r.label;
    s += fmt::format("<text x=\"{:.1f}\" y=\"16\" text-anchor=\"end\" fill=\"#777\">off scale: {}</text>\n", right,
                     html_escape(names));
  }

  // Polylines (roofs), labelled at their last point.
  for (const auto& line : spec.lines) {
    std::string d;
    for (const auto& [x, y] : line.points) {
      if ((spec.log_x && x <= 0) || (spec.log_y && y <= 0)) continue;
      d += fmt::format("{}{:.1f} {:.1f}", d.empty() ? "M" : " L", tx(x), ty(y));
    }
    if (d.empty()) continue;
    s += fmt::format("<path class=\"line\" d=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"1.5\"/>\n", d,
                     html_escape(line.color));
    if (!line.label.empty()) {
      const auto& [x, y] = line.points.back();
      s += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"end\" fill=\"{}\">{}</text>\n", tx(x) - 3,
                       ty(y) - 4, html_escape(line.color), html_escape(line.label));
    }
  }

  // Points: a band point sits in the band, jittered; categorical ones spread across their slot.
  std::uint64_t index = 0;
  for (const auto& p : spec.points) {
    double x = p.x;
    if (categorical) x += 0.6 * jitter(index);
    const double cx = tx(x);
    const double cy = p.y ? ty(*p.y) : kMarginTop + (kBand - 4) / 2 + 10 * jitter(index * 7 + 3);
    ++index;
    if ((p.y && spec.log_y && *p.y <= 0) || (spec.log_x && !categorical && p.x <= 0)) continue;
    s += fmt::format("<circle cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"{:.1f}\" fill=\"{}\" fill-opacity=\"0.75\">", cx, cy,
                     spec.point_radius, html_escape(p.color));
    if (!p.tooltip.empty()) s += "<title>" + html_escape(p.tooltip) + "</title>";
    s += "</circle>\n";
  }

  // The step line (best so far) on top.
  if (!spec.step_line.empty()) {
    std::string d = fmt::format("M{:.1f} {:.1f}", tx(spec.step_line.front().first), ty(spec.step_line.front().second));
    for (std::size_t i = 1; i < spec.step_line.size(); ++i)
      d += fmt::format(" H{:.1f} V{:.1f}", tx(spec.step_line[i].first), ty(spec.step_line[i].second));
    d += fmt::format(" H{:.1f}", right);
    s += fmt::format("<path class=\"best\" d=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"2\"/>\n", d,
                     html_escape(spec.step_color));
  }
  s += "</svg>\n";
  return s;
}

namespace {

// "#rrggbb" -> components; a colour between `a` (f = 0) and `b` (f = 1).
std::string mix_color(const std::string& a, const std::string& b, double f) {
  auto component = [](const std::string& c, int i) { return std::stoi(c.substr(1 + 2 * i, 2), nullptr, 16); };
  int out[3];
  for (int i = 0; i < 3; ++i)
    out[i] = static_cast<int>(std::lround(component(a, i) + f * (component(b, i) - component(a, i))));
  return fmt::format("#{:02x}{:02x}{:02x}", out[0], out[1], out[2]);
}

}  // namespace

std::string svg_heatmap(const HeatmapSpec& spec) {
  const double left = kMarginLeft + 30, top = kMarginTop + 6;
  const double cw = spec.cell_width, ch = spec.cell_height;
  const double grid_w = cw * static_cast<double>(spec.columns.size());
  const double grid_h = ch * static_cast<double>(spec.rows.size());
  // Wide enough for the title (about 8 px a character at 13 px bold).
  const double title_w = 8.5 * static_cast<double>(spec.title.size());
  const int width = static_cast<int>(std::max(left + grid_w + kMarginRight, left + title_w));
  const int height = static_cast<int>(top + grid_h + kMarginBottom);
  double lo = INFINITY, hi = -INFINITY;
  for (const auto& row : spec.cells)
    for (const auto& c : row)
      if (c.value && *c.value > 0) lo = std::min(lo, *c.value), hi = std::max(hi, *c.value);
  std::string s = fmt::format(
      "<svg class=\"plot heatmap\" width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} {1}\" role=\"img\" "
      "font-family=\"sans-serif\" font-size=\"11\">\n<title>{2}</title>\n"
      "<rect x=\"0\" y=\"0\" width=\"{0}\" height=\"{1}\" fill=\"#fff\"/>\n",
      width, height, html_escape(spec.title));
  s += fmt::format("<text x=\"{:.1f}\" y=\"16\" font-size=\"13\" font-weight=\"bold\" fill=\"#222\">{}</text>\n", left,
                   html_escape(spec.title));
  for (std::size_t r = 0; r < spec.rows.size(); ++r) {
    const double y = top + ch * static_cast<double>(r);
    s += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"end\" fill=\"#444\">{}</text>\n", left - 5,
                     y + ch / 2 + 4, html_escape(spec.rows[r]));
    for (std::size_t c = 0; c < spec.columns.size(); ++c) {
      const double x = left + cw * static_cast<double>(c);
      const HeatCell empty;
      const HeatCell& cell = r < spec.cells.size() && c < spec.cells[r].size() ? spec.cells[r][c] : empty;
      const std::optional<double> v = cell.value;
      if (!v) {
        s += fmt::format("<rect class=\"blank\" x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" "
                         "fill=\"#fafafa\" stroke=\"#e5e5e5\"/>\n",
                         x, y, cw, ch);
        continue;
      }
      // Log scale: equal ratios of time are equal steps of colour.
      const double f = hi > lo && *v > 0 ? (std::log(*v) - std::log(lo)) / (std::log(hi) - std::log(lo)) : 0.0;
      s += fmt::format("<rect class=\"cell\" x=\"{:.1f}\" y=\"{:.1f}\" width=\"{:.1f}\" height=\"{:.1f}\" fill=\"{}\" "
                       "stroke=\"#fff\">",
                       x, y, cw, ch, mix_color(spec.low_color, spec.high_color, f));
      if (!cell.tooltip.empty()) s += "<title>" + html_escape(cell.tooltip) + "</title>";
      s += "</rect>\n";
      s += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\" fill=\"{}\">{}</text>\n", x + cw / 2,
                       y + ch / 2 + 4, f < 0.5 ? "#fff" : "#222", html_escape(cell.text));
    }
  }
  for (std::size_t c = 0; c < spec.columns.size(); ++c)
    s += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\" fill=\"#444\">{}</text>\n",
                     left + cw * (static_cast<double>(c) + 0.5), top + grid_h + 15, html_escape(spec.columns[c]));
  s += fmt::format("<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\" fill=\"#222\">{}</text>\n", left + grid_w / 2,
                   height - 8.0, html_escape(spec.x_label));
  s += fmt::format("<text transform=\"translate(14 {:.1f}) rotate(-90)\" text-anchor=\"middle\" fill=\"#222\">{}</text>\n",
                   top + grid_h / 2, html_escape(spec.y_label));
  return s + "</svg>\n";
}

}  // namespace evotune::cli
