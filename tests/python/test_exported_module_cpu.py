#!/usr/bin/env python3
"""The Python module of `evotune export EXP --python` imported for real, where PyTorch is
installed but no GPU is needed: it imports without loading kernels, lists its shapes, and
forward() refuses what it must before anything is launched (an untuned shape, a wrong dtype,
rank, layout, disagreeing sizes, CPU tensors), each with a message naming the argument; the
fake implementation (torch.compile's) gives the output's shape and dtype; scalars are encoded
as the kernel reads them. Exit code 77 (skipped) without PyTorch.

    python3 tests/python/test_exported_module_cpu.py EVOTUNE_BINARY
"""

import importlib.util
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
POINT = "BLOCK_N=128,KV_WG=1,STAGES=4,PIPE=2,EXP2=f16x2,ROWSUM=mma,SACC=f16,SYNC=bar,POLY=1,PREFETCH=0"
failures = []


def expect(cond, what):
    print(("ok   " if cond else "FAIL ") + what)
    if not cond:
        failures.append(what)


def raises(error, fn, text):
    try:
        fn()
    except error as e:
        return text in str(e), f"{type(e).__name__}: {e}"
    except Exception as e:  # the wrong kind
        return False, f"{type(e).__name__}: {e}"
    return False, "nothing raised"


def main():
    try:
        import torch
    except ImportError:
        print("skipped: PyTorch is not installed")
        return 77
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "attn.py"
        r = subprocess.run([sys.argv[1], "export", "experiments/attn_b4h16_s1024.yaml", "--params", POINT,
                            "--python", "-o", str(path)], capture_output=True, text=True, cwd=REPO, timeout=300)
        if r.returncode != 0:
            print(r.stderr)
            return 1
        spec = importlib.util.spec_from_file_location("attn", path)
        attn = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(attn)
    expect(attn.SHAPES == [{"B": 4, "H": 16, "S": 1024, "D": 64, "CAUSAL": 0}], f"SHAPES: {attn.SHAPES}")
    if not torch.cuda.is_available():
        expect(attn._loaded == {}, "nothing loaded at import without a GPU")
    q = torch.zeros((4, 16, 1024, 64), dtype=torch.float16)
    cases = [
        ("CPU tensors", ValueError, lambda: attn.forward(q, q, q), "q is on cpu"),
        ("untuned shape", attn.UntunedShapeError, lambda: attn.forward(q[:2], q[:2], q[:2]),
         "no kernel was tuned for B=2, H=16, S=1024, D=64, CAUSAL=0 (tuned: B=4, H=16, S=1024, D=64, CAUSAL=0)"),
        ("untuned causal", attn.UntunedShapeError, lambda: attn.forward(q, q, q, causal=True), "CAUSAL=1"),
        ("dtype", TypeError, lambda: attn.forward(q.float(), q, q), "q must be torch.float16, not torch.float32"),
        ("rank", ValueError, lambda: attn.forward(q, q[0], q), "k must have 4 dimensions [B, H, S, D], not shape"),
        ("sizes disagree", ValueError, lambda: attn.forward(q, q, q[:, :8]), "inputs disagree on H"),
        ("layout", ValueError, lambda: attn.forward(q, q.transpose(2, 3).contiguous().transpose(2, 3), q),
         "k is not contiguous"),
        ("not a tensor", TypeError, lambda: attn.forward([1], q, q), "q must be a torch.Tensor"),
    ]
    for name, error, fn, text in cases:
        ok, got = raises(error, fn, text)
        expect(ok, f"{name}: {error.__name__} with '{text}' (got {got})")
    fake = attn._fake((q, q, q), {"CAUSAL": 0})
    expect(len(fake) == 1 and tuple(fake[0].shape) == (4, 16, 1024, 64) and fake[0].dtype == torch.float16,
           "the fake implementation's output: one f16 [4, 16, 1024, 64]")
    expect(attn._scalar("f32", 0.125).value == 0.125, "f32 scalar")
    expect(attn._scalar("f16", 0.125).value == 0x3000, "f16 scalar bits")
    expect(attn._scalar("bf16", 1.0).value == 0x3F80, "bf16 scalar bits")
    expect(attn._scalar("i32", 3.0).value == 3, "i32 scalar")
    print(f"{len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
