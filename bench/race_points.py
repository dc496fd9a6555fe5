#!/usr/bin/env python3
"""Two readings of bench/search_race.sh databases that bench/search_race does not make.

  bench/race_points.py DB_DIR [DB_DIR ...]

1. The point reading: a run has found the target when it evaluated a point whose median over all its full
   (non-partial) timings, in every run given, is within 2% of the best such median. CUPTI reports microsecond
   kernels in 32 ns steps, so one measurement of the right kernel can miss a 2% band by a step; the point reading
   judges what a search found rather than one measurement of it.
2. Candidates by what made them (mutation, crossover, random, each insight rule), over the evo and evo_model
   runs: how many were ok, how many beat their measured parent, how many were among the best kernels.
"""
import collections, glob, json, sqlite3, statistics, sys

FULL = ("SELECT c.id, c.params, c.origin, c.rule, c.parent1_id, e.status, e.time_p50_us, "
        "pt.evaluation_id IS NOT NULL FROM evaluations e JOIN candidates c ON c.id = e.candidate_id "
        "LEFT JOIN partial_timings pt ON pt.evaluation_id = e.id ORDER BY e.id")


def runs(dirs):
    for d in dirs:
        for f in sorted(glob.glob(f"{d}/*_seed*.db")):
            strategy, seed = f.rsplit("/", 1)[-1][:-3].rsplit("_seed", 1)
            yield strategy, int(seed), sqlite3.connect(f).execute(FULL).fetchall()


def main(dirs):
    all_runs = list(runs(dirs))
    times = collections.defaultdict(list)
    for _, _, rows in all_runs:
        for _, params, _, _, _, status, t, partial in rows:
            if status == "ok" and t and not partial:
                times[params].append(t)
    point = {p: statistics.median(v) for p, v in times.items()}
    best = min(point.values())
    target = best * 1.02
    print(f"{len(point)} points with full timings; best median {best:.3f} us; target <= {target:.3f} us "
          f"({sum(v <= target for v in point.values())} points)\n")
    print("| strategy | runs | median evaluations to target (point reading) | reached |\n|---|---|---|---|")
    found = collections.defaultdict(list)
    budget = collections.Counter()
    for strategy, _, rows in all_runs:
        hit = next((i + 1 for i, r in enumerate(rows) if r[5] == "ok" and point.get(r[1], 1e300) <= target), None)
        found[strategy].append(hit)
        budget[strategy] = max(budget[strategy], len(rows))
    for strategy, hits in found.items():
        ordered = sorted(h if h else float("inf") for h in hits)
        mid = statistics.median(ordered)
        print(f"| {strategy} | {len(hits)} | {f'> {budget[strategy]}' if mid == float('inf') else mid} | "
              f"{sum(h is not None for h in hits)}/{len(hits)} |")

    made = collections.defaultdict(collections.Counter)
    for strategy, _, rows in all_runs:
        if strategy == "random":
            continue
        measured = {r[0]: r[6] for r in rows if r[5] == "ok" and not r[7]}
        for cid, params, origin, rule, parent, status, t, partial in rows:
            m = made[f"rule {rule}" if origin == "insight" else origin]
            m["made"] += 1
            m["ok"] += status == "ok"
            if status == "ok" and not partial and parent in measured:
                m["vs"] += 1
                m["faster"] += t < measured[parent]
            m["best"] += status == "ok" and point.get(params, 1e300) <= target
    print("\n| made by | candidates | ok | ok with a measured parent | faster than that parent | among the best kernels |")
    print("|---|---|---|---|---|---|")
    for k in sorted(made, key=lambda k: (k.startswith("rule"), -made[k]["made"])):
        m = made[k]
        print(f"| {k} | {m['made']} | {m['ok']} ({100 * m['ok'] / m['made']:.0f}%) | {m['vs']} | "
              f"{m['faster']} ({100 * m['faster'] / max(1, m['vs']):.0f}%) | {m['best']} ({1000 * m['best'] / m['made']:.1f} per 1000) |")


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] in ("-h", "--help"):
        sys.exit(__doc__)
    main(sys.argv[1:])
