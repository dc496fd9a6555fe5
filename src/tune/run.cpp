// The run loop (see run.hpp for what it promises).
//
// Checkpoints, each one transaction:
//   propose generation g   candidates of g + search_state (proposed = g, the
//                          generator and the strategy state after proposing);
//   an outcome             its compile, its evaluation, the run's counters;
//   close generation g     population of g + search_state (closed = g).
// A kill between checkpoints loses only what was in flight. On resume,
// candidates without an evaluation are submitted again; the generator state
// is the one saved with the last proposal, so the same proposals follow.
//
// Reproducibility: generation h is proposed once generation h - lookahead has
// closed, from the population of that generation (not of whatever closed
// since); the number of proposals depends only on how many were made before.
// So given the same measurements a seed gives the same search, however
// outcomes interleave in time and wherever a run was stopped and resumed.
#include "tune/run.hpp"

#include <algorithm>
#include <chrono>
#include <limits>
#include <set>

#include <fmt/format.h>
#include <spdlog/spdlog.h>

#include "search/cost_model.hpp"
#include "search/insight_rules.hpp"
#include "search/random.hpp"
#include "search/strategy.hpp"
#include "tune/profiling.hpp"
#include "tune/ranking.hpp"

namespace evotune::tune {

using namespace evotune::search;

namespace {

// Prints nothing: the run's printer when it is given none.
class SilentPrinter : public ProgressPrinter {
 public:
  void line(const std::string&) override {}
  void update(const ProgressSnapshot&) override {}
  void generation(const ProgressSnapshot&, int, std::optional<double>) override {}
  void finish() override {}
};

using Clock = std::chrono::steady_clock;

bool is_compile_stage(CandidateStatus s) {
  return s == CandidateStatus::compile_error || s == CandidateStatus::compile_timeout ||
         s == CandidateStatus::gate_reject;
}

class SearchLoop {
 public:
  SearchLoop(const Experiment& experiment, store::Store& store, Evaluator& evaluator, const RunOptions& options)
      : experiment_(experiment),
        store_(store),
        evaluator_(evaluator),
        options_(options),
        space_(SearchSpace::of(experiment)),
        display_(options.printer ? *options.printer : silent_) {}

  RunSummary run();

 private:
  void configure();
  void open_search();
  std::optional<store::SearchState> adopt_compile_only_search(const EnvironmentInfo& env);
  void reload();
  bool propose_generation();
  void record(std::vector<Outcome> outcomes);
  void close_generation();
  void announce_best(int generation);
  void profile_and_gate(int generation);
  std::vector<Member> select(int up_to_generation) const { return ranking_.select(up_to_generation, elite_); }
  std::optional<store::ComparisonRow> challenge(int generation, const Member& challenger, const Member& incumbent);
  ProgressSnapshot snapshot() const;
  Clock::time_point now() const { return options_.clock ? options_.clock() : Clock::now(); }
  double run_elapsed() const { return std::chrono::duration<double>(now() - start_).count(); }
  double elapsed_total() const { return prior_elapsed_s_ + run_elapsed(); }
  void save_state(int proposed, int closed);
  void report_model_accuracy(RunSummary& summary);
  bool beats_best(const Member& m) const {
    return !best_ || m.time_us < best_->time_us || (m.time_us == best_->time_us && m.identity < best_->identity);
  }

  const Experiment& experiment_;
  store::Store& store_;
  Evaluator& evaluator_;
  const RunOptions& options_;
  SearchSpace space_;
  SilentPrinter silent_;
  ProgressPrinter& display_;

  // Settings.
  std::string strategy_name_;
  std::unique_ptr<Strategy> strategy_;
  StrategyOptions strategy_options_;
  int population_size_ = 0;
  int elite_ = 0;
  int lookahead_ = 1;
  std::optional<int> generations_;
  std::optional<std::int64_t> budget_evaluations_;
  std::optional<double> budget_seconds_;
  std::uint64_t seed_ = 0;
  DeviceLimits limits_;

