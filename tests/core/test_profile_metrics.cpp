// The metric catalogue, derived figures and metric gates (core/profile_metrics),
// and the experiment file's profile section and metric gates: good values
// load, bad ones get file:line:column:key diagnostics.
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <gtest/gtest.h>

#include "core/experiment.hpp"
#include "core/profile_metrics.hpp"

namespace fs = std::filesystem;
using namespace evotune;

namespace {

namespace cm = cupti_metric;

TEST(ProfileMetrics, GroupsResolveToCuptiNamesWithTheDurationAlwaysIncluded) {
  const auto m = resolve_metrics({"tensor", "bank_conflicts", "dram__bytes_read.sum", "tensor"});
  EXPECT_EQ(m, (std::vector<std::string>{cm::kTensorPipePct, cm::kSharedBankConflicts, cm::kSharedWavefronts,
                                         "dram__bytes_read.sum", cm::kDurationNs}));
  const auto d = resolve_metrics(default_metric_groups());
  EXPECT_NE(std::find(d.begin(), d.end(), cm::kAchievedOccupancyPct), d.end());
  EXPECT_NE(std::find(d.begin(), d.end(), cm::kL2HitPct), d.end());
  EXPECT_EQ(std::count_if(d.begin(), d.end(), [](const std::string& s) { return s.find("_stalled_") != s.npos; }),
            static_cast<long>(stall_reasons().size()));
}

TEST(ProfileMetrics, UnknownNamesAreConfigErrorsListingTheGroups) {
  try {
    resolve_metrics({"tensr"});
    FAIL() << "tensr resolved";
  } catch (const ConfigError& e) {
    EXPECT_NE(std::string(e.what()).find("unknown metric 'tensr'"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("bank_conflicts"), std::string::npos) << e.what();
  }
  EXPECT_TRUE(looks_like_cupti_metric("sm__throughput.avg.pct_of_peak_sustained_elapsed"));
  EXPECT_FALSE(looks_like_cupti_metric("sm__throughput"));  // no rollup
  EXPECT_FALSE(looks_like_cupti_metric("__x.sum"));
  EXPECT_FALSE(looks_like_cupti_metric("dram__bytes.sum; rm"));
}

// Values as the H200 reported them for a wgmma kernel (design notes' magnitudes).
std::map<std::string, double> sample_values() {
  return {{cm::kTensorPipePct, 62.5},
          {cm::kDramPct, 18.0},
          {cm::kAchievedOccupancyPct, 12.4},
          {cm::kL2HitPct, 71.0},
          {cm::kSharedBankConflicts, 1500.0},
          {cm::kSharedWavefronts, 10000.0},
          {cm::kDurationNs, 5120.0},
          {"smsp__average_warps_issue_stalled_barrier_per_issue_active.ratio", 0.8},
          {"smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio", 2.5},
          {"smsp__average_warps_issue_stalled_gmma_per_issue_active.ratio", 1.1}};
}

TEST(ProfileMetrics, DerivedFiguresComeFromTheirCuptiInputs) {
  const DerivedMetrics d = derive_metrics(sample_values());
  EXPECT_DOUBLE_EQ(*d.tensor_pct, 62.5);
  EXPECT_DOUBLE_EQ(*d.bank_conflict_pct, 15.0);  // 1500 of 10000 wavefronts
  EXPECT_DOUBLE_EQ(*d.duration_us, 5.12);
  ASSERT_EQ(d.stalls.size(), 3u);
  EXPECT_EQ(d.stalls[0].first, "long_scoreboard");  // largest first
  EXPECT_EQ(d.stalls[2].first, "barrier");
  EXPECT_EQ(d.top_stalls(2), "long_scoreboard 2.50, gmma 1.10");
  EXPECT_FALSE(d.sm_throughput_pct.has_value());  // not collected

  // No shared traffic at all: no conflicts (not a division by zero).
  const DerivedMetrics quiet = derive_metrics({{cm::kSharedBankConflicts, 0}, {cm::kSharedWavefronts, 0}});
  EXPECT_DOUBLE_EQ(*quiet.bank_conflict_pct, 0.0);
  EXPECT_FALSE(derive_metrics({{cm::kSharedBankConflicts, 5}}).bank_conflict_pct.has_value());
}

TEST(ProfileMetrics, GatesApplyOnlyWhereGivenAndNameTheirKey) {
  const DerivedMetrics d = derive_metrics(sample_values());
  MetricGates none;
  EXPECT_FALSE(none.any());
  EXPECT_EQ(metric_gate_verdict(none, d), "");

  MetricGates g;
  g.limits["min_tensor_util"] = 40;
  g.limits["max_bank_conflict_pct"] = 20;
  EXPECT_TRUE(g.any());
  EXPECT_EQ(metric_gate_verdict(g, d), "");  // 62.5 >= 40, 15 <= 20

  g.limits["max_bank_conflict_pct"] = 5;
  g.limits["min_occupancy"] = 25;
  const std::string why = metric_gate_verdict(g, d);
  EXPECT_NE(why.find("shared bank conflicts 15.0% > gate max_bank_conflict_pct 5%"), std::string::npos) << why;
  EXPECT_NE(why.find("achieved occupancy 12.4% < gate min_occupancy 25%"), std::string::npos) << why;
  EXPECT_EQ(why.find("tensor"), std::string::npos) << why;

  // A gate whose figure was not measured cannot pass the candidate.
  MetricGates l2;
  l2.limits["min_l2_hit_pct"] = 50;
  EXPECT_NE(metric_gate_verdict(l2, derive_metrics({{cm::kDramPct, 3}})).find("not measured"), std::string::npos);
  EXPECT_EQ(metric_gate_verdict(l2, derive_metrics({{cm::kDramPct, 3}}), /*require_all=*/false), "");
  // The gates' inputs are collected even when the profile section names other groups.
  EXPECT_EQ(l2.required_metrics(), std::vector<std::string>{cm::kL2HitPct});
}

// The gate table is the only list: each gate's figure is collected by a group
// that exists, and a verdict on an unmeasured figure names the gate.
TEST(ProfileMetrics, EveryGateIsMeasuredByAKnownGroup) {
  ASSERT_EQ(metric_gates().size(), 6u);
  for (const MetricGate& gate : metric_gates()) {
    EXPECT_EQ(metric_name_problem(gate.group), "") << gate.key;
    MetricGates g;
    g.limits[gate.key] = 50;
    EXPECT_FALSE(g.required_metrics().empty()) << gate.key;
    EXPECT_NE(metric_gate_verdict(g, DerivedMetrics{}).find(std::string("(gate ") + gate.key + ")"), std::string::npos)
        << gate.key;
  }
}

// --- the experiment file

std::string read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

class ProfileSection : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    project_ = fs::temp_directory_path() / ("evotune_test_profile_" + std::to_string(::getpid()));
    fs::remove_all(project_);
    const fs::path data = fs::path(EVOTUNE_TEST_DATA) / "experiments";
    for (const char* f : {"templates/tiny.cu", "kernels/seeds/tiny_ref.cu"}) {
      fs::create_directories((project_ / f).parent_path());
      fs::copy_file(data / f, project_ / f);
    }
    base_ = read_file(data / "good.yaml");
  }
  static void TearDownTestSuite() { fs::remove_all(project_); }

