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


w, h, m = ints(3, 0, 10**9)
if w < 1 or h < 1:
    fail('W and H must be at least 1')
if m > 10000:
    fail('at most 10000 trees')
trees = set()
for _ in range(m):
    x, y = ints(2, 1, 10**9)
    if x > w or y > h:
        fail(f'line {pos}: the tree is outside the green')
    if (x, y) == (1, 1) or (x, y) in trees:
        fail(f'line {pos}: a tree at the start cell or twice in one cell')
    trees.add((x, y))
line = next_line()
if not re.fullmatch('[FLR]{1,100000}', line):
    fail(f'line {pos}: the commands must be 1 to 100000 letters F, L or R')
done()
