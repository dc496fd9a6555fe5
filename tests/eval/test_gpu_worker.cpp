// The real GPU worker, end to end through its process and protocol (label
// `gpu`; skipped, saying why, where there is no GPU):
//   - every deliberately broken kernel of tests/eval/broken gets its status;
//   - the worker survives a fault and a hang, and the next job succeeds;
//   - the scalar reference (kernels/seeds/attention_ref.cu) and a scalar-template
//     point pass 3 correctness trials;
//   - timing checks itself: a large copy runs at the bandwidth a device-to-device
//     memcpy reaches, and CUPTI medians agree with CUDA-event means (> 50 us kernels);
//   - an L2 flush before each timed call sends an L2-resident pointer chase to DRAM;
//   - the interleaved A/B comparison tells a slower kernel from a faster one.
#include <cmath>
#include <cstdio>
#include <memory>
#include <optional>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "codegen/render.hpp"
#include "codegen/template.hpp"
#include "core/experiment.hpp"
#include "eval/compiler.hpp"
#include "attention_references.hpp"
#include "compile_source.hpp"
#include "eval/driver.hpp"
#include "eval/worker_client.hpp"
#include "eval/worker_jobs.hpp"
#include "support/gpu_skip.hpp"

namespace evotune {
namespace {

namespace fs = std::filesystem;

// Shared across the suite: one worker, one experiment, the compiled reference.
struct Fixture {
  std::unique_ptr<WorkerClient> client;
  WorkerHello hello;
  std::optional<Experiment> experiment;
  KernelProgram reference;
};
Fixture& fixture() {
  static Fixture f;
  return f;
}

using test_support::compile_text;

class GpuWorker : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    Fixture& f = fixture();
    if (test_support::why_no_gpu()) return;  // each test skips (or fails under EVOTUNE_REQUIRE_GPU=1)
    WorkerClient::Options o;
    o.argv = {EVOTUNE_BINARY, "worker", "--device", "0"};
    f.client = std::make_unique<WorkerClient>(o);
    f.hello = f.client->start();
    // The broken kernels share the scalar reference's launch (grid (S, H, B)), so it is this suite's reference.
    f.experiment =
        test_support::with_scalar_reference(load_experiment(root() / "experiments/s512_scalar.yaml"), root());
    const RenderedSource ref = render_reference(*f.experiment);
    f.reference = make_reference_program(*f.experiment, compile_text(ref.text, "attention_ref.cu", arch()));
    std::fprintf(stderr, "GPU: %s (%s, %d SMs, L2 %lld MiB), CUPTI %s, clocks %s\n", f.hello.device.name.c_str(),
                 arch().c_str(), f.hello.device.sm_count, static_cast<long long>(f.hello.device.l2_bytes >> 20),
                 f.hello.cupti ? "on" : "off", f.hello.clocks ? "on" : "off");
  }
  static void TearDownTestSuite() { fixture().client.reset(); }

  void SetUp() override {
    EVOTUNE_SKIP_UNLESS_GPU();
    ASSERT_NE(fixture().client, nullptr) << "the suite's set-up failed (see above)";
  }

  static fs::path root() { return fs::path(EVOTUNE_SOURCE_ROOT); }
  static std::string arch() { return fixture().hello.device.arch(); }
  static const Experiment& experiment() { return *fixture().experiment; }
  static WorkerClient& client() { return *fixture().client; }

  // A job whose candidate is `cubin` launched like the reference (the broken
  // kernels share its signature and geometry) under entry `entry`.
  static WorkerJob reference_like_job(std::string cubin, const std::string& entry, const std::string& label) {
    return make_reference_like_job(experiment(), fixture().reference, std::move(cubin), label, entry);
  }

  static WorkerJob broken_job(const std::string& name) {
    const TemplateInfo t = load_template(root() / "tests/eval/broken" / (name + ".cu"), root());
    const RenderedSource src = render(t, experiment(), Point{});
    return reference_like_job(compile_text(src.text, name + ".cu", arch()), "attention_broken", name);
  }

