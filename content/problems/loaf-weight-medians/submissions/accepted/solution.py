import heapq
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    low, high = [], []  # low: lower half as negated weights (a max-heap); high: upper half (a min-heap)
    total = 0
    for w in data[1:1 + data[0]]:
        if not low or w <= -low[0]:
            heapq.heappush(low, -w)
        else:
            heapq.heappush(high, w)
        if len(low) > len(high) + 1:  # rebalance: low holds ceil(k / 2) loaves
            heapq.heappush(high, -heapq.heappop(low))
        elif len(high) > len(low):
            heapq.heappush(low, -heapq.heappop(high))
        total += -low[0]
    print(total)


main()
