// The random generator's state as text, for resuming a search.
#include "search/random.hpp"

#include <sstream>

#include "core/error.hpp"

namespace evotune::search {

std::string rng_to_text(const Rng& rng) {
  std::ostringstream out;
  out << rng;
  return out.str();
}

Rng rng_from_text(const std::string& text) {
  std::istringstream in(text);
  Rng rng;
  in >> rng;
  if (in.fail()) throw SearchError("the stored random generator state is unreadable");
  return rng;
}

}  // namespace evotune::search
