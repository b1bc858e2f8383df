# Plausible bug: reports only the first optimal village, forgetting that two neighbours can tie.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    adj = [[] for _ in range(n + 1)]
    for i in range(2, n + 1):
        p, w = int(data[2 * i - 3]), int(data[2 * i - 2])
        adj[i].append((p, w))
        adj[p].append((i, w))
    order, par, pw = [1], [0] * (n + 1), [0] * (n + 1)
    par[1] = -1
    for u in order:
        for v, w in adj[u]:
            if v != par[u]:
                par[v], pw[v] = u, w
                order.append(v)
    size, depth, total = [1] * (n + 1), [0] * (n + 1), [0] * (n + 1)
    for u in order[1:]:
        depth[u] = depth[par[u]] + pw[u]
        total[1] += depth[u]
    for u in reversed(order[1:]):
        size[par[u]] += size[u]
    for v in order[1:]:
        total[v] = total[par[v]] + pw[v] * (n - 2 * size[v])
    best = min(total[1:])
    print(best)
    print(1, total.index(best, 1))


main()
