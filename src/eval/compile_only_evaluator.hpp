// The evaluator of a run without a GPU (`evotune run --no-gpu`, or `run` on a
// machine without one): render -> NVRTC on the compile pool -> ptxas gates,
// nothing measured. A compile error or a gate rejection is an ordinary
// outcome; a candidate that passes comes back awaiting the GPU (the search
// loop stores its compile, and the first run on a GPU measures it). Compiles
// already in the database are taken from there, not made again.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "codegen/render.hpp"
#include "codegen/template.hpp"
#include "core/evaluator.hpp"
#include "core/experiment.hpp"
#include "eval/compile_pool.hpp"
#include "eval/compile_record.hpp"
#include "eval/gates.hpp"

namespace evotune {

struct CompileOnlyOptions {
  std::string arch;                  ///< resolved compile target, e.g. "sm_90a"
  DeviceLimits limits;               ///< for the gates (the GPU's, or the H100/H200 defaults)
  int compile_threads = 0;           ///< 0: one per hardware thread
  std::vector<CompilePool::Compiler> extra_compilers;  ///< threads that compile elsewhere (other MPI ranks)
  CompilerSettings compiler;
  StoredCompileLookup stored_compile;  ///< unset: always compile
};

/// What the evaluator did (for the run's summary line).
struct CompileOnlyStats {
  std::int64_t compiled = 0;  ///< compiles made (any status)
  std::int64_t reused = 0;    ///< compiles taken from the database
};

class CompileOnlyEvaluator final : public Evaluator {
 public:
  CompileOnlyEvaluator(const Experiment& experiment, const TemplateInfo& tmpl, CompileOnlyOptions options);
  ~CompileOnlyEvaluator() override;
  CompileOnlyEvaluator(const CompileOnlyEvaluator&) = delete;
  CompileOnlyEvaluator& operator=(const CompileOnlyEvaluator&) = delete;

  /// compile_only_environment of the target and this NVRTC.
  EnvironmentInfo environment() override;
  std::string identity(const Point& point) override;
  void submit(std::vector<Proposal> batch) override;
  /// Rethrows the first tool failure of a compile (NVRTC helper broken).
  std::vector<Outcome> collect(std::chrono::milliseconds timeout) override;
  std::size_t pending() const override;
  void cancel() override;

  const std::string& arch() const { return options_.arch; }
  CompileOnlyStats stats() const;

 private:
  void deliver(Outcome outcome, std::uint64_t epoch);
  Outcome outcome_of(std::int64_t ticket, GatedCompile compiled, double compile_s) const;

  Experiment experiment_;
  TemplateInfo template_;
  RenderedCandidates rendered_;  // rendered by identity(), compiled by submit()
  CompileOnlyOptions options_;
  bool gmem_ = false;

  mutable std::mutex mutex_;
  std::condition_variable ready_;
  std::vector<Outcome> results_;
  std::uint64_t epoch_ = 0;      // bumped by cancel(): older compiles are dropped
  std::size_t outstanding_ = 0;  // submitted in this epoch, not yet collected
  std::exception_ptr failure_;
  CompileOnlyStats stats_;
  std::unique_ptr<CompilePool> pool_;  // last: destroyed first, its callbacks use the members above
};

}  // namespace evotune
