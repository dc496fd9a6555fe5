// Contained compiles: each NVRTC compile runs in a child process with a
// wall-time limit (the protocol is described in compiler.hpp).
#include "eval/compiler.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/file.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/error.hpp"
#include "eval/worker_protocol.hpp"

extern char** environ;

namespace evotune {

namespace fs = std::filesystem;
using json = nlohmann::json;

namespace {

constexpr const char* kSourceFile = "source.cu";
constexpr const char* kRequestFile = "request.json";
constexpr const char* kCubinFile = "cubin.bin";
constexpr const char* kLogFile = "log.txt";
constexpr const char* kResultFile = "result.json";
constexpr const char* kErrorFile = "error.txt";
constexpr const char* kChildOutputFile = "child-output.txt";
constexpr int kChildToolError = 3;  // the child hit an EvalError: error.txt says which

std::string read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  if (!in) throw EvalError(fmt::format("cannot read {}", p.string()));
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string read_file_if_exists(const fs::path& p) {
  std::error_code ec;
  if (!fs::exists(p, ec)) return {};
  return read_file(p);
}

void write_file(const fs::path& p, std::string_view bytes) {
  std::ofstream out(p, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  out.close();
  if (!out) throw EvalError(fmt::format("cannot write {}", p.string()));
}

/// Written under a temporary name and renamed, so a reader never sees half a file.
void write_file_atomically(const fs::path& p, std::string_view bytes) {
  fs::path tmp = p;
  tmp += ".tmp";
  write_file(tmp, bytes);
  std::error_code ec;
  fs::rename(tmp, p, ec);
  if (ec) throw EvalError(fmt::format("cannot rename {} to {}: {}", tmp.string(), p.string(), ec.message()));
}

// Exchange folders are $TMPDIR/evotune-compiling-XXXXXX. Each one's owner holds
// an flock on it while it exists; a process killed outright cannot remove its
// folders, so the next process to compile removes those whose lock is free.
// (Folders named otherwise, e.g. by older builds, are left alone: their owners
// hold no lock, so a free lock would not mean a dead owner.)
constexpr std::string_view kFolderPrefix = "evotune-compiling-";

fs::path temp_base() {
  const char* base = std::getenv("TMPDIR");
  return base && *base ? fs::path(base) : fs::path("/tmp");
}

// Removes `dir` when its owner is gone. Best effort, errors ignored: a folder
// that cannot be opened or removed is someone else's, or gone already.
void remove_if_abandoned(const fs::path& dir) {
  const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0) return;
  if (::flock(fd, LOCK_EX | LOCK_NB) == 0) {
    std::error_code ec;
    fs::remove_all(dir, ec);
  }
  ::close(fd);
}

// Once per process and temp folder.
void sweep_once(const fs::path& base) {
  static std::mutex mutex;
  static std::set<fs::path> swept;
  std::lock_guard lock(mutex);
  if (!swept.insert(base).second) return;
  std::error_code ec;
  for (fs::directory_iterator it(base, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (name.size() == kFolderPrefix.size() + 6 && name.starts_with(kFolderPrefix)) remove_if_abandoned(it->path());
  }
}

/// A private temp folder, locked while it exists and removed with everything
/// in it when this goes away.
class TempDir {
 public:
  TempDir() {
    const fs::path base = temp_base();
    sweep_once(base);
    while (true) {
      std::string pattern = (base / fmt::format("{}XXXXXX", kFolderPrefix)).string();
      if (!mkdtemp(pattern.data()))
        throw EvalError(fmt::format("mkdtemp({}) failed: {}", pattern, std::strerror(errno)));
      fd_ = ::open(pattern.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
      if (fd_ < 0) throw EvalError(fmt::format("cannot open {}: {}", pattern, std::strerror(errno)));
      int rc;
      while ((rc = ::flock(fd_, LOCK_EX)) != 0 && errno == EINTR) {
      }
      if (rc != 0) {
        const int err = errno;
        ::close(fd_);
        throw EvalError(fmt::format("cannot lock {}: {}", pattern, std::strerror(err)));
      }
      // Another process's sweep may have taken it between mkdtemp and flock: then it is gone; make another.
      struct stat st{};
      if (::fstat(fd_, &st) == 0 && st.st_nlink > 0) {
        path_ = pattern;
        return;
      }
      ::close(fd_);
    }
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path_, ec);  // best effort: a folder left behind is removed by the next sweep
    ::close(fd_);               // releases the lock
  }
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
  int fd_ = -1;
};

fs::path resolve_helper(const CompilerSettings& settings) {
  if (!settings.helper.empty()) return settings.helper;
  std::error_code ec;
  std::string self = fs::read_symlink("/proc/self/exe", ec).string();
  // A rebuilt binary shows as "... (deleted)"; /proc/self/exe still executes the running one.
  constexpr std::string_view kDeleted = " (deleted)";
  if (self.ends_with(kDeleted)) self.resize(self.size() - kDeleted.size());
  if (!ec && fs::path(self).filename() == "evotune") return "/proc/self/exe";
  if (const char* env = std::getenv("EVOTUNE_COMPILE_HELPER"); env && *env) return env;
  throw EvalError(fmt::format(
      "compiles run in a child `evotune {}`, but this program ({}) is not evotune: "
      "set CompilerSettings::helper or EVOTUNE_COMPILE_HELPER to the evotune binary",
      kCompileChildCommand, ec ? std::string("unknown") : self));
}

std::string signal_name(int sig) {
  switch (sig) {
    case SIGSEGV: return "SIGSEGV";
    case SIGABRT: return "SIGABRT";
    case SIGBUS: return "SIGBUS";
    case SIGFPE: return "SIGFPE";
    case SIGILL: return "SIGILL";
    case SIGKILL: return "SIGKILL";
    case SIGTERM: return "SIGTERM";
    default: return fmt::format("signal {}", sig);
  }
}

/// Owns a spawned child until it has been reaped (kills it if abandoned).
class Child {
 public:
  Child(const fs::path& helper, const fs::path& dir) {
    std::string exe = helper.string();
    std::string cmd(kCompileChildCommand);
    std::string dir_arg = dir.string();
    std::string out = (dir / kChildOutputFile).string();
    char* argv[] = {exe.data(), cmd.data(), dir_arg.data(), nullptr};

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    posix_spawn_file_actions_adddup2(&actions, STDOUT_FILENO, STDERR_FILENO);
    // The child needs nothing else of ours (e.g. a GPU worker's pipes, which must see EOF when it dies).
    posix_spawn_file_actions_addclosefrom_np(&actions, STDERR_FILENO + 1);
    int rc = posix_spawn(&pid_, exe.c_str(), &actions, nullptr, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    if (rc != 0) throw EvalError(fmt::format("cannot start compile helper {}: {}", exe, std::strerror(rc)));
    // A pidfd lets us sleep in poll() until the child exits or the limit passes.
    pidfd_ = static_cast<int>(syscall(SYS_pidfd_open, pid_, 0));
  }

  ~Child() {
    if (pid_ > 0) {
      ::kill(pid_, SIGKILL);
      int status = 0;
      while (waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
      }
    }
    if (pidfd_ >= 0) ::close(pidfd_);
  }
  Child(const Child&) = delete;
  Child& operator=(const Child&) = delete;

  /// Waits until the child exits (returns its wait status) or `limit` passes (returns nullopt).
  std::optional<int> wait_for(std::chrono::steady_clock::time_point deadline) {
    while (true) {
      int status = 0;
      pid_t r = waitpid(pid_, &status, WNOHANG);
      if (r == pid_) {
        pid_ = -1;
        return status;
      }
      if (r < 0 && errno != EINTR) throw EvalError(fmt::format("waitpid failed: {}", std::strerror(errno)));
      auto now = std::chrono::steady_clock::now();
      if (now >= deadline) return std::nullopt;
      auto left_ms = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - now).count() + 1;
      if (pidfd_ >= 0) {
        pollfd p{pidfd_, POLLIN, 0};
        ::poll(&p, 1, static_cast<int>(std::min<long long>(left_ms, 1000)));
      } else {  // kernels before 5.3: poll the child's state
        std::this_thread::sleep_for(std::chrono::milliseconds(std::min<long long>(left_ms, 5)));
      }
    }
  }

  /// Kills and reaps the child.
  void kill() {
    if (pid_ <= 0) return;
    ::kill(pid_, SIGKILL);
    int status = 0;
    while (waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
    }
    pid_ = -1;
  }

 private:
  pid_t pid_ = -1;
  int pidfd_ = -1;
};

std::string tail(const std::string& s, std::size_t n) { return s.size() <= n ? s : "..." + s.substr(s.size() - n); }

}  // namespace

std::string_view compile_status_name(CompileStatus s) {
  switch (s) {
    case CompileStatus::ok: return "ok";
    case CompileStatus::compile_error: return "compile_error";
    case CompileStatus::compile_timeout: return "compile_timeout";
  }
  return "?";
}

void remove_abandoned_compile_folders() { sweep_once(temp_base()); }

CompileResult compile_candidate(const CompileRequest& request, const CompilerSettings& settings) {
  const fs::path helper = resolve_helper(settings);
  TempDir dir;
  write_file(dir.path() / kSourceFile, request.source);
  json req = {{"name", request.name}, {"options", request.options}, {"arch", request.arch}};
  req["include_dirs"] = json::array();
  for (const auto& d : request.include_dirs) req["include_dirs"].push_back(d.string());
  write_file(dir.path() / kRequestFile, req.dump(-1, ' ', false, json::error_handler_t::replace));

  const auto start = std::chrono::steady_clock::now();
  const auto deadline =
      start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(
                  settings.time_limit_s));
  Child child(helper, dir.path());
  std::optional<int> status = child.wait_for(deadline);
  if (!status) child.kill();
  const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  CompileResult result;
  result.wall_seconds = wall;
  result.nvrtc_options = nvrtc_option_list(request);
  if (!status) {
    result.status = CompileStatus::compile_timeout;
    result.message = fmt::format("compile time limit {} s exceeded (abandoned after {:.1f} s)", settings.time_limit_s,
                                 wall);
    return result;
  }
  const std::string child_output = read_file_if_exists(dir.path() / kChildOutputFile);
  if (WIFSIGNALED(*status)) {
    result.status = CompileStatus::compile_timeout;
    result.message = "nvrtc crashed: " + signal_name(WTERMSIG(*status));
    result.log = child_output;
    return result;
  }
  const int code = WIFEXITED(*status) ? WEXITSTATUS(*status) : -1;
  if (code == kChildToolError) throw EvalError(read_file(dir.path() / kErrorFile));
  const fs::path result_file = dir.path() / kResultFile;
  std::error_code ec;
  if (code != 0 || !fs::exists(result_file, ec))
    throw EvalError(fmt::format("compile helper `{} {}` exited with code {} without a result{}{}", helper.string(),
                                kCompileChildCommand, code, child_output.empty() ? "" : ": ",
                                tail(child_output, 2000)));

