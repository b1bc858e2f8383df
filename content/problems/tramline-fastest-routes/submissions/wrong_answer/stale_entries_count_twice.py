# Wrong: Dijkstra with a lazy heap that does not skip stale entries. A stop popped again with an old time adds its
# count to its neighbours a second time.
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
        _, u = heapq.heappop(heap)
        for v, t in adj[u]:
            nd = dist[u] + t
            if nd < dist[v]:
                dist[v], ways[v] = nd, ways[u]
                heapq.heappush(heap, (nd, v))
            elif nd == dist[v]:
                ways[v] = (ways[v] + ways[u]) % MOD
    print(f'{dist[n]} {ways[n]}' if dist[n] < INF else '-1 0')


main()
