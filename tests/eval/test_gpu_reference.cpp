// The tiled attention reference (kernels/seeds/attention_ref_tiled.cu) against
// the plain scalar one (kernels/seeds/attention_ref.cu) on the GPU, through the
// real worker (label `gpu`; skipped, saying why, where there is no GPU):
//   - on the same inputs, at small, ragged (S not a multiple of 64), D=128 and
//     causal shapes, and at the shape of every attention experiment, each is
//     checked against the other: both accumulate in fp32 and round once, so
//     their fp16 outputs may differ by one rounding (an ulp), nothing more;
//   - both kernels' times are printed side by side (the point of the tiled one);
//   - a launch with less shared memory than the tiled kernel needs traps
//     instead of computing a wrong answer.
#include <cstdio>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "attention_references.hpp"
#include "compile_source.hpp"
#include "core/experiment.hpp"
#include "eval/driver.hpp"
#include "eval/worker_client.hpp"
#include "support/gpu_skip.hpp"
#include "eval/worker_jobs.hpp"

namespace evotune {
namespace {

namespace fs = std::filesystem;
using test_support::AttentionShape;
using test_support::compile_text;

// Two fp32 computations of the same values, each rounded once to fp16: one
// rounding apart at most, i.e. one ulp, which is 2^-11..2^-10 of the value.
// atol covers outputs near zero, where fp32 cancellation (~1e-7 of the terms)
// can outgrow a tiny output's ulp; the norm bound is 20x tighter than the
// experiments' (2e-3).
constexpr Tolerance kOneRounding{1e-5, 0x1p-10, 1e-4};

struct Fixture {
  std::unique_ptr<WorkerClient> client;
  WorkerHello hello;
  std::string skip_reason;
};
Fixture& fixture() {
  static Fixture f;
  return f;
}

// Both references of one experiment, compiled for the GPU at the experiment's shape.
struct References {
  Experiment tiled_experiment;   // as the file says (attention_ref_tiled)
  Experiment scalar_experiment;  // with attention_ref instead
  KernelProgram tiled;
  KernelProgram scalar;
};

// What one comparison found, for the summary line.
struct Agreement {
  double tiled_us = 0;
  double scalar_us = 0;
};

class GpuReference : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    Fixture& f = fixture();
    if (auto why = eval::gpu_unavailable(0)) {
      f.skip_reason = *why;
      return;
    }
    WorkerClient::Options o;
    o.argv = {EVOTUNE_BINARY, "worker", "--device", "0"};
    f.client = std::make_unique<WorkerClient>(o);
    f.hello = f.client->start();
    std::fprintf(stderr, "GPU: %s (%s, %d SMs)\n", f.hello.device.name.c_str(), arch().c_str(),
                 f.hello.device.sm_count);
  }
  static void TearDownTestSuite() { fixture().client.reset(); }

  void SetUp() override {
    EVOTUNE_SKIP_UNLESS_GPU();
    if (fixture().client == nullptr) GTEST_SKIP() << fixture().skip_reason;
  }

  static fs::path root() { return fs::path(EVOTUNE_SOURCE_ROOT); }
  static std::string arch() { return fixture().hello.device.arch(); }

  // `e` with few timed runs (the scalar reference takes up to ~0.6 s a call at
  // the largest experiment) and `trials` correctness trials.
  static Experiment quick(Experiment e, int trials) {
    e.measure.warmup = 2;
    e.measure.min_runs = 5;
    e.measure.min_time_ms = 0;
    e.measure.trials = trials;
    e.measure.l2_flush = false;
    return e;
  }

  static References compile_references(const Experiment& e) {
    References r{e, test_support::with_scalar_reference(e, root()), {}, {}};
    EXPECT_EQ(e.reference.kernel.source.filename().string(), "attention_ref_tiled.cu") << e.file.string();
    r.tiled = make_reference_program(
        r.tiled_experiment,
        compile_text(render_reference(r.tiled_experiment).text, "attention_ref_tiled.cu", arch()));
    r.scalar = make_reference_program(
        r.scalar_experiment,
        compile_text(render_reference(r.scalar_experiment).text, "attention_ref.cu", arch()));
    return r;
  }

  // `candidate`, launched as itself, checked against `reference` within kOneRounding.
  static WorkerJob job(const Experiment& e, const KernelProgram& reference, const KernelProgram& candidate,
                       const std::string& label) {
    WorkerJob j = make_reference_like_job(e, reference, candidate.cubin, label);
    j.candidate.launches = candidate.launches;
    j.tolerance = kOneRounding;
    return j;
  }

  static WorkerResult run(WorkerJob job, double limit_s = 300.0) {
    static std::uint64_t next_id = 1;
    job.id = next_id++;
    const WorkerResult r = fixture().client->run(job, limit_s);
    std::fprintf(stderr, "[%s] %s%s%s; max |diff| %.3g, max rel %.3g, rel norm %.3g over %lld elements%s\n",
                 job.candidate.label.c_str(), std::string(status_name(r.status)).c_str(),
                 r.reason.empty() ? "" : ": ", r.reason.c_str(), r.errors.max_abs, r.errors.max_rel,
                 r.errors.rel_norm, static_cast<long long>(r.errors.elements),
                 r.tool_error.empty() ? "" : ("; tool error: " + r.tool_error).c_str());
    return r;
  }

