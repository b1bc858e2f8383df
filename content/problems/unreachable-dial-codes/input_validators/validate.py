"""Input validator for Unreachable Dial Codes: exits 42 when standard input is a valid test input, 43 otherwise (the
reason goes to standard error). The format is checked exactly: one code per line, one newline at the end of every
line."""
import re
import sys

CODE = re.compile(r'[0-9]{1,10}')


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
    if not re.fullmatch(r'[1-9][0-9]*', lines[0]) or not 1 <= int(lines[0]) <= 2 * 10**4:
        fail('line 1: n out of range')
    n = int(lines[0])
    if len(lines) != 1 + n:
        fail(f'expected {1 + n} lines, got {len(lines)}')
    codes = lines[1:]
    if not all(CODE.fullmatch(c) for c in codes):
        fail('every code must be 1 to 10 digits')
    if len(set(codes)) != n:
        fail('codes must be distinct')
    sys.exit(42)


main()
