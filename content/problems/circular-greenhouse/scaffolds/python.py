import sys


def best_visit(k, beds):
    """Return the best score of a clockwise visit of 1..k consecutive beds on the ring."""
    # TODO: write your solution here
    return 0


def main():
    data = list(map(int, sys.stdin.read().split()))
    n, k = data[0], data[1]
    print(best_visit(k, data[2:2 + n]))


main()
