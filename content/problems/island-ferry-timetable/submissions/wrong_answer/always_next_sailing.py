# Off by one at the pier: waits for the NEXT sailing even when Nell arrives exactly as one leaves.
import heapq
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, m = data[0], data[1]
    out = [[] for _ in range(n + 1)]
    for i in range(m):
        a, b, f, p, d = data[2 + 5 * i:7 + 5 * i]
        out[a].append((b, f, p, d))
    inf = float('inf')
    best = [inf] * (n + 1)
    best[1] = 0
    pq = [(0, 1)]
    while pq:
        t, v = heapq.heappop(pq)
        if t != best[v]:
            continue
        for b, f, p, d in out[v]:
            leave = f if t < f else f + ((t - f) // p + 1) * p
            if leave + d < best[b]:
                best[b] = leave + d
                heapq.heappush(pq, (leave + d, b))
    print(best[n] if best[n] < inf else -1)


main()
