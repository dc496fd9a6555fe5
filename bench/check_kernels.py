#!/usr/bin/env python3
# Standalone GPU check of the hand-written kernels, independent of evotune itself:
# compiles them with CuPy's NVRTC (macros as -D options, as evotune's renderer would define
# them), runs them on random fp16 inputs and compares with PyTorch in float64.
#
#   python3 bench/check_kernels.py [--out DIR] [--quick]
#
# Checks:
#   - kernels/seeds/attention_ref.cu and points of templates/attention_scalar.cu against
#     torch.nn.functional.scaled_dot_product_attention in float64 (causal and not, and a
#     ragged S that no tile divides); PyTorch's own fp16 SDPA is measured the same way, as
#     the yardstick for the tolerances in experiments/s512*.yaml;
#   - kernels/seeds/gemm_ref.cu and points of templates/gemm.cu against torch.matmul in float64;
#   - tests/eval/broken/*.cu show the symptom each one is meant to have (the faulting and the
#     hanging one in a child process with a time limit).
# Outputs are filled with NaN before every run, so an unwritten element shows up.
# Prints a table; with --out writes check_kernels.json there. Exit status 1 if a check fails.

import argparse
import json
import math
import os
import subprocess
import sys
import time
import traceback
from concurrent.futures import ThreadPoolExecutor

import cupy as cp
import torch

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CUDA_INCLUDE = next((p for p in ("/usr/local/cuda/include",) if os.path.isdir(p)), None)

# The tolerances of experiments/s512.yaml and experiments/gemm.yaml (kept in step by hand).
ATTN_TOL = dict(atol=2e-3, rtol=4e-3, max_rel_norm=2e-3)
GEMM_TOL = dict(atol=1e-2, rtol=4e-3, max_rel_norm=1e-3)


def compile_kernel(path, entry, defines):
    with open(os.path.join(ROOT, path)) as f:
        source = f.read()
    options = ["-std=c++17", "-lineinfo"] + [f"-D{k}={v}" for k, v in defines.items()]
    if CUDA_INCLUDE:
        options.append(f"-I{CUDA_INCLUDE}")
    module = cp.RawModule(code=source, options=tuple(options))
    return module.get_function(entry)


def launch(kernel, grid, block, args, smem=0):
    if smem > 48 * 1024:
        kernel.max_dynamic_shared_size_bytes = smem
    kernel(grid, block, args, shared_mem=smem)


def time_us(fn, warmup=3, runs=20):
    for _ in range(warmup):
        fn()
    start, stop = cp.cuda.Event(), cp.cuda.Event()
    start.record()
    for _ in range(runs):
        fn()
    stop.record()
    stop.synchronize()
    return cp.cuda.get_elapsed_time(start, stop) * 1000.0 / runs


def compare(out, ref64, tol):
    """Errors of an fp16 result against a float64 reference; `ok` applies the experiment's test."""
    out64 = out.double()
    diff = (out64 - ref64).abs()
    finite = bool(torch.isfinite(out64).all())
    bound = tol["atol"] + tol["rtol"] * ref64.abs()
    rel_norm = float(torch.linalg.vector_norm(out64 - ref64) / torch.linalg.vector_norm(ref64)) if finite else math.inf
    worst = float((diff / bound).max()) if finite else math.inf
    return dict(
        max_abs=float(diff.max()) if finite else math.inf,
        rel_norm=rel_norm,
        worst_vs_tol=worst,  # max |out-ref| / (atol + rtol |ref|): <= 1 passes elementwise
        nonfinite=int((~torch.isfinite(out64)).sum()),
        ok=finite and worst <= 1.0 and rel_norm <= tol["max_rel_norm"],
    )


class guarded:
    """Turns an exception while checking one kernel into a failed row, so the rest still run."""

    def __init__(self, results, kernel, problem):
        self.results, self.kernel, self.problem = results, kernel, problem

    def __enter__(self):
        return self

    def __exit__(self, kind, exc, tb):
        if exc is None:
            return False
        self.results.append(dict(kernel=self.kernel, problem=self.problem, ok=False,
                                 error="".join(traceback.format_exception_only(kind, exc)).strip()[-2000:]))
        return True


