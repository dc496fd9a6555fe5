// Export of a candidate as a standalone .cu file: the exact source that was
// compiled, under a header comment that says what it is (experiment,
// parameters, launch geometry with numbers filled in, target, measured time),
// optionally with a main() that runs and times it:
//   nvcc -arch=sm_90 best.cu -o best && ./best
// and, for programs that load the file themselves (bench/compare_sdpa.py), a
// JSON sidecar with the same facts as data: compile target and options,
// arguments, launches.
#pragma once

#include <optional>
#include <string>

#include "codegen/render.hpp"
#include "codegen/template.hpp"
#include "core/experiment.hpp"

namespace evotune {

/// nvcc's target flags for an NVRTC target: "-arch=sm_90", or for an
/// arch-specific target "-gencode arch=compute_90a,code=sm_90a".
std::string nvcc_arch_flags(const std::string& arch);

/// Warm-up calls the exported harness makes before it times anything.
inline constexpr int kHarnessWarmupCalls = 5;

/// The one-line Nsight Compute command that profiles one call of the exported
/// harness `binary` after its warm-up: the launches of `entries` (one call's
/// kernels, in order; a name may repeat) by name, skipping the warm-up calls'
/// launches, and the harness run with 1 timed call so ncu replays little else:
/// "ncu --kernel-name 'regex:^(attention_fwd)$' --launch-skip 5 --launch-count 1 ./s512 1".
std::string ncu_command(const std::vector<std::string>& entries, const std::string& binary);

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
  /// With the harness: the experiment's reference compiled for the candidate's
  /// target (cubin bytes). The harness loads it (cudaLibraryLoadData), runs it
  /// on the same inputs and checks every output against it with the
  /// experiment's tolerance, exiting 1 on a mismatch. Empty: no check.
  std::string reference_cubin;
  std::optional<ExportMeasurement> measured;
  /// The candidate's status and why, when it is not ok (exported anyway):
  /// "racy (exported with --force): compute-sanitizer racecheck found ...".
  std::string status;
  /// What compute-sanitizer said of it, e.g. "clean under compute-sanitizer
  /// (memcheck clean, ...)"; empty: not from the store.
  std::string sanitizer;
  std::string file_name = "exported.cu";       ///< the output's name (for #line and the build line)
  std::string generated_at;                    ///< date for the header; empty: none
  /// The .cu as the JSON sidecar names it (a path relative to the sidecar's
  /// folder); empty: file_name.
  std::string source_path;
};

/// The exported file's text. The kernel part is `candidate.source.text`
/// unchanged (the candidate's identity still holds); the harness, when asked
/// for, is skipped by NVRTC (`__CUDACC_RTC__`) so the file compiles with both.
/// Throws CodegenError when the harness cannot name an entry (not an
/// extern "C" identifier), ExprError/EvalError when the geometry cannot be
/// evaluated at `point`.
std::string export_source(const TemplateInfo& tmpl, const Experiment& experiment, const Point& point,
                          const CandidateSource& candidate, const ExportOptions& options);

/// Version tag of export_launch_json's document ("format" key). A reader
/// refuses other versions; bump it when a key changes meaning or goes away.
inline constexpr const char* kLaunchJsonFormat = "evotune-launch/1";

/// The machine-readable twin of the exported file's header (pretty-printed
/// JSON, newline-terminated): what a host program needs to compile the .cu
/// with NVRTC and launch it without re-typing anything. Keys:
///   format              kLaunchJsonFormat
///   experiment, experiment_file, experiment_sha256, template, candidate (full id)
///   source_file         the .cu this describes: options.source_path, else file_name
///   compile             {arch: "sm_90a", options: [...]}: evotune passes
///                       --gpu-architecture=<arch>, these options, -I<CUDA include>
///   problem, parameters {name: number or word}, in file / space order
///   arguments           [{index, name, kind: "tensor", dtype, role, shape: [ints],
///                         shape_expr: [texts], elements, bytes, init: {kind, a, b}}
///                        | {index, name, kind: "scalar", dtype, value, value_expr}
///                        | {index, name, kind: "tensor_map", dtype, tensor, tensor_index, dims,
///                           box, swizzle, l2_promotion, oob_fill, encode: {...}}] (a map:
///                          export_text::tensor_map_json; the loader encodes it per buffer)
///   launches            [{entry, grid: [x,y,z], block: [x,y,z], shared_bytes (dynamic,
///                         bytes), args: [argument indexes], arg_names: [...]}], in order
///   tolerance           the experiment's {atol, rtol, max_rel_norm}
///   roofline            {flops, bytes} where the experiment gives them (numbers here)
///   measured            {median_us, p10_us, p90_us, device, measured_at} or null
///   exported_at         options.generated_at, or null
/// Throws as export_source does when the geometry cannot be evaluated.
std::string export_launch_json(const TemplateInfo& tmpl, const Experiment& experiment, const Point& point,
                               const CandidateSource& candidate, const ExportOptions& options);

}  // namespace evotune
