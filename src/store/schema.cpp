// Schema versions and migrations (see schema.hpp).
#include "store/schema.hpp"

#include <map>
#include <set>
#include <string>

#include <fmt/format.h>

#include "store/schema_sql.hpp"  // kSchemaV1Sql, generated from db/schema.sql

namespace evotune::store {

namespace {

// Version 2: profiling passes (their metrics go to the metrics table) with
// the metric gates' verdict, and compute-sanitizer checks.
constexpr const char* kSchemaV2Sql = R"sql(
-- One profiling pass (CUPTI range profiler) over an evaluation.
CREATE TABLE profiles (
  evaluation_id  INTEGER PRIMARY KEY REFERENCES evaluations(id),
  run_id         INTEGER REFERENCES runs(id),
  seconds        REAL NOT NULL,      -- what profiling cost, replays included
  passes         INTEGER,            -- replay passes per launch
  error          TEXT,               -- profiling failed: why (no metrics then)
  gate_reason    TEXT,               -- a metric gate took the candidate out of the population: why
  created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- compute-sanitizer over a candidate (evotune run --sanitize).
CREATE TABLE sanitizer_checks (
  evaluation_id  INTEGER NOT NULL REFERENCES evaluations(id),
  run_id         INTEGER REFERENCES runs(id),
  tool           TEXT NOT NULL CHECK (tool IN ('memcheck', 'racecheck', 'initcheck', 'synccheck')),
  verdict        TEXT NOT NULL CHECK (verdict IN ('clean', 'errors', 'failed')),
  errors         INTEGER NOT NULL DEFAULT 0,
  report         TEXT,               -- the sanitizer's log (trimmed), or why it could not run
  seconds        REAL,
  created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (evaluation_id, tool)
);
)sql";

// Version 3: interleaved re-timings that decided population membership (noise-aware ranking).
constexpr const char* kComparisonsSql = R"sql(
-- Before a candidate displaces a member of the top-K, the two are re-timed
-- interleaved (A B A B ...); the winner ranks ahead of the loser from the
-- generation whose closing made the comparison on.
CREATE TABLE comparisons (
  id              INTEGER PRIMARY KEY,
  experiment_id   INTEGER NOT NULL REFERENCES experiments(id),
  environment_id  INTEGER NOT NULL REFERENCES environments(id),
  generation      INTEGER NOT NULL,
  candidate_a     INTEGER NOT NULL REFERENCES candidates(id),  -- the challenger
  candidate_b     INTEGER NOT NULL REFERENCES candidates(id),  -- the incumbent
  winner          INTEGER NOT NULL REFERENCES candidates(id),
  rounds          INTEGER NOT NULL,
  a_us            REAL NOT NULL,   -- medians over the rounds
  b_us            REAL NOT NULL,
  diff_us         REAL NOT NULL,   -- median of (b - a) per round: > 0 when A is faster
  ci_low_us       REAL NOT NULL,   -- its 95% confidence interval
  ci_high_us      REAL NOT NULL,
  significant     INTEGER NOT NULL CHECK (significant IN (0, 1)),
  created_at      TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  CHECK (winner IN (candidate_a, candidate_b))
);
CREATE INDEX comparisons_by_search ON comparisons (experiment_id, environment_id, generation);
)sql";

// Version 4: evaluation statuses racy and memory_error (compute-sanitizer's
// verdict on a candidate after the search). SQLite cannot alter a CHECK
// constraint, so the table is rebuilt as its documentation describes: a new
// table, the rows copied, the old one dropped, the new one renamed (migrate()
// turns foreign keys off around it and checks them before committing).
constexpr const char* kSanitizerStatusesSql = R"sql(
CREATE TABLE evaluations_v4 (
  id                   INTEGER PRIMARY KEY,
  candidate_id         INTEGER NOT NULL REFERENCES candidates(id),
  environment_id       INTEGER NOT NULL REFERENCES environments(id),
  run_id               INTEGER REFERENCES runs(id),
  compile_id           INTEGER REFERENCES compiles(id),
  status               TEXT NOT NULL CHECK (status IN
                         ('ok', 'compile_error', 'compile_timeout', 'gate_reject', 'incorrect',
                          'nondeterministic', 'suspect', 'fault', 'timeout', 'racy', 'memory_error')),
  time_p10_us          REAL,
  time_p50_us          REAL,           -- the figure candidates are ranked by
  time_p90_us          REAL,
  event_time_us        REAL,           -- CUDA-event time of the whole call
  timed_runs           INTEGER,
  spread               REAL,           -- (p90 - p10) / p50
  ci_low_us            REAL,           -- confidence interval of the median
  ci_high_us           REAL,
  max_abs_error        REAL,
  max_rel_error        REAL,
  rel_norm             REAL,           -- ||out - ref|| / ||ref||
  error                TEXT,           -- why it failed, in words
  sm_clock_before_mhz  INTEGER,
  sm_clock_after_mhz   INTEGER,
  throttled            INTEGER NOT NULL DEFAULT 0,
  compile_s            REAL,           -- where the candidate's time went
  gpu_s                REAL,
  elapsed_s            REAL,           -- search wall time when it finished (counts on across runs)
  created_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (candidate_id, environment_id)
);
INSERT INTO evaluations_v4 (id, candidate_id, environment_id, run_id, compile_id, status, time_p10_us, time_p50_us,
                            time_p90_us, event_time_us, timed_runs, spread, ci_low_us, ci_high_us, max_abs_error,
                            max_rel_error, rel_norm, error, sm_clock_before_mhz, sm_clock_after_mhz, throttled,
                            compile_s, gpu_s, elapsed_s, created_at)
  SELECT id, candidate_id, environment_id, run_id, compile_id, status, time_p10_us, time_p50_us, time_p90_us,
         event_time_us, timed_runs, spread, ci_low_us, ci_high_us, max_abs_error, max_rel_error, rel_norm, error,
         sm_clock_before_mhz, sm_clock_after_mhz, throttled, compile_s, gpu_s, elapsed_s, created_at
  FROM evaluations;
DROP TABLE evaluations;
ALTER TABLE evaluations_v4 RENAME TO evaluations;
CREATE INDEX evaluations_by_time ON evaluations (environment_id, status, time_p50_us);
)sql";

