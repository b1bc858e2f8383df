import heapq
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    ropes = data[1:1 + data[0]]
    heapq.heapify(ropes)
    cost = 0
    while len(ropes) > 1:
        a = heapq.heappop(ropes)
        b = heapq.heappop(ropes)
        cost += a + b  # splice the two shortest ropes
        heapq.heappush(ropes, a + b)
    print(cost)


main()
