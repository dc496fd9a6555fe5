// The search space (enumeration, ranks, sampling, neighbours), the strategy
// registry and option validation, and the insight rules.
#include <gtest/gtest.h>

#include <set>

#include "search/insight_rules.hpp"
#include "search/space.hpp"
#include "search/strategy.hpp"
#include "synthetic_experiment.hpp"

using namespace evotune;
using namespace evotune::search;

namespace {

// Every point of the synthetic space, restricted by brute force (independent of SearchSpace).
int count_valid_by_hand(const Experiment& e) {
  int n = 0;
  for (int bm : {16, 32, 64, 128})
    for (int bn : {16, 32, 64, 128})
      for (int w : {1, 2, 4, 8})
        for (int r : {1, 2, 4})
          for (int pad : {0, 2, 4, 8}) {
            Point p{{"BLOCK_M", bm}, {"BLOCK_N", bn}, {"NUM_WARPS", w}, {"ROWS_PER_THREAD", r}, {"PAD", pad}};
            n += e.satisfies(p);
          }
  return n;
}

template <class F>
std::string error_of(F&& f) {
  try {
    f();
  } catch (const Error& e) {
    return e.what();
  }
  return "(no error)";
}

}  // namespace

TEST(SearchSpace, EnumeratesExactlyTheValidPointsInRankOrder) {
  const Experiment e = fixtures::synthetic_s512_experiment();
  const SearchSpace space = SearchSpace::of(e);
  EXPECT_EQ(space.size(), 768u);
  const auto& ranks = space.valid_ranks();
  EXPECT_EQ(static_cast<int>(ranks.size()), count_valid_by_hand(e));
  EXPECT_EQ(ranks.size(), 676u);  // what make_synthetic_s512.py counts too
  EXPECT_TRUE(std::is_sorted(ranks.begin(), ranks.end()));
  for (std::uint64_t r : ranks) {
    const Point p = space.point_at(r);
    EXPECT_TRUE(space.valid(p));
    EXPECT_EQ(space.rank_of(p), r);
  }
  // Rank order: the last parameter turns fastest.
  EXPECT_EQ(space.describe(space.point_at(0)), "BLOCK_M=16 BLOCK_N=16 NUM_WARPS=1 ROWS_PER_THREAD=1 PAD=0");
  EXPECT_EQ(space.describe(space.point_at(1)), "BLOCK_M=16 BLOCK_N=16 NUM_WARPS=1 ROWS_PER_THREAD=1 PAD=2");
  EXPECT_EQ(space.describe(space.point_at(767)), "BLOCK_M=128 BLOCK_N=128 NUM_WARPS=8 ROWS_PER_THREAD=4 PAD=8");
}

TEST(SearchSpace, ValidRejectsValuesOutsideTheListsAndMissingParameters) {
  const Experiment e = fixtures::synthetic_s512_experiment();
  const SearchSpace space = SearchSpace::of(e);
  Point p{{"BLOCK_M", 64}, {"BLOCK_N", 64}, {"NUM_WARPS", 4}, {"ROWS_PER_THREAD", 2}, {"PAD", 2}};
  EXPECT_TRUE(space.valid(p));
  Point odd = p;
  odd["PAD"] = 3;
  EXPECT_FALSE(space.valid(odd));
  Point missing = p;
  missing.erase("PAD");
  EXPECT_FALSE(space.valid(missing));
  Point restricted = p;
  restricted["NUM_WARPS"] = 1;  // 32 threads x 1 row < 64 rows
  restricted["ROWS_PER_THREAD"] = 1;
  EXPECT_FALSE(space.valid(restricted));
  EXPECT_NE(error_of([&] { space.rank_of(odd); }).find("no legal value of PAD"), std::string::npos);
}

TEST(SearchSpace, RandomValidPointsAreValidAndCoverTheSpaceUniformly) {
  const Experiment e = fixtures::synthetic_s512_experiment();
  const SearchSpace space = SearchSpace::of(e);
  Rng rng(7);
  std::map<std::uint64_t, int> hits;
  const int draws = 676 * 30;
  for (int i = 0; i < draws; ++i) {
    Point p = space.random_valid(rng);
    ASSERT_TRUE(space.valid(p));
    ++hits[space.rank_of(p)];
  }
  EXPECT_EQ(hits.size(), 676u);  // every valid point drawn
  for (const auto& [rank, n] : hits) {
    EXPECT_GT(n, 5) << rank;  // expected 30 each
    EXPECT_LT(n, 70) << rank;
  }
}

