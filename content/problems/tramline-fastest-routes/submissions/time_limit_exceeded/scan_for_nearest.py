# Correct but slow: Dijkstra without a heap. Each step scans every stop for the nearest unsettled one: O(n^2),
# 4 * 10^8 steps on the longest path.
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
    done = [False] * (n + 1)
    dist[1], ways[1] = 0, 1
    for _ in range(n):
        u, best = -1, INF
        for v in range(1, n + 1):
            if not done[v] and dist[v] < best:
                u, best = v, dist[v]
        if u == -1:
            break
        done[u] = True
        for v, t in adj[u]:
            nd = best + t
            if nd < dist[v]:
                dist[v], ways[v] = nd, ways[u]
            elif nd == dist[v]:
                ways[v] = (ways[v] + ways[u]) % MOD
    print(f'{dist[n]} {ways[n]}' if dist[n] < INF else '-1 0')


main()
