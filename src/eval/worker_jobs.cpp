// Experiment -> worker job, with every expression evaluated (see worker_jobs.hpp).
#include "eval/worker_jobs.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "codegen/template.hpp"

namespace evotune {

std::vector<std::uint64_t> trial_seeds(std::uint64_t seed, int trials) {
  std::vector<std::uint64_t> seeds;
  std::uint64_t state = seed;
  for (int i = 0; i < trials; ++i) {
    // SplitMix64: distinct, well-spread seeds from one.
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    seeds.push_back(z ^ (z >> 31));
  }
  return seeds;
}

RenderedSource render_reference(const Experiment& experiment) {
  const TemplateInfo tmpl = load_template(experiment.reference.kernel);
  RenderedSource rendered = render(tmpl, experiment, Point{});
  if (experiment.reference.defines.empty()) return rendered;
  const Bindings b = experiment.reference_bindings();
  std::string prelude;
  for (const auto& [name, expr] : experiment.reference.defines) {
    const std::string value = b.at(name).to_string();
    prelude += fmt::format("#define {} {}\n", name, value);
    rendered.defines.emplace_back(name, value);
  }
  rendered.text = prelude + rendered.text;
  return rendered;
}

CompileRequest reference_compile_request(const Experiment& experiment, const std::string& default_arch) {
  const KernelSpec& k = experiment.reference.kernel;
  CompileRequest request;
  request.source = render_reference(experiment).text;
  request.name = k.source.filename().string();
  request.options = kStandardOptions;
  request.options.insert(request.options.end(), k.options.begin(), k.options.end());
  request.arch = k.arch.value_or(default_arch);
  request.include_dirs = {k.source.parent_path()};
  return request;
}

KernelProgram make_reference_program(const Experiment& experiment, std::string cubin) {
  KernelProgram p;
  p.label = "reference " + experiment.reference.kernel.source.filename().string();
  p.cubin = std::move(cubin);
  p.launches = plan_launches(experiment.reference.kernel, experiment.args, experiment.reference_bindings());
  return p;
}

namespace {

// The correctness trials' inputs come from measure.check_seed (run draws one
// per run when the file sets none); tools that run no search use search.seed.
std::uint64_t check_seed(const Experiment& experiment) {
  return experiment.measure.check_seed.value_or(experiment.search.seed);
}

// What every evaluate job of an experiment shares, at `b`, with its arguments bound.
WorkerJob base_job(const Experiment& experiment, const Bindings& b, const KernelProgram& reference,
                   std::vector<ArgBinding> args) {
  WorkerJob job;
  job.kind = JobKind::evaluate;
  job.reference = reference;
  job.args = std::move(args);
  const auto& wide = experiment.measure.wide_args;
  for (ArgBinding& a : job.args) a.widen = wide.empty() || std::find(wide.begin(), wide.end(), a.name) != wide.end();
  job.tolerance = experiment.reference.tolerance;
  job.measure = experiment.measure;
  job.trial_seeds = trial_seeds(check_seed(experiment), std::max(experiment.measure.trials, 1));
  job.floor_us = physical_floor_us(experiment.roofline, b);
  return job;
}

}  // namespace

WorkerJob make_evaluate_job(const Experiment& experiment, const Point& point, std::string cubin, std::string label,
                            const KernelProgram& reference, bool atomics) {
  const Bindings b = experiment.bindings(point);
  WorkerJob job = base_job(experiment, b, reference, bind_arguments(experiment.args, b));
  job.candidate.label = std::move(label);
  job.candidate.cubin = std::move(cubin);
  job.candidate.launches = plan_launches(experiment.kernel, experiment.args, b);
  job.atomics = atomics;
  return job;
}

WorkerJob make_profile_job(const Experiment& experiment, const Point& point, std::string cubin, std::string label,
                           std::vector<std::string> metrics) {
  const Bindings b = experiment.bindings(point);
  WorkerJob job;
  job.kind = JobKind::profile;
  job.args = bind_arguments(experiment.args, b);
  job.measure = experiment.measure;
  job.trial_seeds = trial_seeds(check_seed(experiment), 1);
  job.candidate.label = std::move(label);
  job.candidate.cubin = std::move(cubin);
  job.candidate.launches = plan_launches(experiment.kernel, experiment.args, b);
  job.profile_metrics = std::move(metrics);
  return job;
}

WorkerJob make_check_job(const Experiment& experiment, const Point& point, std::string cubin, std::string label,
                         const KernelProgram& reference, bool atomics, int trials) {
  WorkerJob job = make_evaluate_job(experiment, point, std::move(cubin), std::move(label), reference, atomics);
  job.kind = JobKind::check;
  job.trial_seeds = trial_seeds(check_seed(experiment), std::max(trials, 1));
  return job;
}

WorkerJob make_reference_like_job(const Experiment& experiment, const KernelProgram& reference, std::string cubin,
                                  std::string label, const std::string& entry) {
  // Only the reference's launches run: arguments they do not use may be sized
  // by template parameters, which the reference has no value for.
  std::vector<bool> used(experiment.args.size(), false);
  for (const LaunchPlan& l : reference.launches)
    for (int a : l.args) used.at(static_cast<std::size_t>(a)) = true;
  const Bindings b = experiment.reference_bindings();
  WorkerJob job = base_job(experiment, b, reference, bind_arguments(experiment.args, b, used));
  job.candidate.label = std::move(label);
  job.candidate.cubin = std::move(cubin);
  job.candidate.launches = reference.launches;
  if (!entry.empty())
    for (auto& l : job.candidate.launches) l.entry = entry;
  return job;
}

}  // namespace evotune
