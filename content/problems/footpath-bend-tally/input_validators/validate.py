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
lines = text[:-1].split('\n')
if not re.fullmatch(r'[1-9][0-9]*', lines[0]):
    fail('line 1: n must be a positive integer')
n = int(lines[0])
if not 3 <= n <= 10_000 or len(lines) != n + 1:
    fail('n out of range or wrong number of lines')
prev = None
for i, line in enumerate(lines[1:], 2):
    parts = line.split(' ')
    if len(parts) != 2 or not all(INT.match(p) and p != '-0' for p in parts):
        fail(f'line {i}: expected two integers')
    p = tuple(map(int, parts))
    if any(abs(v) > 10**9 for v in p):
        fail(f'line {i}: coordinate out of range')
    if p == prev:
        fail(f'line {i}: repeats the previous waypoint')
    prev = p
sys.exit(42)
