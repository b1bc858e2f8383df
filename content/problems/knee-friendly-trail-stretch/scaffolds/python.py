import sys


def longest_stretch(limit, ascents):
    """Return the largest number of consecutive segments whose ascents add up to at most limit."""
    # TODO: write your solution here
    return 0


def main():
    data = list(map(int, sys.stdin.read().split()))
    n, limit = data[0], data[1]
    print(longest_stretch(limit, data[2:2 + n]))


main()
