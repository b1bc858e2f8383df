"""Input validator for Letter Tile Arrangements: exits 42 when standard input is a valid test input, 43 otherwise
(the reason goes to standard error). The format is checked exactly: one line, one newline at its end."""
import re
import sys


def main():
    text = sys.stdin.buffer.read()
    if not re.fullmatch(rb'[a-z]{1,7}\n', text):
        print('expected one line of 1 to 7 lowercase letters', file=sys.stderr)
        sys.exit(43)
    sys.exit(42)


main()
