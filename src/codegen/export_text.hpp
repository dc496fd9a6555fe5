// Text helpers the export files share (codegen/export.cpp, export_library.cpp):
// C and JSON spellings of names, values and geometry. Internal to codegen/.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "codegen/export.hpp"
#include "core/experiment.hpp"
#include "core/launch_plan.hpp"
#include "core/value_json.hpp"

namespace evotune::export_text {

/// True for a C identifier (letters, digits, '_', not starting with a digit).
bool is_c_identifier(const std::string& s);
/// `text` as a C string literal.
std::string c_string(const std::string& text);
int count_lines(const std::string& s);
const char* init_kind_name(InitSpec::Kind k);
/// The host C++ type of an element: "__half", "__nv_bfloat16", "float", "int".
const char* host_type(DType t);
/// A C++ literal of `v` for a scalar of type `t`.
std::string scalar_literal(DType t, double v);
/// "normal(mean 0, std 1)", ...
std::string init_text(const InitSpec& init);
/// `text` folded into lines of at most `width` characters.
std::vector<std::string> wrap(const std::string& text, std::size_t width);
/// `text` wrapped at 84 characters, the first line after `label`, the others indented as far
/// (none for an empty text).
std::vector<std::string> labelled(const std::string& label, const std::string& text);
/// What the export's header says when the template declares gmem (module-scope state), or "".
std::string module_state_note(const TemplateInfo& tmpl);
/// "(x, y, z)"
std::string dims(const std::array<std::uint32_t, 3>& d);
/// The candidate's options for nvcc, each after a space (-lineinfo left out:
/// it is for profilers), e.g. " -std=c++17".
std::string nvcc_options_text(const std::vector<std::string>& options);
/// One launch as JSON: entry, grid, block, shared_bytes, args (indexes), arg_names.
nlohmann::ordered_json launch_json(const LaunchPlan& l, const std::vector<ArgBinding>& args);
/// {median_us, p10_us, p90_us, device, measured_at}, or null when not measured.
nlohmann::ordered_json measured_json(const std::optional<ExportMeasurement>& m);

// ---- tensor maps (an `args:` entry with tensor_map; core/launch_plan.hpp's TensorMapBinding)

/// True when any argument is a tensor map.
bool has_tensor_maps(const std::vector<ArgBinding>& args);
/// The host code the exports encode tensor maps with, for nvcc (it needs
/// <cuda.h>, <cudaTypedefs.h> and the runtime included before it):
/// evotune_encode_tensor_map(map, type, rank, ptr, dims, strides, box, swizzle,
/// l2, oob), which reaches cuTensorMapEncodeTiled through the runtime's
/// cudaGetDriverEntryPointByVersion (no -lcuda) and returns its CUresult
/// (CUDA_ERROR_NOT_FOUND without the entry point).
std::string tensor_map_encoder_code();
/// Statements that declare `CUtensorMap VAR` and encode `map` (over `tensor`,
/// whose device pointer is the expression `ptr`) into it, `indent` deep;
/// `check` is a statement with one "{}" where the call's CUresult goes, e.g.
/// "if ({} != CUDA_SUCCESS) return EVOTUNE_TENSOR_MAP_ERROR;".
std::string tensor_map_encoding(const ArgBinding& map, const ArgBinding& tensor, const std::string& var,
                                const std::string& ptr, const std::string& check, const std::string& indent);
/// A tensor map's JSON: {tensor (its name), tensor_index, dims, box (outermost
/// first, like shape), swizzle, l2_promotion, oob_fill, encode: {global_dim,
/// global_strides, box_dim, element_strides, data_type, swizzle, l2_promotion,
/// oob_fill} (cuTensorMapEncodeTiled's arguments: innermost first, enum values)}.
nlohmann::ordered_json tensor_map_json(const ArgBinding& map, const std::vector<ArgBinding>& args);

}  // namespace evotune::export_text
