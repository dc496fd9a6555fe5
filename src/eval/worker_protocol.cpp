// JSON encoding of worker jobs, results and hellos (see worker_protocol.hpp).
#include "eval/worker_protocol.hpp"

#include <cmath>
#include <limits>

#include <nlohmann/json.hpp>

#include "core/error.hpp"

namespace evotune {
namespace {

using json = nlohmann::json;

// --- numbers that JSON cannot hold -------------------------------------------

json number(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  return v;
}

// --- reading with field names in the errors -----------------------------------

const json& field(const json& j, const char* key, const char* where) {
  if (!j.is_object()) throw EvalError(std::string("worker protocol: ") + where + " is not an object");
  auto it = j.find(key);
  if (it == j.end()) throw EvalError(std::string("worker protocol: ") + where + " has no field '" + key + "'");
  return *it;
}

double get_number(const json& j, const char* key, const char* where) {
  const json& v = field(j, key, where);
  if (v.is_number()) return v.get<double>();
  if (v.is_string()) {
    const auto& s = v.get_ref<const std::string&>();
    if (s == "nan") return std::numeric_limits<double>::quiet_NaN();
    if (s == "inf") return std::numeric_limits<double>::infinity();
    if (s == "-inf") return -std::numeric_limits<double>::infinity();
  }
  throw EvalError(std::string("worker protocol: ") + where + "." + key + " is not a number");
}

template <typename Int>
Int get_int(const json& j, const char* key, const char* where) {
  const json& v = field(j, key, where);
  if (!v.is_number_integer()) throw EvalError(std::string("worker protocol: ") + where + "." + key + " is not an integer");
  if constexpr (std::is_unsigned_v<Int>) {
    if (v.is_number_unsigned()) return static_cast<Int>(v.get<std::uint64_t>());
    const auto s = v.get<std::int64_t>();
    if (s < 0) throw EvalError(std::string("worker protocol: ") + where + "." + key + " is negative");
    return static_cast<Int>(s);
  } else {
    return static_cast<Int>(v.get<std::int64_t>());
  }
}

std::string get_string(const json& j, const char* key, const char* where) {
  const json& v = field(j, key, where);
  if (!v.is_string()) throw EvalError(std::string("worker protocol: ") + where + "." + key + " is not a string");
  return v.get<std::string>();
}

bool get_bool(const json& j, const char* key, const char* where) {
  const json& v = field(j, key, where);
  if (!v.is_boolean()) throw EvalError(std::string("worker protocol: ") + where + "." + key + " is not a boolean");
  return v.get<bool>();
}

const json& get_array(const json& j, const char* key, const char* where) {
  const json& v = field(j, key, where);
  if (!v.is_array()) throw EvalError(std::string("worker protocol: ") + where + "." + key + " is not an array");
  return v;
}

json parse_line(std::string_view line, const char* what) {
  json j = json::parse(line, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) {
    std::string shown(line.substr(0, 200));
    throw EvalError(std::string("worker protocol: ") + what + " is not JSON: '" + shown + "'");
  }
  if (!j.is_object()) throw EvalError(std::string("worker protocol: ") + what + " is not a JSON object");
  return j;
}

// --- enums by name ---------------------------------------------------------------

DType parse_dtype(const std::string& name) {
  for (DType t : {DType::f16, DType::bf16, DType::f32, DType::i32})
    if (name == dtype_name(t)) return t;
  throw EvalError("worker protocol: unknown dtype '" + name + "'");
}

ArgRole parse_role(const std::string& name) {
  for (ArgRole r : {ArgRole::input, ArgRole::output, ArgRole::scratch})
    if (name == role_name(r)) return r;
  throw EvalError("worker protocol: unknown role '" + name + "'");
}

const char* init_kind_name(InitSpec::Kind k) {
  switch (k) {
    case InitSpec::Kind::normal: return "normal";
    case InitSpec::Kind::uniform: return "uniform";
    case InitSpec::Kind::constant: return "constant";
  }
  return "normal";
}

InitSpec::Kind parse_init_kind(const std::string& name) {
  for (auto k : {InitSpec::Kind::normal, InitSpec::Kind::uniform, InitSpec::Kind::constant})
    if (name == init_kind_name(k)) return k;
  throw EvalError("worker protocol: unknown init kind '" + name + "'");
}

JobKind parse_job_kind(const std::string& name) {
  for (auto k : {JobKind::evaluate, JobKind::compare, JobKind::shutdown, JobKind::profile, JobKind::check})
    if (name == job_kind_name(k)) return k;
  throw EvalError("worker protocol: unknown job type '" + name + "'");
}

// --- pieces --------------------------------------------------------------------

json to_json(const LaunchPlan& l) {
  return {{"entry", l.entry},
          {"grid", {l.grid[0], l.grid[1], l.grid[2]}},
          {"block", {l.block[0], l.block[1], l.block[2]}},
          {"shared_bytes", l.shared_bytes},
          {"args", l.args}};
}

std::array<std::uint32_t, 3> dim3_from(const json& j, const char* key, const char* where) {
  const json& a = get_array(j, key, where);
  if (a.size() != 3) throw EvalError(std::string("worker protocol: ") + where + "." + key + " needs 3 numbers");
  std::array<std::uint32_t, 3> d{};
  for (int i = 0; i < 3; ++i) {
    if (!a[i].is_number_unsigned() && !(a[i].is_number_integer() && a[i].get<std::int64_t>() >= 0))
      throw EvalError(std::string("worker protocol: ") + where + "." + key + " holds a non-count");
    d[i] = a[i].get<std::uint32_t>();
  }
  return d;
}

LaunchPlan launch_from(const json& j) {
  LaunchPlan l;
  l.entry = get_string(j, "entry", "launch");
  l.grid = dim3_from(j, "grid", "launch");
  l.block = dim3_from(j, "block", "launch");
  l.shared_bytes = get_int<std::uint32_t>(j, "shared_bytes", "launch");
  for (const json& a : get_array(j, "args", "launch")) {
    if (!a.is_number_integer()) throw EvalError("worker protocol: launch.args holds a non-integer");
    l.args.push_back(a.get<int>());
  }
  return l;
}

json to_json(const KernelProgram& p) {
  json launches = json::array();
  for (const auto& l : p.launches) launches.push_back(to_json(l));
  json j = {{"label", p.label}, {"launches", launches}};
  if (!p.cubin.empty())
    j["cubin_b64"] = base64_encode(p.cubin);
  else
    j["cubin_path"] = p.cubin_path;
  return j;
}

KernelProgram program_from(const json& j, const char* where) {
  KernelProgram p;
  p.label = get_string(j, "label", where);
  if (j.contains("cubin_b64"))
    p.cubin = base64_decode(get_string(j, "cubin_b64", where));
  else
    p.cubin_path = get_string(j, "cubin_path", where);
  for (const json& l : get_array(j, "launches", where)) p.launches.push_back(launch_from(l));
  return p;
}

json to_json(const ArgBinding& a) {
  json j = {{"name", a.name}, {"dtype", dtype_name(a.dtype)}, {"tensor", a.is_tensor}};
  if (a.is_tensor) {
    j["elements"] = a.elements;
    j["role"] = role_name(a.role);
    j["init"] = {{"kind", init_kind_name(a.init.kind)}, {"a", number(a.init.a)}, {"b", number(a.init.b)}};
    j["widen"] = a.widen;
  } else if (a.tensor_map) {
    const TensorMapBinding& m = *a.tensor_map;
    j["tensor_map"] = {{"tensor", m.tensor},   {"dims", m.dims},
                       {"strides", m.strides}, {"box", m.box},
                       {"swizzle", m.swizzle}, {"l2_promotion", tensor_map_l2_name(m.l2_promotion)},
                       {"oob_fill", tensor_map_oob_name(m.oob_fill)}};
  } else {
    j["value"] = number(a.scalar);
  }
  return j;
}

template <typename Int>
std::vector<Int> counts_from(const json& j, const char* key, const char* where) {
  std::vector<Int> out;
  for (const json& v : get_array(j, key, where)) {
    if (!v.is_number_unsigned() || v.get<std::uint64_t>() > std::numeric_limits<Int>::max())
      throw EvalError(std::string("worker protocol: ") + where + "." + key + " holds a non-count");
    out.push_back(static_cast<Int>(v.get<std::uint64_t>()));
  }
  return out;
}

TensorMapBinding tensor_map_from(const json& j) {
  const char* w = "arg.tensor_map";
  TensorMapBinding m;
  m.tensor = get_int<std::size_t>(j, "tensor", w);
  m.dims = counts_from<std::uint64_t>(j, "dims", w);
  m.strides = counts_from<std::uint64_t>(j, "strides", w);
  m.box = counts_from<std::uint32_t>(j, "box", w);
  m.swizzle = get_int<std::int64_t>(j, "swizzle", w);
  const std::string l2 = get_string(j, "l2_promotion", w);
  const std::string oob = get_string(j, "oob_fill", w);
  bool known_l2 = false, known_oob = false;
  for (TensorMapL2 l : {TensorMapL2::none, TensorMapL2::b64, TensorMapL2::b128, TensorMapL2::b256})
    if (l2 == tensor_map_l2_name(l)) m.l2_promotion = l, known_l2 = true;
  for (TensorMapOob o : {TensorMapOob::zero, TensorMapOob::nan})
    if (oob == tensor_map_oob_name(o)) m.oob_fill = o, known_oob = true;
  if (!known_l2 || !known_oob)
    throw EvalError("worker protocol: unknown tensor map l2_promotion '" + l2 + "' or oob_fill '" + oob + "'");
  return m;
}

ArgBinding arg_from(const json& j) {
  ArgBinding a;
  a.name = get_string(j, "name", "arg");
  a.dtype = parse_dtype(get_string(j, "dtype", "arg"));
  a.is_tensor = get_bool(j, "tensor", "arg");
  if (a.is_tensor) {
    a.elements = get_int<std::int64_t>(j, "elements", "arg");
    if (a.elements <= 0) throw EvalError("worker protocol: tensor '" + a.name + "' has no elements");
    a.role = parse_role(get_string(j, "role", "arg"));
    const json& init = field(j, "init", "arg");
    a.init.kind = parse_init_kind(get_string(init, "kind", "arg.init"));
    a.init.a = get_number(init, "a", "arg.init");
    a.init.b = get_number(init, "b", "arg.init");
    a.widen = get_bool(j, "widen", "arg");
  } else if (j.contains("tensor_map")) {
    a.tensor_map = tensor_map_from(j.at("tensor_map"));
  } else {
    a.scalar = get_number(j, "value", "arg");
  }
  return a;
}

json to_json(const TimeSummary& s) {
  return {{"runs", s.runs},
          {"median_us", number(s.median_us)},
          {"p10_us", number(s.p10_us)},
          {"p90_us", number(s.p90_us)},
          {"mean_us", number(s.mean_us)},
          {"min_us", number(s.min_us)},
          {"max_us", number(s.max_us)},
          {"stddev_us", number(s.stddev_us)},
          {"spread", number(s.spread)},
          {"median_ci_low_us", number(s.median_ci_low_us)},
          {"median_ci_high_us", number(s.median_ci_high_us)}};
}

TimeSummary summary_from(const json& j) {
  const char* w = "time summary";
  TimeSummary s;
  s.runs = get_int<int>(j, "runs", w);
  s.median_us = get_number(j, "median_us", w);
  s.p10_us = get_number(j, "p10_us", w);
  s.p90_us = get_number(j, "p90_us", w);
  s.mean_us = get_number(j, "mean_us", w);
  s.min_us = get_number(j, "min_us", w);
  s.max_us = get_number(j, "max_us", w);
  s.stddev_us = get_number(j, "stddev_us", w);
  s.spread = get_number(j, "spread", w);
  s.median_ci_low_us = get_number(j, "median_ci_low_us", w);
  s.median_ci_high_us = get_number(j, "median_ci_high_us", w);
  return s;
}

json to_json(const ClockReading& c) {
  return {{"available", c.available},   {"sm_mhz_before", c.sm_mhz_before}, {"sm_mhz_after", c.sm_mhz_after},
          {"sm_mhz_max", c.sm_mhz_max}, {"throttled", c.throttled},         {"reasons", c.reasons}};
}

ClockReading clock_from(const json& j) {
  const char* w = "clock";
  ClockReading c;
  c.available = get_bool(j, "available", w);
  c.sm_mhz_before = get_int<int>(j, "sm_mhz_before", w);
  c.sm_mhz_after = get_int<int>(j, "sm_mhz_after", w);
  c.sm_mhz_max = get_int<int>(j, "sm_mhz_max", w);
  c.throttled = get_bool(j, "throttled", w);
  c.reasons = get_string(j, "reasons", w);
  return c;
}

json to_json(const ProgramTiming& t) {
  json launches = json::array();
  for (double v : t.launch_median_us) launches.push_back(number(v));
  return {{"kernel", to_json(t.kernel)},       {"launch_median_us", launches},
          {"event_mean_us", number(t.event_mean_us)}, {"input_sets", t.input_sets},
          {"l2_flush", t.l2_flush},            {"runs_capped", t.runs_capped},
          {"partial", t.partial},              {"clock", to_json(t.clock)}};
}

ProgramTiming timing_from(const json& j) {
  const char* w = "timing";
  ProgramTiming t;
  t.kernel = summary_from(field(j, "kernel", w));
  const json& launches = get_array(j, "launch_median_us", w);
  for (std::size_t i = 0; i < launches.size(); ++i) {
    json holder = {{"v", launches[i]}};
    t.launch_median_us.push_back(get_number(holder, "v", "timing.launch_median_us"));
  }
  t.event_mean_us = get_number(j, "event_mean_us", w);
  t.input_sets = get_int<int>(j, "input_sets", w);
  t.l2_flush = get_bool(j, "l2_flush", w);
  t.runs_capped = get_bool(j, "runs_capped", w);
  t.partial = get_bool(j, "partial", w);
  t.clock = clock_from(field(j, "clock", w));
  return t;
}

json to_json(const PairedComparison& c) {
  return {{"a", to_json(c.a)},
          {"b", to_json(c.b)},
          {"diff_median_us", number(c.diff_median_us)},
          {"diff_ci_low_us", number(c.diff_ci_low_us)},
          {"diff_ci_high_us", number(c.diff_ci_high_us)},
          {"significant", c.significant}};
}

PairedComparison comparison_from(const json& j) {
  const char* w = "comparison";
  PairedComparison c;
  c.a = summary_from(field(j, "a", w));
  c.b = summary_from(field(j, "b", w));
  c.diff_median_us = get_number(j, "diff_median_us", w);
  c.diff_ci_low_us = get_number(j, "diff_ci_low_us", w);
  c.diff_ci_high_us = get_number(j, "diff_ci_high_us", w);
  c.significant = get_bool(j, "significant", w);
  return c;
}

}  // namespace

std::string_view job_kind_name(JobKind k) {
  switch (k) {
    case JobKind::evaluate: return "evaluate";
    case JobKind::compare: return "compare";
    case JobKind::shutdown: return "shutdown";
    case JobKind::profile: return "profile";
    case JobKind::check: return "check";
  }
  return "evaluate";
}

std::string WorkerDevice::arch() const { return "sm_" + std::to_string(cc_major) + std::to_string(cc_minor); }

// --- jobs ------------------------------------------------------------------------

std::string encode_job(const WorkerJob& job) {
  json j = {{"type", job_kind_name(job.kind)}, {"id", job.id}};
  if (job.kind == JobKind::shutdown) return j.dump();
  json args = json::array();
  for (const auto& a : job.args) args.push_back(to_json(a));
  const MeasureSpec& m = job.measure;
  j["candidate"] = to_json(job.candidate);
  if (job.kind == JobKind::evaluate || job.kind == JobKind::check) j["reference"] = to_json(job.reference);
  if (job.kind == JobKind::compare) j["other"] = to_json(job.other);
  if (job.kind == JobKind::profile) j["profile_metrics"] = job.profile_metrics;
  j["args"] = args;
  j["tolerance"] = {{"atol", number(job.tolerance.atol)},
                    {"rtol", number(job.tolerance.rtol)},
                    {"max_rel_norm", number(job.tolerance.max_rel_norm)}};
  j["measure"] = {{"warmup", m.warmup},           {"min_runs", m.min_runs},
                  {"min_time_ms", number(m.min_time_ms)}, {"max_runs", m.max_runs},
                  {"l2_flush", m.l2_flush},
                  {"wide_scale", number(m.wide_scale)}, {"verified_calls", m.verified_calls}};
  j["trial_seeds"] = job.trial_seeds;
  j["atomics"] = job.atomics;
  j["floor_us"] = number(job.floor_us);
  j["budget_ms"] = number(job.budget_ms);
  j["stop_above_us"] = number(job.stop_above_us);
  j["compare_rounds"] = job.compare_rounds;
  j["canary_bytes"] = job.canary_bytes;
  return j.dump();
}

WorkerJob decode_job(std::string_view line) {
  const json j = parse_line(line, "job");
  const char* w = "job";
  WorkerJob job;
  job.kind = parse_job_kind(get_string(j, "type", w));
  job.id = get_int<std::uint64_t>(j, "id", w);
  if (job.kind == JobKind::shutdown) return job;
  job.candidate = program_from(field(j, "candidate", w), "job.candidate");
  if (job.kind == JobKind::evaluate || job.kind == JobKind::check)
    job.reference = program_from(field(j, "reference", w), "job.reference");
  if (job.kind == JobKind::compare) job.other = program_from(field(j, "other", w), "job.other");
  if (job.kind == JobKind::profile) {
    for (const json& m : get_array(j, "profile_metrics", w)) {
      if (!m.is_string()) throw EvalError("worker protocol: job.profile_metrics holds a non-string");
      job.profile_metrics.push_back(m.get<std::string>());
    }
    if (job.profile_metrics.empty()) throw EvalError("worker protocol: a profile job names no metrics");
  }
  for (const json& a : get_array(j, "args", w)) job.args.push_back(arg_from(a));
  const json& t = field(j, "tolerance", w);
  job.tolerance.atol = get_number(t, "atol", "job.tolerance");
  job.tolerance.rtol = get_number(t, "rtol", "job.tolerance");
  job.tolerance.max_rel_norm = get_number(t, "max_rel_norm", "job.tolerance");
  const json& m = field(j, "measure", w);
  const char* mw = "job.measure";
  job.measure.warmup = get_int<int>(m, "warmup", mw);
  job.measure.min_runs = get_int<int>(m, "min_runs", mw);
  job.measure.min_time_ms = get_number(m, "min_time_ms", mw);
  job.measure.max_runs = get_int<int>(m, "max_runs", mw);
  job.measure.l2_flush = get_bool(m, "l2_flush", mw);
  job.measure.wide_scale = get_number(m, "wide_scale", mw);
  job.measure.verified_calls = get_int<int>(m, "verified_calls", mw);
  job.trial_seeds.clear();
  for (const json& s : get_array(j, "trial_seeds", w)) {
    if (!s.is_number_unsigned()) throw EvalError("worker protocol: job.trial_seeds holds a non-seed");
    job.trial_seeds.push_back(s.get<std::uint64_t>());
  }
  job.measure.trials = static_cast<int>(job.trial_seeds.size());  // the worker runs one trial per seed
  job.atomics = get_bool(j, "atomics", w);
  job.floor_us = get_number(j, "floor_us", w);
  job.budget_ms = get_number(j, "budget_ms", w);
  job.stop_above_us = get_number(j, "stop_above_us", w);
  if (!(job.stop_above_us >= 0))
    throw EvalError("worker protocol: job.stop_above_us must be 0 (off) or a time in microseconds");
  job.compare_rounds = get_int<int>(j, "compare_rounds", w);
  job.canary_bytes = get_int<std::uint32_t>(j, "canary_bytes", w);

  // Check references between parts here, so the worker can index freely.
  const auto check_program = [&](const KernelProgram& p, const char* which) {
    if (p.launches.empty()) throw EvalError(std::string("worker protocol: ") + which + " has no launches");
    if (p.cubin.empty() && p.cubin_path.empty())
      throw EvalError(std::string("worker protocol: ") + which + " has no cubin");
    for (const auto& l : p.launches)
      for (int a : l.args)
        if (a < 0 || static_cast<std::size_t>(a) >= job.args.size())
          throw EvalError(std::string("worker protocol: ") + which + " launch '" + l.entry + "' names argument " +
                          std::to_string(a) + " of " + std::to_string(job.args.size()));
  };
  for (const ArgBinding& a : job.args)
    if (a.tensor_map && (a.tensor_map->tensor >= job.args.size() || !job.args[a.tensor_map->tensor].is_tensor))
      throw EvalError("worker protocol: tensor map '" + a.name + "' is over argument " +
                      std::to_string(a.tensor_map->tensor) + ", which is not a tensor of the job");
  check_program(job.candidate, "candidate");
  if (job.kind == JobKind::evaluate || job.kind == JobKind::check) check_program(job.reference, "reference");
  if (job.kind == JobKind::compare) check_program(job.other, "other");
  return job;
}

// --- results ----------------------------------------------------------------------

std::string encode_result(const WorkerResult& r) {
  json j = {{"type", "result"}, {"id", r.id}};
  if (!r.tool_error.empty()) {
    j["tool_error"] = r.tool_error;
    j["exiting"] = r.exiting;
    return j.dump();
  }
  j["status"] = status_name(r.status);
  j["reason"] = r.reason;
  j["cuda_error"] = r.cuda_error;
  j["trials_passed"] = r.trials_passed;
  j["verified_calls"] = r.verified_calls;
  j["errors"] = {{"max_abs", number(r.errors.max_abs)},   {"max_rel", number(r.errors.max_rel)},
                 {"rel_norm", number(r.errors.rel_norm)}, {"mismatches", r.errors.mismatches},
                 {"nonfinite", r.errors.nonfinite},       {"elements", r.errors.elements}};
  if (r.timing) j["timing"] = to_json(*r.timing);
  if (r.timing_other) j["timing_other"] = to_json(*r.timing_other);
  if (r.comparison) j["comparison"] = to_json(*r.comparison);
  if (r.profile) {
    json values = json::object();
    for (const auto& [name, v] : r.profile->metrics) values[name] = number(v);
    j["profile"] = {{"metrics", values}, {"passes", r.profile->passes}, {"ranges", r.profile->ranges},
                    {"profile_ms", number(r.profile->profile_ms)}};
  }
  j["worker_ms"] = number(r.worker_ms);
  j["reference_ms"] = number(r.reference_ms);
  j["exiting"] = r.exiting;
  return j.dump();
}

WorkerResult decode_result(std::string_view line) {
  const json j = parse_line(line, "result");
  const char* w = "result";
  if (get_string(j, "type", w) != "result") throw EvalError("worker protocol: expected a result line, got '" +
                                                            std::string(line.substr(0, 200)) + "'");
  WorkerResult r;
  r.id = get_int<std::uint64_t>(j, "id", w);
  r.exiting = get_bool(j, "exiting", w);
  if (j.contains("tool_error")) {
    r.tool_error = get_string(j, "tool_error", w);
    return r;
  }
  const std::string status = get_string(j, "status", w);
  const auto parsed = parse_status(status);
  if (!parsed) throw EvalError("worker protocol: unknown status '" + status + "'");
  r.status = *parsed;
  r.reason = get_string(j, "reason", w);
  r.cuda_error = get_string(j, "cuda_error", w);
  r.trials_passed = get_int<int>(j, "trials_passed", w);
  r.verified_calls = get_int<int>(j, "verified_calls", w);
  const json& e = field(j, "errors", w);
  r.errors.max_abs = get_number(e, "max_abs", "result.errors");
  r.errors.max_rel = get_number(e, "max_rel", "result.errors");
  r.errors.rel_norm = get_number(e, "rel_norm", "result.errors");
  r.errors.mismatches = get_int<std::int64_t>(e, "mismatches", "result.errors");
  r.errors.nonfinite = get_int<std::int64_t>(e, "nonfinite", "result.errors");
  r.errors.elements = get_int<std::int64_t>(e, "elements", "result.errors");
  if (j.contains("timing")) r.timing = timing_from(j["timing"]);
  if (j.contains("timing_other")) r.timing_other = timing_from(j["timing_other"]);
  if (j.contains("comparison")) r.comparison = comparison_from(j["comparison"]);
  if (j.contains("profile")) {
    const json& p = j["profile"];
    ProfileResult pr;
    const json& values = field(p, "metrics", "result.profile");
    if (!values.is_object()) throw EvalError("worker protocol: result.profile.metrics is not an object");
    for (const auto& [name, v] : values.items()) pr.metrics[name] = get_number(values, name.c_str(), "result.profile.metrics");
    pr.passes = get_int<int>(p, "passes", "result.profile");
    pr.ranges = get_int<int>(p, "ranges", "result.profile");
    pr.profile_ms = get_number(p, "profile_ms", "result.profile");
    r.profile = std::move(pr);
  }
  r.worker_ms = get_number(j, "worker_ms", w);
  r.reference_ms = get_number(j, "reference_ms", w);
  return r;
}

// --- hello -------------------------------------------------------------------------

std::string encode_hello(const WorkerHello& h) {
  json j = {{"type", "hello"}, {"ok", h.ok}, {"pid", h.pid}};
  if (!h.ok) {
    j["error"] = h.error;
    return j.dump();
  }
  const WorkerDevice& d = h.device;
  j["device"] = {{"ordinal", d.ordinal},   {"name", d.name},
                 {"pci_bus_id", d.pci_bus_id}, {"cc_major", d.cc_major},
                 {"cc_minor", d.cc_minor}, {"sm_count", d.sm_count},
                 {"memory_bytes", d.memory_bytes}, {"l2_bytes", d.l2_bytes},
                 {"driver_version", d.driver_version}, {"driver_release", d.driver_release},
                 {"max_threads_per_block", d.max_threads_per_block},
                 {"max_shared_per_block_optin", d.max_shared_per_block_optin},
                 {"max_registers_per_block", d.max_registers_per_block},
                 {"sm_clock_khz", d.sm_clock_khz}, {"memory_clock_khz", d.memory_clock_khz},
                 {"memory_bus_width_bits", d.memory_bus_width_bits}};
  j["cupti"] = h.cupti;
  j["clocks"] = h.clocks;
  return j.dump();
}

WorkerHello decode_hello(std::string_view line) {
  const json j = parse_line(line, "hello");
  const char* w = "hello";
  if (get_string(j, "type", w) != "hello")
    throw EvalError("worker protocol: expected the worker's hello, got '" + std::string(line.substr(0, 200)) + "'");
  WorkerHello h;
  h.ok = get_bool(j, "ok", w);
  h.pid = get_int<int>(j, "pid", w);
  if (!h.ok) {
    h.error = get_string(j, "error", w);
    return h;
  }
  const json& d = field(j, "device", w);
  const char* dw = "hello.device";
  h.device.ordinal = get_int<int>(d, "ordinal", dw);
  h.device.name = get_string(d, "name", dw);
  h.device.pci_bus_id = get_string(d, "pci_bus_id", dw);
  h.device.cc_major = get_int<int>(d, "cc_major", dw);
  h.device.cc_minor = get_int<int>(d, "cc_minor", dw);
  h.device.sm_count = get_int<int>(d, "sm_count", dw);
  h.device.memory_bytes = get_int<std::int64_t>(d, "memory_bytes", dw);
  h.device.l2_bytes = get_int<std::int64_t>(d, "l2_bytes", dw);
  h.device.driver_version = get_int<int>(d, "driver_version", dw);
  h.device.driver_release = get_string(d, "driver_release", dw);
  h.device.max_threads_per_block = get_int<int>(d, "max_threads_per_block", dw);
  h.device.max_shared_per_block_optin = get_int<int>(d, "max_shared_per_block_optin", dw);
  h.device.max_registers_per_block = get_int<int>(d, "max_registers_per_block", dw);
  h.device.sm_clock_khz = get_int<int>(d, "sm_clock_khz", dw);
  h.device.memory_clock_khz = get_int<int>(d, "memory_clock_khz", dw);
  h.device.memory_bus_width_bits = get_int<int>(d, "memory_bus_width_bits", dw);
  h.cupti = get_bool(j, "cupti", w);
  h.clocks = get_bool(j, "clocks", w);
  return h;
}

// --- base64 ------------------------------------------------------------------------

namespace {
constexpr char kBase64Alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

int base64_value(char c) {
  if (c >= 'A' && c <= 'Z') return c - 'A';
  if (c >= 'a' && c <= 'z') return c - 'a' + 26;
  if (c >= '0' && c <= '9') return c - '0' + 52;
  if (c == '+') return 62;
  if (c == '/') return 63;
  return -1;
}
}  // namespace

std::string base64_encode(std::string_view bytes) {
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  std::size_t i = 0;
  for (; i + 3 <= bytes.size(); i += 3) {
    const auto n = (std::uint32_t(std::uint8_t(bytes[i])) << 16) | (std::uint32_t(std::uint8_t(bytes[i + 1])) << 8) |
                   std::uint32_t(std::uint8_t(bytes[i + 2]));
    out += kBase64Alphabet[(n >> 18) & 63];
    out += kBase64Alphabet[(n >> 12) & 63];
    out += kBase64Alphabet[(n >> 6) & 63];
    out += kBase64Alphabet[n & 63];
  }
  const std::size_t rest = bytes.size() - i;
  if (rest > 0) {
    std::uint32_t n = std::uint32_t(std::uint8_t(bytes[i])) << 16;
    if (rest == 2) n |= std::uint32_t(std::uint8_t(bytes[i + 1])) << 8;
    out += kBase64Alphabet[(n >> 18) & 63];
    out += kBase64Alphabet[(n >> 12) & 63];
    out += rest == 2 ? kBase64Alphabet[(n >> 6) & 63] : '=';
    out += '=';
  }
  return out;
}

std::string base64_decode(std::string_view text) {
  if (text.size() % 4 != 0)
    throw EvalError("base64: length " + std::to_string(text.size()) + " is not a multiple of 4");
  std::string out;
  out.reserve(text.size() / 4 * 3);
  for (std::size_t i = 0; i < text.size(); i += 4) {
    int v[4];
    int pad = 0;
    for (int k = 0; k < 4; ++k) {
      const char c = text[i + k];
      if (c == '=' && i + 4 == text.size() && k >= 2) {
        v[k] = 0;
        ++pad;
        continue;
      }
      if (pad > 0) throw EvalError("base64: data after padding at offset " + std::to_string(i + k));
      v[k] = base64_value(c);
      if (v[k] < 0) throw EvalError("base64: invalid character at offset " + std::to_string(i + k));
    }
    const std::uint32_t n = (std::uint32_t(v[0]) << 18) | (std::uint32_t(v[1]) << 12) |
                            (std::uint32_t(v[2]) << 6) | std::uint32_t(v[3]);
    out += static_cast<char>((n >> 16) & 0xFF);
    if (pad < 2) out += static_cast<char>((n >> 8) & 0xFF);
    if (pad < 1) out += static_cast<char>(n & 0xFF);
  }
  return out;
}

}  // namespace evotune
