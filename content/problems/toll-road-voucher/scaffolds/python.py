import sys


def cheapest_trip(n, roads):
    """roads: list of (u, v, w). Returns the minimum toll from town 1 to town n with one half-price road, or -1."""
    # TODO: write your solution here
    return -1


def main():
    data = sys.stdin.read().split()
    n, m = int(data[0]), int(data[1])
    roads = [(int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])) for i in range(m)]
    print(cheapest_trip(n, roads))


main()
