// evotune's entry point: the CLI is the union of the subcommands' registrations.
#include <cstdio>
#include <exception>

#include "cli/commands.hpp"
#include "core/error.hpp"
#include "eval/compiler.hpp"

int main(int argc, char** argv) {
  // A contained NVRTC compile (eval/compiler.hpp): no CLI, no logging set-up.
  if (argc == 3 && argv[1] == evotune::kCompileChildCommand) return evotune::compile_child_main(argv[2]);
  CLI::App app{"evotune: evolve fast CUDA kernels from parameterized templates"};
  app.set_version_flag("--version", EVOTUNE_VERSION);
  app.require_subcommand(1);
  evotune::cli::GlobalOptions g;
  app.add_flag("-v,--verbose", g.verbose, "More log output (repeat for more)");
  app.add_flag("-q,--quiet", g.quiet, "Only warnings and errors");
  app.add_option("--db", g.db, "SQLite database (the log file sits next to it)")->capture_default_str();

  int exit_code = 0;
  using namespace evotune::cli;
  register_run(app, g, exit_code);
  register_worker(app, g, exit_code);
  register_validate(app, g, exit_code);
  register_compile(app, g, exit_code);
  register_leaderboard(app, g, exit_code);
  register_show(app, g, exit_code);
  register_export(app, g, exit_code);
  register_report(app, g, exit_code);
  register_doctor(app, g, exit_code);

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  } catch (const evotune::Error& e) {
    std::fprintf(stderr, "evotune: error: %s\n", e.what());
    return 1;
  }
  return exit_code;
}
