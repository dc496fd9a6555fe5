// Shape keys, the --shape filter and the distance between shapes (see shape_set.hpp).
#include "core/shape_set.hpp"

#include <cmath>

#include "core/error.hpp"
#include "core/text.hpp"

namespace evotune {

std::string shape_key(const ProblemValues& shape) {
  std::string out;
  for (const auto& [name, value] : shape) out += (out.empty() ? "" : ",") + name + "=" + value.to_string();
  return out;
}

namespace {

Value value_of_text(std::string_view text) {
  const std::string s(text);
  try {
    std::size_t used = 0;
    const long long i = std::stoll(s, &used, 10);
    if (used == s.size()) return Value(static_cast<std::int64_t>(i));
  } catch (const std::exception&) {
  }
  try {
    std::size_t used = 0;
    const double d = std::stod(s, &used);
    if (used == s.size() && std::isfinite(d)) return Value(d);
  } catch (const std::exception&) {
  }
  return Value(s);
}

ConfigError shape_text_error(std::string_view text, const std::string& why) {
  return ConfigError({Diagnostic{SourceMark{"--shape", 0, 0}, "",
                                 "'" + std::string(text) + "': " + why + " (expected KEY=VALUE,... e.g. B=2,H=8,S=512)"}});
}

}  // namespace

ProblemValues parse_shape_text(std::string_view text) {
  ProblemValues out;
  std::string_view rest = text;
  while (true) {
    const std::size_t comma = rest.find(',');
    const std::string_view item = trim(rest.substr(0, comma));
    const std::size_t eq = item.find('=');
    if (item.empty()) throw shape_text_error(text, "an empty item");
    if (eq == std::string_view::npos) throw shape_text_error(text, "'" + std::string(item) + "' has no '='");
    const std::string_view name = trim(item.substr(0, eq)), value = trim(item.substr(eq + 1));
    if (name.empty() || value.empty()) throw shape_text_error(text, "'" + std::string(item) + "' lacks a key or a value");
    for (const auto& [known, v] : out)
      if (known == name) throw shape_text_error(text, "'" + std::string(name) + "' is given twice");
    out.emplace_back(std::string(name), value_of_text(value));
    if (comma == std::string_view::npos) break;
    rest = rest.substr(comma + 1);
  }
  return out;
}

bool shape_matches(const ProblemValues& shape, const ProblemValues& filter) {
  for (const auto& [name, value] : filter) {
    bool found = false;
    for (const auto& [key, v] : shape)
      if (key == name) {
        // 64 and 64.0 are the same size.
        found = v == value || (v.is_number() && value.is_number() && v.as_double() == value.as_double());
        break;
      }
    if (!found) return false;
  }
  return true;
}

double shape_distance(const ProblemValues& a, const ProblemValues& b) {
  double d = 0;
  for (const auto& [name, va] : a) {
    const Value* vb = nullptr;
    for (const auto& [key, v] : b)
      if (key == name) vb = &v;
    if (!vb) {
      d += 1;
      continue;
    }
    if (va == *vb) continue;
    if (va.is_number() && vb->is_number() && va.as_double() > 0 && vb->as_double() > 0)
      d += std::abs(std::log2(va.as_double() / vb->as_double()));
    else
      d += 1;
  }
  return d;
}

}  // namespace evotune
