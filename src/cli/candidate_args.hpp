// What `compile`, `export` and `run` share: the experiment argument, `--params`,
// the template, the compile target and the device's limits, a compile sweep.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "codegen/template.hpp"
#include "core/experiment.hpp"
#include "eval/compiler.hpp"
#include "eval/gates.hpp"

namespace evotune::cli {

/// "BLOCK_M=64,SWIZZLE=xor" (commas and/or spaces between pairs) -> Point;
/// an integer stays an integer, anything else is a named choice. Throws
/// CLI::ValidationError for a malformed pair or a name given twice.
Point parse_point(std::string_view text);

/// An explicit point with every parameter of the experiment's space: one that
/// --params leaves out takes the template's `default=` (a note says so in
/// `notes`). Throws CLI::ValidationError naming each left-out parameter that
/// has no default, with the values the space offers.
Point complete_point(const Experiment& e, const TemplateInfo& tmpl, Point point, std::vector<std::string>& notes);

/// Why an explicit point is not one the search could propose: a value outside
/// the experiment's space, or a broken restriction (empty when it is in the
/// space). compile and export print these as notes and go on.
std::vector<std::string> point_notes(const Experiment& e, const Point& point);

/// The EXPERIMENT argument of every command that takes one: a path to a YAML
/// file, or a name `x` (no '/' nor '.') for experiments/x.yaml looked up along
/// the search path from the current folder (core/search_path.hpp). Throws
/// CLI::ValidationError when neither exists.
std::filesystem::path experiment_path(const std::string& arg);
/// The file experiment_path finds for `arg`, or nullopt (no exception) when there is none.
std::optional<std::filesystem::path> find_experiment_file(const std::string& arg);

/// The experiment, its template, the compile target and the device limits.
struct CompileSetup {
  Experiment experiment;
  TemplateInfo tmpl;
  std::string arch;          ///< resolved target
  std::string arch_source;   ///< why this target: "--arch", "experiment", "GPU 0: NVIDIA H100 ...", "default"
  DeviceLimits limits;       ///< of GPU 0, else the H100/H200 defaults
  std::string limits_source; ///< "GPU 0: ..." or "H100/H200 defaults (no GPU)"
};

/// Loads the experiment and its template and resolves the target (see
/// resolve_arch). Throws ConfigError/CodegenError as those do.
CompileSetup load_compile_setup(const std::string& experiment_arg, const std::optional<std::string>& cli_arch);
/// The same for an experiment loaded already.
CompileSetup compile_setup(Experiment experiment, const std::optional<std::string>& cli_arch);

/// The gates in force, one line: "registers <= 255, spills <= 0 B, smem <= 232448, no gmem unless declared".
std::string gates_text(const Gates& gates, const DeviceLimits& limits);

/// A compiled module against the experiment: each launch's entry is in it and
/// takes the parameters its `args` pass (count, sizes; from the cubin's own
/// parameter table, no driver needed). One diagnostic per mismatch, at the
/// `entry` line.
std::vector<Diagnostic> module_diagnostics(const Experiment& e, const KernelSpec& kernel, const CompileResult& compiled);
/// module_diagnostics of `candidate` (when it compiled), then the reference
/// compiled for the same target and checked the same way. Throws ConfigError
/// listing every problem.
void check_modules(const CompileSetup& s, const CompileResult* candidate);

struct CompileSweepOptions {
  int jobs = 0;               ///< compile threads; 0 = one per core
  double time_limit_s = 60;   ///< per compile, then compile_timeout
  bool json_out = false;      ///< JSON on stdout instead of the table and summary
};

/// Compiles `points` on the compile pool and gates them: a table (one row per
/// point as it finishes, ptxas numbers, verdict) and a summary, or JSON.
/// `compile --all` and `run` without a GPU print it. A tool failure throws.
/// Returns how many points compiled (passed the gates or not). Throws
/// ConfigError (after the table) for the file's mistakes that check_modules finds.
int compile_sweep(const CompileSetup& s, const std::vector<Point>& points, const CompileSweepOptions& options);

}  // namespace evotune::cli
