// A kernel template: a CUDA C++ file whose knobs are macros, described by the
// `// evotune:` declaration block at its top (format: docs/templates.md).
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/experiment.hpp"

namespace evotune {

/// One tunable knob declared by `// evotune:param NAME {v1,v2,...} MEANING`.
struct TemplateParam {
  std::string name;                ///< macro name
  std::vector<ParamValue> values;  ///< legal values, integers or bare words, in declared order
  std::string meaning;             ///< what the knob does, one line
  int line = 0;                    ///< 1-based line of the declaration
  /// `default=V` in the declaration: the value a point renders with while the
  /// experiment's space leaves the parameter out (so a template can take a new
  /// knob without every experiment naming it, or searching it).
  std::optional<ParamValue> default_value;
};

/// Everything the declaration block says, plus the template's text.
struct TemplateInfo {
  std::filesystem::path file;    ///< as given to load_template (absolute when loaded from disk)
  std::string display_path;      ///< as written in `#line` and messages, e.g. "templates/gemm.cu"
  std::string text;              ///< the file's bytes, unchanged
  std::string name;              ///< `template NAME`
  std::string about;             ///< `about` lines joined with a space
  std::vector<TemplateParam> params;      ///< in declared order
  std::vector<std::string> problem;       ///< problem names wanted as macros, in declared order
  std::optional<std::string> requires_arch;  ///< e.g. "sm_80", "sm_90a"
  std::vector<std::string> declares;      ///< flags: "atomics", "gmem"

  const TemplateParam* find_param(std::string_view name) const;
  bool declares_flag(std::string_view flag) const;
};

/// Flags a template may declare (`declares FLAG ...`).
inline constexpr std::string_view kTemplateFlags[] = {"atomics", "gmem"};

/// Parses the declaration block of `text`. `display_path` names the file in
/// errors ("templates/x.cu:3: ...") and in the rendered `#line`.
/// Throws CodegenError, with file:line, for a malformed or misplaced line.
TemplateInfo parse_template(std::string text, std::string display_path);

/// Reads and parses `file`. The display path is `file` relative to `root`
/// when it lies under it (so renders are the same on every machine), else the
/// path as given. Throws CodegenError when the file cannot be read.
TemplateInfo load_template(const std::filesystem::path& file, const std::filesystem::path& root);

/// The template (or reference) an experiment names: load_template with the
/// search-path folder it was found in as root.
inline TemplateInfo load_template(const KernelSpec& kernel) { return load_template(kernel.source, kernel.base); }

}  // namespace evotune
