// Driver side of the GPU worker: spawn, talk over a socket, contain deaths
// and overruns (see worker_client.hpp).
#include "eval/worker_client.hpp"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstring>
#include <thread>

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include "core/error.hpp"

extern char** environ;

namespace evotune {
namespace {

constexpr std::size_t kStderrTailBytes = 4096;

double now_s() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

int remaining_ms(double deadline_s) {
  const double left = deadline_s - now_s();
  if (left <= 0) return 0;
  return static_cast<int>(std::min(left * 1000.0 + 1.0, 1e9));
}

std::string errno_text(const char* call) { return std::string(call) + ": " + std::strerror(errno); }

void close_fd(int& fd) noexcept {
  if (fd >= 0) ::close(fd);
  fd = -1;
}

}  // namespace

std::string describe_wait_status(int status) {
  if (WIFSIGNALED(status)) {
    const int sig = WTERMSIG(status);
    const char* name = strsignal(sig);
    return "killed by signal " + std::to_string(sig) + " (" + (name ? name : "?") + ")";
  }
  if (WIFEXITED(status)) return "exited with code " + std::to_string(WEXITSTATUS(status));
  return "stopped (wait status " + std::to_string(status) + ")";
}

// --- time limits ------------------------------------------------------------

double evaluate_time_limit_s(const MeasureSpec& m, std::optional<double> incumbent_us, std::size_t output_bytes,
                             const TimeLimitPolicy& p) {
  const double checked_calls = m.trials + m.verified_calls + 1.0;
  const double host_s = checked_calls * static_cast<double>(output_bytes) / p.host_bytes_per_s;
  if (!incumbent_us || !(*incumbent_us > 0)) return std::max(p.floor_s, p.no_incumbent_s) + host_s;
  const double per_call_us = *incumbent_us;
  const double timed_runs = planned_timed_runs(m, per_call_us);
  // warm-up + per trial (reference, two candidate runs) + timed runs + the check after timing
  const double launches = m.warmup + 3.0 * m.trials + timed_runs + 1.0;
  return std::max(p.floor_s, p.multiple * per_call_us * launches * 1e-6) + host_s;
}

double compare_time_limit_s(int rounds, int warmup, double slower_us, const TimeLimitPolicy& p) {
  if (!(slower_us > 0)) return std::max(p.floor_s, p.no_incumbent_s);
  const double launches = 2.0 * (rounds + warmup);
  return std::max(p.floor_s, p.multiple * slower_us * launches * 1e-6);
}

// --- the client --------------------------------------------------------------

std::vector<std::string> WorkerClient::default_argv(int device) {
  return {"/proc/self/exe", "worker", "--device", std::to_string(device)};
}

WorkerClient::WorkerClient(Options options) : options_(std::move(options)) {
  if (options_.argv.empty()) throw EvalError("worker client: empty worker command line");
}

WorkerClient::~WorkerClient() { stop(); }

void WorkerClient::spawn() {
  int channel[2];
  if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, channel) != 0)
    throw EvalError("worker client: " + errno_text("socketpair"));
  int err_pipe[2];
  if (::pipe2(err_pipe, O_CLOEXEC) != 0) {
    const std::string what = errno_text("pipe2");
    ::close(channel[0]);
    ::close(channel[1]);
    throw EvalError("worker client: " + what);
  }

  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  // dup2 clears close-on-exec on the targets, so only 0, 1, 2 reach the worker.
  posix_spawn_file_actions_adddup2(&actions, channel[1], STDIN_FILENO);
  posix_spawn_file_actions_adddup2(&actions, channel[1], STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&actions, err_pipe[1], STDERR_FILENO);

  std::vector<char*> argv;
  for (auto& a : options_.argv) argv.push_back(a.data());
  argv.push_back(nullptr);
  pid_t pid = -1;
  const int rc = options_.argv[0].find('/') == std::string::npos
                     ? ::posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), environ)
                     : ::posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  ::close(channel[1]);
  ::close(err_pipe[1]);
  if (rc != 0) {
    ::close(channel[0]);
    ::close(err_pipe[0]);
    throw EvalError("worker client: cannot start '" + options_.argv[0] + "': " + std::strerror(rc));
  }
  pid_ = pid;
  channel_fd_ = channel[0];
  stderr_fd_ = err_pipe[0];
  ::fcntl(channel_fd_, F_SETFL, ::fcntl(channel_fd_, F_GETFL) | O_NONBLOCK);
  ::fcntl(stderr_fd_, F_SETFL, ::fcntl(stderr_fd_, F_GETFL) | O_NONBLOCK);
  out_buffer_.clear();
  err_buffer_.clear();
  err_tail_.clear();
  ++starts_;
  spdlog::debug("{}: started pid {}", options_.log_prefix, pid_);
}

