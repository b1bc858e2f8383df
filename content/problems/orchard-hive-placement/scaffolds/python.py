import sys


def count_setups(grid):
    """grid: n strings of '.' (free) and '#' (tree). Count placements of n hives, one per row and column, on free
    plots, with no two on a common diagonal."""
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    print(count_setups(data[1:1 + n]))


main()
