// The status line's text (see progress.hpp).
#include "tune/progress.hpp"

#include <fmt/format.h>

namespace evotune::tune {

std::string format_time_us(double us) {
  if (us >= 1e6) return fmt::format("{:.3g} s", us / 1e6);
  if (us >= 1e3) return fmt::format("{:.3g} ms", us / 1e3);
  return fmt::format("{:.3g} us", us);
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
    text += fmt::format(" | {:.0f}/min (compile {:.0f}/min, gpu {:.0f}/min)", s.done_this_run / minutes,
                        s.compiled_this_run / minutes, s.measured_this_run / minutes);
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
