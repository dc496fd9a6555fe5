// The HTML report of one experiment's search (see report_html.hpp).
#include "cli/report_html.hpp"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <set>

#include <fmt/format.h>

#include "cli/leaderboard_format.hpp"
#include "cli/svg_plot.hpp"
#include "core/profile_metrics.hpp"

namespace evotune::cli {

namespace {

const char* kCss = R"css(
body { font-family: -apple-system, "Segoe UI", "DejaVu Sans", Helvetica, Arial, sans-serif; margin: 24px 32px;
       color: #222; background: #fafafa; font-size: 14px; }
h1 { font-size: 22px; margin: 0 0 4px 0; }
h2 { font-size: 17px; margin: 26px 0 8px 0; border-bottom: 1px solid #ddd; padding-bottom: 3px; }
p.sub { color: #555; margin: 2px 0; }
.cards { display: flex; flex-wrap: wrap; gap: 12px; margin: 14px 0; }
.card { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 10px 14px; min-width: 150px; }
.card .v { font-size: 21px; font-weight: bold; }
.card .k { color: #666; font-size: 12px; }
.plots { display: flex; flex-wrap: wrap; gap: 10px; }
.plots svg { border: 1px solid #ddd; border-radius: 4px; background: #fff; }
table { border-collapse: collapse; background: #fff; font-size: 13px; }
th, td { border: 1px solid #ddd; padding: 3px 7px; white-space: nowrap; }
th { background: #f0f0f0; text-align: left; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
table.leaderboard { font-size: 12px; }
table.leaderboard th, table.leaderboard td { padding: 2px 5px; }
.swatch { display: inline-block; width: 10px; height: 10px; border-radius: 5px; margin-right: 5px; }
.legend span.item { margin-right: 14px; white-space: nowrap; }
.note { color: #666; font-size: 12px; }
code { font-size: 12px; }
)css";

std::string esc(const std::string& s) { return html_escape(s); }

std::string point_text(const ExperimentView& v, const Point& p) {
  std::string s;
  for (const auto& name : v.parameters)
    if (auto it = p.find(name); it != p.end()) s += (s.empty() ? "" : " ") + name + "=" + it->second.to_string();
  return s;
}

std::string tooltip(const ExperimentView& v, const CandidateView& c) {
  std::string t = fmt::format("candidate {} ({}", c.id(), c.status);
  if (c.time_us()) t += fmt::format(", {} us", format_sig(*c.time_us()));
  t += "): " + point_text(v, c.point);
  if (!c.reason.empty()) t += " - " + c.reason;
  return t;
}

// Evaluated candidates in the order their outcomes were stored (evaluation ids grow with time).
std::vector<const CandidateView*> in_finishing_order(const ExperimentView& v) {
  std::vector<const CandidateView*> out;
  for (const auto& c : v.candidates)
    if (c.result.evaluation) out.push_back(&c);
  std::sort(out.begin(), out.end(), [](const CandidateView* a, const CandidateView* b) {
    return a->result.evaluation->id < b->result.evaluation->id;
  });
  return out;
}

std::vector<ReferenceLine> reference_lines(const ExperimentView& v) {
  std::vector<ReferenceLine> lines;
  if (v.reference_us) lines.push_back({*v.reference_us, fmt::format("reference {} us", format_sig(*v.reference_us)),
                                       "#6c757d"});
  if (v.model)
    for (const Baseline& b : v.model->baselines)
      lines.push_back({b.time_us, fmt::format("{} {:g} us", b.name, b.time_us), "#b5838d"});
  return lines;
}

// Best time so far against x, from the ordered evaluations.
template <class XOf>
std::vector<std::pair<double, double>> best_so_far(const std::vector<const CandidateView*>& order, XOf x_of) {
  std::vector<std::pair<double, double>> steps;
  double best = INFINITY;
  for (const CandidateView* c : order) {
    auto x = x_of(*c);
    if (!x || c->status != "ok" || !c->time_us()) continue;
    if (*c->time_us() < best) {
      best = *c->time_us();
      steps.emplace_back(*x, best);
    }
  }
  return steps;
}

std::string convergence_plots(const ExperimentView& v) {
  const auto order = in_finishing_order(v);
  std::string out;
  PlotSpec by_count;
  by_count.width = 650;
  by_count.height = 330;
  by_count.title = "Convergence: every evaluation, and the best so far";
  by_count.x_label = "evaluations (in the order they finished)";
  by_count.y_label = "median kernel time, us";
  by_count.references = reference_lines(v);
  for (std::size_t i = 0; i < order.size(); ++i) {
    const CandidateView& c = *order[i];
    by_count.points.push_back({static_cast<double>(i + 1), c.time_us(), status_color(c.status), tooltip(v, c)});
  }
  std::map<const CandidateView*, double> index;
  for (std::size_t i = 0; i < order.size(); ++i) index[order[i]] = static_cast<double>(i + 1);
  by_count.step_line = best_so_far(order, [&](const CandidateView& c) { return std::optional<double>(index[&c]); });
  out += svg_plot(by_count);

  PlotSpec by_time = by_count;
  by_time.title = "Convergence against search wall time";
  by_time.x_label = "search wall time, s (all runs)";
  by_time.points.clear();
  for (const CandidateView* c : order)
    if (c->result.evaluation->elapsed_s)
      by_time.points.push_back({*c->result.evaluation->elapsed_s, c->time_us(), status_color(c->status), tooltip(v, *c)});
  by_time.step_line = best_so_far(order, [](const CandidateView& c) { return c.result.evaluation->elapsed_s; });
  out += svg_plot(by_time);
  return out;
}

// The values of parameter `name` in the experiment's order (else as measured, sorted).
std::vector<Value> parameter_values(const ExperimentView& v, const std::string& name) {
  std::vector<Value> values;
  if (v.model)
    for (const Parameter& p : v.model->space)
      if (p.name == name) values = p.values;
  if (values.empty()) {
    std::set<Value> distinct;
    for (const auto& c : v.candidates)
      if (auto it = c.point.find(name); it != c.point.end()) distinct.insert(it->second);
    values.assign(distinct.begin(), distinct.end());
  }
  return values;
}

std::string parameter_plots(const ExperimentView& v) {
  std::string out;
  const int n = static_cast<int>(v.parameters.size());
  // Up to five plots in a row across the page.
  const int per_row = std::max(1, std::min(n, 5));
  const int width = std::max(240, std::min(420, (1320 - 10 * (per_row - 1)) / per_row));
  for (const std::string& name : v.parameters) {
    PlotSpec spec;
    spec.width = width;
    spec.height = 250;
    spec.title = name;
    spec.x_label = name;
    spec.y_label = "time, us";
    spec.point_radius = 2.6;
    const std::vector<Value> values = parameter_values(v, name);
    for (const Value& value : values) spec.categories.push_back(value.to_string());
    for (const auto& c : v.candidates) {
      if (!c.result.evaluation) continue;
      auto it = c.point.find(name);
      if (it == c.point.end()) continue;
      const auto at = std::find(values.begin(), values.end(), it->second);
      if (at == values.end()) continue;
      const std::size_t slot = static_cast<std::size_t>(at - values.begin());
      spec.points.push_back({static_cast<double>(slot), c.time_us(), status_color(c.status), tooltip(v, c)});
    }
    out += svg_plot(spec);
  }
  return out;
}

// Achieved TFLOP/s against arithmetic intensity (roofline.flops / roofline.bytes)
// of every valid candidate, under the compute and memory roofs. The memory
// roof is the run's device's DRAM peak where its environment records the
// memory clock and bus width (schema 9), else the file's roofline.peak_gbps; no
// dense tensor rate is derivable from what a device reports, so the compute
// roof is the file's roofline.peak_tflops. The caption says which is which.
std::string roofline_chart(const ExperimentView& v) {
  if (!v.model) return "<p class=\"note\">No roofline: the experiment file no longer loads.</p>\n";
  const Roofline& roof = v.model->roofline;
  PlotSpec spec;
  spec.width = 650;
  spec.height = 360;
  spec.title = "Roofline: achieved TFLOP/s against arithmetic intensity";
  spec.x_label = "arithmetic intensity, flop/byte (roofline.flops / roofline.bytes)";
  spec.y_label = "achieved TFLOP/s";
  spec.log_x = true;
  double ai_lo = INFINITY, ai_hi = -INFINITY;
  for (std::size_t i : v.ranking) {
    const CandidateView& c = v.candidates[i];
    const Figures& f = c.figures;
    if (!f.flops || !f.bytes || !f.tflops || *f.bytes <= 0 || *f.flops <= 0) continue;
    const double ai = *f.flops / *f.bytes;
    ai_lo = std::min(ai_lo, ai), ai_hi = std::max(ai_hi, ai);
    spec.points.push_back({ai, f.tflops, status_color(c.status), tooltip(v, c) + fmt::format(
                                                                     " - {} flop/byte, {} TFLOP/s", format_sig(ai),
                                                                     format_sig(*f.tflops))});
  }
  if (spec.points.empty())
    return "<p class=\"note\">No roofline: no valid candidate has achieved TFLOP/s (the experiment needs "
           "roofline.flops and roofline.bytes).</p>\n";
  const std::optional<double> tflops = roof.peak_tflops && *roof.peak_tflops > 0 ? roof.peak_tflops : std::nullopt;
  // The memory roof is the run's device's own where it reported its memory clock and bus width.
  const std::optional<double> device_gbps = v.environment.peak_dram_gbps();
  const std::optional<double> gbps =
      device_gbps ? device_gbps : (roof.peak_gbps && *roof.peak_gbps > 0 ? roof.peak_gbps : std::nullopt);
  // flop/byte where the roofs meet; TFLOP/s under the memory roof = intensity x GB/s / 1000.
  const std::optional<double> ridge = tflops && gbps ? std::optional<double>(*tflops * 1000 / *gbps) : std::nullopt;
  const double x_lo = std::min(ai_lo, ridge.value_or(ai_lo)) / 8, x_hi = std::max(ai_hi, ridge.value_or(ai_hi)) * 8;
  const std::string memory_label = gbps ? fmt::format("memory roof {} GB/s", format_short(*gbps)) : "";
  const std::string compute_label = tflops ? fmt::format("compute roof {} TFLOP/s", format_short(*tflops)) : "";
  if (gbps) {
    const double end = ridge.value_or(x_hi);
    spec.lines.push_back({{{x_lo, x_lo * *gbps / 1000}, {end, end * *gbps / 1000}}, memory_label, "#457b9d"});
  }
  if (tflops) spec.lines.push_back({{{ridge.value_or(x_lo), *tflops}, {x_hi, *tflops}}, compute_label, "#e63946"});

  // Where each roof came from.
  const std::string device = v.environment.gpu_name.empty() ? "the run's device" : v.environment.gpu_name;
  std::string caption = fmt::format(
      "Every valid candidate at its arithmetic intensity and achieved rate ({} points). Roofs: ", spec.points.size());
  auto source = [](const std::string& label, const char* roof, const char* key) {
    return !label.empty() ? fmt::format("{} from the experiment file's roofline.{}", label, key)
                          : fmt::format("no {} roof (roofline.{} is not set)", roof, key);
  };
  caption += source(compute_label, "compute", "peak_tflops") + "; ";
  if (device_gbps)
    caption += fmt::format("{} from {} itself (memory clock {} MHz x {}-bit bus, double data rate). ", memory_label,
                           esc(device), v.environment.memory_clock_khz / 1000, v.environment.memory_bus_width_bits);
  else
    caption += source(memory_label, "memory", "peak_gbps") +
               fmt::format(": the stored environment of {} does not record its memory clock and bus width (a replay, "
                           "or a run before schema 9). ",
                           esc(device));
  caption += "A dense tensor rate is not derivable from what the device reports, so the compute roof is the file's.";
  return "<div class=\"plots\">\n" + svg_plot(spec) + "</div>\n<p class=\"note roofline\">" + caption + "</p>\n";
}

// The pair of parameters that matters most, and its heat map. The measure:
// over the valid measured candidates, group them by the pair's two values and
// take the share of the variance of log(median time) the groups explain,
// adjusted for the number of groups (1 - within-group variance / total
// variance, each over its degrees of freedom), so that a pair is not chosen
// only for having more value combinations.
struct PairChoice {
  std::size_t first = 0, second = 0;  ///< indexes into v.parameters
  double explained = 0;               ///< adjusted share of variance
  std::size_t groups = 0;
};

std::vector<PairChoice> rank_parameter_pairs(const ExperimentView& v) {
  std::vector<const CandidateView*> valid;
  for (std::size_t i : v.ranking)
    if (v.candidates[i].time_us() && *v.candidates[i].time_us() > 0) valid.push_back(&v.candidates[i]);
  const double n = static_cast<double>(valid.size());
  double mean = 0, total = 0;
  for (const CandidateView* c : valid) mean += std::log(*c->time_us()) / n;
  for (const CandidateView* c : valid) total += std::pow(std::log(*c->time_us()) - mean, 2);
  std::vector<PairChoice> pairs;
  if (valid.size() < 3 || !(total > 0)) return pairs;
  for (std::size_t a = 0; a < v.parameters.size(); ++a)
    for (std::size_t b = a + 1; b < v.parameters.size(); ++b) {
      std::map<std::pair<std::string, std::string>, std::vector<double>> groups;
      for (const CandidateView* c : valid) {
        const auto x = c->point.find(v.parameters[a]), y = c->point.find(v.parameters[b]);
        if (x == c->point.end() || y == c->point.end()) continue;
        groups[{x->second.to_string(), y->second.to_string()}].push_back(std::log(*c->time_us()));
      }
      double within = 0, counted = 0;
      for (const auto& [key, logs] : groups) {
        double m = 0;
        for (double l : logs) m += l / static_cast<double>(logs.size());
        for (double l : logs) within += (l - m) * (l - m);
        counted += static_cast<double>(logs.size());
      }
      const double k = static_cast<double>(groups.size());
      if (counted < n || counted - k < 1) continue;  // a candidate without the pair, or a group per candidate
      pairs.push_back({a, b, 1 - (within / (n - k)) / (total / (n - 1)), groups.size()});
    }
  std::stable_sort(pairs.begin(), pairs.end(),
                   [](const PairChoice& x, const PairChoice& y) { return x.explained > y.explained; });
  return pairs;
}

std::string pair_heatmap(const ExperimentView& v) {
  const std::vector<PairChoice> pairs = rank_parameter_pairs(v);
  if (pairs.empty())
    return "<p class=\"note\">No heat map: it needs two parameters and more valid candidates than pairs of their "
           "values.</p>\n";
  const PairChoice& chosen = pairs.front();
  const std::string& row_name = v.parameters[chosen.first];
  const std::string& column_name = v.parameters[chosen.second];
  const std::vector<Value> rows = parameter_values(v, row_name), columns = parameter_values(v, column_name);
  HeatmapSpec spec;
  spec.title = fmt::format("Best median time, us, by {} and {}", row_name, column_name);
  spec.x_label = column_name;
  spec.y_label = row_name;
  for (const Value& x : columns) spec.columns.push_back(x.to_string());
  for (const Value& y : rows) spec.rows.push_back(y.to_string());
  spec.cells.assign(rows.size(), std::vector<HeatCell>(columns.size()));
  std::vector<std::vector<std::size_t>> counts(rows.size(), std::vector<std::size_t>(columns.size()));
  // v.ranking is fastest first: the first candidate to reach a cell is its best.
  for (std::size_t i : v.ranking) {
    const CandidateView& c = v.candidates[i];
    const auto x = c.point.find(column_name), y = c.point.find(row_name);
    if (x == c.point.end() || y == c.point.end() || !c.time_us()) continue;
    const auto col = std::find(columns.begin(), columns.end(), x->second);
    const auto row = std::find(rows.begin(), rows.end(), y->second);
    if (col == columns.end() || row == rows.end()) continue;
    const std::size_t r = static_cast<std::size_t>(row - rows.begin()), k = static_cast<std::size_t>(col - columns.begin());
    HeatCell& cell = spec.cells[r][k];
    if (++counts[r][k] == 1) {
      cell.value = c.time_us();
      cell.text = format_sig(*c.time_us());
      cell.tooltip = fmt::format("{}={} {}={}: best {} us, candidate {}", row_name, y->second.to_string(), column_name,
                                 x->second.to_string(), format_sig(*c.time_us(), 4), c.id());
    }
  }
  for (std::size_t r = 0; r < rows.size(); ++r)
    for (std::size_t k = 0; k < columns.size(); ++k)
      if (counts[r][k] > 0) spec.cells[r][k].tooltip += fmt::format(" (of {} valid)", counts[r][k]);
  std::string caption = fmt::format(
      "{} and {} is the pair of parameters whose value combinations explain most of the variance of log(median "
      "time) over the {} valid candidates: adjusted R&sup2; {:.2f} over {} groups (1 - within-group variance / "
      "total variance, each over its degrees of freedom)",
      esc(row_name), esc(column_name), v.ranking.size(), chosen.explained, chosen.groups);
  if (pairs.size() > 1)
    caption += fmt::format("; next: {} and {}, {:.2f}", esc(v.parameters[pairs[1].first]),
                           esc(v.parameters[pairs[1].second]), pairs[1].explained);
  caption += ". A cell: the best (smallest) median time of the valid candidates with those two values; blank where "
             "none was measured valid.";
  return "<div class=\"plots\">\n" + svg_heatmap(spec) + "</div>\n<p class=\"note heatmap\">" + caption + "</p>\n";
}

std::string status_bars(const ExperimentView& v) {
  std::vector<std::pair<std::string, std::int64_t>> counts;
  for (CandidateStatus s : kAllStatuses) {
    const std::string name(status_name(s));
    if (auto it = v.status_counts.find(name); it != v.status_counts.end() && it->second > 0)
      counts.emplace_back(name, it->second);
  }
  for (const char* mark : kViewMarks)
    if (auto it = v.status_counts.find(mark); it != v.status_counts.end() && it->second > 0)
      counts.emplace_back(mark, it->second);
  std::int64_t most = 1, total = 0;
  for (const auto& [name, n] : counts) most = std::max(most, n), total += n;
  const int row = 22, width = 520, label = 130, bar_max = width - label - 90;
  std::string s = fmt::format(
      "<svg class=\"plot status\" width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} {1}\" font-family=\"sans-serif\" "
      "font-size=\"12\">\n<title>Candidates by status</title>\n<rect width=\"{0}\" height=\"{1}\" fill=\"#fff\"/>\n",
      width, row * static_cast<int>(counts.size()) + 10);
  int y = 5;
  for (const auto& [name, n] : counts) {
    const double w = std::max(1.0, bar_max * static_cast<double>(n) / most);
    s += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"end\" fill=\"#222\">{}</text>\n", label - 8, y + 15, esc(name));
    s += fmt::format("<rect x=\"{}\" y=\"{}\" width=\"{:.1f}\" height=\"{}\" fill=\"{}\"><title>{}: {}</title></rect>\n",
                     label, y + 3, w, row - 6, status_color(name), esc(name), n);
    s += fmt::format("<text x=\"{:.1f}\" y=\"{}\" fill=\"#222\">{} ({:.0f}%)</text>\n", label + w + 6, y + 15, n,
                     total ? 100.0 * n / total : 0.0);
    y += row;
  }
  return s + "</svg>\n";
}

std::string legend(const ExperimentView& v) {
  std::string s = "<p class=\"legend\">";
  for (const auto& [name, n] : v.status_counts)
    s += fmt::format("<span class=\"item\"><span class=\"swatch\" style=\"background:{}\"></span>{} ({})</span>",
                     status_color(name), esc(name), n);
  s += "<span class=\"item\"><span class=\"swatch\" style=\"background:#1d3557;border-radius:0;height:3px\"></span>best "
       "so far</span>";
  s += "<span class=\"item\">dashed: reference and baselines</span></p>\n";
  return s;
}

std::string leaderboard_table(const ExperimentView& v, int top) {
  const auto baselines = v.baseline_names();
  const auto labels = baseline_labels(baselines);
  const auto abbrev = abbreviate_names(v.parameters);
  // One speed-up column, over the fastest baseline (the one to beat), as the
  // terminal table has: with every baseline a column, a search over many
  // parameters made the table wider than the page. The cards above give the rest.
  std::vector<std::size_t> shown;
  if (v.model && !v.model->baselines.empty()) {
    std::size_t fastest = 0;
    for (std::size_t i = 1; i < v.model->baselines.size(); ++i)
      if (v.model->baselines[i].time_us < v.model->baselines[fastest].time_us) fastest = i;
    if (fastest < baselines.size()) shown.push_back(fastest);
  }
  std::string s = "<table class=\"leaderboard\">\n<tr><th>#</th><th>id</th>";
  for (std::size_t i = 0; i < v.parameters.size(); ++i)
    s += "<th title=\"" + esc(v.parameters[i]) + "\">" + esc(abbrev[i]) + "</th>";
  s += "<th>median us</th><th>p10-p90 us</th><th>TFLOP/s</th><th>GB/s</th><th title=\"speed-up over the reference\">"
       "xref</th>";
  for (std::size_t i : shown) s += "<th title=\"speed-up over " + esc(baselines[i]) + "\">" + esc(labels[i]) + "</th>";
  s += "<th>regs</th><th>spill B</th><th>smem</th><th>occupancy</th><th>gen</th><th title=\"compute-sanitizer "
       "memcheck, racecheck, synccheck\">san</th><th>origin</th></tr>\n";
  for (std::size_t r = 0; r < v.ranking.size() && static_cast<int>(r) < top; ++r) {
    const CandidateView& c = v.candidates[v.ranking[r]];
    const store::Measurement* m = c.measurement();
    const Figures& f = c.figures;
    s += fmt::format("<tr><td class=\"n\">{}</td><td class=\"n\">{}</td>", r + 1, c.id());
    for (const auto& p : v.parameters) {
      auto it = c.point.find(p);
      s += "<td class=\"n\">" + esc(it == c.point.end() ? "?" : it->second.to_string()) + "</td>";
    }
    s += fmt::format("<td class=\"n\"><b>{}</b></td>", format_sig(*m->time_p50_us, 4));
    s += fmt::format("<td class=\"n\">{}</td>", m->time_p10_us && m->time_p90_us
                                                    ? format_sig(*m->time_p10_us) + "-" + format_sig(*m->time_p90_us)
                                                    : "");
    s += fmt::format("<td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>", opt_sig(f.tflops),
                     opt_sig(f.gbps), opt_sig(f.vs_reference));
    for (std::size_t i : shown)
      s += fmt::format("<td class=\"n\">{}</td>", i < f.vs_baselines.size() ? opt_sig(f.vs_baselines[i]) : "");
    const auto& k = c.result.ptxas;
    s += fmt::format("<td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>",
                     k && k->registers ? std::to_string(*k->registers) : "",
                     k && k->spill_bytes() ? std::to_string(*k->spill_bytes()) : "",
                     f.shared_bytes ? format_bytes(*f.shared_bytes) : "");
    // "44% regs": theoretical occupancy and what limits it (shortened: the column must fit the page).
    const std::string limiter = f.occupancy_limiter == "registers"       ? "regs"
                                : f.occupancy_limiter == "shared memory" ? "smem"
                                                                         : f.occupancy_limiter;
    std::string occ = f.occupancy ? fmt::format("{:.0f}% {}", *f.occupancy * 100, limiter) : "";
    if (f.achieved_occupancy) occ += fmt::format("{}{:.0f}% measured", occ.empty() ? "" : ", ", *f.achieved_occupancy * 100);
    const store::CandidateRow& row = c.result.candidate;
    std::string origin = store::origin_name(row.origin);
    if (row.rule) origin += ": " + *row.rule;
    const std::string san = c.sanitizer == store::SanitizerState::unchecked ? "-" : store::sanitizer_state_name(c.sanitizer);
    s += fmt::format("<td>{}</td><td class=\"n\">{}</td><td>{}</td><td class=\"w\">{}</td></tr>\n", esc(occ),
                     row.generation, esc(san), esc(origin));
  }
  s += "</table>\n";
  std::string key;
  for (std::size_t i = 0; i < v.parameters.size(); ++i)
    if (abbrev[i] != v.parameters[i]) key += (key.empty() ? "" : ", ") + abbrev[i] + " = " + v.parameters[i];
  for (std::size_t i : shown)
    key += (key.empty() ? "" : ", ") + labels[i] + " = speed-up over " + baselines[i] + ", the fastest baseline";
  if (!key.empty()) s += "<p class=\"note\">" + esc(key) + ".</p>\n";
  s += fmt::format("<p class=\"note\">{} of {} valid candidates. Occupancy is theoretical (registers, shared memory and "
                   "threads against the device's limits; the word says which limits it) unless measured. san: what compute-sanitizer "
                   "(memcheck, racecheck, synccheck) said, - not checked. <code>evotune show ID</code> has everything "
                   "about one candidate; <code>evotune export {} --id ID</code> writes it as a .cu file.</p>\n",
                   std::min<std::size_t>(v.ranking.size(), top), v.ranking.size(), esc(v.row.name));
  return s;
}

// Which ways of making candidates paid off: per origin (and insight rule),
// how many were made, how many were valid, the best time, and how often one
// improved on the best so far when it finished.
std::string origins_table(const ExperimentView& v) {
  struct Tally {
    std::int64_t made = 0, valid = 0, improved = 0, with_parent = 0, beat_parent = 0;
    std::optional<double> best;
  };
  std::map<std::string, Tally> tallies;
  double best = INFINITY;
  for (const CandidateView* c : in_finishing_order(v)) {
    const store::CandidateRow& row = c->result.candidate;
    const std::string key =
        std::string(store::origin_name(row.origin)) + (row.rule ? " (" + *row.rule + ")" : std::string());
    Tally& t = tallies[key];
    ++t.made;
    if (c->status == "ok" && c->time_us()) {
      ++t.valid;
      if (!t.best || *c->time_us() < *t.best) t.best = c->time_us();
      if (*c->time_us() < best) {
        best = *c->time_us();
        ++t.improved;
      }
      // Did the rule pay off: faster than the candidate it was made from?
      if (row.parent1_id)
        if (const CandidateView* parent = v.find(*row.parent1_id); parent && parent->time_us()) {
          ++t.with_parent;
          if (*c->time_us() < *parent->time_us()) ++t.beat_parent;
        }
    }
  }
  std::string s = "<table>\n<tr><th>origin (insight rule)</th><th>evaluated</th><th>valid</th><th>new best when "
                  "finished</th><th>faster than parent</th><th>best us</th></tr>\n";
  for (const auto& [key, t] : tallies)
    s += fmt::format("<tr><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td "
                     "class=\"n\">{}</td><td class=\"n\">{}</td></tr>\n",
                     esc(key), t.made, t.valid, t.improved,
                     t.with_parent ? fmt::format("{} of {}", t.beat_parent, t.with_parent) : std::string("-"),
                     opt_sig(t.best));
  return s + "</table>\n";
}

// Profiled candidates (CUPTI metrics), fastest first, with the metric gates' verdict.
std::string profiles_table(const ExperimentView& v, std::size_t top) {
  std::vector<const CandidateView*> profiled;
  for (const auto& c : v.candidates)
    if (c.measurement() && !c.measurement()->metrics.empty() && c.time_us()) profiled.push_back(&c);
  if (profiled.empty()) return "<p class=\"note\">No candidate was profiled (profile: {top: N} in the experiment).</p>\n";
  std::sort(profiled.begin(), profiled.end(),
            [](const CandidateView* a, const CandidateView* b) { return *a->time_us() < *b->time_us(); });
  if (profiled.size() > top) profiled.resize(top);
  auto pct = [](const std::optional<double>& x) { return x ? fmt::format("{:.1f}", *x) : std::string("-"); };
  std::string s = "<table>\n<tr><th>id</th><th>median us</th><th>tensor %</th><th>DRAM %</th><th>occupancy %</th>"
                  "<th>L2 hit %</th><th>bank conflicts %</th><th>top stalls</th><th>metric gates</th></tr>\n";
  for (const CandidateView* c : profiled) {
    const DerivedMetrics d = derive_metrics(c->measurement()->metrics);
    s += fmt::format("<tr><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}"
                     "</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td>{}</td><td>{}</td>"
                     "</tr>\n",
                     c->id(), format_sig(*c->time_us(), 4), pct(d.tensor_pct), pct(d.dram_pct),
                     pct(d.achieved_occupancy_pct), pct(d.l2_hit_pct), pct(d.bank_conflict_pct),
                     esc(d.top_stalls(2)), c->status == "metric_gated" ? "removed: " + esc(c->reason) : "kept");
  }
  return s + "</table>\n";
}

std::string failures_table(const ExperimentView& v) {
  std::map<std::pair<std::string, std::string>, std::pair<std::int64_t, std::int64_t>> reasons;  // -> count, example
  for (const auto& c : v.candidates) {
    if (c.status == "ok") continue;
    std::string reason = c.reason.empty() ? "(no reason recorded)" : c.reason;
    if (reason.size() > 160) reason = reason.substr(0, 157) + "...";
    auto& entry = reasons[{c.status, reason}];
    if (entry.first++ == 0) entry.second = c.id();
  }
  if (reasons.empty()) return "<p>No candidate failed.</p>\n";
  std::vector<std::pair<std::pair<std::string, std::string>, std::pair<std::int64_t, std::int64_t>>> sorted(
      reasons.begin(), reasons.end());
  std::stable_sort(sorted.begin(), sorted.end(),
                   [](const auto& a, const auto& b) { return a.second.first > b.second.first; });
  std::string s = "<table>\n<tr><th>status</th><th>reason</th><th>candidates</th><th>e.g.</th></tr>\n";
  const std::size_t shown = std::min<std::size_t>(sorted.size(), 15);
  for (std::size_t i = 0; i < shown; ++i) {
    const auto& [key, count] = sorted[i];
    s += fmt::format("<tr><td><span class=\"swatch\" style=\"background:{}\"></span>{}</td><td>{}</td><td "
                     "class=\"n\">{}</td><td class=\"n\">{}</td></tr>\n",
                     status_color(key.first), esc(key.first), esc(key.second), count.first, count.second);
  }
  s += "</table>\n";
  if (sorted.size() > shown)
    s += fmt::format("<p class=\"note\">{} more reasons; <code>evotune leaderboard {} --all-status</code> lists every "
                     "candidate.</p>\n",
                     sorted.size() - shown, esc(v.row.name));
  return s;
}

// Per device (issue 19): what each GPU measured, how fast, and how long it waited for work.
std::string devices_table(const ExperimentView& v) {
  std::string s = "<table>\n<tr><th>device</th><th>workers</th><th>evaluations</th><th>per minute</th><th>GPU "
                  "busy</th><th>idle share</th></tr>\n";
  for (const DeviceShare& d : v.devices) {
    const auto rate = d.per_minute();
    const auto idle = d.idle_share();
    s += fmt::format("<tr><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td><td "
                     "class=\"n\">{}</td><td class=\"n\">{}</td></tr>\n",
                     esc(d.device), d.workers > 0 ? std::to_string(d.workers) : "-", d.evaluations,
                     rate ? fmt::format("{:.1f}", *rate) : "-", d.busy_s ? fmt::format("{:.1f} s", *d.busy_s) : "-",
                     idle ? fmt::format("{:.0f}%", 100.0 * *idle) : "-");
  }
  return s + "</table>\n<p class=\"note\">Per minute: the device's evaluations over the wall time of the runs it "
             "measured in. Idle share: the time its workers waited for a compiled candidate while others were "
             "pending, of their busy plus idle time (recorded by runs since schema 8; - before).</p>\n";
}

std::string runs_table(const ExperimentView& v) {
  std::string s = "<table>\n<tr><th>run</th><th>strategy</th><th>seed</th><th>started</th><th>finished</th><th>wall "
                  "time</th><th>evaluations</th><th>stopped by</th><th>compute-sanitizer</th></tr>\n";
  for (const auto& r : v.runs)
    s += fmt::format("<tr><td class=\"n\">{}</td><td>{}</td><td class=\"n\">{}</td><td>{}</td><td>{}</td><td "
                     "class=\"n\">{:.1f} s</td><td class=\"n\">{}</td><td>{}</td><td class=\"n\">{}</td></tr>\n",
                     r.id, esc(r.strategy), r.seed, esc(r.started_at), esc(r.finished_at.value_or("(killed or running)")),
                     r.elapsed_s, r.evaluations, esc(r.stop_reason.value_or("")),
                     r.sanitizer_s > 0 ? fmt::format("{:.1f} s", r.sanitizer_s) : std::string("-"));
  return s + "</table>\n";
}

std::string card(const std::string& value, const std::string& key) {
  return fmt::format("<div class=\"card\"><div class=\"v\">{}</div><div class=\"k\">{}</div></div>\n", esc(value),
                     esc(key));
}

}  // namespace

std::string status_color(const std::string& status) {
  static const std::map<std::string, std::string> colors = {
      {"ok", "#2a9d8f"},         {"suspect", "#e9c46a"},          {"gate_reject", "#8d99ae"},
      {"compile_error", "#6d597a"}, {"compile_timeout", "#b56576"}, {"incorrect", "#e76f51"},
      {"nondeterministic", "#f4a261"}, {"fault", "#d62828"},      {"timeout", "#9d0208"},
      {"racy", "#bc6c25"},         {"memory_error", "#780000"},
      {"pending", "#cccccc"},      {"metric_gated", "#577590"}, {"imprecise", "#90be6d"},
      {"partial", "#a8dadc"}};
  auto it = colors.find(status);
  return it == colors.end() ? "#999999" : it->second;
}

std::string report_html(const ExperimentView& v, const ReportOptions& options) {
  // One shape of a set: its page says which.
  const std::string title = v.row.shape.empty() ? v.row.name : v.row.name + " at " + v.row.shape;
  std::string h = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
  h += fmt::format("<title>evotune report: {}</title>\n<style>{}</style>\n</head>\n<body>\n", esc(title), kCss);
  h += fmt::format("<h1>evotune report: {}</h1>\n", esc(title));
  if (!options.overview_link.empty())
    h += "<p class=\"sub\"><a href=\"" + esc(options.overview_link) + "\">the set's overview</a></p>\n";
  if (v.model && !v.model->description.empty()) h += "<p class=\"sub\">" + esc(v.model->description) + "</p>\n";
  h += fmt::format("<p class=\"sub\">Experiment #{} ({}, file hash <code>{}</code>, recorded {}) measured on {}.</p>\n",
                   v.row.id, esc(v.row.file_path), esc(v.row.file_hash.substr(0, 16)), esc(v.row.created_at),
                   esc(v.environment.describe()));
  if (!v.model)
    h += "<p class=\"sub\">The experiment file no longer loads (" + esc(v.model_problem) +
         "): roofline figures, baselines and launch geometry are missing.</p>\n";
  for (const auto& other : v.other_environments)
    h += fmt::format("<p class=\"sub\">Also searched on {} ({} evaluations), not shown: times from another device are "
                     "not comparable.</p>\n",
                     esc(other.description), other.evaluations);

  // Headline cards.
  h += "<div class=\"cards\">\n";
  const CandidateView* best = v.best();
  if (best) {
    h += card(fmt::format("{} us", format_sig(*best->time_us(), 4)),
              fmt::format("best median time: candidate {}", best->id()));
    if (best->figures.vs_reference)
      h += card(fmt::format("{}x", format_sig(*best->figures.vs_reference)),
                fmt::format("over the reference ({} us)", format_sig(*v.reference_us)));
    if (v.model)
      for (std::size_t i = 0; i < v.model->baselines.size() && i < best->figures.vs_baselines.size(); ++i)
        if (best->figures.vs_baselines[i])
          h += card(fmt::format("{}x", format_sig(*best->figures.vs_baselines[i])),
                    fmt::format("over {} ({:g} us; {})", v.model->baselines[i].name, v.model->baselines[i].time_us,
                                baseline_source_text(v.model->baselines[i], v.environment)));
    if (best->figures.tflops) h += card(format_sig(*best->figures.tflops) + " TFLOP/s", "achieved by the best");
    if (best->figures.floor_us)
      h += card(fmt::format("{}x", format_sig(*best->time_us() / *best->figures.floor_us)),
                fmt::format("the roofline floor ({} us)", format_sig(*best->figures.floor_us)));
  } else {
    h += card("none", "no valid candidate yet");
  }
  h += card(std::to_string(v.evaluations), fmt::format("evaluations ({} valid)", v.ranking.size()));
  h += card(fmt::format("{:.1f} s", v.elapsed_s), fmt::format("search wall time, {} run{}", v.runs.size(),
                                                              v.runs.size() == 1 ? "" : "s"));
  h += "</div>\n";
  if (best) h += "<p class=\"sub\">Best: <code>" + esc(point_text(v, best->point)) + "</code></p>\n";

  h += "<h2>Convergence</h2>\n" + legend(v) + "<div class=\"plots\">\n" + convergence_plots(v) + "</div>\n";
  h += "<h2>Time against each parameter</h2>\n<p class=\"note\">Every evaluated candidate at its value of the "
       "parameter (spread sideways so that equal values stay visible); failed ones in the band on top.</p>\n"
       "<div class=\"plots\">\n" +
       parameter_plots(v) + "</div>\n";
  h += "<h2>Roofline</h2>\n" + roofline_chart(v);
  h += "<h2>The pair of parameters that matters most</h2>\n" + pair_heatmap(v);
  h += "<h2>Leaderboard</h2>\n" + leaderboard_table(v, options.top);
  h += "<h2>Candidates by status</h2>\n<div class=\"plots\">\n" + status_bars(v) + "</div>\n";
  h += "<h2>What the failed candidates died of</h2>\n" + failures_table(v);
  h += "<h2>Where the candidates came from</h2>\n" + origins_table(v);
  h += "<h2>Profiled candidates</h2>\n" + profiles_table(v, options.top);
  if (!v.devices.empty()) h += "<h2>Devices</h2>\n" + devices_table(v);
  h += "<h2>Runs</h2>\n" + runs_table(v);
  h += "<p class=\"note\">Written by evotune " EVOTUNE_VERSION;
  if (!options.generated_at.empty()) h += " on " + esc(options.generated_at);
  h += ". Kernel times are medians of the GPU's own start/end timestamps (CUPTI), p10-p90 their spread.</p>\n";
  h += "</body>\n</html>\n";
  return h;
}

std::string comparison_html(const ExperimentView& a, const ExperimentView& b, const ReportOptions& options) {
  const auto name = [](const ExperimentView& v) {
    return v.row.shape.empty() ? v.row.name : v.row.name + " at " + v.row.shape;
  };
  const std::string title = name(a) + " against " + name(b);
  std::string h = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
  h += fmt::format("<title>evotune comparison: {}</title>\n<style>{}</style>\n</head>\n<body>\n", esc(title), kCss);
  h += fmt::format("<h1>evotune comparison: {}</h1>\n", esc(title));
  const CandidateView* best_a = a.best();
  const CandidateView* best_b = b.best();
  if (best_a && best_b) {
    const double ratio = *best_b->time_us() / *best_a->time_us();
    h += "<div class=\"cards\">\n";
    h += card(fmt::format("{}x", format_sig(ratio, 4)),
              fmt::format("{}'s best / {}'s best ({} us / {} us): {}", name(b), name(a), format_sig(*best_b->time_us(), 4),
                          format_sig(*best_a->time_us(), 4),
                          ratio > 1 ? name(a) + " is faster" : ratio < 1 ? name(b) + " is faster" : "the same"));
    h += "</div>\n";
  } else {
    h += "<p>No ratio: " + esc(best_a ? name(b) : name(a)) + " has no valid candidate yet.</p>\n";
  }
  if (a.environment.describe() != b.environment.describe())
    h += "<p class=\"sub\">Measured in different environments: the ratio compares the devices (or drivers) as well "
         "as the kernels.</p>\n";
  h += "<table class=\"comparison\">\n<tr><th></th><th>" + esc(name(a)) + "</th><th>" + esc(name(b)) + "</th></tr>\n";
  const auto row = [&](const std::string& key, const std::function<std::string(const ExperimentView&)>& value) {
    h += "<tr><th>" + esc(key) + "</th><td>" + esc(value(a)) + "</td><td>" + esc(value(b)) + "</td></tr>\n";
  };
  const auto of_best = [](const ExperimentView& v, const std::function<std::string(const CandidateView&)>& f) {
    return v.best() ? f(*v.best()) : std::string("-");
  };
  row("measured on", [](const ExperimentView& v) { return v.environment.describe(); });
  row("evaluations (valid)", [](const ExperimentView& v) {
    return fmt::format("{} ({})", v.evaluations, v.ranking.size());
  });
  row("search wall time", [](const ExperimentView& v) { return fmt::format("{:.1f} s", v.elapsed_s); });
  row("best median time, us", [&](const ExperimentView& v) {
    return of_best(v, [](const CandidateView& c) { return format_sig(*c.time_us(), 4); });
  });
  row("best candidate", [&](const ExperimentView& v) {
    return of_best(v, [](const CandidateView& c) { return std::to_string(c.id()); });
  });
  row("TFLOP/s", [&](const ExperimentView& v) {
    return of_best(v, [](const CandidateView& c) { return opt_sig(c.figures.tflops); });
  });
  row("GB/s", [&](const ExperimentView& v) {
    return of_best(v, [](const CandidateView& c) { return opt_sig(c.figures.gbps); });
  });
  row("x reference", [&](const ExperimentView& v) {
    return of_best(v, [](const CandidateView& c) { return opt_sig(c.figures.vs_reference); });
  });
  row("best point", [&](const ExperimentView& v) {
    return of_best(v, [&](const CandidateView& c) { return point_text(v, c.point); });
  });
  h += "</table>\n";
  h += "<p class=\"note\">Each side's own report (<code>evotune report NAME</code>) has its convergence, parameters "
       "and leaderboard.</p>\n";
  h += "<p class=\"note\">Written by evotune " EVOTUNE_VERSION;
  if (!options.generated_at.empty()) h += " on " + esc(options.generated_at);
  h += ".</p>\n</body>\n</html>\n";
  return h;
}

std::string shape_page_name(const std::string& shape_key) {
  std::string out;
  for (char ch : shape_key) {
    if (ch == ',') out += '_';
    else if (ch != '=') out += ch;
  }
  return out + ".html";
}

std::string shape_set_overview_html(const ShapeSetView& v, const ReportOptions& options) {
  std::string h = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n";
  h += fmt::format("<title>evotune report: {}</title>\n<style>{}</style>\n</head>\n<body>\n", esc(v.name), kCss);
  h += fmt::format("<h1>evotune report: {} ({} shapes)</h1>\n", esc(v.name), v.shapes.size());
  if (v.model && !v.model->description.empty()) h += "<p class=\"sub\">" + esc(v.model->description) + "</p>\n";
  h += fmt::format("<p class=\"sub\">{} of {} shapes searched on {}. Each shape's page has its convergence, "
                   "parameters, leaderboard and runs.</p>\n",
                   v.searched(), v.shapes.size(), esc(v.environment.describe()));
  h += "<h2>Best of each shape</h2>\n<table>\n<tr><th>shape</th><th>evaluations</th><th>valid</th><th>median us</th>"
       "<th>TFLOP/s</th>";
  for (const std::string& b : v.baseline_names) h += "<th>x " + esc(b) + "</th>";
  h += "<th>parameters</th></tr>\n";
  const auto params = [&](const Point& p) {
    std::string out;
    for (const std::string& name : v.parameters)
      if (auto it = p.find(name); it != p.end()) out += (out.empty() ? "" : " ") + name + "=" + it->second.to_string();
    return out;
  };
  for (const ShapeView& s : v.shapes) {
    const CandidateView* best = s.best();
    const std::string name = s.view && options.link_shapes ? "<a href=\"" + esc(shape_page_name(s.key)) + "\">" +
                                                                 esc(s.key) + "</a>"
                                                           : esc(s.key);
    h += "<tr><td><code>" + name + "</code></td>";
    h += fmt::format("<td class=\"num\">{}</td><td class=\"num\">{}</td>", s.view ? std::to_string(s.view->evaluations) : "-",
                     s.view ? std::to_string(s.view->ranking.size()) : "-");
    h += fmt::format("<td class=\"num\">{}</td><td class=\"num\">{}</td>", best ? format_sig(*best->time_us()) : "",
                     best ? opt_sig(best->figures.tflops) : "");
    for (const std::string& b : v.baseline_names) h += "<td class=\"num\">" + opt_sig(baseline_speedup(s, b)) + "</td>";
    h += "<td><code>" + esc(best ? params(best->point) : s.view ? "nothing valid yet" : "not searched") +
         "</code></td></tr>\n";
  }
  h += "</table>\n";
  h += "<h2>One point for all shapes</h2>\n";
  if (v.shared) {
    const SharedPoint& sp = *v.shared;
    h += fmt::format("<p><code>{}</code>: geometric mean {}x the best of each shape, over the {} of {} shapes with "
                     "a best where it was measured{}.</p>\n",
                     esc(params(sp.point)), format_sig(sp.geomean_loss), sp.measured_shapes, sp.judged_shapes,
                     sp.measured_shapes < sp.judged_shapes
                         ? " (no point was measured at every shape; where it was not, it is left out of the mean)"
                         : "");
    h += "<table>\n<tr><th>shape</th><th>its median us</th><th>best us</th><th>loss</th></tr>\n";
    for (std::size_t i = 0; i < v.shapes.size(); ++i) {
      const CandidateView* best = v.shapes[i].best();
      if (!best) continue;
      h += fmt::format("<tr><td><code>{}</code></td><td class=\"num\">{}</td><td class=\"num\">{}</td>"
                       "<td class=\"num\">{}</td></tr>\n",
                       esc(v.shapes[i].key), sp.time_us[i] ? format_sig(*sp.time_us[i]) : "not measured",
                       format_sig(*best->time_us()), sp.loss[i] ? format_sig(*sp.loss[i]) + "x" : "");
    }
    h += "</table>\n";
  } else {
    h += "<p>No point was measured valid at any shape yet.</p>\n";
  }
  h += "<p class=\"note\">Written by evotune " EVOTUNE_VERSION;
  if (!options.generated_at.empty()) h += " on " + esc(options.generated_at);
  h += ".</p>\n</body>\n</html>\n";
  return h;
}

}  // namespace evotune::cli