TEST(SearchSpace, NeighboursAreTheAdjacentValuesOfTheList) {
  const SearchSpace space({{"A", {1, 2, 4, 8}, {}}, {"S", {"none", "xor"}, {}}}, [](const Point&) { return true; });
  Point p{{"A", 1}, {"S", "xor"}};
  EXPECT_EQ(space.neighbours(p, 0), (std::vector<Value>{2}));
  p["A"] = 4;
  EXPECT_EQ(space.neighbours(p, 0), (std::vector<Value>{2, 8}));
  EXPECT_EQ(space.neighbours(p, 1), (std::vector<Value>{"none"}));
}

TEST(SearchSpace, LargeSpacesAreSampledNotEnumerated) {
  std::vector<Parameter> params;
  for (int i = 0; i < 8; ++i) params.push_back({"P" + std::to_string(i), {1, 2, 3, 4, 5, 6}, {}});
  // 6^8 = 1.68M points (enumerable); 6^9 = 10M is not.
  params.push_back({"P8", {1, 2, 3, 4, 5, 6}, {}});
  const SearchSpace big(params, [](const Point& p) { return p.at("P0").as_int() == 6; });
  EXPECT_FALSE(big.enumerable());
  EXPECT_NE(error_of([&] { big.valid_ranks(); }).find("too many to enumerate"), std::string::npos);
  Rng rng(1);
  for (int i = 0; i < 20; ++i) EXPECT_EQ(big.random_valid(rng).at("P0").as_int(), 6);
  const SearchSpace none(params, [](const Point&) { return false; });
  EXPECT_NE(error_of([&] { none.random_valid(rng); }).find("no valid point found"), std::string::npos);
  const SearchSpace empty({{"A", {1, 2}, {}}}, [](const Point&) { return false; });
  EXPECT_NE(error_of([&] { empty.random_valid(rng); }).find("no point of the search space meets every restriction"),
            std::string::npos);
}

TEST(SearchSpace, PointsRoundTripThroughJson) {
  Point p{{"BLOCK_M", 64}, {"SWIZZLE", "xor"}, {"SCALE", 0.5}};
  const auto j = point_to_json(p);
  EXPECT_EQ(j.dump(), R"({"BLOCK_M":64,"SCALE":0.5,"SWIZZLE":"xor"})");
  EXPECT_EQ(point_from_json(j), p);
  EXPECT_NE(error_of([] { point_from_json(nlohmann::json::array()); }).find("must be a JSON object"),
            std::string::npos);
  EXPECT_NE(error_of([] { point_from_json(nlohmann::json{{"A", true}}); }).find("neither a number nor a name"),
            std::string::npos);
}

TEST(RandomDraws, AreUniformAndTheGeneratorStateRoundTrips) {
  Rng rng(42);
  std::vector<int> hist(6, 0);
  for (int i = 0; i < 60000; ++i) ++hist[uniform_index(rng, 6)];
  for (int h : hist) EXPECT_NEAR(h, 10000, 500);
  for (int i = 0; i < 1000; ++i) {
    const double u = uniform_unit(rng);
    EXPECT_GE(u, 0.0);
    EXPECT_LT(u, 1.0);
  }
  Rng copy = rng_from_text(rng_to_text(rng));
  for (int i = 0; i < 100; ++i) EXPECT_EQ(copy(), rng());
  EXPECT_THROW(rng_from_text("not a state"), SearchError);
  // The sequence is the standard's ([rand.predef]), so a seed means the same on every platform.
  Rng standard;
  standard.discard(9999);
  EXPECT_EQ(standard(), 9981545732273789042ull);
}

