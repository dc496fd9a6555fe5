// Hostile experiment files for the fuzz tests: a corpus built at test time,
// deterministically, into a temp folder (nothing large is committed). Alias
// bombs and recursive aliases, lists of up to millions of values, sizes that
// overflow 64 bits, odd paths (devices, /proc, folders, fifos, links), binary
// junk, odd line ends, truncations and mutations of the shipped experiments.
// tests/core/test_experiment_fuzz.cpp loads each in process (under the
// sanitizers in CI); tests/cli/test_validate_fuzz.cpp runs the real binary on
// each under a time and memory limit.
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace evotune::fuzz {

/// Random edits of an experiment's text (truncation, dropped or repeated
/// lines, swapped types, garbage bytes, YAML noise, renamed names, mangled
/// expressions, deep nesting), from a fixed seed.
class Mutator {
 public:
  explicit Mutator(std::uint64_t seed) : rng_(seed) {}
  /// A number in [0, n).
  std::size_t below(std::size_t n);
  /// One random change; appends what it did to `what` (for failure messages).
  std::string mutate(std::string text, std::string& what);

 private:
  std::mt19937_64 rng_;
};

/// One file of the corpus and what evotune must make of it.
struct HostileCase {
  std::filesystem::path path;    ///< the experiment file (written, or a folder, fifo or link made there)
  std::string what;              ///< how it was made, for failure messages
  std::string kind;              ///< aliases, large, sizes, paths, junk, line-ends, truncations, mutations
  std::optional<int> exit_code;  ///< when the outcome is known: 0 (a good experiment) or 1 (refused)
  std::string message;           ///< when known: a part of the message evotune must give
  bool heavy = false;            ///< takes a second or so to load: hundreds of KB, or a space that costs
                                 ///< the whole budget of evaluations
};

/// Builds the corpus under `dir` (which it creates; the caller removes it)
/// from the shipped experiments and tests/data/experiments/good.yaml.
std::vector<HostileCase> make_hostile_corpus(const std::filesystem::path& dir);

}  // namespace evotune::fuzz
