// Correctness trials and CUPTI timing of one job (see gpu_runner.hpp).
#include "eval/gpu_runner.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <map>
#include <optional>
#include <span>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <spdlog/spdlog.h>

#include "eval/driver.hpp"
#include "eval/gpu_buffers.hpp"
#include "eval/gpu_clock.hpp"
#include "eval/gpu_correctness.hpp"
#include "eval/gpu_cupti.hpp"
#include "eval/gpu_launcher.hpp"
#include "eval/gpu_profiler.hpp"

namespace evotune {
namespace {

const eval::DriverApi& cu() { return eval::Driver::instance().api(); }

double now_ms() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

constexpr int kMaxInputSets = 8;
constexpr int kDefaultCompareRounds = 30;
constexpr std::size_t kMaxCachedReferences = 32;

// Where a job stands, to tell a candidate's failure from the tool's.
enum class Phase { setup, reference, candidate };

// Errors of a cubin built for another GPU: the tool compiled for the wrong
// target, which no candidate can cause on its own.
bool is_wrong_target(CUresult code) {
  return code == CUDA_ERROR_NO_BINARY_FOR_GPU || code == CUDA_ERROR_INVALID_IMAGE || code == CUDA_ERROR_INVALID_PTX ||
         code == CUDA_ERROR_UNSUPPORTED_PTX_VERSION;
}

// The buffers behind one set of arguments. Index = the job's argument index;
// scalars have none.
struct ArgumentSet {
  std::vector<std::optional<GuardedBuffer>> buffers;
  std::vector<CUdeviceptr> ptrs() const {
    std::vector<CUdeviceptr> p(buffers.size(), 0);
    for (std::size_t i = 0; i < buffers.size(); ++i)
      if (buffers[i]) p[i] = buffers[i]->ptr();
    return p;
  }
};

// A key that changes whenever the argument layout does.
std::string layout_key(const std::vector<ArgBinding>& args, std::uint32_t canary_bytes) {
  std::string key = std::to_string(canary_bytes);
  for (const auto& a : args)
    key += fmt::format("|{}:{}:{}:{}:{}", a.name, dtype_name(a.dtype), a.is_tensor, a.elements,
                       a.is_tensor ? role_name(a.role) : "scalar");
  return key;
}

std::string program_key(const KernelProgram& p) {
  std::string key = fmt::format("{:016x}:{}", checksum_bytes(std::as_bytes(std::span(p.cubin))), p.cubin_path);
  for (const auto& l : p.launches)
    key += fmt::format("|{}:{},{},{}:{},{},{}:{}:{}", l.entry, l.grid[0], l.grid[1], l.grid[2], l.block[0],
                       l.block[1], l.block[2], l.shared_bytes, fmt::join(l.args, ","));
  return key;
}

// Everything the reference's output depends on.
std::string reference_key(const WorkerJob& job, std::uint64_t seed) {
  std::string key = program_key(job.reference) + "#" + std::to_string(seed);
  for (const auto& a : job.args)
    key += fmt::format("|{}:{}:{}:{}:{}:{}:{}:{}", a.name, dtype_name(a.dtype), a.is_tensor, a.elements,
                       static_cast<int>(a.role), static_cast<int>(a.init.kind), a.init.a, a.init.b) +
           fmt::format(":{}", a.scalar);
  return key;
}

// Per-call kernel times of the programs timed together in rounds.
struct RoundsTiming {
  std::vector<std::vector<double>> call_us;                // [program][round]: sum of its kernels
  std::vector<std::vector<std::vector<double>>> launch_us;  // [program][launch][round]
  std::vector<std::vector<double>> event_us;               // [program][round]
  ClockReading clock;
};

}  // namespace

struct GpuJobRunner::Impl {
  int ordinal;
  eval::DeviceInfo info;
  // CUPTI before the context (activity collection is set up before CUDA work starts).
  // Absent in a worker started without timing (under compute-sanitizer).
  std::optional<KernelActivityRecorder> recorder;
  std::unique_ptr<RangeProfiler> profiler;  // made by the first profile job, kept while its metrics stay the same
  eval::PrimaryContext context;
  CUstream stream = nullptr;
  std::unique_ptr<HelperKernels> helpers;
  SmClockMonitor clock;

