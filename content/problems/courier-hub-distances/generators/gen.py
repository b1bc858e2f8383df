"""Writes data/secret for courier-hub-distances. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(44044)


def write(name, n, edges):
    """edges: list of (u, v, w) forming a tree on 0..n-1 (internal labels). Labels are shuffled except that
    internal node 0 may be anywhere; the tree is re-rooted at village 1 for the parent format."""
    perm = list(range(1, n + 1))
    random.shuffle(perm)
    adj = [[] for _ in range(n)]
    for u, v, w in edges:
        adj[perm[u] - 1].append((perm[v] - 1, w))
        adj[perm[v] - 1].append((perm[u] - 1, w))
    parent = [None] * n
    parent[0] = (-1, 0)
    stack = [0]
    while stack:
        u = stack.pop()
        for v, w in adj[u]:
            if parent[v] is None:
                parent[v] = (u, w)
                stack.append(v)
    lines = [str(n)] + [f'{parent[i][0] + 1} {parent[i][1]}' for i in range(1, n)]
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write('\n'.join(lines) + '\n')


def w(lo=1, hi=1000):
    return random.randint(lo, hi)


write('01-single', 1, [])
write('02-two', 2, [(0, 1, 7)])
write('03-star', 9, [(0, i, w()) for i in range(1, 9)])
write('04-equal-weights-even-path', 10, [(i, i + 1, 1) for i in range(9)])
write('05-small-random', 12, [(i, random.randrange(i), w(1, 9)) for i in range(1, 12)])
n = 10_000
write('06-heavy-path', n, [(i, i + 1, 1000) for i in range(n - 1)])
write('07-random-recursive', n, [(i, random.randrange(i), w()) for i in range(1, n)])
# Two equal halves joined by one road: both ends of that road are optimal.
half = n // 2
edges = [(i, random.randrange(i), w()) for i in range(1, half)]
edges += [(half + i, half + random.randrange(i), w()) for i in range(1, half)]
edges.append((0, half, 1000))
write('08-two-centroids', n, edges)
write('09-caterpillar', 6000, [(i, i - 1, w()) if i < 3000 else (i, i - 3000, w()) for i in range(1, 6000)])
write('10-broom', 5000, [(i, i - 1, w(900, 1000)) if i < 2500 else (i, 2499, w(1, 5)) for i in range(1, 5000)])
write('11-deep-random', 5000, [(i, max(0, i - random.randint(1, 3)), w()) for i in range(1, 5000)])
write('12-binary', 4095, [(i, (i - 1) // 2, w()) for i in range(1, 4095)])
