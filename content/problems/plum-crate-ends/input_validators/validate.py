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
if len(lines) != 2 or not INT.match(lines[0]):
    fail('expected 2 lines, the first a positive n')
n = int(lines[0])
if n > 1000:
    fail('n out of range')
parts = lines[1].split(' ')
if len(parts) != n or not all(INT.match(p) and int(p) <= 10**6 for p in parts):
    fail(f'line 2: expected {n} crate sizes in [1, 10^6]')
sys.exit(42)
