#!/usr/bin/env python3
"""How many CTAs of a kernel can be resident on the GPU at once: by the occupancy calculator
(cuOccupancyMaxActiveBlocksPerMultiprocessor times the SMs) and, for a kernel with a cluster shape
(__cluster_dims__), by the clusters the GPU can hold at once (cuOccupancyMaxActiveClusters), which
GPC boundaries can make fewer. A grid larger than that runs in more than one wave.

Each --point is a template rendered as evotune renders it (one #define per problem size and
parameter before the template's text), compiled with NVRTC for sm_90a (compare_sdpa's Nvrtc) and
loaded with the driver:

  python3 bench/cluster_residency.py --template templates/attention_ws.cu --entry attention_ws \\
      --point 'B=2,H=8,S=512,D=64,CAUSAL=0;BLOCK_N=128,...,MCAST=4;threads=384,smem=158856,grid=128'

The third part gives the launch (block threads, dynamic shared memory, and the grid the waves are
counted for). Prints one line per point and writes --out as JSON when given. Needs a GPU.
"""
import argparse
import ctypes
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from compare_sdpa import Nvrtc  # noqa: E402
from mma_dev import template_defaults  # noqa: E402

CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16
CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8
CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH = 11
CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT = 12
CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH = 13


class LaunchConfig(ctypes.Structure):
    _fields_ = [("gridDimX", ctypes.c_uint), ("gridDimY", ctypes.c_uint), ("gridDimZ", ctypes.c_uint),
                ("blockDimX", ctypes.c_uint), ("blockDimY", ctypes.c_uint), ("blockDimZ", ctypes.c_uint),
                ("sharedMemBytes", ctypes.c_uint), ("hStream", ctypes.c_void_p), ("attrs", ctypes.c_void_p),
                ("numAttrs", ctypes.c_uint)]


class Driver:
    def __init__(self):
        try:
            self.lib = ctypes.CDLL("libcuda.so.1")
        except OSError as exc:
            raise SystemExit(f"cluster_residency: no CUDA driver here ({exc}): it asks a GPU")
        self.lib.cuGetErrorName.argtypes = [ctypes.c_int, ctypes.POINTER(ctypes.c_char_p)]
        self.check(self.lib.cuInit(0), "cuInit")
        dev = ctypes.c_int()
        self.check(self.lib.cuDeviceGet(ctypes.byref(dev), 0), "cuDeviceGet")
        self.ctx = ctypes.c_void_p()
        self.check(self.lib.cuDevicePrimaryCtxRetain(ctypes.byref(self.ctx), dev), "cuDevicePrimaryCtxRetain")
        self.check(self.lib.cuCtxSetCurrent(self.ctx), "cuCtxSetCurrent")
        sms = ctypes.c_int()
        self.check(self.lib.cuDeviceGetAttribute(ctypes.byref(sms), CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, dev),
                   "cuDeviceGetAttribute")
        self.sms = sms.value
        name = ctypes.create_string_buffer(256)
        self.check(self.lib.cuDeviceGetName(name, 256, dev), "cuDeviceGetName")
        self.name = name.value.decode()

    def check(self, rc, what):
        if rc != 0:
            s = ctypes.c_char_p()
            self.lib.cuGetErrorName(rc, ctypes.byref(s))
            raise RuntimeError(f"{what} failed: {(s.value or b'?').decode()}")

    def function(self, cubin, entry):
        module, fn = ctypes.c_void_p(), ctypes.c_void_p()
        self.check(self.lib.cuModuleLoadData(ctypes.byref(module), cubin), "cuModuleLoadData")
        self.check(self.lib.cuModuleGetFunction(ctypes.byref(fn), module, entry.encode()), "cuModuleGetFunction")
        return fn

    def attribute(self, fn, attr):
        v = ctypes.c_int()
        self.check(self.lib.cuFuncGetAttribute(ctypes.byref(v), attr, fn), f"cuFuncGetAttribute({attr})")
        return v.value


def parse_point(text):
    try:
        shape, params, launch = text.split(";")
        kv = lambda s: dict(item.split("=", 1) for item in s.split(",") if item)  # noqa: E731
        shape, params, launch = kv(shape), kv(params), {k: int(v) for k, v in kv(launch).items()}
        if set(launch) != {"threads", "smem", "grid"}:
            raise ValueError(launch)
        return shape, params, launch
    except ValueError:
        raise SystemExit(f"--point {text!r}: expected 'SIZES;PARAMS;threads=N,smem=BYTES,grid=CTAS'")


def render(template_text, shape, params):
    """The source evotune compiles for a point: one #define per size and parameter (a parameter the point
    leaves out takes the template's declared default), then the template."""
    values = {**template_defaults(template_text), **shape, **params}
    return "".join(f"#define {k} {v}\n" for k, v in values.items()) + template_text


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--template", required=True)
    ap.add_argument("--entry", required=True)
    ap.add_argument("--point", action="append", required=True)
    ap.add_argument("--out")
    args = ap.parse_args()
    text = Path(args.template).read_text()
    points = [parse_point(p) for p in args.point]  # every point checked before the GPU is asked
    nvrtc, drv = Nvrtc(), Driver()
    rows = []
    for shape, params, launch in points:
        cubin, _ = nvrtc.compile(render(text, shape, params), Path(args.template).name, "sm_90a", ["-std=c++17"])
        fn = drv.function(cubin, args.entry)
        drv.check(drv.lib.cuFuncSetAttribute(fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, launch["smem"]),
                  "cuFuncSetAttribute")
        cluster = 1
        for attr in (CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH, CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT,
                     CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH):
            cluster *= max(1, drv.attribute(fn, attr))
        per_sm = ctypes.c_int()
        drv.check(drv.lib.cuOccupancyMaxActiveBlocksPerMultiprocessor(ctypes.byref(per_sm), fn, launch["threads"],
                                                                      ctypes.c_size_t(launch["smem"])),
                  "cuOccupancyMaxActiveBlocksPerMultiprocessor")
        row = dict(shape=shape, params=params, launch=launch, cluster_size=cluster, ctas_per_sm=per_sm.value,
                   resident_by_sm=per_sm.value * drv.sms)
        if cluster > 1:
            # the kernel's own cluster shape applies: the config names none
            cfg = LaunchConfig(launch["grid"], 1, 1, launch["threads"], 1, 1, launch["smem"], None, None, 0)
            clusters = ctypes.c_int()
            drv.check(drv.lib.cuOccupancyMaxActiveClusters(ctypes.byref(clusters), fn, ctypes.byref(cfg)),
                      "cuOccupancyMaxActiveClusters")
            row["max_active_clusters"] = clusters.value
            row["resident"] = clusters.value * cluster
        else:
            row["resident"] = row["resident_by_sm"]
        row["waves"] = launch["grid"] / row["resident"] if row["resident"] else float("inf")
        rows.append(row)
        print(f"{','.join(f'{k}={v}' for k, v in shape.items())} MCAST={params.get('MCAST', '-')} "
              f"cluster {cluster}: {row['ctas_per_sm']} CTA/SM, resident {row['resident']} CTAs"
              + (f" ({row['max_active_clusters']} clusters)" if cluster > 1 else "")
              + f", grid {launch['grid']}: {row['waves']:.2f} waves")
    if args.out:
        Path(args.out).write_text(json.dumps(dict(device=drv.name, sms=drv.sms, points=rows), indent=1) + "\n")


if __name__ == "__main__":
    main()
