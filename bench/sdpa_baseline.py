#!/usr/bin/env python3
"""Measured baselines: PyTorch's scaled_dot_product_attention at given shapes, per backend,
timed on this GPU, printed as JSON (one document on stdout; --out also writes it to a file).

    python3 bench/sdpa_baseline.py --shapes 2,8,512,64,0 4,16,1024,64,1
    python3 bench/sdpa_baseline.py --library attn.json      # every shape of an evotune export
    python3 bench/sdpa_baseline.py --library attn.json --list   # the shapes only (no torch needed)

A shape is B,H,S,D,CAUSAL; inputs are fp16 [B, H, S, D], normal(0, 1), scale 1/sqrt(D), as in
the attention experiments. Backends (--backends, default all but math): cudnn_sdpa, flash2_sdpa,
mem_efficient_sdpa (SDPBackend.CUDNN_ATTENTION, FLASH_ATTENTION, EFFICIENT_ATTENTION), default_sdpa
(what PyTorch picks), math_sdpa. A backend that cannot run a shape gets {"error": "..."}.

Timing (no CUPTI): per call, a CUDA event before and after, for --iters calls queued behind a
spin kernel (torch.cuda._sleep, 5 ms or 100 us per call if longer) so that the GPU runs them back
to back however slowly the host issues them; --rounds rounds, the backends in a rotated order each round, after --warmup calls.
Reported per backend: median, p10, p90 of all calls' times (us), and the number of calls.

Output (format "evotune-baseline/1"): device, driver, torch/CUDA/cuDNN versions, date, timing
settings, and shapes: [{shape: {B, H, S, D, CAUSAL}, baselines: {NAME: {median_us, p10_us, p90_us,
calls} | {error}}}]. The names match the experiments' `baselines:` names, so that an experiment
can name this script as a measured baseline's command. Exit code 0 when every shape got at least
one time, 1 otherwise or without a usable GPU, 2 for bad arguments.

As an experiment's measured baseline (`evotune baselines`, and `evotune run` after a run on a GPU):

    baselines:
      - {name: cudnn_sdpa, command: "python3 ../bench/sdpa_baseline.py --evotune --backends cudnn_sdpa"}

With --evotune the shapes come on stdin as evotune writes them ({"experiment": NAME, "shapes":
[{B, H, S, D, CAUSAL}, ...]}; CAUSAL may be left out: 0), exactly one backend is timed, and stdout is
what evotune reads: a JSON list of {shape, time_us (the median), rel_norm, device, method}, a shape
the backend cannot run left out (said on stderr). rel_norm is ||out - ref|| / ||ref|| over the whole
output, as evotune's correctness check defines it, with ref computed in float64 from the same fp16
inputs. Exit code 0 when at least one shape got a time.

gpu_export_check.py (tests/python) imports time_calls() and make_inputs() from here.
"""

import argparse
import datetime
import json
import math
import sys

BACKENDS = ["cudnn_sdpa", "flash2_sdpa", "mem_efficient_sdpa", "default_sdpa", "math_sdpa"]
DEFAULT_BACKENDS = ["cudnn_sdpa", "flash2_sdpa", "mem_efficient_sdpa", "default_sdpa"]
# The spin kernel's length: longer than queueing the timed calls takes (a Python call that
# launches a kernel costs 10-60 us of host time).
SPIN_SECONDS = 0.005
SPIN_SECONDS_PER_CALL = 100e-6


class InputError(Exception):
    """A bad argument or library file (the message names it)."""


def parse_shape(text):
    parts = text.split(",")
    if len(parts) != 5:
        raise InputError(f"shape '{text}': expected B,H,S,D,CAUSAL (5 integers)")
    try:
        b, h, s, d, causal = (int(p) for p in parts)
    except ValueError:
        raise InputError(f"shape '{text}': expected B,H,S,D,CAUSAL (5 integers)") from None
    if min(b, h, s, d) <= 0 or causal not in (0, 1):
        raise InputError(f"shape '{text}': B, H, S, D must be positive and CAUSAL 0 or 1")
    return {"B": b, "H": h, "S": s, "D": d, "CAUSAL": causal}


