# Correct but slow: scans the whole ledger for every question, O(n * q).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    a = [int(x) for x in data[2:2 + n]]
    out = []
    pos = 2 + n
    for _ in range(q):
        lo, hi = int(data[pos]), int(data[pos + 1])
        pos += 2
        count = 0
        for x in a:
            if lo <= x <= hi:
                count += 1
        out.append(count)
    print('\n'.join(map(str, out)))


main()
