"""Writes data/secret/*.in for Loaf Weight Medians (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.cpp on each input."""
import os
import random

R = random.Random(3_141)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXW = 3 * 10**4, 10**6


def write(name, w):
    assert 1 <= len(w) <= MAXN and all(1 <= x <= MAXW for x in w)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(w)}\n{" ".join(map(str, w))}\n')


write('01-one-loaf', [812])
write('02-two-loaves', [900, 100])  # even count: the lower middle weight
write('03-all-equal', [450] * 25)
write('04-increasing', list(range(1, 41)))
write('05-decreasing', list(range(40, 0, -1)))
write('06-alternating-extremes', [1, MAXW] * 20)
write('07-random-small', [R.randint(1, 30) for _ in range(30)])
write('08-random-medium', [R.randint(1, MAXW) for _ in range(4000)])
# Largest: the sum passes 2^31, and sorting everything again after each loaf is far too slow.
write('09-max-heavy', [R.randint(MAXW - 1000, MAXW) for _ in range(MAXN)])
write('10-random-large', [R.randint(1, MAXW) for _ in range(15000)])
