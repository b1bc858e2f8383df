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
if len(lines) != 2 or not re.fullmatch(r'[1-9][0-9]*', lines[0]):
    fail('expected n and the row')
n = int(lines[0])
if n > 100_000 or not re.fullmatch(r'[I.]+', lines[1]) or len(lines[1]) != n:
    fail(f'line 2: expected {n} characters I or .')
sys.exit(42)
