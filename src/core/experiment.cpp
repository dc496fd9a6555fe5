// Loading and validating experiment files (format: docs/experiments.md).
//
// The loader reads every section even after a problem, collecting
// diagnostics, and throws one ConfigError at the end: a user fixes a file in
// one round, not one error at a time. After the structure it checks the
// meaning: names (unique, known where used), paths, and every expression
// evaluated where it will be evaluated (once for problem-only expressions, at
// every valid point of the space for those using parameters).
#include "core/experiment.hpp"

#include <linux/magic.h>
#include <sys/statfs.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <fstream>
#include <limits>
#include <set>
#include <sstream>
#include <unordered_set>

#include "core/config_reader.hpp"
#include "core/hash.hpp"
#include "core/launch_plan.hpp"
#include "core/search_path.hpp"
#include "core/template.hpp"

namespace evotune {

// ---------------------------------------------------------------- small helpers of the model

std::size_t dtype_size(DType t) {
  switch (t) {
    case DType::f16: return 2;
    case DType::bf16: return 2;
    case DType::f32: return 4;
    case DType::i32: return 4;
  }
  return 0;
}

const char* dtype_name(DType t) {
  switch (t) {
    case DType::f16: return "f16";
    case DType::bf16: return "bf16";
    case DType::f32: return "f32";
    case DType::i32: return "i32";
  }
  return "?";
}

const char* role_name(ArgRole r) {
  switch (r) {
    case ArgRole::input: return "input";
    case ArgRole::output: return "output";
    case ArgRole::scratch: return "scratch";
  }
  return "?";
}

const char* tensor_map_l2_name(TensorMapL2 l) {
  switch (l) {
    case TensorMapL2::none: return "none";
    case TensorMapL2::b64: return "64B";
    case TensorMapL2::b128: return "128B";
    case TensorMapL2::b256: return "256B";
  }
  return "?";
}

const char* tensor_map_oob_name(TensorMapOob o) {
  switch (o) {
    case TensorMapOob::zero: return "zero";
    case TensorMapOob::nan: return "nan";
  }
  return "?";
}

int planned_timed_runs(const MeasureSpec& m, double per_call_us) {
  const double wanted = std::ceil(m.min_time_ms * 1000.0 / std::max(per_call_us, 0.001));
  const double runs = std::min<double>(std::max<double>(wanted, m.min_runs), std::max(m.max_runs, 1));
  return std::max(static_cast<int>(runs), 1);
}

InitSpec init_for_trial(const InitSpec& declared, int trial, double wide_scale) {
  InitSpec init = declared;
  const int variant = trial % 3;
  if (declared.kind == InitSpec::Kind::normal) {
    if (variant == 1) init = {InitSpec::Kind::normal, declared.a + declared.b, declared.b / 2};
    if (variant == 2) init.b = declared.b * wide_scale;
  } else if (declared.kind == InitSpec::Kind::uniform) {
    const double centre = (declared.a + declared.b) / 2, half = (declared.b - declared.a) / 2;
    if (variant == 1) init = {InitSpec::Kind::uniform, centre, centre + half};
    if (variant == 2) init = {InitSpec::Kind::uniform, centre - half * wide_scale, centre + half * wide_scale};
  }
  return init;
}

std::string describe_init(const InitSpec& init) {
  switch (init.kind) {
    case InitSpec::Kind::normal: return "normal(" + Value(init.a).to_string() + ", " + Value(init.b).to_string() + ")";
    case InitSpec::Kind::uniform:
      return "uniform[" + Value(init.a).to_string() + ", " + Value(init.b).to_string() + ")";
    case InitSpec::Kind::constant: return "constant " + Value(init.a).to_string();
  }
  return "?";
}

std::string Diagnostic::format() const {
  std::string out = mark.file.empty() ? std::string("<input>") : mark.file;
  if (mark.line > 0) {
    out += ":" + std::to_string(mark.line);
    if (mark.column > 0) out += ":" + std::to_string(mark.column);
  }
  out += ": ";
  if (!key.empty()) out += key + ": ";
  return out + message;
}

namespace {

std::string join_diagnostics(const std::vector<Diagnostic>& diagnostics) {
  std::string out;
  for (const auto& d : diagnostics) out += (out.empty() ? "" : "\n") + d.format();
  return out;
}

}  // namespace

ConfigError::ConfigError(std::vector<Diagnostic> diagnostics)
    : Error(join_diagnostics(diagnostics)), diagnostics_(std::move(diagnostics)) {}

double SpaceCount::estimated_valid() const {
  if (examined == 0) return 0.0;
  if (!sampled()) return static_cast<double>(valid);
  return static_cast<double>(valid) / static_cast<double>(examined) * static_cast<double>(total);
}

// ---------------------------------------------------------------- Experiment

std::vector<std::string> ProfileSpec::cupti_metrics(const MetricGates& gates) const {
  std::vector<std::string> out = resolve_metrics(metrics.empty() ? default_metric_groups() : metrics);
  for (std::string& m : gates.required_metrics())
    if (std::find(out.begin(), out.end(), m) == out.end()) out.push_back(std::move(m));
  return out;
}

std::string join_values(const std::vector<ParamValue>& values) {
  std::string out;
  for (const auto& v : values) out += (out.empty() ? "" : ", ") + v.to_string();
  return out;
}

Bindings Experiment::problem_bindings() const {
  Bindings b;
  for (const auto& [name, value] : problem) b.emplace(name, value);
  return b;
}

Bindings Experiment::bindings(const Point& p) const {
  Bindings b = problem_bindings();
  for (const auto& [name, value] : p) b.insert_or_assign(name, value);
  return b;
}

Bindings Experiment::reference_bindings() const {
  const Bindings problem_only = problem_bindings();
  Bindings b = problem_only;
  for (const auto& [name, expr] : reference.defines) b.insert_or_assign(name, expr.eval(problem_only));
  return b;
}

bool Experiment::satisfies(const Point& p) const {
  // The point's values, then the problem's (as bindings() would give them, without building a map per call:
  // a search checks thousands of points per generation).
  return std::all_of(restrictions.begin(), restrictions.end(),
                     [&](const Restriction& r) { return r.expr.eval(p, problem).truthy(); });
}

std::uint64_t Experiment::space_size() const {
  std::uint64_t n = 1;
  for (const auto& p : space) {
    if (p.values.empty()) return 0;
    if (__builtin_mul_overflow(n, static_cast<std::uint64_t>(p.values.size()), &n))
      return std::numeric_limits<std::uint64_t>::max();
  }
  return n;
}

Experiment Experiment::at_shape(std::size_t i) const {
  Experiment e = *this;
  const ShapeSpec& shape = shapes.at(i);
  e.problem = shape.problem;
  e.space_count = shape.space_count;
  e.shape_id = shape_set ? shape_key(shape.problem) : std::string();
  e.baselines.clear();
  for (const Baseline& b : baselines)
    if (shape_matches(shape.problem, b.shape)) e.baselines.push_back(b);
  e.search.seeds.clear();
  for (const Point& seed : search.seeds) {
    try {
      if (e.satisfies(seed)) e.search.seeds.push_back(seed);
    } catch (const ExprError&) {
      // A seed the restrictions cannot be evaluated at is no seed here.
    }
  }
  return e;
}

const std::map<std::string, std::vector<std::string>>& experiment_keys() {
  static const std::map<std::string, std::vector<std::string>> table = [] {
    const std::vector<std::string> launch = {"entry", "grid", "block", "shared_mem", "when", "args"};
    const auto with_launch = [&](std::vector<std::string> keys) {
      keys.insert(keys.end(), launch.begin(), launch.end());
      return keys;
    };
    std::vector<std::string> gates = {"max_registers", "max_spill_bytes", "max_stack_bytes", "max_shared_bytes",
                                      "allow_gmem", "allow_serialized_wgmma"};
    for (const MetricGate& gate : metric_gates()) gates.push_back(gate.key);
    return std::map<std::string, std::vector<std::string>>{
        {"",
         {"name", "description", "problem", "args", "kernel", "reference", "space", "restrictions", "gates", "search",
          "measure", "roofline", "baselines", "profile"}},
        {"args.*",
         {"dtype", "shape", "role", "init", "value", "tensor_map", "dims", "box", "swizzle", "l2_promotion",
          "oob_fill"}},
        {"args.*.init", {"kind", "mean", "std", "low", "high", "value"}},
        {"kernel", with_launch({"template", "launches", "options", "arch"})},
        {"kernel.launches[]", launch},
        {"reference", with_launch({"source", "defines", "launches", "options", "arch", "tolerance"})},
        {"reference.launches[]", launch},
        {"reference.tolerance", {"atol", "rtol", "max_rel_norm"}},
        {"gates", gates},
        {"profile", {"top", "metrics"}},
        {"search",
         {"strategy", "population", "elite", "generations", "lookahead", "budget", "seed", "seeds", "options",
          "max_rel_norm"}},
        {"search.budget", {"evaluations", "seconds", "per"}},
        {"measure",
         {"warmup", "min_runs", "min_time_ms", "max_runs", "trials", "l2_flush", "rotate", "wide_scale", "wide_args",
          "verified_calls", "check_seed", "sanitize_top"}},
        {"roofline", {"flops", "bytes", "peak_tflops", "peak_gbps"}},
        {"baselines[]", {"name", "time_us", "device", "rel_norm", "shape", "command", "timeout_s"}},
    };
  }();
  return table;
}

std::optional<std::size_t> Experiment::find_shape(std::string_view key) const {
  for (std::size_t i = 0; i < shapes.size(); ++i)
    if (shape_key(shapes[i].problem) == key) return i;
  return std::nullopt;
}

// ---------------------------------------------------------------- the loader

namespace {

using config::Field;
using config::Reader;

const std::vector<std::string>& keys_at(const std::string& path) { return experiment_keys().at(path); }
const std::vector<std::string> kDTypes = {"f16", "bf16", "f32", "i32"};
const std::vector<std::string> kRoles = {"input", "output", "scratch"};

DType to_dtype(const std::string& s) {
  if (s == "bf16") return DType::bf16;
  if (s == "f32") return DType::f32;
  if (s == "i32") return DType::i32;
  return DType::f16;
}

ArgRole to_role(const std::string& s) {
  if (s == "output") return ArgRole::output;
  if (s == "scratch") return ArgRole::scratch;
  return ArgRole::input;
}

std::string in_quotes(std::string_view s) { return "'" + std::string(s) + "'"; }

std::string point_text(const std::vector<Parameter>& space, const Bindings& env) {
  // A message per check may carry a point: thousands of parameters each would make gigabytes.
  constexpr std::size_t kShown = 20;
  std::string out = "{";
  for (std::size_t i = 0; i < space.size() && i < kShown; ++i) {
    auto it = env.find(space[i].name);
    out += (out.size() > 1 ? ", " : "") + space[i].name + ": " + (it == env.end() ? "?" : it->second.to_string());
  }
  if (space.size() > kShown) out += ", ... (" + std::to_string(space.size()) + " parameters)";
  return out + "}";
}

// Where an expression may be evaluated, and what it must give.
enum class Scope { problem, reference, point };
enum class Need { positive_int, nonnegative_int, integer, number, positive_number, condition, any };

std::string need_text(Need n) {
  switch (n) {
    case Need::positive_int: return "a positive integer";
    case Need::nonnegative_int: return "an integer >= 0";
    case Need::integer: return "an integer";
    case Need::number: return "a number";
    case Need::positive_number: return "a number > 0";
    case Need::condition: return "a condition (a number)";
    case Need::any: return "a value";
  }
  return "a value";
}

// Nothing when `v` fits, else what is wrong.
std::optional<std::string> misfit(const Value& v, Need need) {
  switch (need) {
    case Need::positive_int:
      if (v.is_int() && v.as_int() > 0) return std::nullopt;
      break;
    case Need::nonnegative_int:
      if (v.is_int() && v.as_int() >= 0) return std::nullopt;
      break;
    case Need::integer:
      if (v.is_int()) return std::nullopt;
      break;
    case Need::number:
    case Need::condition:
      if (v.is_number()) return std::nullopt;
      break;
    case Need::positive_number:
      if (v.is_number() && v.as_double() > 0) return std::nullopt;
      break;
    case Need::any: return std::nullopt;
  }
  return "gives " + (v.is_string() ? "the string \"" + v.as_string() + "\"" : v.to_string()) + "; expected " +
         need_text(need);
}

// An expression to evaluate after loading, with where it came from.
struct Check {
  Expr expr;
  std::string key;
  SourceMark mark;
  Scope scope = Scope::problem;
  Need need = Need::any;
  bool reported = false;  // one message per expression, not one per point
};

// A launch of the file, for the checks of CUDA's launch limits.
struct LaunchSite {
  bool reference = false;
  std::size_t index = 0;  // into kernel.launches or reference.kernel.launches
  std::string key;        // "kernel.launches[0]", or "kernel" for the short form
  SourceMark grid_mark;
  SourceMark block_mark;
  bool reported = false;
};

// A tensor argument, for the check that its size in bytes fits in 64 bits.
struct TensorSite {
  std::size_t arg = 0;  // into e.args
  SourceMark mark;      // its shape
  std::string key;      // "args.q.shape"
  bool reported = false;
};

// A tensor map argument, for the checks cuTensorMapEncodeTiled would make.
struct TensorMapSite {
  std::size_t arg = 0;     // the map, into e.args
  std::size_t tensor = 0;  // its tensor, into e.args
  std::map<std::string, Field> fields;  // "tensor_map", "dims", "box", "swizzle", "oob_fill" as given
  bool complete = false;   // every expression of it known good
  bool reported = false;
};

// Why `p` (which exists) cannot be a kernel's source file, or "" when it can:
// it must be a regular file with bytes in it. Pseudo-files of the kernel
// (/proc/self/mem, /sys/...) pass as regular files of size 0 or a page; their
// contents are not source, and reading some of them fails or never ends.
std::string source_file_problem(const std::filesystem::path& p) {
  std::error_code ec;
  const auto status = std::filesystem::status(p, ec);
  if (ec) return "cannot be examined (" + ec.message() + ")";
  if (std::filesystem::is_directory(status)) return "is a folder";
  if (!std::filesystem::is_regular_file(status)) return "is not a regular file (a device, pipe or socket)";
  struct statfs fs {};
  if (::statfs(p.c_str(), &fs) == 0 && (fs.f_type == PROC_SUPER_MAGIC || fs.f_type == SYSFS_MAGIC))
    return "is a file of the system's /proc or /sys, not a regular file";
  if (std::filesystem::file_size(p, ec) == 0 && !ec) return "is empty";
  return {};
}

// CUDA's fixed launch limits (the same on every GPU since compute capability 3.0).
constexpr std::int64_t kMaxThreadsPerBlock = 1024;
constexpr std::int64_t kMaxBlockZ = 64;
constexpr std::int64_t kMaxGridX = 2147483647;
constexpr std::int64_t kMaxGridYZ = 65535;

enum class NameKind { problem, parameter, argument };

struct NameInfo {
  NameKind kind;
  std::string key;
  int line;
};

class Loader {
 public:
  Loader(Reader& reader, Experiment& e, std::filesystem::path search_start, LoadOptions options)
      : r_(reader), e_(e), search_start_(std::move(search_start)), options_(options) {}

