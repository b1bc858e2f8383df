"""Writes data/secret/*.in for Uncouple a Carriage from the End (seeded, deterministic). Answers come from the
accepted solution."""
import os
import random

R = random.Random(303)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXA = 2 * 10**4, 10**6


def write(name, k, a):
    assert 1 <= k <= len(a) <= MAXN and all(0 <= x <= MAXA for x in a)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(a)} {k}\n{" ".join(map(str, a))}\n')


write('01-single-removed', 1, [0])
write('02-two-remove-head', 2, [1, 2])
write('03-two-remove-tail', 1, [1, 2])
write('04-remove-head', 6, [9, 8, 7, 6, 5, 4])
write('05-remove-middle', 3, [1, 2, 3, 4, 5])
write('06-repeated-values', 2, [5, 5, 5, 5])
write('07-small-random', 4, [R.randint(0, 9) for _ in range(10)])
write('08-max-remove-head', MAXN, [R.randint(0, 999) for _ in range(MAXN - 5)] + [MAXA] * 5)
write('09-max-remove-tail', 1, [R.randint(0, 999) for _ in range(MAXN)])
write('10-remove-middle', 5000, [i % 1000 for i in range(10000)])
write('11-near-front', 4998, list(range(5000)))
write('12-zeros', 3, [0] * 100)
