// The launches of a candidate at one point, with their geometry evaluated
// (what the gates need to know about a launch).
#include "eval/gates.hpp"

namespace evotune {

std::vector<LaunchNeeds> launches_at(const Experiment& experiment, const Point& point) {
  const Bindings env = experiment.bindings(point);
  std::vector<LaunchNeeds> out;
  for (const auto& l : experiment.kernel.launches) {
    if (l.when && !l.when->eval_bool(env)) continue;
    LaunchNeeds n;
    n.entry = l.entry;
    n.dynamic_smem_bytes = l.shared_bytes.empty() ? 0 : l.shared_bytes.eval_int(env);
    n.threads_per_block = 1;
    for (const auto& b : l.block) n.threads_per_block *= b.empty() ? 1 : b.eval_int(env);
    out.push_back(n);
  }
  return out;
}

}  // namespace evotune