  // Where the search stands.
  Clock::time_point start_ = Clock::now();
  double prior_elapsed_s_ = 0.0;
  std::int64_t experiment_id_ = 0;
  std::int64_t environment_id_ = 0;
  std::int64_t run_id_ = 0;
  bool resumed_ = false;
  Rng rng_;
  int proposed_ = -1;
  int closed_ = -1;
  std::set<std::string> known_;                    // identities of this search's candidates
  std::map<std::int64_t, Proposal> pending_;       // ticket -> proposal
  std::map<std::int64_t, int> pending_generation_; // ticket -> generation
  std::map<int, int> outstanding_;                 // generation -> pending count
  std::int64_t proposed_total_ = 0;                // candidates in this search
  NoiseAwareRanking ranking_;                      // the valid ones, and the re-timing verdicts
  std::vector<std::pair<int, Observation>> observed_;  // every evaluation, with its generation (cost models)
  std::vector<Observation> prior_;                 // evaluations of earlier searches of this experiment (cost models)
  std::int64_t partial_ = 0;                       // evaluations whose timing stopped early
  std::vector<Member> population_;
  std::map<CandidateStatus, std::int64_t> counts_;
  std::int64_t done_ = 0;
  std::int64_t done_this_run_ = 0;
  std::int64_t compiled_this_run_ = 0;
  std::int64_t measured_this_run_ = 0;
  std::int64_t awaiting_gpu_ = 0;                  // compiled, past the gates, not measurable here
  bool adopted_ = false;
  std::optional<BestCandidate> best_;
  std::optional<std::int64_t> announced_best_;     // the last "new best" printed (one that held its generation)
  std::optional<double> reference_us_;
  bool exhausted_ = false;
  double early_exit_ = 0;  // factor over the k-th member's time; 0: off
  std::unique_ptr<GenerationProfiler> profiler_;  // profile.top of each generation; metric gates
};

void SearchLoop::configure() {
  const SearchSpec& spec = experiment_.search;
  strategy_name_ = options_.strategy.value_or(spec.strategy);
  std::map<std::string, Value> given = spec.options;
  for (const auto& [k, v] : options_.strategy_options) given[k] = v;
  const StrategyInfo& info = find_strategy(strategy_name_);
  strategy_options_ = validate_options(info, given);
  strategy_ = info.make(strategy_options_);
  population_size_ = options_.population.value_or(spec.population);
  elite_ = options_.elite.value_or(spec.elite);
  lookahead_ = options_.lookahead.value_or(spec.lookahead);
  early_exit_ = options_.early_exit;
  if (early_exit_ != 0 && early_exit_ < 1)
    throw SearchError(fmt::format("early exit must be 0 (off) or a factor of at least 1, found {}", early_exit_));
  generations_ = options_.generations ? options_.generations : spec.generations;
  budget_evaluations_ = options_.max_evaluations ? options_.max_evaluations : spec.budget.evaluations;
  budget_seconds_ = options_.max_seconds ? options_.max_seconds : spec.budget.seconds;
  seed_ = options_.seed.value_or(spec.seed);
  if (population_size_ < 1) throw SearchError(fmt::format("search.population must be at least 1, found {}", population_size_));
  if (elite_ < 1) throw SearchError(fmt::format("search.elite must be at least 1, found {}", elite_));
  if (lookahead_ < 1 || lookahead_ > 4) throw SearchError(fmt::format("lookahead must be 1 to 4, found {}", lookahead_));
  if (generations_ && *generations_ < 1) throw SearchError("search.generations must be at least 1");
  if (budget_evaluations_ && *budget_evaluations_ < 0) throw SearchError("the evaluation budget cannot be negative");
  if (budget_seconds_ && *budget_seconds_ < 0) throw SearchError("the time budget cannot be negative");
}

void SearchLoop::open_search() {
  const EnvironmentInfo env = evaluator_.environment();
  limits_ = device_limits(env);
  auto tx = store_.transaction();
  // A shape of a set is a search of its own (experiments.shape); "" for a single shape.
  std::optional<store::ExperimentRow> row =
      store_.find_experiment(experiment_.name, experiment_.file_hash, experiment_.shape_id);
  if (!row) {
    auto latest = store_.latest_experiment_at(experiment_.name, experiment_.shape_id);
    if (latest && options_.resume_changed) {
      display_.line(fmt::format("{} changed since experiment #{} was recorded; continuing that search anyway "
                                "(--resume-changed)",
                                experiment_.file.string(), latest->id));
      row = latest;
    } else {
      store::ExperimentRow fresh{0, experiment_.name, experiment_.file.string(), experiment_.file_hash,
                                 experiment_.file_text, "", experiment_.shape_id};
      fresh.id = store_.insert_experiment(fresh);
      if (latest)
        display_.line(fmt::format("{} changed since experiment #{} ({}): starting a new search as experiment #{} "
                                  "(--resume-changed continues the old one)",
                                  experiment_.file.string(), latest->id, latest->created_at, fresh.id));
      row = fresh;
    }
  }
  experiment_id_ = row->id;
  environment_id_ = store_.environment_id(env);
  auto state = store_.search_state(experiment_id_, environment_id_);
  if (!state && !env.compile_only()) state = adopt_compile_only_search(env);
  resumed_ = state.has_value();
  if (state) {
    rng_ = rng_from_text(state->rng_state);
    proposed_ = state->proposed_generation;
    closed_ = state->closed_generation;
    if (state->strategy == strategy_name_) {
      try {
        strategy_->load_state(nlohmann::json::parse(state->strategy_state));
      } catch (const nlohmann::json::exception& e) {
        throw StoreError(fmt::format("{}: the stored state of strategy {} is unreadable: {}", store_.path().string(),
                                     strategy_name_, e.what()));
      }
    } else {
      display_.line(fmt::format("strategy {} takes over from {} (population and results carry on)", strategy_name_,
                                state->strategy));
    }
  } else {
    rng_ = Rng(seed_);
  }
  prior_elapsed_s_ = store_.elapsed_seconds(experiment_id_, environment_id_);
  nlohmann::json settings = {{"population", population_size_}, {"elite", elite_}, {"lookahead", lookahead_},
                             {"options", strategy_options_.values()}};
  if (budget_evaluations_) settings["budget_evaluations"] = *budget_evaluations_;
  if (budget_seconds_) settings["budget_seconds"] = *budget_seconds_;
  if (generations_) settings["generations"] = *generations_;
  // The seed of the correctness inputs: with it in the file (measure.check_seed) a result can be replayed.
  if (experiment_.measure.check_seed) settings["check_seed"] = *experiment_.measure.check_seed;
  // The reference's time, for the speed-ups leaderboard and report show (the GPU evaluator measures it at start).
  if (auto ref = options_.reference_time_us ? options_.reference_time_us : evaluator_.reference_time_us())
    settings["reference_time_us"] = *ref;
  run_id_ = store_.begin_run({experiment_id_, environment_id_, strategy_name_, seed_, settings.dump()});
  tx.commit();
  start_ = now();
  spdlog::debug("search: experiment #{} environment #{} run #{} ({})", experiment_id_, environment_id_, run_id_,
                env.describe());
}

// A search compiled without a GPU (for the target this evaluator compiles
// for: its candidates have the identities this evaluator gives them) is taken
// over by the first run on a GPU, which measures what it compiled.
std::optional<store::SearchState> SearchLoop::adopt_compile_only_search(const EnvironmentInfo& env) {
  for (const std::int64_t id : store_.environments_of(experiment_id_)) {
    const auto other = store_.environment(id);
    if (!other || !other->compile_only() || !store_.search_state(experiment_id_, id)) continue;
    const std::vector<store::CandidateRow> made = store_.candidates(experiment_id_, id);
    if (made.empty()) continue;
    try {
      if (evaluator_.identity(point_from_json(nlohmann::json::parse(made.front().params_json))) !=
          made.front().source_hash)
        continue;  // compiled for another target
    } catch (const Error&) {
      continue;  // the point no longer renders (a changed file)
    }
    const std::int64_t copied = store_.adopt_search(experiment_id_, id, environment_id_);
    adopted_ = true;
    display_.line(fmt::format("taking over the search compiled without a GPU ({}): {} candidates, their compiles "
                              "reused; measuring them on {}",
                              other->gpu_name, copied, env.gpu_name));
    return store_.search_state(experiment_id_, environment_id_);
  }
  return std::nullopt;
}

void SearchLoop::reload() {
  std::vector<Proposal> resubmit;
  int skipped = 0;
  const auto profiles = store_.profiles(experiment_id_, environment_id_);
  for (store::Result& r : store_.results(experiment_id_, environment_id_, true)) {
    known_.insert(r.candidate.source_hash);
    ++proposed_total_;
    Point point = point_from_json(nlohmann::json::parse(r.candidate.params_json));
    if (!r.evaluation) {
      if (!space_.valid(point)) {
        ++skipped;  // only after --resume-changed: the new file rules it out
        continue;
      }
      const std::int64_t ticket = r.candidate.id;
      pending_generation_[ticket] = r.candidate.generation;
      ++outstanding_[r.candidate.generation];
      Proposal p{ticket, std::move(point), r.candidate.source_hash};
      pending_[ticket] = p;
      resubmit.push_back(std::move(p));
      continue;
    }
    const Measurement& m = r.evaluation->measurement;
    ++counts_[m.status];
    ++done_;
    observed_.push_back({r.candidate.generation,
                         Observation{r.candidate.id, point, m.status, m.time_p50_us, r.ptxas, m.partial()}});
    if (m.partial()) ++partial_;
    if (m.status != CandidateStatus::ok || !m.time_p50_us || m.partial() || !space_.valid(point)) continue;
    if (auto p = profiles.find(r.candidate.id); p != profiles.end() && p->second.gate_reason) continue;  // metric gate
    if (precision_exclusion(m, experiment_.search.max_rel_norm)) continue;
    Member member{r.candidate.id, r.candidate.source_hash, std::move(point), *m.time_p50_us, r.ptxas, m.metrics};
    if (beats_best(member)) best_ = BestCandidate{member.candidate_id, member.identity, member.point, member.time_us};
    ranking_.add(std::move(member), r.candidate.generation);
  }
  ranking_.set_verdicts(store_.comparisons(experiment_id_, environment_id_));
  population_ = select(closed_);
  if (const std::vector<Member> held = ranking_.ranked(closed_); !held.empty()) announced_best_ = held.front().candidate_id;
  // Earlier searches of the same experiment (an edited file starts a new one)
  // on this GPU teach a cost model too: their points that this space holds.
  for (const store::ExperimentRow& other : store_.experiments()) {
    if (other.name != experiment_.name || other.id == experiment_id_) continue;
    for (const store::Result& r : store_.results(other.id, environment_id_)) {
      if (!r.evaluation) continue;
      Point point = point_from_json(nlohmann::json::parse(r.candidate.params_json));
      if (!space_.valid(point)) continue;
      const Measurement& m = r.evaluation->measurement;
      prior_.push_back(Observation{r.candidate.id, std::move(point), m.status, m.time_p50_us, r.ptxas, m.partial()});
    }
  }
  if (resumed_) {
    std::string text = fmt::format("resuming {} (experiment #{}): {} evaluated, {} to finish, generation {}",
                                   experiment_.name, experiment_id_, done_, resubmit.size(), proposed_);
    if (best_) text += ", best " + format_time_us(best_->time_us);
    if (options_.seed) text += " (the random generator continues from its stored state; --seed applies to new searches)";
    display_.line(text);
  } else {
    display_.line(fmt::format("searching {} (experiment #{}) with {}: {} valid points{}", experiment_.name,
                              experiment_id_, strategy_name_,
                              space_.enumerable() ? std::to_string(space_.valid_ranks().size()) : std::string("?"),
                              space_.enumerable() ? fmt::format(" of {}", space_.size()) : std::string()));
  }
  if (skipped > 0)
    display_.line(fmt::format("{} proposed candidates break the changed file's space or restrictions; left unevaluated",
                              skipped));
  if (!resubmit.empty()) evaluator_.submit(std::move(resubmit));
}

std::optional<store::ComparisonRow> SearchLoop::challenge(int generation, const Member& challenger,
                                                          const Member& incumbent) {
  const PairedTiming t = evaluator_.retime_pair(Proposal{challenger.candidate_id, challenger.point, challenger.identity},
                                                Proposal{incumbent.candidate_id, incumbent.point, incumbent.identity});
  if (!t.error.empty()) {
    // No verdict: the medians decide, as without a GPU.
    display_.line(fmt::format("re-timing candidate {} against {} failed ({}); ranking by median", challenger.candidate_id,
                              incumbent.candidate_id, t.error));
    return std::nullopt;
  }
  store::ComparisonRow c;
  c.generation = generation;  // NoiseAwareRanking::settle sets it too
  c.candidate_a = challenger.candidate_id;
  c.candidate_b = incumbent.candidate_id;
  c.winner = t.significant && t.diff_us > 0 ? challenger.candidate_id : incumbent.candidate_id;
  c.rounds = t.rounds;
  c.a_us = t.a_us;
  c.b_us = t.b_us;
  c.diff_us = t.diff_us;
  c.ci_low_us = t.ci_low_us;
  c.ci_high_us = t.ci_high_us;
  c.significant = t.significant;
  const std::string verdict =
      c.winner == challenger.candidate_id ? "promoted"
      : t.significant                     ? fmt::format("slower when interleaved; {} keeps its place", incumbent.candidate_id)
                                          : fmt::format("within noise; {} keeps its place", incumbent.candidate_id);
  // A verdict is detail (the log file has it; -v shows it): the population line and "new best" say what it changed.
  spdlog::debug("re-timed candidate {} ({}) against {} ({}) over {} interleaved rounds: difference {:+.3f} us, 95% CI "
               "[{:+.3f}, {:+.3f}]: {}",
               challenger.candidate_id, format_time_us(t.a_us), incumbent.candidate_id, format_time_us(t.b_us),
               t.rounds, t.diff_us, t.ci_low_us, t.ci_high_us, verdict);
  return c;
}

// Issue 17: how well the cost model's predictions, each made before its
// candidate was measured (held out by construction), ranked the candidates.
void SearchLoop::report_model_accuracy(RunSummary& summary) {
  const PredictionAccuracy accuracy = prediction_accuracy(store_, experiment_id_, environment_id_);
  summary.model_predictions = accuracy.predictions;
  summary.model_spearman = accuracy.spearman;
  if (summary.model_spearman)
    display_.line(fmt::format("cost model: rank correlation (Spearman) {:.2f} between predicted and measured times "
                              "over {} candidates, each predicted before it was measured",
                              *summary.model_spearman, summary.model_predictions));
}

void SearchLoop::save_state(int proposed, int closed) {
  store_.save_search_state(experiment_id_, environment_id_,
                           {strategy_name_, proposed, closed, rng_to_text(rng_), strategy_->save_state().dump()});
}

bool SearchLoop::propose_generation() {
  if (exhausted_ || proposed_ - closed_ >= lookahead_) return false;
  if (generations_ && proposed_ + 1 >= *generations_) return false;
  int n = population_size_;
  if (budget_evaluations_) n = static_cast<int>(std::min<std::int64_t>(n, *budget_evaluations_ - proposed_total_));
  if (n <= 0) return false;

  const int generation = proposed_ + 1;
  // The parents: the population of generation - lookahead (closed by now),
  // whatever has closed since, so that the search does not depend on timing.
  const std::vector<Member> parents = select(generation - lookahead_);
  // What a cost model learns from: the evaluations of earlier searches and of
  // the same generations as the parents, in candidate order.
  std::vector<Observation> history = prior_;
  for (const auto& [g, o] : observed_)
    if (g <= generation - lookahead_) history.push_back(o);
  std::sort(history.begin(), history.end(),
            [](const Observation& a, const Observation& b) { return a.candidate_id < b.candidate_id; });
  std::map<Point, std::string> identities;  // of the points claimed in this batch
  std::map<Point, std::string> seen;        // identities computed for `known` (rendering is not free)
  const auto identity_of = [&](const Point& p) -> const std::string& {
    auto it = seen.find(p);
    if (it == seen.end()) it = seen.emplace(p, evaluator_.identity(p)).first;
    return it->second;
  };
  ProposalContext ctx{space_, experiment_, limits_, rng_, parents, generation,
                      [&](const Point& p) {
                        std::string id = identity_of(p);
                        if (!known_.insert(id).second) return false;
                        identities[p] = std::move(id);
                        return true;
                      },
                      [&](const Point& p) { return known_.count(identity_of(p)) > 0; }, history};
  std::vector<Proposed> made = strategy_->propose(ctx, n);
  if (static_cast<int>(made.size()) < n) exhausted_ = true;
  if (made.empty()) return false;

  // Early exit: once the parents fill the population, a candidate whose first
  // runs take more than early_exit_ times the slowest member's time is not
  // timed further (it could not enter the population).
  const double stop_above = early_exit_ > 0 && static_cast<int>(parents.size()) >= elite_
                                ? early_exit_ * parents.back().time_us
                                : 0.0;
  std::vector<Proposal> batch;
  auto tx = store_.transaction();
  for (Proposed& p : made) {
    auto id = identities.find(p.point);
    if (id == identities.end())
      throw SearchError(fmt::format("strategy {} proposed {} without claiming it (internal error)", strategy_name_,
                                    space_.describe(p.point)));
    store::CandidateRow row;
    row.experiment_id = experiment_id_;
    row.environment_id = environment_id_;
    row.source_hash = id->second;
    row.params_json = point_to_json(p.point).dump();
    row.generation = generation;
    row.origin = p.origin;
    row.rule = p.rule;
    row.note = p.note;
    row.parent1_id = p.parent1;
    row.parent2_id = p.parent2;
    const std::int64_t ticket = store_.insert_candidate(row);
    if (p.prediction) store_.put_prediction(ticket, p.prediction->model, p.prediction->time_us, p.prediction->trained_on);
    batch.push_back({ticket, std::move(p.point), id->second, stop_above});
  }
  save_state(generation, closed_);
  tx.commit();

  proposed_ = generation;
  proposed_total_ += static_cast<std::int64_t>(batch.size());
  for (const Proposal& p : batch) {
    pending_[p.ticket] = p;
    pending_generation_[p.ticket] = generation;
    ++outstanding_[generation];
  }
  spdlog::debug("search: generation {} proposed, {} candidates", generation, batch.size());
  evaluator_.submit(std::move(batch));
  return true;
}

void SearchLoop::record(std::vector<Outcome> outcomes) {
  if (outcomes.empty()) return;
  const double elapsed = elapsed_total();
  std::vector<std::pair<Proposal, int>> finished;
  std::int64_t evaluated = 0;
  {
    auto tx = store_.transaction();
    for (const Outcome& o : outcomes) {
      auto it = pending_.find(o.ticket);
      if (it == pending_.end())
        throw EvalError(fmt::format("the evaluator returned an outcome for candidate {}, which is not pending", o.ticket));
      std::optional<std::int64_t> compile_id;
      if (o.compile) compile_id = store_.put_compile(*o.compile);
      if (o.awaits_gpu) {
        if (!compile_id)
          throw EvalError(fmt::format("the evaluator left candidate {} for the GPU without its compile", o.ticket));
      } else {
        store_.insert_evaluation(o.ticket, run_id_, compile_id, o.measurement, elapsed);
        ++evaluated;
      }
      finished.emplace_back(it->second, pending_generation_.at(o.ticket));
    }
    store_.update_run(run_id_, elapsed - prior_elapsed_s_, done_this_run_ + evaluated);
    tx.commit();
  }
  for (std::size_t i = 0; i < outcomes.size(); ++i) {
    const Outcome& o = outcomes[i];
    auto& [proposal, generation] = finished[i];
    pending_.erase(o.ticket);
    pending_generation_.erase(o.ticket);
    const Measurement& m = o.measurement;
    // A compile was made for it (not taken from a cache), as far as the evaluator says.
    if (m.compile_s ? *m.compile_s > 0 : o.compile.has_value()) ++compiled_this_run_;
    if (o.awaits_gpu) {
      ++awaiting_gpu_;  // its generation stays open: a run on a GPU measures it
      continue;
    }
    --outstanding_[generation];
    ++counts_[m.status];
    ++done_;
    ++done_this_run_;
    if (!is_compile_stage(m.status)) ++measured_this_run_;
    std::optional<KernelStats> ptxas;
    if (o.compile && !o.compile->kernels.empty()) ptxas = aggregate(o.compile->kernels);
    observed_.push_back({generation, Observation{o.ticket, proposal.point, m.status, m.time_p50_us, ptxas, m.partial()}});
    if (m.partial()) ++partial_;
    // A partial timing is of a candidate too slow for the population.
    if (m.status != CandidateStatus::ok || !m.time_p50_us || m.partial()) continue;
    if (auto why = precision_exclusion(m, experiment_.search.max_rel_norm)) {
      spdlog::debug("search: candidate {} is not ranked: {}", o.ticket, *why);
      continue;
    }
    Member member{o.ticket, proposal.identity, proposal.point, *m.time_p50_us, ptxas, m.metrics};
    // The live line's best (a median); "new best" is printed when its generation closes, once it holds.
    if (beats_best(member)) best_ = BestCandidate{member.candidate_id, member.identity, member.point, member.time_us};
    ranking_.add(std::move(member), generation);
  }
  display_.update(snapshot());
}

// Issue 8: profile the generation's best and take out what the metric gates reject.
void SearchLoop::profile_and_gate(int generation) {
  if (!profiler_) {
    profiler_ = std::make_unique<GenerationProfiler>(experiment_, store_, evaluator_);
    if (!profiler_->why_off().empty()) display_.line(profiler_->why_off());
  }
  if (!profiler_->enabled()) return;
  const ProfilingReport report = profiler_->profile_top(ranking_.by_median(generation), run_id_);
  for (const std::string& line : report.lines) display_.line(line);
  if (report.profiled + report.failed > 0)
    spdlog::info("generation {}: profiled {} candidates in {:.2f} s", generation, report.profiled + report.failed,
                 report.seconds);
  if (report.gated.empty()) return;
  ranking_.remove(report.gated);
  if (best_ && report.gated.count(best_->candidate_id)) {
    best_.reset();
    for (const Member* m : ranking_.by_median(std::numeric_limits<int>::max()))
      if (beats_best(*m)) best_ = BestCandidate{m->candidate_id, m->identity, m->point, m->time_us};
  }
}

void SearchLoop::close_generation() {
  const int generation = closed_ + 1;
  profile_and_gate(generation);
  std::vector<store::ComparisonRow> verdicts;
  if (evaluator_.can_retime())
    verdicts = ranking_.settle(generation, elite_, population_, [&](const Member& challenger, const Member& incumbent) {
      return challenge(generation, challenger, incumbent);
    });
  std::vector<Member> next = select(generation);
  population_ = std::move(next);
  std::vector<std::int64_t> ids;
  for (const Member& m : population_) ids.push_back(m.candidate_id);
  auto tx = store_.transaction();
  for (const store::ComparisonRow& c : verdicts) store_.add_comparison(experiment_id_, environment_id_, c);
  store_.write_population(experiment_id_, environment_id_, generation, ids);
  save_state(proposed_, generation);
  store_.update_run(run_id_, elapsed_total() - prior_elapsed_s_, done_this_run_);
  store_.put_run_devices(run_id_, evaluator_.device_loads());
  tx.commit();
  closed_ = generation;
  outstanding_.erase(generation);
  announce_best(generation);
  display_.generation(snapshot(), generation,
                      population_.empty() ? std::nullopt : std::optional<double>(population_.front().time_us));
}

// "new best" only for a leader that holds: the first by the ranking the
// population uses, re-timings included, once its generation is closed.
void SearchLoop::announce_best(int generation) {
  const std::vector<Member> all = ranking_.ranked(generation);
  if (all.empty() || announced_best_ == all.front().candidate_id) return;
  const Member& m = all.front();
  announced_best_ = m.candidate_id;
  std::string text = fmt::format("new best {} (median kernel time) after generation {}, {} evaluations",
                                 format_time_us(m.time_us), generation, done_);
  if (reference_us_) text += fmt::format(" ({:.2f}x the reference)", *reference_us_ / m.time_us);
  text += fmt::format(": candidate {} {}", m.candidate_id, space_.describe(m.point));
  display_.line(text);
  spdlog::debug("search: {}", text);
}

ProgressSnapshot SearchLoop::snapshot() const {
  ProgressSnapshot s;
  s.generation = std::max(proposed_, 0);
  s.done = done_;
  s.budget = budget_evaluations_;
  s.pending = static_cast<std::int64_t>(pending_.size());
  s.elapsed_s = elapsed_total();
  s.budget_s = budget_seconds_;
  s.run_elapsed_s = std::chrono::duration<double>(now() - start_).count();
  s.done_this_run = done_this_run_;
  s.compiled_this_run = compiled_this_run_;
  s.measured_this_run = measured_this_run_;
  if (best_) s.best_us = best_->time_us;
  s.reference_us = reference_us_;
  s.counts = counts_;
  s.devices = evaluator_.device_loads();
  return s;
}

RunSummary SearchLoop::run() {
  configure();
  open_search();
  reload();
  reference_us_ = options_.reference_time_us;

  std::string stop_reason;
  while (true) {
    if (!reference_us_) reference_us_ = evaluator_.reference_time_us();
    if (options_.stop && options_.stop->load()) {
      stop_reason = "interrupted";
      break;
    }
    if ((budget_seconds_ && elapsed_total() >= *budget_seconds_) ||
        (options_.max_seconds_this_run && run_elapsed() >= *options_.max_seconds_this_run)) {
      stop_reason = "budget_time";
      break;
    }
    if (propose_generation()) continue;
    if (closed_ < proposed_ && outstanding_[closed_ + 1] == 0) {
      close_generation();
      continue;
    }
    if (pending_.empty()) {
      if (awaiting_gpu_ > 0)
        stop_reason = "awaiting_gpu";
      else if (budget_evaluations_ && proposed_total_ >= *budget_evaluations_)
        stop_reason = "budget_evaluations";
      else if (generations_ && proposed_ + 1 >= *generations_)
        stop_reason = "generations";
      else
        stop_reason = "space_exhausted";
      break;
    }
    record(evaluator_.collect(options_.poll));
  }
  if (!pending_.empty()) evaluator_.cancel();
  // The winner is the best by the ranking the population uses (re-timings included).
  if (const std::vector<Member> all = ranking_.ranked(std::numeric_limits<int>::max()); !all.empty())
    best_ = BestCandidate{all.front().candidate_id, all.front().identity, all.front().point, all.front().time_us};

  const double run_seconds = std::chrono::duration<double>(now() - start_).count();
  {
    auto tx = store_.transaction();
    store_.finish_run(run_id_, run_seconds, done_this_run_, stop_reason);
    // Each GPU worker's load, for the report's per-device figures (kept per generation too, for a killed run).
    store_.put_run_devices(run_id_, evaluator_.device_loads());
    tx.commit();
  }
  display_.finish();

  RunSummary summary;
  summary.experiment_id = experiment_id_;
  summary.environment_id = environment_id_;
  summary.run_id = run_id_;
  summary.resumed = resumed_;
  summary.strategy = strategy_name_;
  summary.evaluations_total = done_;
  summary.evaluations_this_run = done_this_run_;
  summary.generations_closed = closed_ + 1;
  summary.best = best_;
  summary.status_counts = counts_;
  summary.stop_reason = stop_reason;
  summary.seconds_this_run = run_seconds;
  summary.seconds_total = prior_elapsed_s_ + run_seconds;
  summary.reference_time_us = reference_us_;
  summary.awaiting_gpu = awaiting_gpu_;
  summary.compiled_this_run = compiled_this_run_;
  summary.adopted_compile_only_search = adopted_;
  summary.partial_evaluations = partial_;
  report_model_accuracy(summary);

  std::string text = fmt::format("stopped ({}): {} evaluations ({} this run, {:.1f} s)", stop_reason, done_,
                                 done_this_run_, run_seconds);
  if (best_) {
    text += fmt::format(", best {} (candidate {}", format_time_us(best_->time_us), best_->candidate_id);
    if (reference_us_) text += fmt::format(", {:.2f}x the reference", *reference_us_ / best_->time_us);
    text += ")";
  } else if (awaiting_gpu_ == 0) {
    text += ", no valid candidate";
  }
  if (awaiting_gpu_ > 0) text += fmt::format(", {} compiled and past the gates, waiting for a GPU", awaiting_gpu_);
  display_.line(text);
  return summary;
}

}  // namespace

RunSummary run_search(const Experiment& experiment, store::Store& store, Evaluator& evaluator,
                      const RunOptions& options) {
  SearchLoop loop(experiment, store, evaluator, options);
  return loop.run();
}

PredictionAccuracy prediction_accuracy(store::Store& store, std::int64_t experiment_id, std::int64_t environment_id) {
  std::vector<double> predicted, measured;
  for (const store::PredictionRow& p : store.predictions(experiment_id, environment_id))
    if (p.measured_us && !p.partial) {
      predicted.push_back(p.predicted_us);
      measured.push_back(*p.measured_us);
    }
  return {spearman(predicted, measured), static_cast<std::int64_t>(predicted.size())};
}

}  // namespace evotune::tune
