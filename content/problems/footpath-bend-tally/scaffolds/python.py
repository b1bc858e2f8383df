import sys


def tally_bends(points):
    """points: list of (x, y) waypoints in walking order. Return (left, right, straight)."""
    # TODO: write your solution here
    return 0, 0, 0


def main():
    data = list(map(int, sys.stdin.read().split()))
    n = data[0]
    points = [(data[1 + 2 * i], data[2 + 2 * i]) for i in range(n)]
    print(*tally_bends(points))


main()
