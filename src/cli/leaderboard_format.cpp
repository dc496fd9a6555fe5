// Leaderboard printers: text table, JSON, CSV, Markdown (see leaderboard_format.hpp).
#include "cli/leaderboard_format.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/value_json.hpp"

namespace evotune::cli {

namespace {

using nlohmann::ordered_json;

// --- text helpers -------------------------------------------------------------

constexpr const char* kSanitizerKey =
    "san: compute-sanitizer memcheck, racecheck and synccheck found it clean; - not checked (`export --best` "
    "refuses it; `evotune run` checks the top); partial: not every tool ran; failed: a check could not run; "
    "errors: a check found errors (`evotune run` takes it out).";

std::string join(const std::vector<std::string>& parts, std::string_view sep) {
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) out += (i ? std::string(sep) : "") + parts[i];
  return out;
}

// Words of `text` on lines of at most `width` columns (a word longer than that keeps its own line).
std::string wrap(const std::string& text, int width, const std::string& indent = "  ") {
  std::string out, line;
  std::size_t at = 0;
  while (at < text.size()) {
    std::size_t end = text.find(' ', at);
    if (end == std::string::npos) end = text.size();
    const std::string word = text.substr(at, end - at);
    at = end + 1;
    if (word.empty()) continue;
    if (!line.empty() && static_cast<int>(line.size() + 1 + word.size()) > width) {
      out += line + "\n";
      line = indent;
    }
    line += (line.empty() || line == indent ? "" : " ") + word;
  }
  if (!line.empty() && line != indent) out += line + "\n";
  return out;
}

// A relative error norm: 2.8e-04.
std::string rel_err_text(const CandidateView& c) {
  const store::Measurement* m = c.measurement();
  return m && m->rel_norm ? fmt::format("{:.1e}", *m->rel_norm) : "";
}

std::string speedup_text(std::optional<double> v) { return v ? format_sig(*v, 3) : ""; }

// Shared memory in a narrow column: "384", "40K", "40.5K".
std::string smem_short(std::optional<int> bytes) {
  if (!bytes) return "";
  if (*bytes < 1024) return std::to_string(*bytes);
  std::string s = fmt::format("{:.1f}", *bytes / 1024.0);
  if (s.size() > 2 && s.substr(s.size() - 2) == ".0") s.resize(s.size() - 2);
  return s + "K";
}

std::string value_text(const Point& p, const std::string& name, std::size_t max_chars = 0) {
  auto it = p.find(name);
  if (it == p.end()) return "?";
  std::string s = it->second.to_string();
  if (max_chars && s.size() > max_chars) s = s.substr(0, max_chars - 1) + "~";
  return s;
}

std::optional<int> spill_of(const CandidateView& c) {
  return c.result.ptxas ? c.result.ptxas->spill_bytes() : std::nullopt;
}
std::optional<int> registers_of(const CandidateView& c) {
  return c.result.ptxas ? c.result.ptxas->registers : std::nullopt;
}

// Occupancy cell: measured when profiled (marked *), else theoretical.
std::string occupancy_text(const Figures& f) {
  if (f.achieved_occupancy) return fmt::format("{:.0f}%*", *f.achieved_occupancy * 100);
  if (f.occupancy) return fmt::format("{:.0f}%", *f.occupancy * 100);
  return "";
}

std::string time_with_spread(const CandidateView& c) {
  const store::Measurement* m = c.measurement();
  if (!m || !m->time_p50_us) return "";
  std::string s = format_sig(*m->time_p50_us);
  if (m->time_p10_us && m->time_p90_us)
    s += fmt::format(" ({}-{})", format_sig(*m->time_p10_us), format_sig(*m->time_p90_us));
  return s;
}

// The `san` column: what compute-sanitizer said of it ("-": never checked).
std::string sanitizer_cell(const CandidateView& c) {
  return c.sanitizer == store::SanitizerState::unchecked ? "-" : store::sanitizer_state_name(c.sanitizer);
}

std::string status_cell(const CandidateView& c) {
  if (c.reason.empty()) return c.status;
  std::string reason = c.reason;
  std::replace(reason.begin(), reason.end(), '\n', ' ');
  return c.status + ": " + reason;
}

// --- the text table -----------------------------------------------------------

struct Column {
  std::string header;
  bool right = true;       // numbers right-aligned
  int priority = 100;      // lowest dropped first when the table is too wide; 100 is never dropped
  bool shrinkable = false; // cells may be cut (ending in '~') down to min_width
  std::size_t min_width = 0;
  std::vector<std::string> cells;
};

// Renders `columns` within `width`: shrinks the shrinkable ones first, then
// drops the lowest-priority columns; `dropped` gets the headers left out.
std::string render_table(std::vector<Column> columns, int width, std::vector<std::string>* dropped) {
  auto widths = [&] {
    std::vector<std::size_t> w;
    for (const Column& c : columns) {
      std::size_t m = c.header.size();
      for (const auto& cell : c.cells) m = std::max(m, cell.size());
      w.push_back(m);
    }
    return w;
  };
  auto total = [&](const std::vector<std::size_t>& w) {
    std::size_t t = w.empty() ? 0 : 2 * (w.size() - 1);
    for (auto x : w) t += x;
    return t;
  };
  std::vector<std::size_t> w = widths();
  // First the columns that are nice to have (priority below 50), then shrinking, then the rest.
  while (total(w) > static_cast<std::size_t>(width)) {
    auto lowest = std::min_element(columns.begin(), columns.end(),
                                   [](const Column& a, const Column& b) { return a.priority < b.priority; });
    if (lowest == columns.end() || lowest->priority >= 50) break;
    if (dropped) dropped->push_back(lowest->header);
    columns.erase(lowest);
    w = widths();
  }
  while (total(w) > static_cast<std::size_t>(width)) {
    const std::size_t excess = total(w) - width;
    bool shrunk = false;
    for (std::size_t i = 0; i < columns.size() && !shrunk; ++i) {
      Column& c = columns[i];
      const std::size_t floor = std::max(c.min_width, c.header.size());
      if (!c.shrinkable || w[i] <= floor) continue;
      const std::size_t target = std::max(floor, w[i] > excess ? w[i] - excess : floor);
      for (auto& cell : c.cells)
        if (cell.size() > target) cell = cell.substr(0, target - 1) + "~";
      shrunk = true;
    }
    if (!shrunk) {
      auto lowest = std::min_element(columns.begin(), columns.end(),
                                     [](const Column& a, const Column& b) { return a.priority < b.priority; });
      if (lowest == columns.end() || lowest->priority >= 100) break;  // nothing left to drop
      if (dropped) dropped->push_back(lowest->header);
      columns.erase(lowest);
    }
    w = widths();
  }
  std::string out;
  const std::size_t rows = columns.empty() ? 0 : columns.front().cells.size();
  auto line = [&](auto cell_of) {
    std::string l;
    for (std::size_t i = 0; i < columns.size(); ++i) {
      const std::string cell = cell_of(columns[i]);
      const std::string pad(w[i] - std::min(w[i], cell.size()), ' ');
      if (i) l += "  ";
      l += columns[i].right ? pad + cell : cell + (i + 1 < columns.size() ? pad : "");
    }
    while (!l.empty() && l.back() == ' ') l.pop_back();
    out += l + "\n";
  };
  line([](const Column& c) { return c.header; });
  for (std::size_t r = 0; r < rows; ++r) line([r](const Column& c) { return c.cells[r]; });
  return out;
}

std::string status_counts_text(const std::map<std::string, std::int64_t>& counts) {
  // Statuses in the order core/status.hpp lists them, then the views' own.
  std::vector<std::string> parts;
  for (CandidateStatus s : kAllStatuses) {
    auto it = counts.find(std::string(status_name(s)));
    if (it != counts.end() && it->second > 0) parts.push_back(fmt::format("{} {}", it->first, it->second));
  }
  for (const char* mark : kViewMarks)
    if (auto it = counts.find(mark); it != counts.end() && it->second > 0)
      parts.push_back(fmt::format("{} {}", mark, it->second));
  return join(parts, ", ");
}

std::string seconds_text(double s) {
  if (s < 120) return fmt::format("{:.1f} s", s);
  if (s < 7200) return fmt::format("{:.1f} min", s / 60);
  return fmt::format("{:.1f} h", s / 3600);
}

// The lines above a leaderboard (text and Markdown share them).
std::vector<std::string> header_lines(const ExperimentView& v) {
  std::vector<std::string> lines;
  lines.push_back(fmt::format("{} (experiment #{}, {}) on {}", v.row.name, v.row.id, v.row.created_at,
                              v.environment.describe()));
  lines.push_back(fmt::format("{} evaluations in {} of search ({} run{}): {}", v.evaluations,
                              seconds_text(v.elapsed_s), v.runs.size(), v.runs.size() == 1 ? "" : "s",
                              status_counts_text(v.status_counts)));
  std::vector<std::string> refs;
  refs.push_back(v.reference_us ? fmt::format("reference {} us", format_sig(*v.reference_us))
                                : std::string("reference time not recorded"));
  if (const CandidateView* best = v.best(); best && best->figures.floor_us)
    refs.push_back(fmt::format("roofline floor {} us", format_sig(*best->figures.floor_us)));
  if (v.model && !v.model->baselines.empty()) {
    std::vector<std::string> b;
    for (const Baseline& x : v.model->baselines)
      b.push_back(fmt::format("{} {:g} us ({})", x.name, x.time_us, baseline_source_text(x, v.environment)));
    refs.push_back("baselines " + join(b, ", "));
  }
  lines.push_back(join(refs, "; "));
  // Comparisons at the baseline's precision: the fastest candidate no less precise than it (issue 16).
  for (std::size_t i = 0; v.model && i < v.model->baselines.size(); ++i) {
    const Baseline& b = v.model->baselines[i];
    if (!b.rel_norm) continue;
    const CandidateView* best = v.best();
    const CandidateView* precise = v.best_within_rel_norm(*b.rel_norm);
    std::string text = fmt::format("at {}'s precision (rel err <= 1.25 x {:.1e}): ", b.name, *b.rel_norm);
    if (!precise) {
      text += "no candidate";
    } else {
      text += fmt::format("best is candidate {}, {} us ({}x {})", precise->id(), format_sig(*precise->time_us()),
                          format_sig(b.time_us / *precise->time_us()), b.name);
      if (precise != best && best) text += fmt::format("; #1 overall has rel err {}", rel_err_text(*best));
    }
    lines.push_back(text);
  }
  if (!v.model)
    lines.push_back(fmt::format("(the experiment file no longer loads: {}; roofline, baselines and geometry "
                                "are not shown)",
                                v.model_problem));
  for (const auto& other : v.other_environments)
    lines.push_back(fmt::format("also searched on {} ({} evaluations; not comparable, not shown)",
                                other.description, other.evaluations));
  return lines;
}

// --- JSON -----------------------------------------------------------------------

ordered_json opt_json(std::optional<double> v) { return v ? ordered_json(*v) : ordered_json(nullptr); }
ordered_json opt_json(std::optional<int> v) { return v ? ordered_json(*v) : ordered_json(nullptr); }
ordered_json opt_json(std::optional<std::int64_t> v) { return v ? ordered_json(*v) : ordered_json(nullptr); }
ordered_json opt_json(const std::optional<std::string>& v) {
  return v ? ordered_json(*v) : ordered_json(nullptr);
}

ordered_json candidate_json(const ExperimentView& v, const CandidateView& c) {
  const store::CandidateRow& row = c.result.candidate;
  const store::Measurement* m = c.measurement();
  ordered_json j;
  j["rank"] = opt_json(c.rank ? std::optional<int>(*c.rank) : std::nullopt);
  j["id"] = row.id;
  ordered_json params = ordered_json::object();
  for (const auto& name : v.parameters)
    if (auto it = c.point.find(name); it != c.point.end()) params[name] = value_json(it->second);
  j["params"] = params;
  j["status"] = c.status;
  j["reason"] = c.reason.empty() ? ordered_json(nullptr) : ordered_json(c.reason);
  j["sanitizer"] = store::sanitizer_state_name(c.sanitizer);
  ordered_json checks = ordered_json::array();
  for (const store::SanitizerCheck& k : c.sanitizer_checks)
    checks.push_back({{"tool", k.tool}, {"verdict", k.verdict}, {"errors", k.errors}, {"seconds", k.seconds}});
  j["sanitizer_checks"] = checks;
  j["time_us"] = {{"p10", opt_json(m ? m->time_p10_us : std::nullopt)},
                  {"p50", opt_json(m ? m->time_p50_us : std::nullopt)},
                  {"p90", opt_json(m ? m->time_p90_us : std::nullopt)}};
  j["rel_norm"] = opt_json(m ? m->rel_norm : std::nullopt);
  j["max_rel_error"] = opt_json(m ? m->max_rel_error : std::nullopt);
  const Figures& f = c.figures;
  j["tflops"] = opt_json(f.tflops);
  j["gbps"] = opt_json(f.gbps);
  j["roofline_floor_us"] = opt_json(f.floor_us);
  ordered_json speedup;
  speedup["reference"] = opt_json(f.vs_reference);
  const auto names = v.baseline_names();
  for (std::size_t i = 0; i < names.size() && i < f.vs_baselines.size(); ++i)
    speedup[names[i]] = opt_json(f.vs_baselines[i]);
  j["speedup"] = speedup;
  j["registers"] = opt_json(registers_of(c));
  j["spill_bytes"] = opt_json(spill_of(c));
  j["stack_bytes"] = opt_json(c.result.ptxas ? c.result.ptxas->stack_bytes : std::nullopt);
  j["shared_bytes"] = opt_json(f.shared_bytes);
  j["threads"] = opt_json(f.threads);
  j["ctas"] = opt_json(f.ctas);
  j["occupancy"] = {{"theoretical", opt_json(f.occupancy)},
                    {"limiter", f.occupancy_limiter.empty() ? ordered_json(nullptr) : ordered_json(f.occupancy_limiter)},
                    {"achieved", opt_json(f.achieved_occupancy)}};
  j["generation"] = row.generation;
  j["origin"] = store::origin_name(row.origin);
  j["rule"] = opt_json(row.rule);
  j["note"] = opt_json(row.note);
  ordered_json parents = ordered_json::array();
  if (row.parent1_id) parents.push_back(*row.parent1_id);
  if (row.parent2_id) parents.push_back(*row.parent2_id);
  j["parents"] = parents;
  j["source_hash"] = row.source_hash;
  return j;
}

ordered_json view_json_header(const ExperimentView& v) {
  ordered_json j;
  j["experiment"] = {{"id", v.row.id},
                     {"name", v.row.name},
                     {"file", v.row.file_path},
                     {"file_hash", v.row.file_hash},
                     {"created_at", v.row.created_at}};
  const store::EnvironmentInfo& e = v.environment;
  j["environment"] = {{"id", v.environment_id},         {"gpu_name", e.gpu_name},
                      {"compute_capability", e.compute_capability}, {"sm_count", e.sm_count},
                      {"driver_version", e.driver_version}, {"cuda_version", e.cuda_version},
                      {"nvrtc_version", e.nvrtc_version}};
  ordered_json others = ordered_json::array();
  for (const auto& o : v.other_environments)
    others.push_back({{"id", o.id}, {"description", o.description}, {"evaluations", o.evaluations}});
  j["other_environments"] = others;
  j["evaluations"] = v.evaluations;
  j["search_seconds"] = v.elapsed_s;
  j["runs"] = v.runs.size();
  ordered_json counts = ordered_json::object();
  for (const auto& [status, n] : v.status_counts) counts[status] = n;
  j["status_counts"] = counts;
  j["reference_time_us"] = opt_json(v.reference_us);
  ordered_json baselines = ordered_json::array();
  if (v.model)
    for (const Baseline& b : v.model->baselines)
      baselines.push_back({{"name", b.name},
                           {"time_us", b.time_us},
                           {"device", b.device},
                           {"measured", b.measured},
                           {"method", b.measured ? ordered_json(b.method) : ordered_json(nullptr)},
                           {"rel_norm", opt_json(b.rel_norm)},
                           {"device_differs", baseline_device_differs(b, v.environment)}});
  j["baselines"] = baselines;
  if (v.model)
    j["roofline"] = {{"peak_tflops", opt_json(v.model->roofline.peak_tflops)},
                     {"peak_gbps", opt_json(v.model->roofline.peak_gbps)}};
  else
    j["roofline"] = nullptr;
  j["parameters"] = v.parameters;
  j["valid_candidates"] = v.ranking.size();
  return j;
}

// --- CSV and Markdown ------------------------------------------------------------

std::string num(std::optional<double> v) { return v ? fmt::format("{}", *v) : ""; }
std::string num(std::optional<int> v) { return v ? std::to_string(*v) : ""; }

std::string markdown_cell(std::string text) {
  std::string out;
  for (char ch : text) {
    if (ch == '|') out += "\\|";
    else if (ch == '\n' || ch == '\r') out += ' ';
    else out.push_back(ch);
  }
  return out;
}

std::string markdown_table(const std::vector<std::string>& headers, const std::vector<bool>& right,
                           const std::vector<std::vector<std::string>>& rows) {
  std::string out = "|";
  for (const auto& h : headers) out += " " + markdown_cell(h) + " |";
  out += "\n|";
  for (std::size_t i = 0; i < headers.size(); ++i) out += right[i] ? " ---: |" : " --- |";
  out += "\n";
  for (const auto& row : rows) {
    out += "|";
    for (const auto& cell : row) out += " " + markdown_cell(cell) + " |";
    out += "\n";
  }
  return out;
}

}  // namespace