  void load(const Field& root) {
    r_.check_keys(root, keys_at(""));
    read_name(root);
    read_problem(root);
    read_space(root);
    complete_space_from_template(root);
    read_args(root);
    check_zero_sizes();
    read_kernel(root);
    read_reference(root);
    read_restrictions(root);
    read_gates(root);
    read_search(root);
    read_measure(root);
    read_roofline(root);
    read_baselines(root);
    read_profile(root);
    evaluate();
  }

 private:
  // ------------------------------------------------------------ names

  // Registers a problem size, parameter or argument name; reports a name
  // that is not an identifier or is taken.
  bool register_name(const Reader::Entry& entry, NameKind kind) {
    if (std::string why = config::identifier_problem(entry.name); !why.empty()) {
      r_.error(entry.key_mark, entry.field.key, "name " + in_quotes(entry.name) + " " + why);
      return false;
    }
    if (auto it = names_.find(entry.name); it != names_.end()) {
      r_.error(entry.key_mark, entry.field.key,
               "name " + in_quotes(entry.name) + " is already used by " + it->second.key + " (line " +
                   std::to_string(it->second.line) + "); names must be unique across problem, space and args");
      return false;
    }
    names_.emplace(entry.name, NameInfo{kind, entry.field.key, entry.key_mark.line});
    return true;
  }

  bool is_kind(const std::string& name, NameKind kind) const {
    auto it = names_.find(name);
    return it != names_.end() && it->second.kind == kind;
  }

  // Checks the names an expression uses against what `scope` allows; reports
  // each unknown or misplaced name at its column. Returns true when all are fine.
  bool check_names(const Field& f, const Expr& expr, Scope scope, std::string_view where) {
    bool ok = true;
    const auto allowed_here = [&](const std::string& name) { return name_allowed(name, scope); };
    for (const auto& name : expr.identifiers()) {
      if (allowed_here(name)) continue;
      ok = false;
      std::vector<std::string> allowed;  // for the suggestion
      if (r_.suggesting()) {
        for (const auto& [known, info] : names_)
          if (allowed_here(known)) allowed.push_back(known);
        if (scope == Scope::reference)
          for (const auto& [define, d] : e_.reference.defines) allowed.push_back(define);
      }
      std::string message;
      if (is_kind(name, NameKind::parameter)) {
        message = in_quotes(name) + " is a parameter; " + std::string(where) + " may use only problem sizes" +
                  (scope == Scope::reference ? " and reference.defines" : "");
      } else if (is_kind(name, NameKind::argument)) {
        message = in_quotes(name) + " is an argument (args." + name + "); expressions use problem sizes" +
                  (scope == Scope::point ? " and parameters" : "");
      } else if (choice_words_.count(name)) {
        message = "unknown name " + in_quotes(name) + " (to compare with the named choice, write it in quotes: \"" +
                  name + "\")";
      } else if (defines_.count(name)) {
        message = in_quotes(name) + " is a reference define; only the reference's launches may use it";
      } else {
        message = "unknown name " + in_quotes(name) + r_.suggest(name, allowed);
      }
      r_.error(r_.mark_in_scalar(f, expr.identifier_position(name).value_or(0)), f.key, message);
    }
    return ok;
  }

  // Whether an expression of `scope` may use `name`.
  bool name_allowed(const std::string& name, Scope scope) const {
    if (is_kind(name, NameKind::problem) || (scope == Scope::point && is_kind(name, NameKind::parameter)))
      return true;
    return scope == Scope::reference && e_.reference.defines.count(name) > 0;
  }

  bool uses_parameters(const Expr& expr) const {
    const auto ids = expr.identifiers();
    return std::any_of(ids.begin(), ids.end(), [&](const auto& n) { return is_kind(n, NameKind::parameter); });
  }

  // Reads an expression, checks its names and queues its evaluation.
  // `scope` is the widest allowed; an expression without parameters is
  // evaluated once rather than at every point.
  std::optional<Expr> expression(const Field& f, Scope scope, Need need, std::string_view where) {
    auto expr = r_.expression(f);
    if (!expr) return std::nullopt;
    if (!check_names(f, *expr, scope, where)) return expr;  // known bad: not evaluated
    Check c{*expr, f.key, f.mark, scope, need};
    if (scope == Scope::point && !uses_parameters(*expr)) c.scope = Scope::problem;
    checks_.push_back(std::move(c));
    return expr;
  }

  // ------------------------------------------------------------ sections

  void read_name(const Field& root) {
    auto f = r_.child(root, "name", true, "the experiment's name, e.g. s512");
    if (f) {
      if (auto s = r_.text(*f, "a name like s512")) {
        const bool ok = !s->empty() && std::all_of(s->begin(), s->end(), [](char c) {
          return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.';
        });
        if (ok)
          e_.name = *s;
        else
          r_.error(*f, "found " + config::describe(f->node) + "; expected letters, digits, '_', '-' or '.'");
      }
    }
    if (auto d = r_.child(root, "description", false))
      if (auto s = r_.text(*d)) {
        // A folded block scalar (description: >) ends in a newline.
        const auto end = s->find_last_not_of(" \t\r\n");
        e_.description = end == std::string::npos ? std::string() : s->substr(0, end + 1);
      }
  }

  // One value of the problem: a number, flag or name; a negative size is refused.
  std::optional<Value> problem_value(const Field& f) {
    auto v = r_.value(f);
    if (v && v->is_int() && v->as_int() < 0) {
      r_.error(f, "found " + v->to_string() + "; expected a positive size (or 0/1 for a flag)");
      return std::nullopt;
    }
    return v;
  }

  // `problem:` gives one shape (KEY: value) or a set: a key with a list of
  // values is an axis, `shapes:` a list of shapes each giving the same keys
  // (an axis whose values go together), and the set is the product of the
  // axes, in file order; `where:` keeps only the combinations where its
  // expressions hold. Fills e_.problem (the first shape) and e_.shapes.
  void read_problem(const Field& root) {
    auto f = r_.child(root, "problem", true, "the problem's sizes and flags, e.g. S: 512");
    if (!f || !r_.expect_map(*f)) return;
    std::vector<std::vector<ProblemValues>> axes;  // each: the partial shapes it offers, in file order
    std::optional<Field> where_field;
    bool bad = false;
    for (const auto& entry : r_.entries(*f)) {
      if (entry.name == "where") {
        where_field = entry.field;
        continue;
      }
      if (entry.name == "shapes") {
        e_.shape_set = true;
        std::vector<ProblemValues> listed;
        if (read_listed_shapes(entry.field, listed))
          axes.push_back(std::move(listed));
        else
          bad = true;
        continue;
      }
      const bool name_ok = register_name(entry, NameKind::problem);
      std::vector<Value> values;
      bool values_ok = true;
      if (entry.field.node.IsSequence()) {
        e_.shape_set = true;
        const auto elements = r_.elements(entry.field);
        if (elements.empty()) {
          r_.error(entry.field, "found an empty list; expected a value, or a list of values (an axis of the set)");
          values_ok = false;
        }
        for (const auto& el : elements) {
          auto v = problem_value(el);
          if (!v) {
            values_ok = false;
          } else if (std::find(values.begin(), values.end(), *v) != values.end()) {
            r_.error(el, "found " + v->to_string() + " twice; the values of an axis must differ");
            values_ok = false;
          } else {
            values.push_back(*v);
          }
        }
      } else if (auto v = problem_value(entry.field)) {
        values.push_back(*v);
      } else {
        values_ok = false;
      }
      if (!values_ok) unusable_names_.insert(entry.name);
      if (!values_ok || !name_ok) {
        bad = true;
        continue;
      }
      problem_marks_[entry.name] = entry.field;
      std::vector<ProblemValues> axis;
      for (const Value& v : values) axis.push_back({{entry.name, v}});
      axes.push_back(std::move(axis));
    }
    if (bad) return;
    std::uint64_t combinations = 1;
    for (const auto& axis : axes)
      if (__builtin_mul_overflow(combinations, static_cast<std::uint64_t>(axis.size()), &combinations))
        combinations = std::numeric_limits<std::uint64_t>::max();
    if (combinations > kMaxShapeCombinations) {
      r_.error(*f, "the axes make " + std::to_string(combinations) + " combinations; at most " +
                       std::to_string(kMaxShapeCombinations) + " (before problem.where) are allowed");
      return;
    }
    std::vector<ProblemValues> shapes(1);
    for (const auto& axis : axes) {
      if (axis.size() == 1) {  // one value (most keys): appended in place, not copied with every shape
        for (auto& partial : shapes) partial.insert(partial.end(), axis.front().begin(), axis.front().end());
        continue;
      }
      std::vector<ProblemValues> next;
      for (const auto& partial : shapes)
        for (const ProblemValues& values : axis) {
          next.push_back(partial);
          next.back().insert(next.back().end(), values.begin(), values.end());
        }
      shapes = std::move(next);
    }
    if (where_field && !apply_where(*where_field, shapes)) return;
    if (shapes.size() > kMaxShapes) {
      r_.error(*f, "the set has " + std::to_string(shapes.size()) + " shapes" +
                       (where_field ? " after problem.where" : std::string()) + "; at most " +
                       std::to_string(kMaxShapes) + " are allowed (problem.where can narrow it)");
      return;
    }
    for (auto& shape : shapes) e_.shapes.push_back(ShapeSpec{std::move(shape), {}});
    e_.problem = e_.shapes.front().problem;
  }

  // problem.shapes: a list of mappings that all give the same keys, none of
  // them given elsewhere in problem; each mapping is one value of that axis.
  bool read_listed_shapes(const Field& list, std::vector<ProblemValues>& out) {
    if (!r_.expect_list(list, "a list of shapes, e.g. - {B: 2, S: 512}")) return false;
    const auto elements = r_.elements(list);
    if (elements.empty()) {
      r_.error(list, "found an empty list; expected at least one shape, e.g. - {B: 2, S: 512}");
      return false;
    }
    if (elements.size() > kMaxShapeCombinations) {
      r_.error(list, "found " + std::to_string(elements.size()) + " shapes; at most " +
                         std::to_string(kMaxShapeCombinations) + " may be listed");
      return false;
    }
    bool ok = true;
    std::vector<std::string> keys;            // the first shape's, registered as problem names
    std::map<std::string, std::size_t> slot;  // key -> its place in `keys` (a hostile shape may have thousands)
    std::set<std::string> seen;               // shapes as listed, to refuse one twice
    for (std::size_t i = 0; i < elements.size(); ++i) {
      const Field& el = elements[i];
      if (!r_.expect_map(el)) {
        ok = false;
        continue;
      }
      std::vector<std::optional<Value>> values(keys.size());
      for (const auto& entry : r_.entries(el)) {
        if (i == 0) {
          if (!register_name(entry, NameKind::problem)) {
            ok = false;
            continue;
          }
          slot.emplace(entry.name, keys.size());
          keys.push_back(entry.name);
          values.emplace_back();
          problem_marks_[entry.name] = entry.field;
        } else if (!slot.count(entry.name)) {
          r_.error(entry.key_mark, entry.field.key,
                   in_quotes(entry.name) + " is not a key of the first shape (" + elements[0].key +
                       "); every listed shape gives the same keys" + r_.suggest(entry.name, keys));
          ok = false;
          continue;
        }
        auto v = problem_value(entry.field);
        if (!v) {
          unusable_names_.insert(entry.name);
          ok = false;
          continue;
        }
        values[slot.at(entry.name)] = *v;
      }
      if (i == 0 && keys.empty()) {
        if (ok) r_.error(el, "found an empty mapping; expected a shape's keys and values, e.g. {B: 2, S: 512}");
        return false;
      }
      for (std::size_t k = 0; k < keys.size(); ++k)
        if (!values[k] && !unusable_names_.count(keys[k])) {
          r_.error(el, "this shape gives no " + in_quotes(keys[k]) + "; every listed shape gives the keys of the first");
          ok = false;
          break;
        }
      if (!ok) continue;
      ProblemValues ordered;  // in the first shape's key order
      for (std::size_t k = 0; k < keys.size(); ++k) ordered.emplace_back(keys[k], *values[k]);
      if (!seen.insert(shape_key(ordered)).second) {
        r_.error(el, "the shape {" + shape_key(ordered) + "} is listed twice");
        ok = false;
        continue;
      }
      out.push_back(std::move(ordered));
    }
    return ok && !keys.empty();
  }

