import sys


def longest_repeat(s):
    """Return (L, p): the length of the longest stretch appearing at least twice (overlaps allowed) and the smallest
    1-based start of such a stretch; (0, 0) when no letter repeats."""
    # TODO: write your solution here
    return 0, 0


def main():
    s = sys.stdin.readline().strip()
    length, pos = longest_repeat(s)
    print(length, pos)


main()
