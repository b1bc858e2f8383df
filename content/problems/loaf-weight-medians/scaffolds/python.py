import sys


def sum_of_medians(weights):
    """Return the sum of the medians shown after each loaf (the lower middle weight for an even count)."""
    # TODO: write your solution here
    return 0


def main():
    data = list(map(int, sys.stdin.read().split()))
    print(sum_of_medians(data[1:1 + data[0]]))


main()
