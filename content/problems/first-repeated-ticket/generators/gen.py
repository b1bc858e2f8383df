"""Writes data/secret/*.in for First Repeated Ticket (seeded, deterministic). Answers come from the accepted solution."""
import os
import random

R = random.Random(31337)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXT = 2 * 10**4, 10**9


def write(name, t):
    assert 1 <= len(t) <= MAXN and all(1 <= x <= MAXT for x in t)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(t)}\n{" ".join(map(str, t))}\n')


def distinct(count, lo=1, hi=MAXT):
    return R.sample(range(lo, hi + 1), count)


write('01-single-scan', [42])
write('02-two-same', [7, 7])
write('03-two-different', [7, 8])
write('04-nested-pairs', [1, 2, 3, 3, 2, 1])
write('05-outer-pair-first', [9, 5, 6, 9, 5])
write('06-all-equal', [MAXT] * 50)
t = distinct(MAXN - 1, 1, 10**5)
t.append(t[0])
write('07-repeat-at-the-very-end', t)
write('08-all-distinct-max', distinct(MAXN))
t = distinct(MAXN, 1, 10**5)
t[-1] = t[MAXN // 2]
t[-2] = t[3]
write('09-two-late-repeats', t)
write('10-small-range', [R.randint(1, 5000) for _ in range(5000)])
write('11-big-values-no-repeat', distinct(2000, MAXT - 10**6, MAXT))
write('12-small-random', [R.randint(1, 12) for _ in range(8)])
