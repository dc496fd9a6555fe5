// Tensor-map arguments on the GPU (issue 16; label `gpu`, skipped, saying why,
// without one or on a GPU older than sm_90, which has no TMA):
//   - experiments/tma_copy.yaml's template, at points covering every swizzle,
//     box shape and ring depth, passes the worker's three trials and its
//     verified timed calls bit for bit: the map the worker encodes is what the
//     kernel's cp.async.bulk.tensor loads read, and the swizzle undone matches;
//   - a map the driver would refuse is that candidate's fault (with the reason
//     in words), and the same worker measures the next candidate;
//   - LoadedProgram encodes a map again when its tensor's pointer changes (a
//     stale map would copy the first buffer into the second output).
#include <cstdio>
#include <cstring>
#include <memory>
#include <optional>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "codegen/render.hpp"
#include "codegen/template.hpp"
#include "compile_source.hpp"
#include "core/experiment.hpp"
#include "eval/compiler.hpp"
#include "eval/driver.hpp"
#include "eval/gpu_launcher.hpp"
#include "eval/worker_client.hpp"
#include "eval/worker_jobs.hpp"
#include "support/gpu_skip.hpp"

namespace evotune {
namespace {

namespace fs = std::filesystem;

struct Fixture {
  std::unique_ptr<WorkerClient> client;
  WorkerHello hello;
  std::optional<Experiment> experiment;
  std::optional<TemplateInfo> tmpl;
  KernelProgram reference;
  std::string why_skip;  // a GPU without TMA
};
Fixture& fixture() {
  static Fixture f;
  return f;
}

fs::path root() { return fs::path(EVOTUNE_SOURCE_ROOT); }

class GpuTensorMap : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    Fixture& f = fixture();
    if (test_support::why_no_gpu()) return;
    const eval::DeviceInfo d = eval::Driver::instance().device_info(0);
    if (d.cc_major < 9) {
      f.why_skip = fmt::format("{} is {}: TMA (cp.async.bulk.tensor) needs sm_90 or newer", d.name, d.arch());
      return;
    }
    WorkerClient::Options o;
    o.argv = {EVOTUNE_BINARY, "worker", "--device", "0"};
    f.client = std::make_unique<WorkerClient>(o);
    f.hello = f.client->start();
    f.experiment = load_experiment(root() / "experiments/tma_copy.yaml");
    f.tmpl = load_template(f.experiment->kernel.source, root());
    const RenderedSource ref = render_reference(*f.experiment);
    f.reference = make_reference_program(*f.experiment, test_support::compile_text(ref.text, "copy_ref.cu", arch()));
  }
  static void TearDownTestSuite() { fixture().client.reset(); }

  void SetUp() override {
    EVOTUNE_SKIP_UNLESS_GPU();
    if (!fixture().why_skip.empty()) GTEST_SKIP() << fixture().why_skip;
    ASSERT_NE(fixture().client, nullptr) << "the suite's set-up failed (see above)";
  }

  static std::string arch() { return eval::Driver::instance().device_info(0).arch(); }
  static const Experiment& experiment() { return *fixture().experiment; }

  static Point point(int rows, int cols, int swizzle, int stages, int tiles, int threads) {
    return Point{{"BOX_ROWS", Value(rows)},     {"BOX_COLS", Value(cols)},       {"SWIZZLE", Value(swizzle)},
                 {"STAGES", Value(stages)},     {"TILES_PER_CTA", Value(tiles)}, {"THREADS", Value(threads)}};
  }

  static std::string cubin_at(const Point& p) {
    const CandidateSource c = make_candidate(*fixture().tmpl, experiment(), p, arch());
    const CompileResult compiled = compile_in_process(make_compile_request(c, *fixture().tmpl));
    if (compiled.status != CompileStatus::ok) throw EvalError("tma_copy does not compile: " + compiled.message);
    return compiled.cubin;
  }

  static WorkerJob job_at(const Point& p, const std::string& label) {
    return make_evaluate_job(experiment(), p, cubin_at(p), label, fixture().reference, false);
  }

  static WorkerResult run(WorkerJob job) {
    static std::uint64_t next_id = 1;
    job.id = next_id++;
    const WorkerResult r = fixture().client->run(job, 60.0);
    std::fprintf(stderr, "[%s] %s%s%s\n", job.candidate.label.c_str(), std::string(status_name(r.status)).c_str(),
                 r.reason.empty() ? "" : ": ", r.reason.c_str());
    return r;
  }
};

