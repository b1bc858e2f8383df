"""Writes data/secret/*.in for Hedgerow Survey Stretch (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.py on each input."""
import os
import random

R = random.Random(4242)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN = 5 * 10**4


def write(name, k, s):
    assert 1 <= k <= len(s) <= MAXN and all(1 <= x <= k for x in s)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(s)} {k}\n' + ' '.join(map(str, s)) + '\n')


write('01-one-shrub', 1, [1])
write('02-one-species-many', 1, [1] * 10)
write('03-missing-species', 4, [1, 2, 3, 1, 2, 3, 3])
write('04-whole-row', 5, [5, 1, 1, 2, 2, 3, 3, 4, 4, 1])
# Two shortest stretches: the first one must win.
write('05-tie-first-wins', 3, [3, 2, 1, 1, 1, 1, 1, 3, 2, 1, 3])
# A long complete window first, the short one later: shrinking one step at a time falls behind.
write('06-shrink-several', 3, [1] * 20 + [2, 3] + [3] * 5 + [1, 2, 3])
write('07-small-random', 4, [R.randint(1, 4) for _ in range(30)])
# Species 2 only at the very end: every stretch must reach it.
write('08-max-rare-at-end', 2, [1] * (MAXN - 1) + [2])
write('09-max-random-many-species', 1000, [R.randint(1, 1000) for _ in range(MAXN)])
write('10-max-all-distinct', MAXN, R.sample(range(1, MAXN + 1), MAXN))
# Species 3 appears only twice, far apart; the rest is noise.
s = [R.randint(1, 2) for _ in range(MAXN)]
s[123] = 3
s[MAXN - 1000] = 3
write('11-max-rare-twice', 3, s)
# Blocks of one species each, the last species missing.
write('12-max-missing-last', 50, [i // 1000 + 1 for i in range(MAXN - 1000)] + [1] * 1000)
# Periodic row with a shorter complete stretch late on.
k = 200
s = [i % (k - 1) + 1 for i in range(MAXN)]
s[40000] = k
write('13-max-periodic', k, s)
