"""Writes data/secret/*.in for Taller Tower Ahead (seeded, deterministic). Answers come from the accepted solution."""
import os
import random

R = random.Random(2024)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXH = 2 * 10**4, 10**6


def write(name, h):
    assert 1 <= len(h) <= MAXN and all(1 <= x <= MAXH for x in h)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(h)}\n{" ".join(map(str, h))}\n')


write('01-one-tower', [5])
write('02-two-rising', [1, 2])
write('03-two-equal', [3, 3])
write('04-all-equal', [7] * 10)
write('05-rising', list(range(1, 11)))
write('06-valley', [5, 3, 1, 2, 4, 6])
write('07-small-random', [R.randint(1, 5) for _ in range(15)])
write('08-falling-max', list(range(MAXH, MAXH - MAXN, -1)))  # nothing blocks: naive scans are quadratic
write('09-random-max', [R.randint(1, 999) for _ in range(MAXN)])
write('10-plateaus-max', [R.randint(1, 20) for _ in range(8000)])
write('11-tall-at-end', [R.randint(1, 1000) for _ in range(5000)] + [MAXH])
write('12-sawtooth', [(i % 50) + 1 for i in range(5000)])
write('13-falling-then-tallest', list(range(10000, 0, -1)) + [MAXH])
