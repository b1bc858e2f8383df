import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    events = []
    for i in range(n):
        events.append((int(data[1 + 2 * i]), 1))
        events.append((int(data[2 + 2 * i]), -1))
    events.sort()  # at equal times (x, -1) sorts before (x, 1): ends free their rooms first
    count = best = 0
    when = 0
    for t, delta in events:
        count += delta
        if count > best:
            best, when = count, t
    print(best, when)


main()