  static fs::path file() { return project_ / "experiments" / "test.yaml"; }
  static Experiment load(const std::string& text) { return load_experiment_text(file(), text); }
  // The text with `gates_extra` added under gates: and `profile` appended.
  static std::string with(const std::string& gates_extra, const std::string& profile) {
    std::string text = base_;
    const std::string anchor = "gates:\n";
    text.insert(text.find(anchor) + anchor.size(), gates_extra);
    return text + profile;
  }
  // The formatted diagnostics of a text that must not load.
  static std::string errors(const std::string& text) {
    try {
      load(text);
    } catch (const ConfigError& e) {
      std::string all;
      for (const auto& d : e.diagnostics()) all += d.format() + "\n";
      return all;
    }
    ADD_FAILURE() << "loaded but should not:\n" << text;
    return {};
  }
  static int line_of(const std::string& text, const std::string& needle) {
    const auto at = text.find(needle);
    EXPECT_NE(at, std::string::npos) << needle;
    return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
  }
  static inline fs::path project_;
  static inline std::string base_;
};

TEST_F(ProfileSection, AbsentMeansNoProfilingAndNoGates) {
  const Experiment e = load(base_);
  EXPECT_EQ(e.profile.top, 0);
  EXPECT_FALSE(e.gates.metrics.any());
}

