// "Did you mean ...?" for misspelled names: the closest candidate by edit
// distance. Shared by the expression evaluator and the experiment loader.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace evotune {

/// Edit distance: insertions, deletions, substitutions and swaps of two
/// neighbouring characters each cost 1 (optimal string alignment). Case matters.
std::size_t edit_distance(std::string_view a, std::string_view b);

/// The candidate closest to `word`, if one is close enough to be a likely typo:
/// a case-insensitive match, or (for words of 3 or more characters) an edit
/// distance of at most max(1, |word|/3).
std::optional<std::string> closest_name(std::string_view word, const std::vector<std::string>& candidates);

/// " (did you mean X?)" for the closest candidate, or "" when none is close.
std::string did_you_mean(std::string_view word, const std::vector<std::string>& candidates);

}  // namespace evotune
