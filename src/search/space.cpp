// Search space enumeration, uniform sampling and neighbourhoods (see space.hpp).
#include "search/space.hpp"

#include <algorithm>
#include <limits>

#include <fmt/format.h>

#include "search/random.hpp"

namespace evotune::search {

namespace {

// Draws tried before giving up on a space too large to enumerate.
constexpr int kMaxRandomDraws = 200'000;

}  // namespace

SearchSpace::SearchSpace(std::vector<Parameter> parameters, Predicate valid)
    : parameters_(std::move(parameters)), valid_(std::move(valid)) {
  if (parameters_.empty()) throw SearchError("the search space has no parameters");
  for (const Parameter& p : parameters_) {
    if (p.values.empty()) throw SearchError(fmt::format("parameter {} has no values", p.name));
    const std::uint64_t n = p.values.size();
    size_ = size_ > std::numeric_limits<std::uint64_t>::max() / n ? std::numeric_limits<std::uint64_t>::max()
                                                                  : size_ * n;
  }
}

SearchSpace SearchSpace::of(const Experiment& experiment) {
  // The space holds a copy of what it needs; the predicate refers to the
  // experiment, which outlives every search over it.
  return SearchSpace(experiment.space, [&experiment](const Point& p) { return experiment.satisfies(p); });
}

int SearchSpace::index_of(std::string_view name) const {
  for (std::size_t i = 0; i < parameters_.size(); ++i)
    if (parameters_[i].name == name) return static_cast<int>(i);
  return -1;
}

int SearchSpace::value_index(const Point& p, int index) const {
  const Parameter& param = parameters_[index];
  auto it = p.find(param.name);
  if (it == p.end()) return -1;
  auto pos = std::find(param.values.begin(), param.values.end(), it->second);
  return pos == param.values.end() ? -1 : static_cast<int>(pos - param.values.begin());
}

bool SearchSpace::valid(const Point& p) const {
  if (p.size() != parameters_.size()) return false;
  for (std::size_t i = 0; i < parameters_.size(); ++i)
    if (value_index(p, static_cast<int>(i)) < 0) return false;
  return valid_(p);
}

Point SearchSpace::point_at(std::uint64_t rank) const {
  Point p;
  for (int i = static_cast<int>(parameters_.size()) - 1; i >= 0; --i) {
    const Parameter& param = parameters_[i];
    p[param.name] = param.values[rank % param.values.size()];
    rank /= param.values.size();
  }
  return p;
}

std::uint64_t SearchSpace::rank_of(const Point& p) const {
  std::uint64_t rank = 0;
  for (std::size_t i = 0; i < parameters_.size(); ++i) {
    const int at = value_index(p, static_cast<int>(i));
    if (at < 0)
      throw SearchError(fmt::format("point {} has no legal value of {}", describe(p), parameters_[i].name));
    rank = rank * parameters_[i].values.size() + static_cast<std::uint64_t>(at);
  }
  return rank;
}

const std::vector<std::uint64_t>& SearchSpace::valid_ranks() const {
  if (valid_ranks_) return *valid_ranks_;
  if (!enumerable())
    throw SearchError(fmt::format("the search space has {} points, too many to enumerate (limit {})", size_,
                                  kMaxSearchEnumeration));
  std::vector<std::uint64_t> out;
  std::vector<std::size_t> digit(parameters_.size(), 0);
  Point p;
  for (const Parameter& param : parameters_) p[param.name] = param.values[0];
  for (std::uint64_t rank = 0; rank < size_; ++rank) {
    if (valid_(p)) out.push_back(rank);
    // Odometer: the last parameter turns fastest, as in point_at().
    for (int i = static_cast<int>(parameters_.size()) - 1; i >= 0; --i) {
      const Parameter& param = parameters_[i];
      if (++digit[i] < param.values.size()) {
        p[param.name] = param.values[digit[i]];
        break;
      }
      digit[i] = 0;
      p[param.name] = param.values[0];
    }
  }
  valid_ranks_ = std::move(out);
  return *valid_ranks_;
}

std::vector<Point> SearchSpace::valid_points() const {
  std::vector<Point> out;
  for (std::uint64_t rank : valid_ranks()) out.push_back(point_at(rank));
  return out;
}

Point SearchSpace::random_valid(Rng& rng) const {
  if (enumerable()) {
    const auto& all = valid_ranks();
    if (all.empty()) throw SearchError("no point of the search space meets every restriction");
    return point_at(all[uniform_index(rng, all.size())]);
  }
  // Most draws of a restricted space are invalid: one point is redrawn in
  // place, every value uniform from its list, without building a map per draw.
  Point p;
  std::vector<ParamValue*> slots;
  for (const Parameter& param : parameters_) slots.push_back(&p[param.name]);
  for (int i = 0; i < kMaxRandomDraws; ++i) {
    for (std::size_t k = 0; k < parameters_.size(); ++k)
      *slots[k] = parameters_[k].values[uniform_index(rng, parameters_[k].values.size())];
    if (valid_(p)) return p;
  }
  throw SearchError(fmt::format("no valid point found in {} random draws from a space of {} points: the "
                                "restrictions leave too little of it",
                                kMaxRandomDraws, size_));
}

std::vector<ParamValue> SearchSpace::neighbours(const Point& p, int index) const {
  const Parameter& param = parameters_[index];
  const int at = value_index(p, index);
  std::vector<ParamValue> out;
  if (at < 0) return out;
  if (at > 0) out.push_back(param.values[at - 1]);
  if (at + 1 < static_cast<int>(param.values.size())) out.push_back(param.values[at + 1]);
  return out;
}

std::string SearchSpace::describe(const Point& p) const {
  std::string out;
  for (const Parameter& param : parameters_) {
    if (!out.empty()) out += ' ';
    auto it = p.find(param.name);
    out += param.name + "=" + (it == p.end() ? std::string("?") : it->second.to_string());
  }
  return out;
}

int parameters_apart(const Point& a, const Point& b) {
  int d = 0;
  for (const auto& [name, value] : a) d += b.at(name) != value;
  return d;
}

nlohmann::json point_to_json(const Point& p) {
  nlohmann::json j = nlohmann::json::object();
  for (const auto& [name, value] : p) {
    if (value.is_int())
      j[name] = value.as_int();
    else if (value.is_float())
      j[name] = value.as_double();
    else
      j[name] = value.as_string();
  }
  return j;
}

Point point_from_json(const nlohmann::json& j) {
  if (!j.is_object()) throw SearchError(fmt::format("parameters must be a JSON object, found: {}", j.dump()));
  Point p;
  for (const auto& [name, value] : j.items()) {
    if (value.is_number_integer())
      p[name] = Value(value.get<std::int64_t>());
    else if (value.is_number_float())
      p[name] = Value(value.get<double>());
    else if (value.is_string())
      p[name] = Value(value.get<std::string>());
    else
      throw SearchError(fmt::format("parameter {} has a value that is neither a number nor a name: {}", name,
                                    value.dump()));
  }
  return p;
}

}  // namespace evotune::search
