#!/usr/bin/env python3
"""GPU check of a Python module written by `evotune export EXP --python -o NAME.py` (attention
experiments: forward(q, k, v, causal)). On a GPU machine with PyTorch:

    python3 tests/python/gpu_export_check.py attn.py [--out result.json] [--iters 100 --rounds 5]

Imports only the exported module (by path), then for every tuned shape (module.SHAPES):
  correctness  forward() against F.scaled_dot_product_attention in float64 on the same fp16
               inputs (3 seeds): ||o - ref|| / ||ref|| within the experiment's max_rel_norm and
               every element within atol + rtol * |ref| (the tolerance the module carries);
  timing       forward() and SDPA's backends side by side in this process (bench/sdpa_baseline.py's
               time_calls: CUDA events per call, behind a spin kernel, rounds interleaved), with
               evotune's ratio to each backend, and the host time each takes to issue a call;
and once, at the first shape:
  checks       an untuned shape raises UntunedShapeError, a float32 input TypeError, a
               non-contiguous one ValueError; forward() captured in a CUDA graph and replayed gives
               the eager output; torch.compile(fullgraph=True) of a function calling it does too.
Prints one JSON document (device, versions, per shape results, checks) and writes it to --out.
Exit code 0 when every shape and check passed, 1 otherwise, 2 for bad arguments.
scripts/gpu_check.sh runs it in its `export` step.
"""

import argparse
import importlib.util
import json
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import sdpa_baseline  # noqa: E402  (time_calls, make_inputs, environment, summary)


