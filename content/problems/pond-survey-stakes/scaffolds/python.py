import sys


def locate(poly, px, py):
    """poly: list of (x, y) corners in order. Return 'IN', 'ON' or 'OUT' for the stake (px, py)."""
    # TODO: write your solution here
    return 'OUT'


def main():
    data = list(map(int, sys.stdin.read().split()))
    n = data[0]
    poly = [(data[1 + 2 * i], data[2 + 2 * i]) for i in range(n)]
    q = data[1 + 2 * n]
    base = 2 + 2 * n
    print('\n'.join(locate(poly, data[base + 2 * k], data[base + 2 * k + 1]) for k in range(q)))


main()
