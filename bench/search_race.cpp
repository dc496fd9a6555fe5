// The search benchmark of issue 17: N seeds each of evo with the cost model
// (evo_model), evo without it and random, a fixed budget each (300
// evaluations), no seeds from the experiment file. Reported per strategy:
// evaluations until a run's best is within 2% of the best point ANY run found
// (median and worst over seeds; "> budget" when a run never got there), how
// many runs got there, and for evo_model the rank correlation of its
// predictions (made before measuring) with the measurements.
//
// Two sources of runs, one report:
//   replay: the searches run here, as `evotune run` runs them (run_search on
//           an in-memory store), the replay evaluator answering from a landscape
//     search_race --experiment experiments/s512.yaml --landscape bench/landscapes/s512_h200.csv
//   live:   runs made on a GPU by bench/search_race.sh, one database per run
//           (DIR/<strategy>_seed<N>.db), read back here
//     search_race --experiment experiments/s512_big.yaml --dbs bench/results/search_race_h100/
// --out writes the table (Markdown), --raw every run's evaluations (CSV).
#include <cmath>
#include <algorithm>
#include <atomic>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "core/experiment.hpp"
#include "search/cost_model.hpp"
#include "search/insight_rules.hpp"
#include "search/replay_evaluator.hpp"
#include "store/store.hpp"
#include "tune/run.hpp"

using namespace evotune;
using namespace evotune::search;
using namespace evotune::tune;

namespace {

const std::vector<std::string> kStrategies = {"evo_model", "evo", "random"};

// One evaluation of a run, in the order they finished.
struct Step {
  std::string status;
  std::optional<double> time_us;
  bool partial = false;
  double gpu_s = 0;
};

struct Race {
  std::string strategy;
  std::uint64_t seed = 0;
  std::vector<Step> steps;
  std::optional<double> spearman;  // evo_model: predictions against measurements
  std::int64_t predicted = 0;
  std::string environment;
  std::map<std::string, std::pair<std::int64_t, std::int64_t>> rules;  // insight rule -> (made, improved on its parent)
};

// A run's evaluations and predictions, read from its store.
Race read_run(store::Store& store, std::int64_t experiment_id, std::int64_t environment_id, std::string strategy,
              std::uint64_t seed) {
  Race r{std::move(strategy), seed, {}, {}, 0, store.environment(environment_id)->describe()};
  // In the order they finished: evaluation ids (candidates finish out of proposal order).
  store::Statement q(store.db(),
                     "SELECT e.id, e.status, e.time_p50_us, x.evaluation_id IS NOT NULL, ifnull(e.gpu_s, 0) "
                     "FROM evaluations e JOIN candidates c ON c.id = e.candidate_id "
                     "LEFT JOIN partial_timings x ON x.evaluation_id = e.id "
                     "WHERE c.experiment_id = ?1 AND c.environment_id = ?2 ORDER BY e.id");
  q.bind_all(experiment_id, environment_id);
  while (q.step())
    r.steps.push_back({q.column_text(1), q.column_opt_double(2), q.column_int(3) != 0, q.column_double(4)});
  const tune::PredictionAccuracy accuracy = tune::prediction_accuracy(store, experiment_id, environment_id);
  r.predicted = accuracy.predictions;
  r.spearman = accuracy.spearman;
  for (const store::RuleSummary& rs : store.rule_summary(experiment_id, environment_id))
    if (rs.rule) r.rules[*rs.rule] = {rs.made, rs.improved};
  return r;
}

Race replay_run(const Experiment& base, const ReplayTable& table, const std::string& strategy, std::uint64_t seed,
                std::int64_t budget, const std::string& save_dir, std::optional<int> population,
                std::optional<int> elite, const std::map<std::string, Value>& options = {}) {
  Experiment e = base;
  e.search.seeds.clear();
  // In memory, or where --dbs can read it back (DIR/<strategy>_seed<N>.db, as the live runs are kept).
  store::Store store(save_dir.empty() ? std::filesystem::path(":memory:")
                                      : std::filesystem::path(save_dir) / fmt::format("{}_seed{}.db", strategy, seed));
  const SearchSpace space = SearchSpace::of(e);
  ReplayEvaluator replay(table, space);
  RunOptions o;
  o.strategy = strategy;
  o.strategy_options = options;
  o.seed = seed;
  o.max_evaluations = budget;
  o.population = population;
  o.elite = elite;
  o.max_seconds = 1e9;  // the file's wall-time budget means nothing in a replay
  const RunSummary s = run_search(e, store, replay, o);
  return read_run(store, s.experiment_id, s.environment_id, strategy, seed);
}

// DIR/<strategy>_seed<N>.db, as bench/search_race.sh writes them.
std::vector<Race> live_runs(const Experiment& e, const std::filesystem::path& dir) {
  std::vector<Race> out;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    const auto at = name.rfind("_seed");
    if (entry.path().extension() != ".db" || at == std::string::npos) continue;
    const std::string strategy = name.substr(0, at);
    const std::uint64_t seed = std::stoull(name.substr(at + 5));
    store::Store store(entry.path(), {.read_only = true});
    const auto row = store.latest_experiment(e.name);
    if (!row) throw StoreError(fmt::format("{}: no experiment named {}", entry.path().string(), e.name));
    const auto envs = store.environments_of(row->id);
    if (envs.empty()) throw StoreError(fmt::format("{}: experiment {} has no evaluations", entry.path().string(), e.name));
    out.push_back(read_run(store, row->id, envs.front(), strategy, seed));
  }
  std::sort(out.begin(), out.end(), [](const Race& a, const Race& b) {
    return a.strategy != b.strategy ? a.strategy < b.strategy : a.seed < b.seed;
  });
  return out;
}

