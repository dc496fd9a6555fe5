// `evotune show`: everything known about one candidate. Needs no GPU.
// The details arrive with the store's issue.
#include <memory>
#include <string>

#include "cli/commands.hpp"

namespace evotune::cli {

void register_show(CLI::App& app, GlobalOptions& /*g*/, int& exit_code) {
  auto* cmd = app.add_subcommand(
      "show",
      "Everything known about one candidate: parameters, status and reason, ptxas figures "
      "(registers, spills, stack, shared memory), launch geometry, timings (median, p10, p90), "
      "error norms, metrics. Needs no GPU.");
  struct Options {
    std::string id;
    bool log = false;
    bool source = false;
  };
  auto opts = std::make_shared<Options>();
  cmd->add_option("ID", opts->id,
                  "Candidate id as the leaderboard prints it, or a unique prefix of its source "
                  "hash")
      ->required();
  cmd->add_flag("--log", opts->log, "Also print the NVRTC/ptxas log kept with the candidate");
  cmd->add_flag("--source", opts->source, "Also print the rendered CUDA source");
  cmd->callback([opts, &exit_code] { not_yet_available("show", "candidate details", exit_code); });
}

}  // namespace evotune::cli
