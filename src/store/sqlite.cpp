// Checked SQLite connection, statements and transactions (see sqlite.hpp).
#include "store/sqlite.hpp"

#include <sqlite3.h>

#include <atomic>
#include <csignal>
#include <cstdlib>
#include <string_view>

#include <fmt/format.h>
#include <spdlog/spdlog.h>

namespace evotune::store {

namespace {

struct CodeName {
  int code;
  const char* name;
};

#define EVOTUNE_CODE(c) {c, #c}
constexpr CodeName kCodeNames[] = {
    EVOTUNE_CODE(SQLITE_OK), EVOTUNE_CODE(SQLITE_ERROR), EVOTUNE_CODE(SQLITE_INTERNAL),
    EVOTUNE_CODE(SQLITE_PERM), EVOTUNE_CODE(SQLITE_ABORT), EVOTUNE_CODE(SQLITE_BUSY),
    EVOTUNE_CODE(SQLITE_LOCKED), EVOTUNE_CODE(SQLITE_NOMEM), EVOTUNE_CODE(SQLITE_READONLY),
    EVOTUNE_CODE(SQLITE_INTERRUPT), EVOTUNE_CODE(SQLITE_IOERR), EVOTUNE_CODE(SQLITE_CORRUPT),
    EVOTUNE_CODE(SQLITE_NOTFOUND), EVOTUNE_CODE(SQLITE_FULL), EVOTUNE_CODE(SQLITE_CANTOPEN),
    EVOTUNE_CODE(SQLITE_PROTOCOL), EVOTUNE_CODE(SQLITE_EMPTY), EVOTUNE_CODE(SQLITE_SCHEMA),
    EVOTUNE_CODE(SQLITE_TOOBIG), EVOTUNE_CODE(SQLITE_CONSTRAINT), EVOTUNE_CODE(SQLITE_MISMATCH),
    EVOTUNE_CODE(SQLITE_MISUSE), EVOTUNE_CODE(SQLITE_NOLFS), EVOTUNE_CODE(SQLITE_AUTH),
    EVOTUNE_CODE(SQLITE_FORMAT), EVOTUNE_CODE(SQLITE_RANGE), EVOTUNE_CODE(SQLITE_NOTADB),
    EVOTUNE_CODE(SQLITE_NOTICE), EVOTUNE_CODE(SQLITE_WARNING), EVOTUNE_CODE(SQLITE_ROW),
    EVOTUNE_CODE(SQLITE_DONE),
    // Extended codes that a user of this tool can meet.
    EVOTUNE_CODE(SQLITE_BUSY_RECOVERY), EVOTUNE_CODE(SQLITE_BUSY_SNAPSHOT),
    EVOTUNE_CODE(SQLITE_BUSY_TIMEOUT), EVOTUNE_CODE(SQLITE_LOCKED_SHAREDCACHE),
    EVOTUNE_CODE(SQLITE_READONLY_RECOVERY), EVOTUNE_CODE(SQLITE_READONLY_CANTLOCK),
    EVOTUNE_CODE(SQLITE_READONLY_ROLLBACK), EVOTUNE_CODE(SQLITE_READONLY_DBMOVED),
    EVOTUNE_CODE(SQLITE_READONLY_CANTINIT), EVOTUNE_CODE(SQLITE_READONLY_DIRECTORY),
    EVOTUNE_CODE(SQLITE_IOERR_READ), EVOTUNE_CODE(SQLITE_IOERR_SHORT_READ),
    EVOTUNE_CODE(SQLITE_IOERR_WRITE), EVOTUNE_CODE(SQLITE_IOERR_FSYNC),
    EVOTUNE_CODE(SQLITE_IOERR_TRUNCATE), EVOTUNE_CODE(SQLITE_IOERR_FSTAT),
    EVOTUNE_CODE(SQLITE_IOERR_LOCK), EVOTUNE_CODE(SQLITE_IOERR_SHMOPEN),
    EVOTUNE_CODE(SQLITE_IOERR_SHMSIZE), EVOTUNE_CODE(SQLITE_IOERR_SHMMAP),
    EVOTUNE_CODE(SQLITE_IOERR_NOMEM), EVOTUNE_CODE(SQLITE_IOERR_ACCESS),
    EVOTUNE_CODE(SQLITE_CANTOPEN_ISDIR), EVOTUNE_CODE(SQLITE_CANTOPEN_FULLPATH),
    EVOTUNE_CODE(SQLITE_CANTOPEN_NOTEMPDIR), EVOTUNE_CODE(SQLITE_CORRUPT_INDEX),
    EVOTUNE_CODE(SQLITE_CONSTRAINT_CHECK), EVOTUNE_CODE(SQLITE_CONSTRAINT_FOREIGNKEY),
    EVOTUNE_CODE(SQLITE_CONSTRAINT_NOTNULL), EVOTUNE_CODE(SQLITE_CONSTRAINT_PRIMARYKEY),
    EVOTUNE_CODE(SQLITE_CONSTRAINT_UNIQUE), EVOTUNE_CODE(SQLITE_CONSTRAINT_TRIGGER),
    EVOTUNE_CODE(SQLITE_ABORT_ROLLBACK),
};
#undef EVOTUNE_CODE

// SQL as one short line, for error messages.
std::string one_line(std::string_view sql) {
  std::string out;
  bool space = false;
  for (char c : sql) {
    if (c == '\n' || c == '\r' || c == '\t' || c == ' ') {
      space = !out.empty();
      continue;
    }
    if (space) out.push_back(' ');
    space = false;
    out.push_back(c);
    if (out.size() > 160) {
      out += " ...";
      break;
    }
  }
  return out;
}

// What a user reads: the database, SQLite's message and the code's name.
std::string describe_failure(int rc, const Database& db) {
  const char* message = db.handle() ? sqlite3_errmsg(db.handle()) : sqlite3_errstr(rc);
  std::string name = sqlite_code_name(rc);
  std::string text = fmt::format("{}: {} ({}", db.path().string(), message, name);
  int primary = rc & 0xff;
  if (primary != rc) text += fmt::format(", {}", sqlite_code_name(primary));
  text += ")";
  if (primary == SQLITE_BUSY || primary == SQLITE_LOCKED)
    text += fmt::format(" after waiting {} ms: another process holds the database's write lock",
                        db.busy_timeout().count());
  return text;
}

// What a developer reads besides (debug level): the call, where it was made and the SQL.
std::string failure_detail(const char* call, std::string_view sql, const char* file, int line) {
  std::string text = fmt::format("[{} at {}:{}", call, file, line);
  if (!sql.empty()) text += fmt::format("; SQL: {}", one_line(sql));
  return text + "]";
}

}  // namespace

std::string sqlite_code_name(int code) {
  for (const auto& entry : kCodeNames)
    if (entry.code == code) return entry.name;
  for (const auto& entry : kCodeNames)
    if (entry.code == (code & 0xff)) return fmt::format("{}/{}", entry.name, code >> 8);
  return fmt::format("SQLite code {}", code);
}

namespace detail {

void check_sqlite(int rc, const Database& db, const char* call, std::string_view sql, const char* file,
                  int line) {
  if (rc == SQLITE_OK || rc == SQLITE_ROW || rc == SQLITE_DONE) return;
  std::string message = describe_failure(rc, db);
  // Source paths and SQL are for -v and the log file, not for the error line.
  spdlog::debug("{} {}", message, failure_detail(call, sql, file, line));
  throw StoreError(std::move(message));
}

void check_sqlite_nothrow(int rc, const Database& db, const char* call, std::string_view sql,
                          const char* file, int line) noexcept {
  if (rc == SQLITE_OK || rc == SQLITE_ROW || rc == SQLITE_DONE) return;
  try {
    spdlog::error("{}", describe_failure(rc, db));
    spdlog::debug("{}", failure_detail(call, sql, file, line));
  } catch (...) {
    // Nothing more can be done while cleaning up.
  }
}

}  // namespace detail

Database::Database(const std::filesystem::path& path, const OpenOptions& options)
    : path_(path), options_(options) {
  const bool in_memory = path.string() == ":memory:";
  if (!in_memory && (options.read_only || !options.create) && !std::filesystem::exists(path))
    throw StoreError(fmt::format("{}: no such database file", path.string()));
  if (!in_memory && std::filesystem::is_directory(path))
    throw StoreError(fmt::format("{}: is a directory, not a database file", path.string()));
  int flags = SQLITE_OPEN_NOMUTEX;
  if (options.read_only)
    flags |= SQLITE_OPEN_READONLY;
  else
    flags |= SQLITE_OPEN_READWRITE | (options.create ? SQLITE_OPEN_CREATE : 0);
  try {
    // On failure the handle (if any) carries the message; close it after describing.
    EVOTUNE_SQLITE_CHECK(*this, sqlite3_open_v2(path.c_str(), &db_, flags, nullptr), "");
  } catch (...) {
    sqlite3_close_v2(db_);
    db_ = nullptr;
    throw;
  }
  sqlite3_extended_result_codes(db_, 1);
  try {
    EVOTUNE_SQLITE_CHECK(*this, sqlite3_busy_timeout(db_, static_cast<int>(options.busy_timeout.count())),
                         "");
    // The first statement reads the header: a file that is not a database fails here.
    query_int("PRAGMA schema_version");
    exec("PRAGMA foreign_keys = ON");
    if (!options.read_only && !in_memory) {
      std::string mode = query_text("PRAGMA journal_mode = WAL");
      if (mode != "wal")
        throw StoreError(fmt::format("{}: could not switch to WAL journal mode (got '{}')",
                                     path.string(), mode));
      // In WAL mode NORMAL loses no committed transaction when the process is
      // killed; only a power loss may drop the last few.
      exec("PRAGMA synchronous = NORMAL");
    }
  } catch (...) {
    sqlite3_close_v2(db_);
    db_ = nullptr;
    throw;
  }
}

Database::~Database() {
  if (db_ && !options_.read_only && path_.string() != ":memory:") {
    // Leave the file in rollback mode when no one else has it open: a reader of a
    // WAL file would create its -wal and -shm beside it, and a command that only
    // reads creates nothing (README). With another connection open this fails at
    // once and the file stays in WAL mode; the next writer switches back anyway.
    sqlite3_busy_timeout(db_, 0);
    sqlite3_exec(db_, "PRAGMA journal_mode = DELETE", nullptr, nullptr, nullptr);
  }
  if (db_) EVOTUNE_SQLITE_CHECK_NOTHROW(*this, sqlite3_close_v2(db_), "");
}

Database::Database(Database&& other) noexcept
    : path_(std::move(other.path_)), options_(other.options_), db_(other.db_) {
  other.db_ = nullptr;
}

void Database::exec(std::string_view sql) {
  std::string text(sql);
  char* message = nullptr;
  int rc = sqlite3_exec(db_, text.c_str(), nullptr, nullptr, &message);
  sqlite3_free(message);  // sqlite3_errmsg still has it
  EVOTUNE_SQLITE_CHECK(*this, rc, sql);
}

std::int64_t Database::query_int(std::string_view sql) {
  Statement s(*this, sql);
  if (!s.step()) throw StoreError(fmt::format("{}: no row from: {}", path_.string(), sql));
  return s.column_int(0);
}

std::string Database::query_text(std::string_view sql) {
  Statement s(*this, sql);
  if (!s.step()) throw StoreError(fmt::format("{}: no row from: {}", path_.string(), sql));
  return s.column_text(0);
}

std::int64_t Database::last_insert_id() const { return sqlite3_last_insert_rowid(db_); }
int Database::changes() const { return sqlite3_changes(db_); }
bool Database::in_transaction() const { return sqlite3_get_autocommit(db_) == 0; }

Statement::Statement(Database& db, std::string_view sql) : db_(db), sql_(sql) {
  EVOTUNE_SQLITE_CHECK(db_, sqlite3_prepare_v2(db_.handle(), sql_.c_str(), static_cast<int>(sql_.size()),
                                               &stmt_, nullptr),
                       sql_);
}

Statement::~Statement() {
  // sqlite3_finalize repeats the last step's error; that one was reported already.
  if (stmt_) sqlite3_finalize(stmt_);
}

Statement& Statement::bind(int index, std::int64_t v) {
  EVOTUNE_SQLITE_CHECK(db_, sqlite3_bind_int64(stmt_, index, v), sql_);
  return *this;
}

Statement& Statement::bind(int index, double v) {
  EVOTUNE_SQLITE_CHECK(db_, sqlite3_bind_double(stmt_, index, v), sql_);
  return *this;
}

Statement& Statement::bind(int index, std::string_view v) {
  EVOTUNE_SQLITE_CHECK(
      db_, sqlite3_bind_text64(stmt_, index, v.data(), v.size(), SQLITE_TRANSIENT, SQLITE_UTF8), sql_);
  return *this;
}

Statement& Statement::bind(int index, std::nullptr_t) {
  EVOTUNE_SQLITE_CHECK(db_, sqlite3_bind_null(stmt_, index), sql_);
  return *this;
}

Statement& Statement::bind_blob(int index, std::string_view bytes) {
  EVOTUNE_SQLITE_CHECK(db_, sqlite3_bind_blob64(stmt_, index, bytes.data(), bytes.size(), SQLITE_TRANSIENT),
                       sql_);
  return *this;
}

bool Statement::step() {
  int rc = sqlite3_step(stmt_);
  EVOTUNE_SQLITE_CHECK(db_, rc, sql_);
  return rc == SQLITE_ROW;
}

void Statement::run() {
  while (step()) {
  }
  reset();
}

void Statement::reset() {
  sqlite3_reset(stmt_);  // returns the last step's error, which step() reported
  EVOTUNE_SQLITE_CHECK(db_, sqlite3_clear_bindings(stmt_), sql_);
}

bool Statement::is_null(int column) const { return sqlite3_column_type(stmt_, column) == SQLITE_NULL; }
std::int64_t Statement::column_int(int column) const { return sqlite3_column_int64(stmt_, column); }
double Statement::column_double(int column) const { return sqlite3_column_double(stmt_, column); }

std::string Statement::column_text(int column) const {
  const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(stmt_, column));
  return text ? std::string(text, sqlite3_column_bytes(stmt_, column)) : std::string();
}

