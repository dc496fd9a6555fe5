// The library export (see export_library.hpp): NAME.cu, NAME.h, NAME.json;
// the Python module is in export_python.cpp.
//
// Several specializations share one translation unit although each was
// written alone: before the first, the #include <...> lines of every
// specialization are hoisted to file scope (so a header never opens inside a
// namespace; the copies in place are then empty by the headers' guards); each
// specialization sits in a namespace of its own with its entries renamed by a
// macro (extern "C" names would collide across namespaces), and every macro it
// defines is #undef'd after it, so the next one starts clean.
#include "codegen/export_library.hpp"

#include <algorithm>
#include <cctype>
#include <regex>
#include <set>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "codegen/export_text.hpp"

namespace evotune {

using namespace export_text;

namespace {

constexpr std::size_t kWorkspaceAlign = 256;

std::string shape_text(const Experiment& e, const ExportSpecialization& s) {
  std::string out;
  for (const auto& [name, _] : e.problem)
    if (auto it = s.shape.find(name); it != s.shape.end())
      out += (out.empty() ? "" : " ") + name + "=" + it->second.to_string();
  return out;
}

std::string params_text(const Experiment& e, const Point& point) {
  std::string out;
  for (const auto& p : e.space)
    if (auto it = point.find(p.name); it != point.end())
      out += (out.empty() ? "" : " ") + p.name + "=" + it->second.to_string();
  return out;
}

std::string upper(std::string s) {
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

/// One scratch tensor's place in the workspace.
struct WorkspacePart {
  std::size_t arg = 0;     ///< index into the arguments
  std::size_t offset = 0;  ///< bytes from the workspace's start (aligned)
  std::size_t bytes = 0;
  bool zero = false;       ///< declared `init: constant 0`: zeroed before the launches
};

std::vector<WorkspacePart> workspace_layout(const ExportSpecialization& s, std::size_t* total) {
  std::vector<WorkspacePart> parts;
  std::size_t at = 0;
  for (std::size_t i = 0; i < s.args.size(); ++i) {
    const ArgBinding& a = s.args[i];
    if (!a.is_tensor || a.role != ArgRole::scratch) continue;
    WorkspacePart p;
    p.arg = i;
    p.offset = at;
    p.bytes = a.bytes();
    p.zero = a.init.kind == InitSpec::Kind::constant;
    parts.push_back(p);
    at += (p.bytes + kWorkspaceAlign - 1) / kWorkspaceAlign * kWorkspaceAlign;
  }
  *total = at;
  return parts;
}

/// The checks every export of `specs` needs; returns the problem names in file order.
std::vector<std::string> check_specs(const Experiment& e, const std::vector<ExportSpecialization>& specs,
                                     const LibraryOptions& o) {
  if (specs.empty()) throw CodegenError("nothing to export: no tuned shape");
  if (!is_c_identifier(o.name))
    throw CodegenError(fmt::format("'{}' cannot name the exported functions: the output's name must be a C "
                                   "identifier (letters, digits, '_'), e.g. -o attn",
                                   o.name));
  std::vector<std::string> names;
  for (const auto& [name, _] : e.problem) {
    if (!is_c_identifier(name))
      throw CodegenError(fmt::format("problem size '{}' cannot be a C argument name", name));
    names.push_back(name);
  }
  std::set<std::string> seen;
  for (const ExportSpecialization& s : specs) {
    for (const std::string& name : names) {
      const auto it = s.shape.find(name);
      if (it == s.shape.end()) throw CodegenError(fmt::format("a tuned shape has no value for '{}'", name));
      if (!it->second.is_int())
        throw CodegenError(fmt::format("problem size '{}' = {} is not an integer: the exported function takes the "
                                       "sizes as ints",
                                       name, it->second.to_string()));
    }
    if (!seen.insert(shape_text(e, s)).second)
      throw CodegenError(fmt::format("two specializations for the shape {}", shape_text(e, s)));
    if (s.candidate.arch != specs[0].candidate.arch || s.candidate.options != specs[0].candidate.options)
      throw CodegenError(fmt::format("the shape {} is compiled for {} with other options than {} ({}): one nvcc "
                                     "line builds the file",
                                     shape_text(e, s), s.candidate.arch, shape_text(e, specs[0]),
                                     specs[0].candidate.arch));
    for (const LaunchPlan& l : s.launches)
      if (!is_c_identifier(l.entry))
        throw CodegenError(fmt::format("the library launches entries by name; '{}' is not an extern \"C\" identifier",
                                       l.entry));
    static const std::regex quoted_include(R"(^[ \t]*#[ \t]*include[ \t]*")", std::regex::multiline);
    if (std::regex_search(s.candidate.source.text, quoted_include))
      throw CodegenError(fmt::format("template '{}' includes a file of its own (#include \"...\"): the library "
                                     "export places each specialization in a namespace and cannot carry such a "
                                     "file (use --standalone)",
                                     e.kernel.source_text));
    for (const ArgBinding& a : s.args)
      if (a.is_tensor && a.role == ArgRole::scratch && a.init.kind == InitSpec::Kind::constant && a.init.a != 0.0)
        throw CodegenError(fmt::format("scratch tensor '{}' is filled with {:g} before each call: the library "
                                       "export zeroes scratch only (constant 0)",
                                       a.name, a.init.a));
  }
  if (specs[0].args.size() != e.args.size())
    throw CodegenError("a specialization's arguments do not match the experiment's");
  return names;
}

/// The C type of argument `a` in the function's signature.
std::string c_param_type(const ArgSpec& a) {
  if (!a.is_tensor) return a.dtype == DType::i32 ? "int" : "float";
  return a.role == ArgRole::input ? "const void*" : "void*";
}

std::string shape_expr_text(const ArgSpec& a) {
  std::string s;
  for (const Expr& d : a.shape) s += (s.empty() ? "" : ", ") + d.text();
  return "[" + s + "]";
}

/// The public arguments in signature order, each with its comment.
struct Param {
  std::string type, name, comment;
};

std::vector<Param> signature(const Experiment& e, const std::vector<std::string>& problem,
                             const std::vector<ExportSpecialization>& specs) {
  std::vector<Param> out;
  std::string scratch;
  for (const ArgSpec& a : e.args) {
    if (a.tensor_map) continue;  // encoded inside from its tensor's pointer
    if (a.is_tensor && a.role == ArgRole::scratch) {
      scratch += (scratch.empty() ? "" : ", ") + a.name + " " + dtype_name(a.dtype) + " " + shape_expr_text(a);
      continue;
    }
    if (a.is_tensor)
      out.push_back({c_param_type(a), a.name,
                     fmt::format("{}: {} {}, contiguous, device memory{}", role_name(a.role), dtype_name(a.dtype),
                                 shape_expr_text(a), a.role == ArgRole::output ? " (written)" : "")});
    else
      out.push_back({c_param_type(a), a.name,
                     fmt::format("{} scalar{}; the experiment passes {}", dtype_name(a.dtype),
                                 a.dtype == DType::f16 || a.dtype == DType::bf16 ? " (converted from float)" : "",
                                 a.value.text())});
  }
  for (const std::string& name : problem) {
    std::set<std::string> values;
    std::string tuned;
    for (const ExportSpecialization& s : specs)
      if (values.insert(s.shape.at(name).to_string()).second)
        tuned += (tuned.empty() ? "" : ", ") + s.shape.at(name).to_string();
    out.push_back({"int", name, "problem size; tuned: " + tuned});
  }
  out.push_back({"void*", "workspace",
                 scratch.empty() ? "device scratch memory: none needed (NULL will do)"
                                 : "device scratch memory (" + scratch + "), 256-byte aligned"});
  out.push_back({"size_t", "workspace_bytes", "its size; at least NAME_workspace_bytes(sizes)"});
  out.push_back({"cudaStream_t", "stream", "every launch goes on this stream (0: the legacy default stream)"});
  return out;
}

std::string join_params(const std::vector<Param>& params, const std::string& name_prefix, bool types_only_sizes) {
  std::string s;
  for (const Param& p : params) {
    if (types_only_sizes && p.type != "int") continue;
    s += (s.empty() ? "" : ", ") + p.type + " " + name_prefix + p.name;
  }
  return s;
}

std::string spec_namespace(const LibraryOptions& o, std::size_t i) { return fmt::format("{}_s{}", o.name, i); }
std::string kernel_symbol(const LibraryOptions& o, std::size_t i, const std::string& entry) {
  return fmt::format("{}_s{}_{}", o.name, i, entry);
}

/// Every `#include <...>` line of `text`, in order.
std::vector<std::string> angle_includes(const std::string& text) {
  static const std::regex include_line(R"(^[ \t]*#[ \t]*include[ \t]*<[^>\n]+>)", std::regex::multiline);
  std::vector<std::string> out;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), include_line); it != std::sregex_iterator(); ++it)
    out.push_back(it->str());
  return out;
}

