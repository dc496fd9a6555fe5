// Replay of recorded landscapes (see replay_evaluator.hpp).
#include "search/replay_evaluator.hpp"

#include <algorithm>
#include <charconv>
#include <fstream>
#include <set>
#include <sstream>
#include <thread>

#include <fmt/format.h>

#include "core/hash.hpp"
#include "core/output_file.hpp"

namespace evotune::search {

namespace {

// Splits one CSV record (RFC 4180 quoting: "a,b" and "" for a quote inside).
// Returns false on an unterminated quote.
bool split_csv(const std::string& line, std::vector<std::string>& fields) {
  fields.clear();
  std::string field;
  bool quoted = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (quoted) {
      if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
        field.push_back('"');
        ++i;
      } else if (c == '"') {
        quoted = false;
      } else {
        field.push_back(c);
      }
    } else if (c == '"') {
      quoted = true;
    } else if (c == ',') {
      fields.push_back(std::move(field));
      field.clear();
    } else if (c != '\r') {
      field.push_back(c);
    }
  }
  fields.push_back(std::move(field));
  return !quoted;
}

std::string trim(std::string s) {
  const auto first = s.find_first_not_of(" \t");
  if (first == std::string::npos) return "";
  return s.substr(first, s.find_last_not_of(" \t") - first + 1);
}

std::string csv_field(const std::string& s) {
  if (s.find_first_of(",\"\n\r") == std::string::npos) return s;
  std::string out = "\"";
  for (char c : s) {
    if (c == '"') out.push_back('"');
    out.push_back(c);
  }
  return out + "\"";
}

// Integers are written canonically ("064" -> "64") so that keys match Value::to_string().
std::string canonical_value(const std::string& text) {
  std::int64_t v = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec == std::errc() && end == text.data() + text.size()) return std::to_string(v);
  return text;
}

enum class Column {
  param, status, time_p50, time_p10, time_p90, registers, spill_store, spill_load, spill_total, shared_total,
  shared_static, shared_dynamic, error, metric
};

Column classify(const std::string& name) {
  static const std::map<std::string, Column, std::less<>> known = {
      {"status", Column::status},
      {"time_us", Column::time_p50},
      {"time_p50_us", Column::time_p50},
      {"time_p10_us", Column::time_p10},
      {"time_p90_us", Column::time_p90},
      {"registers", Column::registers},
      {"spill_store_bytes", Column::spill_store},
      {"spill_load_bytes", Column::spill_load},
      {"spill_bytes", Column::spill_total},
      {"shared_bytes", Column::shared_total},
      {"shared_static_bytes", Column::shared_static},
      {"shared_dynamic_bytes", Column::shared_dynamic},
      {"error", Column::error},
  };
  if (auto it = known.find(name); it != known.end()) return it->second;
  if (name.starts_with("metric:")) return Column::metric;
  return Column::param;
}

bool looks_like_parameter(const std::string& name) {
  // Parameters are macro names: upper case, digits, underscores.
  return !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  });
}

}  // namespace

std::string ReplayTable::key_of(const std::map<std::string, std::string>& params) {
  std::string key;
  for (const auto& [name, value] : params) key += name + "=" + value + ";";
  return key;
}

void ReplayTable::index() {
  by_key_.clear();
  for (std::size_t i = 0; i < rows_.size(); ++i) by_key_[key_of(rows_[i].params)] = i;
}

