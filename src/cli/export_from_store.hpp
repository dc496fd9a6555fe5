// `evotune export EXPERIMENT --best | --id N`: the candidate picked from the
// database (opened read-only), with what export_source needs: the experiment
// as the search ran it, its template, the point, the target it was compiled
// for, and its measured time and device for the header comment.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>

#include "cli/candidate_args.hpp"
#include "codegen/export.hpp"

namespace evotune::cli {

struct StoredCandidate {
  std::int64_t id = 0;           ///< the candidate's id in the store
  CompileSetup setup;            ///< experiment (the stored version), template, target
  Point point;
  std::optional<ExportMeasurement> measured;  ///< absent when not validly measured, or the source changed since
  std::string status;            ///< its status ("ok", "incorrect", ...)
};

/// The best valid candidate of EXPERIMENT (`best`), or candidate `id` (which
/// must belong to it). Throws StoreError for an unknown experiment or id, an
/// empty database or an experiment without a valid candidate; ConfigError or
/// CodegenError when the experiment or its template no longer loads. Warns
/// (log) when the candidate failed, or when today's rendering differs from the
/// source that was measured (then `measured` is left out).
StoredCandidate load_stored_candidate(const std::filesystem::path& db, const std::string& experiment_arg,
                                      std::optional<std::int64_t> id, const std::optional<std::string>& cli_arch);

}  // namespace evotune::cli
