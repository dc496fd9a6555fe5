// No command destroys data (issue 13), through the real evotune binary: an
// output never replaces the database in use, an SQLite file or a read-only
// file; a write that fails (a file size limit stands in for a full disk: it
// needs no root) keeps the old file, and the .cu with its launch JSON is
// written as a pair or not at all; a damaged database is refused with a
// message naming it, in printable bytes and without source paths; read
// commands create nothing beside the database; a killed process's compile
// folder does not outlive the next process. The disk-full case on a real small
// file system is tests/cli/test_disk_full.cpp.
#include <poll.h>
#include <signal.h>
#include <sqlite3.h>
#include <sys/inotify.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "report_fixture.hpp"

namespace evotune {
namespace {

namespace fs = std::filesystem;
using report_testing::CliResult;
using report_testing::ScratchDir;
using report_testing::slurp;

// The seed of experiments/s512_scalar.yaml: its .cu is about 11 KiB, its launch JSON about 3 KiB.
const std::string kExportPoint =
    "export experiments/s512_scalar.yaml --params 'BLOCK_M=64,BLOCK_N=64,NUM_WARPS=4,ROWS_PER_THREAD=2,PAD=2'";
// The replay fixture's experiment.
const std::string kExperiment = "s512_scalar";

void put(const fs::path& p, const std::string& text) {
  std::ofstream out(p, std::ios::binary | std::ios::trunc);
  out << text;
}

void exec_sql(const fs::path& db, const std::string& sql) {
  sqlite3* handle = nullptr;
  ASSERT_EQ(sqlite3_open(db.c_str(), &handle), SQLITE_OK);
  char* message = nullptr;
  const int rc = sqlite3_exec(handle, sql.c_str(), nullptr, nullptr, &message);
  const std::string text = message ? message : "";
  sqlite3_free(message);
  sqlite3_close(handle);
  ASSERT_EQ(rc, SQLITE_OK) << text;
}

// The names in `folder`, sorted.
std::vector<std::string> listing(const fs::path& folder) {
  std::vector<std::string> names;
  for (const auto& e : fs::directory_iterator(folder)) names.push_back(e.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

// Runs `evotune ARGS` through the shell with extra environment variables and,
// when given, a file size limit (RLIMIT_FSIZE, bytes) set in the child. The
// limit makes every write past it fail as a full disk would, without root.
CliResult run_with(const fs::path& scratch, const std::string& args,
                   const std::vector<std::pair<std::string, std::string>>& env = {},
                   std::optional<rlim_t> file_size_limit = std::nullopt) {
  const fs::path out = scratch / "stdout.txt", err = scratch / "stderr.txt";
  const std::string cmd = std::string(EVOTUNE_BINARY) + " " + args + " >" + out.string() + " 2>" + err.string();
  const pid_t pid = ::fork();
  if (pid == 0) {
    for (const auto& [name, value] : env) ::setenv(name.c_str(), value.c_str(), 1);
    if (file_size_limit) {
      const rlimit limit{*file_size_limit, *file_size_limit};
      if (::setrlimit(RLIMIT_FSIZE, &limit) != 0) ::_exit(126);
    }
    ::execl("/bin/sh", "sh", "-c", cmd.c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  int status = 0;
  ::waitpid(pid, &status, 0);
  CliResult r;
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.out = slurp(out);
  r.err = slurp(err);
  return r;
}

class DataSafety : public ::testing::Test {
 protected:
  void SetUp() override {
    fs::create_directories(data_);
    fs::copy_file(report_testing::committed_replay_fixture(), db_);
  }
  CliResult evotune(const std::string& args) { return report_testing::run_evotune(dir_.path(), args); }
  std::string db_opt() const { return " --db " + db_.string(); }

  ScratchDir dir_{"data_safety"};
  const fs::path data_ = dir_ / "data";  // the database alone: nothing else may appear here
  const fs::path db_ = data_ / "X.db";
};

TEST_F(DataSafety, AnOutputNeverReplacesTheDatabaseInUse) {
  const std::string before = slurp(db_);
  // The commands, and the database reached by another name. (The library export writes
  // NAME.cu/.h/.json: the standalone .cu is the export whose -o names the file; the library's
  // files are checked in AnExportedLibraryFileNeverReplacesTheDatabaseInUse.)
  for (const std::string& output : {db_.string(), (data_ / "." / "X.db").string()}) {
    for (const std::string& command :
         {"export " + kExperiment + " --best --unchecked --standalone", "report " + kExperiment}) {
      const CliResult r = evotune(command + db_opt() + " -o " + output);
      EXPECT_EQ(r.exit_code, 1) << command;
      EXPECT_NE(r.err.find("cannot write " + output + ": it is the database in use (--db " + db_.string() + ")"),
                std::string::npos)
          << r.err;
    }
  }
  fs::create_symlink(db_, dir_ / "link.db");
  const CliResult via_link = evotune("report " + kExperiment + db_opt() + " -o " + (dir_ / "link.db").string());
  EXPECT_EQ(via_link.exit_code, 1) << via_link.err;
  // SQLite's files beside it hold committed data too (-wal) or decide what is (-journal): refused even when absent.
  for (const char* suffix : {"-wal", "-shm", "-journal"}) {
    const CliResult r = evotune(kExportPoint + " --standalone" + db_opt() + " -o " + db_.string() + suffix);
    EXPECT_EQ(r.exit_code, 1) << suffix;
    EXPECT_NE(r.err.find("it is a file of the database in use"), std::string::npos) << r.err;
  }
  EXPECT_EQ(slurp(db_), before);
  EXPECT_EQ(listing(data_), std::vector<std::string>{"X.db"});
}

// A database named like one of the library's files: the set is refused whole, nothing written.
TEST_F(DataSafety, AnExportedLibraryFileNeverReplacesTheDatabaseInUse) {
  const fs::path lib = dir_ / "lib";
  fs::create_directories(lib);
  const fs::path db = lib / "attn.json";
  fs::copy_file(db_, db);
  const std::string before = slurp(db);
  const CliResult r =
      evotune("export " + kExperiment + " --best --unchecked --db " + db.string() + " -o " + (lib / "attn").string());
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_NE(r.err.find("cannot write " + db.string() + ": it is the database in use"), std::string::npos) << r.err;
  EXPECT_EQ(slurp(db), before);
  EXPECT_EQ(listing(lib), std::vector<std::string>{"attn.json"});
}

TEST_F(DataSafety, AnOutputNeverReplacesAnySqliteFile) {
  // Not the database in use (--db names another): recognised by its header, whatever its name.
  const fs::path other = dir_ / "results.cu";
  fs::copy_file(db_, other);
  const std::string before = slurp(other);
  const CliResult r = evotune(kExportPoint + db_opt() + " -o " + other.string());
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("cannot write " + other.string() + ": the file is an SQLite database"), std::string::npos)
      << r.err;
  const CliResult sidecar =
      evotune(kExportPoint + db_opt() + " -o " + (dir_ / "k.cu").string() + " --launch-json " + other.string());
  EXPECT_EQ(sidecar.exit_code, 1);
  EXPECT_FALSE(fs::exists(dir_ / "k.cu"));  // the pair is refused as a whole
  const CliResult report = evotune("report " + kExperiment + db_opt() + " -o " + other.string());
  EXPECT_EQ(report.exit_code, 1);
  EXPECT_EQ(slurp(other), before);
}

TEST_F(DataSafety, ReportDoesNotReplaceAReadOnlyFile) {
  const fs::path html = dir_ / "report.html";
  put(html, "the old report");
  fs::permissions(html, fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
  const CliResult r = evotune("report " + kExperiment + db_opt() + " -o " + html.string());
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("cannot write " + html.string() + ": the file is read-only"), std::string::npos) << r.err;
  EXPECT_EQ(slurp(html), "the old report");
  EXPECT_EQ(fs::status(html).permissions() & fs::perms::all,
            fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
  // Made writable, it is replaced, and keeps the permissions it has.
  fs::permissions(html, fs::perms::owner_write, fs::perm_options::add);
  const CliResult again = evotune("report " + kExperiment + db_opt() + " -o " + html.string());
  ASSERT_EQ(again.exit_code, 0) << again.err;
  EXPECT_NE(slurp(html).find("<html"), std::string::npos);
  EXPECT_EQ(fs::status(html).permissions() & fs::perms::all,
            fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read | fs::perms::others_read);
}

TEST_F(DataSafety, ExportThatCannotWriteKeepsTheOldFile) {
  const fs::path cu = dir_ / "best.cu";
  put(cu, "the old kernel");
  const CliResult r = run_with(dir_.path(), kExportPoint + " -o " + cu.string(), {}, 8192);
  EXPECT_EQ(r.exit_code, 1) << r.err;  // an error, not death by SIGXFSZ
  EXPECT_NE(r.err.find("cannot write " + cu.string() + ": File too large (the old file is kept)"),
            std::string::npos)
      << r.err;
  EXPECT_EQ(slurp(cu), "the old kernel");
  // No temporary file is left beside it.
  EXPECT_EQ(listing(dir_.path()), (std::vector<std::string>{"best.cu", "data", "stderr.txt", "stdout.txt"}));
}

TEST_F(DataSafety, TheSourceAndItsLaunchJsonAreWrittenAsAPairOrNotAtAll) {
  const fs::path cu = dir_ / "best.cu", sidecar = dir_ / "best.json";
  put(cu, "old kernel");
  put(sidecar, "old launch");
  // The JSON (about 3 KiB) fits under the limit, the .cu (about 11 KiB) does not.
  const CliResult r =
      run_with(dir_.path(), kExportPoint + " -o " + cu.string() + " --launch-json " + sidecar.string(), {}, 8192);
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_EQ(slurp(cu), "old kernel");
  EXPECT_EQ(slurp(sidecar), "old launch");
  EXPECT_EQ(listing(dir_.path()),
            (std::vector<std::string>{"best.cu", "best.json", "data", "stderr.txt", "stdout.txt"}));
  // Without the limit both change together.
  const CliResult ok = evotune(kExportPoint + " -o " + cu.string() + " --launch-json " + sidecar.string());
  ASSERT_EQ(ok.exit_code, 0) << ok.err;
  EXPECT_NE(slurp(cu).find("#define BLOCK_M 64"), std::string::npos);
  EXPECT_NE(slurp(sidecar).find("\"source_file\": \"best.cu\""), std::string::npos) << slurp(sidecar);
  // One file named twice is not a pair.
  const CliResult twice = evotune(kExportPoint + " -o " + cu.string() + " --launch-json " + cu.string());
  EXPECT_EQ(twice.exit_code, 1);
  EXPECT_NE(twice.err.find("are the same file"), std::string::npos) << twice.err;
}

TEST_F(DataSafety, ReportThatCannotWriteKeepsTheOldFile) {
  const fs::path html = dir_ / "report.html";
  put(html, "the old report");
  const CliResult r = run_with(dir_.path(), "report " + kExperiment + db_opt() + " -o " + html.string(), {}, 65536);
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_NE(r.err.find("cannot write " + html.string() + ": File too large"), std::string::npos) << r.err;
  EXPECT_EQ(slurp(html), "the old report");
}

TEST_F(DataSafety, AMissingTableIsRefusedByEveryReadCommand) {
  exec_sql(db_, "DROP TABLE comparisons");
  for (const std::string& command : {std::string("leaderboard"), "leaderboard " + kExperiment, std::string("show 3"),
                                     "export " + kExperiment + " --best --unchecked", "report " + kExperiment}) {
    const CliResult r = evotune(command + db_opt());
    EXPECT_EQ(r.exit_code, 1) << command << "\n" << r.out;
    EXPECT_NE(r.err.find(db_.string() + ": table 'comparisons' is missing"), std::string::npos)
        << command << "\n" << r.err;
  }
}

TEST_F(DataSafety, ADamagedRowNamesTheDatabaseInPrintableBytes) {
  // What a corrupted page did: bytes that are no origin at all, escape sequences included.
  exec_sql(db_,
           "PRAGMA ignore_check_constraints = ON; "
           "UPDATE candidates SET origin = CAST(X'00FF1B5B316D0A7F' || zeroblob(300) AS TEXT) WHERE id = 7");
  const CliResult r = evotune("leaderboard " + kExperiment + db_opt());
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find(db_.string() + ": candidate 7 has an unknown origin '\\x00\\xff\\x1b[1m\\x0a\\x7f"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find(" ... (308 bytes)"), std::string::npos) << r.err;  // cut short
  for (char raw : {'\0', '\x1b', '\x7f'}) EXPECT_EQ(r.err.find(raw), std::string::npos) << int(raw);
  EXPECT_EQ(r.err.find("\xff"), std::string::npos);
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;  // one line
}

TEST_F(DataSafety, ErrorsShowNoSourcePathsUnlessVerbose) {
  // A file with SQLite's header and nothing of a database behind it.
  put(db_, std::string("SQLite format 3\0", 16) + std::string(4096, 'x'));
  const CliResult r = evotune("leaderboard" + db_opt());
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("evotune: error: " + db_.string() + ": file is not a database (SQLITE_NOTADB)"),
            std::string::npos)
      << r.err;
  for (const char* internal : {"sqlite.cpp", "SQL:", "sqlite3_", "src/"})
    EXPECT_EQ(r.err.find(internal), std::string::npos) << internal << "\n" << r.err;
  // -v shows where and what: for the developer.
  const CliResult verbose = evotune("leaderboard -v" + db_opt());
  EXPECT_EQ(verbose.exit_code, 1);
  EXPECT_NE(verbose.err.find("store/sqlite.cpp:"), std::string::npos) << verbose.err;
  EXPECT_NE(verbose.err.find("SQL: PRAGMA schema_version"), std::string::npos) << verbose.err;
}

TEST_F(DataSafety, ReadCommandsCreateNothingBesideTheDatabase) {
  const std::vector<std::string> commands = {"leaderboard",
                                             "leaderboard " + kExperiment,
                                             "show 3",
                                             "export " + kExperiment + " --best --unchecked",
                                             "report " + kExperiment,
                                             "validate experiments/s512_scalar.yaml",
                                             "doctor"};
  for (const std::string& command : commands) {
    // A mistyped --db: no folder appears, and a command that reads it says which file is missing.
    const fs::path typo = dir_ / "tpyo" / "deeper" / "evotune.db";
    const CliResult missing = evotune(command + " --db " + typo.string());
    EXPECT_FALSE(fs::exists(dir_ / "tpyo")) << command;
    if (command.rfind("validate", 0) != 0 && command != "doctor") {
      EXPECT_EQ(missing.exit_code, 1) << command;
      EXPECT_NE(missing.err.find(typo.string() + ": no such database"), std::string::npos) << missing.err;
    }
    // An existing database: no log file, no -wal or -shm, nothing.
    const CliResult r = evotune(command + db_opt());
    if (command != "doctor") EXPECT_EQ(r.exit_code, 0) << command << "\n" << r.err;  // doctor: 1 without a GPU
    EXPECT_EQ(listing(data_), std::vector<std::string>{"X.db"}) << command;
  }
}

// A process killed with SIGKILL cannot remove its compile folder; the next
// process that compiles removes it. The first compile hangs (test hook), so
// the kill lands while its folder is there.
TEST_F(DataSafety, AKilledProcesssCompileFolderIsRemovedByTheNextProcess) {
  const fs::path tmp = dir_ / "tmp";
  fs::create_directories(tmp);
  const auto compile_folders = [&] {
    std::vector<std::string> names;
    for (const std::string& name : listing(tmp))
      if (name.rfind("evotune-compiling-", 0) == 0) names.push_back(name);
    return names;
  };
  const std::string compile =
      "compile experiments/s512_scalar.yaml --params 'BLOCK_M=64,BLOCK_N=64,NUM_WARPS=4,ROWS_PER_THREAD=2,PAD=2'";

  // Woken when something appears in `tmp`.
  const int watch = ::inotify_init1(IN_CLOEXEC | IN_NONBLOCK);
  ASSERT_GE(watch, 0);
  ASSERT_GE(::inotify_add_watch(watch, tmp.c_str(), IN_CREATE), 0);
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::setenv("TMPDIR", tmp.c_str(), 1);
    ::setenv("EVOTUNE_TEST_COMPILE_CHILD_FAULT", "hang", 1);
    const std::string cmd = std::string("exec ") + EVOTUNE_BINARY + " " + compile + " >/dev/null 2>&1";
    ::execl("/bin/sh", "sh", "-c", cmd.c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  // Wait for the folder to appear (the compile then hangs until killed).
  while (compile_folders().empty()) {
    int status = 0;
    ASSERT_EQ(::waitpid(pid, &status, WNOHANG), 0) << "the compile ended before its folder was seen";
    pollfd ready{watch, POLLIN, 0};
    ::poll(&ready, 1, 1000);  // the timeout only comes back to check that the process still lives
    char events[4096];
    while (::read(watch, events, sizeof events) > 0) {
    }
  }
  ::close(watch);
  ASSERT_EQ(::kill(pid, SIGKILL), 0);
  int status = 0;
  ASSERT_EQ(::waitpid(pid, &status, 0), pid);
  ASSERT_TRUE(WIFSIGNALED(status));
  const std::vector<std::string> left = compile_folders();
  ASSERT_EQ(left.size(), 1u);  // the leak, as it was

  const CliResult next = run_with(dir_.path(), compile, {{"TMPDIR", tmp.string()}});
  EXPECT_EQ(next.exit_code, 0) << next.err;
  EXPECT_TRUE(compile_folders().empty()) << compile_folders().front();
}

}  // namespace
}  // namespace evotune
