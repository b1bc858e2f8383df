import sys


def fewest_visits(stalls):
    """stalls[i] = (opening minute, closing minute), both included. Return the smallest number of visits."""
    # TODO: write your solution here
    return 0


def main():
    data = list(map(int, sys.stdin.read().split()))
    n = data[0]
    print(fewest_visits([(data[1 + 2 * i], data[2 + 2 * i]) for i in range(n)]))


main()
