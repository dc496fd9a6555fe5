#!/usr/bin/env python3
"""The floor under a small kernel's time: the CUPTI kernel time (torch.profiler records, as
bench/compare_sdpa.py reads them) of kernels that do nothing, or nothing but one store per thread,
at a given launch geometry (grid, block, dynamic shared memory). At (2,8,512,64) attention runs
in about 5 µs; this says how much of that any kernel of the same shape pays before it computes.

  python3 bench/launch_floor.py                       # the geometries below
  python3 bench/launch_floor.py --geometry 128,384,158856 --geometry 132,128,0

Runs on a GPU machine with PyTorch and CuPy. Prints one line per (kernel, geometry): median,
p10 and p90 µs over --iters calls.
"""

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from compare_sdpa import quantile  # noqa: E402
from mma_dev import kernel_events  # noqa: E402

# (what, grid, block, dynamic shared bytes)
GEOMETRIES = [
    ("attention_ws (2,8,512,64) M_WG=2 KSPLIT=2 STAGES=4", 128, 384, 158856),
    ("attention_ws (2,8,512,128) M_WG=1 STAGES=2", 128, 256, 148568),
    ("128 CTAs of 128 threads, no shared memory", 128, 128, 0),
    ("one CTA of 32 threads", 1, 32, 0),
]

SOURCE = r"""
extern "C" __global__ void empty_kernel() {}
extern "C" __global__ void store_kernel(float* out) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = 1.0f;
}
"""


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--geometry", action="append", default=[], help="GRID,BLOCK,SMEM_BYTES (repeatable)")
    ap.add_argument("--iters", type=int, default=200)
    args = ap.parse_args()
    geoms = GEOMETRIES
    if args.geometry:
        try:
            geoms = [(g, *(int(x) for x in g.split(","))) for g in args.geometry]
        except ValueError:
            print(f"launch_floor: --geometry wants GRID,BLOCK,SMEM_BYTES, got {args.geometry}", file=sys.stderr)
            return 2
    import cupy as cp
    import torch
    from torch.profiler import ProfilerActivity, profile

    module = cp.RawModule(code=SOURCE)
    kernels = {"empty": module.get_function("empty_kernel"), "store": module.get_function("store_kernel")}
    print(f"device {torch.cuda.get_device_name(0)}; CUPTI kernel time over {args.iters} calls, µs")
    print(f"{'kernel':<7} {'median':>7} {'p10':>7} {'p90':>7}  geometry")
    for what, grid, block, smem in geoms:
        out = cp.zeros(grid * block, dtype=cp.float32)
        for name, fn in kernels.items():
            if smem > 48 * 1024:
                fn.max_dynamic_shared_size_bytes = smem
            call_args = () if name == "empty" else (out,)

            def call():
                fn((grid,), (block,), call_args, shared_mem=smem)

            for _ in range(10):
                call()
            torch.cuda.synchronize()
            with profile(activities=[ProfilerActivity.CUDA]) as prof:
                for _ in range(args.iters):
                    call()
                torch.cuda.synchronize()
            times = [d / 1000.0 for (n, _, d) in kernel_events(prof) if n.endswith(name + "_kernel")]
            if len(times) != args.iters:
                print(f"launch_floor: {len(times)} records for {args.iters} calls of {name}", file=sys.stderr)
                return 1
            print(f"{name:<7} {quantile(times, 0.5):7.2f} {quantile(times, 0.1):7.2f} {quantile(times, 0.9):7.2f}  "
                  f"{what}: grid {grid}, block {block}, {smem} B dynamic shared")
    return 0


if __name__ == "__main__":
    sys.exit(main())
