// What `compile` (and `run` without a GPU) checks of the compiled modules
// before any GPU sees them: every launched entry is in its module, and takes
// the parameters the experiment's `args` pass (count and sizes, read from the
// cubin: eval/cubin_params.hpp); the reference compiles and passes the same
// check. A mismatch is a mistake in the experiment file, reported as a
// configuration error at its line, not as a gate rejection of every candidate.
#include <fmt/format.h>

#include "cli/candidate_args.hpp"
#include "core/error.hpp"
#include "core/launch_plan.hpp"
#include "eval/compiler.hpp"
#include "eval/cubin_params.hpp"
#include "eval/worker_jobs.hpp"

namespace evotune::cli {

namespace {

std::string sizes_text(const std::vector<std::size_t>& sizes) {
  std::string out;
  for (std::size_t s : sizes) out += fmt::format("{}{}", out.empty() ? "" : ", ", s);
  return out;
}

}  // namespace

std::vector<Diagnostic> module_diagnostics(const Experiment& e, const KernelSpec& kernel, const CompileResult& compiled) {
  std::vector<Diagnostic> out;
  for (const LaunchSpec& l : kernel.launches) {
    const std::optional<std::vector<KernelParam>> params = kernel_params(compiled.cubin, l.entry);
    const std::string key = l.entry_key.empty() ? "entry" : l.entry_key;
    if (!params) {
      std::string have;
      for (const auto* f : compiled.ptxas.entries())
        have += (have.empty() ? "" : ", ") + (f->demangled.empty() ? f->name : f->demangled);
      out.push_back({l.entry_mark, key,
                     fmt::format("the compiled module has no entry '{}' (it has: {}; an entry must be extern \"C\" "
                                 "__global__)",
                                 l.entry, have.empty() ? "none" : have)});
      continue;
    }
    std::vector<std::size_t> expected, declared;
    for (const std::string& name : l.args)
      for (const ArgSpec& a : e.args)
        if (a.name == name)
          expected.push_back(a.is_tensor ? sizeof(void*) : a.tensor_map ? kTensorMapBytes : dtype_size(a.dtype));
    for (const KernelParam& p : *params) declared.push_back(static_cast<std::size_t>(p.size));
    if (expected != declared)
      out.push_back({l.entry_mark, key,
                     fmt::format("{} takes {} parameter{} ({} bytes) but the launch passes {} argument{} ({} bytes: "
                                 "a tensor is an 8-byte pointer, a scalar its dtype's size, a tensor map a 128-byte CUtensorMap)",
                                 l.entry, declared.size(), declared.size() == 1 ? "" : "s", sizes_text(declared),
                                 expected.size(), expected.size() == 1 ? "" : "s", sizes_text(expected))});
  }
  return out;
}

void check_modules(const CompileSetup& s, const CompileResult* candidate) {
  const Experiment& e = s.experiment;
  std::vector<Diagnostic> problems;
  if (candidate && candidate->status == CompileStatus::ok) problems = module_diagnostics(e, e.kernel, *candidate);
  const CompileResult reference = compile_candidate(reference_compile_request(e, s.arch), CompilerSettings{});
  if (reference.status != CompileStatus::ok) {
    problems.push_back({e.reference.kernel.mark, "reference.source",
                        fmt::format("the reference does not compile for {}: {}", s.arch, reference.message)});
  } else {
    for (Diagnostic& d : module_diagnostics(e, e.reference.kernel, reference)) problems.push_back(std::move(d));
  }
  if (!problems.empty()) throw ConfigError(std::move(problems));
}

}  // namespace evotune::cli
