// The experiment at one point: its arguments bound (tensor sizes, scalar
// values), its launches planned (geometry, dynamic shared memory, argument
// order) and its physical floor, every expression evaluated. Worker jobs
// (eval/worker_jobs.hpp) and exports (codegen/export.hpp) are built from it.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "core/experiment.hpp"

namespace evotune {

/// One kernel launch with its geometry evaluated.
struct LaunchPlan {
  std::string entry;                    ///< extern "C" entry-point name
  std::array<std::uint32_t, 3> grid{1, 1, 1};
  std::array<std::uint32_t, 3> block{1, 1, 1};
  std::uint32_t shared_bytes = 0;       ///< dynamic shared memory, bytes
  std::vector<int> args;                ///< indexes into the bound arguments, in parameter order
};

/// One kernel argument with its size evaluated.
struct ArgBinding {
  std::string name;
  DType dtype = DType::f16;
  bool is_tensor = true;
  std::int64_t elements = 0;            ///< tensors: number of elements
  ArgRole role = ArgRole::input;
  InitSpec init;                        ///< tensors: inputs are filled so; scratch only when `constant`
  double scalar = 0;                    ///< scalars: the value (i32 scalars are rounded)
  bool widen = true;                    ///< inputs: the wide-range trial widens this one (measure.wide_args)

  std::size_t bytes() const { return static_cast<std::size_t>(elements) * dtype_size(dtype); }
};

/// The experiment's arguments with tensor element counts and scalar values
/// evaluated at `bindings` (problem sizes, plus a point's parameters).
/// Throws ExprError naming the argument when an expression fails, EvalError
/// for a tensor with no elements (what the worker job it feeds would be).
std::vector<ArgBinding> bind_arguments(const std::vector<ArgSpec>& args, const Bindings& bindings);

/// bind_arguments() for a job whose launches use only the arguments marked in
/// `used`: the others become one-element tensors (their shapes may name
/// template parameters that such a job has no value for, e.g. a split-KV
/// scratch buffer when only the reference runs).
std::vector<ArgBinding> bind_arguments(const std::vector<ArgSpec>& args, const Bindings& bindings,
                                       const std::vector<bool>& used);

/// The launches of `kernel` at `bindings`: `when` applied, geometry and
/// dynamic shared memory evaluated, argument names turned into indexes into
/// `args`. Throws EvalError for a negative or oversized dimension or an
/// unknown argument name, ExprError for an expression that fails.
std::vector<LaunchPlan> plan_launches(const KernelSpec& kernel, const std::vector<ArgSpec>& args,
                                      const Bindings& bindings);

/// Physical floor of the problem at `bindings`, µs: the larger of
/// flops / peak tensor rate and bytes / peak bandwidth, over what the
/// experiment gives; 0 when it gives neither pair.
double physical_floor_us(const Roofline& roofline, const Bindings& bindings);

}  // namespace evotune