  static WorkerResult run(WorkerJob job, double limit_s = 60.0) {
    static std::uint64_t next_id = 1;
    job.id = next_id++;
    const WorkerResult r = client().run(job, limit_s);
    std::fprintf(stderr, "[%s] %s%s%s\n", job.candidate.label.c_str(), std::string(status_name(r.status)).c_str(),
                 r.reason.empty() ? "" : ": ", r.reason.c_str());
    if (r.timing)
      std::fprintf(stderr, "[%s] p10 %.2f p50 %.2f p90 %.2f us (%d runs, %d input sets), event mean %.2f us\n",
                   job.candidate.label.c_str(), r.timing->kernel.p10_us, r.timing->kernel.median_us,
                   r.timing->kernel.p90_us, r.timing->kernel.runs, r.timing->input_sets, r.timing->event_mean_us);
    return r;
  }
};

TEST_F(GpuWorker, ReferencePassesThreeTrialsAgainstItself) {
  const WorkerResult r = run(reference_like_job(fixture().reference.cubin, fixture().reference.launches[0].entry,
                                                "reference"));
  EXPECT_EQ(r.status, CandidateStatus::ok) << r.reason;
  EXPECT_EQ(r.trials_passed, 3);
  EXPECT_EQ(r.errors.max_abs, 0.0);  // deterministic: bit for bit
  ASSERT_TRUE(r.timing.has_value());
  EXPECT_GE(r.timing->kernel.runs, experiment().measure.min_runs);
  EXPECT_LE(r.timing->kernel.p10_us, r.timing->kernel.median_us);
  EXPECT_LE(r.timing->kernel.median_us, r.timing->kernel.p90_us);
  EXPECT_GE(r.timing->kernel.median_us * r.timing->kernel.runs, 0.9 * experiment().measure.min_time_ms * 1000);
  EXPECT_GT(r.timing->event_mean_us, 0.0);
}

TEST_F(GpuWorker, ScalarTemplateSeedPointsPassThreeTrials) {
  const TemplateInfo t = load_template(experiment().kernel.source, root());
  ASSERT_FALSE(experiment().search.seeds.empty());
  for (const Point& point : experiment().search.seeds) {
    const CandidateSource c = make_candidate(t, experiment(), point, arch());
    const CompileResult compiled = compile_in_process(make_compile_request(c, t));
    ASSERT_EQ(compiled.status, CompileStatus::ok) << compiled.message;
    const WorkerResult r =
        run(make_evaluate_job(experiment(), point, compiled.cubin, "scalar " + c.id.substr(0, 12), fixture().reference,
                              t.declares_flag("atomics")));
    EXPECT_EQ(r.status, CandidateStatus::ok) << r.reason;
    EXPECT_EQ(r.trials_passed, 3);
    EXPECT_LE(r.errors.max_abs, experiment().reference.tolerance.atol + 4 * experiment().reference.tolerance.rtol);
    EXPECT_LE(r.errors.rel_norm, experiment().reference.tolerance.max_rel_norm);
    EXPECT_EQ(r.errors.nonfinite, 0);
    ASSERT_TRUE(r.timing.has_value());
    EXPECT_GT(r.timing->kernel.median_us, 0.0);
  }
}

TEST_F(GpuWorker, SkippedRowIsIncorrect) {
  const WorkerResult r = run(broken_job("skips_row"));
  EXPECT_EQ(r.status, CandidateStatus::incorrect);
  EXPECT_NE(r.reason.find("NaN"), std::string::npos) << r.reason;
  EXPECT_EQ(r.trials_passed, 0);
}

TEST_F(GpuWorker, HalfOutputIsIncorrect) {
  const WorkerResult r = run(broken_job("half_output"));
  EXPECT_EQ(r.status, CandidateStatus::incorrect);
  EXPECT_NE(r.reason.find("NaN"), std::string::npos) << r.reason;
}

TEST_F(GpuWorker, StaleReplayFailsOnTheSecondTrial) {
  const WorkerResult r = run(broken_job("stale_replay"));
  EXPECT_EQ(r.status, CandidateStatus::incorrect);
  EXPECT_EQ(r.trials_passed, 1) << r.reason;
  EXPECT_NE(r.reason.find("trial 2"), std::string::npos) << r.reason;
}

TEST_F(GpuWorker, InputWriteIsIncorrect) {
  const WorkerResult r = run(broken_job("writes_input"));
  EXPECT_EQ(r.status, CandidateStatus::incorrect);
  EXPECT_NE(r.reason.find("wrote to its input 'q'"), std::string::npos) << r.reason;
}

