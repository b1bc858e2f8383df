# Correct but slow: adds up every window of k days from scratch, O(n * k) (about 6e8 additions when k = n / 2).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    h = list(map(int, data[2:2 + n]))
    best, start = -1, 0
    for s in range(n - k + 1):
        total = 0
        for i in range(s, s + k):
            total += h[i]
        if total > best:
            best, start = total, s
    print(best, start + 1)


main()