OutputFormat parse_output_format(std::string_view name) {
  if (name == "table") return OutputFormat::table;
  if (name == "json") return OutputFormat::json;
  if (name == "csv") return OutputFormat::csv;
  if (name == "markdown") return OutputFormat::markdown;
  throw std::invalid_argument(fmt::format("unknown output format '{}' (table, json, csv, markdown)", name));
}

std::string csv_field(std::string_view text) {
  if (text.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(text);
  std::string out = "\"";
  for (char ch : text) {
    if (ch == '"') out += "\"\"";
    else out.push_back(ch);
  }
  return out + "\"";
}

std::vector<std::string> baseline_labels(const std::vector<std::string>& names) {
  std::vector<std::string> labels;
  for (const std::string& name : names) {
    std::string word = name.substr(0, name.find('_'));
    if (word.empty()) word = name;
    std::string label = "x" + word.substr(0, 6);
    if (std::find(labels.begin(), labels.end(), label) != labels.end()) label = "x" + name;
    labels.push_back(label);
  }
  return labels;
}

std::vector<const CandidateView*> leaderboard_rows(const ExperimentView& view, const LeaderboardOptions& options) {
  std::vector<const CandidateView*> rows;
  for (std::size_t i = 0; i < view.ranking.size() && static_cast<int>(i) < options.top; ++i)
    rows.push_back(&view.candidates[view.ranking[i]]);
  if (options.all_status)
    for (const CandidateView& c : view.candidates)
      if (!c.rank) rows.push_back(&c);
  return rows;
}

std::string format_leaderboard(const ExperimentView& v, const LeaderboardOptions& options, OutputFormat format) {
  const std::vector<const CandidateView*> rows = leaderboard_rows(v, options);
  const std::vector<std::string> baselines = v.baseline_names();
  const std::vector<std::string> labels = baseline_labels(baselines);

  if (format == OutputFormat::json) {
    ordered_json j = view_json_header(v);
    ordered_json list = ordered_json::array();
    for (const CandidateView* c : rows) list.push_back(candidate_json(v, *c));
    j["candidates"] = list;
    return j.dump(2) + "\n";
  }

  if (format == OutputFormat::csv) {
    std::vector<std::string> header = {"rank", "id"};
    header.insert(header.end(), v.parameters.begin(), v.parameters.end());
    for (const char* h :
         {"status", "sanitizer", "median_us", "p10_us", "p90_us", "rel_norm", "tflops", "gbps", "speedup_reference"})
      header.push_back(h);
    for (const auto& b : baselines) header.push_back("speedup_" + b);
    for (const char* h : {"registers", "spill_bytes", "shared_bytes", "threads", "occupancy", "occupancy_limiter",
                          "achieved_occupancy", "generation", "origin", "rule", "reason", "source_hash"})
      header.push_back(h);
    std::string out;
    auto emit = [&out](const std::vector<std::string>& fields) {
      for (std::size_t i = 0; i < fields.size(); ++i) out += (i ? "," : "") + csv_field(fields[i]);
      out += "\r\n";  // RFC 4180 line ends
    };
    emit(header);
    for (const CandidateView* c : rows) {
      const store::Measurement* m = c->measurement();
      const Figures& f = c->figures;
      std::vector<std::string> r = {c->rank ? std::to_string(*c->rank) : "", std::to_string(c->id())};
      for (const auto& name : v.parameters) r.push_back(value_text(c->point, name));
      r.push_back(c->status);
      r.push_back(store::sanitizer_state_name(c->sanitizer));
      r.push_back(num(m ? m->time_p50_us : std::nullopt));
      r.push_back(num(m ? m->time_p10_us : std::nullopt));
      r.push_back(num(m ? m->time_p90_us : std::nullopt));
      r.push_back(num(m ? m->rel_norm : std::nullopt));
      r.push_back(num(f.tflops));
      r.push_back(num(f.gbps));
      r.push_back(num(f.vs_reference));
      for (std::size_t i = 0; i < baselines.size(); ++i)
        r.push_back(i < f.vs_baselines.size() ? num(f.vs_baselines[i]) : "");
      r.push_back(num(registers_of(*c)));
      r.push_back(num(spill_of(*c)));
      r.push_back(num(f.shared_bytes));
      r.push_back(num(f.threads));
      r.push_back(num(f.occupancy));
      r.push_back(f.occupancy_limiter);
      r.push_back(num(f.achieved_occupancy));
      r.push_back(std::to_string(c->result.candidate.generation));
      r.push_back(store::origin_name(c->result.candidate.origin));
      r.push_back(c->result.candidate.rule.value_or(""));
      r.push_back(c->reason);
      r.push_back(c->result.candidate.source_hash);
      emit(r);
    }
    return out;
  }

  if (format == OutputFormat::markdown) {
    std::string out = "### Leaderboard: " + markdown_cell(v.row.name) + "\n\n";
    for (const auto& l : header_lines(v)) out += markdown_cell(l) + "  \n";
    out += "\n";
    std::vector<std::string> headers = {"#", "id"};
    headers.insert(headers.end(), v.parameters.begin(), v.parameters.end());
    for (const char* h : {"median us", "p10-p90 us", "rel err", "TFLOP/s", "GB/s", "x ref"}) headers.push_back(h);
    for (const auto& b : baselines) headers.push_back("x " + b);
    for (const char* h : {"regs", "spill B", "smem", "occupancy", "gen", "san", "status"}) headers.push_back(h);
    std::vector<bool> right(headers.size(), true);
    for (std::size_t i = 2; i < 2 + v.parameters.size(); ++i) right[i] = false;
    right.back() = false;
    std::vector<std::vector<std::string>> table;
    for (const CandidateView* c : rows) {
      const store::Measurement* m = c->measurement();
      const Figures& f = c->figures;
      std::vector<std::string> r = {c->rank ? std::to_string(*c->rank) : "-", std::to_string(c->id())};
      for (const auto& name : v.parameters) r.push_back(value_text(c->point, name));
      r.push_back(m && m->time_p50_us ? format_sig(*m->time_p50_us) : "");
      r.push_back(m && m->time_p10_us && m->time_p90_us
                      ? format_sig(*m->time_p10_us) + "-" + format_sig(*m->time_p90_us)
                      : "");
      r.push_back(rel_err_text(*c));
      r.push_back(opt_sig(f.tflops));
      r.push_back(opt_sig(f.gbps));
      r.push_back(speedup_text(f.vs_reference));
      for (std::size_t i = 0; i < baselines.size(); ++i)
        r.push_back(i < f.vs_baselines.size() ? speedup_text(f.vs_baselines[i]) : "");
      r.push_back(num(registers_of(*c)));
      r.push_back(num(spill_of(*c)));
      r.push_back(f.shared_bytes ? format_bytes(*f.shared_bytes) : "");
      r.push_back(occupancy_text(f));
      r.push_back(std::to_string(c->result.candidate.generation));
      r.push_back(sanitizer_cell(*c));
      r.push_back(status_cell(*c));
      table.push_back(std::move(r));
    }
    out += markdown_table(headers, right, table);
    out += fmt::format("\n{} of {} valid candidates shown. Occupancy: theoretical from registers, shared memory "
                       "and threads (* measured by the profiler). {}\n",
                       std::min<std::size_t>(v.ranking.size(), options.top), v.ranking.size(), kSanitizerKey);
    return out;
  }

  // The text table: the ranked rows, then (--all-status) the others in a table of their own,
  // so that their reasons get the width.
  std::string out;
  for (const auto& l : header_lines(v)) out += wrap(l, options.width);
  const CandidateView* best = v.best();
  // Every baseline's speed-up is its time over the candidate's: proportional to one another down
  // a column, so the table has the one to beat (the fastest baseline) and this line the rest, for #1.
  std::optional<std::size_t> fastest;
  for (std::size_t i = 0; v.model && i < v.model->baselines.size(); ++i)
    if (!fastest || v.model->baselines[i].time_us < v.model->baselines[*fastest].time_us) fastest = i;
  if (best && (best->figures.vs_reference || !best->figures.vs_baselines.empty())) {
    std::vector<std::string> parts;
    if (best->figures.vs_reference) parts.push_back(format_sig(*best->figures.vs_reference) + "x the reference");
    for (std::size_t i = 0; i < baselines.size() && i < best->figures.vs_baselines.size(); ++i)
      if (best->figures.vs_baselines[i])
        parts.push_back(format_sig(*best->figures.vs_baselines[i]) + "x " + baselines[i]);
    out += wrap(fmt::format("#1 (candidate {}) is {}", best->id(), join(parts, ", ")), options.width);
  }
  out += "\n";
  const std::vector<std::string> abbrev = abbreviate_names(v.parameters);
  std::vector<const CandidateView*> ranked, others;
  for (const CandidateView* c : rows) (c->rank ? ranked : others).push_back(c);

  std::vector<Column> columns;
  auto add = [&](std::string header, bool right, int priority) {
    columns.push_back(Column{std::move(header), right, priority, false, 0, {}});
  };
  // Columns are filled in this order below (add() may reallocate the vector).
  add("#", true, 100);
  add("id", true, 100);
  add(join(abbrev, "/"), false, 100);
  add("median us (p10-p90)", true, 100);
  add("err", true, 88);
  add("TFLOP/s", true, 60);
  add("GB/s", true, 50);
  add("xref", true, 90);
  if (fastest) add(labels[*fastest], true, 85);
  add("regs", true, 80);
  add("spill", true, 75);
  add("smem", true, 70);
  add("occ", true, 65);
  add("gen", true, 45);
  add("san", false, 95);
  add("status", false, 100);
  for (const CandidateView* c : ranked) {
    const Figures& f = c->figures;
    std::vector<std::string> values;
    for (const auto& name : v.parameters) values.push_back(value_text(c->point, name, 6));
    std::size_t k = 0;
    columns[k++].cells.push_back(std::to_string(*c->rank));
    columns[k++].cells.push_back(std::to_string(c->id()));
    columns[k++].cells.push_back(join(values, "/"));
    columns[k++].cells.push_back(time_with_spread(*c));
    columns[k++].cells.push_back(rel_err_text(*c));
    columns[k++].cells.push_back(opt_sig(f.tflops));
    columns[k++].cells.push_back(opt_sig(f.gbps));
    columns[k++].cells.push_back(speedup_text(f.vs_reference));
    if (fastest)
      columns[k++].cells.push_back(*fastest < f.vs_baselines.size() ? speedup_text(f.vs_baselines[*fastest]) : "");
    columns[k++].cells.push_back(num(registers_of(*c)));
    columns[k++].cells.push_back(num(spill_of(*c)));
    columns[k++].cells.push_back(smem_short(f.shared_bytes));
    columns[k++].cells.push_back(occupancy_text(f));
    columns[k++].cells.push_back(std::to_string(c->result.candidate.generation));
    columns[k++].cells.push_back(sanitizer_cell(*c));
    columns[k++].cells.push_back(c->status);
  }
  std::vector<std::string> dropped;
  if (ranked.empty())
    out += "no valid candidate yet" + std::string(options.all_status ? "" : " (--all-status lists the others)") +
           "\n";
  else
    out += render_table(std::move(columns), options.width, &dropped);

  if (options.all_status) {
    out += fmt::format("\nDid not pass: {} candidate{} (`evotune show ID` has the whole reason)\n", others.size(),
                       others.size() == 1 ? "" : "s");
    std::vector<Column> failed;
    failed.push_back(Column{"id", true, 100, false, 0, {}});
    failed.push_back(Column{join(abbrev, "/"), false, 100, false, 0, {}});
    failed.push_back(Column{"regs", true, 60, false, 0, {}});
    failed.push_back(Column{"spill", true, 55, false, 0, {}});
    failed.push_back(Column{"smem", true, 52, false, 0, {}});
    failed.push_back(Column{"gen", true, 50, false, 0, {}});
    failed.push_back(Column{"status", false, 100, false, 0, {}});
    failed.push_back(Column{"reason", false, 100, true, 24, {}});
    for (const CandidateView* c : others) {
      std::vector<std::string> values;
      for (const auto& name : v.parameters) values.push_back(value_text(c->point, name, 6));
      std::string reason = c->reason;
      std::replace(reason.begin(), reason.end(), '\n', ' ');
      const std::vector<std::string> cells = {std::to_string(c->id()), join(values, "/"), num(registers_of(*c)),
                                              num(spill_of(*c)), smem_short(c->figures.shared_bytes),
                                              std::to_string(c->result.candidate.generation), c->status, reason};
      for (std::size_t i = 0; i < cells.size(); ++i) failed[i].cells.push_back(cells[i]);
    }
    if (!others.empty()) out += render_table(std::move(failed), options.width, nullptr);
  }

  // The key: abbreviations, speed-up columns, occupancy, what was left out.
  out += "\n";
  std::vector<std::string> key;
  for (std::size_t i = 0; i < abbrev.size(); ++i)
    if (abbrev[i] != v.parameters[i]) key.push_back(abbrev[i] + "=" + v.parameters[i]);
  std::string key_line = key.empty() ? "" : "parameters: " + join(key, ", ") + ". ";
  key_line += "median us: kernel time by CUPTI (the kernels' own GPU timestamps, launch overhead excluded), median "
              "of the timed runs, p10-p90 its spread; `evotune show ID` adds the CUDA-event time of the whole call. ";
  key_line += "err: relative error norm ||out - ref|| / ||ref||, worst over the correctness trials. ";
  key_line += "xref: speed-up over the reference (its time / the median time)";
  if (fastest) key_line += fmt::format("; {}: over {}, the fastest baseline", labels[*fastest], baselines[*fastest]);
  key_line += ". occ: theoretical occupancy (registers, shared memory, threads; " +
              std::string(v.environment.compute_capability.empty() ? "sm_90" : "cc " + v.environment.compute_capability) +
              " limits), * = measured. " + kSanitizerKey;
  if (!dropped.empty())
    key_line += " Left out for width: " + join(dropped, ", ") + " (--format json has every column).";
  out += wrap(key_line, options.width);
  out += fmt::format("{} of {} valid candidates shown (--top N{}); `evotune show ID` has everything about one.\n",
                     ranked.size(), v.ranking.size(), options.all_status ? "" : ", --all-status for the rest");
  return out;
}

std::string format_experiment_summary(const std::vector<ExperimentView>& views, OutputFormat format, int width) {
  struct Line {
    const ExperimentView* view;
    const CandidateView* best;
    std::string best_baseline;  // "1.05x triton_tuned": the fastest named baseline beaten or not
  };
  std::vector<Line> lines;
  for (const ExperimentView& v : views) {
    Line l{&v, v.best(), ""};
    if (l.best && v.model && !v.model->baselines.empty()) {
      // The strongest baseline (the fastest) is the one to quote.
      std::size_t fastest = 0;
      for (std::size_t i = 1; i < v.model->baselines.size(); ++i)
        if (v.model->baselines[i].time_us < v.model->baselines[fastest].time_us) fastest = i;
      if (fastest < l.best->figures.vs_baselines.size() && l.best->figures.vs_baselines[fastest])
        l.best_baseline = fmt::format("{}x {}", format_sig(*l.best->figures.vs_baselines[fastest]),
                                      v.model->baselines[fastest].name);
    }
    lines.push_back(l);
  }
  auto params_text = [](const ExperimentView& v, const CandidateView* c) {
    if (!c) return std::string();
    const auto abbrev = abbreviate_names(v.parameters);
    std::vector<std::string> parts;
    for (std::size_t i = 0; i < v.parameters.size(); ++i)
      parts.push_back(abbrev[i] + "=" + value_text(c->point, v.parameters[i], 6));
    return join(parts, " ");
  };

  if (format == OutputFormat::json) {
    ordered_json list = ordered_json::array();
    for (const Line& l : lines) {
      ordered_json j = view_json_header(*l.view);
      j["best"] = l.best ? candidate_json(*l.view, *l.best) : ordered_json(nullptr);
      list.push_back(j);
    }
    return ordered_json{{"experiments", list}}.dump(2) + "\n";
  }
  const std::vector<std::string> headers = {"experiment", "#", "device", "evals", "valid", "best id", "parameters",
                                            "median us", "TFLOP/s", "xref", "vs fastest baseline", "last run"};
  std::vector<std::vector<std::string>> rows;
  for (const Line& l : lines) {
    const ExperimentView& v = *l.view;
    const std::string last_run = v.runs.empty() ? "" : v.runs.back().started_at.substr(0, 16);
    rows.push_back({v.row.shape.empty() ? v.row.name : v.row.name + " " + v.row.shape, std::to_string(v.row.id), v.environment.gpu_name, std::to_string(v.evaluations),
                    std::to_string(v.ranking.size()), l.best ? std::to_string(l.best->id()) : "-",
                    params_text(v, l.best), l.best ? format_sig(*l.best->time_us()) : "",
                    l.best ? opt_sig(l.best->figures.tflops) : "",
                    l.best ? speedup_text(l.best->figures.vs_reference) : "", l.best_baseline, last_run});
  }
  if (format == OutputFormat::csv) {
    std::string out;
    auto emit = [&out](const std::vector<std::string>& fields) {
      for (std::size_t i = 0; i < fields.size(); ++i) out += (i ? "," : "") + csv_field(fields[i]);
      out += "\r\n";
    };
    emit(headers);
    for (const auto& r : rows) emit(r);
    return out;
  }
  if (format == OutputFormat::markdown) {
    std::vector<bool> right = {false, true, false, true, true, true, false, true, true, true, false, false};
    return markdown_table(headers, right, rows);
  }
  std::vector<Column> columns;
  const std::vector<int> priorities = {100, 30, 100, 100, 60, 100, 100, 100, 50, 90, 70, 40};
  const std::vector<bool> right = {false, true, false, true, true, true, false, true, true, true, false, false};
  for (std::size_t i = 0; i < headers.size(); ++i) {
    Column c{headers[i], right[i], priorities[i], false, 0, {}};
    for (const auto& r : rows) c.cells.push_back(r[i]);
    columns.push_back(std::move(c));
  }
  columns[2].shrinkable = true;  // device names can be long ("replay:<file>")
  columns[2].min_width = 16;
  columns[6].shrinkable = true;
  columns[6].min_width = 30;
  std::string out = render_table(std::move(columns), width, nullptr);
  out += "\n`evotune leaderboard EXPERIMENT` ranks one experiment's candidates.\n";
  return out;
}

std::string format_shape_set(const ShapeSetView& v, OutputFormat format, int width) {
  const std::vector<std::string> labels = baseline_labels(v.baseline_names);
  const auto abbrev = abbreviate_names(v.parameters);
  auto params_text = [&](const Point& p) {
    std::vector<std::string> parts;
    for (std::size_t i = 0; i < v.parameters.size(); ++i)
      parts.push_back(abbrev[i] + "=" + value_text(p, v.parameters[i], 6));
    return join(parts, " ");
  };
  if (format == OutputFormat::json) {
    ordered_json shapes = ordered_json::array();
    for (std::size_t s = 0; s < v.shapes.size(); ++s) {
      const ShapeView& sh = v.shapes[s];
      ordered_json j = {{"shape", sh.key}, {"problem", ordered_json::object()}, {"searched", sh.view.has_value()}};
      for (const auto& [name, value] : sh.problem) j["problem"][name] = value_json(value);
      j["experiment_id"] = sh.view ? ordered_json(sh.view->row.id) : ordered_json(nullptr);
      j["evaluations"] = sh.view ? ordered_json(sh.view->evaluations) : ordered_json(0);
      j["best"] = sh.best() ? candidate_json(*sh.view, *sh.best()) : ordered_json(nullptr);
      ordered_json speedups = ordered_json::object();
      for (const std::string& b : v.baseline_names) speedups[b] = opt_json(baseline_speedup(sh, b));
      j["vs_baselines"] = speedups;
      if (v.shared) {
        j["shared_point_time_us"] = opt_json(v.shared->time_us[s]);
        j["shared_point_loss"] = opt_json(v.shared->loss[s]);
      }
      shapes.push_back(j);
    }
    ordered_json out = {{"experiment", v.name},
                        {"device", v.environment.describe()},
                        {"environment_id", v.environment_id},
                        {"shapes", shapes}};
    if (v.shared) {
      ordered_json params = ordered_json::object();
      for (const auto& [name, value] : v.shared->point) params[name] = value_json(value);
      out["one_point_for_all"] = {{"parameters", params},
                                  {"geomean_loss", v.shared->geomean_loss},
                                  {"measured_shapes", v.shared->measured_shapes},
                                  {"judged_shapes", v.shared->judged_shapes}};
    } else {
      out["one_point_for_all"] = nullptr;
    }
    return out.dump(2) + "\n";
  }

  std::vector<std::string> headers = {"shape", "evals", "valid", "best id", "median us", "TFLOP/s"};
  for (const std::string& l : labels) headers.push_back(l);
  headers.push_back("parameters");
  std::vector<std::vector<std::string>> rows;
  for (const ShapeView& sh : v.shapes) {
    const CandidateView* best = sh.best();
    std::vector<std::string> row = {sh.key, sh.view ? std::to_string(sh.view->evaluations) : "-",
                                    sh.view ? std::to_string(sh.view->ranking.size()) : "-",
                                    best ? std::to_string(best->id()) : "-", best ? format_sig(*best->time_us()) : "",
                                    best ? opt_sig(best->figures.tflops) : ""};
    for (const std::string& b : v.baseline_names) row.push_back(speedup_text(baseline_speedup(sh, b)));
    row.push_back(best ? params_text(best->point) : (sh.view ? "nothing valid yet" : "not searched"));
    rows.push_back(std::move(row));
  }
  std::vector<bool> right(headers.size(), true);
  right.front() = false;
  right.back() = false;

  // The one point for all shapes, and its loss at each shape.
  std::vector<std::string> shared_headers = {"shape", "its median us", "best us", "loss"};
  std::vector<std::vector<std::string>> shared_rows;
  std::string shared_title;
  if (v.shared) {
    const SharedPoint& sp = *v.shared;
    shared_title = fmt::format(
        "one point for all shapes: {}\n  geometric mean {}x the best of each shape, over the {} of {} shapes with a "
        "best where it was measured{}",
        params_text(sp.point), format_sig(sp.geomean_loss), sp.measured_shapes, sp.judged_shapes,
        sp.measured_shapes < sp.judged_shapes
            ? " (no point was measured at all of them; the shapes where it was not are left out of the mean)"
            : "");
    for (std::size_t s = 0; s < v.shapes.size(); ++s) {
      const CandidateView* best = v.shapes[s].best();
      if (!best) continue;
      shared_rows.push_back({v.shapes[s].key, sp.time_us[s] ? format_sig(*sp.time_us[s]) : "not measured",
                             format_sig(*best->time_us()), sp.loss[s] ? format_sig(*sp.loss[s]) + "x" : ""});
    }
  }
  if (format == OutputFormat::csv) {
    std::string out;
    auto emit = [&out](const std::vector<std::string>& fields) {
      for (std::size_t i = 0; i < fields.size(); ++i) out += (i ? "," : "") + csv_field(fields[i]);
      out += "\r\n";
    };
    std::vector<std::string> h = headers;
    h.push_back("shared point us");
    h.push_back("shared point loss");
    emit(h);
    for (std::size_t s = 0; s < rows.size(); ++s) {
      std::vector<std::string> r = rows[s];
      r.push_back(v.shared && v.shared->time_us[s] ? fmt::format("{}", *v.shared->time_us[s]) : "");
      r.push_back(v.shared && v.shared->loss[s] ? fmt::format("{}", *v.shared->loss[s]) : "");
      emit(r);
    }
    return out;
  }
  const std::string title = fmt::format("{}: {} shapes, {} searched on {} (environment #{})", v.name, v.shapes.size(),
                                        v.searched(), v.environment.describe(), v.environment_id);
  if (format == OutputFormat::markdown) {
    std::string out = title + "\n\n" + markdown_table(headers, right, rows);
    if (v.shared) out += "\n" + shared_title + "\n\n" + markdown_table(shared_headers, {false, true, true, true}, shared_rows);
    return out;
  }
  std::vector<Column> columns;
  for (std::size_t i = 0; i < headers.size(); ++i) {
    const int priority = i == 2 ? 40 : i == 3 ? 30 : 100;  // valid and best id go first when too wide
    Column c{headers[i], right[i], i >= 6 && i + 1 < headers.size() ? 60 : priority, false, 0, {}};
    for (const auto& r : rows) c.cells.push_back(r[i]);
    columns.push_back(std::move(c));
  }
  columns.back().shrinkable = true;
  columns.back().min_width = 30;
  std::string out = title + "\n" + render_table(std::move(columns), width, nullptr);
  if (v.shared) {
    std::vector<Column> shared_columns;
    for (std::size_t i = 0; i < shared_headers.size(); ++i) {
      Column c{shared_headers[i], i > 0, 100, false, 0, {}};
      for (const auto& r : shared_rows) c.cells.push_back(r[i]);
      shared_columns.push_back(std::move(c));
    }
    out += "\n" + shared_title + "\n" + render_table(std::move(shared_columns), width, nullptr);
  }
  out += fmt::format("\n`evotune leaderboard {} --shape {}` ranks one shape's candidates.\n", v.name,
                     v.shapes.empty() ? std::string("KEY=VALUE,...") : v.shapes.front().key);
  return out;
}

}  // namespace evotune::cli