  // Buffers stay allocated while jobs keep the same argument layout.
  std::string layout;
  ArgumentSet candidate_args;                 // inputs (set 0), outputs, scratch
  ArgumentSet reference_args;                 // the reference's own outputs and scratch; inputs shared
  std::vector<ArgumentSet> extra_input_sets;  // rotation sets 1.. (inputs only)
  std::optional<GuardedBuffer> l2_flush_buffer;

  std::string reference_program_key;
  std::unique_ptr<LoadedProgram> reference_program;
  std::map<std::string, std::vector<std::vector<std::byte>>> reference_outputs;  // key -> per-arg bytes

  Phase phase = Phase::setup;
  bool candidate_touched = false;  // this job loaded or ran a candidate
  double reference_ms = 0;         // this job's time computing reference outputs

  static std::optional<KernelActivityRecorder> make_recorder(bool timing) {
    if (!timing) return std::nullopt;
    return std::optional<KernelActivityRecorder>(std::in_place);
  }

  KernelActivityRecorder& activity() {
    if (!recorder) throw EvalError("this worker runs without CUPTI activity records (no timing); it can only check");
    return *recorder;
  }

  Impl(int ordinal_, bool timing)
      : ordinal(ordinal_),
        info(eval::Driver::instance().device_info(ordinal_)),
        recorder(make_recorder(timing)),
        context(ordinal_),
        clock(info.pci_bus_id) {
    EVOTUNE_CU(cu().cuStreamCreate(&stream, CU_STREAM_DEFAULT));
    helpers = std::make_unique<HelperKernels>(info.arch(), info.sm_count);
    if (!clock.available()) spdlog::info("SM clock readings unavailable: {}", clock.why());
  }

  ~Impl() {
    profiler.reset();
    reference_program.reset();
    helpers.reset();
    candidate_args.buffers.clear();
    reference_args.buffers.clear();
    extra_input_sets.clear();
    l2_flush_buffer.reset();
    if (stream) EVOTUNE_CU_NOTHROW(cu().cuStreamDestroy(stream));
  }

  void sync() { EVOTUNE_CU(cu().cuStreamSynchronize(stream)); }

  // --- buffers ---------------------------------------------------------------

  void prepare_buffers(const WorkerJob& job) {
    const std::string key = layout_key(job.args, job.canary_bytes);
    if (key == layout) return;
    candidate_args.buffers.clear();
    reference_args.buffers.clear();
    extra_input_sets.clear();
    reference_outputs.clear();
    layout.clear();
    candidate_args.buffers.resize(job.args.size());
    reference_args.buffers.resize(job.args.size());
    for (std::size_t i = 0; i < job.args.size(); ++i) {
      const ArgBinding& a = job.args[i];
      if (!a.is_tensor) continue;
      candidate_args.buffers[i].emplace(a.bytes(), job.canary_bytes, a.dtype);
      if (a.role != ArgRole::input) reference_args.buffers[i].emplace(a.bytes(), job.canary_bytes, a.dtype);
    }
    layout = key;
  }

  // Pointers the reference runs with: shared inputs, its own outputs/scratch.
  std::vector<CUdeviceptr> reference_ptrs(const WorkerJob& job) const {
    std::vector<CUdeviceptr> p = candidate_args.ptrs();
    for (std::size_t i = 0; i < job.args.size(); ++i)
      if (reference_args.buffers[i]) p[i] = reference_args.buffers[i]->ptr();
    return p;
  }

  void fill_inputs(const WorkerJob& job, const ArgumentSet& set, std::uint64_t trial_seed) {
    for (std::size_t i = 0; i < job.args.size(); ++i) {
      const ArgBinding& a = job.args[i];
      if (!a.is_tensor || a.role != ArgRole::input || !set.buffers[i]) continue;
      helpers->fill(set.buffers[i]->ptr(), a.elements, a.dtype, a.init, argument_seed(trial_seed, i), stream);
      set.buffers[i]->arm_canary(*helpers, stream);
    }
  }

