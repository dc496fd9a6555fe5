// `evotune run`: evolve kernels for one experiment, resumably.
//
// One run writes to a database at a time (store/run_lock.hpp). Without a GPU
// (--no-gpu, or none on the machine) the search compiles and gates what it
// starts with and stores that; the first run on a GPU measures it.
#include <algorithm>
#include <atomic>
#include <random>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <limits>
#include <memory>
#include <string>
#include <thread>

#include <unistd.h>

#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include "cli/candidate_args.hpp"
#include "cli/commands.hpp"
#include "cli/progress_printer.hpp"
#include "core/experiment.hpp"
#include "eval/compile_only_evaluator.hpp"
#include "eval/driver.hpp"
#include "eval/gpu_evaluator.hpp"
#ifdef EVOTUNE_WITH_MPI
#include "eval/mpi_ranks.hpp"
#endif
#include "eval/worker_pool.hpp"
#include "search/strategy.hpp"
#include "store/run_lock.hpp"
#include "store/store.hpp"
#include "tune/run.hpp"
#include "tune/sanitizer_pass.hpp"
#include "tune/shape_run.hpp"

namespace evotune::cli {
namespace {

/// The command line of `evotune run`. Options given here override the
/// experiment file's `search` section for this invocation; what the run loop
/// takes of them is its tune::RunOptions (search_options).
struct RunArgs {
  std::string experiment;        ///< YAML file
  std::string strategy;          ///< a strategy of the registry (--strategy)
  std::int64_t budget = 0;       ///< total evaluations (--budget)
  double time_s = 0.0;           ///< wall-clock seconds of this invocation (--time)
  std::uint64_t seed = 0;        ///< --seed
  std::int64_t limit = 0;        ///< new evaluations in this invocation (--limit)
  int generations = 0;           ///< --generations
  std::string arch;              ///< NVRTC target override, e.g. sm_90a (--arch)
  int device = 0;                ///< CUDA device ordinal (--device)
  std::string devices;           ///< one GPU worker per entry: "all", "0,1", "0,0" (--devices)
  int jobs = 0;                  ///< NVRTC threads; 0 = one per hardware thread (--jobs)
  bool resume_changed = false;   ///< resume although the experiment file changed
  bool cold = false;             ///< --cold: a shape set's searches start without the other shapes' best points
  std::string budget_per;        ///< --budget-per shape|total (default: the file's search.budget.per)
  bool no_gpu = false;           ///< compile and gate only, even with a GPU
  bool sanitize = false;         ///< --sanitize: accepted, the sanitizer pass is the default now
  bool no_sanitize = false;      ///< --no-sanitize: no sanitizer pass after the search
  bool no_baselines = false;     ///< --no-baselines: no measured baselines after a run on a GPU
  int sanitize_top = 3;          ///< clean candidates the pass wants (--sanitize-top; else measure.sanitize_top)
  double early_exit = 2.0;       ///< --early-exit: factor over the K-th member's time; 0 = off
  std::optional<int> lookahead;  ///< --lookahead (else search.lookahead)
  /// Which optional flags were given (CLI11 options; null until registered).
  const CLI::Option* strategy_given = nullptr;
  const CLI::Option* budget_given = nullptr;
  const CLI::Option* time_given = nullptr;
  const CLI::Option* seed_given = nullptr;
  const CLI::Option* generations_given = nullptr;
  const CLI::Option* arch_given = nullptr;
  const CLI::Option* sanitize_top_given = nullptr;
};

bool given(const CLI::Option* o) { return o != nullptr && o->count() > 0; }

// The command line wins over the file's search section. (--time is not the
// file's budget.seconds, which counts over all runs: it bounds this run alone.)
void apply_overrides(const RunArgs& o, Experiment& e) {
  if (given(o.strategy_given)) e.search.strategy = o.strategy;
  if (given(o.budget_given)) e.search.budget.evaluations = o.budget;
  if (!o.budget_per.empty()) e.search.budget.per = o.budget_per == "total" ? BudgetScope::total : BudgetScope::shape;
  if (given(o.seed_given)) e.search.seed = o.seed;
  if (given(o.generations_given)) e.search.generations = o.generations;
  if (given(o.arch_given)) e.kernel.arch = o.arch;
  // Fresh correctness inputs for every run, unless the file pins them: no
  // kernel can be tuned to inputs it has seen. The run records the seed.
  if (!e.measure.check_seed) {
    std::random_device rd;
    e.measure.check_seed = ((static_cast<std::uint64_t>(rd()) << 32) ^ rd()) & 0x7FFFFFFFFFFFFFFFull;
  }
}

// Set by SIGINT/SIGTERM: the search stops, keeping every finished outcome.
std::atomic<bool> g_stop_requested{false};
extern "C" void request_stop(int) { g_stop_requested = true; }

// Evaluations already stored for this experiment file (at its shape) on this GPU
// (for --limit, which counts new evaluations of this invocation only).
std::int64_t stored_evaluations(store::Store& db, const Experiment& e, const store::EnvironmentInfo& env) {
  const auto row = db.find_experiment(e.name, e.file_hash, e.shape_id);
  if (!row) return 0;
  for (const std::int64_t id : db.environments_of(row->id)) {
    const auto stored = db.environment(id);
    if (stored && stored->describe() == env.describe()) return db.count_evaluations(row->id, id);
  }
  return 0;
}

// What this invocation asks of the search loop beyond the experiment file.
// `limit_left`: what --limit leaves to this shape (the shapes of a set share it).
tune::RunOptions search_options(const RunArgs& o, store::Store& db, const Experiment& e,
                                  const store::EnvironmentInfo& env, std::int64_t limit_left) {
  tune::RunOptions ro;
  ro.resume_changed = o.resume_changed;
  ro.early_exit = o.early_exit;
  ro.lookahead = o.lookahead;
  if (given(o.time_given)) ro.max_seconds_this_run = o.time_s;
  if (o.limit > 0) {
    const std::int64_t done = stored_evaluations(db, e, env);
    std::int64_t cap = done + limit_left;
    if (e.search.budget.evaluations) cap = std::min(cap, *e.search.budget.evaluations);
    ro.max_evaluations = cap;
  }
  return ro;
}

// The search, stopped cleanly by SIGINT/SIGTERM (what finished is kept).
tune::RunSummary run_interruptibly(const Experiment& e, store::Store& db, Evaluator& evaluator,
                                     tune::RunOptions ro) {
  g_stop_requested = false;
  std::signal(SIGINT, request_stop);
  std::signal(SIGTERM, request_stop);
  ro.stop = &g_stop_requested;
  TerminalProgress printer(ProgressMode::automatic, stdout);
  ro.printer = &printer;
  const tune::RunSummary summary = tune::run_search(e, db, evaluator, ro);
  std::signal(SIGINT, SIG_DFL);
  std::signal(SIGTERM, SIG_DFL);
  return summary;
}

// The command line as given (recorded in the run lock, so a refused run can name this one).
std::string command_line() {
  std::ifstream in("/proc/self/cmdline", std::ios::binary);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  while (!text.empty() && text.back() == '\0') text.pop_back();
  std::replace(text.begin(), text.end(), '\0', ' ');
  return text.empty() ? "evotune run" : text;
}

// This run's evaluations, fastest first, then the failures: one line each.
void print_run_results(store::Store& db, const tune::RunSummary& summary) {
  std::vector<store::Result> rows;
  for (auto& r : db.results(summary.experiment_id, summary.environment_id))
    if (r.evaluation && r.evaluation->run_id == summary.run_id) rows.push_back(std::move(r));
  std::stable_sort(rows.begin(), rows.end(), [](const store::Result& a, const store::Result& b) {
    const auto& ma = a.evaluation->measurement;
    const auto& mb = b.evaluation->measurement;
    const bool ta = ma.status == CandidateStatus::ok && ma.time_p50_us;
    const bool tb = mb.status == CandidateStatus::ok && mb.time_p50_us;
    if (ta != tb) return ta;
    return ta && *ma.time_p50_us < *mb.time_p50_us;
  });
  std::printf("%-17s %10s %10s %10s %8s  %s\n", "status", "p50 us", "p10 us", "p90 us", "runs", "parameters");
  for (const auto& r : rows) {
    const store::Measurement& m = r.evaluation->measurement;
    const auto us = [](const std::optional<double>& v) { return v ? fmt::format("{:.2f}", *v) : std::string("-"); };
    std::string params = r.candidate.params_json;
    if (m.status != CandidateStatus::ok && !m.error.empty()) params += "  " + m.error.substr(0, 160);
    std::printf("%-17s %10s %10s %10s %8s  %s%s\n", std::string(status_name(m.status)).c_str(), us(m.time_p50_us).c_str(),
                us(m.time_p10_us).c_str(), us(m.time_p90_us).c_str(),
                m.timed_runs ? std::to_string(*m.timed_runs).c_str() : "-", params.c_str(), m.throttled ? " (throttled)" : "");
  }
}

// The sanitizer pass (issue 12): before anything is reported as the run's
// best, the fastest valid candidates run under compute-sanitizer memcheck,
// racecheck and synccheck until `top` are clean; a verdict of errors makes a
// candidate racy or memory_error and the next one takes its place
// (tune/sanitizer_pass.hpp). Nothing when off or the run was interrupted;
// exit 1 when compute-sanitizer is missing (the top stays unchecked).
std::optional<tune::SanitizerPassReport> sanitize_top(const RunArgs& o, store::Store& db, const Experiment& e,
                                                        GpuEvaluator& evaluator, const tune::RunSummary& summary,
                                                        int& exit_code) {
  const int top = given(o.sanitize_top_given) ? o.sanitize_top : e.measure.sanitize_top;
  if (o.no_sanitize || top <= 0 || exit_code != 0) return std::nullopt;
  std::filesystem::path sanitizer;
  try {
    sanitizer = find_compute_sanitizer();
  } catch (const EvalError& err) {
    std::fflush(stdout);
    std::fprintf(stderr,
                 "evotune run: %s: the top candidates are not sanitizer-checked (`evotune export --best` refuses "
                 "them); install the CUDA toolkit's compute-sanitizer, or pass --no-sanitize\n",
                 err.what());
    exit_code = 1;
    return std::nullopt;
  }
  GpuSanitizerRunner runner(evaluator, sanitizer);
  tune::SanitizerPassReport report = tune::run_sanitizer_pass(
      db, summary.experiment_id, summary.environment_id, runner, {top, summary.run_id, e.search.max_rel_norm});
  for (const std::string& line : report.lines) std::printf("%s\n", line.c_str());
  return report;
}

// One shape's turn in the run of a set (a single-shape experiment is a set of
// one): the experiment at that shape, as the run loop searches it there.
struct ShapeTurn {
  const Experiment& set;
  std::size_t index = 0;
  tune::ShapeSetOptions options;
  std::int64_t limit_left = 0;  ///< what --limit leaves to this shape and those after it

