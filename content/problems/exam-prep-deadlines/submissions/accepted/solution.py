import sys
import heapq


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    jobs = sorted((int(data[2 + 2 * i]), int(data[1 + 2 * i])) for i in range(n))  # (deadline, duration)
    chosen = []  # max-heap (negated durations) of the assignments kept so far
    total = 0
    for d, t in jobs:
        heapq.heappush(chosen, -t)
        total += t
        if total > d:
            total += heapq.heappop(chosen)  # drop the longest kept assignment
    print(len(chosen))


main()
