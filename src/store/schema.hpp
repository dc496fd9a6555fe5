// The database schema's version and its migrations.
//
// The version lives in PRAGMA user_version. Version 1 is db/schema.sql, built
// into the binary. A later version appends a migration (SQL that takes the
// previous version to it); db/schema.sql is never edited after release.
#pragma once

#include <span>
#include <string_view>

#include "store/sqlite.hpp"

namespace evotune::store {

/// SQL that takes a database from version - 1 to `version`.
struct Migration {
  int version;
  std::string_view description;
  std::string_view sql;
};

/// The migrations this build knows, in order.
std::span<const Migration> builtin_migrations();

/// The schema version this build writes (the last migration's).
int latest_schema_version();

/// The database's PRAGMA user_version.
int schema_version(Database& db);

/// Brings `db` to the last version of `migrations`, in one BEGIN IMMEDIATE
/// transaction (all steps or none). Throws StoreError, writing nothing, for a
/// database of a newer version than `migrations` know, and for a file that
/// holds tables but no evotune version (someone else's database).
void migrate(Database& db, std::span<const Migration> migrations = builtin_migrations());

/// For read-only use: throws StoreError unless `db` is at exactly the version
/// this build knows (older: it needs `evotune run` to upgrade it; newer: this
/// build is too old).
void require_current_schema(Database& db);

/// Throws StoreError, naming the database and the table (or column), unless
/// every table and column that the builtin migrations create is there: a
/// table dropped or altered by another program is refused when the database
/// is opened, not met half-way through a command. Other tables are allowed.
void require_expected_tables(Database& db);

}  // namespace evotune::store
