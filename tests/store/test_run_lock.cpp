// One writer per database: the run lock (flock on <db>.lock) refuses a second
// holder with who holds it, and a holder killed outright leaves nothing that
// blocks the next. Two real processes (fork), a real lock file.
#include <gtest/gtest.h>

#include <csignal>
#include <fstream>

#include <sys/wait.h>
#include <unistd.h>

#include "store/run_lock.hpp"

namespace fs = std::filesystem;
using namespace evotune;
using namespace evotune::store;

namespace {

class RunLockTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("evotune_lock_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path db() const { return dir_ / "sub" / "x.db"; }
  fs::path dir_;
};

std::string refusal(const fs::path& db, const std::string& command) {
  try {
    RunLock lock(db, command);
  } catch (const StoreError& e) {
    return e.what();
  }
  return "(no refusal)";
}

}  // namespace

TEST_F(RunLockTest, ASecondHolderIsRefusedWithTheFirstsPidHostCommandAndStart) {
  std::string first_text;
  {
    RunLock first(db(), "evotune run experiments/s512.yaml");
    EXPECT_EQ(first.path(), dir_ / "sub" / "x.db.lock");
    EXPECT_TRUE(fs::exists(first.path())) << "the folder is made too";
    const std::string why = refusal(db(), "evotune run other.yaml");
    EXPECT_NE(why.find(db().string() + " is in use by another `evotune run` (pid " + std::to_string(::getpid()) +
                       " on host "),
              std::string::npos)
        << why;
    EXPECT_NE(why.find("running since 20"), std::string::npos) << why;
    EXPECT_NE(why.find("`evotune run experiments/s512.yaml`"), std::string::npos) << why;
    EXPECT_NE(why.find("give this run another --db"), std::string::npos) << why;
    EXPECT_EQ(why.find('\n'), std::string::npos) << why;
  }
  // Released: the next one takes it, and the file stays.
  RunLock next(db(), "evotune run other.yaml");
  EXPECT_TRUE(fs::exists(run_lock_path(db())));
}

TEST_F(RunLockTest, AHolderKilledOutrightLeavesNoStaleLock) {
  int ready[2];
  ASSERT_EQ(::pipe(ready), 0);
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    ::close(ready[0]);
    try {
      RunLock lock(db(), "evotune run held.yaml");
      const char ok = 'y';
      if (::write(ready[1], &ok, 1) != 1) ::_exit(3);
      ::pause();  // until killed
    } catch (...) {
      ::_exit(4);
    }
    ::_exit(0);
  }
  ::close(ready[1]);
  char got = 0;
  ASSERT_EQ(::read(ready[0], &got, 1), 1) << "the child did not take the lock";
  ::close(ready[0]);
  const std::string why = refusal(db(), "evotune run mine.yaml");
  EXPECT_NE(why.find("(pid " + std::to_string(child) + " on host "), std::string::npos) << why;
  EXPECT_NE(why.find("`evotune run held.yaml`"), std::string::npos) << why;

  ASSERT_EQ(::kill(child, SIGKILL), 0);
  int status = 0;
  ASSERT_EQ(::waitpid(child, &status, 0), child);
  EXPECT_TRUE(WIFSIGNALED(status));
  // The lock file still names the dead holder, but the kernel released its lock.
  std::ifstream in(run_lock_path(db()));
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  EXPECT_NE(text.find("pid " + std::to_string(child)), std::string::npos) << text;
  RunLock mine(db(), "evotune run mine.yaml");
  std::ifstream again(run_lock_path(db()));
  std::string now((std::istreambuf_iterator<char>(again)), std::istreambuf_iterator<char>());
  EXPECT_NE(now.find("pid " + std::to_string(::getpid())), std::string::npos) << now;
  EXPECT_NE(now.find("command evotune run mine.yaml"), std::string::npos) << now;
}

TEST_F(RunLockTest, ALockFileThatCannotBeMadeIsNamed) {
  fs::create_directories(dir_);
  std::ofstream(dir_ / "file") << "not a folder";
  const std::string why = refusal(dir_ / "file" / "x.db", "evotune run");
  EXPECT_NE(why.find("cannot create the folder " + (dir_ / "file").string()), std::string::npos) << why;
}
