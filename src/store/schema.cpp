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

constexpr Migration kMigrations[] = {
    {1, "initial schema (db/schema.sql)", kSchemaV1Sql},
    {2, "profiles and sanitizer_checks", kSchemaV2Sql},
    {3, "comparisons (interleaved re-timing before a population change)", kComparisonsSql},
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
