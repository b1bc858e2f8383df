import sys


def repair_order(bikes):
    """bikes: list of (arrival minute, repair minutes) for bikes 1..n. Returns the bike numbers in repair order."""
    # TODO: write your solution here
    return list(range(1, len(bikes) + 1))


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    bikes = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    print(' '.join(map(str, repair_order(bikes))))


main()