// The input check runs on the device over every byte: one flipped bit at the end of q is seen.
TEST_F(GpuWorker, OneFlippedInputBitIsIncorrect) {
  const WorkerResult r = run(broken_job("flips_input_bit"));
  EXPECT_EQ(r.status, CandidateStatus::incorrect);
  EXPECT_NE(r.reason.find("wrote to its input 'q'"), std::string::npos) << r.reason;
}

TEST_F(GpuWorker, WritePastTheEndBreaksTheCanary) {
  const WorkerResult r = run(broken_job("writes_past_end"));
  EXPECT_EQ(r.status, CandidateStatus::incorrect);
  EXPECT_NE(r.reason.find("wrote past the end of 'o'"), std::string::npos) << r.reason;
}

TEST_F(GpuWorker, SharedMemoryRaceIsCaught) {
  const WorkerResult r = run(broken_job("smem_race"));
  EXPECT_TRUE(r.status == CandidateStatus::nondeterministic || r.status == CandidateStatus::incorrect)
      << status_name(r.status) << ": " << r.reason;
}

TEST_F(GpuWorker, ArrivalOrderSumIsNondeterministicUnlessAtomicsAreDeclared) {
  WorkerJob job = broken_job("unordered_sum");
  const WorkerResult undeclared = run(job);
  EXPECT_EQ(undeclared.status, CandidateStatus::nondeterministic) << undeclared.reason;
  job.atomics = true;  // as if the template said `declares atomics`: within tolerance is enough
  job.candidate.label = "unordered_sum (atomics declared)";
  const WorkerResult declared = run(job);
  EXPECT_EQ(declared.status, CandidateStatus::ok) << declared.reason;
}

// --- kernels that game the harness (issue: correctness that cannot be fooled) -----

TEST_F(GpuWorker, HonestKernelHasItsTimedCallsVerified) {
  const WorkerResult r = run(reference_like_job(fixture().reference.cubin, fixture().reference.launches[0].entry,
                                                "verified reference"));
  ASSERT_EQ(r.status, CandidateStatus::ok) << r.reason;
  EXPECT_EQ(r.verified_calls, std::min(experiment().measure.verified_calls, r.timing->kernel.runs));
  EXPECT_EQ(r.errors.max_abs, 0.0);  // the reference against itself, timed calls included
}

TEST_F(GpuWorker, KernelThatWorksOnlyOnPoisonedOutputTakesItsHonestTime) {
  const WorkerResult honest = run(reference_like_job(fixture().reference.cubin,
                                                     fixture().reference.launches[0].entry, "honest twin"));
  const WorkerResult r = run(broken_job("computes_only_when_poisoned"));
  ASSERT_EQ(honest.status, CandidateStatus::ok) << honest.reason;
  ASSERT_EQ(r.status, CandidateStatus::ok) << r.reason;
  // Skipping every row would make it many times faster than the reference it copies; doing the work
  // keeps it within a factor of the reference (same algorithm, one row per CTA).
  EXPECT_GT(r.timing->kernel.median_us, 0.5 * honest.timing->kernel.median_us);
}

TEST_F(GpuWorker, TimedCallLeftUnwrittenIsIncorrect) {
  const WorkerResult r = run(broken_job("skips_timed_calls"));
  EXPECT_EQ(r.status, CandidateStatus::incorrect);
  EXPECT_EQ(r.trials_passed, 3);
  EXPECT_NE(r.reason.find("unwritten"), std::string::npos) << r.reason;
}

TEST_F(GpuWorker, TimedCallWithAFakeAnswerIsIncorrect) {
  const WorkerResult r = run(broken_job("fakes_timed_calls"));
  EXPECT_EQ(r.status, CandidateStatus::incorrect);
  EXPECT_EQ(r.trials_passed, 3);
  EXPECT_NE(r.reason.find("verified at random"), std::string::npos) << r.reason;
}

TEST_F(GpuWorker, AnswerReplayedForTheSameInputPointerIsIncorrect) {
  const WorkerResult r = run(broken_job("memoizes_by_pointer"));
  EXPECT_EQ(r.status, CandidateStatus::incorrect);
  EXPECT_NE(r.reason.find("timed call"), std::string::npos) << r.reason;
}

