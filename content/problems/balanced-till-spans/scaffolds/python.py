import sys


def count_spans(k, changes):
    """Return the number of spans of consecutive hours whose total change is exactly k."""
    # TODO: write your solution here
    return 0


def main():
    data = list(map(int, sys.stdin.read().split()))
    n, k = data[0], data[1]
    print(count_spans(k, data[2:2 + n]))


main()
