#!/usr/bin/env python3
"""The Python module of `evotune export experiments/tma_copy.yaml --python` (a kernel that takes a
TMA tensor map) run on the CPU with stand-ins for PyTorch and the CUDA driver: forward() encodes
the map from the input's pointer with cuTensorMapEncodeTiled's arguments as evotune encoded them
(innermost first), passes its 64-byte aligned 128 bytes as the kernel's parameter, encodes again
only for another buffer, and a refused map or a driver without the entry point is an EvotuneError
naming the map. The module's real GPU run: tests/cli/test_tma_gpu.cpp.

    python3 tests/python/test_exported_module_maps.py EVOTUNE_BINARY
"""

import ctypes
import importlib.util
import subprocess
import sys
import tempfile
import types
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
POINT = "BOX_ROWS=64,BOX_COLS=64,SWIZZLE=128,STAGES=2,TILES_PER_CTA=4,THREADS=128"
failures = []


def expect(cond, what):
    print(("ok   " if cond else "FAIL ") + what)
    if not cond:
        failures.append(what)


class Tensor:
    """What the module asks of a tensor: shape, dtype, device, its pointer, its layout."""
    next_ptr = 0x7F0000000000

    def __init__(self, shape, dtype, ptr=None, contiguous=True):
        self.shape, self.dtype, self.contiguous = tuple(shape), dtype, contiguous
        self.device = DEVICE
        if ptr is None:
            Tensor.next_ptr += 1 << 24
            ptr = Tensor.next_ptr
        self.ptr = ptr

    def data_ptr(self):
        return self.ptr

    def is_contiguous(self):
        return self.contiguous

    def get_device(self):
        return self.device.index

    def stride(self):
        return (self.shape[1], 1)


DEVICE = types.SimpleNamespace(type="cuda", index=0)


def fake_torch():
    torch = types.ModuleType("torch")
    torch.float16, torch.bfloat16, torch.float32, torch.int32 = "float16", "bfloat16", "float32", "int32"
    torch.Tensor = Tensor
    torch.cuda = types.SimpleNamespace(is_available=lambda: False,
                                       current_stream=lambda device: types.SimpleNamespace(cuda_stream=0))
    torch.library = types.SimpleNamespace()  # no custom_op: forward stays a plain function
    torch.empty = lambda shape, dtype, device: Tensor(shape, dtype)
    return torch


class FakeDriver:
    """The calls _run makes, recorded; encode answers `result`."""

    def __init__(self, module, result=0):
        self.encodes, self.launches, self.result = [], [], result
        self.driver = object.__new__(module._Driver)  # its real tensor_map() and check()
        self.driver.contexts = {}
        self.driver.enter = lambda device: False
        self.driver.leave = lambda: None
        self.driver.encode = self.encode
        self.driver.lib = types.SimpleNamespace(cuLaunchKernel=self.launch,
                                                cuGetErrorName=lambda rc, name: 0)

    def encode(self, where, dtype, rank, address, dims, strides, box, element_strides, interleave, swizzle, l2, oob):
        self.encodes.append({"where": where, "dtype": dtype, "rank": rank, "address": address,
                             "dims": list(dims[:rank]), "strides": list(strides[:max(rank - 1, 1)]),
                             "box": list(box[:rank]), "element_strides": list(element_strides[:rank]),
                             "interleave": interleave, "swizzle": swizzle, "l2": l2, "oob": oob})
        ctypes.memset(where, 0xAB, 128)  # what the driver writes: the map's 128 bytes
        return self.result

    def launch(self, fn, gx, gy, gz, bx, by, bz, shared, stream, params, extra):
        self.launches.append([params[i] for i in range(2)])
        return 0