def t(x):
    """A torch tensor as a CuPy array (shared memory, no copy)."""
    return cp.asarray(x)


# ---------------------------------------------------------------- attention

def attention_inputs(B, H, S, D, seed):
    g = torch.Generator(device="cuda").manual_seed(seed)
    return [torch.randn(B, H, S, D, device="cuda", dtype=torch.float16, generator=g) for _ in range(3)]


def attention_expected(q, k, v, causal):
    return torch.nn.functional.scaled_dot_product_attention(q.double(), k.double(), v.double(), is_causal=bool(causal))


def scalar_geometry(p, prob):
    B, H, S, D = prob["B"], prob["H"], prob["S"], prob["D"]
    grid = ((S + p["BLOCK_M"] - 1) // p["BLOCK_M"], H, B)
    block = (p["NUM_WARPS"] * 32, 1, 1)
    smem = 2 * (p["BLOCK_M"] + 2 * p["BLOCK_N"]) * (D + p["PAD"]) + 4 * p["BLOCK_M"] * p["BLOCK_N"]
    return grid, block, smem


def check_attention(results, quick):
    problems = [
        dict(B=2, H=8, S=512, D=64, CAUSAL=0),
        dict(B=2, H=8, S=512, D=64, CAUSAL=1),
        dict(B=1, H=3, S=200, D=64, CAUSAL=0),  # S divisible by no tile above 8
        dict(B=1, H=3, S=200, D=64, CAUSAL=1),
    ]
    if not quick:
        problems.append(dict(B=1, H=2, S=384, D=128, CAUSAL=1))
    points = [
        dict(BLOCK_M=64, BLOCK_N=64, NUM_WARPS=4, ROWS_PER_THREAD=2, PAD=2),
        dict(BLOCK_M=32, BLOCK_N=64, NUM_WARPS=4, ROWS_PER_THREAD=1, PAD=2),
        dict(BLOCK_M=16, BLOCK_N=32, NUM_WARPS=2, ROWS_PER_THREAD=1, PAD=0),
        dict(BLOCK_M=128, BLOCK_N=32, NUM_WARPS=8, ROWS_PER_THREAD=2, PAD=8),
        dict(BLOCK_M=128, BLOCK_N=128, NUM_WARPS=8, ROWS_PER_THREAD=1, PAD=4),  # 120 KB smem
        dict(BLOCK_M=32, BLOCK_N=16, NUM_WARPS=1, ROWS_PER_THREAD=4, PAD=2),
        dict(BLOCK_M=64, BLOCK_N=128, NUM_WARPS=8, ROWS_PER_THREAD=4, PAD=0),
        dict(BLOCK_M=16, BLOCK_N=128, NUM_WARPS=8, ROWS_PER_THREAD=2, PAD=8),  # GROUP=32
    ]
    for prob in problems:
        B, H, S, D, causal = prob["B"], prob["H"], prob["S"], prob["D"], prob["CAUSAL"]
        scale = 1.0 / math.sqrt(D)
        q, k, v = attention_inputs(B, H, S, D, seed=S + causal)
        expected = attention_expected(q, k, v, causal)
        o = torch.empty_like(q)
        tag = f"B{B} H{H} S{S} D{D} causal={causal}"

        # PyTorch's own fp16 SDPA: the yardstick for what fp16 attention honestly gets.
        sdpa = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=bool(causal))
        row = dict(kernel="torch_sdpa_fp16", problem=tag, **compare(sdpa, expected, ATTN_TOL))
        row["us"] = time_us(lambda: torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=bool(causal)))
        results.append(row)

        ref = compile_kernel("kernels/seeds/attention_ref.cu", "attention_ref", prob)
        args = (t(q), t(k), t(v), t(o), cp.float32(scale))
        run_ref = lambda: launch(ref, (S, H, B), (128, 1, 1), args)
        o.fill_(float("nan"))
        run_ref()
        cp.cuda.Device().synchronize()
        row = dict(kernel="attention_ref", problem=tag, **compare(o, expected, ATTN_TOL))
        ref_out = o.clone()
        row["us"] = time_us(run_ref)
        results.append(row)

        for p in points if not quick or prob["S"] != 512 else points[:3]:
            if (p["NUM_WARPS"] * 32 * p["ROWS_PER_THREAD"]) % p["BLOCK_M"]:
                continue
            name = "attention_scalar " + ",".join(f"{k}={v}" for k, v in p.items())
            with guarded(results, name, tag):
                kern = compile_kernel("templates/attention_scalar.cu", "attention_scalar", {**p, **prob})
                grid, block, smem = scalar_geometry(p, prob)
                run = lambda: launch(kern, grid, block, args, smem)
                o.fill_(float("nan"))
                run()
                cp.cuda.Device().synchronize()
                row = dict(kernel=name, problem=tag, **compare(o, expected, ATTN_TOL))
                # What evotune will see: the candidate against the fp32 reference kernel.
                row["vs_ref_kernel"] = compare(o, ref_out.double(), ATTN_TOL)
                row["us"] = time_us(run)
                results.append(row)


