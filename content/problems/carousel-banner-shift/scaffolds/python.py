import sys


def smallest_shift(a, b):
    """Return the smallest s with a[s:] + a[:s] == b, or -1."""
    # TODO: write your solution here
    return -1


def main():
    a, b = sys.stdin.read().split()
    print(smallest_shift(a, b))


main()
