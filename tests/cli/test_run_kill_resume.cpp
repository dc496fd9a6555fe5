// kill -9 of a real `evotune run --no-gpu` at 20 moments, each followed by a
// resume on the same database. The moments are events, not times: the
// process SIGKILLs itself at its k-th transaction commit, just before or just
// after it (EVOTUNE_TEST_SIGNAL_AT_COMMIT), k and the side drawn from a seeded
// generator. After each kill the file passes PRAGMA integrity_check and holds
// every compile it held before; after each resume that finishes, the search
// equals one never interrupted, every candidate is stored once with one
// compile, the resume compiled exactly what was missing (it reused every
// stored compile), and no compile folder of a killed process is left.
#include <gtest/gtest.h>

#include <csignal>
#include <cstdlib>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <string>

#include <unistd.h>

#include "cli_runner.hpp"
#include "store/sqlite.hpp"

namespace fs = std::filesystem;
using namespace evotune;

namespace {

constexpr int kKills = 20;
constexpr int kPopulation = 8;  // the first generation of cli_testing::tiny_experiment

// Whether the schema is there (a run killed before its first commit leaves none).
bool has_schema(store::Database& d) {
  return d.query_int("SELECT count(*) FROM sqlite_schema WHERE name = 'candidates'") > 0;
}

std::set<std::string> column(const fs::path& db, const std::string& sql) {
  store::Database d(db, {.read_only = true});
  if (!has_schema(d)) return {};
  store::Statement s(d, sql);
  std::set<std::string> out;
  while (s.step()) out.insert(s.column_text(0));
  return out;
}

std::int64_t count(const fs::path& db, const std::string& sql) {
  if (!fs::exists(db)) return 0;
  store::Database d(db, {.read_only = true});
  if (!has_schema(d)) return 0;
  return d.query_int(sql);
}

// The search as stored: each candidate with its compile's status and its evaluation's, in proposal order.
std::vector<std::string> search_of(const fs::path& db) {
  store::Database d(db, {.read_only = true});
  store::Statement s(d,
                     "SELECT c.params || ' ' || c.origin || ' ' || c.generation || ' ' || coalesce(k.status, '-') || "
                     "' ' || coalesce(e.status, '-') FROM candidates c LEFT JOIN compiles k ON k.source_hash = "
                     "c.source_hash LEFT JOIN evaluations e ON e.candidate_id = c.id ORDER BY c.id");
  std::vector<std::string> out;
  while (s.step()) out.push_back(s.column_text(0));
  return out;
}

// Folders of contained compiles in `tmp` (eval/compiler.hpp).
int compile_folders(const fs::path& tmp) {
  int n = 0;
  for (const auto& entry : fs::directory_iterator(tmp))
    if (entry.path().filename().string().starts_with("evotune-compiling-")) ++n;
  return n;
}

// What the run printed about its compiles: "this run: N compiled, M taken from the database".
std::pair<int, int> compiled_and_reused(const std::string& out) {
  const std::string key = "this run: ";
  const auto at = out.find(key);
  if (at == std::string::npos) return {-1, -1};
  int compiled = -1, reused = -1;
  std::sscanf(out.c_str() + at + key.size(), "%d compiled, %d taken", &compiled, &reused);
  return {compiled, reused};
}

class ScopedEnv {
 public:
  ScopedEnv(const char* name, const std::string& value) : name_(name) { ::setenv(name, value.c_str(), 1); }
  ~ScopedEnv() { ::unsetenv(name_); }

 private:
  const char* name_;
};

}  // namespace

