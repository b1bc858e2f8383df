# Wrong: grows a square from the cell above and the cell to the left only. A free row above and a free column to the
# left do not make the plot diagonally up-left free, so the side comes out too large.
import sys


def main():
    data = sys.stdin.read().split()
    r, c = int(data[0]), int(data[1])
    rows = data[2:2 + r]
    prev = [0] * (c + 1)
    best = count = 0
    for i in range(r):
        cur = [0] * (c + 1)
        for j in range(c):
            if rows[i][j] == '.':
                s = 1 + min(prev[j + 1], cur[j])
                cur[j + 1] = s
                if s > best:
                    best, count = s, 1
                elif s == best:
                    count += 1
        prev = cur
    print(best, count)


main()
