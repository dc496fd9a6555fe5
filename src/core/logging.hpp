// Logging setup: one spdlog logger for the whole process, writing to the
// console (stderr) and, for the commands that write the database (`run` and
// its GPU workers), to `evotune.log` next to it. Commands that only read (or
// never open) the database write no log file, so they create nothing beside it.
//
// Modules log through the default logger (spdlog::info(...), spdlog::debug(...));
// only the CLI calls setup_logging(), once, before a command runs.
#pragma once

#include <filesystem>

#include <spdlog/common.h>

namespace evotune {

/// Console level for the -v/-q flags: default info, -v debug, -vv (or more)
/// trace, -q warn. -q wins over -v (the CLI does not accept both).
spdlog::level::level_enum console_log_level(int verbose, bool quiet);

/// The log file that belongs to a database: `evotune.log` in its folder
/// ("db/evotune.db" -> "db/evotune.log"; "x.db" -> "evotune.log").
std::filesystem::path log_file_for(const std::filesystem::path& db_path);

/// What setup_logging() ended up with.
struct LogSetup {
  spdlog::level::level_enum console_level = spdlog::level::info;
  /// The log file in use (absolute), or empty: none was asked for, or it
  /// could not be opened (then `file_problem` says why and a warning was printed once).
  std::filesystem::path file;
  std::string file_problem;
};

/// Installs the process-wide default logger: console sink at
/// console_log_level(verbose, quiet); unless `log_file` is empty, a file sink
/// at debug level (trace with -vv) appending to `log_file`, whose folder is
/// created when missing. A log file that cannot be opened or written is not an
/// error: one warning on the console, and logging goes on there. Safe to call
/// again (replaces the previous logger).
LogSetup setup_logging(int verbose, bool quiet, const std::filesystem::path& log_file);

}  // namespace evotune