TEST(RunKillAndResume, KilledRunsLoseNoCompileDuplicateNoneAndLeaveNoTempFolder) {
  const fs::path dir = fs::temp_directory_path() / ("evotune_kill_run_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  const fs::path yaml = cli_testing::tiny_experiment(dir / "project");
  const fs::path tmp = dir / "tmp";  // this test's own TMPDIR: compile folders are counted there
  fs::create_directories(tmp);
  const ScopedEnv tmpdir("TMPDIR", tmp.string());
  const auto run = [&](const fs::path& db) {
    return cli_testing::run_evotune(dir, "--db " + db.string() + " run " + yaml.string() + " --no-gpu -j 2");
  };

  // The search never interrupted.
  const cli_testing::CliResult whole = run(dir / "whole.db");
  ASSERT_EQ(whole.exit_code, 0) << whole.err;
  const std::vector<std::string> expected = search_of(dir / "whole.db");
  ASSERT_EQ(expected.size(), static_cast<std::size_t>(kPopulation));
  const std::int64_t rejected = count(dir / "whole.db", "SELECT count(*) FROM evaluations WHERE status = 'gate_reject'");
  EXPECT_GT(rejected, 0) << "the gate should reject some points";
  EXPECT_LT(rejected, kPopulation) << "and pass others";
  EXPECT_EQ(compile_folders(tmp), 0);

  std::mt19937 rng(20261124);
  int kills = 0, rounds = 0, resumes_finished = 0;
  fs::path db;
  std::set<std::string> compiles_before;
  for (int attempt = 0; kills < kKills && attempt < 8 * kKills; ++attempt) {
    if (db.empty()) db = dir / ("round" + std::to_string(++rounds) + ".db");
    // A fresh database has 12 commits in its first run (schema, run, proposal, one per candidate, finish).
    const int k = std::uniform_int_distribution<int>(1, kPopulation + 4)(rng);
    const bool before = std::bernoulli_distribution(0.5)(rng);
    const std::int64_t compiles_stored = count(db, "SELECT count(*) FROM compiles");
    const std::int64_t evaluations_stored = count(db, "SELECT count(*) FROM evaluations");
    cli_testing::CliResult r;
    {
      const ScopedEnv hook("EVOTUNE_TEST_SIGNAL_AT_COMMIT", std::to_string(k) + (before ? ":before" : ""));
      r = run(db);
    }
    SCOPED_TRACE("round " + std::to_string(rounds) + ", kill at commit " + std::to_string(k) +
                 (before ? " (before)" : " (after)"));
    store::Database check(db, {.read_only = true});
    ASSERT_EQ(check.query_text("PRAGMA integrity_check"), "ok");
    const std::set<std::string> compiles = column(db, "SELECT source_hash || ' ' || target FROM compiles");
    for (const std::string& c : compiles_before) EXPECT_TRUE(compiles.count(c)) << "compile lost: " << c;
    EXPECT_EQ(count(db, "SELECT count(*) - count(DISTINCT source_hash) FROM candidates"), 0);
    EXPECT_EQ(count(db, "SELECT count(*) FROM compiles WHERE source_hash NOT IN (SELECT source_hash FROM candidates)"),
              0);
    EXPECT_EQ(count(db, "SELECT count(*) - count(DISTINCT candidate_id) FROM evaluations"), 0);
    compiles_before = compiles;
    if (r.exit_code == 128 + SIGKILL) {
      ++kills;
      continue;
    }
    // The run ended by itself: a resume of what the kills left. It compiled exactly what was missing.
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto [compiled, reused] = compiled_and_reused(r.out);
    EXPECT_EQ(compiled, kPopulation - compiles_stored) << r.out;
    EXPECT_EQ(reused, compiles_stored - evaluations_stored) << r.out;
    EXPECT_EQ(search_of(db), expected);
    EXPECT_EQ(compile_folders(tmp), 0) << "a killed run's compile folder was left behind";
    resumes_finished += attempt > 0;
    db.clear();
    compiles_before.clear();
  }
  EXPECT_EQ(kills, kKills);
  // The last round's kills are resumed too.
  if (!db.empty()) {
    const std::int64_t compiles_stored = count(db, "SELECT count(*) FROM compiles");
    const std::int64_t evaluations_stored = count(db, "SELECT count(*) FROM evaluations");
    const cli_testing::CliResult r = run(db);
    ASSERT_EQ(r.exit_code, 0) << r.err;
    const auto [compiled, reused] = compiled_and_reused(r.out);
    EXPECT_EQ(compiled, kPopulation - compiles_stored) << r.out;
    EXPECT_EQ(reused, compiles_stored - evaluations_stored) << r.out;
    EXPECT_EQ(search_of(db), expected);
    store::Database check(db, {.read_only = true});
    EXPECT_EQ(check.query_text("PRAGMA integrity_check"), "ok");
  }
  EXPECT_EQ(compile_folders(tmp), 0);
  EXPECT_GE(rounds, 2) << "the kills should spread over several searches";
  std::printf("%d kills over %d searches, %d resumes ran to the end\n", kills, rounds, resumes_finished);
  fs::remove_all(dir);
}
