#!/usr/bin/env python3
"""Does ptxas keep the work we put between two wgmma waits under the GEMM in flight?

Reads `cuobjdump -sass` text and, for each `WARPGROUP.DEPBAR.LE gsb0, 0x1` (a wait that leaves one
wgmma group in flight), counts the instructions up to the next `WARPGROUP.DEPBAR.LE gsb0, 0x0` (the
wait for that group): all of them, MUFU.EX2 (the softmax's exponentials) and SHFL. ptxas may hoist
the second wait when the registers the in-flight group holds are needed (it does so without a
warning), which leaves the overlap in the source and none in the machine code.

  cuobjdump -sass k.cubin > k.sass; python3 bench/wgmma_overlap.py k.sass [more.sass ...]
"""
import re
import sys


def windows(lines):
    out, start = [], None
    for n, line in enumerate(lines):
        if "WARPGROUP.DEPBAR.LE" not in line:
            continue
        if re.search(r"gsb0,\s*0x1\b", line):
            start = n
        elif re.search(r"gsb0,\s*0x0\b", line) and start is not None:
            body = [l for l in lines[start + 1:n] if re.match(r"\s*/\*[0-9a-f]{4,}\*/", l)]
            out.append((start, len(body), sum("MUFU.EX2" in l for l in body), sum("SHFL" in l for l in body)))
            start = None
    return out


def main(paths):
    if not paths:
        print(__doc__, file=sys.stderr)
        return 2
    for path in paths:
        try:
            with open(path) as f:
                lines = f.read().splitlines()
        except OSError as e:
            print(f"wgmma_overlap: cannot read {path}: {e.strerror}", file=sys.stderr)
            return 2
        total_ex2 = sum("MUFU.EX2" in l for l in lines)
        ws = windows(lines)
        print(f"{path}: {total_ex2} MUFU.EX2 in all; {len(ws)} wait(1)..wait(0) windows")
        for start, n, ex2, shfl in ws:
            print(f"  line {start + 1}: {n} instructions under the in-flight group, {ex2} MUFU.EX2, {shfl} SHFL")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
