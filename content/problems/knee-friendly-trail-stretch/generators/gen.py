"""Writes data/secret/*.in for Knee-Friendly Trail Stretch (seeded, deterministic); the answers (.ans) are the output
of submissions/accepted/solution.py on each input."""
import os
import random

R = random.Random(4_810)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXA, MAXK = 5 * 10**4, 10**4, 10**9


def write(name, k, a):
    assert 1 <= len(a) <= MAXN and all(0 <= x <= MAXA for x in a) and 0 <= k <= MAXK
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(a)} {k}\n{" ".join(map(str, a))}\n')


write('01-one-segment-fits', 5, [5])
write('02-one-segment-too-steep', 4, [5])
write('03-flat-trail-zero-limit', 0, [0] * 20)  # climbs of 0 fit a limit of 0
write('04-zero-limit-some-flat', 0, [0, 0, 3, 0, 0, 0, 1, 0])
# The best stretch overlaps one that went over the limit: restarting at the current segment misses it.
write('05-overlapping-best', 9, [5, 1, 1, 6, 1, 1, 9, 3, 3, 9])
write('06-whole-trail-fits', 10**9, [R.randint(0, MAXA) for _ in range(1000)])
write('07-random-small', 30, [R.randint(0, 12) for _ in range(40)])
write('08-random-medium', 5000, [R.randint(0, 1000) for _ in range(3000)])
# Largest inputs. All flat with limit 0: every stretch fits, so trying every start walks to the end each time.
write('09-max-flat', 0, [0] * MAXN)
write('10-max-whole-trail-fits', MAXN * MAXA, [MAXA] * MAXN)
# Long windows: mostly gentle segments with a steep one now and then.
a = [R.randint(0, 3) if R.random() < 0.999 else MAXA for _ in range(MAXN)]
write('11-max-gentle-with-walls', 40000, a)
write('12-max-random', 5 * 10**6, [R.randint(0, MAXA) for _ in range(MAXN)])
write('13-max-every-segment-too-steep', 9999, [MAXA] * MAXN)
