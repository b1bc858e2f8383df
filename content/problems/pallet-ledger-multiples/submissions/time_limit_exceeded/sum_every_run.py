# Correct but slow: extends every run from every start and tests its total. O(n^2).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    a = [int(x) for x in data[2:2 + n]]
    runs = 0
    for l in range(n):
        total = 0
        for r in range(l, n):
            total += a[r]
            if total % k == 0:
                runs += 1
    print(runs)


main()
