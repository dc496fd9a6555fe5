#!/usr/bin/env python3
"""A synthetic full landscape of experiments/s512_big.yaml from the databases of live runs, for developing
search strategies offline (bench/search_race --landscape needs every valid point; a live race measures a
few thousand of s512_big's 20,928). Each measured point keeps the median of its measurements over all the
runs (its CUPTI medians differ by the timer's 32 ns step from run to run); every other point takes the
status and time of its nearest measured points (fewest parameters differing; among equals, the most common
status, then the median time). It is NOT a measurement: use it to compare strategies, never to report a
kernel's speed.

  bench/impute_landscape.py DB_DIR OUT.csv
"""
import glob, itertools, json, math, sqlite3, statistics, sys, collections

SPACE = {  # experiments/s512_big.yaml, in file order
    "BLOCK_N": [64, 128], "KV_WG": [1, 2, 4], "STAGES": list(range(1, 9)), "PIPE": [0, 1, 2],
    "EXP2": ["f32", "f16x2"], "ROWSUM": ["alu", "mma"], "SACC": ["f32", "f16"], "SYNC": ["bar", "mbar"],
    "POLY": list(range(5)), "PREFETCH": list(range(8)), "MIN_CTAS": [1, 2, 3, 4], "TILE_ORDER": [0, 1],
    "M_WG": [1, 2, 3], "QREG": [0, 1]}
S, D = 512, 64


def valid(p):
    tiles = -(-(S // p["BLOCK_N"]) // p["KV_WG"])
    smem = (1024 + 128 * D * p["M_WG"] + p["KV_WG"] * p["STAGES"] * 4 * p["BLOCK_N"] * D
            + (2048 if p["ROWSUM"] == "mma" else 0) + (512 * p["KV_WG"] if p["KV_WG"] > 1 else 0)
            + 16 * (1 + p["KV_WG"] * p["STAGES"]))
    return (p["STAGES"] <= tiles
            and (p["STAGES"] == tiles or p["STAGES"] >= (4 if p["PIPE"] == 2 else 3))
            and (p["EXP2"] == "f32" or p["ROWSUM"] == "mma")
            and (p["SACC"] == "f32" or (p["EXP2"] == "f16x2" and p["ROWSUM"] == "mma"))
            and (p["POLY"] == 0 or p["SACC"] == "f16")
            and (p["PREFETCH"] == 0 or (p["STAGES"] == tiles and p["PREFETCH"] < tiles
                                         and (p["PIPE"] == 0 or p["PREFETCH"] >= 2)))
            and (p["MIN_CTAS"] == 1 or 3 <= p["MIN_CTAS"] * p["KV_WG"] * p["M_WG"] <= 4)
            and (p["M_WG"] == 1 or p["KV_WG"] == 1)
            and smem <= 227 * 1024)


def key(p):
    return tuple(str(p[k]) for k in SPACE)


def bits(k):  # one-hot bits: popcount(a ^ b) / 2 = parameters that differ
    b, off = 0, 0
    for name, v in zip(SPACE, k):
        vals = [str(x) for x in SPACE[name]]
        b |= 1 << (off + vals.index(v))
        off += len(vals)
    return b


def main(db_dir, out):
    seen = collections.defaultdict(lambda: ([], []))  # key -> (statuses, ok times)
    for f in sorted(glob.glob(f"{db_dir}/*.db")):
        c = sqlite3.connect(f)
        for params, status, t in c.execute(
                "SELECT c.params, e.status, e.time_p50_us FROM evaluations e JOIN candidates c ON c.id = e.candidate_id "
                "LEFT JOIN partial_timings pt ON pt.evaluation_id = e.id WHERE pt.evaluation_id IS NULL"):
            st, times = seen[key(json.loads(params))]
            st.append(status)
            if status == "ok" and t:
                times.append(t)
    measured = {}
    for k, (st, times) in seen.items():
        status = collections.Counter(st).most_common(1)[0][0]
        if status == "ok" and not times:
            continue
        measured[k] = (status, statistics.median(times) if status == "ok" else None)
    mk = list(measured)
    mbits = [bits(k) for k in mk]
    points = [dict(zip(SPACE, v)) for v in itertools.product(*SPACE.values())]
    points = [p for p in points if valid(p)]
    # SPACE and valid() restate experiments/s512_big.yaml; a changed file must be restated here too.
    if len(points) != 20928:
        sys.exit(f"impute_landscape: {len(points)} valid points, s512_big.yaml has 20,928: update SPACE and valid()")
    rows = []
    for p in points:
        k = key(p)
        if k in measured:
            rows.append((k, *measured[k], 1))
            continue
        b = bits(k)
        dist = [(x ^ b).bit_count() for x in mbits]
        d = min(dist)
        near = [measured[mk[i]] for i, x in enumerate(dist) if x == d]
        status = collections.Counter(s for s, _ in near).most_common(1)[0][0]
        t = statistics.median(t for s, t in near if s == "ok") if status == "ok" else None
        rows.append((k, status, t, 0))
    with open(out, "w") as f:
        f.write(f"# SYNTHETIC: {len(measured)} of {len(rows)} valid points of s512_big measured (medians over the runs in\n"
                f"# {db_dir}), the rest imputed from their nearest measured points by bench/impute_landscape.py.\n")
        f.write(",".join(SPACE) + ",status,time_us\n")
        for k, status, t, _ in rows:
            f.write(",".join(k) + f",{status}," + (f"{t:.4f}" if t else "") + "\n")
    ok = [t for _, s, t, _ in rows if s == "ok"]
    print(f"{len(rows)} valid points, {len(measured)} measured, {len(ok)} ok, best {min(ok):.3f} us", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
