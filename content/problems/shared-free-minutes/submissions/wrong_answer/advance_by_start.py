# Advances the interval that STARTS first instead of the one that ends first, so a long interval is dropped while it
# still overlaps later intervals of the other diary.
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, m = data[0], data[1]
    a = data[2:2 + 2 * n]
    b = data[2 + 2 * n:2 + 2 * n + 2 * m]
    pieces = minutes = 0
    i = j = 0
    while i < n and j < m:
        lo = max(a[2 * i], b[2 * j])
        hi = min(a[2 * i + 1], b[2 * j + 1])
        if lo < hi:
            pieces += 1
            minutes += hi - lo
        if a[2 * i] < b[2 * j]:
            i += 1
        else:
            j += 1
    print(pieces, minutes)


main()
