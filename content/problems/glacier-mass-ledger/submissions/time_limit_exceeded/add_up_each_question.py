# Correct but slow: adds the days of every question one by one, up to n additions per question (O(n * q) in all,
# about 9e8 additions on the largest tests).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    m = [int(x) for x in data[2:2 + n]]
    out = []
    pos = 2 + n
    for _ in range(q):
        l, r = int(data[pos]), int(data[pos + 1])
        pos += 2
        total = 0
        for i in range(l - 1, r):
            total += m[i]
        out.append(total)
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
