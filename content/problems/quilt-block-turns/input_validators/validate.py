"""Input validator: checks the exact layout and the constraints of one test input. Exit 42 = valid, 43 = invalid."""
import re
import sys

ROW = re.compile(r'[a-z0-9.]+$')


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(43)


text = sys.stdin.read()
if not text.endswith('\n'):
    fail('the input must end with a newline')
lines = text[:-1].split('\n')
head = lines[0].split(' ')
if len(head) != 3 or not all(re.fullmatch(r'0|[1-9][0-9]*', h) for h in head):
    fail('line 1: expected R C k')
r, c, k = map(int, head)
if not (1 <= r <= 100 and 1 <= c <= 100 and 0 <= k <= 10**9):
    fail('R, C or k out of range')
if len(lines) != r + 1:
    fail(f'expected {r} rows, got {len(lines) - 1}')
for i, row in enumerate(lines[1:], 2):
    if len(row) != c or not ROW.match(row):
        fail(f'line {i}: expected {c} characters from [a-z0-9.]')
sys.exit(42)