// Version 5: shape sets. Each shape of a set is searched as an experiment row
// of its own (name, file_hash, shape), so candidates, population, search state,
// comparisons and runs stay per search as before; `shape` is the shape's key
// ("B=2,H=8,S=512,D=64,CAUSAL=0"), '' for a single-shape experiment and every
// row made before. The UNIQUE constraint changes, so the table is rebuilt as in
// version 4 (migrate() turns foreign keys off around it and checks them).
constexpr const char* kShapeSetsSql = R"sql(
CREATE TABLE experiments_v5 (
  id          INTEGER PRIMARY KEY,
  name        TEXT NOT NULL,
  file_path   TEXT NOT NULL,
  file_hash   TEXT NOT NULL,          -- sha256 of file_text
  file_text   TEXT NOT NULL,
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  shape       TEXT NOT NULL DEFAULT '',  -- the shape of the set this search is at; '' for a single shape
  UNIQUE (name, file_hash, shape)
);
INSERT INTO experiments_v5 (id, name, file_path, file_hash, file_text, created_at, shape)
  SELECT id, name, file_path, file_hash, file_text, created_at, '' FROM experiments;
DROP TABLE experiments;
ALTER TABLE experiments_v5 RENAME TO experiments;
)sql";

// Version 6: which GPU measured an evaluation (issue 19: a run with one
// worker per device, or per MPI rank's device). A table of its own, so that
// `evaluations` is not rebuilt; no row: measured before version 6, or by
// nothing (a compile failure).
constexpr const char* kEvaluationDevicesSql = R"sql(
CREATE TABLE evaluation_devices (
  evaluation_id  INTEGER PRIMARY KEY REFERENCES evaluations(id),
  device         TEXT NOT NULL   -- the worker's CUDA ordinal ("0"), or "host:0" for another MPI rank's
);
)sql";

