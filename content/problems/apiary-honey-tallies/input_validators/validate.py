"""Input validator: checks the exact layout and the constraints of one test input. Exit 42 = valid, 43 = invalid."""
import re
import sys

INT = re.compile(r'(0|[1-9][0-9]*)$')


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(43)


text = sys.stdin.read()
if not text.endswith('\n'):
    fail('the input must end with a newline')
LINES = text[:-1].split('\n')


def ints(parts, line_no, bounds):
    if len(parts) != len(bounds):
        fail(f'line {line_no}: expected {len(bounds)} integers, got {len(parts)}')
    values = []
    for p, (lo, hi) in zip(parts, bounds):
        if not INT.match(p):
            fail(f'line {line_no}: {p!r} is not a non-negative integer')
        v = int(p)
        if not lo <= v <= hi:
            fail(f'line {line_no}: {v} is outside [{lo}, {hi}]')
        values.append(v)
    return values


if len(LINES) < 2:
    fail('expected at least two lines')
n, q = ints(LINES[0].split(' '), 1, [(1, 30_000), (1, 30_000)])
if len(LINES) != 2 + q:
    fail(f'expected {2 + q} lines, got {len(LINES)}')
ints(LINES[1].split(' '), 2, [(0, 10**6)] * n)
sums = 0
for k in range(q):
    parts = LINES[2 + k].split(' ')
    if parts[0] == 'set':
        ints(parts[1:], 3 + k, [(1, n), (0, 10**6)])
    elif parts[0] == 'sum':
        lo, hi = ints(parts[1:], 3 + k, [(1, n), (1, n)])
        if lo > hi:
            fail(f'line {3 + k}: l > r')
        sums += 1
    else:
        fail(f'line {3 + k}: unknown entry {parts[0]!r}')
if sums == 0:
    fail('the logbook has no sum line')
sys.exit(42)
