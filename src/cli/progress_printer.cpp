// The run's progress on a terminal or in a file (see progress_printer.hpp).
#include "cli/progress_printer.hpp"

#include <unistd.h>

namespace evotune::cli {

TerminalProgress::TerminalProgress(ProgressMode mode, std::FILE* out) : out_(out) {
  live_ = mode == ProgressMode::terminal || (mode == ProgressMode::automatic && ::isatty(::fileno(out)) == 1);
}

void TerminalProgress::clear_live() {
  if (live_shown_) {
    std::fputs("\r\033[K", out_);
    live_shown_ = false;
  }
}

void TerminalProgress::line(const std::string& text) {
  clear_live();
  std::fprintf(out_, "%s\n", text.c_str());
  std::fflush(out_);
}

void TerminalProgress::update(const tune::ProgressSnapshot& s) {
  if (!live_) return;
  const auto now = std::chrono::steady_clock::now();
  if (live_shown_ && now - last_ < std::chrono::milliseconds(100)) return;
  last_ = now;
  std::fprintf(out_, "\r\033[K%s", tune::format_status_line(s).c_str());
  std::fflush(out_);
  live_shown_ = true;
}

void TerminalProgress::generation(const tune::ProgressSnapshot& s, int closed_generation,
                                  std::optional<double> population_best_us) {
  if (live_) return;
  tune::ProgressSnapshot shown = s;
  shown.generation = closed_generation;
  std::string text = tune::format_status_line(shown);
  if (population_best_us) text += " | population best " + tune::format_time_us(*population_best_us);
  line(text);
}

void TerminalProgress::finish() {
  clear_live();
  std::fflush(out_);
}

}  // namespace evotune::cli
