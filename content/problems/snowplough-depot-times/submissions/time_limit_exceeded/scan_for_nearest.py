# Correct but slow: Dijkstra without a heap; every round scans all n junctions for the nearest unfinished one (n^2).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    adj = [[] for _ in range(n + 1)]
    for j in range(m):
        u, v, w = int(data[2 + 3 * j]), int(data[3 + 3 * j]), int(data[4 + 3 * j])
        adj[u].append((v, w))
        adj[v].append((u, w))
    INF = float('inf')
    dist = [INF] * (n + 1)
    done = [False] * (n + 1)
    dist[1] = 0
    for _ in range(n):
        u, best = -1, INF
        for k in range(1, n + 1):
            if not done[k] and dist[k] < best:
                u, best = k, dist[k]
        if u == -1:
            break
        done[u] = True
        for v, w in adj[u]:
            if best + w < dist[v]:
                dist[v] = best + w
    print('\n'.join(str(d) if d != INF else '-1' for d in dist[1:]))


main()
