// One writer per database: `evotune run` holds an advisory lock (flock) on
// `<db>.lock` for as long as it runs, and a second run on the same database
// is refused with who holds it (pid, host, command, since when).
//
// The kernel drops an flock when its holder exits, however it ends (kill -9
// included), so a lock is never stale: the file stays beside the database,
// and its text (the holder) is read only while the lock is held. Readers
// (leaderboard, show, export, report) take no lock: SQLite's WAL lets them
// read while a run writes.
#pragma once

#include <filesystem>
#include <string>
#include <string_view>

#include "core/error.hpp"

namespace evotune::store {

/// `<db>.lock`, e.g. db/evotune.db.lock.
std::filesystem::path run_lock_path(const std::filesystem::path& db);

class RunLock {
 public:
  /// Takes the lock of `db` (creating the lock file and its folder when
  /// missing) and records this process as its holder, with `command` (the
  /// command line). Throws StoreError naming the holder when another process
  /// has it, or naming the lock file when it cannot be made or written.
  RunLock(const std::filesystem::path& db, std::string_view command);
  /// Releases the lock (the file stays).
  ~RunLock();
  RunLock(const RunLock&) = delete;
  RunLock& operator=(const RunLock&) = delete;

  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
  int fd_ = -1;
};

}  // namespace evotune::store
