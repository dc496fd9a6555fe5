#!/usr/bin/env python3
"""Reads the raw clock64/globaltimer stamps of the S=512 trace variant (10 launches x 1024 CTAs x 3 x 16 u64)
and prints, per stamp, the median and p10/p90 over CTAs and launches of (stamp - the CTA's entry clock), in ns
at the SM clock given, plus the launch's spread of CTA entries and ends by globaltimer."""
import struct, sys, statistics as st
path, ctas, mhz = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]) if len(sys.argv) > 3 else 1980.0
raw = open(path, 'rb').read()
per = 1024 * 3 * 16
n = len(raw) // (8 * per)
names = {0: 'consumer entry (after setmaxnreg)', 1: 'Q landed', 2: 'K0 landed', 3: 'S0 done', 4: 'softmax0 done',
         5: 'V0 landed', 6: 'K1 landed', 7: 'S1 done', 8: 'softmax1 done', 9: 'V1 landed', 10: 'last PV done',
         11: 'merge barrier passed', 12: 'merge added (wg0)', 13: 'epilogue stores issued'}
vals = {(w, s): [] for w in range(2) for s in names}
prod = {15: [], 3: [], 5: [], 6: [], 8: [], 10: [], 12: [], 4: []}
starts, ends = [], []
for r in range(n):
    a = struct.unpack_from('<%dQ' % per, raw, r * 8 * per)
    at = lambda c, w, s: a[(c * 3 + w) * 16 + s]
    g0 = [at(c, 2, 1) for c in range(ctas)]
    gmin = min(g0)
    starts.append(max(g0) - gmin)
    ends.append(max(max(at(c, w, 14) for w in range(2)) for c in range(ctas)) - gmin)
    for c in range(ctas):
        t0 = at(c, 2, 0)
        for s in prod:
            if at(c, 2, s): prod[s].append((at(c, 2, s) - t0) * 1000 / mhz)
        for w in range(2):
            for s in names:
                v = at(c, w, s)
                if v: vals[(w, s)].append((v - t0) * 1000 / mhz)
def q(x):
    x = sorted(x)
    return x[len(x) // 2], x[len(x) // 10], x[(9 * len(x)) // 10]
print('launches %d, CTAs %d; SM clock %.0f MHz; ns from the CTA entry (tid 0, first instruction)' % (n, ctas, mhz))
print('CTA entries spread (globaltimer, last - first) median %.0f ns; last consumer end after first entry median %.0f ns'
      % (st.median(starts), st.median(ends)))
pn = {15: 'mbarriers set up', 3: 'producer branch', 5: 'Q issued', 6: 'tile 0 K+V issued', 8: 'tile 1', 10: 'tile 2', 12: 'tile 3', 4: 'all loads issued'}
print('producer (thread 0): ' + '; '.join('%s %.0f' % (pn[k], q(v)[0]) for k, v in prod.items() if v))
print('%-34s %22s %22s' % ('stamp', 'warpgroup 0 med (p10-p90)', 'warpgroup 1 med (p10-p90)'))
for s, nm in names.items():
    cols = []
    for w in range(2):
        x = vals[(w, s)]
        cols.append('%6.0f (%5.0f-%5.0f) n=%d' % (*q(x), len(x)) if x else '-')
    print('%-34s %s   %s' % (nm, cols[0], cols[1]))