  // Before every run: outputs poisoned, scratch poisoned (or set to its
  // declared constant, e.g. zeroed counters), canaries re-armed.
  void prepare_outputs(const WorkerJob& job, const ArgumentSet& set) {
    for (std::size_t i = 0; i < job.args.size(); ++i) {
      const ArgBinding& a = job.args[i];
      if (!a.is_tensor || a.role == ArgRole::input || !set.buffers[i]) continue;
      const GuardedBuffer& b = *set.buffers[i];
      if (a.role == ArgRole::scratch && a.init.kind == InitSpec::Kind::constant)
        helpers->fill(b.ptr(), a.elements, a.dtype, a.init, 0, stream);
      else
        b.poison(*helpers, stream);
      b.arm_canary(*helpers, stream);
    }
  }

  void arm_input_canaries(const WorkerJob& job, const ArgumentSet& set) {
    for (std::size_t i = 0; i < job.args.size(); ++i)
      if (job.args[i].is_tensor && job.args[i].role == ArgRole::input && set.buffers[i])
        set.buffers[i]->arm_canary(*helpers, stream);
  }

  std::vector<std::uint64_t> input_checksums(const WorkerJob& job) const {
    std::vector<std::uint64_t> sums(job.args.size(), 0);
    for (std::size_t i = 0; i < job.args.size(); ++i)
      if (job.args[i].is_tensor && job.args[i].role == ArgRole::input)
        sums[i] = checksum_bytes(candidate_args.buffers[i]->download());
    return sums;
  }

  // --- reference ---------------------------------------------------------------

  const LoadedProgram& reference(const WorkerJob& job) {
    const std::string key = program_key(job.reference);
    if (!reference_program || key != reference_program_key) {
      reference_program.reset();
      reference_outputs.clear();
      reference_program = std::make_unique<LoadedProgram>(job.reference, job.args);
      reference_program_key = key;
    }
    return *reference_program;
  }

  // The reference's outputs for the inputs now in the candidate buffers
  // (filled from `seed`): cached, or computed into the reference's own buffers.
  const std::vector<std::vector<std::byte>>& reference_outputs_for(const WorkerJob& job, std::uint64_t seed,
                                                                   const std::vector<std::uint64_t>& input_sums) {
    const std::string key = reference_key(job, seed);
    if (auto it = reference_outputs.find(key); it != reference_outputs.end()) return it->second;
    const double start_ms = now_ms();
    const Phase saved = phase;
    phase = Phase::reference;
    const LoadedProgram& ref = reference(job);
    prepare_outputs(job, reference_args);
    ref.enqueue(reference_ptrs(job), stream);
    sync();
    std::vector<std::vector<std::byte>> outs(job.args.size());
    for (std::size_t i = 0; i < job.args.size(); ++i)
      if (job.args[i].is_tensor && job.args[i].role == ArgRole::output) outs[i] = reference_args.buffers[i]->download();
    const std::vector<std::uint64_t> after = input_checksums(job);
    for (std::size_t i = 0; i < job.args.size(); ++i)
      if (after[i] != input_sums[i])
        throw EvalError("the reference kernel '" + job.reference.label + "' wrote to its input '" + job.args[i].name +
                        "'");
    if (reference_outputs.size() >= kMaxCachedReferences) reference_outputs.clear();
    phase = saved;
    reference_ms += now_ms() - start_ms;
    return reference_outputs.emplace(key, std::move(outs)).first->second;
  }

  // --- candidate runs -----------------------------------------------------------

  // One poisoned run of the candidate on set 0, with the checks that need no
  // reference. Returns the failure reason (empty when clean); fills `outputs`.
  std::string checked_run(const WorkerJob& job, const LoadedProgram& program, const std::vector<std::uint64_t>& sums,
                          std::vector<std::vector<std::byte>>& outputs) {
    prepare_outputs(job, candidate_args);
    arm_input_canaries(job, candidate_args);
    phase = Phase::candidate;
    program.enqueue(candidate_args.ptrs(), stream);
    sync();
    for (std::size_t i = 0; i < job.args.size(); ++i) {
      if (!candidate_args.buffers[i]) continue;
      const std::int64_t damage = candidate_args.buffers[i]->canary_damage();
      if (damage >= 0)
        return fmt::format("wrote past the end of '{}' (canary byte {} after its {} bytes changed)", job.args[i].name,
                           damage, job.args[i].bytes());
    }
    const std::vector<std::uint64_t> after = input_checksums(job);
    for (std::size_t i = 0; i < job.args.size(); ++i)
      if (after[i] != sums[i]) return fmt::format("wrote to its input '{}'", job.args[i].name);
    outputs.assign(job.args.size(), {});
    for (std::size_t i = 0; i < job.args.size(); ++i)
      if (job.args[i].is_tensor && job.args[i].role == ArgRole::output) outputs[i] = candidate_args.buffers[i]->download();
    return {};
  }

