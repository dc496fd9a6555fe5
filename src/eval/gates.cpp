// Compile gates on ptxas' report; every reason is a sentence with its numbers.
#include "eval/gates.hpp"

#include <algorithm>
#include <set>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace evotune {

std::string_view gate_name(Gate g) {
  switch (g) {
    case Gate::registers: return "registers";
    case Gate::spills: return "spills";
    case Gate::stack: return "stack";
    case Gate::shared_memory: return "smem";
    case Gate::registers_per_block: return "registers per block";
    case Gate::threads_per_block: return "threads per block";
    case Gate::gmem: return "gmem";
    case Gate::serialized_wgmma: return "serialized wgmma";
    case Gate::missing_entry: return "missing entry";
  }
  return "?";
}

std::vector<std::string> GateVerdict::texts() const {
  std::vector<std::string> out;
  for (const auto& r : reasons) out.push_back(r.text);
  return out;
}

std::string GateVerdict::summary() const {
  std::string out;
  for (const auto& r : reasons) out += (out.empty() ? "" : "; ") + r.text;
  return out;
}

GateVerdict check_gates(const Gates& gates, const PtxasReport& report, const std::vector<LaunchNeeds>& launches,
                        bool template_declares_gmem, const DeviceLimits& device) {
  GateVerdict v;
  auto reject = [&](Gate gate, std::string text) {
    v.pass = false;
    v.reasons.push_back({gate, std::move(text)});
  };

  std::set<std::string> distinct;
  for (const auto& l : launches) distinct.insert(l.entry);
  const bool name_entries = distinct.size() > 1;
  std::set<std::string> seen;

  for (const auto& l : launches) {
    const std::string prefix = name_entries ? l.entry + ": " : "";
    const PtxasStats* s = report.find_entry(l.entry);
    if (!s) {
      if (!seen.insert(l.entry).second) continue;
      std::string have;
      for (const auto* e : report.entries()) have += (have.empty() ? "" : ", ") + e->demangled;
      reject(Gate::missing_entry, fmt::format("entry '{}' not in the compiled module (has: {})", l.entry, have.empty() ? "none" : have));
      continue;
    }
    // Per-entry numbers once; per-launch numbers (dynamic smem, block size) every launch.
    if (seen.insert(l.entry).second) {
      if (gates.max_registers && s->registers > *gates.max_registers)
        reject(Gate::registers, fmt::format("{}{} registers > gate {}", prefix, s->registers, *gates.max_registers));
      if (s->spill_bytes() > gates.max_spill_bytes)
        reject(Gate::spills, fmt::format("{}spills {} B > {}", prefix, s->spill_bytes(), gates.max_spill_bytes));
      const std::int64_t stack = std::max(s->stack_frame_bytes, s->cumulative_stack_bytes);
      if (gates.max_stack_bytes && stack > *gates.max_stack_bytes)
        reject(Gate::stack, fmt::format("{}stack {} B > gate {}", prefix, stack, *gates.max_stack_bytes));
    }
    const std::int64_t smem = s->static_smem_bytes + l.dynamic_smem_bytes;
    const bool gate_is_tighter = gates.max_shared_bytes && *gates.max_shared_bytes < device.max_smem_per_block;
    const std::int64_t smem_limit = gate_is_tighter ? *gates.max_shared_bytes : device.max_smem_per_block;
    if (smem > smem_limit)
      reject(Gate::shared_memory, fmt::format("{}smem {} + dynamic {} > {}{}", prefix, s->static_smem_bytes, l.dynamic_smem_bytes,
                         gate_is_tighter ? "gate " : "", smem_limit));
    if (l.threads_per_block > device.max_threads_per_block) {
      reject(Gate::threads_per_block, fmt::format("{}block {} threads > {}", prefix, l.threads_per_block, device.max_threads_per_block));
    } else if (s->registers > 0 && l.threads_per_block > 0) {
      // The hardware allocates registers per warp, rounded up to the allocation unit.
      const std::int64_t warps = (l.threads_per_block + 31) / 32;
      const std::int64_t per_warp =
          (std::int64_t{s->registers} * 32 + device.register_alloc_unit - 1) / device.register_alloc_unit *
          device.register_alloc_unit;
      if (warps * per_warp > device.max_registers_per_block)
        reject(Gate::registers_per_block, fmt::format("{}registers {} x {} threads > {} per block ({} allocated)", prefix, s->registers,
                           l.threads_per_block, device.max_registers_per_block, warps * per_warp));
    }
  }
  if (report.gmem_bytes > 0 && !gates.allow_gmem && !template_declares_gmem)
    reject(Gate::gmem, fmt::format("gmem {} B > 0 (template does not declare gmem)", report.gmem_bytes));
  if (!gates.allow_serialized_wgmma && !report.wgmma_serializations.empty())
    reject(Gate::serialized_wgmma,
           fmt::format("ptxas serialized wgmma ({})", fmt::join(report.wgmma_serializations, "; ")));
  return v;
}

}  // namespace evotune
