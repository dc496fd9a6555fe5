// A cost model for the search: predicts a candidate's median time from its
// parameters and its ptxas figures, trained online on what the search has
// measured, so that a strategy can rank many more proposals than the GPU can
// time and send only the most promising (as TVM's MetaSchedule does).
//
// The model is gradient-boosted trees from XGBoost's C API. Why XGBoost rather
// than, say, a hand-written Gaussian process: the features are a mix of
// categorical knobs (one-hot), small integer knobs and ptxas figures whose
// effects have thresholds (a register count that halves occupancy, spills
// that appear past a tile size), which trees fit without a kernel or length
// scales to choose; it trains in milliseconds on the few hundred to few
// thousand rows a search has; it is a well-kept library that Debian ships
// (libxgboost-dev) and that TVM uses for the same job. A GP would be ours to
// write and maintain (the project prefers a library), would need a kernel
// over mixed categorical/ordinal inputs and grows as n^3.
//
// libxgboost is loaded at run time (dlopen, like libcuda), so the same binary
// starts where it is missing (the GPU machines have none): the model is then
// unavailable and a strategy that needs it says so. At build time the header
// (xgboost/c_api.h) is optional too: EVOTUNE_HAVE_XGBOOST is defined when
// CMake found it (option EVOTUNE_WITH_XGBOOST).
//
// Features of a point: every numeric parameter as its value, every string
// parameter one-hot; the launch figures (threads per CTA, CTAs, shared memory
// per CTA from the experiment's expression); and the ptxas figures (registers,
// spill bytes) with the theoretical occupancy they give. A proposal is not
// compiled yet, so its ptxas figures are predicted by two more models (from
// the parameters alone) trained on every compiled candidate, gate rejects
// included; a measured candidate's are its own.
//
// Target: log of the median time. A candidate that failed (compile error,
// gate reject, wrong result, fault, timeout) costs an evaluation and gives no
// kernel, so it is learnt as twice the slowest time measured: the model
// learns to avoid failing regions too.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/device.hpp"
#include "core/experiment.hpp"
#include "core/records.hpp"
#include "core/status.hpp"
#include "search/space.hpp"
#include "search/strategy.hpp"

namespace evotune::search {

/// Empty when XGBoost can be used here; else why not, in words (built
/// without it, or libxgboost.so.0 not found).
std::string cost_model_unavailable();

struct CostModelOptions {
  int rounds = 60;          ///< boosting rounds (trees per model)
  int max_depth = 6;
  double learning_rate = 0.2;
  /// Observations measured ok before the model trains (fewer: not trained).
  int min_ok = 8;
};

class CostModel {
 public:
  /// Throws SearchError when cost_model_unavailable() says why.
  CostModel(const SearchSpace& space, const Experiment& experiment, const DeviceLimits& limits,
            CostModelOptions options = {});
  ~CostModel();
  CostModel(const CostModel&) = delete;
  CostModel& operator=(const CostModel&) = delete;

  /// Trains afresh on `history` (in its order, so the same history gives the
  /// same model). Not trained with fewer than options.min_ok ok observations.
  void train(std::span<const Observation> history);
  bool trained() const;
  /// Observations the model was last trained on.
  std::size_t trained_on() const { return trained_on_; }

  /// Predicted median time of each point, microseconds (lower is better).
  /// Throws SearchError when not trained().
  std::vector<double> predict(std::span<const Point> points) const;

  /// Feature names, in column order (for tests and reports).
  const std::vector<std::string>& feature_names() const { return names_; }

 private:
  struct Boosters;
  std::vector<float> features(const Point& p, std::optional<double> registers, std::optional<double> spills) const;
  std::vector<float> parameter_features(const Point& p) const;
  /// Predicted (registers, spill bytes) of each point; empty before a ptxas model is trained.
  std::vector<std::pair<double, double>> ptxas_estimates(std::span<const Point> points) const;

  const SearchSpace& space_;
  const Experiment& experiment_;
  DeviceLimits limits_;
  CostModelOptions options_;
  std::vector<std::string> names_;
  std::size_t parameter_columns_ = 0;
  std::size_t trained_on_ = 0;
  std::unique_ptr<Boosters> boosters_;
};

/// Spearman's rank correlation of two equally long series (ties get their
/// average rank); nullopt with fewer than 3 pairs or a constant series.
std::optional<double> spearman(std::span<const double> a, std::span<const double> b);

}  // namespace evotune::search
