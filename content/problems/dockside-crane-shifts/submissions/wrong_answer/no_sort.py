# Sweeps the bookings in the order they are listed, as if they were sorted by start.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    bookings = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    periods = 0
    busy = 0
    start, end = bookings[0]
    for s, e in bookings[1:]:
        if s <= end:
            end = max(end, e)
        else:
            periods += 1
            busy += end - start
            start, end = s, e
    periods += 1
    busy += end - start
    print(periods, busy)


main()
