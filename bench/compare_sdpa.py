#!/usr/bin/env python3
"""Side-by-side benchmark: evotune's exported attention kernels against every backend of
PyTorch's scaled_dot_product_attention, in one process, on the same inputs, timed the same way.

Input: the files `evotune export EXPERIMENT --best -o NAME.cu --launch-json NAME.json` writes, or (--module)
the Python module `evotune export EXPERIMENT --best --python -o NAME.py` writes, whose forward() is then the
evotune backend (it encodes tensor maps, which the launch-JSON path cannot: templates/attention_ws.cu).
Nothing about a kernel is typed here: the JSON sidecar (format "evotune-launch/1", see
src/codegen/export.hpp) gives the compile target and options, the arguments (names, shapes,
dtypes, scalar values such as the softmax scale) and each launch's grid, block and dynamic
shared memory. The .cu is compiled with NVRTC (libnvrtc through ctypes: the compiler and the
options evotune used) and loaded with CuPy (RawModule).

Per shape:
  1. correctness: the winner against SDPA computed in float64 on 5 fresh random inputs (drawn
     as the experiment's `init` says), output poisoned with NaN before each call; the relative
     error norm ||out - ref|| / ||ref|| must stay under --tolerance (2e-3) on every input;
  2. timing: evotune's kernel(s) and every SDPA backend (default = what PyTorch picks, cuDNN,
     flash, efficient; math with --math), interleaved: --rounds rounds, each running every
     backend in turn (order rotated per round), each turn being --warmup calls, then --iters
     calls under torch.profiler (CUPTI kernel records: the sum of a call's kernels, memsets
     included) and --iters calls timed with CUDA events behind a spin kernel (so the GPU
     runs the calls back to back however slowly the host issues them).
  Reported: median kernel time per call (p10, p90) over all rounds, the median of the rounds'
  event means, TFLOP/s (4*B*H*S^2*D, halved when causal), and evotune/backend ratios.
  Precision: every backend's relative error norm on the timing input. A shape may have several
  evotune winners (--module LABEL=PATH adds the backend evotune:LABEL, e.g. a module tuned with
  fp16 logits); the summary puts the fastest at the baseline's precision (relative error within
  --precision-factor (1.25) times cuDNN's on the same input) and the fastest above it (reduced
  precision) in columns of their own, each with its error and its ratio to the fastest PyTorch backend.

Writes OUT/compare_sdpa_<device>.json and .md (device, driver, torch/CUDA/cuDNN/CuPy
versions, commit, date). Exit code 0 when every listed shape had a winner and every winner
passed; 1 otherwise (the files are written either way); 2 for bad input.

Runs on a GPU machine with PyTorch and CuPy. Examples:
  python3 bench/compare_sdpa.py --winners-dir $OUT/winners --out $OUT
  python3 bench/compare_sdpa.py --winner s512.json --shapes 2,8,512,64,0 --rounds 3
  python3 bench/compare_sdpa.py --module attn_ws.py --rounds 3        # every shape the module was tuned for
  python3 bench/compare_sdpa.py --module attn_ws.py --module fp16s=attn_red.py   # and reduced-precision winners
"""

import argparse
import ctypes
import ctypes.util
import datetime
import functools
import glob
import json
import math
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
sys.path.insert(0, str(BENCH))
from mma_dev import kernel_events  # noqa: E402  (CUPTI kernel records of a torch.profiler session)

LAUNCH_FORMAT = "evotune-launch/1"
# The shapes of issue 6: (B, H, S, D, CAUSAL).
DEFAULT_SHAPES = [(2, 8, 512, 64, 0), (2, 8, 512, 64, 1), (16, 16, 512, 64, 0), (4, 16, 1024, 64, 0),
                  (4, 16, 4096, 64, 0)]
BACKENDS = ["evotune", "default", "cudnn", "flash", "efficient", "math"]
TORCH_BACKENDS = BACKENDS[1:]
CHECK_SEEDS = [1001, 1002, 1003, 1004, 1005]
TIMING_SEED = 7


class InputError(Exception):
    """A launch file that cannot be used (names the file and the key)."""


# ----------------------------------------------------------------------------- launch files

def shape_key(p):
    return (p["B"], p["H"], p["S"], p["D"], p["CAUSAL"])


def shape_text(key):
    b, h, s, d, c = key
    return f"({b},{h},{s},{d})" + (" causal" if c else "")


def load_launch(path):
    """Reads and checks one sidecar; returns it with `cu_path` and `source` added."""
    path = Path(path)
    try:
        doc = json.loads(path.read_text())
    except (OSError, ValueError) as exc:
        raise InputError(f"{path}: cannot read launch JSON: {exc}") from exc

    def need(obj, key, where):
        if not isinstance(obj, dict) or key not in obj:
            raise InputError(f"{path}: {where}: missing key '{key}'")
        return obj[key]

    if need(doc, "format", "top level") != LAUNCH_FORMAT:
        raise InputError(f"{path}: format: '{doc['format']}', this script reads '{LAUNCH_FORMAT}' "
                         f"(re-export with this evotune)")
    problem = need(doc, "problem", "top level")
    for k in ("B", "H", "S", "D", "CAUSAL"):
        if not isinstance(need(problem, k, "problem"), int):
            raise InputError(f"{path}: problem.{k}: expected an integer, got {problem[k]!r}")
    args = need(doc, "arguments", "top level")
    names = [need(a, "name", f"arguments[{i}]") for i, a in enumerate(args)]
    expect = [problem["B"], problem["H"], problem["S"], problem["D"]]
    for role, name in (("input", "q"), ("input", "k"), ("input", "v"), ("output", "o")):
        if name not in names:
            raise InputError(f"{path}: arguments: no tensor named '{name}' (attention kernels take q, k, v, o)")
        a = args[names.index(name)]
        if a.get("kind") != "tensor" or a.get("role") != role or a.get("dtype") != "f16":
            raise InputError(f"{path}: arguments.{name}: expected an f16 {role} tensor, got "
                             f"{a.get('dtype')} {a.get('kind')} {a.get('role')}")
        if a.get("shape") != expect:
            raise InputError(f"{path}: arguments.{name}.shape: {a.get('shape')}, expected [B, H, S, D] = {expect}")
    for i, a in enumerate(args):
        if a.get("kind") == "scalar" and a.get("dtype") not in ("f32", "f16", "i32"):
            raise InputError(f"{path}: arguments[{i}] ({a['name']}): scalar dtype {a.get('dtype')} not supported")
    launches = need(doc, "launches", "top level")
    if not launches:
        raise InputError(f"{path}: launches: empty")
    for i, l in enumerate(launches):
        for k in ("entry", "grid", "block", "shared_bytes", "args"):
            need(l, k, f"launches[{i}]")
        if any(not 0 <= j < len(args) for j in l["args"]):
            raise InputError(f"{path}: launches[{i}].args: index out of range {l['args']}")
    compile_ = need(doc, "compile", "top level")
    need(compile_, "arch", "compile")
    need(compile_, "options", "compile")
    cu = path.parent / need(doc, "source_file", "top level")
    try:
        doc["source"] = cu.read_text()
    except OSError as exc:
        raise InputError(f"{path}: source_file: cannot read {cu}: {exc}") from exc
    doc["cu_path"] = str(cu)
    doc["json_path"] = str(path)
    return doc


