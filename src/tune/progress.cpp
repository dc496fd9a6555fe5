// The status line's text (see progress.hpp).
#include "tune/progress.hpp"

#include <algorithm>

#include <fmt/format.h>

namespace evotune::tune {

std::string format_time_us(double us) {
  if (us >= 1e6) return fmt::format("{:.3g} s", us / 1e6);
  if (us >= 1e3) return fmt::format("{:.3g} ms", us / 1e3);
  return fmt::format("{:.3g} us", us);
}

std::optional<double> eta_seconds(const ProgressSnapshot& s) {
  std::optional<double> eta;
  if (s.budget && s.done_this_run > 0 && s.run_elapsed_s > 0)  // at this run's rate
    eta = static_cast<double>(std::max<std::int64_t>(*s.budget - s.done, 0)) * s.run_elapsed_s /
          static_cast<double>(s.done_this_run);
  if (s.budget_s) eta = std::min(eta.value_or(*s.budget_s), std::max(*s.budget_s - s.elapsed_s, 0.0));
  return eta;
}

std::string format_duration(double seconds) {
  const auto s = static_cast<long long>(seconds + 0.5);
  if (s >= 3600) return fmt::format("{}h{:02}m", s / 3600, s % 3600 / 60);
  if (s >= 60) return fmt::format("{}m{:02}s", s / 60, s % 60);
  return fmt::format("{}s", s);
}

std::string format_status_line(const ProgressSnapshot& s) {
  std::string text = fmt::format("gen {} | {}", s.generation, s.done);
  if (s.budget) text += fmt::format("/{}", *s.budget);
  text += " evals";
  if (s.pending > 0) text += fmt::format(" (+{} running)", s.pending);
  if (s.budget_s) text += fmt::format(" | {:.0f}/{:.0f} s", s.elapsed_s, *s.budget_s);
  if (s.best_us) {
    text += " | best " + format_time_us(*s.best_us);
    if (s.reference_us && *s.best_us > 0) text += fmt::format(" ({:.2f}x ref)", *s.reference_us / *s.best_us);
  } else {
    text += " | no valid candidate yet";
  }
  if (s.run_elapsed_s > 0.5) {
    const double minutes = s.run_elapsed_s / 60.0;
    text += fmt::format(" | {:.0f} evals/min (compile {:.0f}/min, gpu {:.0f}/min)", s.done_this_run / minutes,
                        s.compiled_this_run / minutes, s.measured_this_run / minutes);
    if (const std::optional<double> eta = eta_seconds(s)) text += " | ETA " + format_duration(*eta);
  }
  std::string counts;
  for (CandidateStatus st : kAllStatuses) {
    auto it = s.counts.find(st);
    if (it == s.counts.end() || it->second == 0) continue;
    counts += fmt::format("{}{} {}", counts.empty() ? "" : ", ", status_name(st), it->second);
  }
  if (!counts.empty()) text += " | " + counts;
  if (s.devices.size() > 1) {
    std::string loads;
    for (const DeviceLoad& d : s.devices) {
      loads += fmt::format("{}device {}: {}", loads.empty() ? "" : ", ", d.device, d.measured);
      if (s.run_elapsed_s > 0.5) loads += fmt::format(" ({:.0f}/min, idle {:.0f}%)", d.measured / (s.run_elapsed_s / 60.0),
                                                      100.0 * d.idle_share());
      else
        loads += fmt::format(" (idle {:.0f}%)", 100.0 * d.idle_share());
    }
    text += " | " + loads;
  }
  return text;
}

}  // namespace evotune::tune