// Version 7 (issue 17): a cost model's predictions, made before the candidate
// was measured (so its accuracy on held-out candidates can be reported), and
// the evaluations whose timing stopped early because they were slow.
constexpr const char* kPredictionsSql = R"sql(
CREATE TABLE predictions (
  candidate_id   INTEGER PRIMARY KEY REFERENCES candidates(id),
  model          TEXT NOT NULL,      -- e.g. 'xgboost'
  predicted_us   REAL NOT NULL,      -- predicted median time
  trained_on     INTEGER NOT NULL,   -- evaluations the model had learnt from
  created_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Early exit: the first runs' median exceeded the threshold (2x the k-th
-- member of the population), so only a few runs were timed. The evaluation's
-- times are of those runs; it never enters the population or the leaderboard.
CREATE TABLE partial_timings (
  evaluation_id  INTEGER PRIMARY KEY REFERENCES evaluations(id),
  stop_above_us  REAL NOT NULL
);
)sql";

// Version 8 (issues 15 and 19): baselines measured by an experiment's
// command, kept per experiment name and shape (not per file version: a
// baseline does not depend on the search space), each measurement a row (the
// latest per name counts); and each GPU worker's load over a run (what the
// report shows per device: evaluations per minute, idle share).
constexpr const char* kMeasuredBaselinesSql = R"sql(
CREATE TABLE measured_baselines (
  id          INTEGER PRIMARY KEY,
  experiment  TEXT NOT NULL,             -- the experiment's name
  shape       TEXT NOT NULL DEFAULT '',  -- the shape's key; '' for a single-shape experiment
  name        TEXT NOT NULL,             -- the baseline's name in the experiment file
  time_us     REAL NOT NULL CHECK (time_us > 0),
  rel_norm    REAL,                      -- ||out - ref|| / ||ref||, when the command measured it
  device      TEXT NOT NULL,             -- the GPU it ran on, as the command named it
  method      TEXT NOT NULL,             -- how it was timed, as the command said
  command     TEXT NOT NULL,             -- the command line that measured it
  created_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX measured_baselines_by_shape ON measured_baselines (experiment, shape, name, id);

-- One GPU worker's share of a run (worker: its index in the pool; two may share a device).
CREATE TABLE run_devices (
  run_id         INTEGER NOT NULL REFERENCES runs(id),
  worker         INTEGER NOT NULL,
  device         TEXT NOT NULL,      -- as evaluation_devices names it
  measured       INTEGER NOT NULL,   -- candidates it measured (any status)
  busy_s         REAL NOT NULL,      -- waiting on its worker
  idle_s         REAL NOT NULL,      -- waiting for a compiled candidate while others were pending
  worker_starts  INTEGER NOT NULL,
  PRIMARY KEY (run_id, worker)
);
)sql";

// Version 9 (issue 18): what the device reports of its peaks, so that the
// report's roofline draws the run's own memory roof. 0: not known (a replay,
// or a run before this version until a run that knows them).
constexpr const char* kDevicePeaksSql = R"sql(
ALTER TABLE environments ADD COLUMN sm_clock_khz INTEGER NOT NULL DEFAULT 0;
ALTER TABLE environments ADD COLUMN memory_clock_khz INTEGER NOT NULL DEFAULT 0;
ALTER TABLE environments ADD COLUMN memory_bus_width_bits INTEGER NOT NULL DEFAULT 0;
)sql";

constexpr Migration kMigrations[] = {
    {1, "initial schema (db/schema.sql)", kSchemaV1Sql},
    {2, "profiles and sanitizer_checks", kSchemaV2Sql},
    {3, "comparisons (interleaved re-timing before a population change)", kComparisonsSql},
    {4, "evaluation statuses racy and memory_error (compute-sanitizer verdicts)", kSanitizerStatusesSql},
    {5, "experiments.shape (one search per shape of a shape set)", kShapeSetsSql},
    {6, "evaluation_devices (the GPU that measured each evaluation)", kEvaluationDevicesSql},
    {7, "predictions (cost model) and partial_timings (early exit)", kPredictionsSql},
    {8, "measured_baselines (baselines timed by a command) and run_devices (per-worker load)", kMeasuredBaselinesSql},
    {9, "environments' device peaks (SM and memory clocks, memory bus width)", kDevicePeaksSql},
};

std::string too_new(const Database& db, int found, int known) {
  return fmt::format(
      "{}: database schema version {} is newer than this evotune knows (version {}); "
      "use a newer evotune or another --db",
      db.path().string(), found, known);
}

using TableColumns = std::map<std::string, std::set<std::string>>;

