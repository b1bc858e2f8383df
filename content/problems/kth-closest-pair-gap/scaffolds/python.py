import sys


def kth_smallest_gap(k, positions):
    """Returns the k-th smallest |x_i - x_j| over all pairs i < j (k counts from 1)."""
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    print(kth_smallest_gap(k, [int(x) for x in data[2:2 + n]]))


main()
