// `evotune show ID`: everything known about one candidate, from the database
// (opened read-only): parameters, identity, how it was made, its compile and
// gate verdict, launch geometry and occupancy, its measurement with device and
// clocks, correctness errors, profiling metrics, and on request the NVRTC log
// and the rendered source. Needs no GPU.
#include <algorithm>
#include <cctype>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "core/launch_plan.hpp"
#include "core/profile_metrics.hpp"
#include "cli/results_view.hpp"
#include "codegen/render.hpp"
#include "codegen/template.hpp"

namespace evotune::cli {
namespace {

struct ShowOptions {
  std::string id;
  bool log = false;
  bool source = false;
};

bool all_digits(const std::string& s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isdigit(c); });
}
bool all_hex(const std::string& s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isxdigit(c); });
}

// The candidate ID names: a number, or a unique prefix (4+ hex digits) of its source hash.
store::CandidateRow resolve_candidate(store::Store& store, const std::string& id) {
  if (all_digits(id) && id.size() <= 18) {
    if (auto c = store.candidate(std::stoll(id))) return *c;
    // A number that is not an id may still be a hash prefix ("1234...").
    if (id.size() < 4)
      throw StoreError(fmt::format("no candidate {} in {} (`evotune leaderboard` lists them)", id,
                                   store.path().string()));
  }
  if (!all_hex(id) || id.size() < 4)
    throw StoreError(fmt::format("'{}' is not a candidate id: give the number the leaderboard prints, or at least "
                                 "4 hex digits of its source hash",
                                 id));
  std::string prefix = id;
  std::transform(prefix.begin(), prefix.end(), prefix.begin(), [](unsigned char c) { return std::tolower(c); });
  const auto found = store::candidates_with_hash_prefix(store, prefix, 6);
  if (found.empty())
    throw StoreError(fmt::format("no candidate {} in {} (neither an id nor the start of a source hash)", id,
                                 store.path().string()));
  if (found.size() > 1) {
    std::string ids;
    for (const auto& c : found) ids += fmt::format("{}{}", ids.empty() ? "" : ", ", c.id);
    throw StoreError(fmt::format("source hash prefix '{}' is ambiguous: candidates {}{}; give more digits", id, ids,
                                 found.size() >= 6 ? ", ..." : ""));
  }
  return found.front();
}

std::string ranges(const std::vector<int>& sorted) {
  std::string out;
  for (std::size_t i = 0; i < sorted.size();) {
    std::size_t j = i;
    while (j + 1 < sorted.size() && sorted[j + 1] == sorted[j] + 1) ++j;
    out += (out.empty() ? "" : ", ") +
           (j == i ? std::to_string(sorted[i]) : fmt::format("{}-{}", sorted[i], sorted[j]));
    i = j + 1;
  }
  return out;
}

std::string point_text(const ExperimentView& v, const Point& p) {
  std::string s;
  for (const auto& name : v.parameters)
    if (auto it = p.find(name); it != p.end()) s += (s.empty() ? "" : " ") + name + "=" + it->second.to_string();
  for (const auto& [name, value] : p)
    if (std::find(v.parameters.begin(), v.parameters.end(), name) == v.parameters.end())
      s += (s.empty() ? "" : " ") + name + "=" + value.to_string();
  return s;
}

std::string brief(const ExperimentView& v, std::int64_t id) {
  const CandidateView* c = v.find(id);
  if (!c) return fmt::format("{} (another search)", id);
  if (c->time_us()) return fmt::format("{} ({}, {} us)", id, c->status, format_short(*c->time_us(), 4));
  return fmt::format("{} ({})", id, c->status);
}

std::string opt_bytes(std::optional<int> b) { return b ? format_bytes(*b) : "?"; }
std::string opt_int(std::optional<int> v) { return v ? std::to_string(*v) : "?"; }

