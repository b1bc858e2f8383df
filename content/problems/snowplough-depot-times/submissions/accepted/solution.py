import sys
from heapq import heappop, heappush


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
    dist[1] = 0
    heap = [(0, 1)]
    while heap:
        d, u = heappop(heap)
        if d > dist[u]:
            continue  # an out-of-date entry: u was already reached faster
        for v, w in adj[u]:
            nd = d + w
            if nd < dist[v]:
                dist[v] = nd
                heappush(heap, (nd, v))
    print('\n'.join(str(d) if d != INF else '-1' for d in dist[1:]))


main()
