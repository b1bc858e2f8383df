"""Input validator for Rope Bridges Between Rafts: exits 42 when standard input is a valid test input, 43 otherwise
(the reason goes to standard error). The format is checked exactly: single spaces, one newline at the end of every
line."""
import re
import sys

LINE = re.compile(r'(tie|ask) ([1-9][0-9]*) ([1-9][0-9]*)')
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
    if not (1 <= n <= 4 * 10**4 and 1 <= q <= 4 * 10**4):
        fail('n or q out of range')
    if len(lines) != q + 1:
        fail(f'expected {q} log lines, got {len(lines) - 1}')
    asked = False
    for i, line in enumerate(lines[1:], start=2):
        m = LINE.fullmatch(line)
        if not m:
            fail(f'line {i}: expected "tie a b" or "ask a b"')
        if not (int(m.group(2)) <= n and int(m.group(3)) <= n):
            fail(f'line {i}: raft number out of range')
        asked = asked or m.group(1) == 'ask'
    if not asked:
        fail('no ask line')
    sys.exit(42)


main()