class Printer {
 public:
  void section(const std::string& title) { out_ += title + "\n"; }
  // "  key           value", the value wrapped at 120 columns under itself.
  void item(const std::string& key, const std::string& value) {
    if (value.empty()) return;
    constexpr std::size_t kIndent = 16, kWidth = 120;
    std::string line = fmt::format("  {:<13} ", key);
    std::size_t at = 0;
    while (at < value.size()) {
      std::size_t room = kWidth - std::min(kWidth - 20, line.size());
      std::size_t end = value.size();
      if (end - at > room) {
        const std::size_t space = value.rfind(' ', at + room);
        end = space != std::string::npos && space > at ? space : at + room;
      }
      out_ += line + value.substr(at, end - at) + "\n";
      at = end;
      while (at < value.size() && value[at] == ' ') ++at;
      line = std::string(kIndent, ' ');
    }
  }
  void raw(const std::string& text) { out_ += text; }
  const std::string& text() const { return out_; }

 private:
  std::string out_;
};

std::string gate_summary(const Experiment& e, const store::KernelStats& k, const Figures& f) {
  std::vector<std::string> parts;
  const Gates& g = e.gates;
  if (k.registers)
    parts.push_back(fmt::format("registers {} ({})", *k.registers,
                                g.max_registers ? fmt::format("gate {}", *g.max_registers) : "no gate"));
  if (auto spill = k.spill_bytes())
    parts.push_back(fmt::format("spills {} (gate {})", format_bytes(*spill), format_bytes(g.max_spill_bytes)));
  if (k.stack_bytes)
    parts.push_back(fmt::format("stack {} ({})", format_bytes(*k.stack_bytes),
                                g.max_stack_bytes ? "gate " + format_bytes(*g.max_stack_bytes) : "no gate"));
  if (f.shared_bytes)
    parts.push_back(fmt::format("smem {} ({})", format_bytes(*f.shared_bytes),
                                g.max_shared_bytes ? "gate " + format_bytes(*g.max_shared_bytes)
                                                   : "device limit"));
  std::string s;
  for (const auto& p : parts) s += (s.empty() ? "" : "; ") + p;
  return s;
}

