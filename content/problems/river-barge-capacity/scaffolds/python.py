import sys


def smallest_capacity(days, weights):
    """Returns the smallest barge capacity that ships the crates in order within `days` days."""
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    n, d = int(data[0]), int(data[1])
    print(smallest_capacity(d, [int(x) for x in data[2:2 + n]]))


main()
