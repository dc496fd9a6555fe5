// The exported .cu: header comment, the rendered source unchanged, and an
// optional harness (main) that allocates, fills, launches, times and checks its
// output against the reference (embedded as a cubin); and its
// JSON sidecar (export_launch_json) with the same facts as data.
//
// The harness comes after the template, where the template's macros (B, S,
// THREADS, ...) are defined: so its headers are included before the prelude
// and every name it uses carries an `evotune_` prefix.
#include "codegen/export.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "codegen/export_text.hpp"
#include "core/launch_plan.hpp"

namespace evotune {

namespace export_text {

bool is_c_identifier(const std::string& s) {
  if (s.empty() || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_')) return false;
  return std::all_of(s.begin(), s.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

/// `text` as a C string literal.
std::string c_string(const std::string& text) {
  std::string out = "\"";
  for (char ch : text) {
    if (ch == '"' || ch == '\\') out += '\\';
    if (ch == '\n') {
      out += "\\n";
      continue;
    }
    out += ch;
  }
  return out + "\"";
}

int count_lines(const std::string& s) { return static_cast<int>(std::count(s.begin(), s.end(), '\n')); }

const char* init_kind_name(InitSpec::Kind k) {
  switch (k) {
    case InitSpec::Kind::normal: return "normal";
    case InitSpec::Kind::uniform: return "uniform";
    case InitSpec::Kind::constant: return "constant";
  }
  return "?";
}

const char* host_type(DType t) {
  switch (t) {
    case DType::f16: return "__half";
    case DType::bf16: return "__nv_bfloat16";
    case DType::f32: return "float";
    case DType::i32: return "int";
  }
  return "?";
}

/// A C++ literal of `v` for a scalar of type `t`.
std::string scalar_literal(DType t, double v) {
  switch (t) {
    case DType::f16: return fmt::format("__float2half({:.9g}f)", v);
    case DType::bf16: return fmt::format("__float2bfloat16({:.9g}f)", v);
    case DType::f32: return fmt::format("{:.9g}f", v);
    case DType::i32: return fmt::format("{}", static_cast<long long>(std::llround(v)));
  }
  return "0";
}

std::string init_text(const InitSpec& init) {
  switch (init.kind) {
    case InitSpec::Kind::normal: return fmt::format("normal(mean {:g}, std {:g})", init.a, init.b);
    case InitSpec::Kind::uniform: return fmt::format("uniform[{:g}, {:g})", init.a, init.b);
    case InitSpec::Kind::constant: return fmt::format("constant {:g}", init.a);
  }
  return "?";
}

std::string module_state_note(const TemplateInfo& tmpl) {
  if (!tmpl.declares_flag("gmem")) return "";
  return "the template declares gmem: a specialization may keep state in its module's __device__ memory "
         "(e.g. counters it resets itself), so calls must not overlap in time: one stream, or streams ordered "
         "by events";
}

/// `text` folded into lines of at most `width` characters.
std::vector<std::string> wrap(const std::string& text, std::size_t width) {
  std::vector<std::string> lines(1);
  std::string word;
  auto flush = [&] {
    if (word.empty()) return;
    if (!lines.back().empty() && lines.back().size() + 1 + word.size() > width) lines.emplace_back();
    lines.back() += (lines.back().empty() ? "" : " ") + word;
    word.clear();
  };
  for (char ch : text) {
    if (std::isspace(static_cast<unsigned char>(ch)))
      flush();
    else
      word += ch;
  }
  flush();
  return lines;
}

std::vector<std::string> labelled(const std::string& label, const std::string& text) {
  std::vector<std::string> out;
  if (text.empty()) return out;
  for (const std::string& l : wrap(text, 84)) out.push_back((out.empty() ? label : std::string(label.size(), ' ')) + l);
  return out;
}

std::string dims(const std::array<std::uint32_t, 3>& d) { return fmt::format("({}, {}, {})", d[0], d[1], d[2]); }

std::string nvcc_options_text(const std::vector<std::string>& options) {
  std::string opts;
  for (const auto& o : options)
    if (o != "-lineinfo") opts += " " + o;  // -lineinfo is for profilers; keep the line short
  return opts;
}

nlohmann::ordered_json launch_json(const LaunchPlan& l, const std::vector<ArgBinding>& args) {
  nlohmann::ordered_json names = nlohmann::ordered_json::array();
  for (int a : l.args) names.push_back(args[static_cast<std::size_t>(a)].name);
  return {{"entry", l.entry}, {"grid", l.grid},  {"block", l.block}, {"shared_bytes", l.shared_bytes},
          {"args", l.args},   {"arg_names", names}};
}

nlohmann::ordered_json measured_json(const std::optional<ExportMeasurement>& m) {
  using json = nlohmann::ordered_json;
  if (!m) return nullptr;
  return {{"median_us", m->median_us},
          {"p10_us", m->p10_us ? json(*m->p10_us) : json(nullptr)},
          {"p90_us", m->p90_us ? json(*m->p90_us) : json(nullptr)},
          {"device", m->device},
          {"measured_at", m->measured_at}};
}

namespace {

// cuda.h's enumerators, by name (the exports write the names; the values go into the JSON).
struct TensorMapEnums {
  const char* data_type;
  int data_type_value;
  const char* swizzle;
  int swizzle_value;
  const char* l2;
  int l2_value;
  const char* oob;
  int oob_value;
};

TensorMapEnums tensor_map_enums(const TensorMapBinding& m, DType dtype) {
  TensorMapEnums e{};
  switch (dtype) {
    case DType::f16: e.data_type = "CU_TENSOR_MAP_DATA_TYPE_FLOAT16", e.data_type_value = 6; break;
    case DType::bf16: e.data_type = "CU_TENSOR_MAP_DATA_TYPE_BFLOAT16", e.data_type_value = 9; break;
    case DType::f32: e.data_type = "CU_TENSOR_MAP_DATA_TYPE_FLOAT32", e.data_type_value = 7; break;
    case DType::i32: e.data_type = "CU_TENSOR_MAP_DATA_TYPE_INT32", e.data_type_value = 3; break;
  }
  switch (m.swizzle) {
    case 32: e.swizzle = "CU_TENSOR_MAP_SWIZZLE_32B", e.swizzle_value = 1; break;
    case 64: e.swizzle = "CU_TENSOR_MAP_SWIZZLE_64B", e.swizzle_value = 2; break;
    case 128: e.swizzle = "CU_TENSOR_MAP_SWIZZLE_128B", e.swizzle_value = 3; break;
    default: e.swizzle = "CU_TENSOR_MAP_SWIZZLE_NONE", e.swizzle_value = 0; break;
  }
  switch (m.l2_promotion) {
    case TensorMapL2::none: e.l2 = "CU_TENSOR_MAP_L2_PROMOTION_NONE", e.l2_value = 0; break;
    case TensorMapL2::b64: e.l2 = "CU_TENSOR_MAP_L2_PROMOTION_L2_64B", e.l2_value = 1; break;
    case TensorMapL2::b128: e.l2 = "CU_TENSOR_MAP_L2_PROMOTION_L2_128B", e.l2_value = 2; break;
    case TensorMapL2::b256: e.l2 = "CU_TENSOR_MAP_L2_PROMOTION_L2_256B", e.l2_value = 3; break;
  }
  if (m.oob_fill == TensorMapOob::nan)
    e.oob = "CU_TENSOR_MAP_FLOAT_OOB_FILL_NAN_REQUEST_ZERO_FMA", e.oob_value = 1;
  else
    e.oob = "CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE", e.oob_value = 0;
  return e;
}

template <class T>
std::string c_list(const std::vector<T>& values, const char* suffix) {
  std::string s;
  for (T v : values) s += fmt::format("{}{}{}", s.empty() ? "" : ", ", v, suffix);
  return s;
}

}  // namespace

bool has_tensor_maps(const std::vector<ArgBinding>& args) {
  return std::any_of(args.begin(), args.end(), [](const ArgBinding& a) { return a.tensor_map.has_value(); });
}

std::string tensor_map_encoder_code() {
  return R"CODE(// cuTensorMapEncodeTiled, reached through the runtime once (no -lcuda needed); null when the driver lacks it.
inline PFN_cuTensorMapEncodeTiled_v12000 evotune_tensor_map_encoder() {
  static const PFN_cuTensorMapEncodeTiled_v12000 encoder = [] {
    void* fn = nullptr;
    cudaDriverEntryPointQueryResult found = cudaDriverEntryPointSymbolNotFound;
#if CUDART_VERSION >= 12050
    const cudaError_t err = cudaGetDriverEntryPointByVersion("cuTensorMapEncodeTiled", &fn, 12000, cudaEnableDefault, &found);
#else
    const cudaError_t err = cudaGetDriverEntryPoint("cuTensorMapEncodeTiled", &fn, cudaEnableDefault, &found);
#endif
    return err == cudaSuccess && found == cudaDriverEntryPointSuccess
               ? reinterpret_cast<PFN_cuTensorMapEncodeTiled_v12000>(fn)
               : nullptr;
  }();
  return encoder;
}

// A tiled tensor map over the buffer at `ptr` (element strides 1, no interleave), as evotune
// encoded it for the measurement; dims, strides and box innermost first. CUDA_ERROR_NOT_FOUND
// when the driver has no cuTensorMapEncodeTiled.
inline CUresult evotune_encode_tensor_map(CUtensorMap* map, CUtensorMapDataType type, cuuint32_t rank, void* ptr,
                                          const cuuint64_t* dims, const cuuint64_t* strides, const cuuint32_t* box,
                                          CUtensorMapSwizzle swizzle, CUtensorMapL2promotion l2,
                                          CUtensorMapFloatOOBfill oob) {
  const PFN_cuTensorMapEncodeTiled_v12000 encode = evotune_tensor_map_encoder();
  if (encode == nullptr) return CUDA_ERROR_NOT_FOUND;
  const cuuint32_t element_strides[5] = {1, 1, 1, 1, 1};
  return encode(map, type, rank, ptr, dims, strides, box, element_strides, CU_TENSOR_MAP_INTERLEAVE_NONE, swizzle,
                l2, oob);
}
)CODE";
}

std::string tensor_map_encoding(const ArgBinding& map, const ArgBinding& tensor, const std::string& var,
                                const std::string& ptr, const std::string& check, const std::string& indent) {
  const TensorMapBinding& m = *map.tensor_map;
  const TensorMapEnums e = tensor_map_enums(m, tensor.dtype);
  std::string s;
  s += fmt::format("{}CUtensorMap {};  // {}: tensor map over {}: {}\n", indent, var, map.name, tensor.name,
                   tensor_map_text(m));
  s += indent + "{  // innermost dimension first, as cuTensorMapEncodeTiled takes them\n";
  s += fmt::format("{}  const cuuint64_t evotune_dims[] = {{{}}};\n", indent, c_list(m.dims, "ull"));
  // A 1-D map has no strides: a one-element array keeps the declaration valid C++.
  s += fmt::format("{}  const cuuint64_t evotune_strides[] = {{{}}};\n", indent,
                   m.strides.empty() ? std::string("0ull") : c_list(m.strides, "ull"));
  s += fmt::format("{}  const cuuint32_t evotune_box[] = {{{}}};\n", indent, c_list(m.box, "u"));
  const std::string call = fmt::format(
      "evotune_encode_tensor_map(&{}, {}, {}, {}, evotune_dims, evotune_strides, evotune_box, {}, {}, {})", var,
      e.data_type, m.dims.size(), ptr, e.swizzle, e.l2, e.oob);
  s += indent + "  " + fmt::format(fmt::runtime(check), call) + "\n";
  s += indent + "}\n";
  return s;
}

nlohmann::ordered_json tensor_map_json(const ArgBinding& map, const std::vector<ArgBinding>& args) {
  const TensorMapBinding& m = *map.tensor_map;
  const ArgBinding& tensor = args.at(m.tensor);
  const TensorMapEnums e = tensor_map_enums(m, tensor.dtype);
  const auto reversed = [](auto v) {
    std::reverse(v.begin(), v.end());
    return v;
  };
  return {{"tensor", tensor.name},
          {"tensor_index", m.tensor},
          {"dims", reversed(m.dims)},
          {"box", reversed(m.box)},
          {"swizzle", m.swizzle == 0 ? std::string("none") : fmt::format("{}B", m.swizzle)},
          {"l2_promotion", tensor_map_l2_name(m.l2_promotion)},
          {"oob_fill", tensor_map_oob_name(m.oob_fill)},
          {"encode",
           {{"data_type", e.data_type_value},
            {"rank", m.dims.size()},
            {"global_dim", m.dims},
            {"global_strides", m.strides},
            {"box_dim", m.box},
            {"element_strides", std::vector<int>(m.dims.size(), 1)},
            {"interleave", 0},
            {"swizzle", e.swizzle_value},
            {"l2_promotion", e.l2_value},
            {"oob_fill", e.oob_value}}}};
}

}  // namespace export_text

using namespace export_text;

std::string nvcc_arch_flags(const std::string& arch) {
  // nvcc's -arch=sm_90a also runs a compute_90 pass, where a template that
  // checks for the arch-specific features stops with its #error.
  if (!arch.empty() && arch.back() == 'a' && arch.rfind("sm_", 0) == 0)
    return fmt::format("-gencode arch=compute_{0},code=sm_{0}", arch.substr(3));
  return "-arch=" + arch;
}

std::string ncu_command(const std::vector<std::string>& entries, const std::string& binary) {
  std::vector<std::string> names;
  for (const std::string& e : entries)
    if (std::find(names.begin(), names.end(), e) == names.end()) names.push_back(e);
  std::string alternatives;
  for (const std::string& n : names) alternatives += (alternatives.empty() ? "" : "|") + n;
  const std::size_t per_call = entries.size();
  return fmt::format("ncu --kernel-name 'regex:^({})$' --launch-skip {} --launch-count {} {} 1", alternatives,
                     kHarnessWarmupCalls * per_call, per_call, binary);
}

namespace {

std::vector<std::string> entries_of(const std::vector<LaunchPlan>& launches) {
  std::vector<std::string> entries;
  for (const auto& l : launches) entries.push_back(l.entry);
  return entries;
}

std::string nvcc_line(const CandidateSource& c, const std::string& file, bool harness) {
  const std::string opts = nvcc_options_text(c.options);
  std::string stem = file;
  if (auto dot = stem.rfind(".cu"); dot != std::string::npos && dot + 3 == stem.size()) stem.resize(dot);
  if (harness) return fmt::format("nvcc {}{} {} -o {} && ./{}", nvcc_arch_flags(c.arch), opts, file, stem, stem);
  return fmt::format("nvcc -c {}{} {}", nvcc_arch_flags(c.arch), opts, file);
}

/// The header comment.
std::string header(const TemplateInfo& tmpl, const Experiment& e, const Point& point, const CandidateSource& c,
                   const ExportOptions& o, const std::vector<ArgBinding>& args, const std::vector<LaunchPlan>& launches,
                   const Bindings& env) {
  std::string h;
  auto line = [&h](const std::string& s) { h += s.empty() ? "//\n" : "// " + s + "\n"; };
  line(fmt::format("evotune export: experiment {}, candidate {}", e.name, c.id.substr(0, 16)));
  line("");
  line(fmt::format("experiment   {} ({}, sha256 {})", e.name, e.file.filename().string(), e.file_hash.substr(0, 16)));
  if (!e.description.empty())
    for (const auto& l : wrap(e.description, 84)) line(fmt::format("             {}", l));
  line(fmt::format("template     {} ({})", tmpl.name, tmpl.display_path));
  std::string params;  // in the experiment's space order
  for (const auto& param : e.space)
    if (auto it = point.find(param.name); it != point.end())
      params += (params.empty() ? "" : " ") + param.name + "=" + it->second.to_string();
  line(fmt::format("parameters   {}", params));
  std::string problem;
  for (const auto& [k, v] : e.problem) problem += (problem.empty() ? "" : " ") + k + "=" + v.to_string();
  line(fmt::format("problem      {}", problem));
  line(fmt::format("target       {}", c.arch));
  std::string opts;
  for (const auto& x : c.options) opts += (opts.empty() ? "" : " ") + x;
  line(fmt::format("options      {} (NVRTC, as compiled by evotune)", opts));
  line(fmt::format("candidate    {}", c.id));
  if (o.measured) {
    const auto& m = *o.measured;
    std::string spread = m.p10_us && m.p90_us ? fmt::format(" (p10 {:.2f}, p90 {:.2f})", *m.p10_us, *m.p90_us) : "";
    line(fmt::format("measured     {:.2f} us per call, median{} on {}{}", m.median_us, spread, m.device,
                     m.measured_at.empty() ? "" : ", " + m.measured_at));
  } else {
    line("measured     not measured");
  }
  if (!o.status.empty()) {
    const auto lines = wrap(o.status, 84);
    for (std::size_t i = 0; i < lines.size(); ++i) line(fmt::format("{}{}", i ? "             " : "status       ", lines[i]));
  }
  if (!o.sanitizer.empty()) {
    const auto lines = wrap(o.sanitizer, 84);
    for (std::size_t i = 0; i < lines.size(); ++i) line(fmt::format("{}{}", i ? "             " : "sanitizer    ", lines[i]));
  }
  if (!o.generated_at.empty()) line(fmt::format("exported     {}", o.generated_at));
  line("");
  line("launches (in order, geometry at this point):");
  for (std::size_t i = 0; i < launches.size(); ++i) {
    const auto& l = launches[i];
    std::string names;
    for (int a : l.args) names += (names.empty() ? "" : ", ") + args[static_cast<std::size_t>(a)].name;
    line(fmt::format("  {}. {}<<<grid {}, block {}, dynamic smem {} B>>>({})", i + 1, l.entry, dims(l.grid),
                     dims(l.block), l.shared_bytes, names));
  }
  for (const auto& spec : e.kernel.launches)
    if (spec.when && !spec.when->eval_bool(env))
      line(fmt::format("  (skipped here: {}, when {})", spec.entry, spec.when->text()));
  line("arguments:");
  for (std::size_t i = 0; i < args.size(); ++i) {
    const auto& a = args[i];
    const auto& spec = e.args[i];
    if (a.is_tensor) {
      std::string shape, shape_expr;
      for (const auto& d : spec.shape) {
        shape += (shape.empty() ? "" : ", ") + std::to_string(d.eval_int(env));
        shape_expr += (shape_expr.empty() ? "" : ", ") + d.text();
      }
      line(fmt::format("  {} {} [{}] = [{}], {}{}", a.name, dtype_name(a.dtype), shape_expr, shape, role_name(a.role),
                       a.role == ArgRole::input ? ", " + init_text(a.init) : ""));
    } else if (a.tensor_map) {
      line(fmt::format("  {} tensor map over {}: {}", a.name, args[a.tensor_map->tensor].name,
                       tensor_map_text(*a.tensor_map)));
    } else {
      line(fmt::format("  {} {} scalar = {} = {:.9g}", a.name, dtype_name(a.dtype), spec.value.text(), a.scalar));
    }
  }
  line("");
  line(fmt::format("build        {}", nvcc_line(c, o.file_name, o.harness)));
  if (o.harness) {
    line(fmt::format("run          ./<binary> [calls]   (default 100 timed calls after {} warm-up calls)",
                     kHarnessWarmupCalls));
    std::string stem = o.file_name;
    if (auto dot = stem.rfind(".cu"); dot != std::string::npos && dot + 3 == stem.size()) stem.resize(dot);
    line("profile      " + ncu_command(entries_of(launches), "./" + stem));
  }
  return h;
}

/// The harness' includes and helpers: placed before the prelude, so that the
/// template's macros (B, S, THREADS, ...) cannot reach into them.
std::string harness_helpers() {
  return R"(
// ---------------------------------------------------------------------------
// Harness (evotune --harness), part 1: headers and helpers. NVRTC skips it.
#if !defined(__CUDACC_RTC__)
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define EVOTUNE_CHECK(call)                                                                      \
  do {                                                                                           \
    cudaError_t evotune_err = (call);                                                            \
    if (evotune_err != cudaSuccess) {                                                            \
      std::fprintf(stderr, "%s:%d: %s failed: %s (%s)\n", __FILE__, __LINE__, #call,            \
                   cudaGetErrorName(evotune_err), cudaGetErrorString(evotune_err));              \
      std::exit(1);                                                                              \
    }                                                                                            \
  } while (0)

namespace evotune_harness {

// splitmix64: a small, seeded, portable generator (same data on every machine).
struct Rng {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  double uniform() { return (next() >> 11) * (1.0 / 9007199254740992.0); }  // [0, 1)
  double normal() {  // Box-Muller
    double u1 = uniform(), u2 = uniform();
    if (u1 < 1e-300) u1 = 1e-300;
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
  }
};

enum class Init { normal, uniform, constant, zero };

template <class T> T from_double(double v);
template <> __half from_double<__half>(double v) { return __float2half(static_cast<float>(v)); }
template <> __nv_bfloat16 from_double<__nv_bfloat16>(double v) { return __float2bfloat16(static_cast<float>(v)); }
template <> float from_double<float>(double v) { return static_cast<float>(v); }
template <> int from_double<int>(double v) { return static_cast<int>(std::lround(v)); }

inline double to_double(__half v) { return __half2float(v); }
inline double to_double(__nv_bfloat16 v) { return __bfloat162float(v); }
inline double to_double(float v) { return v; }
inline double to_double(int v) { return v; }

// A device buffer of `count` elements filled on the host as `init` says.
template <class T>
void* make_tensor(std::size_t count, Init init, double a, double b, std::uint64_t seed) {
  std::vector<T> host(count);
  Rng rng{seed};
  for (std::size_t i = 0; i < count; ++i) {
    double v = 0.0;
    switch (init) {
      case Init::normal: v = a + b * rng.normal(); break;
      case Init::uniform: v = a + (b - a) * rng.uniform(); break;
      case Init::constant: v = a; break;
      case Init::zero: v = 0.0; break;
    }
    host[i] = from_double<T>(v);
  }
  void* dev = nullptr;
  EVOTUNE_CHECK(cudaMalloc(&dev, count * sizeof(T)));
  EVOTUNE_CHECK(cudaMemcpy(dev, host.data(), count * sizeof(T), cudaMemcpyHostToDevice));
  return dev;
}

// Sum of |x| and the number of NaN/Inf elements of a device buffer.
template <class T>
void summarize(const char* name, const void* dev, std::size_t count) {
  std::vector<T> host(count);
  EVOTUNE_CHECK(cudaMemcpy(host.data(), dev, count * sizeof(T), cudaMemcpyDeviceToHost));
  double sum = 0.0;
  std::size_t bad = 0;
  for (const T& x : host) {
    const double v = to_double(x);
    if (std::isfinite(v)) sum += std::fabs(v); else ++bad;
  }
  std::printf("output %s: %zu elements, sum |x| = %.6g, %zu NaN/Inf\n", name, count, sum, bad);
}

// The output against the reference's, as evotune judges it: every element within
// atol + rtol * |ref| (NaN fails) and the error norm within max_rel_norm.
template <class T>
bool check_close(const char* name, const void* dev, const void* ref_dev, std::size_t count, double atol, double rtol,
                 double max_rel_norm) {
  std::vector<T> got(count), want(count);
  EVOTUNE_CHECK(cudaMemcpy(got.data(), dev, count * sizeof(T), cudaMemcpyDeviceToHost));
  EVOTUNE_CHECK(cudaMemcpy(want.data(), ref_dev, count * sizeof(T), cudaMemcpyDeviceToHost));
  double max_err = 0.0, err2 = 0.0, ref2 = 0.0;
  std::size_t outside = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const double g = to_double(got[i]), w = to_double(want[i]), d = std::fabs(g - w);
    if (!(d <= atol + rtol * std::fabs(w))) ++outside;  // NaN counts as outside
    if (d > max_err || d != d) max_err = d;
    err2 += d * d;
    ref2 += w * w;
  }
  const double rel_norm = ref2 > 0 ? std::sqrt(err2 / ref2) : std::sqrt(err2);
  const bool ok = outside == 0 && rel_norm <= max_rel_norm;
  std::printf("check %s against the reference: %s (max |x - ref| %.3g, %zu of %zu outside atol %g + rtol %g*|ref|, "
              "error norm %.3g, limit %g)\n", name, ok ? "ok" : "WRONG", max_err, outside, count, atol, rtol, rel_norm,
              max_rel_norm);
  return ok;
}

struct Launch {
  const char* entry_name;
  const void* kernel_fn;
  dim3 grid_dim, block_dim;
  std::size_t smem_bytes;
  void** arg_ptrs;
};

}  // namespace evotune_harness

#endif  // !__CUDACC_RTC__
// ---------------------------------------------------------------------------
)";
}

/// The harness' tensor-map helpers (only when an argument is one): cuda.h's
/// types and the encoder, before the prelude like the rest of part 1.
std::string harness_tensor_map_helpers() {
  return "\n// Harness, part 1 (continued): tensor maps, encoded as evotune encoded them. NVRTC skips it.\n"
         "#if !defined(__CUDACC_RTC__)\n#include <cuda.h>\n#include <cudaTypedefs.h>\n\n" + tensor_map_encoder_code() +
         R"CODE(
namespace evotune_harness {

// Stops the harness when a tensor map cannot be encoded.
inline void check_tensor_map(const char* name, CUresult result) {
  if (result == CUDA_SUCCESS) return;
  std::fprintf(stderr, "tensor map %s: cuTensorMapEncodeTiled failed: CUresult %d%s\n", name, static_cast<int>(result),
               result == CUDA_ERROR_NOT_FOUND ? " (the driver has no cuTensorMapEncodeTiled: CUDA 12 or newer needed)"
                                               : "");
  std::exit(1);
}

}  // namespace evotune_harness
#endif  // !__CUDACC_RTC__
)CODE";
}

/// main(): allocate and fill the arguments, launch, time with CUDA events.
/// It follows the template, so every local name carries an evotune_ prefix.
/// The reference check of main() (ExportOptions::reference_cubin): the
/// reference's launches from its embedded cubin, outputs in buffers of their own.
std::string harness_reference_check(const Experiment& e, const std::vector<ArgBinding>& args) {
  const std::vector<LaunchPlan> ref_launches = plan_launches(e.reference.kernel, e.args, e.reference_bindings());
  std::string s = "\n  // The check: the experiment's reference, compiled by evotune for this target (its cubin is\n"
                  "  // embedded above main), on the same inputs; the outputs compared with the experiment's tolerance.\n";
  s += "  cudaLibrary_t evotune_ref_library;\n"
       "  EVOTUNE_CHECK(cudaLibraryLoadData(&evotune_ref_library, evotune_reference_cubin, nullptr, nullptr, 0, nullptr, "
       "nullptr, 0));\n";
  for (std::size_t i = 0; i < args.size(); ++i)
    if (args[i].is_tensor && args[i].role == ArgRole::output)
      s += fmt::format("  void* evotune_ref{} = evotune_harness::make_tensor<{}>({}ull, evotune_harness::Init::zero, 0, 0, "
                       "0ull);\n", i, host_type(args[i].dtype), args[i].elements);
  // A map over an output is encoded again for the reference's own buffer.
  const auto is_output = [&](std::size_t a) { return args[a].is_tensor && args[a].role == ArgRole::output; };
  for (std::size_t i = 0; i < args.size(); ++i)
    if (args[i].tensor_map && is_output(args[i].tensor_map->tensor))
      s += tensor_map_encoding(args[i], args[args[i].tensor_map->tensor], fmt::format("evotune_refmap{}", i),
                               fmt::format("evotune_ref{}", args[i].tensor_map->tensor),
                               "evotune_harness::check_tensor_map(" + c_string(args[i].name) + ", {});", "  ");
  for (std::size_t j = 0; j < ref_launches.size(); ++j) {
    const LaunchPlan& l = ref_launches[j];
    std::string ptrs;
    for (int a : l.args) {
      const auto i = static_cast<std::size_t>(a);
      const char* kind = is_output(i) ? "ref" : args[i].tensor_map && is_output(args[i].tensor_map->tensor) ? "refmap"
                                                                                                              : "arg";
      ptrs += (ptrs.empty() ? "" : ", ") + fmt::format("&evotune_{}{}", kind, a);
    }
    s += fmt::format("  void* evotune_ref_launch{}_args[] = {{{}}};\n", j, ptrs);
    s += fmt::format("  cudaKernel_t evotune_ref_kernel{};\n  EVOTUNE_CHECK(cudaLibraryGetKernel(&evotune_ref_kernel{}, "
                     "evotune_ref_library, {}));\n", j, j, c_string(l.entry));
    if (l.shared_bytes > 48 * 1024)
      s += fmt::format("  EVOTUNE_CHECK(cudaFuncSetAttribute(reinterpret_cast<const void*>(evotune_ref_kernel{}), "
                       "cudaFuncAttributeMaxDynamicSharedMemorySize, {}));\n", j, l.shared_bytes);
    s += fmt::format("  EVOTUNE_CHECK(cudaLaunchKernel(reinterpret_cast<const void*>(evotune_ref_kernel{}), dim3({}, {}, {}), "
                     "dim3({}, {}, {}), evotune_ref_launch{}_args, {}, 0));\n",
                     j, l.grid[0], l.grid[1], l.grid[2], l.block[0], l.block[1], l.block[2], j, l.shared_bytes);
  }
  s += "  EVOTUNE_CHECK(cudaDeviceSynchronize());\n  bool evotune_correct = true;\n";
  const Tolerance& t = e.reference.tolerance;
  for (std::size_t i = 0; i < args.size(); ++i)
    if (args[i].is_tensor && args[i].role == ArgRole::output)
      s += fmt::format("  evotune_correct = evotune_harness::check_close<{}>({}, evotune_arg{}, evotune_ref{}, {}ull, {:.9g}, "
                       "{:.9g}, {:.9g}) && evotune_correct;\n  EVOTUNE_CHECK(cudaFree(evotune_ref{}));\n",
                       host_type(args[i].dtype), c_string(args[i].name), i, i, args[i].elements, t.atol, t.rtol,
                       t.max_rel_norm, i);
  s += "  EVOTUNE_CHECK(cudaLibraryUnload(evotune_ref_library));\n"
       "  if (!evotune_correct) {\n"
       "    std::printf(\"check: the output differs from the reference's beyond the experiment's tolerance\\n\");\n"
       "    return 1;\n  }\n";
  return s;
}

/// The reference's cubin as a byte array for the harness.
std::string embedded_cubin(const std::string& cubin) {
  std::string s = fmt::format("static const unsigned char evotune_reference_cubin[{}] = {{", cubin.size());
  for (std::size_t i = 0; i < cubin.size(); ++i)
    s += fmt::format("{}{}", i % 24 == 0 ? "\n   " : "", fmt::format(" {},", static_cast<unsigned char>(cubin[i])));
  return s + "\n};\n";
}

std::string harness_main(const Experiment& e, const CandidateSource& c, const std::vector<ArgBinding>& args,
                         const std::vector<LaunchPlan>& launches, const std::string& reference_cubin) {
  std::string s;
  s += R"(
// ---------------------------------------------------------------------------
// Harness (evotune --harness), part 2: main(). NVRTC skips it.
#if !defined(__CUDACC_RTC__)
)";
  if (!reference_cubin.empty()) s += embedded_cubin(reference_cubin);
  s += R"(
int main(int argc, char** argv) {
  const int evotune_calls = argc > 1 ? std::atoi(argv[1]) : 100;
  if (evotune_calls <= 0) {
    std::fprintf(stderr, "usage: %s [calls > 0]\n", argv[0]);
    return 2;
  }
  int evotune_device = 0;
  EVOTUNE_CHECK(cudaGetDevice(&evotune_device));
  cudaDeviceProp evotune_prop;
  EVOTUNE_CHECK(cudaGetDeviceProperties(&evotune_prop, evotune_device));
  std::printf("device: %s (sm_%d%d, %d SMs)\n", evotune_prop.name, evotune_prop.major, evotune_prop.minor,
              evotune_prop.multiProcessorCount);
)";
  s += fmt::format("  std::printf(\"%s\\n\", {});\n\n",
                   c_string(fmt::format("candidate {} of experiment {}, target {}", c.id.substr(0, 16), e.name, c.arch)));
  s += "  // Arguments (numbers evaluated at this point by evotune).\n";
  for (std::size_t i = 0; i < args.size(); ++i) {
    const auto& a = args[i];
    const std::string var = fmt::format("evotune_arg{}", i);
    if (a.tensor_map) continue;  // below, once its tensor exists
    if (!a.is_tensor) {
      s += fmt::format("  {} {} = {};  // {}\n", host_type(a.dtype), var, scalar_literal(a.dtype, a.scalar), a.name);
      continue;
    }
    // Inputs as the experiment says; outputs and scratch zeroed (a constant init is honoured).
    std::string init = "evotune_harness::Init::zero";
    if (a.role == ArgRole::input || a.init.kind == InitSpec::Kind::constant) {
      switch (a.init.kind) {
        case InitSpec::Kind::normal: init = "evotune_harness::Init::normal"; break;
        case InitSpec::Kind::uniform: init = "evotune_harness::Init::uniform"; break;
        case InitSpec::Kind::constant: init = "evotune_harness::Init::constant"; break;
      }
    }
    s += fmt::format("  void* {} = evotune_harness::make_tensor<{}>({}ull, {}, {:.9g}, {:.9g}, {}ull);  // {} {} {}\n", var,
                     host_type(a.dtype), a.elements, init, a.init.a, a.init.b, 1000 + i, a.name, dtype_name(a.dtype),
                     role_name(a.role));
  }
  for (std::size_t i = 0; i < args.size(); ++i)
    if (args[i].tensor_map)
      s += tensor_map_encoding(args[i], args[args[i].tensor_map->tensor], fmt::format("evotune_arg{}", i),
                               fmt::format("evotune_arg{}", args[i].tensor_map->tensor),
                               "evotune_harness::check_tensor_map(" + c_string(args[i].name) + ", {});", "  ");
  s += "\n  // Launches, in order.\n";
  for (std::size_t i = 0; i < launches.size(); ++i) {
    const auto& l = launches[i];
    std::string ptrs;
    for (int a : l.args) ptrs += (ptrs.empty() ? "" : ", ") + fmt::format("&evotune_arg{}", a);
    s += fmt::format("  void* evotune_launch{}_args[] = {{{}}};\n", i, ptrs);
  }
  s += "  evotune_harness::Launch evotune_launches[] = {\n";
  for (std::size_t i = 0; i < launches.size(); ++i) {
    const auto& l = launches[i];
    s += fmt::format("      {{{}, reinterpret_cast<const void*>(&{}), dim3({}, {}, {}), dim3({}, {}, {}), {}, "
                     "evotune_launch{}_args}},\n",
                     c_string(l.entry), l.entry, l.grid[0], l.grid[1], l.grid[2], l.block[0], l.block[1], l.block[2],
                     l.shared_bytes, i);
  }
  s += "  };\n";
  s += fmt::format("  const int evotune_count = {};\n", launches.size());
  s += fmt::format("#define EVOTUNE_WARMUP_CALLS {}\n", kHarnessWarmupCalls);
  s += R"(
  for (int evotune_i = 0; evotune_i < evotune_count; ++evotune_i) {
    const evotune_harness::Launch& evotune_l = evotune_launches[evotune_i];
    if (evotune_l.smem_bytes > 48 * 1024)  // above 48 KiB, dynamic shared memory must be opted into
      EVOTUNE_CHECK(cudaFuncSetAttribute(evotune_l.kernel_fn, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                         static_cast<int>(evotune_l.smem_bytes)));
  }
  auto evotune_call = [&](int evotune_only) {  // one call: every launch, or just launch `evotune_only`
    for (int evotune_i = 0; evotune_i < evotune_count; ++evotune_i) {
      if (evotune_only >= 0 && evotune_i != evotune_only) continue;
      const evotune_harness::Launch& evotune_l = evotune_launches[evotune_i];
      EVOTUNE_CHECK(cudaLaunchKernel(evotune_l.kernel_fn, evotune_l.grid_dim, evotune_l.block_dim,
                                     evotune_l.arg_ptrs, evotune_l.smem_bytes, 0));
    }
  };

