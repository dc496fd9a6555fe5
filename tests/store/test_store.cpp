// The store on real SQLite files: schema and migrations, refusal of newer or
// foreign databases, locking between connections, and every table's round trip.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <string>
#include <fstream>
#include <memory>
#include <sstream>
#include <thread>

#include <fmt/format.h>
#include <spdlog/sinks/ostream_sink.h>
#include <spdlog/spdlog.h>
#include <sqlite3.h>

#include <unistd.h>

#include "store/schema.hpp"
#include "store/store.hpp"

namespace fs = std::filesystem;
using namespace evotune;
using namespace evotune::store;

namespace {

class StoreTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("evotune_store_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path db_path() const { return dir_ / "sub" / "evotune.db"; }
  fs::path dir_;
};

EnvironmentInfo h200() { return {"NVIDIA H200", "9.0", 132, "580.65.06", "13.0", "13.0"}; }

std::int64_t add_experiment(Store& store, const std::string& name = "s512", const std::string& hash = "abc") {
  auto tx = store.transaction();
  auto id = store.insert_experiment({0, name, "/x/" + name + ".yaml", hash, "name: " + name + "\n", ""});
  tx.commit();
  return id;
}

std::int64_t add_environment(Store& store, const EnvironmentInfo& env = h200()) {
  auto tx = store.transaction();
  auto id = store.environment_id(env);
  tx.commit();
  return id;
}

CandidateRow candidate_row(std::int64_t experiment, std::int64_t environment, const std::string& hash,
                           int generation = 0) {
  CandidateRow c;
  c.experiment_id = experiment;
  c.environment_id = environment;
  c.source_hash = hash;
  c.params_json = R"({"BLOCK_M":64})";
  c.generation = generation;
  c.origin = Origin::random;
  return c;
}

// Expects `f` to throw StoreError whose text holds every one of `parts`, on one line.
template <class F>
void expect_store_error(F&& f, std::initializer_list<std::string> parts) {
  try {
    f();
    ADD_FAILURE() << "no StoreError thrown";
  } catch (const StoreError& e) {
    std::string what = e.what();
    EXPECT_EQ(what.find('\n'), std::string::npos) << what;
    for (const auto& p : parts) EXPECT_NE(what.find(p), std::string::npos) << "'" << p << "' not in: " << what;
  }
}

}  // namespace

TEST_F(StoreTest, FreshDatabaseHasCurrentSchemaWalAndForeignKeys) {
  Store store(db_path());  // creates the missing folder too
  EXPECT_TRUE(fs::exists(db_path()));
  EXPECT_EQ(schema_version(store.db()), latest_schema_version());
  EXPECT_EQ(latest_schema_version(), static_cast<int>(builtin_migrations().size()));
  EXPECT_EQ(store.db().query_text("PRAGMA journal_mode"), "wal");
  EXPECT_EQ(store.db().query_int("PRAGMA foreign_keys"), 1);
  for (const char* table : {"experiments", "environments", "runs", "candidates", "compiles", "compile_kernels",
                            "evaluations", "metrics", "population", "search_state", "comparisons"}) {
    Statement s(store.db(), "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = ?1");
    s.bind_all(table);
    ASSERT_TRUE(s.step());
    EXPECT_EQ(s.column_int(0), 1) << table;
  }
  // Reopening an up-to-date database changes nothing.
  add_experiment(store);
  Store again(db_path());
  EXPECT_EQ(again.experiments().size(), 1u);
}

TEST_F(StoreTest, NewerSchemaIsRefusedWithOneLineAndNothingWritten) {
  {
    Database db(dir_ / "new.db");
    db.exec("PRAGMA user_version = 99");
  }
  const fs::path path = dir_ / "new.db";
  expect_store_error([&] { Store s(path); }, {path.string(), "version 99", "newer", "version " + std::to_string(latest_schema_version())});
  expect_store_error([&] { Store s(path, {.read_only = true}); }, {"version 99", "newer"});
  Database db(path);
  EXPECT_EQ(db.query_int("PRAGMA user_version"), 99);
  EXPECT_EQ(db.query_int("SELECT count(*) FROM sqlite_schema"), 0);
}

TEST_F(StoreTest, ForeignDatabaseAndNonDatabaseFilesAreRefused) {
  fs::create_directories(db_path().parent_path());
  const fs::path foreign = dir_ / "foreign.db";
  {
    Database db(foreign);
    db.exec("CREATE TABLE notes (t TEXT)");
  }
  expect_store_error([&] { Store s(foreign); }, {"not an evotune database"});
  {
    Database db(foreign);
    EXPECT_EQ(db.query_int("SELECT count(*) FROM sqlite_schema"), 1);  // untouched
  }

  const fs::path garbage = dir_ / "garbage.db";
  std::ofstream(garbage) << std::string(4096, 'x');
  expect_store_error([&] { Store s(garbage); }, {garbage.string(), "SQLITE_NOTADB"});

  expect_store_error([&] { Store s(dir_ / "missing.db", {.read_only = true}); }, {"no such database file"});
  EXPECT_FALSE(fs::exists(dir_ / "missing.db"));
  expect_store_error([&] { Store s(dir_); }, {"is a directory"});
}

