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
lines = text[:-1].split('\n')
if not INT.match(lines[0]) or not 1 <= int(lines[0]) <= 30_000:
    fail('line 1: Q must be an integer in [1, 30000]')
q = int(lines[0])
if len(lines) != 1 + q:
    fail(f'expected {1 + q} lines, got {len(lines)}')
for j in range(q):
    parts = lines[1 + j].split(' ')
    if len(parts) != 2 or not all(INT.match(p) for p in parts):
        fail(f'line {2 + j}: expected two non-negative integers')
    n, r = map(int, parts)
    if not 0 <= r <= n <= 2 * 10**5:
        fail(f'line {2 + j}: need 0 <= r <= n <= 200000')
sys.exit(42)