  // problem.where: an expression or a list of them over problem sizes; keeps
  // the shapes where every one holds.
  bool apply_where(const Field& f, std::vector<ProblemValues>& shapes) {
    std::vector<std::pair<Field, Expr>> conditions;
    std::vector<Field> items;
    if (f.node.IsSequence())
      items = r_.elements(f);
    else
      items.push_back(f);
    if (items.empty()) {
      r_.error(f, "found an empty list; expected a condition on problem sizes, e.g. S * B <= 8192");
      return false;
    }
    bool ok = true;
    for (const auto& item : items) {
      auto expr = r_.expression(item);
      if (!expr) {
        ok = false;
        continue;
      }
      if (!check_names(item, *expr, Scope::problem, "problem.where")) {
        ok = false;
        continue;
      }
      conditions.emplace_back(item, *expr);
    }
    if (!ok) return false;
    std::vector<ProblemValues> kept;
    for (auto& shape : shapes) {
      Bindings env;
      for (const auto& [name, value] : shape) env.emplace(name, value);
      bool keep = true;
      for (const auto& [item, expr] : conditions) {
        try {
          const Value v = expr.eval(env);
          if (!v.is_number()) {
            r_.error(item, in_quotes(expr.text()) + " " + *misfit(v, Need::condition) + " at shape " +
                               shape_key(shape));
            return false;
          }
          keep = keep && v.truthy();
        } catch (const ExprError& err) {
          r_.error(item, in_quotes(expr.text()) + " cannot be evaluated at shape " + shape_key(shape) + ": " +
                             err.what());
          return false;
        }
      }
      if (keep) kept.push_back(std::move(shape));
    }
    if (kept.empty()) {
      r_.error(f, "no shape of the set (" + std::to_string(shapes.size()) + " combinations) meets problem.where");
      return false;
    }
    shapes = std::move(kept);
    return true;
  }

  void read_space(const Field& root) {
    // Optional: the template's `// evotune:param` lines are the default space.
    auto f = r_.child(root, "space", false);
    if (!f) return;
    if (!r_.expect_map(*f)) {
      space_ok_ = false;
      return;
    }
    const auto entries = r_.entries(*f);
    if (entries.empty()) {
      r_.error(*f, "found no parameters; expected at least one, e.g. BLOCK_M: [32, 64, 128]");
      space_ok_ = false;
    }
    for (const auto& entry : entries) {
      const bool name_ok = register_name(entry, NameKind::parameter);
      Parameter p;
      p.name = entry.name;
      p.mark = entry.key_mark;
      if (!r_.expect_list(entry.field, "a list of values, e.g. [32, 64, 128]")) {
        space_ok_ = false;
        continue;
      }
      const auto elements = r_.elements(entry.field);
      if (elements.empty()) {
        r_.error(entry.field, "empty value list; expected at least one value");
        space_ok_ = false;
        continue;
      }
      std::map<Value, int> columns;  // each value given, with its column (a long list stays n log n)
      bool values_ok = true;
      for (const auto& el : elements) {
        auto v = parameter_value(el);
        if (!v) {
          values_ok = false;
          continue;
        }
        const auto [first, inserted] = columns.emplace(*v, el.mark.column);
        if (!inserted) {
          r_.error(el, "duplicate value " + v->to_string() + " (already given at column " +
                           std::to_string(first->second) + ")");
          values_ok = false;
          continue;
        }
        p.values.push_back(*v);
        if (v->is_string()) choice_words_.insert(v->as_string());
      }
      if (!values_ok || !name_ok) space_ok_ = false;
      if (name_ok) e_.space.push_back(std::move(p));
    }
  }

  // ------------------------------------------------------------ the template's space

  // The template's `// evotune:param` lines are the default space: a knob the
  // experiment's `space` leaves out takes the template's values (or its
  // `default=V`, when it declares one); one it gives
  // may narrow them, or widen them (a warning naming both places). A template
  // that cannot be read or parsed is reported later (kernel.template, validate).
  void complete_space_from_template(const Field& root) {
    const auto kf = r_.child(root, "kernel", false);
    const auto tf = kf && kf->node.IsMap() ? r_.child(*kf, "template", false) : std::nullopt;
    const std::optional<FoundFile> found =
        tf && tf->node.IsScalar() ? find_on_search_path(tf->node.Scalar(), search_start_) : std::nullopt;
    std::optional<TemplateInfo> t;
    if (found && source_file_problem(found->file).empty()) {
      try {
        t = load_template(found->file, found->base);
      } catch (const CodegenError&) {
      }
    }
    if (!t) {
      if (!r_.has(root, "space") && space_ok_) {
        r_.error(tf ? *tf : root, "no space: the experiment has no `space` and no readable template declares "
                                  "parameters (`// evotune:param NAME {v1,v2} MEANING`)");
        space_ok_ = false;
      }
      return;
    }
    for (const TemplateParam& tp : t->params) {
      auto given = std::find_if(e_.space.begin(), e_.space.end(), [&](const Parameter& p) { return p.name == tp.name; });
      if (given != e_.space.end()) {
        std::vector<std::string> wider;
        for (const ParamValue& v : given->values)
          if (std::find(tp.values.begin(), tp.values.end(), v) == tp.values.end()) wider.push_back(v.to_string());
        if (!wider.empty()) {
          constexpr std::size_t kShown = 8;  // a long list is cut short: the message stays one line
          std::string list;
          for (std::size_t i = 0; i < wider.size() && i < kShown; ++i) list += (list.empty() ? "" : ", ") + wider[i];
          if (wider.size() > kShown) list += " and " + std::to_string(wider.size() - kShown) + " more";
          e_.warnings.push_back({given->mark, "space." + tp.name,
                                 "widens the template's declaration: " + list + " not in " + t->display_path + ":" +
                                     std::to_string(tp.line) + " {" + values_text(tp.values) +
                                     "} (the template must handle them; or add them to that line)"});
        }
        continue;
      }
      // A knob with `default=V` stays at V (render writes it) until the space names it: a template
      // can take a new knob without every experiment searching it.
      if (tp.default_value) continue;
      if (auto it = names_.find(tp.name); it != names_.end()) {
        r_.error(*tf, t->display_path + ":" + std::to_string(tp.line) + " declares parameter " + tp.name +
                          ", which is already " + it->second.key + " (line " + std::to_string(it->second.line) + ")");
        space_ok_ = false;
        continue;
      }
      Parameter p;
      p.name = tp.name;
      p.values = tp.values;
      p.mark = tf->mark;  // problems with this knob point at the kernel.template line
      for (const ParamValue& v : p.values)
        if (v.is_string()) choice_words_.insert(v.as_string());
      names_.emplace(p.name, NameInfo{NameKind::parameter, "space." + p.name + " (from the template)", tf->mark.line});
      e_.space.push_back(std::move(p));
    }
    if (e_.space.empty() && space_ok_) {
      r_.error(tf ? *tf : root, "found no parameters; give `space` or declare them in the template "
                                "(`// evotune:param NAME {v1,v2} MEANING`)");
      space_ok_ = false;
    }
  }

  static std::string values_text(const std::vector<ParamValue>& values) {
    std::string out;
    for (const auto& v : values) out += (out.empty() ? "" : ",") + v.to_string();
    return out;
  }

  std::optional<Value> parameter_value(const Field& el) {
    const std::string expected = "expected an integer or a named choice (a C identifier)";
    if (!el.node.IsScalar()) {
      r_.error(el, "found " + config::describe(el.node) + "; " + expected);
      return std::nullopt;
    }
    const std::string& s = el.node.Scalar();
    if (auto i = config::parse_integer(s)) return Value(*i);
    if (auto b = config::parse_bool(s)) return Value(std::int64_t{*b ? 1 : 0});
    if (config::is_identifier_syntax(s)) {
      if (std::string why = config::identifier_problem(s); !why.empty()) {
        r_.error(el, "named choice " + in_quotes(s) + " " + why + " (it becomes the value of a #define)");
        return std::nullopt;
      }
      return Value(s);
    }
    r_.error(el, "found " + config::describe(el.node) + "; " + expected);
    return std::nullopt;
  }

  void read_args(const Field& root) {
    auto f = r_.child(root, "args", true, "the kernel's arguments, e.g. q: {dtype: f16, shape: [B, H, S, D]}");
    if (!f || !r_.expect_map(*f)) return;
    const auto entries = r_.entries(*f);
    if (entries.empty()) r_.error(*f, "found no arguments; expected at least one");
    for (const auto& entry : entries) {
      const bool name_ok = register_name(entry, NameKind::argument);
      ArgSpec a;
      a.name = entry.name;
      a.mark = entry.key_mark;
      const Field& af = entry.field;
      if (!r_.expect_map(af)) continue;
      r_.check_keys(af, keys_at("args.*"));
      if (r_.has(af, "tensor_map")) {
        read_tensor_map(af, a, name_ok);
        if (name_ok) e_.args.push_back(std::move(a));
        continue;
      }
      for (const char* map_only : {"dims", "box", "swizzle", "l2_promotion", "oob_fill"})
        if (auto t = r_.child(af, map_only, false))
          r_.error(*t, std::string(map_only) + " applies to tensor maps (an argument with tensor_map: <tensor>), not "
                                               "to tensors or scalars");
      const bool has_shape = r_.has(af, "shape");
      const bool has_value = r_.has(af, "value");
      if (has_shape && has_value) {
        r_.error(af, "has both shape (a tensor) and value (a scalar); expected one of them");
        continue;
      }
      if (!has_shape && !has_value) {
        r_.error(af.key_mark, af.key + ".shape",
                 "missing key 'shape' (for a tensor), 'value' (for a scalar passed by value) or 'tensor_map' (for a "
                 "TMA tensor map over a tensor)");
        continue;
      }
      a.is_tensor = has_shape;
      bool dtype_ok = false;
      if (auto d = r_.child(af, "dtype", true, "one of f16, bf16, f32, i32"))
        if (auto s = r_.choice(*d, kDTypes)) {
          a.dtype = to_dtype(*s);
          dtype_ok = true;
        }
      std::optional<TensorSite> tensor;
      if (a.is_tensor) {
        const Field sf = *r_.child(af, "shape", true);
        if (read_shape(sf, a) && dtype_ok && name_ok) tensor = TensorSite{e_.args.size(), sf.mark, sf.key};
        read_role_and_init(af, a);
      } else {
        for (const char* tensor_only : {"role", "init"})
          if (auto t = r_.child(af, tensor_only, false))
            r_.error(*t, std::string(tensor_only) + " applies to tensors (with a shape), not to scalars");
        auto v = r_.child(af, "value", true);
        const Need need = a.dtype == DType::i32 ? Need::integer : Need::number;
        if (auto expr = expression(*v, Scope::point, need, "a scalar's value")) {
          a.value = *expr;
          note_parameter_use(a.name, *v, *expr);
        }
      }
      if (name_ok) e_.args.push_back(std::move(a));
      if (tensor) tensor_sites_.push_back(std::move(*tensor));
    }
    resolve_tensor_maps();
  }

  // ------------------------------------------------------------ tensor maps

  // A tensor map (`tensor_map: k`): its own keys now; the tensor it names
  // once every argument is read (resolve_tensor_maps), so it may come first.
  void read_tensor_map(const Field& af, ArgSpec& a, bool name_ok) {
    for (const char* other : {"dtype", "shape", "role", "init", "value"})
      if (auto t = r_.child(af, other, false)) {
        const std::string why = std::string(other) == "dtype"   ? "its dtype is its tensor's"
                                : std::string(other) == "shape" ? "its dimensions are dims (default: its tensor's shape)"
                                                                : "it applies to tensors and scalars";
        r_.error(*t, std::string(other) + " does not apply to a tensor map: " + why);
      }
    a.is_tensor = false;
    TensorMapSpec m;
    TensorMapSite site;
    site.arg = e_.args.size();
    bool complete = true;
    const Field tf = *r_.child(af, "tensor_map", true);
    site.fields.emplace("tensor_map", tf);
    if (auto name = r_.text(tf, "the name of a tensor argument"))
      m.tensor = *name;
    else
      complete = false;
    if (auto df = r_.child(af, "dims", false)) {
      site.fields.emplace("dims", *df);
      complete = read_map_extents(*df, m.dims, a.name, "dims") && complete;
    }
    if (auto bf = r_.child(af, "box", true, "the tile one copy moves, one extent per dimension, e.g. [BLOCK_N, D]")) {
      site.fields.emplace("box", *bf);
      complete = read_map_extents(*bf, m.box, a.name, "box") && complete;
    } else {
      complete = false;
    }
    m.swizzle = Expr::constant(Value(std::int64_t{0}));
    if (auto sf = r_.child(af, "swizzle", false)) {
      site.fields.emplace("swizzle", *sf);
      static const std::map<std::string, std::int64_t> spans = {{"none", 0}, {"32B", 32}, {"64B", 64}, {"128B", 128}};
      if (auto it = sf->node.IsScalar() ? spans.find(sf->node.Scalar()) : spans.end(); it != spans.end()) {
        m.swizzle = Expr::constant(Value(it->second));
      } else if (!sf->node.IsScalar() || !parses(sf->node.Scalar())) {
        r_.error(*sf, "found " + config::describe(sf->node) +
                          "; expected none, 32B, 64B, 128B, or an expression giving 0, 32, 64 or 128 (bytes)");
        complete = false;
      } else if (auto expr = expression(*sf, Scope::point, Need::nonnegative_int, "a swizzle")) {
        m.swizzle = *expr;
        note_parameter_use(a.name, *sf, *expr);
      } else {
        complete = false;
      }
    }
    if (auto lf = r_.child(af, "l2_promotion", false))
      if (auto l = r_.choice(*lf, {"none", "64B", "128B", "256B"}))
        m.l2_promotion = *l == "none" ? TensorMapL2::none
                         : *l == "64B" ? TensorMapL2::b64
                         : *l == "128B" ? TensorMapL2::b128
                                        : TensorMapL2::b256;
    if (auto of = r_.child(af, "oob_fill", false)) {
      site.fields.emplace("oob_fill", *of);
      if (auto o = r_.choice(*of, {"zero", "nan"})) m.oob_fill = *o == "nan" ? TensorMapOob::nan : TensorMapOob::zero;
    }
    a.tensor_map = std::move(m);
    site.complete = complete && name_ok;
    if (name_ok) pending_maps_.push_back(std::move(site));
  }