/// Every macro name `text` #defines, in order, once each.
std::vector<std::string> defined_macros(const std::string& text) {
  static const std::regex define_line(R"(^[ \t]*#[ \t]*define[ \t]+([A-Za-z_][A-Za-z0-9_]*))", std::regex::multiline);
  std::vector<std::string> out;
  std::set<std::string> seen;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), define_line); it != std::sregex_iterator(); ++it)
    if (seen.insert((*it)[1].str()).second) out.push_back((*it)[1].str());
  return out;
}

std::string header_comment(const TemplateInfo& tmpl, const Experiment& e, const std::vector<ExportSpecialization>& specs,
                           const LibraryOptions& o, const std::string& what) {
  std::string h;
  auto line = [&h](const std::string& s) { h += s.empty() ? "//\n" : "// " + s + "\n"; };
  line(fmt::format("evotune export (library {}): experiment {}, {} specialization{}", o.name, e.name, specs.size(),
                   specs.size() == 1 ? "" : "s"));
  line(what);
  line("");
  line(fmt::format("experiment   {} ({}, sha256 {})", e.name, e.file.filename().string(), e.file_hash.substr(0, 16)));
  if (!e.description.empty())
    for (const auto& l : wrap(e.description, 84)) line(fmt::format("             {}", l));
  line(fmt::format("template     {} ({})", tmpl.name, tmpl.display_path));
  for (const std::string& l : labelled("state        ", module_state_note(tmpl))) line(l);
  std::string opts;
  for (const auto& x : specs[0].candidate.options) opts += (opts.empty() ? "" : " ") + x;
  line(fmt::format("target       {}, options {} (as evotune compiled and measured them)", specs[0].candidate.arch, opts));
  if (!o.generated_at.empty()) line(fmt::format("exported     {}", o.generated_at));
  return h;
}