  // Compares a run's outputs with the reference's; merges the errors into `errors`.
  std::string compare_outputs(const WorkerJob& job, const std::vector<std::vector<std::byte>>& got,
                              const std::vector<std::vector<std::byte>>& expected, ErrorStats& errors) {
    std::string reason;
    for (std::size_t i = 0; i < job.args.size(); ++i) {
      if (!job.args[i].is_tensor || job.args[i].role != ArgRole::output) continue;
      const Comparison c = compare_with_reference(job.args[i].dtype, got[i], expected[i], job.tolerance);
      merge_errors(errors, c.errors);
      if (!c.passed && reason.empty()) reason = "output '" + job.args[i].name + "': " + c.reason;
    }
    return reason;
  }

  // --- timing -------------------------------------------------------------------

  int input_set_count(const WorkerJob& job) const {
    if (job.measure.rotate) return std::clamp(*job.measure.rotate, 1, kMaxInputSets);
    std::size_t input_bytes = 0;
    for (const auto& a : job.args)
      if (a.is_tensor && a.role == ArgRole::input) input_bytes += a.bytes();
    if (input_bytes == 0 || info.l2_cache_bytes <= 0) return 1;
    // As many sets as fit in L2 together (warm-cache timing that does not
    // re-read the very same lines every call); one when they do not fit.
    const auto fit = static_cast<int>(static_cast<std::size_t>(info.l2_cache_bytes) / input_bytes);
    return std::clamp(fit, 1, kMaxInputSets);
  }

  // Pointer sets for rotation: set 0 is the candidate buffers (inputs of the
  // last trial); sets 1.. have their own inputs, sharing outputs and scratch.
  std::vector<std::vector<CUdeviceptr>> input_sets(const WorkerJob& job, int count, std::uint64_t base_seed) {
    while (static_cast<int>(extra_input_sets.size()) < count - 1) {
      ArgumentSet set;
      set.buffers.resize(job.args.size());
      for (std::size_t i = 0; i < job.args.size(); ++i)
        if (job.args[i].is_tensor && job.args[i].role == ArgRole::input)
          set.buffers[i].emplace(job.args[i].bytes(), job.canary_bytes, job.args[i].dtype);
      extra_input_sets.push_back(std::move(set));
    }
    std::vector<std::vector<CUdeviceptr>> sets{candidate_args.ptrs()};
    for (int k = 1; k < count; ++k) {
      const ArgumentSet& set = extra_input_sets[static_cast<std::size_t>(k - 1)];
      fill_inputs(job, set, base_seed + 0x1000u * static_cast<std::uint64_t>(k));
      std::vector<CUdeviceptr> p = candidate_args.ptrs();
      for (std::size_t i = 0; i < job.args.size(); ++i)
        if (set.buffers[i]) p[i] = set.buffers[i]->ptr();
      sets.push_back(std::move(p));
    }
    return sets;
  }

  void flush_l2() {
    if (!l2_flush_buffer) {
      const std::size_t bytes = std::max<std::size_t>(2 * static_cast<std::size_t>(std::max(info.l2_cache_bytes, 0)),
                                                      64u << 20);
      l2_flush_buffer.emplace(bytes, 0, DType::i32);
    }
    EVOTUNE_CU(cu().cuMemsetD32Async(l2_flush_buffer->ptr(), 0x0F0F0F0Fu, l2_flush_buffer->bytes() / 4, stream));
  }

