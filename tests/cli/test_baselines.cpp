// Baselines measured, not typed (issue 15): the experiment file's
// `baselines: - {name, command, timeout_s}` (validation of good and bad
// entries), the command run for real (/bin/sh, python3) with its output
// checked (bad JSON, missing keys, shapes not in the set, exit status, the
// time limit), the times stored in a real database and read back, and the
// leaderboard and `show` preferring a measured time to a typed one, saying
// where each came from and flagging a device other than the search's.
#include <gtest/gtest.h>

#include <sys/types.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include <nlohmann/json.hpp>

#include "cli/results_view.hpp"
#include "core/experiment.hpp"
#include "eval/baseline_command.hpp"
#include "report_fixture.hpp"
#include "store/store.hpp"

namespace evotune {
namespace {

namespace fs = std::filesystem;
using report_testing::CliResult;
using report_testing::ScratchDir;

std::string good_text() {
  std::ifstream in(fs::path(EVOTUNE_TEST_DATA) / "experiments" / "good.yaml");
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

// good.yaml with `entries` appended to its baselines (its last section).
std::string with_baselines(const std::string& entries) {
  std::string text = good_text();
  EXPECT_NE(text.find("baselines:\n"), std::string::npos);
  return text + entries;
}

Experiment load(const std::string& text) {
  return load_experiment_text(fs::path(EVOTUNE_TEST_DATA) / "experiments" / "good.yaml", text);
}

// Every problem the loader reports, one per line as the user reads them.
std::string problems(const std::string& text) {
  try {
    load(text);
  } catch (const ConfigError& e) {
    std::string out;
    for (const auto& d : e.diagnostics()) out += d.format() + "\n";
    return out;
  }
  return "";
}

// `text` with each run of white space (line breaks of a wrapped table) one space.
std::string flat(const std::string& text) {
  std::string out;
  for (char c : text) {
    const bool space = c == ' ' || c == '\n';
    if (space && !out.empty() && out.back() == ' ') continue;
    out += space ? ' ' : c;
  }
  return out;
}

int line_of(const std::string& text, const std::string& needle) {
  const auto at = text.find(needle);
  EXPECT_NE(at, std::string::npos) << needle;
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n'));
}

// --- the experiment file ------------------------------------------------------

TEST(BaselineFile, ACommandBaselineLoadsBesideTypedOnes) {
  const Experiment e = load(with_baselines("  - {name: cudnn_sdpa, command: \"python3 time_it.py\", timeout_s: 30}\n"
                                           "  - {name: other, command: \"./other.sh\"}\n"));
  ASSERT_EQ(e.baselines.size(), 1u);  // the typed one stays as typed
  EXPECT_EQ(e.baselines[0].time_us, 8.2);
  EXPECT_FALSE(e.baselines[0].measured);
  ASSERT_EQ(e.baseline_commands.size(), 2u);
  EXPECT_EQ(e.baseline_commands[0].name, "cudnn_sdpa");
  EXPECT_EQ(e.baseline_commands[0].command, "python3 time_it.py");
  EXPECT_EQ(e.baseline_commands[0].timeout_s, 30);
  EXPECT_EQ(e.baseline_commands[1].timeout_s, 600);  // the default
}

TEST(BaselineFile, EveryBadEntryIsNamedWithItsLineAndKey) {
  struct Case {
    std::string entry;
    std::string needle;   // where the error points (its line)
    std::string message;  // what it says
  };
  const Case cases[] = {
      {"  - {name: m, command: \"x\", time_us: 3}\n", "time_us: 3", "takes its time_us from the command's output"},
      {"  - {name: m, command: \"x\", device: H100}\n", "device: H100", "takes its device from the command's output"},
      {"  - {name: m, command: \"x\", shape: {B: 2}}\n", "shape: {B: 2}", "takes its shape from the command's output"},
      {"  - {name: m, command: \"x\", rel_norm: 0.1}\n", "rel_norm: 0.1", "takes its rel_norm"},
      {"  - {name: m, command: \"   \"}\n", "command: \"   \"", "found an empty command"},
      {"  - {name: m, command: [a, b]}\n", "command: [a, b]", "expected a shell command line"},
      {"  - {command: \"x\"}\n", "command: \"x\"", "name"},
      {"  - {name: m, command: \"x\", timeout_s: 0}\n", "timeout_s: 0", "timeout_s"},
      {"  - {name: m, command: \"x\", timeout_s: 100000}\n", "timeout_s: 100000", "at most 86400 seconds"},
      {"  - {name: m, command: \"x\", timeout_s: soon}\n", "timeout_s: soon", "timeout_s"},
      {"  - {name: m, command: \"x\", timeoutt: 3}\n", "timeoutt: 3", "unknown key 'timeoutt'"},
      {"  - {name: m, command: \"x\"}\n  - {name: m, command: \"y\"}\n", "command: \"y\"", "two baselines with `command:` are named 'm'"},
      {"  - {name: m, time_us: 3, device: H100, timeout_s: 5}\n", "timeout_s: 5", "has no `command:`"},
  };
  for (const Case& c : cases) {
    const std::string text = with_baselines(c.entry);
    const std::string got = problems(text);
    EXPECT_NE(got.find(c.message), std::string::npos) << c.entry << "gave:\n" << got;
    EXPECT_NE(got.find("good.yaml:" + std::to_string(line_of(text, c.needle)) + ":"), std::string::npos)
        << c.entry << "gave:\n" << got;
    EXPECT_NE(got.find("baselines"), std::string::npos) << c.entry << "gave:\n" << got;
  }
}

// --- the command ----------------------------------------------------------------

// A shape set of two shapes (S 512 and 1024) from good.yaml, in a scratch folder (with its templates and kernels).
struct Files {
  ScratchDir dir{"baselines"};
  fs::path single, set;
  Files() {
    const fs::path data = fs::path(EVOTUNE_TEST_DATA) / "experiments";
    for (const char* sub : {"templates", "kernels"})
      fs::copy(data / sub, dir / sub, fs::copy_options::recursive);
    single = dir / "single.yaml";
    set = dir / "set.yaml";
    std::ofstream(single) << good_text();
    std::string text = good_text();
    const auto at = text.find("  S: 512");
    EXPECT_NE(at, std::string::npos);
    text.replace(at, 8, "  S: [512, 1024]");
    // A set's typed baseline names its shape.
    const std::string typed = "  - {name: cudnn_sdpa, time_us: 8.2, device: H200}";
    const auto b = text.find(typed);
    EXPECT_NE(b, std::string::npos);
    text.replace(b, typed.size(), "  - {name: cudnn_sdpa, time_us: 8.2, device: H200, shape: {S: 512}}");
    std::ofstream(set) << text;
  }
};

BaselineCommand command(std::string line, double timeout_s = 60) {
  BaselineCommand b;
  b.name = "probe";
  b.command = std::move(line);
  b.timeout_s = timeout_s;
  return b;
}

// The message of the EvalError `f` throws ("" when it throws none).
template <class F>
std::string error_of(F f) {
  try {
    f();
  } catch (const EvalError& e) {
    return e.what();
  }
  return "";
}

TEST(BaselineCommandRun, ReadsTheShapesOnStdinAndRunsInTheExperimentsFolder) {
  Files files;
  const Experiment e = load_experiment(files.set);
  ASSERT_EQ(e.shapes.size(), 2u);
  // A real python3 program: one entry per shape it reads, its time from S, and the folder it ran in.
  std::ofstream(files.dir / "echo_shapes.py")
      << "import json, os, sys\n"
         "doc = json.load(sys.stdin)\n"
         "out = [{'shape': s, 'time_us': s['S'] / 64.0, 'rel_norm': 1e-4, 'device': 'NVIDIA H200',\n"
         "        'method': 'cuda events per call'} for s in doc['shapes']]\n"
         "open('ran_in.txt', 'w').write(doc['experiment'])\n"
         "print(json.dumps(out))\n";
  const eval::BaselineCommandResult r = eval::run_baseline_command(e, command("python3 echo_shapes.py"));
  ASSERT_EQ(r.measured.size(), 2u);
  EXPECT_TRUE(r.unmeasured.empty());
  EXPECT_EQ(r.measured[0].shape, shape_key(e.shapes[0].problem));
  EXPECT_EQ(r.measured[0].time_us, 8.0);
  EXPECT_EQ(r.measured[1].time_us, 16.0);
  EXPECT_EQ(r.measured[1].device, "NVIDIA H200");
  EXPECT_EQ(r.measured[1].method, "cuda events per call");
  EXPECT_EQ(*r.measured[1].rel_norm, 1e-4);
  EXPECT_EQ(r.measured[1].name, "probe");
  EXPECT_EQ(r.measured[1].experiment, "tiny");
  EXPECT_EQ(r.measured[1].command, "python3 echo_shapes.py");
  std::ifstream ran_in(files.dir / "ran_in.txt");
  std::string name;
  ran_in >> name;
  EXPECT_EQ(name, "tiny") << "the command runs in the experiment file's folder";
}

TEST(BaselineCommandRun, AShapeLeftOutIsUnmeasuredAndASingleShapeNeedsNoShapeKey) {
  Files files;
  const Experiment set = load_experiment(files.set);
  auto r = eval::run_baseline_command(
      set, command("echo '[{\"shape\": {\"S\": 1024}, \"time_us\": 3, \"device\": \"H200\", \"method\": \"m\"}]'"));
  ASSERT_EQ(r.measured.size(), 1u);
  EXPECT_EQ(r.measured[0].shape, shape_key(set.shapes[1].problem));
  ASSERT_EQ(r.unmeasured.size(), 1u);
  EXPECT_EQ(r.unmeasured[0], shape_key(set.shapes[0].problem));
  EXPECT_FALSE(r.measured[0].rel_norm);

  const Experiment single = load_experiment(files.single);
  r = eval::run_baseline_command(single, command("echo '[{\"time_us\": 3, \"device\": \"H200\", \"method\": \"m\"}]'"));
  ASSERT_EQ(r.measured.size(), 1u);
  EXPECT_EQ(r.measured[0].shape, "");
}

TEST(BaselineCommandRun, BadOutputIsRefusedNamingTheCommandAndWhatIsWrong) {
  Files files;
  const Experiment set = load_experiment(files.set);
  const std::string ok_rest = "\"device\": \"H200\", \"method\": \"m\"";
  struct Case {
    std::string output;
    std::string message;
  };
  const Case cases[] = {
      {"hello", "printed no JSON"},
      {"", "printed no JSON"},
      {"{\"time_us\": 3}", "the output is a JSON object; expected a list"},
      {"[]", "empty list"},
      {"[3]", "entry 0 is number; expected an object"},
      {"[{\"shape\": {\"S\": 512}, " + ok_rest + "}]", "entry 0 has no 'time_us'"},
      {"[{\"shape\": {\"S\": 512}, \"time_us\": \"fast\", " + ok_rest + "}]", "entry 0.time_us is string"},
      {"[{\"shape\": {\"S\": 512}, \"time_us\": -1, " + ok_rest + "}]", "expected a positive number"},
      {"[{\"shape\": {\"S\": 512}, \"time_us\": 1, \"rel_norm\": -1, " + ok_rest + "}]", "non-negative"},
      {"[{\"shape\": {\"S\": 512}, \"time_us\": 1, \"method\": \"m\"}]", "entry 0 has no 'device'"},
      {"[{\"shape\": {\"S\": 512}, \"time_us\": 1, \"device\": \"H200\"}]", "entry 0 has no 'method'"},
      {"[{\"shape\": {\"S\": 512}, \"time_us\": 1, \"device\": \"\", \"method\": \"m\"}]", "entry 0.device"},
      {"[{\"shape\": {\"S\": 2048}, \"time_us\": 1, " + ok_rest + "}]", "shape {S=2048} is no shape of the experiment"},
      {"[{\"shape\": {\"B\": 2}, \"time_us\": 1, " + ok_rest + "}]", "matches 2 shapes of the set"},
      {"[{\"time_us\": 1, " + ok_rest + "}]", "entry 0 has no 'shape'"},
      {"[{\"shape\": {\"S\": 512}, \"time_us\": 1, " + ok_rest + "}, {\"shape\": {\"S\": 512}, \"time_us\": 2, " +
           ok_rest + "}]",
       "entry 1: shape {B=2,H=8,S=512,D=64,CAUSAL=0} appears twice"},
      {"[{\"shape\": {\"S\": 512}, \"time_us\": 1, \"speed\": 2, " + ok_rest + "}]", "unknown key 'speed'"},
      {"[{\"shape\": [512], \"time_us\": 1, " + ok_rest + "}]", "entry 0.shape is array"},
  };
  for (const Case& c : cases) {
    std::ofstream(files.dir / "out.json") << c.output;
    const std::string got = error_of([&] { eval::run_baseline_command(set, command("cat out.json")); });
    EXPECT_NE(got.find("baseline 'probe' (command `cat out.json`)"), std::string::npos) << c.output << ": " << got;
    EXPECT_NE(got.find(c.message), std::string::npos) << c.output << ": " << got;
  }
}

TEST(BaselineCommandRun, AFailingCommandSaysHowItEndedAndWhatItWroteToStderr) {
  Files files;
  const Experiment e = load_experiment(files.single);
  std::string got = error_of([&] { eval::run_baseline_command(e, command("echo 'no CUDA device' >&2; exit 3")); });
  EXPECT_NE(got.find("exited with code 3"), std::string::npos) << got;
  EXPECT_NE(got.find("no CUDA device"), std::string::npos) << got;
  got = error_of([&] { eval::run_baseline_command(e, command("kill -9 $$")); });
  EXPECT_NE(got.find("killed by signal 9"), std::string::npos) << got;
  got = error_of([&] { eval::run_baseline_command(e, command("no_such_program_evotune_x")); });
  EXPECT_NE(got.find("exited with code 127"), std::string::npos) << got;
}

// Whether process `pid` is gone (or a zombie nobody reaped yet: dead all the same).
bool gone(pid_t pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string line;
  if (!std::getline(stat, line)) return true;
  const auto paren = line.rfind(')');
  return paren != std::string::npos && paren + 2 < line.size() && line[paren + 2] == 'Z';
}

TEST(BaselineCommandRun, ACommandPastItsTimeLimitIsKilledWithWhatItStarted) {
  Files files;
  const Experiment e = load_experiment(files.single);
  // It would wait for good on a child of its own.
  const std::string got = error_of([&] {
    eval::run_baseline_command(e, command("sleep 100000 & echo $! > child.pid; echo started >&2; wait", 1));
  });
  EXPECT_NE(got.find("ran past its time limit of 1 s (timeout_s) and was killed"), std::string::npos) << got;
  EXPECT_NE(got.find("started"), std::string::npos) << got;
  // Its process group went with it: the child dies (SIGKILL is delivered
  // asynchronously, so look a while; it is an event, not a speed, that counts:
  // the poll ends as soon as the child is gone, and its bound, 2 minutes, only
  // stops a test whose child survived for good).
  pid_t child = 0;
  std::ifstream(files.dir / "child.pid") >> child;
  ASSERT_GT(child, 0);
  bool dead = gone(child);
  for (int i = 0; i < 6000 && !dead; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    dead = gone(child);
  }
  EXPECT_TRUE(dead) << "the command's child " << child << " outlived the kill";
}

// --- stored, and shown --------------------------------------------------------

class MeasuredOnTheLeaderboard : public ::testing::Test {
 protected:
  Files files;
  fs::path db = files.dir / "db" / "evotune.db";
  report_testing::DetailFixture detail;
  void SetUp() override { detail = report_testing::build_detail_fixture(db); }  // experiment tiny, on an NVIDIA H200
  CliResult evotune(const std::string& args) {
    return report_testing::run_evotune(files.dir.path(), "--db " + db.string() + " " + args);
  }
  // single.yaml with a measured baseline printing `json`.
  fs::path experiment_printing(const std::string& name, const std::string& json) {
    const fs::path file = files.dir / (name + ".yaml");
    std::ofstream(files.dir / (name + ".json")) << json;
    std::ofstream(file) << with_baselines("  - {name: " + name + ", command: \"cat " + name + ".json\"}\n");
    return file;
  }
};

TEST_F(MeasuredOnTheLeaderboard, StoredTimesReplaceTypedOnesWithTheirDeviceAndMethod) {
  // Typed only: said so, and not flagged (the search ran on an H200 too).
  CliResult r = evotune("leaderboard tiny --format json");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  nlohmann::json j = nlohmann::json::parse(r.out);
  ASSERT_EQ(j["baselines"].size(), 1u);
  EXPECT_EQ(j["baselines"][0]["measured"], false);
  EXPECT_EQ(j["baselines"][0]["device_differs"], false);
  r = evotune("leaderboard tiny");
  EXPECT_NE(r.out.find("cudnn_sdpa 8.2 us (typed, H200)"), std::string::npos) << r.out;

  // cudnn_sdpa measured on an H100: replaces the typed time, flagged as another device.
  const fs::path h100 = experiment_printing(
      "cudnn_sdpa", R"([{"time_us": 5, "rel_norm": 2e-4, "device": "NVIDIA H100 80GB HBM3", "method": "cupti kernel"}])");
  r = evotune("baselines " + h100.string());
  ASSERT_EQ(r.exit_code, 0) << r.err << r.out;
  EXPECT_NE(r.out.find("5 us, rel_norm 2.00e-04 on NVIDIA H100 80GB HBM3 (cupti kernel)"), std::string::npos) << r.out;
  {
    store::Store s(db);
    const auto rows = s.measured_baselines("tiny", "");
    ASSERT_EQ(rows.size(), 1u);
    EXPECT_EQ(rows[0].name, "cudnn_sdpa");
    EXPECT_EQ(rows[0].time_us, 5);
    EXPECT_EQ(*rows[0].rel_norm, 2e-4);
    EXPECT_EQ(rows[0].device, "NVIDIA H100 80GB HBM3");
    EXPECT_EQ(rows[0].method, "cupti kernel");
    EXPECT_EQ(rows[0].command, "cat cudnn_sdpa.json");
    EXPECT_FALSE(rows[0].created_at.empty());
  }
  r = evotune("leaderboard tiny --format json");
  j = nlohmann::json::parse(r.out);
  ASSERT_EQ(j["baselines"].size(), 1u);
  EXPECT_EQ(j["baselines"][0]["time_us"], 5.0);
  EXPECT_EQ(j["baselines"][0]["measured"], true);
  EXPECT_EQ(j["baselines"][0]["method"], "cupti kernel");
  EXPECT_EQ(j["baselines"][0]["device_differs"], true);
  // The speed-up is over the measured time: the best is 10 us.
  EXPECT_DOUBLE_EQ(j["candidates"][0]["speedup"]["cudnn_sdpa"].get<double>(), 0.5) << j["candidates"][0].dump();
  r = evotune("leaderboard tiny");
  EXPECT_NE(flat(r.out).find("cudnn_sdpa 5 us (measured on NVIDIA H100 80GB HBM3, cupti kernel; DIFFERENT DEVICE from "
                       "this search's NVIDIA H200)"),
            std::string::npos)
      << r.out;

  // Measured again on an H200: the latest counts, no flag; a measured baseline with no typed twin is added.
  const fs::path h200 = experiment_printing(
      "cudnn_sdpa", R"([{"time_us": 6, "device": "NVIDIA H200", "method": "cuda events per call"}])");
  ASSERT_EQ(evotune("baselines " + h200.string()).exit_code, 0);
  const fs::path triton =
      experiment_printing("triton", R"([{"time_us": 4, "device": "NVIDIA H200", "method": "cuda events per call"}])");
  ASSERT_EQ(evotune("baselines " + triton.string()).exit_code, 0);
  r = evotune("leaderboard tiny --format json");
  j = nlohmann::json::parse(r.out);
  ASSERT_EQ(j["baselines"].size(), 2u) << j["baselines"].dump();
  EXPECT_EQ(j["baselines"][0]["time_us"], 6.0);
  EXPECT_EQ(j["baselines"][0]["device_differs"], false);
  EXPECT_EQ(j["baselines"][1]["name"], "triton");
  EXPECT_EQ(j["baselines"][1]["time_us"], 4.0);
  r = evotune("show " + std::to_string(detail.fastest));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(flat(r.out).find("0.6x cudnn_sdpa (6 us, measured on NVIDIA H200, cuda events per call)"), std::string::npos)
      << r.out;
  EXPECT_NE(flat(r.out).find("0.4x triton (4 us, measured on NVIDIA H200, cuda events per call)"), std::string::npos) << r.out;
}

TEST_F(MeasuredOnTheLeaderboard, AFailedCommandStoresNothingAndExitsOne) {
  const fs::path bad = experiment_printing("cudnn_sdpa", R"([{"time_us": 5}])");
  const CliResult r = evotune("baselines " + bad.string());
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("entry 0 has no 'device'"), std::string::npos) << r.err;
  store::Store s(db);
  EXPECT_TRUE(s.measured_baselines("tiny", "").empty());
  // An experiment without a measured baseline has nothing to run: said, exit 0.
  const CliResult none = evotune("baselines " + files.single.string());
  EXPECT_EQ(none.exit_code, 0);
  EXPECT_NE(none.out.find("no baseline has a `command:`"), std::string::npos) << none.out;
}

// Measured baselines time on the GPU that tuned: a run without one does not run them
// (the GPU test RunOnGpu.MeasuredBaselinesRunAfterTheSearchUnlessNoBaselines checks that one with a GPU does).
TEST(BaselineRun, ARunWithoutAGpuDoesNotRunTheCommands) {
  Files files;
  const fs::path file = cli_testing::tiny_experiment(files.dir / "project");  // good.yaml that `run` takes
  std::ofstream(file, std::ios::app) << "  - {name: marker, command: \"touch ran.txt; echo '[]'\"}\n";
  const fs::path ran = file.parent_path() / "ran.txt";  // the command runs in the experiment's folder
  const CliResult r = report_testing::run_evotune(
      files.dir.path(), "--db " + (files.dir / "run.db").string() + " run " + file.string() + " --no-gpu");
  EXPECT_TRUE(r.exit_code == 0 || r.exit_code == 2) << r.err;  // 2: no GPU on this machine
  EXPECT_EQ(r.out.find("measured baselines"), std::string::npos) << r.out;
  EXPECT_FALSE(fs::exists(ran));
  // The same command through `evotune baselines` does run (and its empty list is refused).
  const CliResult b = report_testing::run_evotune(files.dir.path(),
                                                  "--db " + (files.dir / "run.db").string() + " baselines " + file.string());
  EXPECT_EQ(b.exit_code, 1);
  EXPECT_NE(b.err.find("empty list"), std::string::npos) << b.err;
  EXPECT_TRUE(fs::exists(ran));
}

TEST(BaselineDevice, TypedBaselinesAreFlaggedWhenTheirDeviceIsNotTheSearchs) {
  EXPECT_TRUE(names_same_gpu("H200", "NVIDIA H200"));
  EXPECT_TRUE(names_same_gpu("h100", "NVIDIA H100 80GB HBM3"));
  EXPECT_TRUE(names_same_gpu("NVIDIA H100 80GB HBM3", "H100"));
  EXPECT_FALSE(names_same_gpu("H100", "NVIDIA H200"));
  EXPECT_FALSE(names_same_gpu("H10", "NVIDIA H100 80GB HBM3"));
  EXPECT_FALSE(names_same_gpu("", "NVIDIA H200"));
  Baseline typed;
  typed.name = "cudnn_sdpa";
  typed.time_us = 8.2;
  typed.device = "H200";
  const store::EnvironmentInfo h100{"NVIDIA H100 80GB HBM3", "9.0", 132, "580", "13.0", "13.0"};
  const store::EnvironmentInfo h200{"NVIDIA H200", "9.0", 132, "580", "13.0", "13.0"};
  const store::EnvironmentInfo replay{"replay:landscape.csv", "9.0", 132, "replay", "replay", "replay"};
  EXPECT_EQ(cli::baseline_source_text(typed, h100), "typed, H200; DIFFERENT DEVICE from this search's NVIDIA H100 80GB HBM3");
  EXPECT_EQ(cli::baseline_source_text(typed, h200), "typed, H200");
  EXPECT_FALSE(cli::baseline_device_differs(typed, replay)) << "a replayed search has no device to differ from";
  EXPECT_FALSE(cli::baseline_device_differs(typed, compile_only_environment("sm_90a", "13.0")));
}

}  // namespace
}  // namespace evotune
