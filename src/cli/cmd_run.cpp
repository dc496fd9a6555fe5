// `evotune run`: evolve kernels for one experiment, resumably.
//
// The pipeline's stages arrive with their own issues; at every point run does
// the stages that exist and then says plainly which one is missing.
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <thread>

#include "cli/commands.hpp"

namespace evotune::cli {
namespace {

/// The command line of `evotune run`. Options given here override the
/// experiment file's `search` section for this invocation.
struct RunOptions {
  std::string experiment;        ///< YAML file
  std::string strategy;          ///< evo | random | exhaustive (set when --strategy given)
  std::int64_t budget = 0;       ///< total evaluations (set when --budget given)
  double time_s = 0.0;           ///< wall-clock seconds for this invocation (--time)
  std::uint64_t seed = 0;        ///< --seed
  std::int64_t limit = 0;        ///< new evaluations in this invocation (--limit)
  int generations = 0;           ///< --generations
  std::string arch;              ///< NVRTC target override, e.g. sm_90a (--arch)
  int device = 0;                ///< CUDA device ordinal (--device)
  int jobs = 0;                  ///< NVRTC threads; 0 = one per hardware thread (--jobs)
  bool resume_changed = false;   ///< resume although the experiment file changed
  bool no_gpu = false;           ///< stop after compile + gates
};

void run(const RunOptions& o, int& exit_code) {
  // TODO(platform): validate with load_experiment(o.experiment) and apply the
  // overrides once core's experiment loader lands; then each stage below in turn.
  (void)o;
  if (!o.no_gpu) {
    if (auto why = eval::gpu_unavailable(o.device)) {
      std::fprintf(stderr, "evotune run: note: %s (the measure stage will need one)\n",
                   why->c_str());
    }
  }
  not_yet_available("run", "compile stage", exit_code);
}

}  // namespace

void register_run(CLI::App& app, GlobalOptions& /*g*/, int& exit_code) {
  auto* cmd = app.add_subcommand(
      "run",
      "Evolve kernels for one experiment: propose parameters, render, compile with NVRTC, reject "
      "on ptxas figures, check and time survivors on the GPU, keep the best in the database. "
      "Resumable: run it again and it goes on where it stopped, reusing every compile and "
      "measurement already made.");
  auto o = std::make_shared<RunOptions>();
  cmd->add_option("EXPERIMENT", o->experiment, "Experiment file (YAML), e.g. experiments/s512.yaml")
      ->required()
      ->check(CLI::ExistingFile);
  auto* strategy = cmd->add_option("--strategy", o->strategy,
                                   "Search strategy (default: the file's search.strategy)")
                       ->check(CLI::IsMember({"evo", "random", "exhaustive"}));
  auto* budget = cmd->add_option("--budget", o->budget,
                                 "Total evaluations for the experiment, counted across resumed "
                                 "runs (default: the file's search.budget.evaluations)")
                     ->check(CLI::PositiveNumber);
  auto* time = cmd->add_option("--time", o->time_s,
                               "Stop after SECONDS of wall-clock time in this invocation "
                               "(default: the file's search.budget.seconds)")
                   ->check(CLI::PositiveNumber);
  auto* seed = cmd->add_option("--seed", o->seed, "Random seed (default: the file's search.seed)");
  auto* limit = cmd->add_option("--limit", o->limit,
                                "Evaluate at most N new candidates in this invocation (a smoke "
                                "run); the stored budget is unchanged")
                    ->check(CLI::PositiveNumber);
  auto* generations = cmd->add_option("--generations", o->generations,
                                      "Stop after N generations (default: the file's "
                                      "search.generations)")
                          ->check(CLI::PositiveNumber);
  auto* arch = cmd->add_option("--arch", o->arch,
                               "NVRTC target, e.g. sm_90 or sm_90a (default: the file's "
                               "kernel.arch, else GPU's own, else sm_90)");
  arch->check(
      [](const std::string& s) -> std::string {
        int n = 0;
        char tail[8] = {};
        const int got = std::sscanf(s.c_str(), "sm_%d%7s", &n, tail);
        if (got >= 1 && n > 0 && (got == 1 || std::string(tail) == "a" || std::string(tail) == "f")) {
          return {};
        }
        return "expected a target like sm_90 or sm_90a, got '" + s + "'";
      },
      "ARCH");
  cmd->add_option("--device", o->device, "CUDA device ordinal to run on")
      ->capture_default_str()
      ->check(CLI::NonNegativeNumber);
  cmd->add_option("-j,--jobs", o->jobs,
                  "NVRTC compile threads (default: one per hardware thread, " +
                      std::to_string(std::thread::hardware_concurrency()) + " here)")
      ->check(CLI::PositiveNumber);
  cmd->add_flag("--resume-changed", o->resume_changed,
                "Resume even though the experiment file changed since the stored run (by "
                "default run refuses and names what changed)");
  cmd->add_flag("--no-gpu", o->no_gpu,
                "Stop after compiling and gating (no GPU needed); reports how many candidates "
                "passed the gates");
  (void)strategy, (void)budget, (void)time, (void)seed, (void)limit, (void)generations;
  cmd->callback([o, &exit_code] { run(*o, exit_code); });
}

}  // namespace evotune::cli
