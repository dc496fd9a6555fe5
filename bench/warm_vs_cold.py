# Warm vs cold: evaluations (in order, first N of each shape) until the running best is within 2% of
# the best either run found at that shape, from the two databases of the H100 calls.
import sqlite3, sys, json
N = 16
def seqs(db):
    c = sqlite3.connect(db)
    out = {}
    for eid, shape in c.execute("select id, shape from experiments order by id"):
        rows = c.execute("""select e.status, e.time_p50_us from evaluations e join candidates k on k.id = e.candidate_id
                            where k.experiment_id = ? order by e.id""", (eid,)).fetchall()
        out[shape] = [t if s == 'ok' else None for s, t in rows][:N]
    return out
warm, cold = seqs(sys.argv[1]), seqs(sys.argv[2])
def reach(seq, target):
    best = None
    for i, t in enumerate(seq, 1):
        if t is not None and (best is None or t < best): best = t
        if best is not None and best <= 1.02 * target: return i
    return None
print("| shape | order in the warm run | best of both, us | warm: evaluations to within 2% | cold | warm best | cold best |")
print("|---|---|---|---|---|---|---|")
order = list(warm)
for shape in cold:
    w, k = warm.get(shape, []), cold[shape]
    vals = [t for t in w + k if t is not None]
    if not vals: continue
    b = min(vals)
    rw, rk = reach(w, b), reach(k, b)
    f = lambda r: str(r) if r else f"not in {N}"
    print(f"| {shape} | {order.index(shape)+1} | {b:.2f} | {f(rw)} | {f(rk)} | {min([t for t in w if t] or [0]):.2f} | {min([t for t in k if t] or [0]):.2f} |")
