"""Writes data/secret for footpath-bend-tally. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(9120)
M = 10**9


def write(name, pts):
    assert 3 <= len(pts) <= 10_000
    assert all(pts[i] != pts[i + 1] for i in range(len(pts) - 1))
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{len(pts)}\n' + ''.join(f'{x} {y}\n' for x, y in pts))


def rand_walk(n, lo, hi):
    pts = [(random.randint(lo, hi), random.randint(lo, hi))]
    while len(pts) < n:
        p = (random.randint(lo, hi), random.randint(lo, hi))
        if p != pts[-1]:
            pts.append(p)
    return pts


write('01-three-left', [(0, 0), (1, 0), (1, 1)])
write('02-three-right', [(0, 0), (0, 1), (1, 1)])
write('03-three-straight', [(5, 5), (6, 6), (8, 8)])
# Far corners: differences of 2e9 and products near 4e18 overflow 32-bit integers.
write('04-far-corners', [(-M, -M), (M, -M), (M, M), (-M, M), (-M, -M), (M, M), (-M, -M)])
write('05-random-small', rand_walk(2000, -5, 5))
write('06-random-max', rand_walk(10_000, -M, M))
# Nearly collinear waypoints far apart: a floating-point slope comparison can get them wrong.
pts = []
for i in range(3000):
    x = -M + i * 600_000
    pts.append((x, x // 2 + (i % 3 == 0)))
write('07-nearly-straight', pts)
write('08-zigzag', [(i, (i % 2) * M) for i in range(3000)])
write('09-back-and-forth', [((i % 2) * M, -(i % 2) * M) for i in range(2000)])
sq = []
for i in range(500):
    sq += [(-M + i, -M + i), (M - i, -M + i), (M - i, M - i), (-M + i, M - i)]
write('10-inward-square-spiral', sq)
write('11-vertical-line', [(7, -M + 3 * i) for i in range(1000)] + [(7, 0), (7, M)])
write('12-random-mid', rand_walk(3000, -10**6, 10**6))