def library_shapes(path):
    """The shapes of an evotune library export's JSON (format evotune-library/1)."""
    try:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
    except OSError as e:
        raise InputError(f"{path}: {e.strerror}") from None
    except json.JSONDecodeError as e:
        raise InputError(f"{path}: not JSON ({e})") from None
    if doc.get("format") != "evotune-library/1":
        raise InputError(f"{path}: key 'format' is {doc.get('format')!r}, expected 'evotune-library/1'")
    shapes = []
    for i, spec in enumerate(doc.get("specializations", [])):
        shape = spec.get("shape", {})
        missing = [k for k in ("B", "H", "S", "D", "CAUSAL") if not isinstance(shape.get(k), int)]
        if missing:
            raise InputError(f"{path}: specializations[{i}].shape lacks integer {', '.join(missing)}")
        shapes.append({k: shape[k] for k in ("B", "H", "S", "D", "CAUSAL")})
    if not shapes:
        raise InputError(f"{path}: no specializations")
    return shapes


def evotune_shapes(text):
    """The shapes of evotune's baseline input (stdin of a measured baseline's command), and each as
    evotune wrote it (what the output names it by)."""
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as e:
        raise InputError(f"stdin: not JSON ({e}); --evotune reads the shapes evotune writes") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("shapes"), list) or not doc["shapes"]:
        raise InputError("stdin: expected {\"experiment\": NAME, \"shapes\": [{B, H, S, D, CAUSAL}, ...]}")
    shapes = []
    for i, shape in enumerate(doc["shapes"]):
        if not isinstance(shape, dict):
            raise InputError(f"stdin: shapes[{i}] is not an object")
        missing = [k for k in ("B", "H", "S", "D") if not isinstance(shape.get(k), int)]
        if missing:
            raise InputError(f"stdin: shapes[{i}] lacks integer {', '.join(missing)} (an attention shape: B, H, S, D, "
                             "CAUSAL)")
        causal = shape.get("CAUSAL", 0)
        if causal not in (0, 1) or min(shape[k] for k in ("B", "H", "S", "D")) <= 0:
            raise InputError(f"stdin: shapes[{i}]: B, H, S, D must be positive and CAUSAL 0 or 1")
        shapes.append({"B": shape["B"], "H": shape["H"], "S": shape["S"], "D": shape["D"], "CAUSAL": causal})
    return shapes, doc["shapes"]


def rel_norm(torch, out, q, k, v, causal):
    """||out - ref|| / ||ref|| over the whole output, ref in float64 from the same inputs."""
    import torch.nn.functional as F
    scale = 1.0 / math.sqrt(q.shape[-1])
    ref = F.scaled_dot_product_attention(q.double(), k.double(), v.double(), is_causal=bool(causal), scale=scale)
    return (torch.linalg.vector_norm(out.double() - ref) / torch.linalg.vector_norm(ref)).item()


def quantile(xs, q):
    xs = sorted(xs)
    at = q * (len(xs) - 1)
    lo = math.floor(at)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (at - lo)


def make_inputs(torch, shape, seed):
    """q, k, v: fp16 [B, H, S, D], normal(0, 1), on the current CUDA device."""
    g = torch.Generator(device="cuda").manual_seed(seed)
    dims = (shape["B"], shape["H"], shape["S"], shape["D"])
    return [torch.randn(dims, device="cuda", dtype=torch.float16, generator=g) for _ in range(3)]


