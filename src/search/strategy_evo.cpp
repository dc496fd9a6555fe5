// `evo`: an EvoEngineer-style evolutionary strategy over template parameters.
//
// The loop keeps an elite top-K population (the K fastest valid candidates so
// far). Each generation starts from the seeds and random points while the
// population is empty; afterwards every proposal comes from one operator,
// drawn by weight:
//   mutation   step one parameter to a neighbouring value (or re-draw it),
//              sometimes a second one too;
//   crossover  each parameter from one of two elite parents;
//   insight    a rule of insight_rules.cpp that reads the parent's numbers
//              (spills, registers, shared memory, occupancy, CTAs, metrics);
//   immigrant  a uniformly random valid point (keeps some exploration).
// Parents are chosen by tournament among the elite (best of `tournament`
// uniform picks), so better members breed more often. A proposal that is
// invalid or already known is retried; after `attempts` tries the slot takes
// a random unknown point.
#include <algorithm>

#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include "search/insight_rules.hpp"
#include "search/strategy.hpp"

namespace evotune::search {

namespace {

struct EvoSettings {
  double mutation, crossover, insight, immigrant;
  double step;
  double extra_mutation;
  int tournament;
  int attempts;
  int skip_rule;  // index into insight_rules() left out (an ablation), or -1
};

class EvoStrategy : public Strategy {
 public:
  explicit EvoStrategy(const StrategyOptions& o)
      : s_{o.number("mutation"), o.number("crossover"), o.number("insight"), o.number("immigrant"),
           o.number("step"),     o.number("extra_mutation"), o.integer("tournament"), o.integer("attempts"), o.integer("skip_rule")} {
    if (s_.mutation + s_.crossover + s_.insight + s_.immigrant <= 0)
      throw SearchError("evo: the weights mutation, crossover, insight and immigrant are all 0");
  }

  std::vector<Proposed> propose(ProposalContext& ctx, int n) override {
    std::vector<Proposed> out;
    if (ctx.population.empty()) {
      seed_points(ctx, n, out);
      while (static_cast<int>(out.size()) < n) {
        auto p = claim_random_point(ctx);
        if (!p) break;
        out.push_back({std::move(*p), Origin::random, {}, {}, {}, {}});
      }
      return out;
    }
    while (static_cast<int>(out.size()) < n) {
      auto made = breed(ctx);
      if (!made) {
        auto p = claim_random_point(ctx);
        if (!p) break;  // the space holds no unknown valid point
        made = Proposed{std::move(*p), Origin::random, {}, {}, {}, {}};
      }
      out.push_back(std::move(*made));
    }
    return out;
  }

 private:
  enum class Op { mutation, crossover, insight, immigrant };

  // The experiment's seed points, in file order, each once.
  static void seed_points(ProposalContext& ctx, int n, std::vector<Proposed>& out) {
    for (const Point& seed : ctx.experiment.search.seeds) {
      if (static_cast<int>(out.size()) >= n) break;
      if (!ctx.space.valid(seed)) {
        spdlog::warn("search seed {} breaks a restriction; skipped", ctx.space.describe(seed));
        continue;
      }
      if (ctx.claim(seed)) out.push_back({seed, Origin::seed, {}, {}, {}, {}});
    }
  }

  // One new claimed point from the population, or nullopt after `attempts` failures.
  std::optional<Proposed> breed(ProposalContext& ctx) {
    for (int attempt = 0; attempt < s_.attempts; ++attempt) {
      // An operator gives one proposal, or (insight) several alternatives in
      // the order to try them.
      std::vector<Proposed> made;
      switch (pick_operator(ctx)) {
        case Op::mutation: made.push_back(mutate(ctx)); break;
        case Op::crossover: made.push_back(cross(ctx)); break;
        case Op::insight: made = insight(ctx); break;
        case Op::immigrant:
          made.push_back({ctx.space.random_valid(ctx.rng), Origin::random, {}, {}, {}, {}});
          break;
      }
      for (Proposed& p : made)
        if (ctx.space.valid(p.point) && ctx.claim(p.point)) return std::move(p);
    }
    return std::nullopt;
  }

  Op pick_operator(ProposalContext& ctx) const {
    const double crossover = ctx.population.size() >= 2 ? s_.crossover : 0.0;
    const double total = s_.mutation + crossover + s_.insight + s_.immigrant;
    double x = uniform_unit(ctx.rng) * total;
    if ((x -= s_.mutation) < 0) return Op::mutation;
    if ((x -= crossover) < 0) return Op::crossover;
    if ((x -= s_.insight) < 0) return Op::insight;
    return Op::immigrant;
  }

  // Best of `tournament` uniform picks (the population is sorted best first).
  std::size_t tournament(ProposalContext& ctx) const {
    std::size_t best = ctx.population.size();
    for (int i = 0; i < s_.tournament; ++i) best = std::min<std::size_t>(best, uniform_index(ctx.rng, ctx.population.size()));
    return best;
  }

