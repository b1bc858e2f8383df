"""Writes data/secret/*.in for Sunniest Week Stretch (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.cpp on each input."""
import os
import random

R = random.Random(7_302)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXH = 5 * 10**4, 160


def write(name, k, h):
    assert 1 <= k <= len(h) <= MAXN and all(0 <= x <= MAXH for x in h)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(h)} {k}\n{" ".join(map(str, h))}\n')


write('01-one-day', 1, [42])
write('02-window-is-whole-log', 5, [3, 0, 160, 7, 9])
write('03-all-dark', 3, [0] * 12)  # every window totals 0: the answer starts on day 1
write('04-best-at-the-end', 2, [1, 1, 1, 1, 1, 80, 90])
write('05-tie-earliest-wins', 3, [5, 9, 1, 5, 9, 1, 5, 9, 1, 0])
write('06-k-equals-one', 1, [R.randint(0, MAXH) for _ in range(200)])
write('07-random-small', 4, [R.randint(0, 20) for _ in range(30)])
write('08-random-medium', 50, [R.randint(0, MAXH) for _ in range(5000)])
# Largest inputs: a long window makes recomputing each window's total from scratch about n^2 / 4 additions.
write('09-max-half-window', MAXN // 2, [R.randint(0, MAXH) for _ in range(MAXN)])
write('10-large-flat-ties', 7000, [MAXH] * 20000)
write('11-large-random-week', 7, [R.randint(0, MAXH) for _ in range(20000)])
