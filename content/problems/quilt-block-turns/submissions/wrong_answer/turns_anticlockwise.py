# Wrong: reduces k modulo 4, but each "turn" transposes and reads the columns from the right, which is an
# anticlockwise quarter turn. Two turns (a half turn) come out right; one and three are swapped.
import sys


def main():
    data = sys.stdin.read().split()
    r, k = int(data[0]), int(data[2])
    grid = data[3:3 + r]
    for _ in range(k % 4):
        c = len(grid[0])
        grid = [''.join(row[c - 1 - i] for row in grid) for i in range(c)]
    print('\n'.join(grid))


main()
