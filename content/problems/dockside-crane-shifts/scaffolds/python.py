import sys


def busy_periods(bookings):
    """bookings is a list of (start, end) minutes. Return (number of busy periods, total busy minutes)."""
    # TODO: write your solution here
    return 0, 0


def main():
    data = list(map(int, sys.stdin.read().split()))
    n = data[0]
    bookings = [(data[1 + 2 * i], data[2 + 2 * i]) for i in range(n)]
    periods, minutes = busy_periods(bookings)
    print(periods, minutes)


main()