  static void expect_agreement(const WorkerResult& r, int trials, const std::string& what) {
    ASSERT_TRUE(r.tool_error.empty()) << what << ": " << r.tool_error;
    EXPECT_EQ(r.status, CandidateStatus::ok) << what << ": " << r.reason;
    EXPECT_EQ(r.trials_passed, trials) << what;
    EXPECT_EQ(r.errors.nonfinite, 0) << what;
    EXPECT_EQ(r.errors.mismatches, 0) << what;
    EXPECT_GT(r.errors.elements, 0) << what;
    EXPECT_LE(r.errors.rel_norm, kOneRounding.max_rel_norm) << what;
    ASSERT_TRUE(r.timing.has_value()) << what;
  }

  // Tiled checked against scalar, then scalar against tiled (each is timed as
  // the candidate), on the same inputs; both must agree within one rounding.
  static Agreement compare(const Experiment& e, const std::string& what) {
    const int trials = e.measure.trials;
    const References refs = compile_references(e);
    const WorkerResult tiled = run(job(refs.scalar_experiment, refs.scalar, refs.tiled, "tiled " + what));
    expect_agreement(tiled, trials, "tiled vs scalar at " + what);
    const WorkerResult scalar = run(job(refs.tiled_experiment, refs.tiled, refs.scalar, "scalar " + what));
    expect_agreement(scalar, trials, "scalar vs tiled at " + what);
    Agreement a;
    if (tiled.timing && scalar.timing) {
      a.tiled_us = tiled.timing->kernel.median_us;
      a.scalar_us = scalar.timing->kernel.median_us;
      std::fprintf(stderr, "%s: tiled %.1f us, scalar %.1f us (%.1fx); reference time in the jobs %.1f / %.1f ms\n",
                   what.c_str(), a.tiled_us, a.scalar_us, a.scalar_us / a.tiled_us, tiled.reference_ms,
                   scalar.reference_ms);
    }
    if (tiled.status == CandidateStatus::ok) {
      // The worker computed the scalar reference's outputs for this new program.
      EXPECT_GT(tiled.reference_ms, 0.0) << what;
      EXPECT_LE(tiled.reference_ms, tiled.worker_ms) << what;
    }
    return a;
  }
};

TEST_F(GpuReference, TiledAgreesWithScalarOnSmallRaggedAndCausalShapes) {
  const Experiment base = quick(load_experiment(root() / "experiments/s512_scalar.yaml"), 3);
  const std::vector<AttentionShape> shapes = {
      {2, 8, 512, 64, false},  {2, 8, 512, 64, true},   // the headline shape
      {1, 2, 1000, 64, false}, {1, 2, 1000, 64, true},  // S not a multiple of the 64-row tile
      {1, 4, 512, 128, false}, {1, 4, 512, 128, true},  // D = 128
      {1, 3, 200, 128, true},  {2, 1, 33, 64, false},   // ragged D = 128; less than one tile
  };
  for (const AttentionShape& s : shapes) compare(test_support::at_shape(base, s), s.text());
}

TEST_F(GpuReference, EveryAttentionExperimentsReferenceAgreesWithScalarAtItsShape) {
  std::set<std::string> seen;
  int compared = 0;
  for (const auto& entry : fs::directory_iterator(root() / "experiments")) {
    if (entry.path().extension() != ".yaml") continue;
    const Experiment e = load_experiment(entry.path());
    if (e.reference.kernel.source.filename().string() != "attention_ref_tiled.cu") continue;
    const AttentionShape shape = test_support::shape_of(e);
    if (!seen.insert(shape.text()).second) continue;  // the same shape, the same kernels
    // One trial at the large shapes: the scalar reference is what takes the time.
    const bool large = shape.b * shape.h * shape.s * shape.s * shape.d > (std::int64_t{1} << 33);
    compare(quick(e, large ? 1 : 2), entry.path().filename().string() + " (" + shape.text() + ")");
    ++compared;
  }
  EXPECT_GE(compared, 3) << "expected several attention experiments on attention_ref_tiled.cu";
}

TEST_F(GpuReference, TooLittleSharedMemoryTrapsInsteadOfAnsweringWrong) {
  const Experiment e = quick(load_experiment(root() / "experiments/s512_scalar.yaml"), 1);
  const References refs = compile_references(e);
  KernelProgram starved = refs.tiled;
  ASSERT_EQ(starved.launches.size(), 1u);
  ASSERT_GT(starved.launches[0].shared_bytes, 16u);
  starved.launches[0].shared_bytes -= 16;
  const WorkerResult r = run(job(refs.scalar_experiment, refs.scalar, starved, "tiled, starved of shared memory"));
  EXPECT_EQ(r.status, CandidateStatus::fault) << r.reason;
  EXPECT_FALSE(r.cuda_error.empty());
}

}  // namespace
}  // namespace evotune
