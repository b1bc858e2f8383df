import sys


def winning_throws(row):
    """row: string of 'I' (standing) and '.' (empty). Return how many first throws win."""
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    print(winning_throws(data[1]))


main()
