// The worker's JSON-lines protocol: every field survives a round trip,
// non-finite numbers too, and malformed lines fail naming the field.
#include <cmath>
#include <limits>

#include <gtest/gtest.h>

#include "core/error.hpp"
#include "eval/worker_protocol.hpp"

namespace evotune {
namespace {

WorkerJob sample_job() {
  WorkerJob j;
  j.id = 42;
  j.kind = JobKind::evaluate;
  j.candidate.label = "abc123";
  j.candidate.cubin = std::string("\x7f" "ELF\0\x01\x02\xff", 8);
  j.candidate.launches = {LaunchPlan{"attn_split", {8, 16, 2}, {128, 1, 1}, 49152, {0, 1, 2, 3, 5, 4}},
                          LaunchPlan{"attn_combine", {64, 1, 1}, {256, 1, 1}, 0, {5, 3}}};
  j.reference.label = "attention_ref";
  j.reference.cubin_path = "/tmp/ref.cubin";
  j.reference.launches = {LaunchPlan{"attention_ref", {512, 8, 2}, {128, 1, 1}, 0, {0, 1, 2, 3, 4}}};
  ArgBinding q{"q", DType::f16, true, 524288, ArgRole::input, {InitSpec::Kind::normal, 0.0, 1.0}, 0};
  ArgBinding k = q;
  k.name = "k";
  k.init = {InitSpec::Kind::uniform, -1.0, 1.0};
  ArgBinding v = q;
  v.name = "v";
  ArgBinding o{"o", DType::f16, true, 524288, ArgRole::output, {}, 0};
  ArgBinding scale{"scale", DType::f32, false, 0, ArgRole::input, {}, 0.125};
  ArgBinding ws{"ws", DType::f32, true, 1000, ArgRole::scratch, {InitSpec::Kind::constant, 0.0, 0.0}, 0};
  j.args = {q, k, v, o, scale, ws};
  j.tolerance = {2e-3, 1e-2, 5e-4};
  j.measure.warmup = 7;
  j.measure.min_runs = 33;
  j.measure.min_time_ms = 12.5;
  j.measure.max_runs = 999;
  j.measure.trials = 4;
  j.measure.l2_flush = true;
  j.measure.wide_scale = 3.5;
  j.measure.verified_calls = 17;
  j.trial_seeds = {1, 2, 0xFFFFFFFFFFFFFFFFull};
  j.atomics = true;
  j.floor_us = 1.4;
  j.budget_ms = 2500;
  j.stop_above_us = 12.25;
  j.canary_bytes = 4096;
  return j;
}

TEST(WorkerProtocol, JobRoundTrip) {
  const WorkerJob j = sample_job();
  const std::string line = encode_job(j);
  EXPECT_EQ(line.find('\n'), std::string::npos);
  const WorkerJob d = decode_job(line);
  EXPECT_EQ(d.id, 42u);
  EXPECT_EQ(d.kind, JobKind::evaluate);
  EXPECT_EQ(d.candidate.cubin, j.candidate.cubin);
  EXPECT_EQ(d.candidate.label, "abc123");
  ASSERT_EQ(d.candidate.launches.size(), 2u);
  EXPECT_EQ(d.candidate.launches[0].entry, "attn_split");
  EXPECT_EQ(d.candidate.launches[0].grid, (std::array<std::uint32_t, 3>{8, 16, 2}));
  EXPECT_EQ(d.candidate.launches[0].shared_bytes, 49152u);
  EXPECT_EQ(d.candidate.launches[0].args, (std::vector<int>{0, 1, 2, 3, 5, 4}));
  EXPECT_EQ(d.reference.cubin_path, "/tmp/ref.cubin");
  EXPECT_TRUE(d.reference.cubin.empty());
  ASSERT_EQ(d.args.size(), 6u);
  EXPECT_EQ(d.args[1].init.kind, InitSpec::Kind::uniform);
  EXPECT_DOUBLE_EQ(d.args[1].init.a, -1.0);
  EXPECT_EQ(d.args[3].role, ArgRole::output);
  EXPECT_FALSE(d.args[4].is_tensor);
  EXPECT_DOUBLE_EQ(d.args[4].scalar, 0.125);
  EXPECT_EQ(d.args[5].dtype, DType::f32);
  EXPECT_EQ(d.args[5].role, ArgRole::scratch);
  EXPECT_EQ(d.args[5].init.kind, InitSpec::Kind::constant);
  EXPECT_DOUBLE_EQ(d.tolerance.atol, 2e-3);
  EXPECT_DOUBLE_EQ(d.tolerance.max_rel_norm, 5e-4);
  EXPECT_EQ(d.measure.warmup, 7);
  EXPECT_EQ(d.measure.min_runs, 33);
  EXPECT_DOUBLE_EQ(d.measure.min_time_ms, 12.5);
  EXPECT_EQ(d.measure.max_runs, 999);
  // The trials are the seeds: the count is not sent apart from them.
  EXPECT_EQ(d.measure.trials, 3);
  EXPECT_EQ(line.find("\"trials\""), std::string::npos);
  EXPECT_TRUE(d.measure.l2_flush);
  EXPECT_DOUBLE_EQ(d.measure.wide_scale, 3.5);
  EXPECT_EQ(d.measure.verified_calls, 17);
  EXPECT_EQ(d.trial_seeds, j.trial_seeds);
  EXPECT_TRUE(d.atomics);
  EXPECT_DOUBLE_EQ(d.floor_us, 1.4);
  EXPECT_DOUBLE_EQ(d.budget_ms, 2500);
  EXPECT_DOUBLE_EQ(d.stop_above_us, 12.25);
  EXPECT_EQ(d.canary_bytes, 4096u);
}

TEST(WorkerProtocol, TensorMapRoundTrip) {
  WorkerJob j = sample_job();
  ArgBinding map{"k_map", DType::f16, false, 0, ArgRole::input, {}, 0};
  map.tensor_map = TensorMapBinding{1, {64, 8192}, {128}, {64, 128}, 128, TensorMapL2::b128, TensorMapOob::nan};
  j.args.push_back(map);
  const WorkerJob d = decode_job(encode_job(j));
  ASSERT_EQ(d.args.size(), 7u);
  ASSERT_TRUE(d.args[6].tensor_map);
  EXPECT_FALSE(d.args[6].is_tensor);
  EXPECT_FALSE(d.args[6].is_scalar());
  const TensorMapBinding& m = *d.args[6].tensor_map;
  EXPECT_EQ(m.tensor, 1u);
  EXPECT_EQ(m.dims, (std::vector<std::uint64_t>{64, 8192}));
  EXPECT_EQ(m.strides, (std::vector<std::uint64_t>{128}));
  EXPECT_EQ(m.box, (std::vector<std::uint32_t>{64, 128}));
  EXPECT_EQ(m.swizzle, 128);
  EXPECT_EQ(m.l2_promotion, TensorMapL2::b128);
  EXPECT_EQ(m.oob_fill, TensorMapOob::nan);
  EXPECT_FALSE(d.args[4].tensor_map);  // the scalar stays one

  // A map over something that is not a tensor of the job: refused before the worker indexes with it.
  for (std::size_t bad : {std::size_t{4}, std::size_t{99}}) {
    WorkerJob b = j;
    b.args[6].tensor_map->tensor = bad;
    try {
      decode_job(encode_job(b));
      ADD_FAILURE() << "a map over argument " << bad << " was accepted";
    } catch (const EvalError& e) {
      EXPECT_NE(std::string(e.what()).find("tensor map 'k_map' is over argument " + std::to_string(bad) +
                                           ", which is not a tensor of the job"),
                std::string::npos)
          << e.what();
    }
  }
  // A box extent past 32 bits is no count of the protocol's.
  std::string line = encode_job(j);
  const auto at = line.find("\"box\":[64,128]");
  ASSERT_NE(at, std::string::npos) << line;
  line.replace(at, 15, "\"box\":[64,4294967296]");
  EXPECT_THROW(decode_job(line), EvalError);
}

TEST(WorkerProtocol, CompareAndShutdownJobs) {
  WorkerJob j = sample_job();
  j.kind = JobKind::compare;
  j.other = j.candidate;
  j.other.label = "other";
  j.compare_rounds = 50;
  const WorkerJob d = decode_job(encode_job(j));
  EXPECT_EQ(d.kind, JobKind::compare);
  EXPECT_EQ(d.other.label, "other");
  EXPECT_EQ(d.compare_rounds, 50);
  WorkerJob bye;
  bye.kind = JobKind::shutdown;
  bye.id = 9;
  EXPECT_EQ(decode_job(encode_job(bye)).kind, JobKind::shutdown);
}

TEST(WorkerProtocol, ResultRoundTripWithNonFiniteNumbers) {
  WorkerResult r;
  r.id = 7;
  r.status = CandidateStatus::incorrect;
  r.reason = "trial 2: 10 of 100 elements are NaN/Inf";
  r.trials_passed = 1;
  r.errors.max_abs = std::numeric_limits<double>::infinity();
  r.errors.rel_norm = std::numeric_limits<double>::quiet_NaN();
  r.errors.mismatches = 3;
  r.errors.nonfinite = 10;
  r.errors.elements = 100;
  ProgramTiming t;
  t.kernel = summarize_times({1, 2, 3, 4, 5, 6, 7});
  t.launch_median_us = {3.0, 1.0};
  t.event_mean_us = 4.5;
  t.input_sets = 4;
  t.clock.available = true;
  t.clock.sm_mhz_before = 1980;
  t.clock.sm_mhz_after = 1755;
  t.clock.throttled = true;
  t.clock.reasons = "sw_power_cap";
  t.partial = true;
  r.timing = t;
  r.comparison = compare_paired({1, 1, 1, 1, 1, 1}, {2, 2, 2, 2, 2, 2});
  r.worker_ms = 12.5;
  r.reference_ms = 3.25;
  r.verified_calls = 32;
  const WorkerResult d = decode_result(encode_result(r));
  EXPECT_DOUBLE_EQ(d.reference_ms, 3.25);
  EXPECT_EQ(d.verified_calls, 32);
  EXPECT_EQ(d.id, 7u);
  EXPECT_EQ(d.status, CandidateStatus::incorrect);
  EXPECT_EQ(d.reason, r.reason);
  EXPECT_EQ(d.trials_passed, 1);
  EXPECT_TRUE(std::isinf(d.errors.max_abs));
  EXPECT_TRUE(std::isnan(d.errors.rel_norm));
  EXPECT_EQ(d.errors.nonfinite, 10);
  ASSERT_TRUE(d.timing.has_value());
  EXPECT_DOUBLE_EQ(d.timing->kernel.median_us, 4);
  EXPECT_EQ(d.timing->launch_median_us, (std::vector<double>{3.0, 1.0}));
  EXPECT_EQ(d.timing->input_sets, 4);
  EXPECT_TRUE(d.timing->clock.throttled);
  EXPECT_EQ(d.timing->clock.sm_mhz_after, 1755);
  EXPECT_EQ(d.timing->clock.reasons, "sw_power_cap");
  EXPECT_TRUE(d.timing->partial);
  ASSERT_TRUE(d.comparison.has_value());
  EXPECT_TRUE(d.comparison->significant);
  EXPECT_DOUBLE_EQ(d.comparison->diff_median_us, 1.0);
  EXPECT_FALSE(d.timing_other.has_value());
  EXPECT_FALSE(d.exiting);
  EXPECT_DOUBLE_EQ(d.worker_ms, 12.5);
  EXPECT_DOUBLE_EQ(d.reference_ms, 3.25);
}

TEST(WorkerProtocol, ResultWithoutReferenceTimeNamesTheField) {
  WorkerResult r;
  r.id = 5;
  std::string line = encode_result(r);
  const std::string field = R"("reference_ms":0.0,)";
  const auto at = line.find(field);
  ASSERT_NE(at, std::string::npos) << line;
  line.erase(at, field.size());
  try {
    decode_result(line);
    FAIL() << "a result without reference_ms must not decode: " << line;
  } catch (const EvalError& e) {
    EXPECT_NE(std::string(e.what()).find("'reference_ms'"), std::string::npos) << e.what();
  }
}

TEST(WorkerProtocol, FaultAndToolErrorResults) {
  WorkerResult f;
  f.id = 3;
  f.status = CandidateStatus::fault;
  f.cuda_error = "CUDA_ERROR_ILLEGAL_ADDRESS";
  f.exiting = true;
  const WorkerResult df = decode_result(encode_result(f));
  EXPECT_EQ(df.status, CandidateStatus::fault);
  EXPECT_EQ(df.cuda_error, "CUDA_ERROR_ILLEGAL_ADDRESS");
  EXPECT_TRUE(df.exiting);
  WorkerResult t;
  t.id = 4;
  t.tool_error = "CUPTI delivered 3 kernel records for 40 launches";
  EXPECT_EQ(decode_result(encode_result(t)).tool_error, t.tool_error);
}

TEST(WorkerProtocol, HelloRoundTrip) {
  WorkerHello h;
  h.ok = true;
  h.pid = 1234;
  h.device = {0, "NVIDIA H100 80GB HBM3", "0000:18:00.0", 9, 0, 132, 85899345920LL, 52428800, 13000, "580.65.06",
              1024, 232448, 65536, 1980000, 2619000};
  h.cupti = true;
  const WorkerHello d = decode_hello(encode_hello(h));
  EXPECT_TRUE(d.ok);
  EXPECT_EQ(d.device.name, h.device.name);
  EXPECT_EQ(d.device.memory_bytes, 85899345920LL);
  EXPECT_EQ(d.device.arch(), "sm_90");
  EXPECT_EQ(d.device.driver_release, "580.65.06");
  EXPECT_EQ(d.device.max_shared_per_block_optin, 232448);
  EXPECT_EQ(d.device.sm_clock_khz, 1980000);
  EXPECT_EQ(d.device.memory_clock_khz, 2619000);
  EXPECT_TRUE(d.cupti);
  EXPECT_FALSE(d.clocks);
  WorkerHello bad;
  bad.error = "no GPU: libcuda.so.1 not found";
  const WorkerHello db = decode_hello(encode_hello(bad));
  EXPECT_FALSE(db.ok);
  EXPECT_EQ(db.error, bad.error);
}

void expect_error_mentions(const std::string& line, const std::string& needle) {
  try {
    decode_job(line);
    FAIL() << "no error for " << line;
  } catch (const EvalError& e) {
    EXPECT_NE(std::string(e.what()).find(needle), std::string::npos) << e.what();
  }
}

TEST(WorkerProtocol, MalformedJobsNameTheProblem) {
  expect_error_mentions("not json", "not JSON");
  expect_error_mentions("[1,2]", "not a JSON object");
  expect_error_mentions(R"({"type":"evaluate"})", "'id'");
  expect_error_mentions(R"({"type":"dance","id":1})", "unknown job type 'dance'");
  std::string line = encode_job(sample_job());
  const auto at = line.find("\"f16\"");
  line.replace(at, 5, "\"f64\"");
  expect_error_mentions(line, "unknown dtype 'f64'");
  WorkerJob j = sample_job();
  j.candidate.launches[0].args.push_back(17);
  expect_error_mentions(encode_job(j), "names argument 17 of 6");
  j = sample_job();
  j.candidate.launches.clear();
  expect_error_mentions(encode_job(j), "candidate has no launches");
  // Early exit: a negative threshold (or none at all) is refused.
  j = sample_job();
  j.stop_above_us = -1;
  expect_error_mentions(encode_job(j), "stop_above_us");
  line = encode_job(sample_job());
  const auto key = line.find("\"stop_above_us\"");
  ASSERT_NE(key, std::string::npos);
  line.replace(key, 15, "\"stop_above_xx\"");
  expect_error_mentions(line, "stop_above_us");
  EXPECT_THROW(decode_result(R"({"type":"hello","ok":true,"pid":1})"), EvalError);
  EXPECT_THROW(decode_hello(R"({"type":"result","id":1})"), EvalError);
}

TEST(Base64, KnownVectorsAndRoundTrip) {
  EXPECT_EQ(base64_encode(""), "");
  EXPECT_EQ(base64_encode("f"), "Zg==");
  EXPECT_EQ(base64_encode("fo"), "Zm8=");
  EXPECT_EQ(base64_encode("foo"), "Zm9v");
  EXPECT_EQ(base64_encode("foobar"), "Zm9vYmFy");
  EXPECT_EQ(base64_decode("Zm9vYg=="), "foob");
  std::string all;
  for (int i = 0; i < 256; ++i) all += static_cast<char>(i);
  for (std::size_t n = 0; n <= all.size(); n += 37) EXPECT_EQ(base64_decode(base64_encode(all.substr(0, n))), all.substr(0, n));
  EXPECT_THROW(base64_decode("Zm9"), EvalError);
  EXPECT_THROW(base64_decode("Zm9*"), EvalError);
  EXPECT_THROW(base64_decode("Zg==Zg=="), EvalError);
}

}  // namespace
}  // namespace evotune
