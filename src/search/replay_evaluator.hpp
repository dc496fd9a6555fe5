// The replay evaluator: answers from a recorded landscape (every point of a
// space with its status and times) instead of compiling and running kernels.
// CI tests the search loop, resumption and the store with it, and the
// sample-efficiency benchmark compares strategies on recorded landscapes.
//
// CSV format (a header row, then one row per point; '#' lines are comments):
//   one column per parameter of the space, named as in the experiment;
//   status              ok, compile_error, gate_reject, incorrect, ... (status.hpp)
//   time_us             median time (required when status is ok); or time_p50_us
//   time_p10_us, time_p90_us          optional
//   registers, spill_store_bytes, spill_load_bytes, spill_bytes,
//   shared_bytes, shared_static_bytes, shared_dynamic_bytes      optional ptxas numbers
//   error               optional text
//   metric:<name>       optional profiling metrics
// Any other column is an error, so a misspelt one is not silently ignored.
#pragma once

#include <chrono>
#include <deque>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "core/evaluator.hpp"
#include "search/space.hpp"

namespace evotune::search {

/// One recorded point: parameter values as written, and what was measured.
struct ReplayRow {
  std::map<std::string, std::string> params;  ///< parameter -> value text
  Measurement measurement;
  KernelStats ptxas;
};

class ReplayTable {
 public:
  /// Reads a CSV as described above. Throws SearchError naming the file, line
  /// and column of anything malformed (unknown column, bad number, unknown
  /// status, a row with the wrong number of fields, an ok row without a time,
  /// the same point twice).
  static ReplayTable from_csv(const std::filesystem::path& path);
  /// `rows` as they are (one per point), named `source` (tune/replay_from_store.hpp
  /// makes them from a search in the database).
  static ReplayTable from_rows(std::string source, std::vector<ReplayRow> rows);

  /// Writes the table as CSV (parameters first, in `parameter_order`), whole or
  /// not at all (core/output_file.hpp).
  void write_csv(const std::filesystem::path& path, const std::vector<std::string>& parameter_order) const;

  const std::vector<std::string>& parameter_names() const { return parameters_; }
  const std::vector<ReplayRow>& rows() const { return rows_; }
  const std::string& source() const { return source_; }

  /// The row of `p`, or nullptr.
  const ReplayRow* find(const Point& p) const;
  /// The fastest ok row's median time, microseconds.
  std::optional<double> best_time_us() const;

 private:
  void index();
  static std::string key_of(const std::map<std::string, std::string>& params);
  std::string source_;
  std::vector<std::string> parameters_;  ///< sorted
  std::vector<ReplayRow> rows_;
  std::map<std::string, std::size_t> by_key_;
};

struct ReplayOptions {
  /// Simulated time per evaluation (0: instant). Makes wall-time budgets and
  /// kill-and-resume tests meaningful.
  std::chrono::microseconds delay{0};
  /// The environment reported; defaults to "replay:<source>".
  std::optional<EnvironmentInfo> environment;
  std::optional<double> reference_time_us;
  /// Called by collect() with the number of outcomes delivered so far, after
  /// each delivery: tests stop a run, or move a fake clock, after a counted
  /// number of evaluations with it.
  std::function<void(std::int64_t delivered)> on_delivered;
};

class ReplayEvaluator : public Evaluator {
 public:
  /// Checks that the table has exactly the space's parameters. Throws SearchError otherwise.
  ReplayEvaluator(const ReplayTable& table, const SearchSpace& space, ReplayOptions options = {});

  EnvironmentInfo environment() override;
  /// sha256 of the point's values in space order: stable, and distinct per point.
  std::string identity(const Point& point) override;
  void submit(std::vector<Proposal> batch) override;
  std::vector<Outcome> collect(std::chrono::milliseconds timeout) override;
  std::size_t pending() const override { return queue_.size(); }
  void cancel() override { queue_.clear(); }
  std::optional<double> reference_time_us() override { return options_.reference_time_us; }

  /// Profiling replays the recorded metric:<name> columns (when the table has any).
  bool can_profile() const override;
  ProfileOutcome profile(const Proposal& candidate, const std::vector<std::string>& metrics) override;

  /// Outcomes delivered so far (tests count them).
  std::int64_t delivered() const { return delivered_; }

 private:
  Outcome answer(const Proposal& p) const;
  const ReplayTable& table_;
  const SearchSpace& space_;
  ReplayOptions options_;
  std::deque<Proposal> queue_;
  std::int64_t delivered_ = 0;
};

}  // namespace evotune::search
