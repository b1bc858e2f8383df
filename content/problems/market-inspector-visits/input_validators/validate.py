"""Input validator for Market Inspector Visits: exits 42 when standard input is a valid test input, 43 otherwise (the
reason goes to standard error). The format is checked exactly: single spaces, one newline at the end of every line."""
import re
import sys

INT = re.compile(r'0|[1-9][0-9]*')


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(43)


def ints(line, count, lo, hi, what):
    tokens = line.split(' ')
    if len(tokens) != count or not all(INT.fullmatch(t) for t in tokens):
        fail(f'{what}: expected {count} non-negative integers separated by single spaces')
    values = [int(t) for t in tokens]
    if not all(lo <= v <= hi for v in values):
        fail(f'{what}: value out of range [{lo}, {hi}]')
    return values


def main():
    try:
        text = sys.stdin.buffer.read().decode('ascii')
    except UnicodeDecodeError:
        fail('input is not ASCII')
    if not text.endswith('\n'):
        fail('input must end with a newline')
    lines = text[:-1].split('\n')
    (n,) = ints(lines[0], 1, 1, 2 * 10**4, 'line 1')
    if len(lines) != 1 + n:
        fail(f'expected {1 + n} lines, got {len(lines)}')
    for i in range(1, n + 1):
        s, e = ints(lines[i], 2, 0, 10**6, f'line {i + 1}')
        if s > e:
            fail(f'line {i + 1}: s must not exceed e')
    sys.exit(42)


main()
