import sys


def largest_stretch_xor(patterns):
    """Return the largest XOR of a stretch of consecutive patterns."""
    # TODO: write your solution here
    return 0


def main():
    data = list(map(int, sys.stdin.read().split()))
    print(largest_stretch_xor(data[1:1 + data[0]]))


main()