// A table dropped or a column removed by another program is refused on open,
// read-only or not, naming the database and what is missing; nothing is written.
TEST_F(StoreTest, AMissingTableOrColumnIsRefusedOnOpen) {
  const fs::path no_table = dir_ / "no_table.db", no_column = dir_ / "no_column.db";
  { Store store(no_table); }
  fs::copy_file(no_table, no_column);
  {
    Database db(no_table);
    db.exec("DROP TABLE comparisons");
    Database other(no_column);
    other.exec("ALTER TABLE candidates DROP COLUMN note");
  }
  for (const OpenOptions& options : {OpenOptions{}, OpenOptions{.read_only = true}}) {
    expect_store_error([&] { Store s(no_table, options); }, {no_table.string(), "table 'comparisons' is missing"});
    expect_store_error([&] { Store s(no_column, options); },
                       {no_column.string(), "table 'candidates' has no column 'note'"});
  }
  Database db(no_table);
  EXPECT_EQ(db.query_int("SELECT count(*) FROM sqlite_schema WHERE name = 'comparisons'"), 0);  // not re-made
  // Tables of its own that a user added are no reason to refuse.
  { Store store(db_path()); }
  Database(db_path()).exec("CREATE TABLE my_notes (t TEXT)");
  EXPECT_NO_THROW({ Store s(db_path(), {.read_only = true}); });
}

TEST_F(StoreTest, MigrationsRunInOrderAndAFailedOneChangesNothing) {
  { Store store(db_path()); }
  const int known = latest_schema_version();
  const int next = known + 1;
  constexpr std::string_view kNext = "ALTER TABLE candidates ADD COLUMN tag TEXT;";
  std::vector<Migration> good(builtin_migrations().begin(), builtin_migrations().end());
  std::vector<Migration> bad = good;
  good.push_back({next, "candidate tags", kNext});
  bad.push_back({next, "broken step", "ALTER TABLE no_such_table ADD COLUMN x;"});
  {
    Database db(db_path());
    expect_store_error([&] { migrate(db, bad); },
                       {"schema version " + std::to_string(next), "broken step", "no_such_table"});
    EXPECT_EQ(schema_version(db), known);  // rolled back as a whole
    migrate(db, good);
    EXPECT_EQ(schema_version(db), next);
    db.exec("UPDATE candidates SET tag = 'x'");  // the new column is there
  }
  // This build knows only up to `known`: the migrated file is now too new for it.
  expect_store_error([&] { Store s(db_path()); }, {"version " + std::to_string(next), "newer"});
  const Migration v0_to_2[] = {{1, "one", "CREATE TABLE a (b INTEGER);"}, {2, "two", "CREATE TABLE c (d INTEGER);"}};
  {
    Database db(dir_ / "fresh.db");
    migrate(db, v0_to_2);  // both steps on a new file
    EXPECT_EQ(schema_version(db), 2);
    EXPECT_EQ(db.query_int("SELECT count(*) FROM sqlite_schema WHERE name IN ('a', 'c')"), 2);
  }
}

// Version 4 rebuilds `evaluations` (SQLite cannot alter its CHECK on status):
// a version-3 database (tests/data/db/s512_replay_v3.db, the replay fixture as
// committed before) keeps every row, the tables that point at evaluations keep
// theirs and still point at the rebuilt table, and foreign keys are enforced again.
TEST_F(StoreTest, AVersionThreeDatabaseMigratesKeepingEveryRow) {
  const fs::path db = dir_ / "v3.db";
  fs::copy_file(fs::path(EVOTUNE_TEST_DATA) / "db" / "s512_replay_v3.db", db);
  // Rows that point at evaluations, added the way version 3 allowed.
  std::int64_t evaluations = 0, first = 0;
  std::string before;
  {
    Database d(db);
    ASSERT_EQ(schema_version(d), 3);
    evaluations = d.query_int("SELECT count(*) FROM evaluations");
    ASSERT_GT(evaluations, 100);
    first = d.query_int("SELECT min(id) FROM evaluations WHERE status = 'ok'");
    d.exec(fmt::format("INSERT INTO metrics (evaluation_id, name, value) VALUES ({}, 'm', 1.5)", first));
    d.exec(fmt::format("INSERT INTO profiles (evaluation_id, seconds) VALUES ({}, 0.25)", first));
    d.exec(fmt::format("INSERT INTO sanitizer_checks (evaluation_id, tool, verdict, errors) VALUES ({}, 'racecheck', "
                       "'errors', 2)",
                       first));
    before = d.query_text("SELECT group_concat(id || ':' || status || ':' || ifnull(time_p50_us, '') || ':' || "
                          "ifnull(error, ''), '|') FROM (SELECT * FROM evaluations ORDER BY id)");
    EXPECT_THROW(d.exec("UPDATE evaluations SET status = 'racy' WHERE id = " + std::to_string(first)), StoreError);
  }
  Store store(db);
  Database& d = store.db();
  EXPECT_EQ(schema_version(d), latest_schema_version());
  EXPECT_EQ(d.query_int("SELECT count(*) FROM evaluations"), evaluations);
  EXPECT_EQ(d.query_text("SELECT group_concat(id || ':' || status || ':' || ifnull(time_p50_us, '') || ':' || "
                         "ifnull(error, ''), '|') FROM (SELECT * FROM evaluations ORDER BY id)"),
            before);
  EXPECT_EQ(d.query_int("SELECT count(*) FROM metrics WHERE evaluation_id = " + std::to_string(first)), 1);
  EXPECT_EQ(d.query_int("SELECT count(*) FROM profiles WHERE evaluation_id = " + std::to_string(first)), 1);
  EXPECT_EQ(d.query_int("SELECT count(*) FROM sanitizer_checks WHERE evaluation_id = " + std::to_string(first)), 1);
  EXPECT_EQ(d.query_int("SELECT count(*) FROM pragma_foreign_key_check"), 0);
  EXPECT_EQ(d.query_int("PRAGMA foreign_keys"), 1);
  EXPECT_EQ(d.query_int("SELECT count(*) FROM sqlite_schema WHERE name IN ('evaluations_v4')"), 0);
  EXPECT_EQ(d.query_int("SELECT count(*) FROM sqlite_schema WHERE type = 'index' AND name = 'evaluations_by_time'"), 1);
  // The new statuses are allowed, others still are not; the tables that point at evaluations point at the new one.
  {
    auto tx = store.transaction();
    store.mark_sanitizer_failure(first, CandidateStatus::racy, "racecheck found 2 errors");
    EXPECT_THROW(d.exec("UPDATE evaluations SET status = 'flaky' WHERE id = " + std::to_string(first)), StoreError);
    EXPECT_THROW(d.exec("INSERT INTO metrics (evaluation_id, name, value) VALUES (999999, 'm', 1)"), StoreError);
    tx.commit();
  }
  EXPECT_EQ(d.query_text("SELECT status FROM evaluations WHERE id = " + std::to_string(first)), "racy");
  // What a read-only command reads: the same rows through the store.
  Store reader(db, {.read_only = true});
  std::int64_t racy = 0;
  for (const auto& e : reader.experiments())
    for (std::int64_t env : reader.environments_of(e.id))
      for (const auto& r : reader.results(e.id, env))
        if (r.evaluation && r.evaluation->measurement.status == CandidateStatus::racy) ++racy;
  EXPECT_EQ(racy, 1);
}

