// The subcommands of `evotune`. Each lives in its own cmd_<name>.cpp and
// registers itself on the CLI11 app; its callback stores the exit code.
#pragma once

#include <filesystem>

#include <CLI/CLI.hpp>

namespace evotune::cli {

/// Options shared by every subcommand.
struct GlobalOptions {
  int verbose = 0;                               ///< -v (repeatable)
  bool quiet = false;                            ///< -q
  std::filesystem::path db = "db/evotune.db";   ///< --db; the log file sits next to it
};

/// Every register_* adds one subcommand to `app`. When it runs, it sets
/// `exit_code` (0 success, 1 failure/invalid input, 2 needs a GPU that is not there).
void register_run(CLI::App& app, GlobalOptions& g, int& exit_code);
void register_worker(CLI::App& app, GlobalOptions& g, int& exit_code);
void register_validate(CLI::App& app, GlobalOptions& g, int& exit_code);
void register_compile(CLI::App& app, GlobalOptions& g, int& exit_code);
void register_leaderboard(CLI::App& app, GlobalOptions& g, int& exit_code);
void register_show(CLI::App& app, GlobalOptions& g, int& exit_code);
void register_export(CLI::App& app, GlobalOptions& g, int& exit_code);
void register_report(CLI::App& app, GlobalOptions& g, int& exit_code);
void register_doctor(CLI::App& app, GlobalOptions& g, int& exit_code);

}  // namespace evotune::cli
