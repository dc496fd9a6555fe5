#!/usr/bin/env python3
"""Development harness for templates/attention_mma.cu and templates/attention_wgmma.cu
(standalone; evotune is not involved). `--template wgmma` selects the sm_90a wgmma template.

Renders the template for a list of configurations (one `#define` per knob and problem size,
as evotune does), compiles each with nvcc -cubin in parallel (ptxas report kept), then on the
GPU checks each against PyTorch SDPA in float64 and times it with CUPTI kernel records
(torch.profiler), side by side with PyTorch SDPA's backends in the same process.

Runs on the GPU machine (PyTorch + CuPy + nvcc). `--compile-only` needs only nvcc.

A kernel that faults poisons its CUDA context, so correctness runs in child processes:
a child that dies marks the configuration it was running as `fault` and a new child goes
on with the rest. Timing and the SDPA baselines then run in one more child, together.

Examples:
  python3 bench/mma_dev.py --space s512 --out $OUT
  python3 bench/mma_dev.py --configs 64,128,4,2,xor16,1,kernel,1 --problems 2,8,512,64,0
  python3 bench/mma_dev.py --space s512 --compile-only --limit 20
  python3 bench/mma_dev.py --template wgmma --space w512 --out $OUT
"""

import argparse
import concurrent.futures as cf
import hashlib
import itertools
import json
import math
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
TEMPLATE = REPO / "templates" / "attention_mma.cu"
KNOBS = ["BLOCK_M", "BLOCK_N", "NUM_WARPS", "STAGES", "SWIZZLE", "KV_WARPS", "KV_SPLITS", "COMBINE", "MIN_CTAS",
         "KV_BARRIERS", "M_PAIRS", "PIPE_S"]
WORD_KNOBS = ("SWIZZLE", "COMBINE")  # knobs whose values are bare words
NAME = "mma"            # template selected by --template (select_template)
ENTRY = "attention_mma"  # main entry point; its ptxas line and kernel records are read
DEFAULT_ARCH = "sm_90"
WGMMA_KNOBS = ["BLOCK_N", "KV_WG", "STAGES", "PIPE", "EXP2", "ROWSUM", "SACC", "SYNC", "POLY", "PREFETCH"]


def select_template(name):
    """Points the module-level template description at attention_mma or attention_wgmma."""
    global TEMPLATE, KNOBS, WORD_KNOBS, NAME, ENTRY, DEFAULT_ARCH
    if name == "mma":
        return
    if name != "wgmma":
        raise SystemExit(f"unknown template {name!r} (mma, wgmma)")
    TEMPLATE = REPO / "templates" / "attention_wgmma.cu"
    KNOBS = list(WGMMA_KNOBS)
    WORD_KNOBS = ("EXP2", "ROWSUM", "SACC", "SYNC")
    NAME, ENTRY, DEFAULT_ARCH = "wgmma", "attention_wgmma", "sm_90a"
PROBLEM_NAMES = ["B", "H", "S", "D", "CAUSAL"]
NVCC = os.environ.get("NVCC", "/usr/local/cuda/bin/nvcc")


# ----------------------------------------------------------------------------- configurations

