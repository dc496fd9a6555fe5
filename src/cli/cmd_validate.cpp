// `evotune validate`: not yet available (arrives with its own issue).
#include <cstdio>

#include "cli/commands.hpp"

namespace evotune::cli {

void register_validate(CLI::App& app, GlobalOptions& /*g*/, int& exit_code) {
  auto* cmd = app.add_subcommand("validate", "(not yet available)");
  cmd->callback([&exit_code] {
    std::fprintf(stderr, "evotune validate: not yet available\n");
    exit_code = 1;
  });
}

}  // namespace evotune::cli
