// The experiment at one point: its arguments bound (tensor sizes, scalar
// values, tensor maps), its launches planned (geometry, dynamic shared memory, argument
// order) and its physical floor, every expression evaluated. Worker jobs
// (eval/worker_jobs.hpp) and exports (codegen/export.hpp) are built from it.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
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

/// Bytes of a CUtensorMap, the kernel parameter a tensor map is (64-byte aligned).
inline constexpr std::size_t kTensorMapBytes = 128;
/// Most dimensions of a tiled tensor map (cuTensorMapEncodeTiled).
inline constexpr std::size_t kMaxTensorMapRank = 5;
/// Largest box extent of a tensor map, per dimension.
inline constexpr std::uint64_t kMaxTensorMapBox = 256;

/// A tensor map evaluated at one point, in the order cuTensorMapEncodeTiled
/// takes it: dimension 0 is the innermost (contiguous) one, the last entry of
/// the file's `dims` and `box`.
struct TensorMapBinding {
  std::size_t tensor = 0;               ///< index of the tensor it maps in the bound arguments
  std::vector<std::uint64_t> dims;      ///< elements per dimension, innermost first
  std::vector<std::uint64_t> strides;   ///< bytes from one index of dims[i + 1] to the next: rank - 1 entries
  std::vector<std::uint32_t> box;       ///< box extents, innermost first
  std::int64_t swizzle = 0;             ///< swizzle span, bytes: 0 (none), 32, 64 or 128
  TensorMapL2 l2_promotion = TensorMapL2::b256;
  TensorMapOob oob_fill = TensorMapOob::zero;
};

/// One kernel argument with its size evaluated.
struct ArgBinding {
  std::string name;
  DType dtype = DType::f16;             ///< a tensor map: its tensor's
  bool is_tensor = true;
  std::int64_t elements = 0;            ///< tensors: number of elements
  ArgRole role = ArgRole::input;
  InitSpec init;                        ///< tensors: inputs are filled so; scratch only when `constant`
  double scalar = 0;                    ///< scalars: the value (i32 scalars are rounded)
  bool widen = true;                    ///< inputs: the wide-range trial widens this one (measure.wide_args)
  std::optional<TensorMapBinding> tensor_map;  ///< tensor maps (is_tensor is false)

  std::size_t bytes() const { return static_cast<std::size_t>(elements) * dtype_size(dtype); }
  bool is_scalar() const { return !is_tensor && !tensor_map; }
};

/// Tensor map `spec` over `tensor` (argument `tensor_index`) at `bindings`.
/// Throws ExprError for an expression that fails, EvalError for a dimension
/// or box extent that is not a positive integer. The result may still be one
/// the driver refuses: tensor_map_problem() says.
TensorMapBinding bind_tensor_map(const TensorMapSpec& spec, std::size_t tensor_index, const ArgSpec& tensor,
                                 const Bindings& bindings);

/// What is wrong with a tensor map, and the key of its `args:` entry it is about.
struct TensorMapProblem {
  std::string key;      ///< "dims", "box", "swizzle" or "oob_fill"
  std::string message;  ///< what cuTensorMapEncodeTiled would refuse, in words (dims and box outermost first)
};

/// The checks cuTensorMapEncodeTiled makes of `map` (over a contiguous tensor
/// of `tensor_elements` elements of `dtype`), plus that the map covers the
/// whole tensor: nothing when it is fine. The loader reports these at the
/// file's line; the worker refuses such a map for the one candidate.
std::optional<TensorMapProblem> tensor_map_problem(const TensorMapBinding& map, DType dtype,
                                                   std::int64_t tensor_elements);

/// "dims [8192, 64], box [64, 64], swizzle 128B, L2 promotion 256B, out of bounds zero"
/// (outermost first, as the file writes them).
std::string tensor_map_text(const TensorMapBinding& map);

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
