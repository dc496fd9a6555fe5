// Running a baseline's command and reading its output (see baseline_command.hpp).
#include "eval/baseline_command.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <set>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/printable.hpp"
#include "core/shape_set.hpp"
#include "eval/worker_client.hpp"

extern char** environ;

namespace evotune::eval {

namespace {

using nlohmann::json;

constexpr std::size_t kMaxOutputBytes = 16u << 20;
constexpr std::size_t kStderrTailBytes = 2000;

// "baseline 'cudnn_sdpa' (command `python3 ...`)": who a message is about.
std::string who(const BaselineCommand& b) {
  return fmt::format("baseline '{}' (command `{}`)", b.name, printable(b.command, 200));
}

std::string shape_text(const ProblemValues& shape) { return "{" + shape_key(shape) + "}"; }

// A shape object of the output as problem values; throws the message's tail.
ProblemValues read_shape(const json& j, const std::string& at) {
  if (!j.is_object()) throw std::runtime_error(at + ".shape is " + std::string(j.type_name()) + "; expected an object of problem sizes, e.g. {\"B\": 2}");
  ProblemValues shape;
  for (const auto& [key, value] : j.items()) {
    if (value.is_number_integer())
      shape.emplace_back(key, Value(value.get<std::int64_t>()));
    else if (value.is_number_float())
      shape.emplace_back(key, Value(value.get<double>()));
    else if (value.is_string())
      shape.emplace_back(key, Value(value.get<std::string>()));
    else
      throw std::runtime_error(at + ".shape." + key + " is " + value.type_name() + "; expected a number or a name");
  }
  return shape;
}

double positive_number(const json& entry, const char* key, const std::string& at, bool zero_ok) {
  const auto it = entry.find(key);
  if (it == entry.end()) throw std::runtime_error(at + " has no '" + key + "'");
  if (!it->is_number()) throw std::runtime_error(at + "." + key + " is " + it->type_name() + "; expected a number");
  const double v = it->get<double>();
  if (!std::isfinite(v) || v < 0 || (!zero_ok && v == 0))
    throw std::runtime_error(fmt::format("{}.{} is {}; expected a {} number", at, key, it->dump(),
                                         zero_ok ? "non-negative" : "positive"));
  return v;
}

std::string nonempty_text(const json& entry, const char* key, const std::string& at, const char* example) {
  const auto it = entry.find(key);
  if (it == entry.end()) throw std::runtime_error(at + " has no '" + key + "' (" + example + ")");
  if (!it->is_string() || it->get<std::string>().empty())
    throw std::runtime_error(at + "." + key + " is " + it->dump() + "; expected a non-empty string (" + example + ")");
  return it->get<std::string>();
}

}  // namespace

std::string baseline_command_input(const Experiment& e) {
  nlohmann::ordered_json shapes = nlohmann::ordered_json::array();
  for (const ShapeSpec& s : e.shapes) {
    nlohmann::ordered_json shape = nlohmann::ordered_json::object();  // the file's order of sizes
    for (const auto& [name, value] : s.problem) {
      if (value.is_int())
        shape[name] = value.as_int();
      else if (value.is_float())
        shape[name] = value.as_double();
      else
        shape[name] = value.as_string();
    }
    shapes.push_back(std::move(shape));
  }
  return nlohmann::ordered_json{{"experiment", e.name}, {"shapes", std::move(shapes)}}.dump() + "\n";
}

std::vector<MeasuredBaseline> parse_baseline_output(const Experiment& e, const BaselineCommand& b,
                                                    std::string_view output) {
  json doc;
  try {
    doc = json::parse(output);
  } catch (const json::parse_error& x) {
    std::string start(output.substr(0, 200));
    while (!start.empty() && std::isspace(static_cast<unsigned char>(start.back()))) start.pop_back();
    throw EvalError(fmt::format("{} printed no JSON ({}); its output starts: {}", who(b), x.what(),
                                start.empty() ? "(nothing)" : printable(start, 200)));
  }
  std::vector<MeasuredBaseline> out;
  try {
    if (!doc.is_array())
      throw std::runtime_error(std::string("the output is a JSON ") + doc.type_name() +
                               "; expected a list of {shape, time_us, rel_norm, device, method}");
    if (doc.empty()) throw std::runtime_error("the output is an empty list: no shape was measured");
    std::set<std::size_t> seen;
    for (std::size_t i = 0; i < doc.size(); ++i) {
      const json& entry = doc[i];
      const std::string at = fmt::format("entry {}", i);
      if (!entry.is_object())
        throw std::runtime_error(at + " is " + entry.type_name() + "; expected an object");
      for (const auto& [key, value] : entry.items())
        if (key != "shape" && key != "time_us" && key != "rel_norm" && key != "device" && key != "method")
          throw std::runtime_error(at + " has unknown key '" + key + "'; expected shape, time_us, rel_norm, device, method");
      std::size_t shape_index = 0;
      if (auto it = entry.find("shape"); it != entry.end()) {
        const ProblemValues shape = read_shape(*it, at);
        std::vector<std::size_t> matching;
        for (std::size_t s = 0; s < e.shapes.size(); ++s)
          if (shape_matches(e.shapes[s].problem, shape)) matching.push_back(s);
        if (matching.empty()) throw std::runtime_error(at + ": shape " + shape_text(shape) + " is no shape of the experiment");
        if (matching.size() > 1)
          throw std::runtime_error(fmt::format("{}: shape {} matches {} shapes of the set; name every key that tells them apart",
                                               at, shape_text(shape), matching.size()));
        shape_index = matching.front();
      } else if (e.shapes.size() > 1) {
        throw std::runtime_error(at + " has no 'shape'; a shape set's baseline names the shape of each time");
      }
      if (!seen.insert(shape_index).second)
        throw std::runtime_error(at + ": shape " + shape_text(e.shapes[shape_index].problem) + " appears twice");
      MeasuredBaseline m;
      m.experiment = e.name;
      m.shape = e.shape_set ? shape_key(e.shapes[shape_index].problem) : std::string();
      m.name = b.name;
      m.time_us = positive_number(entry, "time_us", at, /*zero_ok=*/false);
      if (entry.contains("rel_norm") && !entry["rel_norm"].is_null())
        m.rel_norm = positive_number(entry, "rel_norm", at, /*zero_ok=*/true);
      m.device = nonempty_text(entry, "device", at, "the GPU it ran on, e.g. \"NVIDIA H200\"");
      m.method = nonempty_text(entry, "method", at, "how it was timed, e.g. \"cuda events per call\"");
      m.command = b.command;
      out.push_back(std::move(m));
    }
  } catch (const std::runtime_error& x) {
    throw EvalError(fmt::format("{} printed unusable output: {}", who(b), printable(x.what(), 400)));
  }
  return out;
}

namespace {

// A child process under /bin/sh -c, in its own process group, with stdout and
// stderr read through pipes; the group is killed when this goes away.
class ShellChild {
 public:
  ShellChild(const BaselineCommand& b, const std::filesystem::path& folder, const std::string& input) {
    // stdin: a temporary file holding the input, so that writing it never waits on the child.
    std::FILE* in = std::tmpfile();
    if (!in) throw EvalError(fmt::format("{}: cannot make a temporary file: {}", who(b), std::strerror(errno)));
    struct CloseFile {
      std::FILE* f;
      ~CloseFile() { std::fclose(f); }
    } close_in{in};
    if (std::fwrite(input.data(), 1, input.size(), in) != input.size() || std::fflush(in) != 0 ||
        ::lseek(::fileno(in), 0, SEEK_SET) != 0)
      throw EvalError(fmt::format("{}: cannot write its input: {}", who(b), std::strerror(errno)));
    int out[2], err[2];
    if (::pipe2(out, O_CLOEXEC) != 0) throw EvalError(fmt::format("{}: pipe2: {}", who(b), std::strerror(errno)));
    if (::pipe2(err, O_CLOEXEC) != 0) {
      ::close(out[0]);
      ::close(out[1]);
      throw EvalError(fmt::format("{}: pipe2: {}", who(b), std::strerror(errno)));
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, ::fileno(in), STDIN_FILENO);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, err[1], STDERR_FILENO);
    const std::string dir = folder.string();
    posix_spawn_file_actions_addchdir_np(&actions, dir.c_str());
    posix_spawnattr_t attr;
    posix_spawnattr_init(&attr);
    posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETPGROUP);
    posix_spawnattr_setpgroup(&attr, 0);
    std::string sh = "/bin/sh", dash_c = "-c", command = b.command;
    char* argv[] = {sh.data(), dash_c.data(), command.data(), nullptr};
    const int rc = ::posix_spawn(&pid_, sh.c_str(), &actions, &attr, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
    ::close(out[1]);
    ::close(err[1]);
    out_fd_ = out[0];
    err_fd_ = err[0];
    if (rc != 0) {
      pid_ = -1;
      throw EvalError(fmt::format("{}: cannot start /bin/sh in {}: {}", who(b), dir, std::strerror(rc)));
    }
  }
  ~ShellChild() {
    if (pid_ > 0) {
      ::kill(-pid_, SIGKILL);
      if (!reaped_) ::waitpid(pid_, nullptr, 0);
    } else if (pgid_ > 0) {
      ::kill(-pgid_, SIGKILL);  // what the shell left running
    }
    if (out_fd_ >= 0) ::close(out_fd_);
    if (err_fd_ >= 0) ::close(err_fd_);
  }
  ShellChild(const ShellChild&) = delete;
  ShellChild& operator=(const ShellChild&) = delete;