def time_calls(torch, calls, iters, rounds, warmup):
    """calls: {name: fn()}. Per call times in us, {name: [..]}, or {name: "error text"} for one
    that raised. Each round runs every callable in turn (order rotated per round): warm-up
    calls, then `iters` calls behind a spin kernel, each between two CUDA events."""
    names = list(calls)
    times = {n: [] for n in names}
    failed = {}
    cycles = int(max(SPIN_SECONDS, iters * SPIN_SECONDS_PER_CALL) * 2.0e9)  # a slower clock only spins longer
    for r in range(rounds):
        order = names[r % len(names):] + names[:r % len(names)]
        for name in order:
            if name in failed:
                continue
            fn = calls[name]
            try:
                for _ in range(warmup):
                    fn()
                torch.cuda.synchronize()
                events = [torch.cuda.Event(enable_timing=True) for _ in range(iters + 1)]
                torch.cuda._sleep(cycles)
                events[0].record()
                for i in range(iters):
                    fn()
                    events[i + 1].record()
                events[-1].synchronize()
                times[name] += [1000.0 * events[i].elapsed_time(events[i + 1]) for i in range(iters)]
            except Exception as e:  # a backend that cannot run this shape
                failed[name] = f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"[:300]
                torch.cuda.synchronize()
    return {n: failed.get(n, times[n]) for n in names}


def host_us_per_call(torch, fn, calls=200):
    """Host time to issue one call (what the spin kernel hides from the GPU times), us."""
    import time
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(calls):
        fn()
    t1 = time.perf_counter()
    torch.cuda.synchronize()
    return 1e6 * (t1 - t0) / calls


def summary(ts):
    if isinstance(ts, str):
        return {"error": ts}
    return {"median_us": quantile(ts, 0.5), "p10_us": quantile(ts, 0.1), "p90_us": quantile(ts, 0.9), "calls": len(ts)}


def sdpa_calls(torch, q, k, v, causal, backends):
    import torch.nn.functional as F
    from torch.nn.attention import SDPBackend, sdpa_kernel
    which = {"cudnn_sdpa": SDPBackend.CUDNN_ATTENTION, "flash2_sdpa": SDPBackend.FLASH_ATTENTION,
             "mem_efficient_sdpa": SDPBackend.EFFICIENT_ATTENTION, "math_sdpa": SDPBackend.MATH}
    scale = 1.0 / math.sqrt(q.shape[-1])
    calls = {}
    for name in backends:
        if name == "default_sdpa":
            calls[name] = lambda: F.scaled_dot_product_attention(q, k, v, is_causal=bool(causal), scale=scale)
        else:
            def call(backend=which[name]):
                with sdpa_kernel([backend]):
                    return F.scaled_dot_product_attention(q, k, v, is_causal=bool(causal), scale=scale)
            calls[name] = call
    return calls


def environment(torch):
    import subprocess
    driver = ""
    try:
        driver = subprocess.run(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
                                capture_output=True, text=True, timeout=20).stdout.strip().splitlines()[0]
    except Exception:
        pass
    return {"device": torch.cuda.get_device_name(), "driver": driver, "torch": torch.__version__,
            "cuda": torch.version.cuda, "cudnn": torch.backends.cudnn.version(),
            "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")}


def parse_args(argv):
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    p.add_argument("--shapes", nargs="+", default=[], metavar="B,H,S,D,CAUSAL")
    p.add_argument("--library", help="the JSON of `evotune export EXP -o NAME` (NAME.json): its shapes")
    p.add_argument("--backends", default=",".join(DEFAULT_BACKENDS), help=f"comma-separated, of {BACKENDS}")
    p.add_argument("--iters", type=int, default=100, help="timed calls per round and backend (default 100)")
    p.add_argument("--rounds", type=int, default=5, help="rounds (default 5)")
    p.add_argument("--warmup", type=int, default=10, help="calls before each timed batch (default 10)")
    p.add_argument("--out", help="also write the JSON here")
    p.add_argument("--list", action="store_true", help="print the shapes and backends as JSON and stop (no torch)")
    p.add_argument("--evotune", action="store_true",
                   help="an experiment's measured baseline: shapes from evotune on stdin, one backend, evotune's output")
    a = p.parse_args(argv)
    try:
        shapes = [parse_shape(s) for s in a.shapes]
        if a.library:
            shapes += library_shapes(a.library)
        a.given_shapes = []
        if a.evotune and shapes:
            raise InputError("--evotune reads its shapes from stdin; give no --shapes or --library with it")
        if a.evotune:
            read, a.given_shapes = evotune_shapes(sys.stdin.read())
            shapes += read
        if not shapes:
            raise InputError("no shape: give --shapes B,H,S,D,CAUSAL ... or --library NAME.json")
        backends = [b for b in a.backends.split(",") if b]
        unknown = [b for b in backends if b not in BACKENDS]
        if unknown or not backends:
            raise InputError(f"--backends: unknown {', '.join(unknown) or '(none given)'}; known: {', '.join(BACKENDS)}")
        if a.evotune and len(backends) != 1:
            raise InputError(f"--evotune times one backend (a baseline of its own name); got --backends {a.backends}")
        for key in ("iters", "rounds"):
            if getattr(a, key) <= 0:
                raise InputError(f"--{key} must be positive")
        if a.warmup < 0:
            raise InputError("--warmup must not be negative")
    except InputError as e:
        print(f"sdpa_baseline: {e}", file=sys.stderr)
        sys.exit(2)
    return a, shapes, backends


