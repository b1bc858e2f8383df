"""Input validator: checks the exact layout and the constraints of one test input. Exit 42 = valid, 43 = invalid."""
import re
import sys
from collections import Counter

INT = re.compile(r'[1-9][0-9]*$')


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(43)


text = sys.stdin.read()
if not text.endswith('\n'):
    fail('the input must end with a newline')
lines = text[:-1].split('\n')
if len(lines) != 2:
    fail(f'expected 2 lines, got {len(lines)}')
if not INT.match(lines[0]):
    fail('line 1: n must be a positive integer')
n = int(lines[0])
if n > 50_001 or n % 2 == 0:
    fail('n must be odd and at most 50001')
parts = lines[1].split(' ')
if len(parts) != n:
    fail(f'line 2: expected {n} key numbers, got {len(parts)}')
for p in parts:
    if not INT.match(p) or int(p) >= 2**30:
        fail(f'line 2: {p!r} is not a key number in [1, 2^30)')
counts = Counter(parts).values()
if sorted(counts).count(1) != 1 or any(c not in (1, 2) for c in counts):
    fail('exactly one number must appear once and every other exactly twice')
sys.exit(42)
