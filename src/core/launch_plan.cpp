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

}  // namespace

std::vector<ArgBinding> bind_arguments(const std::vector<ArgSpec>& args, const Bindings& bindings) {
  return bind_arguments(args, bindings, std::vector<bool>(args.size(), true));
}

std::vector<ArgBinding> bind_arguments(const std::vector<ArgSpec>& args, const Bindings& bindings,
                                       const std::vector<bool>& used) {
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
    if (i < used.size() && !used[i]) {
      if (a.is_tensor) b.elements = 1;  // never touched: any valid pointer will do
      out.push_back(std::move(b));
      continue;
    }
    try {
      if (a.is_tensor) {
        std::int64_t elements = 1;
        std::int64_t bytes = static_cast<std::int64_t>(dtype_size(a.dtype));
        for (const Expr& d : a.shape) {
          const std::int64_t n = d.eval_int(bindings);
          if (n <= 0)
            throw EvalError(fmt::format("argument '{}': dimension '{}' = {} (tensors need positive sizes)", a.name,
                                        d.text(), n));
          // load_experiment refuses such shapes at every point it checks; a sampled space may hold more.
          if (__builtin_mul_overflow(elements, n, &elements) || __builtin_mul_overflow(bytes, n, &bytes))
            throw EvalError(fmt::format("argument '{}': its size in bytes does not fit in 64 bits", a.name));
        }
        b.elements = elements;
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
