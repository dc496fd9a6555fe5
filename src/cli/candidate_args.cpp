// Arguments shared by `compile` and `export` (see candidate_args.hpp).
#include "cli/candidate_args.hpp"

#include <algorithm>
#include <charconv>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "codegen/render.hpp"
#include "core/search_path.hpp"
#include "core/text.hpp"
#include "eval/driver.hpp"

namespace evotune::cli {

Point parse_point(std::string_view text) {
  Point p;
  std::string normalized(text);
  std::replace(normalized.begin(), normalized.end(), ',', ' ');
  std::string_view rest = normalized;
  while (true) {
    rest = trim(rest);
    if (rest.empty()) break;
    std::size_t end = rest.find_first_of(" \t");
    std::string_view pair = rest.substr(0, end);
    rest = end == std::string_view::npos ? std::string_view() : rest.substr(end);
    std::size_t eq = pair.find('=');
    if (eq == std::string_view::npos || eq == 0 || eq + 1 == pair.size())
      throw CLI::ValidationError("--params", fmt::format("'{}' is not NAME=VALUE", pair));
    std::string name(pair.substr(0, eq));
    std::string_view value = pair.substr(eq + 1);
    if (p.count(name)) throw CLI::ValidationError("--params", fmt::format("'{}' is given twice", name));
    std::int64_t v = 0;
    auto [ptr, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
    if (ec == std::errc() && ptr == value.data() + value.size())
      p.emplace(std::move(name), ParamValue(v));
    else
      p.emplace(std::move(name), ParamValue(std::string(value)));
  }
  if (p.empty()) throw CLI::ValidationError("--params", "no NAME=VALUE pairs given");
  return p;
}

namespace {

bool looks_like_name(const std::string& arg) {
  return !arg.empty() && arg.find('/') == std::string::npos && arg.find('.') == std::string::npos;
}

}  // namespace

std::optional<std::filesystem::path> find_experiment_file(const std::string& arg) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (fs::is_regular_file(arg, ec)) return fs::path(arg);
  if (!looks_like_name(arg)) return std::nullopt;
  if (auto found = find_on_search_path(fs::path("experiments") / (arg + ".yaml"), fs::current_path(ec));
      found && fs::is_regular_file(found->file, ec))
    return found->file;
  return std::nullopt;
}

Point complete_point(const Experiment& e, const TemplateInfo& tmpl, Point point, std::vector<std::string>& notes) {
  std::vector<std::string> missing;
  for (const Parameter& p : e.space) {
    if (point.count(p.name)) continue;
    const TemplateParam* tp = tmpl.find_param(p.name);
    if (tp && tp->default_value) {
      notes.push_back(fmt::format("{} not given: the template's default, {}", p.name, tp->default_value->to_string()));
      point.emplace(p.name, *tp->default_value);
      continue;
    }
    missing.push_back(fmt::format("{} (the space has {})", p.name, join_values(p.values)));
  }
  if (!missing.empty()) {
    std::string text;
    for (const auto& m : missing) text += (text.empty() ? "" : "; ") + m;
    throw CLI::ValidationError("--params", "no value for " + text);
  }
  return point;
}

std::vector<std::string> point_notes(const Experiment& e, const Point& point) {
  std::vector<std::string> notes;
  for (const auto& [name, value] : point) {
    auto it = std::find_if(e.space.begin(), e.space.end(), [&](const Parameter& p) { return p.name == name; });
    if (it != e.space.end() && std::find(it->values.begin(), it->values.end(), value) == it->values.end())
      notes.push_back(fmt::format("{}={} is not in the experiment's space", name, value.to_string()));
  }
  if (notes.empty() && point.size() == e.space.size() && !e.satisfies(point))
    notes.push_back("the point breaks a restriction of the experiment");
  return notes;
}

std::filesystem::path experiment_path(const std::string& arg) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (auto file = find_experiment_file(arg)) return *file;
  if (looks_like_name(arg)) {
    const fs::path by_name = fs::path("experiments") / (arg + ".yaml");
    const fs::path here = fs::current_path(ec);
    throw CLI::ValidationError("EXPERIMENT", fmt::format("'{}' is neither a file nor an experiment name: no {} in {}", arg,
                                                         by_name.string(), search_path_text(here)));
  }
  // A folder, a device, a link that leads nowhere, no file at all: load_experiment says which.
  return arg;
}

std::string gates_text(const Gates& g, const DeviceLimits& limits) {
  std::string out = g.max_registers ? fmt::format("registers <= {}", *g.max_registers) : "registers: no gate";
  out += fmt::format(", spills <= {} B", g.max_spill_bytes);
  if (g.max_stack_bytes) out += fmt::format(", stack <= {} B", *g.max_stack_bytes);
  out += fmt::format(", smem <= {}", g.max_shared_bytes ? std::min(*g.max_shared_bytes, limits.max_smem_per_block)
                                                         : limits.max_smem_per_block);
  out += g.allow_gmem ? ", gmem allowed" : ", no gmem unless declared";
  if (!g.allow_serialized_wgmma) out += ", no serialized wgmma";
  return out;
}

CompileSetup load_compile_setup(const std::string& experiment_arg, const std::optional<std::string>& cli_arch) {
  return compile_setup(load_experiment(experiment_path(experiment_arg)), cli_arch);
}

CompileSetup compile_setup(Experiment experiment, const std::optional<std::string>& cli_arch) {
  CompileSetup s{std::move(experiment), {}, {}, {}, {}, {}};
  s.tmpl = load_template(s.experiment.kernel);

  std::optional<std::string> device_arch;
  const auto& driver = eval::Driver::instance();
  if (driver.available() && driver.device_count() > 0) {
    const eval::DeviceInfo d = driver.device_info(0);
    device_arch = d.arch();
    s.limits.max_smem_per_block = d.max_shared_per_block_optin_bytes;
    s.limits.max_registers_per_block = d.max_registers_per_block;
    s.limits.max_threads_per_block = d.max_threads_per_block;
    s.limits_source = fmt::format("GPU 0: {}", d.name);
  } else {
    s.limits_source = "H100/H200 defaults (no GPU here)";
  }
  s.arch = resolve_arch(s.tmpl, cli_arch, s.experiment.kernel.arch, device_arch);
  s.arch_source = cli_arch                   ? "--arch"
                  : s.experiment.kernel.arch ? "experiment kernel.arch"
                  : device_arch              ? s.limits_source
                                             : "default, no GPU here";
  if (s.arch != (cli_arch ? *cli_arch : s.experiment.kernel.arch ? *s.experiment.kernel.arch
                                        : device_arch           ? *device_arch
                                                                : std::string("sm_90")))
    s.arch_source += fmt::format("; {} because the template requires it", s.arch);
  return s;
}

}  // namespace evotune::cli
