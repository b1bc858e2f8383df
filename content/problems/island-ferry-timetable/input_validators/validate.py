"""Input validator for Island Ferry Timetable: exits 42 when standard input is a valid test input, 43 otherwise (the
reason goes to standard error). The format is checked exactly: single spaces, one newline at the end of every line."""
import re
import sys

INT = re.compile(r'0|[1-9][0-9]*')


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(43)


def ints(line, count, what):
    tokens = line.split(' ')
    if len(tokens) != count or not all(INT.fullmatch(t) for t in tokens):
        fail(f'{what}: expected {count} non-negative integers separated by single spaces')
    return [int(t) for t in tokens]


def main():
    try:
        text = sys.stdin.buffer.read().decode('ascii')
    except UnicodeDecodeError:
        fail('input is not ASCII')
    if not text.endswith('\n'):
        fail('input must end with a newline')
    lines = text[:-1].split('\n')
    n, m = ints(lines[0], 2, 'line 1')
    if not 2 <= n <= 10**4 or not 0 <= m <= 10**4:
        fail('n or m out of range')
    if len(lines) != 1 + m:
        fail(f'expected {1 + m} lines, got {len(lines)}')
    for i in range(1, m + 1):
        a, b, f, p, d = ints(lines[i], 5, f'line {i + 1}')
        if not (1 <= a <= n and 1 <= b <= n and a != b):
            fail(f'line {i + 1}: bad islands')
        if not (0 <= f <= 1000 and 1 <= p <= 1000 and 1 <= d <= 1000):
            fail(f'line {i + 1}: f, p or d out of range')
    sys.exit(42)


main()
