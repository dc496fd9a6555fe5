// The search space: parameters with their value lists, and the restrictions
// every point must meet before anything is compiled.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/experiment.hpp"
#include "search/random.hpp"

namespace evotune::search {

/// Largest space whose valid points are listed up front (a few seconds of
/// restriction checks); a larger one is sampled by rejection.
inline constexpr std::uint64_t kMaxSearchEnumeration = 2'000'000;

class SearchSpace {
 public:
  using Predicate = std::function<bool(const Point&)>;

  /// `valid` decides the restrictions; values outside the lists are invalid whatever it says.
  SearchSpace(std::vector<Parameter> parameters, Predicate valid);
  /// The experiment's space, restricted by Experiment::satisfies.
  static SearchSpace of(const Experiment& experiment);

  const std::vector<Parameter>& parameters() const { return parameters_; }
  /// Index of the parameter named `name`, or -1.
  int index_of(std::string_view name) const;
  /// Points before restrictions (saturates at UINT64_MAX).
  std::uint64_t size() const { return size_; }

  /// True when every parameter has a value from its list and the restrictions hold.
  bool valid(const Point& p) const;

  /// Points are numbered 0 .. size()-1 in lexicographic order of value
  /// indices (first parameter slowest): the point's rank.
  Point point_at(std::uint64_t rank) const;
  /// Rank of `p`; throws SearchError when a value is not in its list.
  std::uint64_t rank_of(const Point& p) const;

  /// Whether valid_ranks() may be called: the restrictions are then checked
  /// once for every point (up to kMaxSearchEnumeration points).
  bool enumerable() const { return size_ <= kMaxSearchEnumeration; }
  /// Ranks of every valid point, ascending. Computed once. Throws SearchError
  /// when not enumerable().
  const std::vector<std::uint64_t>& valid_ranks() const;
  /// Every valid point, in rank order (convenience over valid_ranks()).
  std::vector<Point> valid_points() const;

  /// A valid point drawn uniformly. Throws SearchError when there is none (or
  /// none was found in many draws, for a space too large to enumerate).
  Point random_valid(Rng& rng) const;

  /// Values next to p's value of parameter `index` in its list (one or two).
  std::vector<ParamValue> neighbours(const Point& p, int index) const;
  /// Position of p's value of parameter `index` in its list, or -1.
  int value_index(const Point& p, int index) const;

  /// "BLOCK_M=64 BLOCK_N=128 ..." in space order.
  std::string describe(const Point& p) const;

 private:
  std::vector<Parameter> parameters_;
  Predicate valid_;
  std::uint64_t size_ = 1;
  mutable std::optional<std::vector<std::uint64_t>> valid_ranks_;
};

/// How many parameters two points of one space give different values.
int parameters_apart(const Point& a, const Point& b);

/// {"BLOCK_M": 64, "SWIZZLE": "xor"}; floats stay floats.
nlohmann::json point_to_json(const Point& p);
/// The inverse of point_to_json. Throws SearchError for anything but an object
/// of numbers and strings.
Point point_from_json(const nlohmann::json& j);

}  // namespace evotune::search
