# Correct but slow: reach[k] = farthest kilometre reachable with k stops, updated per oasis -- O(n^2).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    d, water, n = int(data[0]), int(data[1]), int(data[2])
    reach = [water] + [-1] * n
    for i in range(n):
        p, w = int(data[3 + 2 * i]), int(data[4 + 2 * i])
        for k in range(i, -1, -1):
            if reach[k] >= p and reach[k] + w > reach[k + 1]:
                reach[k + 1] = reach[k] + w
    for k in range(n + 1):
        if reach[k] >= d:
            print(k)
            return
    print(-1)


main()
