"""Writes data/secret/*.in for Consecutive Serial Numbers (seeded, deterministic). Answers come from the accepted
solution."""
import os
import random

R = random.Random(1618)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXA = 2 * 10**4, 10**9


def write(name, a):
    assert 1 <= len(a) <= MAXN and all(-MAXA <= x <= MAXA for x in a)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(a)}\n{" ".join(map(str, a))}\n')


def shuffled(a):
    a = list(a)
    R.shuffle(a)
    return a


write('01-one-coin', [-MAXA])
write('02-all-duplicates', [5] * 10)
write('03-no-neighbours', [1, 3, 5, 7, -9])
write('04-duplicates-inside-run', shuffled([4, 5, 5, 6, 6, 6, 7, 20, 21, 22]))
write('05-tie-prefers-smaller', shuffled([100, 101, 102, -5, -4, -3, 50]))
write('06-crosses-zero', shuffled(range(-6, 4)))
write('07-extremes', [MAXA, MAXA - 1, -MAXA, -MAXA + 1, -MAXA + 2])
write('08-one-long-run-max', shuffled(range(-10000, 10000)))  # a start-from-every-number walk is quadratic here
write('09-random-wide-max', [R.randint(-MAXA, MAXA) for _ in range(8000)])
write('10-random-dense', [R.randint(0, 30000) for _ in range(MAXN)])
write('11-many-short-runs', shuffled([b * 10 + d for b in range(1500) for d in range(R.randint(1, 5))]))
write('12-long-run-with-duplicates', shuffled(list(range(1, 6001)) * 2 + [9000, 9001]))
write('13-small-random', [R.randint(-5, 5) for _ in range(9)])
