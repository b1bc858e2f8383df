# Keeps the two heaps right but lets the UPPER half hold the extra loaf and shows its lightest loaf, so for an even
# count it shows the higher of the two middle weights.
import heapq
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    low, high = [], []
    total = 0
    for w in data[1:1 + data[0]]:
        if not high or w >= high[0]:
            heapq.heappush(high, w)
        else:
            heapq.heappush(low, -w)
        if len(high) > len(low) + 1:
            heapq.heappush(low, -heapq.heappop(high))
        elif len(low) > len(high):
            heapq.heappush(high, -heapq.heappop(low))
        total += high[0]
    print(total)


main()