// Evaluations until the best so far is within `factor` of `target`.
std::optional<std::int64_t> evaluations_until(const Race& r, double target) {
  for (std::size_t i = 0; i < r.steps.size(); ++i)
    if (r.steps[i].status == "ok" && !r.steps[i].partial && r.steps[i].time_us && *r.steps[i].time_us <= target)
      return static_cast<std::int64_t>(i + 1);
  return std::nullopt;
}

std::optional<double> best_of(const Race& r) {
  std::optional<double> best;
  for (const Step& s : r.steps)
    if (s.status == "ok" && !s.partial && s.time_us && (!best || *s.time_us < *best)) best = s.time_us;
  return best;
}

// Random search's hits of the target and the evaluations it spent looking (until the hit, or the whole run).
struct RandomRate {
  int hits = 0;
  std::int64_t exposure = 0;
  std::int64_t longest = 0;
};

RandomRate random_rate(const std::vector<Race>& races, double target) {
  RandomRate rate;
  for (const Race& r : races) {
    if (r.strategy != "random") continue;
    const auto n = static_cast<std::int64_t>(r.steps.size());
    rate.longest = std::max(rate.longest, n);
    if (const auto hit = evaluations_until(r, target)) {
      ++rate.hits;
      rate.exposure += *hit;
    } else {
      rate.exposure += n;
    }
  }
  return rate;
}

// One-sided 95% upper bound of a Poisson mean after k events (exact for k <= 10, normal beyond).
double poisson_upper95(int k) {
  static const double table[] = {3.00, 4.74, 6.30, 7.75, 9.15, 10.51, 11.84, 13.15, 14.43, 15.71, 16.96};
  if (k <= 10) return table[k];
  return k + 1.645 * std::sqrt(static_cast<double>(k)) + 1.0;
}

// Median with nullopt as "more than the budget" (sorted last); nullopt when the median is censored.
std::optional<double> median(std::vector<std::optional<std::int64_t>> v) {
  std::sort(v.begin(), v.end(), [](const auto& a, const auto& b) { return a && (!b || *a < *b); });
  const std::size_t n = v.size();
  if (n == 0) return std::nullopt;
  const auto& lo = v[(n - 1) / 2];
  const auto& hi = v[n / 2];
  if (!lo || !hi) return std::nullopt;
  return (*lo + *hi) / 2.0;
}

// Leaving rules out made the median number of evaluations `without` against
// `with` all of them: over 10% more, they pay; over 10% fewer, they cost;
// closer than that, the seeds cannot tell.
std::string verdict(const std::optional<double>& with, const std::optional<double>& without) {
  if (!with) return "";
  if (!without || *without > 1.1 * *with) return "pays";
  if (*without < 0.9 * *with) return "costs";
  return "no clear effect";
}