# ---------------------------------------------------------------- gemm

def gemm_geometry(p, prob):
    grid = ((prob["N"] + p["BN"] - 1) // p["BN"], (prob["M"] + p["BM"] - 1) // p["BM"], 1)
    block = (p["NUM_WARPS"] * 32, 1, 1)
    smem = p["STAGES"] * (p["BM"] * (p["BK"] + p["PAD"]) + p["BK"] * (p["BN"] + p["PAD"])) * 2
    return grid, block, smem


def check_gemm(results, quick):
    problems = [dict(M=2048, N=2048, K=2048), dict(M=1000, N=776, K=520)]  # the second: ragged tiles
    points = [
        dict(BM=128, BN=128, BK=16, NUM_WARPS=8, TN=8, STAGES=3, VEC=8, PAD=8),
        dict(BM=64, BN=64, BK=32, NUM_WARPS=4, TN=4, STAGES=1, VEC=4, PAD=0),
        dict(BM=128, BN=64, BK=8, NUM_WARPS=4, TN=2, STAGES=4, VEC=2, PAD=8),
        dict(BM=256, BN=128, BK=16, NUM_WARPS=8, TN=8, STAGES=2, VEC=8, PAD=0),
        dict(BM=64, BN=256, BK=64, NUM_WARPS=8, TN=8, STAGES=2, VEC=8, PAD=8),
        dict(BM=32, BN=32, BK=16, NUM_WARPS=2, TN=2, STAGES=3, VEC=8, PAD=0),
    ]
    for prob in problems:
        M, N, K = prob["M"], prob["N"], prob["K"]
        g = torch.Generator(device="cuda").manual_seed(M + N + K)
        a = torch.randn(M, K, device="cuda", dtype=torch.float16, generator=g)
        b = torch.randn(K, N, device="cuda", dtype=torch.float16, generator=g)
        c = torch.empty(M, N, device="cuda", dtype=torch.float16)
        expected = a.double() @ b.double()
        tag = f"M{M} N{N} K{K}"

        mm = a @ b
        row = dict(kernel="torch_matmul_fp16", problem=tag, **compare(mm, expected, GEMM_TOL))
        row["us"] = time_us(lambda: a @ b)
        results.append(row)

        args = (t(a), t(b), t(c))
        ref = compile_kernel("kernels/seeds/gemm_ref.cu", "gemm_ref", prob)
        run_ref = lambda: launch(ref, ((N + 15) // 16, (M + 15) // 16, 1), (16, 16, 1), args)
        c.fill_(float("nan"))
        run_ref()
        cp.cuda.Device().synchronize()
        row = dict(kernel="gemm_ref", problem=tag, **compare(c, expected, GEMM_TOL))
        row["us"] = time_us(run_ref, warmup=1, runs=3)
        results.append(row)

        for p in points if not quick else points[:2]:
            name = "gemm " + ",".join(f"{k}={v}" for k, v in p.items())
            with guarded(results, name, tag):
                kern = compile_kernel("templates/gemm.cu", "gemm", {**p, **prob})
                grid, block, smem = gemm_geometry(p, prob)
                run = lambda: launch(kern, grid, block, args, smem)
                c.fill_(float("nan"))
                run()
                cp.cuda.Device().synchronize()
                row = dict(kernel=name, problem=tag, **compare(c, expected, GEMM_TOL))
                row["us"] = time_us(run)
                row["tflops"] = 2 * M * N * K / row["us"] / 1e6
                results.append(row)


# ---------------------------------------------------------------- broken kernels

BROKEN_PROB = dict(B=2, H=8, S=512, D=64, CAUSAL=0)


def broken_run(name):
    """Runs one broken kernel twice on input set 1 and once on input set 2; returns its symptoms."""
    B, H, S, D = (BROKEN_PROB[x] for x in "BHSD")
    kern = compile_kernel(f"tests/eval/broken/{name}.cu", "attention_broken", BROKEN_PROB)
    canary = 4096  # fp16 elements after the output, like an evaluator's canary region
    o_buf = torch.full((B * H * S * D + canary,), float("nan"), device="cuda", dtype=torch.float16)
    o = o_buf[: B * H * S * D].view(B, H, S, D)
    outs, inputs_changed, canary_changed, errors = [], False, False, []
    for seed in (1, 1, 2):
        q, k, v = attention_inputs(B, H, S, D, seed=seed)
        before = [x.clone() for x in (q, k, v)]
        o_buf[: B * H * S * D].fill_(float("nan"))
        o_buf[B * H * S * D:].fill_(1234.0)
        launch(kern, (S, H, B), (128, 1, 1), (t(q), t(k), t(v), t(o), cp.float32(1.0 / math.sqrt(D))))
        cp.cuda.Device().synchronize()
        outs.append(o.clone())
        inputs_changed |= any(not torch.equal(x, y) for x, y in zip(before, (q, k, v)))
        canary_changed |= not bool((o_buf[B * H * S * D:] == 1234.0).all())
        errors.append(compare(o, attention_expected(*before, 0), ATTN_TOL))
    return dict(
        unwritten=[e["nonfinite"] for e in errors],
        correct=[e["ok"] for e in errors],
        rel_norm=[e["rel_norm"] for e in errors],
        same_input_runs_identical=bool(torch.equal(outs[0], outs[1])),
        inputs_changed=inputs_changed,
        canary_changed=canary_changed,
    )


# Each broken kernel and the symptom it must show for the check to count.
BROKEN_EXPECT = {
    "skips_row": lambda r: all(n == B_H_D for n in r["unwritten"]),
    "half_output": lambda r: all(n == B_H_S_D // 2 for n in r["unwritten"]),
    "smem_race": lambda r: not any(r["correct"]),
    "stale_replay": lambda r: r["correct"][0] and not r["correct"][2],
    "writes_input": lambda r: r["inputs_changed"] and r["correct"][0],
    "writes_past_end": lambda r: r["canary_changed"] and all(r["correct"]),
    # Added after the recorded H200 run: whether two runs really differ is what this checks.
    "unordered_sum": lambda r: all(r["correct"]) and not r["same_input_runs_identical"],
}
B_H_D = BROKEN_PROB["B"] * BROKEN_PROB["H"] * BROKEN_PROB["D"]
B_H_S_D = B_H_D * BROKEN_PROB["S"]


def broken_child(name, limit_s):
    # Each in its own process: a fault poisons the CUDA context, a hang never returns.
    t0 = time.time()
    try:
        proc = subprocess.run([sys.executable, __file__, "--broken-child", name], capture_output=True, text=True,
                              timeout=limit_s)
        status = f"exit {proc.returncode}"
        detail = (proc.stdout.strip().splitlines() or [""])[-1]
        err = (proc.stderr.strip().splitlines() or [""])[-1]
    except subprocess.TimeoutExpired:
        status, detail, err = f"timeout after {limit_s} s (killed)", "", ""
    row = dict(kernel=f"broken/{name}", status=status, seconds=round(time.time() - t0, 1))
    if name == "oob_read_far":
        row["error"] = err
        row["ok"] = status.startswith("exit") and status != "exit 0" and "illegal" in err.lower()
    elif name == "spins_forever":
        row["ok"] = status.startswith("timeout")
    else:
        symptoms = json.loads(detail) if status == "exit 0" else {}
        if not symptoms:
            row["error"] = err
        row.update(symptoms)
        row["ok"] = bool(symptoms) and BROKEN_EXPECT[name](symptoms)
    return row


def check_broken(results, limit_s=30):
    # All at once (each child spends most of its time starting up); before any timing, since
    # the endless kernel holds the GPU until its process is killed.
    names = ["skips_row", "half_output", "smem_race", "unordered_sum", "stale_replay", "writes_input",
             "writes_past_end", "oob_read_far", "spins_forever"]
    with ThreadPoolExecutor(len(names)) as pool:
        results.extend(pool.map(lambda n: broken_child(n, limit_s), names))


# ---------------------------------------------------------------- main

def fmt_row(r):
    if "error" in r and "problem" in r:
        return f"FAIL {r['problem']:<28} {r['kernel']}: {r['error']}"
    if r["kernel"].startswith("broken/"):
        extra = {k: v for k, v in r.items() if k not in ("kernel", "ok")}
        return f"{'ok  ' if r['ok'] else 'FAIL'} {r['kernel']:<24} {json.dumps(extra)}"
    s = (f"{'ok  ' if r['ok'] else 'FAIL'} {r['problem']:<28} {r['kernel']:<78} max_abs={r['max_abs']:.2e} "
         f"rel_norm={r['rel_norm']:.2e} worst/tol={r['worst_vs_tol']:.2f} nan={r['nonfinite']} {r['us']:9.1f} us")
    if "vs_ref_kernel" in r:
        s += f"  [vs ref kernel: max_abs={r['vs_ref_kernel']['max_abs']:.2e} worst/tol={r['vs_ref_kernel']['worst_vs_tol']:.2f}]"
    if "tflops" in r:
        s += f" {r['tflops']:.1f} TFLOP/s"
    return s


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--out", help="folder for check_kernels.json")
    ap.add_argument("--quick", action="store_true", help="fewer points")
    ap.add_argument("--skip-broken", action="store_true")
    ap.add_argument("--broken-child", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.broken_child:
        print(json.dumps(broken_run(args.broken_child)))
        return 0

    dev = cp.cuda.runtime.getDeviceProperties(0)
    device = dev["name"].decode() if isinstance(dev["name"], bytes) else dev["name"]
    print(f"device: {device}; torch {torch.__version__}; cupy {cp.__version__}; CUDA runtime {cp.cuda.runtime.runtimeGetVersion()}")
    results = []
    t0 = time.time()
    if not args.skip_broken:
        check_broken(results)
    check_attention(results, args.quick)
    check_gemm(results, args.quick)
    for r in results:
        print(fmt_row(r))
    # torch's own fp16 kernels are reported, not judged: they are the yardstick.
    judged = [r for r in results if not r["kernel"].startswith("torch_")]
    failed = [r for r in judged if not r["ok"]]
    print(f"{len(judged) - len(failed)}/{len(judged)} checks passed in {time.time() - t0:.0f} s")
    if args.out:
        os.makedirs(args.out, exist_ok=True)
        with open(os.path.join(args.out, "check_kernels.json"), "w") as f:
            json.dump(dict(device=device, torch=torch.__version__, cupy=cp.__version__, results=results), f, indent=1)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
