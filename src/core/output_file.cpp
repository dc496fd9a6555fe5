// Output files written whole or not at all (see output_file.hpp).
#include "core/output_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <memory>
#include <string>
#include <system_error>
#include <vector>

#include <fmt/format.h>

#include "core/error.hpp"

namespace evotune {
namespace {

namespace fs = std::filesystem;

// The first 16 bytes of every SQLite database file (the terminating NUL included).
constexpr char kSqliteHeader[16] = "SQLite format 3";

// What an output's target is.
struct Target {
  fs::path given;        // as the user named it, for messages
  fs::path path;         // the file that gets replaced (a symbolic link followed)
  bool exists = false;
  bool direct = false;   // a device or a pipe: written in place
  mode_t mode = 0;       // permissions of the existing file
};

bool starts_with_sqlite_header(const fs::path& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;  // unreadable: it cannot be a database that we could have opened either
  char head[sizeof kSqliteHeader] = {};
  std::size_t got = 0;
  while (got < sizeof head) {
    const ssize_t n = ::read(fd, head + got, sizeof head - got);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    got += static_cast<std::size_t>(n);
  }
  ::close(fd);
  return got == sizeof head && std::memcmp(head, kSqliteHeader, sizeof head) == 0;
}

Target inspect(const fs::path& given) {
  if (given.empty()) throw Error("no output file named");
  Target t;
  t.given = given;
  t.path = given;
  struct stat st {};
  if (::stat(given.c_str(), &st) == 0) {
    t.exists = true;
    if (S_ISDIR(st.st_mode)) throw Error(fmt::format("cannot write {}: it is a folder", given.string()));
    if (!S_ISREG(st.st_mode)) {
      t.direct = true;
      return t;
    }
    std::error_code ec;
    if (fs::is_symlink(given, ec)) {
      // The link stays; the file it points at is what the user means.
      if (fs::path resolved = fs::canonical(given, ec); !ec) t.path = resolved;
    }
    t.mode = st.st_mode & 07777;
    // No write bit at all counts as read-only even for root, who may write anyway.
    if ((st.st_mode & 0222) == 0 || ::access(t.path.c_str(), W_OK) != 0)
      throw Error(fmt::format("cannot write {}: the file is read-only, and an output does not replace it",
                              given.string()));
    if (starts_with_sqlite_header(t.path))
      throw Error(fmt::format("cannot write {}: the file is an SQLite database, and an output never replaces one",
                              given.string()));
  } else if (errno != ENOENT) {
    throw Error(fmt::format("cannot write {}: {}", given.string(), std::strerror(errno)));
  }
  const fs::path folder = t.path.has_parent_path() ? t.path.parent_path() : fs::path(".");
  std::error_code ec;
  if (!fs::is_directory(folder, ec))
    throw Error(fmt::format("cannot write {}: no folder {}", given.string(), folder.string()));
  return t;
}

// The file `p` names, however it was named.
fs::path identity(const fs::path& p) {
  std::error_code ec;
  const fs::path absolute = fs::absolute(p, ec);
  if (ec) return p.lexically_normal();
  const fs::path resolved = fs::weakly_canonical(absolute, ec);
  return ec ? absolute.lexically_normal() : resolved;
}

void write_all(int fd, std::string_view text) {
  while (!text.empty()) {
    const ssize_t n = ::write(fd, text.data(), text.size());
    if (n < 0) {
      if (errno == EINTR) continue;
      throw std::system_error(errno, std::generic_category());
    }
    text.remove_prefix(static_cast<std::size_t>(n));
  }
}

// A temporary file beside its target, removed unless committed.
class TempFile {
 public:
  explicit TempFile(const Target& target) : target_(target) {
    const fs::path folder = target.path.has_parent_path() ? target.path.parent_path() : fs::path(".");
    // O_EXCL: a name left by a killed process with our pid is skipped, never reused.
    for (int n = 0; fd_ < 0; ++n) {
      path_ = folder / fmt::format(".{}.{}-{}.tmp", target.path.filename().string(), ::getpid(), n);
      fd_ = ::open(path_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
      if (fd_ < 0 && (errno != EEXIST || n >= 100)) fail("cannot create a temporary file in " + folder.string());
    }
  }
  ~TempFile() {
    if (fd_ >= 0) ::close(fd_);
    if (!committed_) ::unlink(path_.c_str());
  }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;

  // Writes the whole text and flushes it to the disk.
  void write(std::string_view text) {
    if (target_.exists && ::fchmod(fd_, target_.mode) != 0) fail("cannot set its permissions");
    try {
      write_all(fd_, text);
    } catch (const std::system_error& e) {
      errno = e.code().value();
      fail("");
    }
    if (::fsync(fd_) != 0) fail("");
    const int fd = fd_;
    fd_ = -1;
    if (::close(fd) != 0) fail("");
  }

  void commit() {
    if (::rename(path_.c_str(), target_.path.c_str()) != 0) fail("cannot rename " + path_.string() + " to it");
    committed_ = true;
  }

 private:
  [[noreturn]] void fail(const std::string& what) const {
    const int e = errno;
    throw Error(fmt::format("cannot write {}: {}{}{}{}", target_.given.string(), what, what.empty() ? "" : ": ",
                            std::strerror(e), target_.exists ? " (the old file is kept)" : ""));
  }

  Target target_;
  fs::path path_;
  int fd_ = -1;
  bool committed_ = false;
};

void write_in_place(const Target& t, std::string_view text) {
  const int fd = ::open(t.path.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) throw Error(fmt::format("cannot write {}: {}", t.given.string(), std::strerror(errno)));
  try {
    write_all(fd, text);
  } catch (const std::system_error& e) {
    ::close(fd);
    throw Error(fmt::format("cannot write {}: {}", t.given.string(), std::strerror(e.code().value())));
  }
  ::close(fd);
}

void flush_folder(const fs::path& file) {
  const fs::path folder = file.has_parent_path() ? file.parent_path() : fs::path(".");
  const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  // Best effort: the renames are done; a failed flush of the folder matters only on a power loss.
  (void)::fsync(fd);
  ::close(fd);
}

}  // namespace

void check_output_target(const fs::path& path) { inspect(path); }

void write_output_files(std::span<const OutputFile> files) {
  std::vector<Target> targets;
  for (const OutputFile& f : files) {
    targets.push_back(inspect(f.path));
    for (std::size_t i = 0; i + 1 < targets.size(); ++i)
      if (same_file(targets[i].path, targets.back().path))
        throw Error(fmt::format("{} and {} are the same file", targets[i].given.string(), f.path.string()));
  }
  // Every file is on the disk under its temporary name before any target changes.
  std::vector<std::unique_ptr<TempFile>> temps(files.size());
  for (std::size_t i = 0; i < files.size(); ++i) {
    if (targets[i].direct) continue;
    temps[i] = std::make_unique<TempFile>(targets[i]);
    temps[i]->write(files[i].text);
  }
  std::string replaced;
  for (std::size_t i = 0; i < files.size(); ++i) {
    try {
      if (targets[i].direct)
        write_in_place(targets[i], files[i].text);
      else
        temps[i]->commit();
    } catch (const Error& e) {
      // Only a change to the folder under our feet gets here (the texts are all on the disk).
      if (replaced.empty()) throw;
      throw Error(fmt::format("{}; {} was written already", e.what(), replaced));
    }
    replaced += (replaced.empty() ? "" : ", ") + targets[i].given.string();
  }
  for (const Target& t : targets)
    if (!t.direct) flush_folder(t.path);
}

bool same_file(const fs::path& a, const fs::path& b) { return identity(a) == identity(b); }

void write_output_file(const fs::path& path, std::string_view text) {
  const OutputFile file{path, text};
  write_output_files(std::span<const OutputFile>(&file, 1));
}

}  // namespace evotune
