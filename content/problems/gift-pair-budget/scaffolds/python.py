import sys


def count_pairs(budget, prices):
    """prices is sorted. Return the number of pairs i < j with prices[i] + prices[j] <= budget."""
    # TODO: write your solution here
    return 0


def main():
    data = list(map(int, sys.stdin.read().split()))
    n, budget = data[0], data[1]
    print(count_pairs(budget, data[2:2 + n]))


main()