const WorkerHello& WorkerClient::start() {
  if (running() && hello_) return *hello_;
  spawn();
  std::string line;
  const double deadline = now_s() + options_.start_timeout_s;
  const ReadOutcome got = read_line(deadline, line);
  if (got == ReadOutcome::timeout) {
    kill_worker();
    throw EvalError(fmt::format("worker did not say hello within {:.1f} s", options_.start_timeout_s) +
                    (err_tail_.empty() ? "" : "; its stderr: " + err_tail_));
  }
  if (got == ReadOutcome::eof) {
    const std::string death = death_description();
    throw EvalError("worker " + death + " before its hello" + (err_tail_.empty() ? "" : "; its stderr: " + err_tail_));
  }
  WorkerHello hello;
  try {
    hello = decode_hello(line);
  } catch (const EvalError&) {
    kill_worker();
    throw;
  }
  if (!hello.ok) {
    stop();
    throw EvalError(hello.error);
  }
  hello_ = hello;
  return *hello_;
}

WorkerResult WorkerClient::run(const WorkerJob& job, double time_limit_s) {
  // A worker that died between jobs (nothing was running on it) is restarted
  // without blaming anyone.
  if (running()) {
    int status = 0;
    if (::waitpid(pid_, &status, WNOHANG) == pid_) {
      spdlog::warn("{}: pid {} {} while idle; restarting", options_.log_prefix, pid_, describe_wait_status(status));
      pid_ = -1;
      close_fd(channel_fd_);
      close_fd(stderr_fd_);
    }
  }
  start();

  const double deadline = now_s() + time_limit_s;
  WorkerResult result;
  result.id = job.id;
  if (!write_all(encode_job(job) + "\n", deadline)) {
    // Could not even hand the job over: the worker is dead or stuck reading.
    const bool overran = now_s() >= deadline;
    kill_worker();
    result.status = overran ? CandidateStatus::timeout : CandidateStatus::fault;
    result.reason = overran ? "the worker did not take the job within the time limit"
                            : "the worker died while taking the job";
    return result;
  }

  std::string line;
  switch (read_line(deadline, line)) {
    case ReadOutcome::line: {
      WorkerResult r = decode_result(line);
      if (r.id != job.id)
        throw EvalError("worker protocol: result for job " + std::to_string(r.id) + " while job " +
                        std::to_string(job.id) + " was running");
      if (r.exiting) {
        const std::string death = death_description();
        spdlog::debug("{}: worker {} after its last result", options_.log_prefix, death);
      }
      if (!r.tool_error.empty()) throw EvalError("worker: " + r.tool_error);
      return r;
    }
    case ReadOutcome::eof: {
      const std::string death = death_description();
      result.status = CandidateStatus::fault;
      result.reason = "worker " + death + " while running the job";
      if (!err_tail_.empty()) result.reason += "; its last stderr: " + err_tail_;
      return result;
    }
    case ReadOutcome::timeout:
      kill_worker();
      result.status = CandidateStatus::timeout;
      result.reason = fmt::format("ran past the time limit of {:.1f} s (worker killed)", time_limit_s);
      return result;
  }
  throw EvalError("worker client: unreachable");
}

void WorkerClient::stop() noexcept {
  if (!running()) return;
  try {
    WorkerJob bye;
    bye.kind = JobKind::shutdown;
    const double deadline = now_s() + 2.0;
    if (write_all(encode_job(bye) + "\n", deadline)) {
      std::string line;
      while (read_line(deadline, line) == ReadOutcome::line) {
      }
    }
  } catch (...) {
    // Falls through to the kill: stop() must not throw.
  }
  kill_worker();
}

WorkerClient::ReadOutcome WorkerClient::read_line(double deadline_s, std::string& line) {
  for (;;) {
    const auto nl = out_buffer_.find('\n');
    if (nl != std::string::npos) {
      line = out_buffer_.substr(0, nl);
      out_buffer_.erase(0, nl + 1);
      return ReadOutcome::line;
    }
    if (channel_fd_ < 0) return ReadOutcome::eof;
    pollfd fds[2] = {{channel_fd_, POLLIN, 0}, {stderr_fd_, POLLIN, 0}};
    const nfds_t nfds = stderr_fd_ >= 0 ? 2 : 1;
    const int wait_ms = remaining_ms(deadline_s);
    const int n = ::poll(fds, nfds, wait_ms);
    if (n < 0) {
      if (errno == EINTR) continue;
      throw EvalError("worker client: " + errno_text("poll"));
    }
    if (n == 0) {
      if (now_s() >= deadline_s) return ReadOutcome::timeout;
      continue;
    }
    if (nfds == 2 && fds[1].revents) pump_stderr(0);
    if (fds[0].revents) {
      char buf[65536];
      const ssize_t got = ::recv(channel_fd_, buf, sizeof buf, 0);
      if (got > 0) {
        out_buffer_.append(buf, static_cast<std::size_t>(got));
      } else if (got == 0 || (errno != EAGAIN && errno != EINTR)) {
        // The worker closed its end (died or exited): collect its last words.
        pump_stderr(200);
        return ReadOutcome::eof;
      }
    }
  }
}

