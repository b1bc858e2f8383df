# Correct but slow: for every booking, counts the bookings in progress at its start. O(n^2).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    bookings = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    best, when = 0, 0
    for x, _ in bookings:
        count = 0
        for s, e in bookings:
            if s <= x < e:
                count += 1
        if count > best or (count == best and x < when):
            best, when = count, x
    print(best, when)


main()
