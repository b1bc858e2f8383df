# Correct but slow: gift wrapping (Jarvis march). From the current corner, scan every post for the next corner:
# O(n h) for h corners, O(n^2) when every post is a corner.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    xs = [int(data[1 + 2 * i]) for i in range(n)]
    ys = [int(data[2 + 2 * i]) for i in range(n)]
    start = min(range(n), key=lambda i: (xs[i], ys[i]))
    hull = []
    cur = start
    while True:
        hull.append(cur)
        cx, cy = xs[cur], ys[cur]
        nxt = (cur + 1) % n
        for j in range(n):
            # Take j if it is clockwise of nxt as seen from cur, or on the same line but farther away: the walk
            # then goes anticlockwise and skips posts on straight stretches.
            c = (xs[nxt] - cx) * (ys[j] - cy) - (ys[nxt] - cy) * (xs[j] - cx)
            if c < 0 or (c == 0 and (xs[j] - cx) ** 2 + (ys[j] - cy) ** 2 > (xs[nxt] - cx) ** 2 + (ys[nxt] - cy) ** 2):
                nxt = j
        cur = nxt
        if cur == start:
            break
    twice = 0
    for i in range(len(hull)):
        a, b = hull[i], hull[(i + 1) % len(hull)]
        twice += xs[a] * ys[b] - xs[b] * ys[a]
    print(len(hull))
    print(f"{twice // 2}.{5 if twice % 2 else 0}")


main()