std::string spec_comment(const Experiment& e, const ExportSpecialization& s, std::size_t i) {
  std::string h;
  auto line = [&h](const std::string& t) { h += "// " + t + "\n"; };
  line(fmt::format("specialization {}: {}", i, shape_text(e, s)));
  line(fmt::format("  candidate  {}", s.candidate.id));
  line(fmt::format("  parameters {}", params_text(e, s.point)));
  if (s.measured) {
    const ExportMeasurement& m = *s.measured;
    line(fmt::format("  measured   {:.2f} us per call, median on {}{}", m.median_us, m.device,
                     m.measured_at.empty() ? "" : ", " + m.measured_at));
  } else {
    line("  measured   not measured");
  }
  // Folded: a status's reason may run over several lines (compute-sanitizer's report).
  for (const std::string& l : labelled("  status     ", s.status)) line(l);
  for (const std::string& l : labelled("  sanitizer  ", s.sanitizer)) line(l);
  for (std::size_t j = 0; j < s.launches.size(); ++j) {
    const LaunchPlan& l = s.launches[j];
    line(fmt::format("  launch {}   {}<<<grid {}, block {}, dynamic smem {} B>>>", j + 1, l.entry, dims(l.grid),
                     dims(l.block), l.shared_bytes));
  }
  return h;
}

