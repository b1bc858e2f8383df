"""Writes data/secret/*.in for Misfiled Book Pairs (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.cpp on each input."""
import os
import random

R = random.Random(4_0_4)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXC = 3 * 10**4, 10**6


def write(name, c):
    assert 1 <= len(c) <= MAXN and all(1 <= x <= MAXC for x in c)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(c)}\n{" ".join(map(str, c))}\n')


write('01-one-book', [5])
write('02-sorted', list(range(1, 51)))
write('03-reversed-small', list(range(20, 0, -1)))
write('04-many-equal', [3, 3, 2, 2, 1, 1, 3, 2, 1] * 5)  # equal numbers must not count
write('05-two-values', [R.choice([1, MAXC]) for _ in range(300)])
write('06-random-small', [R.randint(1, 20) for _ in range(30)])
write('07-random-medium', [R.randint(1, MAXC) for _ in range(5000)])
# Largest: about n^2 / 2 = 4.5e8 pairs, all misfiled, for a pair-by-pair count.
write('08-max-reversed', [MAXC - 20 * i for i in range(MAXN)])
write('09-random-large-duplicates', [R.randint(1, 500) for _ in range(12000)])
write('10-nearly-sorted', sorted(R.randint(1, MAXC) for _ in range(12000))[:-50] + [R.randint(1, MAXC) for _ in range(50)])
