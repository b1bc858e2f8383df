import sys


def paddock(points):
    """points: list of (x, y) posts. Returns (number of corner posts, twice the paddock's area)."""
    # TODO: write your solution here
    return 0, 0


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    points = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    corners, twice = paddock(points)
    print(corners)
    print(f"{twice // 2}.{5 if twice % 2 else 0}")


main()
