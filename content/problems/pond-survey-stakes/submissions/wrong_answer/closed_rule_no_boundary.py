# Wrong: plain ray casting with a closed rule (an edge counts when min(y1, y2) <= y <= max(y1, y2)) and no boundary
# test. A ray through a corner is counted twice, and a stake on the shore comes out IN or OUT, never ON.
import sys


def locate(poly, px, py):
    inside = False
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        if y1 != y2 and min(y1, y2) <= py <= max(y1, y2):
            xc = x1 + (py - y1) * (x2 - x1) / (y2 - y1)
            if xc > px:
                inside = not inside
    return 'IN' if inside else 'OUT'


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n = data[0]
    poly = [(data[1 + 2 * i], data[2 + 2 * i]) for i in range(n)]
    q = data[1 + 2 * n]
    base = 2 + 2 * n
    print('\n'.join(locate(poly, data[base + 2 * k], data[base + 2 * k + 1]) for k in range(q)))


main()
