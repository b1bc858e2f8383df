"""Input validator: checks the exact layout and the constraints of one test input. Exit 42 = valid, 43 = invalid."""
import re
import sys

text = sys.stdin.read()
if not re.fullmatch(r'[a-z]{1,100000}\n', text):
    print('expected one line of 1..100000 lowercase letters', file=sys.stderr)
    sys.exit(43)
sys.exit(42)