TEST(Strategies, UnknownNamesAndOptionsAreClearErrors) {
  EXPECT_EQ(find_strategy("evo").name, "evo");
  EXPECT_NE(error_of([] { find_strategy("evolution"); }).find("unknown search strategy 'evolution'"),
            std::string::npos);
  EXPECT_NE(error_of([] { find_strategy("randm"); }).find("did you mean random?"), std::string::npos);
  EXPECT_NE(error_of([] { make_strategy("evo", {{"mutaton", Value(0.5)}}); }).find("did you mean mutation?"),
            std::string::npos);
  EXPECT_NE(error_of([] { make_strategy("random", {{"x", Value(1)}}); }).find("its options: none"),
            std::string::npos);
  EXPECT_NE(error_of([] { make_strategy("evo", {{"mutation", Value(1.5)}}); }).find("outside [0, 1]"),
            std::string::npos);
  EXPECT_NE(error_of([] { make_strategy("evo", {{"tournament", Value(2.5)}}); }).find("whole number"),
            std::string::npos);
  EXPECT_NE(error_of([] { make_strategy("evo", {{"step", Value("big")}}); }).find("must be a number"),
            std::string::npos);
  EXPECT_NE(error_of([] {
              make_strategy("evo", {{"mutation", Value(0)}, {"crossover", Value(0)}, {"insight", Value(0)},
                                    {"immigrant", Value(0)}});
            }).find("all 0"),
            std::string::npos);
  const auto options = validate_options(find_strategy("evo"), {{"tournament", Value(5)}});
  EXPECT_EQ(options.integer("tournament"), 5);
  EXPECT_DOUBLE_EQ(options.number("mutation"), 0.5);  // default
  const std::string help = strategies_help();
  for (const char* word : {"evo", "evo_model", "random", "exhaustive", "tournament", "extra_mutation", "pool",
                           "explore", "default"})
    EXPECT_NE(help.find(word), std::string::npos) << word;
  // The registry is the list search.strategy is checked against.
  EXPECT_EQ(strategy_names(), (std::vector<std::string>{"evo", "evo_model", "random", "exhaustive"}));
  Experiment e = fixtures::synthetic_s512_experiment();
  EXPECT_TRUE(strategy_diagnostics(e).empty());
  e.search.strategy = "evolution";
  const std::vector<Diagnostic> problems = strategy_diagnostics(e);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].key, "search.strategy");
  EXPECT_EQ(problems[0].message, "found 'evolution'; expected one of evo, evo_model, random, exhaustive");
}

TEST(InsightRules, RolesComeFromParameterNames) {
  EXPECT_EQ(role_of("BLOCK_M"), Role::tile_m);
  EXPECT_EQ(role_of("BN"), Role::tile_n);
  EXPECT_EQ(role_of("STAGES"), Role::stages);
  EXPECT_EQ(role_of("KV_SPLITS"), Role::splits);
  EXPECT_EQ(role_of("NUM_WARPS"), Role::warps);
  EXPECT_FALSE(role_of("COMBINE"));
  // Every rule has a distinct name, a reason and at least one move.
  std::set<std::string> names;
  for (const auto& rule : insight_rules()) {
    EXPECT_TRUE(names.insert(rule.name).second) << rule.name;
    EXPECT_GT(std::string(rule.why).size(), 10u);
    EXPECT_FALSE(rule.moves.empty());
  }
}

TEST(InsightRules, MovesStepToTheNearestValueInTheirDirection) {
  const SearchSpace space({{"BLOCK_M", {128, 16, 64, 32}, {}}, {"SWIZZLE", {"none", "xor", "pad"}, {}}},
                          [](const Point&) { return true; });
  Point p{{"BLOCK_M", 64}, {"SWIZZLE", "pad"}};
  std::string note;
  EXPECT_EQ(apply_move(space, p, {Role::tile_m, -1}, note)->at("BLOCK_M"), Value(32));
  EXPECT_EQ(note, "BLOCK_M 64->32");
  EXPECT_EQ(apply_move(space, p, {Role::tile_m, +1}, note)->at("BLOCK_M"), Value(128));
  EXPECT_EQ(apply_move(space, p, {Role::swizzle, 0}, note)->at("SWIZZLE"), Value("none"));
  p["BLOCK_M"] = 16;
  EXPECT_FALSE(apply_move(space, p, {Role::tile_m, -1}, note));
  EXPECT_FALSE(apply_move(space, p, {Role::stages, -1}, note));  // no such parameter
}

