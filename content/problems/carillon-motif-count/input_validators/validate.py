"""Input validator: checks the exact layout and the constraints of one test input. Exit 42 = valid, 43 = invalid."""
import re
import sys

WORD = re.compile(r'[a-z]+$')


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(43)


text = sys.stdin.read()
if not text.endswith('\n'):
    fail('the input must end with a newline')
lines = text[:-1].split('\n')
if len(lines) != 2:
    fail(f'expected 2 lines, got {len(lines)}')
motif, log = lines
for name, word in (('motif', motif), ('log', log)):
    if not WORD.match(word):
        fail(f'the {name} must be one or more lowercase letters')
if len(log) > 2 * 10**5:
    fail('the log is longer than 200000 bells')
if len(motif) > len(log):
    fail('the motif is longer than the log')
sys.exit(42)
