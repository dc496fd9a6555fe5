// evotune's entry point: builds the CLI from the subcommands' registrations.
#include "cli/commands.hpp"
int main(int argc, char** argv) {
  CLI::App app{"evotune: evolve fast CUDA kernels"};
  (void)argc; (void)argv;
  return 0;
}
