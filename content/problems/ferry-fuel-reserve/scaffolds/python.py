import sys


def minimum_start_fuel(legs):
    """Return the smallest starting fuel s >= 0 that keeps every level non-negative."""
    # TODO: write your solution here
    return 0


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    legs = [int(x) for x in data[1:n + 1]]
    print(minimum_start_fuel(legs))


main()