// Version 5 rebuilds `experiments` with a shape column (one search per shape of
// a set): a version-4 database (tests/data/db/s512_replay_v4.db, the replay
// fixture as committed before) keeps every experiment with its id, at shape ''
// (a single shape), and everything that points at it; its searches read back as
// before, and the best per shape is that one search's best.
TEST_F(StoreTest, AVersionFourDatabaseMigratesToOneSearchPerShape) {
  const fs::path db = dir_ / "v4.db";
  fs::copy_file(fs::path(EVOTUNE_TEST_DATA) / "db" / "s512_replay_v4.db", db);
  std::string experiments_before;
  std::int64_t candidates = 0, runs = 0;
  {
    Database d(db);
    ASSERT_EQ(schema_version(d), 4);
    experiments_before = d.query_text(
        "SELECT group_concat(id || ':' || name || ':' || file_hash || ':' || created_at, '|') FROM experiments");
    candidates = d.query_int("SELECT count(*) FROM candidates");
    runs = d.query_int("SELECT count(*) FROM runs");
    ASSERT_GT(candidates, 100);
  }
  Store store(db);
  Database& d = store.db();
  EXPECT_EQ(schema_version(d), latest_schema_version());  // through v5 (shapes) and every later version
  EXPECT_EQ(d.query_text("SELECT group_concat(id || ':' || name || ':' || file_hash || ':' || created_at, '|') FROM "
                         "experiments"),
            experiments_before);
  EXPECT_EQ(d.query_int("SELECT count(*) FROM experiments WHERE shape <> ''"), 0);
  EXPECT_EQ(d.query_int("SELECT count(*) FROM candidates"), candidates);
  EXPECT_EQ(d.query_int("SELECT count(*) FROM runs"), runs);
  EXPECT_EQ(d.query_int("SELECT count(*) FROM pragma_foreign_key_check"), 0);
  EXPECT_EQ(d.query_int("SELECT count(*) FROM sqlite_schema WHERE name = 'experiments_v5'"), 0);

  const ExperimentRow old = store.experiments().front();
  EXPECT_EQ(old.shape, "");
  ASSERT_TRUE(store.find_experiment(old.name, old.file_hash));
  EXPECT_EQ(store.find_experiment(old.name, old.file_hash)->id, old.id);
  EXPECT_FALSE(store.find_experiment(old.name, old.file_hash, "S=512"));
  const std::int64_t env = store.environments_of(old.id).front();
  const auto ranked = store.ranked_results(old.id, env);
  ASSERT_FALSE(ranked.empty());
  for (std::size_t i = 1; i < ranked.size(); ++i)
    EXPECT_LE(*ranked[i - 1].result.evaluation->measurement.time_p50_us,
              *ranked[i].result.evaluation->measurement.time_p50_us);
  const auto best = store.best_per_shape(old.name, old.file_hash, env);
  ASSERT_EQ(best.size(), 1u);
  EXPECT_EQ(best[0].experiment.id, old.id);
  EXPECT_EQ(best[0].best.candidate.id, ranked.front().result.candidate.id);
  EXPECT_EQ(best[0].best.evaluation->measurement.status, CandidateStatus::ok);

  // The same file at another shape is a row of its own; the same shape twice is refused.
  auto tx = store.transaction();
  ExperimentRow at_shape = old;
  at_shape.shape = "S=1024";
  const std::int64_t id = store.insert_experiment(at_shape);
  EXPECT_NE(id, old.id);
  EXPECT_THROW(store.insert_experiment(old), StoreError);
  tx.commit();
  const auto rows = store.shape_rows(old.name, old.file_hash);
  ASSERT_EQ(rows.size(), 2u);
  EXPECT_EQ(rows[1].shape, "S=1024");
  EXPECT_EQ(store.latest_experiment_at(old.name, "")->id, old.id);
  EXPECT_EQ(store.latest_experiment(old.name)->id, id);
}