// Every table of `db` (SQLite's own left out) with its columns.
TableColumns table_columns(Database& db) {
  Statement s(db,
              "SELECT m.name, p.name FROM sqlite_schema m JOIN pragma_table_info(m.name) p "
              "WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite\\_%' ESCAPE '\\'");
  TableColumns out;
  while (s.step()) out[s.column_text(0)].insert(s.column_text(1));
  return out;
}

// What the builtin migrations make, read from a private in-memory database
// built by them once: the schema's one source stays the migrations.
const TableColumns& expected_table_columns() {
  static const TableColumns expected = [] {
    Database scratch(":memory:");
    migrate(scratch, builtin_migrations());
    return table_columns(scratch);
  }();
  return expected;
}

}  // namespace

std::span<const Migration> builtin_migrations() { return kMigrations; }

int latest_schema_version() { return kMigrations[std::size(kMigrations) - 1].version; }

int schema_version(Database& db) { return static_cast<int>(db.query_int("PRAGMA user_version")); }

void migrate(Database& db, std::span<const Migration> migrations) {
  if (migrations.empty()) throw StoreError("no schema migrations given");
  const int target = migrations.back().version;
  // Cheap check without the write lock: an up-to-date database needs nothing.
  const int before = schema_version(db);
  if (before == target) return;
  if (before > target) throw StoreError(too_new(db, before, target));
  if (db.read_only())
    throw StoreError(fmt::format("{}: database schema version {} needs upgrading to {}; run `evotune run` on it once",
                                 db.path().string(), before, target));

  // A migration may rebuild a table (SQLite cannot alter a CHECK constraint);
  // with foreign keys enforced, dropping the old table would fail. They are off
  // while migrating (a per-connection setting that cannot change inside a
  // transaction) and checked before the commit.
  struct ForeignKeysOff {
    Database& db;
    explicit ForeignKeysOff(Database& d) : db(d) { db.exec("PRAGMA foreign_keys = OFF"); }
    ~ForeignKeysOff() {
      try {
        db.exec("PRAGMA foreign_keys = ON");
      } catch (const StoreError&) {
        // The connection is unusable then; its next statement reports that.
      }
    }
  } foreign_keys_off(db);
  Transaction tx(db);
  const int current = schema_version(db);  // another process may have migrated meanwhile
  if (current > target) throw StoreError(too_new(db, current, target));
  if (current == 0 && db.query_int("SELECT count(*) FROM sqlite_schema") > 0)
    throw StoreError(fmt::format("{}: not an evotune database (it holds tables but no evotune schema version)",
                                 db.path().string()));
  for (const Migration& m : migrations) {
    if (m.version <= current) continue;
    try {
      db.exec(m.sql);
    } catch (const StoreError& e) {
      throw StoreError(fmt::format("migrating to schema version {} ({}) failed: {}", m.version, m.description,
                                   e.what()));
    }
    db.exec(fmt::format("PRAGMA user_version = {}", m.version));
  }
  if (const std::int64_t broken = db.query_int("SELECT count(*) FROM pragma_foreign_key_check"); broken > 0)
    throw StoreError(fmt::format("{}: migrating to schema version {} left {} row{} pointing at rows that do not "
                                 "exist; nothing was changed",
                                 db.path().string(), target, broken, broken == 1 ? "" : "s"));
  tx.commit();
}

void require_current_schema(Database& db) {
  const int found = schema_version(db);
  const int known = latest_schema_version();
  if (found > known) throw StoreError(too_new(db, found, known));
  if (found == 0) throw StoreError(fmt::format("{}: not an evotune database (no schema version)", db.path().string()));
  if (found < known)
    throw StoreError(fmt::format("{}: database schema version {} is older than {}; run `evotune run` on it once to upgrade",
                                 db.path().string(), found, known));
}

void require_expected_tables(Database& db) {
  const TableColumns found = table_columns(db);
  for (const auto& [table, columns] : expected_table_columns()) {
    const auto it = found.find(table);
    const char* damaged = "the database was damaged or changed by another program; evotune does not use it "
                          "(restore a copy, or name another --db)";
    if (it == found.end())
      throw StoreError(fmt::format("{}: table '{}' is missing: {}", db.path().string(), table, damaged));
    for (const std::string& column : columns)
      if (!it->second.count(column))
        throw StoreError(
            fmt::format("{}: table '{}' has no column '{}': {}", db.path().string(), table, column, damaged));
  }
}

}  // namespace evotune::store
