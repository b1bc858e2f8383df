import sys


def locate(poly, px, py):
    inside = False
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        cross = (x2 - x1) * (py - y1) - (y2 - y1) * (px - x1)
        if cross == 0 and min(x1, x2) <= px <= max(x1, x2) and min(y1, y2) <= py <= max(y1, y2):
            return 'ON'
        # Half-open rule: the edge counts when exactly one endpoint is strictly above the ray's line.
        if (y1 > py) != (y2 > py):
            # The crossing is to the right of the stake when the stake is left of the upward-directed edge.
            if (cross > 0) == (y2 > y1):
                inside = not inside
    return 'IN' if inside else 'OUT'


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n = data[0]
    poly = [(data[1 + 2 * i], data[2 + 2 * i]) for i in range(n)]
    q = data[1 + 2 * n]
    base = 2 + 2 * n
    out = [locate(poly, data[base + 2 * k], data[base + 2 * k + 1]) for k in range(q)]
    print('\n'.join(out))


main()
