# Correct but slow: applies the correction and runs Kadane's algorithm over the whole ledger again, n * q steps
# (4 * 10^8 at the limit).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    a = [int(x) for x in data[2:2 + n]]
    out = []
    pos = 2 + n
    for _ in range(q):
        a[int(data[pos]) - 1] = int(data[pos + 1])
        pos += 2
        best = cur = a[0]
        for v in a[1:]:
            cur = max(v, cur + v)
            best = max(best, cur)
        out.append(best)
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
