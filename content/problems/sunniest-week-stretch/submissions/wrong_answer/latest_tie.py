# Replaces the best stretch on an equal total too (>= instead of >), so ties report the latest start, not the earliest.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    h = list(map(int, data[2:2 + n]))
    window = sum(h[:k])
    best, start = window, 0
    for i in range(k, n):
        window += h[i] - h[i - k]
        if window >= best:
            best, start = window, i - k + 1
    print(best, start + 1)


main()