  std::string out, err;
  bool too_much = false;
  int status = 0;

  /// Reads until the shell exits (true) or `deadline` passes (false).
  bool wait(std::chrono::steady_clock::time_point deadline) {
    while (true) {
      if (!reaped_) {
        const pid_t r = ::waitpid(pid_, &status, WNOHANG);
        if (r == pid_) reaped_ = true;
      }
      if (reaped_) {
        // Everything it wrote is in the pipes now; what it started may hold them open.
        drain(false);
        pgid_ = pid_;
        pid_ = -1;
        return true;
      }
      const auto left = deadline - std::chrono::steady_clock::now();
      if (left <= std::chrono::steady_clock::duration::zero()) return false;
      const int ms = static_cast<int>(
          std::clamp<long long>(std::chrono::duration_cast<std::chrono::milliseconds>(left).count() + 1, 1, 50));
      pollfd fds[2] = {{out_fd_, POLLIN, 0}, {err_fd_, POLLIN, 0}};
      const int n = ::poll(fds, 2, ms);  // a closed one (-1) is left out; none open: a wait for the exit
      if (n < 0 && errno != EINTR) return false;
      if (n > 0) drain(true);
      if (too_much) return true;
    }
  }

 private:
  // Reads what is there without waiting: with `once`, one read per pipe (so that
  // a child that writes without end cannot keep us past the deadline), else
  // until nothing is left (after the child exited).
  void drain(bool once) {
    for (int* fd : {&out_fd_, &err_fd_}) {
      if (*fd < 0) continue;
      const int flags = ::fcntl(*fd, F_GETFL);
      ::fcntl(*fd, F_SETFL, flags | O_NONBLOCK);
      char buf[65536];
      while (true) {
        const ssize_t got = ::read(*fd, buf, sizeof buf);
        if (got == 0) {
          ::close(*fd);
          *fd = -1;
          break;
        }
        if (got < 0) break;  // EAGAIN: nothing more now
        std::string& into = fd == &out_fd_ ? out : err;
        into.append(buf, static_cast<std::size_t>(got));
        if (fd == &err_fd_ && err.size() > 4 * kStderrTailBytes) err.erase(0, err.size() - kStderrTailBytes);
        if (out.size() > kMaxOutputBytes) {
          too_much = true;
          return;
        }
        if (once) break;
      }
    }
  }

