// Rendering a template at one point of the search space, and the candidate's
// identity (a content hash of what is compiled and how).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "codegen/template.hpp"
#include "core/experiment.hpp"

namespace evotune {

/// A template with its `#define` prelude: what NVRTC compiles.
struct RenderedSource {
  std::string text;  ///< prelude + `#line 1 "<display path>"` + template text
  /// (macro, value) in prelude order: the template's parameters in declared
  /// order, then its problem names in declared order.
  std::vector<std::pair<std::string, std::string>> defines;
};

/// Renders `tmpl` at `point` with the problem sizes of `experiment`.
/// Throws CodegenError listing every problem at once: a parameter the
/// template does not declare, a declared one the point lacks, a value outside
/// the declared legal values, a problem name the experiment does not define.
RenderedSource render(const TemplateInfo& tmpl, const Experiment& experiment, const Point& point);

/// Compile target for a candidate. Precedence: `cli_arch` (--arch), then the
/// experiment's `kernel.arch`, then `device_arch` (the GPU present), then sm_90.
/// A template that `requires sm_90a` turns sm_90 into sm_90a. Throws
/// CodegenError when the target is below what the template requires.
std::string resolve_arch(const TemplateInfo& tmpl, const std::optional<std::string>& cli_arch,
                         const std::optional<std::string>& experiment_arch,
                         const std::optional<std::string>& device_arch);

/// Options every candidate is compiled with, before the experiment's own
/// (`kernel.options`). Machine-independent: include folders and the target are
/// added by the compiler, the target separately hashed.
inline const std::vector<std::string> kStandardOptions = {"-std=c++17", "-lineinfo"};

/// A candidate ready for the compiler.
struct CandidateSource {
  RenderedSource source;
  std::string arch;                  ///< e.g. "sm_90"
  std::vector<std::string> options;  ///< kStandardOptions + the experiment's options
  std::string id;                    ///< candidate_id(source.text, options, arch)
};

/// The candidate's identity: sha256_hex(text + "\0" + options joined by "\n"
/// + "\0" + arch). Same inputs, same id, on any machine.
std::string candidate_id(std::string_view rendered_text, const std::vector<std::string>& options,
                         std::string_view arch);

/// render() + options + identity for one point at target `arch`.
CandidateSource make_candidate(const TemplateInfo& tmpl, const Experiment& experiment, const Point& point,
                               const std::string& arch);

/// Candidates rendered for their identity, kept until they are compiled, so
/// that each candidate is rendered once: the run loop asks an evaluator for a
/// point's identity (to skip candidates it has seen) before it submits the
/// point. Not thread-safe; an evaluator calls it from the run loop's thread.
class RenderedCandidates {
 public:
  /// make_candidate(); the result is kept for take().
  const CandidateSource& make(const TemplateInfo& tmpl, const Experiment& experiment, const Point& point,
                              const std::string& arch);
  /// The candidate kept under `id` (moved out), else make_candidate().
  CandidateSource take(const std::string& id, const TemplateInfo& tmpl, const Experiment& experiment,
                       const Point& point, const std::string& arch);
  /// Forgets what was rendered and not taken (points the run loop skipped).
  void clear() { kept_.clear(); }
  std::size_t size() const { return kept_.size(); }

 private:
  std::map<std::string, CandidateSource> kept_;  // identity -> candidate
};

}  // namespace evotune
