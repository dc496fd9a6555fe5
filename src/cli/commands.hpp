// The subcommands of `evotune`. Each lives in its own cmd_<name>.cpp and
// registers itself on the CLI11 app; its callback stores the exit code.
#pragma once

#include <cstdio>
#include <filesystem>
#include <span>
#include <string>

#include <CLI/CLI.hpp>

#include "core/logging.hpp"
#include "core/output_file.hpp"
#include "core/utc_time.hpp"
#include "eval/driver.hpp"

namespace evotune {
struct Experiment;
namespace store {
class Store;
}
}  // namespace evotune

namespace evotune::cli {

/// Options shared by every subcommand.
struct GlobalOptions {
  int verbose = 0;                               ///< -v (repeatable)
  bool quiet = false;                            ///< -q
  /// The database: --db as given, until a command settles it (settle_database); `run`'s log file sits next to it.
  std::filesystem::path db;
  std::string db_source;                         ///< why that database: "--db", "$EVOTUNE_DB", ...
  LogSetup log;                                  ///< what logging ended up with (set before a command runs)
};

/// Settles g.db when --db did not give it, by the one rule for every command
/// (README, "Where files go"): $EVOTUNE_DB, else evotune.db beside
/// `experiment_file` (when the command has one), else the database of the
/// latest `run` (latest_run_record()). Throws Error stating the rule when none applies.
void settle_database(GlobalOptions& g, const std::filesystem::path& experiment_file = {});
/// For `run`: settle_database, then the log file beside the database, and
/// the database recorded as the latest run's.
void start_run_database(GlobalOptions& g, const std::filesystem::path& experiment_file);
/// Where the latest run's database is recorded: $XDG_STATE_HOME/evotune/latest-run-db
/// (default ~/.local/state/evotune/latest-run-db).
std::filesystem::path latest_run_record();
/// The rule of settle_database in one sentence (for messages and doctor).
std::string database_rule_text();

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
void register_baselines(CLI::App& app, GlobalOptions& g, int& exit_code);

/// Runs the experiment's measured baselines (every one, or the one named
/// `only`) and stores what each measured in `db`, printing a line per time.
/// A command that fails is reported on stderr and the others still run.
/// Returns the number that failed (1 also when `only` names none).
int measure_baselines(const Experiment& e, store::Store& db, const std::string& only = {});

/// Writes a command's output files (-o, --launch-json) as one set through
/// write_output_files (core/output_file.hpp): whole or not at all, never over a
/// database. Also refuses, before writing anything, a file that is the
/// database in use (--db) or one of SQLite's files beside it (-wal, -shm,
/// -journal), whether or not it exists yet.
void write_command_outputs(const GlobalOptions& g, std::span<const OutputFile> files);

/// "2026-11-21 13:49 UTC": when an export or a report was made.
inline std::string utc_now_text() { return utc_now("%Y-%m-%d %H:%M UTC"); }

/// For a command that needs GPU `device`: true when it is there; otherwise
/// prints one line ("evotune run: no GPU: libcuda.so.1 not found (no NVIDIA
/// driver on this machine)"), sets exit_code to 2 and returns false.
inline bool require_gpu(const char* command, int device, int& exit_code) {
  if (auto why = eval::gpu_unavailable(device)) {
    std::fprintf(stderr, "evotune %s: %s\n", command, why->c_str());
    exit_code = eval::kExitNoGpu;
    return false;
  }
  return true;
}

}  // namespace evotune::cli
