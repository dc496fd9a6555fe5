// Kill-safety: a real writer process (a forked child running the search loop
// with the replay evaluator against a real database file) is SIGKILLed at
// random moments, again and again, and resumed each time. Afterwards the file
// must pass PRAGMA integrity_check, no finished evaluation may have been done
// twice, and the search must equal one that was never interrupted.
#include <gtest/gtest.h>

#include <csignal>
#include <map>

#include <sys/wait.h>
#include <unistd.h>

#include "search/replay_evaluator.hpp"
#include "search/synthetic_experiment.hpp"
#include "tune/run.hpp"

using namespace evotune;
using namespace evotune::search;
using namespace evotune::tune;

namespace {

constexpr int kKills = 20;
constexpr std::int64_t kBudget = 400;

Experiment experiment() {
  Experiment e = fixtures::synthetic_s512_experiment();
  e.search.budget.evaluations = kBudget;
  return e;
}

// Runs the search to its end in this process; returns 0, or 3 on an exception.
int run_to_end(const std::filesystem::path& db, std::chrono::microseconds delay, int lookahead) {
  try {
    const ReplayTable& table = fixtures::synthetic_table();
    const Experiment e = experiment();
    const SearchSpace space = SearchSpace::of(e);
    store::Store store(db);
    ReplayEvaluator ev(table, space, {.delay = delay});
    RunOptions o;
    o.lookahead = lookahead;
    run_search(e, store, ev, o);
    return 0;
  } catch (const std::exception& ex) {
    std::fprintf(stderr, "writer failed: %s\n", ex.what());
    return 3;
  }
}

// Evaluations stored so far (0 while the file or its schema is not there yet).
std::int64_t evaluations_in(const std::filesystem::path& db) {
  if (!std::filesystem::exists(db)) return 0;
  try {
    store::Database d(db, {.read_only = true, .busy_timeout = std::chrono::milliseconds(1000)});
    if (d.query_int("SELECT count(*) FROM sqlite_schema WHERE name = 'evaluations'") == 0) return 0;
    return d.query_int("SELECT count(*) FROM evaluations");
  } catch (const StoreError&) {
    return 0;  // mid-creation
  }
}

std::vector<std::string> history(const std::filesystem::path& db) {
  store::Store store(db);
  std::vector<std::string> out;
  store::Statement s(store.db(), "SELECT params || ' ' || origin || ' ' || generation FROM candidates ORDER BY id");
  while (s.step()) out.push_back(s.column_text(0));
  return out;
}

}  // namespace

TEST(KillAndResume, SigkilledWritersLoseNothingFinishedAndCorruptNothing) {
  fixtures::TempDir dir;
  for (int lookahead : {1, 2}) {
    const auto db = dir / ("killed" + std::to_string(lookahead) + ".db");
    Rng rng(2024 + lookahead);
    int landed = 0, finished = 0;
    std::int64_t evaluated = 0;
    for (int i = 0; i < kKills; ++i) {
      const pid_t child = ::fork();
      ASSERT_GE(child, 0) << "fork failed";
      if (child == 0) ::_exit(run_to_end(db, std::chrono::microseconds(1000), lookahead));
      // The first kill lands while the child creates the database; each later
      // one once the child has finished a few more evaluations (so every run
      // makes progress, however slow the machine), then a random moment later:
      // in a transaction, between them, or while waiting for outcomes.
      bool exited = false;
      int status = 0;
      if (i > 0) {
        const std::int64_t target = evaluated + 1 + static_cast<std::int64_t>(uniform_index(rng, 24));
        const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(20);
        while (!exited && evaluations_in(db) < target && std::chrono::steady_clock::now() < give_up) {
          exited = ::waitpid(child, &status, WNOHANG) == child;
          ::usleep(500);
        }
      }
      if (!exited) {
        ::usleep(static_cast<useconds_t>(uniform_index(rng, i == 0 ? 5000 : 3000)));
        ::kill(child, SIGKILL);
        ASSERT_EQ(::waitpid(child, &status, 0), child);
      }
      if (WIFSIGNALED(status)) {
        EXPECT_EQ(WTERMSIG(status), SIGKILL);
        ++landed;
        evaluated = evaluations_in(db);
      } else {
        ASSERT_TRUE(WIFEXITED(status));
        ASSERT_EQ(WEXITSTATUS(status), 0) << "the writer failed on resuming (see stderr)";
        ++finished;
        break;  // the search is complete
      }
    }
    EXPECT_GE(landed, kKills - 2) << "the search finished before most kills landed";
    EXPECT_GT(evaluated, kKills) << "the killed runs made too little progress to test anything";
    // Finish whatever is left, in this process.
    ASSERT_EQ(run_to_end(db, std::chrono::microseconds(0), lookahead), 0);

    store::Store store(db);
    EXPECT_EQ(store.db().query_text("PRAGMA integrity_check"), "ok");
    EXPECT_FALSE(store::Statement(store.db(), "PRAGMA foreign_key_check").step());
    std::map<std::string, int> per_identity;
    store::Statement s(store.db(),
                       "SELECT c.source_hash, count(e.id) FROM candidates c LEFT JOIN evaluations e ON "
                       "e.candidate_id = c.id GROUP BY c.source_hash");
    while (s.step()) per_identity[s.column_text(0)] = static_cast<int>(s.column_int(1));
    EXPECT_EQ(per_identity.size(), static_cast<std::size_t>(kBudget));
    for (const auto& [identity, n] : per_identity) EXPECT_EQ(n, 1) << identity;
    // Every killed run left its row unfinished; the last one finished.
    EXPECT_GE(store.db().query_int("SELECT count(*) FROM runs WHERE finished_at IS NULL"), 1);
    EXPECT_EQ(store.db().query_int("SELECT count(*) FROM runs WHERE finished_at IS NOT NULL"), finished + 1);

    // The same search, never interrupted.
    const auto clean = dir / ("clean" + std::to_string(lookahead) + ".db");
    ASSERT_EQ(run_to_end(clean, std::chrono::microseconds(0), lookahead), 0);
    const auto killed_history = history(db), clean_history = history(clean);
    std::size_t same = 0;
    while (same < killed_history.size() && same < clean_history.size() && killed_history[same] == clean_history[same])
      ++same;
    EXPECT_TRUE(same == killed_history.size() && same == clean_history.size())
        << "lookahead " << lookahead << ", " << landed << " kills: the searches part at candidate " << same + 1
        << " of " << killed_history.size() << " / " << clean_history.size() << ": "
        << (same < killed_history.size() ? killed_history[same] : "-") << " vs "
        << (same < clean_history.size() ? clean_history[same] : "-");
  }
}
