// The noise-aware ranking on its own (tune/ranking.hpp): verdicts reorder the
// median ranking, and settle() re-times exactly the pairs an entrant would
// displace, each once.
#include <gtest/gtest.h>

#include <utility>
#include <vector>

#include "tune/ranking.hpp"

namespace evotune::tune {
namespace {

using search::Member;

Member member(std::int64_t id, double us) { return Member{id, "id" + std::to_string(id), {}, us, {}, {}}; }

std::vector<std::int64_t> ids(const std::vector<Member>& ms) {
  std::vector<std::int64_t> out;
  for (const Member& m : ms) out.push_back(m.candidate_id);
  return out;
}

store::ComparisonRow verdict(int generation, std::int64_t a, std::int64_t b, std::int64_t winner) {
  store::ComparisonRow v;
  v.generation = generation;
  v.candidate_a = a;
  v.candidate_b = b;
  v.winner = winner;
  return v;
}

TEST(NoiseAwareRanking, VerdictsPutTheLoserBehindItsWinnerFromTheirGeneration) {
  NoiseAwareRanking r;
  r.add(member(1, 1.0), 0);
  r.add(member(2, 2.0), 0);
  r.add(member(3, 3.0), 1);
  EXPECT_EQ(ids(r.ranked(0)), (std::vector<std::int64_t>{1, 2}));
  r.set_verdicts({verdict(1, 3, 1, 3)});  // 3 beat 1 when interleaved, at generation 1
  EXPECT_EQ(ids(r.ranked(0)), (std::vector<std::int64_t>{1, 2}));
  EXPECT_EQ(ids(r.ranked(1)), (std::vector<std::int64_t>{2, 3, 1}));
  EXPECT_EQ(ids(r.select(1, 2)), (std::vector<std::int64_t>{2, 3}));
  // A cycle (noise can make one): the fastest of the rest goes first.
  r.set_verdicts({verdict(1, 3, 1, 3), verdict(1, 1, 3, 1)});
  EXPECT_EQ(ids(r.ranked(1)), (std::vector<std::int64_t>{2, 1, 3}));
  r.remove({2});
  EXPECT_EQ(r.by_median(1).size(), 2u);
}

TEST(NoiseAwareRanking, SettleRetimesEachDisplacingEntrantOnceAndKeepsTheIncumbentOnALoss) {
  NoiseAwareRanking r;
  r.add(member(1, 1.0), 0);
  r.add(member(2, 2.0), 0);
  const std::vector<Member> population = r.select(0, 2);
  r.add(member(3, 1.5), 1);  // by median it would push 2 out
  std::vector<std::pair<std::int64_t, std::int64_t>> asked;
  const auto verdicts = r.settle(1, 2, population, [&](const Member& challenger, const Member& incumbent) {
    asked.emplace_back(challenger.candidate_id, incumbent.candidate_id);
    return std::optional<store::ComparisonRow>(
        verdict(0, challenger.candidate_id, incumbent.candidate_id, incumbent.candidate_id));
  });
  EXPECT_EQ(asked, (std::vector<std::pair<std::int64_t, std::int64_t>>{{3, 2}}));
  ASSERT_EQ(verdicts.size(), 1u);
  EXPECT_EQ(verdicts[0].generation, 1);  // settle stamps the generation
  EXPECT_EQ(ids(r.select(1, 2)), (std::vector<std::int64_t>{1, 2}));

  // No verdict (the re-timing failed): the medians decide.
  NoiseAwareRanking q;
  q.add(member(1, 1.0), 0);
  q.add(member(2, 2.0), 0);
  const std::vector<Member> before = q.select(0, 2);
  q.add(member(3, 0.5), 1);  // new leader: re-timed against 2 (it leaves) and against the old leader 1
  int calls = 0;
  EXPECT_TRUE(q.settle(1, 2, before, [&](const Member&, const Member&) {
                 ++calls;
                 return std::optional<store::ComparisonRow>();
               }).empty());
  EXPECT_EQ(calls, 2);
  EXPECT_EQ(ids(q.select(1, 2)), (std::vector<std::int64_t>{3, 1}));
}

}  // namespace
}  // namespace evotune::tune