TEST(InsightRules, FactsComeFromPtxasGeometryAndMetrics) {
  const Experiment e = fixtures::synthetic_s512_experiment();
  Member m;
  m.point = {{"BLOCK_M", 64}, {"BLOCK_N", 64}, {"NUM_WARPS", 4}, {"ROWS_PER_THREAD", 2}, {"PAD", 2}};
  KernelStats k;
  k.registers = 128;
  k.spill_store_bytes = 8;
  k.spill_load_bytes = 8;
  k.shared_static_bytes = 0;
  k.shared_dynamic_bytes = 48000;
  m.ptxas = k;
  DeviceLimits limits;
  Facts f = facts_of(m, e, limits);
  EXPECT_EQ(f.threads, 128);
  EXPECT_EQ(f.ctas, 8 * 8 * 2);  // ceil_div(512, 64) * H * B
  EXPECT_EQ(f.spill_bytes, 16);
  EXPECT_EQ(f.shared_bytes, 48000);
  EXPECT_EQ(f.shared_limit, 232448);
  // 128 regs * 128 threads = 16K per CTA -> 4 CTAs by registers; 233472 / 49024 -> 4 by shared memory.
  ASSERT_TRUE(f.occupancy);
  EXPECT_DOUBLE_EQ(*f.occupancy, 4 * 4 / 64.0);
  m.metrics["sm__warps_active.avg.pct_of_peak_sustained_active"] = 12.5;
  f = facts_of(m, e, limits);
  EXPECT_DOUBLE_EQ(*f.occupancy, 0.125);  // achieved beats theoretical

  auto fires = [&](const Facts& facts) {
    std::set<std::string> names;
    for (const auto& rule : insight_rules())
      if (rule.applies(facts)) names.insert(rule.name);
    return names;
  };
  auto names = fires(f);
  EXPECT_TRUE(names.count("spills_shrink_tile"));
  EXPECT_TRUE(names.count("spills_fewer_stages"));
  EXPECT_TRUE(names.count("low_occupancy_smaller_ctas"));
  EXPECT_TRUE(names.count("few_ctas_split_work"));  // 128 CTAs on 132 SMs
  EXPECT_FALSE(names.count("bank_conflicts_change_layout"));

  Facts clean;
  clean.registers = 64;
  clean.spill_bytes = 0;
  clean.ctas = 4096;
  clean.occupancy = 1.0;
  names = fires(clean);
  EXPECT_EQ(names, (std::set<std::string>{"many_light_ctas_grow_tile"}));
  Facts conflicted = clean;
  conflicted.ctas = 1000;
  conflicted.bank_conflict_pct = 30;
  EXPECT_EQ(fires(conflicted), (std::set<std::string>{"bank_conflicts_change_layout"}));
}

TEST(InsightRules, TheoreticalOccupancyNamesItsLimiter) {
  DeviceLimits h100;
  auto o = theoretical_occupancy(256, 255, 0, h100);  // 255 regs -> 256 * 32 per warp * 8 warps = 65536
  EXPECT_DOUBLE_EQ(o->fraction, 8 / 64.0);
  EXPECT_EQ(o->limiter, "registers");
  o = theoretical_occupancy(128, 32, 100000, h100);
  EXPECT_EQ(o->limiter, "shared memory");
  EXPECT_DOUBLE_EQ(o->fraction, 2 * 4 / 64.0);
  o = theoretical_occupancy(32, 16, 0, h100);
  EXPECT_EQ(o->limiter, "blocks");
  EXPECT_DOUBLE_EQ(o->fraction, 0.5);
  o = theoretical_occupancy(1024, 32, 0, h100);
  EXPECT_EQ(o->limiter, "threads");
  EXPECT_DOUBLE_EQ(o->fraction, 1.0);
  EXPECT_FALSE(theoretical_occupancy(0, 32, 0, h100));
  EnvironmentInfo ada{"NVIDIA L4", "8.9", 58, "", "", ""};
  EXPECT_EQ(device_limits(ada).max_threads, 1536);
  EXPECT_EQ(device_limits(ada).sm_count, 58);
}
