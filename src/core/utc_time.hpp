// The current UTC time as text, for records a person reads (export headers,
// reports, the run lock's holder).
#pragma once

#include <ctime>
#include <string>

namespace evotune {

/// Now in UTC, formatted by strftime's `format` (up to 63 characters of output),
/// e.g. "%Y-%m-%dT%H:%M:%SZ".
inline std::string utc_now(const char* format) {
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  gmtime_r(&now, &tm);
  char text[64];
  return std::string(text, std::strftime(text, sizeof text, format, &tm));
}

}  // namespace evotune