// The best per shape passes over what the leaderboard does not rank: a
// candidate a metric gate took out, and (clean_only) one not sanitizer-clean.
TEST_F(StoreTest, BestPerShapeRespectsMetricGatesAndSanitizerVerdicts) {
  const fs::path db = dir_ / "gates.db";
  fs::copy_file(fs::path(EVOTUNE_TEST_DATA) / "db" / "s512_replay.db", db);
  Store store(db);
  const ExperimentRow row = store.experiments().front();
  const std::int64_t env = store.environments_of(row.id).front();
  const auto ranked = store.ranked_results(row.id, env);
  ASSERT_GE(ranked.size(), 3u);
  const auto& first = ranked[0].result;
  const auto& second = ranked[1].result;
  {
    auto tx = store.transaction();
    ProfileRecord gated;
    gated.evaluation_id = first.evaluation->id;
    gated.seconds = 1;
    gated.gate_reason = "tensor pipe 10% < min_tensor_util 50%";
    store.put_profile(gated, {});
    for (const char* tool : kSanitizerTools)
      store.put_sanitizer_check({ranked[2].result.evaluation->id, std::nullopt, tool, "clean", 0, "", 1.0});
    tx.commit();
  }
  auto best = store.best_per_shape(row.name, row.file_hash, env);
  ASSERT_EQ(best.size(), 1u);
  EXPECT_EQ(best[0].best.candidate.id, second.candidate.id);  // the gated one is passed over
  EXPECT_EQ(best[0].sanitizer, SanitizerState::unchecked);
  best = store.best_per_shape(row.name, row.file_hash, env, /*clean_only=*/true);
  ASSERT_EQ(best.size(), 1u);
  EXPECT_EQ(best[0].best.candidate.id, ranked[2].result.candidate.id);
  EXPECT_EQ(best[0].sanitizer, SanitizerState::clean);
}

// The table rebuild of version 4 runs with foreign keys off; if rows pointed
// nowhere afterwards, the migration is refused as a whole.
TEST_F(StoreTest, AMigrationThatLeavesDanglingRowsIsRolledBack) {
  { Store store(db_path()); }
  std::vector<Migration> steps(builtin_migrations().begin(), builtin_migrations().end());
  const int next = latest_schema_version() + 1;
  steps.push_back({next, "a run in an environment that does not exist", "INSERT INTO experiments (name, file_path, file_hash, "
                   "file_text) VALUES ('x', 'x', 'x', 'x'); INSERT INTO runs (experiment_id, environment_id, strategy, "
                   "seed, settings) VALUES (1, 7, 'evo', 1, '{}');"});
  Database db(db_path());
  expect_store_error([&] { migrate(db, steps); }, {db_path().string(), "1 row pointing at rows that do not exist"});
  EXPECT_EQ(schema_version(db), latest_schema_version());
  EXPECT_EQ(db.query_int("SELECT count(*) FROM runs"), 0);
  EXPECT_EQ(db.query_int("PRAGMA foreign_keys"), 1);
}

TEST_F(StoreTest, LockedDatabaseFailsAfterTheBusyTimeoutWithAClearError) {
  Store writer(db_path());
  Store reader(db_path(), {.busy_timeout = std::chrono::milliseconds(150)});
  auto tx = writer.transaction();
  writer.environment_id(h200());
  const auto start = std::chrono::steady_clock::now();
  expect_store_error([&] { auto t2 = reader.transaction(); }, {"database is locked", "SQLITE_BUSY", "150 ms"});
  EXPECT_GE(std::chrono::steady_clock::now() - start, std::chrono::milliseconds(140));
  // Readers are not blocked by the writer (WAL), and do not see its uncommitted rows.
  EXPECT_FALSE(reader.environment(1).has_value());
  tx.commit();
  EXPECT_TRUE(reader.environment(1).has_value());
}

// SQLite's busy handler on `db`: counts the calls (each one is the connection
// waiting for another's lock) and keeps waiting, for up to about two minutes.
int count_and_wait(void* calls, int attempt) {
  static_cast<std::atomic<int>*>(calls)->fetch_add(1);
  std::this_thread::sleep_for(std::chrono::milliseconds(1));
  return attempt < 120000 ? 1 : 0;
}

TEST_F(StoreTest, BeginImmediateWaitsForTheOtherWriterInsteadOfFailing) {
  Store a(db_path());
  Store b(db_path());
  // b's waits are counted, so that a commits only once b is known to be
  // waiting for its lock (not merely after some time that a slow machine may
  // not have given b to get there).
  std::atomic<int> b_waits{0};
  ASSERT_EQ(sqlite3_busy_handler(b.db().handle(), count_and_wait, &b_waits), SQLITE_OK);
  const std::int64_t exp = add_experiment(a);
  const std::int64_t env = add_environment(a);
  std::atomic<bool> b_done{false}, b_finished{false};
  std::string b_error;
  auto tx = a.transaction();
  a.insert_candidate(candidate_row(exp, env, "h1"));
  std::thread other([&] {
    // Read, then write, in one transaction: with BEGIN IMMEDIATE this waits for
    // a's lock at the BEGIN; a deferred BEGIN would read without a's row and
    // then fail at the write (SQLITE_BUSY, or BUSY_SNAPSHOT once a commits).
    try {
      auto tb = b.transaction();
      const auto n = b.candidates(exp, env).size();
      b.insert_candidate(candidate_row(exp, env, "h" + std::to_string(n + 1)));
      tb.commit();
      b_done = true;
    } catch (const std::exception& e) {
      b_error = e.what();
    }
    b_finished = true;
  });
  while (b_waits.load() == 0 && !b_finished.load()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  EXPECT_GT(b_waits.load(), 0) << "b did not wait for a's lock: " << b_error;
  EXPECT_FALSE(b_done.load());
  tx.commit();
  other.join();
  EXPECT_TRUE(b_done.load()) << b_error;
  auto all = a.candidates(exp, env);
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[1].source_hash, "h2");  // b saw a's committed row before writing
}

TEST_F(StoreTest, WritesOutsideATransactionAreRefused) {
  Store store(db_path());
  const std::int64_t exp = add_experiment(store);
  const std::int64_t env = add_environment(store);
  expect_store_error([&] { store.insert_candidate(candidate_row(exp, env, "h")); }, {"inside a transaction"});
  EXPECT_TRUE(store.candidates(exp, env).empty());
}

