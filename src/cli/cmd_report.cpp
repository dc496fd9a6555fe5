// `evotune report`: a Markdown report of one experiment's run. Needs no GPU.
// The report arrives with its own issue.
#include <memory>
#include <string>

#include "cli/commands.hpp"

namespace evotune::cli {

void register_report(CLI::App& app, GlobalOptions& /*g*/, int& exit_code) {
  auto* cmd = app.add_subcommand(
      "report",
      "A Markdown report of one experiment: the device, the best kernels against the baselines "
      "and the roofline floor, progress over time, and what the failed candidates died of. "
      "Needs no GPU.");
  struct Options {
    std::string experiment;
    std::string output;
  };
  auto opts = std::make_shared<Options>();
  cmd->add_option("EXPERIMENT", opts->experiment, "Experiment name (e.g. s512) or its YAML file")
      ->required();
  cmd->add_option("-o,--output", opts->output, "Write the report to FILE (default: stdout)");
  cmd->callback([opts, &exit_code] { not_yet_available("report", "the report", exit_code); });
}

}  // namespace evotune::cli
