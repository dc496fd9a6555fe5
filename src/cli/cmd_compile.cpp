// `evotune compile EXPERIMENT --params 'A=1,B=2' | --all`: renders, compiles
// with NVRTC (contained, in child processes) and applies the gates, without a
// GPU. One point: ptxas' numbers per entry and the gate verdict. --all: the
// whole restricted space (or the part matching --params) on the compile pool,
// one row per point as they finish in order, then a summary.
//
// Exit code, one point: 0 when it compiled and passed the gates, 1 otherwise.
// --all: 0 when at least one point compiled (whatever the gates said), 1 when
// none did or on a tool error. Both: 1 with file:line for a launch whose entry
// is not in the module or takes other parameters than `args` pass, or a
// reference that does not compile (module_check.cpp).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <future>
#include <map>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "cli/candidate_args.hpp"
#include "cli/commands.hpp"
#include "codegen/render.hpp"
#include "core/status.hpp"
#include "eval/compile_pool.hpp"
#include "eval/compiler.hpp"
#include "eval/gates.hpp"
#include "search/space.hpp"

namespace evotune::cli {
namespace {

using json = nlohmann::json;

struct CompileArgs {
  std::string experiment;
  std::string params;
  std::optional<std::string> arch;
  int jobs = 0;
  bool all = false;
  bool json_out = false;
  bool full_log = false;
  double time_limit_s = 60.0;
  std::optional<std::uint64_t> limit;
  std::optional<std::uint64_t> sample;
};

/// One point's way through render, compile and gates.
struct Outcome {
  Point point;
  CandidateSource candidate;
  CompileResult result;
  std::vector<LaunchNeeds> launches;
  GateVerdict verdict;  // meaningful when result.status == ok