TEST_F(GpuTensorMap, EverySwizzleAndBoxIsCopiedBitForBit) {
  ASSERT_TRUE(experiment().satisfies(point(64, 64, 128, 2, 4, 128)));
  // Each swizzle at the row width it needs, unswizzled wide rows, a one-stage ring, a deep one.
  for (const Point& p : {point(64, 64, 128, 2, 4, 128), point(32, 32, 64, 4, 8, 256), point(128, 16, 32, 1, 2, 64),
                         point(256, 128, 0, 3, 4, 128), point(8, 64, 128, 4, 8, 64), point(16, 32, 0, 1, 1, 256)}) {
    ASSERT_TRUE(experiment().satisfies(p));
    const std::string label = fmt::format("rows {} cols {} swizzle {} stages {} tiles {}", p.at("BOX_ROWS").as_int(),
                                          p.at("BOX_COLS").as_int(), p.at("SWIZZLE").as_int(),
                                          p.at("STAGES").as_int(), p.at("TILES_PER_CTA").as_int());
    const WorkerResult r = run(job_at(p, label));
    EXPECT_EQ(r.status, CandidateStatus::ok) << label << ": " << r.reason;
    EXPECT_EQ(r.trials_passed, 3) << label;
    EXPECT_EQ(r.errors.max_abs, 0.0) << label;  // a copy: exact
    EXPECT_EQ(r.errors.nonfinite, 0) << label;
    EXPECT_GT(r.errors.elements, 0) << label;
    EXPECT_GT(r.verified_calls, 0) << label << ": the timed calls' outputs were compared too";
    ASSERT_TRUE(r.timing.has_value()) << label;
    EXPECT_GT(r.timing->kernel.median_us, 0.0);
  }
}

TEST_F(GpuTensorMap, RefusedMapIsTheCandidatesFaultAndTheWorkerGoesOn) {
  const Point p = point(64, 64, 128, 2, 4, 128);
  WorkerJob bad = job_at(p, "box over 256");
  ASSERT_TRUE(bad.args.at(2).tensor_map);
  bad.args[2].tensor_map->box[1] = 512;  // outer box extent: the driver allows at most 256
  const WorkerResult r = run(bad);
  EXPECT_EQ(r.status, CandidateStatus::fault);
  EXPECT_EQ(r.cuda_error, "CUDA_ERROR_INVALID_VALUE");
  EXPECT_NE(r.reason.find("tensor map 'src_map' over 'src'"), std::string::npos) << r.reason;
  EXPECT_NE(r.reason.find("extent 512 is out of range"), std::string::npos) << r.reason;
  EXPECT_FALSE(r.exiting) << "encoding is host-side: the context is fine";
  const WorkerResult next = run(job_at(p, "the next candidate"));
  EXPECT_EQ(next.status, CandidateStatus::ok) << next.reason;
  EXPECT_EQ(next.trials_passed, 3);
}

// In process: one loaded program, two pairs of buffers.
TEST_F(GpuTensorMap, MapIsEncodedAgainForANewPointer) {
  const Point p = point(64, 64, 128, 2, 4, 128);
  const WorkerJob job = job_at(p, "in process");
  const eval::DriverApi& cu = eval::Driver::instance().api();
  eval::PrimaryContext context(0);
  const LoadedProgram program(job.candidate, job.args);
  const std::size_t bytes = job.args.at(0).bytes();
  std::vector<CUdeviceptr> buffers(4, 0);
  for (CUdeviceptr& b : buffers) EVOTUNE_CU(cu.cuMemAlloc(&b, bytes));
  const std::size_t count = bytes / 2;
  std::vector<std::uint16_t> a(count), b(count), out(count);
  for (std::size_t i = 0; i < count; ++i) {
    a[i] = static_cast<std::uint16_t>(i * 2654435761u >> 16);
    b[i] = static_cast<std::uint16_t>(~a[i]);
  }
  EVOTUNE_CU(cu.cuMemcpyHtoD(buffers[0], a.data(), bytes));
  EVOTUNE_CU(cu.cuMemcpyHtoD(buffers[2], b.data(), bytes));
  // Arguments: src, dst, src_map (the map's pointer comes from src's slot).
  program.enqueue({buffers[0], buffers[1], 0}, nullptr);
  EVOTUNE_CU(cu.cuCtxSynchronize());
  EVOTUNE_CU(cu.cuMemcpyDtoH(out.data(), buffers[1], bytes));
  EXPECT_EQ(std::memcmp(out.data(), a.data(), bytes), 0);
  program.enqueue({buffers[2], buffers[3], 0}, nullptr);
  EVOTUNE_CU(cu.cuCtxSynchronize());
  EVOTUNE_CU(cu.cuMemcpyDtoH(out.data(), buffers[3], bytes));
  EXPECT_EQ(std::memcmp(out.data(), b.data(), bytes), 0) << "the map still pointed at the first buffer";
  for (CUdeviceptr buf : buffers) EVOTUNE_CU_NOTHROW(cu.cuMemFree(buf));
}

}  // namespace
}  // namespace evotune
