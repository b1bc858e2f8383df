# Correct but slow: tries every starting segment and extends it while the total stays within K, up to n steps per
# start (O(n^2), about 1.25e9 steps when the whole trail fits).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    a = [int(x) for x in data[2:2 + n]]
    best = 0
    for start in range(n):
        total = 0
        end = start
        while end < n and total + a[end] <= k:
            total += a[end]
            end += 1
        best = max(best, end - start)
    print(best)


main()
