# Correct but slow: keeps the waiting bikes in a plain list and scans it for the best one every time the mechanic
# is free. O(n^2) when many bikes wait at once.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    arrivals = sorted((int(data[1 + 2 * i]), int(data[2 + 2 * i]), i + 1) for i in range(n))
    waiting = []
    order = []
    now = 0
    nxt = 0
    while len(order) < n:
        if not waiting and arrivals[nxt][0] > now:
            now = arrivals[nxt][0]
        while nxt < n and arrivals[nxt][0] <= now:
            t, d, i = arrivals[nxt]
            waiting.append((d, t, i))
            nxt += 1
        best = 0
        for j in range(1, len(waiting)):
            if waiting[j] < waiting[best]:
                best = j
        d, t, i = waiting[best]
        waiting[best] = waiting[-1]
        waiting.pop()
        order.append(i)
        now += d
    print(' '.join(map(str, order)))


main()
