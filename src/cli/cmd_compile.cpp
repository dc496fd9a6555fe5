// `evotune compile`: not yet available (arrives with its own issue).
#include <cstdio>

#include "cli/commands.hpp"

namespace evotune::cli {

void register_compile(CLI::App& app, GlobalOptions& /*g*/, int& exit_code) {
  auto* cmd = app.add_subcommand("compile", "(not yet available)");
  cmd->callback([&exit_code] {
    std::fprintf(stderr, "evotune compile: not yet available\n");
    exit_code = 1;
  });
}

}  // namespace evotune::cli
