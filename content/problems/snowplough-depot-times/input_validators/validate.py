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


def ints(line_no, bounds):
    parts = LINES[line_no - 1].split(' ')
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


n, m = ints(1, [(1, 20_000), (0, 40_000)])
if len(LINES) != 1 + m:
    fail(f'expected {1 + m} lines, got {len(LINES)}')
for j in range(m):
    u, v, _ = ints(2 + j, [(1, n), (1, n), (1, 10**6)])
    if u == v:
        fail(f'line {2 + j}: a street joins junction {u} to itself')
sys.exit(42)
