"""Writes data/secret/*.in for Shared Free Minutes (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.cpp on each input."""
import os
import random

R = random.Random(2_468)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXT = 10**4, 10**6


def diary(count, span, max_gap, max_len):
    """count sorted, non-overlapping intervals inside [0, span]; touching neighbours allowed."""
    out, t = [], R.randint(0, max_gap)
    for _ in range(count):
        length = R.randint(1, max_len)
        if t + length > span:
            break
        out.append((t, t + length))
        t += length + R.randint(0, max_gap)
    return out


def write(name, a, b):
    for d in (a, b):
        assert 1 <= len(d) <= MAXN and all(0 <= s < e <= MAXT for s, e in d)
        assert all(d[i][1] <= d[i + 1][0] for i in range(len(d) - 1))
    lines = [f'{len(a)} {len(b)}'] + [f'{s} {e}' for s, e in a] + [f'{s} {e}' for s, e in b]
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write('\n'.join(lines) + '\n')


write('01-same-single-interval', [(5, 9)], [(5, 9)])
write('02-disjoint', [(0, 10), (20, 30)], [(10, 20), (30, 40)])
write('03-one-covers-many', [(0, 1000)], [(1, 2), (5, 10), (10, 20), (999, 1000)])
# Bo's long interval ends after Ana's later ones start: advancing by start instead of end skips overlaps.
write('04-long-interval-spans-several', [(0, 100), (150, 160), (170, 180)], [(50, 200), (300, 400)])
write('05-touching-neighbours', [(0, 5), (5, 10), (10, 15)], [(4, 11)])
write('06-whole-month', [(0, MAXT)], [(0, MAXT)])
write('07-random-small', diary(8, 200, 20, 30), diary(8, 200, 20, 30))
write('08-random-medium', diary(2000, MAXT, 300, 300), diary(1500, MAXT, 400, 400))
write('09-many-short-vs-few-long', diary(MAXN, MAXT, 60, 40), diary(50, MAXT, 5000, 20000))
# Largest: both diaries full; comparing every pair is 1e8 comparisons.
write('10-max-both-full', diary(MAXN, MAXT, 45, 50), diary(MAXN, MAXT, 45, 50))
