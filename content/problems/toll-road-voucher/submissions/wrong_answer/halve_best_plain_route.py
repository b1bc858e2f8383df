# Plausible bug: finds the cheapest route without the voucher, then halves its most expensive road.
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
    dist = [INF] * (n + 1)
    via = [(0, 0)] * (n + 1)
    dist[1] = 0
    heap = [(0, 1)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist[u]:
            continue
        for v, w in adj[u]:
            if d + w < dist[v]:
                dist[v] = d + w
                via[v] = (u, w)
                heapq.heappush(heap, (d + w, v))
    if dist[n] == INF:
        print(-1)
        return
    biggest, v = 0, n
    while v != 1:
        u, w = via[v]
        biggest = max(biggest, w)
        v = u
    print(dist[n] - biggest + biggest // 2)


main()
