// The experiment: one tuning problem, as loaded and validated from YAML.
//
// Every other module reads this model; only core/experiment.cpp knows YAML.
// The file format is documented in docs/experiments.md.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "core/expr.hpp"
#include "core/profile_metrics.hpp"
#include "core/shape_set.hpp"

namespace evotune {

enum class DType { f16, bf16, f32, i32 };
std::size_t dtype_size(DType t);
const char* dtype_name(DType t);  ///< "f16", ...

enum class ArgRole { input, output, scratch };
const char* role_name(ArgRole r);

/// How a tensor is filled before a run.
struct InitSpec {
  enum class Kind { normal, uniform, constant };
  Kind kind = Kind::normal;
  double a = 0.0;  ///< normal: mean; uniform: low; constant: value
  double b = 1.0;  ///< normal: stddev; uniform: high; constant: unused
};

/// L2 promotion of a tensor map's loads (CUtensorMapL2promotion): none, 64, 128 or 256 bytes.
enum class TensorMapL2 { none, b64, b128, b256 };
const char* tensor_map_l2_name(TensorMapL2 l);  ///< "none", "64B", "128B", "256B"
/// What a tensor map's loads read outside the tensor (CUtensorMapFloatOOBfill):
/// zeros, or a NaN that FMA treats as zero (floating-point dtypes only).
enum class TensorMapOob { zero, nan };
const char* tensor_map_oob_name(TensorMapOob o);  ///< "zero", "nan"

/// A TMA tensor map over a tensor argument (`tensor_map:`): passed to the
/// kernel by value, a 128-byte CUtensorMap that the worker (and each export)
/// encodes with cuTensorMapEncodeTiled for the tensor's buffer. Dimensions and
/// box list the outermost dimension first, like `shape`; the tensor is
/// contiguous, so strides follow from the dimensions; interleave is none.
struct TensorMapSpec {
  std::string tensor;      ///< the tensor argument it maps
  std::vector<Expr> dims;  ///< the tensor seen as these dimensions (their product: its elements); empty: its shape
  std::vector<Expr> box;   ///< the tile one copy moves: one extent per dimension
  Expr swizzle;            ///< shared-memory swizzle span in bytes: 0 (none), 32, 64 or 128
  TensorMapL2 l2_promotion = TensorMapL2::b256;
  TensorMapOob oob_fill = TensorMapOob::zero;
};

/// One kernel argument: a tensor (device buffer), a scalar (by value), or a
/// tensor map over a tensor (by value; is_tensor is false).
struct ArgSpec {
  std::string name;
  DType dtype = DType::f16;  ///< a tensor map: its tensor's
  bool is_tensor = true;
  std::vector<Expr> shape;  ///< tensors: dimensions, outermost first
  ArgRole role = ArgRole::input;
  InitSpec init;
  Expr value;  ///< scalars: value expression
  std::optional<TensorMapSpec> tensor_map;  ///< tensor maps
  SourceMark mark;

