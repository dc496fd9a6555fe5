// Rendering: one `#define` per parameter and problem name, in a fixed order,
// then `#line 1` so compiler messages point into the template file.
#include "codegen/render.hpp"

#include <algorithm>
#include <charconv>

#include <fmt/format.h>

#include "core/hash.hpp"

namespace evotune {

namespace {

template <class Range, class Name>
std::string join_names(const Range& range, Name name) {
  std::string out;
  for (const auto& x : range) out += (out.empty() ? "" : ", ") + std::string(name(x));
  return out.empty() ? "(none)" : out;
}

/// "sm_90a" -> {90, 'a'}; nullopt when not of that form.
struct ArchNumber {
  int number = 0;
  char suffix = 0;  // 0, 'a' or 'f'
};
std::optional<ArchNumber> parse_arch(std::string_view a) {
  if (!a.starts_with("sm_")) return std::nullopt;
  a.remove_prefix(3);
  ArchNumber n;
  if (!a.empty() && (a.back() == 'a' || a.back() == 'f')) {
    n.suffix = a.back();
    a.remove_suffix(1);
  }
  auto [end, ec] = std::from_chars(a.data(), a.data() + a.size(), n.number);
  if (ec != std::errc() || end != a.data() + a.size() || a.size() < 2) return std::nullopt;
  return n;
}

// The experiment's space may widen the template's declaration (with a warning when loaded).
bool widened_by(const Experiment& experiment, const std::string& name, const ParamValue& value) {
  const auto it = std::find_if(experiment.space.begin(), experiment.space.end(),
                               [&](const Parameter& p) { return p.name == name; });
  return it != experiment.space.end() && std::find(it->values.begin(), it->values.end(), value) != it->values.end();
}

}  // namespace

RenderedSource render(const TemplateInfo& tmpl, const Experiment& experiment, const Point& point) {
  std::vector<std::string> problems;
  const std::string where = fmt::format("template {} ({})", tmpl.name, tmpl.display_path);

  for (const auto& [name, value] : point) {
    const TemplateParam* p = tmpl.find_param(name);
    if (!p) {
      problems.push_back(fmt::format("parameter '{}' is not declared by {} (declared: {})", name, where,
                                     join_names(tmpl.params, [](const TemplateParam& q) { return q.name; })));
    } else if (std::find(p->values.begin(), p->values.end(), value) == p->values.end() &&
               !widened_by(experiment, name, value)) {
      problems.push_back(fmt::format("{}={} is not a legal value (line {} of {} allows: {})", name, value.to_string(),
                                     p->line, tmpl.display_path, join_values(p->values)));
    }
  }
  for (const auto& p : tmpl.params)
    if (point.find(p.name) == point.end() && !p.default_value)
      problems.push_back(fmt::format("parameter '{}' (declared at {}:{}) has no value at this point", p.name,
                                     tmpl.display_path, p.line));

  RenderedSource out;
  for (const auto& p : tmpl.params)
    if (auto it = point.find(p.name); it != point.end())
      out.defines.emplace_back(p.name, it->second.to_string());
    else if (p.default_value)
      out.defines.emplace_back(p.name, p.default_value->to_string());
  for (const auto& name : tmpl.problem) {
    auto it = std::find_if(experiment.problem.begin(), experiment.problem.end(),
                           [&](const auto& kv) { return kv.first == name; });
    if (it == experiment.problem.end()) {
      problems.push_back(fmt::format("{} needs problem size '{}', which experiment '{}' does not define (it has: {})",
                                     where, name, experiment.name,
                                     join_names(experiment.problem, [](const auto& kv) { return kv.first; })));
      continue;
    }
    out.defines.emplace_back(name, it->second.to_string());
  }

  if (!problems.empty()) {
    std::string message = fmt::format("cannot render {} for experiment '{}':", where, experiment.name);
    for (const auto& p : problems) message += "\n  " + p;
    throw CodegenError(message);
  }

  std::size_t size = tmpl.text.size() + 64;
  for (const auto& [n, v] : out.defines) size += n.size() + v.size() + 10;
  out.text.reserve(size);
  for (const auto& [n, v] : out.defines) out.text += fmt::format("#define {} {}\n", n, v);
  out.text += fmt::format("#line 1 \"{}\"\n", tmpl.display_path);
  out.text += tmpl.text;
  return out;
}

std::string resolve_arch(const TemplateInfo& tmpl, const std::optional<std::string>& cli_arch,
                         const std::optional<std::string>& experiment_arch,
                         const std::optional<std::string>& device_arch) {
  std::string arch = cli_arch      ? *cli_arch
                     : experiment_arch ? *experiment_arch
                     : device_arch     ? *device_arch
                                       : std::string("sm_90");
  auto target = parse_arch(arch);
  if (!target) throw CodegenError(fmt::format("'{}' is not a compile target (expected e.g. sm_90 or sm_90a)", arch));
  if (!tmpl.requires_arch) return arch;
  auto need = parse_arch(*tmpl.requires_arch);
  if (!need) throw CodegenError(fmt::format("{}: bad requires target '{}'", tmpl.display_path, *tmpl.requires_arch));
  if (need->suffix == 'a') {
    // Arch-specific instructions (wgmma, setmaxnreg) exist only on that exact generation.
    if (target->number != need->number)
      throw CodegenError(fmt::format("template {} requires {} (instructions of that GPU generation only); "
                                     "target {} cannot run it",
                                     tmpl.name, *tmpl.requires_arch, arch));
    return *tmpl.requires_arch;
  }
  if (target->number < need->number)
    throw CodegenError(fmt::format("template {} requires {} or newer; target is {}", tmpl.name, *tmpl.requires_arch,
                                   arch));
  return arch;
}

std::string candidate_id(std::string_view rendered_text, const std::vector<std::string>& options,
                         std::string_view arch) {
  std::string bytes(rendered_text);
  bytes.push_back('\0');
  for (std::size_t i = 0; i < options.size(); ++i) {
    if (i) bytes.push_back('\n');
    bytes += options[i];
  }
  bytes.push_back('\0');
  bytes += arch;
  return sha256_hex(bytes);
}

CandidateSource make_candidate(const TemplateInfo& tmpl, const Experiment& experiment, const Point& point,
                               const std::string& arch) {
  CandidateSource c;
  c.source = render(tmpl, experiment, point);
  c.arch = arch;
  c.options = kStandardOptions;
  c.options.insert(c.options.end(), experiment.kernel.options.begin(), experiment.kernel.options.end());
  c.id = candidate_id(c.source.text, c.options, c.arch);
  return c;
}

const CandidateSource& RenderedCandidates::make(const TemplateInfo& tmpl, const Experiment& experiment,
                                                const Point& point, const std::string& arch) {
  CandidateSource c = make_candidate(tmpl, experiment, point, arch);
  std::string id = c.id;
  return kept_.insert_or_assign(std::move(id), std::move(c)).first->second;
}

CandidateSource RenderedCandidates::take(const std::string& id, const TemplateInfo& tmpl,
                                         const Experiment& experiment, const Point& point, const std::string& arch) {
  if (auto kept = kept_.extract(id); !kept.empty() && kept.mapped().arch == arch) return std::move(kept.mapped());
  return make_candidate(tmpl, experiment, point, arch);
}

}  // namespace evotune
