import sys


def twice_area(points):
    """points: list of (x, y) corner stakes in walking order. Returns twice the plot's area (an integer)."""
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    points = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    twice = twice_area(points)
    print(f"{twice // 2}.{5 if twice % 2 else 0}")


main()
