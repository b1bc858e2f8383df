import sys


def longest_run(serials):
    """Return (length, first number) of the longest run of consecutive serials (smallest first number on ties)."""
    # TODO: write your solution here
    return 0, 0


def main():
    data = list(map(int, sys.stdin.read().split()))
    n = data[0]
    length, first = longest_run(data[1:n + 1])
    print(length, first)


main()