  // Its budget, and the best points of shapes searched before as seeds
  // (tune/shape_run.hpp). Says what it seeds with, for a set.
  Experiment searched(store::Store& db, const store::EnvironmentInfo& env) const {
    Experiment e = tune::shape_search_experiment(set, index, db, env, options);
    if (set.shape_set) {
      const std::size_t own = set.at_shape(index).search.seeds.size();
      const std::size_t warm = e.search.seeds.size() > own ? e.search.seeds.size() - own : 0;
      std::printf("warm start: %zu seed%s from the best points of shapes searched before (nearest first)%s\n", warm,
                  warm == 1 ? "" : "s", options.warm_start ? "" : " (--cold)");
    }
    return e;
  }
};

// The devices a worker runs on, by --devices or --device (the CUDA driver's
// count read here). Throws EvalError for a bad list.
std::vector<int> chosen_devices(const RunArgs& o, std::optional<int> device_count) {
  if (o.devices.empty()) return {o.device};
  return parse_device_list(o.devices, device_count.value_or(std::numeric_limits<int>::max()));
}

// The other MPI ranks of `mpirun -np N evotune run` (eval/mpi_ranks.hpp): rank
// 0 adds their workers and compile threads to its evaluator; the others serve
// it. Without MPI (the default build, or not under mpirun) there are none.
class OtherRanks {
 public:
  /// Under mpirun on a rank other than 0: serves rank 0 until released and
  /// returns true (exit_code set). Else false: this process runs the search.
  bool serve_unless_rank_zero(const RunArgs& o, const GlobalOptions& g, int& exit_code) {
#ifdef EVOTUNE_WITH_MPI
    if (!mpi::launched_by_mpirun()) return false;
    session_.emplace();
    if (session_->rank() == 0) {
      offers_ = session_->offers();
      return false;
    }
    mpi::ServeOptions so;
    so.compile_threads = o.jobs;
    if (!o.no_gpu) {
      so.worker_argv = {"/proc/self/exe", "--db", g.db.string(), "worker", "--device", kDevicePlaceholder};
      if (auto why = eval::gpu_unavailable(o.devices.empty() ? o.device : 0)) {
        so.no_workers_reason = *why;
      } else {
        try {
          so.devices = chosen_devices(o, eval::Driver::instance().device_count());
        } catch (const EvalError& e) {
          so.no_workers_reason = e.what();
        }
      }
    }
    exit_code = session_->serve(so);
    return true;
#else
    (void)o, (void)g, (void)exit_code;
    return false;
#endif
  }
  /// Rank 0: the other ranks' workers and compile threads join the evaluator's.
  void add_to(GpuEvaluatorOptions& options) {
#ifdef EVOTUNE_WITH_MPI
    if (session_) {
      for (const mpi::RankOffer& r : offers_)  // a GPU run needs every rank's workers
        if (!r.error.empty()) throw EvalError(fmt::format("rank {} ({}) cannot serve: {}", r.rank, r.host, r.error));
      session_->add_remote(offers_, options);
      options.device_host = session_->host();
    }
#else
    (void)options;
#endif
  }
  /// Rank 0: the other ranks' compile threads (a run without a GPU compiles only).
  std::vector<CompilePool::Compiler> compilers() {
    GpuEvaluatorOptions options;
#ifdef EVOTUNE_WITH_MPI
    if (session_) session_->add_remote(offers_, options);
#endif
    return options.extra_compilers;
  }

