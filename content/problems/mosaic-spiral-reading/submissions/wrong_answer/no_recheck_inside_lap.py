# Wrong: checks the borders only at the start of each lap. When the lap is a single row or column, the bottom row and
# the left column are read again backwards.
import sys


def main():
    data = sys.stdin.read().split()
    r, c = int(data[0]), int(data[1])
    g = data[2:2 + r]
    top, bottom, left, right = 0, r - 1, 0, c - 1
    out = []
    while top <= bottom and left <= right:
        for j in range(left, right + 1):
            out.append(g[top][j])
        top += 1
        for i in range(top, bottom + 1):
            out.append(g[i][right])
        right -= 1
        for j in range(right, left - 1, -1):
            out.append(g[bottom][j])
        bottom -= 1
        for i in range(bottom, top - 1, -1):
            out.append(g[i][left])
        left += 1
    print(''.join(out))


main()
