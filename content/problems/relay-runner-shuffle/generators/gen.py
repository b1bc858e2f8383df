"""Writes data/secret/*.in for Relay Runner Shuffle (seeded, deterministic). Answers come from the accepted solution."""
import os
import random

R = random.Random(808)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXR = 5 * 10**4, 10**6


def write(name, r):
    assert 1 <= len(r) <= MAXN and all(1 <= x <= MAXR for x in r)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(r)}\n{" ".join(map(str, r))}\n')


write('01-one-runner', [MAXR])
write('02-two-runners', [1, 2])
write('03-three-runners', [1, 2, 3])
write('04-six-runners', [6, 5, 4, 3, 2, 1])
write('05-repeated-numbers', [4, 4, 4, 1, 1])
write('06-small-random-odd', [R.randint(1, 9) for _ in range(9)])
write('07-small-random-even', [R.randint(1, 9) for _ in range(12)])
write('08-max-even', [R.randint(1, 999) for _ in range(MAXN)])
write('09-max-odd', list(range(1, MAXN)))
write('10-mid-size', [R.randint(1, MAXR) for _ in range(5001)])
write('11-all-equal', [3] * 1000)
