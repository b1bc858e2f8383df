import sys


def turn_block(grid, k):
    """grid: list of R strings of length C. Return the rows after k clockwise quarter turns."""
    # TODO: write your solution here
    return grid


def main():
    data = sys.stdin.read().split()
    r, k = int(data[0]), int(data[2])
    print('\n'.join(turn_block(data[3:3 + r], k)))


main()