  // Groups CUPTI records into calls: per round, each program's launches in order.
  void group_records(const std::vector<const LoadedProgram*>& programs, int rounds, RoundsTiming& t) {
    std::size_t per_round = 0;
    for (const auto* p : programs) per_round += p->launches();
    const std::size_t expected = per_round * static_cast<std::size_t>(rounds);
    std::vector<KernelRecord> records = activity().take(expected);
    std::erase_if(records, [](const KernelRecord& r) { return HelperKernels::is_helper(r.name); });
    if (records.size() != expected)
      throw EvalError(fmt::format("CUPTI delivered {} kernel records for {} launches ({} dropped)", records.size(),
                                  expected, activity().dropped()));
    t.call_us.assign(programs.size(), std::vector<double>(static_cast<std::size_t>(rounds), 0.0));
    t.launch_us.assign(programs.size(), {});
    for (std::size_t p = 0; p < programs.size(); ++p)
      t.launch_us[p].assign(programs[p]->launches(), std::vector<double>(static_cast<std::size_t>(rounds), 0.0));
    std::size_t next = 0;
    for (int r = 0; r < rounds; ++r) {
      for (std::size_t p = 0; p < programs.size(); ++p) {
        for (std::size_t l = 0; l < programs[p]->launches(); ++l, ++next) {
          const KernelRecord& rec = records[next];
          if (rec.name != programs[p]->entry(l))
            throw EvalError(fmt::format("CUPTI record {} is kernel '{}' where '{}' was launched", next, rec.name,
                                        programs[p]->entry(l)));
          const double us = rec.duration_us();
          t.launch_us[p][l][static_cast<std::size_t>(r)] = us;
          t.call_us[p][static_cast<std::size_t>(r)] += us;
        }
      }
    }
  }

  // Warm-up rounds; returns the median kernel time per round of each program
  // and the host wall time per round, ms.
  std::pair<std::vector<double>, double> warm_up(const std::vector<const LoadedProgram*>& programs,
                                                 const std::vector<std::vector<CUdeviceptr>>& sets, int rounds,
                                                 bool l2_flush) {
    rounds = std::max(rounds, 1);
    sync();
    activity().discard();
    const double start = now_ms();
    for (int r = 0; r < rounds; ++r)
      for (const auto* p : programs) {
        if (l2_flush) flush_l2();
        p->enqueue(sets[static_cast<std::size_t>(r) % sets.size()], stream);
      }
    sync();
    const double wall_ms = (now_ms() - start) / rounds;
    RoundsTiming t;
    group_records(programs, rounds, t);
    std::vector<double> medians;
    for (const auto& calls : t.call_us) medians.push_back(summarize_times(calls).median_us);
    return {medians, wall_ms};
  }

  RoundsTiming time_rounds(const std::vector<const LoadedProgram*>& programs,
                           const std::vector<std::vector<CUdeviceptr>>& sets, int rounds, bool l2_flush) {
    RoundsTiming t;
    const std::size_t events_needed = 2 * programs.size() * static_cast<std::size_t>(rounds);
    std::vector<CUevent> events(events_needed, nullptr);
    struct EventGuard {
      std::vector<CUevent>& e;
      ~EventGuard() {
        for (CUevent ev : e)
          if (ev) EVOTUNE_CU_NOTHROW(cu().cuEventDestroy(ev));
      }
    } guard{events};
    for (auto& ev : events) EVOTUNE_CU(cu().cuEventCreate(&ev, CU_EVENT_DEFAULT));

    sync();
    activity().discard();
    const ClockSample before = clock.sample();
    std::size_t e = 0;
    for (int r = 0; r < rounds; ++r) {
      for (const auto* p : programs) {
        if (l2_flush) flush_l2();
        EVOTUNE_CU(cu().cuEventRecord(events[e++], stream));
        p->enqueue(sets[static_cast<std::size_t>(r) % sets.size()], stream);
        EVOTUNE_CU(cu().cuEventRecord(events[e++], stream));
      }
    }
    const ClockSample during = clock.sample();  // the GPU is still working through the queue
    sync();
    group_records(programs, rounds, t);

    t.event_us.assign(programs.size(), std::vector<double>(static_cast<std::size_t>(rounds), 0.0));
    e = 0;
    for (int r = 0; r < rounds; ++r)
      for (std::size_t p = 0; p < programs.size(); ++p) {
        float ms = 0;
        EVOTUNE_CU(cu().cuEventElapsedTime(&ms, events[e], events[e + 1]));
        e += 2;
        t.event_us[p][static_cast<std::size_t>(r)] = ms * 1000.0;
      }

    if (clock.available()) {
      t.clock.available = true;
      t.clock.sm_mhz_before = before.sm_mhz;
      t.clock.sm_mhz_after = during.sm_mhz;
      t.clock.sm_mhz_max = clock.max_sm_mhz();
      const std::uint64_t reasons = before.reasons | during.reasons;
      t.clock.reasons = SmClockMonitor::describe(reasons);
      t.clock.throttled = SmClockMonitor::is_throttle(reasons) ||
                          (before.sm_mhz > 0 && during.sm_mhz < 0.9 * before.sm_mhz);
    }
    return t;
  }

