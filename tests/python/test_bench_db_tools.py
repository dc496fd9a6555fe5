#!/usr/bin/env python3
"""bench/slim_db.py and bench/db_status.py on a real evotune database (CPU only): `evotune run --no-gpu`
compiles s512_scalar's first generation into a database with cubins; slim_db copies it without them
(every other row kept, the source untouched), and db_status reads the copy and fails on a candidate
whose status says it was wrong, while ok and gate-rejected ones pass.

  python3 tests/python/test_bench_db_tools.py EVOTUNE_BINARY      (ctest: bench_db_tools)
"""
import os
import sqlite3
import subprocess
import sys
import tempfile
import unittest
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
EVOTUNE = None


def count(db, sql):
    with sqlite3.connect(db) as c:
        return c.execute(sql).fetchone()[0]


class DbTools(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.TemporaryDirectory()
        cls.db = Path(cls.tmp.name) / "full.db"
        proc = subprocess.run([EVOTUNE, "--db", str(cls.db), "run", "experiments/s512_scalar.yaml", "--no-gpu",
                               "--arch", "sm_90", "--jobs", "2"], cwd=REPO, capture_output=True, text=True)
        assert proc.returncode in (0, 2), proc.stderr
        assert count(cls.db, "SELECT COUNT(*) FROM compiles WHERE cubin IS NOT NULL") > 0, "no cubins stored"

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def test_slim_copy_drops_the_cubins_and_keeps_every_row(self):
        slim = Path(self.tmp.name) / "slim.db"
        subprocess.run([sys.executable, str(REPO / "bench/slim_db.py"), str(self.db), str(slim)], check=True)
        for table in ("candidates", "compiles", "compile_kernels", "experiments"):
            self.assertEqual(count(slim, f"SELECT COUNT(*) FROM {table}"), count(self.db, f"SELECT COUNT(*) FROM {table}"))
        self.assertEqual(count(slim, "SELECT COUNT(*) FROM compiles WHERE cubin IS NOT NULL"), 0)
        self.assertGreater(count(self.db, "SELECT COUNT(*) FROM compiles WHERE cubin IS NOT NULL"), 0)
        self.assertLess(slim.stat().st_size, self.db.stat().st_size)

    def test_status_fails_only_on_a_wrong_candidate(self):
        db = Path(self.tmp.name) / "status.db"
        subprocess.run([sys.executable, str(REPO / "bench/slim_db.py"), str(self.db), str(db)], check=True)
        with sqlite3.connect(db) as c:
            (cand, env), (other, _) = c.execute("SELECT id, environment_id FROM candidates ORDER BY id LIMIT 2")
            c.execute("INSERT INTO evaluations (candidate_id, environment_id, status, time_p50_us, rel_norm) "
                      "VALUES (?, ?, 'ok', 12.5, 3e-4)", (cand, env))
        status = [sys.executable, str(REPO / "bench/db_status.py"), str(db)]
        ok = subprocess.run(status, capture_output=True, text=True)
        self.assertEqual(ok.returncode, 0, ok.stderr)
        self.assertIn("s512_scalar", ok.stdout)
        self.assertIn("fastest ok: 12.50 us, rel norm 3.00e-04", ok.stdout)
        with sqlite3.connect(db) as c:
            c.execute("INSERT INTO evaluations (candidate_id, environment_id, status, error) "
                      "VALUES (?, ?, 'incorrect', 'output o: 3 of 8 elements outside')", (other, env))
        bad = subprocess.run(status, capture_output=True, text=True)
        self.assertEqual(bad.returncode, 1)
        self.assertIn("incorrect: ", bad.stdout)
        self.assertIn("output o: 3 of 8 elements outside", bad.stdout)


if __name__ == "__main__":
    if len(sys.argv) < 2 or not os.access(sys.argv[1], os.X_OK):
        sys.exit("usage: test_bench_db_tools.py EVOTUNE_BINARY [unittest options]")
    EVOTUNE = os.path.abspath(sys.argv.pop(1))
    unittest.main()
