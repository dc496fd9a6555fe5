// Names of candidate statuses, as stored in the database and shown to users.
#include "core/status.hpp"

namespace evotune {

std::string_view status_name(CandidateStatus s) {
  switch (s) {
    case CandidateStatus::ok: return "ok";
    case CandidateStatus::compile_error: return "compile_error";
    case CandidateStatus::compile_timeout: return "compile_timeout";
    case CandidateStatus::gate_reject: return "gate_reject";
    case CandidateStatus::incorrect: return "incorrect";
    case CandidateStatus::nondeterministic: return "nondeterministic";
    case CandidateStatus::suspect: return "suspect";
    case CandidateStatus::fault: return "fault";
    case CandidateStatus::timeout: return "timeout";
    case CandidateStatus::racy: return "racy";
    case CandidateStatus::memory_error: return "memory_error";
  }
  return "unknown";
}

std::optional<CandidateStatus> parse_status(std::string_view name) {
  for (auto s : kAllStatuses)
    if (status_name(s) == name) return s;
  return std::nullopt;
}

}  // namespace evotune
