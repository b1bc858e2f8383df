# Correct but slow: the same binary search, but each count compares every pair, O(n^2 log X).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    x = [int(v) for v in data[2:2 + n]]
    lo, hi = 0, max(x) - min(x)
    while lo < hi:
        mid = (lo + hi) // 2
        count = 0
        for i in range(n):
            xi = x[i]
            for j in range(i + 1, n):
                if abs(x[j] - xi) <= mid:
                    count += 1
        if count >= k:
            hi = mid
        else:
            lo = mid + 1
    print(lo)


main()
