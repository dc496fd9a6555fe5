// Small text helpers every floor shares.
#pragma once

#include <cctype>
#include <string_view>

namespace evotune {

/// `s` without leading and trailing whitespace.
inline std::string_view trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

}  // namespace evotune
