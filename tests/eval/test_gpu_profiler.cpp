// The CUPTI range profiler in the real worker (label `gpu`; skipped, saying
// why, without a GPU):
//   - a planted 32-way shared-memory bank conflict reads as conflicts, its
//     conflict-free twin as none;
//   - a scalar-template point gets every default metric, with the cost;
//   - timed evaluations after a profile job still work (the profiler is off);
//   - a worker under compute-sanitizer (memcheck) checks the reference clean.
#include <cstdio>
#include <fstream>
#include <memory>
#include <sstream>

#include <gtest/gtest.h>

#include "codegen/render.hpp"
#include "codegen/template.hpp"
#include "core/experiment.hpp"
#include "core/profile_metrics.hpp"
#include "eval/compiler.hpp"
#include "compile_source.hpp"
#include "eval/driver.hpp"
#include "eval/worker_client.hpp"
#include "eval/worker_jobs.hpp"
#include "support/cuda_tools.hpp"
#include "support/gpu_skip.hpp"

namespace evotune {
namespace {

namespace fs = std::filesystem;

constexpr const char* kSharedKernels = R"(
extern "C" __global__ void strided_smem(float* out) {
  __shared__ float tile[32 * 33];
  for (int i = threadIdx.x; i < 32 * 33; i += blockDim.x) tile[i] = i;
  __syncthreads();
  float acc = 0;
  // Lane l reads word l * 32: all 32 lanes in one bank, 32-way conflicts.
  for (int r = 0; r < 32; ++r) acc += tile[((threadIdx.x & 31) * 32 + r) % (32 * 33)];
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
extern "C" __global__ void padded_smem(float* out) {
  __shared__ float tile[32 * 33];
  for (int i = threadIdx.x; i < 32 * 33; i += blockDim.x) tile[i] = i;
  __syncthreads();
  float acc = 0;
  // Stride 33: each lane its own bank.
  for (int r = 0; r < 32; ++r) acc += tile[(threadIdx.x & 31) * 33 + r];
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
)";

using test_support::compile_text;

class GpuProfiler : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    if (test_support::why_no_gpu()) return;  // each test skips (or fails under EVOTUNE_REQUIRE_GPU=1)
    WorkerClient::Options o;
    o.argv = {EVOTUNE_BINARY, "worker", "--device", "0"};
    client_ = std::make_unique<WorkerClient>(o);
    hello_ = client_->start();
  }
  static void TearDownTestSuite() { client_.reset(); }
  void SetUp() override {
    EVOTUNE_SKIP_UNLESS_GPU();
    ASSERT_NE(client_, nullptr) << "the suite's set-up failed (see above)";
  }
  static fs::path root() { return fs::path(EVOTUNE_SOURCE_ROOT); }
  static std::string arch() { return hello_.device.arch(); }

  static WorkerResult run(WorkerJob job, double limit_s = 120.0) {
    static std::uint64_t next = 1;
    job.id = next++;
    return client_->run(job, limit_s);
  }

  static WorkerJob shared_job(const std::string& cubin, const std::string& entry) {
    WorkerJob job;
    job.kind = JobKind::profile;
    const std::uint32_t blocks = 264, threads = 256;
    job.args.push_back(ArgBinding{"out", DType::f32, true, std::int64_t{blocks} * threads, ArgRole::output, {}, 0});
    job.candidate.label = entry;
    job.candidate.cubin = cubin;
    job.candidate.launches.push_back(LaunchPlan{entry, {blocks, 1, 1}, {threads, 1, 1}, 0, {0}});
    job.trial_seeds = {1};
    job.profile_metrics = resolve_metrics({"bank_conflicts", "occupancy"});
    return job;
  }