std::string Statement::column_blob(int column) const {
  const auto* data = static_cast<const char*>(sqlite3_column_blob(stmt_, column));
  return data ? std::string(data, sqlite3_column_bytes(stmt_, column)) : std::string();
}

std::optional<std::int64_t> Statement::column_opt_int(int column) const {
  if (is_null(column)) return std::nullopt;
  return column_int(column);
}

std::optional<double> Statement::column_opt_double(int column) const {
  if (is_null(column)) return std::nullopt;
  return column_double(column);
}

std::optional<std::string> Statement::column_opt_text(int column) const {
  if (is_null(column)) return std::nullopt;
  return column_text(column);
}

namespace {

// Test hook (see sqlite.hpp): EVOTUNE_TEST_SIGNAL_AT_COMMIT=N[:before][:stop].
struct SignalAtCommit {
  long at = 0;  // 0: off
  bool before = false;
  int signal = SIGKILL;
  std::atomic<long> commits{0};
  SignalAtCommit() {
    const char* v = std::getenv("EVOTUNE_TEST_SIGNAL_AT_COMMIT");
    if (!v || !*v) return;
    char* end = nullptr;
    at = std::strtol(v, &end, 10);
    const std::string_view rest = end;
    before = rest.find(":before") != std::string_view::npos;
    if (rest.find(":stop") != std::string_view::npos) signal = SIGSTOP;
  }
  // Called around each COMMIT: signals this process when the count is reached.
  void reached(bool committed) {
    if (at <= 0) return;
    const long n = committed ? commits.fetch_add(1) + 1 : commits.load() + 1;
    if (committed != before && n == at) std::raise(signal);
  }
};

SignalAtCommit& signal_at_commit() {
  static SignalAtCommit hook;
  return hook;
}

}  // namespace

Transaction::Transaction(Database& db) : db_(db) { db_.exec("BEGIN IMMEDIATE"); }

Transaction::~Transaction() {
  // SQLite may have rolled back already (e.g. after SQLITE_FULL); then there is nothing to undo.
  if (open_ && db_.in_transaction())
    EVOTUNE_SQLITE_CHECK_NOTHROW(db_, sqlite3_exec(db_.handle(), "ROLLBACK", nullptr, nullptr, nullptr),
                                 "ROLLBACK");
}

void Transaction::commit() {
  // Only the database file's commits count (not the in-memory schema the checks on open build).
  const bool counted = db_.path().string() != ":memory:";
  if (counted) signal_at_commit().reached(false);
  db_.exec("COMMIT");
  open_ = false;
  if (counted) signal_at_commit().reached(true);
}

}  // namespace evotune::store