  static bool parses(const std::string& text) {
    try {
      Expr::parse(text);
      return true;
    } catch (const ExprError&) {
      return false;
    }
  }

  // A tensor map's dims or box: a list of expressions (one expression for one
  // dimension), at most kMaxTensorMapRank. True when every one is known good.
  bool read_map_extents(const Field& f, std::vector<Expr>& out, const std::string& arg, const char* what) {
    std::vector<Field> items;
    if (f.node.IsSequence()) {
      items = r_.elements(f);
    } else if (f.node.IsScalar()) {
      items.push_back(f);
    } else {
      r_.error(f, "found " + config::describe(f.node) + "; expected a list of expressions, outermost first, e.g. "
                                                        "[BLOCK_N, D]");
      return false;
    }
    if (items.empty() || items.size() > kMaxTensorMapRank) {
      r_.error(f, std::to_string(items.size()) + " " + what + " entries; a tensor map has 1 to " +
                      std::to_string(kMaxTensorMapRank) + " dimensions (cuTensorMapEncodeTiled)");
      return false;
    }
    bool complete = true;
    for (const Field& item : items) {
      const std::size_t errors_before = r_.error_count();
      if (auto expr = expression(item, Scope::point, Need::positive_int, std::string("a tensor map's ") + what)) {
        out.push_back(*expr);
        note_parameter_use(arg, item, *expr);
      }
      if (r_.error_count() != errors_before) complete = false;
    }
    return complete;
  }

  // Each map's tensor: it must be a tensor of args; the map takes its dtype,
  // and has as many box extents as dimensions.
  void resolve_tensor_maps() {
    for (TensorMapSite& site : pending_maps_) {
      ArgSpec& map = e_.args[site.arg];
      TensorMapSpec& m = *map.tensor_map;
      const Field& tf = site.fields.at("tensor_map");
      const auto it = std::find_if(e_.args.begin(), e_.args.end(), [&](const ArgSpec& x) { return x.name == m.tensor; });
      if (m.tensor.empty()) continue;  // reported
      if (it == e_.args.end()) {
        std::vector<std::string> tensors;
        for (const ArgSpec& x : e_.args)
          if (x.is_tensor) tensors.push_back(x.name);
        r_.error(tf, "unknown argument " + in_quotes(m.tensor) + r_.suggest(m.tensor, tensors) +
                         "; tensor_map names a tensor of args (an argument with a shape)");
        continue;
      }
      if (!it->is_tensor) {
        r_.error(tf, in_quotes(m.tensor) + " is " + (it->is_tensor_map() ? "a tensor map" : "a scalar") +
                         "; tensor_map names a tensor of args (an argument with a shape)");
        continue;
      }
      site.tensor = static_cast<std::size_t>(it - e_.args.begin());
      map.dtype = it->dtype;
      // The reference sees problem sizes only: a map over a tensor sized by a parameter depends on it too.
      if (auto use = arg_param_use_.find(it->name); use != arg_param_use_.end() && !arg_param_use_.count(map.name))
        arg_param_use_.emplace(map.name, use->second);
      const std::size_t rank = m.dims.empty() ? it->shape.size() : m.dims.size();
      if (m.dims.empty() && rank > kMaxTensorMapRank) {
        r_.error(tf, "tensor " + in_quotes(it->name) + " has " + std::to_string(rank) + " dimensions; a tensor map "
                     "has at most " + std::to_string(kMaxTensorMapRank) +
                     ": give dims, e.g. the outer ones merged into one");
        continue;
      }
      if (!m.box.empty() && m.box.size() != rank) {
        const Field& bf = site.fields.at("box");
        r_.error(bf, std::to_string(m.box.size()) + " box extents for " + std::to_string(rank) + " dimensions (" +
                         (m.dims.empty() ? "tensor " + in_quotes(it->name) + "'s shape" : std::string("dims")) +
                         "); give one per dimension, outermost first");
        continue;
      }
      if (m.oob_fill == TensorMapOob::nan && it->dtype == DType::i32) {
        r_.error(site.fields.at("oob_fill"), "nan fills floating-point tensors only; " + in_quotes(it->name) +
                                                 " is i32 (use zero)");
        continue;
      }
      if (site.complete && !m.box.empty()) tensor_map_sites_.push_back(site);
    }
    pending_maps_.clear();
  }

  // Reads the dimensions; true when every one is an expression whose names are known.
  bool read_shape(const Field& sf, ArgSpec& a) {
    bool complete = true;
    std::vector<Field> dims;
    if (sf.node.IsSequence()) {
      dims = r_.elements(sf);
      if (dims.empty()) r_.error(sf, "empty shape; expected at least one dimension, e.g. [B, H, S, D]");
    } else if (sf.node.IsScalar()) {
      dims.push_back(sf);  // a 1-D shape written as one expression
    } else {
      r_.error(sf, "found " + config::describe(sf.node) + "; expected a list of dimensions, e.g. [B, H, S, D]");
    }
    for (const auto& d : dims) {
      const std::size_t errors_before = r_.error_count();
      if (auto expr = expression(d, Scope::point, Need::positive_int, "a shape")) {
        a.shape.push_back(*expr);
        note_parameter_use(a.name, d, *expr);
        for (const auto& id : expr->identifiers()) shape_users_.emplace(id, d.key);
      }
      if (r_.error_count() != errors_before) complete = false;
    }
    return complete && !dims.empty();
  }

  void read_role_and_init(const Field& af, ArgSpec& a) {
    if (auto rf = r_.child(af, "role", false))
      if (auto s = r_.choice(*rf, kRoles)) a.role = to_role(*s);
    // Inputs get random data by default; outputs and scratch start at zero.
    if (a.role == ArgRole::input)
      a.init = InitSpec{InitSpec::Kind::normal, 0.0, 1.0};
    else
      a.init = InitSpec{InitSpec::Kind::constant, 0.0, 0.0};
    auto inf = r_.child(af, "init", false);
    if (!inf) return;
    const Field& f = *inf;
    if (f.node.IsScalar()) {
      const std::string& s = f.node.Scalar();
      if (s == "normal") {
        a.init = InitSpec{InitSpec::Kind::normal, 0.0, 1.0};
      } else if (s == "uniform") {
        a.init = InitSpec{InitSpec::Kind::uniform, -1.0, 1.0};
      } else if (auto c = config::parse_integer(s)) {
        a.init = InitSpec{InitSpec::Kind::constant, static_cast<double>(*c), 0.0};
      } else if (auto d = config::parse_float(s)) {
        a.init = InitSpec{InitSpec::Kind::constant, *d, 0.0};
      } else {
        r_.error(f, "found " + config::describe(f.node) +
                        "; expected normal, uniform, a number (a constant), or a mapping like {kind: uniform, low: "
                        "-1, high: 1}");
      }
      return;
    }
    if (!f.node.IsMap()) {
      r_.error(f, "found " + config::describe(f.node) +
                      "; expected normal, uniform, a constant, or a mapping like {kind: uniform, low: -1, high: 1}");
      return;
    }
    auto kind_field = r_.child(f, "kind", true, "normal, uniform or constant");
    std::optional<std::string> kind;
    if (kind_field) kind = r_.choice(*kind_field, {"normal", "uniform", "constant"});
    if (!kind) {
      r_.check_keys(f, keys_at("args.*.init"));
      return;
    }
    const double lowest = -std::numeric_limits<double>::max();
    if (*kind == "normal") {
      r_.check_keys(f, {"kind", "mean", "std"});
      a.init = InitSpec{InitSpec::Kind::normal, 0.0, 1.0};
      if (auto m = r_.child(f, "mean", false))
        if (auto x = r_.number(*m, lowest, false)) a.init.a = *x;
      if (auto s = r_.child(f, "std", false))
        if (auto x = r_.number(*s, 0.0, false)) a.init.b = *x;
    } else if (*kind == "uniform") {
      r_.check_keys(f, {"kind", "low", "high"});
      a.init = InitSpec{InitSpec::Kind::uniform, -1.0, 1.0};
      std::optional<double> low, high;
      if (auto l = r_.child(f, "low", false)) low = r_.number(*l, lowest, false);
      if (auto h = r_.child(f, "high", false)) high = r_.number(*h, lowest, false);
      if (low) a.init.a = *low;
      if (high) a.init.b = *high;
      if (a.init.a >= a.init.b)
        r_.error(f, "low (" + Value(a.init.a).to_string() + ") must be below high (" + Value(a.init.b).to_string() +
                        ")");
    } else {
      r_.check_keys(f, {"kind", "value"});
      a.init = InitSpec{InitSpec::Kind::constant, 0.0, 0.0};
      if (auto v = r_.child(f, "value", true, "the constant"))
        if (auto x = r_.number(*v, lowest, false)) a.init.a = *x;
    }
  }

  // The reference gets problem sizes only; remember which arguments depend on
  // parameters so that passing one to the reference can be reported.
  void note_parameter_use(const std::string& arg, const Field& f, const Expr& expr) {
    if (arg_param_use_.count(arg)) return;
    for (const auto& id : expr.identifiers())
      if (is_kind(id, NameKind::parameter)) {
        arg_param_use_.emplace(arg, std::pair(f, id));
        return;
      }
  }

  void read_kernel(const Field& root) {
    auto f = r_.child(root, "kernel", true, "the template and its launches");
    if (!f || !r_.expect_map(*f)) return;
    r_.check_keys(*f, keys_at("kernel"));
    e_.kernel.mark = f->mark;
    if (auto t = r_.child(*f, "template", true, "the template file, e.g. templates/attention_scalar.cu"))
      read_path(*t, e_.kernel);
    read_launches(*f, e_.kernel, Scope::point, "kernel launches");
    read_compile_options(*f, e_.kernel);
  }

  void read_reference(const Field& root) {
    auto f = r_.child(root, "reference", true, "the kernel that gives the right answer");
    if (!f || !r_.expect_map(*f)) return;
    r_.check_keys(*f, keys_at("reference"));
    e_.reference.kernel.mark = f->mark;
    if (auto s = r_.child(*f, "source", true, "the reference kernel file, e.g. kernels/seeds/attention_ref.cu"))
      read_path(*s, e_.reference.kernel);
    if (auto d = r_.child(*f, "defines", false)) read_defines(*d);
    read_launches(*f, e_.reference.kernel, Scope::reference, "the reference's launches");
    read_compile_options(*f, e_.reference.kernel);
    if (auto t = r_.child(*f, "tolerance", false)) read_tolerance(*t);
    // The reference sees problem sizes only: an argument sized by a parameter cannot be passed to it.
    for (std::size_t i = 0; i < e_.reference.kernel.launches.size(); ++i) {
      const auto& launch = e_.reference.kernel.launches[i];
      for (const auto& arg : launch.args) {
        auto it = arg_param_use_.find(arg);
        if (it == arg_param_use_.end()) continue;
        const auto& [field, param] = it->second;
        // A tensor map inherits its tensor's use: the field is the tensor's, the argument the map.
        const bool own = field.key.rfind("args." + arg + ".", 0) == 0;
        r_.error(field.mark, field.key,
                 "uses parameter " + param + ", but the reference gets " +
                     (own ? std::string("this argument") : "tensor map " + in_quotes(arg) + " over this tensor") +
                     " (launch " + std::to_string(i) +
                     "), and the reference knows problem sizes only; leave " + arg +
                     " out of that launch's args, or size it by problem sizes");
      }
    }
  }

  void read_path(const Field& f, KernelSpec& k) {
    auto s = r_.text(f, "a file path");
    if (!s) return;
    if (s->empty()) {
      r_.error(f, "found an empty path; expected a file path");
      return;
    }
    if (s->find('\0') != std::string::npos) {  // a "\0" escape: the system would read the path only up to it
      r_.error(f, "found a NUL character (\\0) in the path; expected a file path");
      return;
    }
    k.source_text = *s;
    // Relative paths: the experiment's folder first, then the search path (core/search_path.hpp).
    const std::optional<FoundFile> found = find_on_search_path(std::filesystem::path(*s), search_start_);
    const std::filesystem::path p = found ? found->file : std::filesystem::path(*s).lexically_normal();
    k.source = p;
    k.base = found ? found->base : std::filesystem::path();
    if (!found)
      r_.error(f, "file not found: " + *s +
                      (std::filesystem::path(*s).is_relative() ? " (looked in " + search_path_text(search_start_) + ")"
                                                               : std::string()));
    else if (std::string why = source_file_problem(p); !why.empty())
      r_.error(f, p.string() + " " + why + "; expected a CUDA source file");
  }

  void read_defines(const Field& f) {
    if (!r_.expect_map(f)) return;
    for (const auto& entry : r_.entries(f)) {
      if (std::string why = config::identifier_problem(entry.name); !why.empty()) {
        r_.error(entry.key_mark, entry.field.key, "name " + in_quotes(entry.name) + " " + why);
        continue;
      }
      if (auto it = names_.find(entry.name);
          it != names_.end() && (it->second.kind == NameKind::problem || it->second.kind == NameKind::argument)) {
        r_.error(entry.key_mark, entry.field.key,
                 "name " + in_quotes(entry.name) + " is already " + it->second.key + " (line " +
                     std::to_string(it->second.line) + "); a define must not shadow a problem size or argument");
        continue;
      }
      defines_.insert(entry.name);
      if (auto expr = expression(entry.field, Scope::problem, Need::any, "reference.defines"))
        e_.reference.defines.insert_or_assign(entry.name, *expr);
    }
  }

