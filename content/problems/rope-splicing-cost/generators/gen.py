"""Writes data/secret/*.in for Rope Splicing Cost (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.cpp on each input."""
import os
import random

R = random.Random(1_907)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXL = 3 * 10**4, 10**4


def write(name, lengths):
    assert 1 <= len(lengths) <= MAXN and all(1 <= x <= MAXL for x in lengths)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(lengths)}\n{" ".join(map(str, lengths))}\n')


write('01-two-pieces', [10, 1])
write('02-equal-pieces', [7] * 8)
# Splicing in sorted order is not optimal: the spliced rope grows past the remaining pieces.
write('03-sorted-order-loses', [1, 1, 1, 1, 1, 1, 1, 1])
write('04-one-long-many-short', [10**4] + [1] * 30)
write('05-powers-of-two', [2**i for i in range(14)])
write('06-random-small', [R.randint(1, 50) for _ in range(20)])
write('07-random-medium', [R.randint(1, MAXL) for _ in range(3000)])
write('08-skewed', [R.choice([1, 2, 3, 9000, 10000]) for _ in range(2000)])
# Largest: the total cost is far beyond 2^31, and scanning for the two shortest ropes costs n^2 steps.
write('09-max-longest-pieces', [MAXL] * MAXN)
write('10-random-large', [R.randint(1, MAXL) for _ in range(15000)])