  pid_t pid_ = -1;
  pid_t pgid_ = -1;
  bool reaped_ = false;
  int out_fd_ = -1, err_fd_ = -1;
};

std::string stderr_tail(const std::string& err) {
  std::string tail = err.size() > kStderrTailBytes ? err.substr(err.size() - kStderrTailBytes) : err;
  while (!tail.empty() && (tail.back() == '\n' || tail.back() == ' ')) tail.pop_back();
  return printable(tail, kStderrTailBytes, /*keep_line_breaks=*/true);
}

}  // namespace

BaselineCommandResult run_baseline_command(const Experiment& e, const BaselineCommand& b) {
  const std::filesystem::path folder = e.file.has_parent_path() ? e.file.parent_path() : std::filesystem::path(".");
  ShellChild child(b, folder, baseline_command_input(e));
  const auto limit = std::chrono::duration_cast<std::chrono::steady_clock::duration>(
      std::chrono::duration<double>(b.timeout_s));
  const bool exited = child.wait(std::chrono::steady_clock::now() + limit);
  const std::string tail = stderr_tail(child.err);
  const std::string said = tail.empty() ? "" : "; its stderr ends: " + tail;
  if (child.too_much)
    throw EvalError(fmt::format("{} printed more than {} MiB; expected a JSON list of times", who(b), kMaxOutputBytes >> 20));
  if (!exited)
    throw EvalError(fmt::format("{} ran past its time limit of {:g} s (timeout_s) and was killed{}", who(b), b.timeout_s,
                                said));
  if (!WIFEXITED(child.status) || WEXITSTATUS(child.status) != 0)
    throw EvalError(fmt::format("{} {}{}", who(b), describe_wait_status(child.status), said));
  BaselineCommandResult r;
  r.measured = parse_baseline_output(e, b, child.out);
  r.stderr_tail = tail;
  for (const ShapeSpec& s : e.shapes) {
    const std::string key = e.shape_set ? shape_key(s.problem) : std::string();
    if (std::none_of(r.measured.begin(), r.measured.end(), [&](const MeasuredBaseline& m) { return m.shape == key; }))
      r.unmeasured.push_back(shape_key(s.problem));
  }
  return r;
}

}  // namespace evotune::eval