// Issue 17, "insight rules that pay or go": evo with every rule, with none,
// and with each rule that made a candidate left out, on a replayed landscape.
std::string rule_ablation(const Experiment& e, const ReplayTable& table, int seeds, std::int64_t budget,
                          std::optional<int> population, std::optional<int> elite, double within_pct) {
  const auto runs = [&](const std::map<std::string, Value>& options) {
    std::vector<Race> out;
    for (int seed = 1; seed <= seeds; ++seed)
      out.push_back(replay_run(e, table, "evo", static_cast<std::uint64_t>(seed), budget, "", population, elite, options));
    return out;
  };
  const std::vector<Race> all = runs({});
  const std::vector<Race> none = runs({{"insight", Value(0)}});
  std::vector<std::pair<int, std::vector<Race>>> without;  // rule index -> runs without it
  std::map<std::string, std::pair<std::int64_t, std::int64_t>> made;
  for (const Race& r : all)
    for (const auto& [rule, m] : r.rules) {
      made[rule].first += m.first;
      made[rule].second += m.second;
    }
  const std::span<const InsightRule> rules = insight_rules();
  for (std::size_t i = 0; i < rules.size(); ++i)
    if (made.count(rules[i].name)) {
      without.emplace_back(static_cast<int>(i), runs({{"skip_rule", Value(static_cast<std::int64_t>(i))}}));
      std::fprintf(stderr, "rule %s: done\n", rules[i].name);
    }
  double best = 1e300;
  const auto scan = [&](const std::vector<Race>& rs) {
    for (const Race& r : rs)
      if (auto b = best_of(r)) best = std::min(best, *b);
  };
  scan(all);
  scan(none);
  for (const auto& w : without) scan(w.second);
  const double target = best * (1 + within_pct / 100.0);
  const auto med = [&](const std::vector<Race>& rs) {
    std::vector<std::optional<std::int64_t>> to;
    for (const Race& r : rs) to.push_back(evaluations_until(r, target));
    return median(to);
  };
  const auto text = [&](const std::optional<double>& m) { return m ? fmt::format("{:.1f}", *m) : fmt::format("> {}", budget); };
  const std::optional<double> with_all = med(all);
  std::string out = fmt::format(
      "## Insight rules on `{}`\n\nevo, {} seeds per row, {} evaluations, population {} / elite {}. Target: within {}% "
      "of the best any run found ({:.3f} us). A rule \"pays\" when leaving it out makes the median number of "
      "evaluations to the target more than 10% larger, \"costs\" when more than 10% smaller. Rules that made no candidate in the runs with "
      "every rule (their facts never held, e.g. profiled metrics a replay without them lacks) are not listed.\n\n"
      "| rules | candidates made (all seeds) | of them faster than their parent | median evaluations to target | "
      "verdict |\n|---|---|---|---|---|\n| all | | | {} | |\n| none (insight 0) | | | {} | {} |\n",
      table.source(), seeds, budget, population.value_or(e.search.population), elite.value_or(e.search.elite),
      within_pct, best, text(with_all), text(med(none)),
      verdict(with_all, med(none)));
  for (const auto& [index, rs] : without) {
    const std::string name = rules[static_cast<std::size_t>(index)].name;
    const std::optional<double> m = med(rs);
    out += fmt::format("| without {} | {} | {} | {} | {} |\n", name, made[name].first, made[name].second, text(m),
                       verdict(with_all, m));
  }
  return out;
}