TEST_F(GpuWorker, SoftmaxWithoutMaxSubtractionFailsTheWideRangeTrial) {
  const WorkerResult r = run(broken_job("no_max_subtraction"));
  EXPECT_EQ(r.status, CandidateStatus::incorrect);
  EXPECT_EQ(r.trials_passed, 2) << r.reason;
  EXPECT_NE(r.reason.find("trial 3"), std::string::npos) << r.reason;
  EXPECT_NE(r.reason.find("wide-range"), std::string::npos) << r.reason;
}

TEST_F(GpuWorker, WriteBeyondA64KiBCanaryIsStillCaught) {
  const WorkerResult r = run(broken_job("writes_past_canary"));
  EXPECT_EQ(r.status, CandidateStatus::incorrect);
  EXPECT_NE(r.reason.find("wrote past the end of 'o'"), std::string::npos) << r.reason;
}

TEST_F(GpuWorker, WriteFarOutsideEveryBufferFaults) {
  const WorkerResult r = run(broken_job("writes_far_away"));
  EXPECT_EQ(r.status, CandidateStatus::fault) << r.reason;
  EXPECT_EQ(r.cuda_error, "CUDA_ERROR_ILLEGAL_ADDRESS") << r.reason;
}

TEST_F(GpuWorker, HuntingMemoryForTheReferenceAnswerFaults) {
  // First let the reference compute (and leave, were it not poisoned) answers in the worker.
  const WorkerResult ref = run(reference_like_job(fixture().reference.cubin, fixture().reference.launches[0].entry,
                                                  "reference before the hunt"));
  ASSERT_EQ(ref.status, CandidateStatus::ok) << ref.reason;
  const WorkerResult r = run(broken_job("hunts_for_answer"));
  EXPECT_EQ(r.status, CandidateStatus::fault) << r.reason;
}

// A live worker to start from (an earlier test may have left it faulted, to be restarted by the next job).
void ensure_worker_started(WorkerClient& c, const WorkerJob& probe) {
  WorkerJob job = probe;
  job.id = 1u << 30;
  const WorkerResult r = c.run(job, 60.0);
  ASSERT_EQ(r.status, CandidateStatus::ok) << r.reason;
}

TEST_F(GpuWorker, WorkerSurvivesAFaultAndTheNextJobSucceeds) {
  ensure_worker_started(client(), reference_like_job(fixture().reference.cubin, fixture().reference.launches[0].entry,
                                                     "reference before fault"));
  const int starts = client().starts();
  const WorkerResult r = run(broken_job("oob_read_far"));
  EXPECT_EQ(r.status, CandidateStatus::fault);
  EXPECT_EQ(r.cuda_error, "CUDA_ERROR_ILLEGAL_ADDRESS") << r.reason;
  const WorkerResult next = run(reference_like_job(fixture().reference.cubin, fixture().reference.launches[0].entry,
                                                   "reference after fault"));
  EXPECT_EQ(next.status, CandidateStatus::ok) << next.reason;
  EXPECT_EQ(client().starts(), starts + 1);
}

TEST_F(GpuWorker, WorkerSurvivesAHangAndTheNextJobSucceeds) {
  ensure_worker_started(client(), reference_like_job(fixture().reference.cubin, fixture().reference.launches[0].entry,
                                                     "reference before hang"));
  const int starts = client().starts();
  const WorkerResult r = run(broken_job("spins_forever"), 5.0);
  EXPECT_EQ(r.status, CandidateStatus::timeout) << r.reason;
  const WorkerResult next = run(reference_like_job(fixture().reference.cubin, fixture().reference.launches[0].entry,
                                                   "reference after hang"));
  EXPECT_EQ(next.status, CandidateStatus::ok) << next.reason;
  EXPECT_EQ(client().starts(), starts + 1);
}

TEST_F(GpuWorker, BelowThePhysicalFloorIsSuspect) {
  WorkerJob job = reference_like_job(fixture().reference.cubin, fixture().reference.launches[0].entry, "floor");
  job.floor_us = 1e7;  // ten seconds: every real time is below it
  const WorkerResult r = run(job);
  EXPECT_EQ(r.status, CandidateStatus::suspect);
  EXPECT_NE(r.reason.find("physical floor"), std::string::npos) << r.reason;
}

