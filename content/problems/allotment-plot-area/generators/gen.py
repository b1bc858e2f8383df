"""Writes data/secret/*.in for Allotment Plot Area (seeded, deterministic); the answers (.ans) are the output of
submissions/accepted/solution.py on each input. Every polygon is simple by construction: star-shaped ones list
points in strictly increasing angle around a centre inside them, the others are built from rectangles."""
import math
import os
import random

R = random.Random(2718)
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'data', 'secret')
os.makedirs(OUT, exist_ok=True)
MAXN, C = 2 * 10**4, 10**6


def write(name, pts, clockwise=False):
    if clockwise:
        pts = pts[::-1]
    k = R.randrange(len(pts))
    pts = pts[k:] + pts[:k]  # start the walk anywhere
    assert 3 <= len(pts) <= MAXN and all(-C <= x <= C and -C <= y <= C for x, y in pts)
    with open(os.path.join(OUT, name + '.in'), 'w') as f:
        f.write(f'{len(pts)}\n' + ''.join(f'{x} {y}\n' for x, y in pts))


def star(n, cx, cy, rmin, rmax):
    """n points in strictly increasing direction around (cx, cy): one per distinct reduced direction."""
    dirs = {}
    while len(dirs) < n:
        a = R.uniform(0, 2 * math.pi)
        r = R.uniform(rmin, rmax)
        dx, dy = round(r * math.cos(a)), round(r * math.sin(a))
        if (dx, dy) == (0, 0):
            continue
        g = math.gcd(dx, dy)
        key = (dx // g, dy // g)
        if key not in dirs:
            dirs[key] = (cx + dx, cy + dy)
    return [dirs[k] for k in sorted(dirs, key=lambda d: math.atan2(d[1], d[0]))]


def comb(teeth, width, gap, height, base):
    """A comb: a base strip with `teeth` rectangular teeth on top, walked anticlockwise from the bottom left.
    The outer teeth's sides continue the strip's sides (collinear stakes are allowed)."""
    x0, y0 = -C, -C
    right = x0 + teeth * (width + gap) - gap
    pts = [(x0, y0), (right, y0)]
    for t in range(teeth - 1, -1, -1):
        left = x0 + t * (width + gap)
        pts += [(left + width, y0 + base), (left + width, y0 + base + height), (left, y0 + base + height), (left, y0 + base)]
    return pts


write('01-unit-triangle', [(0, 0), (1, 0), (0, 1)])
write('02-unit-triangle-clockwise', [(0, 0), (1, 0), (0, 1)], clockwise=True)
write('03-full-square', [(-C, -C), (C, -C), (C, C), (-C, C)])
write('04-full-square-clockwise', [(-C, -C), (C, -C), (C, C), (-C, C)], clockwise=True)
write('05-thin-sliver', [(-C, -C), (C, C - 1), (C - 1, C)])  # twice the area is odd: half a square metre shows
write('06-far-from-origin', [(C - 3, C - 5), (C, C - 5), (C, C), (C - 1, C - 2)])
write('07-small-star', star(12, 5, -7, 3, 40))
write('08-max-star-anticlockwise', star(MAXN, 0, 0, 10**5, C // 2 * 2 - 1))
write('09-max-star-clockwise', star(MAXN, 123457, -98765, 1000, 800000), clockwise=True)
write('10-max-comb', comb(4999, 200, 200, 1999000, 1000))
write('11-max-comb-clockwise', comb(4999, 199, 201, 1998777, 1223), clockwise=True)
write('12-spiky-star', star(15000, -200000, 300000, 10, 690000))
