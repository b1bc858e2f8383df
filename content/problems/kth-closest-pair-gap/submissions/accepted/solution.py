import sys
from bisect import bisect_right


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    x = sorted(map(int, data[2:2 + n]))

    def pairs_within(g):
        # Pairs (i < j) with x[j] - x[i] <= g, counted with a moving right pointer.
        count, j = 0, 0
        for i in range(n):
            if j < i + 1:
                j = i + 1
            limit = x[i] + g
            while j < n and x[j] <= limit:
                j += 1
            count += j - i - 1
        return count

    lo, hi = 0, x[-1] - x[0]
    while lo < hi:
        mid = (lo + hi) // 2
        if pairs_within(mid) >= k:
            hi = mid
        else:
            lo = mid + 1
    print(lo)


main()
