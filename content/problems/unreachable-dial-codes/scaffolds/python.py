import sys


def count_unreachable(codes):
    """Return how many codes have another code as a proper prefix. Codes are strings (they may start with 0)."""
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    print(count_unreachable(data[1:1 + int(data[0])]))


main()
