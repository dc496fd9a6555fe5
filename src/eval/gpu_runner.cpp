// Correctness trials and CUPTI timing of one job (see gpu_runner.hpp).
#include "eval/gpu_runner.hpp"

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>
#include <chrono>
#include <cmath>
#include <map>
#include <numeric>
#include <optional>
#include <random>
#include <set>
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

using eval::cu;

double now_ms() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

constexpr int kDefaultCompareRounds = 30;
// Reference outputs kept on the host: the trials' and the verified calls'.
constexpr std::size_t kReferenceCacheBytes = std::size_t{2} << 30;
// Device memory for the verified calls' outputs, kept until the reference is run.
constexpr std::size_t kArchiveBytes = std::size_t{4} << 30;
// Timed runs of a candidate stopped early (slower than the job's stop_above_us
// in its warm-up): enough for a median that says how slow, no more.
constexpr int kPartialRuns = 5;

// Unpredictable to any kernel: which timed calls are verified, and the seeds
// of the others' inputs.
std::uint64_t os_random() {
  std::random_device rd;
  return (static_cast<std::uint64_t>(rd()) << 32) ^ rd();
}

std::uint64_t mix_seed(std::uint64_t a, std::uint64_t b) { return argument_seed(a, static_cast<std::size_t>(b)); }

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

// The distribution argument `a` is drawn from in trial `trial`.
InitSpec trial_init(const WorkerJob& job, const ArgBinding& a, int trial) {
  return init_for_trial(a.init, trial, a.widen ? job.measure.wide_scale : 1.0);
}

// Everything the reference's output depends on.
std::string reference_key(const WorkerJob& job, std::uint64_t seed, int trial) {
  std::string key = program_key(job.reference) + "#" + std::to_string(seed);
  for (const auto& a : job.args) {
    const InitSpec init = trial_init(job, a, trial);
    key += fmt::format("|{}:{}:{}:{}:{}:{}:{}:{}", a.name, dtype_name(a.dtype), a.is_tensor, a.elements,
                       static_cast<int>(a.role), static_cast<int>(init.kind), init.a, init.b) +
           fmt::format(":{}", a.scalar);
  }
  return key;
}

const char* trial_kind(int trial) {
  static constexpr const char* kinds[] = {"declared", "shifted", "wide-range"};
  return kinds[trial % 3];
}