  void read_launches(const Field& kf, KernelSpec& k, Scope scope, std::string_view where) {
    std::vector<std::string> short_keys;
    for (const auto& key : keys_at("kernel.launches[]"))
      if (r_.has(kf, key)) short_keys.push_back(key);
    auto lf = r_.child(kf, "launches", false);
    if (lf && !short_keys.empty()) {
      for (const auto& key : short_keys)
        r_.error(*r_.child(kf, key, false),
                 "given both directly here and in launches; use a launches list or, for one launch, the keys "
                 "directly under " +
                     kf.key + ", not both");
      return;
    }
    if (!lf && short_keys.empty()) {
      r_.error(kf.key_mark, kf.key + ".launches",
               "missing key 'launches' (a list of launches, or entry/grid/block directly under " + kf.key +
                   " for one launch)");
      return;
    }
    if (!lf) {
      k.launches.push_back(read_launch(kf, scope, where, /*short_form=*/true));
      note_launch(kf, scope, k.launches.size() - 1);
      return;
    }
    if (!r_.expect_list(*lf, "a list of launches, each with entry, grid and block")) return;
    const auto elements = r_.elements(*lf);
    if (elements.empty()) r_.error(*lf, "empty list; expected at least one launch");
    if (elements.size() > kMaxLaunches) {
      // Each launch holds the names of all the arguments by default: thousands of each would make gigabytes.
      r_.error(*lf, "found " + std::to_string(elements.size()) + " launches; a kernel may have at most " +
                        std::to_string(kMaxLaunches));
      return;
    }
    for (const auto& el : elements)
      if (r_.expect_map(el)) {
        k.launches.push_back(read_launch(el, scope, where, false));
        note_launch(el, scope, k.launches.size() - 1);
      }
  }

  void note_launch(const Field& f, Scope scope, std::size_t index) {
    LaunchSite site{scope == Scope::reference, index, f.key, f.mark, f.mark};
    if (auto g = r_.child(f, "grid", false)) site.grid_mark = g->mark;
    if (auto b = r_.child(f, "block", false)) site.block_mark = b->mark;
    // Geometry naming something unknown was reported where it was read; it cannot be evaluated
    // anywhere, and failing at every point of a large space took seconds (an exception each).
    const LaunchSpec& l = (site.reference ? e_.reference.kernel : e_.kernel).launches[index];
    std::vector<const Expr*> geometry = {&l.grid[0], &l.grid[1], &l.grid[2], &l.block[0], &l.block[1], &l.block[2]};
    if (l.when) geometry.push_back(&*l.when);
    for (const Expr* x : geometry)
      for (const auto& name : x->identifiers())
        if (!name_allowed(name, scope)) site.reported = true;
    launch_sites_.push_back(std::move(site));
  }

  LaunchSpec read_launch(const Field& f, Scope scope, std::string_view where, bool short_form) {
    LaunchSpec l;
    l.mark = f.mark;
    if (!short_form) r_.check_keys(f, keys_at("kernel.launches[]"));
    if (auto ef = r_.child(f, "entry", true, "the extern \"C\" __global__ function to launch")) {
      l.entry_mark = ef->mark;
      l.entry_key = ef->key;
      if (auto s = r_.text(*ef, "a function name")) {
        if (config::is_identifier_syntax(*s))
          l.entry = *s;
        else
          r_.error(*ef, "found " + config::describe(ef->node) + "; expected a C function name");
      }
    }
    if (auto g = r_.child(f, "grid", true, "1 to 3 expressions: blocks in x, y, z")) read_dims(*g, l.grid, scope, where);
    if (auto b = r_.child(f, "block", true, "1 to 3 expressions: threads in x, y, z"))
      read_dims(*b, l.block, scope, where);
    l.shared_bytes = Expr::constant(Value(std::int64_t{0}));
    if (auto s = r_.child(f, "shared_mem", false))
      if (auto expr = expression(*s, scope, Need::nonnegative_int, where)) l.shared_bytes = *expr;
    if (auto w = r_.child(f, "when", false))
      if (auto expr = expression(*w, scope, Need::condition, where)) l.when = *expr;
    if (auto a = r_.child(f, "args", false)) {
      if (r_.expect_list(*a, "a list of argument names, e.g. [q, k, v, o]")) {
        std::set<std::string> listed;
        for (const auto& el : r_.elements(*a)) {
          auto s = r_.text(el, "an argument name");
          if (!s) continue;
          if (!is_kind(*s, NameKind::argument)) {
            std::vector<std::string> known;
            if (r_.suggesting())
              for (const auto& [name, info] : names_)
                if (info.kind == NameKind::argument) known.push_back(name);
            r_.error(el, "unknown argument " + in_quotes(*s) + r_.suggest(*s, known) + "; args defines the arguments");
          } else if (!listed.insert(*s).second) {
            r_.error(el, "argument " + in_quotes(*s) + " is listed twice");
          } else {
            l.args.push_back(*s);
          }
        }
      }
    } else {
      for (const auto& arg : e_.args) l.args.push_back(arg.name);  // default: all, in file order
    }
    return l;
  }

  void read_dims(const Field& f, Expr (&dims)[3], Scope scope, std::string_view where) {
    for (auto& d : dims) d = Expr::constant(Value(std::int64_t{1}));
    if (f.node.IsScalar()) {
      if (auto expr = expression(f, scope, Need::positive_int, where)) dims[0] = *expr;
      return;
    }
    if (!r_.expect_list(f, "1 to 3 expressions (x, y, z), e.g. [\"ceil_div(S, BLOCK_M)\", H, B]")) return;
    const auto elements = r_.elements(f);
    const bool flow = f.node.Style() == YAML::EmitterStyle::Flow;
    if (elements.empty() || elements.size() > 3) {
      std::string message = "found " + std::to_string(elements.size()) + " values; expected 1 to 3 (x, y, z)";
      if (flow && elements.size() > 3)
        message += " (inside [...], quote an expression that contains a comma: \"ceil_div(S, BLOCK_M)\")";
      r_.error(f, message);
    }
    for (std::size_t i = 0; i < elements.size(); ++i) {
      auto expr = expression(elements[i], scope, Need::positive_int, where);
      if (expr && i < 3) dims[i] = *expr;
    }
  }

  void read_compile_options(const Field& kf, KernelSpec& k) {
    if (auto o = r_.child(kf, "options", false)) {
      if (r_.expect_list(*o, "a list of NVRTC options, e.g. [-lineinfo]"))
        for (const auto& el : r_.elements(*o))
          if (auto s = r_.text(el, "an NVRTC option")) k.options.push_back(*s);
    }
    if (auto a = r_.child(kf, "arch", false)) {
      if (auto s = r_.text(*a, "sm_XX or sm_XXa, e.g. sm_90a")) {
        bool ok = s->size() > 3 && s->compare(0, 3, "sm_") == 0;
        std::size_t i = 3;
        while (ok && i < s->size() && std::isdigit(static_cast<unsigned char>((*s)[i]))) ++i;
        ok = ok && i > 3 && (i == s->size() || (i + 1 == s->size() && std::islower(static_cast<unsigned char>((*s)[i]))));
        if (ok)
          k.arch = *s;
        else
          r_.error(*a, "found " + config::describe(a->node) + "; expected sm_XX or sm_XXa, e.g. sm_90a");
      }
    }
  }

  void read_tolerance(const Field& f) {
    if (!r_.expect_map(f)) return;
    r_.check_keys(f, keys_at("reference.tolerance"));
    auto& t = e_.reference.tolerance;
    if (auto x = r_.child(f, "atol", false))
      if (auto v = r_.number(*x, 0.0, false)) t.atol = *v;
    if (auto x = r_.child(f, "rtol", false))
      if (auto v = r_.number(*x, 0.0, false)) t.rtol = *v;
    if (auto x = r_.child(f, "max_rel_norm", false))
      if (auto v = r_.number(*x, 0.0, false)) t.max_rel_norm = *v;
  }

  void read_restrictions(const Field& root) {
    auto f = r_.child(root, "restrictions", false);
    if (!f) return;
    restrictions_mark_ = f->mark;
    if (f->node.IsNull()) return;  // "restrictions:" with nothing: none
    if (!r_.expect_list(*f, "a list of conditions (one per line, each after '- ')")) {
      restrictions_ok_ = false;
      return;
    }
    for (const auto& el : r_.elements(*f)) {
      auto expr = r_.expression(el);
      if (!expr || !check_names(el, *expr, Scope::point, "restrictions")) {
        restrictions_ok_ = false;
        continue;
      }
      e_.restrictions.push_back(Restriction{*expr, el.mark});
      restriction_keys_.push_back(el.key);
    }
  }

  void read_gates(const Field& root) {
    auto f = r_.child(root, "gates", false);
    if (!f || !r_.expect_map(*f)) return;
    r_.check_keys(*f, keys_at("gates"));
    auto& g = e_.gates;
    const std::int64_t big = std::numeric_limits<int>::max();
    if (auto x = r_.child(*f, "max_registers", false))
      if (auto v = r_.integer(*x, 1, 255)) g.max_registers = static_cast<int>(*v);
    if (auto x = r_.child(*f, "max_spill_bytes", false))
      if (auto v = r_.integer(*x, 0, big)) g.max_spill_bytes = static_cast<int>(*v);
    if (auto x = r_.child(*f, "max_stack_bytes", false))
      if (auto v = r_.integer(*x, 0, big)) g.max_stack_bytes = static_cast<int>(*v);
    if (auto x = r_.child(*f, "max_shared_bytes", false))
      if (auto v = r_.integer(*x, 1, std::numeric_limits<std::int64_t>::max())) g.max_shared_bytes = *v;
    if (auto x = r_.child(*f, "allow_gmem", false))
      if (auto v = r_.boolean(*x)) g.allow_gmem = *v;
    if (auto x = r_.child(*f, "allow_serialized_wgmma", false))
      if (auto v = r_.boolean(*x)) g.allow_serialized_wgmma = *v;
    // Metric gates (percentages; profile_metrics.hpp), applied to profiled candidates.
    for (const MetricGate& gate : metric_gates()) {
      const std::string key = gate.key;
      auto x = r_.child(*f, key, false);
      if (!x) continue;
      auto v = r_.number(*x, 0.0, false);
      if (!v) continue;
      if (*v > 100.0) {
        r_.error(*x, key + " is a percentage; found " + x->node.Scalar() + ", expected 0 to 100");
        continue;
      }
      g.metrics.limits[key] = *v;
      metric_gate_fields_.push_back(*x);
    }
  }

  void read_profile(const Field& root) {
    auto f = r_.child(root, "profile", false);
    if (f && r_.expect_map(*f)) {
      r_.check_keys(*f, keys_at("profile"));
      auto& p = e_.profile;
      if (auto x = r_.child(*f, "top", false))
        if (auto v = r_.integer(*x, 0, 1000)) p.top = static_cast<int>(*v);
      if (auto x = r_.child(*f, "metrics", false);
          x && r_.expect_list(*x, "a list of metric groups or CUPTI metric names, e.g. [tensor, dram]")) {
        for (const auto& el : r_.elements(*x)) {
          auto name = r_.text(el, "a metric group or CUPTI metric name");
          if (!name) continue;
          if (std::string why = metric_name_problem(*name); !why.empty())
            r_.error(el, why);
          else
            p.metrics.push_back(*name);
        }
      }
    }
    // A metric gate judges profiled candidates only: without profiling it would never apply.
    if (e_.profile.top == 0)
      for (const Field& gate : metric_gate_fields_)
        r_.error(gate, "a metric gate needs profiling: add profile: {top: N} (N > 0) to profile the N best "
                       "candidates of each generation");
  }

  void read_search(const Field& root) {
    auto f = r_.child(root, "search", false);
    if (!f || !r_.expect_map(*f)) return;
    r_.check_keys(*f, keys_at("search"));
    auto& s = e_.search;
    const std::int64_t big = std::numeric_limits<int>::max();
    // Which names exist is the strategy registry's to say (search::strategy_diagnostics).
    if (auto x = r_.child(*f, "strategy", false))
      if (auto v = r_.text(*x, "a strategy name")) {
        s.strategy = *v;
        s.strategy_mark = x->mark;
      }
    if (auto x = r_.child(*f, "population", false))
      if (auto v = r_.integer(*x, 1, big)) s.population = static_cast<int>(*v);
    std::optional<Field> elite_field = r_.child(*f, "elite", false);
    if (elite_field)
      if (auto v = r_.integer(*elite_field, 1, big)) s.elite = static_cast<int>(*v);
    if (s.elite > s.population)
      r_.error(elite_field ? *elite_field : *f,
               "elite (" + std::to_string(s.elite) + ") is larger than population (" + std::to_string(s.population) +
                   "); expected elite <= population");
    if (auto x = r_.child(*f, "generations", false))
      if (auto v = r_.integer(*x, 1, big)) s.generations = static_cast<int>(*v);
    if (auto x = r_.child(*f, "lookahead", false))
      if (auto v = r_.integer(*x, 1, 4)) s.lookahead = static_cast<int>(*v);
    if (auto b = r_.child(*f, "budget", false); b && r_.expect_map(*b)) {
      r_.check_keys(*b, keys_at("search.budget"));
      if (auto x = r_.child(*b, "evaluations", false))
        if (auto v = r_.integer(*x, 1, std::numeric_limits<std::int64_t>::max())) s.budget.evaluations = *v;
      if (auto x = r_.child(*b, "seconds", false))
        if (auto v = r_.number(*x, 0.0, true)) s.budget.seconds = *v;
      if (auto x = r_.child(*b, "per", false))
        if (auto v = r_.choice(*x, {"shape", "total"})) s.budget.per = *v == "total" ? BudgetScope::total : BudgetScope::shape;
    }
    if (auto x = r_.child(*f, "seed", false))
      if (auto v = r_.integer(*x, 0, std::numeric_limits<std::int64_t>::max()))
        s.seed = static_cast<std::uint64_t>(*v);
    if (auto x = r_.child(*f, "max_rel_norm", false))
      if (auto v = r_.number(*x, 0.0, false)) s.max_rel_norm = *v;
    if (auto x = r_.child(*f, "seeds", false); x && r_.expect_list(*x, "a list of points, e.g. - {BLOCK_M: 64}"))
    {
      const SeedRules rules = seed_rules();
      for (const auto& el : r_.elements(*x)) read_seed(el, rules);
    }
    if (auto o = r_.child(*f, "options", false); o && r_.expect_map(*o))
      for (const auto& entry : r_.entries(*o))
        if (auto v = r_.value(entry.field)) s.options.insert_or_assign(entry.name, *v);
  }

