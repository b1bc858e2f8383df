import sys


def cross(o, a, b):
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    pts = sorted((int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n))
    # Andrew's monotone chain; popping on cross <= 0 drops posts on straight stretches.
    lower = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    hull = lower[:-1] + upper[:-1]  # anticlockwise
    twice = 0
    for i in range(len(hull)):
        (x1, y1), (x2, y2) = hull[i], hull[(i + 1) % len(hull)]
        twice += x1 * y2 - x2 * y1
    print(len(hull))
    print(f"{twice // 2}.{5 if twice % 2 else 0}")


main()