def legal(cfg, prob):
    """The template's own restrictions (mirrors its static_asserts and sensible limits)."""
    if NAME == "wgmma":
        return wgmma_legal(cfg, prob)
    bm, bn, nw, st = cfg["BLOCK_M"], cfg["BLOCK_N"], cfg["NUM_WARPS"], cfg["STAGES"]
    ks, kw = cfg["KV_SPLITS"], cfg["KV_WARPS"]
    s, d = prob["S"], prob["D"]
    if nw % kw or bm % (nw // kw) or (bm * kw // nw) not in (16, 32, 64) or bn % (16 * kw):
        return False
    if cfg["M_PAIRS"] and (not prob["CAUSAL"] or (s // bm) % 2):  # pairs only balance causal work
        return False
    if s % bm or s % bn:
        return False
    if cfg["SWIZZLE"] == "xor16" and d % 64:
        return False
    if bm % ks:
        return False
    tiles = s // bn
    if ks > tiles:  # splits with nothing to do
        return False
    if st > 1 and st > math.ceil(tiles / ks):  # stages that never fill
        return False
    if ks == 1 and cfg["COMBINE"] != "kernel":  # COMBINE is ignored: keep one spelling
        return False
    if cfg["PIPE_S"] and (st < 3 or math.ceil(tiles / ks) < 2):
        return False
    if cfg["KV_BARRIERS"] == 1 and (st < 2 or cfg["PIPE_S"]):  # PIPE_S has one barrier anyway
        return False
    if smem_bytes(cfg, prob) > 227 * 1024:
        return False
    return True


def space(name):
    """Named sweep spaces (lists of knob dicts, before `legal`)."""
    if NAME == "wgmma":
        return wgmma_space(name)
    if name in ("s512", "full"):
        grid = dict(
            BLOCK_M=[16, 32, 64, 128], BLOCK_N=[32, 64, 128], NUM_WARPS=[1, 2, 4, 8],
            STAGES=[1, 2, 3], SWIZZLE=["xor16"], KV_SPLITS=[1, 2, 4, 8],
            COMBINE=["kernel", "cluster"], MIN_CTAS=[1, 2], PIPE_S=[0, 1], KV_WARPS=[1], M_PAIRS=[0], KV_BARRIERS=[2])
        if name == "full":
            grid["SWIZZLE"] = ["xor16", "pad16"]
            grid["MIN_CTAS"] = [1, 2, 3, 4]
    elif name == "s512b":  # second round: the pipelined softmax, around the first round's winners
        grid = dict(
            BLOCK_M=[32, 64, 128], BLOCK_N=[32, 64, 128], NUM_WARPS=[2, 4, 8], STAGES=[2, 3, 4],
            SWIZZLE=["xor16"], KV_SPLITS=[1, 2], COMBINE=["kernel", "cluster"], MIN_CTAS=[1],
            PIPE_S=[0, 1], KV_WARPS=[1], M_PAIRS=[0], KV_BARRIERS=[2])
    elif name == "s512c":  # third round: key groups inside the CTA, mirrored query tiles for causal
        grid = dict(
            BLOCK_M=[32, 64, 128], BLOCK_N=[64, 128], NUM_WARPS=[4, 8, 16], STAGES=[2, 3],
            SWIZZLE=["xor16"], KV_WARPS=[1, 2, 4], KV_SPLITS=[1, 2], COMBINE=["kernel", "cluster"],
            MIN_CTAS=[1], M_PAIRS=[0, 1], PIPE_S=[0], KV_BARRIERS=[2])
    elif name == "s512d":  # final round: around rounds 1-3's winners, one or two barriers per tile
        grid = dict(
            BLOCK_M=[32, 64, 128], BLOCK_N=[64, 128], NUM_WARPS=[2, 4, 8], STAGES=[2, 3],
            SWIZZLE=["xor16"], KV_WARPS=[1, 2], KV_SPLITS=[1, 2], COMBINE=["kernel"],
            MIN_CTAS=[1], KV_BARRIERS=[1, 2], M_PAIRS=[0, 1], PIPE_S=[0])
    elif name == "smoke":
        return [dict(zip(KNOBS, c)) for c in [
            (64, 64, 4, 2, "xor16", 1, 1, "kernel", 1, 2, 0, 0), (64, 128, 8, 2, "pad16", 2, 1, "kernel", 1, 1, 0, 0),
            (64, 64, 4, 1, "xor16", 1, 4, "kernel", 1, 2, 0, 0), (64, 64, 8, 2, "xor16", 2, 4, "cluster", 1, 1, 0, 0),
            (32, 64, 8, 2, "pad16", 4, 2, "cluster", 2, 2, 1, 0), (128, 64, 8, 3, "xor16", 1, 1, "kernel", 1, 2, 0, 1),
            (32, 128, 8, 2, "xor16", 4, 1, "kernel", 1, 1, 1, 0)]]
    else:
        raise SystemExit(f"unknown space {name!r} (s512, s512b, s512c, s512d, full, smoke)")
    return [dict(zip(KNOBS, vals)) for vals in itertools.product(*(grid[k] for k in KNOBS))]


def parse_configs(text):
    out = []
    for item in text.split(";"):
        parts = item.strip().split(",")
        if len(parts) != len(KNOBS):
            raise SystemExit(f"--configs: {item!r} needs {len(KNOBS)} values ({','.join(KNOBS)})")
        out.append({k: (p if k in WORD_KNOBS else int(p)) for k, p in zip(KNOBS, parts)})
    return out


def parse_problems(text):
    out = []
    for item in text.split(";"):
        vals = [int(x) for x in item.split(",")]
        if len(vals) != 5:
            raise SystemExit(f"--problems: {item!r} needs B,H,S,D,CAUSAL")
        out.append(dict(zip(PROBLEM_NAMES, vals)))
    return out


def cfg_str(cfg):
    text = ",".join(str(cfg[k]) for k in KNOBS)
    return text + (f" ablate={cfg['ablate']}" if cfg.get("ablate") else "")


def prob_str(p):
    return f"{p['B']},{p['H']},{p['S']},{p['D']}" + (" causal" if p["CAUSAL"] else "")


# ----------------------------------------------------------------------------- geometry

def smem_bytes(cfg, prob):
    if NAME == "wgmma":
        return wgmma_smem_bytes(cfg, prob)
    row_bytes = 2 * prob["D"] + (16 if cfg["SWIZZLE"] == "pad16" else 0)
    bm, d, kw = cfg["BLOCK_M"], prob["D"], cfg["KV_WARPS"]
    main = (bm + 2 * cfg["STAGES"] * cfg["BLOCK_N"]) * row_bytes
    merge = bm * row_bytes + (kw - 1) * bm * (4 * d + 32) if kw > 1 else 0
    cluster = 4 * bm * d if cfg["KV_SPLITS"] > 1 and cfg["COMBINE"] == "cluster" else 0
    return max(main, merge, cluster)


def launches(cfg, prob):
    """[(entry, grid, block, dynamic smem)] in launch order, as the template's header says."""
    if NAME == "wgmma":
        return [("attention_wgmma", (prob["S"] // 64, prob["H"], prob["B"]), (128 * cfg["KV_WG"], 1, 1),
                 wgmma_smem_bytes(cfg, prob))]
    out = [("attention_mma",
            (prob["S"] // cfg["BLOCK_M"] // (2 if cfg["M_PAIRS"] else 1) * cfg["KV_SPLITS"], prob["H"], prob["B"]),
            (32 * cfg["NUM_WARPS"], 1, 1), smem_bytes(cfg, prob))]
    if cfg["KV_SPLITS"] > 1 and cfg["COMBINE"] == "kernel":
        n = prob["B"] * prob["H"] * prob["S"] * prob["D"] // 8
        out.append(("attention_mma_combine", ((n + 255) // 256, 1, 1), (256, 1, 1), 0))
    return out


# ----------------------------------------------------------------------------- attention_wgmma

def wgmma_tiles_per_wg(cfg, prob):
    """Most key tiles one warpgroup walks (non-causal, or the last query tile when causal)."""
    return -(-(prob["S"] // cfg["BLOCK_N"]) // cfg["KV_WG"])


def wgmma_smem_bytes(cfg, prob):
    d = prob["D"]
    return (1024 + 128 * d + cfg["KV_WG"] * cfg["STAGES"] * 4 * cfg["BLOCK_N"] * d
            + (2048 if cfg["ROWSUM"] == "mma" else 0) + (512 * cfg["KV_WG"] if cfg["KV_WG"] > 1 else 0)
            + 16 * (1 + cfg["KV_WG"] * cfg["STAGES"]))


def wgmma_legal(cfg, prob):
    """attention_wgmma's static_asserts, plus one spelling per behaviour (no idle stages)."""
    s, d, bn = prob["S"], prob["D"], cfg["BLOCK_N"]
    if d not in (64, 128) or s % 64 or s % bn:
        return False
    tiles = wgmma_tiles_per_wg(cfg, prob)
    if cfg["STAGES"] > tiles:  # more slots than tiles: same kernel as fewer
        return False
    if cfg["STAGES"] < tiles and cfg["STAGES"] < (4 if cfg["PIPE"] == 2 else 3):  # ring depth
        return False
    if cfg["ROWSUM"] == "mma" and d != 64:
        return False
    if cfg["EXP2"] == "f16x2" and cfg["ROWSUM"] != "mma":
        return False
    if cfg["SACC"] == "f16" and (cfg["EXP2"] != "f16x2" or cfg["ROWSUM"] != "mma"):
        return False
    if cfg.get("POLY", 0) and cfg["SACC"] != "f16":
        return False
    pf = cfg.get("PREFETCH", 0)
    if pf and (cfg["STAGES"] < tiles or pf >= tiles or pf < (2 if cfg["PIPE"] else 1)):
        return False
    return wgmma_smem_bytes(cfg, prob) <= 227 * 1024


def wgmma_space(name):
    # (EXP2, ROWSUM, SACC): the softmax flavours that legal() allows
    flavours = [("f32", "alu", "f32"), ("f32", "mma", "f32"), ("f16x2", "mma", "f32"), ("f16x2", "mma", "f16")]
    syncs = ["bar", "mbar"]
    if name == "w512":  # whole key range resident (STAGES = tiles per warpgroup); round 1
        grid = dict(BLOCK_N=[64, 128], KV_WG=[1, 2, 4], STAGES=[1, 2, 4, 8], PIPE=[0, 1])
        flavours, syncs = flavours[:3], ["bar"]
    elif name == "w512b":  # round 2: PIPE=2, fp16 S, mbarrier loads (KV_WG=4 only with BLOCK_N=64)
        grid = dict(BLOCK_N=[64, 128], KV_WG=[1, 2, 4], STAGES=[1, 2, 4, 8], PIPE=[0, 1, 2])
        flavours = [flavours[0], flavours[2], flavours[3]]
    elif name == "wring":  # rings of K/V slots, for long sequences
        grid = dict(BLOCK_N=[64, 128], KV_WG=[1, 2], STAGES=[3, 4], PIPE=[0, 1, 2])
    elif name != "w512c":
        raise SystemExit(f"unknown wgmma space {name!r} (w512, w512b, w512c, wring)")
    if name == "w512c":  # round 3: POLY and PREFETCH around round 2's winners (fp16 S)
        grid = dict(BLOCK_N=[64, 128], KV_WG=[1, 2], STAGES=[2, 4, 8], PIPE=[1, 2])
        flavours = [flavours[3]]
    extra = dict(POLY=[0], PREFETCH=[0])
    if name == "w512c":
        extra = dict(POLY=[0, 1, 2], PREFETCH=[0, 2])
    keys = ["BLOCK_N", "KV_WG", "STAGES", "PIPE"]
    out = []
    for vals in itertools.product(*(grid[k] for k in keys)):
        if name == "w512b" and vals[0] == 128 and vals[1] == 4:
            continue
        for (e, r, sa), sy, po, pf in itertools.product(flavours, syncs, extra["POLY"], extra["PREFETCH"]):
            out.append(dict(zip(keys, vals), EXP2=e, ROWSUM=r, SACC=sa, SYNC=sy, POLY=po, PREFETCH=pf))
    return out


# ----------------------------------------------------------------------------- compilation

def template_defaults(text):
    """The `default=` of each `// evotune:param` line: knobs this script does not set (MIN_CTAS,
    TILE_ORDER, M_WG, QREG of attention_wgmma) are rendered at them, as evotune does."""
    found = {}
    for m in re.finditer(r"^// evotune:param (\w+) \{[^}]*\} default=(\S+)", text, re.M):
        found[m.group(1)] = m.group(2)
    return found


def render(cfg, prob, text):
    lines = [f"#define {k} {cfg[k]}" for k in KNOBS]
    lines += [f"#define {k} {v}" for k, v in template_defaults(text).items() if k not in KNOBS]
    if cfg.get("ablate"):
        lines.append(f"#define EVO_ABLATE {cfg['ablate']}")
    lines += [f"#define {k} {prob[k]}" for k in PROBLEM_NAMES]
    lines.append(f'#line 1 "{TEMPLATE}"')
    return "\n".join(lines) + "\n" + text


def compile_one(cfg, prob, text, workdir, arch):
    src = render(cfg, prob, text)
    key = hashlib.sha256((src + arch).encode()).hexdigest()[:16]
    cu = Path(workdir) / f"{key}.cu"
    cubin = Path(workdir) / f"{key}.cubin"
    cu.write_text(src)
    # sm_90a (wgmma) via -gencode: the -arch=sm_90a shorthand may add a plain sm_90 pass
    target = [f"-gencode=arch=compute_{arch[3:]},code={arch}"] if arch.endswith("a") else [f"-arch={arch}"]
    proc = subprocess.run([NVCC, *target, "-cubin", "-Xptxas", "-v", "-o", str(cubin), str(cu)],
                          capture_output=True, text=True)
    log = proc.stdout + proc.stderr
    rec = dict(cfg=cfg, prob=prob, key=key, cubin=str(cubin), compile_ok=proc.returncode == 0)
    if proc.returncode != 0:
        rec["status"] = "compile_error"
        rec["log"] = log[-2000:]
        return rec
    # ptxas report for the main entry
    if "Potential Performance Loss" in log:  # e.g. wgmma serialised by ptxas (C7520)
        rec["ptxas_note"] = re.findall(r"Potential Performance Loss[^\n]*", log)[0][:200]
    m = re.search(rf"entry function '{ENTRY}'.*?(\d+) bytes stack frame, (\d+) bytes spill stores, "
                  r"(\d+) bytes spill loads.*?Used (\d+) registers", log, re.S)
    if m:
        rec.update(stack=int(m.group(1)), spill_st=int(m.group(2)), spill_ld=int(m.group(3)),
                   regs=int(m.group(4)))
    return rec


def compile_all(items, jobs, arch, workdir):
    text = TEMPLATE.read_text()
    t0 = time.time()
    with cf.ThreadPoolExecutor(max_workers=jobs) as ex:
        futs = [ex.submit(compile_one, c, p, text, workdir, arch) for c, p in items]
        recs = [f.result() for f in futs]
    print(f"compiled {len(recs)} variants in {time.time() - t0:.1f} s with {jobs} jobs", flush=True)
    return recs


# ----------------------------------------------------------------------------- GPU side (child)

class Runner:
    """Loaded cubins and the tensors of one problem."""

    def __init__(self):
        import torch
        import cupy as cp
        self.torch = torch
        self.cp = cp
        self.tensors = {}

    def problem_tensors(self, prob, seed):
        torch = self.torch
        key = (tuple(prob[k] for k in PROBLEM_NAMES), seed)
        if key not in self.tensors:
            g = torch.Generator(device="cuda").manual_seed(seed)
            shape = (prob["B"], prob["H"], prob["S"], prob["D"])
            qkv = [torch.randn(shape, device="cuda", dtype=torch.float16, generator=g) for _ in range(3)]
            ref = torch.nn.functional.scaled_dot_product_attention(
                *[t.double() for t in qkv], is_causal=bool(prob["CAUSAL"]))
            self.tensors = {key: (qkv, ref)}  # keep one set: small footprint
        return self.tensors[key]

    def load(self, rec):
        cp = self.cp
        mod = cp.RawModule(path=rec["cubin"])
        fns = []
        for entry, grid, block, smem in launches(rec["cfg"], rec["prob"]):
            fn = mod.get_function(entry)
            if smem > 0:  # static shared memory counts towards the 48 KiB default too
                try:
                    fn.max_dynamic_shared_size_bytes = smem
                except AttributeError:
                    cp.cuda.driver.funcSetAttribute(fn.ptr, 8, smem)  # MAX_DYNAMIC_SHARED_SIZE_BYTES
            fns.append((fn, grid, block, smem))
        return mod, fns

    def make_args(self, rec, qkv):
        torch, cp, np = self.torch, self.cp, __import__("numpy")
        prob, cfg = rec["prob"], rec["cfg"]
        o = torch.empty_like(qkv[0])
        rows = prob["B"] * prob["H"] * prob["S"]
        ks = cfg["KV_SPLITS"] if cfg.get("COMBINE") == "kernel" else 1
        po = torch.full((ks * rows * prob["D"],), float("nan"), device="cuda", dtype=torch.float32)
        pml = torch.full((ks * rows * 2,), float("nan"), device="cuda", dtype=torch.float32)
        scale = np.float32(1.0 / math.sqrt(prob["D"]))
        args = tuple(cp.asarray(t) for t in (*qkv, o, po, pml)) + (scale,)
        return o, args

    def launch(self, fns, args):
        for fn, grid, block, smem in fns:
            fn(grid, block, args, shared_mem=smem)

    def check(self, rec, fns, seed):
        torch = self.torch
        qkv, ref = self.problem_tensors(rec["prob"], seed)
        o, args = self.make_args(rec, qkv)
        o.fill_(float("nan"))
        self.launch(fns, args)
        torch.cuda.synchronize()
        od = o.double()
        nan = int(torch.isnan(od).sum().item())
        diff = (od - ref)
        rel = float(diff.norm() / ref.norm())
        mx = float(diff.abs().max())
        return dict(rel_err=rel, max_abs=mx, nan=nan)


def kernel_events(prof):
    """[(name, start_ns, duration_ns)] of GPU kernels in a finished torch.profiler session."""
    out = []
    try:
        for e in prof.profiler.kineto_results.events():
            if str(e.device_type()).endswith("CUDA"):
                out.append((e.name(), int(e.start_ns()), int(e.duration_ns())))
    except Exception:  # older/newer API: fall back to FunctionEvents (µs)
        out = []
        for e in prof.events():
            if str(e.device_type).endswith("CUDA"):
                out.append((e.name, int(e.time_range.start * 1000), int(e.time_range.elapsed_us() * 1000)))
    out.sort(key=lambda x: x[1])
    return out


def time_mma(runner, recs, warmup, iters, chunk=40):
    """Median per-call kernel time (sum of the call's kernels), µs, by CUPTI records."""
    torch = runner.torch
    from torch.profiler import profile, ProfilerActivity
    for i in range(0, len(recs), chunk):
        part = recs[i:i + chunk]
        prepared = []
        for rec in part:
            qkv, _ = runner.problem_tensors(rec["prob"], 1)
            _, fns = rec["_loaded"]
            _, args = runner.make_args(rec, qkv)
            prepared.append((rec, fns, args))
        torch.cuda.synchronize()
        with profile(activities=[ProfilerActivity.CUDA]) as prof:
            for rec, fns, args in prepared:
                for _ in range(warmup + iters):
                    runner.launch(fns, args)
            torch.cuda.synchronize()
        evs = [e for e in kernel_events(prof) if e[0].startswith(ENTRY)]
        expected = sum((warmup + iters) * len(fns) for _, fns, _ in prepared)
        if len(evs) != expected:
            for rec, _, _ in prepared:
                rec["time_note"] = f"profiler returned {len(evs)} kernel records, expected {expected}"
            continue
        pos = 0
        for rec, fns, _ in prepared:
            per_call = []
            for r in range(warmup + iters):
                names = [evs[pos + j][0] for j in range(len(fns))]
                if names != [f[0] for f in launches(rec["cfg"], rec["prob"])]:
                    rec["time_note"] = f"kernel order mismatch: {names}"
                t = sum(evs[pos + j][2] for j in range(len(fns)))
                pos += len(fns)
                if r >= warmup:
                    per_call.append(t / 1000.0)
            per_call.sort()
            rec["time_us"] = per_call[len(per_call) // 2]
            rec["time_p10"] = per_call[len(per_call) // 10]
            rec["time_p90"] = per_call[(len(per_call) * 9) // 10]
            rec["time_mean"] = sum(per_call) / len(per_call)
        # the main kernel's own median where a combine kernel follows it
        pos = 0
        for rec, fns, _ in prepared:
            if len(fns) > 1:
                mains = []
                for r in range(warmup + iters):
                    if r >= warmup:
                        mains.append(evs[pos][2] / 1000.0)
                    pos += len(fns)
                mains.sort()
                rec["main_us"] = mains[len(mains) // 2]
            else:
                pos += (warmup + iters)


def time_sdpa(runner, prob, warmup, iters):
    """Per-call kernel time of PyTorch SDPA for each backend (sum of all kernels of a call)."""
    torch = runner.torch
    from torch.profiler import profile, ProfilerActivity
    from torch.nn.attention import sdpa_kernel, SDPBackend
    qkv, _ = runner.problem_tensors(prob, 1)
    out = {}
    backends = [("default", None), ("cudnn", SDPBackend.CUDNN_ATTENTION),
                ("flash", SDPBackend.FLASH_ATTENTION), ("efficient", SDPBackend.EFFICIENT_ATTENTION)]
    for name, be in backends:
        def call():
            return torch.nn.functional.scaled_dot_product_attention(*qkv, is_causal=bool(prob["CAUSAL"]))
        try:
            ctx = sdpa_kernel(be) if be is not None else _null()
            with ctx:
                for _ in range(warmup):
                    call()
                torch.cuda.synchronize()
                samples = []
                kernels = set()
                # one call per profiler window would be slow; record all and split by call count
                with profile(activities=[ProfilerActivity.CUDA]) as prof:
                    for _ in range(iters):
                        call()
                    torch.cuda.synchronize()
                evs = kernel_events(prof)
                for e in evs:
                    kernels.add(e[0])
                total = sum(e[2] for e in evs) / 1000.0
                n_per = len(evs) / iters
                # per-call samples when each call launches the same number of kernels
                if n_per == int(n_per) and n_per > 0:
                    k = int(n_per)
                    samples = sorted(sum(evs[i * k + j][2] for j in range(k)) / 1000.0 for i in range(iters))
                # each kernel's own median, so that e.g. cuDNN's memset can be told from its kernel
                per_kernel = {}
                for e in evs:
                    per_kernel.setdefault(e[0], []).append(e[2] / 1000.0)
                per_kernel = {k: sorted(v)[len(v) // 2] for k, v in per_kernel.items()}
                out[name] = dict(mean_us=total / iters,
                                 median_us=samples[len(samples) // 2] if samples else None,
                                 kernels=sorted(kernels)[:4], kernels_per_call=n_per,
                                 per_kernel_median_us=per_kernel)
        except Exception as exc:  # a backend that refuses this shape
            out[name] = dict(error=str(exc)[:200])
    return out


class _null:
    def __enter__(self):
        return self

    def __exit__(self, *a):
        return False


def child_check(recs, seeds, progress_path):
    runner = Runner()
    with open(progress_path, "a") as prog:
        for rec in recs:
            prog.write(json.dumps(dict(begin=rec["key"])) + "\n")
            prog.flush()
            res = dict(key=rec["key"])
            try:
                _, fns = runner.load(rec)
                errs = [runner.check(rec, fns, s) for s in seeds]
                worst = max(errs, key=lambda e: (e["nan"], e["rel_err"]))
                res.update(worst)
                ok = worst["nan"] == 0 and worst["rel_err"] < 2e-3 and math.isfinite(worst["rel_err"])
                res["status"] = "ok" if ok or rec["cfg"].get("ablate") else "incorrect"
            except Exception as exc:
                res["status"] = "launch_error"
                res["error"] = str(exc)[:300]
                runner.torch.cuda.synchronize()
            prog.write(json.dumps(res) + "\n")
            prog.flush()


def child_time(recs, problems, args, result_path):
    runner = Runner()
    torch = runner.torch
    for rec in recs:
        rec["_loaded"] = runner.load(rec)
    report = dict(device=torch.cuda.get_device_name(), torch=torch.__version__,
                  sms=torch.cuda.get_device_properties(0).multi_processor_count, sdpa_before={},
                  sdpa_after={})
    for p in problems:
        report["sdpa_before"][prob_str(p)] = time_sdpa(runner, p, args.warmup, args.iters)
    time_mma(runner, recs, args.warmup, args.iters)
    for p in problems:
        report["sdpa_after"][prob_str(p)] = time_sdpa(runner, p, args.warmup, args.iters)
    # verify the fastest few per problem on fresh inputs
    verify = {}
    for p in problems:
        cands = sorted([r for r in recs if r["prob"] == p and "time_us" in r], key=lambda r: r["time_us"])
        for rec in cands[:args.verify]:
            _, fns = rec["_loaded"]
            errs = [runner.check(rec, fns, 1000 + s) for s in range(5)]
            rec["verify5"] = dict(worst_rel=max(e["rel_err"] for e in errs),
                                  worst_abs=max(e["max_abs"] for e in errs),
                                  nan=sum(e["nan"] for e in errs))
    report["times"] = {r["key"]: {k: r[k] for k in ("time_us", "time_p10", "time_p90", "time_mean",
                                                      "main_us", "time_note", "verify5") if k in r}
                       for r in recs}
    Path(result_path).write_text(json.dumps(report))


# ----------------------------------------------------------------------------- driver

def watch_child(cmd, progress, hang_s):
    """Runs a checking child; kills it when one variant has been in flight for over `hang_s`
    seconds (a kernel that deadlocks never returns). True when it was killed for that."""
    proc = subprocess.Popen(cmd)
    last_size, last_change = -1, time.time()
    while proc.poll() is None:
        time.sleep(0.5)
        size = progress.stat().st_size if progress.exists() else 0
        if size != last_size:
            last_size, last_change = size, time.time()
        elif time.time() - last_change > hang_s:
            proc.kill()
            proc.wait()
            return True
    return False


def run_children(ok_recs, problems, args, work):
    me = [sys.executable, str(Path(__file__).resolve())]
    pending = list(ok_recs)
    by_key = {r["key"]: r for r in ok_recs}
    progress = Path(work) / "progress.jsonl"
    t0 = time.time()
    while pending:
        job = Path(work) / "job.json"
        job.write_text(json.dumps(pending))
        done_before = set()
        hung = watch_child(me + ["--template", NAME, "--child-check", str(job), str(progress), "--seeds",
                                 str(args.seeds)], progress, args.hang_s)
        in_flight = None
        for line in progress.read_text().splitlines():
            d = json.loads(line)
            if "begin" in d:
                in_flight = d["begin"]
            else:
                by_key[d["key"]].update({k: v for k, v in d.items() if k != "key"})
                done_before.add(d["key"])
                in_flight = None if in_flight == d["key"] else in_flight
        if in_flight is not None and "status" not in by_key[in_flight]:
            by_key[in_flight]["status"] = "timeout" if hung else "fault"
            print(f"{by_key[in_flight]['status']}: {cfg_str(by_key[in_flight]['cfg'])} {prob_str(by_key[in_flight]['prob'])}", flush=True)
        pending = [r for r in pending if "status" not in by_key[r["key"]]]
    print(f"correctness: {len(ok_recs)} variants in {time.time() - t0:.1f} s", flush=True)
    good = [r for r in ok_recs if r.get("status") == "ok"]
    if not good:
        return None
    job = Path(work) / "time_job.json"
    job.write_text(json.dumps(good))
    res = Path(work) / "time_result.json"
    t0 = time.time()
    subprocess.run(me + ["--template", NAME, "--child-time", str(job), str(res), "--problems",
                         ";".join(",".join(str(p[k]) for k in PROBLEM_NAMES) for p in problems),
                         "--warmup", str(args.warmup), "--iters", str(args.iters),
                         "--verify", str(args.verify)], check=True)
    print(f"timing: {len(good)} variants in {time.time() - t0:.1f} s", flush=True)
    report = json.loads(res.read_text())
    for r in good:
        r.update(report["times"].get(r["key"], {}))
    return report


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--template", default="mma", help="mma (attention_mma.cu) or wgmma (attention_wgmma.cu)")
    ap.add_argument("--space", default=None, help="named sweep space (default s512, w512 for wgmma)")
    ap.add_argument("--configs", help="BLOCK_M,BLOCK_N,NUM_WARPS,STAGES,SWIZZLE,KV_SPLITS,COMBINE,MIN_CTAS;...")
    ap.add_argument("--problems", default="2,8,512,64,0;2,8,512,64,1", help="B,H,S,D,CAUSAL;...")
    ap.add_argument("--out", default=os.environ.get("OUT", "."))
    ap.add_argument("--arch", default=None, help="nvcc target (default sm_90; sm_90a for wgmma)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 4)
    ap.add_argument("--limit", type=int, default=0, help="keep only the first N variants")
    ap.add_argument("--compile-only", action="store_true")
    ap.add_argument("--seeds", type=int, default=1, help="fresh inputs per correctness check")
    ap.add_argument("--hang-s", type=float, default=60.0,
                    help="kill a checking child whose current variant runs longer than this (s)")
    ap.add_argument("--warmup", type=int, default=10)
    ap.add_argument("--iters", type=int, default=50)
    ap.add_argument("--verify", type=int, default=5, help="fastest N per problem re-checked on 5 fresh inputs")
    ap.add_argument("--top", type=int, default=15)
    ap.add_argument("--ablate", help="comma list of EVO_ABLATE masks to add to every config (dev: times wrong kernels)")
    ap.add_argument("--profile-only", type=int, default=0, metavar="N",
                    help="launch each variant N times in this process and stop (for ncu)")
    ap.add_argument("--sass", type=int, default=0, metavar="N", help="write SASS of the first N variants to OUT/sass.txt")
    ap.add_argument("--tag", default="", help="suffix for the output file names")
    ap.add_argument("--child-check", nargs=2, help=argparse.SUPPRESS)
    ap.add_argument("--child-time", nargs=2, help=argparse.SUPPRESS)
    args = ap.parse_args()
    select_template(args.template)
    args.arch = args.arch or DEFAULT_ARCH
    args.space = args.space or ("w512" if NAME == "wgmma" else "s512")

    if args.child_check:
        child_check(json.loads(Path(args.child_check[0]).read_text()), list(range(args.seeds)),
                    args.child_check[1])
        return
    if args.child_time:
        child_time(json.loads(Path(args.child_time[0]).read_text()), parse_problems(args.problems),
                   args, args.child_time[1])
        return

    problems = parse_problems(args.problems)
    cfgs = parse_configs(args.configs) if args.configs else space(args.space)
    if args.ablate:
        cfgs = [dict(c, ablate=int(a)) for c in cfgs for a in args.ablate.split(",")]
    items = [(c, p) for p in problems for c in cfgs if legal(c, p)]
    if args.limit:
        items = items[:args.limit]
    print(f"{len(items)} legal variants over {len(problems)} problem(s)", flush=True)
    work = tempfile.mkdtemp(prefix=f"{NAME}_dev_")
    recs = compile_all(items, args.jobs, args.arch, work)
    for r in recs:
        if r["compile_ok"] and (r.get("spill_st", 0) or r.get("spill_ld", 0)):
            r["status"] = "spills"
    ok = [r for r in recs if r["compile_ok"] and "status" not in r]
    bad = [r for r in recs if not r["compile_ok"]]
    print(f"{len(ok)} compiled without spills, {len(bad)} failed, "
          f"{len(recs) - len(ok) - len(bad)} spill", flush=True)
    for r in bad[:3]:
        print("compile error:", cfg_str(r["cfg"]), r["log"][-600:])
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    if args.sass:
        dump = []
        for r in ok[:args.sass]:
            sass = subprocess.run([str(Path(NVCC).parent / "cuobjdump"), "-sass", r["cubin"]],
                                  capture_output=True, text=True).stdout
            dump.append(f"==== {cfg_str(r['cfg'])} {prob_str(r['prob'])} regs={r.get('regs')}\n{sass}")
        (out / f"sass{args.tag}.txt").write_text("\n".join(dump))
    if args.profile_only:
        runner = Runner()
        for r in ok:
            qkv, _ = runner.problem_tensors(r["prob"], 1)
            _, fns = runner.load(r)
            _, kargs = runner.make_args(r, qkv)
            for _ in range(args.profile_only):
                runner.launch(fns, kargs)
            runner.torch.cuda.synchronize()
            print("profiled", cfg_str(r["cfg"]), prob_str(r["prob"]), flush=True)
        return
    if args.compile_only:
        for r in recs[:200]:
            print(f"{cfg_str(r['cfg']):32s} {prob_str(r['prob']):18s} regs={r.get('regs')} "
                  f"spill={r.get('spill_st')}/{r.get('spill_ld')} smem={smem_bytes(r['cfg'], r['prob'])} "
                  f"{r.get('status', '')} {r.get('ptxas_note', '')[:60]}")
        return

    report = run_children(ok, problems, args, work)
    dump = [{k: v for k, v in r.items() if not k.startswith("_") and k not in ("cubin", "log")} for r in recs]
    (out / f"{NAME}_dev_results{args.tag}.json").write_text(json.dumps(dict(report=report, variants=dump), indent=1))
    if report is None:
        print("no correct variant")
        for r in recs[:10]:
            print(cfg_str(r["cfg"]), prob_str(r["prob"]), r.get("status"), r.get("error", ""), r.get("rel_err"))
        return
    summarize(recs, problems, report, args, out)


def summarize(recs, problems, report, args, out):
    lines = [f"device: {report['device']} ({report['sms']} SMs), torch {report['torch']}"]
    statuses = {}
    for r in recs:
        statuses[r.get("status", "?")] = statuses.get(r.get("status", "?"), 0) + 1
    lines.append("statuses: " + ", ".join(f"{k}={v}" for k, v in sorted(statuses.items())))
    for r in recs:
        if r.get("status") in ("incorrect", "launch_error", "fault", "timeout"):
            lines.append(f"  {r['status']}: {cfg_str(r['cfg'])} {prob_str(r['prob'])} "
                         f"rel={r.get('rel_err')} nan={r.get('nan')} {r.get('error', '')[:120]}")
            if sum(1 for l in lines if l.startswith("  ")) > 12:
                break
    for p in problems:
        ps = prob_str(p)
        lines.append("")
        lines.append(f"## {ps}")
        for when in ("sdpa_before", "sdpa_after"):
            sd = report[when][ps]
            lines.append(f"SDPA ({when[5:]}): " + "; ".join(
                f"{k} {v['median_us']:.2f} us (mean {v['mean_us']:.2f})" if "median_us" in v and v["median_us"]
                else f"{k} {v.get('error', 'n/a')[:60]}" for k, v in sd.items()))
        for k, v in report["sdpa_before"][ps].get("default", {}).get("per_kernel_median_us", {}).items():
            lines.append(f"  default SDPA kernel {k[:70]}: {v:.2f} us")
        cud = [report[w][ps].get("default", {}).get("median_us") for w in ("sdpa_before", "sdpa_after")]
        cud = [c for c in cud if c]
        ref = min(cud) if cud else None
        rows = sorted([r for r in recs if r["prob"] == p and "time_us" in r], key=lambda r: r["time_us"])
        header = "BM,BN,NW,ST,SW,KW,KS,COMB,MIN,BAR,PAIR,PIPE" if NAME == "mma" else ",".join(KNOBS)
        lines.append(f"{header[:42]:42s} {'regs':>4s} {'smem':>6s} {'us':>7s} {'p10':>6s} "
                     f"{'p90':>6s} {'main':>6s} {'ratio':>6s} {'rel_err':>8s} verify5")
        for r in rows[:args.top]:
            v5 = r.get("verify5")
            lines.append(
                f"{cfg_str(r['cfg']):42s} {r.get('regs', 0):4d} {smem_bytes(r['cfg'], p):6d} {r['time_us']:7.2f} "
                f"{r['time_p10']:6.2f} {r['time_p90']:6.2f} {r.get('main_us', r['time_us']):6.2f} "
                f"{(r['time_us'] / ref) if ref else float('nan'):6.3f} {r['rel_err']:8.1e} "
                + (f"{v5['worst_rel']:.1e}/nan{v5['nan']}" if v5 else "")
                + (" ptxas:" + re.sub(r".*serialized due to ", "", r["ptxas_note"])[:40] if r.get("ptxas_note") else ""))
        if rows:
            lines.append(f"worst correct: {cfg_str(rows[-1]['cfg'])} {rows[-1]['time_us']:.2f} us; "
                         f"{len(rows)} timed")
    text = "\n".join(lines)
    # the fastest variant per problem, as --configs text (for a follow-up ncu or ablation run)
    for p in problems:
        rows = sorted([r for r in recs if r["prob"] == p and "time_us" in r], key=lambda r: r["time_us"])
        if rows:
            name = f"best{args.tag}_{'causal' if p['CAUSAL'] else 'noncausal'}.txt"
            (out / name).write_text(",".join(str(rows[0]["cfg"][k]) for k in KNOBS) + "\n")
    (out / f"{NAME}_dev_summary{args.tag}.txt").write_text(text + "\n")
    print(text)


if __name__ == "__main__":
    main()
