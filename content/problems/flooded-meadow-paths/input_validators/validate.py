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
head = lines[0].split(' ')
if len(head) != 3 or not all(INT.match(x) for x in head):
    fail('line 1: expected H W k')
h, w, k = map(int, head)
if not (1 <= h <= 10**5 and 1 <= w <= 10**5 and 0 <= k <= 1000) or len(lines) != k + 1:
    fail('H, W or k out of range, or wrong number of lines')
seen = set()
for i, line in enumerate(lines[1:], 2):
    parts = line.split(' ')
    if len(parts) != 2 or not all(INT.match(p) for p in parts):
        fail(f'line {i}: expected r c')
    r, c = map(int, parts)
    if not (1 <= r <= h and 1 <= c <= w) or (r, c) in ((1, 1), (h, w)) or (r, c) in seen:
        fail(f'line {i}: square out of range, repeated, or the gate / stile')
    seen.add((r, c))
sys.exit(42)
