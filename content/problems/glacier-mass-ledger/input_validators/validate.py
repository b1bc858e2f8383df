"""Input validator for Glacier Mass Ledger: exits 42 when standard input is a valid test input, 43 otherwise (the
reason goes to standard error). The format is checked exactly: single spaces, one newline at the end of every line."""
import re
import sys

INT = re.compile(r'-?(0|[1-9][0-9]*)')


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(43)


def ints(line, count, lo, hi, what):
    tokens = line.split(' ')
    if len(tokens) != count or not all(INT.fullmatch(t) and t != '-0' for t in tokens):
        fail(f'{what}: expected {count} integers separated by single spaces')
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
    n, q = ints(lines[0], 2, 1, 3 * 10**4, 'line 1')
    if len(lines) != q + 2:
        fail(f'expected {q + 2} lines, got {len(lines)}')
    ints(lines[1], n, -10**9, 10**9, 'line 2')
    for i, line in enumerate(lines[2:], start=3):
        l, r = ints(line, 2, 1, n, f'line {i}')
        if l > r:
            fail(f'line {i}: l > r')
    sys.exit(42)


main()
