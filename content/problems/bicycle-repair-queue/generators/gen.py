"""Writes data/secret/*.in for Bicycle Repair Queue (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.py on each input."""
import os
import random

R = random.Random(1817)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXT = 2 * 10**4, 10**9


def write(name, bikes):
    assert 1 <= len(bikes) <= MAXN and all(0 <= t <= MAXT and 1 <= d <= MAXT for t, d in bikes)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(bikes)}\n' + ''.join(f'{t} {d}\n' for t, d in bikes))


write('01-one-bike', [(MAXT, MAXT)])
write('02-arrives-when-free', [(0, 4), (4, 9), (3, 10)])  # bike 2 arrives exactly at minute 4 and is quicker
write('03-idle-gaps', [(MAXT, 1), (0, 1), (500, 2), (499, 1)])
write('04-full-ties', [(5, 3)] * 6 + [(0, 1)])
write('05-small-random', [(R.randint(0, 30), R.randint(1, 8)) for _ in range(15)])
# Everybody at once: one long queue ordered by (repair time, number).
write('06-max-all-at-once', [(0, R.randint(1, 10)) for _ in range(MAXN)])
write('07-max-all-at-once-distinct', [(0, d) for d in R.sample(range(1, MAXT), MAXN)])
# A steady stream; the mechanic is always busy, choices depend on arrivals.
write('08-max-busy-stream', [(R.randint(0, 3 * 10**6), R.randint(1, 200)) for _ in range(MAXN)])
# Sparse arrivals, much idle time, huge times.
write('09-max-sparse-huge', [(R.randint(0, MAXT), R.randint(1, 10**5)) for _ in range(MAXN)])
# Huge repairs: the day runs to about 2 * 10^13 minutes.
write('10-max-huge-repairs', [(R.randint(0, MAXT), R.randint(MAXT - 1000, MAXT)) for _ in range(MAXN)])
# Bikes listed in reverse arrival order, each quicker than the one before.
write('11-max-reverse-listing', [(MAXN - i, i + 1) for i in range(MAXN)])
# Ties on repair time everywhere, broken by arrival and number.
write('12-max-ties', [(R.randint(0, 1000), R.choice([5, 7])) for _ in range(MAXN)])
