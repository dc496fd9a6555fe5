// The noise-aware ranking (see ranking.hpp).
#include "tune/ranking.hpp"

#include <algorithm>
#include <map>
#include <utility>

namespace evotune::tune {

using search::Member;

bool faster(const Member& a, const Member& b) {
  if (a.time_us != b.time_us) return a.time_us < b.time_us;
  return a.identity < b.identity;
}

void NoiseAwareRanking::add(Member member, int generation) { evaluated_.push_back({std::move(member), generation}); }

void NoiseAwareRanking::remove(const std::set<std::int64_t>& candidate_ids) {
  std::erase_if(evaluated_, [&](const Evaluated& e) { return candidate_ids.count(e.member.candidate_id) > 0; });
}

std::vector<Member*> NoiseAwareRanking::by_median(int up_to_generation) {
  std::vector<Member*> out;
  for (Evaluated& e : evaluated_)
    if (e.generation <= up_to_generation) out.push_back(&e.member);
  std::sort(out.begin(), out.end(), [](const Member* a, const Member* b) { return faster(*a, *b); });
  return out;
}

std::vector<Member> NoiseAwareRanking::ranked(int up_to_generation) const {
  std::vector<Member> all;
  for (const Evaluated& e : evaluated_)
    if (e.generation <= up_to_generation) all.push_back(e.member);
  std::sort(all.begin(), all.end(), faster);
  std::map<std::int64_t, std::vector<std::int64_t>> winners_of;  // loser -> the candidates it must follow
  for (const store::ComparisonRow& v : verdicts_)
    if (v.generation <= up_to_generation)
      winners_of[v.winner == v.candidate_a ? v.candidate_b : v.candidate_a].push_back(v.winner);
  if (winners_of.empty()) return all;
  std::set<std::int64_t> present, placed;
  for (const Member& m : all) present.insert(m.candidate_id);
  const auto free_to_go = [&](const Member& m) {
    const auto it = winners_of.find(m.candidate_id);
    if (it == winners_of.end()) return true;
    return std::all_of(it->second.begin(), it->second.end(),
                       [&](std::int64_t w) { return placed.count(w) || !present.count(w); });
  };
  std::vector<Member> out;
  std::vector<bool> taken(all.size(), false);
  while (out.size() < all.size()) {
    std::size_t pick = all.size();
    for (std::size_t i = 0; i < all.size() && pick == all.size(); ++i)
      if (!taken[i] && free_to_go(all[i])) pick = i;
    if (pick == all.size())
      for (std::size_t i = 0; i < all.size() && pick == all.size(); ++i)
        if (!taken[i]) pick = i;
    taken[pick] = true;
    placed.insert(all[pick].candidate_id);
    out.push_back(all[pick]);
  }
  return out;
}

std::vector<Member> NoiseAwareRanking::select(int up_to_generation, int elite) const {
  std::vector<Member> all = ranked(up_to_generation);
  if (static_cast<int>(all.size()) > elite) all.resize(static_cast<std::size_t>(std::max(elite, 0)));
  return all;
}

std::vector<store::ComparisonRow> NoiseAwareRanking::settle(int generation, int elite,
                                                            const std::vector<Member>& population,
                                                            const Retime& retime) {
  std::vector<store::ComparisonRow> made;
  if (population.empty()) return made;
  const auto in = [](const std::vector<Member>& v, std::int64_t id) {
    return std::any_of(v.begin(), v.end(), [&](const Member& m) { return m.candidate_id == id; });
  };
  std::set<std::pair<std::int64_t, std::int64_t>> met;  // (challenger, incumbent)
  std::vector<Member> next = select(generation, elite);
  while (!next.empty()) {
    std::vector<std::pair<const Member*, const Member*>> pairs;
    std::vector<const Member*> leaving;
    for (const Member& m : population)
      if (!in(next, m.candidate_id)) leaving.push_back(&m);
    std::set<std::int64_t> busy;
    for (auto it = next.rbegin(); it != next.rend(); ++it) {
      if (in(population, it->candidate_id)) continue;
      for (const Member* l : leaving)
        if (!busy.count(l->candidate_id) && !met.count({it->candidate_id, l->candidate_id})) {
          pairs.emplace_back(&*it, l);
          busy.insert(l->candidate_id);
          break;
        }
    }
    const Member& leader = next.front();
    const Member& old_leader = population.front();
    if (leader.candidate_id != old_leader.candidate_id && in(next, old_leader.candidate_id) &&
        !met.count({leader.candidate_id, old_leader.candidate_id}) && !busy.count(old_leader.candidate_id))
      pairs.emplace_back(&leader, &old_leader);
    if (pairs.empty()) break;
    for (const auto& [challenger, incumbent] : pairs) {
      met.insert({challenger->candidate_id, incumbent->candidate_id});
      if (std::optional<store::ComparisonRow> v = retime(*challenger, *incumbent)) {
        v->generation = generation;
        verdicts_.push_back(*v);
        made.push_back(*v);
      }
    }
    next = select(generation, elite);
  }
  return made;
}

}  // namespace evotune::tune