  Proposed mutate(ProposalContext& ctx) const {
    const Member& parent = ctx.population[tournament(ctx)];
    const auto& params = ctx.space.parameters();
    std::vector<int> movable;
    for (std::size_t i = 0; i < params.size(); ++i)
      if (params[i].values.size() > 1) movable.push_back(static_cast<int>(i));
    Point p = parent.point;
    if (movable.empty()) return Proposed{std::move(p), Origin::mutation, {}, {}, parent.candidate_id, {}};
    std::string note;
    do {
      const int i = movable[uniform_index(ctx.rng, movable.size())];
      const Parameter& param = params[i];
      const int at = ctx.space.value_index(p, i);
      Value next;
      if (chance(ctx.rng, s_.step)) {
        auto near = ctx.space.neighbours(p, i);
        next = near[uniform_index(ctx.rng, near.size())];
      } else {
        // Any other value of the list.
        std::size_t k = uniform_index(ctx.rng, param.values.size() - 1);
        if (static_cast<int>(k) >= at) ++k;
        next = param.values[k];
      }
      note += fmt::format("{}{} {}->{}", note.empty() ? "" : ", ", param.name, param.values[at].to_string(),
                          next.to_string());
      p[param.name] = next;
    } while (chance(ctx.rng, s_.extra_mutation));
    return Proposed{std::move(p), Origin::mutation, {}, std::move(note), parent.candidate_id, {}};
  }

  Proposed cross(ProposalContext& ctx) const {
    const std::size_t a = tournament(ctx);
    std::size_t b = tournament(ctx);
    for (int i = 0; i < 4 && b == a; ++i) b = tournament(ctx);
    if (b == a) b = (a + 1 + uniform_index(ctx.rng, ctx.population.size() - 1)) % ctx.population.size();
    const Member& pa = ctx.population[a];
    const Member& pb = ctx.population[b];
    Point child;
    int from_b = 0;
    for (const Parameter& param : ctx.space.parameters()) {
      const bool take_b = chance(ctx.rng, 0.5);
      child[param.name] = (take_b ? pb : pa).point.at(param.name);
      from_b += take_b && pb.point.at(param.name) != pa.point.at(param.name);
    }
    std::string note = fmt::format("{} parameter(s) from candidate {}", from_b, pb.candidate_id);
    return Proposed{std::move(child), Origin::crossover, {}, std::move(note), pa.candidate_id, pb.candidate_id};
  }

  std::vector<Proposed> insight(ProposalContext& ctx) const {
    const Member& parent = ctx.population[tournament(ctx)];
    const Facts facts = facts_of(parent, ctx.experiment, ctx.limits);
    std::vector<const InsightRule*> firing;
    const std::span<const InsightRule> rules = insight_rules();
    for (std::size_t i = 0; i < rules.size(); ++i)
      if (static_cast<int>(i) != s_.skip_rule && rules[i].applies(facts)) firing.push_back(&rules[i]);
    // Rules in a random order, each rule's moves in a random order: the first
    // that gives a new valid point is taken.
    std::vector<Proposed> out;
    for (std::size_t i = 0; i < firing.size(); ++i) {
      std::swap(firing[i], firing[i + uniform_index(ctx.rng, firing.size() - i)]);
      const InsightRule& rule = *firing[i];
      std::vector<Move> moves = rule.moves;
      for (std::size_t j = 0; j < moves.size(); ++j) {
        std::swap(moves[j], moves[j + uniform_index(ctx.rng, moves.size() - j)]);
        std::string note;
        if (auto p = apply_move(ctx.space, parent.point, moves[j], note))
          out.push_back({std::move(*p), Origin::insight, std::string(rule.name), std::move(note),
                         parent.candidate_id, {}});
      }
    }
    return out;
  }

  EvoSettings s_;
};

}  // namespace

StrategyInfo evo_strategy_info() {
  return {"evo",
          "evolutionary: elite top-K population; mutation, crossover (and insight rules, off by default) (default)",
          {
              {"mutation", "weight of proposals by mutation of an elite parent", 0.5, 0, 1},
              {"crossover", "weight of proposals by crossover of two elite parents", 0.2, 0, 1},
              // Off by default: on the GPU runs of s512_big (bench/results/search_race_h100_2026-11-24)
              // no rule's proposal reached the best kernels, and they beat their parent less often than
              // a mutation does.
              {"insight", "weight of proposals by an insight rule on a parent's numbers (0: off)", 0, 0, 1},
              {"immigrant", "weight of uniformly random new points", 0.05, 0, 1},
              {"step", "chance that a mutation steps to a neighbouring value rather than re-drawing", 0.75, 0, 1},
              {"extra_mutation", "chance that a mutation changes one more parameter (repeats)", 0.25, 0, 0.95},
              {"tournament", "parents are the best of this many uniform picks from the elite", 3, 1, 64, true},
              {"attempts", "tries per proposal before falling back to a random point", 32, 1, 10000, true},
              {"skip_rule", "an insight rule left out, by its place in the table (0 first; -1 none): for ablations",
               -1, -1, static_cast<double>(insight_rules().size()) - 1, true},
          },
          [](const StrategyOptions& o) { return std::make_unique<EvoStrategy>(o); }};
}

}  // namespace evotune::search
