"""Input validator: checks the exact layout and the constraints of one test input. Exit 42 = valid, 43 = invalid."""
import re
import sys

INT = re.compile(r'-?(0|[1-9][0-9]*)$')


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(43)


text = sys.stdin.read()
if not text.endswith('\n'):
    fail('the input must end with a newline')
LINES = text[:-1].split('\n')
pos = 0


def next_line():
    global pos
    if pos >= len(LINES):
        fail('unexpected end of input')
    pos += 1
    return LINES[pos - 1]


def ints(count, lo, hi):
    """Reads one line of exactly `count` integers in [lo, hi], separated by single spaces."""
    line = next_line()
    parts = line.split(' ') if line else []
    if len(parts) != count:
        fail(f'line {pos}: expected {count} integers, got {len(parts)}')
    values = []
    for p in parts:
        if not INT.match(p) or p == '-0':
            fail(f'line {pos}: {p!r} is not an integer')
        v = int(p)
        if not lo <= v <= hi:
            fail(f'line {pos}: {v} is outside [{lo}, {hi}]')
        values.append(v)
    return values


def done():
    if pos != len(LINES):
        fail(f'unexpected extra input after line {pos}')
    sys.exit(42)


n = ints(1, 3, 30000)[0]
points = [tuple(ints(2, -10**6, 10**6)) for _ in range(n)]
if len(set(points)) != n:
    fail('two posts are at the same place')
(ax, ay), (bx, by) = points[0], points[1]
if all((bx - ax) * (y - ay) - (by - ay) * (x - ax) == 0 for x, y in points):
    fail('all posts are on one line')
done()
