"""Writes data/secret/*.in for Circular Greenhouse (seeded, deterministic). Answers come from the accepted solution."""
import os
import random

R = random.Random(777)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXB = 5 * 10**4, 10**4


def write(name, k, b):
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(b)} {k}\n{" ".join(map(str, b))}\n')


write('01-single-bed', 1, [-5])
write('02-single-positive', 1, [9])
write('03-all-zero', 3, [0] * 5)
write('04-wrap-needed', 4, [6, 6, -20, -20, -20, 6, 6])
write('05-k-equals-n-all-positive', 5, [1, 2, 3, 4, 5])
write('06-all-negative', 3, [-4, -9, -2, -8])
write('07-k-one', 1, [3, -1, 8, 2, -6])
write('08-long-wrap-limited-by-k', 3, [5, -100, 1, 1, 1, 1, 5, 5])
write('09-small-random', 4, [R.randint(-10, 10) for _ in range(12)])
write('10-random-max', MAXN // 2, [R.randint(-99, 99) for _ in range(MAXN)])
write('10b-extreme-values', 2000, [R.choice((-MAXB, MAXB)) for _ in range(5000)])
write('11-all-positive-k-max', MAXN, [9] * MAXN)
write('12-digits-max-wrap', MAXN // 3, [R.randint(-9, 8) for _ in range(40000)])
write('13-all-min', 1000, [-MAXB] * 5000)
b = [R.randint(-MAXB, -1) for _ in range(8000)]
b[:50] = [MAXB] * 50
b[-50:] = [MAXB] * 50
write('14-peak-across-seam', 150, b)
