# Correct but slow: best[k] = least total work to finish k assignments (taken by deadline), O(n^2).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    jobs = sorted((int(data[2 + 2 * i]), int(data[1 + 2 * i])) for i in range(n))
    INF = float('inf')
    best = [0] + [INF] * n
    top = 0
    for d, t in jobs:
        for k in range(top, -1, -1):
            v = best[k] + t
            if v <= d and v < best[k + 1]:
                best[k + 1] = v
                if k + 1 > top:
                    top = k + 1
    print(top)


main()
