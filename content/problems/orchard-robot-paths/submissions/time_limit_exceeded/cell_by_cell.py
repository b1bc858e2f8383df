# Correct but slow: the classic grid DP over every cell, O(R * C) -- up to 10^10 cells.
import sys

MOD = 10**9 + 7


def main():
    data = sys.stdin.buffer.read().split()
    rows, cols, k = int(data[0]), int(data[1]), int(data[2])
    trees = set((int(data[3 + 2 * i]), int(data[4 + 2 * i])) for i in range(k))
    row = [0] * (cols + 1)
    row[1] = 1
    for r in range(1, rows + 1):
        for c in range(1, cols + 1):
            if (r, c) in trees:
                row[c] = 0
            elif r > 1 or c > 1:
                row[c] = (row[c] + row[c - 1]) % MOD
    print(row[cols])


main()