  json res = json::parse(read_file(result_file));
  const std::string st = res.at("status").get<std::string>();
  result.status = st == "ok" ? CompileStatus::ok : CompileStatus::compile_error;
  result.message = res.value("message", "");
  result.nvrtc_seconds = res.value("nvrtc_seconds", 0.0);
  result.nvrtc_options = res.at("nvrtc_options").get<std::vector<std::string>>();
  result.log = read_file(dir.path() / kLogFile);
  if (result.status == CompileStatus::ok) result.cubin = read_file(dir.path() / kCubinFile);
  result.ptxas = parse_ptxas_log(result.log);
  return result;
}

std::string encode_compile_request(const CompileRequest& request) {
  json j = {{"source", request.source}, {"name", request.name}, {"options", request.options}, {"arch", request.arch}};
  j["include_dirs"] = json::array();
  for (const auto& d : request.include_dirs) j["include_dirs"].push_back(d.string());
  return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

CompileRequest decode_compile_request(std::string_view line) {
  try {
    const json j = json::parse(line);
    CompileRequest r;
    r.source = j.at("source").get<std::string>();
    r.name = j.at("name").get<std::string>();
    r.options = j.at("options").get<std::vector<std::string>>();
    r.arch = j.at("arch").get<std::string>();
    for (const auto& d : j.at("include_dirs")) r.include_dirs.emplace_back(d.get<std::string>());
    return r;
  } catch (const json::exception& e) {
    throw EvalError(std::string("a compile request from another rank is malformed: ") + e.what());
  }
}

std::string encode_compile_result(const CompileResult& result) {
  const json j = {{"status", std::string(compile_status_name(result.status))},
                  {"cubin", base64_encode(result.cubin)},
                  {"log", result.log},
                  {"nvrtc_options", result.nvrtc_options},
                  {"wall_seconds", result.wall_seconds},
                  {"nvrtc_seconds", result.nvrtc_seconds},
                  {"message", result.message}};
  return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

CompileResult decode_compile_result(std::string_view line) {
  try {
    const json j = json::parse(line);
    CompileResult r;
    const std::string status = j.at("status").get<std::string>();
    if (status == "ok")
      r.status = CompileStatus::ok;
    else if (status == "compile_error")
      r.status = CompileStatus::compile_error;
    else if (status == "compile_timeout")
      r.status = CompileStatus::compile_timeout;
    else
      throw EvalError("a compile result from another rank has status '" + status + "'");
    r.cubin = base64_decode(j.at("cubin").get<std::string>());
    r.log = j.at("log").get<std::string>();
    r.nvrtc_options = j.at("nvrtc_options").get<std::vector<std::string>>();
    r.wall_seconds = j.at("wall_seconds").get<double>();
    r.nvrtc_seconds = j.at("nvrtc_seconds").get<double>();
    r.message = j.at("message").get<std::string>();
    r.ptxas = parse_ptxas_log(r.log);
    return r;
  } catch (const json::exception& e) {
    throw EvalError(std::string("a compile result from another rank is malformed: ") + e.what());
  }
}

int compile_child_main(const fs::path& dir) {
  // Die with the parent: an abandoned compile must not keep running.
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (const char* fault = std::getenv("EVOTUNE_TEST_COMPILE_CHILD_FAULT")) {  // test hook, see compiler.hpp
    std::string_view f = fault;
    if (f == "segv") {
      signal(SIGSEGV, SIG_DFL);  // past any handler (AddressSanitizer's would turn it into exit(1))
      raise(SIGSEGV);
    }
    if (f == "abort") std::abort();
    if (f == "hang")
      while (true) pause();
    if (f == "exit") _exit(7);
  }
  try {
    json req = json::parse(read_file(dir / kRequestFile));
    CompileRequest request;
    request.source = read_file(dir / kSourceFile);
    request.name = req.at("name").get<std::string>();
    request.options = req.at("options").get<std::vector<std::string>>();
    request.arch = req.at("arch").get<std::string>();
    for (const auto& d : req.at("include_dirs")) request.include_dirs.emplace_back(d.get<std::string>());

    CompileResult r = compile_in_process(request);
    write_file(dir / kLogFile, r.log);
    if (r.status == CompileStatus::ok) write_file(dir / kCubinFile, r.cubin);
    json res = {{"status", std::string(compile_status_name(r.status))},
                {"message", r.message},
                {"nvrtc_seconds", r.nvrtc_seconds},
                {"nvrtc_options", r.nvrtc_options}};
    write_file_atomically(dir / kResultFile, res.dump(-1, ' ', false, json::error_handler_t::replace));
    return 0;
  } catch (const std::exception& e) {
    try {
      write_file(dir / kErrorFile, e.what());
    } catch (...) {
    }
    std::fprintf(stderr, "%s\n", e.what());
    return kChildToolError;
  }
}

}  // namespace evotune