TEST_F(ProfileSection, TopMetricsAndGatesLoad) {
  const Experiment e = load(with("  min_tensor_util: 40\n  max_bank_conflict_pct: 5\n",
                                 "profile:\n  top: 4\n  metrics: [dram, stalls, lts__t_bytes.sum]\n"));
  EXPECT_EQ(e.profile.top, 4);
  EXPECT_EQ(e.profile.metrics, (std::vector<std::string>{"dram", "stalls", "lts__t_bytes.sum"}));
  EXPECT_DOUBLE_EQ(e.gates.metrics.limits.at("min_tensor_util"), 40);
  EXPECT_DOUBLE_EQ(e.gates.metrics.limits.at("max_bank_conflict_pct"), 5);
  EXPECT_FALSE(e.gates.metrics.limits.count("min_occupancy"));
  const auto cupti = e.profile.cupti_metrics(e.gates.metrics);
  // What the user named plus what the gates need (tensor, bank conflicts), once each.
  for (const char* m : {cm::kDramPct, "lts__t_bytes.sum", cm::kTensorPipePct, cm::kSharedBankConflicts,
                        cm::kSharedWavefronts, cm::kDurationNs})
    EXPECT_EQ(std::count(cupti.begin(), cupti.end(), m), 1) << m;
  EXPECT_EQ(std::count(cupti.begin(), cupti.end(), cm::kAchievedOccupancyPct), 0);  // not asked for
  // Without metrics: the default groups.
  const Experiment d = load(with("", "profile: {top: 2}\n"));
  EXPECT_EQ(d.profile.cupti_metrics(d.gates.metrics), resolve_metrics(default_metric_groups()));
}

TEST_F(ProfileSection, BadValuesNameFileLineAndKey) {
  const std::string prefix = file().string() + ":";
  {
    const std::string text = with("", "profile:\n  top: -1\n");
    const std::string e = errors(text);
    EXPECT_NE(e.find(prefix + std::to_string(line_of(text, "top: -1")) + ":8: profile.top: "), std::string::npos) << e;
  }
  {
    const std::string text = with("", "profile:\n  top: 2\n  metrics: [dram, tensr]\n");
    const std::string e = errors(text);
    EXPECT_NE(e.find(": profile.metrics[1]: unknown metric 'tensr'"), std::string::npos) << e;
    EXPECT_NE(e.find(prefix + std::to_string(line_of(text, "metrics: [")) + ":"), std::string::npos) << e;
  }
  {
    const std::string text = with("", "profile:\n  top: 2\n  metric: [dram]\n");
    EXPECT_NE(errors(text).find("profile.metric: unknown key 'metric' (did you mean metrics?)"), std::string::npos)
        << errors(text);
  }
  {
    const std::string text = with("  min_tensor_util: 140\n", "profile: {top: 2}\n");
    const std::string e = errors(text);
    EXPECT_NE(e.find(prefix + std::to_string(line_of(text, "min_tensor_util")) + ":20: gates.min_tensor_util: "
                                                                                  "min_tensor_util is a percentage"),
              std::string::npos)
        << e;
  }
  {
    const std::string text = with("  max_bank_conflict_pct: lots\n", "profile: {top: 2}\n");
    EXPECT_NE(errors(text).find("gates.max_bank_conflict_pct: "), std::string::npos) << errors(text);
  }
  {
    // A metric gate without profiling would never apply: an error, not a silent no-op.
    const std::string text = with("  min_occupancy: 20\n", "");
    const std::string e = errors(text);
    EXPECT_NE(e.find(prefix + std::to_string(line_of(text, "min_occupancy")) + ":18: gates.min_occupancy: a metric "
                                                                                "gate needs profiling"),
              std::string::npos)
        << e;
  }
}

}  // namespace
