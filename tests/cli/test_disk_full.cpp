// A full disk, for real: a 1 MiB tmpfs filled to the last byte, then
// `evotune export` (a .cu with its launch JSON) and `evotune report` onto files
// that are there already. They must fail with one line, keep the old files and
// leave no temporary file; with room made, the same commands succeed (so the
// full disk was the only cause). The tmpfs is mounted in a private mount
// namespace of a child process (as root, or through a user namespace where the
// kernel allows one), so nothing outlives the test. Where neither is allowed
// the test is skipped, saying why; tests/cli/test_data_safety.cpp covers the
// same paths with a file size limit, which needs no privilege.
//
// Its own binary: a skip here must not make ctest count other tests as skipped.
#include <fcntl.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "report_fixture.hpp"

namespace evotune {
namespace {

namespace fs = std::filesystem;
using report_testing::ScratchDir;
using report_testing::slurp;

constexpr int kCannotMount = 77;

void put(const fs::path& p, const std::string& text) {
  std::ofstream out(p, std::ios::binary | std::ios::trunc);
  out << text;
}

bool write_text(const fs::path& p, const std::string& text) {
  const int fd = ::open(p.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return false;
  const bool ok = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
  return ::close(fd) == 0 && ok;
}

// A private mount namespace for this (child) process: plain when we may
// (root with CAP_SYS_ADMIN), else inside a new user namespace. Returns "" or
// why neither worked.
std::string enter_private_mount_namespace() {
  if (::unshare(CLONE_NEWNS) == 0) return "";
  const std::string as_root = std::strerror(errno);
  const uid_t uid = ::getuid();
  const gid_t gid = ::getgid();
  if (::unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0)
    return "unshare(CLONE_NEWNS): " + as_root + "; unshare(CLONE_NEWUSER | CLONE_NEWNS): " + std::strerror(errno);
  if (!write_text("/proc/self/setgroups", "deny") || !write_text("/proc/self/uid_map", fmt::format("0 {} 1", uid)) ||
      !write_text("/proc/self/gid_map", fmt::format("0 {} 1", gid)))
    return std::string("cannot map ids in the user namespace: ") + std::strerror(errno);
  return "";
}

// The checks, run in the child inside its namespace. Each failure is a line of
// `report`; returns 0 when there was none.
int check_full_disk(const fs::path& scratch, const fs::path& small, std::ofstream& report) {
  int failures = 0;
  const auto check = [&](bool ok, const std::string& what) {
    if (!ok) {
      report << "FAILED: " << what << "\n";
      ++failures;
    }
  };
  const auto evotune = [&](const std::string& args) {
    const std::string cmd = std::string(EVOTUNE_BINARY) + " " + args + " >" + (scratch / "stdout.txt").string() +
                            " 2>" + (scratch / "stderr.txt").string();
    const int status = std::system(cmd.c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  };
  const fs::path cu = small / "best.cu", sidecar = small / "best.json", html = small / "report.html";
  put(cu, "old kernel");
  put(sidecar, "old launch");
  put(html, "old report");
  // Fill every last byte.
  {
    const int fd = ::open((small / "filler").c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
    const std::string block(4096, 'f');
    while (::write(fd, block.data(), block.size()) > 0) {
    }
    const std::string byte(1, 'f');
    while (::write(fd, byte.data(), 1) > 0) {
    }
    check(errno == ENOSPC, std::string("filling the tmpfs ended with ") + std::strerror(errno));
    ::close(fd);
  }
  const auto listing = [&] {
    std::vector<std::string> names;
    for (const auto& e : fs::directory_iterator(small)) names.push_back(e.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
  };
  const std::vector<std::string> old_files = {"best.cu", "best.json", "filler", "report.html"};

  const std::string export_args =
      "export experiments/s512_scalar.yaml --params 'BLOCK_M=64,BLOCK_N=64,NUM_WARPS=4,ROWS_PER_THREAD=2,PAD=2' -o " +
      cu.string() + " --launch-json " + sidecar.string();
  const std::string report_args = "report s512_scalar --db " + report_testing::committed_replay_fixture().string() +
                                  " -o " + html.string();
  for (const std::string& args : {export_args, report_args}) {
    const int code = evotune(args);
    const std::string err = slurp(scratch / "stderr.txt");
    check(code == 1, fmt::format("exit code {} (expected 1) of evotune {}: {}", code, args, err));
    check(err.find("No space left on device") != std::string::npos, "the message says why: " + err);
    check(slurp(cu) == "old kernel", "the old .cu is kept: " + slurp(cu).substr(0, 200));
    check(slurp(sidecar) == "old launch", "the old launch JSON is kept: " + slurp(sidecar).substr(0, 200));
    check(slurp(html) == "old report", "the old report is kept: " + slurp(html).substr(0, 200));
    check(listing() == old_files, "no temporary file is left");
  }
  // With room, the same commands succeed.
  fs::remove(small / "filler");
  for (const std::string& args : {export_args, report_args}) {
    const int code = evotune(args);
    check(code == 0, fmt::format("with room: exit code {} of evotune {}: {}", code, args,
                                 slurp(scratch / "stderr.txt")));
  }
  check(slurp(cu).find("#define BLOCK_M 64") != std::string::npos, "with room: the new .cu is written");
  check(slurp(sidecar).find("\"source_file\": \"best.cu\"") != std::string::npos,
        "with room: the new launch JSON is written");
  check(slurp(html).find("<html") != std::string::npos, "with room: the new report is written");
  return failures == 0 ? 0 : 1;
}

TEST(DiskFull, ExportAndReportKeepTheOldFilesOnAFullTmpfs) {
  ScratchDir dir("disk_full");
  const fs::path small = dir / "small";
  fs::create_directories(small);
  const fs::path report_file = dir / "report.txt";
  const pid_t pid = ::fork();
  if (pid == 0) {
    std::ofstream report(report_file);
    std::string why = enter_private_mount_namespace();
    // Mounts made here must not propagate back to the test's namespace.
    if (why.empty() && ::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0)
      why = std::string("mount --make-rprivate /: ") + std::strerror(errno);
    if (why.empty() && ::mount("tmpfs", small.c_str(), "tmpfs", 0, "size=1m") != 0)
      why = std::string("mount -t tmpfs: ") + std::strerror(errno);
    if (!why.empty()) {
      report << why << "\n";
      report.close();
      ::_exit(kCannotMount);
    }
    const int code = check_full_disk(dir.path(), small, report);
    report.close();
    ::_exit(code);
  }
  int status = 0;
  ASSERT_EQ(::waitpid(pid, &status, 0), pid);
  ASSERT_TRUE(WIFEXITED(status)) << "the child died: " << slurp(report_file);
  if (WEXITSTATUS(status) == kCannotMount)
    GTEST_SKIP() << "cannot mount a small tmpfs here (needs root or user namespaces): " << slurp(report_file);
  EXPECT_EQ(WEXITSTATUS(status), 0) << slurp(report_file);
  // Nothing of the tmpfs is visible here, and nothing was written to the folder beneath it.
  EXPECT_TRUE(fs::is_empty(small));
}

}  // namespace
}  // namespace evotune
