// `evotune leaderboard`: the best kernels found, ranked by measured time.
// Needs no GPU (reads the database). The listing arrives with the store's issue.
#include <memory>
#include <string>

#include "cli/commands.hpp"

namespace evotune::cli {

void register_leaderboard(CLI::App& app, GlobalOptions& /*g*/, int& exit_code) {
  auto* cmd = app.add_subcommand(
      "leaderboard",
      "Best kernels found, ranked by median kernel time, with parameters, ptxas figures, "
      "achieved TFLOP/s and GB/s, and the gap to the roofline floor. Needs no GPU.");
  struct Options {
    std::string experiment;
    int top = 10;
    std::string format = "table";
    bool all_status = false;
  };
  auto opts = std::make_shared<Options>();
  cmd->add_option("EXPERIMENT", opts->experiment,
                  "Experiment name (e.g. s512) or its YAML file; default: every experiment in "
                  "the database");
  cmd->add_option("-n,--top", opts->top, "How many rows")
      ->capture_default_str()
      ->check(CLI::PositiveNumber);
  cmd->add_option("--format", opts->format, "Output format")
      ->capture_default_str()
      ->check(CLI::IsMember({"table", "json", "csv", "markdown"}));
  cmd->add_flag("--all-status", opts->all_status,
                "Also list candidates that did not pass (compile_error, gate_reject, incorrect, "
                "fault, timeout, suspect ...), with their reason");
  cmd->callback([opts, &exit_code] {
    not_yet_available("leaderboard", "the leaderboard", exit_code);
  });
}

}  // namespace evotune::cli
