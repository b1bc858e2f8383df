import sys


def rooms_needed(bookings):
    """bookings: list of (start, end) half-open intervals. Returns (rooms, earliest minute of the peak)."""
    # TODO: write your solution here
    return len(bookings), 0


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    bookings = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    rooms, when = rooms_needed(bookings)
    print(rooms, when)


main()
