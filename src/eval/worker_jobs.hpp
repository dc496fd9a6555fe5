// Building worker jobs from an experiment: the driver side evaluates every
// expression (tensor sizes, scalar values, launch geometry, the roofline
// floor: core/launch_plan.hpp) so the worker receives plain numbers.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "codegen/render.hpp"
#include "core/experiment.hpp"
#include "core/launch_plan.hpp"
#include "eval/compiler.hpp"
#include "eval/worker_protocol.hpp"

namespace evotune {

/// Trial seeds of a run with search seed `seed`: `trials` distinct values,
/// the same for every candidate (so the reference's outputs are computed once).
std::vector<std::uint64_t> trial_seeds(std::uint64_t seed, int trials);

/// The reference's source: its file rendered with the problem sizes it
/// declares, plus one `#define` per `reference.defines` entry (evaluated).
RenderedSource render_reference(const Experiment& experiment);

/// The reference rendered as a compile request: standard options plus its
/// own, its `arch` else `default_arch`, its folder on the include path.
CompileRequest reference_compile_request(const Experiment& experiment, const std::string& default_arch);

/// An evaluate job for the candidate `cubin` at `point` (reference program
/// given), with the experiment's tolerance, measurement settings, seeds and
/// floor. `label` names the candidate in messages (e.g. its source hash).
WorkerJob make_evaluate_job(const Experiment& experiment, const Point& point, std::string cubin, std::string label,
                            const KernelProgram& reference, bool atomics);

/// A profile job: one call of the candidate `cubin` at `point` under CUPTI's
/// range profiler, collecting `metrics` (CUPTI names).
WorkerJob make_profile_job(const Experiment& experiment, const Point& point, std::string cubin, std::string label,
                           std::vector<std::string> metrics);

/// A check job: the evaluate job's correctness trials (`trials` of them)
/// without timing, e.g. for a worker under compute-sanitizer.
WorkerJob make_check_job(const Experiment& experiment, const Point& point, std::string cubin, std::string label,
                         const KernelProgram& reference, bool atomics, int trials);

/// A job that runs `cubin` with the reference's launches (same geometry and
/// arguments; the entry renamed to `entry` when given), checked against the
/// reference: the reference's self-check at start, and kernels written to
/// the reference's signature (the broken kernels of the tests).
WorkerJob make_reference_like_job(const Experiment& experiment, const KernelProgram& reference, std::string cubin,
                                  std::string label, const std::string& entry = {});

/// The reference program (cubin given) with its launches planned.
KernelProgram make_reference_program(const Experiment& experiment, std::string cubin);

}  // namespace evotune