ReplayTable ReplayTable::from_csv(const std::filesystem::path& path) {
  std::ifstream in(path);
  if (!in) throw SearchError(fmt::format("{}: cannot open the landscape file", path.string()));
  ReplayTable table;
  table.source_ = path.filename().string();
  std::vector<std::string> header;
  std::vector<Column> kinds;
  std::vector<std::string> fields;
  std::string line;
  int line_no = 0;
  auto fail = [&](std::size_t column, const std::string& what) -> SearchError {
    const std::string where = column < header.size() ? fmt::format(", column '{}'", header[column]) : "";
    return SearchError(fmt::format("{}:{}{}: {}", path.string(), line_no, where, what));
  };
  auto number = [&](std::size_t column, const std::string& text) {
    double v = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec != std::errc() || end != text.data() + text.size())
      throw fail(column, fmt::format("'{}' is not a number", text));
    return v;
  };
  auto integer = [&](std::size_t column, const std::string& text) {
    const double v = number(column, text);
    if (v != static_cast<double>(static_cast<int>(v))) throw fail(column, fmt::format("'{}' is not a whole number", text));
    return static_cast<int>(v);
  };
  while (std::getline(in, line)) {
    ++line_no;
    if (trim(line).empty() || trim(line)[0] == '#') continue;
    if (!split_csv(line, fields)) throw fail(header.size(), "unterminated quote");
    for (auto& f : fields) f = trim(f);
    if (header.empty()) {
      header = fields;
      std::set<std::string> seen;
      for (std::size_t c = 0; c < header.size(); ++c) {
        if (!seen.insert(header[c]).second) throw fail(c, "column appears twice");
        kinds.push_back(classify(header[c]));
        if (kinds.back() == Column::param) {
          if (!looks_like_parameter(header[c]))
            throw fail(c, "unknown column (neither a parameter name nor one of status, time_us, time_p10_us, "
                          "time_p90_us, registers, spill_bytes, spill_store_bytes, spill_load_bytes, shared_bytes, "
                          "shared_static_bytes, shared_dynamic_bytes, error, metric:<name>)");
          table.parameters_.push_back(header[c]);
        }
      }
      if (std::find(kinds.begin(), kinds.end(), Column::status) == kinds.end())
        throw fail(header.size(), "no 'status' column");
      if (table.parameters_.empty()) throw fail(header.size(), "no parameter columns");
      std::sort(table.parameters_.begin(), table.parameters_.end());
      continue;
    }
    if (fields.size() != header.size())
      throw fail(header.size(), fmt::format("{} fields, the header has {}", fields.size(), header.size()));
    ReplayRow row;
    Measurement& m = row.measurement;
    for (std::size_t c = 0; c < fields.size(); ++c) {
      const std::string& text = fields[c];
      if (text.empty() && kinds[c] != Column::param && kinds[c] != Column::status) continue;
      switch (kinds[c]) {
        case Column::param:
          if (text.empty()) throw fail(c, "empty parameter value");
          row.params[header[c]] = canonical_value(text);
          break;
        case Column::status: {
          auto s = parse_status(text);
          if (!s) throw fail(c, fmt::format("unknown status '{}'", text));
          m.status = *s;
          break;
        }
        case Column::time_p50: m.time_p50_us = number(c, text); break;
        case Column::time_p10: m.time_p10_us = number(c, text); break;
        case Column::time_p90: m.time_p90_us = number(c, text); break;
        case Column::registers: row.ptxas.registers = integer(c, text); break;
        case Column::spill_store: row.ptxas.spill_store_bytes = integer(c, text); break;
        case Column::spill_load: row.ptxas.spill_load_bytes = integer(c, text); break;
        case Column::spill_total: row.ptxas.spill_store_bytes = integer(c, text); break;  // all counted as stores
        case Column::shared_total: row.ptxas.shared_static_bytes = integer(c, text); break;
        case Column::shared_static: row.ptxas.shared_static_bytes = integer(c, text); break;
        case Column::shared_dynamic: row.ptxas.shared_dynamic_bytes = integer(c, text); break;
        case Column::error: m.error = text; break;
        case Column::metric: m.metrics[header[c].substr(7)] = number(c, text); break;
      }
    }
    if (m.status == CandidateStatus::ok && !m.time_p50_us) throw fail(header.size(), "status ok without a time");
    if (m.time_p50_us && !(*m.time_p50_us > 0)) throw fail(header.size(), "a time must be positive");
    const std::string key = key_of(row.params);
    if (table.by_key_.count(key)) throw fail(header.size(), "the same point appears twice");
    table.by_key_[key] = table.rows_.size();
    table.rows_.push_back(std::move(row));
  }
  if (header.empty()) throw SearchError(fmt::format("{}: empty landscape file (no header)", path.string()));
  if (table.rows_.empty()) throw SearchError(fmt::format("{}: the landscape has no rows", path.string()));
  return table;
}

ReplayTable ReplayTable::from_rows(std::string source, std::vector<ReplayRow> rows) {
  ReplayTable table;
  table.source_ = std::move(source);
  std::set<std::string> names;
  for (const ReplayRow& row : rows)
    for (const auto& [name, value] : row.params) names.insert(name);
  table.parameters_.assign(names.begin(), names.end());
  table.rows_ = std::move(rows);
  table.index();
  return table;
}

void ReplayTable::write_csv(const std::filesystem::path& path, const std::vector<std::string>& parameter_order) const {
  std::set<std::string> metric_names;
  for (const auto& row : rows_)
    for (const auto& [name, value] : row.measurement.metrics) metric_names.insert(name);
  std::ostringstream out;
  for (const auto& p : parameter_order) out << csv_field(p) << ',';
  out << "status,time_us,time_p10_us,time_p90_us,registers,spill_store_bytes,spill_load_bytes,shared_static_bytes,"
         "shared_dynamic_bytes,error";
  for (const auto& name : metric_names) out << ',' << csv_field("metric:" + name);
  out << '\n';
  auto opt = [](const auto& v) { return v ? fmt::format("{}", *v) : std::string(); };
  for (const auto& row : rows_) {
    for (const auto& p : parameter_order) {
      auto it = row.params.find(p);
      if (it == row.params.end())
        throw SearchError(fmt::format("{}: a row has no value of parameter {}", path.string(), p));
      out << csv_field(it->second) << ',';
    }
    const auto& m = row.measurement;
    out << status_name(m.status) << ',' << opt(m.time_p50_us) << ',' << opt(m.time_p10_us) << ','
        << opt(m.time_p90_us) << ',' << opt(row.ptxas.registers) << ',' << opt(row.ptxas.spill_store_bytes) << ','
        << opt(row.ptxas.spill_load_bytes) << ',' << opt(row.ptxas.shared_static_bytes) << ','
        << opt(row.ptxas.shared_dynamic_bytes) << ',' << csv_field(m.error);
    for (const auto& name : metric_names) {
      auto it = m.metrics.find(name);
      out << ',' << (it == m.metrics.end() ? std::string() : fmt::format("{}", it->second));
    }
    out << '\n';
  }
  write_output_file(path, out.str());
}