TEST_F(StoreTest, TransactionRollsBackWhenNotCommitted) {
  Store store(db_path());
  const std::int64_t exp = add_experiment(store);
  const std::int64_t env = add_environment(store);
  try {
    auto tx = store.transaction();
    store.insert_candidate(candidate_row(exp, env, "h"));
    throw std::runtime_error("interrupted");
  } catch (const std::runtime_error&) {
  }
  EXPECT_TRUE(store.candidates(exp, env).empty());
  EXPECT_FALSE(store.db().in_transaction());
}

TEST_F(StoreTest, CheckedCallsNameTheDatabaseAndTheCodeAndLogTheCallAndTheSql) {
  Store store(db_path());
  // The debug log (shown with -v, kept in run's log file) gets the call, where it was made and the SQL.
  std::ostringstream debug_log;
  const auto previous = spdlog::default_logger();
  auto logger = std::make_shared<spdlog::logger>("test", std::make_shared<spdlog::sinks::ostream_sink_st>(debug_log));
  logger->set_level(spdlog::level::debug);
  spdlog::set_default_logger(logger);
  expect_store_error([&] { Statement s(store.db(), "SELECT nope FROM candidates"); },
                     {"no such column: nope", "SQLITE_ERROR", db_path().string()});
  spdlog::set_default_logger(previous);
  for (const char* part : {"sqlite3_prepare_v2", "store/sqlite.cpp:", "SQL: SELECT nope FROM candidates"})
    EXPECT_NE(debug_log.str().find(part), std::string::npos) << part << " not in: " << debug_log.str();
  // What a user reads has none of it.
  try {
    Statement s(store.db(), "SELECT nope FROM candidates");
    ADD_FAILURE() << "no StoreError thrown";
  } catch (const StoreError& e) {
    for (const char* part : {"sqlite3_", "sqlite.cpp", "SQL:"})
      EXPECT_EQ(std::string(e.what()).find(part), std::string::npos) << e.what();
  }
  EXPECT_EQ(sqlite_code_name(5), "SQLITE_BUSY");
  EXPECT_EQ(sqlite_code_name(2067), "SQLITE_CONSTRAINT_UNIQUE");
}

TEST_F(StoreTest, ExperimentsEnvironmentsAndRuns) {
  Store store(db_path());
  const std::int64_t e1 = add_experiment(store, "s512", "h1");
  const std::int64_t e2 = add_experiment(store, "s512", "h2");
  add_experiment(store, "gemm", "h1");
  EXPECT_EQ(store.find_experiment("s512", "h1")->id, e1);
  EXPECT_FALSE(store.find_experiment("s512", "h3"));
  EXPECT_EQ(store.latest_experiment("s512")->id, e2);
  EXPECT_EQ(store.experiment(e1)->file_text, "name: s512\n");
  EXPECT_EQ(store.experiments().size(), 3u);
  expect_store_error([&] { add_experiment(store, "s512", "h1"); }, {"UNIQUE", "experiments"});

  auto tx = store.transaction();
  const std::int64_t env = store.environment_id(h200());
  EXPECT_EQ(store.environment_id(h200()), env);
  EnvironmentInfo other = h200();
  other.driver_version = "575.0";
  EXPECT_NE(store.environment_id(other), env);
  EXPECT_EQ(store.environment(env)->describe(),
            "NVIDIA H200 (cc 9.0, 132 SMs, driver 580.65.06, CUDA 13.0, NVRTC 13.0)");

  const std::int64_t r1 = store.begin_run({e1, env, "evo", 0xFFFFFFFFFFFFFFFFull, "{}"});
  const std::int64_t r2 = store.begin_run({e1, env, "evo", 7, "{}"});
  store.update_run(r1, 10.5, 3);
  store.finish_run(r2, 2.0, 1, "budget_evaluations");
  tx.commit();
  EXPECT_DOUBLE_EQ(store.elapsed_seconds(e1, env), 12.5);
  EXPECT_DOUBLE_EQ(store.elapsed_seconds(e2, env), 0.0);
  EXPECT_EQ(static_cast<std::uint64_t>(store.db().query_int("SELECT seed FROM runs WHERE id = 1")),
            0xFFFFFFFFFFFFFFFFull);
  EXPECT_EQ(store.db().query_text("SELECT stop_reason FROM runs WHERE id = 2"), "budget_evaluations");
}

