"""Writes data/secret for pond-survey-stakes. Deterministic: fixed seed. Run from the problem folder."""
import math
import random

random.seed(8181)
M = 10**6


def write(name, poly, stakes):
    assert 3 <= len(poly) <= 1000 and 1 <= len(stakes) <= 1000
    assert all(abs(v) <= M for p in poly + stakes for v in p)
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{len(poly)}\n' + ''.join(f'{x} {y}\n' for x, y in poly))
        f.write(f'{len(stakes)}\n' + ''.join(f'{x} {y}\n' for x, y in stakes))


def no_collinear(poly):
    n = len(poly)
    out = []
    for i in range(n):
        (ax, ay), (bx, by), (cx, cy) = poly[i - 1], poly[i], poly[(i + 1) % n]
        if (bx - ax) * (cy - by) - (by - ay) * (cx - bx) != 0:
            out.append(poly[i])
    return out


def star(n, r_lo, r_hi):
    """A random star-shaped polygon: points at sorted distinct angles around the origin."""
    angles = sorted(random.sample(range(0, 360_000), n))
    pts = []
    for a in angles:
        t = a / 360_000 * 2 * math.pi
        r = random.randint(r_lo, r_hi)
        pts.append((round(r * math.cos(t)), round(r * math.sin(t))))
    return no_collinear(list(dict.fromkeys(pts)))


def boundary_points(poly, count):
    out = []
    for _ in range(count):
        i = random.randrange(len(poly))
        (ax, ay), (bx, by) = poly[i], poly[(i + 1) % len(poly)]
        g = math.gcd(abs(bx - ax), abs(by - ay))
        k = random.randint(0, g)
        out.append((ax + (bx - ax) // g * k, ay + (by - ay) // g * k))
    return out


def random_points(count, lo=-M, hi=M):
    return [(random.randint(lo, hi), random.randint(lo, hi)) for _ in range(count)]


def comb(teeth, width, height):
    """A comb: a base bar with teeth pointing up; many corners share the same y values."""
    pts = [(0, 0), (2 * (teeth - 1) * width + width, 0)]
    for t in range(teeth - 1, -1, -1):
        x0 = 2 * t * width
        pts += [(x0 + width, height), (x0, height)]
        if t > 0:
            pts += [(x0, 10), (x0 - width, 10)]
    return pts


write('01-triangle', [(0, 0), (10, 0), (0, 10)], [(1, 1), (5, 5), (6, 5), (0, 0), (0, 7), (-1, 0), (3, -1), (9, 1)])
write('02-square-corners-edges', [(-M, -M), (M, -M), (M, M), (-M, M)],
      [(-M, -M), (M, M), (0, M), (M, 0), (0, 0), (M - 1, M - 1), (-M, 5), (5, -M)])
c = comb(200, 2000, 900_000)
stakes = [(x, y) for x, y in c[:300]] + [(x + 1000, y) for x, y in c[:200]]
stakes += [(x, 10) for x in range(-5000, 810_000, 4000)][:300] + random_points(200, 0, 900_000)
write('03-comb-rays-through-corners', c, stakes[:1000])
p = star(1000, 200_000, M)
write('04-star-random-stakes', p, random_points(1000))
p = star(1000, 900_000, M)
write('05-star-on-boundary', p, boundary_points(p, 600) + random_points(400))
p = star(400, 600, 1000)
write('06-small-star-dense', p, random_points(1000, -1100, 1100))
# The U-shape of sample 2, scaled: rays along the notch floor and through the arm tips.
u = [(0, 0), (6, 0), (6, 6), (4, 6), (4, 2), (2, 2), (2, 6), (0, 6)]
u = [(x * 100_000, y * 100_000) for x, y in u]
write('07-u-shape-rays', u, [(x * 50_000, y * 50_000) for x in range(-1, 14) for y in range(-1, 14)])
stair = [(0, 0)]
for i in range(499):
    stair += [(i * 2000 + 2000, i * 2000), (i * 2000 + 2000, i * 2000 + 2000)]
stair = stair[:-1] + [(0, 499 * 2000)]
stair = no_collinear(stair)
write('08-staircase', stair, boundary_points(stair, 300) + random_points(700, -100, 1_000_000))
p = star(3, M // 2, M)
write('09-big-triangle', p, boundary_points(p, 10) + random_points(990))
p = star(1000, 999_000, M)
write('10-max-all-out-or-on', p, [(M, M), (-M, -M), (M, -M), (-M, M)] + boundary_points(p, 996))
