// A parameter or problem value as JSON, for every file that writes one.
#pragma once

#include <nlohmann/json.hpp>

#include "core/expr.hpp"

namespace evotune {

/// Numbers stay numbers, named choices are strings.
inline nlohmann::ordered_json value_json(const Value& v) {
  if (v.is_int()) return v.as_int();
  if (v.is_float()) return v.as_double();
  return v.as_string();
}

}  // namespace evotune
