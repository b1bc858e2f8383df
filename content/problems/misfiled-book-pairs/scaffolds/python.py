import sys


def count_misfiled(numbers):
    """Return the number of pairs i < j with numbers[i] > numbers[j]."""
    # TODO: write your solution here
    return 0


def main():
    data = list(map(int, sys.stdin.read().split()))
    print(count_misfiled(data[1:1 + data[0]]))


main()
