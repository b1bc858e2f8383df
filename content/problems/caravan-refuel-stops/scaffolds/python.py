import sys


def fewest_stops(distance, water, oases):
    """oases: list of (position, supply) in increasing position. Returns the fewest stops to reach `distance`, or -1."""
    # TODO: write your solution here
    return -1


def main():
    data = sys.stdin.read().split()
    d, f, n = int(data[0]), int(data[1]), int(data[2])
    oases = [(int(data[3 + 2 * i]), int(data[4 + 2 * i])) for i in range(n)]
    print(fewest_stops(d, f, oases))


main()
