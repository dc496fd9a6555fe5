// `evotune export EXPERIMENT --params ... | --best | --id N -o NAME`: the tuned
// kernels as a library a program calls (codegen/export_library.hpp): NAME.cu
// with one specialization per tuned shape and NAME_forward() that dispatches
// on the sizes, NAME.h, NAME.json; with --python, NAME.py for PyTorch (its
// cubins compiled here). `--standalone` (implied by --harness, --launch-json or
// no -o) writes one candidate as a standalone .cu instead (codegen/export.hpp),
// optionally with a main() and its launch description as JSON.
// The files are written as one set, whole or not at all (write_command_outputs).
#include <cstdio>
#include <filesystem>
#include <future>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cli/candidate_args.hpp"
#include "cli/commands.hpp"
#include "cli/export_from_store.hpp"
#include "codegen/export.hpp"
#include "codegen/export_library.hpp"
#include "codegen/render.hpp"
#include "core/launch_plan.hpp"
#include "eval/compile_pool.hpp"
#include "eval/compiler.hpp"
#include "eval/worker_jobs.hpp"

namespace evotune::cli {
namespace {

struct ExportArgs {
  std::string experiment;
  std::string params;
  bool best = false;
  std::optional<std::int64_t> id;
  std::optional<std::string> arch;
  std::string output;
  std::string launch_json;
  bool harness = false;
  bool standalone = false;
  bool python = false;
  bool unchecked = false;  ///< --best may hand out a winner compute-sanitizer has not found clean
  bool force = false;      ///< --id may write a candidate that is not ok
};

/// NAME of `-o NAME[.cu|.h|.json|.py]`: the folder and the stem the files share.
std::filesystem::path library_stem(const std::string& output) {
  std::filesystem::path p(output);
  const std::string ext = p.extension().string();
  if (ext == ".cu" || ext == ".h" || ext == ".json" || ext == ".py") p.replace_extension();
  return p;
}

/// The library files (NAME.cu, NAME.h, NAME.json), or NAME.py with --python.
/// The specializations: today the one candidate chosen (--params, --best, --id);
/// a shape set gives one per tuned shape.
void export_library_files(const ExportArgs& a, const GlobalOptions& g, const CompileSetup& s,
                          std::vector<ExportSpecialization> specs) {
  const std::filesystem::path stem = library_stem(a.output);
  LibraryOptions options;
  options.name = stem.filename().string();
  options.generated_at = utc_now_text();
  if (a.python) {
    // The module carries the cubins, compiled here as `run` compiles them (on every core).
    CompilePool pool{CompilerSettings{}};
    std::vector<std::future<CompileResult>> compiles;
    for (const ExportSpecialization& spec : specs)
      compiles.push_back(pool.submit(make_compile_request(spec.candidate, s.tmpl)));
    for (std::size_t i = 0; i < specs.size(); ++i) {
      const CompileResult r = compiles[i].get();
      if (r.status != CompileStatus::ok)
        throw EvalError(fmt::format("compiling candidate {} for the Python module failed ({}): {}",
                                    specs[i].candidate.id.substr(0, 16), compile_status_name(r.status), r.message));
      specs[i].cubin = r.cubin;
    }
    const std::string module = export_python_module(s.tmpl, s.experiment, specs, options);
    const std::filesystem::path path = stem.string() + ".py";
    write_command_outputs(g, std::vector<OutputFile>{{path, module}});
    std::fprintf(stderr, "wrote %s (%zu specialization%s; `import %s` then %s.forward(...))\n", path.c_str(),
                 specs.size(), specs.size() == 1 ? "" : "s", options.name.c_str(), options.name.c_str());
    return;
  }
  const LibraryFiles files = export_library(s.tmpl, s.experiment, specs, options);
  const std::string base = stem.string();
  write_command_outputs(g, std::vector<OutputFile>{{base + ".cu", files.cu}, {base + ".h", files.h},
                                                   {base + ".json", files.json}});
  const auto [so_line, object_line] = library_build_lines(specs[0].candidate, options.name);
  std::fprintf(stderr, "wrote %s.cu, %s.h, %s.json (%zu specialization%s, %s_forward)\n", base.c_str(), base.c_str(),
               base.c_str(), specs.size(), specs.size() == 1 ? "" : "s", options.name.c_str());
  std::fprintf(stderr, "build in %s: %s\n   or: %s\n",
               stem.has_parent_path() ? stem.parent_path().c_str() : ".", so_line.c_str(), object_line.c_str());
}

void run_export(const ExportArgs& a, GlobalOptions& g, int& exit_code) {
  // The name may be one the database knows only (the search of a file since moved).
  if (a.best || a.id) settle_database(g, find_experiment_file(a.experiment).value_or(std::filesystem::path()));
  // The library's --best: the best of every shape searched (one for a single-shape experiment),
  // each with the experiment at its shape; a shape without a candidate to hand out is left out.
  std::vector<StoredCandidate> winners;
  if (a.best && !a.standalone)
    winners = load_stored_shape_bests(g.db, a.experiment, {a.id, a.unchecked, a.force}, a.arch);
  // --best (standalone) / --id: the candidate, the experiment as its search ran it, and its measurement.
  std::optional<StoredCandidate> stored;
  if (!winners.empty())
    stored = winners.front();
  else if (a.best || a.id)
    stored = load_stored_candidate(g.db, a.experiment, {a.id, a.unchecked, a.force}, a.arch);
  CompileSetup s = stored ? stored->setup : load_compile_setup(a.experiment, a.arch);
  std::vector<std::string> defaults;
  const Point point = stored ? stored->point : complete_point(s.experiment, s.tmpl, parse_point(a.params), defaults);
  for (const auto& n : defaults) std::fprintf(stderr, "evotune export: note: %s\n", n.c_str());
  // An explicit point may leave the space or break a restriction: say so, write it anyway.
  if (!stored)
    for (const auto& n : point_notes(s.experiment, point))
      std::fprintf(stderr, "evotune export: note: %s (writing it anyway)\n", n.c_str());
  if (!a.standalone) {
    // One specialization per tuned shape; --id and --params give the one candidate chosen.
    if (winners.empty() && stored) winners.push_back(*stored);
    std::vector<ExportSpecialization> specs;
    for (const StoredCandidate& w : winners) {
      ExportSpecialization spec = make_specialization(w.setup.tmpl, w.setup.experiment, w.point, s.arch);
      spec.measured = w.measured;
      spec.status = w.status_note;
      spec.sanitizer = w.sanitizer_note;
      specs.push_back(std::move(spec));
    }
    if (!stored) specs.push_back(make_specialization(s.tmpl, s.experiment, point, s.arch));
    export_library_files(a, g, s, std::move(specs));
    exit_code = 0;
    return;
  }
  const CandidateSource candidate = make_candidate(s.tmpl, s.experiment, point, s.arch);

  ExportOptions options;
  options.harness = a.harness;
  if (a.harness) {
    // The harness checks its output against the reference, compiled here for the same target.
    CompileResult reference = compile_candidate(reference_compile_request(s.experiment, s.arch), CompilerSettings{});
    if (reference.status != CompileStatus::ok)
      throw ConfigError({{s.experiment.reference.kernel.mark, "reference.source",
                          fmt::format("the reference does not compile for {} (--harness checks against it): {}", s.arch,
                                      reference.message)}});
    options.reference_cubin = std::move(reference.cubin);
  }
  options.file_name = a.output.empty() || a.output == "-" ? s.experiment.name + ".cu"
                                                          : std::filesystem::path(a.output).filename().string();
  options.generated_at = utc_now_text();
  if (stored) {
    options.measured = stored->measured;
    options.status = stored->status_note;
    options.sanitizer = stored->sanitizer_note;
  }
  const bool to_stdout = a.output.empty() || a.output == "-";
  if (!to_stdout && !a.launch_json.empty()) {
    // The sidecar names the .cu relative to its own folder, so the pair can move together.
    const auto json_dir = std::filesystem::absolute(a.launch_json).parent_path();
    options.source_path = std::filesystem::absolute(a.output).lexically_relative(json_dir).generic_string();
  }
  const std::string text = export_source(s.tmpl, s.experiment, point, candidate, options);
  // Both texts are made before anything is written: a geometry that fails leaves no half-written pair.
  const std::string launch_json =
      a.launch_json.empty() ? std::string() : export_launch_json(s.tmpl, s.experiment, point, candidate, options);

  // The .cu and its launch description are one set: both are written, or neither changes.
  std::vector<OutputFile> files;
  if (!to_stdout) files.push_back({a.output, text});
  if (!a.launch_json.empty()) files.push_back({a.launch_json, launch_json});
  write_command_outputs(g, files);
  if (!a.launch_json.empty())
    std::fprintf(stderr, "wrote %s (launch description of %s)\n", a.launch_json.c_str(),
                 options.source_path.empty() ? options.file_name.c_str() : options.source_path.c_str());
  if (to_stdout) {
    std::fwrite(text.data(), 1, text.size(), stdout);
  } else {
    std::string stem = std::filesystem::path(a.output).stem().string();
    std::fprintf(stderr, "wrote %s (candidate %s)\n", a.output.c_str(), candidate.id.substr(0, 16).c_str());
    if (a.harness) {
      std::fprintf(stderr, "build and run: nvcc %s -std=c++17 %s -o %s && ./%s\n", nvcc_arch_flags(s.arch).c_str(),
                   a.output.c_str(), stem.c_str(), stem.c_str());
      std::vector<std::string> entries;
      for (const LaunchPlan& l : plan_launches(s.experiment.kernel, s.experiment.args, s.experiment.bindings(point)))
        entries.push_back(l.entry);
      std::fprintf(stderr, "profile: %s\n", ncu_command(entries, "./" + stem).c_str());
    }
  }
  exit_code = 0;
}

}  // namespace

void register_export(CLI::App& app, GlobalOptions& g, int& exit_code) {
  auto args = std::make_shared<ExportArgs>();
  auto* cmd = app.add_subcommand(
      "export", "Write the tuned kernels as a library: -o NAME writes NAME.cu (a specialization per tuned shape "
                "and NAME_forward(), which picks one by the sizes), NAME.h and NAME.json; --python writes NAME.py "
                "for PyTorch; --standalone writes one candidate as a .cu (--harness adds a main() that runs and "
                "times it)");
  cmd->add_option("experiment", args->experiment, "Experiment file (or the name of experiments/NAME.yaml)")
      ->required();
  auto* params = cmd->add_option("--params", args->params, "The point, e.g. 'BLOCK_M=64,BLOCK_N=64,NUM_WARPS=4' (a parameter left out takes the "
                                 "template's default=, where it declares one)");
  auto* best = cmd->add_flag("--best", args->best,
                             "The best candidate of the experiment in the store: the fastest valid one that "
                             "compute-sanitizer found clean (refused when a faster valid one was not checked)");
  auto* id = cmd->add_option("--id", args->id, "Candidate N of the store (see `evotune leaderboard`); refused "
                                               "unless its status is ok");
  params->excludes(best)->excludes(id);
  best->excludes(id);
  cmd->add_flag("--unchecked", args->unchecked,
                "With --best: hand out the fastest valid candidate even if compute-sanitizer has not found it "
                "clean (the header says so)")
      ->needs(best);
  cmd->add_flag("--force", args->force,
                "With --id: write a candidate that is not ok (incorrect, racy, ...) anyway, its status and why in "
                "the header")
      ->needs(id);
  cmd->add_option("--arch", args->arch, "Compile target (default: the experiment's, else GPU 0's, else sm_90)");
  cmd->add_option("-o,--output", args->output,
                  "NAME (a C identifier, with a folder if you like): writes NAME.cu, NAME.h, NAME.json, or "
                  "NAME.py with --python; a .cu/.h/.json/.py ending is dropped. With --standalone: the .cu file "
                  "(default: stdout)");
  auto* python = cmd->add_flag("--python", args->python,
                               "Write NAME.py, a Python module for PyTorch: forward() checks the tensors, picks the "
                               "kernel for their sizes and launches it on the current stream (cubins compiled "
                               "here and embedded; importing needs no compiler)");
  auto* standalone = cmd->add_flag("--standalone", args->standalone,
                                   "Write one candidate as a standalone .cu (kernel source under a header comment) "
                                   "instead of the library; implied by --harness, --launch-json and a missing -o");
  auto* harness = cmd->add_flag("--harness", args->harness,
                                "Standalone .cu with a main() that allocates and fills the arguments, launches and "
                                "times with CUDA events, and checks the output against the experiment's reference");
  auto* launch_json = cmd->add_option("--launch-json", args->launch_json,
                                      "Standalone .cu, and its launch description as JSON (compile target and "
                                      "options, arguments with shapes and values, grid/block/dynamic shared memory "
                                      "per launch), for programs that load the .cu themselves, e.g. "
                                      "bench/compare_sdpa.py");
  python->excludes(standalone)->excludes(harness)->excludes(launch_json);
  cmd->callback([args, &g, &exit_code] {
    if (args->params.empty() && !args->best && !args->id)
      throw CLI::ValidationError("export", "say which candidate: --params 'NAME=VALUE,...', --best or --id N");
    if (args->python && (args->output.empty() || args->output == "-"))
      throw CLI::ValidationError("export", "--python writes NAME.py: give -o NAME");
    if (args->harness || !args->launch_json.empty() || args->output.empty() || args->output == "-")
      args->standalone = !args->python;
    run_export(*args, g, exit_code);
  });
}

}  // namespace evotune::cli