# ----------------------------------------------------------------------------- NVRTC (ctypes)

class Nvrtc:
    """libnvrtc through ctypes: compiles a .cu to a cubin with evotune's options."""

    def __init__(self):
        self.lib = self._load()
        L = self.lib
        L.nvrtcGetErrorString.restype = ctypes.c_char_p
        L.nvrtcCreateProgram.argtypes = [ctypes.POINTER(ctypes.c_void_p), ctypes.c_char_p, ctypes.c_char_p,
                                         ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p]
        L.nvrtcCompileProgram.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.POINTER(ctypes.c_char_p)]
        L.nvrtcGetProgramLogSize.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_size_t)]
        L.nvrtcGetProgramLog.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
        L.nvrtcGetCUBINSize.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_size_t)]
        L.nvrtcGetCUBIN.argtypes = [ctypes.c_void_p, ctypes.c_char_p]
        L.nvrtcDestroyProgram.argtypes = [ctypes.POINTER(ctypes.c_void_p)]
        major, minor = ctypes.c_int(), ctypes.c_int()
        self._check(L.nvrtcVersion(ctypes.byref(major), ctypes.byref(minor)), "nvrtcVersion")
        self.version = f"{major.value}.{minor.value}"

    @staticmethod
    def cuda_home():
        for var in ("CUDA_HOME", "CUDA_PATH"):
            if os.environ.get(var) and Path(os.environ[var], "include", "cuda_fp16.h").exists():
                return Path(os.environ[var])
        return Path("/usr/local/cuda")

    def _load(self):
        tried = []
        candidates = sorted(glob.glob(str(self.cuda_home() / "lib64" / "libnvrtc.so.*[0-9]")), reverse=True)
        candidates += [str(self.cuda_home() / "lib64" / "libnvrtc.so"), ctypes.util.find_library("nvrtc")]
        for c in candidates:
            if not c:
                continue
            try:
                lib = ctypes.CDLL(c)
                self.path = c
                return lib
            except OSError as exc:
                tried.append(f"{c}: {exc}")
        raise RuntimeError("libnvrtc not found (set CUDA_HOME): " + "; ".join(tried))

    def _check(self, rc, what):
        if rc != 0:
            raise RuntimeError(f"{what} failed: {self.lib.nvrtcGetErrorString(rc).decode()}")

    def compile(self, source, name, arch, options):
        L = self.lib
        prog = ctypes.c_void_p()
        self._check(L.nvrtcCreateProgram(ctypes.byref(prog), source.encode(), name.encode(), 0, None, None),
                    "nvrtcCreateProgram")
        try:
            # As evotune's compiler does (src/eval/nvrtc.cpp): target, the candidate's options, CUDA headers.
            opts = [f"--gpu-architecture={arch}", *options, f"-I{self.cuda_home() / 'include'}"]
            argv = (ctypes.c_char_p * len(opts))(*[o.encode() for o in opts])
            rc = L.nvrtcCompileProgram(prog, len(opts), argv)
            size = ctypes.c_size_t()
            self._check(L.nvrtcGetProgramLogSize(prog, ctypes.byref(size)), "nvrtcGetProgramLogSize")
            log = ctypes.create_string_buffer(size.value)
            self._check(L.nvrtcGetProgramLog(prog, log), "nvrtcGetProgramLog")
            if rc != 0:
                raise RuntimeError(f"NVRTC could not compile {name} ({' '.join(opts)}): "
                                   f"{L.nvrtcGetErrorString(rc).decode()}\n{log.value.decode(errors='replace')[-3000:]}")
            self._check(L.nvrtcGetCUBINSize(prog, ctypes.byref(size)), "nvrtcGetCUBINSize")
            cubin = ctypes.create_string_buffer(size.value)
            self._check(L.nvrtcGetCUBIN(prog, cubin), "nvrtcGetCUBIN")
            return cubin.raw, log.value.decode(errors="replace")
        finally:
            L.nvrtcDestroyProgram(ctypes.byref(prog))


# ----------------------------------------------------------------------------- GPU side

