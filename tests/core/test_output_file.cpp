// core/output_file.hpp on real files: a set written whole or not at all, the
// targets it refuses, permissions and links kept, devices written in place;
// and core/printable.hpp, which escapes outside bytes for messages.
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/error.hpp"
#include "core/output_file.hpp"
#include "core/printable.hpp"

namespace evotune {
namespace {

namespace fs = std::filesystem;

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

void put(const fs::path& p, const std::string& text) { std::ofstream(p, std::ios::binary) << text; }

class OutputFileTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("evotune_output_" + std::to_string(::getpid()) + "_" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::vector<std::string> listing() const {
    std::vector<std::string> names;
    for (const auto& e : fs::directory_iterator(dir_)) names.push_back(e.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
  }
  // The message of the Error that `f` throws ("" when none).
  template <class F>
  static std::string error_of(F&& f) {
    try {
      f();
    } catch (const Error& e) {
      return e.what();
    }
    return "";
  }

  fs::path dir_;
};

TEST_F(OutputFileTest, WritesNewFilesAndReplacesOldOnesKeepingTheirPermissions) {
  put(dir_ / "a.cu", "old");
  fs::permissions(dir_ / "a.cu", fs::perms::owner_read | fs::perms::owner_write);
  const std::vector<OutputFile> files = {{dir_ / "a.cu", "new a"}, {dir_ / "b.json", "new b"}};
  write_output_files(files);
  EXPECT_EQ(slurp(dir_ / "a.cu"), "new a");
  EXPECT_EQ(slurp(dir_ / "b.json"), "new b");
  EXPECT_EQ(fs::status(dir_ / "a.cu").permissions() & fs::perms::all, fs::perms::owner_read | fs::perms::owner_write);
  EXPECT_EQ(listing(), (std::vector<std::string>{"a.cu", "b.json"}));
}

TEST_F(OutputFileTest, ASymbolicLinkStaysAndItsFileIsReplaced) {
  fs::create_directories(dir_ / "kernels");
  put(dir_ / "kernels" / "real.cu", "old");
  fs::create_symlink(dir_ / "kernels" / "real.cu", dir_ / "link.cu");
  write_output_file(dir_ / "link.cu", "new");
  EXPECT_TRUE(fs::is_symlink(dir_ / "link.cu"));
  EXPECT_EQ(slurp(dir_ / "kernels" / "real.cu"), "new");
}

TEST_F(OutputFileTest, ADeviceIsWrittenInPlace) {
  // Renaming over /dev/null would replace the device (as root): it is written, not replaced.
  EXPECT_NO_THROW(write_output_file("/dev/null", "anything"));
  struct stat st {};
  ASSERT_EQ(::stat("/dev/null", &st), 0);
  EXPECT_TRUE(S_ISCHR(st.st_mode));
}

TEST_F(OutputFileTest, RefusedTargetsChangeNothing) {
  put(dir_ / "keep.cu", "keep");
  const std::vector<std::pair<fs::path, std::string>> refused = {
      {dir_, "it is a folder"},
      {dir_ / "no" / "x.cu", "no folder"},
      {dir_ / "ro.cu", "the file is read-only"},
      {dir_ / "db.cu", "the file is an SQLite database"},
      {"", "no output file named"},
  };
  put(dir_ / "ro.cu", "read-only");
  fs::permissions(dir_ / "ro.cu", fs::perms::owner_read);
  put(dir_ / "db.cu", std::string("SQLite format 3\0", 16) + "pages");
  for (const auto& [path, why] : refused) {
    // Refused alone, and as part of a set whose other file is fine: the other file is not written either.
    const std::vector<OutputFile> set = {{dir_ / "keep.cu", "changed"}, {path, "x"}};
    const std::string message = error_of([&] { write_output_files(set); });
    EXPECT_NE(message.find(why), std::string::npos) << path << ": " << message;
    EXPECT_EQ(message, error_of([&] { check_output_target(path); })) << path;
  }
  EXPECT_EQ(slurp(dir_ / "keep.cu"), "keep");
  EXPECT_EQ(slurp(dir_ / "ro.cu"), "read-only");
  EXPECT_EQ(listing(), (std::vector<std::string>{"db.cu", "keep.cu", "ro.cu"}));
  // The same file twice, however named.
  const std::vector<OutputFile> twice = {{dir_ / "keep.cu", "a"}, {dir_ / "." / "keep.cu", "b"}};
  EXPECT_NE(error_of([&] { write_output_files(twice); }).find("are the same file"), std::string::npos);
  EXPECT_EQ(slurp(dir_ / "keep.cu"), "keep");
}

// A write that fails half-way (here past a file size limit, as on a full disk)
// leaves every target as it was and no temporary file. Run in a child: the
// limit is per process.
TEST_F(OutputFileTest, AFailedWriteLeavesTheOldSetAndNoTemporaryFile) {
  put(dir_ / "a.cu", "old a");
  put(dir_ / "b.json", "old b");
  const pid_t pid = ::fork();
  if (pid == 0) {
    std::signal(SIGXFSZ, SIG_IGN);
    const rlimit limit{1000, 1000};
    ::setrlimit(RLIMIT_FSIZE, &limit);
    const std::string small(500, 'b'), large(5000, 'a');
    const std::vector<OutputFile> files = {{dir_ / "b.json", small}, {dir_ / "a.cu", large}};
    std::string message;
    try {
      write_output_files(files);
    } catch (const Error& e) {
      message = e.what();
    }
    const bool ok = message.find("cannot write " + (dir_ / "a.cu").string() + ": File too large (the old file is kept)") !=
                    std::string::npos;
    ::_exit(ok ? 0 : 1);
  }
  int status = 0;
  ASSERT_EQ(::waitpid(pid, &status, 0), pid);
  ASSERT_TRUE(WIFEXITED(status));
  EXPECT_EQ(WEXITSTATUS(status), 0) << "the error did not name the file and the cause";
  EXPECT_EQ(slurp(dir_ / "a.cu"), "old a");
  EXPECT_EQ(slurp(dir_ / "b.json"), "old b");  // it fitted, but is not renamed without its pair
  EXPECT_EQ(listing(), (std::vector<std::string>{"a.cu", "b.json"}));
}

TEST(Printable, KeepsTextAndUtf8AndEscapesTheRest) {
  EXPECT_EQ(printable("mutation"), "mutation");
  EXPECT_EQ(printable("5.8 µs — ok"), "5.8 µs — ok");
  EXPECT_EQ(printable(std::string("a\0b", 3)), "a\\x00b");
  EXPECT_EQ(printable("\x1b[31mred\x7f"), "\\x1b[31mred\\x7f");
  EXPECT_EQ(printable("line\nnext\ttab"), "line\\x0anext\\x09tab");
  EXPECT_EQ(printable("line\nnext\ttab", 80, /*keep_line_breaks=*/true), "line\nnext\ttab");
  EXPECT_EQ(printable("\xff\xfe"), "\\xff\\xfe");                      // not UTF-8
  EXPECT_EQ(printable("\xc0\xaf"), "\\xc0\\xaf");                      // overlong '/'
  EXPECT_EQ(printable("\xed\xa0\x80"), "\\xed\\xa0\\x80");             // a surrogate
  EXPECT_EQ(printable("\xc2\x9b" "2J"), "\\xc2\\x9b2J");               // C1 CSI
  EXPECT_EQ(printable("cut \xe2\x82"), "cut \\xe2\\x82");              // a sequence cut short
  EXPECT_EQ(printable(std::string(100, 'x'), 10), std::string(10, 'x') + " ... (100 bytes)");
  EXPECT_EQ(printable(std::string(100, 'x'), 0), std::string(100, 'x'));
}

}  // namespace
}  // namespace evotune
