// The headline path on the GPU (label `gpu`; skipped, saying why, without
// one), for a wgmma candidate of experiments/s512.yaml (sm_90a, one launch)
// and a split-KV candidate of experiments/s512_mma.yaml (the main kernel and
// its combine kernel: two launches):
//   - through the real worker: three correctness trials against the
//     reference, CUPTI times for each launch;
//   - through the real evaluator, as `evotune run` takes them: compile pool,
//     gates, worker, one ok outcome with its compile record;
//   - exported with --harness by the binary, built with nvcc as the export
//     says, and run: its main() checks every CUDA call and times each launch.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <string>
#include <system_error>
#include <vector>

#include <unistd.h>

#include <gtest/gtest.h>

#include "cli/cli_runner.hpp"
#include "codegen/render.hpp"
#include "codegen/template.hpp"
#include "compile_source.hpp"
#include "core/experiment.hpp"
#include "eval/compiler.hpp"
#include "eval/gpu_evaluator.hpp"
#include "eval/worker_client.hpp"
#include "eval/worker_jobs.hpp"
#include "support/cuda_tools.hpp"
#include "support/gpu_skip.hpp"

namespace evotune {
namespace {

namespace fs = std::filesystem;
using test_support::compile_text;

struct Headline {
  std::string name;                       // the test's name
  std::string experiment;                 // experiments/<experiment>.yaml
  std::map<std::string, Value> changes;   // to the experiment's first seed
  std::size_t launches = 1;               // kernels per call
};

void PrintTo(const Headline& h, std::ostream* os) { *os << h.name; }

const std::vector<Headline>& headlines() {
  static const std::vector<Headline> all = {
      {"wgmma_s512", "s512", {}, 1},
      {"split_kv_s512_mma", "s512_mma", {{"KV_SPLITS", Value(2)}, {"COMBINE", Value("kernel")}}, 2},
  };
  return all;
}

class GpuHeadline : public ::testing::TestWithParam<Headline> {
 protected:
  void SetUp() override {
    EVOTUNE_SKIP_UNLESS_GPU();
    const Headline& h = GetParam();
    experiment_ = load_experiment(root() / "experiments" / (h.experiment + ".yaml"));
    tmpl_ = load_template(experiment_.kernel.source, root());
    // The first seed that keeps the logits in fp32: fp16 logits (SACC=f16) fail the wide-range trial by design.
    point_ = experiment_.search.seeds.at(0);
    for (const Point& seed : experiment_.search.seeds)
      if (!seed.count("SACC") || seed.at("SACC").to_string() == "f32") {
        point_ = seed;
        break;
      }
    for (const auto& [name, value] : h.changes) point_[name] = value;
    ASSERT_TRUE(experiment_.satisfies(point_)) << h.name << ": the point breaks the experiment's restrictions";
  }
  static fs::path root() { return fs::path(EVOTUNE_SOURCE_ROOT); }
  static std::vector<std::string> worker_argv() { return {EVOTUNE_BINARY, "worker", "--device", "0"}; }
  // NAME=VALUE,... as --params takes it.
  std::string params_text() const {
    std::string out;
    for (const auto& [name, value] : point_) out += (out.empty() ? "" : ",") + name + "=" + value.to_string();
    return out;
  }

