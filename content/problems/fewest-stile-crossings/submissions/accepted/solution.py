import sys
from collections import deque


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, m = data[0], data[1]
    adj = [[] for _ in range(n + 1)]
    for i in range(m):
        a, b = data[2 + 2 * i], data[3 + 2 * i]
        adj[a].append(b)
        adj[b].append(a)
    dist = [-1] * (n + 1)
    dist[1] = 0
    q = deque([1])
    while q:
        v = q.popleft()
        for w in adj[v]:
            if dist[w] < 0:  # first time seen: along a shortest walk
                dist[w] = dist[v] + 1
                q.append(w)
    print(dist[n])


main()