 private:
#ifdef EVOTUNE_WITH_MPI
  std::optional<mpi::Session> session_;
  std::vector<mpi::RankOffer> offers_;
#endif
};

// Without a GPU: the search's candidates (all of it, earlier runs included),
// each with its compile's figures and verdict, then the counts.
void print_compile_results(store::Store& db, const tune::RunSummary& summary, const CompileOnlyStats& stats) {
  std::map<std::string, int> counts;
  std::printf("%-15s %6s %8s %8s  %s\n", "status", "regs", "spill B", "smem B", "parameters");
  for (const store::Result& r : db.results(summary.experiment_id, summary.environment_id)) {
    // Not evaluated: compiled and past the gates when its compile is stored (a failure is evaluated).
    const std::string status = r.evaluation ? std::string(status_name(r.evaluation->measurement.status))
                               : r.ptxas    ? "awaiting_gpu"
                                            : "not compiled";
    const std::optional<store::KernelStats>& figures = r.ptxas;
    ++counts[status];
    const auto number = [](const std::optional<int>& v) { return v ? std::to_string(*v) : std::string("-"); };
    std::string params = r.candidate.params_json;
    if (r.evaluation && !r.evaluation->measurement.error.empty())
      params += "  " + r.evaluation->measurement.error.substr(0, 160);
    std::printf("%-15s %6s %8s %8s  %s\n", status.c_str(), number(figures ? figures->registers : std::nullopt).c_str(),
                number(figures ? figures->spill_bytes() : std::nullopt).c_str(),
                number(figures ? figures->shared_bytes() : std::nullopt).c_str(), params.c_str());
  }
  int total = 0;
  for (const auto& [status, n] : counts) total += n;
  std::printf("%d candidates: %d compiled and past the gates (awaiting_gpu: the first run on a GPU measures them), %d "
              "gate_reject, %d compile_error, %d compile_timeout, %d not compiled\n",
              total, counts["awaiting_gpu"], counts["gate_reject"], counts["compile_error"],
              counts["compile_timeout"], counts["not compiled"]);
  std::printf("this run: %lld compiled, %lld taken from the database; stop: %s\n",
              static_cast<long long>(stats.compiled), static_cast<long long>(stats.reused),
              summary.stop_reason.c_str());
}

// No GPU (--no-gpu, or none here): the search compiles and gates what it
// starts with and stores compiles and verdicts; measuring waits for a GPU.
// One shape of the set `turn` names; returns its evaluations of this run.
std::int64_t run_without_gpu(const RunArgs& o, const ShapeTurn& turn, store::Store& db, OtherRanks& ranks,
                             int& exit_code) {
  const CompileSetup s = compile_setup(turn.set.at_shape(turn.index),
                                       given(o.arch_given) ? std::optional<std::string>(o.arch) : std::optional<std::string>());
  CompileOnlyOptions co;
  co.arch = s.arch;
  co.limits = s.limits;
  co.compile_threads = o.jobs;
  co.extra_compilers = ranks.compilers();
  co.stored_compile = [&db](const std::string& hash, const std::string& target) {
    return db.find_compile(hash, target, /*with_cubin=*/true);
  };
  CompileOnlyEvaluator evaluator(s.experiment, s.tmpl, co);
  std::printf("without a GPU: compiling and gating what the search starts with, for %s (%s); gates: %s (limits: %s)\n",
              s.arch.c_str(), s.arch_source.c_str(), gates_text(s.experiment.gates, s.limits).c_str(),
              s.limits_source.c_str());
  const Experiment searched = turn.searched(db, evaluator.environment());
  const tune::RunSummary summary =
      run_interruptibly(searched, db, evaluator, search_options(o, db, searched, evaluator.environment(), turn.limit_left));
  print_compile_results(db, summary, evaluator.stats());
  exit_code = summary.stop_reason == "interrupted" ? 130 : 0;
  return summary.evaluations_this_run;
}

// One line per GPU worker when there are several: its evaluations, where its time went.
void print_device_loads(const std::vector<DeviceLoad>& loads, const std::map<std::string, std::int64_t>& stored,
                        double run_seconds) {
  if (loads.size() < 2) return;
  for (std::size_t i = 0; i < loads.size(); ++i) {
    const DeviceLoad& d = loads[i];
    std::printf("worker %zu on device %s: %lld measured (%.0f/min), busy %.1f s, idle %.0f%% of its time, %d worker "
                "start%s\n",
                i, d.device.c_str(), static_cast<long long>(d.measured),
                run_seconds > 0 ? static_cast<double>(d.measured) * 60.0 / run_seconds : 0.0, d.busy_s,
                100.0 * d.idle_share(), d.worker_starts, d.worker_starts == 1 ? "" : "s");
  }
  std::string by_device;
  for (const auto& [device, n] : stored)
    by_device += fmt::format("{}device {}: {}", by_device.empty() ? "" : ", ", device, n);
  if (!by_device.empty()) std::printf("evaluations this run by device (database): %s\n", by_device.c_str());
}

// Compile pool + gates + the GPU workers (one per entry of `devices`), driven by the search loop.
// One shape of the set `turn` names; returns its evaluations of this run.
std::int64_t run_on_gpu(const RunArgs& o, const GlobalOptions& g, const ShapeTurn& turn,
                        const std::vector<int>& devices, store::Store& db, OtherRanks& ranks, int& exit_code) {
  const Experiment e = turn.set.at_shape(turn.index);
  GpuEvaluatorOptions eo;
  eo.devices = devices;
  eo.compile_threads = o.jobs;
  if (given(o.arch_given)) eo.arch = o.arch;
  eo.stored_compile = [&db](const std::string& hash, const std::string& target) {
    return db.find_compile(hash, target, /*with_cubin=*/true);
  };
  // The workers log to the same file as this process.
  eo.worker_argv = {"/proc/self/exe", "--db", g.db.string(), "worker", "--device", kDevicePlaceholder};
  ranks.add_to(eo);
  GpuEvaluator evaluator(e, eo);

  const Experiment searched = turn.searched(db, evaluator.environment());
  const tune::RunSummary summary =
      run_interruptibly(searched, db, evaluator, search_options(o, db, searched, evaluator.environment(), turn.limit_left));
  exit_code = summary.stop_reason == "interrupted" ? 130 : 0;
  const std::optional<tune::SanitizerPassReport> sanitized = sanitize_top(o, db, e, evaluator, summary, exit_code);

  print_run_results(db, summary);
  const GpuEvaluatorStats st = evaluator.stats();
  const double gpu_total = st.gpu_busy_s + st.gpu_idle_s;
  std::printf("%lld evaluations this run in %.1f s (%lld compiled, %lld compiles taken from the database, %lld "
              "measured on the GPU, GPU idle %.0f%% of its time, %lld worker start%s); stop: %s\n",
              static_cast<long long>(summary.evaluations_this_run), summary.seconds_this_run,
              static_cast<long long>(st.compiled), static_cast<long long>(st.reused), static_cast<long long>(st.measured),
              gpu_total > 0 ? 100.0 * st.gpu_idle_s / gpu_total : 0.0, static_cast<long long>(st.worker_starts),
              st.worker_starts == 1 ? "" : "s", summary.stop_reason.c_str());
  print_device_loads(st.devices, db.evaluations_by_device(summary.run_id), summary.seconds_this_run);
  if (st.measured > 0)
    std::printf("reference: %.1f ms per evaluation (%.1f s of the GPU workers' %.1f s)\n",
                1000.0 * st.reference_s / static_cast<double>(st.measured), st.reference_s, st.gpu_busy_s);
  if (sanitized) std::printf("%s\n", sanitized->summary().c_str());
  // The search's winner if the pass found it clean, else the fastest clean one
  // (what `export --best` hands out); none when the pass found none clean.
  std::optional<std::pair<std::int64_t, double>> best;
  if (summary.best) best = {summary.best->candidate_id, summary.best->time_us};
  if (sanitized && best &&
      std::find(sanitized->clean.begin(), sanitized->clean.end(), best->first) == sanitized->clean.end()) {
    best.reset();
    if (!sanitized->clean.empty())
      if (auto ev = db.evaluation(sanitized->clean.front()); ev && ev->measurement.time_p50_us)
        best = {sanitized->clean.front(), *ev->measurement.time_p50_us};
  }
  if (best && summary.reference_time_us)
    std::printf("best: %.2f us, %.1fx faster than the reference (%.2f us); candidate %lld, %s\n", best->second,
                *summary.reference_time_us / best->second, *summary.reference_time_us,
                static_cast<long long>(best->first), sanitized ? "sanitizer-clean" : "not sanitizer-checked");
  return summary.evaluations_this_run;
}

void run(const RunArgs& o, GlobalOptions& g, int& exit_code) {
  // Under mpirun, ranks other than 0 serve rank 0 and never open the database.
  OtherRanks ranks;
  if (ranks.serve_unless_rank_zero(o, g, exit_code)) return;
  // Stage 1: the experiment file. Every problem, one per line, like `validate`.
  const std::filesystem::path file = experiment_path(o.experiment);
  Experiment e;
  try {
    e = load_experiment(file);
    if (auto problems = search::strategy_diagnostics(e); !problems.empty()) throw ConfigError(std::move(problems));
  } catch (const ConfigError& err) {
    for (const auto& d : err.diagnostics()) std::fprintf(stderr, "%s\n", d.format().c_str());
    std::fprintf(stderr, "evotune run: %s: %zu problem%s found; nothing was run\n",
                 o.experiment.c_str(), err.diagnostics().size(),
                 err.diagnostics().size() == 1 ? "" : "s");
    exit_code = 1;
    return;
  }
  for (const Diagnostic& w : e.warnings) spdlog::warn("{}", w.format());
  // The GPU workers: --devices, else --device. Without a GPU the list's
  // spelling is still checked (a typo is said now, not on the GPU machine).
  const std::optional<std::string> no_gpu =
      o.no_gpu ? std::nullopt : eval::gpu_unavailable(o.devices.empty() ? o.device : 0);
  std::vector<int> devices{o.device};
  if (!o.devices.empty() && (!(o.no_gpu || no_gpu) || o.devices != "all")) {
    try {
      devices = chosen_devices(o, o.no_gpu || no_gpu ? std::nullopt
                                                     : std::optional<int>(eval::Driver::instance().device_count()));
    } catch (const EvalError& err) {
      std::fprintf(stderr, "evotune run: %s\n", err.what());
      exit_code = 1;
      return;
    }
  }
  apply_overrides(o, e);
  std::printf("correctness inputs: check seed %llu (measure.check_seed: %llu in the file replays them)\n",
              static_cast<unsigned long long>(*e.measure.check_seed),
              static_cast<unsigned long long>(*e.measure.check_seed));
  if (o.sanitize)
    std::fprintf(stderr, "evotune run: --sanitize is the default now (--no-sanitize turns the sanitizer pass off)\n");
  const SpaceCount& c = e.space_count;
  spdlog::info("{}: experiment '{}' is valid: {} points, {}{} valid after restrictions", o.experiment,
               e.name, c.total, c.sampled() ? "about " : "",
               static_cast<std::uint64_t>(c.estimated_valid()));

  start_run_database(g, file);  // the database (and the log beside it) by the one rule
  const store::RunLock lock(g.db, command_line());  // a second run on this database is refused here
  store::Store db(g.db);
  // Every shape of the set in turn, each a search of its own (one for a single shape).
  tune::ShapeSetOptions shape_options;
  shape_options.warm_start = !o.cold;
  std::int64_t limit_left = o.limit;
  for (std::size_t i = 0; i < e.shapes.size(); ++i) {
    if (e.shape_set) {
      const SpaceCount& sc = e.shapes[i].space_count;
      std::printf("shape %zu/%zu: %s (%s%llu valid points)\n", i + 1, e.shapes.size(),
                  shape_key(e.shapes[i].problem).c_str(), sc.sampled() ? "about " : "",
                  static_cast<unsigned long long>(sc.estimated_valid()));
      std::fflush(stdout);
    }
    const ShapeTurn turn{e, i, shape_options, limit_left};
    const std::int64_t evaluated = o.no_gpu || no_gpu ? run_without_gpu(o, turn, db, ranks, exit_code)
                                                      : run_on_gpu(o, g, turn, devices, db, ranks, exit_code);
    limit_left -= evaluated;
    if (exit_code == 130 || (o.limit > 0 && limit_left <= 0)) break;  // interrupted, or --limit spent
  }
  if (e.shape_set && exit_code == 0)
    std::printf("%zu shapes; `evotune leaderboard %s` shows the best of each, and one point for all\n",
                e.shapes.size(), e.name.c_str());
  // Measured baselines, on the GPU that just tuned (a failing command is said and changes nothing else).
  if (!(o.no_gpu || no_gpu) && exit_code == 0 && !o.no_baselines && !e.baseline_commands.empty()) {
    std::printf("measured baselines (`evotune baselines %s` runs them again; --no-baselines skips them):\n",
                o.experiment.c_str());
    std::fflush(stdout);
    if (const int failed = measure_baselines(e, db); failed > 0)
      std::fprintf(stderr, "evotune run: %d measured baseline%s failed; the leaderboard uses the typed ones\n",
                   failed, failed == 1 ? "" : "s");
  }
  if (o.no_gpu || no_gpu) {
    if (no_gpu && exit_code == 0) {
      // Say plainly what is missing.
      std::fflush(stdout);
      std::fprintf(stderr, "evotune run: %s: compiled and gated only; checking and timing need a GPU\n",
                   no_gpu->c_str());
      exit_code = eval::kExitNoGpu;
    }
  }
}

}  // namespace

void register_run(CLI::App& app, GlobalOptions& g, int& exit_code) {
  auto* cmd = app.add_subcommand(
      "run",
      "Evolve kernels for one experiment (for a shape set, every shape in turn, each starting from the "
      "best points of the nearest shapes searched before it): propose parameters, render, compile with NVRTC, reject "
      "on ptxas figures, check and time survivors on the GPU, keep the best in the database. "
      "Resumable: run it again and it goes on where it stopped, reusing every compile and "
      "measurement already made.");
  auto o = std::make_shared<RunArgs>();
  cmd->add_option("EXPERIMENT", o->experiment, "Experiment file (YAML), e.g. experiments/s512.yaml, or the name of experiments/NAME.yaml")
      ->required();
  auto* strategy = cmd->add_option("--strategy", o->strategy,
                                   "Search strategy (default: the file's search.strategy)")
                       ->check(CLI::IsMember(search::strategy_names()));
  cmd->footer(search::strategies_help());
  auto* budget = cmd->add_option("--budget", o->budget,
                                 "Total evaluations for the experiment, counted across resumed "
                                 "runs (default: the file's search.budget.evaluations); for a shape set, "
                                 "per shape unless --budget-per total")
                     ->check(CLI::PositiveNumber);
  auto* time = cmd->add_option("--time", o->time_s,
                               "Stop after SECONDS of wall-clock time in this invocation (the file's "
                               "search.budget.seconds, counted over all runs, applies too)")
                   ->check(CLI::PositiveNumber);
  auto* seed = cmd->add_option("--seed", o->seed, "Random seed (default: the file's search.seed)");
  auto* limit = cmd->add_option("--limit", o->limit,
                                "Evaluate at most N new candidates in this invocation (a smoke "
                                "run); the stored budget is unchanged")
                    ->check(CLI::PositiveNumber);
  auto* generations = cmd->add_option("--generations", o->generations,
                                      "Stop after N generations (default: the file's "
                                      "search.generations)")
                          ->check(CLI::PositiveNumber);
  auto* arch = cmd->add_option("--arch", o->arch,
                               "NVRTC target, e.g. sm_90 or sm_90a (default: the file's "
                               "kernel.arch, else GPU's own, else sm_90)");
  arch->check(
      [](const std::string& s) -> std::string {
        int n = 0;
        char tail[8] = {};
        const int got = std::sscanf(s.c_str(), "sm_%d%7s", &n, tail);
        if (got >= 1 && n > 0 && (got == 1 || std::string(tail) == "a" || std::string(tail) == "f")) {
          return {};
        }
        return "expected a target like sm_90 or sm_90a, got '" + s + "'";
      },
      "ARCH");
  auto* device = cmd->add_option("--device", o->device, "CUDA device ordinal to run on")
                     ->capture_default_str()
                     ->check(CLI::NonNegativeNumber);
  cmd->add_option("--devices", o->devices,
                  "One GPU worker per entry: 'all', or ordinals like 0,1 (0,0: two workers on GPU 0). Each "
                  "candidate's time and its re-timings come from one device; the devices must be one model")
      ->excludes(device);
  cmd->add_option("-j,--jobs", o->jobs,
                  "NVRTC compile threads (default: one per hardware thread, " +
                      std::to_string(std::thread::hardware_concurrency()) + " here)")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--budget-per", o->budget_per,
                  "For a shape set: whether the evaluation and time budgets count per shape (each shape's search "
                  "gets them; the default) or for the whole set, split evenly over its shapes (default: the "
                  "file's search.budget.per)")
      ->check(CLI::IsMember({"shape", "total"}));
  cmd->add_flag("--cold", o->cold,
                "For a shape set: start each shape's search from the file's seeds only, not from the best points "
                "of the shapes searched before it (to measure what that warm start saves)");
  cmd->add_option("--lookahead", o->lookahead,
                  "Generations proposed ahead of the last one closed, 1 to 4 (default: the file's "
                  "search.lookahead, else 1); 2 keeps the GPU busy at generation boundaries")
      ->check(CLI::Range(1, 4));
  cmd->add_option("--early-exit", o->early_exit,
                  "Stop timing a candidate whose first runs take more than FACTOR times the slowest "
                  "member of the population (it could not enter it); it is recorded as measured, "
                  "partial. 0 turns this off")
      ->capture_default_str()
      ->check(CLI::Validator(
          [](std::string& s) -> std::string {
            double f = -1;
            try {
              f = std::stod(s);
            } catch (const std::exception&) {
            }
            return f == 0 || f >= 1 ? std::string() : "expected 0 (off) or a factor of at least 1, got '" + s + "'";
          },
          "FACTOR"));
  cmd->add_flag("--resume-changed", o->resume_changed,
                "Continue the search of the latest experiment of this name although its file "
                "changed (the new file's space and restrictions apply from now on); by default "
                "a changed file starts a new search, and run says so");
  cmd->add_flag("--no-gpu", o->no_gpu,
                "Compile and gate what the search starts with (its first generation) and store "
                "the compiles and verdicts; no GPU needed. The first run on a GPU takes the "
                "search over, measuring those candidates without compiling them again. Without "
                "a GPU, run does this and exits 2");
  auto* no_sanitize = cmd->add_flag(
      "--no-sanitize", o->no_sanitize,
      "Skip the sanitizer pass: by default, after the search the fastest valid candidates run once under "
      "compute-sanitizer memcheck, racecheck and synccheck until --sanitize-top are clean; a candidate with "
      "errors becomes racy or memory_error and leaves the ranking. Unchecked candidates are marked on the "
      "leaderboard and `export --best` refuses them");
  cmd->add_flag("--sanitize", o->sanitize, "Accepted for older scripts: the sanitizer pass is the default now")
      ->excludes(no_sanitize);
  auto* sanitize_top = cmd->add_option("--sanitize-top", o->sanitize_top,
                                       "Clean candidates the sanitizer pass wants (default: the file's "
                                       "measure.sanitize_top, else 3)")
                           ->check(CLI::PositiveNumber)
                           ->excludes(no_sanitize);
  cmd->add_flag("--no-baselines", o->no_baselines,
                "After a run on a GPU, do not run the experiment's measured baselines (baselines with "
                "`command:`; `evotune baselines EXPERIMENT` runs them on their own)");
  o->strategy_given = strategy;
  o->budget_given = budget;
  o->time_given = time;
  o->seed_given = seed;
  o->generations_given = generations;
  o->arch_given = arch;
  o->sanitize_top_given = sanitize_top;
  (void)limit;  // the value is read through o->limit
  cmd->callback([o, &g, &exit_code] { run(*o, g, exit_code); });
}

}  // namespace evotune::cli