  ProgramTiming timing_of(const RoundsTiming& t, std::size_t p, int sets, bool l2_flush, bool capped) const {
    ProgramTiming pt;
    pt.kernel = summarize_times(t.call_us[p]);
    for (const auto& launch : t.launch_us[p]) pt.launch_median_us.push_back(summarize_times(launch).median_us);
    double sum = 0;
    for (double v : t.event_us[p]) sum += v;
    pt.event_mean_us = sum / static_cast<double>(t.event_us[p].size());
    pt.input_sets = sets;
    pt.l2_flush = l2_flush;
    pt.runs_capped = capped;
    pt.clock = t.clock;
    return pt;
  }

  // --- jobs -------------------------------------------------------------------

  WorkerResult evaluate(const WorkerJob& job, double start_ms) {
    WorkerResult result;
    result.id = job.id;
    if (job.trial_seeds.empty()) throw EvalError("evaluate job " + std::to_string(job.id) + " has no trial seeds");
    prepare_buffers(job);
    reference(job);  // a reference that does not load is the tool's problem

    phase = Phase::candidate;
    candidate_touched = true;
    const auto candidate = std::make_unique<LoadedProgram>(job.candidate, job.args);

    std::vector<std::vector<std::byte>> last_reference;
    for (std::size_t t = 0; t < job.trial_seeds.size(); ++t) {
      const std::uint64_t seed = job.trial_seeds[t];
      phase = Phase::setup;
      fill_inputs(job, candidate_args, seed);
      sync();
      const std::vector<std::uint64_t> sums = input_checksums(job);
      const auto& expected = reference_outputs_for(job, seed, sums);

      std::vector<std::vector<std::byte>> first, second;
      std::string why = checked_run(job, *candidate, sums, first);
      if (why.empty()) why = checked_run(job, *candidate, sums, second);
      if (!why.empty()) {
        result.status = CandidateStatus::incorrect;
        result.reason = fmt::format("trial {} (seed {}): {}", t + 1, seed, why);
        return result;
      }
      // Same input twice: bit for bit, unless the template reduces with atomics.
      for (std::size_t i = 0; i < job.args.size(); ++i) {
        if (!job.args[i].is_tensor || job.args[i].role != ArgRole::output) continue;
        const std::int64_t diff = first_difference(first[i], second[i]);
        if (diff < 0) continue;
        if (job.atomics) {
          const Comparison c = compare_with_reference(job.args[i].dtype, second[i], first[i], job.tolerance);
          if (c.passed) continue;
          result.reason = fmt::format("trial {}: two runs on the same input differ beyond tolerance in '{}': {}", t + 1,
                                      job.args[i].name, c.reason);
        } else {
          const std::size_t element = static_cast<std::size_t>(diff) / dtype_size(job.args[i].dtype);
          result.reason = fmt::format(
              "trial {}: two runs on the same input differ in '{}' (first at element {}: {:g} then {:g}); a race?",
              t + 1, job.args[i].name, element, element_value(job.args[i].dtype, first[i], element),
              element_value(job.args[i].dtype, second[i], element));
        }
        result.status = CandidateStatus::nondeterministic;
        return result;
      }
      const std::string wrong = compare_outputs(job, first, expected, result.errors);
      if (!wrong.empty()) {
        result.status = CandidateStatus::incorrect;
        result.reason = fmt::format("trial {} (seed {}): {}", t + 1, seed, wrong);
        return result;
      }
      ++result.trials_passed;
      last_reference = expected;  // copy: the cache may be cleared later
    }

    if (job.kind == JobKind::check) return result;  // correctness only (e.g. under compute-sanitizer)

    // Timing, rotating among input sets (set 0 holds the last trial's inputs).
    const MeasureSpec& m = job.measure;
    const int set_count = input_set_count(job);
    phase = Phase::setup;
    const auto sets = input_sets(job, set_count, job.trial_seeds.back());
    prepare_outputs(job, candidate_args);
    phase = Phase::candidate;
    const std::vector<const LoadedProgram*> programs{candidate.get()};
    const auto [warm_median, warm_wall_ms] = warm_up(programs, sets, m.warmup, m.l2_flush);
    const double estimate_us = std::max(warm_median[0], 0.001);
    int runs = static_cast<int>(std::ceil(m.min_time_ms * 1000.0 / estimate_us));
    runs = std::clamp(std::max(runs, m.min_runs), 1, std::max(m.max_runs, 1));
    bool capped = false;
    if (job.budget_ms > 0) {
      const double left_ms = job.budget_ms - (now_ms() - start_ms);
      const double per_call_ms = std::max(warm_wall_ms, estimate_us / 1000.0);
      const int affordable = static_cast<int>(0.6 * left_ms / per_call_ms);
      if (affordable < runs) {
        runs = std::max(affordable, 3);
        capped = true;
      }
    }
    const RoundsTiming t = time_rounds(programs, sets, runs, m.l2_flush);
    result.timing = timing_of(t, 0, set_count, m.l2_flush, capped);

    // The candidate must still be right after the timed calls (no "correct
    // for the first N calls" kernels).
    std::vector<std::vector<std::byte>> after;
    const std::string why = checked_run(job, *candidate, input_checksums(job), after);
    ErrorStats ignored;
    const std::string wrong = why.empty() ? compare_outputs(job, after, last_reference, ignored) : why;
    if (!wrong.empty()) {
      result.status = CandidateStatus::incorrect;
      result.reason = fmt::format("after {} timed calls: {}", runs, wrong);
      return result;
    }
    if (job.floor_us > 0 && result.timing->kernel.median_us < job.floor_us) {
      result.status = CandidateStatus::suspect;
      result.reason = fmt::format("median {:.3f} us is below the physical floor of the problem ({:.3f} us)",
                                  result.timing->kernel.median_us, job.floor_us);
    }
    return result;
  }