  static inline std::unique_ptr<WorkerClient> client_;
  static inline WorkerHello hello_;
};

TEST_F(GpuProfiler, PlantedBankConflictsAreCountedAndTheirAbsenceToo) {
  const std::string cubin = compile_text(kSharedKernels, "smem.cu", arch());
  const WorkerResult bad = run(shared_job(cubin, "strided_smem"));
  const WorkerResult good = run(shared_job(cubin, "padded_smem"));
  ASSERT_TRUE(bad.tool_error.empty()) << bad.tool_error;
  ASSERT_EQ(bad.status, CandidateStatus::ok) << bad.reason;
  ASSERT_TRUE(bad.profile && good.profile);
  const DerivedMetrics b = derive_metrics(bad.profile->metrics), g = derive_metrics(good.profile->metrics);
  std::fprintf(stderr, "strided: %.1f%% conflict wavefronts, padded: %.1f%%; %d passes, %.1f ms and %.1f ms\n",
               *b.bank_conflict_pct, *g.bank_conflict_pct, bad.profile->passes, bad.profile->profile_ms,
               good.profile->profile_ms);
  EXPECT_GT(*b.bank_conflict_pct, 80.0);  // 31 of every 32 wavefronts of the reads are replays
  EXPECT_LT(*g.bank_conflict_pct, 5.0);
  EXPECT_EQ(bad.profile->ranges, 1);
  EXPECT_GT(*b.achieved_occupancy_pct, 0.0);
  EXPECT_GT(*b.duration_us, 0.0);
}

TEST_F(GpuProfiler, ScalarPointGetsEveryDefaultMetricAndTimingStillWorksAfter) {
  const Experiment e = load_experiment(root() / "experiments/s512_scalar.yaml");
  const TemplateInfo t = load_template(e.kernel.source, root());
  ASSERT_FALSE(e.search.seeds.empty());
  const Point point = e.search.seeds.front();
  const CandidateSource c = make_candidate(t, e, point, arch());
  const CompileResult compiled = compile_in_process(make_compile_request(c, t));
  ASSERT_EQ(compiled.status, CompileStatus::ok) << compiled.message;
  const std::vector<std::string> metrics = resolve_metrics(default_metric_groups());
  const WorkerResult p = run(make_profile_job(e, point, compiled.cubin, "scalar", metrics));
  ASSERT_TRUE(p.tool_error.empty()) << p.tool_error;
  ASSERT_TRUE(p.profile.has_value()) << p.reason;
  for (const std::string& m : metrics) EXPECT_TRUE(p.profile->metrics.count(m)) << m;
  const DerivedMetrics d = derive_metrics(p.profile->metrics);
  std::fprintf(stderr, "scalar seed: tensor %.1f%%, DRAM %.1f%%, occupancy %.1f%%, L2 hit %.1f%%, conflicts %.1f%%, "
               "stalls %s; %d passes, %.1f ms\n", *d.tensor_pct, *d.dram_pct, *d.achieved_occupancy_pct,
               *d.l2_hit_pct, *d.bank_conflict_pct, d.top_stalls().c_str(), p.profile->passes, p.profile->profile_ms);
  EXPECT_GE(p.profile->passes, 2);
  EXPECT_GT(*d.achieved_occupancy_pct, 0.0);
  EXPECT_LE(*d.achieved_occupancy_pct, 100.0);
  EXPECT_LT(*d.tensor_pct, 5.0);  // the scalar template issues no mma
  EXPECT_FALSE(d.stalls.empty());

  // The profiler is off again: an evaluate job times with CUPTI records as before.
  const RenderedSource ref = render_reference(e);
  const KernelProgram reference = make_reference_program(e, compile_text(ref.text, "attention_ref.cu", arch()));
  const WorkerResult timed = run(make_evaluate_job(e, point, compiled.cubin, "scalar", reference, false));
  ASSERT_EQ(timed.status, CandidateStatus::ok) << timed.reason;
  ASSERT_TRUE(timed.timing.has_value());
  // Timed runs are not slowed by replays: the profiled duration is one launch's order of magnitude.
  EXPECT_LT(timed.timing->kernel.median_us, 3 * *d.duration_us);
  EXPECT_GT(timed.timing->kernel.median_us, *d.duration_us / 3);
}

TEST_F(GpuProfiler, ReferenceIsCleanUnderMemcheck) {
  const fs::path sanitizer = test_support::cuda_tool("compute-sanitizer");
  if (sanitizer.empty()) GTEST_SKIP() << "no compute-sanitizer (the build's toolkit, $CUDA_HOME, /usr/local/cuda)";
  const Experiment e = load_experiment(root() / "experiments/s512_scalar.yaml");
  const RenderedSource ref = render_reference(e);
  const KernelProgram reference = make_reference_program(e, compile_text(ref.text, "attention_ref.cu", arch()));
  const fs::path log = fs::temp_directory_path() / "evotune_test_memcheck.log";
  WorkerClient::Options o;
  o.argv = {sanitizer.string(), "--tool", "memcheck", "--log-file", log.string(), EVOTUNE_BINARY, "worker",
            "--device", "0", "--no-timing"};
  o.start_timeout_s = 300;
  WorkerClient sanitized(o);
  const WorkerHello h = sanitized.start();
  EXPECT_FALSE(h.cupti);  // --no-timing
  WorkerJob job = make_reference_like_job(e, reference, reference.cubin, "reference");
  job.kind = JobKind::check;
  job.trial_seeds.resize(1);
  job.id = 1;
  const WorkerResult r = sanitized.run(job, 600);
  EXPECT_EQ(r.status, CandidateStatus::ok) << r.reason;
  EXPECT_FALSE(r.timing.has_value());  // check jobs do not time
  sanitized.stop();
  std::ifstream in(log);
  std::stringstream text;
  text << in.rdbuf();
  EXPECT_NE(text.str().find("ERROR SUMMARY: 0 errors"), std::string::npos) << text.str();
}

}  // namespace
}  // namespace evotune
