import heapq
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    best = []  # min-heap of the k best scores so far; best[0] is the k-th best
    out = []
    for i in range(n):
        heapq.heappush(best, int(data[2 + i]))
        if len(best) > k:
            heapq.heappop(best)  # the smallest of k + 1 can never be among the k best again
        out.append(best[0] if len(best) == k else -1)
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
