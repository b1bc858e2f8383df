import sys


def sunniest_stretch(k, sunshine):
    """Return (largest total of k consecutive days, first day (1-based) of the earliest such stretch)."""
    # TODO: write your solution here
    return 0, 1


def main():
    data = list(map(int, sys.stdin.read().split()))
    n, k = data[0], data[1]
    total, start = sunniest_stretch(k, data[2:2 + n])
    print(total, start)


main()