  // Warm-up, with a full error check (a fault shows here, not in the timing).
  for (int evotune_r = 0; evotune_r < EVOTUNE_WARMUP_CALLS; ++evotune_r) evotune_call(-1);
  EVOTUNE_CHECK(cudaGetLastError());
  EVOTUNE_CHECK(cudaDeviceSynchronize());

  cudaEvent_t evotune_start, evotune_stop;
  EVOTUNE_CHECK(cudaEventCreate(&evotune_start));
  EVOTUNE_CHECK(cudaEventCreate(&evotune_stop));
  auto evotune_time_us = [&](int evotune_only) {
    EVOTUNE_CHECK(cudaEventRecord(evotune_start));
    for (int evotune_r = 0; evotune_r < evotune_calls; ++evotune_r) evotune_call(evotune_only);
    EVOTUNE_CHECK(cudaEventRecord(evotune_stop));
    EVOTUNE_CHECK(cudaEventSynchronize(evotune_stop));
    EVOTUNE_CHECK(cudaGetLastError());
    float evotune_ms = 0.f;
    EVOTUNE_CHECK(cudaEventElapsedTime(&evotune_ms, evotune_start, evotune_stop));
    return 1000.0 * evotune_ms / evotune_calls;
  };
  for (int evotune_i = 0; evotune_i < evotune_count; ++evotune_i) {
    const evotune_harness::Launch& evotune_l = evotune_launches[evotune_i];
    const double evotune_us = evotune_time_us(evotune_i);
    std::printf("launch %d %s: grid (%u, %u, %u), block (%u, %u, %u), smem %zu B: %.3f us per launch\n",
                evotune_i + 1, evotune_l.entry_name, evotune_l.grid_dim.x, evotune_l.grid_dim.y, evotune_l.grid_dim.z,
                evotune_l.block_dim.x, evotune_l.block_dim.y, evotune_l.block_dim.z, evotune_l.smem_bytes,
                evotune_us);
  }
  const double evotune_all_us = evotune_time_us(-1);
  // The leaderboard's statistic: the median over calls each timed alone (evotune times
  // each kernel's own GPU timestamps with CUPTI; events around one call add ~1 us to that).
  std::vector<cudaEvent_t> evotune_marks(2 * evotune_calls);
  for (cudaEvent_t& evotune_e : evotune_marks) EVOTUNE_CHECK(cudaEventCreate(&evotune_e));
  for (int evotune_r = 0; evotune_r < evotune_calls; ++evotune_r) {
    EVOTUNE_CHECK(cudaEventRecord(evotune_marks[2 * evotune_r]));
    evotune_call(-1);
    EVOTUNE_CHECK(cudaEventRecord(evotune_marks[2 * evotune_r + 1]));
  }
  EVOTUNE_CHECK(cudaEventSynchronize(evotune_marks.back()));
  std::vector<float> evotune_each(evotune_calls);
  for (int evotune_r = 0; evotune_r < evotune_calls; ++evotune_r)
    EVOTUNE_CHECK(cudaEventElapsedTime(&evotune_each[evotune_r], evotune_marks[2 * evotune_r], evotune_marks[2 * evotune_r + 1]));
  for (cudaEvent_t evotune_e : evotune_marks) EVOTUNE_CHECK(cudaEventDestroy(evotune_e));
  std::nth_element(evotune_each.begin(), evotune_each.begin() + evotune_calls / 2, evotune_each.end());
  std::printf("kernel time: %.3f us per call (median of %d calls, each timed alone with CUDA events: the "
              "leaderboard's median, which CUPTI takes from the kernels' own timestamps)\n",
              1000.0 * evotune_each[evotune_calls / 2], evotune_calls);
  std::printf("back-to-back: %.3f us per call (mean of %d calls in a row, CUDA events around them all, launch "
              "gaps included: the event time `evotune show` prints)\n", evotune_all_us, evotune_calls);
)";
  // Nsight Compute, as is: one call after the warm-up, this binary by the name it was started with.
  const std::string marker = "\x01";  // where the binary's name goes
  const std::string ncu = ncu_command(entries_of(launches), marker);
  const std::size_t at = ncu.find(marker);
  s += fmt::format("  std::printf(\"profile with Nsight Compute: %s%s%s\\n\", {}, argv[0], {});\n",
                   c_string(ncu.substr(0, at)), c_string(ncu.substr(at + marker.size())));
  s += R"(

  // A call on the original inputs, then a look at the outputs.
  evotune_call(-1);
  EVOTUNE_CHECK(cudaDeviceSynchronize());
)";
  for (std::size_t i = 0; i < args.size(); ++i) {
    const auto& a = args[i];
    if (a.is_tensor && a.role == ArgRole::output)
      s += fmt::format("  evotune_harness::summarize<{}>({}, evotune_arg{}, {}ull);\n", host_type(a.dtype), c_string(a.name), i,
                       a.elements);
  }
  if (!reference_cubin.empty()) s += harness_reference_check(e, args);
  s += "\n  EVOTUNE_CHECK(cudaEventDestroy(evotune_start));\n  EVOTUNE_CHECK(cudaEventDestroy(evotune_stop));\n";
  for (std::size_t i = 0; i < args.size(); ++i)
    if (args[i].is_tensor) s += fmt::format("  EVOTUNE_CHECK(cudaFree(evotune_arg{}));\n", i);
  s += "  return 0;\n}\n#endif  // !__CUDACC_RTC__\n";
  return s;
}

}  // namespace

