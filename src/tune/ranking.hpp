// The noise-aware ranking of a search (issue 10): candidates by median time,
// except that the loser of an interleaved re-timing ranks behind its winner,
// and the rounds of re-timings that decide who enters the population. The
// run loop feeds it evaluated candidates and asks it for the population; the
// re-timing itself (the GPU) is the caller's.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <vector>

#include "search/strategy.hpp"
#include "store/store.hpp"

namespace evotune::tune {

class NoiseAwareRanking {
 public:
  /// A valid evaluated candidate, proposed in `generation`.
  void add(search::Member member, int generation);
  /// The re-timing verdicts made so far (a resumed search's, from the store).
  void set_verdicts(std::vector<store::ComparisonRow> verdicts) { verdicts_ = std::move(verdicts); }
  /// Takes candidates out of the ranking (a metric gate rejected them).
  void remove(const std::set<std::int64_t>& candidate_ids);

  /// Every candidate of generations up to `up_to_generation`, by median time
  /// (then identity), verdicts ignored: what profiling looks at (and fills
  /// the metrics of).
  std::vector<search::Member*> by_median(int up_to_generation);
  /// By median time, except that the loser of each verdict made by the close
  /// of `up_to_generation` ranks behind its winner: the fastest candidate
  /// whose winners are all placed goes next (with a cycle of verdicts, which
  /// noise can make, the fastest of the rest).
  std::vector<search::Member> ranked(int up_to_generation) const;
  /// The first `elite` of ranked().
  std::vector<search::Member> select(int up_to_generation, int elite) const;

  /// One interleaved re-timing of a challenger against an incumbent: the
  /// verdict, or nothing when it could not be made (the medians decide).
  using Retime = std::function<std::optional<store::ComparisonRow>(const search::Member& challenger,
                                                                   const search::Member& incumbent)>;
  /// Who enters the population at the close of `generation`: a candidate
  /// enters, or takes the lead, only when an interleaved re-timing against a
  /// member of `population` it would displace shows it faster beyond that
  /// re-timing's own noise. Each round pairs every entrant (slowest first)
  /// with the fastest leaving member it has not met yet, and the new leader
  /// with the old one; the ranking is redone with the verdicts, until no
  /// untried pair is left. Returns the verdicts made (also kept here).
  std::vector<store::ComparisonRow> settle(int generation, int elite, const std::vector<search::Member>& population,
                                           const Retime& retime);

 private:
  struct Evaluated {
    search::Member member;
    int generation = 0;
  };
  std::vector<Evaluated> evaluated_;
  std::vector<store::ComparisonRow> verdicts_;  // in the order made
};

/// Ranking order without verdicts: median time, then identity (deterministic ties).
bool faster(const search::Member& a, const search::Member& b);

}  // namespace evotune::tune