  // The space as seeds are checked against it, made once for all the seeds.
  struct SeedRules {
    std::vector<std::string> names;                  // the parameters, in space order
    std::unordered_set<std::string_view> known;      // the same, to look up
    std::vector<std::set<Value>> values;             // each parameter's values
  };

  SeedRules seed_rules() const {
    SeedRules rules;
    for (const auto& p : e_.space) {
      rules.names.push_back(p.name);
      rules.values.emplace_back(p.values.begin(), p.values.end());
    }
    rules.known.insert(rules.names.begin(), rules.names.end());
    return rules;
  }

  void read_seed(const Field& f, const SeedRules& rules) {
    if (!r_.expect_map(f)) return;
    r_.check_keys(f, rules.names, rules.known);
    std::map<std::string, Field, std::less<>> given;
    std::size_t given_parameters = 0;
    for (auto& entry : r_.entries(f)) {
      given_parameters += rules.known.count(entry.name);
      given.emplace(entry.name, std::move(entry.field));
    }
    Point point;
    bool complete = true;
    std::size_t missing = 0;
    constexpr std::size_t kMissingReported = 5;
    for (std::size_t i = 0; i < e_.space.size(); ++i) {
      const Parameter& p = e_.space[i];
      auto it = given.find(p.name);
      if (it == given.end()) {
        complete = false;
        const SourceMark& at = f.key_mark.line > 0 ? f.key_mark : f.mark;
        if (++missing <= kMissingReported) {
          r_.error(at, f.key + "." + p.name, "missing key '" + p.name + "' (a seed gives every parameter)");
          continue;
        }
        // Stop here: a seed that gives few of thousands of parameters would cost a message for each.
        r_.error(at, f.key,
                 "missing " + std::to_string(e_.space.size() - given_parameters - kMissingReported) +
                     " more parameters (a seed gives every parameter)");
        break;
      }
      const Field* vf = &it->second;
      auto v = r_.value(*vf);
      if (!v) {
        complete = false;
        continue;
      }
      if (!rules.values[i].count(*v)) {
        constexpr std::size_t kShown = 20;
        std::string list;
        for (std::size_t k = 0; k < p.values.size() && k < kShown; ++k)
          list += (list.empty() ? "" : ", ") + p.values[k].to_string();
        if (p.values.size() > kShown) list += ", ... (" + std::to_string(p.values.size()) + " values)";
        r_.error(*vf, "value " + v->to_string() + " is not in space." + p.name + " [" + list + "]");
        complete = false;
        continue;
      }
      point.emplace(p.name, *v);
    }
    if (complete && space_ok_) {
      e_.search.seeds.push_back(point);
      seed_fields_.push_back(f);
    }
  }

  void read_measure(const Field& root) {
    auto f = r_.child(root, "measure", false);
    if (!f || !r_.expect_map(*f)) return;
    r_.check_keys(*f, keys_at("measure"));
    auto& m = e_.measure;
    const std::int64_t big = std::numeric_limits<int>::max();
    if (auto x = r_.child(*f, "warmup", false))
      if (auto v = r_.integer(*x, 0, big)) m.warmup = static_cast<int>(*v);
    if (auto x = r_.child(*f, "min_runs", false))
      if (auto v = r_.integer(*x, 1, big)) m.min_runs = static_cast<int>(*v);
    if (auto x = r_.child(*f, "min_time_ms", false))
      if (auto v = r_.number(*x, 0.0, false)) m.min_time_ms = *v;
    std::optional<Field> max_runs = r_.child(*f, "max_runs", false);
    if (max_runs)
      if (auto v = r_.integer(*max_runs, 1, big)) m.max_runs = static_cast<int>(*v);
    if (m.max_runs < m.min_runs)
      r_.error(max_runs ? *max_runs : *f, "max_runs (" + std::to_string(m.max_runs) + ") is below min_runs (" +
                                              std::to_string(m.min_runs) + "); expected max_runs >= min_runs");
    if (auto x = r_.child(*f, "trials", false))
      if (auto v = r_.integer(*x, 1, big)) m.trials = static_cast<int>(*v);
    if (auto x = r_.child(*f, "l2_flush", false))
      if (auto v = r_.boolean(*x)) m.l2_flush = *v;
    // Accepted so older files still load: every timed call now gets fresh inputs.
    if (auto x = r_.child(*f, "rotate", false)) r_.integer(*x, 1, big);
    if (auto x = r_.child(*f, "wide_scale", false))
      if (auto v = r_.number(*x, 1.0, false)) m.wide_scale = *v;
    if (auto x = r_.child(*f, "wide_args", false); x && r_.expect_list(*x)) {
      for (const Field& item : r_.elements(*x)) {
        const std::optional<std::string> name = r_.text(item, "an input argument's name");
        if (!name) continue;
        const auto arg = std::find_if(e_.args.begin(), e_.args.end(), [&](const ArgSpec& a) { return a.name == *name; });
        if (arg == e_.args.end() || !arg->is_tensor || arg->role != ArgRole::input)
          r_.error(item, "'" + *name + "' is not an input tensor of args; wide_args names inputs the wide-range "
                                       "trial widens");
        else
          m.wide_args.push_back(*name);
      }
    }
    if (auto x = r_.child(*f, "verified_calls", false))
      if (auto v = r_.integer(*x, 1, 4096)) m.verified_calls = static_cast<int>(*v);
    if (auto x = r_.child(*f, "check_seed", false))
      if (auto v = r_.integer(*x, 0, std::numeric_limits<std::int64_t>::max()))
        m.check_seed = static_cast<std::uint64_t>(*v);
    if (auto x = r_.child(*f, "sanitize_top", false))
      if (auto v = r_.integer(*x, 0, 1000)) m.sanitize_top = static_cast<int>(*v);
  }

  void read_roofline(const Field& root) {
    auto f = r_.child(root, "roofline", false);
    if (!f || !r_.expect_map(*f)) return;
    r_.check_keys(*f, keys_at("roofline"));
    auto& rl = e_.roofline;
    if (auto x = r_.child(*f, "flops", false)) rl.flops = expression(*x, Scope::problem, Need::positive_number, "roofline figures");
    if (auto x = r_.child(*f, "bytes", false)) rl.bytes = expression(*x, Scope::problem, Need::positive_number, "roofline figures");
    if (auto x = r_.child(*f, "peak_tflops", false)) rl.peak_tflops = r_.number(*x, 0.0, true);
    if (auto x = r_.child(*f, "peak_gbps", false)) rl.peak_gbps = r_.number(*x, 0.0, true);
  }

  void read_baselines(const Field& root) {
    auto f = r_.child(root, "baselines", false);
    if (!f || !r_.expect_list(*f, "a list of {name, time_us, device} or {name, command}")) return;
    std::set<std::string> command_names;
    for (const auto& el : r_.elements(*f)) {
      if (!r_.expect_map(el)) continue;
      if (r_.has(el, "command")) {
        read_baseline_command(el, command_names);
        continue;
      }
      r_.check_keys(el, keys_at("baselines[]"));
      if (auto x = r_.child(el, "timeout_s", false))
        r_.error(*x, "timeout_s limits a baseline's command; this baseline has no `command:`");
      Baseline b;
      bool ok = true;
      if (auto x = r_.child(el, "name", true, "e.g. cudnn_sdpa"); x && r_.text(*x))
        b.name = *r_.text(*x);
      else
        ok = false;
      if (auto x = r_.child(el, "time_us", true, "kernel time in microseconds")) {
        if (auto v = r_.number(*x, 0.0, true))
          b.time_us = *v;
        else
          ok = false;
      } else {
        ok = false;
      }
      if (auto x = r_.child(el, "device", true, "the GPU it was measured on, e.g. H200"); x && r_.text(*x))
        b.device = *r_.text(*x);
      else
        ok = false;
      if (auto x = r_.child(el, "rel_norm", false)) {
        if (auto v = r_.number(*x, 0.0, false))
          b.rel_norm = *v;
        else
          ok = false;
      }
      if (auto x = r_.child(el, "shape", false)) {
        if (!read_baseline_shape(*x, b.shape)) ok = false;
      } else if (e_.shapes.size() > 1) {
        std::string example;
        for (const auto& [name, value] : e_.shapes.front().problem)
          example += (example.empty() ? "" : ", ") + name + ": " + value.to_string();
        r_.error(el, "a baseline of a shape set names the shape it was measured at, e.g. shape: {" + example + "}");
        ok = false;
      }
      if (ok) e_.baselines.push_back(std::move(b));
    }
  }

  // A measured baseline: {name, command, timeout_s}. Its times, devices and
  // shapes come from the command's output, so the typed keys are refused.
  void read_baseline_command(const Field& el, std::set<std::string>& names) {
    r_.check_keys(el, keys_at("baselines[]"));
    for (const char* typed : {"time_us", "device", "rel_norm", "shape"})
      if (auto x = r_.child(el, typed, false))
        r_.error(*x, std::string("a baseline with `command:` takes its ") + typed +
                         " from the command's output; give one or the other");
    BaselineCommand b;
    b.mark = el.mark;
    bool ok = true;
    if (auto x = r_.child(el, "name", true, "e.g. cudnn_sdpa"); x && r_.text(*x)) {
      b.name = *r_.text(*x);
      if (!names.insert(b.name).second) {
        r_.error(*x, "two baselines with `command:` are named " + in_quotes(b.name) + "; give each its own name");
        ok = false;
      }
    } else {
      ok = false;
    }
    if (auto x = r_.child(el, "command", true); x && r_.text(*x, "a shell command line")) {
      b.command = *r_.text(*x);
      if (b.command.find_first_not_of(" \t") == std::string::npos) {
        r_.error(*x, "found an empty command; expected a shell command line that prints the baseline's JSON");
        ok = false;
      }
    } else {
      ok = false;
    }
    if (auto x = r_.child(el, "timeout_s", false)) {
      if (auto v = r_.number(*x, 0.0, true); v && *v <= 86400) {
        b.timeout_s = *v;
      } else {
        if (v) r_.error(*x, "expected at most 86400 seconds (a day)");
        ok = false;
      }
    }
    if (ok) e_.baseline_commands.push_back(std::move(b));
  }

  // baselines[i].shape: problem keys with values, naming one shape of the set.
  bool read_baseline_shape(const Field& f, ProblemValues& shape) {
    if (!r_.expect_map(f)) return false;
    for (const auto& entry : r_.entries(f)) {
      if (!is_kind(entry.name, NameKind::problem)) {
        std::vector<std::string> keys;
        for (const auto& [name, value] : e_.problem) keys.push_back(name);
        r_.error(entry.key_mark, entry.field.key, "unknown problem key " + in_quotes(entry.name) + r_.suggest(entry.name, keys));
        return false;
      }
      auto v = r_.value(entry.field);
      if (!v) return false;
      shape.emplace_back(entry.name, *v);
    }
    if (e_.shapes.empty()) return true;  // the problem is reported already
    const std::size_t matching = static_cast<std::size_t>(std::count_if(
        e_.shapes.begin(), e_.shapes.end(), [&](const ShapeSpec& s) { return shape_matches(s.problem, shape); }));
    if (matching == 0) {
      r_.error(f, "{" + shape_key(shape) + "} is no shape of the set");
      return false;
    }
    if (matching > 1) {
      r_.error(f, "{" + shape_key(shape) + "} matches " + std::to_string(matching) +
                      " shapes of the set; name every key that tells them apart");
      return false;
    }
    return true;
  }

  // A size of 0 is fine for a flag, not for a dimension.
  void check_zero_sizes() {
    std::set<std::string> reported;
    for (const ShapeSpec& shape : e_.shapes)
      for (const auto& [name, value] : shape.problem) {
        if (!value.is_int() || value.as_int() != 0 || reported.count(name)) continue;
        auto user = shape_users_.find(name);
        if (user == shape_users_.end()) continue;
        r_.error(problem_marks_.at(name), "found 0" + shape_suffix(shape.problem) + "; expected a positive size (" +
                                              user->second + " uses " + name + ")");
        reported.insert(name);
        unusable_names_.insert(name);
      }
  }

  // " at shape B=2,..." in messages about one shape of a set; "" for a single shape.
  std::string shape_suffix(const ProblemValues& shape) const {
    return e_.shapes.size() > 1 ? " at shape " + shape_key(shape) : std::string();
  }

  // ------------------------------------------------------------ evaluation

  bool mentions_unusable_name(const Check& c) const {
    const auto ids = c.expr.identifiers();
    return std::any_of(ids.begin(), ids.end(), [&](const auto& n) { return unusable_names_.count(n) > 0; });
  }

  void run_check(Check& c, const Bindings& env, const std::string& at) {
    if (c.reported) return;
    std::string problem;
    try {
      const Value v = c.expr.eval(env);
      if (auto why = misfit(v, c.need)) problem = *why;
    } catch (const ExprError& err) {
      problem = std::string("cannot be evaluated: ") + err.what();
    }
    if (problem.empty()) return;
    c.reported = true;
    if (mentions_unusable_name(c)) return;  // the bad size is reported already
    r_.error(c.mark, c.key, in_quotes(c.expr.text()) + " " + problem + at);
  }

