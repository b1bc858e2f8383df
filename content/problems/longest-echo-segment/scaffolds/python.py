import sys


def longest_echo(s):
    """Return (length, 1-based start) of the leftmost longest palindromic stretch of s."""
    # TODO: write your solution here
    return 1, 1


length, start = longest_echo(sys.stdin.readline().strip())
print(length, start)
