// Test helper: run a shell command and collect what it printed.
#pragma once

#include <sys/wait.h>

#include <cstdio>
#include <string>
#include <utility>

namespace evotune::test_support {

/// Runs `command` through the shell, stderr folded into stdout; returns
/// (exit code, -1 when it did not exit normally; the output).
inline std::pair<int, std::string> run_shell(const std::string& command) {
  std::string out;
  FILE* p = popen((command + " 2>&1").c_str(), "r");
  if (!p) return {-1, "popen failed"};
  char buf[4096];
  while (std::size_t n = std::fread(buf, 1, sizeof buf, p)) out.append(buf, n);
  const int status = pclose(p);
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out};
}

}  // namespace evotune::test_support
