# Plausible bug: at equal times the starts are counted before the ends, so a booking that begins exactly when
# another ends looks like an overlap.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    events = []
    for i in range(n):
        events.append((int(data[1 + 2 * i]), 0, 1))
        events.append((int(data[2 + 2 * i]), 1, -1))
    events.sort()
    count = best = 0
    when = 0
    for t, _, delta in events:
        count += delta
        if count > best:
            best, when = count, t
    print(best, when)


main()