/// The dispatch's case for specialization `i`: workspace, scratch zeroing, launches.
std::string launch_case(const Experiment& e, const ExportSpecialization& s, std::size_t i, const LibraryOptions& o) {
  std::string c;
  std::size_t workspace = 0;
  const std::vector<WorkspacePart> parts = workspace_layout(s, &workspace);
  c += fmt::format("    case {}: {{  // {}\n", i, shape_text(e, s));
  if (workspace > 0) {
    c += fmt::format("      if (workspace == nullptr || workspace_bytes < {}u) return EVOTUNE_WORKSPACE_TOO_SMALL;\n",
                     workspace);
    // Scratch declared `init: constant 0` starts every call at zero, as evotune measured it:
    // one memset over the span of such parts.
    std::size_t lo = workspace, hi = 0;
    for (const WorkspacePart& p : parts) {
      c += fmt::format("      void* arg_{} = static_cast<char*>(workspace) + {};\n", s.args[p.arg].name, p.offset);
      if (p.zero) {
        lo = std::min(lo, p.offset);
        hi = std::max(hi, p.offset + p.bytes);
      }
    }
    if (hi > lo)
      c += fmt::format("      if (cudaMemsetAsync(static_cast<char*>(workspace) + {}, 0, {}u, stream) != cudaSuccess)\n"
                       "        return EVOTUNE_CUDA_ERROR;\n",
                       lo, hi - lo);
  }
  // Tensor maps: encoded per call, for the pointers this call got (at this specialization's box).
  std::set<int> maps;
  for (const LaunchPlan& l : s.launches)
    for (int a : l.args)
      if (s.args[static_cast<std::size_t>(a)].tensor_map) maps.insert(a);
  for (int a : maps) {
    const ArgBinding& map = s.args[static_cast<std::size_t>(a)];
    const ArgBinding& tensor = s.args[map.tensor_map->tensor];
    c += tensor_map_encoding(map, tensor, "arg_" + map.name, "arg_" + tensor.name,
                             "if ({} != CUDA_SUCCESS) return EVOTUNE_TENSOR_MAP_ERROR;", "      ");
  }
  for (std::size_t j = 0; j < s.launches.size(); ++j) {
    const LaunchPlan& l = s.launches[j];
    const std::string fn = fmt::format("reinterpret_cast<const void*>(&{}::{})", spec_namespace(o, i),
                                       kernel_symbol(o, i, l.entry));
    c += "      {\n";
    if (l.shared_bytes > 48 * 1024) {
      c += "        static std::atomic<unsigned long long> raised{0};\n";
      c += fmt::format("        if (!raise_shared_memory({}, {}, raised)) return EVOTUNE_CUDA_ERROR;\n", fn,
                       l.shared_bytes);
    }
    std::string params;
    for (int a : l.args)
      params += (params.empty() ? "" : ", ") + fmt::format("&arg_{}", s.args[static_cast<std::size_t>(a)].name);
    c += fmt::format("        void* params[] = {{{}}};\n", params);
    c += fmt::format("        if (cudaLaunchKernel({}, dim3({}, {}, {}), dim3({}, {}, {}), params, {}, stream) != "
                     "cudaSuccess)\n          return EVOTUNE_CUDA_ERROR;\n",
                     fn, l.grid[0], l.grid[1], l.grid[2], l.block[0], l.block[1], l.block[2], l.shared_bytes);
    c += "      }\n";
  }
  c += "      return EVOTUNE_OK;\n    }\n";
  return c;
}

