"""Input validator: checks the exact layout and the constraints of one test input. Exit 42 = valid, 43 = invalid."""
import re
import sys

INT = re.compile(r'-?(0|[1-9][0-9]*)$')


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(43)


def read_points(lines, start, count):
    pts = []
    for i in range(start, start + count):
        parts = lines[i].split(' ') if i < len(lines) else []
        if len(parts) != 2 or not all(INT.match(p) and p != '-0' and abs(int(p)) <= 10**6 for p in parts):
            fail(f'line {i + 1}: expected two integers in [-10^6, 10^6]')
        pts.append((int(parts[0]), int(parts[1])))
    return pts


def cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def on_segment(p, a, b):
    return cross(a, b, p) == 0 and min(a[0], b[0]) <= p[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= p[1] <= max(a[1], b[1])


def intersect(a, b, c, d):
    d1, d2, d3, d4 = cross(c, d, a), cross(c, d, b), cross(a, b, c), cross(a, b, d)
    if ((d1 > 0) != (d2 > 0)) and d1 != 0 and d2 != 0 and ((d3 > 0) != (d4 > 0)) and d3 != 0 and d4 != 0:
        return True
    return on_segment(a, c, d) or on_segment(b, c, d) or on_segment(c, a, b) or on_segment(d, a, b)


text = sys.stdin.read()
if not text.endswith('\n'):
    fail('the input must end with a newline')
lines = text[:-1].split('\n')
if not re.fullmatch(r'[1-9][0-9]*', lines[0]):
    fail('line 1: n')
n = int(lines[0])
if not 3 <= n <= 1000:
    fail('n out of range')
poly = read_points(lines, 1, n)
if len(lines) <= n + 1 or not re.fullmatch(r'[1-9][0-9]*', lines[n + 1]):
    fail('missing q')
q = int(lines[n + 1])
if q > 1000 or len(lines) != n + 2 + q:
    fail('q out of range or wrong number of lines')
read_points(lines, n + 2, q)
for i in range(n):
    if cross(poly[i - 1], poly[i], poly[(i + 1) % n]) == 0:
        fail(f'corners {i - 1}, {i}, {i + 1} are on one line')
# Simple polygon: non-adjacent edges do not touch.
for i in range(n):
    a, b = poly[i], poly[(i + 1) % n]
    lo_x, hi_x, lo_y, hi_y = min(a[0], b[0]), max(a[0], b[0]), min(a[1], b[1]), max(a[1], b[1])
    for j in range(i + 2, n):
        if i == 0 and j == n - 1:
            continue
        c, d = poly[j], poly[(j + 1) % n]
        if max(c[0], d[0]) < lo_x or min(c[0], d[0]) > hi_x or max(c[1], d[1]) < lo_y or min(c[1], d[1]) > hi_y:
            continue
        if intersect(a, b, c, d):
            fail(f'edges {i} and {j} touch: the polygon is not simple')
sys.exit(42)
