# Correct but slow: turns the block k times, one quarter turn after another. k is up to 10^9.
import sys


def main():
    data = sys.stdin.read().split()
    r, k = int(data[0]), int(data[2])
    grid = data[3:3 + r]
    for _ in range(k):
        rows = len(grid)
        grid = [''.join(grid[rows - 1 - j][i] for j in range(rows)) for i in range(len(grid[0]))]
    print('\n'.join(grid))


main()