  bool is_tensor_map() const { return tensor_map.has_value(); }
  bool is_scalar() const { return !is_tensor && !tensor_map; }
};

/// One kernel launch of a candidate (a candidate may need several, e.g. a
/// split-KV kernel followed by a combine kernel; they run in order).
struct LaunchSpec {
  std::string entry;             ///< extern "C" entry-point name
  Expr grid[3];                  ///< x, y, z
  Expr block[3];                 ///< x, y, z
  Expr shared_bytes;             ///< dynamic shared memory, bytes
  std::optional<Expr> when;      ///< launch only when true
  std::vector<std::string> args; ///< argument names in parameter order (default: all args in file order)
  SourceMark mark;
  SourceMark entry_mark;         ///< where `entry` is (a wrong name is reported there)
  std::string entry_key;         ///< its key, e.g. "kernel.entry", "reference.launches[1].entry"
};

struct KernelSpec {
  std::filesystem::path source;        ///< resolved, absolute
  std::filesystem::path base;          ///< the search-path folder it was found in (empty for an absolute path);
                                       ///< renders name the file relative to it ("templates/gemm.cu")
  std::string source_text;             ///< as written in the file (for messages)
  std::vector<LaunchSpec> launches;    ///< at least one
  std::vector<std::string> options;    ///< extra NVRTC options
  std::optional<std::string> arch;     ///< e.g. "sm_90a"; default: from the device or sm_90
  SourceMark mark;
};

struct Tolerance {
  double atol = 1e-2;
  double rtol = 1e-2;
  double max_rel_norm = 1e-3;  ///< bound on ||out-ref|| / ||ref||
};

struct ReferenceSpec {
  KernelSpec kernel;   ///< a seed kernel; its macros come from `defines`
  std::map<std::string, Expr> defines;  ///< extra #defines for the reference
  Tolerance tolerance;
};

/// One value a parameter can take: an integer or a named choice.
using ParamValue = Value;

struct Parameter {
  std::string name;
  std::vector<ParamValue> values;  ///< non-empty, no duplicates, in file order
  SourceMark mark;
};

/// A point of the search space: parameter name -> value, in space order.
using Point = std::map<std::string, ParamValue, std::less<>>;

/// "16, 32, xor": values as messages list them.
std::string join_values(const std::vector<ParamValue>& values);

struct Restriction {
  Expr expr;
  SourceMark mark;
};

/// Limits checked on ptxas' report before any GPU time is spent.
struct Gates {
  std::optional<int> max_registers;        ///< per thread
  int max_spill_bytes = 0;                 ///< stores + loads
  std::optional<int> max_stack_bytes;
  std::optional<std::int64_t> max_shared_bytes;  ///< static + dynamic; default: device limit
  bool allow_gmem = false;                 ///< module-scope __device__ state (default: rejected)
  /// ptxas' "wgmma.mma_async instructions are serialized" advisories (default: allowed, a
  /// performance note; false rejects such a candidate before GPU time)
  bool allow_serialized_wgmma = true;
  /// Gates on profiled metrics (min_tensor_util ...): applied to the
  /// candidates profiled (profile.top), which leave the population when they fail.
  MetricGates metrics;
};

/// Profiling of the best candidates of each generation (CUPTI range profiler).
struct ProfileSpec {
  int top = 0;                       ///< profile the `top` fastest unprofiled candidates per generation; 0: off
  std::vector<std::string> metrics;  ///< group or CUPTI names as written; empty: default_metric_groups()
  /// The CUPTI names to collect: `metrics` resolved, plus what the metric gates need.
  std::vector<std::string> cupti_metrics(const MetricGates& gates) const;
};

/// What a shape set's budget counts: each shape's search (the default), or
/// the whole set, split evenly over its shapes.
enum class BudgetScope { shape, total };

struct Budget {
  std::optional<std::int64_t> evaluations;
  std::optional<double> seconds;
  BudgetScope per = BudgetScope::shape;  ///< search.budget.per
};

struct SearchSpec {
  std::string strategy = "evo";  ///< a name in the strategy registry (search/strategy.hpp checks it)
  SourceMark strategy_mark;      ///< where the file names it (empty when it does not)
  int population = 32;           ///< proposals per generation
  int elite = 8;                 ///< K: the top-K kept
  std::optional<int> generations;
  /// Generations proposed ahead of the last one closed (1 to 4): 1 proposes
  /// each generation from the one just closed; 2 from the one before, so the
  /// GPU never waits at a generation boundary for the next compiles.
  int lookahead = 1;
  Budget budget;
  std::uint64_t seed = 1;
  std::vector<Point> seeds;      ///< starting points named in the file
  /// Ranking constraint on precision: a candidate whose relative error norm
  /// (||out - ref|| / ||ref||, worst over the trials) is above it passes the
  /// correctness check but is not ranked (population, best, leaderboard,
  /// `export --best`). Unset: every correct candidate is ranked.
  std::optional<double> max_rel_norm;
  std::map<std::string, Value> options;  ///< strategy-specific options
};

struct MeasureSpec {
  int warmup = 5;
  int min_runs = 20;
  double min_time_ms = 50.0;  ///< keep timing until this much kernel time is reached
  int max_runs = 2000;
  int trials = 3;             ///< correctness trials, fresh inputs each (distributions vary: init_for_trial)
  bool l2_flush = false;
  /// Stddev (normal) or half-width (uniform) multiplier of the wide-range
  /// trial, every third one; 1 makes it an ordinary trial.
  double wide_scale = 6.0;
  /// The inputs the wide-range trial widens (empty: every input). For
  /// attention, q and k: logits grow with the square of the scale.
  std::vector<std::string> wide_args;
  /// Timed calls whose outputs are compared in full with the reference,
  /// chosen at random among all timed calls; every timed call is also checked
  /// for unwritten output.
  int verified_calls = 32;
  /// Seed of the correctness trials' and the verified calls' inputs. Unset in
  /// the file: `run` draws one from the OS for each run and records it.
  std::optional<std::uint64_t> check_seed;
  /// After the search, the fastest valid candidates run once under
  /// compute-sanitizer memcheck, racecheck and synccheck until this many are
  /// clean (a verdict of errors makes a candidate racy or memory_error); 0: off.
  /// `run --sanitize-top N` overrides it, `run --no-sanitize` turns it off.
  int sanitize_top = 3;
};

/// The number of timed calls for a kernel of `per_call_us`: enough for
/// `min_time_ms` of kernel time, at least `min_runs`, at most `max_runs` (and
/// at least 1). The worker plans its timing with it; the driver sizes a job's
/// time limit with it.
int planned_timed_runs(const MeasureSpec& m, double per_call_us);

/// The distribution inputs declared as `init` are drawn from in correctness
/// trial `trial` (0-based): trial 0 as declared, trial 1 shifted by one
/// stddev (half the range) with half the spread, trial 2 wide (`wide_scale`
/// times the spread, around the same centre); then again. Constants stay.
InitSpec init_for_trial(const InitSpec& declared, int trial, double wide_scale);
/// "normal(0, 6)", "uniform[-1, 1)", "constant 0".
std::string describe_init(const InitSpec& init);

/// Physical floor and units for the leaderboard.
struct Roofline {
  std::optional<Expr> flops;
  std::optional<Expr> bytes;
  std::optional<double> peak_tflops;  ///< dense tensor rate of the target
  std::optional<double> peak_gbps;
};

/// A known time to compare with (e.g. PyTorch SDPA on the same device).
struct Baseline {
  std::string name;
  double time_us = 0.0;
  std::string device;
  /// Its relative error norm against the reference on the same kind of
  /// inputs, where measured: the leaderboard then names the best candidate
  /// at the baseline's precision (within 1.25x of it).
  std::optional<double> rel_norm;
  /// The shape it was measured at (`shape:` in the file; a shape set's
  /// baselines must say); empty: the experiment's only shape.
  ProblemValues shape;
  /// Measured by its command (a BaselineCommand) and read back from the
  /// store, rather than typed in the file.
  bool measured = false;
  /// How a measured baseline was timed, as its command said (e.g. "cuda
  /// events per call"); empty for a typed one.
  std::string method;
};

/// A baseline measured rather than typed: a shell command, run from the
/// experiment's folder on the machine that tuned (`evotune baselines`, and
/// `evotune run` after a run on a GPU), that reads the experiment's shapes as
/// JSON on stdin and prints a JSON list of {shape, time_us, rel_norm, device,
/// method} (docs/experiments.md, "Measured baselines").
struct BaselineCommand {
  std::string name;
  std::string command;   ///< a /bin/sh command line
  double timeout_s = 600;  ///< the command is killed past it
  SourceMark mark;
};

/// How many points of the space meet every restriction (load_experiment
/// fills Experiment::space_count).
struct SpaceCount {
  std::uint64_t total = 0;     ///< points before restrictions (saturates at UINT64_MAX)
  std::uint64_t examined = 0;  ///< points evaluated: all of them, or a sample
  std::uint64_t valid = 0;     ///< of those examined, the points that meet every restriction
  bool sampled() const { return examined < total; }
  /// Valid points in the whole space: exact, or scaled up from the sample.
  double estimated_valid() const;
};

/// At most this many points are enumerated; a larger space is sampled.
inline constexpr std::uint64_t kMaxEnumeratedPoints = 10'000'000;
/// Points sampled from a space larger than kMaxEnumeratedPoints.
inline constexpr std::uint64_t kSampledPoints = 200'000;
/// Expression nodes that counting a space may evaluate (about a second: a
/// restriction of n nodes costs n at each point it is evaluated at, so that a
/// long one, like a shared-memory sum, is not counted as cheap as `P0 <= 5`):
/// a space whose enumeration would take more is sampled, with fewer than
/// kSampledPoints points when each point costs many.
inline constexpr std::uint64_t kMaxSpaceEvaluations = 40'000'000;

// Limits on an experiment file (docs/experiments.md, "Limits"): hundreds of
// times a real experiment (a few KB, a few hundred values), they bound the
// time and memory a hostile file can take (yaml-cpp 0.7 reads about 5 MB/s and
// builds about 200,000 values/s).
/// Bytes of the file.
inline constexpr std::size_t kMaxExperimentBytes = 1u << 20;
/// YAML values (scalars, lists, mappings) of the document with its aliases
/// expanded: an alias counts as a copy of what it names.
inline constexpr std::uint64_t kMaxExperimentValues = 100'000;
/// Bytes of scalar text of the document with its aliases expanded.
inline constexpr std::uint64_t kMaxExperimentTextBytes = 1u << 20;
/// Launches of the kernel, and of the reference.
inline constexpr std::size_t kMaxLaunches = 64;
/// Levels of nesting (lists and mappings inside each other).
inline constexpr int kMaxExperimentNesting = 32;

/// One shape of the experiment's set, with the size of its valid space
/// (restrictions may use problem sizes, so each shape has its own).
struct ShapeSpec {
  ProblemValues problem;
  SpaceCount space_count;
};

struct Experiment {
  std::string name;
  std::string description;
  std::filesystem::path file;  ///< absolute path of the YAML file
  std::string file_text;       ///< the file's bytes
  std::string file_hash;       ///< sha256 hex of file_text

