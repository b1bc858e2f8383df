import sys


def longest_refrain(s):
    """Return the length of the longest prefix of s that is also a suffix and occurs strictly inside, or 0."""
    # TODO: write your solution here
    return 0


def main():
    print(longest_refrain(sys.stdin.readline().strip()))


main()
