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
if not re.fullmatch(r'[1-9][0-9]*', lines[0]):
    fail('line 1: q must be a positive integer')
q = int(lines[0])
if q > 10**4 or len(lines) != q + 1:
    fail('q out of range or wrong number of lines')
for i, line in enumerate(lines[1:], 2):
    parts = line.split(' ')
    if len(parts) != 2 or not all(INT.match(p) and int(p) < 2**60 for p in parts):
        fail(f'line {i}: expected two patterns in [0, 2^60)')
sys.exit(42)
