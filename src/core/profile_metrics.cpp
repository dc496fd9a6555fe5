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

bool MetricGates::any() const {
  return min_tensor_util || min_occupancy || min_dram_pct || max_dram_pct || min_l2_hit_pct || max_bank_conflict_pct;
}

std::vector<std::string> MetricGates::required_metrics() const {
  std::vector<std::string> groups_needed;
  if (min_tensor_util) groups_needed.push_back("tensor");
  if (min_occupancy) groups_needed.push_back("occupancy");
  if (min_dram_pct || max_dram_pct) groups_needed.push_back("dram");
  if (min_l2_hit_pct) groups_needed.push_back("l2_hit");
  if (max_bank_conflict_pct) groups_needed.push_back("bank_conflicts");
  std::vector<std::string> out = resolve_metrics(groups_needed);
  std::erase(out, std::string(cm::kDurationNs));
  return out;
}

std::string metric_gate_verdict(const MetricGates& g, const DerivedMetrics& m, bool require_all) {
  struct Check {
    const std::optional<double>& gate;
    const std::optional<double>& value;
    bool is_min;
    const char* key;
    const char* what;
  };
  const Check checks[] = {
      {g.min_tensor_util, m.tensor_pct, true, "min_tensor_util", "tensor pipe"},
      {g.min_occupancy, m.achieved_occupancy_pct, true, "min_occupancy", "achieved occupancy"},
      {g.min_dram_pct, m.dram_pct, true, "min_dram_pct", "DRAM throughput"},
      {g.max_dram_pct, m.dram_pct, false, "max_dram_pct", "DRAM throughput"},
      {g.min_l2_hit_pct, m.l2_hit_pct, true, "min_l2_hit_pct", "L2 hit rate"},
      {g.max_bank_conflict_pct, m.bank_conflict_pct, false, "max_bank_conflict_pct", "shared bank conflicts"},
  };
  std::string why;
  auto add = [&](std::string s) { why += (why.empty() ? "" : "; ") + s; };
  for (const Check& c : checks) {
    if (!c.gate) continue;
    if (!c.value) {
      if (require_all) add(fmt::format("{} not measured (gate {})", c.what, c.key));
      continue;
    }
    const bool fails = c.is_min ? *c.value < *c.gate : *c.value > *c.gate;
    if (fails)
      add(fmt::format("{} {:.1f}% {} gate {} {:g}%", c.what, *c.value, c.is_min ? "<" : ">", c.key, *c.gate));
  }
  return why;
}

}  // namespace evotune
