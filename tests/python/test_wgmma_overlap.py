#!/usr/bin/env python3
"""bench/wgmma_overlap.py on cuobjdump-style listings (CPU only): what it counts between a wait that
leaves one wgmma group in flight and the wait for that group, and its refusals.

  python3 tests/python/test_wgmma_overlap.py      (ctest: wgmma_overlap_tool)
"""
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

TOOL = Path(__file__).resolve().parents[2] / "bench" / "wgmma_overlap.py"


def listing(*body):
    """A cuobjdump -sass listing: each instruction line followed by its encoding line."""
    out = ["        code for sm_90a", "                Function : attention_ws"]
    for n, ins in enumerate(body):
        out.append(f"        /*{16 * n:04x}*/                   {ins} ;                /* 0x000000000000 */")
        out.append("                                                                  /* 0x000fe40000010100 */")
    return "\n".join(out) + "\n"


HGMMA = "HGMMA.64x64x16.F32 R88, R120, gdesc[UR8].tnspB, R88, gsb0"
WAIT1 = "WARPGROUP.DEPBAR.LE gsb0, 0x1"
WAIT0 = "WARPGROUP.DEPBAR.LE gsb0, 0x0"


class WgmmaOverlap(unittest.TestCase):
    def run_tool(self, *texts):
        with tempfile.TemporaryDirectory() as d:
            paths = []
            for i, text in enumerate(texts):
                p = Path(d) / f"k{i}.sass"
                p.write_text(text)
                paths.append(str(p))
            return subprocess.run([sys.executable, str(TOOL), *paths], capture_output=True, text=True)

    def test_hoisted_wait_leaves_nothing_under_the_gemm(self):
        r = self.run_tool(listing(HGMMA, WAIT1, "FMNMX R7, R24, -INF, !PT", WAIT0, "MUFU.EX2 R120, R120",
                                  "SHFL.BFLY PT, R7, R10, 0x1, 0x1f"))
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("1 MUFU.EX2 in all; 1 wait(1)..wait(0) windows", r.stdout)
        self.assertIn("1 instructions under the in-flight group, 0 MUFU.EX2, 0 SHFL", r.stdout)

    def test_softmax_under_the_gemm_is_counted(self):
        r = self.run_tool(listing(HGMMA, WAIT1, "MUFU.EX2 R120, R120", "SHFL.BFLY PT, R7, R10, 0x1, 0x1f",
                                  "MUFU.EX2 R121, R121", WAIT0, "MUFU.EX2 R122, R122"))
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("3 MUFU.EX2 in all; 1 wait(1)..wait(0) windows", r.stdout)
        self.assertIn("3 instructions under the in-flight group, 2 MUFU.EX2, 1 SHFL", r.stdout)

    def test_a_full_wait_alone_opens_no_window(self):
        # wait(0) without a wait(1) before it, and a wait(1) never closed: no window either way
        r = self.run_tool(listing(HGMMA, WAIT0, "MUFU.EX2 R120, R120", HGMMA, WAIT1, "MUFU.EX2 R121, R121"))
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("0 wait(1)..wait(0) windows", r.stdout)

    def test_refusals(self):
        r = subprocess.run([sys.executable, str(TOOL)], capture_output=True, text=True)
        self.assertEqual(r.returncode, 2)
        r = subprocess.run([sys.executable, str(TOOL), "/nonexistent/k.sass"], capture_output=True, text=True)
        self.assertEqual(r.returncode, 2)
        self.assertIn("cannot read /nonexistent/k.sass", r.stderr)
        self.assertNotIn("Traceback", r.stderr)


if __name__ == "__main__":
    unittest.main()
