// Search strategies as plug-ins: `evo` (elite top-K population, mutation,
// crossover, insight rules), `evo_model` (evo ranked by a cost model),
// `random` and `exhaustive`. Each declares its
// options (name, meaning, default), which validate the experiment's
// `search.options` and feed `--help`.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/device.hpp"
#include "core/experiment.hpp"
#include "core/records.hpp"
#include "search/random.hpp"
#include "search/space.hpp"

namespace evotune::search {

/// A member of the elite population: a valid candidate with its numbers.
struct Member {
  std::int64_t candidate_id = 0;
  std::string identity;
  Point point;
  double time_us = 0.0;                   ///< median
  std::optional<KernelStats> ptxas;       ///< aggregate over entry points
  std::map<std::string, double> metrics;  ///< profiling metrics, when collected
};

/// One evaluated candidate of the search, as a cost model learns from it.
struct Observation {
  std::int64_t candidate_id = 0;
  Point point;
  CandidateStatus status = CandidateStatus::ok;
  std::optional<double> time_us;     ///< median, when measured ok
  std::optional<KernelStats> ptxas;  ///< aggregate over entry points, when compiled
  bool partial = false;              ///< timing stopped early (slow): time_us is of its first runs only
};

/// A cost model's prediction for a proposal, made before it was measured.
struct Prediction {
  std::string model;            ///< e.g. "xgboost"
  double time_us = 0;           ///< predicted median time
  std::int64_t trained_on = 0;  ///< observations the model had learnt from
};

/// A proposed point and how it was made.
struct Proposed {
  Point point;
  Origin origin = Origin::random;
  std::optional<std::string> rule;  ///< the insight rule (origin insight)
  std::optional<std::string> note;  ///< e.g. "BLOCK_M 64->32"
  std::optional<std::int64_t> parent1;
  std::optional<std::int64_t> parent2;
  std::optional<Prediction> prediction;  ///< when a cost model chose it
};

/// What a strategy sees when it proposes.
struct ProposalContext {
  const SearchSpace& space;
  const Experiment& experiment;  ///< launch geometry and gates, for the insight rules
  const DeviceLimits& limits;
  Rng& rng;
  const std::vector<Member>& population;  ///< elite, best first (may be empty)
  int generation = 0;
  /// Claims a valid point for this batch: true when its candidate is new (not
  /// evaluated, pending or claimed before); then it counts as known.
  std::function<bool(const Point&)> claim;
  /// Whether a valid point's candidate is known (evaluated, pending or
  /// claimed), without claiming it; empty: nothing known is told apart.
  std::function<bool(const Point&)> known = {};
  /// Every candidate evaluated in the generations up to the parents' (the
  /// population's generation), and in earlier searches of the same
  /// experiment in this environment, in candidate id order: what a cost model
  /// learns from. Earlier generations only, so the search does not depend on
  /// when outcomes arrive.
  std::span<const Observation> history = {};
};

class Strategy {
 public:
  virtual ~Strategy() = default;
  /// Up to `n` new valid points, each claimed through ctx.claim. Fewer, or
  /// none, only when the space holds no more unclaimed valid points (or, for
  /// a space too large to enumerate, none was found).
  virtual std::vector<Proposed> propose(ProposalContext& ctx, int n) = 0;
  /// The strategy's own state, stored with the search for resuming.
  virtual nlohmann::json save_state() const { return nlohmann::json::object(); }
  virtual void load_state(const nlohmann::json& /*state*/) {}
};

/// A uniformly random valid point not claimed yet, claimed; nullopt when none
/// is left (or, for a space too large to enumerate, none was found).
std::optional<Point> claim_random_point(ProposalContext& ctx);

/// One option a strategy declares.
struct StrategyOption {
  std::string name;
  std::string meaning;
  double default_value = 0.0;
  double min = 0.0;  ///< inclusive bounds, checked when options are validated
  double max = 1.0;
  bool integer = false;
};

/// Option values after validation: every declared option is present.
class StrategyOptions {
 public:
  double number(const std::string& name) const;
  int integer(const std::string& name) const { return static_cast<int>(number(name)); }
  const std::map<std::string, double>& values() const { return values_; }
  void set(const std::string& name, double v) { values_[name] = v; }

 private:
  std::map<std::string, double> values_;
};

struct StrategyInfo {
  std::string name;
  std::string summary;
  std::vector<StrategyOption> options;
  std::function<std::unique_ptr<Strategy>(const StrategyOptions&)> make;
};

/// Every strategy, `evo` first.
const std::vector<StrategyInfo>& strategies();
/// Throws SearchError naming the known strategies (and the closest one).
const StrategyInfo& find_strategy(std::string_view name);
/// What only the registry can check in a loaded experiment: that
/// search.strategy names a strategy ("file:line:col: search.strategy: found
/// 'genetic'; expected one of evo, evo_model, random, exhaustive"). Empty when it does.
std::vector<Diagnostic> strategy_diagnostics(const Experiment& experiment);
/// The registry's names, `evo` first.
std::vector<std::string> strategy_names();
/// Defaults overridden by `given`; throws SearchError for an unknown option
/// (listing the declared ones), a non-number, or a value out of bounds.
StrategyOptions validate_options(const StrategyInfo& info, const std::map<std::string, Value>& given);
/// find_strategy + validate_options + make.
std::unique_ptr<Strategy> make_strategy(std::string_view name, const std::map<std::string, Value>& given);
/// The strategies and their options as text, for `evotune run --help`.
std::string strategies_help();

}  // namespace evotune::search
