import sys


def longest_steady_run(limit, readings):
    """Return (length of the longest steady run, its first position (1-based), the earliest on ties)."""
    # TODO: write your solution here
    return 1, 1


def main():
    data = list(map(int, sys.stdin.read().split()))
    n, limit = data[0], data[1]
    length, start = longest_steady_run(limit, data[2:2 + n])
    print(length, start)


main()