bool WorkerClient::write_all(const std::string& data, double deadline_s) {
  std::size_t done = 0;
  while (done < data.size()) {
    const ssize_t sent = ::send(channel_fd_, data.data() + done, data.size() - done, MSG_NOSIGNAL | MSG_DONTWAIT);
    if (sent > 0) {
      done += static_cast<std::size_t>(sent);
      continue;
    }
    if (sent < 0 && errno == EINTR) continue;
    if (sent < 0 && errno != EAGAIN) return false;  // EPIPE, ECONNRESET: the worker is gone
    // The socket is full: wait for room, keeping the worker's stderr drained.
    pollfd fds[2] = {{channel_fd_, POLLOUT, 0}, {stderr_fd_, POLLIN, 0}};
    const nfds_t nfds = stderr_fd_ >= 0 ? 2 : 1;
    const int n = ::poll(fds, nfds, remaining_ms(deadline_s));
    if (n < 0 && errno != EINTR) return false;
    if (n == 0 && now_s() >= deadline_s) return false;
    if (n > 0 && nfds == 2 && fds[1].revents) pump_stderr(0);
    if (n > 0 && (fds[0].revents & (POLLERR | POLLHUP))) return false;
  }
  return true;
}

void WorkerClient::pump_stderr(int timeout_ms) {
  const double deadline = now_s() + timeout_ms / 1000.0;
  while (stderr_fd_ >= 0) {
    char buf[8192];
    const ssize_t got = ::read(stderr_fd_, buf, sizeof buf);
    if (got > 0) {
      err_buffer_.append(buf, static_cast<std::size_t>(got));
      std::size_t nl;
      while ((nl = err_buffer_.find('\n')) != std::string::npos) {
        const std::string text = err_buffer_.substr(0, nl);
        err_buffer_.erase(0, nl + 1);
        spdlog::debug("{}[{}]: {}", options_.log_prefix, pid_, text);
        err_tail_ += text;
        err_tail_ += '\n';
      }
      if (err_tail_.size() > kStderrTailBytes) err_tail_.erase(0, err_tail_.size() - kStderrTailBytes);
      continue;
    }
    if (got == 0) {  // the worker's stderr closed
      if (!err_buffer_.empty()) {
        err_tail_ += err_buffer_;
        err_buffer_.clear();
      }
      close_fd(stderr_fd_);
      break;
    }
    if (errno == EINTR) continue;
    if (errno != EAGAIN) {
      close_fd(stderr_fd_);
      break;
    }
    const int left = remaining_ms(deadline);
    if (left <= 0) break;
    pollfd fd{stderr_fd_, POLLIN, 0};
    ::poll(&fd, 1, left);
  }
  while (!err_tail_.empty() && err_tail_.back() == '\n') err_tail_.pop_back();
}

std::string WorkerClient::death_description() {
  if (pid_ <= 0) return "was not running";
  // The worker closed its output; give it a moment to finish exiting.
  int status = 0;
  pid_t got = 0;
  for (int i = 0; i < 200; ++i) {  // up to 2 s
    got = ::waitpid(pid_, &status, WNOHANG);
    if (got != 0) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  std::string text;
  if (got == pid_) {
    text = describe_wait_status(status);
  } else {
    ::kill(pid_, SIGKILL);
    ::waitpid(pid_, &status, 0);
    text = "closed its output and was killed";
  }
  pump_stderr(0);
  spdlog::debug("{}: pid {} {}", options_.log_prefix, pid_, text);
  pid_ = -1;
  close_fd(channel_fd_);
  close_fd(stderr_fd_);
  return text;
}

void WorkerClient::kill_worker() noexcept {
  if (pid_ > 0) {
    ::kill(pid_, SIGKILL);
    int status = 0;
    while (::waitpid(pid_, &status, 0) < 0 && errno == EINTR) {
    }
    spdlog::debug("{}: killed pid {}", options_.log_prefix, pid_);
  }
  pid_ = -1;
  close_fd(channel_fd_);
  close_fd(stderr_fd_);
  out_buffer_.clear();
}

}  // namespace evotune
