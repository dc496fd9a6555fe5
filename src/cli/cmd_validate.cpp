// `evotune validate FILE [--json]`: loads an experiment file, checks it against
// its template's declaration block, and either prints what it describes
// (parameters, space size before and after restrictions, arguments, launches)
// and exits 0, or prints every problem found, one per line as
// file:line:col: key: message, and exits 1.
#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli/candidate_args.hpp"
#include "cli/commands.hpp"
#include "codegen/template.hpp"
#include "core/experiment.hpp"
#include "core/suggest.hpp"
#include "core/value_json.hpp"
#include "search/strategy.hpp"

namespace evotune::cli {
namespace {

// A problem-only expression shows its value; one that depends on parameters shows its text.
std::string shown(const Expr& e, const Bindings& problem) {
  try {
    return e.eval(problem).to_string();
  } catch (const ExprError&) {
    return e.text();
  }
}

std::string dims_text(const Expr (&dims)[3], const Bindings& problem) {
  return fmt::format("({}, {}, {})", shown(dims[0], problem), shown(dims[1], problem), shown(dims[2], problem));
}

std::string list_text(const std::vector<Expr>& exprs, const Bindings& problem) {
  std::string out;
  for (const auto& x : exprs) out += (out.empty() ? "" : ", ") + shown(x, problem);
  return "[" + out + "]";
}

// A tensor map as the file gives it, with what problem sizes alone decide evaluated.
std::string tensor_map_spec_text(const TensorMapSpec& m, const ArgSpec& tensor, const Bindings& problem) {
  const std::string swizzle = shown(m.swizzle, problem);
  return fmt::format("dims {}, box {}, swizzle {}, L2 promotion {}, out of bounds {}",
                     m.dims.empty() ? list_text(tensor.shape, problem) + " (its shape)" : list_text(m.dims, problem),
                     list_text(m.box, problem),
                     swizzle == "0" ? "none" : swizzle, tensor_map_l2_name(m.l2_promotion),
                     tensor_map_oob_name(m.oob_fill));
}

const ArgSpec& tensor_of(const Experiment& e, const ArgSpec& map) {
  return *std::find_if(e.args.begin(), e.args.end(), [&](const ArgSpec& a) { return a.name == map.tensor_map->tensor; });
}

std::string init_text(const InitSpec& init) {
  switch (init.kind) {
    case InitSpec::Kind::normal: return fmt::format("normal(mean {}, std {})", init.a, init.b);
    case InitSpec::Kind::uniform: return fmt::format("uniform({}, {})", init.a, init.b);
    case InitSpec::Kind::constant: return fmt::format("constant {}", init.a);
  }
  return "?";
}

std::string space_text(const SpaceCount& c, std::size_t restrictions) {
  if (!c.sampled())
    return fmt::format("{} points, {} valid after {} restriction{} ({:.1f}%)", c.total, c.valid, restrictions,
                       restrictions == 1 ? "" : "s",
                       c.total ? 100.0 * static_cast<double>(c.valid) / static_cast<double>(c.total) : 0.0);
  return fmt::format(
      "{} points: too many to enumerate, so {} were sampled; {} of them valid after {} restriction{} "
      "({:.1f}%), about {:.3g} valid points in all",
      c.total, c.examined, c.valid, restrictions, restrictions == 1 ? "" : "s",
      100.0 * static_cast<double>(c.valid) / static_cast<double>(c.examined), c.estimated_valid());
}

std::string launch_text(const LaunchSpec& l, const Bindings& problem) {
  std::string args;
  for (const auto& a : l.args) args += (args.empty() ? "" : ", ") + a;
  std::string out = fmt::format("{}<<<{}, {}, {}>>>({})", l.entry, dims_text(l.grid, problem), dims_text(l.block, problem),
                                shown(l.shared_bytes, problem), args);
  if (l.when) out += " when " + l.when->text();
  return out;
}

void print_summary(const Experiment& e) {
  const Bindings problem = e.problem_bindings();
  std::printf("%s: valid\n", e.file.string().c_str());
  std::printf("  name         %s%s%s\n", e.name.c_str(), e.description.empty() ? "" : " - ",
              e.description.c_str());
  std::string sizes;
  for (const auto& [name, value] : e.problem) sizes += (sizes.empty() ? "" : " ") + name + "=" + value.to_string();
  if (e.shape_set) {
    // The launches and sizes below are shown at the first shape.
    std::printf("  shapes       %zu (a set; below, args and launches at the first)\n", e.shapes.size());
    for (const ShapeSpec& s : e.shapes) {
      const SpaceCount& c = s.space_count;
      std::printf("    %-32s %s%llu valid point%s\n", shape_key(s.problem).c_str(), c.sampled() ? "about " : "",
                  static_cast<unsigned long long>(c.estimated_valid()), c.estimated_valid() == 1 ? "" : "s");
    }
  } else {
    std::printf("  problem      %s\n", sizes.c_str());
  }
  std::printf("  template     %s\n", e.kernel.source.string().c_str());
  std::printf("  reference    %s\n", e.reference.kernel.source.string().c_str());
  // Names in one column, as wide as the longest.
  int width = 12;
  for (const auto& p : e.space) width = std::max(width, static_cast<int>(p.name.size()));
  for (const auto& a : e.args) width = std::max(width, static_cast<int>(a.name.size()));
  std::printf("  parameters   %zu\n", e.space.size());
  for (const auto& p : e.space)
    std::printf("    %-*s %zu value%s: %s\n", width, p.name.c_str(), p.values.size(), p.values.size() == 1 ? "" : "s",
                join_values(p.values).c_str());
  std::printf("  space        %s\n", space_text(e.space_count, e.restrictions.size()).c_str());
  for (const auto& r : e.restrictions) std::printf("    %s\n", r.expr.text().c_str());
  std::printf("  args         %zu\n", e.args.size());
  for (const auto& a : e.args) {
    if (a.is_tensor) {
      std::string shape;
      for (const auto& d : a.shape) shape += (shape.empty() ? "" : ", ") + shown(d, problem);
      std::printf("    %-*s %-4s [%s] %s, %s\n", width, a.name.c_str(), dtype_name(a.dtype), shape.c_str(),
                  role_name(a.role), init_text(a.init).c_str());
    } else if (a.tensor_map) {
      std::printf("    %-*s %-4s tensor map over %s: %s\n", width, a.name.c_str(), dtype_name(a.dtype),
                  a.tensor_map->tensor.c_str(), tensor_map_spec_text(*a.tensor_map, tensor_of(e, a), problem).c_str());
    } else {
      std::printf("    %-*s %-4s scalar = %s\n", width, a.name.c_str(), dtype_name(a.dtype),
                  shown(a.value, problem).c_str());
    }
  }
  std::printf("  launches     %zu\n", e.kernel.launches.size());
  for (const auto& l : e.kernel.launches) std::printf("    %s\n", launch_text(l, problem).c_str());
  std::printf("  reference    %zu launch%s\n", e.reference.kernel.launches.size(),
              e.reference.kernel.launches.size() == 1 ? "" : "es");
  try {
    const Bindings ref = e.reference_bindings();
    for (const auto& l : e.reference.kernel.launches) std::printf("    %s\n", launch_text(l, ref).c_str());
  } catch (const ExprError&) {
    // cannot happen for a validated file; the launches were checked with these bindings
  }
  std::string budget;
  if (e.search.budget.evaluations) budget += fmt::format(", {} evaluations", *e.search.budget.evaluations);
  if (e.search.budget.seconds) budget += fmt::format(", {} s", *e.search.budget.seconds);
  if (e.shape_set && (e.search.budget.evaluations || e.search.budget.seconds))
    budget += e.search.budget.per == BudgetScope::total ? " for the whole set" : " per shape";
  if (e.search.generations) budget += fmt::format(", {} generations", *e.search.generations);
  std::printf("  search       %s, population %d, elite %d, seed %llu%s\n", e.search.strategy.c_str(),
              e.search.population, e.search.elite, static_cast<unsigned long long>(e.search.seed), budget.c_str());
}

// The experiment against its template's declaration block (docs/templates.md):
// every parameter of the space declared there with legal values, every
// declared one given, every problem name it wants defined. The loader in core
// knows nothing of templates; this is where the two meet before a run.
std::vector<Diagnostic> template_diagnostics(const Experiment& e) {
  std::vector<Diagnostic> out;
  const SourceMark template_mark = e.kernel.mark;
  TemplateInfo t;
  try {
    t = load_template(e.kernel);
  } catch (const CodegenError& err) {
    out.push_back({template_mark, "kernel.template", std::string("the template's declaration block: ") + err.what()});
    return out;
  }
  std::vector<std::string> declared;
  for (const auto& p : t.params) declared.push_back(p.name);
  for (const auto& p : e.space) {
    const TemplateParam* tp = t.find_param(p.name);
    if (!tp) {
      out.push_back({p.mark, "space." + p.name,
                     fmt::format("{} does not declare a parameter {}{}", t.display_path, p.name,
                                 did_you_mean(p.name, declared))});
      continue;
    }
    // A value the template does not declare widens it: a warning of the loader (Experiment::warnings).
  }
  const SourceMark space_mark = e.space.empty() ? template_mark : e.space.front().mark;
  for (const auto& tp : t.params) {
    const bool given = std::any_of(e.space.begin(), e.space.end(), [&](const Parameter& p) { return p.name == tp.name; });
    if (!given && !tp.default_value)
      out.push_back({space_mark, "space",
                     fmt::format("{} declares parameter {} (line {}), which the space does not give; expected "
                                 "{}: [{}]",
                                 t.display_path, tp.name, tp.line, tp.name, join_values(tp.values))});
  }
  for (const auto& name : t.problem) {
    const bool defined =
        std::any_of(e.problem.begin(), e.problem.end(), [&](const auto& entry) { return entry.first == name; });
    if (!defined)
      out.push_back({template_mark, "kernel.template",
                     fmt::format("{} wants the problem size {} (evotune:problem), which problem does not define",
                                 t.display_path, name)});
  }
  return out;
}

nlohmann::json summary_json(const Experiment& e) {
  using nlohmann::json;
  json j;
  j["file"] = e.file.string();
  j["valid"] = true;
  j["name"] = e.name;
  j["template"] = e.kernel.source.string();
  j["reference"] = e.reference.kernel.source.string();
  j["problem"] = json::object();
  for (const auto& [name, value] : e.problem) j["problem"][name] = value_json(value);
  j["shapes"] = json::array();  // one for a single-shape experiment
  for (const ShapeSpec& s : e.shapes) {
    json shape = {{"key", shape_key(s.problem)}, {"problem", json::object()}};
    for (const auto& [name, value] : s.problem) shape["problem"][name] = value_json(value);
    shape["space"] = {{"total", s.space_count.total}, {"examined", s.space_count.examined},
                      {"valid", s.space_count.valid}, {"sampled", s.space_count.sampled()},
                      {"estimated_valid", s.space_count.estimated_valid()}};
    j["shapes"].push_back(shape);
  }
  j["parameters"] = json::array();
  for (const auto& p : e.space) {
    json values = json::array();
    for (const auto& v : p.values) values.push_back(json(value_json(v)));
    j["parameters"].push_back({{"name", p.name}, {"values", values}});
  }
  const auto& c = e.space_count;
  j["space"] = {{"total", c.total},      {"examined", c.examined},         {"valid", c.valid},
                {"sampled", c.sampled()}, {"estimated_valid", c.estimated_valid()}};
  j["restrictions"] = json::array();
  for (const auto& r : e.restrictions) j["restrictions"].push_back(r.expr.text());
  j["args"] = json::array();
  for (const auto& a : e.args) {
    json arg = {{"name", a.name}, {"dtype", dtype_name(a.dtype)}, {"tensor", a.is_tensor}};
    if (a.is_tensor) {
      json shape = json::array();
      for (const auto& d : a.shape) shape.push_back(d.text());
      arg["shape"] = shape;
      arg["role"] = role_name(a.role);
    } else if (a.tensor_map) {
      const TensorMapSpec& m = *a.tensor_map;
      json dims = json::array(), box = json::array();
      for (const auto& d : m.dims) dims.push_back(d.text());
      for (const auto& b : m.box) box.push_back(b.text());
      arg["tensor_map"] = {{"tensor", m.tensor},
                           {"dims", dims},
                           {"box", box},
                           {"swizzle", m.swizzle.text()},
                           {"l2_promotion", tensor_map_l2_name(m.l2_promotion)},
                           {"oob_fill", tensor_map_oob_name(m.oob_fill)}};
    } else {
      arg["value"] = a.value.text();
    }
    j["args"].push_back(arg);
  }
  auto launches = [](const KernelSpec& k) {
    json out = json::array();
    for (const auto& l : k.launches) {
      json launch = {{"entry", l.entry},
                     {"grid", {l.grid[0].text(), l.grid[1].text(), l.grid[2].text()}},
                     {"block", {l.block[0].text(), l.block[1].text(), l.block[2].text()}},
                     {"shared_mem", l.shared_bytes.text()},
                     {"args", l.args}};
      if (l.when) launch["when"] = l.when->text();
      out.push_back(launch);
    }
    return out;
  };
  j["launches"] = launches(e.kernel);
  j["reference_launches"] = launches(e.reference.kernel);
  return j;
}

nlohmann::json diagnostics_json(const std::filesystem::path& file, const ConfigError& err) {
  nlohmann::json j;
  j["file"] = file.string();
  j["valid"] = false;
  j["diagnostics"] = nlohmann::json::array();
  for (const auto& d : err.diagnostics())
    j["diagnostics"].push_back({{"file", d.mark.file},
                                {"line", d.mark.line},
                                {"column", d.mark.column},
                                {"key", d.key},
                                {"message", d.message}});
  return j;
}

}  // namespace

void register_validate(CLI::App& app, GlobalOptions& /*g*/, int& exit_code) {
  auto* cmd = app.add_subcommand(
      "validate",
      "Check an experiment file: report every problem (file:line:col: key: message) and exit 1, or print the "
      "space size before and after restrictions and exit 0");
  struct Options {
    std::string experiment;
    bool json = false;
  };
  auto opts = std::make_shared<Options>();  // outlives this function, as CLI11 needs
  cmd->add_option("EXPERIMENT", opts->experiment,
                  "Experiment file (YAML, see docs/experiments.md), or the name of experiments/NAME.yaml")
      ->required();
  cmd->add_flag("--json", opts->json, "Print the summary or the problems as JSON on stdout");
  cmd->callback([opts, &exit_code] {
    const std::filesystem::path file = experiment_path(opts->experiment);
    const bool json_output = opts->json;
    try {
      const Experiment e = load_experiment(file);
      for (const Diagnostic& w : e.warnings) std::fprintf(stderr, "warning: %s\n", w.format().c_str());
      std::vector<Diagnostic> problems = template_diagnostics(e);
      for (Diagnostic& d : search::strategy_diagnostics(e)) problems.push_back(std::move(d));
      if (!problems.empty()) throw ConfigError(std::move(problems));
      if (json_output)
        std::printf("%s\n", summary_json(e).dump(2).c_str());
      else
        print_summary(e);
      exit_code = 0;
    } catch (const ConfigError& err) {
      if (json_output) {
        std::printf("%s\n", diagnostics_json(file, err).dump(2).c_str());
      } else {
        for (const auto& d : err.diagnostics()) std::fprintf(stderr, "%s\n", d.format().c_str());
        std::fprintf(stderr, "%s: %zu problem%s found\n", file.string().c_str(), err.diagnostics().size(),
                     err.diagnostics().size() == 1 ? "" : "s");
      }
      exit_code = 1;
    }
  });
}

}  // namespace evotune::cli