// The timed calls of one timing pass, in launch order (round by round, each
// program's call in turn): the seed of each call's fresh inputs, and where
// its outputs are kept for verification (-1: not verified).
struct CallPlan {
  std::vector<std::uint64_t> seeds;
  std::vector<int> archive_slot;
  std::vector<std::uint64_t> slot_seed;  // [slot]: the (reference-known) seed of that call
  std::vector<std::size_t> slot_call;    // [slot]: which call
};

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
  std::optional<GuardedBuffer> l2_flush_buffer;

  std::string reference_program_key;
  std::unique_ptr<LoadedProgram> reference_program;
  // Reference outputs live on the host only: the device copy is poisoned
  // right after it is read, so no candidate can find the answer in memory.
  std::map<std::string, std::vector<std::vector<std::byte>>> reference_outputs;  // key -> per-arg bytes
  std::size_t reference_cache_bytes = 0;
  double reference_ms = 0;  // this job's time computing reference outputs

  Phase phase = Phase::setup;
  bool candidate_touched = false;  // this job loaded or ran a candidate

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
    reference_outputs.clear();
    reference_cache_bytes = 0;
    layout.clear();
    candidate_args.buffers.resize(job.args.size());
    reference_args.buffers.resize(job.args.size());
    for (std::size_t i = 0; i < job.args.size(); ++i) {
      const ArgBinding& a = job.args[i];
      if (!a.is_tensor) continue;
      candidate_args.buffers[i].emplace(ordinal, a.bytes(), job.canary_bytes, a.dtype);
      if (a.role != ArgRole::input) reference_args.buffers[i].emplace(ordinal, a.bytes(), job.canary_bytes, a.dtype);
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

  void fill_inputs(const WorkerJob& job, const ArgumentSet& set, std::uint64_t trial_seed, int trial) {
    for (std::size_t i = 0; i < job.args.size(); ++i) {
      const ArgBinding& a = job.args[i];
      if (!a.is_tensor || a.role != ArgRole::input || !set.buffers[i]) continue;
      helpers->fill(set.buffers[i]->ptr(), a.elements, a.dtype, trial_init(job, a, trial), argument_seed(trial_seed, i),
                    stream);
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
        sums[i] = helpers->checksum(candidate_args.buffers[i]->ptr(), candidate_args.buffers[i]->bytes(), stream);
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

  bool has_reference_outputs(const WorkerJob& job, std::uint64_t seed, int trial) const {
    return reference_outputs.count(reference_key(job, seed, trial)) > 0;
  }

  // The reference's outputs for the inputs now in the candidate buffers
  // (filled from `seed` as trial `trial`): cached on the host, or computed
  // into the reference's own buffers, read back and poisoned there.
  std::vector<std::vector<std::byte>> reference_outputs_for(const WorkerJob& job, std::uint64_t seed, int trial,
                                                            const std::vector<std::uint64_t>& input_sums) {
    const std::string key = reference_key(job, seed, trial);
    if (auto it = reference_outputs.find(key); it != reference_outputs.end()) return it->second;
    const double start = now_ms();
    const Phase saved = phase;
    phase = Phase::reference;
    const LoadedProgram& ref = reference(job);
    prepare_outputs(job, reference_args);
    ref.enqueue(reference_ptrs(job), stream);
    sync();
    std::vector<std::vector<std::byte>> outs(job.args.size());
    std::size_t bytes = 0;
    for (std::size_t i = 0; i < job.args.size(); ++i)
      if (job.args[i].is_tensor && job.args[i].role == ArgRole::output) {
        outs[i] = reference_args.buffers[i]->download();
        bytes += outs[i].size();
      }
    prepare_outputs(job, reference_args);  // the answer leaves the device
    sync();
    const std::vector<std::uint64_t> after = input_checksums(job);
    for (std::size_t i = 0; i < job.args.size(); ++i)
      if (after[i] != input_sums[i])
        throw EvalError("the reference kernel '" + job.reference.label + "' wrote to its input '" + job.args[i].name +
                        "'");
    while (!reference_outputs.empty() && reference_cache_bytes + bytes > kReferenceCacheBytes) {
      for (const auto& o : reference_outputs.begin()->second) reference_cache_bytes -= o.size();
      reference_outputs.erase(reference_outputs.begin());
    }
    reference_cache_bytes += bytes;
    phase = saved;
    reference_ms += now_ms() - start;
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
    if (std::string why = canary_damage(job); !why.empty()) return why;
    const std::vector<std::uint64_t> after = input_checksums(job);
    for (std::size_t i = 0; i < job.args.size(); ++i)
      if (after[i] != sums[i]) return fmt::format("wrote to its input '{}'", job.args[i].name);
    outputs.assign(job.args.size(), {});
    for (std::size_t i = 0; i < job.args.size(); ++i)
      if (job.args[i].is_tensor && job.args[i].role == ArgRole::output) outputs[i] = candidate_args.buffers[i]->download();
    return {};
  }

  // A changed canary of any candidate buffer, as a failure reason ("" when intact).
  std::string canary_damage(const WorkerJob& job) {
    for (std::size_t i = 0; i < job.args.size(); ++i) {
      if (!candidate_args.buffers[i]) continue;
      const std::int64_t damage = candidate_args.buffers[i]->canary_damage(*helpers, stream);
      if (damage >= 0)
        return fmt::format("wrote past the end of '{}' (canary byte {} after its {} bytes changed)", job.args[i].name,
                           damage, job.args[i].bytes());
    }
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
  //
  // A timed call sees what a checked call sees: fresh inputs of the declared
  // distribution (a seed of its own) and poisoned outputs, written by one
  // helper launch just before it. That launch also counts what is left of the
  // poison after the previous call, so an output any timed call left unwritten
  // is found; and the outputs of a random sample of the calls are kept and
  // compared in full with the reference once every timed call is done.

  std::vector<std::size_t> output_args(const WorkerJob& job) const {
    std::vector<std::size_t> outs;
    for (std::size_t i = 0; i < job.args.size(); ++i)
      if (job.args[i].is_tensor && job.args[i].role == ArgRole::output) outs.push_back(i);
    return outs;
  }

  std::size_t output_bytes(const WorkerJob& job) const {
    std::size_t bytes = 0;
    for (std::size_t i : output_args(job)) bytes += job.args[i].bytes();
    return bytes;
  }

  // Device scratch that grows as jobs need it.
  static CUdeviceptr scratch(std::optional<GuardedBuffer>& buffer, int device, std::size_t bytes) {
    if (!buffer || buffer->bytes() < bytes) {
      buffer.reset();
      buffer.emplace(device, bytes, 0, DType::i32);
    }
    return buffer->ptr();
  }

  std::optional<GuardedBuffer> prepare_ops_buffer, counters_buffer, archive_buffer;
  int prepare_op_count = 0;
  std::size_t counted_outputs = 0;

  // The steps before every timed call of this job, uploaded once per pass.
  void upload_prepare_ops(const WorkerJob& job) {
    std::vector<PrepareOp> ops;
    std::uint32_t counter = 0;
    for (std::size_t i = 0; i < job.args.size(); ++i) {
      const ArgBinding& a = job.args[i];
      if (!a.is_tensor || !candidate_args.buffers[i]) continue;
      PrepareOp op;
      op.ptr = candidate_args.buffers[i]->ptr();
      op.arg_index = static_cast<std::uint32_t>(i);
      op.dtype = static_cast<std::int32_t>(a.dtype);
      if (a.role == ArgRole::input || (a.role == ArgRole::scratch && a.init.kind == InitSpec::Kind::constant)) {
        const InitSpec init = a.role == ArgRole::input ? trial_init(job, a, 0) : a.init;
        op.kind = PrepareOp::fill;
        op.elements = static_cast<std::uint64_t>(a.elements);
        op.init_kind = static_cast<std::int32_t>(init.kind);
        op.a = static_cast<float>(init.a);
        op.b = static_cast<float>(init.b);
      } else {
        op.kind = a.role == ArgRole::output ? PrepareOp::poison_count : PrepareOp::poison;
        op.elements = a.bytes();
        op.pattern = poison_pattern(a.dtype);
        if (a.role == ArgRole::output) op.counter = static_cast<std::int32_t>(counter++);
      }
      ops.push_back(op);
    }
    prepare_op_count = static_cast<int>(ops.size());
    counted_outputs = counter;
    const CUdeviceptr at = scratch(prepare_ops_buffer, ordinal, std::max<std::size_t>(ops.size(), 1) * sizeof(PrepareOp));
    if (!ops.empty()) EVOTUNE_CU(cu().cuMemcpyHtoD(at, ops.data(), ops.size() * sizeof(PrepareOp)));
  }

  // Fresh seeds for every call; `verified` of them (of the first program)
  // drawn at random get a seed whose reference output is known or computable
  // and have their outputs kept.
  CallPlan plan_calls(const WorkerJob& job, std::size_t programs, int rounds, int verified) {
    CallPlan plan;
    const std::size_t calls = programs * static_cast<std::size_t>(rounds);
    std::mt19937_64 rng(os_random());
    const std::uint64_t nonce = rng();
    plan.seeds.resize(calls);
    for (std::size_t c = 0; c < calls; ++c) plan.seeds[c] = mix_seed(nonce, c);
    plan.archive_slot.assign(calls, -1);
    verified = std::clamp(verified, 0, rounds);
    if (verified == 0) return plan;
    // Verified calls draw from a pool of seeds twice their number, fixed for
    // the run, so their reference outputs are mostly computed once per run.
    const std::size_t pool = 2 * static_cast<std::size_t>(verified);
    std::vector<std::size_t> pool_index(pool);
    std::iota(pool_index.begin(), pool_index.end(), 0);
    std::shuffle(pool_index.begin(), pool_index.end(), rng);
    std::vector<std::size_t> round_index(static_cast<std::size_t>(rounds));
    std::iota(round_index.begin(), round_index.end(), 0);
    std::shuffle(round_index.begin(), round_index.end(), rng);
    for (int k = 0; k < verified; ++k) {
      const std::size_t call = round_index[static_cast<std::size_t>(k)] * programs;
      const std::uint64_t seed = mix_seed(job.trial_seeds.front() ^ 0x7E57ED5EEDull, pool_index[static_cast<std::size_t>(k)]);
      plan.seeds[call] = seed;
      plan.archive_slot[call] = k;
      plan.slot_seed.push_back(seed);
      plan.slot_call.push_back(call);
    }
    return plan;
  }

  void flush_l2() {
    if (!l2_flush_buffer) {
      const std::size_t bytes = std::max<std::size_t>(2 * static_cast<std::size_t>(std::max(info.l2_cache_bytes, 0)),
                                                      64u << 20);
      l2_flush_buffer.emplace(ordinal, bytes, 0, DType::i32);
    }
    EVOTUNE_CU(cu().cuMemsetD32Async(l2_flush_buffer->ptr(), 0x0F0F0F0Fu, l2_flush_buffer->bytes() / 4, stream));
  }

  // Enqueues the calls of `plan`: per call, the prepare launch, the L2 flush
  // if asked, the program (between `events` when given), the copy of a
  // verified call's outputs; then one prepare launch more, which counts the
  // last call's unwritten output. Counters restart at zero.
  void enqueue_calls(const WorkerJob& job, const std::vector<const LoadedProgram*>& programs, int rounds,
                     const CallPlan& plan, bool l2_flush, std::vector<CUevent>* events) {
    const std::size_t calls = programs.size() * static_cast<std::size_t>(rounds);
    const std::size_t per_call = std::max<std::size_t>(counted_outputs, 1);
    const CUdeviceptr counters = scratch(counters_buffer, ordinal, (calls + 1) * per_call * sizeof(std::uint32_t));
    EVOTUNE_CU(cu().cuMemsetD32Async(counters, 0, (calls + 1) * per_call, stream));
    const std::vector<std::size_t> outs = output_args(job);
    const std::size_t slot_bytes = output_bytes(job);
    const CUdeviceptr archive =
        plan.slot_seed.empty() ? 0 : scratch(archive_buffer, ordinal, plan.slot_seed.size() * slot_bytes);
    const std::vector<CUdeviceptr> ptrs = candidate_args.ptrs();
    const CUdeviceptr ops = prepare_ops_buffer->ptr();
    std::size_t c = 0, e = 0;
    for (int r = 0; r < rounds; ++r)
      for (const auto* p : programs) {
        helpers->prepare_call(ops, prepare_op_count, plan.seeds[c], counters + c * per_call * 4, stream);
        if (l2_flush) flush_l2();
        if (events) EVOTUNE_CU(cu().cuEventRecord((*events)[e++], stream));
        {
          // the programs' launches, not the helpers': their records are the pass's timings
          struct Watch {
            KernelActivityRecorder& a;
            explicit Watch(KernelActivityRecorder& r) : a(r) { a.watch_launches(true); }
            ~Watch() { a.watch_launches(false); }
          } watch(activity());
          p->enqueue(ptrs, stream);
        }
        if (events) EVOTUNE_CU(cu().cuEventRecord((*events)[e++], stream));
        if (const int slot = plan.archive_slot[c]; slot >= 0) {
          CUdeviceptr to = archive + static_cast<std::size_t>(slot) * slot_bytes;
          for (std::size_t i : outs) {
            EVOTUNE_CU(cu().cuMemcpyDtoDAsync(to, ptrs[i], job.args[i].bytes(), stream));
            to += job.args[i].bytes();
          }
        }
        ++c;
      }
    helpers->prepare_call(ops, prepare_op_count, 0, counters + c * per_call * 4, stream);
  }

  // After enqueue_calls has finished: the first timed call that left output
  // unwritten, as a failure reason ("" when none did).
  std::string unwritten_outputs(const WorkerJob& job, std::size_t calls) {
    const std::size_t per_call = std::max<std::size_t>(counted_outputs, 1);
    std::vector<std::uint32_t> left((calls + 1) * per_call);
    EVOTUNE_CU(cu().cuMemcpyDtoH(left.data(), counters_buffer->ptr(), left.size() * sizeof(std::uint32_t)));
    const std::vector<std::size_t> outs = output_args(job);
    for (std::size_t c = 0; c < calls; ++c)
      for (std::size_t j = 0; j < counted_outputs; ++j)
        if (const std::uint32_t words = left[(c + 1) * per_call + j]; words > 0)
          return fmt::format("timed call {} of {} left {} of the {} words of output '{}' unwritten", c + 1, calls, words,
                             job.args[outs[j]].bytes() / 4, job.args[outs[j]].name);
    return {};
  }

  // Page-locked host memory for the kept outputs (a copy at full PCIe speed), grown as needed.
  struct PinnedBytes {
    void* data = nullptr;
    std::size_t bytes = 0;
    ~PinnedBytes() {
      if (data) EVOTUNE_CU_NOTHROW(cu().cuMemFreeHost(data));
    }
  } host_archive;

  std::span<const std::byte> read_back_archive(std::size_t bytes) {
    if (host_archive.bytes < bytes) {
      if (host_archive.data) EVOTUNE_CU(cu().cuMemFreeHost(host_archive.data));
      host_archive.data = nullptr;
      host_archive.bytes = 0;
      EVOTUNE_CU(cu().cuMemAllocHost(&host_archive.data, bytes));
      host_archive.bytes = bytes;
    }
    EVOTUNE_CU(cu().cuMemcpyDtoH(host_archive.data, archive_buffer->ptr(), bytes));
    return {static_cast<const std::byte*>(host_archive.data), bytes};
  }

  // After the timed calls: every verified call's kept outputs against the
  // reference's for its inputs (computed now if not yet known). The
  // comparisons run on the host's cores side by side.
  std::string verify_kept_outputs(const WorkerJob& job, const CallPlan& plan, std::size_t calls, ErrorStats& errors) {
    const std::size_t slots = plan.slot_seed.size();
    if (slots == 0) return {};
    const std::vector<std::size_t> outs = output_args(job);
    const std::size_t slot_bytes = output_bytes(job);
    const std::span<const std::byte> kept = read_back_archive(slots * slot_bytes);
    std::vector<std::vector<std::vector<std::byte>>> expected(slots);
    for (std::size_t slot = 0; slot < slots; ++slot) {
      const std::uint64_t seed = plan.slot_seed[slot];
      phase = Phase::setup;
      std::vector<std::uint64_t> sums;
      if (!has_reference_outputs(job, seed, 0)) {
        fill_inputs(job, candidate_args, seed, 0);
        sync();
        sums = input_checksums(job);
      }
      expected[slot] = reference_outputs_for(job, seed, 0, sums);
    }
    struct SlotVerdict {
      std::string wrong;
      ErrorStats errors;
    };
    const auto check_slot = [&](std::size_t slot) {
      SlotVerdict v;
      std::vector<std::vector<std::byte>> got(job.args.size());
      std::size_t offset = slot * slot_bytes;
      for (std::size_t i : outs) {
        const std::span<const std::byte> part = kept.subspan(offset, job.args[i].bytes());
        got[i].assign(part.begin(), part.end());
        offset += job.args[i].bytes();
      }
      v.wrong = compare_outputs(job, got, expected[slot], v.errors);
      return v;
    };
    const std::size_t threads = std::clamp<std::size_t>(std::thread::hardware_concurrency(), 1, 16);
    std::vector<SlotVerdict> verdicts(slots);
    std::vector<std::thread> pool;
    std::atomic<std::size_t> next{0};
    std::exception_ptr failure;
    std::mutex failure_mutex;
    for (std::size_t t = 0; t < std::min(threads, slots); ++t)
      pool.emplace_back([&] {
        for (std::size_t slot; (slot = next++) < slots;) {
          try {
            verdicts[slot] = check_slot(slot);
          } catch (...) {
            std::lock_guard lock(failure_mutex);
            if (!failure) failure = std::current_exception();
          }
        }
      });
    for (auto& th : pool) th.join();
    if (failure) std::rethrow_exception(failure);
    for (std::size_t slot = 0; slot < slots; ++slot) {
      merge_errors(errors, verdicts[slot].errors);
      if (!verdicts[slot].wrong.empty())
        return fmt::format("timed call {} of {} (one of {} verified at random): {}", plan.slot_call[slot] + 1, calls,
                           slots, verdicts[slot].wrong);
    }
    return {};
  }

  // Groups CUPTI records into calls: per round, each program's launches in order.
  void group_records(const std::vector<const LoadedProgram*>& programs, int rounds, RoundsTiming& t) {
    std::size_t per_round = 0;
    for (const auto* p : programs) per_round += p->launches();
    const std::size_t expected = per_round * static_cast<std::size_t>(rounds);
    std::vector<KernelRecord> records = pass_records(programs, rounds, expected);
    t.call_us.assign(programs.size(), std::vector<double>(static_cast<std::size_t>(rounds), 0.0));
    t.launch_us.assign(programs.size(), {});
    for (std::size_t p = 0; p < programs.size(); ++p)
      t.launch_us[p].assign(programs[p]->launches(), std::vector<double>(static_cast<std::size_t>(rounds), 0.0));
    std::size_t next = 0;
    for (int r = 0; r < rounds; ++r) {
      for (std::size_t p = 0; p < programs.size(); ++p) {
        for (std::size_t l = 0; l < programs[p]->launches(); ++l, ++next) {
          const double us = records[next].duration_us();
          t.launch_us[p][l][static_cast<std::size_t>(r)] = us;
          t.call_us[p][static_cast<std::size_t>(r)] += us;
        }
      }
    }
  }

  // The kernel each of the pass's program launches runs, in launch order.
  static std::vector<std::string> launch_entries(const std::vector<const LoadedProgram*>& programs, int rounds) {
    std::vector<std::string> entries;
    for (int r = 0; r < rounds; ++r)
      for (const auto* p : programs)
        for (std::size_t l = 0; l < p->launches(); ++l) entries.push_back(p->entry(l));
    return entries;
  }

  // The pass's records of the programs' launches, in launch order. By the
  // launches' correlation ids where CUPTI's launch callback noted them (the
  // names CUPTI gives are not trusted: a kernel was seen named after another
  // that an unloaded module had held); else by name, helpers and leftovers of
  // earlier work dropped.
  std::vector<KernelRecord> pass_records(const std::vector<const LoadedProgram*>& programs, int rounds,
                                         std::size_t expected) {
    const std::vector<std::uint32_t> launches = activity().watched_launches();
    if (launches.size() == expected) {
      std::vector<KernelRecord> records = activity().take_launches(launches);
      if (records.size() != expected)
        throw EvalError(fmt::format("CUPTI delivered {} of the {} kernel records of this pass in 3 s ({} dropped)",
                                    records.size(), expected, activity().dropped()));
      const std::vector<std::string> entries = launch_entries(programs, rounds);
      std::size_t misnamed = 0;
      for (std::size_t i = 0; i < expected; ++i) misnamed += records[i].name != entries[i];
      if (misnamed > 0)
        spdlog::debug("CUPTI: {} of {} records named after another kernel; matched by correlation id", misnamed,
                      expected);
      return records;
    }
    if (!launches.empty())
      spdlog::debug("CUPTI: {} launches noted for {} expected; matching records by name", launches.size(), expected);
    return pass_records_by_name(programs, rounds, expected);
  }

  std::vector<KernelRecord> pass_records_by_name(const std::vector<const LoadedProgram*>& programs, int rounds,
                                                 std::size_t expected) {
    // Wait for the pass's own helper records too (one prepare launch per call
    // and one after the last): counted short, take() could return before the
    // candidate's last records arrived, and they would land in the next pass.
    const std::size_t prepare_launches = programs.size() * static_cast<std::size_t>(rounds) + 1;
    std::vector<KernelRecord> records = activity().take(expected + prepare_launches);
    std::erase_if(records, [](const KernelRecord& r) { return HelperKernels::is_helper(r.name); });
    // A record of a kernel none of these programs launches is a leftover of
    // earlier work (seen on the H100: a reference launched just before the
    // pass, its record delivered after discard()); what stays must still match
    // launch for launch. (Dropping by timestamp does not work: CUPTI's kernel
    // timestamps and cuptiGetTimestamp() were seen to disagree both ways.)
    const std::vector<std::string> entries = launch_entries(programs, rounds);
    const std::set<std::string> names(entries.begin(), entries.end());
    const std::size_t before = records.size();
    std::erase_if(records, [&](const KernelRecord& r) { return !names.count(r.name); });
    if (records.size() != before)
      spdlog::debug("CUPTI: {} record(s) of kernels outside this pass dropped", before - records.size());
    if (records.size() != expected)
      throw EvalError(fmt::format("CUPTI delivered {} kernel records for {} launches ({} dropped)", records.size(),
                                  expected, activity().dropped()));
    for (std::size_t i = 0; i < expected; ++i)
      if (records[i].name != entries[i])
        throw EvalError(
            fmt::format("CUPTI record {} is kernel '{}' where '{}' was launched", i, records[i].name, entries[i]));
    return records;
  }

  // Warm-up rounds (fresh inputs and poisoned outputs per call, as timed
  // calls have); returns the median kernel time per round of each program and
  // the host wall time per round, ms.
  std::pair<std::vector<double>, double> warm_up(const WorkerJob& job,
                                                 const std::vector<const LoadedProgram*>& programs, int rounds,
                                                 bool l2_flush) {
    rounds = std::max(rounds, 1);
    const CallPlan plan = plan_calls(job, programs.size(), rounds, 0);
    sync();
    activity().discard();
    const double start = now_ms();
    enqueue_calls(job, programs, rounds, plan, l2_flush, nullptr);
    sync();
    const double wall_ms = (now_ms() - start) / rounds;
    RoundsTiming t;
    group_records(programs, rounds, t);
    std::vector<double> medians;
    for (const auto& calls : t.call_us) medians.push_back(summarize_times(calls).median_us);
    return {medians, wall_ms};
  }

  RoundsTiming time_rounds(const WorkerJob& job, const std::vector<const LoadedProgram*>& programs, int rounds,
                           const CallPlan& plan, bool l2_flush) {
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
    enqueue_calls(job, programs, rounds, plan, l2_flush, &events);
    const ClockSample during = clock.sample();  // the GPU is still working through the queue
    sync();
    group_records(programs, rounds, t);

    t.event_us.assign(programs.size(), std::vector<double>(static_cast<std::size_t>(rounds), 0.0));
    std::size_t e = 0;
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

    for (std::size_t t = 0; t < job.trial_seeds.size(); ++t) {
      const std::uint64_t seed = job.trial_seeds[t];
      const int trial = static_cast<int>(t);
      const std::string which = fmt::format("trial {} (seed {}, {} inputs)", t + 1, seed, trial_kind(trial));
      phase = Phase::setup;
      fill_inputs(job, candidate_args, seed, trial);
      sync();
      const std::vector<std::uint64_t> sums = input_checksums(job);
      const auto expected = reference_outputs_for(job, seed, trial, sums);

      std::vector<std::vector<std::byte>> first, second;
      std::string why = checked_run(job, *candidate, sums, first);
      if (why.empty()) why = checked_run(job, *candidate, sums, second);
      if (!why.empty()) {
        result.status = CandidateStatus::incorrect;
        result.reason = fmt::format("{}: {}", which, why);
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
          result.reason = fmt::format("{}: two runs on the same input differ beyond tolerance in '{}': {}", which,
                                      job.args[i].name, c.reason);
        } else {
          const std::size_t element = static_cast<std::size_t>(diff) / dtype_size(job.args[i].dtype);
          result.reason = fmt::format(
              "{}: two runs on the same input differ in '{}' (first at element {}: {:g} then {:g}); a race?", which,
              job.args[i].name, element, element_value(job.args[i].dtype, first[i], element),
              element_value(job.args[i].dtype, second[i], element));
        }
        result.status = CandidateStatus::nondeterministic;
        return result;
      }
      const std::string wrong = compare_outputs(job, first, expected, result.errors);
      if (!wrong.empty()) {
        result.status = CandidateStatus::incorrect;
        result.reason = fmt::format("{}: {}", which, wrong);
        return result;
      }
      ++result.trials_passed;
    }

    if (job.kind == JobKind::check) return result;  // correctness only (e.g. under compute-sanitizer)

    // Timing: every call on fresh inputs with poisoned outputs (see enqueue_calls).
    const MeasureSpec& m = job.measure;
    phase = Phase::setup;
    upload_prepare_ops(job);
    for (std::size_t i = 0; i < job.args.size(); ++i)
      if (candidate_args.buffers[i]) candidate_args.buffers[i]->arm_canary(*helpers, stream);
    phase = Phase::candidate;
    const std::vector<const LoadedProgram*> programs{candidate.get()};
    const auto [warm_median, warm_wall_ms] = warm_up(job, programs, m.warmup, m.l2_flush);
    const double estimate_us = std::max(warm_median[0], 0.001);
    int runs = planned_timed_runs(m, estimate_us);
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
    const std::size_t slot_bytes = std::max<std::size_t>(output_bytes(job), 1);
    int verified = static_cast<int>(
        std::min<std::size_t>(static_cast<std::size_t>(std::max(m.verified_calls, 0)), kArchiveBytes / slot_bytes));
    // Early exit (issue 17): a candidate whose warm-up is already slower than
    // the threshold cannot enter the population; a few runs record roughly
    // how slow it is, and its timed calls are not verified (it never ranks).
    // The correctness trials above, and the unwritten-output and canary
    // checks below, still hold for it.
    const bool partial = job.stop_above_us > 0 && warm_median[0] > job.stop_above_us;
    if (partial) {
      runs = std::min(runs, kPartialRuns);
      verified = 0;
    }
    const CallPlan plan = plan_calls(job, 1, runs, verified);
    const RoundsTiming t = time_rounds(job, programs, runs, plan, m.l2_flush);
    result.timing = timing_of(t, 0, runs, m.l2_flush, capped);
    result.timing->partial = partial;
    result.verified_calls = static_cast<int>(plan.slot_seed.size());

    // Every timed call wrote all of its output and nothing past it; the
    // verified ones are right. Only now may the reference run again.
    const auto calls = static_cast<std::size_t>(runs);
    std::string wrong = unwritten_outputs(job, calls);
    if (wrong.empty()) wrong = canary_damage(job);
    ErrorStats timed_errors;
    if (wrong.empty()) wrong = verify_kept_outputs(job, plan, calls, timed_errors);
    if (!wrong.empty()) {
      result.status = CandidateStatus::incorrect;
      result.reason = fmt::format("in the timed calls: {}", wrong);
      return result;
    }
    merge_errors(result.errors, timed_errors);
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
    fill_inputs(job, candidate_args, job.trial_seeds.front(), 0);
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

  // A and B timed in interleaved rounds, each call on fresh inputs with
  // poisoned outputs; an unwritten output fails the job.
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
    upload_prepare_ops(job);
    for (std::size_t i = 0; i < job.args.size(); ++i)
      if (candidate_args.buffers[i]) candidate_args.buffers[i]->arm_canary(*helpers, stream);
    phase = Phase::candidate;
    const std::vector<const LoadedProgram*> programs{&a, &b};
    warm_up(job, programs, job.measure.warmup, job.measure.l2_flush);
    const int rounds = job.compare_rounds > 0 ? job.compare_rounds : kDefaultCompareRounds;
    const CallPlan plan = plan_calls(job, programs.size(), rounds, 0);
    const RoundsTiming t = time_rounds(job, programs, rounds, plan, job.measure.l2_flush);
    std::string wrong = unwritten_outputs(job, programs.size() * static_cast<std::size_t>(rounds));
    if (wrong.empty()) wrong = canary_damage(job);
    if (!wrong.empty()) {
      result.status = CandidateStatus::incorrect;
      result.reason = fmt::format("in the interleaved calls of '{}' and '{}' (odd calls are the first): {}",
                                  job.candidate.label, job.other.label, wrong);
      return result;
    }
    result.timing = timing_of(t, 0, rounds, job.measure.l2_flush, false);
    result.timing_other = timing_of(t, 1, rounds, job.measure.l2_flush, false);
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
  h.device.sm_clock_khz = d.sm_clock_khz.value_or(0);
  h.device.memory_clock_khz = d.memory_clock_khz.value_or(0);
  h.device.memory_bus_width_bits = d.memory_bus_width_bits;
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