TEST_F(StoreTest, CandidatesCompilesEvaluationsAndMetricsRoundTrip) {
  Store store(db_path());
  const std::int64_t exp = add_experiment(store);
  auto tx = store.transaction();
  const std::int64_t env = store.environment_id(h200());
  CandidateRow parent = candidate_row(exp, env, "p");
  const std::int64_t p = store.insert_candidate(parent);
  CandidateRow child = candidate_row(exp, env, "c", 1);
  child.origin = Origin::insight;
  child.rule = "spills_shrink_tile";
  child.note = "BLOCK_M 128->64";
  child.parent1_id = p;
  const std::int64_t c = store.insert_candidate(child);
  expect_store_error([&] { store.insert_candidate(candidate_row(exp, env, "c")); }, {"UNIQUE"});
  CandidateRow orphan = candidate_row(exp, env, "o");
  orphan.parent1_id = 999;
  expect_store_error([&] { store.insert_candidate(orphan); }, {"FOREIGN KEY"});

  CompileRecord compile;
  compile.source_hash = "c";
  compile.target = "sm_90";
  compile.kernels = {{"attn", 128, 16, 8, 24, 16384, 32768, 400, 1}, {"combine", 40, 0, 0, 0, 0, 0, 380, 0}};
  compile.gmem_bytes = 0;
  compile.log = "ptxas info : Used 128 registers";
  compile.cubin = std::string("\x7f" "ELF\0\0binary", 12);
  compile.seconds = 1.25;
  compile.nvrtc_version = "13.0";
  const std::int64_t k = store.put_compile(compile);
  EXPECT_EQ(store.put_compile(compile), k);  // same source and target: stored once

  Measurement m;
  m.status = CandidateStatus::ok;
  m.time_p10_us = 6.0;
  m.time_p50_us = 6.2;
  m.time_p90_us = 6.5;
  m.event_time_us = 9.0;
  m.timed_runs = 400;
  m.spread = 0.08;
  m.max_abs_error = 1e-3;
  m.rel_norm = 2e-4;
  m.sm_clock_before_mhz = 1980;
  m.sm_clock_after_mhz = 1755;
  m.throttled = true;
  m.compile_s = 1.25;
  m.gpu_s = 0.3;
  m.metrics = {{"sm__warps_active.avg.pct_of_peak_sustained_active", 31.5}, {"dram_pct", 12.0}};
  const std::int64_t ev = store.insert_evaluation(c, std::nullopt, k, m, 42.0);
  expect_store_error([&] { store.insert_evaluation(c, std::nullopt, k, m, 43.0); }, {"already evaluated"});
  expect_store_error([&] { store.insert_evaluation(12345, std::nullopt, k, m, 43.0); }, {"no candidate 12345"});
  store.put_metrics(ev, {{"dram_pct", 13.0}});
  store.write_population(exp, env, 0, {c, p});
  store.save_search_state(exp, env, {"evo", 1, 0, "1 2 3", R"({"cursor":4})"});
  store.save_search_state(exp, env, {"evo", 2, 1, "4 5 6", "{}"});
  tx.commit();

  auto got = store.candidate(c);
  ASSERT_TRUE(got);
  EXPECT_EQ(got->origin, Origin::insight);
  EXPECT_EQ(got->rule, "spills_shrink_tile");
  EXPECT_EQ(got->note, "BLOCK_M 128->64");
  EXPECT_EQ(got->parent1_id, p);
  EXPECT_FALSE(got->parent2_id);
  EXPECT_EQ(store.find_candidate(exp, env, "p")->id, p);

  auto kc = store.find_compile("c", "sm_90");
  ASSERT_TRUE(kc);
  EXPECT_EQ(kc->cubin, compile.cubin);
  ASSERT_EQ(kc->kernels.size(), 2u);
  EXPECT_EQ(kc->kernels[1].entry, "combine");
  EXPECT_EQ(kc->kernels[0].spill_store_bytes, 16);
  EXPECT_TRUE(store.compile(k)->cubin.empty());  // not read unless asked

  auto results = store.results(exp, env, true);
  ASSERT_EQ(results.size(), 2u);
  EXPECT_FALSE(results[0].evaluation);  // the parent was never evaluated
  ASSERT_TRUE(results[1].evaluation);
  const Measurement& back = results[1].evaluation->measurement;
  EXPECT_EQ(back.status, CandidateStatus::ok);
  EXPECT_DOUBLE_EQ(*back.time_p50_us, 6.2);
  EXPECT_EQ(back.timed_runs, 400);
  EXPECT_FALSE(back.max_rel_error);
  EXPECT_TRUE(back.throttled);
  EXPECT_EQ(back.sm_clock_after_mhz, 1755);
  EXPECT_DOUBLE_EQ(back.metrics.at("dram_pct"), 13.0);
  EXPECT_EQ(back.metrics.size(), 2u);
  EXPECT_DOUBLE_EQ(*results[1].evaluation->elapsed_s, 42.0);
  ASSERT_TRUE(results[1].ptxas);
  EXPECT_EQ(results[1].target, "sm_90");
  EXPECT_EQ(results[1].ptxas->registers, 128);          // max over entry points
  EXPECT_EQ(results[1].ptxas->spill_bytes(), 24);       // 16 stored + 8 loaded
  EXPECT_EQ(results[1].ptxas->shared_bytes(), 49152);   // static + dynamic
  EXPECT_EQ(results[1].ptxas->constant_bytes, 400);

  EXPECT_EQ(store.count_evaluations(exp, env), 1);
  EXPECT_EQ(store.environments_of(exp), std::vector<std::int64_t>{env});
  EXPECT_EQ(store.evaluation(c)->measurement.metrics.size(), 2u);
  EXPECT_FALSE(store.evaluation(p));
  EXPECT_EQ(store.population(exp, env, 0), (std::vector<std::int64_t>{c, p}));
  EXPECT_TRUE(store.population(exp, env, 1).empty());
  auto state = store.search_state(exp, env);
  ASSERT_TRUE(state);
  EXPECT_EQ(state->proposed_generation, 2);
  EXPECT_EQ(state->closed_generation, 1);
  EXPECT_EQ(state->rng_state, "4 5 6");

  // A search in another environment has its own candidates: nothing measured
  // elsewhere counts there, and the same source may be proposed again.
  EnvironmentInfo h100 = h200();
  h100.gpu_name = "NVIDIA H100 80GB HBM3";
  const std::int64_t env2 = add_environment(store, h100);
  EXPECT_TRUE(store.results(exp, env2).empty());
  EXPECT_EQ(store.count_evaluations(exp, env2), 0);
  auto tx2 = store.transaction();
  const std::int64_t again = store.insert_candidate(candidate_row(exp, env2, "c"));
  tx2.commit();
  auto elsewhere = store.results(exp, env2);
  ASSERT_EQ(elsewhere.size(), 1u);
  EXPECT_EQ(elsewhere[0].candidate.id, again);
  EXPECT_FALSE(elsewhere[0].evaluation);
  EXPECT_EQ(store.environments_of(exp), (std::vector<std::int64_t>{env, env2}));
}