std::string export_launch_json(const TemplateInfo& tmpl, const Experiment& experiment, const Point& point,
                               const CandidateSource& candidate, const ExportOptions& options) {
  using json = nlohmann::ordered_json;
  const Bindings env = experiment.bindings(point);
  const std::vector<ArgBinding> args = bind_arguments(experiment.args, env);
  const std::vector<LaunchPlan> launches = plan_launches(experiment.kernel, experiment.args, env);

  json doc;
  doc["format"] = kLaunchJsonFormat;
  doc["experiment"] = experiment.name;
  doc["experiment_file"] = experiment.file.filename().string();
  doc["experiment_sha256"] = experiment.file_hash;
  doc["template"] = tmpl.name;
  doc["candidate"] = candidate.id;
  doc["source_file"] = options.source_path.empty() ? options.file_name : options.source_path;
  doc["compile"] = {{"arch", candidate.arch}, {"options", candidate.options}};
  json problem = json::object();
  for (const auto& [name, value] : experiment.problem) problem[name] = value_json(value);
  doc["problem"] = problem;
  json params = json::object();  // in the experiment's space order
  for (const auto& param : experiment.space)
    if (auto it = point.find(param.name); it != point.end()) params[param.name] = value_json(it->second);
  doc["parameters"] = params;

  json arguments = json::array();
  for (std::size_t i = 0; i < args.size(); ++i) {
    const ArgBinding& a = args[i];
    const ArgSpec& spec = experiment.args[i];
    json arg;
    arg["index"] = i;
    arg["name"] = a.name;
    arg["kind"] = a.is_tensor ? "tensor" : a.tensor_map ? "tensor_map" : "scalar";
    arg["dtype"] = dtype_name(a.dtype);
    if (a.tensor_map) {
      const json map = tensor_map_json(a, args);
      for (const auto& [key, value] : map.items()) arg[key] = value;
    } else if (a.is_tensor) {
      arg["role"] = role_name(a.role);
      json shape = json::array(), shape_expr = json::array();
      for (const auto& d : spec.shape) {
        shape.push_back(d.eval_int(env));
        shape_expr.push_back(d.text());
      }
      arg["shape"] = shape;
      arg["shape_expr"] = shape_expr;
      arg["elements"] = a.elements;
      arg["bytes"] = a.bytes();
      arg["init"] = {{"kind", init_kind_name(a.init.kind)}, {"a", a.init.a}, {"b", a.init.b}};
    } else {
      arg["value"] = a.scalar;
      arg["value_expr"] = spec.value.text();
    }
    arguments.push_back(arg);
  }
  doc["arguments"] = arguments;

  json plans = json::array();
  for (const auto& l : launches) plans.push_back(launch_json(l, args));
  doc["launches"] = plans;

  const Tolerance& tol = experiment.reference.tolerance;
  doc["tolerance"] = {{"atol", tol.atol}, {"rtol", tol.rtol}, {"max_rel_norm", tol.max_rel_norm}};
  json roofline = json::object();
  if (experiment.roofline.flops) roofline["flops"] = experiment.roofline.flops->eval_double(env);
  if (experiment.roofline.bytes) roofline["bytes"] = experiment.roofline.bytes->eval_double(env);
  doc["roofline"] = roofline;
  doc["measured"] = measured_json(options.measured);
  doc["exported_at"] = options.generated_at.empty() ? json(nullptr) : json(options.generated_at);
  return doc.dump(2) + "\n";
}

