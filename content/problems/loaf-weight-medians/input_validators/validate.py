"""Input validator for Loaf Weight Medians: exits 42 when standard input is a valid test input, 43 otherwise (the
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
    if len(lines) != 2:
        fail(f'expected 2 lines, got {len(lines)}')
    (n,) = ints(lines[0], 1, 1, 3 * 10**4, 'line 1')
    ints(lines[1], n, 1, 10**6, 'line 2')
    sys.exit(42)


main()
