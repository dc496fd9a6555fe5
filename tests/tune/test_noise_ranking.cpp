// Noise-aware ranking in the search loop: before a candidate displaces a
// member of the top-K (or takes the lead), the two are re-timed interleaved
// and the challenger is promoted only when it is faster beyond that
// re-timing's noise. The re-timing here is a test double over the synthetic
// landscape (the GPU's is GpuEvaluator::compare, checked on the GPU machine);
// the store is a real SQLite file.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <map>
#include <regex>
#include <set>

#include <fmt/format.h>

#include "search/replay_evaluator.hpp"
#include "search/synthetic_experiment.hpp"
#include "tune/progress.hpp"
#include "tune/run.hpp"

using namespace evotune;
using namespace evotune::search;
using namespace evotune::tune;

namespace {

const ReplayTable& landscape() { return fixtures::synthetic_table(); }

// The replay evaluator plus a re-timing that calls two candidates different
// only when their landscape times differ by more than `noise` (relative).
class RetimingReplay : public Evaluator {
 public:
  RetimingReplay(const SearchSpace& space, double noise) : inner_(landscape(), space), noise_(noise) {}
  EnvironmentInfo environment() override { return inner_.environment(); }
  std::string identity(const Point& p) override { return inner_.identity(p); }
  void submit(std::vector<Proposal> batch) override { inner_.submit(std::move(batch)); }
  std::vector<Outcome> collect(std::chrono::milliseconds timeout) override { return inner_.collect(timeout); }
  std::size_t pending() const override { return inner_.pending(); }
  void cancel() override { inner_.cancel(); }
  bool can_retime() const override { return true; }
  PairedTiming retime_pair(const Proposal& a, const Proposal& b) override {
    ++retimings;
    // Like the GPU evaluator, it can re-time candidates measured by an earlier run of the search.
    const ReplayRow* ra = landscape().find(a.point);
    const ReplayRow* rb = landscape().find(b.point);
    if (!ra || !rb || !ra->measurement.time_p50_us || !rb->measurement.time_p50_us) return PairedTiming{.error = "not in the landscape"};
    const double ta = *ra->measurement.time_p50_us, tb = *rb->measurement.time_p50_us;
    const double diff = tb - ta;
    const double half_width = noise_ * tb;
    return PairedTiming{.rounds = 30,
                        .a_us = ta,
                        .b_us = tb,
                        .diff_us = diff,
                        .ci_low_us = diff - half_width,
                        .ci_high_us = diff + half_width,
                        .significant = std::abs(diff) > half_width,
                        .error = {}};
  }
  int retimings = 0;

 private:
  ReplayEvaluator inner_;
  double noise_;
};

struct Search {
  RunSummary summary;
  std::vector<std::vector<std::int64_t>> populations;  // by generation
  std::vector<store::ComparisonRow> comparisons;
  int retimings = 0;
};

// What a run prints, kept (the "new best" lines).
class KeptLines : public ProgressPrinter {
 public:
  void line(const std::string& text) override { lines.push_back(text); }
  void update(const ProgressSnapshot&) override {}
  void generation(const ProgressSnapshot&, int, std::optional<double>) override {}
  void finish() override {}
  std::vector<std::string> lines;
};

Search run_retimed(const std::filesystem::path& db, double noise, std::int64_t budget, KeptLines* kept = nullptr) {
  Experiment e = fixtures::synthetic_s512_experiment();
  e.search.budget.evaluations = budget;
  store::Store store(db);
  const SearchSpace space = SearchSpace::of(e);
  RetimingReplay ev(space, noise);
  RunOptions o;
  o.printer = kept;
  Search s;
  s.summary = run_search(e, store, ev, o);
  s.retimings = ev.retimings;
  for (int g = 0; g < s.summary.generations_closed; ++g)
    s.populations.push_back(store.population(s.summary.experiment_id, s.summary.environment_id, g));
  s.comparisons = store.comparisons(s.summary.experiment_id, s.summary.environment_id);
  return s;
}

bool contains(const std::vector<std::int64_t>& v, std::int64_t id) { return std::find(v.begin(), v.end(), id) != v.end(); }

}  // namespace

TEST(NoiseAwareRanking, NoChallengerWithinNoiseDisplacesAMember) {
  fixtures::TempDir dir;
  // Everything is "within noise": once the population is full it never changes.
  const Search s = run_retimed(dir / "x.db", 10.0, 200);
  ASSERT_GE(s.populations.size(), 3u);
  const std::size_t elite = static_cast<std::size_t>(fixtures::synthetic_s512_experiment().search.elite);
  std::size_t first_full = 0;
  while (first_full < s.populations.size() && s.populations[first_full].size() < elite) ++first_full;
  ASSERT_LT(first_full + 1, s.populations.size()) << "the population never filled";
  for (std::size_t g = first_full + 1; g < s.populations.size(); ++g)
    EXPECT_EQ(s.populations[g], s.populations[first_full]) << "generation " << g;
  ASSERT_FALSE(s.comparisons.empty()) << "faster candidates came along, so there were challenges";
  EXPECT_EQ(s.retimings, static_cast<int>(s.comparisons.size()));
  for (const auto& c : s.comparisons) {
    EXPECT_EQ(c.winner, c.candidate_b) << "the incumbent keeps its place";
    EXPECT_FALSE(c.significant);
    EXPECT_LT(c.ci_low_us, 0);
    EXPECT_GT(c.ci_high_us, 0);
  }
  // The reported best is the population's leader, not a faster median that was never confirmed.
  ASSERT_TRUE(s.summary.best);
  EXPECT_EQ(s.summary.best->candidate_id, s.populations.back().front());
}

