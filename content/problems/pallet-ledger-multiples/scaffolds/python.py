import sys


def count_runs(k, entries):
    """entries: the ledger in order. Returns how many runs of consecutive entries total a multiple of k."""
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    print(count_runs(k, [int(x) for x in data[2:2 + n]]))


main()
