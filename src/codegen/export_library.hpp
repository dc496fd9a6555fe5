// Export of tuned kernels as a library a program calls: one specialization
// per tuned shape (its problem values baked in as the template's macros, its
// kernels renamed apart) and a host-side dispatch function that takes the
// sizes at run time, picks the specialization and launches its launch plan on
// a stream. Four texts, built from one list of specializations:
//   NAME.cu    the specializations and the dispatch (nvcc: object or .so)
//   NAME.h     the dispatch function's declaration, each argument explained
//   NAME.json  the same as data (format kLibraryJsonFormat)
//   NAME.py    a Python module (PyTorch) with the cubins embedded
// The experiment's `args:` give the function's arguments: tensors as device
// pointers, scalars by value, scratch tensors as one workspace; then the
// problem sizes as ints, then the stream.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "codegen/export.hpp"
#include "codegen/render.hpp"
#include "codegen/template.hpp"
#include "core/experiment.hpp"
#include "core/launch_plan.hpp"

namespace evotune {

/// One tuned shape: the problem values, the point chosen for them, and what
/// the export needs of that point (its source, bound arguments, launch plan).
struct ExportSpecialization {
  std::map<std::string, Value> shape;  ///< problem values (name -> value)
  Point point;
  CandidateSource candidate;           ///< rendered at `shape` and `point`: source, target, options, id
  std::vector<ArgBinding> args;        ///< the experiment's arguments bound at this shape and point
  std::vector<LaunchPlan> launches;    ///< geometry at this shape and point, in order
  std::optional<ExportMeasurement> measured;
  std::string status;                  ///< as ExportOptions::status
  std::string sanitizer;               ///< as ExportOptions::sanitizer
  /// The compiled kernel (ELF), for the Python module; empty for the other files.
  std::string cubin;
};

/// The specialization of `experiment` at its problem (the shape) and `point`,
/// for target `arch`. Throws as render, bind_arguments and plan_launches do.
ExportSpecialization make_specialization(const TemplateInfo& tmpl, const Experiment& experiment, const Point& point,
                                         const std::string& arch);

/// Version tag of the library JSON ("format" key); bump it when a key changes meaning.
inline constexpr const char* kLibraryJsonFormat = "evotune-library/1";

struct LibraryOptions {
  /// Prefix of every name the files define (NAME_forward, NAME_s0_<entry>, ...)
  /// and the files' stem: a C identifier, e.g. "attn".
  std::string name;
  std::string generated_at;  ///< date for the headers; empty: none
};

/// The files of a library export.
struct LibraryFiles {
  std::string cu;    ///< NAME.cu
  std::string h;     ///< NAME.h
  std::string json;  ///< NAME.json
};

/// The library files for `specs` (at least one; shapes distinct). Throws
/// CodegenError naming the cause when the export cannot be made: no
/// specialization, a name that is not a C identifier, two specializations of
/// one shape, targets or options that differ between specializations (one
/// nvcc line builds the file), a problem value that is not an integer, an
/// entry that is not an extern "C" identifier, a scratch tensor filled with a
/// constant other than 0, a template that includes a file of its own
/// (`#include "..."`: it cannot be placed in each specialization's namespace).
LibraryFiles export_library(const TemplateInfo& tmpl, const Experiment& experiment,
                            const std::vector<ExportSpecialization>& specs, const LibraryOptions& options);

/// The Python module (NAME.py) for `specs`, each carrying its `cubin`.
/// Throws as export_library does, and CodegenError for a specialization
/// without a cubin.
std::string export_python_module(const TemplateInfo& tmpl, const Experiment& experiment,
                                 const std::vector<ExportSpecialization>& specs, const LibraryOptions& options);

/// The one-line nvcc commands that build NAME.cu: {shared library, object}.
std::pair<std::string, std::string> library_build_lines(const CandidateSource& candidate, const std::string& name);

}  // namespace evotune
