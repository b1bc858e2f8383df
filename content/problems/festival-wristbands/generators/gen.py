"""Writes data/secret for festival-wristbands. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(99)
V = 10_000


def write(name, k, wrists, bands):
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{len(wrists)} {len(bands)} {k}\n{" ".join(map(str, wrists))}\n{" ".join(map(str, bands))}\n')


def rnd(count, lo=1, hi=V):
    return [random.randint(lo, hi) for _ in range(count)]


write('01-one-each-fits', 0, [7], [7])
write('02-one-each-too-small', 5, [7], [6])
write('03-one-each-too-big', 5, [7], [13])
write('04-all-equal', 0, [4] * 50, [4] * 30)
write('05-small-random', 3, rnd(12, 1, 20), rnd(10, 1, 20))
write('06-max-random-k0', 0, rnd(30000), rnd(30000))
write('07-max-random-k10', 10, rnd(30000), rnd(30000))
write('08-k-huge', 10000, rnd(6000), rnd(6000))
# Bands cluster just above the wrists: order matters.
w = rnd(30000, 1, 5000)
write('09-tight-window', 3, w, [x + random.randint(0, 4) for x in w])
write('10-bands-too-small', 100, rnd(3000, 5001, V), rnd(3000, 1, 5000))
write('11-more-bands', 25, rnd(6000), rnd(30000))
write('12-interleaved', 1, list(range(1, 10000, 2)), list(range(2, 10001, 2)))
