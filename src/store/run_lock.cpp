// The run lock of a database (see run_lock.hpp).
#include "store/run_lock.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <sstream>

#include <fmt/format.h>

#include "core/utc_time.hpp"

namespace evotune::store {

namespace {

std::string host_name() {
  char name[256] = {};
  if (::gethostname(name, sizeof name - 1) != 0) return "?";
  return name;
}

// The holder's text: "pid 123\nhost ci-7\nsince 2026-11-24T10:00:00Z\ncommand evotune run x.yaml\n".
std::string holder_text(std::string_view command) {
  return fmt::format("pid {}\nhost {}\nsince {}\ncommand {}\n", ::getpid(), host_name(), utc_now("%Y-%m-%dT%H:%M:%SZ"), command);
}

// "pid 123 on host ci-7, running since 2026-11-24T10:00:00Z: `evotune run x.yaml`"
std::string describe_holder(int fd) {
  std::string text;
  char buffer[4096];
  for (off_t at = 0;;) {
    const ssize_t n = ::pread(fd, buffer, sizeof buffer, at);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    text.append(buffer, static_cast<std::size_t>(n));
    at += n;
  }
  std::string pid, host, since, command;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    const auto space = line.find(' ');
    if (space == std::string::npos) continue;
    const std::string key = line.substr(0, space), value = line.substr(space + 1);
    if (key == "pid") pid = value;
    if (key == "host") host = value;
    if (key == "since") since = value;
    if (key == "command") command = value;
  }
  if (pid.empty()) return "a process that has not recorded itself yet";
  return fmt::format("pid {} on host {}, running since {}: `{}`", pid, host.empty() ? "?" : host,
                     since.empty() ? "?" : since, command);
}

}  // namespace

std::filesystem::path run_lock_path(const std::filesystem::path& db) {
  std::filesystem::path p = db;
  p += ".lock";
  return p;
}

RunLock::RunLock(const std::filesystem::path& db, std::string_view command) : path_(run_lock_path(db)) {
  if (path_.has_parent_path()) {
    std::error_code ec;
    std::filesystem::create_directories(path_.parent_path(), ec);
    if (ec)
      throw StoreError(fmt::format("{}: cannot create the folder {}: {}", db.string(), path_.parent_path().string(),
                                   ec.message()));
  }
  fd_ = ::open(path_.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd_ < 0)
    throw StoreError(fmt::format("{}: cannot open the run lock {}: {}", db.string(), path_.string(),
                                 std::strerror(errno)));
  int rc;
  while ((rc = ::flock(fd_, LOCK_EX | LOCK_NB)) != 0 && errno == EINTR) {
  }
  if (rc != 0) {
    const int err = errno;
    const std::string holder = err == EWOULDBLOCK ? describe_holder(fd_) : std::string();
    ::close(fd_);
    fd_ = -1;
    if (err == EWOULDBLOCK)
      throw StoreError(fmt::format(
          "{} is in use by another `evotune run` ({}); one run writes to a database at a time: wait for it to "
          "finish or stop it, or give this run another --db",
          db.string(), holder));
    throw StoreError(fmt::format("{}: cannot lock {}: {}", db.string(), path_.string(), std::strerror(err)));
  }
  const std::string text = holder_text(command);
  const bool truncated = ::ftruncate(fd_, 0) == 0;
  const ssize_t written = truncated ? ::pwrite(fd_, text.data(), text.size(), 0) : -1;
  if (written != static_cast<ssize_t>(text.size())) {
    const std::string why = written >= 0 ? "short write" : std::strerror(errno);
    ::close(fd_);
    fd_ = -1;
    throw StoreError(fmt::format("{}: cannot write the run lock {}: {}", db.string(), path_.string(), why));
  }
}

RunLock::~RunLock() {
  if (fd_ < 0) return;
  // Who held it is history now; the next holder writes itself in.
  if (::ftruncate(fd_, 0) != 0) {
    // Nothing to do: the text is read only while the lock is held, and closing releases it.
  }
  ::close(fd_);
}

}  // namespace evotune::store