// Early exit (issue 17): a threshold below the kernel's time stops its timing
// after the warm-up: a few runs, none verified, marked partial; a threshold
// above it (or none) changes nothing.
TEST_F(GpuWorker, EarlyExitStopsTimingACandidateSlowerThanTheThreshold) {
  WorkerJob job = reference_like_job(fixture().reference.cubin, fixture().reference.launches[0].entry, "early exit");
  job.stop_above_us = 0.001;  // every real kernel is slower
  const WorkerResult slow = run(job);
  ASSERT_EQ(slow.status, CandidateStatus::ok) << slow.reason;
  ASSERT_TRUE(slow.timing);
  EXPECT_TRUE(slow.timing->partial);
  EXPECT_LE(slow.timing->kernel.runs, 5);
  EXPECT_EQ(slow.verified_calls, 0);
  EXPECT_EQ(slow.trials_passed, 3) << "the correctness trials still ran";

  job.stop_above_us = 1e7;  // ten seconds: nothing real is slower
  const WorkerResult fast = run(job);
  ASSERT_EQ(fast.status, CandidateStatus::ok) << fast.reason;
  EXPECT_FALSE(fast.timing->partial);
  EXPECT_GE(fast.timing->kernel.runs, experiment().measure.min_runs);
  EXPECT_GT(fast.verified_calls, 0);
  // A partial candidate that writes wrong outputs in its timed calls is still caught.
  WorkerJob cheat = broken_job("skips_timed_calls");
  cheat.stop_above_us = 0.001;
  EXPECT_EQ(run(cheat).status, CandidateStatus::incorrect);
}

// One thread follows a chain of dependent loads through a 4 MiB table (the
// next index comes from the value just loaded and the step number, so the
// chain does not fall into a short cycle): the kernel's time is the latency of
// its 4096 loads. Warm, the table was just written (each call's fresh inputs) and sits in L2;
// after an L2 flush every load goes to DRAM, several times slower.
constexpr const char* kChaseSource = R"CUDA(
extern "C" __global__ void chase(const float* __restrict__ table, float* __restrict__ out, int n, int steps) {
  unsigned i = 0, sum = 0;
  for (int s = 0; s < steps; ++s) {
    const unsigned v = __float_as_uint(table[i]);
    sum += v;
    i = (v * 2654435761u + static_cast<unsigned>(s) * 40503u) & static_cast<unsigned>(n - 1);
  }
  out[0] = static_cast<float>(sum & 0xffffu);
}
)CUDA";

WorkerJob chase_job(const std::string& cubin, bool l2_flush) {
  constexpr std::int64_t kTable = std::int64_t{1} << 20;  // floats: 4 MiB, far below any L2 of a Hopper GPU
  WorkerJob job;
  job.kind = JobKind::evaluate;
  job.args = {ArgBinding{"table", DType::f32, true, kTable, ArgRole::input, {InitSpec::Kind::uniform, -1, 1}, 0},
              ArgBinding{"out", DType::f32, true, 1, ArgRole::output, {}, 0},
              ArgBinding{"n", DType::i32, false, 0, ArgRole::input, {}, static_cast<double>(kTable)},
              ArgBinding{"steps", DType::i32, false, 0, ArgRole::input, {}, 4096}};
  job.candidate = KernelProgram{"chase", cubin, "", {LaunchPlan{"chase", {1, 1, 1}, {1, 1, 1}, 0, {0, 1, 2, 3}}}};
  job.reference = job.candidate;
  job.reference.label = "chase reference";
  job.measure.min_runs = 20;
  job.measure.min_time_ms = 50;
  job.measure.l2_flush = l2_flush;
  job.trial_seeds = {21, 22, 23};
  job.tolerance = {0, 0, 0};
  return job;
}

TEST_F(GpuWorker, AnL2FlushSendsAnL2ResidentKernelToDram) {
  const std::string cubin = compile_text(kChaseSource, "chase.cu", arch());
  const WorkerResult warm = run(chase_job(cubin, false));
  const WorkerResult cold = run(chase_job(cubin, true));
  ASSERT_EQ(warm.status, CandidateStatus::ok) << warm.reason;
  ASSERT_EQ(cold.status, CandidateStatus::ok) << cold.reason;
  EXPECT_FALSE(warm.timing->l2_flush);
  EXPECT_TRUE(cold.timing->l2_flush);
  const double ratio = cold.timing->kernel.median_us / warm.timing->kernel.median_us;
  std::fprintf(stderr, "pointer chase: warm %.1f us, after an L2 flush %.1f us (x%.2f)\n",
               warm.timing->kernel.median_us, cold.timing->kernel.median_us, ratio);
  // DRAM latency is about twice L2's or more on Hopper; a flush that did not
  // happen (or did not cover L2) leaves the two within noise.
  EXPECT_GT(ratio, 1.3);
  // Every timed call ran on inputs of its own (written just before it, so warm in L2 unless flushed).
  EXPECT_EQ(cold.timing->input_sets, cold.timing->kernel.runs);
  EXPECT_EQ(warm.timing->input_sets, warm.timing->kernel.runs);
}

