import sys

MOD = 10**9 + 7


def count_routes(rows, cols, trees):
    """trees: list of (r, c). Returns the number of south/east routes from (1, 1) to (rows, cols) avoiding trees, mod 10^9+7."""
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    rows, cols, k = int(data[0]), int(data[1]), int(data[2])
    trees = [(int(data[3 + 2 * i]), int(data[4 + 2 * i])) for i in range(k)]
    print(count_routes(rows, cols, trees))


main()
