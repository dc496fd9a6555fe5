// The run's progress on a terminal or in a file (tune::ProgressPrinter): a
// live status line on a terminal, plain lines otherwise (one per generation
// and per new best).
#pragma once

#include <chrono>
#include <cstdio>
#include <optional>
#include <string>

#include "tune/progress.hpp"

namespace evotune::cli {

enum class ProgressMode {
  automatic,  ///< live status line on a terminal, plain lines otherwise
  terminal,   ///< live status line
  plain,      ///< one line per generation and per new best
};

class TerminalProgress : public tune::ProgressPrinter {
 public:
  TerminalProgress(ProgressMode mode, std::FILE* out);
  bool live() const { return live_; }
  void line(const std::string& text) override;
  /// Refreshes the live line (at most every 100 ms).
  void update(const tune::ProgressSnapshot& s) override;
  /// Plain mode prints the generation's line.
  void generation(const tune::ProgressSnapshot& s, int closed_generation,
                  std::optional<double> population_best_us) override;
  /// Clears the live line.
  void finish() override;

 private:
  void clear_live();
  bool live_ = false;
  std::FILE* out_;
  bool live_shown_ = false;
  std::chrono::steady_clock::time_point last_{};
};

}  // namespace evotune::cli
