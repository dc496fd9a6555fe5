#!/usr/bin/env python3
"""Writes synthetic_s512.csv: a SYNTHETIC landscape over the space of
experiments/s512_scalar.yaml (scalar attention, B=2 H=8 S=512 D=64), for CI tests of
the search and for the sample-efficiency benchmark until a real landscape is
recorded on the GPU (bench/landscapes/).

Nothing here was measured. Times come from a rough performance model of a
tiled FMA-pipe attention kernel on a 132-SM Hopper GPU: FMA work over the
SMs the grid can fill, wave quantisation, latency hiding by resident warps,
shared-memory operand traffic (fewer loads per FMA with more rows per thread,
bank conflicts by row padding), shuffle reductions across the threads of a
row, a barrier per key tile, K/V re-reads through L2, a launch floor, and a
deterministic +-3% "measurement" scatter. Register use is estimated; a point
whose estimate exceeds 255 registers spills and is a gate_reject (the s512
gates allow no spills). The restrictions are those of experiments/s512_scalar.yaml.

Usage: make_synthetic_s512.py [OUTPUT]   (default: next to this script)
"""
import hashlib
import itertools
import math
import os
import sys

B, H, S, D = 2, 8, 512, 64
SMS, CLOCK_GHZ = 132, 1.755
SPACE = {
    "BLOCK_M": [16, 32, 64, 128],
    "BLOCK_N": [16, 32, 64, 128],
    "NUM_WARPS": [1, 2, 4, 8],
    "ROWS_PER_THREAD": [1, 2, 4],
    "PAD": [0, 2, 4, 8],
}


def is_pow2(x):
    return x > 0 and x & (x - 1) == 0


def valid(bm, bn, w, r, pad):
    t = w * 32 * r
    if t % bm:
        return False
    if not (t >= bm and t // bm <= 32):
        return False
    q = t // bm
    if not is_pow2(q) or bn % q or D % q:
        return False
    return 2 * (bm + 2 * bn) * (D + pad) + 4 * bm * bn <= 227 * 1024


def scatter(key, spread=0.03):
    h = int.from_bytes(hashlib.sha256(key.encode()).digest()[:8], "little") / 2**64
    return 1.0 + spread * (2.0 * h - 1.0)


def model(bm, bn, w, r, pad):
    threads = 32 * w
    q = threads * r // bm                 # threads sharing one query row
    regs = 40 + r * (D // q) + r * (bn // q) + 6 * r
    smem = 2 * (bm + 2 * bn) * (D + pad) + 4 * bm * bn
    if regs > 255:
        spill = (regs - 255) * 8
        return dict(status="gate_reject", registers=255, spill=spill, smem=smem,
                    error=f"spills {spill} B > 0")
    per_warp = math.ceil(regs * 32 / 256) * 256
    blocks = min(2048 // threads, 32, 65536 // (per_warp * w), 233472 // (smem + 1024))
    ctas = B * H * S // bm
    # The busiest SM runs ceil(ctas / SMs) CTAs, `blocks` of them at a time.
    ctas_per_sm = math.ceil(ctas / SMS)
    rounds = math.ceil(ctas_per_sm / blocks)
    resident = min(blocks, ctas_per_sm) * w  # warps per SM
    hide = min(1.0, resident / 16.0) ** 0.6
    conflict = {0: 1.9, 2: 1.0, 4: 1.12, 8: 1.3}[pad]
    loads_per_fma = (1.0 / r + 1.0 / max(1, D // q)) * 0.9 * conflict
    reduce = 0.18 * math.log2(q) * (1 + bn / 64.0) / max(1, D // q) if q > 1 else 0.0
    cost = 1.0 + loads_per_fma + reduce
    fmas_per_cta = 2.0 * bm * S * D        # QK^T and PV
    compute_us = ctas_per_sm * fmas_per_cta * cost / (128 * CLOCK_GHZ * 1e3 * hide)
    # A barrier and the softmax bookkeeping per key tile, partly overlapped by the other resident CTAs.
    tiles = S // bn
    sync_us = rounds * tiles * (0.9 + 0.004 * bm * bn / threads) / min(blocks, ctas_per_sm) ** 0.5
    # K and V are re-read by every query tile (L2 mostly), Q and O once.
    l2_bytes = ctas * (2 * S * D * 2) + 2 * B * H * S * D * 2
    memory_us = l2_bytes / (5.5e12) * 1e6
    t = max(compute_us, memory_us) + 0.25 * min(compute_us, memory_us) + sync_us + 2.5
    t *= scatter(f"{bm},{bn},{w},{r},{pad}")
    return dict(status="ok", time=t, registers=regs, spill=0, smem=smem, error="")


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                              "synthetic_s512.csv")
    rows = []
    for point in itertools.product(*SPACE.values()):
        if valid(*point):
            rows.append((point, model(*point)))
    with open(out, "w") as f:
        f.write("# SYNTHETIC landscape (not measured): see make_synthetic_s512.py for the model.\n")
        f.write(",".join(SPACE) + ",status,time_us,registers,spill_store_bytes,shared_dynamic_bytes,error\n")
        for point, m in rows:
            time = f"{m['time']:.3f}" if m["status"] == "ok" else ""
            f.write(",".join(map(str, point)) +
                    f",{m['status']},{time},{m['registers']},{m['spill']},{m['smem']},{m['error']}\n")
    ok = sorted(m["time"] for _, m in rows if m["status"] == "ok")
    best = ok[0]
    print(f"{out}: {len(rows)} valid points, {len(ok)} ok, best {best:.2f} us, worst {ok[-1]:.1f} us, "
          f"within 1%: {sum(t <= best * 1.01 for t in ok)}, within 5%: {sum(t <= best * 1.05 for t in ok)}, "
          f"within 10%: {sum(t <= best * 1.10 for t in ok)}")


if __name__ == "__main__":
    main()
