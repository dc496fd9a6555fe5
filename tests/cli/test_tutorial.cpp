// The newcomer's path (issue 18) through the real binary: docs/tutorial.md's
// files, written to a folder of the user's own outside the checkout, then
// validate, compile, run --no-gpu, show/leaderboard from another folder,
// export and (where nvcc is) build; no folder the tutorial does not mention
// appears. Also: one name rule for every command that takes an experiment,
// and one database rule from any folder.
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "cli_runner.hpp"

namespace evotune {
namespace {

namespace fs = std::filesystem;
using cli_testing::CliResult;
using cli_testing::slurp;

// Every entry under `dir`, relative, sorted; the test's own scratch/ (captured output) left out.
std::set<std::string> tree(const fs::path& dir) {
  std::set<std::string> out;
  for (auto it = fs::recursive_directory_iterator(dir); it != fs::recursive_directory_iterator(); ++it) {
    if (it->path().filename() == "scratch") {
      it.disable_recursion_pending();
      continue;
    }
    out.insert(fs::relative(it->path(), dir).generic_string() + (it->is_directory() ? "/" : ""));
  }
  return out;
}

std::string listed(const std::set<std::string>& s) {
  std::string out;
  for (const auto& x : s) out += x + " ";
  return out;
}

class Newcomer : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = fs::temp_directory_path() /
            ("evotune_newcomer_" + std::to_string(::getpid()) + "_" +
             ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(root_);
    for (const char* d : {"state", "elsewhere", "scratch"}) fs::create_directories(root_ / d);
  }
  void TearDown() override { fs::remove_all(root_); }

  // `evotune ARGS` with the current folder `cwd`, no --db, no $EVOTUNE_DB
  // unless `env` sets it, and a state folder of this test's own.
  CliResult run_in(const fs::path& cwd, const std::string& args, const std::string& env = "") {
    return cli_testing::run_evotune(root_ / "scratch", args,
                                    "cd '" + cwd.string() + "' && env -u EVOTUNE_DB -u EVOTUNE_PATH XDG_STATE_HOME='" +
                                        (root_ / "state").string() + "' " + env + " ");
  }

  // The files of docs/tutorial.md (its "```cuda NAME" and "```yaml NAME" blocks) into `dir`.
  static std::set<std::string> write_tutorial_files(const fs::path& dir) {
    const std::string doc = slurp(fs::path(EVOTUNE_TEST_DATA) / "../../docs/tutorial.md");
    const std::regex block("```(?:cuda|yaml) ([A-Za-z0-9_.]+)\n([^`]*)```");
    std::set<std::string> names;
    fs::create_directories(dir);
    for (std::sregex_iterator it(doc.begin(), doc.end(), block), end; it != end; ++it) {
      std::ofstream((dir / (*it)[1].str())) << (*it)[2].str();
      names.insert((*it)[1].str());
    }
    return names;
  }

