"""Writes data/secret/*.in for Merge Parcel Belts (seeded, deterministic). Answers come from the accepted solution."""
import os
import random

R = random.Random(555)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, MAXW = 10**4, 10**6


def write(name, a, b):
    a, b = sorted(a), sorted(b)
    assert len(a) <= MAXN and len(b) <= MAXN and all(-MAXW <= x <= MAXW for x in a + b)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(a)}\n{" ".join(map(str, a))}\n{len(b)}\n{" ".join(map(str, b))}\n')


def weights(count, lo=-MAXW, hi=MAXW):
    return [R.randint(lo, hi) for _ in range(count)]


write('01-both-empty', [], [])
write('02-second-empty', [3, 3, 8], [])
write('03-one-each', [5], [-5])
write('04-equal-weights', [2, 2, 2], [2, 2])
write('05-first-all-lighter', [1, 2, 3], [10, 20, 30, 40])
write('06-interleaved', [1, 3, 5, 7, 9], [2, 4, 6, 8, 10])
write('07-small-random', weights(6, -9, 9), weights(4, -9, 9))
write('08-max-both-small-weights', weights(MAXN, -999, 999), weights(MAXN, -999, 999))
write('09-max-one-side', weights(MAXN, 0, 999), [])
write('10-long-tail', weights(20, -100, 0), weights(5000, 1, 999))
write('11-extremes', [-MAXW] * 50 + [MAXW] * 50, [0] * 50)
write('12-random-wide', weights(3000), weights(2000))
