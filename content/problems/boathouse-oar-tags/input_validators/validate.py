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


NAME = re.compile(r'[a-z]{1,50}$')
(n,) = ints(1, 1, 2 * 10**4)
if len(LINES) != n + 1:
    fail(f'expected {n} names after the first line, got {len(LINES) - 1} lines')
names = LINES[1:]
for i, name in enumerate(names):
    if not NAME.match(name):
        fail(f'line {i + 2}: {name!r} is not 1 to 50 lowercase letters')
if len(set(names)) != n:
    fail('the names are not distinct')
if sum(len(x) for x in names) > 10**5:
    fail('the names are longer than 100000 letters in total')
sys.exit(42)
