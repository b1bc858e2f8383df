import sys


def longest_chain(heights):
    """Returns the length of the longest strictly increasing chain of heights (left to right)."""
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    print(longest_chain([int(x) for x in data[1:1 + n]]))


main()
