// A thin, checked C++ layer over SQLite: a connection, prepared statements and
// write transactions, each owning its handle (RAII).
//
// Every SQLite call goes through EVOTUNE_SQLITE_CHECK, which throws StoreError
// carrying the database file, sqlite3_errmsg and the decoded error name
// (primary and extended code); the call's text, its file:line and the SQL being
// run go to the log at debug level (shown with -v), not into the error a user
// reads. Destructors use the non-throwing variant, which reports to the log.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.hpp"

struct sqlite3;
struct sqlite3_stmt;

namespace evotune::store {

/// "SQLITE_BUSY", "SQLITE_CONSTRAINT_UNIQUE", ... for a primary or extended result code.
std::string sqlite_code_name(int code);

class Database;

namespace detail {
/// Throws StoreError unless `rc` is SQLITE_OK, SQLITE_ROW or SQLITE_DONE
/// (logging the call, file:line and SQL at debug level first).
void check_sqlite(int rc, const Database& db, const char* call, std::string_view sql, const char* file,
                  int line);
/// As check_sqlite, but logs instead of throwing (destructors, cleanup paths).
void check_sqlite_nothrow(int rc, const Database& db, const char* call, std::string_view sql,
                          const char* file, int line) noexcept;
}  // namespace detail

}  // namespace evotune::store

/// Checks an SQLite call made on `db` (a store::Database) while running `sql`.
#define EVOTUNE_SQLITE_CHECK(db, call, sql) \
  ::evotune::store::detail::check_sqlite((call), (db), #call, (sql), __FILE__, __LINE__)
#define EVOTUNE_SQLITE_CHECK_NOTHROW(db, call, sql) \
  ::evotune::store::detail::check_sqlite_nothrow((call), (db), #call, (sql), __FILE__, __LINE__)

namespace evotune::store {

struct OpenOptions {
  bool read_only = false;  ///< never writes; the file must exist
  bool create = true;      ///< create the file when missing (ignored when read_only)
  /// How long a call waits for another connection's lock before failing.
  std::chrono::milliseconds busy_timeout{10000};
};

/// One connection. WAL journal, foreign keys on, busy timeout set.
class Database {
 public:
  /// Opens (or creates) `path`; ":memory:" gives a private in-memory database.
  Database(const std::filesystem::path& path, const OpenOptions& options = {});
  ~Database();
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;
  Database(Database&& other) noexcept;
  Database& operator=(Database&&) = delete;

  /// Runs one or more statements that return no rows we need.
  void exec(std::string_view sql);
  /// Runs a query that returns one integer (e.g. a PRAGMA).
  std::int64_t query_int(std::string_view sql);
  std::string query_text(std::string_view sql);

  std::int64_t last_insert_id() const;
  /// Rows changed by the last INSERT/UPDATE/DELETE.
  int changes() const;
  /// True inside BEGIN ... COMMIT.
  bool in_transaction() const;

  const std::filesystem::path& path() const { return path_; }
  bool read_only() const { return options_.read_only; }
  std::chrono::milliseconds busy_timeout() const { return options_.busy_timeout; }
  sqlite3* handle() const { return db_; }

 private:
  std::filesystem::path path_;
  OpenOptions options_;
  sqlite3* db_ = nullptr;
};

/// A prepared statement. Parameters are 1-based, columns 0-based (as in SQLite).
class Statement {
 public:
  Statement(Database& db, std::string_view sql);
  ~Statement();
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;

  Statement& bind(int index, std::int64_t v);
  Statement& bind(int index, int v) { return bind(index, static_cast<std::int64_t>(v)); }
  Statement& bind(int index, double v);
  Statement& bind(int index, std::string_view v);
  Statement& bind(int index, const std::string& v) { return bind(index, std::string_view(v)); }
  Statement& bind(int index, const char* v) { return bind(index, std::string_view(v)); }
  Statement& bind(int index, std::nullptr_t);
  Statement& bind_blob(int index, std::string_view bytes);
  template <class T>
  Statement& bind(int index, const std::optional<T>& v) {
    return v ? bind(index, *v) : bind(index, nullptr);
  }
  /// Binds `args` to parameters 1, 2, ...
  template <class... Args>
  Statement& bind_all(const Args&... args) {
    int index = 1;
    (bind(index++, args), ...);
    return *this;
  }

  /// Steps once: true when a row is ready, false when done.
  bool step();
  /// Steps a statement that returns no rows, then resets it for re-use.
  void run();
  /// Clears the last result and bindings for re-use.
  void reset();

  bool is_null(int column) const;
  std::int64_t column_int(int column) const;
  double column_double(int column) const;
  std::string column_text(int column) const;
  std::string column_blob(int column) const;
  std::optional<std::int64_t> column_opt_int(int column) const;
  std::optional<double> column_opt_double(int column) const;
  std::optional<std::string> column_opt_text(int column) const;

  const std::string& sql() const { return sql_; }

 private:
  Database& db_;
  std::string sql_;
  sqlite3_stmt* stmt_ = nullptr;
};

/// A write transaction: BEGIN IMMEDIATE takes the write lock at once, waiting
/// up to the busy timeout (a deferred transaction that later writes fails
/// immediately with SQLITE_BUSY when another connection wrote in between).
/// Rolls back unless commit() was called.
///
/// Test hook (tests only): EVOTUNE_TEST_SIGNAL_AT_COMMIT=N makes the process
/// SIGKILL itself right after its N-th committed transaction; `N:before`, at
/// the N-th commit() before COMMIT runs (the transaction is then lost, as in a
/// crash); `:stop` sends SIGSTOP instead (a writer frozen at a known point).
/// The kill-and-resume and two-writer tests of `evotune run` use it to stop a
/// real writer at chosen moments, counted in events rather than time.
class Transaction {
 public:
  explicit Transaction(Database& db);
  ~Transaction();
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;
  void commit();

 private:
  Database& db_;
  bool open_ = true;
};

}  // namespace evotune::store
