import sys


def spread(codes):
    """codes: integers below 2^30. Return the sum over all pairs of the number of differing bits."""
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    print(spread([int(x) for x in data[1:1 + n]]))


main()