  fs::path root_;
};

TEST_F(Newcomer, TheTutorialInAFolderOfYourOwn) {
  const fs::path mine = root_ / "transpose";
  const std::set<std::string> yours = write_tutorial_files(mine);
  ASSERT_EQ(yours, (std::set<std::string>{"transpose.cu", "transpose.yaml", "transpose_ref.cu"}));

  // Read-only steps write nothing, here or anywhere in the test's folders.
  const std::set<std::string> before = tree(root_);
  CliResult r = run_in(mine, "validate transpose.yaml");
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("18 points, 18 valid"), std::string::npos) << r.out;
  EXPECT_EQ(r.err, "");  // no warning: the space is the template's
  r = run_in(mine, "compile transpose.yaml --all --jobs 2");
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("compiled   18: 18 passed the gates"), std::string::npos) << r.out;
  r = run_in(mine, "doctor");
  EXPECT_NE(r.out.find("evotune.db beside each experiment file"), std::string::npos) << r.out;
  EXPECT_EQ(tree(root_), before);

  // The run: its database, log and lock beside the experiment, nothing else.
  r = run_in(mine, "run transpose.yaml --no-gpu");
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  std::set<std::string> expected = yours;
  expected.insert({"evotune.db", "evotune.log", "evotune.db.lock"});
  EXPECT_EQ(tree(mine), expected) << listed(tree(mine));

  // From another folder, `show` and `leaderboard` find the run's database; they write nothing.
  const std::set<std::string> after_run = tree(root_);
  r = run_in(root_ / "elsewhere", "show 1");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("candidate 1 of transpose"), std::string::npos) << r.out;
  r = run_in(root_ / "elsewhere", "leaderboard");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("transpose"), std::string::npos) << r.out;
  r = run_in(mine, "leaderboard transpose.yaml --all-status");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(tree(root_), after_run);

  // Export a point (no GPU here for --best) with its harness, and build it where nvcc is.
  r = run_in(mine, "export transpose.yaml --params TILE=32,ROWS=8,PAD=1 --harness -o best.cu");
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  expected.insert("best.cu");
  // The harness checks its output against the reference, embedded as a cubin, with the file's tolerance.
  const std::string exported = slurp(mine / "best.cu");
  EXPECT_NE(exported.find("static const unsigned char evotune_reference_cubin["), std::string::npos);
  EXPECT_NE(exported.find("cudaLibraryGetKernel(&evotune_ref_kernel0, evotune_ref_library, \"transpose_ref\")"),
            std::string::npos);
  EXPECT_NE(exported.find("check_close<float>(\"out\", evotune_arg1, evotune_ref1, 16777216ull, 0, 0, 0)"),
            std::string::npos)
      << exported.substr(exported.find("// The check:"), 1500);
  const fs::path nvcc = fs::path(EVOTUNE_CUDA_ROOT) / "bin/nvcc";
  if (fs::exists(nvcc)) {
    const std::string build = "cd '" + mine.string() + "' && " + nvcc.string() +
                              " -O3 -arch=sm_90 -o best best.cu > '" + (root_ / "scratch/nvcc.txt").string() + "' 2>&1";
    EXPECT_EQ(std::system(build.c_str()), 0) << slurp(root_ / "scratch/nvcc.txt");
    expected.insert("best");
  }
  EXPECT_EQ(tree(mine), expected) << listed(tree(mine));
}

// `evotune CMD NAME` means experiments/NAME.yaml for every command, looked up
// from the current folder and the folders above it.
TEST_F(Newcomer, OneNameRuleForEveryCommand) {
  const fs::path project = root_ / "project";
  write_tutorial_files(root_ / "files");
  fs::create_directories(project / "experiments");
  fs::create_directories(project / "templates");
  fs::create_directories(project / "deeper/down");
  fs::rename(root_ / "files/transpose.cu", project / "templates/transpose.cu");
  fs::rename(root_ / "files/transpose_ref.cu", project / "templates/transpose_ref.cu");
  std::string yaml = slurp(root_ / "files/transpose.yaml");
  for (const char* file : {"transpose.cu ", "transpose_ref.cu"}) {
    const auto at = yaml.find(std::string(": ") + file);
    ASSERT_NE(at, std::string::npos) << file;
    yaml.insert(at + 2, "templates/");
  }
  std::ofstream(project / "experiments/transpose.yaml") << yaml;

  for (const fs::path& cwd : {project, project / "deeper/down"}) {
    for (const std::string& args : std::vector<std::string>{"validate transpose", "compile transpose --params TILE=32,ROWS=8,PAD=1",
                                   "export transpose --params TILE=32,ROWS=8,PAD=1", "run transpose --no-gpu",
                                   "leaderboard transpose", "report transpose -o " + (root_ / "scratch/r.html").string()}) {
      const CliResult r = run_in(cwd, args);
      EXPECT_EQ(r.exit_code, 0) << cwd << ": " << args << "\n" << r.out << r.err;
    }
  }
  // The database of a name is the one beside its file, from either folder.
  EXPECT_TRUE(fs::exists(project / "experiments/evotune.db"));
  EXPECT_FALSE(fs::exists(project / "deeper/down/evotune.db"));
  const CliResult unknown = run_in(project, "validate transpos");
  EXPECT_EQ(unknown.exit_code, 1);
  EXPECT_NE(unknown.err.find("'transpos' is neither a file nor an experiment name: no experiments/transpos.yaml in " +
                             project.string() + " and the folders above it"),
            std::string::npos)
      << unknown.err;
}

