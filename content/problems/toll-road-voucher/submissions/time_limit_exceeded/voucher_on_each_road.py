# Correct but slow: tries the voucher on every road in turn, running Dijkstra each time: O(m * m log n).
import sys
import heapq


def dijkstra(n, adj, cheap):
    INF = float('inf')
    dist = [INF] * (n + 1)
    dist[1] = 0
    heap = [(0, 1)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist[u]:
            continue
        for v, w, idx in adj[u]:
            c = d + (w // 2 if idx == cheap else w)
            if c < dist[v]:
                dist[v] = c
                heapq.heappush(heap, (c, v))
    return dist[n]


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    adj = [[] for _ in range(n + 1)]
    for i in range(m):
        u, v, w = int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])
        adj[u].append((v, w, i))
        adj[v].append((u, w, i))
    best = dijkstra(n, adj, -1)
    for i in range(m):
        best = min(best, dijkstra(n, adj, i))
    print(-1 if best == float('inf') else best)


main()