std::string today() {
  const std::time_t t = std::time(nullptr);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", std::gmtime(&t));
  return buf;
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app{"Search benchmark (issue 17): evo with the cost model, evo and random, N seeds each"};
  std::string experiment_path, landscape_path, dbs_path, out_path, raw_path, commit = "unknown";
  std::vector<std::string> strategies = kStrategies;
  std::optional<double> best_us;
  int seeds = 10;
  std::int64_t budget = 300;
  double within_pct = 2.0;
  bool rules = false;
  app.add_option("--experiment", experiment_path, "Experiment file the runs searched")->required();
  auto* landscape = app.add_option("--landscape", landscape_path, "Replay: a landscape CSV covering the space");
  app.add_option("--dbs", dbs_path, "Live: the folder of databases bench/search_race.sh wrote")->excludes(landscape);
  app.add_option("--strategies", strategies, "Replay: the strategies to run")->capture_default_str();
  app.add_option("--best-us", best_us,
                 "The best time the target is measured from, instead of the best any run found (to compare runs "
                 "of different invocations on one target)");
  app.add_option("--seeds", seeds, "Replay: seeds per strategy")->capture_default_str();
  app.add_option("--budget", budget, "Replay: evaluations per run")->capture_default_str();
  app.add_option("--within", within_pct, "Target: within this many percent of the best any run found")
      ->capture_default_str();
  app.add_flag("--rules", rules, "Replay: insight-rule ablation (evo with every rule, none, each left out) instead");
  app.add_option("--commit", commit, "Commit the runs were made at (for the report)");
  std::string save_dir;
  std::optional<int> population, elite;
  app.add_option("--population", population, "Replay: proposals per generation (default: the file's)");
  app.add_option("--elite", elite, "Replay: population size K (default: the file's)");
  app.add_option("--save-dbs", save_dir, "Replay: keep each run's database in this folder (readable with --dbs)");
  app.add_option("--out", out_path, "Markdown file for the table (default: print only)");
  app.add_option("--raw", raw_path, "CSV of every run's evaluations");
  CLI11_PARSE(app, argc, argv);

  try {
    if (landscape_path.empty() == dbs_path.empty()) throw Error("give --landscape (replay) or --dbs (live runs)");
    const Experiment e = load_experiment(experiment_path);
    std::vector<Race> races;
    std::string source;
    if (rules) {
      if (landscape_path.empty()) throw Error("--rules needs --landscape");
      const ReplayTable table = ReplayTable::from_csv(landscape_path);
      const std::string report = rule_ablation(e, table, seeds, budget, population, elite, within_pct);
      std::cout << report;
      if (!out_path.empty()) {
        std::ofstream out(out_path);
        out << report;
        if (!out) throw Error(fmt::format("{}: cannot write", out_path));
      }
      return 0;
    }
    if (!landscape_path.empty()) {
      if (const std::string why = cost_model_unavailable(); !why.empty())
        throw Error("strategy evo_model is unavailable here: " + why);
      const ReplayTable table = ReplayTable::from_csv(landscape_path);
      source = fmt::format("replay of `{}`, population {} / elite {}", landscape_path,
                           population.value_or(e.search.population), elite.value_or(e.search.elite));
      for (const std::string& s : strategies) {
        for (int seed = 1; seed <= seeds; ++seed) races.push_back(replay_run(e, table, s, seed, budget, save_dir, population, elite));
        std::fprintf(stderr, "%s: %d runs\n", s.c_str(), seeds);
      }
    } else {
      races = live_runs(e, dbs_path);
      source = fmt::format("live runs in `{}`, population {} / elite {} (the file's)", dbs_path, e.search.population,
                           e.search.elite);
      if (races.empty()) throw Error(fmt::format("{}: no <strategy>_seed<N>.db files", dbs_path));
    }

    double best = 1e300;
    for (const Race& r : races)
      if (auto b = best_of(r)) best = std::min(best, *b);
    if (best == 1e300) throw Error("no run measured a valid candidate");
    if (best_us) best = *best_us;
    const double target = best * (1 + within_pct / 100.0);
    const std::string device = races.front().environment;

    std::string report = fmt::format(
        "# Search benchmark (issue 17) on `{}`\n\n"
        "Source: {}. Device: {}. Commit: {}. Date: {}.\n\n"
        "Each run: no seeds from the experiment file; evaluations counted in the order they finished, failed and "
        "partial (early-exit) ones included. Target: within {}% of {} ({:.3f} us, so "
        "<= {:.3f} us). Worst: the most evaluations any seed needed (\"> N\" when a run never got there in its "
        "N evaluations).\n\n"
        "| strategy | runs | median evaluations to target | worst | reached | partial timings (median per run) | "
        "model rank correlation (median) |\n|---|---|---|---|---|---|---|\n",
        e.name, source, device, commit, today(), within_pct,
        best_us ? "the time given by --best-us" : "the best point any run found", best, target);
    std::map<std::string, std::optional<double>> medians;
    std::map<std::string, std::pair<int, int>> reached_of;
    for (const std::string& s : kStrategies) {
      std::vector<std::optional<std::int64_t>> to;
      std::vector<double> partials, rhos;
      std::int64_t longest = 0;
      for (const Race& r : races) {
        if (r.strategy != s) continue;
        to.push_back(evaluations_until(r, target));
        longest = std::max<std::int64_t>(longest, static_cast<std::int64_t>(r.steps.size()));
        partials.push_back(static_cast<double>(
            std::count_if(r.steps.begin(), r.steps.end(), [](const Step& x) { return x.partial; })));
        if (r.spearman) rhos.push_back(*r.spearman);
      }
      if (to.empty()) continue;
      const int reached = static_cast<int>(std::count_if(to.begin(), to.end(), [](auto x) { return x.has_value(); }));
      std::optional<std::int64_t> worst;
      if (reached == static_cast<int>(to.size()))
        for (const auto& x : to) worst = std::max(worst.value_or(0), *x);
      const auto mid = [](std::vector<double> v) {
        std::sort(v.begin(), v.end());
        return v.empty() ? std::string("-") : fmt::format("{:.2f}", (v[(v.size() - 1) / 2] + v[v.size() / 2]) / 2);
      };
      const std::optional<double> m = median(to);
      medians[s] = m;
      reached_of[s] = {reached, static_cast<int>(to.size())};
      report += fmt::format("| {} | {} | {} | {} | {}/{} | {} | {} |\n", s, to.size(),
                            m ? fmt::format("{:.1f}", *m) : fmt::format("> {}", longest),
                            worst ? std::to_string(*worst) : fmt::format("> {}", longest), reached, to.size(),
                            mid(partials), s == "evo_model" ? mid(rhos) : "-");
    }
    // The bar: evo_model within a third of random's evaluations, and there in 9 of 10 seeds.
    if (medians.count("evo_model") && medians.count("random")) {
      const auto& m = medians["evo_model"];
      const auto& r = medians["random"];
      const auto [reached, runs] = reached_of["evo_model"];
      const bool often = reached * 10 >= 9 * runs;
      std::string against, verdict;
      if (!m) {
        against = "evo_model's median is censored";
        verdict = "not met";
      } else if (r) {
        against = fmt::format("{:.1f} against {:.1f}", *m, *r);
        verdict = *m <= *r / 3.0 && often ? "met" : "not met";
      } else {
        // Random's median is past its budget: proven only where evo_model needs at most a third of that
        // budget; else compared with random's median estimated from its hit rate.
        const RandomRate rate = random_rate(races, target);
        against = fmt::format("{:.1f}; random's median is past its {} evaluations", *m, rate.longest);
        if (*m <= static_cast<double>(rate.longest) / 3.0) {
          verdict = often ? "met" : "not met";
        } else if (rate.hits == 0) {
          against += ": no random run reached the target, so its median cannot be estimated";
          verdict = "not shown";
        } else {
          const double estimate = std::log(2.0) * static_cast<double>(rate.exposure) / rate.hits;
          const double low = std::log(2.0) * static_cast<double>(rate.exposure) / poisson_upper95(rate.hits);
          against += fmt::format(
              ": {} hit(s) in {} random evaluations put it near {:.0f} (95% lower bound {:.0f}; the hit rate read "
              "as a geometric draw)",
              rate.hits, rate.exposure, estimate, low);
          if (!often || *m > estimate / 3.0)
            verdict = "not met";
          else if (*m <= low / 3.0)
            verdict = "met (also against the 95% lower bound)";
          else
            verdict = fmt::format(
                "met against the estimate, not proven at 95% (that needs random's median at or above {:.0f})",
                3.0 * *m);
        }
      }
      report += fmt::format(
          "\nGoal: evo_model reaches the target in at most a third of random's evaluations ({}) and within the "
          "budget in at least 9 of 10 seeds ({}/{}): {}.\n",
          against, reached, runs, verdict);
    }
    std::cout << report;
    if (!out_path.empty()) {
      std::ofstream out(out_path);
      out << report;
      if (!out) throw Error(fmt::format("{}: cannot write", out_path));
    }
    if (!raw_path.empty()) {
      std::ofstream raw(raw_path);
      raw << "strategy,seed,evaluation,status,time_us,partial,gpu_s,best_so_far_us\n";
      for (const Race& r : races) {
        double so_far = 1e300;
        for (std::size_t i = 0; i < r.steps.size(); ++i) {
          const Step& s = r.steps[i];
          if (s.status == "ok" && !s.partial && s.time_us) so_far = std::min(so_far, *s.time_us);
          raw << fmt::format("{},{},{},{},{},{},{:.4f},{}\n", r.strategy, r.seed, i + 1, s.status,
                             s.time_us ? fmt::format("{:.4f}", *s.time_us) : "", s.partial ? 1 : 0, s.gpu_s,
                             so_far < 1e300 ? fmt::format("{:.4f}", so_far) : "");
        }
      }
      if (!raw) throw Error(fmt::format("{}: cannot write", raw_path));
    }
    return 0;
  } catch (const ConfigError& e) {
    for (const auto& d : e.diagnostics()) std::fprintf(stderr, "%s\n", d.format().c_str());
    return 1;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "search_race: %s\n", e.what());
    return 1;
  }
}
