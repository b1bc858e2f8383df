# Correct but slow: tries both ends at every turn without remembering stretches it has already solved - 2^n calls.
import sys


def best(p, i, j):
    if i > j:
        return 0
    return max(p[i] - best(p, i + 1, j), p[j] - best(p, i, j - 1))


def main():
    sys.setrecursionlimit(10_000)
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    p = [int(x) for x in data[1:1 + n]]
    print((sum(p) + best(p, 0, n - 1)) // 2)


main()
