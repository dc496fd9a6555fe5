#!/usr/bin/env python3
"""What a run measured, per experiment and shape, from its database: how many candidates ended
in each status, the fastest ok one (with its relative error norm), and every candidate that did
not end ok or gate-rejected (a wrong, faulting, hung or racy kernel), with its message. For a
quick look at a new template's first run on a GPU machine, where the leaderboard shows only the
ranked rows.

  python3 bench/db_status.py DB [--fail-on STATUS,...]

Exit code 1 when any candidate has one of the --fail-on statuses (default
incorrect,fault,timeout,racy,memory_error), else 0.
"""
import argparse
import collections
import sqlite3
import sys

ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
ap.add_argument("db")
ap.add_argument("--fail-on", default="incorrect,fault,timeout,racy,memory_error")
args = ap.parse_args()
bad = set(args.fail_on.split(","))
con = sqlite3.connect(f"file:{args.db}?mode=ro", uri=True)
rows = con.execute("""
    SELECT x.name, x.shape, c.params, e.status, e.time_p50_us, e.rel_norm, e.error
    FROM evaluations e JOIN candidates c ON c.id = e.candidate_id JOIN experiments x ON x.id = c.experiment_id
    ORDER BY x.id, e.id""").fetchall()
by_shape = collections.OrderedDict()
for name, shape, params, status, p50, rel, error in rows:
    by_shape.setdefault((name, shape or ""), []).append((params, status, p50, rel, error))
failed = False
for (name, shape), evs in by_shape.items():
    counts = collections.Counter(s for _, s, _, _, _ in evs)
    print(f"{name} {shape}: " + ", ".join(f"{n} {s}" for s, n in counts.most_common()))
    ok = [e for e in evs if e[1] == "ok" and e[2] is not None]
    if ok:
        best = min(ok, key=lambda e: e[2])
        print(f"  fastest ok: {best[2]:.2f} us, rel norm {best[3]:.2e}: {best[0]}")
    for params, status, p50, rel, error in evs:
        if status not in ("ok", "gate_reject"):
            print(f"  {status}: {params}: {(error or '').splitlines()[0][:200] if error else ''}")
            failed = failed or status in bad
sys.exit(1 if failed else 0)
