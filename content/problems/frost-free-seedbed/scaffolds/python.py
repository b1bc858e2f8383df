import sys


def largest_seedbed(rows):
    """rows: R strings of '#' and '.'. Return (k, positions) for the largest frost-free square; (0, 0) if none."""
    # TODO: write your solution here
    return 0, 0


def main():
    data = sys.stdin.read().split()
    r = int(data[0])
    print(*largest_seedbed(data[2:2 + r]))


main()
