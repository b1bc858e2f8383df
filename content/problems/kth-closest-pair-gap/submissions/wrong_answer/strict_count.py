# Plausible bug: counts pairs at distance strictly below g, so the search lands one above the answer.
import sys
from bisect import bisect_left


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    x = sorted(map(int, data[2:2 + n]))

    def pairs_below(g):
        return sum(bisect_left(x, x[i] + g, i + 1) - i - 1 for i in range(n))

    lo, hi = 0, x[-1] - x[0]
    while lo < hi:
        mid = (lo + hi) // 2
        if pairs_below(mid) >= k:
            hi = mid
        else:
            lo = mid + 1
    print(lo)


main()
