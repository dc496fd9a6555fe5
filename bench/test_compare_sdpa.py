#!/usr/bin/env python3
"""CPU checks of bench/compare_sdpa.py (no GPU, no PyTorch): it reads what the real
`evotune export --launch-json` writes, rejects damaged launch files with a message naming the
file and the key, compiles the exported .cu with NVRTC through ctypes when libnvrtc is here,
and renders its report tables.

  python3 bench/test_compare_sdpa.py EVOTUNE_BINARY     (ctest: compare_sdpa_inputs)
"""

import json
import os
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
sys.path.insert(0, str(BENCH))
import compare_sdpa as cs  # noqa: E402

EVOTUNE = None
POINT = "BLOCK_N=128,KV_WG=1,STAGES=3,PIPE=0,EXP2=f16x2,ROWSUM=mma,SACC=f16,SYNC=mbar,POLY=2,PREFETCH=0"


class LaunchFiles(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.dir = Path(cls.tmp.name)
        (cls.dir / "w").mkdir()
        subprocess.run([EVOTUNE, "export", "experiments/attn_b4h16_s1024.yaml", "--params", POINT, "-o",
                        str(cls.dir / "w" / "k.cu"), "--launch-json", str(cls.dir / "w" / "k.json")],
                       cwd=REPO, check=True, capture_output=True)
        cls.good = json.loads((cls.dir / "w" / "k.json").read_text())

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def write(self, doc, name="bad.json"):
        path = self.dir / "w" / name
        path.write_text(json.dumps(doc))
        return path

    def rejects(self, doc, *pieces):
        path = self.write(doc)
        with self.assertRaises(cs.InputError) as ctx:
            cs.load_launch(path)
        msg = str(ctx.exception)
        self.assertIn(str(path), msg)
        for p in pieces:
            self.assertIn(p, msg)

    def test_reads_the_export(self):
        doc = cs.load_launch(self.dir / "w" / "k.json")
        self.assertEqual(cs.shape_key(doc["problem"]), (4, 16, 1024, 64, 0))
        self.assertEqual(doc["launches"][0]["grid"], [16, 16, 4])
        self.assertEqual(Path(doc["cu_path"]).name, "k.cu")
        self.assertIn("#define BLOCK_N 128", doc["source"])

    def test_rejects_damaged_files(self):
        bad = dict(self.good, format="evotune-launch/0")
        self.rejects(bad, "format", "evotune-launch/1")
        bad = {k: v for k, v in self.good.items() if k != "launches"}
        self.rejects(bad, "missing key 'launches'")
        bad = json.loads(json.dumps(self.good))
        bad["arguments"][2]["shape"] = [4, 16, 1024, 128]
        self.rejects(bad, "arguments.v.shape", "[4, 16, 1024, 64]")
        bad = json.loads(json.dumps(self.good))
        bad["arguments"][3]["name"] = "out"
        self.rejects(bad, "no tensor named 'o'")
        bad = json.loads(json.dumps(self.good))
        bad["launches"][0]["args"] = [0, 1, 2, 3, 4, 5, 9]
        self.rejects(bad, "launches[0].args")
        bad = dict(self.good, source_file="missing.cu")
        self.rejects(bad, "source_file", "missing.cu")
        path = self.dir / "w" / "garbage.json"
        path.write_text("{not json")
        with self.assertRaises(cs.InputError):
            cs.load_launch(path)

    def test_two_winners_for_one_shape_is_an_input_error(self):
        second = self.write(self.good, "second.json")
        proc = subprocess.run([sys.executable, str(BENCH / "compare_sdpa.py"), "--winner",
                               str(self.dir / "w" / "k.json"), "--winner", str(second)], capture_output=True, text=True)
        self.assertEqual(proc.returncode, 2, proc.stderr)
        self.assertIn("a second winner for (4,16,1024,64)", proc.stderr)

    def test_a_module_that_is_not_an_export_is_an_input_error(self):
        plain = self.dir / "w" / "plain.py"
        plain.write_text("x = 1\n")
        for path, words, label in ((plain, "not a module written by evotune export --python", ""),
                                   (self.dir / "w" / "absent.py", "cannot import", ""),
                                   (self.dir / "w" / "absent.py", "cannot import", "fp16s=")):
            proc = subprocess.run([sys.executable, str(BENCH / "compare_sdpa.py"), "--module", label + str(path)],
                                  capture_output=True, text=True)
            self.assertEqual(proc.returncode, 2, proc.stderr)
            self.assertIn(str(path), proc.stderr)
            self.assertIn(words, proc.stderr)

    def test_two_modules_registering_one_torch_op_is_an_input_error(self):
        # (exports before f7dc1e0 named the op by the module's name alone; the second import would have
        # replaced the first's implementation, and the first backend would have run the second's kernels)
        text = '_OP_NAME = "evotune_attn_ws::forward"\n_LIBRARY = {"specializations": []}\n\n\ndef forward():\n    pass\n'
        paths = []
        for folder in ("m1", "m2"):
            (self.dir / folder).mkdir(exist_ok=True)
            paths.append(self.dir / folder / "attn_ws.py")
            paths[-1].write_text(text)
        proc = subprocess.run([sys.executable, str(BENCH / "compare_sdpa.py"), "--module", str(paths[0]),
                               "--module", "fp16s=" + str(paths[1])], capture_output=True, text=True)
        self.assertEqual(proc.returncode, 2, proc.stderr)
        self.assertIn(f"{paths[1]}: registers the torch op evotune_attn_ws::forward, as {paths[0]} does",
                      proc.stderr)

    def test_nvrtc_compiles_the_export_as_evotune_does(self):
        try:
            nvrtc = cs.Nvrtc()
        except RuntimeError as exc:
            self.skipTest(f"no libnvrtc here: {exc}")
        doc = cs.load_launch(self.dir / "w" / "k.json")
        cubin, _ = nvrtc.compile(doc["source"], "k.cu", doc["compile"]["arch"], doc["compile"]["options"])
        self.assertEqual(cubin[:4], b"\x7fELF")
        with self.assertRaises(RuntimeError) as ctx:
            nvrtc.compile(doc["source"] + "\nthis is not C++;\n", "k.cu", doc["compile"]["arch"], doc["compile"]["options"])
        self.assertIn("NVRTC could not compile k.cu", str(ctx.exception))


class Reports(unittest.TestCase):
    def test_tables_carry_the_ratios_and_the_precision_columns(self):
        turns = [dict(round=0, kernel_us=5.3, sm_mhz=1980, clock_reasons="0x0000000000000000"),
                 dict(round=1, kernel_us=5.9, sm_mhz=1755, clock_reasons="0x0000000000000004")]
        backends = dict(evotune=dict(kernel_us=5.3, p10_us=5.2, p90_us=5.4, events_us=6.2, tflops=203, rel_err=2.8e-4,
                                     turns=turns),
                        **{"evotune:fp16s": dict(kernel_us=5.0, p10_us=4.9, p90_us=5.1, events_us=6.0, tflops=214,
                                                 rel_err=8.5e-4)},
                        default=dict(kernel_us=8.0, p10_us=7.9, p90_us=8.1, events_us=9.0, tflops=134, rel_err=2.8e-4),
                        cudnn=dict(kernel_us=8.1, p10_us=8.0, p90_us=8.2, events_us=9.1, tflops=132, rel_err=2.8e-4),
                        flash=dict(error="RuntimeError: refused"))
        winner = dict(experiment="attn_ws_set", parameters={"M_WG": 2}, evotune_measured=None,
                      check=dict(max_rel_err=3e-4, max_abs_err=2e-4, nan=0, passed=True, tolerance=2e-3))
        reduced = dict(experiment="s512", parameters={"SACC": "f16"}, evotune_measured=None,
                       check=dict(max_rel_err=8.7e-4, max_abs_err=2e-3, nan=0, passed=True, tolerance=2e-3))
        report = dict(
            environment=dict(device="NVIDIA H200", sms=132, memory_gib=139.8, driver="580", torch="2.11", cuda="13.0",
                             cudnn=91900, cupy="14.2", commit="abc", date="d", nvrtc="13.0"),
            method=dict(rounds=5, iters=20, warmup=3, tolerance=2e-3, precision_factor=1.25),
            shapes=[dict(shape=[2, 8, 512, 64], causal=False, flops=1.07e9,
                         winners={"evotune": winner, "evotune:fp16s": reduced}, backends=backends,
                         ratios=dict(default=dict(kernel=5.3 / 8.0, events=6.2 / 9.0)),
                         precision=cs.precision_split(backends, 1.25)),
                    dict(shape=[4, 16, 4096, 64], causal=False, backends={}, ratios={}, winners={}, error="boom")])
        md = cs.markdown(report)
        self.assertIn("| (2,8,512,64) | 8.00 (default) | 2.8e-04 | 5.30 | 2.8e-04 | 0.662 | "
                      "5.00 (evotune:fp16s) | 8.5e-04 (3.0×) | 0.625 |", md)
        self.assertIn("| (2,8,512,64) | evotune | attn_ws_set: M_WG=2 | 3.00e-04 |", md)
        self.assertIn("| (2,8,512,64) | evotune:fp16s | s512: SACC=f16 | 8.70e-04 |", md)
        self.assertIn("the run of this shape failed: boom", md)
        self.assertIn("n/a: RuntimeError: refused", md)
        self.assertIn("- (2,8,512,64) evotune: 5.30 µs @ 1980 MHz, 5.90 µs @ 1755 MHz (clock-event reasons "
                      "0x0000000000000000, 0x0000000000000004)", md)
        rows = cs.table_rows(report)
        self.assertEqual([r[2] for r in rows], ["evotune", "evotune:fp16s", "default", "cudnn", "flash"])
        self.assertEqual(rows[2][8:10], ["5.30", "0.662"])  # PyTorch rows carry the first evotune backend's ratio
        self.assertEqual(cs.device_tag("NVIDIA H100 80GB HBM3"), "h100")
        self.assertEqual(cs.device_tag("NVIDIA H200"), "h200")

    def test_sm_clock_reads_nvidia_smi_and_falls_back_to_the_older_field_name(self):
        calls = []

        def fake_run(cmd, **kw):
            calls.append(cmd)
            ok = "clocks_throttle_reasons.active" in cmd[-2]  # an older nvidia-smi knows only this name
            return subprocess.CompletedProcess(cmd, 0 if ok else 2, stdout="1755, 0x0000000000000004\n" if ok else "",
                                               stderr="" if ok else "Field is not a valid field to query.")

        gpu = cs.Gpu.__new__(cs.Gpu)  # no torch here: only what sm_clock uses
        gpu._smi = None
        gpu.torch = type("T", (), {"cuda": type("C", (), {"current_device": staticmethod(lambda: 0)})})
        real = cs.subprocess.run
        cs.subprocess.run = fake_run
        try:
            self.assertEqual(gpu.sm_clock(), (1755, "0x0000000000000004"))
            self.assertEqual(len(calls), 2)  # the new name refused, then the old one
            self.assertEqual(gpu.sm_clock(), (1755, "0x0000000000000004"))
            self.assertEqual(len(calls), 3)  # the name that worked is kept
            cs.subprocess.run = lambda cmd, **kw: (_ for _ in ()).throw(FileNotFoundError("nvidia-smi"))
            gpu._smi = None
            self.assertEqual(gpu.sm_clock(), (None, None))  # no nvidia-smi: no clock, no failure
        finally:
            cs.subprocess.run = real

    def test_precision_split_bounds_at_a_factor_of_cudnns_error(self):
        b = dict(evotune=dict(kernel_us=10.0, rel_err=3.4e-4), cudnn=dict(kernel_us=12.0, rel_err=2.8e-4),
                 default=dict(kernel_us=11.0, rel_err=2.9e-4))
        p = cs.precision_split(b, 1.25)
        self.assertEqual((p["baseline"], p["fastest_torch"]), ("cudnn", "default"))
        self.assertEqual(p["at_baseline"]["backend"], "evotune")  # 3.4e-4 <= 1.25 * 2.8e-4 = 3.5e-4
        self.assertAlmostEqual(p["at_baseline"]["ratio"], 10.0 / 11.0)
        self.assertIsNone(p["reduced"])
        b["evotune"]["rel_err"] = 3.6e-4  # just above the bound: reduced precision, nothing at the baseline's
        p = cs.precision_split(b, 1.25)
        self.assertIsNone(p["at_baseline"])
        self.assertEqual(p["reduced"]["backend"], "evotune")
        self.assertAlmostEqual(p["reduced"]["err_vs_baseline"], 3.6e-4 / 2.8e-4)
        # a slower reduced-precision winner is still reported; without cuDNN the default's error is the baseline
        b = {"evotune": dict(kernel_us=10.0, rel_err=2.9e-4), "evotune:fp16s": dict(kernel_us=10.5, rel_err=9e-4),
             "cudnn": dict(error="refused"), "default": dict(kernel_us=11.0, rel_err=2.9e-4)}
        p = cs.precision_split(b, 1.25)
        self.assertEqual(p["baseline"], "default")
        self.assertEqual((p["at_baseline"]["backend"], p["reduced"]["backend"]), ("evotune", "evotune:fp16s"))
        # a NaN error is neither
        b["evotune"]["rel_err"] = float("nan")
        self.assertIsNone(cs.precision_split(b, 1.25)["at_baseline"])


if __name__ == "__main__":
    if len(sys.argv) < 2 or not os.access(sys.argv[1], os.X_OK):
        sys.exit("usage: test_compare_sdpa.py EVOTUNE_BINARY [unittest options]")
    EVOTUNE = os.path.abspath(sys.argv.pop(1))
    unittest.main()
