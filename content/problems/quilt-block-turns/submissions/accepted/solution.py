import sys


def turn(grid):
    """One clockwise quarter turn: new row i is old column i read from the bottom up."""
    r, c = len(grid), len(grid[0])
    return [''.join(grid[r - 1 - j][i] for j in range(r)) for i in range(c)]


def main():
    data = sys.stdin.read().split()
    r, k = int(data[0]), int(data[2])
    grid = data[3:3 + r]
    for _ in range(k % 4):  # four turns bring the block back
        grid = turn(grid)
    print('\n'.join(grid))


main()
