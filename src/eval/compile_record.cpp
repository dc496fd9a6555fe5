// Compile records with the gates' verdict (see compile_record.hpp).
#include "eval/compile_record.hpp"

#include <utility>
#include <vector>

namespace evotune {

namespace {

CandidateStatus compile_status(CompileStatus s) {
  switch (s) {
    case CompileStatus::ok: return CandidateStatus::ok;
    case CompileStatus::compile_error: return CandidateStatus::compile_error;
    case CompileStatus::compile_timeout: return CandidateStatus::compile_timeout;
  }
  return CandidateStatus::compile_error;
}

// ptxas' figures per launched entry point, as the store keeps them.
std::vector<KernelStats> kernel_stats(const PtxasReport& report, const std::vector<LaunchNeeds>& launches) {
  std::vector<KernelStats> out;
  for (const PtxasStats& f : report.functions) {
    if (!f.is_entry) continue;
    KernelStats k;
    k.entry = f.demangled.empty() ? f.name : f.demangled;
    if (f.has_usage) {
      k.registers = f.registers;
      k.barriers = f.barriers;
      k.shared_static_bytes = static_cast<int>(f.static_smem_bytes);
      std::int64_t cmem = 0;
      for (const auto& [bank, bytes] : f.cmem_bytes) cmem += bytes;
      k.constant_bytes = static_cast<int>(cmem);
    }
    k.spill_store_bytes = static_cast<int>(f.spill_store_bytes);
    k.spill_load_bytes = static_cast<int>(f.spill_load_bytes);
    k.stack_bytes = static_cast<int>(f.stack_frame_bytes);
    for (const LaunchNeeds& l : launches)
      if (l.entry == k.entry || l.entry == f.name) k.shared_dynamic_bytes = static_cast<int>(l.dynamic_smem_bytes);
    out.push_back(std::move(k));
  }
  return out;
}

}  // namespace

GatedCompile gated_compile(const Experiment& experiment, const Point& point, const CandidateSource& source,
                           const CompileResult& result, bool template_declares_gmem, const DeviceLimits& limits,
                           bool keep_cubin) {
  GatedCompile g;
  CompileRecord& record = g.record;
  record.source_hash = source.id;
  record.target = source.arch;
  record.status = compile_status(result.status);
  record.log = result.log;
  record.seconds = result.wall_seconds;
  record.nvrtc_version = nvrtc_version_string();
  record.gmem_bytes = result.ptxas.gmem_bytes;
  const std::vector<LaunchNeeds> launches = launches_at(experiment, point);
  record.kernels = kernel_stats(result.ptxas, launches);
  if (result.status != CompileStatus::ok) {
    g.error = result.message;
    return g;
  }
  const GateVerdict verdict = check_gates(experiment.gates, result.ptxas, launches, template_declares_gmem, limits);
  if (!verdict.pass) {
    record.status = CandidateStatus::gate_reject;
    record.gate_reason = verdict.summary();
    g.error = record.gate_reason;
  }
  if (keep_cubin) record.cubin = result.cubin;
  return g;
}

std::optional<GatedCompile> reusable_compile(std::optional<CompileRecord> stored) {
  if (!stored) return std::nullopt;
  GatedCompile g;
  switch (stored->status) {
    case CandidateStatus::ok:
      if (stored->cubin.empty()) return std::nullopt;
      break;
    case CandidateStatus::gate_reject: g.error = stored->gate_reason; break;
    case CandidateStatus::compile_error:
      g.error = log_excerpt(stored->log, 1);
      if (g.error.empty()) g.error = "NVRTC_ERROR_COMPILATION (empty log)";
      break;
    default: return std::nullopt;
  }
  g.record = std::move(*stored);
  return g;
}

}  // namespace evotune