// Issue 19: with several GPU workers each evaluation records the device that
// measured it; one without a device (a compile failure) records none.
TEST_F(StoreTest, EachEvaluationKeepsTheDeviceThatMeasuredIt) {
  Store store(db_path());
  const std::int64_t exp = add_experiment(store);
  const std::int64_t env = add_environment(store);
  auto tx = store.transaction();
  const std::int64_t run = store.begin_run({exp, env, "evo", 1, "{}"});
  const std::int64_t other_run = store.begin_run({exp, env, "evo", 2, "{}"});
  const std::vector<std::pair<std::string, std::int64_t>> made = {
      {"0", run}, {"1", run}, {"1", run}, {"node7:0", run}, {"", run}, {"0", other_run}};
  std::vector<std::int64_t> candidates;
  for (std::size_t i = 0; i < made.size(); ++i) {
    candidates.push_back(store.insert_candidate(candidate_row(exp, env, "h" + std::to_string(i))));
    Measurement m{.status = made[i].first.empty() ? CandidateStatus::compile_error : CandidateStatus::ok};
    m.device = made[i].first;
    store.insert_evaluation(candidates.back(), made[i].second, std::nullopt, m, std::nullopt);
  }
  tx.commit();
  EXPECT_EQ(store.evaluations_by_device(run),
            (std::map<std::string, std::int64_t>{{"0", 1}, {"1", 2}, {"node7:0", 1}}));
  EXPECT_EQ(store.evaluations_by_device(other_run), (std::map<std::string, std::int64_t>{{"0", 1}}));
  EXPECT_EQ(store.evaluation(candidates[3])->measurement.device, "node7:0");
  EXPECT_EQ(store.evaluation(candidates[4])->measurement.device, "");
  EXPECT_EQ(store.db().query_int("SELECT count(*) FROM evaluation_devices"), 5);
}

TEST_F(StoreTest, EveryCandidateStatusAndOriginCanBeStored) {
  Store store(db_path());
  const std::int64_t exp = add_experiment(store);
  auto tx = store.transaction();
  const std::int64_t env = store.environment_id(h200());
  int i = 0;
  for (CandidateStatus s : kAllStatuses) {
    const std::int64_t c = store.insert_candidate(candidate_row(exp, env, "s" + std::to_string(i++)));
    Measurement m;
    m.status = s;
    m.error = std::string(status_name(s));
    store.insert_evaluation(c, std::nullopt, std::nullopt, m, std::nullopt);
  }
  for (Origin o : {Origin::seed, Origin::random, Origin::exhaustive, Origin::mutation, Origin::crossover,
                   Origin::insight}) {
    CandidateRow row = candidate_row(exp, env, std::string("o") + origin_name(o));
    row.origin = o;
    store.insert_candidate(row);
    EXPECT_EQ(parse_origin(origin_name(o)), o);
  }
  // A compile holds only compile-stage statuses.
  CompileRecord bad;
  bad.source_hash = "x";
  bad.target = "sm_90";
  bad.status = CandidateStatus::fault;
  expect_store_error([&] { store.put_compile(bad); }, {"cannot have status 'fault'"});
  tx.commit();
  auto results = store.results(exp, env);
  int seen = 0;
  for (const auto& r : results)
    if (r.evaluation) {
      EXPECT_EQ(status_name(r.evaluation->measurement.status), r.evaluation->measurement.error);
      ++seen;
    }
  EXPECT_EQ(seen, static_cast<int>(std::size(kAllStatuses)));
  expect_store_error([] { parse_origin("guess"); }, {"unknown candidate origin 'guess'"});
}

TEST_F(StoreTest, ComparisonsRoundTripInOrderAndTheWinnerIsOneOfTheTwo) {
  Store store(db_path());
  const auto e = add_experiment(store);
  const auto env = add_environment(store);
  std::int64_t a = 0, b = 0, c = 0;
  {
    auto tx = store.transaction();
    a = store.insert_candidate(candidate_row(e, env, "a"));
    b = store.insert_candidate(candidate_row(e, env, "b"));
    c = store.insert_candidate(candidate_row(e, env, "c", 1));
    tx.commit();
  }
  ComparisonRow kept{0, 1, c, a, a, 30, 5.02, 4.99, -0.03, -0.08, 0.02, false};
  ComparisonRow promoted{0, 2, b, a, b, 30, 4.70, 4.99, 0.29, 0.21, 0.35, true};
  expect_store_error([&] { store.add_comparison(e, env, kept); }, {"add_comparison", "transaction"});
  {
    auto tx = store.transaction();
    store.add_comparison(e, env, kept);
    store.add_comparison(e, env, promoted);
    tx.commit();
  }
  const auto all = store.comparisons(e, env);
  ASSERT_EQ(all.size(), 2u);
  EXPECT_EQ(all[0].candidate_a, c);
  EXPECT_EQ(all[0].winner, a);
  EXPECT_FALSE(all[0].significant);
  EXPECT_DOUBLE_EQ(all[0].ci_low_us, -0.08);
  EXPECT_EQ(all[1].generation, 2);
  EXPECT_TRUE(all[1].significant);
  EXPECT_EQ(store.comparisons_of(a).size(), 2u);
  ASSERT_EQ(store.comparisons_of(c).size(), 1u);
  EXPECT_TRUE(store.comparisons_of(999).empty());
  // A winner that took no part is refused by the schema.
  ComparisonRow bad = kept;
  bad.winner = b;
  expect_store_error(
      [&] {
        auto tx = store.transaction();
        store.add_comparison(e, env, bad);
      },
      {"CHECK constraint failed"});
  EXPECT_EQ(store.comparisons(e, env).size(), 2u);
}

