// Progress display of the search (see progress.hpp).
#include "search/progress.hpp"

#include <unistd.h>

#include <fmt/format.h>

namespace evotune::search {

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
  return text;
}

ProgressDisplay::ProgressDisplay(ProgressMode mode, std::FILE* out) : out_(out) {
  quiet_ = mode == ProgressMode::quiet || out == nullptr;
  live_ = mode == ProgressMode::terminal ||
          (mode == ProgressMode::automatic && out != nullptr && ::isatty(::fileno(out)) == 1);
}

void ProgressDisplay::clear_live() {
  if (live_shown_) {
    std::fputs("\r\033[K", out_);
    live_shown_ = false;
  }
}

void ProgressDisplay::line(const std::string& text) {
  if (quiet_) return;
  clear_live();
  std::fprintf(out_, "%s\n", text.c_str());
  std::fflush(out_);
}

void ProgressDisplay::update(const ProgressSnapshot& s) {
  if (quiet_ || !live_) return;
  const auto now = std::chrono::steady_clock::now();
  if (live_shown_ && now - last_ < std::chrono::milliseconds(100)) return;
  last_ = now;
  std::fprintf(out_, "\r\033[K%s", format_status_line(s).c_str());
  std::fflush(out_);
  live_shown_ = true;
}

void ProgressDisplay::generation(const ProgressSnapshot& s, int closed_generation,
                                 std::optional<double> population_best_us) {
  if (quiet_ || live_) return;
  ProgressSnapshot shown = s;
  shown.generation = closed_generation;
  std::string text = format_status_line(shown);
  if (population_best_us) text += " | population best " + format_time_us(*population_best_us);
  line(text);
}

void ProgressDisplay::finish() {
  if (quiet_) return;
  clear_live();
  std::fflush(out_);
}

}  // namespace evotune::search