  Experiment experiment_;
  TemplateInfo tmpl_;
  Point point_;
};

TEST_P(GpuHeadline, PassesThreeTrialsInTheWorkerWithATimePerLaunch) {
  const Headline& h = GetParam();
  WorkerClient::Options o;
  o.argv = worker_argv();
  WorkerClient client(o);
  const WorkerHello hello = client.start();
  const std::string arch = resolve_arch(tmpl_, std::nullopt, experiment_.kernel.arch, hello.device.arch());
  const CandidateSource c = make_candidate(tmpl_, experiment_, point_, arch);
  const CompileResult compiled = compile_in_process(make_compile_request(c, tmpl_));
  ASSERT_EQ(compiled.status, CompileStatus::ok) << compiled.message << "\n" << compiled.log;
  const RenderedSource ref = render_reference(experiment_);
  const KernelProgram reference = make_reference_program(
      experiment_,
      compile_text(ref.text, "attention_ref.cu", experiment_.reference.kernel.arch.value_or(hello.device.arch())));
  WorkerJob job = make_evaluate_job(experiment_, point_, compiled.cubin, h.name, reference,
                                    tmpl_.declares_flag("atomics"));
  ASSERT_EQ(job.candidate.launches.size(), h.launches);
  job.id = 1;
  const WorkerResult r = client.run(job, 120.0);
  ASSERT_EQ(r.status, CandidateStatus::ok) << r.reason;
  EXPECT_EQ(r.trials_passed, experiment_.measure.trials);
  EXPECT_EQ(r.errors.nonfinite, 0);
  EXPECT_EQ(r.errors.mismatches, 0);
  EXPECT_LE(r.errors.rel_norm, experiment_.reference.tolerance.max_rel_norm);
  ASSERT_TRUE(r.timing.has_value());
  ASSERT_EQ(r.timing->launch_median_us.size(), h.launches);
  for (double us : r.timing->launch_median_us) EXPECT_GT(us, 0.0);
  EXPECT_GT(r.timing->kernel.median_us, 0.0);
  std::fprintf(stderr, "%s on %s (%s): %.2f us median, rel norm %.2e\n", h.name.c_str(), hello.device.name.c_str(),
               arch.c_str(), r.timing->kernel.median_us, r.errors.rel_norm);
}

TEST_P(GpuHeadline, IsOneOkOutcomeOfTheEvaluator) {
  const Headline& h = GetParam();
  GpuEvaluatorOptions o;
  o.worker_argv = worker_argv();
  o.compiler.helper = EVOTUNE_BINARY;  // runs `__compile-child`
  o.compile_threads = 2;
  GpuEvaluator ev(experiment_, o);
  ev.submit({Proposal{1, point_, ev.identity(point_)}});
  std::vector<Outcome> outcomes;
  const auto give_up = std::chrono::steady_clock::now() + std::chrono::minutes(5);
  while (outcomes.empty() && std::chrono::steady_clock::now() < give_up) {
    std::vector<Outcome> got = ev.collect(std::chrono::milliseconds(500));
    outcomes.insert(outcomes.end(), got.begin(), got.end());
  }
  ASSERT_EQ(outcomes.size(), 1u);
  const Outcome& out = outcomes[0];
  EXPECT_EQ(out.ticket, 1);
  ASSERT_EQ(out.measurement.status, CandidateStatus::ok) << out.measurement.error;
  ASSERT_TRUE(out.measurement.time_p50_us.has_value());
  EXPECT_GT(*out.measurement.time_p50_us, 0.0);
  ASSERT_TRUE(out.compile.has_value());
  EXPECT_EQ(out.compile->target, ev.arch());
  EXPECT_EQ(out.compile->kernels.size(), h.launches);  // one ptxas report per kernel
  EXPECT_FALSE(out.compile->cubin.empty());
  EXPECT_EQ(ev.stats().measured, 1);
  std::fprintf(stderr, "%s through the evaluator (%s): %.2f us median\n", h.name.c_str(), ev.arch().c_str(),
               *out.measurement.time_p50_us);
}

TEST_P(GpuHeadline, ItsExportedHarnessBuildsAndRuns) {
  const Headline& h = GetParam();
  const fs::path nvcc = test_support::cuda_tool("nvcc");
  if (nvcc.empty()) GTEST_SKIP() << "no nvcc (the build's toolkit, $CUDA_HOME, /usr/local/cuda)";
  if (std::system("command -v g++ >/dev/null 2>&1 || command -v c++ >/dev/null 2>&1") != 0)
    GTEST_SKIP() << "no host C++ compiler for nvcc (g++ or c++ on PATH)";
  const fs::path dir = fs::temp_directory_path() / ("evotune_harness_" + std::to_string(::getpid()) + "_" + h.name);
  fs::remove_all(dir);
  fs::create_directories(dir);
  struct RemovedAtTheEnd {
    fs::path path;
    ~RemovedAtTheEnd() {
      std::error_code ec;
      fs::remove_all(path, ec);
    }
  } scratch{dir};
  const fs::path cu = dir / "best.cu";
  const cli_testing::CliResult exported = cli_testing::run_evotune(
      dir, "--db " + (dir / "evotune.db").string() + " export " + (root() / "experiments" / (h.experiment + ".yaml")).string() +
               " --params '" + params_text() + "' --harness -o " + cu.string());
  ASSERT_EQ(exported.exit_code, 0) << exported.err;
  // The command the export tells the user, with this toolkit's nvcc.
  const std::string said = "build and run: nvcc ";
  const auto at = exported.err.find(said);
  ASSERT_NE(at, std::string::npos) << exported.err;
  const std::string rest = exported.err.substr(at + said.size(), exported.err.find('\n', at) - at - said.size());
  const std::string command = "cd " + dir.string() + " && " + nvcc.string() + " " + rest + " 10";
  const fs::path log = dir / "build_and_run.txt";
  const int status = std::system((command + " >" + log.string() + " 2>&1").c_str());
  const std::string output = cli_testing::slurp(log);
  ASSERT_EQ(status, 0) << command << "\n" << output;
  for (std::size_t l = 1; l <= h.launches; ++l)
    EXPECT_NE(output.find("launch " + std::to_string(l) + " "), std::string::npos) << output;
  // Both figures, each saying what it is (issue 18).
  EXPECT_NE(output.find("kernel time: "), std::string::npos) << output;
  EXPECT_NE(output.find("the leaderboard's median"), std::string::npos) << output;
  EXPECT_NE(output.find("back-to-back: "), std::string::npos) << output;
  EXPECT_NE(output.find("output o: "), std::string::npos) << output;
  EXPECT_NE(output.find(", 0 NaN/Inf"), std::string::npos) << output;
  std::fprintf(stderr, "%s", output.c_str());
}

INSTANTIATE_TEST_SUITE_P(Headline, GpuHeadline, ::testing::ValuesIn(headlines()),
                         [](const ::testing::TestParamInfo<Headline>& info) { return info.param.name; });

}  // namespace
}  // namespace evotune
