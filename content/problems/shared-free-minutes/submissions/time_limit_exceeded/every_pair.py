# Correct but slow: compares every interval of Ana's with every interval of Bo's, O(n * m) (1e8 pairs at the limit).
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, m = data[0], data[1]
    a = [(data[2 + 2 * i], data[3 + 2 * i]) for i in range(n)]
    b = [(data[2 + 2 * n + 2 * j], data[3 + 2 * n + 2 * j]) for j in range(m)]
    pieces = minutes = 0
    for s1, e1 in a:
        for s2, e2 in b:
            lo = s1 if s1 > s2 else s2
            hi = e1 if e1 < e2 else e2
            if lo < hi:
                pieces += 1
                minutes += hi - lo
    print(pieces, minutes)


main()
