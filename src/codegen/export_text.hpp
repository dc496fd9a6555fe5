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

namespace evotune::export_text {

/// True for a C identifier (letters, digits, '_', not starting with a digit).
bool is_c_identifier(const std::string& s);
/// `text` as a C string literal.
std::string c_string(const std::string& text);
int count_lines(const std::string& s);
/// A parameter or problem value as JSON: numbers stay numbers, named choices are strings.
nlohmann::ordered_json value_json(const Value& v);
const char* init_kind_name(InitSpec::Kind k);
/// The host C++ type of an element: "__half", "__nv_bfloat16", "float", "int".
const char* host_type(DType t);
/// A C++ literal of `v` for a scalar of type `t`.
std::string scalar_literal(DType t, double v);
/// "normal(mean 0, std 1)", ...
std::string init_text(const InitSpec& init);
/// `text` folded into lines of at most `width` characters.
std::vector<std::string> wrap(const std::string& text, std::size_t width);
/// "(x, y, z)"
std::string dims(const std::array<std::uint32_t, 3>& d);
/// The candidate's options for nvcc, each after a space (-lineinfo left out:
/// it is for profilers), e.g. " -std=c++17".
std::string nvcc_options_text(const std::vector<std::string>& options);
/// One launch as JSON: entry, grid, block, shared_bytes, args (indexes), arg_names.
nlohmann::ordered_json launch_json(const LaunchPlan& l, const std::vector<ArgBinding>& args);
/// {median_us, p10_us, p90_us, device, measured_at}, or null when not measured.
nlohmann::ordered_json measured_json(const std::optional<ExportMeasurement>& m);

}  // namespace evotune::export_text
