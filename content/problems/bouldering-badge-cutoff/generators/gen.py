"""Writes data/secret/*.in for Bouldering Badge Cutoff (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.py on each input."""
import os
import random

R = random.Random(8_848)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXS = 5 * 10**4, 10**6


def write(name, k, s):
    assert 1 <= k <= len(s) <= MAXN and all(0 <= x <= MAXS for x in s)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(s)} {k}\n{" ".join(map(str, s))}\n')


write('01-one-attempt', 1, [0])
write('02-k-is-one', 1, [5, 3, 9, 9, 1, 10])  # the cutoff is the best score so far
write('03-k-is-n', 6, [5, 3, 9, 9, 1, 10])  # -1 until the very last attempt
write('04-all-equal', 3, [7] * 10)
write('05-rising', 4, list(range(0, 300, 3)))  # every score enters, the cutoff rises each time
write('06-falling', 4, list(range(300, 0, -3)))  # no late score enters: the cutoff freezes
write('07-random-small', 5, [R.randint(0, 20) for _ in range(40)])
write('08-zeros-and-max', 10, [R.choice([0, MAXS]) for _ in range(200)])
# Largest inputs.
write('09-max-random-half', MAXN // 2, [R.randint(0, MAXS) for _ in range(MAXN)])
write('10-max-rising-k-1000', 1000, sorted(R.randint(0, MAXS) for _ in range(MAXN)))
write('11-max-random-k-1', 1, [R.randint(0, MAXS) for _ in range(MAXN)])
write('12-max-few-distinct', 20000, [R.randint(0, 5) for _ in range(MAXN)])
