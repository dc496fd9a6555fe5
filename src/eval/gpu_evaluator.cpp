// The GPU evaluator: compile pool + gates + one GPU thread per worker
// (see gpu_evaluator.hpp).
#include "eval/gpu_evaluator.hpp"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>

#include <unistd.h>

#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include "eval/gates.hpp"
#include "eval/worker_jobs.hpp"

namespace evotune {
namespace {

double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

// What the worker reads back and compares on the host per checked call.
std::size_t output_bytes(const WorkerJob& job) {
  std::size_t bytes = 0;
  for (const ArgBinding& a : job.args)
    if (a.is_tensor && a.role == ArgRole::output) bytes += a.bytes();
  return bytes;
}

Measurement measurement_of(const WorkerResult& r, double stop_above_us) {
  Measurement m;
  m.status = r.status;
  m.error = r.reason;
  if (!r.cuda_error.empty() && r.reason.find(r.cuda_error) == std::string::npos)
    m.error += (m.error.empty() ? "" : " ") + std::string("[") + r.cuda_error + "]";
  if (r.errors.elements > 0) {
    m.max_abs_error = r.errors.max_abs;
    m.max_rel_error = r.errors.max_rel;
    m.rel_norm = r.errors.rel_norm;
  }
  if (r.timing) {
    const TimeSummary& k = r.timing->kernel;
    m.time_p10_us = k.p10_us;
    m.time_p50_us = k.median_us;
    m.time_p90_us = k.p90_us;
    m.event_time_us = r.timing->event_mean_us;
    m.timed_runs = k.runs;
    m.spread = k.spread;
    m.ci_low_us = k.median_ci_low_us;
    m.ci_high_us = k.median_ci_high_us;
    if (r.timing->clock.available) {
      m.sm_clock_before_mhz = r.timing->clock.sm_mhz_before;
      m.sm_clock_after_mhz = r.timing->clock.sm_mhz_after;
      m.throttled = r.timing->clock.throttled;
    }
  }
  m.gpu_s = r.worker_ms / 1000.0;
  // Partial only as a timing of a candidate found correct (a later failure has no timing that counts).
  if (r.status == CandidateStatus::ok && r.timing && r.timing->partial) m.partial_above_us = stop_above_us;
  return m;
}

std::string point_text(const Point& p) {
  std::string s;
  for (const auto& [k, v] : p) s += (s.empty() ? "" : " ") + k + "=" + v.to_string();
  return s;
}

}  // namespace

GpuEvaluator::GpuEvaluator(const Experiment& experiment, GpuEvaluatorOptions options)
    : experiment_(experiment), options_(std::move(options)) {
  template_ = load_template(experiment_.kernel);
  atomics_ = template_.declares_flag("atomics");
  gmem_ = template_.declares_flag("gmem");

  std::vector<WorkerSpec> specs;
  for (const int device : options_.devices.empty() ? std::vector<int>{options_.device} : options_.devices) {
    WorkerClient::Options wo;
    wo.argv = options_.worker_argv.empty() ? WorkerClient::default_argv(device)
                                           : worker_argv_for(options_.worker_argv, device);
    wo.log_prefix = fmt::format("worker {}", specs.size());
    specs.push_back({options_.device_host.empty() ? std::to_string(device)
                                                  : fmt::format("{}:{}", options_.device_host, device),
                     std::make_unique<LocalWorker>(std::move(wo))});
  }
  for (const auto& make : options_.extra_workers) specs.push_back(make());
  lanes_ = start_worker_lanes(std::move(specs));
  hello_ = lanes_.front()->hello;
  arch_ = resolve_arch(template_, options_.arch, experiment_.kernel.arch, hello_.device.arch());
  for (const auto& lane : lanes_)
    spdlog::info("GPU worker {} (pid {}) on device {}: {}", lane->index, lane->hello.pid, lane->device,
                 device_model_text(lane->hello.device));
  spdlog::info("candidates compile for {}", arch_);
  stats_.devices.resize(lanes_.size());
  for (std::size_t i = 0; i < lanes_.size(); ++i) stats_.devices[i].device = lanes_[i]->device;
  lane_started_.assign(lanes_.size(), false);

  // The reference, compiled for the GPU itself, must pass its own check:
  // this proves inputs, launch and comparison before any candidate is judged.
  const CompileRequest ref_request = reference_compile_request(experiment_, hello_.device.arch());
  const CompileResult ref_compiled = compile_candidate(ref_request, options_.compiler);
  if (ref_compiled.status != CompileStatus::ok)
    throw EvalError(fmt::format("the reference {} does not compile: {}\n{}", ref_request.name, ref_compiled.message,
                                log_excerpt(ref_compiled.log)));
  reference_ = make_reference_program(experiment_, ref_compiled.cubin);

  // On every worker: each device proves itself before it measures. The first
  // worker's time is the run's reference time (all workers are one model).
  for (const auto& lane : lanes_) {
    WorkerJob self_check = make_reference_like_job(experiment_, reference_, reference_.cubin, reference_.label);
    self_check.id = next_job_id_++;
    const double limit =
        evaluate_time_limit_s(experiment_.measure, std::nullopt, output_bytes(self_check), options_.time_limits);
    const WorkerResult ref = lane->channel->run(self_check, limit);
    if (ref.status != CandidateStatus::ok && ref.status != CandidateStatus::suspect)
      throw EvalError(fmt::format("the reference fails its own check on the GPU{} ({}): {}",
                                  lanes_.size() > 1 ? " of worker " + std::to_string(lane->index) + " (device " +
                                                          lane->device + ")"
                                                    : std::string(),
                                  status_name(ref.status), ref.reason));
    if (!reference_time_us_) reference_time_us_ = ref.timing->kernel.median_us;
    spdlog::info("reference {} on device {}: {:.2f} us (p10 {:.2f}, p90 {:.2f}, {} runs)", reference_.label,
                 lane->device, ref.timing->kernel.median_us, ref.timing->kernel.p10_us, ref.timing->kernel.p90_us,
                 ref.timing->kernel.runs);
  }

  for (std::size_t i = 0; i < lanes_.size(); ++i) {
    stats_.devices[i].worker_starts = lanes_[i]->channel->starts();
    stats_.worker_starts += stats_.devices[i].worker_starts;
  }
  pool_ = std::make_unique<CompilePool>(options_.compiler, options_.compile_threads, options_.extra_compilers);
  for (const auto& lane : lanes_) lane->thread = std::thread([this, l = lane.get()] { gpu_loop(*l); });
}

GpuEvaluator::~GpuEvaluator() {
  // The pool first: its running compiles call back into this object.
  pool_.reset();
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  gpu_wake_.notify_all();
  for (const auto& lane : lanes_)
    if (lane->thread.joinable()) lane->thread.join();
  for (const auto& lane : lanes_) {
    std::lock_guard lock(lane->mutex);
    lane->channel->stop();
  }
}

EnvironmentInfo GpuEvaluator::environment() {
  EnvironmentInfo env;
  const WorkerDevice& d = hello_.device;
  env.gpu_name = d.name;
  env.compute_capability = fmt::format("{}.{}", d.cc_major, d.cc_minor);
  env.sm_count = d.sm_count;
  env.driver_version = d.driver_release;
  env.cuda_version = fmt::format("{}.{}", d.driver_version / 1000, d.driver_version % 1000 / 10);
  const std::string nvrtc = nvrtc_version_string();  // "NVRTC 13.0"
  env.nvrtc_version = nvrtc.rfind(' ') == std::string::npos ? nvrtc : nvrtc.substr(nvrtc.rfind(' ') + 1);
  env.sm_clock_khz = d.sm_clock_khz;
  env.memory_clock_khz = d.memory_clock_khz;
  env.memory_bus_width_bits = d.memory_bus_width_bits;
  return env;
}

std::string GpuEvaluator::identity(const Point& point) { return rendered_.make(template_, experiment_, point, arch_).id; }

void GpuEvaluator::submit(std::vector<Proposal> batch) {
  for (auto& proposal : batch) {
    auto item = std::make_shared<Pending>();
    item->source = rendered_.take(proposal.identity, template_, experiment_, proposal.point, arch_);
    item->proposal = std::move(proposal);
    {
      std::lock_guard lock(mutex_);
      item->epoch = epoch_;
      ++outstanding_;
    }
    if (options_.stored_compile) {
      if (auto stored = reusable_compile(options_.stored_compile(item->source.id, arch_))) {
        {
          std::lock_guard lock(mutex_);
          ++stats_.reused;
        }
        on_gated(std::move(item), std::move(*stored), 0.0);
        continue;
      }
    }
    CompileRequest request = make_compile_request(item->source, template_);
    // The future is not kept: the callback sees every result and every tool failure.
    pool_->submit(std::move(request), [this, item](const CompileResult* result, std::exception_ptr error) {
      on_compiled(item, result, error);
    });
  }
  rendered_.clear();  // rendered for an identity and not submitted: skipped by the run loop
}

void GpuEvaluator::on_compiled(std::shared_ptr<Pending> item, const CompileResult* result, std::exception_ptr error) {
  try {
    if (error) std::rethrow_exception(error);
    DeviceLimits limits;
    const WorkerDevice& d = hello_.device;
    if (d.max_shared_per_block_optin > 0) limits.max_smem_per_block = d.max_shared_per_block_optin;
    if (d.max_registers_per_block > 0) limits.max_registers_per_block = d.max_registers_per_block;
    if (d.max_threads_per_block > 0) limits.max_threads_per_block = d.max_threads_per_block;
    // The worker needs the cubin whether or not the store keeps it.
    GatedCompile compiled =
        gated_compile(experiment_, item->proposal.point, item->source, *result, gmem_, limits, /*keep_cubin=*/true);
    {
      std::lock_guard lock(mutex_);
      ++stats_.compiled;
    }
    item->cubin = compiled.record.cubin;
    if (!options_.keep_cubins) compiled.record.cubin.clear();
    on_gated(std::move(item), std::move(compiled), result->wall_seconds);
  } catch (...) {
    fail(std::current_exception());
  }
}

void GpuEvaluator::on_gated(std::shared_ptr<Pending> item, GatedCompile compiled, double compile_s) {
  if (compiled.record.status != CandidateStatus::ok) {
    Outcome o;
    o.ticket = item->proposal.ticket;
    o.measurement.status = compiled.record.status;
    o.measurement.error = std::move(compiled.error);
    o.measurement.compile_s = compile_s;
    o.compile = std::move(compiled.record);
    deliver(std::move(o), item->epoch);
    return;
  }
  if (item->cubin.empty()) item->cubin = compiled.record.cubin;
  item->compile_s = compile_s;
  item->compile = std::move(compiled.record);
  {
    std::lock_guard lock(mutex_);
    if (item->epoch != epoch_ || stopping_) return;
    gpu_queue_.push_back(std::move(item));
  }
  gpu_wake_.notify_one();
}

std::optional<double> GpuEvaluator::incumbent_us() const {
  std::lock_guard lock(mutex_);
  if (best_us_ && reference_time_us_) return std::min(*best_us_, *reference_time_us_);
  return best_us_ ? best_us_ : reference_time_us_;
}

void GpuEvaluator::gpu_loop(WorkerLane& lane) {
  const std::size_t i = static_cast<std::size_t>(lane.index);
  for (;;) {
    std::shared_ptr<Pending> item;
    {
      std::unique_lock lock(mutex_);
      const bool starved = lane_started_[i] && outstanding_ > 0;
      const auto wait_start = std::chrono::steady_clock::now();
      gpu_wake_.wait(lock, [this] { return stopping_ || !gpu_queue_.empty(); });
      if (starved) {
        const double idle = seconds_since(wait_start);
        stats_.gpu_idle_s += idle;
        stats_.devices[i].idle_s += idle;
      }
      if (stopping_) return;
      item = std::move(gpu_queue_.front());
      gpu_queue_.pop_front();
      if (item->epoch != epoch_) continue;
      lane_started_[i] = true;
    }
    try {
      const auto start = std::chrono::steady_clock::now();
      Outcome outcome = measure(*item, lane);
      {
        std::lock_guard lock(mutex_);
        const double busy = seconds_since(start);
        stats_.gpu_busy_s += busy;
        stats_.devices[i].busy_s += busy;
        ++stats_.measured;
        ++stats_.devices[i].measured;
      }
      deliver(std::move(outcome), item->epoch);
    } catch (...) {
      fail(std::current_exception());
      return;
    }
  }
}

Outcome GpuEvaluator::measure(Pending& item, WorkerLane& lane) {
  WorkerJob job = make_evaluate_job(experiment_, item.proposal.point, item.cubin, item.source.id.substr(0, 12),
                                    reference_, atomics_);
  // Plan the timed runs to use at most half of the launches' share of the limit.
  job.budget_ms = 500.0 * evaluate_time_limit_s(experiment_.measure, incumbent_us(), 0, options_.time_limits);
  const double limit =
      evaluate_time_limit_s(experiment_.measure, incumbent_us(), output_bytes(job), options_.time_limits);
  job.stop_above_us = item.proposal.stop_above_us;
  WorkerResult r;
  {
    std::lock_guard lock(lane.mutex);
    job.id = next_job_id_++;
    r = lane.channel->run(job, limit);
    std::lock_guard stats_lock(mutex_);
    DeviceLoad& load = stats_.devices[static_cast<std::size_t>(lane.index)];
    stats_.worker_starts += lane.channel->starts() - load.worker_starts;
    load.worker_starts = lane.channel->starts();
    stats_.reference_s += r.reference_ms / 1000.0;
  }
  Outcome o;
  o.ticket = item.proposal.ticket;
  o.measurement = measurement_of(r, job.stop_above_us);
  o.measurement.compile_s = item.compile_s;
  o.measurement.device = lane.device;
  o.compile = std::move(item.compile);
  if (r.status == CandidateStatus::ok && r.timing && !r.timing->partial) {
    std::lock_guard lock(mutex_);
    if (!best_us_ || r.timing->kernel.median_us < *best_us_) best_us_ = r.timing->kernel.median_us;
    measured_[item.source.id] = MeasuredCandidate{item.cubin, r.timing->kernel.median_us, lane.index};
  }
  if (r.status == CandidateStatus::ok && r.timing)
    spdlog::debug("{} ok {:.2f} us (p10 {:.2f}, p90 {:.2f}; worker {:.1f} ms, reference {:.1f} ms) [{}]",
                  item.source.id.substr(0, 12), r.timing->kernel.median_us, r.timing->kernel.p10_us,
                  r.timing->kernel.p90_us, r.worker_ms, r.reference_ms, point_text(item.proposal.point));
  else
    spdlog::debug("{} {}: {} (worker {:.1f} ms, reference {:.1f} ms) [{}]", item.source.id.substr(0, 12),
                  status_name(r.status), r.reason, r.worker_ms, r.reference_ms, point_text(item.proposal.point));
  return o;
}

void GpuEvaluator::deliver(Outcome outcome, std::uint64_t epoch) {
  {
    std::lock_guard lock(mutex_);
    if (epoch != epoch_) return;
    results_.push_back(std::move(outcome));
  }
  results_ready_.notify_all();
}

void GpuEvaluator::fail(std::exception_ptr error) {
  {
    std::lock_guard lock(mutex_);
    if (!failure_) failure_ = error;
  }
  results_ready_.notify_all();
}

std::vector<Outcome> GpuEvaluator::collect(std::chrono::milliseconds timeout) {
  std::unique_lock lock(mutex_);
  results_ready_.wait_for(lock, timeout, [this] { return !results_.empty() || failure_ != nullptr; });
  if (failure_) std::rethrow_exception(failure_);
  std::vector<Outcome> out;
  out.swap(results_);
  outstanding_ -= std::min(outstanding_, out.size());
  return out;
}

std::size_t GpuEvaluator::pending() const {
  std::lock_guard lock(mutex_);
  return outstanding_;
}

void GpuEvaluator::cancel() {
  std::lock_guard lock(mutex_);
  ++epoch_;
  gpu_queue_.clear();
  results_.clear();
  outstanding_ = 0;
}

WorkerLane& GpuEvaluator::lane_of(const MeasuredCandidate& c) {
  return c.lane >= 0 ? *lanes_[static_cast<std::size_t>(c.lane)] : *lanes_.front();
}

WorkerResult GpuEvaluator::compare(const Point& a, const Point& b, int rounds) {
  const std::string id_a = identity(a);
  const std::string id_b = identity(b);
  WorkerJob job;
  double slower_us = 0;
  WorkerLane* lane = nullptr;
  {
    std::lock_guard lock(mutex_);
    const auto ca = measured_.find(id_a);
    const auto cb = measured_.find(id_b);
    if (ca == measured_.end() || cb == measured_.end())
      throw EvalError("compare: both candidates must have been measured ok by this run (" + point_text(a) + " / " +
                      point_text(b) + ")");
    job = make_evaluate_job(experiment_, a, ca->second.cubin, id_a.substr(0, 12), reference_, atomics_);
    const WorkerJob other = make_evaluate_job(experiment_, b, cb->second.cubin, id_b.substr(0, 12), reference_, atomics_);
    job.other = other.candidate;
    slower_us = std::max(ca->second.median_us, cb->second.median_us);
    // Both are timed again, interleaved, on one device: the one that measured
    // B (the incumbent of a challenge), else A's, else the first.
    lane = &lane_of(cb->second.lane >= 0 ? cb->second : ca->second);
  }
  job.kind = JobKind::compare;
  job.compare_rounds = rounds;
  std::lock_guard lock(lane->mutex);
  job.id = next_job_id_++;
  const WorkerResult r = lane->channel->run(
      job, compare_time_limit_s(rounds, experiment_.measure.warmup, slower_us, options_.time_limits));
  if (r.status != CandidateStatus::ok)
    throw EvalError(fmt::format("compare of two measured candidates failed ({}): {}", status_name(r.status), r.reason));
  return r;
}

ProfileOutcome GpuEvaluator::profile(const Proposal& candidate,
                                             const std::vector<std::string>& metrics) {
  WorkerJob job;
  WorkerLane* lane = nullptr;
  {
    std::lock_guard lock(mutex_);
    const auto c = measured_.find(candidate.identity);
    if (c == measured_.end())
      throw EvalError("profile: candidate " + point_text(candidate.point) + " was not measured ok by this run");
    job = make_profile_job(experiment_, candidate.point, c->second.cubin, candidate.identity.substr(0, 12), metrics);
    lane = &lane_of(c->second);  // the device that measured it
  }
  ProfileOutcome out;
  std::lock_guard lock(lane->mutex);
  job.id = next_job_id_++;
  const auto start = std::chrono::steady_clock::now();
  try {
    // Replays cost milliseconds per pass; the floor covers the profiler's own set-up.
    const WorkerResult r = lane->channel->run(job, 60.0);
    if (r.status != CandidateStatus::ok)
      out.error = fmt::format("{} while profiled: {}", status_name(r.status), r.reason);
    else if (!r.profile)
      out.error = "the worker returned no profile";
    else {
      out.metrics = r.profile->metrics;
      out.passes = r.profile->passes;
    }
  } catch (const EvalError& e) {
    // The profiler failing (e.g. no permission for GPU counters) costs this
    // candidate its metrics, not the search: recorded with it as the error.
    out.error = e.what();
  }
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

std::optional<int> sanitizer_error_count(const std::string& log) {
  // memcheck (and initcheck, synccheck): "========= ERROR SUMMARY: 3 errors".
  const std::string summary = "ERROR SUMMARY:";
  if (const auto at = log.rfind(summary); at != std::string::npos) {
    try {
      return std::stoi(log.substr(at + summary.size()));
    } catch (const std::exception&) {
      return std::nullopt;
    }
  }
  // racecheck: "========= RACECHECK SUMMARY: 2 hazards displayed (1 errors, 1 warnings)"; errors are what count.
  const std::string race = "RACECHECK SUMMARY:";
  const auto at = log.rfind(race);
  if (at == std::string::npos) return std::nullopt;
  const auto open = log.find('(', at);
  const auto line_end = log.find('\n', at);
  if (open == std::string::npos || (line_end != std::string::npos && open > line_end)) return std::nullopt;
  try {
    return std::stoi(log.substr(open + 1));
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

std::vector<std::string> sanitizer_kernel_filter(const KernelProgram& candidate) {
  std::set<std::string> entries;
  for (const LaunchPlan& l : candidate.launches) entries.insert(l.entry);
  if (entries.size() == 1) return {"--kernel-name", "kne=" + *entries.begin()};
  return {"--kernel-name-exclude", "kns=evotune_"};
}

std::filesystem::path find_compute_sanitizer() {
  if (const char* path = std::getenv("PATH")) {
    const std::string dirs = path;
    for (std::size_t at = 0; at <= dirs.size();) {
      const std::size_t end = std::min(dirs.find(':', at), dirs.size());
      const std::filesystem::path candidate = std::filesystem::path(dirs.substr(at, end - at)) / "compute-sanitizer";
      if (end > at && ::access(candidate.c_str(), X_OK) == 0) return candidate;
      at = end + 1;
    }
  }
  for (const std::filesystem::path& p : {std::filesystem::path(EVOTUNE_CUDA_ROOT) / "bin" / "compute-sanitizer",
                                        std::filesystem::path("/usr/local/cuda/bin/compute-sanitizer")})
    if (::access(p.c_str(), X_OK) == 0) return p;
  throw EvalError("compute-sanitizer not found on PATH, in " + std::string(EVOTUNE_CUDA_ROOT) +
                  "/bin or /usr/local/cuda/bin");
}

SanitizerCheck GpuEvaluator::sanitize(const Point& point, const std::string& cubin, const std::string& tool,
                                             const std::filesystem::path& sanitizer) {
  SanitizerCheck v;
  v.tool = tool;
  const auto start = std::chrono::steady_clock::now();
  WorkerJob job = make_check_job(experiment_, point, cubin, identity(point).substr(0, 12), reference_, atomics_, 1);
  job.id = 1;
  const std::filesystem::path log =
      std::filesystem::temp_directory_path() / fmt::format("evotune-sanitizer-{}-{}.log", ::getpid(), tool);
  std::error_code ec;
  std::filesystem::remove(log, ec);
  // compute-sanitizer runs the worker binary itself: /proc/self/exe would name the sanitizer,
  // so the binary the worker runs from (the evaluator's worker command, else this process's).
  std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (!options_.worker_argv.empty() && options_.worker_argv.front() != "/proc/self/exe")
    self = options_.worker_argv.front();
  WorkerClient::Options wo;
  // Our own fill and check kernels (evotune_*) touch the canaries on purpose: not checked. The
  // verdict is on the kernels' accesses: CUDA API errors of the worker's own calls are not counted.
  // (No --nvtx: registering each payload as an NVTX memory pool, so that memcheck would see reads
  // in the canary bytes of a mapped page, made compute-sanitizer 2025.x report an invalid
  // nvtxMemHeapRegister for every buffer on the H100: every candidate became memory_error.)
  wo.argv = {sanitizer.string(), "--tool", tool, "--log-file", log.string(), "--print-limit", "20"};
  for (std::string& f : sanitizer_kernel_filter(job.candidate)) wo.argv.push_back(std::move(f));
  for (const char* a : {"--report-api-errors", "no"}) wo.argv.emplace_back(a);
  wo.argv.insert(wo.argv.end(), {self.string(), "worker", "--device",
                                 std::to_string(options_.devices.empty() ? options_.device : options_.devices.front()),
                                 "--no-timing"});
  wo.start_timeout_s = 300.0;
  wo.log_prefix = "sanitizer worker";
  try {
    WorkerClient client(wo);
    client.start();
    const WorkerResult r = client.run(job, 600.0);
    client.stop();
    std::ifstream in(log);
    std::stringstream text;
    text << in.rdbuf();
    v.report = text.str();
    const std::optional<int> count = sanitizer_error_count(v.report);
    if (!count) {
      v.verdict = "failed";
      v.report = "no error summary in the sanitizer's log " + log.string() + "\n" + v.report;
    } else {
      v.errors = *count;
      v.verdict = *count == 0 ? "clean" : "errors";
    }
    if (r.status != CandidateStatus::ok && v.verdict == "clean") {
      // The sanitizer found nothing, but the candidate failed its check under it.
      v.verdict = "errors";
      v.report = fmt::format("{} under {}: {}\n{}", status_name(r.status), tool, r.reason, v.report);
    }
  } catch (const EvalError& e) {
    v.verdict = "failed";
    v.report = e.what();
  }
  constexpr std::size_t kKeep = 16 * 1024;
  if (v.report.size() > kKeep) v.report = v.report.substr(0, kKeep) + "\n[... trimmed]";
  std::filesystem::remove(log, ec);
  v.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return v;
}

PairedTiming GpuEvaluator::retime_pair(const Proposal& a, const Proposal& b) {
  try {
    // A candidate measured by an earlier run of a resumed search has no cubin
    // here yet: take its stored compile, else compile it again (NVRTC gives
    // the same cubin for the same source).
    for (const Proposal* p : {&a, &b}) {
      const CandidateSource source = make_candidate(template_, experiment_, p->point, arch_);
      {
        std::lock_guard lock(mutex_);
        if (measured_.count(source.id)) continue;
      }
      if (options_.stored_compile)
        if (auto stored = reusable_compile(options_.stored_compile(source.id, arch_));
            stored && stored->record.status == CandidateStatus::ok) {
          std::lock_guard lock(mutex_);
          ++stats_.reused;
          measured_[source.id] = MeasuredCandidate{std::move(stored->record.cubin), 0.0, -1};
          continue;
        }
      const CompileResult compiled = compile_candidate(make_compile_request(source, template_), options_.compiler);
      if (compiled.status != CompileStatus::ok)
        return PairedTiming{.error = fmt::format("candidate {} no longer compiles: {}", p->ticket, compiled.message)};
      std::lock_guard lock(mutex_);
      measured_[source.id] = MeasuredCandidate{compiled.cubin, 0.0, -1};  // median unknown: the time limit's floor applies
    }
    const WorkerResult r = compare(a.point, b.point);
    if (!r.comparison) return PairedTiming{.error = "the worker's answer to a compare job has no comparison"};
    const PairedComparison& c = *r.comparison;
    return PairedTiming{.rounds = c.a.runs,
                                .a_us = c.a.median_us,
                                .b_us = c.b.median_us,
                                .diff_us = c.diff_median_us,
                                .ci_low_us = c.diff_ci_low_us,
                                .ci_high_us = c.diff_ci_high_us,
                                .significant = c.significant,
                                .error = {}};
  } catch (const EvalError& e) {
    return PairedTiming{.error = e.what()};
  }
}

GpuEvaluatorStats GpuEvaluator::stats() const {
  std::lock_guard lock(mutex_);
  return stats_;
}

}  // namespace evotune
