# Correct but slow: a full traversal from every village, O(n^2).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    adj = [[] for _ in range(n + 1)]
    for i in range(2, n + 1):
        p, w = int(data[2 * i - 3]), int(data[2 * i - 2])
        adj[i].append((p, w))
        adj[p].append((i, w))
    totals = [0] * (n + 1)
    for h in range(1, n + 1):
        dist = [-1] * (n + 1)
        dist[h] = 0
        stack = [h]
        while stack:
            u = stack.pop()
            for v, w in adj[u]:
                if dist[v] < 0:
                    dist[v] = dist[u] + w
                    stack.append(v)
        totals[h] = sum(dist[1:])
    best = min(totals[1:])
    hubs = [v for v in range(1, n + 1) if totals[v] == best]
    print(best)
    print(len(hubs), *hubs)


main()
