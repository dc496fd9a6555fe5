// Test helper of the export tests: a shipped experiment with its template,
// its first seed point and that point's candidate for a target.
#pragma once

#include <filesystem>
#include <string>

#include "codegen/render.hpp"
#include "codegen/template.hpp"
#include "core/experiment.hpp"

namespace evotune::test_support {

struct ShippedCandidate {
  Experiment experiment;
  TemplateInfo tmpl;
  Point point;
  CandidateSource candidate;
};

/// experiments/`file` of this project at its first seed, for `arch` (empty:
/// the target evotune would choose without a GPU, e.g. sm_90a for wgmma).
inline ShippedCandidate shipped_candidate(const std::string& file, const std::string& arch) {
  const std::filesystem::path root = EVOTUNE_SOURCE_ROOT;
  ShippedCandidate l;
  l.experiment = load_experiment(root / "experiments" / file);
  l.tmpl = load_template(l.experiment.kernel.source, root);
  l.point = l.experiment.search.seeds.at(0);
  const std::string target =
      arch.empty() ? resolve_arch(l.tmpl, std::nullopt, l.experiment.kernel.arch, std::nullopt) : arch;
  l.candidate = make_candidate(l.tmpl, l.experiment, l.point, target);
  return l;
}

}  // namespace evotune::test_support
