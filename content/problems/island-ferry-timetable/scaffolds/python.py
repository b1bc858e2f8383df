import sys


def earliest_arrival(n, routes):
    """routes[i] = (a, b, first, period, duration). Return the earliest minute Nell reaches island n, or -1."""
    # TODO: write your solution here
    return -1


def main():
    data = list(map(int, sys.stdin.read().split()))
    n, m = data[0], data[1]
    print(earliest_arrival(n, [tuple(data[2 + 5 * i:7 + 5 * i]) for i in range(m)]))


main()
