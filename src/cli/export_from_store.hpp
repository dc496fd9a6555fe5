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
  std::string status_note;       ///< for the header when not ok: "racy (exported with --force): why"
  std::string sanitizer_note;    ///< for the header: what compute-sanitizer said of it
};

/// Which candidate of the store, and what may be handed out.
struct StoredCandidateChoice {
  std::optional<std::int64_t> id;  ///< --id N; absent: --best
  bool unchecked = false;          ///< --best may give a candidate compute-sanitizer has not found clean
  bool force = false;              ///< --id may give a candidate that is not ok
};

/// The best valid candidate of EXPERIMENT (`--best`: the fastest ok one that
/// compute-sanitizer found clean), or candidate `id` (which must belong to it).
/// Throws StoreError for an unknown experiment or id, an empty database, an
/// experiment without a valid candidate; for --best when the fastest valid
/// candidate is not sanitizer-clean (never checked, partly, or its check could
/// not run) unless `unchecked`, naming it and what to do; for --id of a
/// candidate that is not ok unless `force`. ConfigError or CodegenError when
/// the experiment or its template no longer loads. Warns (log) when a failed
/// candidate is forced out, or when today's rendering differs from the source
/// that was measured (then `measured` is left out).
StoredCandidate load_stored_candidate(const std::filesystem::path& db, const std::string& experiment_arg,
                                      const StoredCandidateChoice& choice, const std::optional<std::string>& cli_arch);

/// --best over a shape set: the candidate load_stored_candidate would give at
/// each shape searched (the set's order), each with the experiment at its
/// shape. A shape without one (nothing valid, or nothing sanitizer-clean) is
/// left out with a warning; StoreError when no shape has one. A single-shape
/// experiment gives its one candidate.
std::vector<StoredCandidate> load_stored_shape_bests(const std::filesystem::path& db, const std::string& experiment_arg,
                                                     const StoredCandidateChoice& choice,
                                                     const std::optional<std::string>& cli_arch);

}  // namespace evotune::cli
