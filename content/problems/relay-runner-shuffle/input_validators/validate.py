"""Input validator for Relay Runner Shuffle: exits 42 when standard input is a valid test input, 43 otherwise (the reason goes
to standard error). The format is checked exactly: single spaces, one newline at the end of every line."""
import re
import sys

INT = re.compile(r'-?(0|[1-9][0-9]*)')


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(43)


def read_lines():
    try:
        text = sys.stdin.buffer.read().decode('ascii')
    except UnicodeDecodeError:
        fail('input is not ASCII')
    if not text.endswith('\n'):
        fail('input must end with a newline')
    return text[:-1].split('\n')


def ints(line, count, lo, hi, what):
    """The integers of one line: exactly `count` of them, separated by single spaces, each in [lo, hi]."""
    tokens = line.split(' ') if line else []
    if len(tokens) != count:
        fail(f'{what}: expected {count} integers, got {len(tokens)}')
    values = []
    for token in tokens:
        if not INT.fullmatch(token) or token == '-0':
            fail(f'{what}: {token[:20]!r} is not an integer')
        value = int(token)
        if not lo <= value <= hi:
            fail(f'{what}: {value} is outside [{lo}, {hi}]')
        values.append(value)
    return values


def expect_lines(lines, count):
    if len(lines) != count:
        fail(f'expected {count} lines, got {len(lines)}')


lines = read_lines()
expect_lines(lines, 2)
(n,) = ints(lines[0], 1, 1, 5 * 10**4, 'line 1')
ints(lines[1], n, 1, 10**6, 'line 2')
sys.exit(42)