// Schema 9: the device's peaks are stored with its environment but are not
// part of its identity: a run that knows them fills an environment stored
// without them (an older database), and they come back as stored.
TEST_F(StoreTest, AnEnvironmentKeepsItsDevicePeaksWithoutThemChangingWhichItIs) {
  Store store(db_path());
  auto tx = store.transaction();
  const std::int64_t plain = store.environment_id(h200());
  EXPECT_EQ(store.environment(plain)->memory_clock_khz, 0);
  EXPECT_FALSE(store.environment(plain)->peak_dram_gbps());
  EnvironmentInfo known = h200();
  known.sm_clock_khz = 1980000;
  known.memory_clock_khz = 3201000;
  known.memory_bus_width_bits = 6144;
  EXPECT_EQ(store.environment_id(known), plain);
  const EnvironmentInfo back = *store.environment(plain);
  EXPECT_EQ(back.sm_clock_khz, 1980000);
  EXPECT_EQ(back.memory_clock_khz, 3201000);
  EXPECT_EQ(back.memory_bus_width_bits, 6144);
  EXPECT_NEAR(*back.peak_dram_gbps(), 2.0 * 3201e6 * 768 / 1e9, 1e-9);
  // A run that does not know them (a replay of the same name) leaves them as they are.
  EXPECT_EQ(store.environment_id(h200()), plain);
  EXPECT_EQ(store.environment(plain)->memory_bus_width_bits, 6144);
}

TEST_F(StoreTest, ACompileOnlyEnvironmentIsMarkedAndRanksAfterEveryGpu) {
  const EnvironmentInfo none = compile_only_environment("sm_90a", "13.0");
  EXPECT_EQ(none.gpu_name, "compile only (sm_90a)");
  EXPECT_EQ(none.compute_capability, "9.0");
  EXPECT_EQ(none.sm_count, 0);
  EXPECT_TRUE(none.compile_only());
  EXPECT_EQ(none.describe(), "compile only (sm_90a), no GPU (NVRTC 13.0)");
  EXPECT_EQ(compile_only_environment("sm_100f", "13.0").compute_capability, "10.0");
  EXPECT_FALSE(h200().compile_only());
  EXPECT_FALSE((EnvironmentInfo{"replay:x.csv", "9.0", 0, "replay", "replay", "replay"}.compile_only()));

  // The compile-only search has more evaluations (gate rejects) than the GPU's: still listed last.
  Store store(db_path());
  const auto e = add_experiment(store);
  const auto cpu = add_environment(store, none);
  const auto gpu = add_environment(store);
  auto tx = store.transaction();
  for (int i = 0; i < 3; ++i) {
    const auto id = store.insert_candidate(candidate_row(e, cpu, "c" + std::to_string(i)));
    store.insert_evaluation(id, std::nullopt, std::nullopt, Measurement{.status = CandidateStatus::gate_reject},
                            std::nullopt);
  }
  const auto measured = store.insert_candidate(candidate_row(e, gpu, "g0"));
  store.insert_evaluation(measured, std::nullopt, std::nullopt, Measurement{.time_p50_us = 5.0}, std::nullopt);
  tx.commit();
  EXPECT_EQ(store.environments_of(e), (std::vector<std::int64_t>{gpu, cpu}));
}

TEST_F(StoreTest, AnAdoptedSearchCopiesCandidatesParentsAndStateButNoEvaluation) {
  Store store(db_path());
  const auto e = add_experiment(store);
  const auto cpu = add_environment(store, compile_only_environment("sm_90", "13.0"));
  const auto gpu = add_environment(store);
  auto tx = store.transaction();
  const auto a = store.insert_candidate(candidate_row(e, cpu, "a"));
  CandidateRow child = candidate_row(e, cpu, "b", 1);
  child.origin = Origin::mutation;
  child.parent1_id = a;
  child.note = "BLOCK_M 64->32";
  const auto b = store.insert_candidate(child);
  store.insert_evaluation(b, std::nullopt, std::nullopt, Measurement{.status = CandidateStatus::compile_error},
                          std::nullopt);
  store.save_search_state(e, cpu, {"evo", 1, -1, "rng text", R"({"k":1})"});
  EXPECT_EQ(store.adopt_search(e, cpu, gpu), 2);
  tx.commit();

  const auto copies = store.candidates(e, gpu);
  ASSERT_EQ(copies.size(), 2u);
  EXPECT_EQ(copies[0].source_hash, "a");
  EXPECT_EQ(copies[1].source_hash, "b");
  EXPECT_NE(copies[1].id, b);
  EXPECT_EQ(copies[1].parent1_id, copies[0].id) << "the parent is the copy, in the same environment";
  EXPECT_EQ(copies[1].origin, Origin::mutation);
  EXPECT_EQ(copies[1].note, "BLOCK_M 64->32");
  EXPECT_EQ(copies[1].generation, 1);
  EXPECT_FALSE(store.evaluation(copies[1].id)) << "the GPU's environment judges the candidate itself";
  const auto state = store.search_state(e, gpu);
  ASSERT_TRUE(state);
  EXPECT_EQ(state->rng_state, "rng text");
  EXPECT_EQ(state->proposed_generation, 1);
  EXPECT_EQ(state->strategy_state, R"({"k":1})");
  // The original stays as it was; a second adoption into the same environment is refused.
  EXPECT_EQ(store.candidates(e, cpu).size(), 2u);
  auto again = store.transaction();
  expect_store_error([&] { store.adopt_search(e, cpu, gpu); }, {"has a search in environment", "nothing adopted"});
}