std::string export_source(const TemplateInfo& tmpl, const Experiment& experiment, const Point& point,
                          const CandidateSource& candidate, const ExportOptions& options) {
  const Bindings env = experiment.bindings(point);
  const std::vector<ArgBinding> args = bind_arguments(experiment.args, env);
  const std::vector<LaunchPlan> launches = plan_launches(experiment.kernel, experiment.args, env);
  if (options.harness)
    for (const auto& l : launches)
      if (!is_c_identifier(l.entry))
        throw CodegenError(fmt::format("--harness launches entries by name; '{}' is not an extern \"C\" identifier",
                                       l.entry));

  std::string out = header(tmpl, experiment, point, candidate, options, args, launches, env);
  if (options.harness) {
    // Before the prelude: the template's macros must not reach into these headers.
    out += harness_helpers();
    if (has_tensor_maps(args)) out += harness_tensor_map_helpers();
  }
  out += "\n";
  out += candidate.source.text;
  if (!out.empty() && out.back() != '\n') out += '\n';
  if (options.harness) {
    // Messages about the harness point into this file again, not into the template.
    out += fmt::format("#line {} \"{}\"\n", count_lines(out) + 2, options.file_name);
    out += harness_main(experiment, candidate, args, launches, options.reference_cubin);
  }
  return out;
}

}  // namespace evotune