const ReplayRow* ReplayTable::find(const Point& p) const {
  std::map<std::string, std::string> params;
  for (const auto& [name, value] : p) params[name] = value.to_string();
  auto it = by_key_.find(key_of(params));
  return it == by_key_.end() ? nullptr : &rows_[it->second];
}

std::optional<double> ReplayTable::best_time_us() const {
  std::optional<double> best;
  for (const auto& row : rows_)
    if (row.measurement.status == CandidateStatus::ok && row.measurement.time_p50_us &&
        (!best || *row.measurement.time_p50_us < *best))
      best = row.measurement.time_p50_us;
  return best;
}

ReplayEvaluator::ReplayEvaluator(const ReplayTable& table, const SearchSpace& space, ReplayOptions options)
    : table_(table), space_(space), options_(std::move(options)) {
  std::vector<std::string> names;
  for (const auto& p : space.parameters()) names.push_back(p.name);
  std::sort(names.begin(), names.end());
  if (names != table.parameter_names()) {
    std::string have, want;
    for (const auto& n : table.parameter_names()) have += " " + n;
    for (const auto& n : names) want += " " + n;
    throw SearchError(fmt::format("landscape {} has parameters{} but the space has{}", table.source(), have, want));
  }
}

EnvironmentInfo ReplayEvaluator::environment() {
  if (options_.environment) return *options_.environment;
  return {"replay:" + table_.source(), "9.0", 132, "replay", "replay", "replay"};
}

bool ReplayEvaluator::can_profile() const {
  for (const ReplayRow& r : table_.rows())
    if (!r.measurement.metrics.empty()) return true;
  return false;
}

ProfileOutcome ReplayEvaluator::profile(const Proposal& candidate, const std::vector<std::string>& metrics) {
  ProfileOutcome out;
  const ReplayRow* row = table_.find(candidate.point);
  if (!row) {
    out.error = "the recorded landscape has no row for " + space_.describe(candidate.point);
    return out;
  }
  for (const std::string& name : metrics)
    if (auto it = row->measurement.metrics.find(name); it != row->measurement.metrics.end())
      out.metrics[name] = it->second;
  if (out.metrics.empty()) out.error = "the recorded landscape has none of the metrics asked for at this point";
  return out;
}

std::string ReplayEvaluator::identity(const Point& point) {
  std::string text = "replay\n";
  for (const auto& param : space_.parameters()) {
    auto it = point.find(param.name);
    text += param.name + "=" + (it == point.end() ? std::string("?") : it->second.to_string()) + "\n";
  }
  return sha256_hex(text);
}

void ReplayEvaluator::submit(std::vector<Proposal> batch) {
  for (auto& p : batch) queue_.push_back(std::move(p));
}

std::vector<Outcome> ReplayEvaluator::collect(std::chrono::milliseconds /*timeout*/) {
  std::vector<Outcome> out;
  if (queue_.empty()) return out;
  if (options_.delay.count() == 0) {
    for (const auto& p : queue_) out.push_back(answer(p));
    queue_.clear();
  } else {
    std::this_thread::sleep_for(options_.delay);
    out.push_back(answer(queue_.front()));
    queue_.pop_front();
  }
  delivered_ += static_cast<std::int64_t>(out.size());
  if (options_.on_delivered) options_.on_delivered(delivered_);
  return out;
}

Outcome ReplayEvaluator::answer(const Proposal& p) const {
  const ReplayRow* row = table_.find(p.point);
  if (!row)
    throw EvalError(fmt::format("landscape {} has no row for {} (it must cover every valid point of the space)",
                                table_.source(), space_.describe(p.point)));
  Outcome o;
  o.ticket = p.ticket;
  o.measurement = row->measurement;
  if (o.measurement.time_p50_us) {
    if (!o.measurement.time_p10_us) o.measurement.time_p10_us = o.measurement.time_p50_us;
    if (!o.measurement.time_p90_us) o.measurement.time_p90_us = o.measurement.time_p50_us;
    // Early exit, as the GPU worker decides it (on the first runs' median).
    if (o.measurement.status == CandidateStatus::ok && p.stop_above_us > 0 &&
        *o.measurement.time_p50_us > p.stop_above_us)
      o.measurement.partial_above_us = p.stop_above_us;
  }
  CompileRecord compile;
  compile.source_hash = p.identity;
  compile.target = "replay";
  switch (row->measurement.status) {
    case CandidateStatus::compile_error:
    case CandidateStatus::compile_timeout:
    case CandidateStatus::gate_reject: compile.status = row->measurement.status; break;
    default: compile.status = CandidateStatus::ok;
  }
  if (compile.status == CandidateStatus::gate_reject) compile.gate_reason = row->measurement.error;
  KernelStats k = row->ptxas;
  k.entry = "replay";
  compile.kernels.push_back(std::move(k));
  o.compile = std::move(compile);
  return o;
}

}  // namespace evotune::search
