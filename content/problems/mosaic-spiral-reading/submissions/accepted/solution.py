import sys


def main():
    data = sys.stdin.read().split()
    r, c = int(data[0]), int(data[1])
    g = data[2:2 + r]
    top, bottom, left, right = 0, r - 1, 0, c - 1
    out = []
    while top <= bottom and left <= right:
        out.extend(g[top][j] for j in range(left, right + 1))  # top row, left to right
        out.extend(g[i][right] for i in range(top + 1, bottom + 1))  # right column, downwards
        if top < bottom and left < right:  # a second row and a second column are left
            out.extend(g[bottom][j] for j in range(right - 1, left - 1, -1))  # bottom row, right to left
            out.extend(g[i][left] for i in range(bottom - 1, top, -1))  # left column, upwards
        top, bottom, left, right = top + 1, bottom - 1, left + 1, right - 1
    print(''.join(out))


main()
