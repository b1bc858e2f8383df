"""Writes data/secret/*.in for Paddock Rope Corners (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.py on each input."""
import math
import os
import random

R = random.Random(1789)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, C = 3 * 10**4, 10**6


def write(name, pts):
    pts = list(pts)
    R.shuffle(pts)
    assert 3 <= len(pts) <= MAXN and len(set(pts)) == len(pts)
    assert all(-C <= x <= C and -C <= y <= C for x, y in pts)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(pts)}\n' + ''.join(f'{x} {y}\n' for x, y in pts))


def random_points(n, lo=-C, hi=C):
    s = set()
    while len(s) < n:
        s.add((R.randint(lo, hi), R.randint(lo, hi)))
    return s


def convex_polygon(count):
    """count vertices in strictly convex position: edge vectors are distinct primitive vectors sorted by angle."""
    vecs = []
    r = 1
    while True:
        vecs = [(a, b) for a in range(-r, r + 1) for b in range(-r, r + 1) if (a, b) != (0, 0) and math.gcd(a, b) == 1]
        if len(vecs) >= count:
            break
        r += 1
    # Keep a symmetric subset so the edges still close the polygon: take vectors in opposite pairs.
    half = sorted((v for v in vecs if v > (0, 0)), key=lambda v: abs(v[0]) + abs(v[1]))[: count // 2]
    edges = sorted(half + [(-a, -b) for a, b in half], key=lambda v: math.atan2(v[1], v[0]))
    pts, x, y = [], 0, 0
    for a, b in edges:
        pts.append((x, y))
        x, y = x + a, y + b
    assert (x, y) == (0, 0)
    mx, my = min(p[0] for p in pts), min(p[1] for p in pts)
    return [(px - mx - C, py - my - C) for px, py in pts]


write('01-triangle', [(0, 0), (1, 0), (0, 1)])
write('02-square-with-edge-posts', [(0, 0), (2, 0), (4, 0), (4, 2), (4, 4), (2, 4), (0, 4), (0, 2), (1, 1)])
write('03-all-on-one-line-but-one', [(i, 2 * i) for i in range(-50, 51)] + [(0, 1)])
write('04-corners-at-the-limits', [(-C, -C), (C, -C), (C, C), (-C, C), (0, 0), (C, 0), (0, -C)])
write('05-small-random', random_points(15, -10, 10))
write('06-thin-sliver', [(-C, -C), (C, C - 1), (C - 1, C), (0, 0)])  # odd twice-area, collinear inner post
write('07-max-random', random_points(MAXN))
# Every post is a corner: the slowest case for walking around the hull post by post.
write('08-max-all-corners', convex_polygon(MAXN))
# All corners plus the midpoint of every edge (collinear posts on the rope): the polygon is stretched by 2 so the
# midpoints are lattice points.
poly = [(2 * (x + C) - C, 2 * (y + C) - C) for x, y in convex_polygon(MAXN // 2)]
mids = [((a[0] + b[0]) // 2, (a[1] + b[1]) // 2) for a, b in zip(poly, poly[1:] + poly[:1])]
write('09-corners-and-edge-posts', poly + mids)
# A big square's border full of posts, and random posts inside.
border = {(x, -C) for x in range(-C, C + 1, 400)} | {(x, C) for x in range(-C, C + 1, 400)} | {(-C, y) for y in range(-C, C + 1, 400)} | {(C, y) for y in range(-C, C + 1, 400)}
write('10-max-square-border', border | random_points(MAXN - len(border), -C + 1, C - 1))
# Points on a circle (rounded): many corners, some lost to rounding.
circle = {(round(999000 * math.cos(2 * math.pi * i / MAXN)), round(999000 * math.sin(2 * math.pi * i / MAXN))) for i in range(MAXN)}
write('11-max-circle', circle)
write('12-vertical-line-and-one', [(7, y) for y in range(-1000, 1001)] + [(8, 0)])