  // One call of the candidate under the range profiler, on the first trial's
  // inputs. Activity records are paused meanwhile: replayed launches are not
  // timing samples, and CUPTI's tracing stays out of the profiled passes.
  WorkerResult profile(const WorkerJob& job) {
    WorkerResult result;
    result.id = job.id;
    if (job.trial_seeds.empty()) throw EvalError("profile job " + std::to_string(job.id) + " has no trial seeds");
    prepare_buffers(job);
    if (!profiler || profiler->metrics() != job.profile_metrics) {
      profiler.reset();
      profiler = std::make_unique<RangeProfiler>(context.get(), ordinal, job.profile_metrics);
    }
    phase = Phase::candidate;
    candidate_touched = true;
    const LoadedProgram program(job.candidate, job.args);
    phase = Phase::setup;
    fill_inputs(job, candidate_args, job.trial_seeds.front());
    prepare_outputs(job, candidate_args);
    sync();
    if (recorder) EVOTUNE_CUPTI(cuptiActivityDisable(CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL));
    struct ResumeRecords {
      bool on;
      ~ResumeRecords() {
        if (on) EVOTUNE_CUPTI_NOTHROW(cuptiActivityEnable(CUPTI_ACTIVITY_KIND_CONCURRENT_KERNEL));
      }
    } resume{recorder.has_value()};
    const std::vector<CUdeviceptr> ptrs = candidate_args.ptrs();
    result.profile = profiler->profile(
        [&] {
          phase = Phase::candidate;
          program.enqueue(ptrs, stream);
          sync();
          phase = Phase::setup;
        },
        static_cast<int>(program.launches()));
    return result;
  }