class Gpu:
    """torch + CuPy, loaded lazily so that --help and the input checks need neither."""

    def __init__(self):
        import numpy as np
        import torch
        import cupy as cp
        self.np, self.torch, self.cp = np, torch, cp
        if not torch.cuda.is_available():
            raise RuntimeError("no CUDA device visible to PyTorch")
        self.clock_hz = 2.0e9  # for the spin kernel's length; a slower clock only spins longer
        try:
            self.clock_hz = cp.cuda.runtime.getDeviceProperties(0)["clockRate"] * 1e3
        except Exception:
            pass
        self._smi = None  # nvidia-smi's name for the clock-event field, once found

    def sm_clock(self):
        """(SM clock MHz, active clock-event reasons as a hex mask) now, from nvidia-smi; (None, None)
        where it cannot say. Sampled after each backend's turn, so that a slow turn can be told from
        a slowed GPU (power or thermal capping under kernels of milliseconds back to back)."""
        dev = os.environ.get("CUDA_VISIBLE_DEVICES", "").split(",")[0].strip() or str(self.torch.cuda.current_device())
        for field in ([self._smi] if self._smi else ["clocks_event_reasons.active", "clocks_throttle_reasons.active"]):
            try:
                out = subprocess.run(["nvidia-smi", "-i", dev, f"--query-gpu=clocks.sm,{field}",
                                      "--format=csv,noheader,nounits"], capture_output=True, text=True, timeout=10)
            except (OSError, subprocess.TimeoutExpired):
                return None, None
            if out.returncode == 0:
                self._smi = field
                mhz, reasons = (x.strip() for x in out.stdout.strip().split(",")[:2])
                return (int(mhz) if mhz.isdigit() else None), reasons
        return None, None


class EvotuneKernel:
    """One exported winner: compiled, loaded, with its launches and arguments."""

    def __init__(self, gpu, nvrtc, doc, workdir):
        self.gpu, self.doc = gpu, doc
        cubin, self.nvrtc_log = nvrtc.compile(doc["source"], Path(doc["cu_path"]).name, doc["compile"]["arch"],
                                              doc["compile"]["options"])
        cubin_path = Path(workdir) / (Path(doc["cu_path"]).stem + ".cubin")
        cubin_path.write_bytes(cubin)
        cp = gpu.cp
        self.module = cp.RawModule(path=str(cubin_path))
        self.launches = []
        for l in doc["launches"]:
            fn = self.module.get_function(l["entry"])
            smem = int(l["shared_bytes"])
            if smem > 48 * 1024:  # above 48 KiB dynamic shared memory must be opted into
                try:
                    fn.max_dynamic_shared_size_bytes = smem
                except AttributeError:
                    cp.cuda.driver.funcSetAttribute(fn.ptr, 8, smem)  # CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES
            self.launches.append((fn, tuple(l["grid"]), tuple(l["block"]), smem, list(l["args"])))
        self.entries = [l["entry"] for l in doc["launches"]]

    def bind(self, q, k, v, o):
        """Kernel arguments in the experiment's order: q, k, v, o are the given tensors, scratch
        tensors are allocated (poisoned with NaN, or filled with their constant), scalars come
        from the sidecar."""
        torch, cp, np = self.gpu.torch, self.gpu.cp, self.gpu.np
        dtypes = {"f16": torch.float16, "bf16": torch.bfloat16, "f32": torch.float32, "i32": torch.int32}
        named = {"q": q, "k": k, "v": v, "o": o}
        values = []
        self.scratch = []
        for a in self.doc["arguments"]:
            if a["kind"] == "scalar":
                cast = {"f32": np.float32, "f16": np.float16, "i32": np.int32}[a["dtype"]]
                values.append(cast(a["value"]))
            elif a["name"] in named:
                values.append(cp.asarray(named[a["name"]]))
            else:
                t = torch.empty(int(a["elements"]), device="cuda", dtype=dtypes[a["dtype"]])
                self.scratch.append((t, a))
                values.append(cp.asarray(t))
        self.reset_scratch()
        return [tuple(values[j] for j in idx) for (_, _, _, _, idx) in self.launches]

    def reset_scratch(self):
        for t, a in self.scratch:
            if a["init"]["kind"] == "constant":
                t.fill_(a["init"]["a"])
            elif t.is_floating_point():
                t.fill_(float("nan"))
            else:
                t.fill_(-1)

    def launch(self, bound):
        for (fn, grid, block, smem, _), args in zip(self.launches, bound):
            fn(grid, block, args, shared_mem=smem)

    def scale(self):
        for a in self.doc["arguments"]:
            if a["kind"] == "scalar" and a["name"] == "scale":
                return float(a["value"])
        return None


class ModuleKernel:
    """One tuned shape of a Python module written by `evotune export EXP --python` (its forward()
    is the evotune backend: the module encodes any tensor maps and launches through the driver,
    so templates that take CUtensorMap arguments are compared too). Offers what run_shape and
    check_winner use of an EvotuneKernel."""

    def __init__(self, module, spec, path):
        lib = module._LIBRARY
        self.module, self.causal = module, bool(spec["shape"]["CAUSAL"])
        self.doc = dict(experiment=lib["experiment"], candidate=spec["candidate"], parameters=spec["parameters"],
                        compile=lib["compile"], measured=spec.get("measured"), cu_path=str(path), json_path=str(path),
                        problem=spec["shape"], arguments=[],
                        launches=[dict(entry=l.get("entry", l.get("symbol")), grid=l.get("grid"), block=l.get("block"),
                                       shared_bytes=l.get("shared_bytes")) for l in spec["launches"]])
        self._scale = next((float(a["value"]) for a in spec["arguments"] if a["name"] == "scale" and "value" in a),
                           None)

    def bind(self, q, k, v, o):
        return (q, k, v)

    def launch(self, bound):
        # forward() allocates its output; the timed call is that and the kernel, nothing more
        self.last = self.module.forward(*bound, causal=self.causal)

    def copy_out(self, o):
        o.copy_(self.last)

    def scale(self):
        return self._scale


_LOADED_OPS = {}  # torch op name -> the module that registers it


def load_module_winners(path):
    """The tuned shapes of an exported Python module, as ModuleKernels by shape key."""
    import importlib.util
    spec = importlib.util.spec_from_file_location(Path(path).stem, path)
    if spec is None or not Path(path).is_file():
        raise InputError(f"{path}: cannot import (not a module written by evotune export --python)")
    # Before importing it: PyTorch keeps one implementation per op name in a process, and the import
    # registers this module's (exports before f7dc1e0 named the op by the module's name alone).
    op = re.search(r'^_OP_NAME = "([^"]*)"$', Path(path).read_text(errors="replace"), re.M)
    if op:
        first = _LOADED_OPS.setdefault(op.group(1), str(path))
        if first != str(path):
            raise InputError(f"{path}: registers the torch op {op.group(1)}, as {first} does: both would run the "
                             "kernels of the one loaded last (export one of them again, or under another -o name)")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    if not hasattr(module, "_LIBRARY") or not hasattr(module, "forward"):
        raise InputError(f"{path}: no _LIBRARY or forward(): not a module written by evotune export --python")
    return {shape_key(s["shape"]): ModuleKernel(module, s, path) for s in module._LIBRARY["specializations"]}


