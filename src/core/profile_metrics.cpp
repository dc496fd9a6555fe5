// The metric catalogue, derived figures and metric gates (see profile_metrics.hpp).
#include "core/profile_metrics.hpp"

#include <algorithm>
#include <cctype>
#include <set>

#include <fmt/format.h>

#include "core/error.hpp"

namespace evotune {

namespace {

namespace cm = cupti_metric;

// Nsight Compute's main stall reasons on Hopper (gmma: waiting on wgmma).
constexpr const char* kStallReasons[] = {"long_scoreboard", "barrier", "short_scoreboard", "mio_throttle",
                                         "math_pipe_throttle", "wait", "gmma"};

std::string stall_metric(const char* reason) {
  return std::string(cm::kStallPrefix) + reason + std::string(cm::kStallSuffix);
}

const std::vector<MetricGroup>& groups() {
  static const std::vector<MetricGroup> table = [] {
    static std::vector<std::string> stall_names;
    for (const char* r : kStallReasons) stall_names.push_back(stall_metric(r));
    std::vector<const char*> stalls;
    for (const auto& s : stall_names) stalls.push_back(s.c_str());
    return std::vector<MetricGroup>{
        {"occupancy", "achieved occupancy: resident warps, % of the SM's maximum", {cm::kAchievedOccupancyPct}},
        {"tensor", "tensor pipe utilisation, % of peak (mma.sync and wgmma)", {cm::kTensorPipePct}},
        {"dram", "DRAM throughput, % of peak", {cm::kDramPct}},
        {"l2_hit", "L2 sector hit rate, %", {cm::kL2HitPct}},
        {"bank_conflicts", "shared-memory bank conflicts: conflict wavefronts, % of all shared wavefronts",
         {cm::kSharedBankConflicts, cm::kSharedWavefronts}},
        {"stalls", "warp stall reasons: warps stalled per issue cycle, by reason", stalls},
        {"sm_throughput", "SM throughput, % of peak (costs about 6 more replay passes)", {cm::kSmThroughputPct}},
    };
  }();
  return table;
}

std::optional<double> find(const std::map<std::string, double>& v, const char* name) {
  auto it = v.find(name);
  if (it == v.end()) return std::nullopt;
  return it->second;
}

}  // namespace

std::span<const MetricGroup> metric_groups() { return groups(); }

std::vector<std::string> default_metric_groups() {
  return {"occupancy", "tensor", "dram", "l2_hit", "bank_conflicts", "stalls"};
}

std::span<const char* const> stall_reasons() { return kStallReasons; }

bool looks_like_cupti_metric(std::string_view name) {
  const auto sep = name.find("__");
  if (sep == std::string_view::npos || sep == 0) return false;
  if (name.find('.', sep) == std::string_view::npos) return false;
  return std::all_of(name.begin(), name.end(),
                     [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.'; });
}

std::string metric_name_problem(std::string_view name) {
  for (const auto& g : groups())
    if (name == g.name) return {};
  if (looks_like_cupti_metric(name)) return {};
  std::string names;
  for (const auto& m : groups()) names += (names.empty() ? "" : ", ") + std::string(m.name);
  return fmt::format("unknown metric '{}': expected a group ({}) or a CUPTI metric name such as dram__bytes_read.sum",
                     name, names);
}

std::vector<std::string> resolve_metrics(const std::vector<std::string>& requested) {
  std::vector<std::string> out;
  std::set<std::string> seen;
  auto add = [&](std::string name) {
    if (seen.insert(name).second) out.push_back(std::move(name));
  };
  for (const std::string& r : requested) {
    auto g = std::find_if(groups().begin(), groups().end(), [&](const MetricGroup& m) { return r == m.name; });
    if (g != groups().end()) {
      for (const char* m : g->metrics) add(m);
    } else if (looks_like_cupti_metric(r)) {
      add(r);
    } else {
      throw ConfigError({Diagnostic{SourceMark{}, "profile.metrics", metric_name_problem(r)}});
    }
  }
  add(cm::kDurationNs);
  return out;
}

std::string DerivedMetrics::top_stalls(std::size_t n) const {
  std::string s;
  for (std::size_t i = 0; i < stalls.size() && i < n; ++i)
    s += fmt::format("{}{} {:.2f}", s.empty() ? "" : ", ", stalls[i].first, stalls[i].second);
  return s;
}

DerivedMetrics derive_metrics(const std::map<std::string, double>& v) {
  DerivedMetrics d;
  d.achieved_occupancy_pct = find(v, cm::kAchievedOccupancyPct);
  d.tensor_pct = find(v, cm::kTensorPipePct);
  d.dram_pct = find(v, cm::kDramPct);
  d.l2_hit_pct = find(v, cm::kL2HitPct);
  d.sm_throughput_pct = find(v, cm::kSmThroughputPct);
  if (auto ns = find(v, cm::kDurationNs)) d.duration_us = *ns / 1000.0;
  const auto conflicts = find(v, cm::kSharedBankConflicts);
  const auto wavefronts = find(v, cm::kSharedWavefronts);
  if (conflicts && wavefronts) d.bank_conflict_pct = *wavefronts > 0 ? 100.0 * *conflicts / *wavefronts : 0.0;
  for (const char* reason : kStallReasons)
    if (auto it = v.find(stall_metric(reason)); it != v.end()) d.stalls.emplace_back(reason, it->second);
  std::stable_sort(d.stalls.begin(), d.stalls.end(), [](const auto& a, const auto& b) { return a.second > b.second; });
  return d;
}

std::span<const MetricGate> metric_gates() {
  static const MetricGate gates[] = {
      {"min_tensor_util", "tensor pipe", "tensor", true, &DerivedMetrics::tensor_pct},
      {"min_occupancy", "achieved occupancy", "occupancy", true, &DerivedMetrics::achieved_occupancy_pct},
      {"min_dram_pct", "DRAM throughput", "dram", true, &DerivedMetrics::dram_pct},
      {"max_dram_pct", "DRAM throughput", "dram", false, &DerivedMetrics::dram_pct},
      {"min_l2_hit_pct", "L2 hit rate", "l2_hit", true, &DerivedMetrics::l2_hit_pct},
      {"max_bank_conflict_pct", "shared bank conflicts", "bank_conflicts", false, &DerivedMetrics::bank_conflict_pct},
  };
  return gates;
}

std::vector<std::string> MetricGates::required_metrics() const {
  std::vector<std::string> groups_needed;
  for (const MetricGate& gate : metric_gates())
    if (limits.count(gate.key)) groups_needed.push_back(gate.group);
  std::vector<std::string> out = resolve_metrics(groups_needed);
  std::erase(out, std::string(cm::kDurationNs));
  return out;
}

std::string metric_gate_verdict(const MetricGates& g, const DerivedMetrics& m, bool require_all) {
  std::string why;
  auto add = [&](std::string s) { why += (why.empty() ? "" : "; ") + s; };
  for (const MetricGate& gate : metric_gates()) {
    const auto limit = g.limits.find(gate.key);
    if (limit == g.limits.end()) continue;
    const std::optional<double>& value = m.*gate.figure;
    if (!value) {
      if (require_all) add(fmt::format("{} not measured (gate {})", gate.what, gate.key));
      continue;
    }
    const bool fails = gate.is_min ? *value < limit->second : *value > limit->second;
    if (fails)
      add(fmt::format("{} {:.1f}% {} gate {} {:g}%", gate.what, *value, gate.is_min ? "<" : ">", gate.key,
                      limit->second));
  }
  return why;
}

}  // namespace evotune
