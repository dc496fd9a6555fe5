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


def baseline(*args, stdin=""):
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=60,
                          input=stdin)


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
        # --evotune: the shapes evotune writes on a measured baseline's stdin (CAUSAL may be left out; the
        # output names each shape as evotune wrote it).
        given = [{"B": 2, "H": 8, "S": 512, "D": 64, "CAUSAL": 1}, {"B": 1, "H": 2, "S": 128, "D": 128}]
        stdin = json.dumps({"experiment": "attn", "shapes": given})
        r = baseline("--evotune", "--backends", "cudnn_sdpa", "--list", stdin=stdin)
        listed = json.loads(r.stdout) if r.returncode == 0 else {}
        expect(r.returncode == 0 and listed.get("given") == given and listed.get("shapes", [{}])[-1].get("CAUSAL") == 0,
               f"--evotune --list reads the shapes on stdin ({r.returncode}: {r.stdout.strip()[:200]} {r.stderr.strip()})")
        evotune_cases = [
            (["--evotune", "--backends", "cudnn_sdpa"], "{", "stdin: not JSON"),
            (["--evotune", "--backends", "cudnn_sdpa"], json.dumps({"shapes": [{"B": 2}]}), "shapes[0] lacks integer H, S, D"),
            (["--evotune", "--backends", "cudnn_sdpa"], json.dumps({"shapes": []}), "expected {\"experiment\""),
            (["--evotune"], stdin, "--evotune times one backend"),
            (["--evotune", "--backends", "cudnn_sdpa", "--shapes", "2,8,512,64,0"], stdin, "give no --shapes"),
        ]
        for args, text, message in evotune_cases:
            r = baseline(*args, stdin=text)
            expect(r.returncode == 2 and message in r.stderr, f"{args} with stdin {text[:40]}: exit 2 with '{message}' "
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
