// A candidate's compile as the store keeps it (CompileRecord), with the
// gates' verdict: made from NVRTC's result, or taken from the database. Both
// evaluators (on the GPU, and without one) make and reuse compiles this way.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "codegen/render.hpp"
#include "core/experiment.hpp"
#include "core/records.hpp"
#include "eval/compiler.hpp"
#include "eval/gates.hpp"

namespace evotune {

/// Looks a compile up in the database: (source hash, target) -> the stored
/// record, cubin included. Called on the thread that submits proposals.
using StoredCompileLookup =
    std::function<std::optional<CompileRecord>(const std::string& source_hash, const std::string& target)>;

/// A compile with its verdict.
struct GatedCompile {
  CompileRecord record;  ///< status ok, compile_error, compile_timeout or gate_reject
  std::string error;     ///< why it failed, in words; empty when it passed
};

/// The record of compiling `source` (the candidate at `point`): ptxas' figures
/// per launched entry, then the gates against `limits`. `keep_cubin`: store
/// the cubin with it (a gate_reject's too, for `show` and export).
GatedCompile gated_compile(const Experiment& experiment, const Point& point, const CandidateSource& source,
                           const CompileResult& result, bool template_declares_gmem, const DeviceLimits& limits,
                           bool keep_cubin);

/// A stored compile that stands for a new one, verdict included (the gates
/// were checked when it was made): a compile_error, a gate_reject, or an ok
/// with its cubin. A compile_timeout is not (the limit may have been
/// the machine's load: it is tried again), nor an ok stored without its cubin.
std::optional<GatedCompile> reusable_compile(std::optional<CompileRecord> stored);

}  // namespace evotune
