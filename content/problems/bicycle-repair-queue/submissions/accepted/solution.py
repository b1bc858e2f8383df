import sys
import heapq


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    bikes = [(int(data[1 + 2 * i]), int(data[2 + 2 * i]), i + 1) for i in range(n)]
    arrivals = sorted(bikes)
    waiting = []  # (repair time, arrival, number)
    order = []
    now = 0
    nxt = 0
    while len(order) < n:
        if not waiting and arrivals[nxt][0] > now:
            now = arrivals[nxt][0]  # idle until the next bike arrives
        while nxt < n and arrivals[nxt][0] <= now:
            t, d, i = arrivals[nxt]
            heapq.heappush(waiting, (d, t, i))
            nxt += 1
        d, t, i = heapq.heappop(waiting)
        order.append(i)
        now += d
    print(' '.join(map(str, order)))


main()
