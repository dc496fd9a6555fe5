// `evotune baselines EXPERIMENT`: runs the experiment's measured baselines
// (its `baselines:` entries with `command:`) on this machine and stores what
// they print, so that the leaderboard and the report compare with times taken
// on the same GPU as the tuning. `evotune run` calls the same thing after a
// run on a GPU (unless --no-baselines); scripts/gpu_check.sh calls the command.
#include <cstdio>
#include <memory>
#include <string>

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "core/experiment.hpp"
#include "eval/baseline_command.hpp"
#include "store/store.hpp"
#include "tune/progress.hpp"

namespace evotune::cli {

int measure_baselines(const Experiment& e, store::Store& db, const std::string& only) {
  int failed = 0, ran = 0;
  for (const BaselineCommand& b : e.baseline_commands) {
    if (!only.empty() && b.name != only) continue;
    ++ran;
    std::printf("baseline %s: running `%s` (time limit %g s)\n", b.name.c_str(), b.command.c_str(), b.timeout_s);
    std::fflush(stdout);
    eval::BaselineCommandResult r;
    try {
      r = eval::run_baseline_command(e, b);
    } catch (const EvalError& err) {
      std::fprintf(stderr, "evotune baselines: %s\n", err.what());
      ++failed;
      continue;
    }
    {
      auto tx = db.transaction();
      for (const MeasuredBaseline& m : r.measured) db.put_measured_baseline(m);
      tx.commit();
    }
    for (const MeasuredBaseline& m : r.measured)
      std::printf("  %s%s%s on %s (%s)\n", m.shape.empty() ? "" : (m.shape + ": ").c_str(),
                  tune::format_time_us(m.time_us).c_str(),
                  m.rel_norm ? fmt::format(", rel_norm {:.2e}", *m.rel_norm).c_str() : "", m.device.c_str(),
                  m.method.c_str());
    if (!r.unmeasured.empty()) {
      std::string shapes;
      for (const std::string& s : r.unmeasured) shapes += (shapes.empty() ? "" : "; ") + s;
      std::printf("  not measured at %zu shape%s: %s\n", r.unmeasured.size(), r.unmeasured.size() == 1 ? "" : "s",
                  shapes.c_str());
    }
    std::printf("baseline %s: %zu time%s stored in %s\n", b.name.c_str(), r.measured.size(),
                r.measured.size() == 1 ? "" : "s", db.path().string().c_str());
  }
  if (!only.empty() && ran == 0) {
    std::string names;
    for (const BaselineCommand& b : e.baseline_commands) names += (names.empty() ? "" : ", ") + b.name;
    std::fprintf(stderr, "evotune baselines: %s has no measured baseline '%s' (it has: %s)\n", e.file.string().c_str(),
                 only.c_str(), names.empty() ? "none" : names.c_str());
    return 1;
  }
  return failed;
}

namespace {

struct BaselinesArgs {
  std::string experiment;
  std::string only;
};

void baselines(const BaselinesArgs& o, const GlobalOptions& g, int& exit_code) {
  Experiment e;
  try {
    e = load_experiment(o.experiment);
  } catch (const ConfigError& err) {
    for (const auto& d : err.diagnostics()) std::fprintf(stderr, "%s\n", d.format().c_str());
    std::fprintf(stderr, "evotune baselines: %s: %zu problem%s found; nothing was run\n", o.experiment.c_str(),
                 err.diagnostics().size(), err.diagnostics().size() == 1 ? "" : "s");
    exit_code = 1;
    return;
  }
  if (e.baseline_commands.empty()) {
    std::printf("%s: no baseline has a `command:`; nothing to measure (typed baselines are used as written)\n",
                o.experiment.c_str());
    return;
  }
  store::Store db(g.db);
  exit_code = measure_baselines(e, db, o.only) > 0 ? 1 : 0;
}

}  // namespace

void register_baselines(CLI::App& app, GlobalOptions& g, int& exit_code) {
  auto* cmd = app.add_subcommand(
      "baselines",
      "Measure the experiment's baselines that name a command (baselines: - {name, command, timeout_s}) on this "
      "machine and store their times, devices and methods in the database; the leaderboard and the report then "
      "use them instead of typed times. Each command runs with /bin/sh in the experiment file's folder, reads "
      "the experiment's shapes as JSON on stdin and prints a JSON list of {shape, time_us, rel_norm, device, "
      "method}; it is killed past its timeout_s. `evotune run` does this after a run on a GPU. Exits 1 when a "
      "command failed (the others' times are stored)");
  auto o = std::make_shared<BaselinesArgs>();
  cmd->add_option("EXPERIMENT", o->experiment, "Experiment file (YAML), e.g. experiments/s512.yaml")->required();
  cmd->add_option("--only", o->only, "Run only the baseline of this name");
  cmd->callback([o, &g, &exit_code] { baselines(*o, g, exit_code); });
}

}  // namespace evotune::cli
