// The strategy registry, option validation, and the two simple strategies:
// `random` (uniform over the valid points) and `exhaustive` (every valid point
// once, in rank order). `evo` lives in strategy_evo.cpp.
#include "search/strategy.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "core/error.hpp"
#include "core/printable.hpp"
#include "core/suggest.hpp"
#include "search/cost_model.hpp"

namespace evotune::search {

// Declared here, defined in strategy_evo.cpp and strategy_model.cpp.
StrategyInfo evo_strategy_info();
StrategyInfo model_strategy_info();

namespace {

// Consecutive draws that hit known points before `random` lists the rest.
constexpr int kRandomRetries = 64;

class RandomStrategy : public Strategy {
 public:
  std::vector<Proposed> propose(ProposalContext& ctx, int n) override {
    std::vector<Proposed> out;
    while (static_cast<int>(out.size()) < n) {
      auto p = claim_random_point(ctx);
      if (!p) break;
      out.push_back({std::move(*p), Origin::random, {}, {}, {}, {}});
    }
    return out;
  }
};

class ExhaustiveStrategy : public Strategy {
 public:
  std::vector<Proposed> propose(ProposalContext& ctx, int n) override {
    std::vector<Proposed> out;
    const std::uint64_t size = ctx.space.size();
    while (static_cast<int>(out.size()) < n && next_rank_ < size) {
      Point p = ctx.space.point_at(next_rank_++);
      if (ctx.space.valid(p) && ctx.claim(p))
        out.push_back({std::move(p), Origin::exhaustive, {}, {}, {}, {}});
    }
    return out;
  }
  nlohmann::json save_state() const override { return {{"next_rank", next_rank_}}; }
  void load_state(const nlohmann::json& state) override {
    if (state.contains("next_rank")) next_rank_ = state.at("next_rank").get<std::uint64_t>();
  }

 private:
  std::uint64_t next_rank_ = 0;  // every point of lower rank was proposed (or is invalid or known)
};

std::string join(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& s : items) out += (out.empty() ? "" : ", ") + s;
  return out;
}

}  // namespace

std::optional<Point> claim_random_point(ProposalContext& ctx) {
  for (int i = 0; i < kRandomRetries; ++i) {
    Point p = ctx.space.random_valid(ctx.rng);
    if (ctx.claim(p)) return p;
  }
  if (!ctx.space.enumerable()) return std::nullopt;
  // Most points are known: draw among the rest, in a random order (a lazy
  // Fisher-Yates shuffle of the valid ranks), so the draw stays uniform.
  std::vector<std::uint64_t> ranks = ctx.space.valid_ranks();
  for (std::size_t i = 0; i < ranks.size(); ++i) {
    std::swap(ranks[i], ranks[i + uniform_index(ctx.rng, ranks.size() - i)]);
    Point p = ctx.space.point_at(ranks[i]);
    if (ctx.claim(p)) return p;
  }
  return std::nullopt;
}

double StrategyOptions::number(const std::string& name) const {
  auto it = values_.find(name);
  if (it == values_.end()) throw SearchError(fmt::format("strategy option '{}' is not declared (internal error)", name));
  return it->second;
}

const std::vector<StrategyInfo>& strategies() {
  static const std::vector<StrategyInfo> all = {
      evo_strategy_info(),
      model_strategy_info(),
      {"random", "uniform random valid points, each evaluated once", {},
       [](const StrategyOptions&) { return std::make_unique<RandomStrategy>(); }},
      {"exhaustive", "every valid point once, in order (parameters as listed, the last turning fastest)", {},
       [](const StrategyOptions&) { return std::make_unique<ExhaustiveStrategy>(); }},
  };
  return all;
}

std::vector<std::string> strategy_names() {
  std::vector<std::string> names;
  for (const auto& s : strategies()) names.push_back(s.name);
  return names;
}

const StrategyInfo& find_strategy(std::string_view name) {
  for (const auto& s : strategies())
    if (s.name == name) return s;
  throw SearchError(fmt::format("unknown search strategy '{}'{}; known: {}", name,
                                did_you_mean(name, strategy_names()), join(strategy_names())));
}

std::vector<Diagnostic> strategy_diagnostics(const Experiment& experiment) {
  const std::string& name = experiment.search.strategy;
  const std::vector<std::string> names = strategy_names();
  if (std::find(names.begin(), names.end(), name) != names.end()) return {};
  SourceMark at = experiment.search.strategy_mark;
  if (at.file.empty()) at.file = experiment.file.string();
  return {Diagnostic{at, "search.strategy",
                     fmt::format("found '{}'; expected one of {}{}", printable(name, 60), join(names),
                                 did_you_mean(name, names))}};
}

StrategyOptions validate_options(const StrategyInfo& info, const std::map<std::string, Value>& given) {
  StrategyOptions out;
  std::vector<std::string> declared;
  for (const auto& o : info.options) {
    out.set(o.name, o.default_value);
    declared.push_back(o.name);
  }
  for (const auto& [name, value] : given) {
    auto it = std::find_if(info.options.begin(), info.options.end(), [&](const auto& o) { return o.name == name; });
    if (it == info.options.end())
      throw SearchError(fmt::format("strategy '{}' has no option '{}'{}; its options: {}", info.name, name,
                                    did_you_mean(name, declared), declared.empty() ? "none" : join(declared)));
    if (!value.is_number())
      throw SearchError(fmt::format("strategy option {}.{} must be a number, found '{}'", info.name, name,
                                    value.to_string()));
    const double v = value.as_double();
    if (it->integer && v != std::floor(v))
      throw SearchError(fmt::format("strategy option {}.{} must be a whole number, found {}", info.name, name,
                                    value.to_string()));
    if (v < it->min || v > it->max)
      throw SearchError(fmt::format("strategy option {}.{} = {} is outside [{}, {}] ({})", info.name, name,
                                    value.to_string(), it->min, it->max, it->meaning));
    out.set(name, v);
  }
  return out;
}

std::unique_ptr<Strategy> make_strategy(std::string_view name, const std::map<std::string, Value>& given) {
  const StrategyInfo& info = find_strategy(name);
  return info.make(validate_options(info, given));
}

std::string strategies_help() {
  std::string out = "Search strategies (search.strategy) and their options (search.options):\n";
  for (const auto& s : strategies()) {
    out += fmt::format("  {:<11} {}\n", s.name, s.summary);
    if (s.name == "evo_model")
      if (const std::string why = cost_model_unavailable(); !why.empty()) out += fmt::format("      (unavailable: {})\n", why);
    for (const auto& o : s.options)
      out += fmt::format("      {:<18} {} (default {}, {} to {})\n", o.name, o.meaning, o.default_value, o.min,
                         o.max);
  }
  return out;
}

}  // namespace evotune::search
