// Typo suggestions by edit distance.
#include "core/suggest.hpp"

#include <algorithm>
#include <cctype>

namespace evotune {

std::size_t edit_distance(std::string_view a, std::string_view b) {
  // Optimal string alignment: insert, delete, substitute, swap two neighbours.
  // Three rows of the dynamic-programming table suffice.
  std::vector<std::size_t> before(b.size() + 1), prev(b.size() + 1), cur(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    cur[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) cur[j] = std::min(cur[j], before[j - 2] + 1);
    }
    std::swap(before, prev);
    std::swap(prev, cur);
  }
  return prev[b.size()];
}

namespace {

bool equal_ignoring_case(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
         });
}

}  // namespace

std::optional<std::string> closest_name(std::string_view word, const std::vector<std::string>& candidates) {
  for (const auto& c : candidates)
    if (c != word && equal_ignoring_case(c, word)) return c;
  // One- and two-letter names are too short for a guess to mean anything.
  if (word.size() <= 2) return std::nullopt;
  const std::size_t limit = std::max<std::size_t>(1, word.size() / 3);
  std::optional<std::string> best;
  std::size_t best_distance = limit + 1;
  for (const auto& c : candidates) {
    if (c == word) continue;
    const std::size_t d = edit_distance(word, c);
    if (d < best_distance) {
      best_distance = d;
      best = c;
    }
  }
  return best;
}

std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates) {
  auto c = closest_name(word, candidates);
  return c ? " (did you mean " + *c + "?)" : std::string();
}

}  // namespace evotune