def make_inputs(gpu, key, seed, init=None):
    """q, k, v (fp16, [B, H, S, D]) drawn as the experiment's `init` says (default normal(0, 1))."""
    torch = gpu.torch
    b, h, s, d, _ = key
    g = torch.Generator(device="cuda").manual_seed(seed)
    out = []
    for name in ("q", "k", "v"):
        spec = (init or {}).get(name, {"kind": "normal", "a": 0.0, "b": 1.0})
        if spec["kind"] == "normal":
            t = torch.randn((b, h, s, d), device="cuda", dtype=torch.float32, generator=g) * spec["b"] + spec["a"]
        elif spec["kind"] == "uniform":
            t = torch.rand((b, h, s, d), device="cuda", dtype=torch.float32, generator=g) * (spec["b"] - spec["a"]) + spec["a"]
        else:
            t = torch.full((b, h, s, d), spec["a"], device="cuda", dtype=torch.float32)
        out.append(t.half().contiguous())
    return out


def reference_fp64(gpu, q, k, v, causal, scale):
    """SDPA in float64, in slices of (B*H) small enough that the S x S scores stay near 1 GiB."""
    torch = gpu.torch
    b, h, s, d = q.shape
    qf, kf, vf = (t.reshape(b * h, s, d) for t in (q, k, v))
    per = max(1, (1 << 30) // (s * s * 8))
    out = torch.empty((b * h, s, d), device="cuda", dtype=torch.float64)
    for i in range(0, b * h, per):
        sl = slice(i, i + per)
        out[sl] = torch.nn.functional.scaled_dot_product_attention(
            qf[sl].double(), kf[sl].double(), vf[sl].double(), is_causal=bool(causal), scale=scale)
    return out.reshape(b, h, s, d)


def rel_error(out, ref):
    od = out.double()
    diff = od - ref
    return dict(rel_err=float(diff.norm() / ref.norm()), max_abs=float(diff.abs().max()),
                nan=int(od.isnan().sum().item()))


def sdpa_call(gpu, backend, q, k, v, causal, scale):
    """A closure that runs SDPA with one backend (None: PyTorch's own choice)."""
    torch = gpu.torch
    from torch.nn.attention import SDPBackend, sdpa_kernel
    sel = {"cudnn": SDPBackend.CUDNN_ATTENTION, "flash": SDPBackend.FLASH_ATTENTION,
           "efficient": SDPBackend.EFFICIENT_ATTENTION, "math": SDPBackend.MATH}.get(backend)

    def call():
        if sel is None:
            return torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=bool(causal), scale=scale)
        with sdpa_kernel(sel):
            return torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=bool(causal), scale=scale)
    return call


def profile_calls(gpu, call, n):
    """Per-call kernel time (µs, the sum of the call's kernel and memset records) of n calls."""
    torch = gpu.torch
    from torch.profiler import ProfilerActivity, profile
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        for _ in range(n):
            call()
        torch.cuda.synchronize()
    evs = kernel_events(prof)
    names = sorted({e[0] for e in evs})
    if not evs or len(evs) % n:
        return None, names, f"{len(evs)} GPU records for {n} calls"
    per = len(evs) // n
    return [sum(evs[i * per + j][2] for j in range(per)) / 1000.0 for i in range(n)], names, None


def event_calls(gpu, call, n):
    """Mean µs per call of n calls timed with CUDA events, queued behind a spin kernel so that
    the GPU runs them back to back; `host_bound` when the host took longer to queue them than
    the spin lasted (the figure then includes idle gaps)."""
    torch = gpu.torch
    start, stop, before = (torch.cuda.Event(enable_timing=True) for _ in range(3))
    if not hasattr(torch.cuda, "_sleep"):  # no spin kernel: plain events (host gaps may show)
        torch.cuda.synchronize()
        start.record()
        for _ in range(n):
            call()
        stop.record()
        stop.synchronize()
        return start.elapsed_time(stop) * 1e3 / n, True
    torch.cuda.synchronize()
    t0 = time.perf_counter()
    for _ in range(n):
        call()
    enqueue_s = time.perf_counter() - t0  # host cost of n calls (the GPU may overlap it)
    torch.cuda.synchronize()
    spin_s = 2.0 * enqueue_s + 200e-6
    before.record()
    torch.cuda._sleep(int(spin_s * gpu.clock_hz))
    start.record()
    t0 = time.perf_counter()
    for _ in range(n):
        call()
    queued_s = time.perf_counter() - t0
    stop.record()
    stop.synchronize()
    spun_s = before.elapsed_time(start) / 1e3
    return start.elapsed_time(stop) * 1e3 / n, queued_s > spun_s


