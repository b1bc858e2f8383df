# Keeps k scores in a max-heap (negated values in heapq), reasoning "we want the highest scores", and so evicts the
# highest score when the heap overflows: it keeps the k lowest scores and reports the highest of those.
import heapq
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    kept = []
    out = []
    for i in range(n):
        heapq.heappush(kept, -int(data[2 + i]))
        if len(kept) > k:
            heapq.heappop(kept)
        out.append(-kept[0] if len(kept) == k else -1)
    sys.stdout.write('\n'.join(map(str, out)) + '\n')


main()