std::string show_candidate(store::Store& store, const store::CandidateRow& row, const ShowOptions& o) {
  const auto experiment = store.experiment(row.experiment_id);
  if (!experiment)
    throw StoreError(fmt::format("{}: candidate {} names experiment #{}, which is not there",
                                 store.path().string(), row.id, row.experiment_id));
  const ExperimentView v = load_experiment_view(store, *experiment, row.environment_id);
  const CandidateView* c = v.find(row.id);
  if (!c) throw StoreError(fmt::format("{}: candidate {} vanished while reading", store.path().string(), row.id));
  const store::CandidateRow& cand = c->result.candidate;
  const store::Measurement* m = c->measurement();
  const Figures& f = c->figures;
  Printer p;

  p.section(fmt::format("candidate {} of {} (experiment #{}){}", cand.id, v.row.name, v.row.id,
                        c->rank ? fmt::format(": rank {} of {} valid", *c->rank, v.ranking.size()) : ""));
  p.item("parameters", point_text(v, c->point));
  p.item("status", c->status + (c->reason.empty() ? "" : ": " + c->reason));
  p.item("source hash", cand.source_hash);
  p.item("environment", v.environment.describe());
  p.item("proposed", cand.created_at);

  p.section("origin");
  std::string made = fmt::format("{} in generation {}", store::origin_name(cand.origin), cand.generation);
  if (cand.note) made += ": " + *cand.note;
  p.item("made by", made);
  if (cand.rule) {
    std::string text = *cand.rule;
    for (const store::RuleSummary& r : store.rule_summary(cand.experiment_id, cand.environment_id))
      if (r.rule == cand.rule)
        text += fmt::format(" (this search: {} made, {} valid, {} of {} faster than their parent)", r.made, r.valid,
                            r.improved, r.with_parent);
    p.item("insight rule", text);
  }
  std::vector<std::string> parents;
  if (cand.parent1_id) parents.push_back(brief(v, *cand.parent1_id));
  if (cand.parent2_id) parents.push_back(brief(v, *cand.parent2_id));
  std::string parents_text;
  for (const auto& x : parents) parents_text += (parents_text.empty() ? "" : ", ") + x;
  p.item("parents", parents_text.empty() ? "none" : parents_text);
  std::string children_text;
  for (const auto& child : store::children_of(store, cand.id))
    children_text += (children_text.empty() ? "" : ", ") + brief(v, child.id);
  p.item("children", children_text.empty() ? "none" : children_text);
  const auto places = store::population_places(store, cand.id);
  if (places.empty()) {
    p.item("population", "never in the elite population");
  } else {
    std::vector<int> gens;
    int best_rank = places.front().rank;
    for (const auto& pl : places) {
      gens.push_back(pl.generation);
      best_rank = std::min(best_rank, pl.rank);
    }
    p.item("population", fmt::format("generation{} {}, best rank {}", gens.size() == 1 ? "" : "s", ranges(gens),
                                     best_rank));
  }

  std::optional<store::CompileRecord> compile;
  if (c->result.evaluation && c->result.evaluation->compile_id)
    compile = store.compile(*c->result.evaluation->compile_id, /*with_cubin=*/false);
  else if (!c->result.evaluation && c->result.target)  // compiled, not measured yet
    compile = store.find_compile(c->result.candidate.source_hash, *c->result.target, /*with_cubin=*/false);
  p.section("compile");
  if (!compile) {
    p.item("status", "no compile recorded");
  } else {
    std::string target = compile->target;
    if (!compile->nvrtc_version.empty()) target += ", NVRTC " + compile->nvrtc_version;
    if (compile->seconds) target += fmt::format(", {:.2f} s", *compile->seconds);
    p.item("target", target);
    p.item("status", std::string(status_name(compile->status)));
    for (const store::KernelStats& k : compile->kernels) {
      p.raw(fmt::format("  entry {}: {} registers, spill stores {}, spill loads {}, stack {}, smem {} static + {} "
                        "dynamic, constant {}, {} barriers\n",
                        k.entry, opt_int(k.registers), opt_bytes(k.spill_store_bytes),
                        opt_bytes(k.spill_load_bytes), opt_bytes(k.stack_bytes), opt_bytes(k.shared_static_bytes),
                        opt_bytes(k.shared_dynamic_bytes), opt_bytes(k.constant_bytes), opt_int(k.barriers)));
    }
    if (compile->gmem_bytes) p.item("module gmem", format_bytes(*compile->gmem_bytes));
    if (compile->status == CandidateStatus::gate_reject)
      p.item("gates", "rejected: " + (compile->gate_reason.empty() ? c->reason : compile->gate_reason));
    else if (compile->status == CandidateStatus::ok && v.model && c->result.ptxas)
      p.item("gates", "passed: " + gate_summary(*v.model, *c->result.ptxas, f));
  }

  if (f.threads || f.occupancy || f.achieved_occupancy) {
    p.section("launch");
    if (f.threads) {
      std::string geometry = fmt::format("{} threads per CTA", *f.threads);
      if (f.ctas) geometry = fmt::format("{} CTAs of ", *f.ctas) + geometry;
      if (f.shared_bytes) geometry += fmt::format(", {} shared memory per CTA", format_bytes(*f.shared_bytes));
      p.item("geometry", geometry);
    }
    std::string occ;
    if (f.occupancy)
      occ = fmt::format("{:.0f}% theoretical (limited by {})", *f.occupancy * 100, f.occupancy_limiter);
    if (f.achieved_occupancy)
      occ += fmt::format("{}{:.0f}% achieved (profiled)", occ.empty() ? "" : "; ", *f.achieved_occupancy * 100);
    p.item("occupancy", occ);
  }

  // Tensor maps at this point (their box, even their swizzle, may be parameters): what the worker encoded.
  if (v.model && std::any_of(v.model->args.begin(), v.model->args.end(), [](const ArgSpec& a) { return a.tensor_map; })) {
    p.section("tensor maps");
    try {
      const std::vector<ArgBinding> args = bind_arguments(v.model->args, v.model->bindings(c->point));
      for (const ArgBinding& a : args)
        if (a.tensor_map)
          p.item(a.name, fmt::format("over {} ({}): {}", args[a.tensor_map->tensor].name, dtype_name(a.dtype),
                                     tensor_map_text(*a.tensor_map)));
    } catch (const Error& e) {
      p.item("maps", std::string("cannot be evaluated at this point: ") + e.what());
    }
  }

  p.section("evaluation");
  // A cost model chose it (strategy evo_model): what it predicted before the measurement.
  if (const auto pred = store.prediction(c->id()))
    p.item("predicted", fmt::format("{} us by the {} cost model (trained on {} evaluations), before it was measured",
                                    format_short(pred->predicted_us, 4), pred->model, pred->trained_on));
  if (!c->result.evaluation) {
    p.item("status", compile ? "not evaluated yet: its compile is stored; the next run evaluates it (measuring "
                               "needs a GPU)"
                             : "not evaluated: proposed, but the run stopped before its outcome came");
  } else {
    const store::EvaluationRow& e = *c->result.evaluation;
    std::string when = e.created_at;
    if (e.run_id) when += fmt::format(", run {}", *e.run_id);
    if (e.elapsed_s) when += fmt::format(", {:.1f} s into the search", *e.elapsed_s);
    p.item("finished", when);
    p.item("status", c->status);
    if (m->time_p50_us) {
      std::string t = fmt::format("median {} us", format_short(*m->time_p50_us, 4));
      if (m->time_p10_us && m->time_p90_us)
        t += fmt::format("; p10 {}, p90 {} us", format_short(*m->time_p10_us, 4), format_short(*m->time_p90_us, 4));
      if (m->spread) t += fmt::format("; spread {:.1f}%", *m->spread * 100);
      if (m->ci_low_us && m->ci_high_us)
        t += fmt::format("; median CI {}-{} us", format_short(*m->ci_low_us, 4), format_short(*m->ci_high_us, 4));
      if (m->timed_runs) t += fmt::format("; {} timed runs", *m->timed_runs);
      t += " (CUPTI: the kernels' own GPU timestamps, launch overhead excluded; the leaderboard's figure)";
      p.item("kernel time", t);
    }
    if (m->event_time_us)
      p.item("event time", fmt::format("{} us per call (CUDA events around back-to-back calls: launches and the gaps "
                                       "between them included, so above the kernel time)",
                                       format_short(*m->event_time_us, 4)));
    std::vector<std::string> rates;
    if (f.tflops) {
      std::string r = fmt::format("{} TFLOP/s", format_short(*f.tflops));
      if (v.model && v.model->roofline.peak_tflops)
        r += fmt::format(" ({:.1f}% of {})", 100 * *f.tflops / *v.model->roofline.peak_tflops,
                         format_short(*v.model->roofline.peak_tflops));
      rates.push_back(r);
    }
    if (f.gbps) {
      std::string r = fmt::format("{} GB/s", format_short(*f.gbps));
      if (v.model && v.model->roofline.peak_gbps)
        r += fmt::format(" ({:.1f}% of {})", 100 * *f.gbps / *v.model->roofline.peak_gbps,
                         format_short(*v.model->roofline.peak_gbps));
      rates.push_back(r);
    }
    if (f.floor_us && m->time_p50_us)
      rates.push_back(fmt::format("{}x the roofline floor ({} us)", format_short(*m->time_p50_us / *f.floor_us),
                                  format_short(*f.floor_us)));
    std::string rates_text;
    for (const auto& r : rates) rates_text += (rates_text.empty() ? "" : "; ") + r;
    p.item("throughput", rates_text);
    if (m->time_p50_us) {
      std::string s;
      if (f.vs_reference)
        s = fmt::format("{}x the reference ({} us)", format_short(*f.vs_reference), format_short(*v.reference_us));
      if (v.model)
        for (std::size_t i = 0; i < v.model->baselines.size() && i < f.vs_baselines.size(); ++i) {
          const Baseline& b = v.model->baselines[i];
          if (!f.vs_baselines[i]) continue;
          s += fmt::format("{}{}x {} ({} us, {})", s.empty() ? "" : "; ", format_short(*f.vs_baselines[i]), b.name,
                           fmt::format("{:g}", b.time_us), baseline_source_text(b, v.environment));
        }
      p.item("speed-up", s);
    }
    if (m->max_abs_error || m->max_rel_error || m->rel_norm) {
      std::string s = fmt::format("max abs error {:.3g}, max rel error {:.3g}, rel norm {:.3g}",
                                  m->max_abs_error.value_or(0), m->max_rel_error.value_or(0), m->rel_norm.value_or(0));
      if (v.model)
        s += fmt::format(" (tolerance atol {:.3g}, rtol {:.3g}, norm {:.3g})", v.model->reference.tolerance.atol,
                         v.model->reference.tolerance.rtol, v.model->reference.tolerance.max_rel_norm);
      p.item("correctness", s);
    }
    if (m->sm_clock_before_mhz || m->sm_clock_after_mhz)
      p.item("SM clock", fmt::format("{} MHz before, {} MHz after timing{}", opt_int(m->sm_clock_before_mhz),
                                     opt_int(m->sm_clock_after_mhz), m->throttled ? "; THROTTLED" : "; not throttled"));
    if (!m->device.empty()) p.item("device", m->device);  // which GPU measured it (run --devices, MPI ranks)
    std::string cost;
    if (m->compile_s) cost += fmt::format("compile {:.2f} s", *m->compile_s);
    if (m->gpu_s) cost += fmt::format("{}GPU worker {:.2f} s", cost.empty() ? "" : ", ", *m->gpu_s);
    p.item("cost", cost);
    if (!m->error.empty()) p.item("error", m->error);
    if (c->status == "partial") p.item("early exit", c->reason);
    const std::optional<store::ProfileRecord> profile = store.profile(e.id);
    if (!m->metrics.empty() || profile) {
      p.section("profile (CUPTI range profiler)");
      if (profile) {
        std::string cost = fmt::format("{:.3f} s", profile->seconds);
        if (profile->passes) cost += fmt::format(", {} replay passes", *profile->passes);
        if (profile->run_id) cost += fmt::format(", run {}", *profile->run_id);
        p.item("profiling cost", cost);
        if (profile->error) p.item("profiling failed", *profile->error);
        p.item("metric gates", profile->gate_reason ? "REMOVED from the population: " + *profile->gate_reason
                                                    : std::string(v.model && v.model->gates.metrics.any() ? "passed" : "none set"));
      }
      const DerivedMetrics d = derive_metrics(m->metrics);
      auto pct = [](const std::optional<double>& x) { return x ? fmt::format("{:.1f}%", *x) : std::string("-"); };
      if (d.tensor_pct || d.dram_pct || d.achieved_occupancy_pct || d.l2_hit_pct || d.bank_conflict_pct) {
        p.item("tensor pipe", pct(d.tensor_pct));
        p.item("DRAM throughput", pct(d.dram_pct) + " of peak");
        p.item("achieved occupancy", pct(d.achieved_occupancy_pct));
        p.item("L2 hit rate", pct(d.l2_hit_pct));
        p.item("bank conflicts", pct(d.bank_conflict_pct) + " of shared wavefronts");
      }
      if (!d.stalls.empty()) p.item("top stalls", d.top_stalls(4) + " (warps per issue cycle)");
      if (d.duration_us) p.item("profiled time", fmt::format("{} us (under the profiler)", format_short(*d.duration_us, 4)));
      std::size_t w = 0;
      for (const auto& [name, value] : m->metrics) w = std::max(w, name.size());
      for (const auto& [name, value] : m->metrics) p.raw(fmt::format("  {:<{}}  {:.4g}\n", name, w, value));
    }
    const std::vector<store::SanitizerCheck>& checks = c->sanitizer_checks;
    if (!checks.empty()) {
      p.section("compute-sanitizer");
      std::string verdict = store::sanitizer_state_name(c->sanitizer);
      if (c->sanitizer == store::SanitizerState::partial) verdict += " (not every tool ran; `evotune run` runs the rest)";
      if (c->sanitizer == store::SanitizerState::failed) verdict += " (a check could not run; `evotune run` tries again)";
      p.item("verdict", verdict);
      for (const store::SanitizerCheck& s : checks) {
        std::string text = s.verdict;
        if (s.verdict == "errors") text += fmt::format(" ({} errors)", s.errors);
        text += fmt::format(", {:.1f} s", s.seconds);
        // The report's first lines say what was found (the whole log is in the database).
        if (s.verdict != "clean" && !s.report.empty()) text += ": " + s.report.substr(0, 400);
        p.item(s.tool, text);
      }
    }
  }

  if (const auto retimings = store.comparisons_of(cand.id); !retimings.empty()) {
    p.section("interleaved re-timings (noise-aware ranking)");
    p.raw("  (each: both kernels' CUPTI medians over alternating rounds, measured together, so they differ from "
          "each one's own kernel time)\n");
    for (const store::ComparisonRow& c : retimings) {
      const bool challenger = c.candidate_a == cand.id;
      const std::int64_t other = challenger ? c.candidate_b : c.candidate_a;
      const double mine = challenger ? c.a_us : c.b_us, theirs = challenger ? c.b_us : c.a_us;
      // diff is (incumbent - challenger): positive when the challenger is faster.
      const std::string outcome = c.winner == cand.id ? (challenger ? "promoted" : "kept its place")
                                                      : (challenger ? "not promoted" : "displaced");
      p.raw(fmt::format("  generation {}: {} against {} {}: {:.3f} vs {:.3f} us over {} rounds, difference {:+.3f} us "
                        "(95% CI {:+.3f} .. {:+.3f}{}): {}\n",
                        c.generation, challenger ? "challenger" : "incumbent", challenger ? "incumbent" : "challenger",
                        other, mine, theirs, c.rounds, c.diff_us, c.ci_low_us, c.ci_high_us,
                        c.significant ? "" : ", within noise", outcome));
    }
  }

  if (o.log) {
    p.section("NVRTC log");
    if (!compile || compile->log.empty()) {
      p.raw("  (no log recorded)\n");
    } else {
      p.raw(compile->log);
      if (compile->log.back() != '\n') p.raw("\n");
    }
  }
  if (o.source) {
    p.section("source");
    if (!v.model) {
      Diagnostic problem;
      problem.mark.file = v.row.file_path;
      problem.message = "cannot render the source: " + v.model_problem;
      throw ConfigError({std::move(problem)});
    }
    const TemplateInfo tmpl = load_template(v.model->kernel);
    const std::string arch = compile && compile->target.rfind("sm_", 0) == 0
                                 ? compile->target
                                 : resolve_arch(tmpl, std::nullopt, v.model->kernel.arch, std::nullopt);
    const CandidateSource src = make_candidate(tmpl, *v.model, c->point, arch);
    if (src.id != cand.source_hash && v.environment.gpu_name.rfind("replay:", 0) != 0)
      p.raw(fmt::format("  (rendered now for {}: hash {} differs from the measured {}; the template changed since)\n",
                        arch, src.id.substr(0, 16), cand.source_hash.substr(0, 16)));
    p.raw(src.source.text);
    if (!src.source.text.empty() && src.source.text.back() != '\n') p.raw("\n");
  }
  return p.text();
}

}  // namespace

