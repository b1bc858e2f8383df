import sys


def best_hubs(n, children):
    """children[u] lists (child, road length) for village u (1-based; village 1 is the root).
    Returns (minimum total distance, sorted list of the villages that achieve it)."""
    # TODO: write your solution here
    return 0, [1]


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    parent = [0] * (n + 1)
    weight = [0] * (n + 1)
    for i in range(2, n + 1):
        parent[i], weight[i] = int(data[2 * i - 3]), int(data[2 * i - 2])
    # Parents may have larger numbers than their children, so orient the roads from village 1 with a search.
    adj = [[] for _ in range(n + 1)]
    for i in range(2, n + 1):
        adj[i].append((parent[i], weight[i]))
        adj[parent[i]].append((i, weight[i]))
    children = [[] for _ in range(n + 1)]
    seen = [False] * (n + 1)
    seen[1] = True
    stack = [1]
    while stack:
        u = stack.pop()
        for v, w in adj[u]:
            if not seen[v]:
                seen[v] = True
                children[u].append((v, w))
                stack.append(v)
    best, hubs = best_hubs(n, children)
    print(best)
    print(len(hubs), *hubs)


main()
