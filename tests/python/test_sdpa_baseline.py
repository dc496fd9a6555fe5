#!/usr/bin/env python3
"""CPU checks of bench/sdpa_baseline.py's inputs (its GPU half runs in scripts/gpu_check.sh):
the shapes of a real library export (`evotune export ... -o NAME`, the binary given) read back
with --list; bad shapes, backends, counts and library files refused with exit code 2 and a
message naming the argument or key; and tests/python/gpu_export_check.py byte-compiles.

    python3 tests/python/test_sdpa_baseline.py EVOTUNE_BINARY
"""

import json
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
SCRIPT = REPO / "bench" / "sdpa_baseline.py"
POINT = "BLOCK_N=128,KV_WG=1,STAGES=4,PIPE=2,EXP2=f16x2,ROWSUM=mma,SACC=f16,SYNC=bar,POLY=1,PREFETCH=0"
failures = []


def baseline(*args):
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=60)


def expect(cond, what):
    print(("ok   " if cond else "FAIL ") + what)
    if not cond:
        failures.append(what)


def main():
    evotune = sys.argv[1]
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        r = subprocess.run([evotune, "export", "experiments/attn_b4h16_s1024.yaml", "--params", POINT, "-o",
                            str(tmp / "attn")], capture_output=True, text=True, cwd=REPO, timeout=120)
        expect(r.returncode == 0, f"evotune export wrote the library ({r.stderr.strip()})")
        r = baseline("--library", str(tmp / "attn.json"), "--shapes", "2,8,512,64,1", "--list")
        expect(r.returncode == 0, f"--list exits 0 ({r.stderr.strip()})")
        listed = json.loads(r.stdout) if r.returncode == 0 else {}
        expect(listed.get("shapes") == [{"B": 2, "H": 8, "S": 512, "D": 64, "CAUSAL": 1},
                                        {"B": 4, "H": 16, "S": 1024, "D": 64, "CAUSAL": 0}],
               f"--shapes then the library's shape: {listed.get('shapes')}")
        expect(listed.get("backends") == ["cudnn_sdpa", "flash2_sdpa", "mem_efficient_sdpa", "default_sdpa"],
               f"default backends: {listed.get('backends')}")

        (tmp / "other.json").write_text(json.dumps({"format": "evotune-launch/1"}))
        (tmp / "broken.json").write_text("{")
        cases = [
            (["--shapes", "2,8,512"], "shape '2,8,512': expected B,H,S,D,CAUSAL (5 integers)"),
            (["--shapes", "2,8,512,64,2"], "CAUSAL 0 or 1"),
            (["--shapes", "2,8,x,64,0"], "shape '2,8,x,64,0'"),
            ([], "no shape: give --shapes"),
            (["--shapes", "2,8,512,64,0", "--backends", "cudnn_sdpa,triton"], "--backends: unknown triton"),
            (["--shapes", "2,8,512,64,0", "--iters", "0"], "--iters must be positive"),
            (["--library", str(tmp / "other.json")], "key 'format' is 'evotune-launch/1'"),
            (["--library", str(tmp / "broken.json")], "broken.json: not JSON"),
            (["--library", str(tmp / "missing.json")], "missing.json: No such file"),
        ]
        for args, message in cases:
            r = baseline(*args)
            expect(r.returncode == 2 and message in r.stderr, f"{args}: exit 2 with '{message}' "
                                                              f"(got {r.returncode}: {r.stderr.strip()[:200]})")
        try:
            import torch  # noqa: F401
        except ImportError:
            r = baseline("--shapes", "2,8,512,64,0")
            expect(r.returncode == 1 and "needs PyTorch" in r.stderr, f"without torch: exit 1 ({r.stderr.strip()})")
    check = REPO / "tests" / "python" / "gpu_export_check.py"
    try:
        compile(check.read_text(encoding="utf-8"), str(check), "exec")
        expect(True, "gpu_export_check.py byte-compiles")
    except SyntaxError as e:
        expect(False, f"gpu_export_check.py byte-compiles ({e})")
    print(f"{len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