// --- timing self-checks on a kernel of known cost --------------------------------

constexpr const char* kCopySource = R"CUDA(
// Four independent 16-byte loads in flight per thread before their stores, so
// the copy runs at the memory's pace rather than at one load's latency.
extern "C" __global__ void copy_f32(const float4* __restrict__ in, float4* __restrict__ out, int n4) {
  const int stride = gridDim.x * blockDim.x;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  for (; i + 3 * stride < n4; i += 4 * stride) {
    const float4 a = in[i], b = in[i + stride], c = in[i + 2 * stride], d = in[i + 3 * stride];
    out[i] = a;
    out[i + stride] = b;
    out[i + 2 * stride] = c;
    out[i + 3 * stride] = d;
  }
  for (; i < n4; i += stride) out[i] = in[i];
}
)CUDA";

WorkerJob copy_job(const std::string& cubin, std::int64_t elements, std::uint32_t blocks) {
  WorkerJob job;
  job.kind = JobKind::evaluate;
  job.args = {ArgBinding{"in", DType::f32, true, elements, ArgRole::input, {InitSpec::Kind::uniform, -1, 1}, 0},
              ArgBinding{"out", DType::f32, true, elements, ArgRole::output, {}, 0},
              ArgBinding{"n4", DType::i32, false, 0, ArgRole::input, {}, 0}};
  job.args[2].scalar = static_cast<double>(elements / 4);
  LaunchPlan l{"copy_f32", {blocks, 1, 1}, {256, 1, 1}, 0, {0, 1, 2}};
  job.candidate = KernelProgram{"copy", cubin, "", {l}};
  job.reference = job.candidate;
  job.reference.label = "copy reference";
  job.measure.min_runs = 50;
  job.measure.min_time_ms = 100;
  job.trial_seeds = {11, 12, 13};
  job.tolerance = {0, 0, 0};
  return job;
}