  /// "pass", "gate_reject", "compile_error", "compile_timeout".
  std::string status() const {
    if (result.status != CompileStatus::ok) return std::string(compile_status_name(result.status));
    return verdict.pass ? "pass" : std::string(status_name(CandidateStatus::gate_reject));
  }
};

void apply_gates(const CompileSetup& s, Outcome& o) {
  if (o.result.status != CompileStatus::ok) return;
  o.verdict = check_gates(s.experiment.gates, o.result.ptxas, o.launches, s.tmpl.declares_flag("gmem"), s.limits);
}

/// The launched entries' stats, in launch order, each once.
std::vector<std::pair<const LaunchNeeds*, const PtxasStats*>> launched_entries(const Outcome& o) {
  std::vector<std::pair<const LaunchNeeds*, const PtxasStats*>> out;
  for (const auto& l : o.launches) {
    if (std::any_of(out.begin(), out.end(), [&](const auto& x) { return x.first->entry == l.entry; })) continue;
    out.emplace_back(&l, o.result.ptxas.find_entry(l.entry));
  }
  return out;
}

json entry_json(const PtxasStats& s) {
  json cmem = json::object();
  for (const auto& [bank, bytes] : s.cmem_bytes) cmem[std::to_string(bank)] = bytes;
  return {{"name", s.name},
          {"demangled", s.demangled},
          {"registers", s.registers},
          {"spill_store_bytes", s.spill_store_bytes},
          {"spill_load_bytes", s.spill_load_bytes},
          {"stack_frame_bytes", s.stack_frame_bytes},
          {"cumulative_stack_bytes", s.cumulative_stack_bytes},
          {"static_smem_bytes", s.static_smem_bytes},
          {"barriers", s.barriers},
          {"cmem_bytes", cmem}};
}

json outcome_json(const Experiment& e, const Outcome& o, bool with_log) {
  json j;
  j["point"] = search::point_to_json(o.point);
  j["point_text"] = search::SearchSpace::of(e).describe(o.point);
  j["candidate"] = o.candidate.id;
  j["status"] = o.status();
  j["message"] = o.result.message;
  j["wall_seconds"] = o.result.wall_seconds;
  j["nvrtc_seconds"] = o.result.nvrtc_seconds;
  j["cubin_bytes"] = o.result.cubin.size();
  j["gmem_bytes"] = o.result.ptxas.gmem_bytes;
  j["entries"] = json::array();
  for (const auto* s : o.result.ptxas.entries()) j["entries"].push_back(entry_json(*s));
  j["launches"] = json::array();
  for (const auto& l : o.launches)
    j["launches"].push_back(
        {{"entry", l.entry}, {"dynamic_smem_bytes", l.dynamic_smem_bytes}, {"threads_per_block", l.threads_per_block}});
  if (o.result.status == CompileStatus::ok) {
    json reasons = json::array();
    for (const auto& r : o.verdict.reasons) reasons.push_back({{"gate", gate_name(r.gate)}, {"text", r.text}});
    j["gates"] = {{"pass", o.verdict.pass}, {"reasons", reasons}};
  }
  if (with_log) j["log"] = o.result.log;
  for (const auto& w : o.result.ptxas.warnings) j["ptxas_warnings"].push_back(w);
  return j;
}

// ------------------------------------------------------------------ one point

void print_one(const CompileSetup& s, const Outcome& o, bool full_log) {
  const Experiment& e = s.experiment;
  std::printf("experiment  %s (%s)\n", e.name.c_str(), e.file.string().c_str());
  std::printf("template    %s (%s)\n", s.tmpl.name.c_str(), s.tmpl.display_path.c_str());
  std::printf("point       %s\n", search::SearchSpace::of(e).describe(o.point).c_str());
  std::printf("target      %s (%s), %s\n", s.arch.c_str(), s.arch_source.c_str(), nvrtc_version_string().c_str());
  std::printf("candidate   %s\n", o.candidate.id.c_str());
  if (o.result.status == CompileStatus::ok) {
    std::printf("compile     ok in %.2f s (NVRTC %.2f s), cubin %zu B\n", o.result.wall_seconds,
                o.result.nvrtc_seconds, o.result.cubin.size());
  } else {
    std::printf("compile     %s after %.2f s: %s\n", std::string(compile_status_name(o.result.status)).c_str(),
                o.result.wall_seconds, o.result.message.c_str());
    if (full_log) {
      std::printf("\n%s\n", o.result.log.c_str());
    } else if (!o.result.log.empty()) {
      std::printf("\n%s\n", log_excerpt(o.result.log, 8).c_str());
      std::printf("(first error lines; --log prints NVRTC's whole log)\n");
    }
    return;
  }

  std::printf("\n%-24s %5s %13s %8s %22s %8s %7s\n", "entry", "regs", "spill st/ld B", "stack B",
              "smem static+dynamic B", "barriers", "threads");
  for (const auto& [launch, stats] : launched_entries(o)) {
    if (!stats) {
      std::printf("%-24s (not in the compiled module)\n", launch->entry.c_str());
      continue;
    }
    std::printf("%-24s %5d %13s %8lld %22s %8d %7lld\n", launch->entry.c_str(), stats->registers,
                fmt::format("{}/{}", stats->spill_store_bytes, stats->spill_load_bytes).c_str(),
                static_cast<long long>(std::max(stats->stack_frame_bytes, stats->cumulative_stack_bytes)),
                fmt::format("{} + {}", stats->static_smem_bytes, launch->dynamic_smem_bytes).c_str(), stats->barriers,
                static_cast<long long>(launch->threads_per_block));
  }
  for (const auto* f : o.result.ptxas.entries())
    if (std::none_of(o.launches.begin(), o.launches.end(), [&](const LaunchNeeds& l) {
          return o.result.ptxas.find_entry(l.entry) == f;
        }))
      std::printf("%-24s %5d (not launched at this point)\n", f->demangled.c_str(), f->registers);
  std::printf("module gmem %lld B\n", static_cast<long long>(o.result.ptxas.gmem_bytes));
  for (const auto& w : o.result.ptxas.warnings) std::printf("%s\n", w.c_str());
  if (full_log) std::printf("\n%s\n", o.result.log.c_str());

  std::printf("\ngates       %s (%s; limits: %s)\n", o.verdict.pass ? "pass" : "REJECT",
              gates_text(e.gates, s.limits).c_str(), s.limits_source.c_str());
  for (const auto& r : o.verdict.reasons) std::printf("            %s\n", r.text.c_str());
}

void run_one(const CompileArgs& a, int& exit_code) {
  CompileSetup s = load_compile_setup(a.experiment, a.arch);
  const Experiment& e = s.experiment;
  Outcome o;
  std::vector<std::string> defaults;
  o.point = complete_point(e, s.tmpl, parse_point(a.params), defaults);
  for (const auto& n : defaults) std::fprintf(stderr, "evotune compile: note: %s\n", n.c_str());
  // An explicit point may leave the space or break a restriction: say so, compile anyway.
  const std::vector<std::string> notes = point_notes(e, o.point);
  for (const auto& n : notes) std::fprintf(stderr, "evotune compile: note: %s (compiling it anyway)\n", n.c_str());

  o.candidate = make_candidate(s.tmpl, e, o.point, s.arch);
  o.launches = launches_at(e, o.point);
  CompilerSettings settings;
  settings.time_limit_s = a.time_limit_s;
  o.result = compile_candidate(make_compile_request(o.candidate, s.tmpl), settings);
  check_modules(s, &o.result);  // a wrong entry or argument list is the file's mistake, not the point's
  apply_gates(s, o);

  if (a.json_out) {
    json j = outcome_json(e, o, true);
    j["experiment"] = e.name;
    j["template"] = s.tmpl.name;
    j["arch"] = s.arch;
    j["nvrtc"] = nvrtc_version_string();
    j["nvrtc_options"] = o.result.nvrtc_options;
    std::printf("%s\n", j.dump(2).c_str());
  } else {
    print_one(s, o, a.full_log);
  }
  exit_code = o.status() == "pass" ? 0 : 1;
}

// ------------------------------------------------------------------ --all

/// Points of the restricted space that match every NAME=VALUE of `filter`;
/// `sample`: that many of them, evenly spread over the list; `limit`: the first that many.
std::vector<Point> sweep_points(const Experiment& e, const std::optional<Point>& filter,
                                 std::optional<std::uint64_t> sample, std::optional<std::uint64_t> limit) {
  // The space with each --params value fixed, so that the filter narrows what is listed (a space too
  // large to list whole may be small enough once a parameter or two are fixed)
  Experiment narrowed = e;
  bool outside = false;  // a --params value the space does not hold: no point matches
  if (filter) {
    for (Parameter& param : narrowed.space) {
      const auto it = filter->find(param.name);
      if (it == filter->end()) continue;
      outside |= std::find(param.values.begin(), param.values.end(), it->second) == param.values.end();
      param.values = {it->second};
    }
    outside |= std::any_of(filter->begin(), filter->end(), [&](const auto& kv) {
      return std::none_of(narrowed.space.begin(), narrowed.space.end(),
                          [&](const Parameter& param) { return param.name == kv.first; });
    });
  }
  if (outside) return {};
  auto space = search::SearchSpace::of(narrowed);
  if (!space.enumerable())
    throw SearchError(fmt::format("the space has {} points, too many to compile them all; narrow it with --params",
                                  space.size()));
  std::vector<Point> out = space.valid_points();
  if (sample && *sample < out.size()) {
    std::vector<Point> spread;
    for (std::uint64_t i = 0; i < *sample; ++i) spread.push_back(out[i * out.size() / *sample]);
    out = std::move(spread);
  }
  if (limit && out.size() > *limit) out.resize(*limit);
  return out;
}

/// Column of the --all table.
struct Column {
  std::string title;
  int width;
};

std::string shorten(std::string s, std::size_t n) {
  std::replace(s.begin(), s.end(), '\n', ' ');
  return s.size() <= n ? s : s.substr(0, n - 3) + "...";
}

}  // namespace

int compile_sweep(const CompileSetup& s, const std::vector<Point>& points, const CompileSweepOptions& a) {
  const Experiment& e = s.experiment;
  CompilerSettings settings;
  settings.time_limit_s = a.time_limit_s;
  CompilePool pool(settings, a.jobs);

  if (!a.json_out) {
    std::printf("experiment %s, template %s, target %s (%s), %s\n", e.name.c_str(), s.tmpl.name.c_str(),
                s.arch.c_str(), s.arch_source.c_str(), nvrtc_version_string().c_str());
    std::printf("%zu point%s of %llu valid (%llu in the space), %d compile thread%s, time limit %g s\n",
                points.size(), points.size() == 1 ? "" : "s", static_cast<unsigned long long>(e.space_count.valid),
                static_cast<unsigned long long>(e.space_count.total), pool.threads(), pool.threads() == 1 ? "" : "s",
                a.time_limit_s);
    std::printf("gates: %s (limits: %s)\n\n", gates_text(e.gates, s.limits).c_str(), s.limits_source.c_str());
  }

  const auto start = std::chrono::steady_clock::now();
  std::vector<Outcome> outcomes(points.size());
  std::vector<std::future<CompileResult>> futures;
  futures.reserve(points.size());
  for (std::size_t i = 0; i < points.size(); ++i) {
    Outcome& o = outcomes[i];
    o.point = points[i];
    o.candidate = make_candidate(s.tmpl, e, o.point, s.arch);
    o.launches = launches_at(e, o.point);
    futures.push_back(pool.submit(make_compile_request(o.candidate, s.tmpl)));
  }

  // Table: one column per parameter, then the numbers.
  std::vector<Column> cols;
  for (const auto& p : e.space) {
    int w = static_cast<int>(p.name.size());
    for (const auto& v : p.values) w = std::max(w, static_cast<int>(v.to_string().size()));
    cols.push_back({p.name, w});
  }
  const int id_width = static_cast<int>(std::to_string(points.size()).size());
  if (!a.json_out) {
    std::string head = fmt::format("{:>{}}", "#", id_width);
    for (const auto& c : cols) head += fmt::format("  {:>{}}", c.title, c.width);
    head += fmt::format("  {:<15} {:>7} {:>7} {:>15} {:>6}  {}", "status", "regs", "spill B", "smem st+dyn", "time s",
                        "reason");
    std::printf("%s\n", head.c_str());
  }

  std::map<std::string, int> by_status;
  std::map<std::string, int> by_gate;
  double compile_seconds = 0, nvrtc_seconds = 0;
  bool modules_checked = false;
  for (std::size_t i = 0; i < points.size(); ++i) {
    Outcome& o = outcomes[i];
    o.result = futures[i].get();  // a tool error (EvalError) ends the sweep here
    if (!modules_checked && o.result.status == CompileStatus::ok) {
      // The file's mistakes (a wrong entry, arguments the kernel does not take, a reference
      // that does not compile) end the sweep as configuration errors, not as a gate verdict per row.
      check_modules(s, &o.result);
      modules_checked = true;
    }
    apply_gates(s, o);
    ++by_status[o.status()];
    compile_seconds += o.result.wall_seconds;
    nvrtc_seconds += o.result.nvrtc_seconds;
    if (o.result.status == CompileStatus::ok && !o.verdict.pass) {
      std::vector<Gate> seen;
      for (const auto& r : o.verdict.reasons)
        if (std::find(seen.begin(), seen.end(), r.gate) == seen.end()) {
          seen.push_back(r.gate);
          ++by_gate[std::string(gate_name(r.gate))];
        }
    }
    if (a.json_out) continue;

    std::string row = fmt::format("{:>{}}", i + 1, id_width);
    for (const auto& c : cols) {
      auto it = o.point.find(c.title);
      row += fmt::format("  {:>{}}", it == o.point.end() ? "-" : it->second.to_string(), c.width);
    }
    std::string regs, spills, smem;
    for (const auto& [launch, stats] : launched_entries(o)) {
      if (!stats) continue;
      const char* sep = regs.empty() ? "" : "/";
      regs += sep + std::to_string(stats->registers);
      spills += sep + std::to_string(stats->spill_bytes());
      smem += sep + fmt::format("{}+{}", stats->static_smem_bytes, launch->dynamic_smem_bytes);
    }
    std::string reason = o.result.status != CompileStatus::ok ? o.result.message : o.verdict.summary();
    row += fmt::format("  {:<15} {:>7} {:>7} {:>15} {:>6.2f}  {}", o.status(), regs.empty() ? "-" : regs,
                       spills.empty() ? "-" : spills, smem.empty() ? "-" : smem, o.result.wall_seconds,
                       shorten(reason, 90));
    std::printf("%s\n", row.c_str());
    std::fflush(stdout);
  }
  const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const double rate = static_cast<double>(points.size()) / wall;

  const int compiled = by_status["pass"] + by_status["gate_reject"];
  if (!modules_checked) check_modules(s, nullptr);  // nothing compiled: the reference still must
  if (a.json_out) {
    json j;
    j["experiment"] = e.name;
    j["template"] = s.tmpl.name;
    j["arch"] = s.arch;
    j["nvrtc"] = nvrtc_version_string();
    j["threads"] = pool.threads();
    j["points"] = json::array();
    for (const auto& o : outcomes) j["points"].push_back(outcome_json(e, o, false));
    j["summary"] = {{"points", points.size()},
                    {"compiled", compiled},
                    {"passed", by_status["pass"]},
                    {"gate_reject", by_status["gate_reject"]},
                    {"rejected_by", by_gate},
                    {"compile_error", by_status["compile_error"]},
                    {"compile_timeout", by_status["compile_timeout"]},
                    {"wall_seconds", wall},
                    {"compiles_per_second", rate},
                    {"mean_compile_seconds", compile_seconds / static_cast<double>(points.size())},
                    {"mean_nvrtc_seconds", nvrtc_seconds / static_cast<double>(points.size())}};
    std::printf("%s\n", j.dump(2).c_str());
    return compiled;
  }
  std::string gates;
  for (const auto& [g, n] : by_gate) gates += fmt::format("{}{}: {}", gates.empty() ? "" : ", ", g, n);
  std::printf("\nsummary\n");
  std::printf("  points     %zu\n", points.size());
  std::printf("  compiled   %d: %d passed the gates, %d rejected%s\n", compiled, by_status["pass"],
              by_status["gate_reject"], gates.empty() ? "" : fmt::format(" (by {})", gates).c_str());
  std::printf("  failed     %d compile_error, %d compile_timeout\n", by_status["compile_error"],
              by_status["compile_timeout"]);
  std::printf("  time       %.1f s on %d thread%s: %.2f compiles/s (per compile: %.2f s wall, %.2f s in NVRTC)\n",
              wall, pool.threads(), pool.threads() == 1 ? "" : "s", rate,
              compile_seconds / static_cast<double>(points.size()), nvrtc_seconds / static_cast<double>(points.size()));
  return compiled;
}

namespace {

void run_all(const CompileArgs& a, int& exit_code) {
  const CompileSetup s = load_compile_setup(a.experiment, a.arch);
  std::optional<Point> filter;
  if (!a.params.empty()) filter = parse_point(a.params);
  const std::vector<Point> points = sweep_points(s.experiment, filter, a.sample, a.limit);
  if (points.empty()) throw SearchError("no valid point of the space matches --params");
  const int compiled = compile_sweep(s, points, {a.jobs, a.time_limit_s, a.json_out});
  if (compiled == 0) std::fprintf(stderr, "evotune compile: none of %zu points compiled\n", points.size());
  exit_code = compiled > 0 ? 0 : 1;
}

}  // namespace

void register_compile(CLI::App& app, GlobalOptions& /*g*/, int& exit_code) {
  auto args = std::make_shared<CompileArgs>();
  auto* cmd = app.add_subcommand(
      "compile",
      "Render, compile (NVRTC) and gate one point, or the whole space with --all: ptxas numbers per entry "
      "and the gate verdict; no GPU needed. Exit code (one point): 0 when it passed the gates, else 1");
  cmd->add_option("experiment", args->experiment, "Experiment file (or the name of experiments/NAME.yaml)")
      ->required();
  cmd->add_option("--params", args->params,
                  "The point, e.g. 'BLOCK_M=64,BLOCK_N=64,NUM_WARPS=4' (a parameter left out takes the template's "
                  "default=, where it declares one); with --all, only points matching these");
  cmd->add_option("--arch", args->arch, "Compile target (default: the experiment's, else GPU 0's, else sm_90)");
  cmd->add_option("-j,--jobs", args->jobs, "Compile threads for --all (default: one per core)")
      ->check(CLI::NonNegativeNumber);
  cmd->add_flag("--all", args->all, "Compile every valid point of the space (restrictions applied)");
  cmd->add_option("--limit", args->limit, "With --all: at most this many points (in space order)")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--sample", args->sample, "With --all: this many points, evenly spread over the space")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--time-limit", args->time_limit_s, "Seconds per compile before it is abandoned (compile_timeout)")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  cmd->add_flag("--json", args->json_out, "JSON on stdout instead of text");
  cmd->add_flag("--log", args->full_log, "Print NVRTC's whole log (ptxas report, warnings, errors)");
  cmd->callback([args, &exit_code] {
    if (!args->all && args->params.empty())
      throw CLI::ValidationError("compile", "give the point with --params 'NAME=VALUE,...', or --all");
    if (args->all)
      run_all(*args, exit_code);
    else
      run_one(*args, exit_code);
  });
}

}  // namespace evotune::cli