def main(argv):
    a, shapes, backends = parse_args(argv)
    if a.list:
        print(json.dumps({"shapes": shapes, "backends": backends, **({"given": a.given_shapes} if a.evotune else {})}))
        return 0
    try:
        import torch
    except ImportError:
        print("sdpa_baseline: needs PyTorch (import torch failed)", file=sys.stderr)
        return 1
    if not torch.cuda.is_available():
        print("sdpa_baseline: no CUDA device visible to PyTorch", file=sys.stderr)
        return 1
    if a.evotune:
        return main_evotune(torch, a, shapes, backends[0])
    doc = {"format": "evotune-baseline/1", "tool": "bench/sdpa_baseline.py", **environment(torch),
           "timing": {"method": "CUDA events around each call, calls queued behind a spin kernel",
                      "iters": a.iters, "rounds": a.rounds, "warmup": a.warmup},
           "shapes": []}
    ok = True
    for i, shape in enumerate(shapes):
        q, k, v = make_inputs(torch, shape, 7 + i)
        times = time_calls(torch, sdpa_calls(torch, q, k, v, shape["CAUSAL"], backends), a.iters, a.rounds, a.warmup)
        result = {name: summary(ts) for name, ts in times.items()}
        ok = ok and any("median_us" in r for r in result.values())
        doc["shapes"].append({"shape": shape, "baselines": result})
        del q, k, v
    text = json.dumps(doc, indent=2)
    print(text)
    if a.out:
        with open(a.out, "w", encoding="utf-8") as f:
            f.write(text + "\n")
    return 0 if ok else 1


def main_evotune(torch, a, shapes, backend):
    """One backend at evotune's shapes; prints evotune's list of {shape, time_us, rel_norm, device, method}."""
    device = torch.cuda.get_device_name()
    method = (f"CUDA events around each call (median of {a.rounds} x {a.iters} calls behind a spin kernel), "
              f"torch {torch.__version__}")
    out = []
    for i, shape in enumerate(shapes):
        q, k, v = make_inputs(torch, shape, 7 + i)
        calls = sdpa_calls(torch, q, k, v, shape["CAUSAL"], [backend])
        times = time_calls(torch, calls, a.iters, a.rounds, a.warmup)[backend]
        if isinstance(times, str):
            print(f"sdpa_baseline: {backend} at {shape}: {times}; left out", file=sys.stderr)
            continue
        norm = rel_norm(torch, calls[backend](), q, k, v, shape["CAUSAL"])
        out.append({"shape": a.given_shapes[i], "time_us": quantile(times, 0.5), "rel_norm": norm, "device": device,
                    "method": method})
        del q, k, v
    print(json.dumps(out, indent=1))
    if a.out:
        with open(a.out, "w", encoding="utf-8") as f:
            f.write(json.dumps(out, indent=1) + "\n")
    return 0 if out else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
