// Which database a command uses when --db does not say (README, "Where files
// go"): one rule for every command, the same from any folder.
#include <cstdlib>
#include <fstream>
#include <string>
#include <system_error>

#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include "cli/commands.hpp"
#include "core/error.hpp"

namespace evotune::cli {

namespace fs = std::filesystem;

namespace {

fs::path absolute_normal(const fs::path& p) {
  std::error_code ec;
  const fs::path a = fs::absolute(p, ec);
  return (ec ? p : a).lexically_normal();
}

std::string rule_text() {
  return "--db FILE, else $EVOTUNE_DB, else evotune.db beside the experiment file, else (`show`, `leaderboard` "
         "or `report` given no experiment file) the database of the latest `run`, recorded in " +
         latest_run_record().string();
}

}  // namespace

fs::path latest_run_record() {
  const char* state = std::getenv("XDG_STATE_HOME");
  if (state && *state) return fs::path(state) / "evotune" / "latest-run-db";
  const char* home = std::getenv("HOME");
  return fs::path(home && *home ? home : "/tmp") / ".local" / "state" / "evotune" / "latest-run-db";
}

void settle_database(GlobalOptions& g, const fs::path& experiment_file) {
  if (!g.db.empty()) {
    g.db_source = "--db";
    return;
  }
  if (const char* env = std::getenv("EVOTUNE_DB"); env && *env) {
    g.db = env;
    g.db_source = "$EVOTUNE_DB";
    return;
  }
  if (!experiment_file.empty()) {
    g.db = absolute_normal(experiment_file).parent_path() / "evotune.db";
    g.db_source = "beside the experiment file";
    return;
  }
  std::ifstream in(latest_run_record());
  std::string line;
  if (in && std::getline(in, line) && !line.empty()) {
    g.db = line;
    g.db_source = "the latest run's, from " + latest_run_record().string();
    return;
  }
  throw Error("no database to read: none was given and no `run` has been recorded; the database is " + rule_text());
}

void start_run_database(GlobalOptions& g, const fs::path& experiment_file) {
  settle_database(g, experiment_file);
  std::error_code ec;
  if (const fs::path log = fs::absolute(log_file_for(g.db), ec).lexically_normal();
      g.log.file_problem.empty() && g.log.file != log) {  // not twice, nor a second warning
    g.log = setup_logging(g.verbose, g.quiet, log);
    spdlog::debug("evotune {}: database {} ({})", EVOTUNE_VERSION, g.db.string(), g.db_source);
  }
  // So that `show ID` from any folder reads this run's database (the rule's last step).
  const fs::path record = latest_run_record();
  fs::create_directories(record.parent_path(), ec);
  std::ofstream out(record, std::ios::trunc);
  out << absolute_normal(g.db).string() << "\n";
  if (ec || !out.flush())
    spdlog::debug("cannot record the database in {} (`show` elsewhere will need --db)", record.string());
}

std::string database_rule_text() { return rule_text(); }

}  // namespace evotune::cli