TEST_F(GpuWorker, CopyRunsAtMeasuredBandwidthAndEventsAgreeWithCupti) {
  const std::string cubin = compile_text(kCopySource, "copy.cu", arch());
  const std::int64_t elements = std::int64_t{64} << 20;  // 256 MiB in, 256 MiB out
  const std::uint32_t blocks = static_cast<std::uint32_t>(fixture().hello.device.sm_count) * 8;
  const WorkerResult r = run(copy_job(cubin, elements, blocks));
  ASSERT_EQ(r.status, CandidateStatus::ok) << r.reason;
  const double bytes = 2.0 * 4.0 * static_cast<double>(elements);
  const double kernel_us = r.timing->kernel.median_us;
  const double gbps = bytes / (kernel_us * 1e3);
  std::fprintf(stderr, "copy: %.1f us median, %.0f GB/s, event mean %.1f us, spread %.3f\n", kernel_us, gbps,
               r.timing->event_mean_us, r.timing->kernel.spread);
  ASSERT_GT(kernel_us, 50.0);
  // CUPTI's kernel time and the CUDA events around the call agree within 5%.
  EXPECT_NEAR(r.timing->event_mean_us / kernel_us, 1.0, 0.05);
  // The bandwidth the copy reaches is that of a device-to-device memcpy measured
  // by a second method: CUDA events around cuMemcpyDtoD in this process.
  const eval::DriverApi& cu = eval::Driver::instance().api();
  eval::PrimaryContext ctx(0);
  CUdeviceptr a = 0, b = 0;
  EVOTUNE_CU(cu.cuMemAlloc(&a, static_cast<std::size_t>(bytes / 2)));
  EVOTUNE_CU(cu.cuMemAlloc(&b, static_cast<std::size_t>(bytes / 2)));
  CUevent start = nullptr, stop = nullptr;
  EVOTUNE_CU(cu.cuEventCreate(&start, CU_EVENT_DEFAULT));
  EVOTUNE_CU(cu.cuEventCreate(&stop, CU_EVENT_DEFAULT));
  for (int i = 0; i < 3; ++i) EVOTUNE_CU(cu.cuMemcpyDtoD(b, a, static_cast<std::size_t>(bytes / 2)));
  const int copies = 20;
  EVOTUNE_CU(cu.cuEventRecord(start, nullptr));
  for (int i = 0; i < copies; ++i) EVOTUNE_CU(cu.cuMemcpyDtoD(b, a, static_cast<std::size_t>(bytes / 2)));
  EVOTUNE_CU(cu.cuEventRecord(stop, nullptr));
  EVOTUNE_CU(cu.cuEventSynchronize(stop));
  float ms = 0;
  EVOTUNE_CU(cu.cuEventElapsedTime(&ms, start, stop));
  const double memcpy_us = ms * 1000.0 / copies;
  const double memcpy_gbps = bytes / (memcpy_us * 1e3);
  std::fprintf(stderr, "memcpy DtoD: %.1f us, %.0f GB/s; copy kernel / memcpy time = %.3f\n", memcpy_us, memcpy_gbps,
               kernel_us / memcpy_us);
  // Measured on an H200 twice: 1.080 and 1.081 (3873 vs 4188 GB/s), with this
  // kernel unrolled or not: the driver's memcpy moves data ~8% faster than a
  // SIMT copy, so "within 5%" does not hold there. What the bounds guard: a
  // kernel time far below what the memory can do (timing too short) or far
  // above it (launch gaps or host time counted). Timing accuracy itself is the
  // CUPTI-vs-events check above.
  EXPECT_GT(kernel_us / memcpy_us, 0.95);
  EXPECT_LT(kernel_us / memcpy_us, 1.10);
  EVOTUNE_CU(cu.cuEventDestroy(start));
  EVOTUNE_CU(cu.cuEventDestroy(stop));
  EVOTUNE_CU(cu.cuMemFree(a));
  EVOTUNE_CU(cu.cuMemFree(b));
}

TEST_F(GpuWorker, InterleavedComparisonSeparatesSlowFromFast) {
  const std::string cubin = compile_text(kCopySource, "copy.cu", arch());
  const std::int64_t elements = std::int64_t{16} << 20;  // 64 MiB each way
  const std::uint32_t sms = static_cast<std::uint32_t>(fixture().hello.device.sm_count);
  WorkerJob job = copy_job(cubin, elements, sms * 8);
  job.kind = JobKind::compare;
  job.other = job.candidate;
  job.other.label = "copy on 4 CTAs";
  job.other.launches[0].grid[0] = 4;  // far from saturating memory: several times slower
  job.compare_rounds = 20;
  job.id = 999;
  const WorkerResult r = client().run(job, 60.0);
  ASSERT_EQ(r.status, CandidateStatus::ok) << r.reason;
  ASSERT_TRUE(r.comparison.has_value());
  std::fprintf(stderr, "compare: A %.1f us, B %.1f us, diff %.1f [%.1f, %.1f] us, significant %d\n",
               r.comparison->a.median_us, r.comparison->b.median_us, r.comparison->diff_median_us,
               r.comparison->diff_ci_low_us, r.comparison->diff_ci_high_us, r.comparison->significant);
  EXPECT_TRUE(r.comparison->significant);
  EXPECT_GT(r.comparison->diff_median_us, 0.0);
  EXPECT_EQ(r.comparison->a.runs, 20);
  ASSERT_TRUE(r.timing_other.has_value());

  // The same kernel against itself: no significant difference expected.
  job.other = job.candidate;
  job.other.label = "copy again";
  job.id = 1000;
  const WorkerResult same = client().run(job, 60.0);
  ASSERT_EQ(same.status, CandidateStatus::ok) << same.reason;
  std::fprintf(stderr, "self-compare: diff %.2f [%.2f, %.2f] us\n", same.comparison->diff_median_us,
               same.comparison->diff_ci_low_us, same.comparison->diff_ci_high_us);
  EXPECT_LT(std::fabs(same.comparison->diff_median_us), 0.05 * same.comparison->a.median_us);
}

}  // namespace
}  // namespace evotune
