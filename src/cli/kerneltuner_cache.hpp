// `evotune leaderboard EXP --format kerneltuner`: one search's results as a
// Kernel Tuner cache file (the JSON that kernel_tuner's tune_kernel(cache=...)
// writes and reads back, its simulation mode and dashboard use), so results
// move into that ecosystem's tools.
#pragma once

#include <string>

#include "cli/results_view.hpp"

namespace evotune::cli {

/// The cache file of `view`'s search: schema_version (1.0.0, or 1.1.0 when a
/// parameter or problem value is not an integer), device_name (the GPU), kernel_name (the
/// first launch's entry), problem_size (the problem's sizes, or its shape key
/// when one is not an integer), tune_params_keys and tune_params (the space,
/// in order), objective "time", and one cache entry per evaluated candidate,
/// keyed by its parameter values joined with commas in tune_params_keys order:
/// the parameters, "time" (median kernel time, milliseconds, or
/// CompilationFailedConfig / InvalidConfig (a compile gate) /
/// RuntimeFailedConfig), compile_time and benchmark_time (ms), timestamp, and
/// evotune's id and status. Throws StoreError when the experiment no longer
/// loads (no space or kernel to describe).
std::string format_kerneltuner_cache(const ExperimentView& view);

}  // namespace evotune::cli
