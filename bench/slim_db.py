#!/usr/bin/env python3
"""Copies an evotune database without its cubins, for the trip back from a GPU machine:
a few hundred KB instead of tens of MB; leaderboard, search_race --dbs and the SQL of the
results READMEs read it as they read the original (export, which needs the cubins, does not).

  python3 bench/slim_db.py SOURCE.db DEST.db
"""
import sqlite3
import sys

if len(sys.argv) != 3:
    sys.exit(__doc__)
src, dst = sys.argv[1], sys.argv[2]
with sqlite3.connect(src) as a, sqlite3.connect(dst) as b:
    a.backup(b)
b = sqlite3.connect(dst)
b.execute("UPDATE compiles SET cubin = NULL")
b.commit()
b.execute("VACUUM")
b.close()
