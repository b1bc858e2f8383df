"""Writes data/secret/*.in for Balanced Till Spans (seeded, deterministic). Answers come from the accepted solution."""
import os
import random

R = random.Random(8086)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXC = 10**5, 10**4


def write(name, k, c):
    assert 1 <= len(c) <= MAXN and all(-MAXC <= x <= MAXC for x in c)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(c)} {k}\n{" ".join(map(str, c))}\n')


write('01-single-hit', 5, [5])
write('02-single-miss', 4, [5])
write('03-negative-k', -3, [-1, -2, 4, -7, 4])
write('04-k-unreachable', 10**9, [MAXC] * 50)
write('05-prefix-spans', 6, [6, 0, 0, -1, 1])  # spans starting at hour 1
write('06-all-zero-max', 0, [0] * MAXN)  # 5 000 050 000 spans: needs 64-bit
write('07-random-small-values-max', 2, [R.randint(-9, 9) for _ in range(60000)])
write('08-big-values', 0, [R.choice((-MAXC, MAXC)) for _ in range(5000)])
write('09-alternating-ones', 0, [(-1) ** i for i in range(20000)])
write('10-small-random', 1, [R.randint(-2, 2) for _ in range(15)])
write('11-positive-only', 100, [R.randint(1, 20) for _ in range(10000)])
write('12-k-min', -10**9, [-MAXC] * 100)
