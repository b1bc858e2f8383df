"""Input validator for Seed Library Prefix Search: exits 42 when standard input is a valid test input, 43 otherwise
(the reason goes to standard error). The format is checked exactly: single spaces, one newline at the end of every
line."""
import re
import sys

WORD = re.compile(r'[a-z]{1,10}')
HEAD = re.compile(r'([1-9][0-9]*) ([1-9][0-9]*)')


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(43)


def main():
    try:
        text = sys.stdin.buffer.read().decode('ascii')
    except UnicodeDecodeError:
        fail('input is not ASCII')
    if not text.endswith('\n'):
        fail('input must end with a newline')
    lines = text[:-1].split('\n')
    head = HEAD.fullmatch(lines[0])
    if not head:
        fail('line 1: expected "n q"')
    n, q = int(head.group(1)), int(head.group(2))
    if not (n <= 2 * 10**4 and q <= 2 * 10**4):
        fail('n or q out of range')
    if len(lines) != n + q + 1:
        fail(f'expected {n + q + 1} lines, got {len(lines)}')
    for i, line in enumerate(lines[1:], start=2):
        if not WORD.fullmatch(line):
            fail(f'line {i}: expected 1-10 lowercase letters')
    if len(set(lines[1:n + 1])) != n:
        fail('codes are not distinct')
    sys.exit(42)


main()
