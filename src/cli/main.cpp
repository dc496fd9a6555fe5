// evotune's entry point: the CLI is the union of the subcommands' registrations.
//
// Logging is set up once the command line is parsed and before any command
// runs. Every failure ends as one "evotune: error: ..." line and exit code 1:
// a crash is never the answer to bad input.
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>

#include <spdlog/spdlog.h>

#include "cli/build_info.hpp"
#include "cli/commands.hpp"
#include "core/error.hpp"
#include "core/logging.hpp"
#include "core/printable.hpp"
#include "eval/compiler.hpp"

namespace {

int run_cli(int argc, char** argv) {
  CLI::App app{"evotune: evolve fast CUDA kernels from parameterized templates"};
  app.set_version_flag("--version", "evotune " + evotune::cli::version_text());
  app.require_subcommand(1);
  // Global options may follow the subcommand too: `evotune run x.yaml -v`.
  app.fallthrough();
  evotune::cli::GlobalOptions g;
  auto* verbose = app.add_flag("-v,--verbose", g.verbose,
                               "More log output on the console: -v debug, -vv trace");
  app.add_flag("-q,--quiet", g.quiet, "Only warnings and errors on the console")->excludes(verbose);
  app.add_option("--db", g.db,
                 "SQLite database (`run` keeps its log file evotune.log next to it); default: $EVOTUNE_DB, "
                 "else evotune.db beside the experiment file, else the latest run's (README, \"Where files go\")");
  app.footer("Run `evotune <command> --help` for a command's options. `evotune doctor` checks "
             "the machine.");

  // Runs after parsing, before the subcommand's callback. Only the commands
  // that write the database keep a log beside it: the others only read it (or
  // never open it) and must create nothing there, not even the folder of a
  // mistyped --db. Without --db or $EVOTUNE_DB, `run` opens its log once it
  // knows its database (beside the experiment file: start_run_database).
  app.parse_complete_callback([&] {
    bool writes_database = false;
    for (const CLI::App* sub : app.get_subcommands())
      writes_database = writes_database || sub->get_name() == "run" || sub->get_name() == "worker";
    const char* env_db = std::getenv("EVOTUNE_DB");
    const std::filesystem::path known_db = !g.db.empty() ? g.db : env_db && *env_db ? env_db : "";
    g.log = evotune::setup_logging(g.verbose, g.quiet,
                                   writes_database && !known_db.empty() ? evotune::log_file_for(known_db)
                                                                        : std::filesystem::path());
    std::string line;
    for (int i = 0; i < argc; ++i) line += (i ? " " : "") + std::string(argv[i]);
    spdlog::debug("evotune {}: {}", evotune::cli::version_text(), line);
  });

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
  register_baselines(app, g, exit_code);

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // --help and --version end here with 0; a usage error is bad input: 1
    // (CLI11's own codes would collide with ours, e.g. 2 = no GPU).
    return app.exit(e) == 0 ? 0 : 1;
  }
  return exit_code;
}

int fail(const char* what) {
  // A message may quote bytes from a damaged file or database: they must not garble the terminal.
  const std::string text = evotune::printable(what, /*max_chars=*/0, /*keep_line_breaks=*/true);
  std::fprintf(stderr, "evotune: error: %s\n", text.c_str());
  // Keep the failure in the log file too (the console already has it).
  spdlog::debug("exit 1: {}", text);
  return 1;
}

}  // namespace

int main(int argc, char** argv) {
  // Past a file size limit (ulimit -f) a write then fails with EFBIG and is
  // reported like a full disk, instead of SIGXFSZ killing us mid-write.
  std::signal(SIGXFSZ, SIG_IGN);
  // A contained NVRTC compile (eval/compiler.hpp): no CLI, no logging set-up.
  if (argc == 3 && argv[1] == evotune::kCompileChildCommand) return evotune::compile_child_main(argv[2]);
  try {
    return run_cli(argc, argv);
  } catch (const evotune::Error& e) {
    return fail(e.what());
  } catch (const std::exception& e) {
    // Not one of ours (std::bad_alloc, filesystem_error, ...): still one line, never a crash.
    return fail(e.what());
  }
}
