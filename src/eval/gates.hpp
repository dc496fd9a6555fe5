// Compile gates: reject a candidate on ptxas' numbers before any GPU time is
// spent, with the reason in words ("182 registers > gate 168").
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "codegen/template.hpp"
#include "core/device.hpp"
#include "core/experiment.hpp"
#include "eval/ptxas.hpp"

namespace evotune {

/// One launch of the candidate at a point, with its numbers filled in.
struct LaunchNeeds {
  std::string entry;
  std::int64_t dynamic_smem_bytes = 0;
  std::int64_t threads_per_block = 0;  ///< block x*y*z
};

/// The launches that run at `point` (their `when` holds), geometry evaluated.
/// Throws ExprError when an expression cannot be evaluated there.
std::vector<LaunchNeeds> launches_at(const Experiment& experiment, const Point& point);

/// Which limit a candidate went over.
enum class Gate {
  registers,
  spills,
  stack,
  shared_memory,
  registers_per_block,
  threads_per_block,
  gmem,
  serialized_wgmma,
  missing_entry
};
std::string_view gate_name(Gate g);  ///< "registers", "spills", "stack", "smem", ...

struct GateReason {
  Gate gate;
  std::string text;  ///< e.g. "spills 64 B > 0"
};

struct GateVerdict {
  bool pass = true;
  std::vector<GateReason> reasons;  ///< one per failed gate, in check order
  /// The texts alone.
  std::vector<std::string> texts() const;
  /// Texts joined by "; " (empty when passed).
  std::string summary() const;
};

/// Checks every launched entry against `gates` and `device`:
///   registers          "182 registers > gate 168"
///   spills             "spills 64 B > 0"              (stores + loads)
///   stack              "stack 1288 B > gate 1024"
///   shared memory      "smem 98304 + dynamic 135168 > 232448"  (device limit, or "> gate N")
///   registers x block  "registers 128 x 1024 threads > 65536 per block (131072 allocated)"
///   threads            "block 2048 threads > 1024"
///   module gmem        "gmem 4 B > 0 (template does not declare gmem)"
///   missing entry      "entry 'attn_fwd' not in the compiled module (has: k1, k2)"
/// Reasons name the entry ("combine: ...") when the candidate launches more than one.
GateVerdict check_gates(const Gates& gates, const PtxasReport& report, const std::vector<LaunchNeeds>& launches,
                        bool template_declares_gmem, const DeviceLimits& device = {});

}  // namespace evotune
