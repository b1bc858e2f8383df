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
pos = 0


def ints(count, lo, hi):
    global pos
    if pos >= len(LINES):
        fail('unexpected end of input')
    parts = LINES[pos].split(' ')
    pos += 1
    if count is not None and len(parts) != count:
        fail(f'line {pos}: expected {count} integers, got {len(parts)}')
    values = []
    for p in parts:
        if not INT.match(p):
            fail(f'line {pos}: {p!r} is not a non-negative integer')
        v = int(p)
        if not lo <= v <= hi:
            fail(f'line {pos}: {v} is outside [{lo}, {hi}]')
        values.append(v)
    return values


n, m = ints(2, 0, 2 * 10**4)
if not 1 <= n <= 10**4:
    fail(f'n = {n} is outside [1, 10000]')
for _ in range(m):
    a, b, c = ints(3, 1, 10**6)
    if a > n or b > n or a == b:
        fail(f'line {pos}: route {a} {b} is not between two different hamlets of 1..{n}')
if pos != len(LINES):
    fail(f'unexpected extra input after line {pos}')
sys.exit(42)
