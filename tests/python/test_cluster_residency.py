#!/usr/bin/env python3
"""bench/cluster_residency.py without a GPU: its --point parsing and refusals, and the source it renders,
compiled by NVRTC for sm_90a where libnvrtc is here (an MCAST=2 point, whose cubin must carry the
kernel's cluster shape; and one missing a macro, which the template refuses by name).

  python3 tests/python/test_cluster_residency.py      (ctest: cluster_residency_tool)
"""
import subprocess
import sys
import unittest
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "bench"))
import cluster_residency as cr  # noqa: E402

SHAPE = "B=2,H=8,S=512,D=64,CAUSAL=0"
PARAMS = ("BLOCK_N=128,M_WG=2,STAGES=4,PIPE=0,PINGPONG=0,REGSPLIT=0,CLUSTER=1,TILES=1,KSPLIT=2,ROWSUM=hadd,"
          "RESCALE=always,STREAMK=0,QBUFS=2,QFREE=late,PREFETCH=none,QBAR=cta,QSRC=smem,SACC=f32,POLY=0,MCAST=2")
LAUNCH = "threads=384,smem=158856,grid=128"


class Points(unittest.TestCase):
    def test_a_point_is_sizes_parameters_and_launch(self):
        shape, params, launch = cr.parse_point(f"{SHAPE};{PARAMS};{LAUNCH}")
        self.assertEqual(shape["S"], "512")
        self.assertEqual(params["MCAST"], "2")
        self.assertEqual(launch, {"threads": 384, "smem": 158856, "grid": 128})

    def test_a_point_without_its_launch_is_refused_saying_the_form(self):
        r = subprocess.run([sys.executable, str(REPO / "bench" / "cluster_residency.py"), "--template",
                            str(REPO / "templates" / "attention_ws.cu"), "--entry", "attention_ws", "--point",
                            f"{SHAPE};{PARAMS}"], capture_output=True, text=True, timeout=60)
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("expected 'SIZES;PARAMS;threads=N,smem=BYTES,grid=CTAS'", r.stderr)

    def test_a_launch_missing_its_grid_is_refused(self):
        with self.assertRaises(SystemExit) as caught:
            cr.parse_point(f"{SHAPE};{PARAMS};threads=384,smem=158856")
        self.assertIn("expected 'SIZES;PARAMS;threads=N,smem=BYTES,grid=CTAS'", str(caught.exception))

    def test_without_a_driver_it_says_so(self):
        try:
            import ctypes
            ctypes.CDLL("libcuda.so.1")
            self.skipTest("a CUDA driver is here")
        except OSError:
            pass
        r = subprocess.run([sys.executable, str(REPO / "bench" / "cluster_residency.py"), "--template",
                            str(REPO / "templates" / "attention_ws.cu"), "--entry", "attention_ws", "--point",
                            f"{SHAPE};{PARAMS};{LAUNCH}"], capture_output=True, text=True, timeout=60)
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("no CUDA driver here", r.stderr)
        self.assertNotIn("Traceback", r.stderr)

    def test_the_rendered_source_defines_every_size_and_parameter_first(self):
        shape, params, _ = cr.parse_point(f"{SHAPE};{PARAMS};{LAUNCH}")
        src = cr.render("// the template\n", shape, params)
        self.assertTrue(src.startswith("#define B 2\n#define H 8\n"))
        self.assertIn("#define MCAST 2\n", src)
        self.assertTrue(src.endswith("// the template\n"))


class Compile(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        try:
            cls.nvrtc = cr.Nvrtc()
        except RuntimeError as exc:
            raise unittest.SkipTest(f"no libnvrtc here: {exc}")
        cls.text = (REPO / "templates" / "attention_ws.cu").read_text()

    def test_an_mcast_point_compiles_with_its_cluster_shape(self):
        shape, params, _ = cr.parse_point(f"{SHAPE};{PARAMS};{LAUNCH}")
        cubin, _ = self.nvrtc.compile(cr.render(self.text, shape, params), "attention_ws.cu", "sm_90a", ["-std=c++17"])
        alone, _ = self.nvrtc.compile(cr.render(self.text, shape, {**params, "MCAST": "1"}), "attention_ws.cu",
                                      "sm_90a", ["-std=c++17"])
        self.assertGreater(len(cubin), len(alone))  # the multicast loads and the cluster's releases

    def test_a_missing_parameter_stops_with_the_templates_message(self):
        shape, params, _ = cr.parse_point(f"{SHAPE};{PARAMS};{LAUNCH}")
        del params["BLOCK_N"]  # (one with no default)
        with self.assertRaises(RuntimeError) as caught:
            self.nvrtc.compile(cr.render(self.text, shape, params), "attention_ws.cu", "sm_90a", ["-std=c++17"])
        self.assertIn("attention_ws needs BLOCK_N", str(caught.exception))

    def test_a_parameter_left_out_takes_the_templates_default(self):
        shape, params, _ = cr.parse_point(f"{SHAPE};{PARAMS};{LAUNCH}")
        src = cr.render(self.text, shape, params)  # (PARAMS leaves RELEASE out)
        self.assertIn("#define RELEASE pair\n", src)
        self.assertIn("#define MCAST 2\n", src)  # given: not the default 1
        self.assertNotIn("#define MCAST 1\n", src)
        self.nvrtc.compile(src, "attention_ws.cu", "sm_90a", ["-std=c++17"])


if __name__ == "__main__":
    unittest.main()