  /// Problem sizes and flags, in file order (name, value): the shape this
  /// Experiment is at (a shape set loads at its first shape; at_shape() moves it).
  ProblemValues problem;
  /// Every shape of the set, in set order (product of the axes first, then the
  /// explicit shapes); one for a single-shape file.
  std::vector<ShapeSpec> shapes;
  /// The problem is written as a set (lists of values or `shapes:`), even of one shape.
  bool shape_set = false;
  /// Names the shape in the database: "" for a single-shape experiment (and
  /// everything recorded before shape sets), else shape_key(problem).
  std::string shape_id;
  std::vector<ArgSpec> args;
  KernelSpec kernel;
  ReferenceSpec reference;
  /// The space: the experiment's `space`, then each knob of the template it
  /// leaves out, with the template's values (`// evotune:param`).
  std::vector<Parameter> space;
  /// What loads but deserves a word (e.g. a space wider than the template's
  /// declaration), file:line:col like errors; `validate` and `run` print them.
  std::vector<Diagnostic> warnings;
  std::vector<Restriction> restrictions;
  Gates gates;
  SearchSpec search;
  MeasureSpec measure;
  Roofline roofline;
  ProfileSpec profile;
  std::vector<Baseline> baselines;  ///< typed in the file (those measured are in the store)
  std::vector<BaselineCommand> baseline_commands;  ///< measured by a command
  SpaceCount space_count;  ///< counted while loading

