import sys
import heapq


def main():
    data = sys.stdin.buffer.read().split()
    d, water, n = int(data[0]), int(data[1]), int(data[2])
    oases = [(int(data[3 + 2 * i]), int(data[4 + 2 * i])) for i in range(n)] + [(d, 0)]
    passed = []  # max-heap (negated) of supplies we drove past without stopping
    stops = 0
    for p, w in oases:
        # `water` is how far the caravan can get; take the biggest passed supply until p is reachable.
        while water < p:
            if not passed:
                print(-1)
                return
            water -= heapq.heappop(passed)
            stops += 1
        heapq.heappush(passed, -w)
    print(stops)


main()
