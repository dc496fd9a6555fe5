// Shape sets: an experiment tuned at several problem shapes (docs/experiments.md,
// "Shape sets"). A shape is one value per problem key, in the problem's key
// order; its key ("B=2,H=8,S=512,D=64,CAUSAL=0") names it in the database,
// on the command line (`leaderboard --shape`) and in messages.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/expr.hpp"

namespace evotune {

/// Problem sizes and flags of one shape, in the problem's key order (name, value).
using ProblemValues = std::vector<std::pair<std::string, Value>>;

/// Most shapes a set may hold after `problem.where` (each is a search of its own).
inline constexpr std::size_t kMaxShapes = 256;
/// Most combinations the axes of `problem` may make before `problem.where` filters them.
inline constexpr std::size_t kMaxShapeCombinations = 100'000;

/// "B=2,H=8,S=512,D=64,CAUSAL=0": every key with its value, in order, no spaces.
std::string shape_key(const ProblemValues& shape);

/// Parses "B=2, H=8" (keys and values as `--shape` takes them; spaces around
/// the separators are allowed). Throws ConfigError naming what is malformed.
ProblemValues parse_shape_text(std::string_view text);

/// Whether every key of `filter` is in `shape` with the same value.
bool shape_matches(const ProblemValues& shape, const ProblemValues& filter);

/// How far apart two shapes are, for warm starts: the sum over their keys of
/// |log2(a / b)| for positive numbers (one per doubling), and 1 for any other
/// pair of different values (a flag 0 against 1, two names). 0 when equal.
double shape_distance(const ProblemValues& a, const ProblemValues& b);

}  // namespace evotune