std::string header_file(const TemplateInfo& tmpl, const Experiment& e, const std::vector<ExportSpecialization>& specs,
                        const LibraryOptions& o, const std::vector<std::string>& problem) {
  const std::vector<Param> params = signature(e, problem, specs);
  const std::string n = o.name;
  std::string h =
      header_comment(tmpl, e, specs, o, fmt::format("The declarations of {}.cu (see there for how to build it).", n));
  h += "//\n// Tuned shapes (" ;
  for (std::size_t i = 0; i < problem.size(); ++i) h += (i ? ", " : "") + problem[i];
  h += "):\n";
  for (std::size_t i = 0; i < specs.size(); ++i) h += fmt::format("//   {}\n", shape_text(e, specs[i]));
  h += fmt::format(R"(#pragma once

#include <stddef.h>

#include <cuda_runtime_api.h>

#ifndef EVOTUNE_STATUS_DEFINED
#define EVOTUNE_STATUS_DEFINED
/* What a function of an evotune export returns (the same in every export). */
typedef enum evotune_status {{
  EVOTUNE_OK = 0,
  EVOTUNE_UNTUNED_SHAPE = 1,       /* no specialization for these sizes: nothing was launched */
  EVOTUNE_INVALID_ARGUMENT = 2,    /* a tensor pointer is NULL */
  EVOTUNE_WORKSPACE_TOO_SMALL = 3, /* workspace is NULL or smaller than the shape needs */
  EVOTUNE_CUDA_ERROR = 4,          /* a CUDA call failed: cudaGetLastError() says which */
  EVOTUNE_TENSOR_MAP_ERROR = 5     /* the driver refused to encode a tensor map (e.g. a pointer not 16-byte aligned) */
}} evotune_status;
#endif

/* Problem sizes per shape: {name}_tuned_shapes() writes this many ints per shape. */
#define {upper}_NUM_SIZES {count}

#ifdef __cplusplus
extern "C" {{
#endif

)",
                   fmt::arg("name", n), fmt::arg("upper", upper(n)), fmt::arg("count", problem.size()));
  h += fmt::format("/* Runs {} at the given sizes: picks the specialization tuned for them and enqueues its\n"
                   "   launches on `stream` (asynchronous: returns before the kernels finish). Returns\n"
                   "   EVOTUNE_UNTUNED_SHAPE, launching nothing, for sizes no specialization was tuned for. */\n",
                   e.name);
  std::string maps;
  for (const ArgSpec& a : e.args)
    if (a.tensor_map) maps += (maps.empty() ? "" : ", ") + a.name + " over " + a.tensor_map->tensor;
  if (!maps.empty())
    h += fmt::format("/* The kernels' tensor maps ({}) are no arguments here: each call encodes them from the\n"
                     "   tensors' pointers (cuTensorMapEncodeTiled; EVOTUNE_TENSOR_MAP_ERROR if refused). */\n",
                     maps);
  h += fmt::format("evotune_status {}_forward(\n", n);
  for (std::size_t i = 0; i < params.size(); ++i) {
    std::string comment = params[i].comment;
    if (auto at = comment.find("NAME_"); at != std::string::npos) comment.replace(at, 5, n + "_");
    h += fmt::format("    {} {}{}  /* {} */\n", params[i].type, params[i].name, i + 1 < params.size() ? "," : ");",
                     comment);
  }
  const std::string sizes = join_params(params, "", true);
  h += fmt::format("\n/* Bytes of workspace {0}_forward needs at these sizes; 0 when it needs none or the\n"
                   "   sizes were not tuned. */\nsize_t {0}_workspace_bytes({1});\n",
                   n, sizes);
  h += fmt::format("\n/* The tuned shapes: writes up to `capacity` shapes of {1}_NUM_SIZES ints each\n"
                   "   ({2}) to `sizes` (may be NULL when capacity is 0); returns how many there are. */\n"
                   "int {0}_tuned_shapes(int* sizes, int capacity);\n",
                   n, upper(n), [&] {
                     std::string s;
                     for (std::size_t i = 0; i < problem.size(); ++i) s += (i ? ", " : "") + problem[i];
                     return s;
                   }());
  h += fmt::format("\n/* A short text for a status, e.g. \"untuned shape\". */\n"
                   "const char* {}_status_string(evotune_status status);\n",
                   n);
  h += "\n#ifdef __cplusplus\n}  /* extern \"C\" */\n#endif\n";
  return h;
}

}  // namespace

ExportSpecialization make_specialization(const TemplateInfo& tmpl, const Experiment& experiment, const Point& point,
                                         const std::string& arch) {
  ExportSpecialization s;
  for (const auto& [name, value] : experiment.problem) s.shape[name] = value;
  s.point = point;
  s.candidate = make_candidate(tmpl, experiment, point, arch);
  const Bindings env = experiment.bindings(point);
  s.args = bind_arguments(experiment.args, env);
  s.launches = plan_launches(experiment.kernel, experiment.args, env);
  return s;
}

std::pair<std::string, std::string> library_build_lines(const CandidateSource& c, const std::string& name) {
  const std::string flags = nvcc_arch_flags(c.arch) + nvcc_options_text(c.options);
  return {fmt::format("nvcc -O3 {} -Xcompiler -fPIC -shared {}.cu -o lib{}.so", flags, name, name),
          fmt::format("nvcc -O3 {} -c {}.cu -o {}.o", flags, name, name)};
}

