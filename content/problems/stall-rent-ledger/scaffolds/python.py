import sys


def busiest_stall(n, bookings):
    """bookings: list of (l, r, c). Return (highest rent, smallest stall number with that rent)."""
    # TODO: write your solution here
    return 0, 1


def main():
    data = list(map(int, sys.stdin.read().split()))
    n, m = data[0], data[1]
    bookings = [(data[2 + 3 * j], data[3 + 3 * j], data[4 + 3 * j]) for j in range(m)]
    rent, stall = busiest_stall(n, bookings)
    print(rent, stall)


main()
