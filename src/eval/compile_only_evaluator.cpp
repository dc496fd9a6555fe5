// Compile and gate without a GPU (see compile_only_evaluator.hpp).
#include "eval/compile_only_evaluator.hpp"

#include <algorithm>
#include <utility>

namespace evotune {

CompileOnlyEvaluator::CompileOnlyEvaluator(const Experiment& experiment, const TemplateInfo& tmpl,
                                           CompileOnlyOptions options)
    : experiment_(experiment), template_(tmpl), options_(std::move(options)) {
  gmem_ = template_.declares_flag("gmem");
  pool_ = std::make_unique<CompilePool>(options_.compiler, options_.compile_threads, options_.extra_compilers);
}

CompileOnlyEvaluator::~CompileOnlyEvaluator() { pool_.reset(); }

EnvironmentInfo CompileOnlyEvaluator::environment() {
  const std::string nvrtc = nvrtc_version_string();  // "NVRTC 13.0"
  return compile_only_environment(
      options_.arch, nvrtc.rfind(' ') == std::string::npos ? nvrtc : nvrtc.substr(nvrtc.rfind(' ') + 1));
}

std::string CompileOnlyEvaluator::identity(const Point& point) {
  return rendered_.make(template_, experiment_, point, options_.arch).id;
}

Outcome CompileOnlyEvaluator::outcome_of(std::int64_t ticket, GatedCompile compiled, double compile_s) const {
  Outcome o;
  o.ticket = ticket;
  o.measurement.status = compiled.record.status;
  o.measurement.error = std::move(compiled.error);
  o.measurement.compile_s = compile_s;
  o.awaits_gpu = compiled.record.status == CandidateStatus::ok;
  o.compile = std::move(compiled.record);
  return o;
}

void CompileOnlyEvaluator::submit(std::vector<Proposal> batch) {
  for (Proposal& proposal : batch) {
    CandidateSource source = rendered_.take(proposal.identity, template_, experiment_, proposal.point, options_.arch);
    std::uint64_t epoch = 0;
    {
      std::lock_guard lock(mutex_);
      epoch = epoch_;
      ++outstanding_;
    }
    if (options_.stored_compile) {
      if (auto stored = reusable_compile(options_.stored_compile(source.id, options_.arch))) {
        {
          std::lock_guard lock(mutex_);
          ++stats_.reused;
        }
        deliver(outcome_of(proposal.ticket, std::move(*stored), 0.0), epoch);
        continue;
      }
    }
    CompileRequest request = make_compile_request(source, template_);
    auto shared = std::make_shared<std::pair<Proposal, CandidateSource>>(std::move(proposal), std::move(source));
    pool_->submit(std::move(request), [this, shared, epoch](const CompileResult* result, std::exception_ptr error) {
      try {
        if (error) std::rethrow_exception(error);
        GatedCompile compiled = gated_compile(experiment_, shared->first.point, shared->second, *result, gmem_,
                                              options_.limits, /*keep_cubin=*/true);
        {
          std::lock_guard lock(mutex_);
          ++stats_.compiled;
        }
        deliver(outcome_of(shared->first.ticket, std::move(compiled), result->wall_seconds), epoch);
      } catch (...) {
        {
          std::lock_guard lock(mutex_);
          if (!failure_) failure_ = std::current_exception();
        }
        ready_.notify_all();
      }
    });
  }
  rendered_.clear();  // rendered for an identity and not submitted: skipped by the run loop
}

void CompileOnlyEvaluator::deliver(Outcome outcome, std::uint64_t epoch) {
  {
    std::lock_guard lock(mutex_);
    if (epoch != epoch_) return;
    results_.push_back(std::move(outcome));
  }
  ready_.notify_all();
}

std::vector<Outcome> CompileOnlyEvaluator::collect(std::chrono::milliseconds timeout) {
  std::unique_lock lock(mutex_);
  ready_.wait_for(lock, timeout, [this] { return !results_.empty() || failure_ != nullptr; });
  if (failure_) std::rethrow_exception(failure_);
  std::vector<Outcome> out;
  out.swap(results_);
  outstanding_ -= std::min(outstanding_, out.size());
  return out;
}

std::size_t CompileOnlyEvaluator::pending() const {
  std::lock_guard lock(mutex_);
  return outstanding_;
}

void CompileOnlyEvaluator::cancel() {
  std::lock_guard lock(mutex_);
  ++epoch_;
  results_.clear();
  outstanding_ = 0;
}

CompileOnlyStats CompileOnlyEvaluator::stats() const {
  std::lock_guard lock(mutex_);
  return stats_;
}

}  // namespace evotune