void register_show(CLI::App& app, GlobalOptions& g, int& exit_code) {
  auto* cmd = app.add_subcommand(
      "show",
      "Everything known about one candidate: parameters, status and reason, ptxas figures "
      "(registers, spills, stack, shared memory), launch geometry, timings (median, p10, p90), "
      "error norms, metrics. Needs no GPU.");
  auto opts = std::make_shared<ShowOptions>();
  cmd->add_option("ID", opts->id,
                  "Candidate id as the leaderboard prints it, or a unique prefix of its source "
                  "hash")
      ->required();
  cmd->add_flag("--log", opts->log, "Also print the NVRTC/ptxas log kept with the candidate");
  cmd->add_flag("--source", opts->source, "Also print the rendered CUDA source");
  cmd->callback([opts, &g, &exit_code] {
    settle_database(g);
    store::Store store = open_store_read_only(g.db);
    if (store.experiments().empty())
      throw StoreError(g.db.string() + ": no experiments in this database yet (`evotune run EXPERIMENT` starts one)");
    const store::CandidateRow row = resolve_candidate(store, opts->id);
    const std::string text = show_candidate(store, row, *opts);
    std::fwrite(text.data(), 1, text.size(), stdout);
    exit_code = 0;
  });
}

}  // namespace evotune::cli
