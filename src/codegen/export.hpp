// Export of a candidate as a standalone .cu file: the exact source that was
// compiled, under a header comment that says what it is (experiment,
// parameters, launch geometry with numbers filled in, target, measured time),
// optionally with a main() that runs and times it:
//   nvcc -arch=sm_90 best.cu -o best && ./best
#pragma once

#include <optional>
#include <string>

#include "codegen/render.hpp"
#include "codegen/template.hpp"
#include "core/experiment.hpp"

namespace evotune {

/// A measurement of the candidate, when one is known (from the store).
struct ExportMeasurement {
  double median_us = 0.0;          ///< kernel time per call (all launches), median
  std::optional<double> p10_us;
  std::optional<double> p90_us;
  std::string device;              ///< e.g. "NVIDIA H200"
  std::string measured_at;         ///< e.g. "2026-11-21 10:00 UTC"
};

struct ExportOptions {
  bool harness = false;                        ///< add a main() that runs and times the launches
  std::optional<ExportMeasurement> measured;
  std::string file_name = "exported.cu";       ///< the output's name (for #line and the build line)
  std::string generated_at;                    ///< date for the header; empty: none
};

/// The exported file's text. The kernel part is `candidate.source.text`
/// unchanged (the candidate's identity still holds); the harness, when asked
/// for, is skipped by NVRTC (`__CUDACC_RTC__`) so the file compiles with both.
/// Throws CodegenError when the harness cannot name an entry (not an
/// extern "C" identifier), ExprError/EvalError when the geometry cannot be
/// evaluated at `point`.
std::string export_source(const TemplateInfo& tmpl, const Experiment& experiment, const Point& point,
                          const CandidateSource& candidate, const ExportOptions& options);

}  // namespace evotune
