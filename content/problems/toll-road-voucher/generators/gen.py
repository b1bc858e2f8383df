"""Writes data/secret for toll-road-voucher. Deterministic: fixed seed. Run from the problem folder."""
import random

random.seed(808)
W = 10**6


def write(name, n, edges):
    random.shuffle(edges)
    with open(f'data/secret/{name}.in', 'w') as f:
        f.write(f'{n} {len(edges)}\n' + ''.join(f'{u} {v} {w}\n' for u, v, w in edges))


def random_graph(n, m, lo=1, hi=W):
    # A random spanning path keeps town n reachable; the rest are random roads.
    order = [1] + random.sample(range(2, n), n - 2) + [n]
    edges = [(order[i], order[i + 1], random.randint(lo, hi)) for i in range(n - 1)]
    while len(edges) < m:
        edges.append((random.randint(1, n), random.randint(1, n), random.randint(lo, hi)))
    return edges


write('01-two-towns', 2, [(1, 2, 1)])
write('02-no-roads', 2, [])
write('03-odd-toll', 2, [(2, 1, 999999), (1, 2, 1000000)])
write('04-self-loops-parallel', 3, [(1, 1, 5), (1, 2, 10), (1, 2, 7), (2, 3, 4), (3, 3, 1)])
write('05-small-random', 8, random_graph(8, 14, 1, 20))
# Heavy path: the sum exceeds 2^31.
write('06-heavy-path', 5000, [(i, i + 1, W) for i in range(1, 5000)])
# 999 gadgets in a row. In each, route A has three roads of 400 000 (the plain best), route B has roads of
# 1 000 000 and 300 000. The voucher is best spent on route B of one gadget (saving 400 000, not 200 000).
edges, hub, nxt = [], 1, 2
hubs = [1]
for k in range(999):
    a1, a2, b1, end = nxt, nxt + 1, nxt + 2, nxt + 3
    nxt += 4
    edges += [(hub, a1, 400_000), (a1, a2, 400_000), (a2, end, 400_000), (hub, b1, 1_000_000), (b1, end, 300_000)]
    hub = end
# Rename the last hub to town n = nxt - 1 (it already is: end == nxt - 1).
write('07-voucher-changes-route', nxt - 1, edges)
write('08-random-dense', 300, random_graph(300, 3000))
write('09-random-sparse', 5000, random_graph(5000, 5000))
write('10-small-weights', 3000, random_graph(3000, 4000, 1, 3))
# Town n is in a separate part of the map.
edges = [(random.randint(1, 4000), random.randint(1, 4000), random.randint(1, W)) for _ in range(2000)]
edges += [(random.randint(4001, 5000), random.randint(4001, 5000), random.randint(1, W)) for _ in range(1000)]
write('11-unreachable', 5000, edges)
# A 40 x 60 grid of towns with random tolls.
n, rows, cols = 2400, 40, 60
edges = []
for r in range(rows):
    for c in range(cols):
        v = r * cols + c + 1
        if c < cols - 1:
            edges.append((v, v + 1, random.randint(1, W)))
        if r < rows - 1:
            edges.append((v, v + cols, random.randint(1, W)))
write('12-grid', n, edges)