LibraryFiles export_library(const TemplateInfo& tmpl, const Experiment& e,
                            const std::vector<ExportSpecialization>& specs, const LibraryOptions& o) {
  const std::vector<std::string> problem = check_specs(e, specs, o);
  const std::string n = o.name;
  const std::string file = n + ".cu";
  LibraryFiles files;
  files.h = header_file(tmpl, e, specs, o, problem);

  // ---- NAME.cu
  std::string cu = header_comment(tmpl, e, specs, o,
                                  fmt::format("One specialization per tuned shape and {}_forward, which picks one.", n));
  const auto [so_line, object_line] = library_build_lines(specs[0].candidate, n);
  cu += "//\n";
  cu += fmt::format("// build        {}\n", so_line);
  cu += fmt::format("//   or         {}\n", object_line);
  cu += fmt::format("//              ({}.h must sit beside it; link the program with -lcudart, as nvcc does)\n", n);
  cu += "//\n";
  for (std::size_t i = 0; i < specs.size(); ++i) cu += spec_comment(e, specs[i], i);
  cu += "\n// The headers the specializations include, at file scope (their own #include lines follow\n"
        "// inside namespaces, where the headers' guards leave them empty).\n";
  std::set<std::string> hoisted;
  for (const ExportSpecialization& s : specs)
    for (const std::string& inc : angle_includes(s.candidate.source.text))
      if (hoisted.insert(inc).second) cu += inc + "\n";
  for (std::size_t i = 0; i < specs.size(); ++i) {
    const ExportSpecialization& s = specs[i];
    cu += fmt::format("\n// ---------------------------------------------------------------------------\n"
                      "// Specialization {}: {} (the candidate's source, unchanged)\n", i, shape_text(e, s));
    std::set<std::string> entries;
    for (const LaunchPlan& l : s.launches)
      if (entries.insert(l.entry).second) cu += fmt::format("#define {} {}\n", l.entry, kernel_symbol(o, i, l.entry));
    cu += fmt::format("namespace {} {{\n", spec_namespace(o, i));
    cu += s.candidate.source.text;
    if (!cu.empty() && cu.back() != '\n') cu += '\n';
    cu += fmt::format("}}  // namespace {}\n", spec_namespace(o, i));
    std::vector<std::string> undefs(entries.begin(), entries.end());
    for (const auto& [macro, _] : s.candidate.source.defines) undefs.push_back(macro);
    for (const std::string& macro : defined_macros(s.candidate.source.text)) undefs.push_back(macro);
    std::set<std::string> done;
    for (const std::string& macro : undefs)
      if (done.insert(macro).second) cu += "#undef " + macro + "\n";
    cu += fmt::format("#line {} \"{}\"\n", count_lines(cu) + 2, file);
  }

  const bool with_maps = has_tensor_maps(specs[0].args);
  // The host part: NVRTC skips it, so the file also compiles as one program there.
  cu += fmt::format(R"(
// ---------------------------------------------------------------------------
// Host side: {0}_forward and its helpers.
#if !defined(__CUDACC_RTC__)
#include <atomic>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>

#include "{0}.h"
{2}
namespace {{
{3}
// Raises a kernel's dynamic shared memory limit to `bytes` (needed above 48 KiB), once per device.
bool raise_shared_memory(const void* kernel, int bytes, std::atomic<unsigned long long>& raised) {{
  int device = 0;
  if (cudaGetDevice(&device) != cudaSuccess) return false;
  const unsigned long long bit = device < 64 ? 1ull << device : 0ull;
  if (bit != 0 && (raised.load(std::memory_order_acquire) & bit) != 0) return true;
  if (cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, bytes) != cudaSuccess) return false;
  raised.fetch_or(bit, std::memory_order_acq_rel);
  return true;
}}

// The tuned shapes, one row of {1}_NUM_SIZES sizes each, in specialization order.
const int kTunedShapes[][{1}_NUM_SIZES] = {{
)",
                    n, upper(n), with_maps ? "#include <cuda.h>\n#include <cudaTypedefs.h>\n" : "",
                    with_maps ? "\n" + tensor_map_encoder_code() : std::string());
  for (const ExportSpecialization& s : specs) {
    std::string row;
    for (const std::string& name : problem) row += (row.empty() ? "" : ", ") + s.shape.at(name).to_string();
    cu += "    {" + row + "},\n";
  }
  cu += fmt::format("}};\nconstexpr int kSpecializations = {};\n\n", specs.size());
  const std::vector<Param> params = signature(e, problem, specs);
  const std::string sizes = join_params(params, "", true);
  std::string size_names;
  for (const std::string& name : problem) size_names += (size_names.empty() ? "" : ", ") + name;
  cu += fmt::format("// The specialization tuned for these sizes, or -1.\nint find_specialization({}) {{\n", sizes);
  cu += fmt::format("  const int wanted[{}_NUM_SIZES] = {{{}}};\n", upper(n), size_names);
  cu += fmt::format("  for (int i = 0; i < kSpecializations; ++i) {{\n"
                    "    bool same = true;\n"
                    "    for (int j = 0; j < {}_NUM_SIZES; ++j) same = same && kTunedShapes[i][j] == wanted[j];\n"
                    "    if (same) return i;\n  }}\n  return -1;\n}}\n\n}}  // namespace\n\n",
                    upper(n));

  // NAME_forward
  std::string signature_text;
  for (std::size_t i = 0; i < params.size(); ++i)
    signature_text += fmt::format("{}    {} {}", i ? ",\n" : "", params[i].type, params[i].name);
  cu += fmt::format("extern \"C\" evotune_status {}_forward(\n{}) {{\n", n, signature_text);
  for (const ArgSpec& a : e.args)
    if (a.is_tensor && a.role != ArgRole::scratch)
      cu += fmt::format("  if ({} == nullptr) return EVOTUNE_INVALID_ARGUMENT;\n", a.name);
  cu += fmt::format("  const int specialization = find_specialization({});\n", size_names);
  cu += "  if (specialization < 0) return EVOTUNE_UNTUNED_SHAPE;\n";
  cu += "  // The kernels' arguments, as the experiment lists them.\n";
  for (const ArgSpec& a : e.args) {
    if (a.tensor_map) continue;  // encoded per specialization, from its tensor
    if (a.is_tensor && a.role == ArgRole::scratch) continue;  // placed in the workspace per specialization
    if (a.is_tensor)
      cu += fmt::format("  void* arg_{0} = const_cast<void*>(static_cast<const void*>({0}));\n", a.name);
    else
      cu += fmt::format("  {} arg_{} = {};\n", host_type(a.dtype), a.name,
                        a.dtype == DType::f16    ? "__float2half(" + a.name + ")"
                        : a.dtype == DType::bf16 ? "__float2bfloat16(" + a.name + ")"
                                                 : a.name);
  }
  cu += "  (void)workspace;\n  (void)workspace_bytes;\n";
  cu += "  switch (specialization) {\n";
  for (std::size_t i = 0; i < specs.size(); ++i) cu += launch_case(e, specs[i], i, o);
  cu += "  }\n  return EVOTUNE_UNTUNED_SHAPE;\n}\n\n";

  // NAME_workspace_bytes
  cu += fmt::format("extern \"C\" size_t {}_workspace_bytes({}) {{\n  switch (find_specialization({})) {{\n", n, sizes,
                    size_names);
  for (std::size_t i = 0; i < specs.size(); ++i) {
    std::size_t workspace = 0;
    workspace_layout(specs[i], &workspace);
    cu += fmt::format("    case {}: return {}u;\n", i, workspace);
  }
  cu += "  }\n  return 0;\n}\n\n";
  cu += fmt::format(R"(extern "C" int {0}_tuned_shapes(int* sizes, int capacity) {{
  for (int i = 0; i < kSpecializations && i < capacity; ++i)
    for (int j = 0; j < {1}_NUM_SIZES; ++j) sizes[i * {1}_NUM_SIZES + j] = kTunedShapes[i][j];
  return kSpecializations;
}}

extern "C" const char* {0}_status_string(evotune_status status) {{
  switch (status) {{
    case EVOTUNE_OK: return "ok";
    case EVOTUNE_UNTUNED_SHAPE: return "untuned shape";
    case EVOTUNE_INVALID_ARGUMENT: return "invalid argument";
    case EVOTUNE_WORKSPACE_TOO_SMALL: return "workspace too small";
    case EVOTUNE_CUDA_ERROR: return "CUDA error";
    case EVOTUNE_TENSOR_MAP_ERROR: return "tensor map refused";
  }}
  return "unknown status";
}}
#endif  // !__CUDACC_RTC__
)",
                    n, upper(n));
  files.cu = std::move(cu);

  // ---- NAME.json
  using json = nlohmann::ordered_json;
  json doc;
  doc["format"] = kLibraryJsonFormat;
  doc["name"] = n;
  doc["function"] = n + "_forward";
  doc["experiment"] = e.name;
  doc["experiment_file"] = e.file.filename().string();
  doc["experiment_sha256"] = e.file_hash;
  doc["template"] = tmpl.name;
  doc["source_file"] = file;
  doc["header_file"] = n + ".h";
  doc["compile"] = {{"arch", specs[0].candidate.arch}, {"options", specs[0].candidate.options}};
  doc["build"] = {{"shared", so_line}, {"object", object_line}};
  doc["problem"] = problem;
  json arguments = json::array();
  for (std::size_t i = 0; i < e.args.size(); ++i) {
    const ArgSpec& a = e.args[i];
    json arg = {{"index", i},
                {"name", a.name},
                {"kind", a.is_tensor ? "tensor" : a.tensor_map ? "tensor_map" : "scalar"},
                {"dtype", dtype_name(a.dtype)}};
    if (a.tensor_map) {
      json dims_expr = json::array(), box_expr = json::array();
      for (const Expr& d : a.tensor_map->dims) dims_expr.push_back(d.text());
      for (const Expr& b : a.tensor_map->box) box_expr.push_back(b.text());
      arg["tensor"] = a.tensor_map->tensor;
      arg["dims_expr"] = dims_expr;  // empty: the tensor's shape
      arg["box_expr"] = box_expr;
      arg["swizzle_expr"] = a.tensor_map->swizzle.text();
    } else if (a.is_tensor) {
      arg["role"] = role_name(a.role);
      json shape_expr = json::array();
      for (const Expr& d : a.shape) shape_expr.push_back(d.text());
      arg["shape_expr"] = shape_expr;
    } else {
      arg["value_expr"] = a.value.text();
    }
    arguments.push_back(arg);
  }
  doc["arguments"] = arguments;
  json list = json::array();
  for (std::size_t i = 0; i < specs.size(); ++i) {
    const ExportSpecialization& s = specs[i];
    json spec;
    spec["index"] = i;
    json shape = json::object();
    for (const std::string& name : problem) shape[name] = value_json(s.shape.at(name));
    spec["shape"] = shape;
    spec["candidate"] = s.candidate.id;
    json point = json::object();
    for (const auto& p : e.space)
      if (auto it = s.point.find(p.name); it != s.point.end()) point[p.name] = value_json(it->second);
    spec["parameters"] = point;
    spec["namespace"] = spec_namespace(o, i);
    json args = json::array();
    Bindings env(s.shape.begin(), s.shape.end());  // this shape's problem values and its point
    for (const auto& [name, value] : s.point) env[name] = value;
    for (std::size_t j = 0; j < s.args.size(); ++j) {
      const ArgBinding& a = s.args[j];
      json arg = {{"name", a.name}};
      if (a.tensor_map) {
        arg["tensor_map"] = tensor_map_json(a, s.args);
      } else if (a.is_tensor) {
        json dims = json::array();
        for (const Expr& d : e.args[j].shape) dims.push_back(d.eval_int(env));
        arg["shape"] = dims;
        arg["elements"] = a.elements;
        arg["bytes"] = a.bytes();
      } else {
        arg["value"] = a.scalar;
      }
      args.push_back(arg);
    }
    spec["arguments"] = args;
    std::size_t workspace = 0;
    json parts = json::array();
    for (const WorkspacePart& p : workspace_layout(s, &workspace))
      parts.push_back({{"name", s.args[p.arg].name}, {"offset", p.offset}, {"bytes", p.bytes}, {"zero", p.zero}});
    spec["workspace"] = {{"bytes", workspace}, {"parts", parts}};
    json launches = json::array();
    for (const LaunchPlan& l : s.launches) {
      json launch = launch_json(l, s.args);
      launch["symbol"] = kernel_symbol(o, i, l.entry);  // its name in NAME.cu
      launches.push_back(launch);
    }
    spec["launches"] = launches;
    spec["measured"] = measured_json(s.measured);
    spec["status"] = s.status.empty() ? json(nullptr) : json(s.status);
    spec["sanitizer"] = s.sanitizer.empty() ? json(nullptr) : json(s.sanitizer);
    list.push_back(spec);
  }
  doc["specializations"] = list;
  const Tolerance& tol = e.reference.tolerance;
  doc["tolerance"] = {{"atol", tol.atol}, {"rtol", tol.rtol}, {"max_rel_norm", tol.max_rel_norm}};
  doc["exported_at"] = o.generated_at.empty() ? json(nullptr) : json(o.generated_at);
  files.json = doc.dump(2) + "\n";
  return files;
}

}  // namespace evotune
