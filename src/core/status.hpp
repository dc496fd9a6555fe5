// What became of a candidate. These are values, stored and shown; they are
// never thrown.
#pragma once

#include <optional>
#include <string_view>

namespace evotune {

enum class CandidateStatus {
  ok,                // compiled, passed the gates, correct, timed
  compile_error,     // NVRTC failed (log kept)
  compile_timeout,   // NVRTC ran past the time limit (or crashed its process)
  gate_reject,       // ptxas numbers over a gate (reason kept)
  incorrect,         // wrong output, NaN/Inf, wrote an input, broke a canary
  nondeterministic,  // two runs on the same input differ (a race)
  suspect,           // faster than the physical floor: kept off the leaderboard
  fault,             // the kernel crashed the worker (CUDA error text kept)
  timeout,           // the kernel ran past its time limit
  // Set after the search by compute-sanitizer (run's sanitizer pass), on a
  // candidate that was ok: its timing stays, it leaves the ranking.
  racy,              // racecheck or synccheck found errors (a race the value checks missed)
  memory_error,      // memcheck found errors (an access outside its buffers the value checks missed)
};

std::string_view status_name(CandidateStatus s);
std::optional<CandidateStatus> parse_status(std::string_view name);
inline constexpr CandidateStatus kAllStatuses[] = {
    CandidateStatus::ok,         CandidateStatus::compile_error,    CandidateStatus::compile_timeout,
    CandidateStatus::gate_reject, CandidateStatus::incorrect,       CandidateStatus::nondeterministic,
    CandidateStatus::suspect,    CandidateStatus::fault,            CandidateStatus::timeout,
    CandidateStatus::racy,       CandidateStatus::memory_error};

}  // namespace evotune