def main():
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "tma.py"
        r = subprocess.run([sys.argv[1], "export", "experiments/tma_copy.yaml", "--params", POINT, "--python",
                            "-o", str(path)], capture_output=True, text=True, cwd=REPO, timeout=300)
        if r.returncode != 0:
            print(r.stderr)
            return 1
        sys.modules["torch"] = fake_torch()
        spec = importlib.util.spec_from_file_location("tma", path)
        tma = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(tma)

        fake = FakeDriver(tma)
        tma._driver = fake.driver
        launch = tma._SPECS[0]["launches"][0]
        tma._loaded[0] = [[("tma_copy", tuple(launch["grid"]), tuple(launch["block"]), launch["shared_bytes"],
                            launch["args"])]]
        expect(launch["args"] == [2, 1], "the kernel takes (src_map, dst)")

        x = Tensor((8192, 1024), "float16", ptr=0x7E0000000000)
        y = tma._run((x,), {})
        expect(len(fake.encodes) == 1, "one encode for the first call")
        e = fake.encodes[0]
        expect(e["address"] == x.ptr, "the map is over the input's buffer")
        expect(e["dims"] == [1024, 8192] and e["strides"] == [2048] and e["box"] == [64, 64],
               f"dims, strides, box innermost first ({e['dims']}, {e['strides']}, {e['box']})")
        expect(e["element_strides"] == [1, 1] and e["interleave"] == 0, "element strides 1, no interleave")
        expect((e["dtype"], e["swizzle"], e["l2"], e["oob"]) == (6, 3, 3, 0),
               "FLOAT16, SWIZZLE_128B, L2_256B, OOB zero as cuda.h numbers them")
        expect(e["where"] % 64 == 0, "the map is written at a 64-byte aligned address")
        params = fake.launches[0]
        expect(params[0] == e["where"], "the kernel's first parameter is the map's 128 bytes")
        expect(ctypes.c_uint8.from_address(params[0]).value == 0xAB, "...as the driver wrote them")
        expect(ctypes.c_void_p.from_address(params[1]).value == y.ptr, "the second is the output's pointer")
        expect(y.shape == (8192, 1024) and y.dtype == "float16", "the output is allocated as dst")

        tma._run((x,), {})
        expect(len(fake.encodes) == 1, "the same buffer again: the map is reused")
        x2 = Tensor((8192, 1024), "float16")
        tma._run((x2,), {})
        expect(len(fake.encodes) == 2 and fake.encodes[1]["address"] == x2.ptr, "another buffer: encoded for it")

        refused = FakeDriver(tma, result=1)  # CUDA_ERROR_INVALID_VALUE
        tma._driver = refused.driver
        try:
            tma._run((Tensor((8192, 1024), "float16"),), {})
            expect(False, "a refused map raises")
        except tma.EvotuneError as err:
            expect("encoding tensor map src_map over src" in str(err) and not refused.launches,
                   f"a refused map raises naming it, nothing launched ({err})")
        # x2's map was the last one encoded; the refused encode overwrote its buffer.
        tma._driver = fake.driver
        tma._run((x2,), {})
        expect(len(fake.encodes) == 3 and fake.encodes[-1]["address"] == x2.ptr and len(fake.launches) == 4,
               "after a refused encode the last buffer is encoded again, not launched with the failed map")
        try:
            tma._run((Tensor((8192, 1024), "float16", contiguous=False),), {})
            expect(False, "a non-contiguous input of a shape seen before raises")
        except ValueError as err:
            expect("src is not contiguous" in str(err) and len(fake.launches) == 4,
                   f"the layout is checked on every call, also for a shape checked before ({err})")
        tma._driver = refused.driver
        refused.driver.encode = None
        try:
            tma._run((Tensor((8192, 1024), "float16"),), {})
            expect(False, "no entry point raises")
        except tma.EvotuneError as err:
            expect("no cuTensorMapEncodeTiled" in str(err) and "src_map" in str(err),
                   f"a driver without cuTensorMapEncodeTiled is named ({err})")
    print(f"{len(failures)} failed" if failures else "all passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
