// The experiment at one point (see launch_plan.hpp).
#include "core/launch_plan.hpp"

#include <algorithm>
#include <limits>

#include <fmt/format.h>

#include "core/error.hpp"

namespace evotune {
namespace {

std::uint32_t dimension(const Expr& e, const Bindings& b, const std::string& what, bool allow_zero) {
  const std::int64_t v = e.eval_int(b);
  if (v < (allow_zero ? 0 : 1) || v > std::numeric_limits<std::uint32_t>::max())
    throw EvalError(fmt::format("{} = {} (from '{}') is out of range", what, v, e.text()));
  return static_cast<std::uint32_t>(v);
}

std::string with_argument(const ExprError& e, const std::string& arg) {
  return fmt::format("argument '{}': {}", arg, e.what());
}

// Elements of tensor `a` at `b`; EvalError for a size that is not positive or overflows.
std::int64_t tensor_elements(const ArgSpec& a, const Bindings& b) {
  std::int64_t elements = 1;
  std::int64_t bytes = static_cast<std::int64_t>(dtype_size(a.dtype));
  for (const Expr& d : a.shape) {
    const std::int64_t n = d.eval_int(b);
    if (n <= 0)
      throw EvalError(fmt::format("argument '{}': dimension '{}' = {} (tensors need positive sizes)", a.name, d.text(),
                                  n));
    // load_experiment refuses such shapes at every point it checks; a sampled space may hold more.
    if (__builtin_mul_overflow(elements, n, &elements) || __builtin_mul_overflow(bytes, n, &bytes))
      throw EvalError(fmt::format("argument '{}': its size in bytes does not fit in 64 bits", a.name));
  }
  return elements;
}

// Index of the tensor a map names (the loader has checked that it is one).
std::size_t tensor_index(const std::vector<ArgSpec>& args, const TensorMapSpec& map) {
  const auto it = std::find_if(args.begin(), args.end(), [&](const ArgSpec& a) { return a.name == map.tensor; });
  if (it == args.end() || !it->is_tensor)
    throw EvalError(fmt::format("tensor map over '{}': no tensor argument has that name", map.tensor));
  return static_cast<std::size_t>(it - args.begin());
}

}  // namespace

std::vector<ArgBinding> bind_arguments(const std::vector<ArgSpec>& args, const Bindings& bindings) {
  return bind_arguments(args, bindings, std::vector<bool>(args.size(), true));
}

std::vector<ArgBinding> bind_arguments(const std::vector<ArgSpec>& args, const Bindings& bindings,
                                       const std::vector<bool>& used_by_launches) {
  // A tensor map in use needs its tensor at full size: the map covers all of it.
  std::vector<bool> used = used_by_launches;
  used.resize(args.size(), true);
  for (std::size_t i = 0; i < args.size(); ++i)
    if (used[i] && args[i].tensor_map) used[tensor_index(args, *args[i].tensor_map)] = true;
  std::vector<ArgBinding> out;
  out.reserve(args.size());
  for (std::size_t i = 0; i < args.size(); ++i) {
    const ArgSpec& a = args[i];
    ArgBinding b;
    b.name = a.name;
    b.dtype = a.dtype;
    b.is_tensor = a.is_tensor;
    b.role = a.role;
    b.init = a.init;
    if (!used[i]) {
      if (a.is_tensor) b.elements = 1;  // never touched: any valid pointer will do
      out.push_back(std::move(b));
      continue;
    }
    try {
      if (a.is_tensor) {
        b.elements = tensor_elements(a, bindings);
      } else if (a.tensor_map) {
        const std::size_t t = tensor_index(args, *a.tensor_map);
        b.tensor_map = bind_tensor_map(*a.tensor_map, t, args[t], bindings);
      } else {
        b.scalar = a.value.eval_double(bindings);
      }
    } catch (const ExprError& e) {
      throw ExprError(with_argument(e, a.name), e.position());
    }
    out.push_back(std::move(b));
  }
  return out;
}

TensorMapBinding bind_tensor_map(const TensorMapSpec& spec, std::size_t tensor_index, const ArgSpec& tensor,
                                 const Bindings& bindings) {
  TensorMapBinding m;
  m.tensor = tensor_index;
  const auto positive = [&](const Expr& e, const char* what) {
    const Value v = e.eval(bindings);
    if (!v.is_int() || v.as_int() <= 0)
      throw EvalError(fmt::format("tensor map over '{}': {} '{}' = {} (expected a positive integer)", tensor.name,
                                  what, e.text(), v.to_string()));
    return static_cast<std::uint64_t>(v.as_int());
  };
  const std::vector<Expr>& dims = spec.dims.empty() ? tensor.shape : spec.dims;
  for (auto d = dims.rbegin(); d != dims.rend(); ++d) m.dims.push_back(positive(*d, "dimension"));
  for (auto b = spec.box.rbegin(); b != spec.box.rend(); ++b)
    m.box.push_back(static_cast<std::uint32_t>(std::min<std::uint64_t>(positive(*b, "box extent"), UINT32_MAX)));
  // Contiguous: each dimension's stride is the bytes of everything inside it (saturating: an
  // overflowed stride is over the driver's limit either way).
  std::uint64_t stride = dtype_size(tensor.dtype);
  for (std::size_t i = 0; i + 1 < m.dims.size(); ++i) {
    if (__builtin_mul_overflow(stride, m.dims[i], &stride)) stride = UINT64_MAX;
    m.strides.push_back(stride);
  }
  const Value swizzle = spec.swizzle.empty() ? Value(std::int64_t{0}) : spec.swizzle.eval(bindings);
  if (!swizzle.is_int())
    throw EvalError(fmt::format("tensor map over '{}': swizzle '{}' = {} (expected 0, 32, 64 or 128 bytes)",
                                tensor.name, spec.swizzle.text(), swizzle.to_string()));
  m.swizzle = swizzle.as_int();
  m.l2_promotion = spec.l2_promotion;
  m.oob_fill = spec.oob_fill;
  return m;
}

namespace {

// "[a, b, c]" of an innermost-first list, written outermost first as the file does.
template <class T>
std::string outermost_first(const std::vector<T>& innermost_first) {
  std::string s;
  for (auto it = innermost_first.rbegin(); it != innermost_first.rend(); ++it)
    s += (s.empty() ? "" : ", ") + std::to_string(*it);
  return "[" + s + "]";
}

std::string swizzle_text(std::int64_t bytes) { return bytes == 0 ? "none" : fmt::format("{}B", bytes); }

}  // namespace

std::optional<TensorMapProblem> tensor_map_problem(const TensorMapBinding& m, DType dtype,
                                                   std::int64_t tensor_elements) {
  const std::size_t rank = m.dims.size();
  const std::uint64_t element = dtype_size(dtype);
  if (rank == 0 || rank > kMaxTensorMapRank)
    return TensorMapProblem{"dims", fmt::format("{} dimensions; a tensor map has 1 to {} (cuTensorMapEncodeTiled)",
                                                rank, kMaxTensorMapRank)};
  if (m.box.size() != rank)
    return TensorMapProblem{"box", fmt::format("{} box extents for {} dimensions; give one per dimension, outermost "
                                               "first like dims",
                                               m.box.size(), rank)};
  std::uint64_t product = 1;
  bool overflow = false;
  for (std::uint64_t d : m.dims) overflow = overflow || __builtin_mul_overflow(product, d, &product);
  if (overflow || tensor_elements < 0 || product != static_cast<std::uint64_t>(tensor_elements))
    return TensorMapProblem{
        "dims", fmt::format("dims {} hold {} elements, but the tensor has {}; a tensor map views the whole "
                            "(contiguous) tensor, so the product of its dims must be the tensor's element count",
                            outermost_first(m.dims), overflow ? std::string("more than 2^64") : std::to_string(product),
                            tensor_elements)};
  for (std::size_t i = 0; i < rank; ++i)
    if (m.dims[i] > (std::uint64_t{1} << 32))
      return TensorMapProblem{"dims", fmt::format("dims {}: {} is over 2^32, the most a tensor map dimension may be",
                                                  outermost_first(m.dims), m.dims[i])};
  for (std::size_t i = 0; i < rank; ++i) {
    if (m.box[i] == 0 || m.box[i] > kMaxTensorMapBox)
      return TensorMapProblem{"box", fmt::format("box {}: extent {} is out of range; each is 1 to {}",
                                                 outermost_first(m.box), m.box[i], kMaxTensorMapBox)};
    if (m.box[i] > m.dims[i])
      return TensorMapProblem{"box", fmt::format("box {} is larger than dims {}: {} > {} in the same dimension (both "
                                                 "list the outermost dimension first)",
                                                 outermost_first(m.box), outermost_first(m.dims), m.box[i],
                                                 m.dims[i])};
  }
  const std::uint64_t inner_bytes = m.box[0] * element;
  if (inner_bytes % 16 != 0)
    return TensorMapProblem{"box", fmt::format("box {}: the innermost extent is {} x {} = {} bytes, not a multiple "
                                               "of 16 (TMA moves 16-byte units)",
                                               outermost_first(m.box), m.box[0], element, inner_bytes)};
  for (std::size_t i = 0; i < m.strides.size(); ++i) {
    if (m.strides[i] % 16 != 0)
      return TensorMapProblem{"dims", fmt::format("dims {}: a step of the second-innermost dimension is {} bytes "
                                                  "({} x {}), not a multiple of 16 as a tensor map's strides must be",
                                                  outermost_first(m.dims), m.strides[i], m.dims[0], element)};
    if (m.strides[i] >= (std::uint64_t{1} << 40))
      return TensorMapProblem{"dims", fmt::format("dims {}: a stride of {} bytes is over 2^40, the most a tensor map "
                                                  "stride may be",
                                                  outermost_first(m.dims), m.strides[i])};
  }
  if (m.swizzle != 0 && m.swizzle != 32 && m.swizzle != 64 && m.swizzle != 128)
    return TensorMapProblem{"swizzle", fmt::format("swizzle of {} bytes; expected none, 32B, 64B or 128B (an "
                                                   "expression gives 0, 32, 64 or 128)",
                                                   m.swizzle)};
  if (m.swizzle != 0 && inner_bytes > static_cast<std::uint64_t>(m.swizzle))
    return TensorMapProblem{"box", fmt::format("box {}: the innermost extent is {} x {} = {} bytes, over the {} "
                                               "swizzle span (at most {} bytes)",
                                               outermost_first(m.box), m.box[0], element, inner_bytes,
                                               swizzle_text(m.swizzle), m.swizzle)};
  if (m.oob_fill == TensorMapOob::nan && dtype == DType::i32)
    return TensorMapProblem{"oob_fill", "nan fills floating-point tensors only; this tensor is i32 (use zero)"};
  return std::nullopt;
}

std::string tensor_map_text(const TensorMapBinding& m) {
  return fmt::format("dims {}, box {}, swizzle {}, L2 promotion {}, out of bounds {}", outermost_first(m.dims),
                     outermost_first(m.box), swizzle_text(m.swizzle), tensor_map_l2_name(m.l2_promotion),
                     tensor_map_oob_name(m.oob_fill));
}

std::vector<LaunchPlan> plan_launches(const KernelSpec& kernel, const std::vector<ArgSpec>& args,
                                      const Bindings& bindings) {
  std::vector<LaunchPlan> plans;
  for (const LaunchSpec& l : kernel.launches) {
    if (l.when && !l.when->eval_bool(bindings)) continue;
    LaunchPlan p;
    p.entry = l.entry;
    static constexpr const char* kAxis[] = {"x", "y", "z"};
    for (int i = 0; i < 3; ++i) {
      p.grid[i] = l.grid[i].empty() ? 1 : dimension(l.grid[i], bindings, fmt::format("{} grid.{}", l.entry, kAxis[i]), false);
      p.block[i] =
          l.block[i].empty() ? 1 : dimension(l.block[i], bindings, fmt::format("{} block.{}", l.entry, kAxis[i]), false);
    }
    p.shared_bytes = l.shared_bytes.empty() ? 0 : dimension(l.shared_bytes, bindings, l.entry + " shared_mem", true);
    if (l.args.empty()) {
      for (std::size_t i = 0; i < args.size(); ++i) p.args.push_back(static_cast<int>(i));
    } else {
      for (const std::string& name : l.args) {
        const auto it = std::find_if(args.begin(), args.end(), [&](const ArgSpec& a) { return a.name == name; });
        if (it == args.end()) throw EvalError(fmt::format("launch '{}' names unknown argument '{}'", l.entry, name));
        p.args.push_back(static_cast<int>(it - args.begin()));
      }
    }
    plans.push_back(std::move(p));
  }
  if (plans.empty()) throw EvalError("no launch of kernel '" + kernel.source.string() + "' applies at this point");
  return plans;
}

double physical_floor_us(const Roofline& r, const Bindings& b) {
  double floor_us = 0;
  if (r.flops && r.peak_tflops && *r.peak_tflops > 0)
    floor_us = std::max(floor_us, r.flops->eval_double(b) / (*r.peak_tflops * 1e6));
  if (r.bytes && r.peak_gbps && *r.peak_gbps > 0)
    floor_us = std::max(floor_us, r.bytes->eval_double(b) / (*r.peak_gbps * 1e3));
  return floor_us;
}

}  // namespace evotune
