// Random draws for the search, defined here rather than by <random>'s
// distributions (whose algorithms differ between standard libraries), so a
// seed gives the same search with any compiler. The engine is
// std::mt19937_64, whose sequence and text form the standard fixes.
#pragma once

#include <cstdint>
#include <random>
#include <string>

namespace evotune::search {

using Rng = std::mt19937_64;

/// Uniform in [0, n), unbiased (rejection of the short tail). n > 0.
inline std::uint64_t uniform_index(Rng& rng, std::uint64_t n) {
  const std::uint64_t limit = Rng::max() - (Rng::max() % n + 1) % n;  // largest multiple of n, minus 1
  std::uint64_t x;
  do x = rng();
  while (x > limit);
  return x % n;
}

/// Uniform in [0, 1), 53 random bits.
inline double uniform_unit(Rng& rng) { return static_cast<double>(rng() >> 11) * 0x1.0p-53; }

/// True with probability p.
inline bool chance(Rng& rng, double p) { return uniform_unit(rng) < p; }

/// The engine's full state as text (the standard's stream format), and back.
/// rng_from_text throws SearchError on text that is not such a state.
std::string rng_to_text(const Rng& rng);
Rng rng_from_text(const std::string& text);

}  // namespace evotune::search