def quantile(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


# ----------------------------------------------------------------------------- the run

def environment(gpu, args):
    torch, cp = gpu.torch, gpu.cp
    prop = torch.cuda.get_device_properties(0)
    driver = None
    try:
        driver = subprocess.run(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
                                capture_output=True, text=True, timeout=20).stdout.strip().splitlines()[0]
    except Exception:
        try:
            m = re.search(r"Kernel Module(?: for \S+)?\s+(\d+\.\d+(?:\.\d+)?)", Path("/proc/driver/nvidia/version").read_text())
            driver = m.group(1) if m else None
        except OSError:
            pass
    commit = args.commit or os.environ.get("EVOTUNE_COMMIT")
    if not commit:
        try:
            commit = subprocess.run(["git", "-C", str(REPO), "rev-parse", "--short=12", "HEAD"], capture_output=True,
                                    text=True, timeout=20).stdout.strip() or None
        except Exception:
            commit = None
    return dict(device=torch.cuda.get_device_name(0), sms=prop.multi_processor_count,
                memory_gib=round(prop.total_memory / 2**30, 1), driver=driver or "unknown",
                torch=torch.__version__, cuda=torch.version.cuda, cudnn=torch.backends.cudnn.version(),
                cupy=cp.__version__, commit=commit or "unknown",
                date=datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"))


def device_tag(name):
    """'NVIDIA H200' -> 'h200', 'NVIDIA H100 80GB HBM3' -> 'h100'."""
    m = re.search(r"\b([A-Z]+\d{2,4}[A-Z]?)\b", name.replace("NVIDIA", ""))
    return (m.group(1) if m else re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")).lower()


def check_winner(gpu, kern, key, tolerance):
    """The winner against float64 SDPA on 5 fresh inputs; output poisoned with NaN first."""
    torch = gpu.torch
    init = {a["name"]: a.get("init") for a in kern.doc["arguments"] if a["kind"] == "tensor"}
    scale = kern.scale()
    trials = []
    for seed in CHECK_SEEDS:
        q, k, v = make_inputs(gpu, key, seed + 17 * key[2] + key[4], init)
        o = torch.empty_like(q)
        bound = kern.bind(q, k, v, o)
        o.fill_(float("nan"))
        kern.launch(bound)
        if hasattr(kern, "copy_out"):
            kern.copy_out(o)
        torch.cuda.synchronize()
        ref = reference_fp64(gpu, q, k, v, key[4], scale)
        e = rel_error(o, ref)
        e["seed"] = seed
        trials.append(e)
        del ref
    worst = max(trials, key=lambda e: (e["nan"], e["rel_err"]))
    ok = all(e["nan"] == 0 and math.isfinite(e["rel_err"]) and e["rel_err"] < tolerance for e in trials)
    return dict(seeds=CHECK_SEEDS, max_rel_err=worst["rel_err"], max_abs_err=max(e["max_abs"] for e in trials),
                nan=sum(e["nan"] for e in trials), tolerance=tolerance, passed=ok, trials=trials)


def is_evotune(name):
    return name == "evotune" or name.startswith("evotune:")


def winner_entry(kern):
    return dict(experiment=kern.doc["experiment"], candidate=kern.doc["candidate"],
                parameters=kern.doc["parameters"], arch=kern.doc["compile"]["arch"],
                launches=[{k: l[k] for k in ("entry", "grid", "block", "shared_bytes")} for l in kern.doc["launches"]],
                evotune_measured=kern.doc.get("measured"), source=Path(kern.doc["cu_path"]).name)


def run_shape(gpu, key, kerns, args, log):
    """Checks each evotune winner of the shape (kerns: backend name -> kernel), then times them and
    every PyTorch backend in interleaved rounds on one input set."""
    torch = gpu.torch
    b, h, s, d, causal = key
    flops = 4.0 * b * h * s * s * d / (2 if causal else 1)
    res = dict(shape=[b, h, s, d], causal=bool(causal), flops=flops, backends={}, ratios={}, winners={})
    t_shape = time.time()
    live = {}
    for name, kern in kerns.items():
        entry = res["winners"][name] = winner_entry(kern)
        try:
            entry["check"] = check_winner(gpu, kern, key, args.tolerance)
            live[name] = kern
        except Exception as exc:  # a launch error: report it, time the backends anyway
            entry["check"] = dict(passed=False, error=f"{type(exc).__name__}: {exc}"[:500])
        c = entry["check"]
        log(f"{shape_text(key)} {name}: check " + ("passed" if c["passed"] else "FAILED") +
            (f", max rel err {c['max_rel_err']:.2e}" if "max_rel_err" in c else f": {c.get('error')}"))

    # One input set for every backend (warm L2 for the small shapes, as in real use of one layer).
    first = next(iter(live.values()), None)
    scale = first.scale() if first is not None else 1.0 / math.sqrt(d)
    init = ({a["name"]: a.get("init") for a in first.doc["arguments"] if a["kind"] == "tensor"}
            if first is not None else None)
    q, k, v = make_inputs(gpu, key, TIMING_SEED, init)
    ref = reference_fp64(gpu, q, k, v, causal, scale)
    calls = {}
    for name, kern in live.items():
        o = torch.empty_like(q)
        bound = kern.bind(q, k, v, o)
        calls[name] = functools.partial(kern.launch, bound)
        o.fill_(float("nan"))
        calls[name]()
        if hasattr(kern, "copy_out"):
            kern.copy_out(o)
        torch.cuda.synchronize()
        res["backends"][name] = dict(rel_err=rel_error(o, ref)["rel_err"])
    for name in TORCH_BACKENDS:
        if name == "math" and not args.math:
            continue
        call = sdpa_call(gpu, name, q, k, v, causal, scale)
        try:
            out = call()
            torch.cuda.synchronize()
            res["backends"][name] = dict(rel_err=rel_error(out, ref)["rel_err"])
            del out
            calls[name] = call
        except Exception as exc:  # a backend that refuses this shape or this GPU
            res["backends"][name] = dict(error=f"{type(exc).__name__}: {exc}"[:300])
    del ref
    torch.cuda.empty_cache()

    samples = {n: [] for n in calls}
    turns = {n: [] for n in calls}  # per turn: its median kernel time and the SM clock after it
    events = {n: [] for n in calls}
    notes = {n: set() for n in calls}
    kernels = {n: set() for n in calls}
    order = list(calls)
    for r in range(args.rounds):
        rot = order[r % len(order):] + order[:r % len(order)]
        for name in rot:
            call = calls[name]
            for _ in range(args.warmup):
                call()
            per_call, names, note = profile_calls(gpu, call, args.iters)
            kernels[name].update(names)
            if note:
                notes[name].add(note)
            else:
                samples[name].extend(per_call)
            mhz, reasons = gpu.sm_clock()
            turns[name].append(dict(round=r, kernel_us=quantile(per_call, 0.5) if per_call else None, sm_mhz=mhz,
                                    clock_reasons=reasons))
            mean_us, host_bound = event_calls(gpu, call, args.iters)
            events[name].append(mean_us)
            if host_bound:
                notes[name].add("events: host slower than the GPU (idle gaps included)")
    for name in calls:
        entry = res["backends"][name]
        entry["kernels"] = sorted(kernels[name])
        if samples[name]:
            med = quantile(samples[name], 0.5)
            entry.update(kernel_us=med, p10_us=quantile(samples[name], 0.1), p90_us=quantile(samples[name], 0.9),
                         samples=len(samples[name]), tflops=flops / (med * 1e-6) / 1e12)
        entry["turns"] = turns[name]
        entry["events_us"] = quantile(events[name], 0.5)
        entry["events_tflops"] = flops / (entry["events_us"] * 1e-6) / 1e12
        if notes[name]:
            entry["notes"] = sorted(notes[name])
    # the ratios of the first evotune backend (the Times table's); the precision split has every one's
    ev = res["backends"].get(next(iter(kerns), "evotune"), {})
    for name, entry in res["backends"].items():
        if is_evotune(name) or "events_us" not in entry or "events_us" not in ev:
            continue
        res["ratios"][name] = dict(
            kernel=ev["kernel_us"] / entry["kernel_us"] if "kernel_us" in ev and "kernel_us" in entry else None,
            events=ev["events_us"] / entry["events_us"])
    res["precision"] = precision_split(res["backends"], args.precision_factor)
    res["seconds"] = round(time.time() - t_shape, 1)
    return res


def precision_split(backends, factor):
    """The fastest evotune backend at the baseline's precision (rel. error within `factor` times
    cuDNN's, else the PyTorch default's, on the same input) and the fastest above it (reduced
    precision), each with its error and its ratio to the fastest PyTorch backend."""
    base_name = next((n for n in ("cudnn", "default") if "rel_err" in backends.get(n, {})), None)
    torch_times = {n: e["kernel_us"] for n, e in backends.items() if not is_evotune(n) and "kernel_us" in e}
    fastest = min(torch_times, key=torch_times.get) if torch_times else None
    out = dict(baseline=base_name, factor=factor, fastest_torch=fastest, fastest_torch_us=torch_times.get(fastest),
               at_baseline=None, reduced=None)
    if base_name is None:
        return out
    base_err = out["baseline_rel_err"] = backends[base_name]["rel_err"]
    for name, e in backends.items():
        if not is_evotune(name) or "kernel_us" not in e or not math.isfinite(e.get("rel_err", math.nan)):
            continue
        slot = "at_baseline" if e["rel_err"] <= factor * base_err else "reduced"
        if out[slot] is None or e["kernel_us"] < out[slot]["kernel_us"]:
            out[slot] = dict(backend=name, kernel_us=e["kernel_us"], rel_err=e["rel_err"],
                             err_vs_baseline=e["rel_err"] / base_err if base_err > 0 else None,
                             ratio=e["kernel_us"] / torch_times[fastest] if fastest else None)
    return out


# ----------------------------------------------------------------------------- reports

def fmt_us(x):
    return "—" if x is None else (f"{x:.2f}" if x < 100 else f"{x:.1f}")


def fmt_ratio(x):
    return "—" if x is None else f"{x:.3f}"


def backend_order(sh):
    """The evotune backends in the order they were given, then PyTorch's."""
    return [n for n in sh["backends"] if is_evotune(n)] + [n for n in TORCH_BACKENDS if n in sh["backends"]]


def table_rows(report):
    """(shape, causal, backend, kernel µs, p10-p90, events µs, TFLOP/s, rel err, evotune µs, ratio, ratio events);
    the last three are the first evotune backend's."""
    rows = []
    for sh in report["shapes"]:
        key = tuple(sh["shape"]) + (int(sh["causal"]),)
        names = backend_order(sh)
        ev = sh["backends"].get(names[0], {}) if names and is_evotune(names[0]) else {}
        for name in names:
            e = sh["backends"][name]
            shape = "({},{},{},{})".format(*sh["shape"])
            if "error" in e:
                rows.append([shape, "yes" if key[4] else "no", name, "n/a: " + e["error"][:60], "", "", "", "", "", "", ""])
                continue
            ratio = sh["ratios"].get(name, {})
            mine = is_evotune(name)
            rows.append([shape, "yes" if key[4] else "no", name, fmt_us(e.get("kernel_us")),
                         f"{fmt_us(e.get('p10_us'))}–{fmt_us(e.get('p90_us'))}" if "p10_us" in e else "",
                         fmt_us(e.get("events_us")), f"{e['tflops']:.0f}" if "tflops" in e else "—",
                         f"{e['rel_err']:.1e}" if "rel_err" in e else "",
                         fmt_us(ev.get("kernel_us")) if not mine else "",
                         fmt_ratio(ratio.get("kernel")) if not mine else "",
                         fmt_ratio(ratio.get("events")) if not mine else ""])
    return rows


HEADER = ["shape (B,H,S,D)", "causal", "backend", "kernel µs", "p10–p90", "events µs", "TFLOP/s", "rel err",
          "evotune µs", "ratio", "ratio (events)"]


def text_table(rows):
    widths = [max(len(str(r[i])) for r in rows + [HEADER]) for i in range(len(HEADER))]
    line = lambda r: "  ".join(str(c).ljust(w) for c, w in zip(r, widths))  # noqa: E731
    return "\n".join([line(HEADER), line(["-" * w for w in widths])] + [line(r) for r in rows])


def markdown(report):
    env = report["environment"]
    m = report["method"]
    out = [f"# evotune vs PyTorch SDPA on {env['device']}", "",
           f"Device: {env['device']} ({env['sms']} SMs, {env['memory_gib']} GiB), driver {env['driver']}; "
           f"PyTorch {env['torch']} (CUDA {env['cuda']}, cuDNN {env['cudnn']}), CuPy {env['cupy']}, "
           f"NVRTC {env.get('nvrtc', '?')}.  ",
           f"Commit: {env['commit']}. Date: {env['date']}. Produced by bench/compare_sdpa.py.", "",
           f"Method: {m['rounds']} interleaved rounds per shape; in each, every backend runs {m['warmup']} warm-up "
           f"calls, {m['iters']} calls under torch.profiler (CUPTI: kernel and memset records summed per call) "
           f"and {m['iters']} calls timed with CUDA events behind a spin kernel. `kernel µs` is the median per "
           f"call over all rounds (p10–p90 beside it), `events µs` the median of the rounds' event means "
           f"(includes launch gaps between kernels). One input set per shape (L2 warm where it fits). "
           f"TFLOP/s = 4·B·H·S²·D (halved when causal) / kernel time. ratio = evotune / backend (kernel "
           f"times; below 1: evotune faster). `rel err` = ||out − ref|| / ||ref|| against SDPA in float64 "
           f"on the timing input.", "",
           "## Summary", "",
           "At the baseline's precision: the fastest evotune winner whose relative error is within "
           "--precision-factor (here {:g}) times cuDNN's on the same input. Reduced precision: the fastest above "
           "that, in columns of its own. Ratios are to the fastest PyTorch backend (kernel times).".format(
               m.get("precision_factor", 1.25)), "",
           "| shape | fastest PyTorch µs | cuDNN rel err | evotune µs, baseline precision | rel err | ratio | "
           "evotune µs, reduced precision | rel err (× cuDNN's) | ratio |",
           "|---|---|---|---|---|---|---|---|---|"]
    for sh in report["shapes"]:
        key = tuple(sh["shape"]) + (int(sh["causal"]),)
        p = sh.get("precision") or {}
        fastest = (f"{fmt_us(p['fastest_torch_us'])} ({p['fastest_torch']})" if p.get("fastest_torch") else "—")
        base = f"{p['baseline_rel_err']:.1e}" if "baseline_rel_err" in p else "—"
        cells = []
        for slot in ("at_baseline", "reduced"):
            x = p.get(slot)
            if x is None:
                cells.append("— | — | —")
                continue
            times = f" ({x['err_vs_baseline']:.1f}×)" if slot == "reduced" and x.get("err_vs_baseline") else ""
            label = "" if x["backend"] == "evotune" else f" ({x['backend']})"
            cells.append(f"{fmt_us(x['kernel_us'])}{label} | {x['rel_err']:.1e}{times} | {fmt_ratio(x['ratio'])}")
        out.append(f"| {shape_text(key)} | {fastest} | {base} | {cells[0]} | {cells[1]} |")
    out += ["",
           "## Correctness of the exported winners (float64 SDPA, 5 fresh inputs each)", "",
           "| shape | backend | winner (experiment, parameters) | max rel. error | max abs. error | NaN | verdict | "
           "evotune's own time |",
           "|---|---|---|---|---|---|---|---|"]
    for sh in report["shapes"]:
        key = tuple(sh["shape"]) + (int(sh["causal"]),)
        if sh.get("error"):
            out.append(f"| {shape_text(key)} | | the run of this shape failed: {sh['error'][:200]} | | | | FAILED | |")
            continue
        if not sh.get("winners"):
            out.append(f"| {shape_text(key)} | | no exported winner | | | | — | |")
            continue
        for name, w in sh["winners"].items():
            c = w["check"]
            params = " ".join(f"{k}={v}" for k, v in w["parameters"].items())
            meas = w.get("evotune_measured")
            own = f"{meas['median_us']:.2f} µs on {meas['device']}" if meas else "not measured"
            if "error" in c:
                out.append(f"| {shape_text(key)} | {name} | {w['experiment']}: {params} | | | | "
                           f"FAILED: {c['error'][:120]} | {own} |")
            else:
                out.append(f"| {shape_text(key)} | {name} | {w['experiment']}: {params} | {c['max_rel_err']:.2e} | "
                           f"{c['max_abs_err']:.2e} | {c['nan']} | {'pass' if c['passed'] else 'FAIL'} "
                           f"(< {c['tolerance']:g}) | {own} |")
    out += ["", "## Times", "", "| " + " | ".join(HEADER) + " |", "|" + "---|" * len(HEADER)]
    out += ["| " + " | ".join(str(c) for c in r) + " |" for r in table_rows(report)]
    notes = [(shape_text(tuple(sh["shape"]) + (int(sh["causal"]),)), n, e["notes"])
             for sh in report["shapes"] for n, e in sh["backends"].items() if e.get("notes")]
    if notes:
        out += ["", "Notes:"] + [f"- {s} {n}: {'; '.join(x)}" for s, n, x in notes]
    clock_lines = []
    for sh in report["shapes"]:
        for n in backend_order(sh):
            ts = [t for t in sh["backends"][n].get("turns", []) if t.get("sm_mhz") is not None]
            if ts:
                reasons = sorted({t["clock_reasons"] for t in ts if t.get("clock_reasons")})
                clock_lines.append(f"- {shape_text(tuple(sh['shape']) + (int(sh['causal']),))} {n}: "
                                   + ", ".join(f"{fmt_us(t['kernel_us'])} µs @ {t['sm_mhz']} MHz" for t in ts)
                                   + (f" (clock-event reasons {', '.join(reasons)})" if reasons else ""))
    if clock_lines:
        out += ["", "Each turn's median kernel time and the SM clock right after it (nvidia-smi; a turn is "
                f"{m['iters']} calls back to back):"] + clock_lines
    kern_lines = []
    for sh in report["shapes"]:
        for n, e in sh["backends"].items():
            if e.get("kernels"):
                kern_lines.append(f"- {shape_text(tuple(sh['shape']) + (int(sh['causal']),))} {n}: "
                                  + ", ".join(f"`{k[:90]}`" for k in e["kernels"][:4]))
    out += ["", "Kernels seen per backend:"] + kern_lines
    return "\n".join(out) + "\n"


# ----------------------------------------------------------------------------- main

def parse_shapes(text):
    out = []
    for item in text.split(";"):
        vals = [int(x) for x in item.split(",")]
        if len(vals) != 5:
            raise InputError(f"--shapes: '{item}' needs B,H,S,D,CAUSAL")
        out.append(tuple(vals))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--winner", action="append", default=[], help="a launch JSON written by evotune export --launch-json")
    ap.add_argument("--winners-dir", help="every *.json in this folder is a winner's launch JSON")
    ap.add_argument("--module", action="append", default=[], metavar="[LABEL=]PATH",
                    help="a Python module written by evotune export EXP --python: each tuned shape is a winner "
                         "(for templates with tensor-map arguments, which the launch JSON path cannot encode); "
                         "with LABEL, its winners are the backend evotune:LABEL beside the unlabelled module's "
                         "(e.g. one tuned for reduced precision)")
    ap.add_argument("--precision-factor", type=float, default=1.25,
                    help="an evotune winner is at the baseline's precision when its relative error is within "
                         "this times cuDNN's on the same input (default 1.25); above it, reduced precision")
    ap.add_argument("--shapes", help="B,H,S,D,CAUSAL;... (default: the five shapes of issue 6; "
                                     "shapes of the winners are added)")
    ap.add_argument("--out", default=str(REPO / "bench" / "results"), help="folder for compare_sdpa_<device>.{json,md}")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--iters", type=int, default=20, help="calls per timed block (profiler, and again for events)")
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--tolerance", type=float, default=2e-3, help="bound on the relative error norm")
    ap.add_argument("--math", action="store_true", help="also time the math backend (slow, memory hungry at long S)")
    ap.add_argument("--commit", help="commit to record (default: $EVOTUNE_COMMIT, else git rev-parse)")
    args = ap.parse_args()

    try:
        files = list(args.winner)
        if args.winners_dir:
            files += sorted(glob.glob(os.path.join(args.winners_dir, "*.json")))
        docs = [load_launch(f) for f in files]
        shapes = parse_shapes(args.shapes) if args.shapes else ([] if args.module else list(DEFAULT_SHAPES))
        by_shape = {}
        modules = {}  # shape -> {backend name: kernel}
        for m in args.module:
            label, path = m.split("=", 1) if "=" in m and not Path(m).exists() else ("", m)
            name = f"evotune:{label}" if label else "evotune"
            for key, kern in load_module_winners(path).items():
                if name in modules.setdefault(key, {}):
                    raise InputError(f"{path}: a second winner for {shape_text(key)} ({name})")
                modules[key][name] = kern
                if key not in shapes:
                    shapes.append(key)
        for d in docs:
            key = shape_key(d["problem"])
            if key in by_shape or "evotune" in modules.get(key, {}):
                first = by_shape[key]["json_path"] if key in by_shape else "a --module"
                raise InputError(f"{d['json_path']}: a second winner for {shape_text(key)} (first: {first})")
            by_shape[key] = d
            if key not in shapes:
                shapes.append(key)
    except InputError as exc:
        print(f"compare_sdpa: {exc}", file=sys.stderr)
        return 2

    def log(msg):
        print(msg, flush=True)

    try:
        gpu = Gpu()
        nvrtc = Nvrtc()
    except (ImportError, RuntimeError) as exc:
        print(f"compare_sdpa: cannot start: {exc} (it needs a GPU, PyTorch, CuPy and libnvrtc)", file=sys.stderr)
        return 1
    report = dict(environment=environment(gpu, args),
                  method=dict(rounds=args.rounds, iters=args.iters, warmup=args.warmup, tolerance=args.tolerance,
                              precision_factor=args.precision_factor,
                              check_seeds=CHECK_SEEDS, timing_seed=TIMING_SEED),
                  shapes=[])
    report["environment"]["nvrtc"] = nvrtc.version
    log(f"device {report['environment']['device']}, driver {report['environment']['driver']}, torch "
        f"{report['environment']['torch']}, NVRTC {nvrtc.version} ({nvrtc.path}), commit {report['environment']['commit']}")
    t0 = time.time()
    workdir = tempfile.mkdtemp(prefix="compare_sdpa_")
    failed = []
    for key in shapes:
        kerns = dict(modules.get(key, {}))
        broken = {}  # backend name -> launch file that could not be compiled or loaded
        doc = by_shape.get(key)
        if doc is not None:
            try:
                kerns = {"evotune": EvotuneKernel(gpu, nvrtc, doc, workdir), **kerns}
            except Exception as exc:
                broken["evotune"] = doc
                failed.append(f"{shape_text(key)}: {doc['json_path']}: {exc}")
                log(f"{shape_text(key)}: cannot load {doc['cu_path']}: {exc}")
        if not kerns and not broken:
            failed.append(f"{shape_text(key)}: no exported winner")
        try:
            res = run_shape(gpu, key, kerns, args, log)
        except Exception as exc:  # keep the other shapes' results; say what broke
            import traceback
            traceback.print_exc()
            res = dict(shape=list(key[:4]), causal=bool(key[4]), backends={}, ratios={}, winners={}, seconds=0,
                       error=f"{type(exc).__name__}: {exc}"[:500])
            failed.append(f"{shape_text(key)}: {res['error']}")
        for name, d in broken.items():
            res["winners"][name] = dict(experiment=d["experiment"], source=Path(d["cu_path"]).name,
                                        parameters=d["parameters"], evotune_measured=d.get("measured"),
                                        check=dict(passed=False, error="could not be compiled or loaded"))
        for name, w in res["winners"].items():
            if not w["check"]["passed"]:
                failed.append(f"{shape_text(key)}: the {name} winner failed the float64 check")
        report["shapes"].append(res)
        log(f"{shape_text(key)}: timed in {res['seconds']} s")
    report["seconds"] = round(time.time() - t0, 1)
    report["failures"] = failed

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    tag = device_tag(report["environment"]["device"])
    (out / f"compare_sdpa_{tag}.json").write_text(json.dumps(report, indent=1) + "\n")
    (out / f"compare_sdpa_{tag}.md").write_text(markdown(report))
    log("")
    log(text_table(table_rows(report)))
    log("")
    log(f"wrote {out / f'compare_sdpa_{tag}.json'} and .md ({report['seconds']} s)")
    for f in failed:
        log(f"FAILED: {f}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
