import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    adj = [[] for _ in range(n + 1)]
    for i in range(2, n + 1):
        p, w = int(data[2 * i - 3]), int(data[2 * i - 2])
        adj[i].append((p, w))
        adj[p].append((i, w))
    # BFS order from village 1 with parents and parent-edge lengths.
    order, par, pw = [1], [0] * (n + 1), [0] * (n + 1)
    par[1] = -1
    for u in order:
        for v, w in adj[u]:
            if v != par[u]:
                par[v], pw[v] = u, w
                order.append(v)
    size = [1] * (n + 1)
    dist_sum = 0
    depth = [0] * (n + 1)
    for u in order[1:]:
        depth[u] = depth[par[u]] + pw[u]
        dist_sum += depth[u]
    for u in reversed(order[1:]):
        size[par[u]] += size[u]
    total = [0] * (n + 1)
    total[1] = dist_sum
    # Moving the hub from parent to child: size[v] villages get w closer, the other n - size[v] get w further.
    for v in order[1:]:
        total[v] = total[par[v]] + pw[v] * (n - 2 * size[v])
    best = min(total[1:])
    hubs = [v for v in range(1, n + 1) if total[v] == best]
    print(best)
    print(len(hubs), *hubs)


main()
