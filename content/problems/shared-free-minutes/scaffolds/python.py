import sys


def shared_free(ana, bo):
    """Return (number of shared pieces, total shared minutes); ana and bo are lists of (s, e) half-open intervals."""
    # TODO: write your solution here
    return 0, 0


def main():
    data = list(map(int, sys.stdin.read().split()))
    n, m = data[0], data[1]
    ana = [(data[2 + 2 * i], data[3 + 2 * i]) for i in range(n)]
    bo = [(data[2 + 2 * n + 2 * j], data[3 + 2 * n + 2 * j]) for j in range(m)]
    print(*shared_free(ana, bo))


main()