  /// Problem sizes as expression bindings.
  Bindings problem_bindings() const;
  /// Problem sizes plus the point's parameters.
  Bindings bindings(const Point& p) const;
  /// Problem sizes plus the reference's `defines`, evaluated: what the
  /// reference's launch expressions are evaluated with.
  Bindings reference_bindings() const;
  /// True when every restriction holds at `p`. Throws ExprError when one
  /// cannot be evaluated there (load_experiment has checked every point of a
  /// space it enumerated, so only a sampled space can do this).
  bool satisfies(const Point& p) const;
  /// Number of points before restrictions (product of value-list sizes).
  std::uint64_t space_size() const;

  /// The experiment at shape `i` of `shapes`: problem, space_count and
  /// shape_id of that shape, the baselines measured there, and the search
  /// seeds valid there (a seed of the file may fit some shapes only).
  Experiment at_shape(std::size_t i) const;
  /// The index in `shapes` of the shape with this key, or nothing.
  std::optional<std::size_t> find_shape(std::string_view key) const;
};

/// The keys the loader accepts in each mapping of an experiment file, by the
/// mapping's path: "" the top level, "args.*" an argument, "args.*.init" its
/// init mapping, "kernel.launches[]" a launch, "baselines[]" a baseline, ...
/// (mappings of names the file chooses, like problem and space, are not here).
/// The loader checks keys against this table only; docs/experiment.schema.json
/// lists the same keys (tests/core/test_experiment_schema.cpp holds them equal).
const std::map<std::string, std::vector<std::string>>& experiment_keys();

/// What loading checks beyond the file's own fields.
struct LoadOptions {
  /// Visit the space at every shape (every point, or a sample): the valid-point counts (space_count), each
  /// restriction and point check evaluated at the points, the seeds checked against the restrictions. Up
  /// to kMaxSpaceEvaluations node evaluations a file, about a second.
  /// Views of a stored search (leaderboard, show, report, export) skip it: the search checked it when it
  /// ran, and a view loads the file once per shape of a set.
  bool visit_space = true;
};

/// Loads and validates `path`. Throws ConfigError listing every problem found
/// (file, line, column, key, found vs expected).
Experiment load_experiment(const std::filesystem::path& path, LoadOptions options = {});

/// As load_experiment, but from `file_text` (e.g. the copy the database keeps
/// of the file a search ran with); `path` is where the file was: it names the
/// file in messages, and relative paths in it are looked up from its folder (core/search_path.hpp).
Experiment load_experiment_text(const std::filesystem::path& path, std::string file_text, LoadOptions options = {});


}  // namespace evotune
