import heapq
import sys

MOD = 10**9 + 7


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    adj = [[] for _ in range(n + 1)]
    for i in range(m):
        a, b, t = int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])
        adj[a].append((b, t))
        adj[b].append((a, t))
    INF = float('inf')
    dist = [INF] * (n + 1)
    ways = [0] * (n + 1)
    dist[1], ways[1] = 0, 1
    heap = [(0, 1)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist[u]:
            continue  # a stale entry: u was settled with a smaller time
        # u is settled: ways[u] is final, since every fastest route to u ends with a stop settled before it.
        for v, t in adj[u]:
            nd = d + t
            if nd < dist[v]:
                dist[v], ways[v] = nd, ways[u]
                heapq.heappush(heap, (nd, v))
            elif nd == dist[v]:
                ways[v] = (ways[v] + ways[u]) % MOD
    print(f'{dist[n]} {ways[n]}' if dist[n] < INF else '-1 0')


main()