// Issue 18: "new best" is printed only for a leader that holds after re-timing,
// never for a faster median that re-timing then finds within noise.
TEST(NoiseAwareRanking, NewBestIsPrintedOnlyOnceItHolds) {
  fixtures::TempDir dir;
  KeptLines kept;
  const Search s = run_retimed(dir / "x.db", 10.0, 200, &kept);
  std::set<std::int64_t> leaders;
  for (const auto& population : s.populations)
    if (!population.empty()) leaders.insert(population.front());
  int announced = 0;
  const std::regex new_best("^new best .*: candidate ([0-9]+) ");
  for (const std::string& line : kept.lines) {
    std::smatch m;
    if (!std::regex_search(line, m, new_best)) continue;
    ++announced;
    EXPECT_TRUE(leaders.count(std::stoll(m[1].str()))) << line << ": never led a population";
  }
  EXPECT_GE(announced, 1);
  ASSERT_FALSE(s.comparisons.empty()) << "faster medians came along and were re-timed";
}

TEST(NoiseAwareRanking, ChallengersBeyondNoiseArePromotedAndEveryChangeHasItsVerdict) {
  fixtures::TempDir dir;
  const Search s = run_retimed(dir / "x.db", 0.02, 250);
  const std::size_t elite = static_cast<std::size_t>(fixtures::synthetic_s512_experiment().search.elite);
  int promoted = 0, kept = 0;
  for (const auto& c : s.comparisons) {
    const bool a_faster = c.significant && c.diff_us > 0;
    EXPECT_EQ(c.winner, a_faster ? c.candidate_a : c.candidate_b);
    (c.winner == c.candidate_a ? promoted : kept) += 1;
  }
  EXPECT_GT(promoted, 0);
  EXPECT_GT(kept, 0) << "some challengers were within 2% of the member they would displace";
  for (std::size_t g = 1; g < s.populations.size(); ++g) {
    if (s.populations[g - 1].size() < elite) continue;  // room left: no one displaced
    for (std::int64_t id : s.populations[g]) {
      if (contains(s.populations[g - 1], id)) continue;
      const bool verdict = std::any_of(s.comparisons.begin(), s.comparisons.end(), [&](const store::ComparisonRow& c) {
        return c.generation == static_cast<int>(g) && c.candidate_a == id && c.winner == id;
      });
      EXPECT_TRUE(verdict) << "candidate " << id << " entered generation " << g << "'s population without a won re-timing";
    }
  }
  ASSERT_TRUE(s.summary.best);
  EXPECT_LE(s.summary.best->time_us, *landscape().best_time_us() * 1.05);
}

TEST(NoiseAwareRanking, AResumedSearchKeepsItsVerdicts) {
  fixtures::TempDir dir;
  const Search whole = run_retimed(dir / "whole.db", 0.02, 192);
  run_retimed(dir / "parts.db", 0.02, 96);
  const Search parts = run_retimed(dir / "parts.db", 0.02, 192);
  EXPECT_EQ(parts.populations, whole.populations);
  ASSERT_EQ(parts.comparisons.size(), whole.comparisons.size());
  for (std::size_t i = 0; i < whole.comparisons.size(); ++i) {
    EXPECT_EQ(parts.comparisons[i].candidate_a, whole.comparisons[i].candidate_a);
    EXPECT_EQ(parts.comparisons[i].winner, whole.comparisons[i].winner);
  }
  EXPECT_EQ(parts.summary.best->candidate_id, whole.summary.best->candidate_id);
}

// `evotune show` lists the re-timings a candidate took part in, with their intervals.
TEST(NoiseAwareRanking, ShowListsACandidatesRetimings) {
  fixtures::TempDir dir;
  const Search s = run_retimed(dir / "x.db", 10.0, 96);
  ASSERT_FALSE(s.comparisons.empty());
  const store::ComparisonRow& c = s.comparisons.front();
  const std::filesystem::path out = dir / "show.txt";
  const std::string cmd = std::string(EVOTUNE_BINARY) + " --db " + (dir / "x.db").string() + " show " +
                          std::to_string(c.candidate_a) + " >" + out.string() + " 2>&1";
  ASSERT_EQ(std::system(cmd.c_str()), 0) << cmd;
  std::ifstream in(out);
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("interleaved re-timings (noise-aware ranking)"), std::string::npos) << text;
  EXPECT_NE(text.find(fmt::format("generation {}: challenger against incumbent {}", c.generation, c.candidate_b)),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("within noise): not promoted"), std::string::npos) << text;
}
