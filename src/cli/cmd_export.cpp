// `evotune export EXPERIMENT --params ... [-o FILE] [--harness] [--launch-json FILE]`:
// writes a candidate as a standalone .cu (codegen/export.hpp), and optionally
// its launch description as JSON for programs that load the .cu themselves.
// `--best` and `--id N` pick the candidate from the store instead of --params.
// The files are written as one set, whole or not at all (write_command_outputs).
#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cli/candidate_args.hpp"
#include "cli/commands.hpp"
#include "cli/export_from_store.hpp"
#include "codegen/export.hpp"
#include "codegen/render.hpp"
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
  bool unchecked = false;  ///< --best may hand out a winner compute-sanitizer has not found clean
  bool force = false;      ///< --id may write a candidate that is not ok
};

void run_export(const ExportArgs& a, GlobalOptions& g, int& exit_code) {
  // --best / --id: the candidate, the experiment as its search ran it, and its measurement, from the store.
  std::optional<StoredCandidate> stored;
  if (a.best || a.id) {
    // The name may be one the database knows only (the search of a file since moved).
    settle_database(g, find_experiment_file(a.experiment).value_or(std::filesystem::path()));
    stored = load_stored_candidate(g.db, a.experiment, {a.id, a.unchecked, a.force}, a.arch);
  }
  CompileSetup s = stored ? stored->setup : load_compile_setup(a.experiment, a.arch);
  const Point point = stored ? stored->point : parse_point(a.params);
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
    if (a.harness)
      std::fprintf(stderr, "build and run: nvcc %s -std=c++17 %s -o %s && ./%s\n", nvcc_arch_flags(s.arch).c_str(),
                   a.output.c_str(), stem.c_str(), stem.c_str());
  }
  exit_code = 0;
}

}  // namespace

void register_export(CLI::App& app, GlobalOptions& g, int& exit_code) {
  auto args = std::make_shared<ExportArgs>();
  auto* cmd = app.add_subcommand(
      "export", "Write a candidate as a standalone .cu (header with experiment, parameters, launch geometry, "
                "target, measured time); --harness adds a main() that runs and times it");
  cmd->add_option("experiment", args->experiment, "Experiment file (or the name of experiments/NAME.yaml)")
      ->required();
  auto* params = cmd->add_option("--params", args->params, "The point, e.g. 'BLOCK_M=64,BLOCK_N=64,NUM_WARPS=4'");
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
  cmd->add_option("-o,--output", args->output, "Output file (default: stdout)");
  cmd->add_flag("--harness", args->harness,
                "Add a main() that allocates and fills the arguments, launches and times with CUDA events");
  cmd->add_option("--launch-json", args->launch_json,
                  "Also write the launch description as JSON (compile target and options, arguments with "
                  "shapes and values, grid/block/dynamic shared memory per launch), for programs that load "
                  "the .cu themselves, e.g. bench/compare_sdpa.py");
  cmd->callback([args, &g, &exit_code] {
    if (args->params.empty() && !args->best && !args->id)
      throw CLI::ValidationError("export", "say which candidate: --params 'NAME=VALUE,...', --best or --id N");
    run_export(*args, g, exit_code);
  });
}

}  // namespace evotune::cli
