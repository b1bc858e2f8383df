"""Writes data/secret/*.in for Ferry Fuel Reserve (seeded, deterministic). Answers come from the accepted solution."""
import os
import random

R = random.Random(20261121)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXA = 20000, 10**9


def write(name, a):
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(a)}\n{" ".join(map(str, a))}\n')


write('01-single-positive', [5])
write('02-single-negative', [-7])
write('03-single-zero', [0])
write('04-all-zero', [0] * 10)
write('05-min-at-end', [1, 1, 1, -10])
write('06-min-at-start', [-9, 3, 3, 3])
write('07-small-random', [R.randint(-10, 10) for _ in range(30)])
write('08-all-minimum', [-MAXA] * MAXN)  # answer 2e13: needs 64-bit
write('09-all-maximum', [MAXA] * 1000)
write('10-recovering-deficit', [-MAXA] * 500 + [MAXA] * 499 + [-MAXA // 2])
write('11-random-max', [R.randint(-10**6, 10**6) for _ in range(MAXN)])
write('12-alternating', [(-1) ** i * R.randint(1, 1000) for i in range(5000)])
write('13-dip-then-rise', [-R.randint(0, 10**6) for _ in range(2000)] + [R.randint(0, 10**6) for _ in range(2000)])
