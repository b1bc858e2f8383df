"""Input validator: checks the exact layout and the constraints of one test input. Exit 42 = valid, 43 = invalid."""
import re
import sys

INT = re.compile(r'[1-9][0-9]*$')


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(43)


text = sys.stdin.read()
if not text.endswith('\n'):
    fail('the input must end with a newline')
lines = text[:-1].split('\n')
first = lines[0].split(' ')
if len(first) != 2 or not all(INT.match(p) for p in first):
    fail('line 1: expected two positive integers k and n')
k, n = int(first[0]), int(first[1])
if not 1 <= k <= 10:
    fail(f'line 1: k = {k} is outside [1, 10]')
if not 1 <= n <= 10**18:
    fail(f'line 1: n = {n} is outside [1, 10^18]')
if len(lines) != 1 + k:
    fail(f'expected {1 + k} lines, got {len(lines)}')
for c in range(k):
    if not re.match(f'[01]{{{k}}}$', lines[1 + c]):
        fail(f'line {2 + c}: expected {k} characters 0 or 1')
sys.exit(42)
