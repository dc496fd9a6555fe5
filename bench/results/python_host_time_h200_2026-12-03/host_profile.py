# The probe run on the H200 (12:45 UTC): host time per call of the old and new exported module, side by side.
# Not part of the suite; it imports attn.py (the module exported at f4469d9) and attn_new.py (at 805abdc).
# Host time per call of two exported modules side by side (a probe; not committed).
import sys, time, cProfile, pstats, io, importlib
sys.path.insert(0, sys.argv[1])
import torch
old = importlib.import_module("attn"); new = importlib.import_module("attn_new"); prev = importlib.import_module("attn_prev")
q, k, v = [torch.randn(2, 8, 512, 64, device="cuda", dtype=torch.float16) for _ in range(3)]
def per_call(fn, n=3000):
    for _ in range(50): fn()
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(n): fn()
    t1 = time.perf_counter()
    torch.cuda.synchronize()
    return 1e6 * (t1 - t0) / n
rows = {
  "old forward": lambda: old.forward(q, k, v),
  "new forward": lambda: new.forward(q, k, v),
  "old _run": lambda: old._run((q, k, v), {"CAUSAL": 0}),
  "new _run": lambda: new._run((q, k, v), {"CAUSAL": 0}),
  "prev forward": lambda: prev.forward(q, k, v),
  "sdpa default": lambda: torch.nn.functional.scaled_dot_product_attention(q, k, v),
  "torch.empty": lambda: torch.empty((2, 8, 512, 64), dtype=torch.float16, device=q.device),
}
for rnd in range(2):
    for name, fn in rows.items():
        print(f"round {rnd} {name:14s} {per_call(fn):8.2f} us/call")
a = old.forward(q, k, v); b = new.forward(q, k, v); torch.cuda.synchronize()
print("new == old bitwise:", torch.equal(a, b))
with torch.no_grad():
    print("no_grad path direct:", new._direct((q, k, v)))
qg = q.clone().requires_grad_(); print("requires_grad path direct:", new._direct((qg, k, v)))
for mod in (new,):
    pr = cProfile.Profile(); pr.enable()
    for _ in range(3000): mod.forward(q, k, v)
    pr.disable(); torch.cuda.synchronize()
    s = io.StringIO(); pstats.Stats(pr, stream=s).sort_stats("tottime").print_stats(15); print(s.getvalue()[:4000])
