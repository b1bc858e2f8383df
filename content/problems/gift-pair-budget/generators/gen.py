"""Writes data/secret/*.in for Gift Pair Budget (seeded, deterministic). Answers come from the accepted solution."""
import os
import random

R = random.Random(6174)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXP, MAXB = 2 * 10**4, 10**9, 2 * 10**9


def write(name, budget, p):
    p = sorted(p)
    assert 1 <= len(p) <= MAXN and 1 <= p[0] and p[-1] <= MAXP and 1 <= budget <= MAXB
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(p)} {budget}\n{" ".join(map(str, p))}\n')


write('01-two-items-fit', 5, [2, 3])
write('02-two-items-too-dear', 4, [2, 3])
write('03-exact-budget', 10, [5, 5])
write('04-budget-below-everything', 1, [1, 1, 1])
write('05-all-equal-all-fit', 2, [1] * 100)
write('06-max-values-max-budget', MAXB, [MAXP] * MAXN)  # every pair fits exactly at the budget
write('07-max-values-one-short', MAXB - 1, [MAXP] * 2000)  # every pair is one coin too expensive
write('08-random-max', 10**9, [R.randint(1, MAXP) for _ in range(8000)])
write('09-random-small-prices', 50000, [R.randint(1, 99999) for _ in range(MAXN)])
write('10-half-fit', 1000, [R.randint(1, 1000) for _ in range(3000)])
write('11-small-random', 9, [R.randint(1, 8) for _ in range(10)])
write('12-one-cheap-many-dear', MAXP + 1, [1] + [MAXP] * 999)
