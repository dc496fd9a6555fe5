// Databases for the tests of leaderboard, show, export and report.
//
// - The replay fixture: a real evo search (tune::run_search, two runs, the
//   second resuming the first) of experiments/s512_scalar.yaml answered by the replay
//   evaluator from the synthetic s512 landscape, with a deterministic few
//   outcomes turned into failures (incorrect, fault, timeout, compile_error)
//   so that every colour and table of the report has something in it. Its
//   environment says so: "replay:...synthetic_s512.csv + injected failures".
//   tests/data/db/s512_replay.db is this database, committed; test_report
//   checks it still matches what this code builds.
// - The detail fixture: a handful of candidates of tests/data/experiments/good.yaml
//   written through the store API with every field set (clocks, metrics,
//   NVRTC log, parents, insight rule, population, a reference time), for the
//   checks of `show`.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

#include "cli_runner.hpp"
#include "tune/run.hpp"

namespace evotune::report_testing {

/// The committed replay fixture.
std::filesystem::path committed_replay_fixture();

/// The reference time the fixtures record: attention_ref at B=2 H=8 S=512 D=64
/// on an H200, 1154.4 us (bench/results/check_kernels_h200.txt).
inline constexpr double kFixtureReferenceUs = 1154.4;

/// Builds the replay fixture at `db` (which must not exist): 96 evaluations,
/// then a resumed run to 160. Returns the second run's summary.
tune::RunSummary build_replay_fixture(const std::filesystem::path& db);

/// Ids of the detail fixture's candidates.
struct DetailFixture {
  std::int64_t experiment_id = 0;
  std::int64_t fastest = 0;      ///< ok, 10 us, clocks and metrics, NVRTC log with a ptxas report
  std::int64_t mutant = 0;       ///< ok, 12.5 us, mutation of `fastest`
  std::int64_t rejected = 0;     ///< gate_reject (insight rule, parent `fastest`)
  std::int64_t wrong = 0;        ///< incorrect, crossover of `fastest` and `mutant`, an error with a comma and quotes
  std::int64_t broken = 0;       ///< compile_error with its NVRTC log
  std::int64_t crashed = 0;      ///< fault
  std::int64_t too_fast = 0;     ///< suspect (faster than the roofline floor)
  std::int64_t pending = 0;      ///< proposed, never evaluated
};

/// Adds the detail fixture's experiment ("tiny") to `db` (created when missing).
DetailFixture build_detail_fixture(const std::filesystem::path& db);

/// A fresh folder under the system temp folder, removed when destroyed.
class ScratchDir {
 public:
  explicit ScratchDir(const std::string& tag);
  ~ScratchDir();
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  const std::filesystem::path& path() const { return path_; }
  std::filesystem::path operator/(const std::string& name) const { return path_ / name; }

 private:
  std::filesystem::path path_;
};

using cli_testing::CliResult;
using cli_testing::run_evotune;
using cli_testing::slurp;

}  // namespace evotune::report_testing