// One database rule, the same from any folder: --db, $EVOTUNE_DB, beside the
// experiment, the latest run's; the error states it when none applies.
TEST_F(Newcomer, OneDatabaseRuleFromAnyFolder) {
  const fs::path mine = root_ / "transpose";
  write_tutorial_files(mine);
  CliResult r = run_in(root_ / "elsewhere", "show 1");
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("no database to read: none was given and no `run` has been recorded; the database is --db "
                       "FILE, else $EVOTUNE_DB, else evotune.db beside the experiment file"),
            std::string::npos)
      << r.err;

  // $EVOTUNE_DB: the run's database and log go there, whatever the folder.
  const std::string env = "EVOTUNE_DB='" + (root_ / "chosen/my.db").string() + "'";
  r = run_in(root_ / "elsewhere", "run " + (mine / "transpose.yaml").string() + " --no-gpu", env);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(fs::exists(root_ / "chosen/my.db"));
  EXPECT_TRUE(fs::exists(root_ / "chosen/evotune.log"));
  EXPECT_FALSE(fs::exists(mine / "evotune.db"));
  EXPECT_TRUE(fs::is_empty(root_ / "elsewhere"));
  r = run_in(mine, "leaderboard transpose.yaml --all-status", env);
  EXPECT_EQ(r.exit_code, 0) << r.err;
  // --db wins over $EVOTUNE_DB; a missing one is named with the rule.
  r = run_in(mine, "--db nowhere.db leaderboard", env);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("nowhere.db: no such database"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(mine / "nowhere.db"));
}

// What used to wait for the GPU (issue 18, item 5): `compile` checks the
// kernel's parameters against `args` (from the cubin), names a wrong `entry:`
// at its line as a configuration error, compiles the reference too, and
// `compile --all` fails when nothing compiled.
TEST_F(Newcomer, CompileChecksWhatUsedToWaitForTheGpu) {
  const fs::path mine = root_ / "transpose";
  write_tutorial_files(mine);
  const std::string good = slurp(mine / "transpose.yaml");
  auto variant = [&](const std::string& name, const std::string& from, const std::string& to) {
    std::string text = good;
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos) text.replace(at, from.size(), to);
    std::ofstream(mine / name) << text;
    return text;
  };
  auto line_of = [](const std::string& text, const std::string& needle) {
    return std::to_string(1 + std::count(text.begin(), text.begin() + static_cast<long>(text.find(needle)), '\n'));
  };
  const std::string point = " --params TILE=32,ROWS=8,PAD=1";

  // A wrong entry: a configuration error at its line, for one point and for --all (not a gate verdict per row).
  std::string text = variant("entry.yaml", "entry: transpose\n", "entry: transpos\n");
  for (const std::string args : {"compile entry.yaml" + point, std::string("compile entry.yaml --all --jobs 2")}) {
    const CliResult r = run_in(mine, args);
    EXPECT_EQ(r.exit_code, 1) << args;
    EXPECT_NE(r.err.find("entry.yaml:" + line_of(text, "entry: transpos") +
                         ":10: kernel.entry: the compiled module has no entry 'transpos' (it has: transpose"),
              std::string::npos)
        << args << "\n" << r.err;
    EXPECT_EQ(r.out.find("gate_reject"), std::string::npos) << r.out;
  }
  // Arguments the kernel does not take: count and sizes, from the cubin's parameter table.
  text = variant("args.yaml", "  out: {dtype: f32, shape: [C, R], role: output}\n",
                 "  out: {dtype: f32, shape: [C, R], role: output}\n  n: {dtype: i32, value: R}\n");
  CliResult r = run_in(mine, "compile args.yaml" + point);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("kernel.entry: transpose takes 2 parameters (8, 8 bytes) but the launch passes 3 arguments "
                       "(8, 8, 4 bytes"),
            std::string::npos)
      << r.err;
  // The reference is compiled and checked too.
  text = variant("ref.yaml", "entry: transpose_ref", "entry: transpose_rf");
  r = run_in(mine, "compile ref.yaml" + point);
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("ref.yaml:" + line_of(text, "entry: transpose_rf") +
                       ":10: reference.entry: the compiled module has no entry 'transpose_rf'"),
            std::string::npos)
      << r.err;
  // --all with nothing that compiles: exit 1.
  std::ofstream(mine / "broken.cu") << slurp(mine / "transpose.cu") << "\nthis is not C++;\n";
  variant("broken.yaml", "template: transpose.cu", "template: broken.cu");
  r = run_in(mine, "compile broken.yaml --all --jobs 2");
  EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("compiled   0:"), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("none of 18 points compiled"), std::string::npos) << r.err;
  // The good file passes all of it.
  r = run_in(mine, "compile transpose.yaml" + point);
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
}

}  // namespace
}  // namespace evotune
