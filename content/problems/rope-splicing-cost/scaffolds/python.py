import sys


def cheapest_splicing(lengths):
    """Return the smallest total cost of splicing all pieces into one rope."""
    # TODO: write your solution here
    return 0


def main():
    data = list(map(int, sys.stdin.read().split()))
    print(cheapest_splicing(data[1:1 + data[0]]))


main()