  // Every check at every shape of the set: a message about one shape names it
  // (once per expression, at the first shape it fails at), and each shape
  // gets its own count of valid points. A seed must be valid at some shape.
  void evaluate() {
    if (e_.shapes.empty()) e_.shapes.push_back(ShapeSpec{e_.problem, {}});
    // The shapes share the budget of evaluations one space may take, so a set
    // takes no longer to check than one shape (a shape's count may then be sampled).
    evaluation_budget_ = std::max<std::uint64_t>(kMaxSpaceEvaluations / e_.shapes.size(), 20'000);
    seed_valid_.assign(e_.search.seeds.size(), false);
    seed_breaks_.assign(e_.search.seeds.size(), std::string());
    for (ShapeSpec& shape : e_.shapes) {
      e_.problem = shape.problem;
      e_.space_count = {};
      const std::size_t before = r_.error_count();
      evaluate_shape();
      if (e_.shapes.size() > 1) r_.annotate_since(before, " (at shape " + shape_key(shape.problem) + ")");
      shape.space_count = e_.space_count;
    }
    e_.problem = e_.shapes.front().problem;
    e_.space_count = e_.shapes.front().space_count;
    for (std::size_t s = 0; s < e_.search.seeds.size(); ++s)
      if (!seed_valid_[s] && !seed_breaks_[s].empty())
        r_.error(seed_fields_[s], seed_breaks_[s] +
                                      (e_.shapes.size() > 1 ? std::string(" at every shape of the set") : std::string()));
  }

  void evaluate_shape() {
    const Bindings problem_env = e_.problem_bindings();
    for (auto& c : checks_)
      if (c.scope == Scope::problem) run_check(c, problem_env, "");

    // The reference's defines are evaluated once, with problem sizes.
    Bindings reference_env = problem_env;
    bool defines_ok = true;
    for (const auto& [name, expr] : e_.reference.defines) {
      try {
        reference_env.insert_or_assign(name, expr.eval(problem_env));
      } catch (const ExprError&) {
        defines_ok = false;  // reported by its own check
      }
    }
    if (defines_ok) {
      for (auto& c : checks_)
        if (c.scope == Scope::reference) run_check(c, reference_env, "");
      for (auto& site : launch_sites_)
        if (site.reference) check_launch_limits(site, reference_env, false);
    }

    for (auto& site : tensor_sites_)
      if (!uses_any_parameter(e_.args[site.arg].shape)) check_tensor_bytes(site, problem_env, false);
    for (auto& site : tensor_map_sites_)
      if (!uses_any_parameter(map_expressions(site))) check_tensor_map(site, problem_env, false);

    e_.space_count.total = e_.space_size();
    if (!space_ok_ || e_.space.empty() || !options_.visit_space) return;
    // Counting needs every restriction; one naming a bad size (reported) would fail everywhere.
    for (const auto& r : e_.restrictions)
      for (const auto& id : r.expr.identifiers())
        if (unusable_names_.count(id)) return;
    enumerate(problem_env);
  }

  bool uses_any_parameter(const std::vector<Expr>& exprs) const {
    return std::any_of(exprs.begin(), exprs.end(), [&](const Expr& x) { return uses_parameters(x); });
  }

  // Reports a tensor whose size in bytes does not fit in a signed 64-bit
  // integer: no buffer could hold it, and the product that sizes it would
  // overflow. Dimensions that are not positive integers are reported by their
  // own checks.
  void check_tensor_bytes(TensorSite& site, const Bindings& env, bool at_point) {
    if (site.reported) return;
    const ArgSpec& a = e_.args[site.arg];
    auto bytes = static_cast<std::int64_t>(dtype_size(a.dtype));
    bool overflow = false;
    std::string dims;
    try {
      for (const Expr& d : a.shape) {
        const Value v = d.eval(env);
        if (!v.is_int() || v.as_int() <= 0) return;
        dims += (dims.empty() ? "" : ", ") + v.to_string();
        overflow = overflow || __builtin_mul_overflow(bytes, v.as_int(), &bytes);
      }
    } catch (const ExprError&) {
      return;
    }
    if (!overflow) return;
    site.reported = true;
    r_.error(site.mark, site.key,
             "a tensor of [" + dims + "] " + dtype_name(a.dtype) + " elements is more than 2^63 - 1 bytes; its size "
             "in bytes must fit in 64 bits" +
                 (at_point ? " at " + point_text(e_.space, env) + " (add a restriction that excludes such points)"
                           : std::string()));
  }

  // Every expression a tensor map's binding evaluates: its dims (or its tensor's shape), box, swizzle.
  std::vector<Expr> map_expressions(const TensorMapSite& site) const {
    const TensorMapSpec& m = *e_.args[site.arg].tensor_map;
    std::vector<Expr> out = m.dims.empty() ? e_.args[site.tensor].shape : m.dims;
    out.insert(out.end(), m.box.begin(), m.box.end());
    out.push_back(m.swizzle);
    for (const Expr& d : e_.args[site.tensor].shape) out.push_back(d);  // the element count it must match
    return out;
  }

  // Reports a tensor map cuTensorMapEncodeTiled would refuse at this point
  // (tensor_map_problem), at the key it is about. Expressions that fail or
  // give no positive integer are reported by their own checks.
  void check_tensor_map(TensorMapSite& site, const Bindings& env, bool at_point) {
    if (site.reported) return;
    const ArgSpec& map = e_.args[site.arg];
    const ArgSpec& tensor = e_.args[site.tensor];
    std::optional<TensorMapProblem> problem;
    try {
      std::int64_t elements = 1;
      for (const Expr& d : tensor.shape) {
        const Value v = d.eval(env);
        if (!v.is_int() || v.as_int() <= 0 || __builtin_mul_overflow(elements, v.as_int(), &elements)) return;
      }
      problem = tensor_map_problem(bind_tensor_map(*map.tensor_map, site.tensor, tensor, env), tensor.dtype, elements);
    } catch (const Error&) {
      return;
    }
    if (!problem) return;
    site.reported = true;
    auto at = site.fields.find(problem->key);
    if (at == site.fields.end()) at = site.fields.find("tensor_map");  // dims left to the tensor's shape
    r_.error(at->second, "tensor map over " + in_quotes(tensor.name) + ": " + problem->message +
                             (at_point ? " at " + point_text(e_.space, env) +
                                             " (add a restriction that excludes such points)"
                                       : std::string()));
  }

  // Reports a launch that CUDA would refuse at this point (too many threads
  // per block, a grid too large). Expressions that do not evaluate to
  // positive integers are reported by their own checks.
  void check_launch_limits(LaunchSite& site, const Bindings& env, bool at_point) {
    if (site.reported) return;
    const KernelSpec& k = site.reference ? e_.reference.kernel : e_.kernel;
    const LaunchSpec& l = k.launches[site.index];
    std::int64_t grid[3], block[3];
    try {
      if (l.when && !l.when->eval_bool(env)) return;
      for (int i = 0; i < 3; ++i) {
        const Value g = l.grid[i].eval(env);
        const Value b = l.block[i].eval(env);
        if (!g.is_int() || !b.is_int() || g.as_int() <= 0 || b.as_int() <= 0) return;
        grid[i] = g.as_int();
        block[i] = b.as_int();
      }
    } catch (const ExprError&) {
      return;
    }
    const auto dims = [](const std::int64_t (&d)[3]) {
      return "(" + std::to_string(d[0]) + ", " + std::to_string(d[1]) + ", " + std::to_string(d[2]) + ")";
    };
    std::int64_t threads = 0;
    const bool overflow = __builtin_mul_overflow(block[0], block[1], &threads) ||
                          __builtin_mul_overflow(threads, block[2], &threads);
    std::string problem;
    SourceMark mark = site.block_mark;
    std::string key = site.key + ".block";
    if (overflow || threads > kMaxThreadsPerBlock)
      problem = "block " + dims(block) + " has " + (overflow ? std::string("too many") : std::to_string(threads)) +
                " threads; CUDA allows at most " + std::to_string(kMaxThreadsPerBlock) + " per block";
    else if (block[2] > kMaxBlockZ)
      problem = "block " + dims(block) + ": z is over CUDA's limit of " + std::to_string(kMaxBlockZ);
    if (problem.empty()) {
      mark = site.grid_mark;
      key = site.key + ".grid";
      if (grid[0] > kMaxGridX)
        problem = "grid " + dims(grid) + ": x is over CUDA's limit of " + std::to_string(kMaxGridX);
      else if (grid[1] > kMaxGridYZ || grid[2] > kMaxGridYZ)
        problem = "grid " + dims(grid) + ": y and z must be at most " + std::to_string(kMaxGridYZ);
    }
    if (problem.empty()) return;
    site.reported = true;
    r_.error(mark, key,
             problem + (at_point ? " at " + point_text(e_.space, env) + " (add a restriction that excludes such points)"
                                 : std::string()));
  }

  // ------------------------------------------------------------ the space
  //
  // Restrictions are a conjunction evaluated in file order, like `&&`: one is
  // evaluated only where the earlier ones hold (so `BLOCK_M > 16` before
  // `S % (BLOCK_M - 16) == 0` guards it), exactly as Experiment::satisfies.

  // A restriction or check with the parameters it depends on, and a cache of
  // its last evaluation: it needs evaluating again only when one of them changed.
  struct Tracked {
    std::vector<std::size_t> deps;  // indices into e_.space
    int last_dep = -1;              // highest of them; -1: depends on no parameter
    bool evaluated = false;
    std::uint64_t stamp = 0;        // step of the last evaluation
    bool holds = false;             // restrictions: the value; checks: passed
    std::string error;              // restrictions: why it could not be evaluated
    std::uint64_t cost = 0;         // expression nodes an evaluation visits (at most)
  };

  Tracked track(const Expr& expr) {
    if (space_index_.size() != e_.space.size())
      for (std::size_t i = 0; i < e_.space.size(); ++i) space_index_.emplace(e_.space[i].name, i);
    Tracked t;
    for (const auto& id : expr.identifiers())  // the expression's names, not every parameter, are looked up
      if (auto it = space_index_.find(id); it != space_index_.end()) t.deps.push_back(it->second);
    std::sort(t.deps.begin(), t.deps.end());
    if (!t.deps.empty()) t.last_dep = static_cast<int>(t.deps.back());
    t.cost = std::max<std::uint64_t>(expr.size(), 1);
    return t;
  }
  // Several expressions checked together (a tensor's shape, a tensor map's dimensions and box).
  Tracked track_all(const std::vector<Expr>& exprs) {
    Tracked t;
    for (const Expr& x : exprs) {
      const Tracked d = track(x);
      t.deps.insert(t.deps.end(), d.deps.begin(), d.deps.end());
      t.cost += d.cost;
    }
    return t;
  }
  // A launch's geometry and its `when`.
  Tracked track_launch(const LaunchSite& site) {
    const LaunchSpec& l = e_.kernel.launches[site.index];
    std::vector<Expr> exprs = {l.grid[0], l.grid[1], l.grid[2], l.block[0], l.block[1], l.block[2]};
    if (l.when) exprs.push_back(*l.when);
    return track_all(exprs);
  }

  static bool stale(const Tracked& t, const std::vector<std::uint64_t>& changed_at) {
    if (!t.evaluated) return true;
    return std::any_of(t.deps.begin(), t.deps.end(), [&](std::size_t d) { return changed_at[d] > t.stamp; });
  }

  // Evaluates restriction `i` (errors count as "does not hold"; the first is reported).
  void evaluate_restriction(std::size_t i, Tracked& t, const Bindings& env, std::uint64_t step,
                            std::vector<bool>& reported) {
    t.evaluated = true;
    t.stamp = step;
    t.error.clear();
    try {
      t.holds = e_.restrictions[i].expr.eval_bool(env);
    } catch (const ExprError& err) {
      t.holds = false;
      t.error = err.what();
      if (!reported[i]) {
        reported[i] = true;
        r_.error(e_.restrictions[i].mark, restriction_keys_[i],
                 in_quotes(e_.restrictions[i].expr.text()) + " cannot be evaluated at " + point_text(e_.space, env) +
                     ": " + t.error);
      }
    }
  }

  // Counts the valid points and evaluates every parameter-dependent
  // expression at each of them: every point of a space up to
  // kMaxEnumeratedPoints when that takes at most kMaxSpaceEvaluations
  // evaluations, else a deterministic sample of kSampledPoints (fewer when a
  // point costs so much that they would take more).
  void enumerate(const Bindings& problem_env) {
    const bool sampled = e_.space_size() > kMaxEnumeratedPoints || !count_points(problem_env, 0);
    // (count_points and this sample size take evaluation_budget_, the set's share per shape)
    if (sampled) {
      // A sampled point may draw every parameter and evaluate every restriction and point check
      // (each costs its expressions' nodes).
      std::uint64_t per_point = e_.space.size();
      for (const auto& r : e_.restrictions) per_point += track(r.expr).cost;
      for (const auto& c : checks_)
        if (c.scope == Scope::point) per_point += track(c.expr).cost;
      for (const auto& site : launch_sites_)
        if (!site.reference) per_point += track_launch(site).cost;
      for (const auto& site : tensor_sites_)
        if (uses_any_parameter(e_.args[site.arg].shape)) per_point += track_all(e_.args[site.arg].shape).cost;
      for (const auto& site : tensor_map_sites_)
        if (uses_any_parameter(map_expressions(site))) per_point += track_all(map_expressions(site)).cost;
      const std::uint64_t total = e_.space_size();
      // Fewer samples than points, so that the count says it is an estimate.
      const std::uint64_t most = std::min(kSampledPoints, total > 1 ? total - 1 : 1);
      count_points(problem_env, std::clamp<std::uint64_t>(evaluation_budget_ / per_point, 1, most));
    }
    const std::uint64_t visits = e_.space_count.examined;
    const std::size_t nr = e_.restrictions.size();

    if (e_.space_count.valid == 0 && restrictions_ok_ && !empty_space_reported_) {
      report_empty_space(visits, sampled);  // once, at the first shape (named) it happens at
      empty_space_reported_ = true;
    }

    // Seeds must be valid points.
    if (!e_.search.seeds.empty() && e_.search.seeds.size() * nr > kMaxSpaceEvaluations) {
      r_.error(seed_fields_.front(), std::to_string(e_.search.seeds.size()) + " seeds and " + std::to_string(nr) +
                                         " restrictions make more than " + std::to_string(kMaxSpaceEvaluations) +
                                         " checks; give fewer seeds");
      return;
    }
    for (std::size_t s = 0; s < e_.search.seeds.size(); ++s) {
      if (seed_valid_[s]) continue;
      const Bindings seed_env = e_.bindings(e_.search.seeds[s]);
      bool valid = true;
      for (std::size_t i = 0; i < nr; ++i) {
        bool h = false;
        try {
          h = e_.restrictions[i].expr.eval_bool(seed_env);
        } catch (const ExprError&) {
        }
        if (!h) {
          // Reported after the last shape, unless it is valid at another.
          if (seed_breaks_[s].empty())
            seed_breaks_[s] = "this seed breaks " + restriction_keys_[i] + " " + in_quotes(e_.restrictions[i].expr.text());
          valid = false;
          break;
        }
      }
      seed_valid_[s] = valid;
    }
  }

  // One pass over the space: every point (`samples` == 0) or `samples`
  // random ones. Fills e_.space_count; false when enumerating would take more
  // than kMaxSpaceEvaluations evaluations (the counts are then partial).
  bool count_points(const Bindings& problem_env, std::uint64_t samples) {
    const std::uint64_t total = e_.space_size();
    const bool sample = samples > 0;
    const std::size_t np = e_.space.size();
    const std::size_t nr = e_.restrictions.size();
    std::uint64_t evaluations = 0;

    Bindings env = problem_env;
    std::vector<Value*> slots;
    for (const auto& p : e_.space) slots.push_back(&env.insert_or_assign(p.name, p.values[0]).first->second);
    std::vector<std::size_t> index(np, 0);
    std::vector<std::uint64_t> changed_at(np, 0);

    std::vector<Tracked> restriction(nr);
    for (std::size_t i = 0; i < nr; ++i) restriction[i] = track(e_.restrictions[i].expr);
    restriction_reported_.resize(nr, false);  // kept from a first pass: one message per restriction
    std::vector<std::pair<Check*, Tracked>> point_checks;
    for (auto& c : checks_)
      if (c.scope == Scope::point) point_checks.emplace_back(&c, track(c.expr));
    std::vector<std::pair<LaunchSite*, Tracked>> launch_checks;
    for (auto& site : launch_sites_)
      if (!site.reference) launch_checks.emplace_back(&site, track_launch(site));
    std::vector<std::pair<TensorSite*, Tracked>> tensor_checks;
    for (auto& site : tensor_sites_)
      if (Tracked t = track_all(e_.args[site.arg].shape); !t.deps.empty()) tensor_checks.emplace_back(&site, std::move(t));
    std::vector<std::pair<TensorMapSite*, Tracked>> map_checks;
    for (auto& site : tensor_map_sites_)
      if (Tracked t = track_all(map_expressions(site)); !t.deps.empty()) map_checks.emplace_back(&site, std::move(t));

    std::uint64_t rng = 0x9E3779B97F4A7C15ull;  // splitmix64: the same sample on every run
    auto next_random = [&rng] {
      std::uint64_t z = (rng += 0x9E3779B97F4A7C15ull);
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
      return z ^ (z >> 31);
    };

    std::uint64_t valid = 0;
    std::uint64_t visits = 0;
    bool done = false;
    for (std::uint64_t step = 1; !done; ++step) {
      if (!sample && evaluations > evaluation_budget_) {
        e_.space_count.examined = visits;
        e_.space_count.valid = valid;
        return false;
      }
      if (sample) {
        if (visits == samples) break;
        for (std::size_t i = 0; i < np; ++i) {
          const std::size_t k = next_random() % e_.space[i].values.size();
          if (k != index[i] || step == 1) {
            index[i] = k;
            *slots[i] = e_.space[i].values[k];
            changed_at[i] = step;
          }
        }
        ++visits;
      }
      // The restrictions in order, up to the first that fails. `block`: the
      // highest parameter any of them depends on; every point that agrees on
      // parameters 0..block fails the same way, so the odometer skips them all.
      int block = -1;
      bool ok = true;
      for (std::size_t i = 0; i < nr; ++i) {
        if (stale(restriction[i], changed_at)) {
          evaluate_restriction(i, restriction[i], env, step, restriction_reported_);
          evaluations += restriction[i].cost;
        }
        block = std::max(block, restriction[i].last_dep);
        if (!restriction[i].holds) {
          ok = false;
          break;
        }
      }
      if (ok) {
        ++valid;
        // Whether a check is due here (not reported yet, and a parameter it depends on changed); counts it.
        const auto due = [&](bool reported, Tracked& t) {
          if (reported || !stale(t, changed_at)) return false;
          t.evaluated = true;
          t.stamp = step;
          evaluations += t.cost;
          return true;
        };
        for (auto& [check, t] : point_checks)
          if (due(check->reported, t) && !passes(*check, env)) run_check(*check, env, " at " + point_text(e_.space, env));
        for (auto& [site, t] : launch_checks)
          if (due(site->reported, t)) check_launch_limits(*site, env, true);
        for (auto& [site, t] : tensor_checks)
          if (due(site->reported, t)) check_tensor_bytes(*site, env, true);
        for (auto& [site, t] : map_checks)
          if (due(site->reported, t)) check_tensor_map(*site, env, true);
        block = static_cast<int>(np) - 1;
      }
      if (sample) continue;
      if (block < 0) {  // fails whatever the parameters: nothing is valid
        visits = total;
        break;
      }
      // Count the skipped block, then turn the odometer at position `block`.
      std::uint64_t block_size = 1;
      for (std::size_t j = static_cast<std::size_t>(block) + 1; j < np; ++j) {
        block_size *= e_.space[j].values.size();
        if (index[j] != 0) {
          index[j] = 0;
          *slots[j] = e_.space[j].values[0];
          changed_at[j] = step + 1;
        }
      }
      visits += block_size;
      for (std::size_t j = static_cast<std::size_t>(block) + 1; j-- > 0;) {
        changed_at[j] = step + 1;
        if (++index[j] < e_.space[j].values.size()) {
          *slots[j] = e_.space[j].values[index[j]];
          break;
        }
        index[j] = 0;
        *slots[j] = e_.space[j].values[0];
        if (j == 0) done = true;
      }
    }
    e_.space_count.examined = visits;
    e_.space_count.valid = valid;
    return true;
  }

  // The hot loop's test; the message (and the point's text) is made only on failure.
  static bool passes(const Check& c, const Bindings& env) {
    try {
      return !misfit(c.expr.eval(env), c.need);
    } catch (const ExprError&) {
      return false;
    }
  }

  // Whether restriction `i` alone holds anywhere: enumerated over the
  // parameters it depends on (sampled when they span a huge sub-space).
  // `env` binds every parameter (`slots` into it, in space order); restriction
  // `i` reads only the parameters it names, which this sets.
  bool holds_somewhere(std::size_t i, Bindings& env, const std::vector<Value*>& slots) {
    const Tracked t = track(e_.restrictions[i].expr);
    std::uint64_t size = 1;
    for (std::size_t d : t.deps)
      if (__builtin_mul_overflow(size, static_cast<std::uint64_t>(e_.space[d].values.size()), &size))
        size = std::numeric_limits<std::uint64_t>::max();
    // The restrictions share one budget of evaluations (points, each costing the expression's nodes).
    const std::uint64_t budget = std::max<std::uint64_t>(kMaxSpaceEvaluations / e_.restrictions.size() / t.cost, 100);
    const bool sample = size > std::min(kMaxEnumeratedPoints, budget);
    std::uint64_t rng = 12345;
    for (std::uint64_t k = 0; k < (sample ? std::min(kSampledPoints, budget) : size); ++k) {
      std::uint64_t rest = sample ? (rng = rng * 6364136223846793005ull + 1442695040888963407ull) >> 11 : k;
      for (std::size_t d : t.deps) {
        const auto n = e_.space[d].values.size();
        *slots[d] = e_.space[d].values[rest % n];
        rest /= n;
      }
      try {
        if (e_.restrictions[i].expr.eval_bool(env)) return true;
      } catch (const ExprError&) {
      }
    }
    return false;
  }

  void report_empty_space(std::uint64_t visits, bool sample) {
    const std::string points = std::to_string(visits) + (sample ? " sampled points" : " points");
    std::string message;
    Bindings env = e_.problem_bindings();
    std::vector<Value*> slots;
    for (const auto& p : e_.space) slots.push_back(&env.insert_or_assign(p.name, p.values[0]).first->second);
    for (std::size_t i = 0; i < e_.restrictions.size(); ++i)
      if (!holds_somewhere(i, env, slots))
        message += (message.empty() ? "" : "; ") + restriction_keys_[i] + " " +
                   in_quotes(e_.restrictions[i].expr.text()) + " holds at none of them";
    if (message.empty()) message = "each restriction holds somewhere, but never all of them at once";
    r_.error(restrictions_mark_, "restrictions", "no point of the space meets every restriction (" + points +
                                                     " examined): " + message);
  }

  Reader& r_;
  Experiment& e_;
  std::filesystem::path search_start_;  // relative paths are looked up from here
  LoadOptions options_;
  std::map<std::string, NameInfo> names_;
  std::set<std::string> choice_words_;
  std::set<std::string> defines_;
  std::map<std::string, Field> problem_marks_;
  std::multimap<std::string, std::string> shape_users_;      // problem name -> shape key using it
  std::map<std::string, std::pair<Field, std::string>> arg_param_use_;  // arg -> (field, parameter)
  std::set<std::string> unusable_names_;  // problem sizes with a reported bad value
  std::vector<Check> checks_;
  std::vector<LaunchSite> launch_sites_;
  std::vector<TensorSite> tensor_sites_;
  std::vector<TensorMapSite> pending_maps_;      // read, their tensor not yet resolved
  std::vector<TensorMapSite> tensor_map_sites_;  // resolved, every expression good: checked where evaluated
  std::vector<std::string> restriction_keys_;
  std::vector<Field> seed_fields_;
  std::vector<Field> metric_gate_fields_;  // gates.min_tensor_util ... as given
  std::map<std::string, std::size_t, std::less<>> space_index_;  // parameter name -> index in e_.space
  std::vector<bool> restriction_reported_;  // restrictions whose evaluation error is reported
  SourceMark restrictions_mark_;
  bool space_ok_ = true;
  bool restrictions_ok_ = true;
  std::uint64_t evaluation_budget_ = kMaxSpaceEvaluations;  // per shape
  bool empty_space_reported_ = false;
  std::vector<bool> seed_valid_;          // valid at some shape of the set
  std::vector<std::string> seed_breaks_;  // why it is not, at the first shape it fails at
};

}  // namespace

Experiment load_experiment(const std::filesystem::path& path, LoadOptions options) {
  const std::string label = path.string();
  const auto whole_file = [&](const std::string& message) {
    return ConfigError({Diagnostic{SourceMark{label, 0, 0}, "", message}});
  };
  // Only a regular file: a folder opens and reads as nothing, a fifo blocks,
  // a device (/dev/zero) never ends.
  std::error_code ec;
  const auto status = std::filesystem::status(path, ec);
  if (status.type() == std::filesystem::file_type::not_found)
    throw whole_file("cannot open the experiment file: no such file");
  if (ec) throw whole_file("cannot open the experiment file: " + ec.message());  // a link loop, a name too long
  if (std::filesystem::is_directory(status))
    throw whole_file("cannot open the experiment file: it is a folder; expected a YAML file");
  if (!std::filesystem::is_regular_file(status))
    throw whole_file("cannot open the experiment file: it is not a regular file (a device, pipe or socket); "
                     "expected a YAML file");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw whole_file("cannot open the experiment file: cannot be read");
  std::string bytes;
  std::vector<char> chunk(1 << 16);
  // Read up to the limit: a pseudo-file (/proc) may say size 0 and hold more.
  while (in.read(chunk.data(), static_cast<std::streamsize>(chunk.size())) || in.gcount() > 0) {
    bytes.append(chunk.data(), static_cast<std::size_t>(in.gcount()));
    if (bytes.size() > kMaxExperimentBytes)
      throw whole_file("the experiment file is larger than " + std::to_string(kMaxExperimentBytes >> 20) +
                       " MiB, the most an experiment file may be");
  }
  if (in.bad()) throw whole_file("cannot read the experiment file");
  return load_experiment_text(path, std::move(bytes), options);
}

Experiment load_experiment_text(const std::filesystem::path& path, std::string file_text, LoadOptions options) {
  const std::string label = path.string();
  Experiment e;
  std::error_code ec;
  e.file = std::filesystem::absolute(path, ec).lexically_normal();
  if (ec) e.file = path;
  e.file_text = std::move(file_text);
  e.file_hash = sha256_hex(e.file_text);

  Reader reader(label, e.file_text);
  if (auto root = reader.parse_root()) {
    Loader loader(reader, e, e.file.parent_path(), options);
    loader.load(*root);
  }
  if (reader.error_count() > 0) throw ConfigError(reader.take_diagnostics());
  return e;
}

}  // namespace evotune
