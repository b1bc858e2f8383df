"""Input validator: checks the exact layout and the constraints of one test input. Exit 42 = valid, 43 = invalid."""
import re
import sys


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(43)


text = sys.stdin.read()
if not text.endswith('\n'):
    fail('the input must end with a newline')
lines = text[:-1].split('\n')
m = re.fullmatch(r'([1-9][0-9]*) ([1-9][0-9]*)', lines[0])
if not m:
    fail('line 1: expected R C')
r, c = int(m.group(1)), int(m.group(2))
if r > 300 or c > 300 or len(lines) != r + 1:
    fail('R or C out of range, or wrong number of rows')
for i, row in enumerate(lines[1:], 2):
    if not re.fullmatch(r'[#.]+', row) or len(row) != c:
        fail(f'line {i}: expected {c} characters # or .')
sys.exit(42)
