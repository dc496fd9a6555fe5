// Worker jobs built from the shipped experiments (no GPU): argument sizes and
// launch plans at a point, and the reference's own job, whose arguments may be
// sized by template parameters it has no value for (s512_mma's split-KV
// scratch buffers are [KV_SPLITS, B, H, S, ...]).
#include <algorithm>
#include <filesystem>

#include <gtest/gtest.h>

#include "core/experiment.hpp"
#include "eval/worker_jobs.hpp"

namespace evotune {
namespace {

namespace fs = std::filesystem;

Experiment shipped(const std::string& name) {
  return load_experiment(fs::path(EVOTUNE_TEST_DATA).parent_path().parent_path() / "experiments" / (name + ".yaml"));
}

const ArgBinding& arg(const WorkerJob& job, const std::string& name) {
  const auto it = std::find_if(job.args.begin(), job.args.end(), [&](const ArgBinding& a) { return a.name == name; });
  if (it == job.args.end()) throw std::runtime_error("no argument " + name);
  return *it;
}

TEST(WorkerJobs, ScratchSizedByTheCandidatesParameters) {
  const Experiment e = shipped("s512_mma");
  Point p = e.search.seeds.at(0);
  p["KV_SPLITS"] = Value(std::int64_t{2});
  p["COMBINE"] = Value(std::string("kernel"));
  ASSERT_TRUE(e.satisfies(p));
  const KernelProgram reference = make_reference_program(e, "ref-cubin");
  const WorkerJob job = make_evaluate_job(e, p, "cubin", "candidate", reference, false);
  const std::int64_t bhsd = 2 * 8 * 512 * 64;
  EXPECT_EQ(arg(job, "q").elements, bhsd);
  EXPECT_EQ(arg(job, "partial_o").elements, 2 * bhsd);
  EXPECT_EQ(arg(job, "partial_ml").elements, 2 * 2 * 8 * 512 * 2);
  // The split launch and the combine launch.
  ASSERT_EQ(job.candidate.launches.size(), 2u);
}

TEST(WorkerJobs, ReferenceJobLeavesArgumentsItDoesNotUseAtOneElement) {
  const Experiment e = shipped("s512_mma");
  const KernelProgram reference = make_reference_program(e, "ref-cubin");
  // Before: "argument 'partial_o': unknown name 'KV_SPLITS'" stopped `evotune run`.
  const WorkerJob job = make_reference_like_job(e, reference, "ref-cubin", "reference");
  EXPECT_EQ(arg(job, "partial_o").elements, 1);
  EXPECT_EQ(arg(job, "partial_ml").elements, 1);
  EXPECT_EQ(arg(job, "o").elements, 2 * 8 * 512 * 64);
  EXPECT_FLOAT_EQ(arg(job, "scale").scalar, 0.125f);
}

TEST(WorkerJobs, AnArgumentTheReferenceUsesStillNeedsItsValues) {
  Experiment e = shipped("s512_mma");
  // A reference that reads the scratch buffer cannot size it without the point's parameters.
  KernelProgram reference = make_reference_program(e, "ref-cubin");
  const auto scratch = std::find_if(e.args.begin(), e.args.end(), [](const ArgSpec& a) { return a.name == "partial_o"; });
  reference.launches.at(0).args.push_back(static_cast<int>(scratch - e.args.begin()));
  try {
    make_reference_like_job(e, reference, "ref-cubin", "reference");
    FAIL() << "expected an error naming the argument";
  } catch (const ExprError& err) {
    EXPECT_NE(std::string(err.what()).find("argument 'partial_o': unknown name 'KV_SPLITS'"), std::string::npos)
        << err.what();
  }
}

TEST(WorkerJobs, ATensorWhoseBytesOverflow64BitsIsAnErrorNotAWrappedSize) {
  ArgSpec a;
  a.name = "q";
  a.dtype = DType::f16;
  for (int i = 0; i < 3; ++i) a.shape.push_back(Expr::parse("3037000500"));  // 2.8e28 elements
  try {
    bind_arguments({a}, Bindings{});
    FAIL() << "expected an error naming the argument";
  } catch (const EvalError& err) {
    EXPECT_STREQ(err.what(), "argument 'q': its size in bytes does not fit in 64 bits");
  }
  // 2^62 elements fit in 64 bits; their 2^63 bytes (f16) do not.
  a.shape = {Expr::parse("2147483648"), Expr::parse("2147483648")};
  EXPECT_THROW(bind_arguments({a}, Bindings{}), EvalError);
  a.shape = {Expr::parse("1073741824"), Expr::parse("2147483648")};  // 2^61 elements, 2^62 bytes
  EXPECT_EQ(bind_arguments({a}, Bindings{}).at(0).elements, std::int64_t{1} << 61);
}

}  // namespace
}  // namespace evotune
