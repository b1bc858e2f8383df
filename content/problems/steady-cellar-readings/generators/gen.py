"""Writes data/secret/*.in for Steady Cellar Readings (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.cpp on each input."""
import os
import random

R = random.Random(31_337)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXT = 3 * 10**4, 9999


def write(name, d, t):
    assert 1 <= len(t) <= MAXN and all(0 <= x <= MAXT for x in t) and 0 <= d <= 10**4
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(t)} {d}\n{" ".join(map(str, t))}\n')


def walk(n, step, lo=0, hi=MAXT):
    x, out = R.randint(lo, hi), []
    for _ in range(n):
        x = min(hi, max(lo, x + R.randint(-step, step)))
        out.append(x)
    return out


write('01-one-reading', 0, [1234])
write('02-all-equal-zero-limit', 0, [700] * 15)
write('03-limit-covers-everything', 10**4, [0, 9999, 5000, 1, 9998])
# A reset-at-the-breaking-reading window misses the best run, which overlaps the broken one.
write('04-best-overlaps-a-broken-run', 10, [100, 105, 110, 95, 102, 104, 100, 98, 120, 118])
write('05-tie-earliest-wins', 2, [1, 2, 3, 9, 10, 11, 20, 21, 22])
write('06-zigzag', 1, [5, 6] * 40 + [7, 6] * 30)
write('07-random-small', 40, walk(60, 15, 1000, 2000))
write('08-random-medium', 120, walk(4000, 25))
write('09-max-flat', 0, [4242] * MAXN)  # the whole log is steady: extending from every start walks to the end
write('10-max-slow-drift', 900, walk(MAXN, 3))
write('11-max-noisy', 3000, [R.randint(0, MAXT) for _ in range(MAXN)])
