"""Writes data/secret/*.in for Harbour Billboard (seeded, deterministic). Answers come from the accepted solution."""
import os
import random

R = random.Random(99)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXH = 2 * 10**4, 10**9


def write(name, h):
    assert 1 <= len(h) <= MAXN and all(1 <= x <= MAXH for x in h)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(h)}\n{" ".join(map(str, h))}\n')


write('01-one-tall', [MAXH])
write('02-two-equal', [3, 3])
write('03-rising', [1, 2, 3, 4, 5])
write('04-falling', [5, 4, 3, 2, 1])
write('05-valley', [6, 6, 1, 6, 6, 6])
write('06-all-equal', [4] * 12)
write('07-small-random', [R.randint(1, 6) for _ in range(14)])
write('08-all-max', [MAXH] * MAXN)  # area 2 * 10^13: needs 64-bit
write('09-random-max', [R.randint(1, MAXH) for _ in range(8000)])
write('10-small-heights-max', [R.randint(1, 50) for _ in range(MAXN)])
write('11-pyramid', list(range(1, 5001)) + list(range(5000, 0, -1)))
write('12-one-low-spike', [MAXH] * 1000 + [1] + [MAXH] * 999)
write('13-equal-then-lower', [5] * 3000 + [3] * 3000)
