import sys
import heapq


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    adj = [[] for _ in range(n + 1)]
    for i in range(m):
        u, v, w = int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])
        adj[u].append((v, w))
        adj[v].append((u, w))
    INF = float('inf')
    # State s = 2 * town + used: used = 1 once the voucher is spent.
    dist = [INF] * (2 * n + 2)
    dist[2] = 0
    heap = [(0, 2)]
    while heap:
        d, s = heapq.heappop(heap)
        if d > dist[s]:
            continue
        u, used = s >> 1, s & 1
        for v, w in adj[u]:
            t = 2 * v + used
            if d + w < dist[t]:
                dist[t] = d + w
                heapq.heappush(heap, (d + w, t))
            if not used:
                t = 2 * v + 1
                c = d + w // 2
                if c < dist[t]:
                    dist[t] = c
                    heapq.heappush(heap, (c, t))
    best = min(dist[2 * n], dist[2 * n + 1])
    print(-1 if best == INF else best)


main()
