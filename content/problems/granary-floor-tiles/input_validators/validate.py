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


(t,) = ints(1, 1, 10**4)
for _ in range(t):
    ints(2, 1, 10**9)
if pos != len(LINES):
    fail(f'unexpected extra input after line {pos}')
sys.exit(42)
