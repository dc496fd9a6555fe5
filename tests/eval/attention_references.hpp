// Test helpers of the GPU tests: an attention experiment checked against the
// plain scalar reference (kernels/seeds/attention_ref.cu, one CTA per query
// row) instead of the tiled one the experiments name, and an experiment moved
// to another problem shape.
//
// The broken kernels of tests/eval/broken share the scalar reference's
// signature and launch (grid (S, H, B)), and the scalar reference is the
// oracle the tiled one is compared with.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

#include "core/error.hpp"
#include "core/experiment.hpp"
#include "core/expr.hpp"

namespace evotune::test_support {

/// Threads per CTA of the scalar reference (any whole number of warps works).
inline constexpr std::int64_t kScalarReferenceThreads = 128;

/// `e` with its reference replaced by kernels/seeds/attention_ref.cu under
/// `root`: grid (S, H, B), block 128, arguments q, k, v, o, scale.
inline Experiment with_scalar_reference(Experiment e, const std::filesystem::path& root) {
  ReferenceSpec& r = e.reference;
  r.defines.clear();
  r.kernel.source = root / "kernels/seeds/attention_ref.cu";
  r.kernel.source_text = "kernels/seeds/attention_ref.cu";
  r.kernel.options.clear();
  r.kernel.arch.reset();
  LaunchSpec l;
  l.entry = "attention_ref";
  l.grid[0] = Expr::parse("S");
  l.grid[1] = Expr::parse("H");
  l.grid[2] = Expr::parse("B");
  l.block[0] = Expr::constant(Value(kScalarReferenceThreads));
  l.shared_bytes = Expr::constant(Value(std::int64_t{0}));
  l.args = {"q", "k", "v", "o", "scale"};
  r.kernel.launches = {l};
  return e;
}

/// Attention problem sizes (B, H, S, D, CAUSAL).
struct AttentionShape {
  std::int64_t b, h, s, d;
  bool causal;
  std::string text() const {
    return "B=" + std::to_string(b) + " H=" + std::to_string(h) + " S=" + std::to_string(s) + " D=" +
           std::to_string(d) + (causal ? " causal" : "");
  }
};

/// `e` at `shape`: its problem values replaced (every expression of the file,
/// argument shapes and launch geometry included, is evaluated at the new sizes).
inline Experiment at_shape(Experiment e, const AttentionShape& shape) {
  for (auto& [name, value] : e.problem) {
    if (name == "B") value = Value(shape.b);
    else if (name == "H") value = Value(shape.h);
    else if (name == "S") value = Value(shape.s);
    else if (name == "D") value = Value(shape.d);
    else if (name == "CAUSAL") value = Value(std::int64_t{shape.causal ? 1 : 0});
    else throw EvalError("at_shape: experiment " + e.name + " has a problem size '" + name + "' it cannot set");
  }
  return e;
}

/// The shape of an attention experiment's own problem.
inline AttentionShape shape_of(const Experiment& e) {
  AttentionShape s{0, 0, 0, 0, false};
  for (const auto& [name, value] : e.problem) {
    if (name == "B") s.b = value.as_int();
    else if (name == "H") s.h = value.as_int();
    else if (name == "S") s.s = value.as_int();
    else if (name == "D") s.d = value.as_int();
    else if (name == "CAUSAL") s.causal = value.truthy();
  }
  return s;
}

}  // namespace evotune::test_support
