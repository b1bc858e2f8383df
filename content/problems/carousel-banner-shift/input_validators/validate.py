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
if len(lines) != 2:
    fail('expected two lines')
a, b = lines
if not re.fullmatch(r'[a-z]{1,50000}', a) or not re.fullmatch(r'[a-z]{1,50000}', b):
    fail('each line must be 1..50000 lowercase letters')
if len(a) != len(b):
    fail('A and B must have the same length')
sys.exit(42)
