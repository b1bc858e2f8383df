import sys


def count_garlands(chart, n):
    """chart[c][d] is 1 when colour d may follow colour c (0-based). Return the number of garlands of n lanterns,
    modulo 10^9 + 7."""
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    k, n = int(data[0]), int(data[1])
    chart = [[int(ch) for ch in data[2 + c]] for c in range(k)]
    print(count_garlands(chart, n))


main()
