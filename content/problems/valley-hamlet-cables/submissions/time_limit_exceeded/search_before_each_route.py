# Correct but slow: Kruskal's order, but "already connected?" is answered by a breadth-first search over the cables
# taken so far: O(m * n), about 2 * 10^8 steps at the limit.
import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    routes = sorted((int(data[4 + 3 * j]), int(data[2 + 3 * j]), int(data[3 + 3 * j])) for j in range(m))
    adj = [[] for _ in range(n + 1)]
    total, taken = 0, 0
    for c, a, b in routes:
        seen = [False] * (n + 1)
        seen[a] = True
        queue = deque([a])
        while queue and not seen[b]:
            u = queue.popleft()
            for v in adj[u]:
                if not seen[v]:
                    seen[v] = True
                    queue.append(v)
        if seen[b]:
            continue
        adj[a].append(b)
        adj[b].append(a)
        total += c
        taken += 1
    print(total if taken == n - 1 else 'IMPOSSIBLE')


main()
