# Wrong: breadth-first search. Each junction keeps the time of the route with the fewest streets, which is not the
# fastest route when a long street is a shortcut in streets but not in minutes.
import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    adj = [[] for _ in range(n + 1)]
    for j in range(m):
        u, v, w = int(data[2 + 3 * j]), int(data[3 + 3 * j]), int(data[4 + 3 * j])
        adj[u].append((v, w))
        adj[v].append((u, w))
    dist = [-1] * (n + 1)
    dist[1] = 0
    queue = deque([1])
    while queue:
        u = queue.popleft()
        for v, w in adj[u]:
            if dist[v] == -1:
                dist[v] = dist[u] + w
                queue.append(v)
    print('\n'.join(map(str, dist[1:])))


main()
