// `evotune worker`: the GPU worker process that `evotune run` starts, one per
// GPU. It owns the CUDA context so that a faulting or hanging kernel kills
// only the worker; run respawns it. Internal: users never start it by hand.
// The loop and the protocol live in eval/worker.hpp; without a GPU the
// worker says so in its hello line and exits 2.
#include <memory>

#include "cli/commands.hpp"
#include "eval/worker.hpp"

namespace evotune::cli {

void register_worker(CLI::App& app, GlobalOptions& /*g*/, int& exit_code) {
  auto* cmd = app.add_subcommand(
      "worker",
      "(internal) The GPU worker process that `evotune run` starts, one per GPU: reads requests "
      "as JSON lines on stdin, answers on stdout. Not meant to be run by hand.");
  cmd->group("Internal");
  struct Options {
    int device = 0;
    bool no_timing = false;
  };
  auto opts = std::make_shared<Options>();
  cmd->add_option("--device", opts->device, "CUDA device ordinal this worker owns")
      ->capture_default_str()
      ->check(CLI::NonNegativeNumber);
  cmd->add_flag("--no-timing", opts->no_timing,
                 "no CUPTI activity records: correctness checks only (the --sanitize pass runs the worker so under "
                 "compute-sanitizer)");
  cmd->callback([opts, &exit_code] { exit_code = run_worker(opts->device, !opts->no_timing); });
}

}  // namespace evotune::cli
