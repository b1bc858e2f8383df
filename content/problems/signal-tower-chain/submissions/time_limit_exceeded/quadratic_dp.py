# Correct but slow: the classic O(n^2) DP over all earlier towers.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = [int(x) for x in data[1:1 + n]]
    best = [1] * n
    for i in range(n):
        hi = h[i]
        b = 1
        for j in range(i):
            if h[j] < hi and best[j] + 1 > b:
                b = best[j] + 1
        best[i] = b
    print(max(best))


main()
