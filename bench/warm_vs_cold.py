#!/usr/bin/env python3
"""Warm start against cold, from two evotune databases of one shape set.

For each shape of the cold database: how many evaluations (in the order they
were stored, the first N of each shape) each run needed until its running best
was within 2% of the best either run found at that shape. Prints a Markdown
table (bench/results/shape_set_attn20_h100_2026-11-24/README.md has one).

    bench/warm_vs_cold.py WARM.db COLD.db [--first N]
"""
import argparse
import sqlite3


def sequences(db, first):
    """shape key -> the median times of its first `first` evaluations (None: not ok)."""
    c = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    out = {}
    for eid, shape in c.execute("SELECT id, shape FROM experiments ORDER BY id"):
        rows = c.execute(
            "SELECT e.status, e.time_p50_us FROM evaluations e JOIN candidates k ON k.id = e.candidate_id "
            "WHERE k.experiment_id = ? ORDER BY e.id", (eid,)).fetchall()
        out.setdefault(shape, [t if s == "ok" else None for s, t in rows][:first])
    return out


def reached(seq, target):
    best = None
    for i, t in enumerate(seq, 1):
        if t is not None and (best is None or t < best):
            best = t
        if best is not None and best <= 1.02 * target:
            return i
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("warm")
    ap.add_argument("cold")
    ap.add_argument("--first", type=int, default=16, help="evaluations of each shape to look at (default 16)")
    a = ap.parse_args()
    warm, cold = sequences(a.warm, a.first), sequences(a.cold, a.first)
    order = list(warm)
    print("| shape | order in the warm run | best of both, us | warm: evaluations to within 2% | cold "
          "| warm best | cold best |")
    print("|---|---|---|---|---|---|---|")
    for shape, c in cold.items():
        w = warm.get(shape, [])
        ok = [t for t in w + c if t is not None]
        if not ok:
            continue
        best = min(ok)
        text = lambda r: str(r) if r else f"not in {a.first}"
        low = lambda s: f"{min(t for t in s if t is not None):.2f}" if any(t is not None for t in s) else "-"
        where = order.index(shape) + 1 if shape in order else "-"
        print(f"| {shape} | {where} | {best:.2f} | {text(reached(w, best))} | {text(reached(c, best))} "
              f"| {low(w)} | {low(c)} |")


if __name__ == "__main__":
    main()