  WorkerResult compare(const WorkerJob& job) {
    WorkerResult result;
    result.id = job.id;
    if (job.trial_seeds.empty()) throw EvalError("compare job " + std::to_string(job.id) + " has no trial seeds");
    prepare_buffers(job);
    phase = Phase::candidate;
    candidate_touched = true;
    const LoadedProgram a(job.candidate, job.args);
    const LoadedProgram b(job.other, job.args);
    phase = Phase::setup;
    const int set_count = input_set_count(job);
    fill_inputs(job, candidate_args, job.trial_seeds.front());
    const auto sets = input_sets(job, set_count, job.trial_seeds.front());
    prepare_outputs(job, candidate_args);
    phase = Phase::candidate;
    const std::vector<const LoadedProgram*> programs{&a, &b};
    warm_up(programs, sets, job.measure.warmup, job.measure.l2_flush);
    const int rounds = job.compare_rounds > 0 ? job.compare_rounds : kDefaultCompareRounds;
    const RoundsTiming t = time_rounds(programs, sets, rounds, job.measure.l2_flush);
    result.timing = timing_of(t, 0, set_count, job.measure.l2_flush, false);
    result.timing_other = timing_of(t, 1, set_count, job.measure.l2_flush, false);
    result.comparison = compare_paired(t.call_us[0], t.call_us[1]);
    return result;
  }
};

GpuJobRunner::GpuJobRunner(int ordinal, bool timing) {
  const eval::Driver& drv = eval::Driver::instance();
  if (!drv.available()) throw EvalError("no GPU: " + drv.unavailable_reason());
  if (ordinal < 0 || ordinal >= drv.device_count())
    throw EvalError(fmt::format("no GPU {}: this machine has {} CUDA device(s)", ordinal, drv.device_count()));
  impl_ = std::make_unique<Impl>(ordinal, timing);
}

GpuJobRunner::~GpuJobRunner() = default;

WorkerHello GpuJobRunner::hello() const {
  WorkerHello h;
  h.ok = true;
  const eval::DeviceInfo& d = impl_->info;
  h.device.ordinal = impl_->ordinal;
  h.device.name = d.name;
  h.device.pci_bus_id = d.pci_bus_id;
  h.device.cc_major = d.cc_major;
  h.device.cc_minor = d.cc_minor;
  h.device.sm_count = d.sm_count;
  h.device.memory_bytes = static_cast<std::int64_t>(d.total_memory_bytes);
  h.device.l2_bytes = d.l2_cache_bytes;
  h.device.driver_version = eval::Driver::instance().version();
  h.device.driver_release = impl_->clock.driver_release();
  h.device.max_threads_per_block = d.max_threads_per_block;
  h.device.max_shared_per_block_optin = d.max_shared_per_block_optin_bytes;
  h.device.max_registers_per_block = d.max_registers_per_block;
  h.cupti = impl_->recorder.has_value();
  h.clocks = impl_->clock.available();
  return h;
}

bool GpuJobRunner::context_alive() const { return cu().cuCtxSynchronize() == CUDA_SUCCESS; }

WorkerResult GpuJobRunner::run(const WorkerJob& job) {
  const double start = now_ms();
  impl_->phase = Phase::setup;
  impl_->candidate_touched = false;
  impl_->reference_ms = 0;
  WorkerResult result;
  try {
    if (job.kind == JobKind::evaluate || job.kind == JobKind::check)
      result = impl_->evaluate(job, start);
    else if (job.kind == JobKind::profile)
      result = impl_->profile(job);
    else if (job.kind == JobKind::compare)
      result = impl_->compare(job);
    else
      throw EvalError("the GPU runner cannot run a '" + std::string(job_kind_name(job.kind)) + "' job");
  } catch (const eval::CudaDriverError& e) {
    const bool alive = context_alive();
    // The candidate's doing: any failure while it loads or runs (bad launch
    // geometry, too much shared memory, illegal address, trap), or a dead
    // context found later. A wrong-target cubin is the tool's.
    const bool candidate_fault =
        !is_wrong_target(e.code()) &&
        (impl_->phase == Phase::candidate || (!alive && impl_->candidate_touched && impl_->phase != Phase::reference));
    if (!candidate_fault) throw;
    result = WorkerResult{};
    result.id = job.id;
    result.status = CandidateStatus::fault;
    result.cuda_error = eval::Driver::instance().error_name(e.code());
    result.reason = e.what();
    result.exiting = !alive;
  }
  result.worker_ms = now_ms() - start;
  result.reference_ms = impl_->reference_ms;
  return result;
}

}  // namespace evotune