def load_module(path):
    spec = importlib.util.spec_from_file_location(Path(path).stem, path)
    if spec is None:
        raise SystemExit(f"gpu_export_check: cannot import {path}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def reference(torch, q, k, v, causal):
    """SDPA in float64, one batch entry at a time (the math backend holds S x S scores)."""
    import torch.nn.functional as F
    outs = []
    for b in range(q.shape[0]):
        outs.append(F.scaled_dot_product_attention(q[b:b + 1].double(), k[b:b + 1].double(), v[b:b + 1].double(),
                                                   is_causal=bool(causal), scale=1.0 / math.sqrt(q.shape[-1])))
    return torch.cat(outs)


def compare(torch, out, ref, tol):
    diff = out.double() - ref
    rel_norm = (diff.norm() / ref.norm().clamp_min(1e-300)).item()
    bound = tol["atol"] + tol["rtol"] * ref.abs()
    outside = (diff.abs() > bound).sum().item() + (~torch.isfinite(out)).sum().item()
    return {"rel_norm": rel_norm, "max_abs": diff.abs().max().item(), "elements_outside": int(outside),
            "pass": rel_norm <= tol["max_rel_norm"] and outside == 0}


def check(name, fn):
    try:
        detail = fn()
        return {"check": name, "pass": True, "detail": detail}
    except Exception as e:
        return {"check": name, "pass": False, "detail": f"{type(e).__name__}: {e}"[:500]}


def expect_raise(torch, mod, error, call):
    def run():
        try:
            call()
        except error as e:
            return f"{type(e).__name__}: {e}"[:300]
        raise AssertionError(f"no {error.__name__} raised")
    return run


def main(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], epilog=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("module", help="the exported NAME.py")
    p.add_argument("--out", help="also write the JSON here")
    p.add_argument("--iters", type=int, default=100)
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--warmup", type=int, default=10)
    p.add_argument("--backends", default="cudnn_sdpa,flash2_sdpa,default_sdpa")
    a = p.parse_args(argv)
    if not Path(a.module).is_file():
        print(f"gpu_export_check: {a.module}: no such file", file=sys.stderr)
        return 2
    import torch
    if not torch.cuda.is_available():
        print("gpu_export_check: no CUDA device visible to PyTorch", file=sys.stderr)
        return 1
    mod = load_module(a.module)
    tol = mod._LIBRARY["tolerance"]
    doc = {"format": "evotune-export-check/1", "module": a.module, "experiment": mod._LIBRARY["experiment"],
           **sdpa_baseline.environment(torch), "tolerance": tol,
           "timing": {"iters": a.iters, "rounds": a.rounds, "warmup": a.warmup}, "shapes": [], "checks": []}
    ok = True
    backends = [b for b in a.backends.split(",") if b]
    for i, shape in enumerate(mod.SHAPES):
        causal = bool(shape["CAUSAL"])
        row = {"shape": shape, "correctness": []}
        for seed in (101, 102, 103):
            q, k, v = sdpa_baseline.make_inputs(torch, shape, seed)
            out = mod.forward(q, k, v, causal=causal)
            torch.cuda.synchronize()
            row["correctness"].append(compare(torch, out, reference(torch, q, k, v, causal), tol))
        row["pass"] = all(c["pass"] for c in row["correctness"])
        q, k, v = sdpa_baseline.make_inputs(torch, shape, 7 + i)
        calls = {"evotune": lambda: mod.forward(q, k, v, causal=causal)}
        calls.update(sdpa_baseline.sdpa_calls(torch, q, k, v, causal, backends))
        times = sdpa_baseline.time_calls(torch, calls, a.iters, a.rounds, a.warmup)
        row["times"] = {name: sdpa_baseline.summary(ts) for name, ts in times.items()}
        row["host_us_per_call"] = {name: sdpa_baseline.host_us_per_call(torch, fn) for name, fn in calls.items()
                                   if "median_us" in row["times"][name]}
        ev = row["times"]["evotune"].get("median_us")
        row["ratio_to"] = {name: ev / t["median_us"] for name, t in row["times"].items()
                           if name != "evotune" and ev and "median_us" in t}
        row["pass"] = row["pass"] and ev is not None
        ok = ok and row["pass"]
        doc["shapes"].append(row)
        print(f"gpu_export_check: {shape}: rel_norm {max(c['rel_norm'] for c in row['correctness']):.2e}, "
              f"evotune {ev} us, " + ", ".join(f"{n} {t.get('median_us')}" for n, t in row["times"].items()
                                                   if n != "evotune"), file=sys.stderr)

    # The behaviours around the kernels, at the first shape.
    shape = mod.SHAPES[0]
    causal = bool(shape["CAUSAL"])
    q, k, v = sdpa_baseline.make_inputs(torch, shape, 5)
    eager = mod.forward(q, k, v, causal=causal)
    untuned = dict(shape, S=shape["S"] + 64)
    while any(untuned == s for s in mod.SHAPES):
        untuned["S"] += 64
    uq, uk, uv = sdpa_baseline.make_inputs(torch, untuned, 5)
    doc["checks"].append(check("untuned shape raises UntunedShapeError",
                               expect_raise(torch, mod, mod.UntunedShapeError,
                                            lambda: mod.forward(uq, uk, uv, causal=causal))))
    doc["checks"].append(check("float32 input raises TypeError",
                               expect_raise(torch, mod, TypeError, lambda: mod.forward(q.float(), k, v, causal=causal))))
    doc["checks"].append(check("non-contiguous input raises ValueError",
                               expect_raise(torch, mod, ValueError,
                                            lambda: mod.forward(q.transpose(1, 2).contiguous().transpose(1, 2), k, v,
                                                                causal=causal))))

    def graph():
        static_out = None
        s = torch.cuda.Stream()
        s.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(s):
            mod.forward(q, k, v, causal=causal)  # warm-up outside the capture
        torch.cuda.current_stream().wait_stream(s)
        g = torch.cuda.CUDAGraph()
        with torch.cuda.graph(g):
            static_out = mod.forward(q, k, v, causal=causal)
        static_out.fill_(float("nan"))
        g.replay()
        torch.cuda.synchronize()
        if not torch.equal(static_out, eager):
            raise AssertionError("the replayed graph's output differs from the eager one")
        return "captured and replayed; output equal to eager"
    doc["checks"].append(check("CUDA graph capture and replay", graph))

    def compiled():
        f = torch.compile(lambda q, k, v: mod.forward(q, k, v, causal=causal) * 1.0, fullgraph=True)
        out = f(q, k, v)
        torch.cuda.synchronize()
        if not torch.equal(out, eager):
            raise AssertionError("torch.compile'd output differs from the eager one")
        return "fullgraph=True; output equal to eager"
    doc["checks"].append(check("torch.compile(fullgraph=True)", compiled))
    ok = ok and all(c["pass"] for c in doc["checks"])
    doc["result"] = "pass" if ok else "FAIL"
    text = json.dumps(doc, indent=2)
    print(text)
    if a.out:
        Path(a.out).write_text(text + "\n", encoding="utf-8")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
