# Correct but slow: simulates the lake minute by minute, scanning the whole grid every minute: O(R * C * minutes).
import sys


def main():
    data = sys.stdin.read().split()
    r, c = int(data[0]), int(data[1])
    g = [list(row) for row in data[2:2 + r]]
    minutes = 0
    while True:
        fresh = []
        for i in range(r):
            for j in range(c):
                if g[i][j] == '.' and ((i > 0 and g[i - 1][j] == 'F') or (i < r - 1 and g[i + 1][j] == 'F')
                                       or (j > 0 and g[i][j - 1] == 'F') or (j < c - 1 and g[i][j + 1] == 'F')):
                    fresh.append((i, j))
        if not fresh:
            break
        for i, j in fresh:
            g[i][j] = 'F'
        minutes += 1
    left = any('.' in row for row in g)
    print(-1 if left else minutes)


main()
